import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// Animations on a layer and the values it presents: the from/to/by combinations of
/// CABasicAnimation's header (missing ends from the model, as observed on iOS:
/// wangling.me/2016/02/cabasicanimation-value-interpolation.html), additive and cumulative
/// animations (CAAnimation.h), several animations on one key path, key paths and their errors,
/// transform sub-key paths and value functions, timing through the tree.
final class BasicAnimationTests: XCTestCase {
  /// A layer at position (10, 20) with one animation of `position.x` over 1 s from time 0.
  private func layer(
    _ configure: (inout BasicAnimation) -> Void, keyPath: String = "position.x"
  ) throws -> Layer {
    let layer = Layer()
    layer.position = Point2D(x: 10, y: 20)
    var animation = BasicAnimation(keyPath: keyPath)
    animation.duration = 1
    configure(&animation)
    try layer.add(animation, forKey: "a")
    return layer
  }

  private func x(_ layer: Layer, at time: Double) -> Double? {
    guard case .number(let x) = layer.presentationValue(forKeyPath: "position.x", at: time) else {
      return nil
    }
    return x
  }

  /// The eight combinations, with the model at 10, from 0, to 100, by 40, at a quarter of the way.
  func testTheEightCombinationsOfFromToAndBy() throws {
    let (from, to, by) = (
      AnimationValue.number(0), AnimationValue.number(100), AnimationValue.number(40)
    )
    let cases: [(AnimationValue?, AnimationValue?, AnimationValue?, Double)] = [
      (from, to, nil, 25),  // 0 → 100
      (from, nil, by, 10),  // 0 → 0 + 40
      (nil, to, by, 70),  // 100 − 40 → 100
      (from, nil, nil, 2.5),  // 0 → the model's 10
      (nil, to, nil, 32.5),  // 10 → 100
      (nil, nil, by, 20),  // 10 → 10 + 40
      (nil, nil, nil, 10),  // the model's value throughout
      (from, to, by, 25),  // all three: by ignored
    ]
    for (index, (f, t, b, expected)) in cases.enumerated() {
      let layer = try layer {
        $0.fromValue = f
        $0.toValue = t
        $0.byValue = b
      }
      XCTAssertEqual(try XCTUnwrap(x(layer, at: 0.25)), expected, accuracy: 1e-12, "case \(index)")
    }
  }

  /// The missing end is the model value read while the animation runs: moving the model moves it.
  func testTheMissingEndFollowsTheModel() throws {
    let layer = try layer { $0.toValue = .number(110) }
    XCTAssertEqual(x(layer, at: 0.5), 60)
    layer.position.x = 50
    XCTAssertEqual(x(layer, at: 0.5), 80)
  }

  /// Additive: the animated value is added to the model (UIKit's own animations since iOS 8 are
  /// additive, from old − new to 0).
  func testAnAdditiveAnimationAddsToTheModel() throws {
    let layer = try layer {
      $0.isAdditive = true
      $0.fromValue = .number(-90)
      $0.toValue = .number(0)
    }
    layer.position.x = 100  // the new model value; the animation comes from 10
    XCTAssertEqual(x(layer, at: 0), 10)
    XCTAssertEqual(x(layer, at: 0.5), 55)
    XCTAssertEqual(x(layer, at: 1), 100)  // over and removed: the model
  }

  /// Cumulative: each repeat starts where the last ended.
  func testACumulativeAnimationBuildsOnEachRepeat() throws {
    let layer = try layer {
      $0.isCumulative = true
      $0.fromValue = .number(0)
      $0.toValue = .number(10)
      $0.repeatCount = 3
    }
    XCTAssertEqual(x(layer, at: 0.5), 5)
    XCTAssertEqual(x(layer, at: 1.5), 15)
    XCTAssertEqual(x(layer, at: 2.25), 22.5)
  }

  /// Several animations of one key path apply in the order added, each to what those before made.
  func testAnimationsOfOneKeyPathApplyInTheOrderAdded() throws {
    let layer = Layer()
    layer.position = Point2D(x: 10, y: 20)
    var move = BasicAnimation(keyPath: "position")
    move.toValue = .point(Point2D(x: 110, y: 120))
    move.duration = 1
    var shake = BasicAnimation(keyPath: "position.x")
    shake.isAdditive = true
    shake.fromValue = .number(4)
    shake.toValue = .number(4)
    shake.duration = 1
    try layer.add(move, forKey: "move")
    try layer.add(shake, forKey: "shake")
    XCTAssertEqual(
      layer.presentationValue(forKeyPath: "position", at: 0.5), .point(Point2D(x: 64, y: 70)))
    // Added again, the move replaces the shake's result: it comes after it now.
    try layer.add(move, forKey: "move")
    XCTAssertEqual(layer.animationKeys(), ["shake", "move"])
    XCTAssertEqual(
      layer.presentationValue(forKeyPath: "position", at: 0.5), .point(Point2D(x: 60, y: 70)))
  }

