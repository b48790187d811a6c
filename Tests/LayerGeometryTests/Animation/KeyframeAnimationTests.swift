import LayerGeometry
import XCTest

/// `KeyframeAnimation` against the rules of CAKeyframeAnimation's documentation
/// (developer.apple.com/documentation/quartzcore/cakeyframeanimation: keyTimes, timingFunctions —
/// "the animation's own timingFunction is applied first followed by the timing function for the
/// specific keyframe segment" —, calculationMode; paced "keyTimes and timingFunctions are
/// ignored"), with values worked by hand.
final class KeyframeAnimationTests: XCTestCase {
  /// A layer whose `keyPath` runs through `animation`, over 1 s from time 0.
  private func layer(
    _ keyPath: String = "position.x", _ configure: (inout KeyframeAnimation) -> Void
  ) throws -> Layer {
    let layer = Layer()
    var animation = KeyframeAnimation(keyPath: keyPath)
    animation.duration = 1
    configure(&animation)
    try layer.add(animation, forKey: "k")
    return layer
  }

  private func number(_ layer: Layer, _ keyPath: String = "position.x", at time: Double) -> Double?
  {
    guard case .number(let x) = layer.presentationValue(forKeyPath: keyPath, at: time) else {
      return nil
    }
    return x
  }

  private func point(_ layer: Layer, at time: Double) -> Point2D? {
    guard case .point(let p) = layer.presentationValue(forKeyPath: "position", at: time) else {
      return nil
    }
    return p
  }

  func testLinearWithAndWithoutKeyTimes() throws {
    let even = try layer { $0.values = [.number(0), .number(10), .number(30)] }
    XCTAssertEqual(number(even, at: 0), 0)
    XCTAssertEqual(number(even, at: 0.25), 5)
    XCTAssertEqual(number(even, at: 0.5), 10)
    XCTAssertEqual(number(even, at: 0.75), 20)
    let timed = try layer {
      $0.values = [.number(0), .number(10), .number(30)]
      $0.keyTimes = [0, 0.2, 1]
    }
    XCTAssertEqual(try XCTUnwrap(number(timed, at: 0.1)), 5, accuracy: 1e-12)
    XCTAssertEqual(try XCTUnwrap(number(timed, at: 0.6)), 20, accuracy: 1e-12)
    XCTAssertEqual(number(timed, at: 0.2), 10)
  }

  /// Discrete: each value holds until the next keyframe; with n values the keyTimes may be n + 1
  /// (the last the end) or n (the last value holds to the end), as Apple's two pages say.
  func testDiscreteStepsWithEitherCountOfKeyTimes() throws {
    let even = try layer {
      $0.calculationMode = .discrete
      $0.values = [.number(1), .number(2), .number(3)]
    }
    XCTAssertEqual(number(even, at: 0.2), 1)
    XCTAssertEqual(number(even, at: 0.4), 2)
    XCTAssertEqual(number(even, at: 0.9), 3)
    for keyTimes in [[0, 0.5, 0.75, 1], [0, 0.5, 0.75]] {
      let timed = try layer {
        $0.calculationMode = .discrete
        $0.values = [.number(1), .number(2), .number(3)]
        $0.keyTimes = keyTimes
      }
      XCTAssertEqual(number(timed, at: 0.4), 1, "\(keyTimes)")
      XCTAssertEqual(number(timed, at: 0.6), 2, "\(keyTimes)")
      XCTAssertEqual(number(timed, at: 0.8), 3, "\(keyTimes)")
    }
  }

  /// Paced: segments of 50, 50 and 100 points take a quarter, a quarter and a half of the time;
  /// keyTimes and timing functions are ignored.
  func testPacedGivesEqualSpeedAlongTheWay() throws {
    let paced = try layer("position") {
      $0.calculationMode = .paced
      $0.values = [
        .point(Point2D(x: 0, y: 0)), .point(Point2D(x: 30, y: 40)), .point(Point2D(x: 30, y: 90)),
        .point(Point2D(x: 30, y: 190)),
      ]
      $0.keyTimes = [0, 0.9, 1]  // ignored, so not even checked
      $0.timingFunctions = [.easeIn]
    }
    XCTAssertEqual(point(paced, at: 0.125), Point2D(x: 15, y: 20))
    XCTAssertEqual(point(paced, at: 0.25), Point2D(x: 30, y: 40))
    XCTAssertEqual(point(paced, at: 0.375), Point2D(x: 30, y: 65))
    XCTAssertEqual(point(paced, at: 0.75), Point2D(x: 30, y: 140))
  }

