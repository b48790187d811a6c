import LayerGeometry

/// The layout notes and the Core Animation notes, "Hit Testing": the white layer (a view's layer)
/// holding the blue sublayer, hit-tested with `containsPoint` walks and with `hitTest`.
package func whiteBlueExperiment(_ demo: Demo) {
  demo.begin(
    "hit testing the white and blue layers",
    sources: "the layout notes and the Core Animation notes, Hit Testing")
  let root = Layer()
  root.name = "view"
  root.frame = Rect2D(x: 0, y: 0, width: 300, height: 300)
  let white = Layer()
  white.name = "white"
  white.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
  let blue = Layer()
  blue.name = "blue"
  blue.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
  root.addSublayer(white)
  white.addSublayer(blue)
  demo.code(
    "white.frame = (50, 50, 200, 200) in the root view; blue.frame = (50, 50, 100, 100) in white",
    "white.hitTest(point)   // point in the root view's space")
  demo.note("the articles give no coordinates; these are chosen for the demo")
  let probes: [(Point2D, String, String)] = [
    (Point2D(x: 120, y: 120), "blue", "Inside Blue Layer"),
    (Point2D(x: 60, y: 60), "white", "Inside White Layer"),
    (Point2D(x: 10, y: 10), "nil", "(no alert)"),
  ]
  for (point, expected, alert) in probes {
    demo.check(
      "hitTest\(point.text)", HitResult(white.hitTest(point)), expected: HitResult(named: expected),
      article: alert)
  }
  demo.note("the first listing's containsPoint walk gives the same answers:")
  for (point, expected, alert) in probes {
    var answer = HitResult(nil)
    let inWhite = white.convert(point, from: root)
    if white.contains(inWhite) {
      let inBlue = blue.convert(inWhite, from: white)
      answer = HitResult(blue.contains(inBlue) ? blue : white)
    }
    demo.check(
      "contains walk \(point.text)", answer, expected: HitResult(named: expected), article: alert,
      inPicture: false)
  }
  demo.picture(
    "08-hit-test-white-blue.svg", of: white, in: Rect2D(x: 0, y: 0, width: 300, height: 300),
    scale: 1.5, colors: ["white": "#ffffff", "blue": "#1f5fd6"],
    marks: probes.map { SVGPicture.Mark.hitTestProbe(at: $0.0) })
}

/// The Core Animation notes, "翻转的几何结构" (flipped geometry): a superlayer with `isGeometryFlipped` lays its
/// sublayers out from the bottom, and so are theirs, unless they flip too.
package func flippedExperiment(_ demo: Demo) {
  demo.begin(
    "a flipped superlayer", sources: "the Core Animation notes, 翻转的几何结构 (flipped geometry)")
  let root = Layer()
  root.name = "view"
  root.frame = Rect2D(x: 0, y: 0, width: 300, height: 300)
  let flipped = Layer()
  flipped.name = "flipped"
  flipped.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
  flipped.isGeometryFlipped = true
  let a = Layer()
  a.name = "A"
  a.frame = Rect2D(x: 20, y: 20, width: 80, height: 60)
  let a1 = Layer()
  a1.name = "a1"
  a1.frame = Rect2D(x: 10, y: 10, width: 30, height: 20)
  let b = Layer()
  b.name = "B (flipped)"
  b.frame = Rect2D(x: 110, y: 20, width: 70, height: 60)
  b.isGeometryFlipped = true
  let b1 = Layer()
  b1.name = "b1"
  b1.frame = Rect2D(x: 10, y: 10, width: 30, height: 20)
  root.addSublayer(flipped)
  flipped.sublayers = [a, b]
  a.addSublayer(a1)
  b.addSublayer(b1)
  demo.code(
    "flipped.frame = (50, 50, 200, 200); flipped.isGeometryFlipped = true",
    "A.frame = (20, 20, 80, 60); B.frame = (110, 20, 70, 60); B.isGeometryFlipped = true",
    "a1.frame = b1.frame = (10, 10, 30, 20), in A and in B")
  demo.check(
    "A.frame", a.frame, expected: Rect2D(x: 20, y: 20, width: 80, height: 60),
    article: "unchanged", inPicture: false)
  demo.check(
    "A seen in view", a.convert(a.bounds, to: root),
    expected: Rect2D(x: 70, y: 170, width: 80, height: 60), article: "laid out from the bottom")
  demo.check(
    "a1 seen in view", a1.convert(a1.bounds, to: root),
    expected: Rect2D(x: 80, y: 200, width: 30, height: 20), article: "from the bottom too")
  demo.check(
    "b1 seen in view", b1.convert(b1.bounds, to: root),
    expected: Rect2D(x: 170, y: 180, width: 30, height: 20), article: "unless B flips too")
  demo.check(
    "a1.contentsAreFlipped", a1.contentsAreFlipped, expected: true, article: nil, inPicture: false)
  demo.check(
    "b1.contentsAreFlipped", b1.contentsAreFlipped, expected: false, article: nil,
    inPicture: false)
  let probes = [Point2D(x: 102, y: 215), Point2D(x: 192, y: 195), Point2D(x: 60, y: 70)]
  let expected = ["a1", "b1", "flipped"]
  for (point, name) in zip(probes, expected) {
    demo.check(
      "view.hitTest\(point.text)", HitResult(root.hitTest(point)),
      expected: HitResult(named: name), article: nil, inPicture: false)
  }
  demo.picture(
    "09-flipped-superlayer.svg", of: root, in: Rect2D(x: 0, y: 0, width: 300, height: 300),
    scale: 2, overlays: [.frames, .anchors, .boundsOrigins, .names],
    colors: ["view": "#e9eef3", "flipped": "#cfd8dc"],
    marks: probes.map { SVGPicture.Mark.hitTestProbe(at: $0) })
}

