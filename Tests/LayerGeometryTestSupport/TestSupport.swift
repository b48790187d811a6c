// Shared helpers for the LayerGeometry tests: a seeded generator, tolerant and NaN-aware
// assertions, and random value generators. Nothing here calls the code under test to decide what is
// expected.

import LayerGeometry
import XCTest

// MARK: - Seeded randomness

/// A small, fast, seedable generator (Vigna's SplitMix64), so that property tests are reproducible.
///
/// `SplitMix64(seed: 0)` yields `0xE220A8397B1DCDAF`, `0x6E789E6AA1B965F4`, `0x06C45D188009454F`, …
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

// MARK: - Approximate assertions

/// Whether two numbers are equal (infinities included) or differ by at most `tolerance`.
private func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
  a == b || (a - b).magnitude <= tolerance
}

private func suffix(_ message: String) -> String {
  message.isEmpty ? "" : " — \(message)"
}

/// Asserts that two numbers are equal or within `absoluteTolerance`; `NaN` never passes.
public func assertApproximatelyEqual(
  _ actual: Double, _ expected: Double, absoluteTolerance: Double = 1e-9,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssert(
    isClose(actual, expected, absoluteTolerance),
    "\(actual) is not within \(absoluteTolerance) of \(expected)\(suffix(message()))",
    file: file, line: line)
}

/// Asserts that each coordinate is equal or within `absoluteTolerance`; `NaN` never passes.
public func assertApproximatelyEqual(
  _ actual: Point2D, _ expected: Point2D, absoluteTolerance: Double = 1e-9,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssert(
    isClose(actual.x, expected.x, absoluteTolerance)
      && isClose(actual.y, expected.y, absoluteTolerance),
    "\(actual.debugDescription) is not within \(absoluteTolerance) of \(expected.debugDescription)"
      + suffix(message()),
    file: file, line: line)
}

/// Asserts that width and height are each equal or within `absoluteTolerance`; `NaN` never passes.
public func assertApproximatelyEqual(
  _ actual: Size2D, _ expected: Size2D, absoluteTolerance: Double = 1e-9,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssert(
    isClose(actual.width, expected.width, absoluteTolerance)
      && isClose(actual.height, expected.height, absoluteTolerance),
    "\(actual.debugDescription) is not within \(absoluteTolerance) of \(expected.debugDescription)"
      + suffix(message()),
    file: file, line: line)
}

/// Asserts that two rectangles are both null, or that their *stored* origins and sizes agree within
/// `absoluteTolerance` component by component (results of the library are standardized, so write
/// the expected rectangle standardized too); `NaN` never passes.
public func assertApproximatelyEqual(
  _ actual: Rect2D, _ expected: Rect2D, absoluteTolerance: Double = 1e-9,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  let actualIsNull = actual.origin.x == .infinity || actual.origin.y == .infinity
  let expectedIsNull = expected.origin.x == .infinity || expected.origin.y == .infinity
  let pass: Bool
  if actualIsNull || expectedIsNull {
    pass = actualIsNull && expectedIsNull
  } else {
    pass =
      isClose(actual.origin.x, expected.origin.x, absoluteTolerance)
      && isClose(actual.origin.y, expected.origin.y, absoluteTolerance)
      && isClose(actual.size.width, expected.size.width, absoluteTolerance)
      && isClose(actual.size.height, expected.size.height, absoluteTolerance)
  }
  XCTAssert(
    pass,
    "\(actual.debugDescription) is not within \(absoluteTolerance) of \(expected.debugDescription)"
      + suffix(message()),
    file: file, line: line)
}

