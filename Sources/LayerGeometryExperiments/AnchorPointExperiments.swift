import LayerGeometry

/// The CALayer notes, 5.1 (and the position-and-anchorPoint article): a red view of frame
/// (100, 100, 100, 100) over a light grey one of the same frame, with `anchorPoint = (1, 1)` set
/// after the frame, then before it.
package func anchorPointExperiments(_ demo: Demo) {
  let colors = ["view": "#e9eef3", "subViewOne": "#c8c8c8", "subView": "#e0413a"]

  func scene() -> (root: Layer, subView: Layer) {
    let root = Layer()
    root.name = "view"
    root.frame = Rect2D(x: 0, y: 0, width: 300, height: 300)
    let reference = Layer()
    reference.name = "subViewOne"
    reference.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    let subView = Layer()
    subView.name = "subView"
    root.sublayers = [reference, subView]
    return (root, subView)
  }
  let viewport = Rect2D(x: 0, y: 0, width: 300, height: 300)

  demo.begin(
    "anchorPoint (1, 1) set after the frame",
    sources: "the CALayer notes, 5.1.1 (and 5.1.2); the position-and-anchorPoint article")
  do {
    let (root, subView) = scene()
    demo.code(
      "subView.frame = (100, 100, 100, 100)",
      "subView.anchorPoint = (1, 1)")
    subView.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    demo.check(
      "position before", subView.position, expected: Point2D(x: 150, y: 150), article: nil,
      expectedFrom: "frame.origin + anchorPoint·size", inPicture: false)
    subView.anchorPoint = Point2D(x: 1, y: 1)
    demo.check(
      "position", subView.position, expected: Point2D(x: 150, y: 150), article: "{150,150}")
    demo.check(
      "frame", subView.frame, expected: Rect2D(x: 50, y: 50, width: 100, height: 100),
      article: nil, expectedFrom: "position − anchorPoint·size")
    demo.check(
      "frame.origin", subView.frame.origin,
      expected: Point2D(x: 150 - 1 * 100, y: 150 - 1 * 100),
      article: "position − anchorPoint·size",
      correction:
        "the CALayer notes (5.1.5) write `frame.origin.y = position.x − anchorPoint.y·height`: a "
        + "typo for position.y (the position-and-anchorPoint article has it right); it only goes "
        + "unnoticed here because x = y",
      inPicture: false)
    demo.note(
      "the CALayer notes' 5.1.2 is titled anchorPoint {0,0} but its code sets (1, 1) again, hence "
        + "the same log; with (0, 0) the pin is the top-left corner:")
    let other = Layer()
    other.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    other.anchorPoint = Point2D(x: 0, y: 0)
    demo.check(
      "anchorPoint (0, 0): frame", other.frame,
      expected: Rect2D(x: 150, y: 150, width: 100, height: 100), article: nil, inPicture: false)
    demo.picture("01-anchor-point-after-frame.svg", of: root, in: viewport, colors: colors)
  }

  demo.begin(
    "anchorPoint (1, 1) set before the frame",
    sources: "the CALayer notes, 5.1.4; the position-and-anchorPoint article")
  do {
    let (root, subView) = scene()
    demo.code(
      "subView.anchorPoint = (1, 1)",
      "subView.frame = (100, 100, 100, 100)")
    subView.anchorPoint = Point2D(x: 1, y: 1)
    subView.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    demo.check(
      "position", subView.position, expected: Point2D(x: 200, y: 200), article: "{200,200}")
    demo.check(
      "frame", subView.frame, expected: Rect2D(x: 100, y: 100, width: 100, height: 100),
      article: "(100, 100, 100, 100)")
    demo.check(
      "anchorPoint", subView.anchorPoint, expected: Point2D(x: 1, y: 1), article: "{1,1}",
      inPicture: false)
    demo.note(
      "the position-and-anchorPoint article moves the anchor without moving the layer: "
        + "position' = position + (ap' − ap)·size")
    let moved = Layer()
    moved.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    moved.moveAnchorPoint(to: Point2D(x: 1, y: 1))
    demo.code(
      "moved.frame = (100, 100, 100, 100)",
      "moved.moveAnchorPoint(to: (1, 1))")
    demo.check(
      "moved.position", moved.position,
      expected: Point2D(x: 150 + (1 - 0.5) * 100, y: 150 + (1 - 0.5) * 100),
      article: "positionOld + (apNew − apOld)·size", inPicture: false)
    demo.check(
      "moved.frame", moved.frame, expected: Rect2D(x: 100, y: 100, width: 100, height: 100),
      article: "unchanged", inPicture: false)
    demo.picture("02-anchor-point-before-frame.svg", of: root, in: viewport, colors: colors)
  }
}
