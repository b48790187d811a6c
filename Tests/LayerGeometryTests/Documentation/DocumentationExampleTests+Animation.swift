import LayerGeometry
import XCTest

// One test per doc-comment example of the animation types, in Sources/LayerGeometry/Animation.
extension DocumentationExampleTests {
  // Example: TimingFunction
  func testTimingFunctionExample() {
    let curve = TimingFunction.easeInEaseOut
    // curve.value(at: 0.5) == 0.5
    XCTAssertEqual(curve.value(at: 0.5), 0.5)
    // curve.value(at: 0.25) ≈ 0.129162   (slow at the start)
    XCTAssertEqual(curve.value(at: 0.25), 0.129162, accuracy: 5e-7)
  }

  // Example: TimingFunction.init(controlPoints:_:_:_:)
  func testTimingFunctionInitControlPointsExample() {
    let overshoot = TimingFunction(controlPoints: 0.5, 2, 0.5, 2)
    // overshoot.value(at: 0.5) == 1.625
    XCTAssertEqual(overshoot.value(at: 0.5), 1.625)
  }

  // Example: TimingFunction.linear
  func testTimingFunctionLinearExample() {
    // TimingFunction.linear.value(at: 0.67) ≈ 0.669997   (Core Animation's own number)
    XCTAssertEqual(TimingFunction.linear.value(at: 0.67), 0.669997, accuracy: 5e-7)
  }

  // Example: TimingFunction.easeIn
  func testTimingFunctionEaseInExample() {
    // TimingFunction.easeIn.value(at: 0.5) ≈ 0.315357
    XCTAssertEqual(TimingFunction.easeIn.value(at: 0.5), 0.315357, accuracy: 5e-7)
  }

  // Example: TimingFunction.easeOut
  func testTimingFunctionEaseOutExample() {
    // TimingFunction.easeOut.value(at: 0.5) ≈ 0.684643
    XCTAssertEqual(TimingFunction.easeOut.value(at: 0.5), 0.684643, accuracy: 5e-7)
  }

  // Example: TimingFunction.easeInEaseOut
  func testTimingFunctionEaseInEaseOutExample() {
    // TimingFunction.easeInEaseOut.value(at: 0.75) ≈ 0.870838
    XCTAssertEqual(TimingFunction.easeInEaseOut.value(at: 0.75), 0.870838, accuracy: 5e-7)
  }

  // Example: TimingFunction.default
  func testTimingFunctionDefaultExample() {
    // TimingFunction.default.value(at: 0.67) ≈ 0.926527
    XCTAssertEqual(TimingFunction.default.value(at: 0.67), 0.926527, accuracy: 5e-7)
  }

  // Example: TimingFunction.controlPoint(at:)
  func testTimingFunctionControlPointAtExample() {
    let curve = TimingFunction(controlPoints: 0.25, 0.5, 0.75, 1)
    // curve.controlPoint(at: 1) == Point2D(x: 0.25, y: 0.5)
    XCTAssertEqual(curve.controlPoint(at: 1), Point2D(x: 0.25, y: 0.5))
    // curve.controlPoint(at: 3) == Point2D(x: 1, y: 1)
    XCTAssertEqual(curve.controlPoint(at: 3), Point2D(x: 1, y: 1))
  }

  // Example: TimingFunction.value(at:)
  func testTimingFunctionValueAtExample() {
    let curve = TimingFunction.easeIn
    // curve.value(at: 0.25) ≈ 0.093465
    XCTAssertEqual(curve.value(at: 0.25), 0.093465, accuracy: 5e-7)
    // curve.value(at: -0.5) == 0 and curve.value(at: 1.5) == 1
    XCTAssertEqual(curve.value(at: -0.5), 0)
    XCTAssertEqual(curve.value(at: 1.5), 1)
  }

  // Example: TimingFunction.description
  func testTimingFunctionDescriptionExample() {
    let text = TimingFunction.easeIn.description
    // text == "TimingFunction(controlPoints: 0.42, 0.0, 1.0, 1.0)"
    XCTAssertEqual(text, "TimingFunction(controlPoints: 0.42, 0.0, 1.0, 1.0)")
  }

  // Example: FillMode
  func testFillModeExample() {
    var timing = MediaTiming()
    timing.fillMode = .forwards  // holds its last value after it ends
    XCTAssertEqual(timing.fillMode, .forwards)
    // FillMode(rawValue: "both") == .both
    XCTAssertEqual(FillMode(rawValue: "both"), .both)
  }

  // Example: FillMode.init(rawValue:)
  func testFillModeInitRawValueExample() {
    let mode = FillMode(rawValue: "backwards")
    // mode == .backwards, FillMode(rawValue: "frozen") == nil
    XCTAssertEqual(mode, .backwards)
    XCTAssertNil(FillMode(rawValue: "frozen"))
  }

  // Example: FillMode.removed
  func testFillModeRemovedExample() {
    // MediaTiming().fillMode == .removed
    XCTAssertEqual(MediaTiming().fillMode, .removed)
  }

  // Example: FillMode.forwards
  func testFillModeForwardsExample() {
    // FillMode.forwards.rawValue == "forwards"
    XCTAssertEqual(FillMode.forwards.rawValue, "forwards")
  }

  // Example: FillMode.backwards
  func testFillModeBackwardsExample() {
    // FillMode.backwards.rawValue == "backwards"
    XCTAssertEqual(FillMode.backwards.rawValue, "backwards")
  }

  // Example: FillMode.both
  func testFillModeBothExample() {
    // FillMode.both.rawValue == "both"
    XCTAssertEqual(FillMode.both.rawValue, "both")
  }

  // Example: MediaTiming
  func testMediaTimingExample() {
    var timing = MediaTiming()
    timing.duration = 2
    timing.repeatCount = 3
    timing.autoreverses = true
    // timing.activeDuration == 12: three times there and back
    XCTAssertEqual(timing.activeDuration, 12)
  }

  // Example: MediaTiming.beginTime
  func testMediaTimingBeginTimeExample() {
    var timing = MediaTiming()
    timing.beginTime = 5  // starts 5 s into its layer's time
    // timing.beginTime == 5
    XCTAssertEqual(timing.beginTime, 5)
  }

  // Example: MediaTiming.duration
  func testMediaTimingDurationExample() {
    // MediaTiming().activeDuration == 0.25
    XCTAssertEqual(MediaTiming().activeDuration, 0.25)
  }

  // Example: MediaTiming.speed
  func testMediaTimingSpeedExample() {
    var timing = MediaTiming()
    timing.speed = 2
    // timing.speed == 2
    XCTAssertEqual(timing.speed, 2)
  }

  // Example: MediaTiming.timeOffset
  func testMediaTimingTimeOffsetExample() {
    var timing = MediaTiming()
    timing.timeOffset = 0.5
    // timing.timeOffset == 0.5
    XCTAssertEqual(timing.timeOffset, 0.5)
  }

  // Example: MediaTiming.repeatCount
  func testMediaTimingRepeatCountExample() {
    var timing = MediaTiming()
    timing.duration = 1
    timing.repeatCount = 2.5
    // timing.activeDuration == 2.5
    XCTAssertEqual(timing.activeDuration, 2.5)
  }

  // Example: MediaTiming.repeatDuration
  func testMediaTimingRepeatDurationExample() {
    var timing = MediaTiming()
    timing.duration = 1
    timing.repeatDuration = 2.5
    // timing.activeDuration == 2.5
    XCTAssertEqual(timing.activeDuration, 2.5)
  }

  // Example: MediaTiming.autoreverses
  func testMediaTimingAutoreversesExample() {
    var timing = MediaTiming()
    timing.duration = 1
    timing.autoreverses = true
    // timing.activeDuration == 2
    XCTAssertEqual(timing.activeDuration, 2)
  }

