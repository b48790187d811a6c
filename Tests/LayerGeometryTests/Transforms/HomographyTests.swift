import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// The internal 3×3 map of the plane z = 0 that every layer level, point, rect and batch goes
/// through ("The whole map" in <doc:FrameBoundsPositionAndAnchorPoint>).
final class HomographyTests: XCTestCase {
  private func entries(_ h: Homography) -> [Double] {
    [h.m11, h.m12, h.m13, h.m21, h.m22, h.m23, h.m31, h.m32, h.m33]
  }

  func testRestrictionKeepsRowsAndColumnsOneTwoFour() {
    let t = Transform3D(
      m11: 11, m12: 12, m13: 13, m14: 14, m21: 21, m22: 22, m23: 23, m24: 24,
      m31: 31, m32: 32, m33: 33, m34: 34, m41: 41, m42: 42, m43: 43, m44: 44)
    XCTAssertEqual(entries(Homography(t)), [11, 12, 14, 21, 22, 24, 41, 42, 44])
  }

  func testAffineTransformBecomesAffineHomography() {
    let h = Homography(Transform3D(AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)))
    XCTAssertEqual(entries(h), [1, 2, 0, 3, 4, 0, 5, 6, 1])
    XCTAssertTrue(h.isAffine)
    XCTAssertEqual(h.affinePart, AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
  }

  func testIsAffineOnlyForThirdColumnZeroZeroOne() {
    XCTAssertTrue(Homography(Transform3D(scaleX: 2, y: 2, z: 0)).isAffine)
    XCTAssertTrue(Homography(Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0)).isAffine)
    var w = Transform3D.identity
    w.m44 = 2
    XCTAssertFalse(Homography(w).isAffine)
    var m24 = Transform3D.identity
    m24.m24 = 1e-9
    XCTAssertFalse(Homography(m24).isAffine)
    XCTAssertFalse(Homography.notANumber.isAffine)
  }

  func testDeterminantAndInverseOfKnownMatrix() throws {
    // [1 2 3; 0 1 4; 5 6 0]: det = 1·(0 − 24) − 2·(0 − 20) + 3·(0 − 5) = 1,
    // inverse [−24 18 5; 20 −15 −4; −5 4 1].
    let h = Homography(m11: 1, m12: 2, m13: 3, m21: 0, m22: 1, m23: 4, m31: 5, m32: 6, m33: 0)
    XCTAssertEqual(h.determinant, 1)
    XCTAssertEqual(entries(try XCTUnwrap(h.inverted())), [-24, 18, 5, 20, -15, -4, -5, 4, 1])
  }

  func testSingularOrNonFiniteHasNoInverse() {
    let singular = Homography(
      m11: 1, m12: 2, m13: 3, m21: 2, m22: 4, m23: 6, m31: 0, m32: 0, m33: 1)
    XCTAssertEqual(singular.determinant, 0)
    XCTAssertNil(singular.inverted())
    XCTAssertNil(Homography.notANumber.inverted())
    // An infinite translation makes the 3×3 non-finite (unlike AffineTransform2D.determinant).
    let infinite = Homography(Transform3D(translationX: .infinity, y: 0, z: 0))
    XCTAssertNil(infinite.inverted())
    XCTAssertFalse(infinite.isFinite)
    XCTAssertTrue(Homography(Transform3D.identity).isFinite)
  }

  func testProjectiveMapDividesByWAndRejectsBehindTheEye() {
    // w = 0.01·x + 1.
    let h = Homography(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    XCTAssertEqual(h.map(Point2D(x: 100, y: 50)), Point2D(x: 50, y: 25))
    let behind = h.map(Point2D(x: -100, y: 0))
    XCTAssertTrue(behind.x.isNaN && behind.y.isNaN)
    let nan = Homography.notANumber.map(Point2D(x: 1, y: 1))
    XCTAssertTrue(nan.x.isNaN && nan.y.isNaN)
  }

  func testInverseUnprojectsAndKeepsTheSignOfW() throws {
    // H = [1 0 0.01; 0 1 0; 0 0 1], det 1, H⁻¹ = [1 0 −0.01; 0 1 0; 0 0 1].
    let h = Homography(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    let inverse = try XCTUnwrap(h.inverted())
    // (50, 25): w = −0.5 + 1 = 0.5 → (100, 50), the point that maps to it.
    XCTAssertEqual(inverse.map(Point2D(x: 50, y: 25)), Point2D(x: 100, y: 50))
    // (150, 0): w = −1.5 + 1 < 0: no point in front of the eye maps there.
    let none = inverse.map(Point2D(x: 150, y: 0))
    XCTAssertTrue(none.x.isNaN && none.y.isNaN)
    // With det < 0 the adjugate alone would flip w: M = [−1 0 0.01; 0 1 0; 0 0 1] is its own
    // inverse (det −1). (50, 25) · M = (−50, 25, 1.5) → (−33.3…, 16.6…); forward: w = −1/3 + 1 =
    // 2/3 → (50, 25).
    let mirror = Homography(
      m11: -1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    XCTAssertEqual(mirror.determinant, -1)
    let back = try XCTUnwrap(mirror.inverted()).map(Point2D(x: 50, y: 25))
    assertApproximatelyEqual(back, Point2D(x: -100.0 / 3, y: 50.0 / 3), absoluteTolerance: 1e-12)
  }

  func testBoundingBoxClipsAgainstTheEye() {
    let h = Homography(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    assertSameOrBothNaN(
      h.boundingBox(of: Rect2D(x: 0, y: 0, width: 100, height: 100)),
      Rect2D(x: 0, y: 0, width: 50, height: 100))
    XCTAssertTrue(h.boundingBox(of: Rect2D(x: -200, y: 0, width: 300, height: 10)).isInfinite)
    XCTAssertTrue(h.boundingBox(of: Rect2D(x: -300, y: 0, width: 50, height: 10)).isNull)
    XCTAssertTrue(h.boundingBox(of: .null).isNull)
    XCTAssertTrue(h.boundingBox(of: .infinite).isInfinite)
    assertAllNaN(Homography.notANumber.boundingBox(of: Rect2D(x: 0, y: 0, width: 1, height: 1)))
  }
}
