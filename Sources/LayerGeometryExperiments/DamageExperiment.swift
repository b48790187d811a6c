import LayerGeometry

/// A scene that moves over three frames, kept in a `LayerSnapshot` by `update(from:)`: what each
/// frame damages, and a picture of the three frames with their damage.
///
/// Not from the articles: it shows the frame loop of a renderer. A 400 × 300 window holds three
/// cards; card b carries a badge that pokes out above it. Frame 1 moves card a 30 points right,
/// frame 2 turns card b a quarter turn about its centre, frame 3 hides card c. Each update returns
/// the box of every changed layer's subtree before and after, in the window's space.
package func damageExperiment(_ demo: Demo) {
  demo.begin(
    "a moving scene: three frames, each snapshot update with its damage",
    sources: "not from the articles (LayerSnapshot.update(from:))")
  let window = Layer()
  window.name = "window"
  window.frame = Rect2D(x: 0, y: 0, width: 400, height: 300)
  func card(_ name: String, _ frame: Rect2D) -> Layer {
    let layer = Layer()
    layer.name = name
    layer.frame = frame
    window.addSublayer(layer)
    return layer
  }
  let a = card("a", Rect2D(x: 20, y: 20, width: 100, height: 80))
  let b = card("b", Rect2D(x: 150, y: 40, width: 100, height: 100))
  let c = card("c", Rect2D(x: 280, y: 150, width: 90, height: 90))
  let badge = Layer()
  badge.name = "badge"
  badge.frame = Rect2D(x: 70, y: -10, width: 40, height: 20)  // (220, 30) … (260, 50) in the window
  b.addSublayer(badge)
  demo.code(
    "cards a (20, 20, 100, 80), b (150, 40, 100, 100) with a badge (70, −10, 40, 20), "
      + "c (280, 150, 90, 90)",
    "var snapshot = LayerSnapshot(of: window)")
  var snapshot = LayerSnapshot(of: window)
  var frames: [(snapshot: LayerSnapshot, damage: [Rect2D])] = []

  demo.code("frame 1: a.position.x += 30; let damage = snapshot.update(from: window)")
  a.position.x += 30
  var damage = snapshot.update(from: window)
  frames.append((snapshot, damage))
  demo.check(
    "frame 1: damage rectangles", Double(damage.count), expected: 2, article: nil,
    expectedFrom: "a's box before and after, by hand")
  demo.check(
    "frame 1: a before", damage[0], expected: Rect2D(x: 20, y: 20, width: 100, height: 80),
    article: nil)
  demo.check(
    "frame 1: a after", damage[1], expected: Rect2D(x: 50, y: 20, width: 100, height: 80),
    article: nil)

  demo.code("frame 2: b.affineTransform = AffineTransform2D(rotationAngle: .pi / 2)")
  b.affineTransform = AffineTransform2D(rotationAngle: .pi / 2)
  damage = snapshot.update(from: window)
  frames.append((snapshot, damage))
  demo.check(
    "frame 2: damage rectangles", Double(damage.count), expected: 2, article: nil,
    expectedFrom: "b's subtree box before and after, by hand")
  demo.check(
    "frame 2: b and badge before", damage[0],
    expected: Rect2D(x: 150, y: 30, width: 110, height: 110), article: nil,
    expectedFrom: "b (150, 40, 100, 100) ∪ badge (220, 30, 40, 20), by hand")
  demo.check(
    "frame 2: b and badge after", damage[1],
    expected: Rect2D(x: 150, y: 40, width: 110, height: 110), article: nil,
    expectedFrom: "the badge turned about (200, 90): (240, 110, 20, 40), by hand")
  demo.note("the square card maps onto itself; its badge swings from above it to its right side")

  demo.code("frame 3: c.isHidden = true")
  c.isHidden = true
  damage = snapshot.update(from: window)
  frames.append((snapshot, damage))
  demo.check(
    "frame 3: damage", damage, expected: [Rect2D(x: 280, y: 150, width: 90, height: 90)],
    article: nil, expectedFrom: "c's box before; a hidden layer shows nothing after, by hand")
  demo.check(
    "frame 3: snapshot.hitTest(300, 200)",
    HitResult(
      named: snapshot.hitTest(Point2D(x: 300, y: 200)).map { snapshot[$0].name ?? "?" }
        ?? "nil"),
    expected: HitResult(named: "window"), article: nil, expectedFrom: "c is hidden, by hand")
  demo.write(damagePicture(frames), to: "14-damage-over-three-frames.svg")
}

extension Array: Reading where Element == Rect2D {
  package var text: String { "[" + map { $0.text }.joined(separator: ", ") + "]" }
  package var bits: String { map { $0.bits }.joined(separator: " ") }
  package func matches(_ expected: [Rect2D]) -> Bool {
    count == expected.count && zip(self, expected).allSatisfy { $0.matches($1) }
  }
}

/// The three frames side by side: each layer's quad (hidden ones left out) and the frame's damage,
/// dashed red.
private func damagePicture(_ frames: [(snapshot: LayerSnapshot, damage: [Rect2D])]) -> String {
  let panel = 440.0
  var svg = [
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(decimal(panel * 3))\" height=\"360\" "
      + "font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" font-size=\"12\">",
    "<title>A moving scene over three frames, with each frame's damage</title>",
    "<rect width=\"\(decimal(panel * 3))\" height=\"360\" fill=\"#ffffff\"/>",
  ]
  for (number, frame) in frames.enumerated() {
    let dx = Double(number) * panel + 20
    let dy = 40.0
    func points(_ polygon: some Collection<Point2D>) -> String {
      polygon.map { "\(decimal($0.x + dx)),\(decimal($0.y + dy))" }.joined(separator: " ")
    }
    svg.append(
      "<text x=\"\(decimal(dx))\" y=\"24\" font-weight=\"bold\">frame \(number + 1)</text>")
    for element in frame.snapshot where !element.isHidden {
      guard let quad = element.quad else { continue }
      svg.append(
        "<polygon points=\"\(points(quad))\" fill=\"#9ec5fe\" fill-opacity=\"0.5\" "
          + "stroke=\"#1f4e8c\"><title>\(element.name ?? "?")</title></polygon>")
      let corner = quad.boundingBox
      svg.append(
        "<text x=\"\(decimal(corner.minX + dx + 4))\" y=\"\(decimal(corner.minY + dy + 14))\">"
          + "\(element.name ?? "?")</text>")
    }
    for rect in frame.damage {
      svg.append(
        "<rect x=\"\(decimal(rect.minX + dx))\" y=\"\(decimal(rect.minY + dy))\" "
          + "width=\"\(decimal(rect.width))\" height=\"\(decimal(rect.height))\" fill=\"#c0392b\" "
          + "fill-opacity=\"0.12\" stroke=\"#c0392b\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>"
      )
    }
  }
  svg.append("</svg>")
  return svg.joined(separator: "\n") + "\n"
}