  /// Cubic: a Catmull–Rom spline through every value; between 0, 10, 0 and 10 at thirds, the
  /// middle segment's tangents are zero (half of 0 − 0 and of 10 − 10), the first segment leaves
  /// 0 with half the first step (5) and reaches 10 with tangent 0: 5/8 + 5 = 5.625 halfway.
  func testCubicPassesThroughEveryValue() throws {
    let cubic = try layer {
      $0.calculationMode = .cubic
      $0.values = [.number(0), .number(10), .number(0), .number(10)]
    }
    for (time, value) in [(0.0, 0.0), (1.0 / 3, 10), (2.0 / 3, 0)] {
      XCTAssertEqual(try XCTUnwrap(number(cubic, at: time)), value, accuracy: 1e-12, "\(time)")
    }
    XCTAssertEqual(try XCTUnwrap(number(cubic, at: 0.5)), 5, accuracy: 1e-12)
    XCTAssertEqual(try XCTUnwrap(number(cubic, at: 1.0 / 6)), 5.625, accuracy: 1e-12)
  }

  /// Tension 1 makes every tangent zero: each segment is the straight line between its ends.
  func testTensionOneDrawsStraightSegments() throws {
    let straight = try layer("position") {
      $0.calculationMode = .cubic
      $0.values = [
        .point(Point2D(x: 0, y: 0)), .point(Point2D(x: 10, y: 10)), .point(Point2D(x: 20, y: 0)),
      ]
      $0.tensionValues = [1, 1, 1]
    }
    for step in 1..<10 {
      let p = try XCTUnwrap(point(straight, at: Double(step) / 20))  // in the first segment
      XCTAssertEqual(p.x, p.y, accuracy: 1e-12, "\(step)")
    }
    XCTAssertEqual(point(straight, at: 0.25), Point2D(x: 5, y: 5))
  }

  /// Continuity −1 corners the path at a keyframe: there it arrives along the incoming step and
  /// leaves along the outgoing one; bias leans the tangents towards one step.
  func testContinuityAndBiasShapeTheTangents() throws {
    // With continuity −1 at the middle of 0, 10, 0 (tension 0, bias 0), the tangent reaching
    // the middle is the incoming step (10), the one leaving it the outgoing step (−10).
    let cornered = try layer {
      $0.calculationMode = .cubic
      $0.values = [.number(0), .number(10), .number(0)]
      $0.continuityValues = [0, -1, 0]
    }
    // Segment 0 at u = 0.5: 0·h00 + 5·h10 + 10·h01 + 10·h11 = 0.625 + 5 − 1.25 = 4.375.
    XCTAssertEqual(try XCTUnwrap(number(cornered, at: 0.25)), 4.375, accuracy: 1e-12)
    // Bias 1 at the middle: both tangents there are the incoming step (10).
    let biased = try layer {
      $0.calculationMode = .cubic
      $0.values = [.number(0), .number(10), .number(0)]
      $0.biasValues = [0, 1, 0]
    }
    XCTAssertEqual(try XCTUnwrap(number(biased, at: 0.25)), 4.375, accuracy: 1e-12)
  }

  /// The animation's own curve first, then the segment's.
  func testTheAnimationsCurveThenTheSegmentsCurve() throws {
    let segments = try layer {
      $0.values = [.number(0), .number(10), .number(20)]
      $0.timingFunctions = [.easeIn, .linear]
    }
    XCTAssertEqual(try XCTUnwrap(number(segments, at: 0.25)), 3.153568, accuracy: 1e-5)
    XCTAssertEqual(number(segments, at: 0.75), 15)
    let both = try layer {
      $0.values = [.number(0), .number(10), .number(20)]
      $0.timingFunction = .easeIn
      $0.timingFunctions = [.easeIn, .easeIn]
    }
    // easeIn(0.5) ≈ 0.315357 of the time: in the first segment at u ≈ 0.630714, eased again.
    let expected = 10 * TimingFunction.easeIn.value(at: 2 * TimingFunction.easeIn.value(at: 0.5))
    XCTAssertEqual(try XCTUnwrap(number(both, at: 0.5)), expected, accuracy: 1e-12)
    XCTAssertEqual(expected, 5.0, accuracy: 0.5)  // ≈ 4.6: slow, then slower again
  }

  /// Cubic paced: the same spline, at an even speed along its length.
  func testCubicPacedMovesAtAnEvenSpeed() throws {
    let paced = try layer("position") {
      $0.calculationMode = .cubicPaced
      $0.fillMode = .forwards  // held at 1 s, the last sample
      $0.isRemovedOnCompletion = false
      $0.values = [
        .point(Point2D(x: 0, y: 0)), .point(Point2D(x: 100, y: 0)),
        .point(Point2D(x: 100, y: 100)),
      ]
    }
    var points: [Point2D] = []
    for step in 0...40 { points.append(try XCTUnwrap(point(paced, at: Double(step) / 40))) }
    let steps = zip(points, points.dropFirst()).map {
      (($1.x - $0.x) * ($1.x - $0.x) + ($1.y - $0.y) * ($1.y - $0.y)).squareRoot()
    }
    let mean = steps.reduce(0, +) / Double(steps.count)
    for (index, step) in steps.enumerated() {
      XCTAssertEqual(step, mean, accuracy: mean * 0.02, "step \(index)")
    }
    XCTAssertEqual(points.last, Point2D(x: 100, y: 100))
  }

