import LayerGeometry

/// A cube of six faces in a transform layer, seen in perspective: which face a tap lands on, and a
/// picture of the faces drawn back to front with a grid of hit tests over them.
///
/// Not from the articles, which flatten every layer; it shows `Layer.Kind.transformLayer`. A
/// 400 × 400 window has `sublayerTransform.m34 = −1/500` (the eye 500 points in front of its
/// centre); a 200 × 200 transform layer at its centre holds six 200 × 200 faces, each turned to
/// face outwards and pushed 100 points out along its normal. The expected answers come from a ray
/// cast worked outside the library: each face's plane solved for the point seen at the tap, the
/// nearest hit wins.
package func cubeExperiment(_ demo: Demo) {
  demo.begin(
    "a cube in a transform layer: hit testing by depth, faces drawn back to front",
    sources: "not from the articles (Layer.Kind.transformLayer)")
  let window = Layer()
  window.name = "window"
  window.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
  window.sublayerTransform.m34 = -1 / 500
  let cube = Layer()
  cube.name = "cube"
  cube.kind = .transformLayer
  cube.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
  window.addSublayer(cube)
  let quarter = Double.pi / 2
  let faces: [(name: String, turn: Transform3D, x: Double, y: Double, z: Double)] = [
    ("front", .identity, 0, 0, 100),
    ("back", Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0), 0, 0, -100),
    ("right", Transform3D(rotationAngle: quarter, x: 0, y: 1, z: 0), 100, 0, 0),
    ("left", Transform3D(rotationAngle: -quarter, x: 0, y: 1, z: 0), -100, 0, 0),
    ("bottom", Transform3D(rotationAngle: -quarter, x: 1, y: 0, z: 0), 0, 100, 0),
    ("top", Transform3D(rotationAngle: quarter, x: 1, y: 0, z: 0), 0, -100, 0),
  ]
  for face in faces {
    let layer = Layer()
    layer.name = face.name
    layer.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
    layer.transform = face.turn.concatenating(
      Transform3D(translationX: face.x, y: face.y, z: face.z))
    cube.addSublayer(layer)
  }
  demo.code(
    "window.sublayerTransform.m34 = −1/500",
    "cube.kind = .transformLayer; cube.frame = (100, 100, 200, 200)",
    "six faces, frame (0, 0, 200, 200), transform = turn · translate(100 along the normal)")
  func checkHits(_ state: String, _ rows: [(x: Double, y: Double, face: String, why: String)]) {
    for row in rows {
      demo.check(
        "hitTest(\(decimal(row.x)), \(decimal(row.y))), \(state)",
        HitResult(window.hitTest(Point2D(x: row.x, y: row.y))),
        expected: HitResult(named: row.face), article: nil, expectedFrom: row.why + ", by hand")
    }
  }
  checkHits(
    "not turned",
    [
      (200, 200, "front", "the front face is the nearest"),
      (320, 200, "front", "the front face, 100 nearer, shows 500/400 = 1.25× its size: x 75 … 325"),
      (330, 200, "window", "the right face reaches x = 200 + 100·500/400 = 325"),
    ])
  cube.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
  demo.code("cube.transform = rotation by π/4 about y")
  checkHits(
    "turned π/4",
    [
      (220, 200, "front", "the front–left edge is nearest, at x = 200; right of it the front face"),
      (180, 200, "left", "left of the front–left edge"),
    ])

  let degree = Double.pi / 180
  cube.transform = Transform3D(rotationAngle: 30 * degree, x: 1, y: 0, z: 0)
    .concatenating(Transform3D(rotationAngle: 40 * degree, x: 0, y: 1, z: 0))
  demo.code(
    "cube.transform = rotation by 30° about x, then 40° about y",
    "hit-test a 40 × 40 grid, points (5 + 10·i, 5 + 10·j)")
  var grid: [(point: Point2D, hit: String)] = []
  for j in 0..<40 {
    for i in 0..<40 {
      let point = Point2D(x: 5 + 10 * Double(i), y: 5 + 10 * Double(j))
      grid.append((point, HitResult(window.hitTest(point)).name))
    }
  }
  for (face, expected) in [("front", 300.0), ("left", 288), ("bottom", 102), ("window", 910)] {
    demo.check(
      "grid points on \(face)", Double(grid.filter { $0.hit == face }.count), expected: expected,
      article: nil, expectedFrom: "a ray cast outside the library, each face solved for the point")
  }
  demo.check(
    "grid points on the cube itself", Double(grid.filter { $0.hit == "cube" }.count), expected: 0,
    article: nil,
    expectedFrom: "a transform layer is never the answer (Apple's CATransformLayer docs)")

  let snapshot = LayerSnapshot(of: window)
  let pieces = snapshot.pieces
  demo.check(
    "pieces to draw", Double(pieces.count), expected: 7, article: nil,
    expectedFrom: "the window and six faces; faces that only touch are not split, by hand")
  let lastThree = Set(pieces.suffix(3).map { snapshot[$0.index].name ?? "?" })
  demo.check(
    "the last three pieces drawn", HitResult(named: lastThree.sorted().joined(separator: ", ")),
    expected: HitResult(named: "bottom, front, left"), article: nil,
    expectedFrom: "the faces turned towards the eye are drawn over the others, by hand")
  demo.write(cubePicture(snapshot, pieces: pieces, grid: grid), to: "15-cube-hit-by-depth.svg")
}

