// Rect2D held against Foundation's CGRect on this platform (swift-corelibs-foundation on Linux):
// every CGRect rule the library reproduces, on 100,000 seeded random rectangles, pairs, points and
// offsets. Where the two differ, the difference is sorted into a named kind, and each kind is
// checked to be what its name says. The set of kinds is asserted, so a new kind of difference
// fails the test; the counts are printed. The "Coming from Core Animation" article lists the kinds
// and says why the library's answer is the one Core Animation's rules give.

import Foundation
import LayerGeometry
import LayerGeometryFoundation
import XCTest

#if os(macOS) || os(Linux)
import Testing  // exit tests
import LayerGeometryTestSupport
#endif

final class RectFoundationComparisonTests: XCTestCase {
  /// The kinds of disagreement this platform's Foundation shows, by operation.
  private static let knownDisagreements: Set<Disagreement> = [
    // The library reads the edges of the standardized rectangle, and a null one standardizes to
    // `Rect2D.null`, (+∞, +∞, 0, 0); Foundation reads the stored finite coordinate.
    Disagreement("minX", .edgeOfNullRect), Disagreement("midX", .edgeOfNullRect),
    Disagreement("maxX", .edgeOfNullRect), Disagreement("minY", .edgeOfNullRect),
    Disagreement("midY", .edgeOfNullRect), Disagreement("maxY", .edgeOfNullRect),
    // `minX + width / 2` against `(minX + maxX) * 0.5`: the last bit.
    Disagreement("midX", .centreRounding), Disagreement("midY", .centreRounding),
    // `minX + maxX` overflows to ±∞ beside huge coordinates; `width / 2` does not.
    Disagreement("midX", .centreOverflow), Disagreement("midY", .centreOverflow),
    // A width of −∞ standardizes to (−∞, +∞), whose `minX + width / 2` is NaN; Foundation's
    // `(minX + maxX) * 0.5` is −∞.
    Disagreement("midX", .centreOfInfiniteNegativeSize),
    Disagreement("midY", .centreOfInfiniteNegativeSize),
    // Foundation's `min(NaN, 0)` is NaN, so a NaN width or height makes that origin coordinate NaN.
    Disagreement("standardized", .nanSizeMovesOrigin), Disagreement("minX", .nanSizeMovesOrigin),
    Disagreement("minY", .nanSizeMovesOrigin), Disagreement("midX", .nanSizeMovesOrigin),
    Disagreement("midY", .nanSizeMovesOrigin), Disagreement("insetBy", .nanSizeMovesOrigin),
    Disagreement("offsetBy", .nanSizeMovesOrigin), Disagreement("union", .nanSizeMovesOrigin),
    Disagreement("contains(rect)", .nanSizeMovesOrigin),
    // Foundation returns a null receiver as it is; the library returns `Rect2D.null`.
    Disagreement("insetBy", .nullReturnedAsStored), Disagreement("offsetBy", .nullReturnedAsStored),
    // Foundation returns the other rectangle as it is, negative size and all.
    Disagreement("union", .unionWithNullNotStandardized),
    // Foundation stops the process (a `Range` with a NaN bound); the library answers.
    Disagreement("contains(point)", .foundationTraps),
    Disagreement("intersection", .foundationTraps), Disagreement("intersects", .foundationTraps),
  ]

  func testRect2DAgreesWithFoundationsCGRectBeyondTheKnownDifferences() {
    var generator = SplitMix64(seed: 0xC6_2EC7)
    var comparison = Comparison()
    for _ in 0..<100_000 {
      let a = randomComparisonRect(using: &generator)
      let b = randomComparisonRect(using: &generator)
      let point = Point2D(
        x: randomComparisonScalar(using: &generator), y: randomComparisonScalar(using: &generator))
      let dx = randomComparisonScalar(using: &generator)
      let dy = randomComparisonScalar(using: &generator)
      comparison.compare(a, b, point, dx, dy)
    }

    let counts = comparison.counts.sorted { "\($0.key)" < "\($1.key)" }
    print("Rect2D against CGRect: \(comparison.comparisons) comparisons on 100,000 cases")
    for (disagreement, count) in counts {
      print("  \(disagreement): \(count)")
    }
    XCTAssertGreaterThan(comparison.comparisons, 1_900_000)
    XCTAssertEqual(
      Set(comparison.counts.keys).subtracting(Self.knownDisagreements), [],
      "new kinds of disagreement; examples: \(comparison.unexplainedExamples)")
    XCTAssertEqual(
      Self.knownDisagreements.subtracting(comparison.counts.keys), [],
      "known disagreements that no longer occur: update the list and the article")
  }
}