/// The Core Animation notes and the layout notes, "Z坐标轴" (Z axis) and "Hit Testing": raising the green view's zPosition brings it to
/// the front; the article says hit testing still follows the sublayer order.
package func zPositionExperiment(_ demo: Demo) {
  demo.begin(
    "zPosition changes what is hit",
    sources: "the Core Animation notes, Z坐标轴 (Z axis) and Hit Testing; the layout notes")
  let root = Layer()
  root.name = "view"
  root.frame = Rect2D(x: 0, y: 0, width: 300, height: 200)
  let green = Layer()
  green.name = "green"
  green.frame = Rect2D(x: 40, y: 40, width: 140, height: 100)
  let red = Layer()
  red.name = "red"
  red.frame = Rect2D(x: 120, y: 60, width: 140, height: 100)
  root.sublayers = [green, red]
  let point = Point2D(x: 150, y: 100)
  demo.code("green.frame = (40, 40, 140, 100); red.frame = (120, 60, 140, 100); red added last")
  demo.check(
    "hitTest\(point.text)", HitResult(root.hitTest(point)), expected: HitResult(named: "red"),
    article: "red (in front)", inPicture: false)
  demo.code("green.zPosition = 1")
  green.zPosition = 1
  demo.check(
    "drawn in front", HitResult(root.sublayersInDrawingOrder.last),
    expected: HitResult(named: "green"), article: "green")
  demo.check(
    "hitTest\(point.text)", HitResult(root.hitTest(point)), expected: HitResult(named: "green"),
    article: "red (tree order)",
    correction:
      "not a typo: the article (after Lockwood, 2013) says zPosition leaves hit testing alone; "
      + "Core Animation, as measured on macOS, tries higher zPosition first, and so does the "
      + "library; `.sublayerOrder` gives the article's rule, which UIView follows")
  demo.check(
    "hitTest(order: .sublayerOrder)", HitResult(root.hitTest(point, order: .sublayerOrder)),
    expected: HitResult(named: "red"), article: "red (tree order)")
  demo.picture(
    "10-zposition-hit-test.svg", of: root, in: Rect2D(x: 0, y: 0, width: 300, height: 200),
    scale: 1.5, overlays: [.frames, .names],
    colors: ["view": "#e9eef3", "green": "#3fae49", "red": "#e0413a"],
    marks: [
      .hitTestProbe(at: Point2D(x: 140, y: 90), label: "drawing order"),
      .hitTestProbe(at: Point2D(x: 160, y: 125), label: "sublayer order", order: .sublayerOrder),
    ])
}