/// The faces of the cube as a renderer draws them, back to front and opaque (a face drawn out of
/// order would cover a nearer one), with a dot on each grid point in the colour of the face it
/// hits (grey on the window).
private func cubePicture(
  _ snapshot: LayerSnapshot, pieces: [LayerSnapshot.Piece],
  grid: [(point: Point2D, hit: String)]
) -> String {
  let colors = [
    "front": "#d35400", "back": "#8e44ad", "right": "#1e8449", "left": "#1f618d",
    "bottom": "#a93226", "top": "#b7950b", "window": "#bbbbbb",
  ]
  let tints = [
    "front": "#f8d4b8", "back": "#e2cdee", "right": "#c8ead4", "left": "#c6dcef",
    "bottom": "#f0c4c0", "top": "#f6e8a8", "window": "#f4f4f4",
  ]
  let (dx, dy) = (20.0, 40.0)
  func points(_ polygon: [Point2D]) -> String {
    polygon.map { "\(decimal($0.x + dx)),\(decimal($0.y + dy))" }.joined(separator: " ")
  }
  var svg = [
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"440\" height=\"500\" "
      + "font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" font-size=\"12\">",
    "<title>A cube turned 30° about x and 40° about y, hit-tested over a grid</title>",
    "<rect width=\"440\" height=\"500\" fill=\"#ffffff\"/>",
    "<text x=\"20\" y=\"24\" font-weight=\"bold\">pieces back to front; dots: the face each "
      + "point hits</text>",
  ]
  for piece in pieces where !piece.polygon.isEmpty {
    let name = snapshot[piece.index].name ?? "?"
    svg.append(
      "<polygon points=\"\(points(piece.polygon))\" fill=\"\(tints[name] ?? "#dddddd")\" "
        + "stroke=\"#333333\"><title>\(name)</title></polygon>")
  }
  for (point, hit) in grid {
    let radius = hit == "window" ? 1.2 : 2.2
    svg.append(
      "<circle cx=\"\(decimal(point.x + dx))\" cy=\"\(decimal(point.y + dy))\" "
        + "r=\"\(decimal(radius))\" fill=\"\(colors[hit] ?? "#000000")\"/>")
  }
  var y = 462.0
  for name in ["front", "left", "bottom"] {
    svg.append(
      "<circle cx=\"26\" cy=\"\(decimal(y - 4))\" r=\"4\" fill=\"\(colors[name] ?? "")\"/>"
        + "<text x=\"36\" y=\"\(decimal(y))\">\(name)</text>")
    y += 16
  }
  svg.append("</svg>")
  return svg.joined(separator: "\n") + "\n"
}
