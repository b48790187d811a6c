import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `CATransform3D` semantics: row vectors, the new operation first, as Apple's headers define them.
final class Transform3DTests: XCTestCase {
  /// The transform with `m_ij = 10·i + j`: every entry distinct, so misplaced entries show.
  private let numbered = Transform3D(
    m11: 11, m12: 12, m13: 13, m14: 14,
    m21: 21, m22: 22, m23: 23, m24: 24,
    m31: 31, m32: 32, m33: 33, m34: 34,
    m41: 41, m42: 42, m43: 43, m44: 44)

  /// The identity with `m14 = 0.01`: in the plane, `w = 0.01·x + 1`.
  private var perspectiveInX: Transform3D {
    var t = Transform3D.identity
    t.m14 = 0.01
    return t
  }

  // MARK: Construction

  func testIdentityEntries() {
    XCTAssertEqual(
      entries(of: .identity), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    XCTAssertTrue(Transform3D.identity.isIdentity)
    XCTAssertTrue(Transform3D(scaleX: 1, y: 1, z: 1).isIdentity)
    XCTAssertTrue(Transform3D(translationX: 0, y: -0.0, z: 0).isIdentity)
    XCTAssertFalse(Transform3D(translationX: 0, y: 0, z: 1).isIdentity)
  }

  func testEntriesAreSettableRowByRow() {
    XCTAssertEqual(
      entries(of: numbered), [11, 12, 13, 14, 21, 22, 23, 24, 31, 32, 33, 34, 41, 42, 43, 44])
    var t = Transform3D.identity
    t.m34 = -1.0 / 500
    t.m43 = 7
    XCTAssertEqual(t.m34, -0.002)
    XCTAssertEqual(t.m43, 7)
  }

  func testTranslationAndScaleEntries() {
    XCTAssertEqual(
      entries(of: Transform3D(translationX: 2, y: 3, z: 4)),
      [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 2, 3, 4, 1])
    XCTAssertEqual(
      entries(of: Transform3D(scaleX: 2, y: 3, z: 4)),
      [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
  }

  func testInitFromAffineTransformPlacesEntries() {
    // a b c d tx ty → m11 m12 m21 m22 m41 m42; the rest is the identity.
    let t = Transform3D(AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    XCTAssertEqual(entries(of: t), [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
    XCTAssertTrue(t.isAffine)
    XCTAssertEqual(
      Transform3D(AffineTransform2D(translationX: 5, y: 6)),
      Transform3D(translationX: 5, y: 6, z: 0))
    XCTAssertTrue(Transform3D(AffineTransform2D.identity).isIdentity)
  }

  // MARK: Rotation

  func testRotationAboutZHasSineInM12AndMinusSineInM21() {
    // θ = π/6: sin = 0.5, cos = 0.8660254037844386.
    let t = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
    XCTAssertEqual(t.m12, 0.5, accuracy: 1e-15)
    XCTAssertEqual(t.m21, -0.5, accuracy: 1e-15)
    XCTAssertEqual(t.m21, -t.m12)
    XCTAssertEqual(t.m11, 0.866_025_403_784_438_6, accuracy: 1e-15)
    XCTAssertEqual(t.m22, t.m11)
    XCTAssertEqual(t.m33, 1)
    XCTAssertEqual(
      [t.m13, t.m23, t.m31, t.m32, t.m14, t.m24, t.m34, t.m41, t.m42, t.m43],
      [Double](repeating: 0, count: 10))
    XCTAssertEqual(t.m44, 1)
    XCTAssertTrue(t.isAffine)
  }

  func testRotationAboutXHasSineInM23AndMinusSineInM32() {
    let t = Transform3D(rotationAngle: .pi / 6, x: 1, y: 0, z: 0)
    XCTAssertEqual(t.m23, 0.5, accuracy: 1e-15)
    XCTAssertEqual(t.m32, -0.5, accuracy: 1e-15)
    XCTAssertEqual(t.m22, 0.866_025_403_784_438_6, accuracy: 1e-15)
    XCTAssertEqual(t.m33, 0.866_025_403_784_438_6, accuracy: 1e-15)
    XCTAssertEqual(t.m11, 1)
    XCTAssertEqual([t.m12, t.m13, t.m21, t.m31], [0, 0, 0, 0])
  }

  func testRotationAboutYHasSineInM31AndMinusSineInM13() {
    // Rodrigues with axis (0,1,0): m13 = −s, m31 = s.
    let t = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0)
    XCTAssertEqual(t.m31, 0.5, accuracy: 1e-15)
    XCTAssertEqual(t.m13, -0.5, accuracy: 1e-15)
    XCTAssertEqual(t.m11, 0.866_025_403_784_438_6, accuracy: 1e-15)
    // A quarter turn about y folds the plane's x axis onto z: (1, 0) → (cos π/2, 0) ≈ (0, 0).
    let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    assertApproximatelyEqual(Point2D(x: 1, y: 0).applying(quarter), .zero, absoluteTolerance: 1e-15)
  }

  func testRotationAboutZEqualsAffineRotationAtEveryAngle() {
    // The doc comment: "About the z-axis this is the rotation of
    // AffineTransform2D(rotationAngle:)", so m33 must be exactly 1 and the transform affine. θ =
    // 2.5 is a case where cos + (1 − cos) rounds to 0.9999999999999999.
    for angle in [0.3, 1.0, 2.0, 2.5, -2.5, 3.0] {
      let t = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
      XCTAssertEqual(t.m33, 1, "m33 of a z-rotation by \(angle)")
      XCTAssertTrue(t.isAffine, "isAffine of a z-rotation by \(angle)")
    }
  }

  func testRotationAboutXKeepsXAxisExactly() {
    // About x, m11 = c + (1 − c)·1 must be 1 (x is the fixed axis); θ = 2.5 again rounds it.
    for angle in [0.3, 1.0, 2.0, 2.5, 3.0] {
      XCTAssertEqual(Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0).m11, 1, "angle \(angle)")
    }
  }

  func testRotationAboutZeroAxisIsIdentity() {
    XCTAssertTrue(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0).isIdentity)
    XCTAssertTrue(Transform3D(rotationAngle: .pi / 2, x: 0, y: -0.0, z: 0).isIdentity)
    let t = Transform3D(translationX: 1, y: 2, z: 3)
    XCTAssertEqual(t.rotated(by: 1, x: 0, y: 0, z: 0), t)
  }

  func testRotationAxisIsNormalised() {
    // Axis (0, 0, 5) is the z axis.
    let z5 = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 5)
    XCTAssertEqual(z5.m12, 0.5, accuracy: 1e-15)
    XCTAssertEqual(z5.m21, -0.5, accuracy: 1e-15)
    XCTAssertEqual(z5.m11, 0.866_025_403_784_438_6, accuracy: 1e-15)
    XCTAssertEqual(z5.m33, 1, accuracy: 1e-15)
    // Axis (2, 0, 0) is the x axis: m23 = sin θ, not 2·sin θ.
    let x2 = Transform3D(rotationAngle: .pi / 6, x: 2, y: 0, z: 0)
    XCTAssertEqual(x2.m23, 0.5, accuracy: 1e-15)
    XCTAssertEqual(x2.m11, 1, accuracy: 1e-15)
    // A half turn about (1, 1, 0)/√2 is 2nnᵀ − I: swaps x and y, negates z.
    let diagonal = Transform3D(rotationAngle: .pi, x: 1, y: 1, z: 0)
    assertApproximatelyEqual(
      diagonal,
      Transform3D(
        m11: 0, m12: 1, m13: 0, m14: 0,
        m21: 1, m22: 0, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: -1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1),
      absoluteTolerance: 1e-12)
  }

  func testRotationAxisOfExtremeLengthIsStillNormalised() {
    // (0, 0, 1e-200) and (0, 0, 1e200) are the z axis, not a zero-length one: squaring the
    // components naively underflows x² + y² + z² to 0 (→ identity) or overflows it to +inf (→ axis
    // (0, 0, 0)).
    for z in [1e-200, 1e200] {
      let t = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: z)
      XCTAssertEqual(t.m12, 0.5, accuracy: 1e-15, "axis (0, 0, \(z))")
      XCTAssertEqual(t.m21, -0.5, accuracy: 1e-15, "axis (0, 0, \(z))")
      XCTAssertEqual(t.m33, 1, accuracy: 1e-15, "axis (0, 0, \(z))")
    }
  }

  // MARK: Concatenation and CA-order builders

  func testConcatenatingAppliesReceiverFirst() {
    let move = Transform3D(translationX: 10, y: 0, z: 0)
    let double = Transform3D(scaleX: 2, y: 2, z: 2)
    XCTAssertEqual(move.concatenating(double).m41, 20)
    XCTAssertEqual(double.concatenating(move).m41, 10)
  }

  func testConcatenatingTranslationAndScaleEntries() {
    // T(1,2,3) · S(2,3,4): the translation row is scaled, (2, 6, 12); S · T keeps (1, 2, 3).
    let t = Transform3D(translationX: 1, y: 2, z: 3)
    let s = Transform3D(scaleX: 2, y: 3, z: 4)
    XCTAssertEqual(
      entries(of: t.concatenating(s)), [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 2, 6, 12, 1])
    XCTAssertEqual(
      entries(of: s.concatenating(t)), [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 1, 2, 3, 1])
  }

  func testConcatenatingWithPerspectiveMixesW() {
    // P = identity with m34 = −0.002, T = translation (0, 0, 100).
    // T · P: row 4 (0,0,100,1)·P → m43 = 100, m44 = 100·(−0.002) + 1 = 0.8.
    // P · T: row 3 (0,0,1,−0.002)·T → m33 = 1 + (−0.002)·100 = 0.8, m34 = −0.002; row 4 → m43 =
    // 100.
    var p = Transform3D.identity
    p.m34 = -0.002
    let t = Transform3D(translationX: 0, y: 0, z: 100)
    let tp = t.concatenating(p)
    XCTAssertEqual(tp.m43, 100)
    XCTAssertEqual(tp.m44, 0.8, accuracy: 1e-15)
    XCTAssertEqual(tp.m34, -0.002)
    XCTAssertEqual(tp.m33, 1)
    let pt = p.concatenating(t)
    XCTAssertEqual(pt.m33, 0.8, accuracy: 1e-15)
    XCTAssertEqual(pt.m34, -0.002)
    XCTAssertEqual(pt.m43, 100)
    XCTAssertEqual(pt.m44, 1)
  }

  func testIdentityIsNeutralForConcatenation() {
    XCTAssertEqual(numbered.concatenating(.identity), numbered)
    XCTAssertEqual(Transform3D.identity.concatenating(numbered), numbered)
  }

  func testTranslatedByTranslatesFirst() {
    // S(2).translatedBy(10,0,0) = T(10,0,0) · S(2): m41 = 20.
    let t = Transform3D(scaleX: 2, y: 2, z: 2).translatedBy(x: 10, y: 0, z: 0)
    XCTAssertEqual(t.m41, 20)
    XCTAssertEqual(t.m11, 2)
    XCTAssertEqual(Point2D.zero.applying(t), Point2D(x: 20, y: 0))
  }

  func testScaledByScalesFirst() {
    // T(10,0,0).scaledBy(2,2,1) = S · T: m11 = 2, m41 stays 10; (1,1) → (2,2) → (12,2).
    let t = Transform3D(translationX: 10, y: 0, z: 0).scaledBy(x: 2, y: 2, z: 1)
    XCTAssertEqual(t.m11, 2)
    XCTAssertEqual(t.m41, 10)
    XCTAssertEqual(Point2D(x: 1, y: 1).applying(t), Point2D(x: 12, y: 2))
  }

  func testRotatedRotatesFirst() {
    // T(10,0,0).rotated(π/2 about z): (1,0) → (0,1) → (10,1).
    let t = Transform3D(translationX: 10, y: 0, z: 0).rotated(by: .pi / 2, x: 0, y: 0, z: 1)
    assertApproximatelyEqual(
      Point2D(x: 1, y: 0).applying(t), Point2D(x: 10, y: 1), absoluteTolerance: 1e-14)
    XCTAssertEqual(t.m41, 10)
  }

  // MARK: isAffine and affineTransform

  func testIsAffineForPlaneTransforms() {
    XCTAssertTrue(Transform3D.identity.isAffine)
    XCTAssertTrue(Transform3D(AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)).isAffine)
    XCTAssertTrue(Transform3D(translationX: 5, y: 6, z: 0).isAffine)
    XCTAssertTrue(Transform3D(scaleX: 2, y: -3, z: 1).isAffine)
  }

