import LayerGeometry

/// The coordinate-systems article, "Transform & bounds & frame": A (the root) holds B, frame (100, 100, 200, 200), which
/// holds C, frame (50, 50, 100, 100); then B's transform is a translation, a scale, a rotation.
package func transformExperiments(_ demo: Demo) {
  let colors = ["A": "#dedede", "B": "#e15759", "C": "#4e79a7"]
  let viewport = Rect2D(x: -20, y: -20, width: 440, height: 440)

  func scene() -> (a: Layer, b: Layer, c: Layer) {
    let a = Layer()
    a.name = "A"
    a.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let b = Layer()
    b.name = "B"
    b.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
    let c = Layer()
    c.name = "C"
    c.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    a.addSublayer(b)
    b.addSublayer(c)
    return (a, b, c)
  }
  let setup = [
    "B.frame = (100, 100, 200, 200); C.frame = (50, 50, 100, 100); A ⊃ B ⊃ C"
  ]

  demo.begin(
    "transform case 1: B.transform = translate(50, 50)",
    sources: "the coordinate-systems article, Transform & bounds & frame, Case 1")
  do {
    let (a, b, c) = scene()
    demo.code(setup[0], "B.transform = CGAffineTransformMakeTranslation(50, 50)")
    b.affineTransform = AffineTransform2D(translationX: 50, y: 50)
    demo.check(
      "B.frame", b.frame, expected: Rect2D(x: 150, y: 150, width: 200, height: 200),
      article: "(150, 150, 200, 200)")
    demo.check(
      "B.bounds", b.bounds, expected: Rect2D(x: 0, y: 0, width: 200, height: 200),
      article: "(0, 0, 200, 200)")
    demo.check(
      "C.frame", c.frame, expected: Rect2D(x: 50, y: 50, width: 100, height: 100),
      article: "(50, 50, 100, 100)")
    demo.check(
      "C.bounds", c.bounds, expected: Rect2D(x: 0, y: 0, width: 100, height: 100),
      article: "(0, 0, 100, 100)", inPicture: false)
    demo.check(
      "C seen in A", c.convert(c.bounds, to: a),
      expected: Rect2D(x: 200, y: 200, width: 100, height: 100), article: "moves with B")
    demo.picture("04-transform-translate.svg", of: a, in: viewport, colors: colors)
  }

  demo.begin(
    "transform case 2: B.transform = scale(0.5, 2)",
    sources: "the coordinate-systems article, Transform & bounds & frame, Case 2")
  do {
    let (a, b, c) = scene()
    demo.code(setup[0], "B.transform = CGAffineTransformMakeScale(0.5, 2)")
    b.affineTransform = AffineTransform2D(scaleX: 0.5, y: 2)
    demo.check(
      "B.frame", b.frame, expected: Rect2D(x: 150, y: 0, width: 100, height: 400),
      article: "(150, 0, 100, 400)")
    demo.check(
      "B.bounds", b.bounds, expected: Rect2D(x: 0, y: 0, width: 200, height: 200),
      article: "(0, 0, 200, 200)")
    demo.check(
      "C.frame", c.frame, expected: Rect2D(x: 50, y: 50, width: 100, height: 100),
      article: "(50, 50, 100, 100)")
    demo.check(
      "C.bounds", c.bounds, expected: Rect2D(x: 0, y: 0, width: 100, height: 100),
      article: "(0, 0, 100, 100)", inPicture: false)
    demo.check(
      "C seen in A", c.convert(c.bounds, to: a),
      expected: Rect2D(x: 175, y: 100, width: 50, height: 200), article: "stretched with B")
    demo.note(
      "Case 2's prose repeats Case 1's sentence (\"moves B right and down by 50 pt\"), copied by "
        + "mistake: the scale keeps B's centre (the anchor) at position (200, 200)")
    demo.check(
      "B.position", b.position, expected: Point2D(x: 200, y: 200), article: "anchor stays put",
      inPicture: false)
    demo.picture("05-transform-scale.svg", of: a, in: viewport, colors: colors)
  }

  demo.begin(
    "transform case 3: B.transform = rotate(0.1π)",
    sources: "the coordinate-systems article, Transform & bounds & frame, Case 3")
  do {
    let (a, b, c) = scene()
    demo.code(setup[0], "B.transform = CGAffineTransformMakeRotation(M_PI * 0.1)")
    let angle = Double.pi * 0.1
    b.affineTransform = AffineTransform2D(rotationAngle: angle)
    // The box around a 200 × 200 square turned by 18° about its centre (200, 200).
    let half = 100 * (cosine(angle) + sine(angle))
    demo.check(
      "B.frame", b.frame,
      expected: Rect2D(x: 200 - half, y: 200 - half, width: 2 * half, height: 2 * half),
      article: "the box around B")
    demo.check(
      "B.bounds", b.bounds, expected: Rect2D(x: 0, y: 0, width: 200, height: 200),
      article: nil, inPicture: false)
    let corner = b.convert(Point2D(x: 0, y: 0), to: a)
    demo.check(
      "B's corner (0, 0) in A", corner,
      expected: Point2D(
        x: 200 - 100 * cosine(angle) + 100 * sine(angle),
        y: 200 - 100 * sine(angle) - 100 * cosine(angle)),
      article: nil)
    demo.check(
      "C.frame", c.frame, expected: Rect2D(x: 50, y: 50, width: 100, height: 100), article: nil,
      inPicture: false)
    demo.picture("06-transform-rotate.svg", of: a, in: viewport, colors: colors)
  }
}