  func testCumulativeKeyframesStartEachRepeatAtTheLastValue() throws {
    let stairs = try layer {
      $0.values = [.number(0), .number(10)]
      $0.isCumulative = true
      $0.repeatCount = 3
    }
    XCTAssertEqual(number(stairs, at: 1.5), 15)
    XCTAssertEqual(number(stairs, at: 2.25), 22.5)
  }

  /// Transform keyframes interpolate by decomposition, segment by segment.
  func testTransformKeyframes() throws {
    let turning = try layer("transform") {
      $0.values = [
        .transform(.identity), .transform(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)),
        .transform(Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)),
      ]
    }
    guard case .transform(let t) = turning.presentationValue(forKeyPath: "transform", at: 0.25)
    else { return XCTFail("not a transform") }
    XCTAssertTrue(
      t.isApproximatelyEqual(to: Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)))
  }

  /// Lists that do not fit together are rejected when added, naming the problem.
  func testListsThatDoNotFitAreRejected() {
    func problem(_ configure: (inout KeyframeAnimation) -> Void) -> String? {
      var animation = KeyframeAnimation(keyPath: "position.x")
      configure(&animation)
      do {
        try Layer().add(animation, forKey: "k")
        return nil
      } catch {
        guard case .invalidKeyframes(_, let problem) = error else { return "\(error)" }
        return problem
      }
    }
    let three: [AnimationValue] = [.number(0), .number(1), .number(2)]
    XCTAssertEqual(problem { _ in }, "there are no values")
    XCTAssertEqual(
      problem {
        $0.values = three
        $0.keyTimes = [0, 0.7, 0.5]
      }, "the keyTimes do not rise from 0 to 1")
    XCTAssertEqual(
      problem {
        $0.values = three
        $0.keyTimes = [0, 0.5, 0.75, 1]
      }, "4 keyTimes for 3 values; one per value")
    XCTAssertEqual(
      problem {
        $0.values = three
        $0.keyTimes = [0.1, 0.5, 1]
      }, "the keyTimes do not start at 0 and end at 1")
    XCTAssertEqual(
      problem {
        $0.values = three
        $0.calculationMode = .discrete
        $0.keyTimes = [0, 1]
      }, "2 keyTimes for 3 values; discrete takes 3 or 4")
    XCTAssertEqual(
      problem {
        $0.values = three
        $0.timingFunctions = [.easeIn]
      }, "1 timingFunctions for 3 values; one per segment")
    XCTAssertEqual(
      problem {
        $0.values = three
        $0.tensionValues = [0, 2, 0]
      }, "tensionValues outside -1...1")
    XCTAssertEqual(
      problem {
        $0.values = three
        $0.biasValues = [0]
      }, "1 biasValues for 3 values")
    XCTAssertEqual(
      problem { $0.values = [.number(0), .point(.zero)] },
      "the values[1] of 'position.x' must be a number")
  }
}

/// Keyframe animations along a `Path2D` (CAKeyframeAnimation's `path`: "each point in the path
/// except for moveto points defines a single keyframe"; `rotationMode`: "the objects travel on a
/// tangent to the path"), with positions and tangents worked by hand from the Bézier formulas.
final class KeyframePathTests: XCTestCase {
  private func animated(
    along path: Path2D, _ configure: (inout KeyframeAnimation) -> Void = { _ in }
  ) throws -> Layer {
    let layer = Layer()
    var animation = KeyframeAnimation(keyPath: "position")
    animation.path = path
    animation.duration = 1
    configure(&animation)
    try layer.add(animation, forKey: "path")
    return layer
  }

  private func point(_ layer: Layer, at time: Double) -> Point2D? {
    guard case .point(let p) = layer.presentationValue(forKeyPath: "position", at: time) else {
      return nil
    }
    return p
  }

  private func turn(_ layer: Layer, at time: Double) -> Transform3D? {
    guard case .transform(let t) = layer.presentationValue(forKeyPath: "transform", at: time) else {
      return nil
    }
    return t
  }

