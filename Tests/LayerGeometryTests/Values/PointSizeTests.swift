import LayerGeometry
import LayerGeometryTestSupport
import XCTest

final class PointSizeTests: XCTestCase {
  // MARK: Point2D

  func testPointStoresCoordinatesAndZeroIsOrigin() {
    var p = Point2D(x: 3, y: 4)
    XCTAssertEqual(p.x, 3)
    XCTAssertEqual(p.y, 4)
    p.x = 5
    p.y = -6
    XCTAssertEqual(p, Point2D(x: 5, y: -6))
    XCTAssertEqual(Point2D.zero.x, 0)
    XCTAssertEqual(Point2D.zero.y, 0)
  }

  func testPointHasTheLayoutOfTwoDoubles() {
    // As documented: stride 16, layout-compatible with SIMD2<Double> and CGPoint.
    XCTAssertEqual(MemoryLayout<Point2D>.size, 16)
    XCTAssertEqual(MemoryLayout<Point2D>.stride, 16)
    XCTAssertEqual(MemoryLayout<Point2D>.alignment, 8)
    XCTAssertEqual(MemoryLayout<Size2D>.stride, 16)
    XCTAssertEqual(MemoryLayout<Rect2D>.stride, 32)
    XCTAssertEqual(MemoryLayout<Point2D>.offset(of: \Point2D.y), 8)
  }

  func testPointEqualityIsExactIEEE() {
    XCTAssertEqual(Point2D(x: 1, y: 2), Point2D(x: 1, y: 2))
    XCTAssertNotEqual(Point2D(x: 1, y: 2), Point2D(x: 2, y: 1))
    XCTAssertNotEqual(Point2D(x: 0.1 + 0.2, y: 0), Point2D(x: 0.3, y: 0))
  }

  func testPointWithNaNIsNotEqualToItself() {
    let p = Point2D(x: .nan, y: 0)
    XCTAssertFalse(p == p)
    XCTAssertNotEqual(Point2D(x: 0, y: .nan), Point2D(x: 0, y: .nan))
  }

  func testPointNegativeZeroEqualsPositiveZero() {
    XCTAssertEqual(Point2D(x: -0.0, y: -0.0), Point2D(x: 0, y: 0))
    XCTAssertEqual(Point2D(x: -0.0, y: 0), .zero)
  }

  func testEqualPointsHashEqually() {
    XCTAssertEqual(Point2D(x: -0.0, y: 0).hashValue, Point2D.zero.hashValue)
    XCTAssertEqual(Point2D(x: 1.5, y: -2).hashValue, Point2D(x: 1.5, y: -2).hashValue)
    let set: Set<Point2D> = [Point2D(x: -0.0, y: -0.0), .zero, Point2D(x: 1, y: 1)]
    XCTAssertEqual(set.count, 2)
  }

  func testPointApproximateEqualityUsesAbsoluteTolerance() {
    let p = Point2D(x: 0.1 + 0.2, y: 1)
    XCTAssertTrue(p.isApproximatelyEqual(to: Point2D(x: 0.3, y: 1)))
    XCTAssertFalse(Point2D.zero.isApproximatelyEqual(to: Point2D(x: 0.5, y: 0)))
    XCTAssertTrue(
      Point2D.zero.isApproximatelyEqual(to: Point2D(x: 0.5, y: 0), absoluteTolerance: 1))
    XCTAssertFalse(
      Point2D.zero.isApproximatelyEqual(to: Point2D(x: 0, y: 1.5), absoluteTolerance: 1))
    // The default tolerance is 1e-9: 1e-10 is inside, 1e-8 outside.
    XCTAssertTrue(Point2D.zero.isApproximatelyEqual(to: Point2D(x: 1e-10, y: -1e-10)))
    XCTAssertFalse(Point2D.zero.isApproximatelyEqual(to: Point2D(x: 0, y: 1e-8)))
  }

  func testPointApproximateEqualityIsFalseForNaN() {
    let p = Point2D(x: .nan, y: 0)
    XCTAssertFalse(p.isApproximatelyEqual(to: p))
    XCTAssertFalse(p.isApproximatelyEqual(to: p, absoluteTolerance: .infinity))
    XCTAssertFalse(Point2D.zero.isApproximatelyEqual(to: Point2D(x: 0, y: .nan)))
  }

  func testPointApplyingAffineTransformIsRowVectorProduct() {
    // (10, 10) · scale(2, 3) → (20, 30), then + (1, 1) → (21, 31).
    let t = AffineTransform2D(scaleX: 2, y: 3)
      .concatenating(AffineTransform2D(translationX: 1, y: 1))
    XCTAssertEqual(Point2D(x: 10, y: 10).applying(t), Point2D(x: 21, y: 31))
    // (x, y) → (a·x + c·y + tx, b·x + d·y + ty) with (1, 2, 3, 4, 5, 6) at (1, 1): (1+3+5, 2+4+6).
    let general = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    XCTAssertEqual(Point2D(x: 1, y: 1).applying(general), Point2D(x: 9, y: 12))
    XCTAssertEqual(
      Point2D(x: 10, y: 20).applying(AffineTransform2D(translationX: 5, y: -5)),
      Point2D(x: 15, y: 15))
  }

  func testPointApplyingAxisAlignedTransformKeepsCoordinatesSeparate() {
    // Documented: with b == c == 0 an infinite or NaN coordinate does not spill into the other one.
    let scale = AffineTransform2D(scaleX: 2, y: 3)
    let p = Point2D(x: .infinity, y: 5).applying(scale)
    XCTAssertEqual(p.x, .infinity)
    XCTAssertEqual(p.y, 15)
    let q = Point2D(x: 4, y: .nan).applying(AffineTransform2D(translationX: 1, y: 1))
    XCTAssertEqual(q.x, 5)
    XCTAssertTrue(q.y.isNaN)
  }

  // MARK: Size2D

  func testSizeStoresComponentsAndZeroIsEmpty() {
    var size = Size2D(width: 30, height: 40)
    XCTAssertEqual(size.width, 30)
    XCTAssertEqual(size.height, 40)
    size.width = -80
    size.height = 20
    XCTAssertEqual(size, Size2D(width: -80, height: 20))
    XCTAssertEqual(Size2D.zero.width, 0)
    XCTAssertEqual(Size2D.zero.height, 0)
  }

  func testSizeEqualityIsExactIEEE() {
    XCTAssertEqual(Size2D(width: -0.0, height: 0), .zero)
    XCTAssertNotEqual(Size2D(width: .nan, height: 0), Size2D(width: .nan, height: 0))
    // A negative size is a different size (only Rect2D standardizes).
    XCTAssertNotEqual(Size2D(width: -1, height: 1), Size2D(width: 1, height: 1))
    XCTAssertEqual(Size2D(width: -0.0, height: 2).hashValue, Size2D(width: 0, height: 2).hashValue)
  }

  func testSizeApproximateEquality() {
    let size = Size2D(width: 0.1 + 0.2, height: 2)
    XCTAssertTrue(size.isApproximatelyEqual(to: Size2D(width: 0.3, height: 2)))
    XCTAssertFalse(size.isApproximatelyEqual(to: Size2D(width: 0.3, height: 2.1)))
    XCTAssertTrue(
      size.isApproximatelyEqual(to: Size2D(width: 0.3, height: 2.1), absoluteTolerance: 0.2))
    XCTAssertFalse(Size2D(width: .nan, height: 0).isApproximatelyEqual(to: .zero))
  }
}