/// Asserts that all six entries are equal or within `absoluteTolerance`; `NaN` never passes.
public func assertApproximatelyEqual(
  _ actual: AffineTransform2D, _ expected: AffineTransform2D, absoluteTolerance: Double = 1e-9,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  let pairs = [
    (actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
    (actual.d, expected.d), (actual.tx, expected.tx), (actual.ty, expected.ty),
  ]
  XCTAssert(
    pairs.allSatisfy { isClose($0.0, $0.1, absoluteTolerance) },
    "\(actual) is not within \(absoluteTolerance) of \(expected)\(suffix(message()))",
    file: file, line: line)
}

/// The sixteen entries of a transform, row by row.
public func entries(of t: Transform3D) -> [Double] {
  [
    t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
  ]
}

/// Asserts that all sixteen entries are equal or within `absoluteTolerance`; `NaN` never passes.
public func assertApproximatelyEqual(
  _ actual: Transform3D, _ expected: Transform3D, absoluteTolerance: Double = 1e-9,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  let names = [
    "m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24",
    "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44",
  ]
  let differing = zip(names, zip(entries(of: actual), entries(of: expected)))
    .filter { !isClose($0.1.0, $0.1.1, absoluteTolerance) }
    .map { "\($0.0): \($0.1.0) vs \($0.1.1)" }
  XCTAssert(
    differing.isEmpty,
    "entries not within \(absoluteTolerance): \(differing.joined(separator: ", "))"
      + suffix(message()),
    file: file, line: line)
}

// MARK: - Exact, NaN-aware assertions

/// Whether two numbers are `==` (so `-0.0` matches `0.0`) or both `NaN`.
public func isSameOrBothNaN(_ a: Double, _ b: Double) -> Bool {
  a == b || (a.isNaN && b.isNaN)
}

/// Asserts that each coordinate is `==` or both are `NaN`.
public func assertSameOrBothNaN(
  _ actual: Point2D, _ expected: Point2D, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssert(
    isSameOrBothNaN(actual.x, expected.x) && isSameOrBothNaN(actual.y, expected.y),
    "\(actual.debugDescription) differs from \(expected.debugDescription)\(suffix(message()))",
    file: file, line: line)
}

/// Asserts that each *stored* component (origin x and y, width, height) is `==` or both are `NaN`.
///
/// Unlike `Rect2D.==`, this does not standardize and does not treat all null rectangles alike.
public func assertSameOrBothNaN(
  _ actual: Rect2D, _ expected: Rect2D, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssert(
    isSameOrBothNaN(actual.origin.x, expected.origin.x)
      && isSameOrBothNaN(actual.origin.y, expected.origin.y)
      && isSameOrBothNaN(actual.size.width, expected.size.width)
      && isSameOrBothNaN(actual.size.height, expected.size.height),
    "\(actual.debugDescription) differs from \(expected.debugDescription)\(suffix(message()))",
    file: file, line: line)
}

/// Asserts that every stored component of the rectangle is `NaN` (the library's "cannot compute"
/// value).
public func assertAllNaN(
  _ rect: Rect2D, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssert(
    rect.origin.x.isNaN && rect.origin.y.isNaN && rect.size.width.isNaN && rect.size.height.isNaN,
    "\(rect.debugDescription) is not the all-NaN rectangle\(suffix(message()))",
    file: file, line: line)
}

// MARK: - Random values

/// A finite point with coordinates in `range`.
public func randomPoint<G: RandomNumberGenerator>(
  in range: ClosedRange<Double> = -1000...1000, using generator: inout G
) -> Point2D {
  Point2D(
    x: Double.random(in: range, using: &generator), y: Double.random(in: range, using: &generator))
}

/// A finite size with components in `range` (negative by default half of the time).
public func randomSize<G: RandomNumberGenerator>(
  in range: ClosedRange<Double> = -500...500, using generator: inout G
) -> Size2D {
  Size2D(
    width: Double.random(in: range, using: &generator),
    height: Double.random(in: range, using: &generator))
}

/// A finite rectangle, possibly with a negative width or height.
public func randomRect<G: RandomNumberGenerator>(using generator: inout G) -> Rect2D {
  Rect2D(origin: randomPoint(using: &generator), size: randomSize(using: &generator))
}

/// An affine transform with all six entries in `range` (almost surely invertible, not necessarily
/// well conditioned).
public func randomAffine<G: RandomNumberGenerator>(
  in range: ClosedRange<Double> = -10...10, using generator: inout G
) -> AffineTransform2D {
  AffineTransform2D(
    a: Double.random(in: range, using: &generator), b: Double.random(in: range, using: &generator),
    c: Double.random(in: range, using: &generator), d: Double.random(in: range, using: &generator),
    tx: Double.random(in: range, using: &generator),
    ty: Double.random(in: range, using: &generator))
}

/// An affine transform whose linear part has `|a·d − b·c| ≥ 0.5` (computed here, not by the
/// library), with entries in `-4...4` and a translation in `-100...100`.
public func randomInvertibleAffine<G: RandomNumberGenerator>(using generator: inout G)
  -> AffineTransform2D
{
  while true {
    let t = AffineTransform2D(
      a: Double.random(in: -4...4, using: &generator),
      b: Double.random(in: -4...4, using: &generator),
      c: Double.random(in: -4...4, using: &generator),
      d: Double.random(in: -4...4, using: &generator),
      tx: Double.random(in: -100...100, using: &generator),
      ty: Double.random(in: -100...100, using: &generator))
    if (t.a * t.d - t.b * t.c).magnitude >= 0.5 { return t }
  }
}

/// A 4×4 transform whose sixteen entries are in `range`: usually projective in the plane.
public func randomTransform3D<G: RandomNumberGenerator>(
  in range: ClosedRange<Double> = -2...2, using generator: inout G
) -> Transform3D {
  let e = (0..<16).map { _ in Double.random(in: range, using: &generator) }
  return Transform3D(
    m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
    m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
}

/// A 4×4 transform that is invertible by construction and reasonably conditioned: every row is
/// strictly diagonally dominant (the diagonal entry has magnitude 3.5…5, the other three lie in
/// −1…1).
public func randomInvertibleTransform3D<G: RandomNumberGenerator>(using generator: inout G)
  -> Transform3D
{
  var e = (0..<16).map { _ in Double.random(in: -1...1, using: &generator) }
  for i in 0..<4 {
    let sign: Double = Bool.random(using: &generator) ? 1 : -1
    e[i * 5] = sign * Double.random(in: 3.5...5, using: &generator)
  }
  return Transform3D(
    m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
    m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
}

/// The doubles that break naive code: `NaN`, the infinities, signed zeros, the extremes, subnormals
/// and values whose products overflow or underflow.
public let edgeCaseDoubles: [Double] = [
  .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
  1e300, -1e300, 1e154, 1e-300, -1e-300, .leastNormalMagnitude, .leastNonzeroMagnitude,
  -.leastNonzeroMagnitude, 9_007_199_254_740_992, 1, -1, 0.5,
]

/// A double that is an edge case (from ``edgeCaseDoubles``) a quarter of the time, otherwise a
/// finite value of random sign whose magnitude is spread over 10⁻⁸…10⁸.
public func randomEdgeCaseDouble<G: RandomNumberGenerator>(using generator: inout G) -> Double {
  if Int.random(in: 0..<4, using: &generator) == 0 {
    return edgeCaseDoubles[Int.random(in: 0..<edgeCaseDoubles.count, using: &generator)]
  }
  let magnitude = Double(
    sign: .plus, exponent: Int.random(in: -27...27, using: &generator),
    significand: Double.random(in: 1..<2, using: &generator))
  return Bool.random(using: &generator) ? magnitude : -magnitude
}

/// A point whose coordinates come from ``randomEdgeCaseDouble(using:)``.
public func randomEdgeCasePoint<G: RandomNumberGenerator>(using generator: inout G) -> Point2D {
  Point2D(x: randomEdgeCaseDouble(using: &generator), y: randomEdgeCaseDouble(using: &generator))
}

/// A rectangle whose components come from ``randomEdgeCaseDouble(using:)``, with ``Rect2D/null``
/// and
/// ``Rect2D/infinite`` mixed in.
public func randomEdgeCaseRect<G: RandomNumberGenerator>(using generator: inout G) -> Rect2D {
  switch Int.random(in: 0..<20, using: &generator) {
  case 0: return .null
  case 1: return .infinite
  case 2: return Rect2D(x: .infinity, y: 3, width: -2, height: 5)  // null by its origin
  default:
    return Rect2D(
      x: randomEdgeCaseDouble(using: &generator), y: randomEdgeCaseDouble(using: &generator),
      width: randomEdgeCaseDouble(using: &generator),
      height: randomEdgeCaseDouble(using: &generator))
  }
}