  func testIsAffineFalseForZScaleZTranslationXRotationAndPerspective() {
    XCTAssertFalse(Transform3D(scaleX: 1, y: 1, z: 2).isAffine, "z-scale")
    XCTAssertFalse(Transform3D(translationX: 0, y: 0, z: 5).isAffine, "z-translation")
    XCTAssertFalse(Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0).isAffine, "x-rotation")
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    XCTAssertFalse(perspective.isAffine, "m34")
    XCTAssertFalse(perspectiveInX.isAffine, "m14")
    var w = Transform3D.identity
    w.m44 = 2
    XCTAssertFalse(w.isAffine, "m44")
  }

  func testAffineTransformTakesRawEntries() {
    // m11 m12 m21 m22 m41 m42, whether or not the transform is affine
    // (CATransform3DGetAffineTransform).
    XCTAssertEqual(
      numbered.affineTransform, AffineTransform2D(a: 11, b: 12, c: 21, d: 22, tx: 41, ty: 42))
    XCTAssertEqual(
      Transform3D(translationX: 5, y: 6, z: 7).affineTransform,
      AffineTransform2D(translationX: 5, y: 6))
    XCTAssertEqual(
      Transform3D(AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)).affineTransform,
      AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
  }

  // MARK: Determinant and inverse

  func testDeterminant() {
    XCTAssertEqual(Transform3D(scaleX: 2, y: 3, z: 4).determinant, 24)
    XCTAssertEqual(Transform3D(translationX: 7, y: 8, z: 9).determinant, 1)
    // Lower triangular: the product of the diagonal, 2·3·4·1.
    let lower = Transform3D(
      m11: 2, m12: 0, m13: 0, m14: 0, m21: 9, m22: 3, m23: 0, m24: 0,
      m31: 8, m32: 7, m33: 4, m34: 0, m41: 5, m42: 6, m43: 7, m44: 1)
    XCTAssertEqual(lower.determinant, 24)
    // Swapping x and y: −1.
    let swap = Transform3D(
      m11: 0, m12: 1, m13: 0, m14: 0, m21: 1, m22: 0, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    XCTAssertEqual(swap.determinant, -1)
    // Rows in arithmetic progression are dependent.
    XCTAssertEqual(numbered.determinant, 0)
  }

  func testInverseOfTranslationScaleAndPerspective() throws {
    XCTAssertEqual(
      try XCTUnwrap(Transform3D(translationX: 1, y: 2, z: 3).inverted()),
      Transform3D(translationX: -1, y: -2, z: -3))
    XCTAssertEqual(
      try XCTUnwrap(Transform3D(scaleX: 2, y: 4, z: 8).inverted()),
      Transform3D(scaleX: 0.5, y: 0.25, z: 0.125))
    // (I + p·e3e4ᵀ)⁻¹ = I − p·e3e4ᵀ.
    var p = Transform3D.identity
    p.m34 = -0.002
    var expected = Transform3D.identity
    expected.m34 = 0.002
    XCTAssertEqual(try XCTUnwrap(p.inverted()), expected)
  }

  func testSingularTransformHasNoInverse() {
    XCTAssertNil(Transform3D(scaleX: 1, y: 1, z: 0).inverted())
    XCTAssertNil(Transform3D(scaleX: 0, y: 1, z: 1).inverted())
    XCTAssertNil(numbered.inverted())
    let zero = Transform3D(
      m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    XCTAssertNil(zero.inverted())
    // w column all zero.
    var noW = Transform3D.identity
    noW.m44 = 0
    XCTAssertNil(noW.inverted())
  }

  func testTinyScaleStillInverts() throws {
    // det = 1e-18 ≠ 0: no threshold.
    let inverse = try XCTUnwrap(Transform3D(scaleX: 1e-6, y: 1e-6, z: 1e-6).inverted())
    XCTAssertEqual(inverse.m11, 1e6, accuracy: 1e-6)
    XCTAssertEqual(inverse.m22, 1e6, accuracy: 1e-6)
    XCTAssertEqual(inverse.m33, 1e6, accuracy: 1e-6)
    XCTAssertEqual(inverse.m44, 1, accuracy: 1e-12)
  }

  func testNonFiniteEntryAnywhereHasNoInverse() {
    for index in 0..<16 {
      for value in [Double.nan, .infinity, -.infinity] {
        var e = entries(of: .identity)
        e[index] = value
        let t = Transform3D(
          m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
          m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14],
          m44: e[15])
        XCTAssertNil(t.inverted(), "entry \(index) = \(value)")
      }
    }
  }

  func testProductWithInverseIsIdentityForRandomTransforms() throws {
    var generator = SplitMix64(seed: 0x3D_1A7E)
    for iteration in 0..<1_000 {
      let t = randomInvertibleTransform3D(using: &generator)
      let inverse = try XCTUnwrap(t.inverted(), "iteration \(iteration)")
      assertApproximatelyEqual(
        t.concatenating(inverse), .identity, absoluteTolerance: 1e-12,
        "seed 0x3D1A7E, iteration \(iteration): t · t⁻¹")
      assertApproximatelyEqual(
        inverse.concatenating(t), .identity, absoluteTolerance: 1e-12,
        "seed 0x3D1A7E, iteration \(iteration): t⁻¹ · t")
    }
  }

  func testInverseOfRotationIsRotationBack() throws {
    let t = Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 3)
    let inverse = try XCTUnwrap(t.inverted())
    XCTAssertTrue(t.concatenating(inverse).isApproximatelyEqual(to: .identity))
    assertApproximatelyEqual(
      inverse, Transform3D(rotationAngle: -0.7, x: 1, y: 2, z: 3), absoluteTolerance: 1e-14)
  }

  // MARK: Approximate and exact equality

  func testApproximateEqualityComparesEveryEntry() {
    XCTAssertTrue(numbered.isApproximatelyEqual(to: numbered))
    for index in 0..<16 {
      var e = entries(of: numbered)
      e[index] += 0.1
      let t = Transform3D(
        m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
        m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15]
      )
      XCTAssertFalse(numbered.isApproximatelyEqual(to: t), "entry \(index)")
      XCTAssertTrue(numbered.isApproximatelyEqual(to: t, absoluteTolerance: 0.2), "entry \(index)")
    }
    var nan = Transform3D.identity
    nan.m43 = .nan
    XCTAssertFalse(nan.isApproximatelyEqual(to: nan))
  }

  func testEqualityIsExact() {
    var nan = Transform3D.identity
    nan.m11 = .nan
    XCTAssertNotEqual(nan, nan)
    var negativeZero = Transform3D.identity
    negativeZero.m12 = -0.0
    XCTAssertEqual(negativeZero, .identity)
    XCTAssertEqual(negativeZero.hashValue, Transform3D.identity.hashValue)
  }

  // MARK: Point2D.applying(Transform3D)

  func testPointApplyingAffineTransform3DDropsZ() {
    // z-translation and z-scale do not move a point of the plane z = 0.
    XCTAssertEqual(
      Point2D(x: 1, y: 2).applying(Transform3D(translationX: 1, y: 1, z: 5)), Point2D(x: 2, y: 3))
    XCTAssertEqual(
      Point2D(x: 1, y: 1).applying(Transform3D(scaleX: 2, y: 3, z: 7)), Point2D(x: 2, y: 3))
    // m34 alone acts on z only, so the plane z = 0 maps to itself.
    var p = Transform3D.identity
    p.m34 = -0.002
    XCTAssertEqual(Point2D(x: 3, y: 4).applying(p), Point2D(x: 3, y: 4))
    // The affine entries act as AffineTransform2D (1,2,3,4,5,6): (1,1) → (9,12).
    let t = Transform3D(AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    XCTAssertEqual(Point2D(x: 1, y: 1).applying(t), Point2D(x: 9, y: 12))
  }

  func testPointApplyingPerspectiveDividesByW() {
    // m14 = 0.01: w = 0.01·100 + 1 = 2 → (100, 50)/2 = (50, 25).
    XCTAssertEqual(Point2D(x: 100, y: 50).applying(perspectiveInX), Point2D(x: 50, y: 25))
    XCTAssertEqual(Point2D(x: 0, y: 10).applying(perspectiveInX), Point2D(x: 0, y: 10))
    // m24 = 0.01: w = 0.01·100 + 1 = 2 → (10, 100)/2 = (5, 50).
    var t = Transform3D.identity
    t.m24 = 0.01
    XCTAssertEqual(Point2D(x: 10, y: 100).applying(t), Point2D(x: 5, y: 50))
    // m44 = 2: w = 2 everywhere.
    var half = Transform3D.identity
    half.m44 = 2
    XCTAssertEqual(Point2D(x: 10, y: 20).applying(half), Point2D(x: 5, y: 10))
  }

  func testPointBehindTheEyeIsNaN() {
    // w = 0.01·(−100) + 1 = 0 and w = 0.01·(−200) + 1 = −1.
    for x in [-100.0, -200.0, -1e9] {
      let p = Point2D(x: x, y: 7).applying(perspectiveInX)
      XCTAssertTrue(p.x.isNaN && p.y.isNaN, "x = \(x): \(p)")
    }
    var flipped = Transform3D.identity
    flipped.m44 = -1
    let q = Point2D(x: 1, y: 1).applying(flipped)
    XCTAssertTrue(q.x.isNaN && q.y.isNaN)
  }

  func testSubnormalWStillDividesExactly() {
    // "divided by w": with the subnormal w = 2⁻¹⁰²⁴ (leastNormalMagnitude / 4), (w, 0) / w = (1, 0)
    // and the rect (0, 0, w, w) becomes (0, 0, 1, 1). Multiplying by 1/w instead overflows 1/w = 2¹⁰²⁴
    // to +inf and gives inf and 0·inf = NaN.
    let w = Double.leastNormalMagnitude / 4
    var t = Transform3D.identity
    t.m44 = w
    assertApproximatelyEqual(
      Point2D(x: w, y: 0).applying(t), Point2D(x: 1, y: 0), absoluteTolerance: 1e-12)
    assertApproximatelyEqual(
      Rect2D(x: 0, y: 0, width: w, height: w).applying(t),
      Rect2D(x: 0, y: 0, width: 1, height: 1), absoluteTolerance: 1e-12)
  }

  func testPointApplyingNaNTransformIsNaN() {
    let nan = Transform3D(
      m11: .nan, m12: .nan, m13: .nan, m14: .nan, m21: .nan, m22: .nan, m23: .nan, m24: .nan,
      m31: .nan, m32: .nan, m33: .nan, m34: .nan, m41: .nan, m42: .nan, m43: .nan, m44: .nan)
    let p = Point2D(x: 1, y: 2).applying(nan)
    XCTAssertTrue(p.x.isNaN && p.y.isNaN)
    var nanW = Transform3D.identity
    nanW.m44 = .nan
    let q = Point2D(x: 1, y: 2).applying(nanW)
    XCTAssertTrue(q.x.isNaN && q.y.isNaN)
  }

  // MARK: Rect2D.applying(Transform3D)

  func testRectApplyingAffineTransform3DMatchesAffineRule() {
    // The π/6 example of GNUstep libs-opal's Apple-run CGGeometry tests, through a z-rotation.
    let r = Rect2D(x: 1, y: 2, width: 3, height: 4)
      .applying(Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1))
    assertApproximatelyEqual(
      r, Rect2D(x: -2.13397, y: 2.23205, width: 4.59808, height: 4.96410), absoluteTolerance: 1e-5)
    assertSameOrBothNaN(
      Rect2D(x: 0, y: 0, width: 10, height: 10).applying(Transform3D(scaleX: 3, y: 3, z: 1)),
      Rect2D(x: 0, y: 0, width: 30, height: 30))
    assertSameOrBothNaN(
      Rect2D(x: 1, y: 2, width: 3, height: 4).applying(Transform3D(translationX: 10, y: 20, z: 30)),
      Rect2D(x: 11, y: 22, width: 3, height: 4))
  }

  func testRectWithAllCornersInFrontIsBoxOfProjectedCorners() {
    // m14 = 0.01: (0,0)→(0,0), (100,0)→(50,0), (0,100)→(0,100), (100,100)→(50,50).
    let r = Rect2D(x: 0, y: 0, width: 100, height: 100).applying(perspectiveInX)
    assertSameOrBothNaN(r, Rect2D(x: 0, y: 0, width: 50, height: 100))
    // Negative size is standardized first.
    assertSameOrBothNaN(
      Rect2D(x: 100, y: 100, width: -100, height: -100).applying(perspectiveInX),
      Rect2D(x: 0, y: 0, width: 50, height: 100))
  }

  func testRectPartlyBehindTheEyeIsInfinite() {
    // x = −200 has w = −1, x = 100 has w = 2.
    XCTAssertTrue(Rect2D(x: -200, y: 0, width: 300, height: 10).applying(perspectiveInX).isInfinite)
    // A corner exactly on w = 0 (x = −100) is not in front.
    XCTAssertTrue(Rect2D(x: -100, y: 0, width: 200, height: 10).applying(perspectiveInX).isInfinite)
  }

  func testRectWhollyBehindTheEyeIsNull() {
    // x in −300…−250: w in −2…−1.5.
    XCTAssertTrue(Rect2D(x: -300, y: 0, width: 50, height: 10).applying(perspectiveInX).isNull)
    var flipped = Transform3D.identity
    flipped.m44 = -1
    XCTAssertTrue(Rect2D(x: 0, y: 0, width: 1, height: 1).applying(flipped).isNull)
  }

  func testNullAndInfiniteRectsStayUnderTransform3D() {
    for t in [perspectiveInX, Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1), .identity] {
      XCTAssertTrue(Rect2D.null.applying(t).isNull, "\(t)")
      XCTAssertTrue(Rect2D.infinite.applying(t).isInfinite, "\(t)")
    }
  }

  func testNonFiniteRectOrTransform3DGivesAllNaNRect() {
    let finite = Rect2D(x: 0, y: 0, width: 10, height: 10)
    for t in [perspectiveInX, Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1)] {
      assertAllNaN(Rect2D(x: .nan, y: 0, width: 1, height: 1).applying(t), "NaN x, \(t)")
      assertAllNaN(Rect2D(x: 0, y: 0, width: 1, height: .nan).applying(t), "NaN height, \(t)")
      assertAllNaN(Rect2D(x: -.infinity, y: 0, width: 1, height: 1).applying(t), "−inf x, \(t)")
      assertAllNaN(Rect2D(x: 0, y: 0, width: .infinity, height: 1).applying(t), "inf width, \(t)")
    }
    let nan = Transform3D(
      m11: .nan, m12: .nan, m13: .nan, m14: .nan, m21: .nan, m22: .nan, m23: .nan, m24: .nan,
      m31: .nan, m32: .nan, m33: .nan, m34: .nan, m41: .nan, m42: .nan, m43: .nan, m44: .nan)
    assertAllNaN(finite.applying(nan), "NaN transform")
    var infiniteShift = Transform3D.identity
    infiniteShift.m41 = .infinity
    assertAllNaN(finite.applying(infiniteShift), "m41 = inf")
    var nanPerspective = perspectiveInX
    nanPerspective.m24 = .nan
    assertAllNaN(finite.applying(nanPerspective), "m24 = NaN")
    var infiniteW = Transform3D.identity
    infiniteW.m44 = .infinity
    assertAllNaN(finite.applying(infiniteW), "m44 = inf")
  }
}
