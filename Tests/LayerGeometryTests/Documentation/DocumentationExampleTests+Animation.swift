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
}