  // Example: MediaTiming.fillMode
  func testMediaTimingFillModeExample() {
    var timing = MediaTiming()
    timing.fillMode = .both
    // timing.fillMode == .both
    XCTAssertEqual(timing.fillMode, .both)
  }

  // Example: MediaTiming.init()
  func testMediaTimingInitExample() {
    let timing = MediaTiming()
    // timing.duration == 0 (0.25 s) and timing.speed == 1
    XCTAssertEqual(timing.duration, 0)
    XCTAssertEqual(timing.speed, 1)
  }

  // Example: MediaTiming.activeDuration
  func testMediaTimingActiveDurationExample() {
    var timing = MediaTiming()
    timing.duration = 0.5
    timing.repeatCount = .infinity
    // timing.activeDuration == .infinity
    XCTAssertEqual(timing.activeDuration, .infinity)
  }

  // Example: Layer.beginTime
  func testLayerBeginTimeExample() {
    let layer = Layer()
    layer.beginTime = 5
    // layer.convertTime(12, from: nil) == 7
    XCTAssertEqual(layer.convertTime(12, from: nil), 7)
  }

  // Example: Layer.speed
  func testLayerSpeedExample() {
    let layer = Layer()
    layer.speed = 0.5
    layer.timeOffset = 1
    // layer.convertTime(0.5, from: nil) == 1.25   (Apple's example)
    XCTAssertEqual(layer.convertTime(0.5, from: nil), 1.25)
  }

  // Example: Layer.timeOffset
  func testLayerTimeOffsetExample() {
    let layer = Layer()
    let paused = layer.convertTime(10, from: nil)  // pause at 10 s
    layer.speed = 0
    layer.timeOffset = paused
    // layer.convertTime(15, from: nil) == 10            (still 10 s later)
    XCTAssertEqual(layer.convertTime(15, from: nil), 10)
    layer.speed = 1  // resume at 15 s
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(15, from: nil) - paused
    // layer.convertTime(16, from: nil) == 11            (1 s after resuming)
    XCTAssertEqual(layer.convertTime(16, from: nil), 11)
  }

  // Example: Layer.convertTime(_:from:)
  func testLayerConvertTimeFromExample() {
    let root = Layer()
    let middle = Layer()
    middle.beginTime = 2
    middle.speed = 3
    middle.timeOffset = 0.25
    root.addSublayer(middle)
    // middle.convertTime(10, from: root) == 24.25   ((10 − 2) · 3 + 0.25)
    XCTAssertEqual(middle.convertTime(10, from: root), 24.25)
  }

  // Example: Layer.convertTime(_:to:)
  func testLayerConvertTimeToExample() {
    let root = Layer()
    let middle = Layer()
    middle.beginTime = 2
    middle.speed = 3
    middle.timeOffset = 0.25
    root.addSublayer(middle)
    // middle.convertTime(24.25, to: nil) == 10
    XCTAssertEqual(middle.convertTime(24.25, to: nil), 10)
  }

  // Example: AnimationValue
  func testAnimationValueExample() throws {
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(200)
    // slide.toValue == .number(200)
    XCTAssertEqual(slide.toValue, .number(200))
  }

  // Example: AnimationValue.number(_:)
  func testAnimationValueNumberExample() throws {
    let turn = AnimationValue.number(.pi)
    // turn == .number(.pi)
    XCTAssertEqual(turn, .number(.pi))
  }

  // Example: AnimationValue.point(_:)
  func testAnimationValuePointExample() throws {
    let place = AnimationValue.point(Point2D(x: 10, y: 20))
    // place == .point(Point2D(x: 10, y: 20))
    XCTAssertEqual(place, .point(Point2D(x: 10, y: 20)))
  }

  // Example: AnimationValue.size(_:)
  func testAnimationValueSizeExample() throws {
    let size = AnimationValue.size(Size2D(width: 100, height: 50))
    // size == .size(Size2D(width: 100, height: 50))
    XCTAssertEqual(size, .size(Size2D(width: 100, height: 50)))
  }

  // Example: AnimationValue.rect(_:)
  func testAnimationValueRectExample() throws {
    let bounds = AnimationValue.rect(Rect2D(x: 0, y: 0, width: 100, height: 50))
    // bounds == .rect(Rect2D(x: 0, y: 0, width: 100, height: 50))
    XCTAssertEqual(bounds, .rect(Rect2D(x: 0, y: 0, width: 100, height: 50)))
  }

  // Example: AnimationValue.transform(_:)
  func testAnimationValueTransformExample() throws {
    let spin = AnimationValue.transform(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
    // spin == .transform(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
    XCTAssertEqual(spin, .transform(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)))
  }

  // Example: AnimationError
  func testAnimationErrorExample() throws {
    let layer = Layer()
    var fade = BasicAnimation(keyPath: "opacity")
    fade.toValue = .number(0)
    // try layer.add(fade, forKey: "fade") throws AnimationError.unknownKeyPath("opacity")
    XCTAssertThrowsError(try layer.add(fade, forKey: "fade")) { error in
      XCTAssertEqual(error as? AnimationError, .unknownKeyPath("opacity"))
    }
  }

  // Example: AnimationError.unknownKeyPath(_:)
  func testAnimationErrorUnknownKeyPathExample() throws {
    let error = AnimationError.unknownKeyPath("opacity")
    // error.description == "'opacity' is not a key path this library animates"
    XCTAssertEqual(error.description, "'opacity' is not a key path this library animates")
  }

  // Example: AnimationError.wrongKindOfValue(keyPath:value:expected:)
  func testAnimationErrorWrongKindOfValueKeyPathValueExpectedExample() throws {
    let error = AnimationError.wrongKindOfValue(
      keyPath: "position", value: "toValue", expected: "a point")
    // error.description == "the toValue of 'position' must be a point"
    XCTAssertEqual(error.description, "the toValue of 'position' must be a point")
  }

  // Example: AnimationError.valueFunctionNeedsATransform(keyPath:)
  func testAnimationErrorValueFunctionNeedsATransformKeyPathExample() throws {
    let error = AnimationError.valueFunctionNeedsATransform(keyPath: "position")
    // error.description == "a value function animates 'transform' or 'sublayerTransform', not 'position'"
    XCTAssertEqual(
      error.description,
      "a value function animates 'transform' or 'sublayerTransform', not 'position'")
  }

  // Example: ValueFunction
  func testValueFunctionExample() throws {
    var spin = BasicAnimation(keyPath: "transform")
    spin.valueFunction = .rotateZ
    spin.fromValue = .number(0)
    spin.toValue = .number(2 * .pi)  // turns once, where a matrix to 2π would not move
    // spin.valueFunction?.rawValue == "rotateZ"
    XCTAssertEqual(spin.valueFunction?.rawValue, "rotateZ")
  }

  // Example: ValueFunction.rotateX
  func testValueFunctionRotateXExample() throws {
    // ValueFunction.rotateX.transform(for: .pi) == Transform3D(rotationAngle: .pi, x: 1, y: 0, z: 0)
    XCTAssertEqual(
      ValueFunction.rotateX.transform(for: .pi), Transform3D(rotationAngle: .pi, x: 1, y: 0, z: 0))
  }