// MARK: - Where Foundation traps

#if os(macOS) || os(Linux)
/// Foundation's `CGRect` stops the process where `Rect2D` answers.
///
/// It builds ranges from its edges, and a NaN (or −∞ + ∞) edge fails the range's precondition; the
/// comparison above predicts these cases and does not run them. `Rect2D` answers: no point is
/// inside, and the intersection is null.
@Suite("Foundation's CGRect traps where Rect2D answers")
struct FoundationCGRectTrapTests {
  @Test func containsPointOfANaNWidthTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1).contains(CGPoint(x: 0, y: 0))
    }
    #expect(!Rect2D(x: 0, y: 0, width: .nan, height: 1).contains(Point2D(x: 0, y: 0)))
  }

  @Test func intersectionOfAMinusInfiniteWidthTraps() async {
    // Standardized, x runs from −∞ by a width of +∞: its far edge is −∞ + ∞, NaN.
    await #expect(processExitsWith: .failure) {
      _ = CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 1)
        .intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    let r = Rect2D(x: 0, y: 0, width: -.infinity, height: 1)
    #expect(r.intersection(Rect2D(x: 0, y: 0, width: 1, height: 1)).isNull)
    #expect(!r.intersects(Rect2D(x: 0, y: 0, width: 1, height: 1)))
  }
}
#endif

// MARK: - Kinds

/// Why the library and Foundation answer differently.
private enum DisagreementKind: String, CustomStringConvertible {
  case edgeOfNullRect = "an edge of a null rect"
  case centreRounding = "the last bit of a centre"
  case centreOverflow = "Foundation's centre overflows"
  case centreOfInfiniteNegativeSize = "the centre of an infinite negative size"
  case nanSizeMovesOrigin = "a NaN size moves Foundation's origin"
  case nullReturnedAsStored = "a null rect returned as stored"
  case unionWithNullNotStandardized = "the union with a null rect not standardized"
  case foundationTraps = "Foundation traps on a NaN edge"
  case unexplained = "UNEXPLAINED"

  var description: String { rawValue }
}

/// One kind of disagreement of one operation.
private struct Disagreement: Hashable, CustomStringConvertible {
  var operation: String
  var kind: DisagreementKind

  init(_ operation: String, _ kind: DisagreementKind) {
    self.operation = operation
    self.kind = kind
  }

  var description: String { "\(operation): \(kind)" }
}

// MARK: - Comparing

/// Runs each operation on both types, counts the comparisons, and sorts every difference.
private struct Comparison {
  private(set) var comparisons = 0
  private(set) var counts: [Disagreement: Int] = [:]
  private(set) var unexplainedExamples: [String] = []

