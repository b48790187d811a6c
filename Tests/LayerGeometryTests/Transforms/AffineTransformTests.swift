import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `CGAffineTransform` semantics: row vectors, `concatenating` applies the receiver first, the
/// `…By` methods put the new operation first, as CGAffineTransform's do.
final class AffineTransformTests: XCTestCase {
  // MARK: Construction

  func testIdentityEntries() {
    let t = AffineTransform2D.identity
    XCTAssertEqual(t, AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    XCTAssertTrue(t.isIdentity)
    XCTAssertTrue(AffineTransform2D(translationX: 0, y: 0).isIdentity)
    XCTAssertTrue(AffineTransform2D(scaleX: 1, y: 1).isIdentity)
    XCTAssertTrue(AffineTransform2D(a: 1, b: -0.0, c: -0.0, d: 1, tx: -0.0, ty: 0).isIdentity)
    XCTAssertFalse(AffineTransform2D(translationX: 0, y: 1e-300).isIdentity)
  }

  func testTranslationAndScaleEntries() {
    XCTAssertEqual(
      AffineTransform2D(translationX: 10, y: 20),
      AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 20))
    XCTAssertEqual(
      AffineTransform2D(scaleX: 2, y: 3), AffineTransform2D(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
    XCTAssertEqual(
      Point2D(x: 1, y: 1).applying(AffineTransform2D(translationX: 10, y: 20)),
      Point2D(x: 11, y: 21))
    XCTAssertEqual(
      Point2D(x: 1, y: 1).applying(AffineTransform2D(scaleX: 2, y: 3)), Point2D(x: 2, y: 3))
  }

  func testRotationSendsXAxisToCosSin() {
    // (1, 0) → (cos θ, sin θ): a = cos, b = sin, c = −sin, d = cos.
    let t = AffineTransform2D(rotationAngle: .pi / 6)
    assertApproximatelyEqual(
      t,
      AffineTransform2D(
        a: 0.866_025_403_784_438_6, b: 0.5, c: -0.5, d: 0.866_025_403_784_438_6,
        tx: 0, ty: 0), absoluteTolerance: 1e-15)
    XCTAssertEqual(t.c, -t.b)
    XCTAssertEqual(t.a, t.d)
    assertApproximatelyEqual(
      Point2D(x: 1, y: 0).applying(AffineTransform2D(rotationAngle: .pi / 2)), Point2D(x: 0, y: 1),
      absoluteTolerance: 1e-15)
    XCTAssertTrue(AffineTransform2D(rotationAngle: 0).isIdentity)
  }

  func testRawEntriesMapAsDocumented() {
    // b is x → y, c is y → x.
    let shearB = AffineTransform2D(a: 1, b: 0.5, c: 0, d: 1, tx: 0, ty: 0)
    XCTAssertEqual(Point2D(x: 2, y: 0).applying(shearB), Point2D(x: 2, y: 1))
    let shearC = AffineTransform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
    XCTAssertEqual(Point2D(x: 0, y: 2).applying(shearC), Point2D(x: 1, y: 2))
  }

  // MARK: Concatenation

  func testConcatenatingAppliesReceiverFirst() {
    let move = AffineTransform2D(translationX: 10, y: 0)
    let double = AffineTransform2D(scaleX: 2, y: 2)
    // Move then double: (0,0) → (10,0) → (20,0).
    XCTAssertEqual(Point2D.zero.applying(move.concatenating(double)), Point2D(x: 20, y: 0))
    XCTAssertEqual(
      move.concatenating(double), AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    // Double then move: (0,0) → (0,0) → (10,0).
    XCTAssertEqual(Point2D.zero.applying(double.concatenating(move)), Point2D(x: 10, y: 0))
    XCTAssertEqual(
      double.concatenating(move), AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
  }

  func testConcatenatingIsRowVectorMatrixProduct() {
    // [1 2 0; 3 4 0; 5 6 1] · [7 8 0; 9 10 0; 11 12 1]
    // a = 1·7 + 2·9 = 25, b = 1·8 + 2·10 = 28, c = 3·7 + 4·9 = 57, d = 3·8 + 4·10 = 64,
    // tx = 5·7 + 6·9 + 11 = 100, ty = 5·8 + 6·10 + 12 = 112.
    let t1 = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t2 = AffineTransform2D(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
    XCTAssertEqual(
      t1.concatenating(t2), AffineTransform2D(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
  }

  func testIdentityIsNeutralForConcatenation() {
    let t = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    XCTAssertEqual(t.concatenating(.identity), t)
    XCTAssertEqual(AffineTransform2D.identity.concatenating(t), t)
  }

  // MARK: CA-order builders

  func testTranslatedByTranslatesFirst() {
    // scale(2,2).translatedBy(5, 0) = translate(5,0) · scale(2,2): (0,0) → (5,0) → (10,0).
    let t = AffineTransform2D(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
    XCTAssertEqual(t, AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    XCTAssertEqual(Point2D.zero.applying(t), Point2D(x: 10, y: 0))
    // The type's own example: scale(2,2).translatedBy(10, 0) sends (0,0) to (20,0).
    XCTAssertEqual(
      Point2D.zero.applying(AffineTransform2D(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)),
      Point2D(x: 20, y: 0))
  }

  func testScaledByScalesFirst() {
    // translate(5,0).scaledBy(2,2): (1,1) → (2,2) → (7,2).
    let t = AffineTransform2D(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
    XCTAssertEqual(t, AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 0))
    XCTAssertEqual(Point2D(x: 1, y: 1).applying(t), Point2D(x: 7, y: 2))
  }

  func testRotatedRotatesFirst() {
    // translate(10,0).rotated(by: π): (1,0) → (−1,0) → (9,0).
    let t = AffineTransform2D(translationX: 10, y: 0).rotated(by: .pi)
    assertApproximatelyEqual(
      t, AffineTransform2D(a: -1, b: 0, c: 0, d: -1, tx: 10, ty: 0), absoluteTolerance: 1e-15)
    assertApproximatelyEqual(
      Point2D(x: 1, y: 0).applying(t), Point2D(x: 9, y: 0), absoluteTolerance: 1e-14)
  }

  // MARK: Determinant and inverse

  func testDeterminantOfLinearPart() {
    XCTAssertEqual(AffineTransform2D(scaleX: 2, y: 3).determinant, 6)
    // 1·4 − 2·3 = −2; the translation does not count.
    XCTAssertEqual(AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).determinant, -2)
    XCTAssertEqual(AffineTransform2D(translationX: 7, y: 8).determinant, 1)
  }

  func testInverseOfGeneralTransform() throws {
    // det = −2; a' = d/det = −2, b' = −b/det = 1, c' = −c/det = 1.5, d' = a/det = −0.5,
    // tx' = (c·ty − d·tx)/det = (18 − 20)/−2 = 1, ty' = (b·tx − a·ty)/det = (10 − 6)/−2 = −2.
    let t = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let inverse = try XCTUnwrap(t.inverted())
    XCTAssertEqual(inverse, AffineTransform2D(a: -2, b: 1, c: 1.5, d: -0.5, tx: 1, ty: -2))
    // (0,0) → (5,6) → back to (0,0).
    XCTAssertEqual(Point2D(x: 5, y: 6).applying(inverse), Point2D.zero)
  }

  func testInverseOfTranslationAndScale() throws {
    XCTAssertEqual(
      try XCTUnwrap(AffineTransform2D(translationX: 3, y: -4).inverted()),
      AffineTransform2D(translationX: -3, y: 4))
    XCTAssertEqual(
      try XCTUnwrap(AffineTransform2D(scaleX: 2, y: 4).inverted()),
      AffineTransform2D(scaleX: 0.5, y: 0.25))
    let t = AffineTransform2D(scaleX: 2, y: 4).translatedBy(x: 1, y: 1)
    XCTAssertEqual(
      Point2D(x: 1, y: 1).applying(t).applying(try XCTUnwrap(t.inverted())), Point2D(x: 1, y: 1))
  }

  func testSingularTransformHasNoInverse() {
    XCTAssertNil(AffineTransform2D(scaleX: 0, y: 1).inverted())
    XCTAssertNil(AffineTransform2D(scaleX: 1, y: 0).inverted())
    // Rows proportional: 1·4 − 2·2 = 0.
    XCTAssertNil(AffineTransform2D(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6).inverted())
    XCTAssertNil(AffineTransform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0).inverted())
  }

  func testTinyScaleStillInverts() throws {
    // As documented, there is no threshold: det = 1e-12 ≠ 0.
    let inverse = try XCTUnwrap(AffineTransform2D(scaleX: 1e-6, y: 1e-6).inverted())
    XCTAssertEqual(inverse.a, 1e6, accuracy: 1e-6)
    XCTAssertEqual(inverse.d, 1e6, accuracy: 1e-6)
    XCTAssertEqual(inverse.b, 0)
    XCTAssertEqual(inverse.c, 0)
    XCTAssertNotNil(AffineTransform2D(a: 1e-6, b: 0, c: 0, d: 1e6, tx: 1e6, ty: 1).inverted())
  }

  func testNonFiniteLinearPartHasNoInverse() {
    XCTAssertNil(AffineTransform2D(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted())
    XCTAssertNil(AffineTransform2D(a: 1, b: 0, c: 0, d: .infinity, tx: 0, ty: 0).inverted())
    XCTAssertNil(AffineTransform2D(a: 1, b: -.infinity, c: 0, d: 1, tx: 0, ty: 0).inverted())
    XCTAssertNil(AffineTransform2D(a: 1, b: 0, c: .nan, d: 1, tx: 0, ty: 0).inverted())
    // Overflowing determinant: 1e200 · 1e200 = +inf.
    XCTAssertNil(AffineTransform2D(scaleX: 1e200, y: 1e200).inverted())
  }

  func testNonFiniteTranslationHasNoInverse() {
    // `inverted()` promises "`nil` for a singular or non-finite transform" (its `- Returns:`), and
    // the 3×3 `Homography.inverted()` that layer conversion uses does return nil here: a NaN or
    // infinite tx/ty makes the matrix non-finite even though a·d − b·c is 1.
    XCTAssertNil(AffineTransform2D(translationX: .nan, y: 0).inverted(), "tx = NaN")
    XCTAssertNil(AffineTransform2D(translationX: 0, y: .infinity).inverted(), "ty = +inf")
    XCTAssertNil(
      AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: -.infinity, ty: 1).inverted(), "tx = −inf")
  }

  func testProductWithInverseIsIdentityForRandomTransforms() throws {
    var generator = SplitMix64(seed: 0xAFF1_4E)
    for iteration in 0..<1_000 {
      let t = randomInvertibleAffine(using: &generator)
      let inverse = try XCTUnwrap(t.inverted(), "iteration \(iteration): \(t)")
      assertApproximatelyEqual(
        t.concatenating(inverse), .identity, absoluteTolerance: 1e-9,
        "seed 0xAFF14E, iteration \(iteration): t · t⁻¹ for \(t)")
      assertApproximatelyEqual(
        inverse.concatenating(t), .identity, absoluteTolerance: 1e-9,
        "seed 0xAFF14E, iteration \(iteration): t⁻¹ · t for \(t)")
    }
  }

  // MARK: Approximate equality

  func testApproximateEqualityComparesEveryEntry() throws {
    let t = AffineTransform2D(rotationAngle: .pi / 3)
    XCTAssertTrue(t.concatenating(try XCTUnwrap(t.inverted())).isApproximatelyEqual(to: .identity))
    let base = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    XCTAssertTrue(base.isApproximatelyEqual(to: base))
    XCTAssertFalse(
      base.isApproximatelyEqual(to: AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6.1)))
    XCTAssertTrue(
      base.isApproximatelyEqual(
        to: AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6.1), absoluteTolerance: 0.2))
    XCTAssertFalse(
      base.isApproximatelyEqual(to: AffineTransform2D(a: 1.1, b: 2, c: 3, d: 4, tx: 5, ty: 6)))
    let nan = AffineTransform2D(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    XCTAssertFalse(nan.isApproximatelyEqual(to: nan))
  }

  func testEqualityIsExact() {
    XCTAssertNotEqual(
      AffineTransform2D(translationX: 0.1 + 0.2, y: 0), AffineTransform2D(translationX: 0.3, y: 0))
    let nan = AffineTransform2D(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    XCTAssertNotEqual(nan, nan)
  }
}
