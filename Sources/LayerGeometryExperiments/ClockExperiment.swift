import LayerGeometry

/// The Core Animation notes, 锚点 (and the CALayer notes, 7): clock hands whose `anchorPoint` is
/// (0.5, 0.9), rotated by
/// `hour / 12 · 2π`, `minute / 60 · 2π` and `second / 60 · 2π`, at the fixed time 10:10:30.
package func clockExperiment(_ demo: Demo) {
  demo.begin(
    "clock hands turning about anchorPoint (0.5, 0.9)",
    sources: "the Core Animation notes, 锚点 (anchor point: the clock); the CALayer notes, 7")
  let face = Layer()
  face.name = "face"
  face.frame = Rect2D(x: 0, y: 0, width: 240, height: 240)
  let centre = Point2D(x: 120, y: 120)
  // (name, width, length, units on the dial, units per turn)
  let hands: [(String, Double, Double, Double, Double)] = [
    ("hour", 12, 70, 10, 12), ("minute", 8, 100, 10, 60), ("second", 4, 110, 30, 60),
  ]
  demo.code(
    "hand.frame = (120 − w/2, 120 − h/2, w, h)   // centred on the dial, as laid out in the nib",
    "hand.anchorPoint = (0.5, 0.9)",
    "hand.affineTransform = rotation(units / perTurn · 2π)   // at 10:10:30")
  var marks: [SVGPicture.Mark] = []
  for (name, width, length, units, perTurn) in hands {
    let hand = Layer()
    hand.name = "\(name) hand"
    hand.frame = Rect2D(
      x: centre.x - width / 2, y: centre.y - length / 2, width: width, height: length)
    hand.anchorPoint = Point2D(x: 0.5, y: 0.9)
    let angle = units / perTurn * 2 * Double.pi
    hand.affineTransform = AffineTransform2D(rotationAngle: angle)
    face.addSublayer(hand)

    let pivot = face.convert(Point2D(x: width / 2, y: 0.9 * length), from: hand)
    demo.check(
      "\(name): pivot in the face", pivot, expected: centre,
      article: "the pin stays at the centre", inPicture: false)
    let tip = face.convert(Point2D(x: width / 2, y: 0), from: hand)
    // The tip is 0.9·length from the pivot, turned clockwise (y grows downward) by `angle`.
    let expectedTip = Point2D(
      x: centre.x + 0.9 * length * sine(angle), y: centre.y - 0.9 * length * cosine(angle))
    demo.check(
      "\(name) tip (\(decimal(angle * 180 / .pi))°)", tip, expected: expectedTip, article: nil)
    marks.append(SVGPicture.Mark(at: tip, label: "\(name) tip"))
  }
  let second = face.sublayers[2]
  demo.check(
    "second.frame", second.frame, expected: Rect2D(x: 118, y: 109, width: 4, height: 110),
    article: nil)
  demo.check(
    "second.position", second.position, expected: centre, article: "unchanged by the turn",
    inPicture: false)
  demo.note(
    "the article's hour angle ignores the minutes (hour / 12 · 2π), so the hour hand points "
      + "exactly at 10")
  demo.picture(
    "03-clock-hands.svg", of: face, in: Rect2D(x: 0, y: 0, width: 240, height: 240), scale: 2,
    overlays: [.anchors, .frames],
    colors: [
      "face": "#f5efdc", "hour hand": "#333333", "minute hand": "#4e79a7",
      "second hand": "#d62728",
    ], marks: marks)
}
