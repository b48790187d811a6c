import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// The exact strings the doc comments in `Values+Descriptions.swift` and
/// `Transforms+Descriptions.swift` promise.
final class DescriptionTests: XCTestCase {
  func testPointDescriptions() {
    XCTAssertEqual(Point2D(x: 1, y: 2).description, "(1.0, 2.0)")
    XCTAssertEqual(Point2D(x: 1, y: 2).debugDescription, "Point2D(x: 1.0, y: 2.0)")
    XCTAssertEqual("\(Point2D(x: -0.5, y: 3))", "(-0.5, 3.0)")
    XCTAssertEqual(String(reflecting: Point2D(x: 1, y: 2)), "Point2D(x: 1.0, y: 2.0)")
  }

  func testSizeDescriptions() {
    XCTAssertEqual(Size2D(width: 3, height: 4).description, "(3.0, 4.0)")
    XCTAssertEqual(Size2D(width: 3, height: 4).debugDescription, "Size2D(width: 3.0, height: 4.0)")
    XCTAssertEqual(
      String(reflecting: Size2D(width: 3, height: 4)), "Size2D(width: 3.0, height: 4.0)")
  }

  func testRectDescriptions() {
    let r = Rect2D(x: 0, y: 0, width: 100, height: 50)
    XCTAssertEqual(r.description, "(0.0, 0.0, 100.0, 50.0)")
    XCTAssertEqual(r.debugDescription, "Rect2D(x: 0.0, y: 0.0, width: 100.0, height: 50.0)")
    XCTAssertEqual("\(r)", "(0.0, 0.0, 100.0, 50.0)")
  }

  func testRectDescriptionShowsStoredValues() {
    // "as stored": a negative size is not standardized in the text.
    let r = Rect2D(x: 10, y: 10, width: -4, height: -6)
    XCTAssertEqual(r.description, "(10.0, 10.0, -4.0, -6.0)")
    XCTAssertEqual(r.debugDescription, "Rect2D(x: 10.0, y: 10.0, width: -4.0, height: -6.0)")
  }

  func testNonFiniteValuesUseSwiftSpelling() {
    XCTAssertEqual(Rect2D.null.description, "(inf, inf, 0.0, 0.0)")
    XCTAssertEqual(Point2D(x: .nan, y: -.infinity).description, "(nan, -inf)")
  }

  func testAffineTransformDescriptions() {
    XCTAssertEqual(
      AffineTransform2D(translationX: 5, y: 6).description,
      "AffineTransform2D(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 5.0, ty: 6.0)")
    XCTAssertEqual(AffineTransform2D.identity.description, "AffineTransform2D.identity")
    XCTAssertEqual(AffineTransform2D(scaleX: 1, y: 1).description, "AffineTransform2D.identity")
    XCTAssertEqual(
      "\(AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))",
      "AffineTransform2D(a: 1.0, b: 2.0, c: 3.0, d: 4.0, tx: 5.0, ty: 6.0)")
  }

  func testTransform3DDescriptions() {
    XCTAssertEqual(
      Transform3D(translationX: 1, y: 2, z: 3).description,
      "Transform3D([1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], "
        + "[0.0, 0.0, 1.0, 0.0], [1.0, 2.0, 3.0, 1.0])")
    XCTAssertEqual(Transform3D.identity.description, "Transform3D.identity")
    var t = Transform3D.identity
    t.m34 = -0.5
    XCTAssertEqual(
      "\(t)",
      "Transform3D([1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], "
        + "[0.0, 0.0, 1.0, -0.5], [0.0, 0.0, 0.0, 1.0])")
  }
}
