import LayerGeometry

/// A card sliding and turning under `easeInEaseOut`, seen at eleven instants: where it appears,
/// what a tap at one point hits at each instant, and the curve that paces it.
///
/// Not from the articles, which do not animate; it shows `BasicAnimation`, `presentation(at:)` and
/// `LayerSnapshot(of:at:)`. A 520 × 260 window holds an 80 × 50 card centred at (70, 130); over
/// one second its `position.x` goes to 450 and its `transform` (through the `rotateZ` value
/// function) turns a quarter turn, both paced by `easeInEaseOut`, held at the end. Halfway the
/// curve is exactly 0.5 (it is symmetric), so the expected values there are worked by hand: the
/// card centred at (260, 130), turned 45°.
package func animationExperiment(_ demo: Demo) {
  demo.begin(
    "a card sliding and turning under easeInEaseOut, seen at eleven instants",
    sources: "not from the articles (BasicAnimation, presentation(at:), LayerSnapshot(of:at:))")
  let window = Layer()
  window.name = "window"
  window.frame = Rect2D(x: 0, y: 0, width: 520, height: 260)
  let card = Layer()
  card.name = "card"
  card.frame = Rect2D(x: 30, y: 105, width: 80, height: 50)
  window.addSublayer(card)
  var slide = BasicAnimation(keyPath: "position.x")
  slide.toValue = .number(450)
  var turn = BasicAnimation(keyPath: "transform")
  turn.valueFunction = .rotateZ
  turn.fromValue = .number(0)
  turn.toValue = .number(Double.pi / 2)
  for index in [0, 1] {
    var animation = index == 0 ? slide : turn
    animation.duration = 1
    animation.timingFunction = .easeInEaseOut
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    // Both are valid: the key paths and values are of the kinds these key paths take.
    try? card.add(animation, forKey: index == 0 ? "slide" : "turn", at: 0)
  }
  demo.code(
    "slide: position.x → 450, turn: transform (rotateZ) 0 → π/2; 1 s, easeInEaseOut, held",
    "try card.add(slide, forKey: \"slide\", at: 0); try card.add(turn, forKey: \"turn\", at: 0)",
    "let seen = window.presentation(at: t)   // t = 0, 0.1, … 1")

  let tap = Point2D(x: 260, y: 130)
  var instants: [(time: Double, snapshot: LayerSnapshot, hit: String)] = []
  for step in 0...10 {
    let time = Double(step) / 10
    let seen = window.presentation(at: time)
    let hit = seen.hitTest(tap).map { $0.modelLayer.name ?? "?" } ?? "nil"
    instants.append((time, LayerSnapshot(of: window, at: time), hit))
  }
  let halfway = window.presentation(at: 0.5).sublayers[0]
  let (c, s) = (0.5.squareRoot(), 0.5.squareRoot())
  demo.check(
    "position at 0.5 s", halfway.position, expected: Point2D(x: 260, y: 130), article: nil,
    expectedFrom: "easeInEaseOut(0.5) = 0.5: 70 + 380 · 0.5, by hand")
  demo.check(
    "frame at 0.5 s", halfway.frame,
    expected: Rect2D(
      x: 260 - (40 * c + 25 * s), y: 130 - (40 * s + 25 * c), width: 2 * (40 * c + 25 * s),
      height: 2 * (40 * s + 25 * c)),
    article: nil, expectedFrom: "the 80 × 50 card turned 45° about its centre, by hand")
  demo.check(
    "frame at 1 s (held)", window.presentation(at: 1).sublayers[0].frame,
    expected: Rect2D(x: 425, y: 90, width: 50, height: 80), article: nil,
    expectedFrom: "centred at (450, 130), turned a quarter, by hand")
  demo.check(
    "model frame (unchanged)", card.frame, expected: Rect2D(x: 30, y: 105, width: 80, height: 50),
    article: nil, expectedFrom: "the model does not move")
  let taps = [
    (4, "window", "the card's centre 63.9 points left, its half-width on the tap's line 46.1"),
    (5, "card", "the card's centre on the tap"),
    (6, "window", "the card's centre 63.9 points right, its half-width on the tap's line 28.8"),
  ]
  for (step, expected, reason) in taps {
    demo.check(
      "tap (260, 130) at 0.\(step) s", HitResult(named: instants[step].hit),
      expected: HitResult(named: expected), article: nil, expectedFrom: reason + ", by hand")
  }
  demo.note(
    "the curve is slow at both ends: the card moves "
      + decimal(instants[1].snapshot[1].boundingBox.midX - 70) + " points in the first tenth of "
      + "a second and "
      + decimal(
        instants[6].snapshot[1].boundingBox.midX
          - instants[5].snapshot[1]
          .boundingBox.midX) + " in the sixth")
  demo.write(animationPicture(instants, tap: tap), to: "16-card-sliding-and-turning.svg")
}