  // Example: ValueFunction.rotateY
  func testValueFunctionRotateYExample() throws {
    // ValueFunction.rotateY.transform(for: 1) == Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0)
    XCTAssertEqual(
      ValueFunction.rotateY.transform(for: 1), Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0))
  }

  // Example: ValueFunction.rotateZ
  func testValueFunctionRotateZExample() throws {
    // ValueFunction.rotateZ.transform(for: 1) == Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)
    XCTAssertEqual(
      ValueFunction.rotateZ.transform(for: 1), Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1))
  }

  // Example: ValueFunction.scaleX
  func testValueFunctionScaleXExample() throws {
    // ValueFunction.scaleX.transform(for: 2) == Transform3D(scaleX: 2, y: 1, z: 1)
    XCTAssertEqual(ValueFunction.scaleX.transform(for: 2), Transform3D(scaleX: 2, y: 1, z: 1))
  }

  // Example: ValueFunction.scaleY
  func testValueFunctionScaleYExample() throws {
    // ValueFunction.scaleY.transform(for: 2) == Transform3D(scaleX: 1, y: 2, z: 1)
    XCTAssertEqual(ValueFunction.scaleY.transform(for: 2), Transform3D(scaleX: 1, y: 2, z: 1))
  }

  // Example: ValueFunction.scaleZ
  func testValueFunctionScaleZExample() throws {
    // ValueFunction.scaleZ.transform(for: 2) == Transform3D(scaleX: 1, y: 1, z: 2)
    XCTAssertEqual(ValueFunction.scaleZ.transform(for: 2), Transform3D(scaleX: 1, y: 1, z: 2))
  }

  // Example: ValueFunction.translateX
  func testValueFunctionTranslateXExample() throws {
    // ValueFunction.translateX.transform(for: 5) == Transform3D(translationX: 5, y: 0, z: 0)
    XCTAssertEqual(
      ValueFunction.translateX.transform(for: 5), Transform3D(translationX: 5, y: 0, z: 0))
  }

  // Example: ValueFunction.translateY
  func testValueFunctionTranslateYExample() throws {
    // ValueFunction.translateY.transform(for: 5) == Transform3D(translationX: 0, y: 5, z: 0)
    XCTAssertEqual(
      ValueFunction.translateY.transform(for: 5), Transform3D(translationX: 0, y: 5, z: 0))
  }

  // Example: ValueFunction.translateZ
  func testValueFunctionTranslateZExample() throws {
    // ValueFunction.translateZ.transform(for: 5) == Transform3D(translationX: 0, y: 0, z: 5)
    XCTAssertEqual(
      ValueFunction.translateZ.transform(for: 5), Transform3D(translationX: 0, y: 0, z: 5))
  }

  // Example: ValueFunction.init(rawValue:)
  func testValueFunctionInitRawValueExample() throws {
    let function = ValueFunction(rawValue: "scaleX")
    // function == .scaleX, ValueFunction(rawValue: "scale") == nil
    XCTAssertEqual(function, .scaleX)
    XCTAssertNil(ValueFunction(rawValue: "scale"))
  }

  // Example: ValueFunction.transform(for:)
  func testValueFunctionTransformForExample() throws {
    let quarter = ValueFunction.rotateZ.transform(for: .pi / 2)
    // quarter == Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    XCTAssertEqual(quarter, Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
  }

  // Example: TimedAnimation
  func testTimedAnimationExample() throws {
    var slide = BasicAnimation(keyPath: "position.x")
    slide.duration = 0.3
    slide.fillMode = .forwards
    // slide.timing.duration == 0.3
    XCTAssertEqual(slide.timing.duration, 0.3)
  }

  // Example: TimedAnimation.timing
  func testTimedAnimationTimingExample() throws {
    var slide = BasicAnimation(keyPath: "position")
    slide.timing.repeatCount = 2
    // slide.repeatCount == 2
    XCTAssertEqual(slide.repeatCount, 2)
  }

  // Example: TimedAnimation.beginTime
  func testTimedAnimationBeginTimeExample() throws {
    var slide = BasicAnimation(keyPath: "position")
    slide.beginTime = 2
    // slide.timing.beginTime == 2
    XCTAssertEqual(slide.timing.beginTime, 2)
  }

  // Example: TimedAnimation.duration
  func testTimedAnimationDurationExample() throws {
    var slide = BasicAnimation(keyPath: "position")
    slide.duration = 0.5
    // slide.timing.duration == 0.5
    XCTAssertEqual(slide.timing.duration, 0.5)
  }

  // Example: TimedAnimation.speed
  func testTimedAnimationSpeedExample() throws {
    var slide = BasicAnimation(keyPath: "position")
    slide.speed = 2
    // slide.timing.speed == 2
    XCTAssertEqual(slide.timing.speed, 2)
  }

  // Example: TimedAnimation.timeOffset
  func testTimedAnimationTimeOffsetExample() throws {
    var slide = BasicAnimation(keyPath: "position")
    slide.timeOffset = 0.1
    // slide.timing.timeOffset == 0.1
    XCTAssertEqual(slide.timing.timeOffset, 0.1)
  }

  // Example: TimedAnimation.repeatCount
  func testTimedAnimationRepeatCountExample() throws {
    var pulse = BasicAnimation(keyPath: "transform.scale")
    pulse.repeatCount = .infinity
    // pulse.timing.repeatCount == .infinity
    XCTAssertEqual(pulse.timing.repeatCount, .infinity)
  }

  // Example: TimedAnimation.repeatDuration
  func testTimedAnimationRepeatDurationExample() throws {
    var pulse = BasicAnimation(keyPath: "transform.scale")
    pulse.repeatDuration = 3
    // pulse.timing.repeatDuration == 3
    XCTAssertEqual(pulse.timing.repeatDuration, 3)
  }

  // Example: TimedAnimation.autoreverses
  func testTimedAnimationAutoreversesExample() throws {
    var pulse = BasicAnimation(keyPath: "transform.scale")
    pulse.autoreverses = true
    // pulse.timing.autoreverses == true
    XCTAssertEqual(pulse.timing.autoreverses, true)
  }

  // Example: TimedAnimation.fillMode
  func testTimedAnimationFillModeExample() throws {
    var slide = BasicAnimation(keyPath: "position")
    slide.fillMode = .both
    // slide.timing.fillMode == .both
    XCTAssertEqual(slide.timing.fillMode, .both)
  }

  // Example: BasicAnimation
  func testBasicAnimationExample() throws {
    let card = Layer()
    card.position = Point2D(x: 0, y: 0)
    var slide = BasicAnimation(keyPath: "position.x")
    slide.fromValue = .number(0)
    slide.toValue = .number(100)
    slide.duration = 1
    try card.add(slide, forKey: "slide", at: 10)  // starts at 10 s
    // card.presentationValue(forKeyPath: "position.x", at: 10.5) == .number(50)
    XCTAssertEqual(card.presentationValue(forKeyPath: "position.x", at: 10.5), .number(50))
  }

  // Example: BasicAnimation.keyPath
  func testBasicAnimationKeyPathExample() throws {
    var slide = BasicAnimation(keyPath: "position")
    slide.keyPath = "position.y"
    // slide.keyPath == "position.y"
    XCTAssertEqual(slide.keyPath, "position.y")
  }

  // Example: BasicAnimation.fromValue
  func testBasicAnimationFromValueExample() throws {
    var grow = BasicAnimation(keyPath: "bounds.size")
    grow.fromValue = .size(Size2D(width: 10, height: 10))
    // grow.fromValue == .size(Size2D(width: 10, height: 10))
    XCTAssertEqual(grow.fromValue, .size(Size2D(width: 10, height: 10)))
  }

  // Example: BasicAnimation.toValue
  func testBasicAnimationToValueExample() throws {
    var grow = BasicAnimation(keyPath: "bounds.size")
    grow.toValue = .size(Size2D(width: 50, height: 50))
    // grow.toValue == .size(Size2D(width: 50, height: 50))
    XCTAssertEqual(grow.toValue, .size(Size2D(width: 50, height: 50)))
  }

  // Example: BasicAnimation.byValue
  func testBasicAnimationByValueExample() throws {
    var nudge = BasicAnimation(keyPath: "position.y")
    nudge.byValue = .number(-10)
    // nudge.byValue == .number(-10)
    XCTAssertEqual(nudge.byValue, .number(-10))
  }

  // Example: BasicAnimation.isAdditive
  func testBasicAnimationIsAdditiveExample() throws {
    var shake = BasicAnimation(keyPath: "position.x")
    shake.isAdditive = true
    // shake.isAdditive == true
    XCTAssertEqual(shake.isAdditive, true)
  }

  // Example: BasicAnimation.isCumulative
  func testBasicAnimationIsCumulativeExample() throws {
    var step = BasicAnimation(keyPath: "position.x")
    step.isCumulative = true
    // step.isCumulative == true
    XCTAssertEqual(step.isCumulative, true)
  }

  // Example: BasicAnimation.timingFunction
  func testBasicAnimationTimingFunctionExample() throws {
    var slide = BasicAnimation(keyPath: "position")
    slide.timingFunction = .easeInEaseOut
    // slide.timingFunction == .easeInEaseOut
    XCTAssertEqual(slide.timingFunction, .easeInEaseOut)
  }

  // Example: BasicAnimation.valueFunction
  func testBasicAnimationValueFunctionExample() throws {
    var spin = BasicAnimation(keyPath: "transform")
    spin.valueFunction = .rotateZ
    spin.toValue = .number(2 * .pi)
    // spin.valueFunction == .rotateZ
    XCTAssertEqual(spin.valueFunction, .rotateZ)
  }

  // Example: BasicAnimation.timing
  func testBasicAnimationTimingExample() throws {
    var slide = BasicAnimation(keyPath: "position")
    slide.timing.duration = 2
    // slide.duration == 2
    XCTAssertEqual(slide.duration, 2)
  }

  // Example: BasicAnimation.isRemovedOnCompletion
  func testBasicAnimationIsRemovedOnCompletionExample() throws {
    var slide = BasicAnimation(keyPath: "position")
    slide.fillMode = .forwards
    slide.isRemovedOnCompletion = false  // holds the end value once finished
    // slide.isRemovedOnCompletion == false
    XCTAssertEqual(slide.isRemovedOnCompletion, false)
  }

  // Example: BasicAnimation.init(keyPath:)
  func testBasicAnimationInitKeyPathExample() throws {
    let fade = BasicAnimation(keyPath: "zPosition")
    // fade.keyPath == "zPosition" and fade.fromValue == nil
    XCTAssertEqual(fade.keyPath, "zPosition")
    XCTAssertNil(fade.fromValue)
  }

  // Example: SpringAnimation
  func testSpringAnimationExample() throws {
    var bounce = SpringAnimation(keyPath: "position.y")
    bounce.fromValue = .number(0)
    bounce.toValue = .number(100)
    bounce.duration = bounce.settlingDuration
    // bounce.mass == 1, bounce.stiffness == 100, bounce.damping == 10: it overshoots, then settles
    XCTAssertEqual(bounce.mass, 1)
    XCTAssertEqual(bounce.stiffness, 100)
    XCTAssertEqual(bounce.damping, 10)
    let layer = Layer()
    try layer.add(bounce, forKey: "bounce")
    guard case .number(let peak) = layer.presentationValue(forKeyPath: "position.y", at: 0.3)
    else { return XCTFail("not a number") }
    XCTAssertGreaterThan(peak, 100)
    guard case .number(let end) = layer.presentationValue(forKeyPath: "position.y", at: 1.4)
    else { return XCTFail("not a number") }
    XCTAssertEqual(end, 100, accuracy: 0.1)
  }

  // Example: SpringAnimation.mass
  func testSpringAnimationMassExample() throws {
    var bounce = SpringAnimation(keyPath: "position")
    bounce.mass = 2
    // bounce.mass == 2
    XCTAssertEqual(bounce.mass, 2)
  }

  // Example: SpringAnimation.stiffness
  func testSpringAnimationStiffnessExample() throws {
    var bounce = SpringAnimation(keyPath: "position")
    bounce.stiffness = 300
    // bounce.stiffness == 300
    XCTAssertEqual(bounce.stiffness, 300)
  }

  // Example: SpringAnimation.damping
  func testSpringAnimationDampingExample() throws {
    var settle = SpringAnimation(keyPath: "position")
    settle.damping = 20  // critically damped with the default mass and stiffness
    // settle.damping == 20
    XCTAssertEqual(settle.damping, 20)
  }

  // Example: SpringAnimation.initialVelocity
  func testSpringAnimationInitialVelocityExample() throws {
    var flick = SpringAnimation(keyPath: "position")
    flick.initialVelocity = 5
    // flick.initialVelocity == 5
    XCTAssertEqual(flick.initialVelocity, 5)
  }

  // Example: SpringAnimation.init(keyPath:)
  func testSpringAnimationInitKeyPathExample() throws {
    let bounce = SpringAnimation(keyPath: "position")
    // bounce.keyPath == "position" and bounce.damping == 10
    XCTAssertEqual(bounce.keyPath, "position")
    XCTAssertEqual(bounce.damping, 10)
  }

  // Example: SpringAnimation.keyPath
  func testSpringAnimationKeyPathExample() throws {
    var bounce = SpringAnimation(keyPath: "position")
    bounce.keyPath = "position.x"
    // bounce.keyPath == "position.x"
    XCTAssertEqual(bounce.keyPath, "position.x")
  }

  // Example: SpringAnimation.fromValue
  func testSpringAnimationFromValueExample() throws {
    var bounce = SpringAnimation(keyPath: "position.x")
    bounce.fromValue = .number(0)
    // bounce.fromValue == .number(0)
    XCTAssertEqual(bounce.fromValue, .number(0))
  }

  // Example: SpringAnimation.toValue
  func testSpringAnimationToValueExample() throws {
    var bounce = SpringAnimation(keyPath: "position.x")
    bounce.toValue = .number(100)
    // bounce.toValue == .number(100)
    XCTAssertEqual(bounce.toValue, .number(100))
  }

  // Example: SpringAnimation.byValue
  func testSpringAnimationByValueExample() throws {
    var bounce = SpringAnimation(keyPath: "position.x")
    bounce.byValue = .number(50)
    // bounce.byValue == .number(50)
    XCTAssertEqual(bounce.byValue, .number(50))
  }

  // Example: SpringAnimation.isAdditive
  func testSpringAnimationIsAdditiveExample() throws {
    var bounce = SpringAnimation(keyPath: "position.x")
    bounce.isAdditive = true
    // bounce.isAdditive == true
    XCTAssertEqual(bounce.isAdditive, true)
  }

  // Example: SpringAnimation.isCumulative
  func testSpringAnimationIsCumulativeExample() throws {
    var bounce = SpringAnimation(keyPath: "position.x")
    bounce.isCumulative = true
    // bounce.isCumulative == true
    XCTAssertEqual(bounce.isCumulative, true)
  }

  // Example: SpringAnimation.timingFunction
  func testSpringAnimationTimingFunctionExample() throws {
    var bounce = SpringAnimation(keyPath: "position.x")
    bounce.timingFunction = .linear
    // bounce.timingFunction == .linear
    XCTAssertEqual(bounce.timingFunction, .linear)
  }

  // Example: SpringAnimation.valueFunction
  func testSpringAnimationValueFunctionExample() throws {
    var wobble = SpringAnimation(keyPath: "transform")
    wobble.valueFunction = .rotateZ
    // wobble.valueFunction == .rotateZ
    XCTAssertEqual(wobble.valueFunction, .rotateZ)
  }

  // Example: SpringAnimation.timing
  func testSpringAnimationTimingExample() throws {
    var bounce = SpringAnimation(keyPath: "position.x")
    bounce.timing.duration = 1.5
    // bounce.duration == 1.5
    XCTAssertEqual(bounce.duration, 1.5)
  }

  // Example: SpringAnimation.isRemovedOnCompletion
  func testSpringAnimationIsRemovedOnCompletionExample() throws {
    var bounce = SpringAnimation(keyPath: "position.x")
    bounce.isRemovedOnCompletion = false
    // bounce.isRemovedOnCompletion == false
    XCTAssertEqual(bounce.isRemovedOnCompletion, false)
  }

  // Example: SpringAnimation.settlingDuration
  func testSpringAnimationSettlingDurationExample() throws {
    let bounce = SpringAnimation(keyPath: "position")
    // bounce.settlingDuration ≈ 1.41 (ζ = 0.5, ω₀ = 10)
    XCTAssertEqual(bounce.settlingDuration, 1.41, accuracy: 0.005)
  }

  // Example: LayerAnimation
  func testLayerAnimationExample() throws {
    let layer = Layer()
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(100)
    try layer.add(slide, forKey: "slide")
    // layer.animation(forKey: "slide") == .basic(slide)
    XCTAssertEqual(layer.animation(forKey: "slide"), .basic(slide))
  }

  // Example: LayerAnimation.basic(_:)
  func testLayerAnimationBasicExample() throws {
    let animation = LayerAnimation.basic(BasicAnimation(keyPath: "position"))
    // animation.keyPath == "position"
    XCTAssertEqual(animation.keyPath, "position")
  }

  // Example: LayerAnimation.spring(_:)
  func testLayerAnimationSpringExample() throws {
    let animation = LayerAnimation.spring(SpringAnimation(keyPath: "bounds.size"))
    // animation.keyPath == "bounds.size"
    XCTAssertEqual(animation.keyPath, "bounds.size")
  }

  // Example: LayerAnimation.keyPath
  func testLayerAnimationKeyPathExample() throws {
    // LayerAnimation.spring(SpringAnimation(keyPath: "zPosition")).keyPath == "zPosition"
    XCTAssertEqual(
      LayerAnimation.spring(SpringAnimation(keyPath: "zPosition")).keyPath, "zPosition")
  }

  // Example: LayerAnimation.timing
  func testLayerAnimationTimingExample() throws {
    var slide = BasicAnimation(keyPath: "position")
    slide.duration = 2
    // LayerAnimation.basic(slide).timing.duration == 2
    XCTAssertEqual(LayerAnimation.basic(slide).timing.duration, 2)
  }

  // Example: Layer.add(_:forKey:) (BasicAnimation)
  func testLayerAddForKeyBasicExample() throws {
    let layer = Layer()
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(100)
    try layer.add(slide, forKey: "slide")
    // layer.animationKeys() == ["slide"]
    XCTAssertEqual(layer.animationKeys(), ["slide"])
  }

  // Example: Layer.add(_:forKey:) (SpringAnimation)
  func testLayerAddForKeySpringExample() throws {
    let layer = Layer()
    var bounce = SpringAnimation(keyPath: "position.y")
    bounce.toValue = .number(100)
    try layer.add(bounce, forKey: "bounce")
    // layer.animation(forKey: "bounce") == .spring(bounce)
    XCTAssertEqual(layer.animation(forKey: "bounce"), .spring(bounce))
  }

  // Example: Layer.add(_:forKey:at:) (BasicAnimation)
  func testLayerAddForKeyAtBasicExample() throws {
    let layer = Layer()
    var slide = BasicAnimation(keyPath: "position.x")
    slide.fromValue = .number(0)
    slide.toValue = .number(100)
    slide.duration = 1
    try layer.add(slide, forKey: "slide", at: 50)
    // layer.presentationValue(forKeyPath: "position.x", at: 50.25) == .number(25)
    XCTAssertEqual(layer.presentationValue(forKeyPath: "position.x", at: 50.25), .number(25))
  }

  // Example: Layer.add(_:forKey:at:) (SpringAnimation)
  func testLayerAddForKeyAtSpringExample() throws {
    let layer = Layer()
    var bounce = SpringAnimation(keyPath: "position.y")
    bounce.toValue = .number(100)
    try layer.add(bounce, forKey: "bounce", at: 3)
    // layer.animation(forKey: "bounce")?.timing.beginTime == 3
    XCTAssertEqual(layer.animation(forKey: "bounce")?.timing.beginTime, 3)
  }

  // Example: Layer.animation(forKey:)
  func testLayerAnimationForKeyExample() throws {
    let layer = Layer()
    // layer.animation(forKey: "slide") == nil
    XCTAssertNil(layer.animation(forKey: "slide"))
  }

  // Example: Layer.removeAnimation(forKey:)
  func testLayerRemoveAnimationForKeyExample() throws {
    let layer = Layer()
    try layer.add(BasicAnimation(keyPath: "position"), forKey: "slide")
    layer.removeAnimation(forKey: "slide")
    // layer.animationKeys() == []
    XCTAssertEqual(layer.animationKeys(), [])
  }

  // Example: Layer.removeAllAnimations()
  func testLayerRemoveAllAnimationsExample() throws {
    let layer = Layer()
    try layer.add(BasicAnimation(keyPath: "position"), forKey: "slide")
    try layer.add(BasicAnimation(keyPath: "zPosition"), forKey: "lift")
    layer.removeAllAnimations()
    // layer.animationKeys() == []
    XCTAssertEqual(layer.animationKeys(), [])
  }

  // Example: Layer.animationKeys()
  func testLayerAnimationKeysExample() throws {
    let layer = Layer()
    try layer.add(BasicAnimation(keyPath: "position"), forKey: "slide")
    try layer.add(BasicAnimation(keyPath: "zPosition"), forKey: "lift")
    // layer.animationKeys() == ["slide", "lift"]
    XCTAssertEqual(layer.animationKeys(), ["slide", "lift"])
  }

  // Example: Layer.presentationValue(forKeyPath:at:)
  func testLayerPresentationValueForKeyPathAtExample() throws {
    let layer = Layer()
    layer.position = Point2D(x: 10, y: 10)
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(110)
    slide.duration = 2
    try layer.add(slide, forKey: "slide")  // from the model's 10, starting at 0
    // layer.presentationValue(forKeyPath: "position", at: 1) == .point(Point2D(x: 60, y: 10))
    XCTAssertEqual(
      layer.presentationValue(forKeyPath: "position", at: 1), .point(Point2D(x: 60, y: 10)))
    // layer.presentationValue(forKeyPath: "position", at: 2) == .point(Point2D(x: 10, y: 10))
    XCTAssertEqual(
      layer.presentationValue(forKeyPath: "position", at: 2), .point(Point2D(x: 10, y: 10)))
  }

  // Example: Layer.presentation(at:)
  func testLayerPresentationAtExample() throws {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let card = Layer()
    card.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.addSublayer(card)
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(250)
    slide.duration = 1
    try card.add(slide, forKey: "slide")
    let seen = root.presentation(at: 0.5)  // the card halfway, at x = 100…200
    // seen.hitTest(Point2D(x: 150, y: 50))?.modelLayer === card
    XCTAssertTrue(seen.hitTest(Point2D(x: 150, y: 50))?.modelLayer === card)
    // root.hitTest(Point2D(x: 150, y: 50)) === root   (the model card is at 0…100)
    XCTAssertTrue(root.hitTest(Point2D(x: 150, y: 50)) === root)
  }

  // Example: Layer.modelLayer
  func testLayerModelLayerExample() throws {
    let layer = Layer()
    // layer.modelLayer === layer
    XCTAssertTrue(layer.modelLayer === layer)
    // layer.presentation(at: 0).modelLayer === layer
    XCTAssertTrue(layer.presentation(at: 0).modelLayer === layer)
  }

  // Example: LayerSnapshot.init(of:at:)
  func testLayerSnapshotInitOfAtExample() throws {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let card = Layer()
    card.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.addSublayer(card)
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(250)
    slide.duration = 1
    try card.add(slide, forKey: "slide")
    let seen = LayerSnapshot(of: root, at: 0.5)
    // seen[1].boundingBox == Rect2D(x: 100, y: 0, width: 100, height: 100)
    XCTAssertEqual(seen[1].boundingBox, Rect2D(x: 100, y: 0, width: 100, height: 100))
  }

  // Example: KeyframeAnimation
  func testKeyframeAnimationExample() throws {
    let layer = Layer()
    var hop = KeyframeAnimation(keyPath: "position.y")
    hop.values = [.number(0), .number(-40), .number(0)]
    hop.duration = 1
    try layer.add(hop, forKey: "hop")
    // layer.presentationValue(forKeyPath: "position.y", at: 0.25) == .number(-20)
    XCTAssertEqual(layer.presentationValue(forKeyPath: "position.y", at: 0.25), .number(-20))
  }

  // Example: KeyframeAnimation.CalculationMode
  func testKeyframeAnimationCalculationModeExample() throws {
    // KeyframeAnimation.CalculationMode(rawValue: "cubicPaced") == .cubicPaced
    XCTAssertEqual(KeyframeAnimation.CalculationMode(rawValue: "cubicPaced"), .cubicPaced)
  }

  // Example: KeyframeAnimation.CalculationMode.linear
  func testKeyframeAnimationCalculationModeLinearExample() throws {
    // KeyframeAnimation(keyPath: "position").calculationMode == .linear
    XCTAssertEqual(KeyframeAnimation(keyPath: "position").calculationMode, .linear)
  }

  // Example: KeyframeAnimation.CalculationMode.discrete
  func testKeyframeAnimationCalculationModeDiscreteExample() throws {
    // KeyframeAnimation.CalculationMode.discrete.rawValue == "discrete"
    XCTAssertEqual(KeyframeAnimation.CalculationMode.discrete.rawValue, "discrete")
  }

  // Example: KeyframeAnimation.CalculationMode.paced
  func testKeyframeAnimationCalculationModePacedExample() throws {
    // KeyframeAnimation.CalculationMode.paced.rawValue == "paced"
    XCTAssertEqual(KeyframeAnimation.CalculationMode.paced.rawValue, "paced")
  }

  // Example: KeyframeAnimation.CalculationMode.cubic
  func testKeyframeAnimationCalculationModeCubicExample() throws {
    // KeyframeAnimation.CalculationMode.cubic.rawValue == "cubic"
    XCTAssertEqual(KeyframeAnimation.CalculationMode.cubic.rawValue, "cubic")
  }

  // Example: KeyframeAnimation.CalculationMode.cubicPaced
  func testKeyframeAnimationCalculationModeCubicPacedExample() throws {
    // KeyframeAnimation.CalculationMode.cubicPaced.rawValue == "cubicPaced"
    XCTAssertEqual(KeyframeAnimation.CalculationMode.cubicPaced.rawValue, "cubicPaced")
  }

  // Example: KeyframeAnimation.CalculationMode.init(rawValue:)
  func testKeyframeAnimationCalculationModeInitRawValueExample() throws {
    let mode = KeyframeAnimation.CalculationMode(rawValue: "discrete")
    // mode == .discrete, KeyframeAnimation.CalculationMode(rawValue: "spline") == nil
    XCTAssertEqual(mode, .discrete)
    XCTAssertNil(KeyframeAnimation.CalculationMode(rawValue: "spline"))
  }

  // Example: KeyframeAnimation.keyPath
  func testKeyframeAnimationKeyPathExample() throws {
    var hop = KeyframeAnimation(keyPath: "position")
    hop.keyPath = "position.y"
    // hop.keyPath == "position.y"
    XCTAssertEqual(hop.keyPath, "position.y")
  }

  // Example: KeyframeAnimation.values
  func testKeyframeAnimationValuesExample() throws {
    var blink = KeyframeAnimation(keyPath: "zPosition")
    blink.values = [.number(0), .number(5), .number(0)]
    // blink.values.count == 3
    XCTAssertEqual(blink.values.count, 3)
  }

  // Example: KeyframeAnimation.keyTimes
  func testKeyframeAnimationKeyTimesExample() throws {
    var hop = KeyframeAnimation(keyPath: "position.y")
    hop.values = [.number(0), .number(-40), .number(0)]
    hop.keyTimes = [0, 0.2, 1]  // up fast, down slowly
    // hop.keyTimes?.count == 3
    XCTAssertEqual(hop.keyTimes?.count, 3)
  }

  // Example: KeyframeAnimation.timingFunctions
  func testKeyframeAnimationTimingFunctionsExample() throws {
    var hop = KeyframeAnimation(keyPath: "position.y")
    hop.values = [.number(0), .number(-40), .number(0)]
    hop.timingFunctions = [.easeOut, .easeIn]  // slowing at the top
    // hop.timingFunctions?.count == 2
    XCTAssertEqual(hop.timingFunctions?.count, 2)
  }

  // Example: KeyframeAnimation.calculationMode
  func testKeyframeAnimationCalculationModePropertyExample() throws {
    var path = KeyframeAnimation(keyPath: "position")
    path.calculationMode = .cubic
    // path.calculationMode == .cubic
    XCTAssertEqual(path.calculationMode, .cubic)
  }

  // Example: KeyframeAnimation.tensionValues
  func testKeyframeAnimationTensionValuesExample() throws {
    var path = KeyframeAnimation(keyPath: "position")
    path.tensionValues = [1, 1, 1]
    // path.tensionValues == [1, 1, 1]
    XCTAssertEqual(path.tensionValues, [1, 1, 1])
  }

  // Example: KeyframeAnimation.continuityValues
  func testKeyframeAnimationContinuityValuesExample() throws {
    var path = KeyframeAnimation(keyPath: "position")
    path.continuityValues = [0, -1, 0]
    // path.continuityValues == [0, -1, 0]
    XCTAssertEqual(path.continuityValues, [0, -1, 0])
  }

  // Example: KeyframeAnimation.biasValues
  func testKeyframeAnimationBiasValuesExample() throws {
    var path = KeyframeAnimation(keyPath: "position")
    path.biasValues = [0, 0.5, 0]
    // path.biasValues == [0, 0.5, 0]
    XCTAssertEqual(path.biasValues, [0, 0.5, 0])
  }

  // Example: KeyframeAnimation.isAdditive
  func testKeyframeAnimationIsAdditiveExample() throws {
    var shake = KeyframeAnimation(keyPath: "position.x")
    shake.isAdditive = true
    // shake.isAdditive == true
    XCTAssertEqual(shake.isAdditive, true)
  }

  // Example: KeyframeAnimation.isCumulative
  func testKeyframeAnimationIsCumulativeExample() throws {
    var stairs = KeyframeAnimation(keyPath: "position.y")
    stairs.isCumulative = true
    // stairs.isCumulative == true
    XCTAssertEqual(stairs.isCumulative, true)
  }

  // Example: KeyframeAnimation.timingFunction
  func testKeyframeAnimationTimingFunctionExample() throws {
    var hop = KeyframeAnimation(keyPath: "position.y")
    hop.timingFunction = .easeIn
    // hop.timingFunction == .easeIn
    XCTAssertEqual(hop.timingFunction, .easeIn)
  }

  // Example: KeyframeAnimation.valueFunction
  func testKeyframeAnimationValueFunctionExample() throws {
    var wobble = KeyframeAnimation(keyPath: "transform")
    wobble.valueFunction = .rotateZ
    wobble.values = [.number(0), .number(0.2), .number(-0.2), .number(0)]
    // wobble.valueFunction == .rotateZ
    XCTAssertEqual(wobble.valueFunction, .rotateZ)
  }

  // Example: KeyframeAnimation.timing
  func testKeyframeAnimationTimingExample() throws {
    var hop = KeyframeAnimation(keyPath: "position.y")
    hop.timing.duration = 2
    // hop.duration == 2
    XCTAssertEqual(hop.duration, 2)
  }

  // Example: KeyframeAnimation.isRemovedOnCompletion
  func testKeyframeAnimationIsRemovedOnCompletionExample() throws {
    var hop = KeyframeAnimation(keyPath: "position.y")
    hop.isRemovedOnCompletion = false
    // hop.isRemovedOnCompletion == false
    XCTAssertEqual(hop.isRemovedOnCompletion, false)
  }

  // Example: KeyframeAnimation.init(keyPath:)
  func testKeyframeAnimationInitKeyPathExample() throws {
    let hop = KeyframeAnimation(keyPath: "position.y")
    // hop.values == [] and hop.calculationMode == .linear
    XCTAssertEqual(hop.values, [])
    XCTAssertEqual(hop.calculationMode, .linear)
  }

  // Example: AnimationError.invalidKeyframes(keyPath:problem:)
  func testAnimationErrorInvalidKeyframesKeyPathProblemExample() throws {
    let error = AnimationError.invalidKeyframes(keyPath: "position", problem: "there are no values")
    // error.description == "the keyframes of 'position': there are no values"
    XCTAssertEqual(error.description, "the keyframes of 'position': there are no values")
  }

  // Example: LayerAnimation.keyframe(_:)
  func testLayerAnimationKeyframeExample() throws {
    let animation = LayerAnimation.keyframe(KeyframeAnimation(keyPath: "position.y"))
    // animation.keyPath == "position.y"
    XCTAssertEqual(animation.keyPath, "position.y")
  }

  // Example: Layer.add(_:forKey:) (KeyframeAnimation)
  func testLayerAddForKeyKeyframeExample() throws {
    let layer = Layer()
    var hop = KeyframeAnimation(keyPath: "position.y")
    hop.values = [.number(0), .number(-40), .number(0)]
    try layer.add(hop, forKey: "hop")
    // layer.animation(forKey: "hop") == .keyframe(hop)
    XCTAssertEqual(layer.animation(forKey: "hop"), .keyframe(hop))
  }

  // Example: Layer.add(_:forKey:at:) (KeyframeAnimation)
  func testLayerAddForKeyAtKeyframeExample() throws {
    let layer = Layer()
    var hop = KeyframeAnimation(keyPath: "position.y")
    hop.values = [.number(0), .number(-40), .number(0)]
    try layer.add(hop, forKey: "hop", at: 8)
    // layer.animation(forKey: "hop")?.timing.beginTime == 8
    XCTAssertEqual(layer.animation(forKey: "hop")?.timing.beginTime, 8)
  }

  // Example: AnimationGroup
  func testAnimationGroupExample() throws {
    let card = Layer()
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(100)
    slide.duration = 1
    var lift = BasicAnimation(keyPath: "zPosition")
    lift.toValue = .number(10)
    lift.beginTime = 0.5  // in the group's time
    lift.duration = 1
    var group = AnimationGroup()
    group.animations = [.basic(slide), .basic(lift)]
    group.duration = 1  // cuts lift off halfway
    try card.add(group, forKey: "group")
    // card.presentationValue(forKeyPath: "zPosition", at: 0.75) == .number(2.5)
    XCTAssertEqual(card.presentationValue(forKeyPath: "zPosition", at: 0.75), .number(2.5))
  }

  // Example: AnimationGroup.animations
  func testAnimationGroupAnimationsExample() throws {
    var group = AnimationGroup()
    group.animations = [.basic(BasicAnimation(keyPath: "position"))]
    // group.animations.count == 1
    XCTAssertEqual(group.animations.count, 1)
  }

  // Example: AnimationGroup.timingFunction
  func testAnimationGroupTimingFunctionExample() throws {
    var group = AnimationGroup()
    group.timingFunction = .easeInEaseOut
    // group.timingFunction == .easeInEaseOut
    XCTAssertEqual(group.timingFunction, .easeInEaseOut)
  }

  // Example: AnimationGroup.timing
  func testAnimationGroupTimingExample() throws {
    var group = AnimationGroup()
    group.timing.duration = 2
    // group.duration == 2
    XCTAssertEqual(group.duration, 2)
  }

  // Example: AnimationGroup.isRemovedOnCompletion
  func testAnimationGroupIsRemovedOnCompletionExample() throws {
    var group = AnimationGroup()
    group.isRemovedOnCompletion = false
    // group.isRemovedOnCompletion == false
    XCTAssertEqual(group.isRemovedOnCompletion, false)
  }

  // Example: AnimationGroup.init()
  func testAnimationGroupInitExample() throws {
    let group = AnimationGroup()
    // group.animations == [] and group.duration == 0
    XCTAssertEqual(group.animations, [])
    XCTAssertEqual(group.duration, 0)
  }

  // Example: AnimationError.groupsNestedTooDeeply(levels:)
  func testAnimationErrorGroupsNestedTooDeeplyLevelsExample() throws {
    let error = AnimationError.groupsNestedTooDeeply(levels: 32)
    // error.description == "groups are nested more than 32 levels deep"
    XCTAssertEqual(error.description, "groups are nested more than 32 levels deep")
  }

  // Example: LayerAnimation.group(_:)
  func testLayerAnimationGroupExample() throws {
    let animation = LayerAnimation.group(AnimationGroup())
    // animation.keyPath == ""     (a group names no key path of its own)
    XCTAssertEqual(animation.keyPath, "")
  }

  // Example: Layer.add(_:forKey:) (AnimationGroup)
  func testLayerAddForKeyGroupExample() throws {
    let layer = Layer()
    var group = AnimationGroup()
    group.animations = [.basic(BasicAnimation(keyPath: "position"))]
    try layer.add(group, forKey: "group")
    // layer.animation(forKey: "group") == .group(group)
    XCTAssertEqual(layer.animation(forKey: "group"), .group(group))
  }

  // Example: Layer.add(_:forKey:at:) (AnimationGroup)
  func testLayerAddForKeyAtGroupExample() throws {
    let layer = Layer()
    try layer.add(AnimationGroup(), forKey: "group", at: 4)
    // layer.animation(forKey: "group")?.timing.beginTime == 4
    XCTAssertEqual(layer.animation(forKey: "group")?.timing.beginTime, 4)
  }

  // Example: Layer.hasRunningAnimations(at:)
  func testLayerHasRunningAnimationsAtExample() throws {
    let layer = Layer()
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(100)
    slide.duration = 1
    try layer.add(slide, forKey: "slide", at: 10)
    // layer.hasRunningAnimations(at: 10.5) == true
    XCTAssertTrue(layer.hasRunningAnimations(at: 10.5))
    // layer.hasRunningAnimations(at: 11) == false
    XCTAssertFalse(layer.hasRunningAnimations(at: 11))
  }

  // Example: Layer.removeFinishedAnimations(at:)
  func testLayerRemoveFinishedAnimationsAtExample() throws {
    let layer = Layer()
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(100)
    slide.duration = 1
    try layer.add(slide, forKey: "slide", at: 10)
    XCTAssertEqual(layer.removeFinishedAnimations(at: 10.5), 0)  // 0: still running
    XCTAssertEqual(layer.removeFinishedAnimations(at: 11), 1)  // 1
    // layer.animationKeys() == []
    XCTAssertEqual(layer.animationKeys(), [])
  }

  // Example: Path2D
  func testPath2DExample() throws {
    var path = Path2D()
    path.move(to: Point2D(x: 0, y: 0))
    path.addLine(to: Point2D(x: 100, y: 0))
    path.addCurve(
      to: Point2D(x: 100, y: 100), control1: Point2D(x: 150, y: 0),
      control2: Point2D(x: 150, y: 100))
    // path.elements.count == 3
    XCTAssertEqual(path.elements.count, 3)
  }

  // Example: Path2D.Element
  func testPath2DElementExample() throws {
    let element = Path2D.Element.line(to: Point2D(x: 10, y: 0))
    // element == .line(to: Point2D(x: 10, y: 0))
    XCTAssertEqual(element, .line(to: Point2D(x: 10, y: 0)))
  }

  // Example: Path2D.Element.move(to:)
  func testPath2DElementMoveToExample() throws {
    // Path2D.Element.move(to: .zero) != .line(to: .zero)
    XCTAssertNotEqual(Path2D.Element.move(to: .zero), .line(to: .zero))
  }

  // Example: Path2D.Element.line(to:)
  func testPath2DElementLineToExample() throws {
    let line = Path2D.Element.line(to: Point2D(x: 5, y: 5))
    // line == .line(to: Point2D(x: 5, y: 5))
    XCTAssertEqual(line, .line(to: Point2D(x: 5, y: 5)))
  }

  // Example: Path2D.Element.quadCurve(to:control:)
  func testPath2DElementQuadCurveToControlExample() throws {
    let arc = Path2D.Element.quadCurve(to: Point2D(x: 10, y: 0), control: Point2D(x: 5, y: 5))
    // arc != .line(to: Point2D(x: 10, y: 0))
    XCTAssertNotEqual(arc, .line(to: Point2D(x: 10, y: 0)))
  }

  // Example: Path2D.Element.curve(to:control1:control2:)
  func testPath2DElementCurveToControl1Control2Example() throws {
    let s = Path2D.Element.curve(
      to: Point2D(x: 10, y: 0), control1: Point2D(x: 3, y: 5), control2: Point2D(x: 7, y: -5))
    // s != .line(to: Point2D(x: 10, y: 0))
    XCTAssertNotEqual(s, .line(to: Point2D(x: 10, y: 0)))
  }

  // Example: Path2D.Element.close
  func testPath2DElementCloseExample() throws {
    // Path2D.Element.close == .close
    XCTAssertEqual(Path2D.Element.close, .close)
  }

  // Example: Path2D.elements
  func testPath2DElementsExample() throws {
    var path = Path2D()
    path.addLine(to: Point2D(x: 1, y: 1))
    // path.elements == [.line(to: Point2D(x: 1, y: 1))]
    XCTAssertEqual(path.elements, [.line(to: Point2D(x: 1, y: 1))])
  }

  // Example: Path2D.init()
  func testPath2DInitExample() throws {
    let path = Path2D()
    // path.elements == []
    XCTAssertEqual(path.elements, [])
  }

  // Example: Path2D.move(to:)
  func testPath2DMoveToExample() throws {
    var path = Path2D()
    path.move(to: Point2D(x: 10, y: 10))
    // path.elements == [.move(to: Point2D(x: 10, y: 10))]
    XCTAssertEqual(path.elements, [.move(to: Point2D(x: 10, y: 10))])
  }

  // Example: Path2D.addLine(to:)
  func testPath2DAddLineToExample() throws {
    var path = Path2D()
    path.addLine(to: Point2D(x: 10, y: 0))
    // path.elements.last == .line(to: Point2D(x: 10, y: 0))
    XCTAssertEqual(path.elements.last, .line(to: Point2D(x: 10, y: 0)))
  }

  // Example: Path2D.addQuadCurve(to:control:)
  func testPath2DAddQuadCurveToControlExample() throws {
    var path = Path2D()
    path.addQuadCurve(to: Point2D(x: 10, y: 0), control: Point2D(x: 5, y: 10))
    // path.elements.count == 1
    XCTAssertEqual(path.elements.count, 1)
  }

  // Example: Path2D.addCurve(to:control1:control2:)
  func testPath2DAddCurveToControl1Control2Example() throws {
    var path = Path2D()
    path.addCurve(
      to: Point2D(x: 10, y: 0), control1: Point2D(x: 0, y: 10), control2: Point2D(x: 10, y: 10))
    // path.elements.count == 1
    XCTAssertEqual(path.elements.count, 1)
  }

  // Example: Path2D.closeSubpath()
  func testPath2DCloseSubpathExample() throws {
    var path = Path2D()
    path.addLine(to: Point2D(x: 10, y: 0))
    path.closeSubpath()
    // path.elements.last == .close
    XCTAssertEqual(path.elements.last, .close)
  }

  // Example: KeyframeAnimation.path
  func testKeyframeAnimationPathExample() throws {
    var arc = KeyframeAnimation(keyPath: "position")
    var path = Path2D()
    path.move(to: Point2D(x: 0, y: 0))
    path.addQuadCurve(to: Point2D(x: 100, y: 0), control: Point2D(x: 50, y: -50))
    arc.path = path
    // arc.path?.elements.count == 2
    XCTAssertEqual(arc.path?.elements.count, 2)
  }

  // Example: KeyframeAnimation.RotationMode
  func testKeyframeAnimationRotationModeExample() throws {
    // KeyframeAnimation.RotationMode(rawValue: "autoReverse") == .autoReverse
    XCTAssertEqual(KeyframeAnimation.RotationMode(rawValue: "autoReverse"), .autoReverse)
  }

  // Example: KeyframeAnimation.RotationMode.none
  func testKeyframeAnimationRotationModeNoneExample() throws {
    // KeyframeAnimation(keyPath: "position").rotationMode == .none
    XCTAssertEqual(KeyframeAnimation(keyPath: "position").rotationMode, .none)
  }

  // Example: KeyframeAnimation.RotationMode.auto
  func testKeyframeAnimationRotationModeAutoExample() throws {
    // KeyframeAnimation.RotationMode.auto.rawValue == "auto"
    XCTAssertEqual(KeyframeAnimation.RotationMode.auto.rawValue, "auto")
  }

  // Example: KeyframeAnimation.RotationMode.autoReverse
  func testKeyframeAnimationRotationModeAutoReverseExample() throws {
    // KeyframeAnimation.RotationMode.autoReverse.rawValue == "autoReverse"
    XCTAssertEqual(KeyframeAnimation.RotationMode.autoReverse.rawValue, "autoReverse")
  }

  // Example: KeyframeAnimation.RotationMode.init(rawValue:)
  func testKeyframeAnimationRotationModeInitRawValueExample() throws {
    let mode = KeyframeAnimation.RotationMode(rawValue: "auto")
    // mode == .auto, KeyframeAnimation.RotationMode(rawValue: "spin") == nil
    XCTAssertEqual(mode, .auto)
    XCTAssertNil(KeyframeAnimation.RotationMode(rawValue: "spin"))
  }

  // Example: KeyframeAnimation.rotationMode
  func testKeyframeAnimationRotationModePropertyExample() throws {
    var orbit = KeyframeAnimation(keyPath: "position")
    orbit.rotationMode = .auto
    // orbit.rotationMode == .auto
    XCTAssertEqual(orbit.rotationMode, .auto)
  }

  // Example: Layer.hitTest(_:at:)
  func testLayerHitTestAtExample() throws {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let card = Layer()
    card.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.addSublayer(card)
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(250)
    slide.duration = 1
    try card.add(slide, forKey: "slide")
    // root.hitTest(Point2D(x: 150, y: 50), at: 0.5) === card
    XCTAssertTrue(root.hitTest(Point2D(x: 150, y: 50), at: 0.5) === card)
    // root.hitTest(Point2D(x: 150, y: 50)) === root
    XCTAssertTrue(root.hitTest(Point2D(x: 150, y: 50)) === root)
  }
}
