import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// Transforms interpolated by decomposition, against the expectations of web-platform-tests
/// `css/css-transforms/animation/transform-interpolation-005.html` (CSS Transforms Level 2,
/// "Interpolation of Matrices"; `matrix3d(…)` lists the entries m11, m12, … m44 in our order, and
/// `matrix(a, b, c, d, e, f)` is m11, m12, m21, m22, m41, m42), and the cases Core Animation users
/// report: a full turn animates nothing, a quarter turn passes an eighth halfway, half a turn takes
/// the shorter way.
final class TransformInterpolationTests: XCTestCase {
  /// `matrix(a, b, c, d, e, f)`.
  private func matrix(
    _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double
  ) -> Transform3D {
    var t = Transform3D.identity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (a, b, c, d, e, f)
    return t
  }

  /// `matrix3d(…)`: sixteen entries, m11 first.
  private func matrix3d(_ v: [Double]) -> Transform3D {
    Transform3D(
      m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
      m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
  }

  private func assertInterpolation(
    from: Transform3D, to: Transform3D, _ expectations: [(Double, Transform3D)],
    tolerance: Double = 1e-4, file: StaticString = #filePath, line: UInt = #line
  ) {
    for (fraction, expected) in expectations {
      let actual = from.interpolated(to: to, fraction: fraction)
      XCTAssertTrue(
        actual.isApproximatelyEqual(to: expected, absoluteTolerance: tolerance),
        "at \(fraction): \(actual), expected \(expected)", file: file, line: line)
    }
  }

  func testTwoDimensionalMatricesAsTheWPTExpects() {
    let (cos30, sin30) = (3.0.squareRoot() / 2, 0.5)
    let (cos45, sin45) = (0.5.squareRoot(), 0.5.squareRoot())
    let (cos60, sin60) = (0.5, 3.0.squareRoot() / 2)
    // translateY(-6px) -> translateX(6px) rotate(90deg) scaleX(7)
    assertInterpolation(
      from: matrix(1, 0, 0, 1, 0, -6), to: matrix(0, 7, -1, 0, 6, 0),
      [
        (-1, matrix(0, 5, 1, 0, -6, -12)), (0, matrix(1, 0, 0, 1, 0, -6)),
        (1.0 / 3, matrix(3 * cos30, 3 * sin30, -sin30, cos30, 2, -4)),
        (0.5, matrix(4 * cos45, 4 * sin45, -sin45, cos45, 3, -3)),
        (2.0 / 3, matrix(5 * cos60, 5 * sin60, -sin60, cos60, 4, -2)),
        (1, matrix(0, 7, -1, 0, 6, 0)), (2, matrix(-13, 0, 0, -1, 12, 6)),
      ])
    // scaleY(7) -> skewX(45deg) scaleX(7)
    assertInterpolation(
      from: matrix(1, 0, 0, 7, 0, 0), to: matrix(7, 0, 1, 1, 0, 0),
      [
        (-1, matrix(-5, 0, -13, 13, 0, 0)), (1.0 / 3, matrix(3, 0, 1.6667, 5, 0, 0)),
        (0.5, matrix(4, 0, 2, 4, 0, 0)), (2.0 / 3, matrix(5, 0, 2, 3, 0, 0)),
        (2, matrix(13, 0, -10, -5, 0, 0)),
      ])
    // none -> translateX(6px) skewX(45deg) scaleX(7) scaleY(2); the expectations are rounded
    // to two decimals: 0.3125 and 1.3125 by hand.
    assertInterpolation(
      from: .identity, to: matrix(7, 0, 2, 2, 6, 0),
      [
        (-1, matrix(-5, 0, 0, 0, -6, 0)), (0.25, matrix(2.5, 0, 0.3125, 1.25, 1.5, 0)),
        (0.5, matrix(4, 0, 0.75, 1.5, 3, 0)), (0.75, matrix(5.5, 0, 1.3125, 1.75, 4.5, 0)),
        (2, matrix(13, 0, 6, 3, 12, 0)),
      ])
    // translateY(-6px) scale(3, 5) -> none
    assertInterpolation(
      from: matrix(3, 0, 0, 5, 0, -6), to: .identity,
      [
        (-1, matrix(5, 0, 0, 9, 0, -12)), (0.25, matrix(2.5, 0, 0, 4, 0, -4.5)),
        (0.5, matrix(2, 0, 0, 3, 0, -3)), (2, matrix(-1, 0, 0, -3, 0, 6)),
      ])
  }

  func testThreeDimensionalMatricesAsTheWPTExpects() {
    let turned = matrix3d([
      1.0806046117362795, 0, -1.682941969615793, 0, 0, 3, 0, 0, 3.365883939231586, 0,
      2.161209223472559, 0, 0, 0, 0, 1,
    ])
    assertInterpolation(
      from: .identity, to: turned,
      [
        (
          -1,
          matrix3d([
            0, 0, 0, 0, 0, -1, 0, 0, 1.682941969615793, 0, -1.0806046117362795, 0, 0, 0, 0, 1,
          ])
        ),
        (
          0.25,
          matrix3d([
            1.211140527138306, 0, -0.30925494906815365, 0, 0, 1.5, 0, 0, 0.43295692869541513, 0,
            1.6955967379936283, 0, 0, 0, 0, 1,
          ])
        ),
        (
          0.75,
          matrix3d([
            1.2804555205291865, 0, -1.1928678300408346, 0, 0, 2.5, 0, 0, 2.215325970075836, 0,
            2.377988823839918, 0, 0, 0, 0, 1,
          ])
        ),
        (
          2,
          matrix3d([
            -1.2484405096414273, 0, -2.727892280477045, 0, 0, 5, 0, 0, 6.365081987779772, 0,
            -2.9130278558299967, 0, 0, 0, 0, 1,
          ])
        ),
      ])
    // With perspective: none -> a matrix whose last column is not (0, 0, 0, 1).
    let projected = matrix3d([
      0, 0.6875, -0.625, 0.3125, -0.6666666666666665, -1, 0.8333333333333334, 0.125,
      -0.6666666666666665, 0, 0.5, 1.0625, -1.1875, -0.0625, 1.3125, 1,
    ])
    assertInterpolation(
      from: .identity, to: projected,
      [
        (
          0.25,
          matrix3d([
            0.9041890962319094, 0.3522701519297133, -0.15240204298176957, -0.1428256720529315,
            -0.7579798772527586, 0.6803606288839232, -0.05133336076757235, 0.37904689530895724,
            -0.1957679784745485, 0.38554138029509327, 0.8226186974340638, 0.3370288143441876,
            -0.296875, -0.015625, 0.328125, 0.5930529142680923,
          ])
        ),
        (
          0.75,
          matrix3d([
            0.35007413226026135, 0.7254385504141292, -0.4977009150941454, 0.09582061929004702,
            -1.1027525038949482, -0.5884810398827429, 0.4516829688651701, 0.5447944343861767,
            -0.68717798815684, 0.2657772247405681, 0.5465690479810023, 1.0836207863885503,
            -0.890625, -0.046875, 0.984375, 0.5930529142680927,
          ])
        ),
      ])
    // Between two matrices with perspective.
    let other = matrix3d([
      0.571428571428571, -0.625, -0.8333333333333346, -0.66666666666669, 0.5, -0.1875, -0.8125,
      0.3125, 0.34375, -1, 0.8333333333333327, 1.34375, -1.34375, 1, -0.9375, 1,
    ])
    assertInterpolation(
      from: projected, to: other,
      [
        (
          0.25,
          matrix3d([
            0.33652832679595723, 0.55254445148386, -0.7544724447833296, 0.22700224951774267,
            -0.69720168363685, -0.036373245768780864, 0.28149188169180933, -0.2845156818045006,
            -0.24737156018941048, 0.31207160370190334, 0.4564821058052897, 0.9220853089096839,
            -1.2265625, 0.203125, 0.75, 1.647016932991011,
          ])
        ),
        (
          0.75,
          matrix3d([
            0.6861191524977764, -0.18025672746204927, -0.8710297237546482, 0.6072134247444672,
            0.2819931018922366, 0.27778974607679663, -0.6540128246146626, 0.5063632314069845,
            0.5509562084361049, -0.3215202993119732, 0.5459062603735321, 2.8697154005492105,
            -1.3046875, 0.734375, -0.375, 1.6470169329910096,
          ])
        ),
      ])
  }

  /// A matrix animation to a full turn does nothing: the two matrices are the same (SO 44828064).
  func testAFullTurnAsAMatrixAnimatesNothing() {
    let fullTurn = Transform3D(rotationAngle: 2 * .pi, x: 0, y: 0, z: 1)
    for step in 0...10 {
      let t = Transform3D.identity.interpolated(to: fullTurn, fraction: Double(step) / 10)
      XCTAssertTrue(t.isApproximatelyEqual(to: .identity, absoluteTolerance: 1e-12), "\(step)")
    }
  }

  /// A quarter turn passes an eighth of a turn halfway, at full size (entry by entry it would
  /// shrink the layer to 0.707 of its size: SO 25966733).
  func testAQuarterTurnPassesAnEighthHalfway() {
    let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let halfway = Transform3D.identity.interpolated(to: quarter, fraction: 0.5)
    XCTAssertTrue(
      halfway.isApproximatelyEqual(
        to: Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1), absoluteTolerance: 1e-12))
    // About another axis, and combined with a scale and a move.
    let card = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(scaleX: 3, y: 3, z: 3))
      .concatenating(Transform3D(translationX: 40, y: 0, z: 0))
    let expected = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(scaleX: 2, y: 2, z: 2))
      .concatenating(Transform3D(translationX: 20, y: 0, z: 0))
    XCTAssertTrue(
      Transform3D.identity.interpolated(to: card, fraction: 0.5)
        .isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
  }

  /// Half a turn each way takes the shorter way round: just under a half turn goes forwards,
  /// just over goes backwards (e-learn.cn's report of π ± 0.1).
  func testHalfATurnTakesTheShorterWay() {
    let under = Transform3D(rotationAngle: .pi - 0.1, x: 0, y: 0, z: 1)
    let over = Transform3D(rotationAngle: .pi + 0.1, x: 0, y: 0, z: 1)
    XCTAssertTrue(
      Transform3D.identity.interpolated(to: under, fraction: 0.5).isApproximatelyEqual(
        to: Transform3D(rotationAngle: (.pi - 0.1) / 2, x: 0, y: 0, z: 1), absoluteTolerance: 1e-12)
    )
    XCTAssertTrue(
      Transform3D.identity.interpolated(to: over, fraction: 0.5).isApproximatelyEqual(
        to: Transform3D(rotationAngle: -(.pi - 0.1) / 2, x: 0, y: 0, z: 1), absoluteTolerance: 1e-12
      ))
    // From 170° to −170° the shorter way passes 180°.
    let from = Transform3D(rotationAngle: 170 * .pi / 180, x: 0, y: 0, z: 1)
    let to = Transform3D(rotationAngle: -170 * .pi / 180, x: 0, y: 0, z: 1)
    XCTAssertTrue(
      from.interpolated(to: to, fraction: 0.5).isApproximatelyEqual(
        to: Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1), absoluteTolerance: 1e-12))
  }

  /// At 0 and 1 the ends themselves, bit for bit; equal ends stay put.
  func testTheEndsAreTheEndsThemselves() {
    let a = Transform3D(rotationAngle: 0.3, x: 1, y: 2, z: 3).concatenating(
      Transform3D(translationX: 0.1, y: 0.2, z: 0.3))
    var b = Transform3D(scaleX: 2, y: 0.5, z: 1)
    b.m34 = -1.0 / 500
    XCTAssertEqual(a.interpolated(to: b, fraction: 0), a)
    XCTAssertEqual(a.interpolated(to: b, fraction: 1), b)
    XCTAssertEqual(a.interpolated(to: a, fraction: 0.37), a)
  }

  /// Taken apart and put back together, a matrix comes back (to rounding): random products of
  /// rotations, scales (either sign), shears, moves and perspectives.
  func testDecompositionRoundTripsOnRandomMatrices() throws {
    var generator = SplitMix64(seed: 0xDEC0)
    func random(_ range: ClosedRange<Double>) -> Double { .random(in: range, using: &generator) }
    for _ in 0..<2_000 {
      var m = Transform3D(rotationAngle: random(-4...4), x: random(-1...1), y: random(-1...1), z: 1)
        .concatenating(Transform3D(scaleX: random(-3...3), y: random(0.2...3), z: random(0.2...3)))
      m.m21 += random(-1...1)
      m.m31 += random(-1...1)
      m = m.concatenating(
        Transform3D(translationX: random(-100...100), y: random(-100...100), z: random(-9...9)))
      if Bool.random(using: &generator) { m.m34 = random(-0.01...0.01) }
      if Bool.random(using: &generator) { m.m14 = random(-0.01...0.01) }
      guard abs(m.determinant) > 1e-3 else { continue }
      let parts = try XCTUnwrap(DecomposedTransform(m), "\(m)")
      XCTAssertTrue(parts.transform.isApproximatelyEqual(to: m, absoluteTolerance: 1e-9), "\(m)")
      XCTAssertEqual((parts.quaternion * parts.quaternion).sum(), 1, accuracy: 1e-12)
    }
  }

  /// The identity comes apart into the identity's parts, exactly.
  func testTheIdentityComesApartIntoTheIdentitysParts() {
    XCTAssertEqual(DecomposedTransform(.identity), .identity)
    XCTAssertEqual(DecomposedTransform.identity.transform, .identity)
  }

  /// A matrix and its multiples map every point alike, and come apart alike.
  func testAMatrixAndItsMultiplesComeApartAlike() throws {
    let m = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1).concatenating(
      Transform3D(translationX: 3, y: 4, z: 0))
    var doubled = m
    for keyPath: WritableKeyPath<Transform3D, Double> in [
      \.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24, \.m31, \.m32, \.m33, \.m34,
      \.m41, \.m42, \.m43, \.m44,
    ] {
      doubled[keyPath: keyPath] *= 2
    }
    let a = try XCTUnwrap(DecomposedTransform(m))
    let b = try XCTUnwrap(DecomposedTransform(doubled))
    XCTAssertEqual(a.translation, b.translation)
    XCTAssertEqual(a.scale, b.scale)
    XCTAssertEqual(a.quaternion, b.quaternion)
  }

  /// A matrix that cannot be taken apart — singular, with an `m44` of 0, or not finite — is
  /// interpolated entry by entry.
  func testMatricesThatCannotBeTakenApartAreInterpolatedEntryByEntry() {
    let flat = Transform3D(scaleX: 0, y: 1, z: 1)
    XCTAssertNil(DecomposedTransform(flat))
    XCTAssertEqual(
      Transform3D.identity.interpolated(to: flat, fraction: 0.25),
      Transform3D(scaleX: 0.75, y: 1, z: 1))
    var zeroW = Transform3D.identity
    zeroW.m44 = 0
    XCTAssertNil(DecomposedTransform(zeroW))
    XCTAssertEqual(Transform3D.identity.interpolated(to: zeroW, fraction: 0.5).m44, 0.5)
    var notFinite = Transform3D.identity
    notFinite.m41 = .nan
    XCTAssertNil(DecomposedTransform(notFinite))
    let blended = Transform3D.identity.interpolated(to: notFinite, fraction: 0.5)
    XCTAssertTrue(blended.m41.isNaN)
    XCTAssertEqual(blended.m11, 1)
  }

  /// A reflection comes apart as a rotation with every scale negated (CSS's rule): so a
  /// horizontal flip animated as a matrix passes through a point halfway, as in CSS.
  func testAReflectionComesApartWithItsScalesNegated() throws {
    let mirror = Transform3D(scaleX: -1, y: 1, z: 1)
    let parts = try XCTUnwrap(DecomposedTransform(mirror))
    XCTAssertEqual(parts.scale, SIMD3(-1, -1, -1))
    XCTAssertTrue(parts.transform.isApproximatelyEqual(to: mirror, absoluteTolerance: 1e-15))
    let halfway = Transform3D.identity.interpolated(to: mirror, fraction: 0.5)
    XCTAssertTrue(
      halfway.isApproximatelyEqual(to: Transform3D(scaleX: 0, y: 0, z: 0), absoluteTolerance: 1e-15)
    )
  }
}