  mutating func compare(_ a: Rect2D, _ b: Rect2D, _ point: Point2D, _ dx: Double, _ dy: Double) {
    let (ca, cb) = (CGRect(a), CGRect(b))
    compareSingle(a, ca)
    check("==", a == b, ca == cb, explained: nanSize(a) || nanSize(b) ? .nanSizeMovesOrigin : nil)
    check(
      "insetBy", a.insetBy(dx: dx, dy: dy),
      Rect2D(ca.insetBy(dx: CGFloat(dx), dy: CGFloat(dy))), receiver: a)
    check(
      "offsetBy", a.offsetBy(dx: dx, dy: dy),
      Rect2D(ca.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy))), receiver: a)
    let union = (a.union(b), Rect2D(ca.union(cb)))
    if !isSame(union.0, union.1) {
      if nanSize(a) || nanSize(b) {
        note("union", .nanSizeMovesOrigin)
      } else if a.isNull || b.isNull, case let other = a.isNull ? b : a,
        isSame(union.0, other.standardized), isSame(union.1, other)
      {
        note("union", .unionWithNullNotStandardized)
      } else {
        unexplained("union", "\(a) ∪ \(b): \(union.0) against \(union.1)")
      }
    }
    comparisons += 1
    check(
      "contains(rect)", a.contains(b), ca.contains(cb),
      explained: nanSize(a) || nanSize(b) ? .nanSizeMovesOrigin : nil)
    if traps(intersecting: ca, cb) {
      note("intersection", .foundationTraps)
      note("intersects", .foundationTraps)
    } else {
      let intersection = (a.intersection(b), Rect2D(ca.intersection(cb)))
      comparisons += 1
      if !isSame(intersection.0, intersection.1) {
        unexplained("intersection", "\(a) ∩ \(b): \(intersection.0) against \(intersection.1)")
      }
      check("intersects", a.intersects(b), ca.intersects(cb), explained: nil)
    }
    if traps(containing: ca) {
      note("contains(point)", .foundationTraps)
    } else {
      check("contains(point)", a.contains(point), ca.contains(CGPoint(point)), explained: nil)
    }
  }

  /// The properties of one rectangle.
  private mutating func compareSingle(_ r: Rect2D, _ c: CGRect) {
    let standardized = (r.standardized, Rect2D(c.standardized))
    comparisons += 1
    if !isSame(standardized.0, standardized.1) {
      if nanSize(r) && onlyOriginMovedToNaN(standardized.0, standardized.1) {
        note("standardized", .nanSizeMovesOrigin)
      } else {
        unexplained("standardized", "\(r): \(standardized.0) against \(standardized.1)")
      }
    }
    check("isNull", r.isNull, c.isNull, explained: nil)
    check("isEmpty", r.isEmpty, c.isEmpty, explained: nil)
    check("isInfinite", r.isInfinite, c.isInfinite, explained: nil)
    check("width", r.width, Double(c.width), of: r)
    check("height", r.height, Double(c.height), of: r)
    check("minX", r.minX, Double(c.minX), of: r)
    check("midX", r.midX, Double(c.midX), of: r, between: (r.minX, r.maxX))
    check("maxX", r.maxX, Double(c.maxX), of: r)
    check("minY", r.minY, Double(c.minY), of: r)
    check("midY", r.midY, Double(c.midY), of: r, between: (r.minY, r.maxY))
    check("maxY", r.maxY, Double(c.maxY), of: r)
  }

  /// A coordinate: the same number (or both NaN), or a difference of a known kind.
  ///
  /// A centre gives the `edges` it lies between: rounding may differ by one unit in the last place
  /// of the larger edge.
  private mutating func check(
    _ operation: String, _ ours: Double, _ theirs: Double, of r: Rect2D,
    between edges: (Double, Double)? = nil
  ) {
    let isCentre = edges != nil
    let lastPlace = edges.map { Swift.max($0.0.magnitude, $0.1.magnitude).ulp } ?? 0
    comparisons += 1
    guard !isSameOrBothNaN(ours, theirs) else { return }
    if r.isNull && ours == .infinity {
      note(operation, .edgeOfNullRect)
    } else if nanSize(r) && (ours.isNaN || theirs.isNaN) {
      note(operation, .nanSizeMovesOrigin)
    } else if isCentre && ours.isFinite && theirs.isFinite
      && (ours - theirs).magnitude <= lastPlace
    {
      note(operation, .centreRounding)
    } else if isCentre && ours.isFinite && theirs.isInfinite {
      note(operation, .centreOverflow)
    } else if isCentre && ours.isNaN && theirs.isInfinite && r.hasInfiniteNegativeSize {
      note(operation, .centreOfInfiniteNegativeSize)
    } else {
      unexplained(operation, "\(r): \(ours) against \(theirs)")
    }
  }

  /// A yes-or-no answer: the same, or a difference of the kind given.
  private mutating func check(
    _ operation: String, _ ours: Bool, _ theirs: Bool, explained kind: DisagreementKind?
  ) {
    comparisons += 1
    guard ours != theirs else { return }
    if let kind {
      note(operation, kind)
    } else {
      unexplained(operation, "\(ours) against \(theirs)")
    }
  }

  /// A rectangle computed from `receiver`: the same fields, or a difference of a known kind.
  private mutating func check(
    _ operation: String, _ ours: Rect2D, _ theirs: Rect2D, receiver: Rect2D
  ) {
    comparisons += 1
    guard !isSame(ours, theirs) else { return }
    if receiver.isNull && isSame(ours, .null) && isSame(theirs, receiver) {
      note(operation, .nullReturnedAsStored)
    } else if nanSize(receiver) && onlyOriginMovedToNaN(ours, theirs) {
      note(operation, .nanSizeMovesOrigin)
    } else {
      unexplained(operation, "\(receiver): \(ours) against \(theirs)")
    }
  }

  private mutating func note(_ operation: String, _ kind: DisagreementKind) {
    counts[Disagreement(operation, kind), default: 0] += 1
  }

  private mutating func unexplained(_ operation: String, _ example: String) {
    note(operation, .unexplained)
    if unexplainedExamples.count < 20 {
      unexplainedExamples.append("\(operation): \(example)")
    }
  }
}