  func testAKeyPathOrValueThatDoesNotFitIsRejectedAndChangesNothing() throws {
    let layer = Layer()
    var fade = BasicAnimation(keyPath: "opacity")
    fade.toValue = .number(0)
    XCTAssertThrowsError(try layer.add(fade, forKey: "fade")) { error in
      XCTAssertEqual(error as? AnimationError, .unknownKeyPath("opacity"))
      XCTAssertEqual("\(error)", "'opacity' is not a key path this library animates")
    }
    for unknown in [
      "position.z", "bounds.width", "transform.rotation.w", "transform.skew", "", "position.",
      "transform.scale.x.y", "zPosition.x",
    ] {
      XCTAssertThrowsError(try layer.add(BasicAnimation(keyPath: unknown), forKey: "k"), unknown)
    }
    var wrong = BasicAnimation(keyPath: "position")
    wrong.toValue = .number(3)
    XCTAssertThrowsError(try layer.add(wrong, forKey: "wrong")) { error in
      XCTAssertEqual(
        error as? AnimationError,
        .wrongKindOfValue(keyPath: "position", value: "toValue", expected: "a point"))
    }
    var misplaced = BasicAnimation(keyPath: "position")
    misplaced.valueFunction = .rotateZ
    XCTAssertThrowsError(try layer.add(misplaced, forKey: "misplaced")) { error in
      XCTAssertEqual(error as? AnimationError, .valueFunctionNeedsATransform(keyPath: "position"))
    }
    var turned = BasicAnimation(keyPath: "transform")
    turned.valueFunction = .rotateZ
    turned.toValue = .transform(.identity)
    XCTAssertThrowsError(try layer.add(turned, forKey: "turned")) { error in
      XCTAssertEqual(
        error as? AnimationError,
        .wrongKindOfValue(keyPath: "transform", value: "toValue", expected: "a number"))
    }
    XCTAssertEqual(layer.animationKeys(), [])
    // A rejected animation leaves one already under its key in place.
    try layer.add(BasicAnimation(keyPath: "position"), forKey: "wrong")
    XCTAssertThrowsError(try layer.add(wrong, forKey: "wrong"))
    XCTAssertEqual(layer.animation(forKey: "wrong"), .basic(BasicAnimation(keyPath: "position")))
  }

  func testEveryKeyPathTakesItsKindAndReadsTheModel() throws {
    let layer = Layer()
    layer.bounds = Rect2D(x: 1, y: 2, width: 30, height: 40)
    layer.position = Point2D(x: 5, y: 6)
    layer.anchorPoint = Point2D(x: 0.25, y: 0.75)
    layer.anchorPointZ = 7
    layer.zPosition = 8
    layer.contentsRect = Rect2D(x: 0, y: 0, width: 0.5, height: 0.5)
    let expected: [(String, AnimationValue)] = [
      ("position", .point(Point2D(x: 5, y: 6))), ("position.x", .number(5)),
      ("position.y", .number(6)), ("bounds", .rect(Rect2D(x: 1, y: 2, width: 30, height: 40))),
      ("bounds.origin", .point(Point2D(x: 1, y: 2))),
      ("bounds.size", .size(Size2D(width: 30, height: 40))), ("bounds.origin.x", .number(1)),
      ("bounds.origin.y", .number(2)), ("bounds.size.width", .number(30)),
      ("bounds.size.height", .number(40)), ("anchorPoint", .point(Point2D(x: 0.25, y: 0.75))),
      ("anchorPoint.x", .number(0.25)), ("anchorPoint.y", .number(0.75)),
      ("anchorPointZ", .number(7)), ("zPosition", .number(8)),
      ("contentsRect", .rect(Rect2D(x: 0, y: 0, width: 0.5, height: 0.5))),
      ("transform", .transform(.identity)), ("sublayerTransform", .transform(.identity)),
      ("transform.rotation", .number(0)), ("transform.scale", .number(1)),
      ("transform.translation", .size(Size2D(width: 0, height: 0))),
      ("sublayerTransform.scale.z", .number(1)),
    ]
    for (keyPath, value) in expected {
      XCTAssertEqual(layer.presentationValue(forKeyPath: keyPath, at: 0), value, keyPath)
    }
    XCTAssertNil(layer.presentationValue(forKeyPath: "opacity", at: 0))
  }

