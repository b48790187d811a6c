import LayerGeometry

/// A scrolled list read into a `LayerSnapshot`: the render list, a viewport query and hit tests,
/// with a picture of every layer's quad and the layers the viewport query returns.
///
/// Not from the articles: it shows what the live tree has no call for. A window holds a list that
/// masks to its bounds and is scrolled down by 150 points (`bounds.origin.y = 150`); the list holds
/// ten rows 60 points high, 70 apart, so row `i` spans `y = 70·i − 110 … 70·i − 50` in the window,
/// and only the rows inside the list's area (y 40 … 440) show.
package func snapshotExperiment(_ demo: Demo) {
  demo.begin(
    "a scrolled list as a snapshot: render list, viewport and hit tests",
    sources: "not from the articles (LayerSnapshot)")
  let window = Layer()
  window.name = "window"
  window.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
  let list = Layer()
  list.name = "list"
  list.frame = Rect2D(x: 20, y: 40, width: 280, height: 400)
  list.masksToBounds = true
  list.bounds.origin.y = 150
  window.addSublayer(list)
  for i in 0..<10 {
    let row = Layer()
    row.name = "row \(i)"
    row.frame = Rect2D(x: 10, y: Double(i) * 70, width: 260, height: 60)
    list.addSublayer(row)
  }
  demo.code(
    "list.frame = (20, 40, 280, 400), masksToBounds, bounds.origin.y = 150 (scrolled)",
    "row i: frame (10, 70·i, 260, 60) in the list",
    "let snapshot = LayerSnapshot(of: window)")
  let snapshot = LayerSnapshot(of: window)
  func names(_ indices: [Int]) -> String {
    indices.map { snapshot[$0].name ?? "?" }.joined(separator: ", ")
  }
  demo.check("layers in the snapshot", Double(snapshot.count), expected: 12, article: nil)
  demo.check(
    "row 4's box in the window", snapshot[6].boundingBox,
    expected: Rect2D(x: 30, y: 170, width: 260, height: 60), article: nil,
    expectedFrom: "40 + 70·4 − 150 = 170, by hand")
  let everything = Rect2D(x: 0, y: 0, width: 320, height: 480)
  demo.check(
    "shown in the window", HitResult(named: names(snapshot.layers(intersecting: everything))),
    expected: HitResult(named: "window, list, row 2, row 3, row 4, row 5, row 6, row 7"),
    article: nil, expectedFrom: "rows 2 to 7 meet y 40 … 440, by hand")
  let viewport = Rect2D(x: 0, y: 200, width: 320, height: 100)
  demo.check(
    "viewport (0, 200, 320, 100)", HitResult(named: names(snapshot.layers(intersecting: viewport))),
    expected: HitResult(named: "window, list, row 4, row 5"), article: nil,
    expectedFrom: "row 4 spans y 170 … 230, row 5 240 … 300 (edges count), by hand")
  for (point, expected) in [
    (Point2D(x: 160, y: 60), "row 2"), (Point2D(x: 160, y: 20), "window"),
    (Point2D(x: 160, y: 235), "list"),
  ] {
    let hit = snapshot.hitTest(point).map { snapshot[$0].name ?? "?" } ?? "nil"
    demo.check(
      "snapshot.hitTest\(point.text)", HitResult(named: hit), expected: HitResult(named: expected),
      article: nil, expectedFrom: "window.hitTest, by hand")
  }
  demo.note("hitTest(160, 20): row 1 ends at y = 20 (half-open) and lies outside the list's mask")
  demo.note("hitTest(160, 235): between row 4 (… 230) and row 5 (240 …), on the list itself")
  demo.write(snapshotPicture(snapshot, viewport: viewport), to: "12-snapshot-viewport.svg")
}

/// Every quad of a snapshot in drawing order, clipped by its masks; the layers a viewport query
/// returns in orange, the others in grey, and the viewport dashed.
private func snapshotPicture(_ snapshot: LayerSnapshot, viewport: Rect2D) -> String {
  let shown = Set(snapshot.layers(intersecting: viewport))
  func points(_ polygon: some Collection<Point2D>) -> String {
    polygon.map { "\(decimal($0.x + 20)),\(decimal($0.y + 20))" }.joined(separator: " ")
  }
  var svg = [
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"360\" height=\"540\" "
      + "font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" font-size=\"11\">",
    "<title>A LayerSnapshot: every quad, and the layers a viewport query returns</title>",
    "<rect width=\"360\" height=\"540\" fill=\"#ffffff\"/>",
  ]
  for (index, element) in snapshot.enumerated() {
    guard let quad = element.quad else { continue }
    let (fill, stroke) = shown.contains(index) ? ("#f5a623", "#b36b00") : ("#e4e4e4", "#555555")
    if let clip = element.clip {
      svg.append("<clipPath id=\"clip-\(index)\"><polygon points=\"\(points(clip))\"/></clipPath>")
    }
    let clipping = element.clip == nil ? "" : " clip-path=\"url(#clip-\(index))\""
    svg.append(
      "<polygon points=\"\(points(quad))\" fill=\"\(fill)\" fill-opacity=\"0.5\" "
        + "stroke=\"\(stroke)\"\(clipping)><title>\(element.name ?? "#\(index)")</title></polygon>")
    // Named where the name's corner is not clipped away.
    let corner = quad.boundingBox
    let clipBox = element.clip.map { clip in
      (clip.map { $0.y }.min() ?? 0, clip.map { $0.y }.max() ?? 0)
    }
    if clipBox.map({ corner.minY >= $0.0 && corner.minY + 14 <= $0.1 }) ?? true {
      svg.append(
        "<text x=\"\(decimal(corner.minX + 24))\" y=\"\(decimal(corner.minY + 34))\">"
          + "\(element.name ?? "#\(index)")</text>")
    }
  }
  let v = viewport
  svg.append(
    "<rect x=\"\(decimal(v.minX + 20))\" y=\"\(decimal(v.minY + 20))\" width=\"\(decimal(v.width))\" "
      + "height=\"\(decimal(v.height))\" fill=\"none\" stroke=\"#c0392b\" stroke-width=\"2\" "
      + "stroke-dasharray=\"6 4\"/>")
  svg.append("</svg>")
  return svg.joined(separator: "\n") + "\n"
}