/// The eleven instants over the window, each card outline labelled with its time, the tap marked
/// with what it hits at each instant; beside it, `easeInEaseOut` plotted with the eleven samples.
private func animationPicture(
  _ instants: [(time: Double, snapshot: LayerSnapshot, hit: String)], tap: Point2D
) -> String {
  let (width, height) = (520.0, 260.0)
  let (left, top) = (20.0, 40.0)
  let plot = (x: left + width + 60, size: 220.0)
  var svg = [
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(decimal(plot.x + plot.size + 40))\" "
      + "height=\"\(decimal(top + height + 90))\" "
      + "font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" font-size=\"12\">",
    "<title>A card sliding and turning under easeInEaseOut, at eleven instants</title>",
    "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
    "<text x=\"\(decimal(left))\" y=\"24\" font-weight=\"bold\">the card at t = 0, 0.1, … 1 s"
      + "</text>",
    "<rect x=\"\(decimal(left))\" y=\"\(decimal(top))\" width=\"\(decimal(width))\" "
      + "height=\"\(decimal(height))\" fill=\"#f5efdc\" stroke=\"#888888\"/>",
  ]
  for (step, (time, snapshot, _)) in instants.enumerated() {
    guard let quad = snapshot[1].quad else { continue }
    let points = quad.map { "\(decimal($0.x + left)),\(decimal($0.y + top))" }
    let shade = decimal(0.15 + 0.6 * time)
    svg.append(
      "<polygon points=\"\(points.joined(separator: " "))\" fill=\"#4e79a7\" "
        + "fill-opacity=\"\(shade)\" stroke=\"#1f4e8c\"><title>t = \(decimal(time)) s</title>"
        + "</polygon>")
    // The times, below the cards and above them in turn, so that neighbours do not overlap.
    let box = snapshot[1].boundingBox
    let y = step.isMultiple(of: 2) ? box.maxY + top + 14 : box.minY + top - 6
    svg.append(
      "<text x=\"\(decimal(box.midX + left))\" y=\"\(decimal(y))\" text-anchor=\"middle\" "
        + "font-size=\"10\">\(decimal(time))</text>")
  }
  // The tap, and what it hits at each instant, in a row under the window.
  svg.append(
    "<circle cx=\"\(decimal(tap.x + left))\" cy=\"\(decimal(tap.y + top))\" r=\"4\" "
      + "fill=\"#d62728\"><title>the tap</title></circle>")
  let row = top + height + 30
  svg.append(
    "<text x=\"\(decimal(left))\" y=\"\(decimal(row - 8))\">the tap at (260, 130) hits, "
      + "at each instant:</text>")
  for (index, instant) in instants.enumerated() {
    let x = left + 20 + Double(index) * 46
    let isCard = instant.hit == "card"
    svg.append(
      "<circle cx=\"\(decimal(x))\" cy=\"\(decimal(row + 8))\" r=\"6\" "
        + "fill=\"\(isCard ? "#4e79a7" : "#f5efdc")\" stroke=\"#333333\"/>")
    svg.append(
      "<text x=\"\(decimal(x))\" y=\"\(decimal(row + 28))\" text-anchor=\"middle\" "
        + "font-size=\"10\">\(decimal(instant.time)) s</text>")
    svg.append(
      "<text x=\"\(decimal(x))\" y=\"\(decimal(row + 40))\" text-anchor=\"middle\" "
        + "font-size=\"9\">\(instant.hit)</text>")
  }
  // The curve: x = the fraction of the time, y = the fraction of the way.
  let curve = TimingFunction.easeInEaseOut
  func plotted(_ x: Double, _ y: Double) -> String {
    "\(decimal(plot.x + x * plot.size)),\(decimal(top + (1 - y) * plot.size))"
  }
  svg.append(
    "<text x=\"\(decimal(plot.x))\" y=\"24\" font-weight=\"bold\">easeInEaseOut</text>")
  svg.append(
    "<rect x=\"\(decimal(plot.x))\" y=\"\(decimal(top))\" width=\"\(decimal(plot.size))\" "
      + "height=\"\(decimal(plot.size))\" fill=\"none\" stroke=\"#888888\"/>")
  let line = (0...100).map { plotted(Double($0) / 100, curve.value(at: Double($0) / 100)) }
  svg.append(
    "<polyline points=\"\(line.joined(separator: " "))\" fill=\"none\" stroke=\"#1f4e8c\" "
      + "stroke-width=\"2\"/>")
  for instant in instants {
    let point = plotted(instant.time, curve.value(at: instant.time)).split(separator: ",")
    svg.append(
      "<circle cx=\"\(point[0])\" cy=\"\(point[1])\" r=\"3\" fill=\"#d62728\">"
        + "<title>\(decimal(instant.time)) s: \(decimal(curve.value(at: instant.time)))</title>"
        + "</circle>")
  }
  svg.append(
    "<text x=\"\(decimal(plot.x))\" y=\"\(decimal(top + plot.size + 16))\" font-size=\"10\">"
      + "time 0 … 1 s → (up: the way, 0 … 1)</text>")
  svg.append("</svg>")
  return svg.joined(separator: "\n") + "\n"
}
