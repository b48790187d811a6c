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
}