/// The coordinate-systems article, "AnchorPoint & position", case 2: a view of frame (100, 100, 200, 200) gets bounds
/// (0, 0, 100, 100), then bounds (100, 100, 100, 100), with the default anchor.
package func boundsExperiment(_ demo: Demo) {
  demo.begin(
    "bounds set with the default anchor",
    sources: "the coordinate-systems article, AnchorPoint & position, case 2")
  let root = Layer()
  root.name = "superview"
  root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
  let before = Layer()
  before.name = "frame before"
  before.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
  let view = Layer()
  view.name = "view"
  view.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
  let child = Layer()
  child.name = "child"
  child.frame = Rect2D(x: 100, y: 100, width: 50, height: 50)
  view.addSublayer(child)
  root.sublayers = [before, view]
  demo.code(
    "view.frame = (100, 100, 200, 200); child.frame = (100, 100, 50, 50) in view",
    "view.bounds = (0, 0, 100, 100)")
  view.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  demo.check(
    "frame", view.frame, expected: Rect2D(x: 150, y: 150, width: 100, height: 100),
    article: "(150, 150, 200, 200)",
    correction:
      "typo in the article: the size is the new bounds size (100, 100), as its own rule 2 says "
      + "(changing bounds changes the frame's size, not the position)",
    inPicture: false)
  demo.check(
    "position", view.position, expected: Point2D(x: 200, y: 200), article: "(200, 200)",
    inPicture: false)
  demo.check(
    "child seen in superview", child.convert(child.bounds, to: root),
    expected: Rect2D(x: 250, y: 250, width: 50, height: 50), article: nil, inPicture: false)
  demo.code("view.bounds = (100, 100, 100, 100)")
  view.bounds = Rect2D(x: 100, y: 100, width: 100, height: 100)
  demo.check(
    "frame", view.frame, expected: Rect2D(x: 150, y: 150, width: 100, height: 100),
    article: "shows the same")
  demo.check(
    "position", view.position, expected: Point2D(x: 200, y: 200), article: "(200, 200)")
  demo.check(
    "child seen in superview", child.convert(child.bounds, to: root),
    expected: Rect2D(x: 150, y: 150, width: 50, height: 50), article: "subviews move")
  demo.picture(
    "07-bounds-default-anchor.svg", of: root, in: Rect2D(x: 0, y: 0, width: 400, height: 400),
    colors: [
      "superview": "#e9eef3", "frame before": "#d0d0d0", "view": "#59a14f", "child": "#f28e2b",
    ])
}