/// Whether every stored field is the same number (or both are NaN).
private func isSame(_ a: Rect2D, _ b: Rect2D) -> Bool {
  isSameOrBothNaN(a.origin.x, b.origin.x) && isSameOrBothNaN(a.origin.y, b.origin.y)
    && isSameOrBothNaN(a.size.width, b.size.width)
    && isSameOrBothNaN(a.size.height, b.size.height)
}

extension Rect2D {
  /// Whether the width or the height is −∞.
  fileprivate var hasInfiniteNegativeSize: Bool {
    size.width == -.infinity || size.height == -.infinity
  }
}

/// Whether `theirs` is `ours` with one or both origin coordinates made NaN.
private func onlyOriginMovedToNaN(_ ours: Rect2D, _ theirs: Rect2D) -> Bool {
  (isSameOrBothNaN(ours.origin.x, theirs.origin.x) || theirs.origin.x.isNaN)
    && (isSameOrBothNaN(ours.origin.y, theirs.origin.y) || theirs.origin.y.isNaN)
    && isSameOrBothNaN(ours.size.width, theirs.size.width)
    && isSameOrBothNaN(ours.size.height, theirs.size.height)
}

/// Whether a rectangle that is not null has a NaN width or height.
private func nanSize(_ r: Rect2D) -> Bool {
  !r.isNull && (r.size.width.isNaN || r.size.height.isNaN)
}

/// Whether Foundation's `contains(_: CGPoint)` would build a `Range` whose bounds are NaN or out of
/// order (it returns early for null and empty rectangles), which stops the process.
private func traps(containing r: CGRect) -> Bool {
  !r.isNull && !r.isEmpty && !(r.minX <= r.maxX && r.minY <= r.maxY)
}

/// Whether Foundation's `intersection(_:)` would build a `ClosedRange` from the standardized edges
/// that stops the process (it returns early when either rectangle is null).
private func traps(intersecting a: CGRect, _ b: CGRect) -> Bool {
  func hasBadSpan(_ r: CGRect) -> Bool {
    let s = r.standardized
    return !(s.minX <= s.maxX && s.minY <= s.maxY)
  }
  return !a.isNull && !b.isNull && (hasBadSpan(a) || hasBadSpan(b))
}

// MARK: - Random cases

/// A coordinate, offset or inset: a small integer half of the time (so that edges meet and rects
/// contain each other), otherwise an ordinary finite number or an edge case (NaN, ±∞, ±0, huge,
/// tiny, subnormal).
private func randomComparisonScalar<G: RandomNumberGenerator>(using generator: inout G) -> Double {
  switch Int.random(in: 0..<4, using: &generator) {
  case 0, 1: return Double(Int.random(in: -6...6, using: &generator))
  case 2: return Double.random(in: -100...100, using: &generator)
  default: return randomEdgeCaseDouble(using: &generator)
  }
}

/// A rectangle: null, infinite, one with edge-case fields, one with ordinary fields, or (half of
/// the time) one with small integer fields, so that zero and negative sizes, shared edges and
/// containment are common.
private func randomComparisonRect<G: RandomNumberGenerator>(using generator: inout G) -> Rect2D {
  switch Int.random(in: 0..<10, using: &generator) {
  case 0: return .null
  case 1: return .infinite
  case 2, 3: return randomEdgeCaseRect(using: &generator)
  case 4:
    return Rect2D(
      origin: randomPoint(in: -100...100, using: &generator),
      size: randomSize(in: -100...100, using: &generator))
  default:
    let n = (0..<4).map { _ in Double(Int.random(in: -6...6, using: &generator)) }
    return Rect2D(x: n[0], y: n[1], width: n[2], height: n[3])
  }
}