  /// One cubic segment (0, 0) → (100, 0) with controls (0, 100) and (100, 100): at t = 1/4 the
  /// point is (15.625, 56.25) and the tangent (112.5, 150); at 1/2, (50, 75) and (150, 0).
  func testAPositionAlongACubicPathAndTheTurnThatFollowsIt() throws {
    var path = Path2D()
    path.move(to: Point2D(x: 0, y: 0))
    path.addCurve(
      to: Point2D(x: 100, y: 0), control1: Point2D(x: 0, y: 100),
      control2: Point2D(x: 100, y: 100))
    let layer = try animated(along: path) { $0.rotationMode = .auto }
    let quarter = try XCTUnwrap(point(layer, at: 0.25))
    XCTAssertEqual(quarter.x, 15.625, accuracy: 1e-12)
    XCTAssertEqual(quarter.y, 56.25, accuracy: 1e-12)
    XCTAssertEqual(point(layer, at: 0.5), Point2D(x: 50, y: 75))
    let angle = 0.9272952180016122  // atan2(150, 112.5): 53.13°
    XCTAssertTrue(
      try XCTUnwrap(turn(layer, at: 0.25)).isApproximatelyEqual(
        to: Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)))
    XCTAssertTrue(try XCTUnwrap(turn(layer, at: 0.5)).isApproximatelyEqual(to: .identity))
    // autoReverse: half a turn more.
    let reversed = try animated(along: path) { $0.rotationMode = .autoReverse }
    XCTAssertTrue(
      try XCTUnwrap(turn(reversed, at: 0.5)).isApproximatelyEqual(
        to: Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)))
  }

  /// Paced along a path of lines of 50, 50 and 100 points: a quarter, a quarter and a half of the
  /// time; with keyTimes, one per keyframe, the start included.
  func testPacedAndTimedAlongAPath() throws {
    var path = Path2D()
    path.move(to: .zero)
    path.addLine(to: Point2D(x: 30, y: 40))
    path.addLine(to: Point2D(x: 30, y: 90))
    path.addLine(to: Point2D(x: 30, y: 190))
    let paced = try animated(along: path) { $0.calculationMode = .paced }
    XCTAssertEqual(point(paced, at: 0.125), Point2D(x: 15, y: 20))
    XCTAssertEqual(point(paced, at: 0.75), Point2D(x: 30, y: 140))
    let timed = try animated(along: path) { $0.keyTimes = [0, 0.5, 0.75, 1] }
    XCTAssertEqual(point(timed, at: 0.25), Point2D(x: 15, y: 20))
    XCTAssertEqual(point(timed, at: 0.875), Point2D(x: 30, y: 140))
  }

  /// A quadratic curve, a move that jumps, and a close back to a subpath's start.
  func testQuadraticCurvesMovesAndCloses() throws {
    var path = Path2D()
    path.move(to: .zero)
    path.addQuadCurve(to: Point2D(x: 100, y: 0), control: Point2D(x: 50, y: 100))
    path.move(to: Point2D(x: 200, y: 200))
    path.addLine(to: Point2D(x: 300, y: 200))
    path.closeSubpath()
    let layer = try animated(along: path)  // three segments, a third of the time each
    // The quadratic's middle: (0 + 2·50 + 100)/4 = 50, (0 + 2·100 + 0)/4 = 50.
    let middle = try XCTUnwrap(point(layer, at: 1.0 / 6))
    XCTAssertEqual(middle.x, 50, accuracy: 1e-12)
    XCTAssertEqual(middle.y, 50, accuracy: 1e-12)
    // The move jumps: the second segment starts at (200, 200).
    let second = try XCTUnwrap(point(layer, at: 0.5))
    XCTAssertEqual(second.x, 250, accuracy: 1e-12)
    XCTAssertEqual(second.y, 200, accuracy: 1e-12)
    // The close runs back from (300, 200) to (200, 200).
    let closing = try XCTUnwrap(point(layer, at: 5.0 / 6))
    XCTAssertEqual(closing.x, 250, accuracy: 1e-9)
  }

  func testAPathNeedsAPointKeyPathAndSomethingToDraw() {
    var path = Path2D()
    path.move(to: .zero)
    var onlyMoves = KeyframeAnimation(keyPath: "position")
    onlyMoves.path = path
    XCTAssertThrowsError(try Layer().add(onlyMoves, forKey: "k")) { error in
      XCTAssertEqual(
        error as? AnimationError,
        .invalidKeyframes(keyPath: "position", problem: "the path draws nothing"))
    }
    path.addLine(to: Point2D(x: 1, y: 1))
    var onANumber = KeyframeAnimation(keyPath: "position.x")
    onANumber.path = path
    XCTAssertThrowsError(try Layer().add(onANumber, forKey: "k")) { error in
      XCTAssertEqual(
        error as? AnimationError,
        .invalidKeyframes(
          keyPath: "position.x", problem: "a path animates a key path that takes a point"))
    }
  }
}