  /// An animation of one field changes that field only, and the setter rules do not apply to a
  /// presented value (a negative size animates as given).
  func testAFieldAnimationChangesItsFieldOnly() throws {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 50)
    var grow = BasicAnimation(keyPath: "bounds.size.width")
    grow.toValue = .number(200)
    grow.duration = 1
    try layer.add(grow, forKey: "grow")
    XCTAssertEqual(
      layer.presentationValue(forKeyPath: "bounds", at: 0.5),
      .rect(Rect2D(x: 0, y: 0, width: 150, height: 50)))
  }

  /// A matrix animation to a full turn does nothing; `transform.rotation.z` and a `rotateZ` value
  /// function turn a full turn (SO 11571420, SO 10826288).
  func testAFullTurnAsAMatrixAndAsANumber() throws {
    func transform(_ layer: Layer, at time: Double) -> Transform3D? {
      guard case .transform(let t) = layer.presentationValue(forKeyPath: "transform", at: time)
      else { return nil }
      return t
    }
    let matrix = Layer()
    var asMatrix = BasicAnimation(keyPath: "transform")
    asMatrix.toValue = .transform(Transform3D(rotationAngle: 2 * .pi, x: 0, y: 0, z: 1))
    asMatrix.duration = 1
    try matrix.add(asMatrix, forKey: "spin")
    XCTAssertTrue(try XCTUnwrap(transform(matrix, at: 0.5)).isApproximatelyEqual(to: .identity))

    let subKeyPath = Layer()
    var asNumber = BasicAnimation(keyPath: "transform.rotation.z")
    asNumber.toValue = .number(2 * .pi)
    asNumber.duration = 1
    try subKeyPath.add(asNumber, forKey: "spin")
    let function = Layer()
    var withFunction = BasicAnimation(keyPath: "transform")
    withFunction.valueFunction = .rotateZ
    withFunction.fromValue = .number(0)
    withFunction.toValue = .number(2 * .pi)
    withFunction.duration = 1
    try function.add(withFunction, forKey: "spin")
    for (time, angle) in [(0.25, Double.pi / 2), (0.5, .pi), (0.75, 3 * .pi / 2)] {
      let expected = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
      XCTAssertTrue(
        try XCTUnwrap(transform(subKeyPath, at: time)).isApproximatelyEqual(to: expected), "\(time)"
      )
      XCTAssertEqual(transform(function, at: time), expected, "\(time)")
    }
  }

  /// A sub-key path sets its part of the model transform and keeps the others: a card scaled
  /// by 2 and moved keeps its scale and move while it turns.
  func testASubKeyPathKeepsTheOtherPartsOfTheTransform() throws {
    let card = Layer()
    card.transform = Transform3D(scaleX: 2, y: 2, z: 1).concatenating(
      Transform3D(translationX: 30, y: 0, z: 0))
    var turn = BasicAnimation(keyPath: "transform.rotation.z")
    turn.toValue = .number(.pi / 2)
    turn.duration = 1
    try card.add(turn, forKey: "turn")
    guard case .transform(let t) = card.presentationValue(forKeyPath: "transform", at: 0.5) else {
      return XCTFail("not a transform")
    }
    let expected = Transform3D(scaleX: 2, y: 2, z: 1)
      .concatenating(Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1))
      .concatenating(Transform3D(translationX: 30, y: 0, z: 0))
    XCTAssertTrue(t.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12), "\(t)")
    // Each part reads back from the model: turn, scales (their average) and move.
    let model = Layer()
    model.transform = Transform3D(scaleX: 2, y: 3, z: 4)
      .concatenating(Transform3D(rotationAngle: .pi / 3, x: 0, y: 0, z: 1))
      .concatenating(Transform3D(translationX: 5, y: 6, z: 7))
    func number(_ keyPath: String) throws -> Double {
      guard case .number(let n) = model.presentationValue(forKeyPath: keyPath, at: 0) else {
        throw XCTSkip("not a number")
      }
      return n
    }
    XCTAssertEqual(try number("transform.rotation.z"), .pi / 3, accuracy: 1e-12)
    XCTAssertEqual(try number("transform.rotation"), .pi / 3, accuracy: 1e-12)
    XCTAssertEqual(try number("transform.rotation.x"), 0, accuracy: 1e-12)
    XCTAssertEqual(try number("transform.scale"), 3, accuracy: 1e-12)
    XCTAssertEqual(try number("transform.scale.y"), 3, accuracy: 1e-12)
    XCTAssertEqual(try number("transform.translation.z"), 7, accuracy: 1e-12)
    XCTAssertEqual(
      model.presentationValue(forKeyPath: "transform.translation", at: 0),
      .size(Size2D(width: 5, height: 6)))
  }

  /// Turns about x and y read and set as such (a card flipped about y, say).
  func testTurnsAboutXAndY() throws {
    for (keyPath, axis) in [("transform.rotation.x", (1.0, 0.0)), ("transform.rotation.y", (0, 1))]
    {
      let card = Layer()
      var flip = BasicAnimation(keyPath: keyPath)
      flip.toValue = .number(.pi / 2)
      flip.duration = 1
      try card.add(flip, forKey: "flip")
      guard case .transform(let t) = card.presentationValue(forKeyPath: "transform", at: 0.5) else {
        return XCTFail("not a transform")
      }
      XCTAssertTrue(
        t.isApproximatelyEqual(
          to: Transform3D(rotationAngle: .pi / 4, x: axis.0, y: axis.1, z: 0),
          absoluteTolerance: 1e-12), "\(keyPath): \(t)")
    }
  }

  /// The timing curve paces the fraction: easeInEaseOut at a quarter is 0.129162 of the way.
  func testTheTimingFunctionPacesTheAnimation() throws {
    let layer = try layer {
      $0.fromValue = .number(0)
      $0.toValue = .number(1)
      $0.timingFunction = .easeInEaseOut
    }
    XCTAssertEqual(try XCTUnwrap(x(layer, at: 0.25)), 0.129162, accuracy: 1e-6)
    XCTAssertEqual(x(layer, at: 0.5), 0.5)
  }

  /// Fill modes through a layer, with and without removal on completion.
  func testFillModesHoldOnlyWhileTheAnimationIsKept() throws {
    let late = try layer {
      $0.beginTime = 5
      $0.fromValue = .number(0)
      $0.toValue = .number(100)
      $0.fillMode = .both
    }
    XCTAssertEqual(x(late, at: 4), 0)  // held before the start
    XCTAssertEqual(x(late, at: 5.5), 50)
    XCTAssertEqual(x(late, at: 7), 10)  // removed on completion: the model
    let kept = try layer {
      $0.beginTime = 5
      $0.fromValue = .number(0)
      $0.toValue = .number(100)
      $0.fillMode = .forwards
      $0.isRemovedOnCompletion = false
    }
    XCTAssertEqual(x(kept, at: 4), 10)  // not held before: the model
    XCTAssertEqual(x(kept, at: 7), 100)
  }

  /// `add(_:forKey:at:)` starts an animation whose beginTime is 0 at the layer's time then; the
  /// layer's time runs through its ancestors'.
  func testAddingAtATimeStartsThenInTheLayersTime() throws {
    let root = Layer()
    let panel = Layer()
    panel.speed = 2
    panel.beginTime = 1
    let card = Layer()
    root.addSublayer(panel)
    panel.addSublayer(card)
    var slide = BasicAnimation(keyPath: "position.x")
    slide.fromValue = .number(0)
    slide.toValue = .number(100)
    slide.duration = 1
    try card.add(slide, forKey: "slide", at: 11)
    // The card's time at 11 is (11 − 1) · 2 = 20; at 11.25 it is 20.5, half way.
    XCTAssertEqual(card.animation(forKey: "slide")?.timing.beginTime, 20)
    XCTAssertEqual(card.presentationValue(forKeyPath: "position.x", at: 11.25), .number(50))
    // Pausing the panel holds the card where it is.
    let paused = panel.convertTime(11.25, from: nil)
    panel.speed = 0
    panel.timeOffset = paused
    panel.beginTime = 0
    XCTAssertEqual(card.presentationValue(forKeyPath: "position.x", at: 99), .number(50))
    // A beginTime other than 0 is kept.
    var late = slide
    late.beginTime = 3
    try card.add(late, forKey: "late", at: 11)
    XCTAssertEqual(card.animation(forKey: "late")?.timing.beginTime, 3)
  }

  func testKeysAreKeptInTheOrderAddedAndRemoved() throws {
    let layer = Layer()
    for key in ["a", "b", "c"] {
      try layer.add(BasicAnimation(keyPath: "position"), forKey: key)
    }
    try layer.add(SpringAnimation(keyPath: "position"), forKey: "a")
    XCTAssertEqual(layer.animationKeys(), ["b", "c", "a"])
    XCTAssertEqual(layer.animation(forKey: "a"), .spring(SpringAnimation(keyPath: "position")))
    layer.removeAnimation(forKey: "c")
    layer.removeAnimation(forKey: "missing")
    XCTAssertEqual(layer.animationKeys(), ["b", "a"])
    layer.removeAllAnimations()
    XCTAssertEqual(layer.animationKeys(), [])
    XCTAssertNil(layer.animation(forKey: "a"))
  }

  /// Times and values that are not numbers: a `NaN` time shows the model; a `NaN` value is
  /// presented as given.
  func testTimesAndValuesThatAreNotNumbers() throws {
    let layer = try layer {
      $0.fromValue = .number(0)
      $0.toValue = .number(.nan)
      $0.fillMode = .both
    }
    XCTAssertEqual(x(layer, at: .nan), 10)
    XCTAssertTrue(try XCTUnwrap(x(layer, at: 0.5)).isNaN)
    XCTAssertEqual(x(layer, at: -.infinity), 0)
  }
}
