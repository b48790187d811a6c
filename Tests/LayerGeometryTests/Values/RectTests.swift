import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// CGRect's rules (<doc:BehaviourAtTheEdges>, "Rectangle rules").
final class RectTests: XCTestCase {
  // MARK: Construction and special rectangles

  func testInitialisersStoreOriginAndSizeAsGiven() {
    let r = Rect2D(x: 1, y: 2, width: -3, height: 4)
    XCTAssertEqual(r.origin, Point2D(x: 1, y: 2))
    XCTAssertEqual(r.size, Size2D(width: -3, height: 4))
    let s = Rect2D(origin: Point2D(x: 1, y: 2), size: Size2D(width: 3, height: 4))
    assertSameOrBothNaN(s, Rect2D(x: 1, y: 2, width: 3, height: 4))
  }

  func testNullIsInfiniteOriginAndZeroSize() {
    let null = Rect2D.null
    XCTAssertEqual(null.origin.x, .infinity)
    XCTAssertEqual(null.origin.y, .infinity)
    XCTAssertEqual(null.size.width, 0)
    XCTAssertEqual(null.size.height, 0)
  }

  func testInfiniteIsHalfGreatestMagnitudeOriginAndGreatestMagnitudeSize() {
    let r = Rect2D.infinite
    XCTAssertEqual(r.origin.x, -Double.greatestFiniteMagnitude / 2)
    XCTAssertEqual(r.origin.y, -Double.greatestFiniteMagnitude / 2)
    XCTAssertEqual(r.size.width, .greatestFiniteMagnitude)
    XCTAssertEqual(r.size.height, .greatestFiniteMagnitude)
  }

  func testZeroIsAllZeros() {
    assertSameOrBothNaN(Rect2D.zero, Rect2D(x: 0, y: 0, width: 0, height: 0))
  }

  // MARK: isNull / isEmpty / isInfinite truth table

  func testNullEmptyInfiniteTruthTable() {
    // (rect, isNull, isEmpty, isInfinite)
    let table: [(Rect2D, Bool, Bool, Bool, String)] = [
      (.null, true, true, false, "null"),
      (Rect2D(x: .infinity, y: 3, width: 1, height: 1), true, true, false, "x = +inf"),
      (Rect2D(x: 3, y: .infinity, width: 1, height: 1), true, true, false, "y = +inf"),
      (.zero, false, true, false, "zero"),
      (Rect2D(x: 0, y: 5, width: 10, height: 0), false, true, false, "zero height"),
      (Rect2D(x: 0, y: 5, width: 0, height: 10), false, true, false, "zero width"),
      (Rect2D(x: 0, y: 0, width: -0.0, height: 10), false, true, false, "-0 width"),
      (Rect2D(x: 0, y: 0, width: -1, height: -1), false, false, false, "negative size"),
      (Rect2D(x: 0, y: 0, width: -1, height: 2), false, false, false, "negative width"),
      (Rect2D(x: 0, y: 0, width: 10, height: 10), false, false, false, "ordinary"),
      (.infinite, false, false, true, "infinite"),
      (
        Rect2D(
          x: -1, y: -Double.greatestFiniteMagnitude / 2, width: .greatestFiniteMagnitude,
          height: .greatestFiniteMagnitude), false, false, false, "almost infinite"
      ),
    ]
    for (rect, isNull, isEmpty, isInfinite, label) in table {
      XCTAssertEqual(rect.isNull, isNull, "isNull of \(label)")
      XCTAssertEqual(rect.isEmpty, isEmpty, "isEmpty of \(label)")
      XCTAssertEqual(rect.isInfinite, isInfinite, "isInfinite of \(label)")
    }
  }

  // MARK: Standardization and derived coordinates

  func testStandardizeMovesOriginByNegativeSize() {
    // Origin (10, 10) + size (−4, −6) → origin (6, 4), size (4, 6).
    let r = Rect2D(x: 10, y: 10, width: -4, height: -6).standardized
    assertSameOrBothNaN(r, Rect2D(x: 6, y: 4, width: 4, height: 6))
  }

  func testStandardizeLeavesPositiveAndZeroSizesAlone() {
    let r = Rect2D(x: 1, y: 2, width: 3, height: 0)
    assertSameOrBothNaN(r.standardized, Rect2D(x: 1, y: 2, width: 3, height: 0))
    // Only one axis negative: x moves, y does not.
    assertSameOrBothNaN(
      Rect2D(x: 1, y: 2, width: -3, height: 4).standardized,
      Rect2D(x: -2, y: 2, width: 3, height: 4))
  }

  func testStandardizeKeepsNaNSizeAndItsOrigin() {
    // As documented: a NaN width stays NaN and leaves the origin alone; the negative height still
    // flips.
    let r = Rect2D(x: 1, y: 2, width: .nan, height: -3).standardized
    XCTAssertEqual(r.origin.x, 1)
    XCTAssertEqual(r.origin.y, -1)
    XCTAssertTrue(r.size.width.isNaN)
    XCTAssertEqual(r.size.height, 3)
  }

  func testStandardizeOfNullIsNull() {
    XCTAssertTrue(Rect2D.null.standardized.isNull)
    XCTAssertTrue(Rect2D(x: .infinity, y: 0, width: -5, height: -5).standardized.isNull)
  }

  func testEdgesAndCentreOfNegativeSizeUseStandardizedRect() {
    // (10, 10, −4, −6) is (6, 4, 4, 6): x in 6…10, y in 4…10.
    let r = Rect2D(x: 10, y: 10, width: -4, height: -6)
    XCTAssertEqual(r.minX, 6)
    XCTAssertEqual(r.midX, 8)
    XCTAssertEqual(r.maxX, 10)
    XCTAssertEqual(r.minY, 4)
    XCTAssertEqual(r.midY, 7)
    XCTAssertEqual(r.maxY, 10)
    XCTAssertEqual(r.width, 4)
    XCTAssertEqual(r.height, 6)
  }

  func testFarEdgeOfANegativeSizeIsTheStoredOriginExactly() {
    // (904.9951894735027 − 1e300) rounds to −1e300, and adding 1e300 back gives 0, not the edge.
    let r = Rect2D(x: 9_007_199_254_740_992, y: 904.995_189_473_502_7, width: 1, height: -1e300)
    XCTAssertEqual(r.maxY, 904.995_189_473_502_7)
    XCTAssertEqual(r.minY, -1e300)
    // 0.1 − 0.3 = −0.19999999999999998, and −0.19999999999999998 + 0.3 = 0.10000000000000003.
    XCTAssertEqual(Rect2D(x: 0.1, y: 0, width: -0.3, height: 1).maxX, 0.1)
  }

  func testEdgesAndCentreOfPositiveSize() {
    let r = Rect2D(x: 1, y: 2, width: 3, height: 4)
    XCTAssertEqual(r.minX, 1)
    XCTAssertEqual(r.midX, 2.5)
    XCTAssertEqual(r.maxX, 4)
    XCTAssertEqual(r.minY, 2)
    XCTAssertEqual(r.midY, 4)
    XCTAssertEqual(r.maxY, 6)
    XCTAssertEqual(r.width, 3)
    XCTAssertEqual(r.height, 4)
    // Doc examples: (10, 0, 4, 1) and (0, 10, 1, 6).
    XCTAssertEqual(Rect2D(x: 10, y: 0, width: 4, height: 1).midX, 12)
    XCTAssertEqual(Rect2D(x: 0, y: 10, width: 1, height: 6).midY, 13)
    XCTAssertEqual(Rect2D(x: 0, y: 10, width: 1, height: 6).maxY, 16)
  }

  // MARK: Equality and hashing

  func testStandardizedRectsAreEqual() {
    XCTAssertEqual(
      Rect2D(x: 10, y: 10, width: -4, height: -6), Rect2D(x: 6, y: 4, width: 4, height: 6))
    XCTAssertNotEqual(
      Rect2D(x: 10, y: 10, width: -4, height: -6), Rect2D(x: 10, y: 10, width: 4, height: 6))
  }

  func testAllNullRectsAreEqual() {
    XCTAssertEqual(Rect2D(x: .infinity, y: 3, width: 1, height: 1), .null)
    XCTAssertEqual(
      Rect2D(x: 5, y: .infinity, width: -2, height: 7),
      Rect2D(x: .infinity, y: .infinity, width: 9, height: 9))
    XCTAssertNotEqual(Rect2D.null, .zero)
    XCTAssertNotEqual(Rect2D.zero, .null)
  }

  func testRectWithNaNIsNotEqualToItself() {
    let r = Rect2D(x: 0, y: 0, width: .nan, height: 1)
    XCTAssertFalse(r == r)
  }

  func testEqualRectsHashEqually() {
    XCTAssertEqual(
      Rect2D(x: 10, y: 10, width: -4, height: -6).hashValue,
      Rect2D(x: 6, y: 4, width: 4, height: 6).hashValue)
    XCTAssertEqual(Rect2D(x: .infinity, y: 3, width: 1, height: 1).hashValue, Rect2D.null.hashValue)
    XCTAssertEqual(
      Rect2D(x: 2, y: .infinity, width: -8, height: 0).hashValue, Rect2D.null.hashValue)
    XCTAssertEqual(
      Rect2D(x: -0.0, y: 0, width: -0.0, height: 1).hashValue,
      Rect2D(x: 0, y: 0, width: 0, height: 1).hashValue)
    let set: Set<Rect2D> = [
      Rect2D(x: 10, y: 10, width: -4, height: -6), Rect2D(x: 6, y: 4, width: 4, height: 6),
      .null, Rect2D(x: .infinity, y: 1, width: 2, height: 3), .zero,
    ]
    XCTAssertEqual(set.count, 3)
  }

  func testApproximateEqualityComparesStandardizedRects() {
    let r = Rect2D(x: 0.1 + 0.2, y: 0, width: 1, height: 1)
    XCTAssertTrue(r.isApproximatelyEqual(to: Rect2D(x: 0.3, y: 0, width: 1, height: 1)))
    XCTAssertTrue(
      Rect2D(x: 10, y: 10, width: -4, height: -6)
        .isApproximatelyEqual(to: Rect2D(x: 6, y: 4, width: 4, height: 6)))
    XCTAssertFalse(r.isApproximatelyEqual(to: Rect2D(x: 0.3, y: 0, width: 1.1, height: 1)))
    XCTAssertTrue(
      r.isApproximatelyEqual(
        to: Rect2D(x: 0.3, y: 0, width: 1.1, height: 1), absoluteTolerance: 0.2))
  }

  func testApproximateEqualityOfNullRects() {
    XCTAssertTrue(
      Rect2D.null.isApproximatelyEqual(to: Rect2D(x: .infinity, y: 0, width: 1, height: 1)))
    XCTAssertFalse(Rect2D.null.isApproximatelyEqual(to: .zero))
    XCTAssertFalse(Rect2D.zero.isApproximatelyEqual(to: .null))
    let nan = Rect2D(x: .nan, y: 0, width: 1, height: 1)
    XCTAssertFalse(nan.isApproximatelyEqual(to: nan))
  }

  // MARK: contains(point)

  func testContainsPointIsHalfOpen() {
    let r = Rect2D(x: 0, y: 0, width: 100, height: 100)
    XCTAssertTrue(r.contains(Point2D(x: 0, y: 0)))
    XCTAssertTrue(r.contains(Point2D(x: -0.0, y: -0.0)))
    XCTAssertTrue(r.contains(Point2D(x: 99.9, y: 99.9)))
    XCTAssertTrue(r.contains(Point2D(x: 50, y: 0)))
    XCTAssertFalse(r.contains(Point2D(x: 100, y: 100)))
    XCTAssertFalse(r.contains(Point2D(x: 100, y: 50)))
    XCTAssertFalse(r.contains(Point2D(x: 50, y: 100)))
    XCTAssertFalse(r.contains(Point2D(x: -1e-300, y: 50)))
    XCTAssertFalse(r.contains(Point2D(x: 50, y: -0.001)))
  }

  func testContainsPointStandardizesNegativeSize() {
    // (100, 100, −100, −100) is (0, 0, 100, 100).
    let r = Rect2D(x: 100, y: 100, width: -100, height: -100)
    XCTAssertTrue(r.contains(Point2D(x: 0, y: 0)))
    XCTAssertTrue(r.contains(Point2D(x: 50, y: 50)))
    XCTAssertFalse(r.contains(Point2D(x: 100, y: 100)))
  }

  func testEmptyNullAndNaNContainNoPoint() {
    XCTAssertFalse(Rect2D.zero.contains(Point2D.zero))
    XCTAssertFalse(Rect2D(x: 0, y: 0, width: 0, height: 10).contains(Point2D(x: 0, y: 5)))
    XCTAssertFalse(Rect2D.null.contains(Point2D.zero))
    XCTAssertFalse(Rect2D.null.contains(Point2D(x: .infinity, y: .infinity)))
    XCTAssertFalse(
      Rect2D(x: 0, y: 0, width: 10, height: 10).contains(Point2D(x: .nan, y: 5)))
    XCTAssertFalse(
      Rect2D(x: 0, y: 0, width: .nan, height: 10).contains(Point2D(x: 1, y: 1)))
  }

  func testContainsPointUsesTheExactFarEdgeOfANegativeSize() {
    // x spans −626762.7429120763 (rounded) … 1e-300: 0 is inside, though the standardized origin
    // plus the width rounds to 0.
    let r = Rect2D(x: 1e-300, y: 0, width: -626_762.742_912_076_3, height: 1)
    XCTAssertTrue(r.contains(Point2D(x: 0, y: 0.5)))
    XCTAssertFalse(r.contains(Point2D(x: 1e-300, y: 0.5)))
  }

  func testInfiniteContainsFarPoints() {
    XCTAssertTrue(Rect2D.infinite.contains(Point2D(x: 1e300, y: -1e300)))
    XCTAssertTrue(Rect2D.infinite.contains(Point2D.zero))
    XCTAssertFalse(Rect2D.infinite.contains(Point2D(x: .infinity, y: 0)))
  }

  // MARK: contains(rect)

  func testContainsRectAllowsSharedEdges() {
    let outer = Rect2D(x: 0, y: 0, width: 100, height: 100)
    XCTAssertTrue(outer.contains(outer))
    XCTAssertTrue(outer.contains(Rect2D(x: 0, y: 0, width: 100, height: 50)))
    XCTAssertTrue(outer.contains(Rect2D(x: 10, y: 10, width: 20, height: 20)))
    XCTAssertFalse(outer.contains(Rect2D(x: 50, y: 50, width: 60, height: 10)))
    XCTAssertFalse(outer.contains(Rect2D(x: -1, y: 0, width: 10, height: 10)))
    XCTAssertFalse(Rect2D(x: 0, y: 0, width: 100, height: 50).contains(outer))
  }

  func testContainsRectStandardizesBothSides() {
    // (100, 100, −10, −10) is (90, 90, 10, 10), inside; (100, 100, −100, −100) is the outer rect.
    let outer = Rect2D(x: 0, y: 0, width: 100, height: 100)
    XCTAssertTrue(outer.contains(Rect2D(x: 100, y: 100, width: -10, height: -10)))
    XCTAssertTrue(Rect2D(x: 100, y: 100, width: -100, height: -100).contains(outer))
  }

  func testEveryRectContainsNull() {
    XCTAssertTrue(Rect2D(x: 0, y: 0, width: 100, height: 100).contains(Rect2D.null))
    XCTAssertTrue(Rect2D.zero.contains(Rect2D.null))
    XCTAssertTrue(Rect2D.null.contains(Rect2D.null))
    XCTAssertFalse(Rect2D.null.contains(Rect2D(x: 0, y: 0, width: 1, height: 1)))
  }

  func testContainsZeroSizeRectByItsPosition() {
    let outer = Rect2D(x: 0, y: 0, width: 100, height: 100)
    XCTAssertTrue(outer.contains(Rect2D(x: 50, y: 50, width: 0, height: 0)))
    XCTAssertFalse(outer.contains(Rect2D(x: 200, y: 200, width: 0, height: 0)))
  }

  // MARK: intersection / intersects

  func testEdgeTouchingRectsIntersectInZeroHeightRect() {
    // CGRect's rule: (0,0,10,5) ∩ (0,5,10,5) = (0,5,10,0), not null.
    let top = Rect2D(x: 0, y: 0, width: 10, height: 5)
    let bottom = Rect2D(x: 0, y: 5, width: 10, height: 5)
    let overlap = top.intersection(bottom)
    assertSameOrBothNaN(overlap, Rect2D(x: 0, y: 5, width: 10, height: 0))
    XCTAssertFalse(overlap.isNull)
    XCTAssertTrue(overlap.isEmpty)
    XCTAssertTrue(top.intersects(bottom))
    XCTAssertTrue(bottom.intersects(top))
  }

  func testEdgeAndCornerTouchingRectsIntersect() {
    let left = Rect2D(x: 0, y: 0, width: 10, height: 10)
    XCTAssertTrue(left.intersects(Rect2D(x: 10, y: 0, width: 5, height: 5)))
    XCTAssertFalse(left.intersects(Rect2D(x: 11, y: 0, width: 5, height: 5)))
    // Corner to corner: a zero-size rect at (10, 10).
    let corner = Rect2D(x: 10, y: 10, width: 5, height: 5)
    XCTAssertTrue(left.intersects(corner))
    assertSameOrBothNaN(left.intersection(corner), Rect2D(x: 10, y: 10, width: 0, height: 0))
  }

  func testOverlappingRectsIntersectInOverlap() {
    // x: 0…10 ∩ 5…15 = 5…10; y the same.
    let a = Rect2D(x: 0, y: 0, width: 10, height: 10)
    let b = Rect2D(x: 5, y: 5, width: 10, height: 10)
    assertSameOrBothNaN(a.intersection(b), Rect2D(x: 5, y: 5, width: 5, height: 5))
    // (10, 10, −10, −10) is a again.
    assertSameOrBothNaN(
      Rect2D(x: 10, y: 10, width: -10, height: -10).intersection(b),
      Rect2D(x: 5, y: 5, width: 5, height: 5))
    // Containment gives the inner rect.
    assertSameOrBothNaN(
      a.intersection(Rect2D(x: 2, y: 3, width: 4, height: 5)),
      Rect2D(x: 2, y: 3, width: 4, height: 5))
  }

  func testDisjointRectsIntersectInNull() {
    let none = Rect2D(x: 0, y: 0, width: 1, height: 1)
      .intersection(Rect2D(x: 5, y: 5, width: 1, height: 1))
    XCTAssertTrue(none.isNull)
    XCTAssertEqual(none, .null)
    // Overlapping in x but not in y.
    XCTAssertTrue(
      Rect2D(x: 0, y: 0, width: 10, height: 1)
        .intersection(Rect2D(x: 0, y: 2, width: 10, height: 1)).isNull)
  }

  func testNullNeverIntersects() {
    let r = Rect2D(x: 0, y: 0, width: 10, height: 10)
    XCTAssertTrue(r.intersection(.null).isNull)
    XCTAssertTrue(Rect2D.null.intersection(r).isNull)
    XCTAssertFalse(r.intersects(.null))
    XCTAssertFalse(Rect2D.null.intersects(r))
    XCTAssertFalse(Rect2D.null.intersects(.null))
    XCTAssertFalse(Rect2D.infinite.intersects(.null))
  }

  func testIntersectionWithInfiniteIsTheOtherRect() {
    let r = Rect2D(x: 1, y: 2, width: 3, height: 4)
    assertSameOrBothNaN(r.intersection(.infinite), r)
    XCTAssertTrue(Rect2D.infinite.intersection(.infinite).isInfinite)
  }

  func testIntersectionKeepsASpanThatLiesWithinTheOtherExactly() {
    // 614170.2733886705 + 0.10969978878827333 − 614170.2733886705 is 0.10969978873617947: the
    // contained span's own length is kept instead.
    let r = Rect2D(
      x: 614_170.273_388_670_5, y: -2, width: 0.109_699_788_788_273_33,
      height: .leastNonzeroMagnitude)
    let inside = r.intersection(Rect2D(x: 0, y: -10, width: 1e6, height: 20))
    XCTAssertEqual(inside.size.width.bitPattern, (0.109_699_788_788_273_33).bitPattern)
    XCTAssertEqual(inside.size.height, .leastNonzeroMagnitude)
    XCTAssertEqual(inside.origin, r.origin)
    // Only x lies within the other; y is the overlap of −2…1 and −1…2.
    let tall = Rect2D(origin: r.origin, size: Size2D(width: r.size.width, height: 3))
    let across = tall.intersection(Rect2D(x: 614_000, y: -1, width: 1000, height: 3))
    XCTAssertEqual(
      across, Rect2D(x: 614_170.273_388_670_5, y: -1, width: 0.109_699_788_788_273_33, height: 2))
  }

  // MARK: union

  func testUnionIsBoundingBox() {
    let a = Rect2D(x: 0, y: 0, width: 10, height: 10)
    let b = Rect2D(x: 20, y: 5, width: 5, height: 10)
    // x: 0…25, y: 0…15.
    assertSameOrBothNaN(a.union(b), Rect2D(x: 0, y: 0, width: 25, height: 15))
    assertSameOrBothNaN(b.union(a), Rect2D(x: 0, y: 0, width: 25, height: 15))
  }

  func testUnionWithNullIsIdentity() {
    let a = Rect2D(x: 0, y: 0, width: 10, height: 10)
    assertSameOrBothNaN(a.union(.null), a)
    assertSameOrBothNaN(Rect2D.null.union(a), a)
    XCTAssertTrue(Rect2D.null.union(.null).isNull)
    // The result is standardized: (10, 10, −4, −6) ∪ null = (6, 4, 4, 6).
    assertSameOrBothNaN(
      Rect2D(x: 10, y: 10, width: -4, height: -6).union(.null),
      Rect2D(x: 6, y: 4, width: 4, height: 6))
    assertSameOrBothNaN(
      Rect2D.null.union(Rect2D(x: 10, y: 10, width: -4, height: -6)),
      Rect2D(x: 6, y: 4, width: 4, height: 6))
  }

  func testUnionCountsEmptyNonNullRects() {
    // The zero rect is empty but not null, so its origin counts.
    assertSameOrBothNaN(
      Rect2D.zero.union(Rect2D(x: 5, y: 5, width: 1, height: 1)),
      Rect2D(x: 0, y: 0, width: 6, height: 6))
  }

  func testUnionWithInfiniteIsInfinite() {
    XCTAssertTrue(Rect2D(x: 1, y: 2, width: 3, height: 4).union(.infinite).isInfinite)
  }

  // MARK: insetBy / offsetBy

  func testInsetShrinksStandardizedRect() {
    let r = Rect2D(x: 0, y: 0, width: 100, height: 50)
    assertSameOrBothNaN(r.insetBy(dx: 10, dy: 5), Rect2D(x: 10, y: 5, width: 80, height: 40))
    // Negative insets grow the rect.
    assertSameOrBothNaN(r.insetBy(dx: -10, dy: -10), Rect2D(x: -10, y: -10, width: 120, height: 70))
    // (10, 10, −4, −6) = (6, 4, 4, 6) → (7, 5, 2, 4).
    assertSameOrBothNaN(
      Rect2D(x: 10, y: 10, width: -4, height: -6).insetBy(dx: 1, dy: 1),
      Rect2D(x: 7, y: 5, width: 2, height: 4))
  }

  func testOverInsetGivesNull() {
    let r = Rect2D(x: 0, y: 0, width: 100, height: 50)
    XCTAssertTrue(r.insetBy(dx: 60, dy: 0).isNull)
    XCTAssertTrue(r.insetBy(dx: 0, dy: 26).isNull)
    XCTAssertTrue(Rect2D.null.insetBy(dx: -10, dy: -10).isNull)
  }

  func testInsetToExactlyZeroSizeIsNotNull() {
    // Only a negative size becomes null: 100 − 2·50 = 0.
    let r = Rect2D(x: 0, y: 0, width: 100, height: 50).insetBy(dx: 50, dy: 0)
    assertSameOrBothNaN(r, Rect2D(x: 50, y: 0, width: 0, height: 50))
    XCTAssertFalse(r.isNull)
  }

  func testOffsetMovesStandardizedRect() {
    assertSameOrBothNaN(
      Rect2D(x: 0, y: 0, width: 10, height: 10).offsetBy(dx: 5, dy: -5),
      Rect2D(x: 5, y: -5, width: 10, height: 10))
    // (10, 10, −4, −6) = (6, 4, 4, 6) → (7, 5, 4, 6).
    assertSameOrBothNaN(
      Rect2D(x: 10, y: 10, width: -4, height: -6).offsetBy(dx: 1, dy: 1),
      Rect2D(x: 7, y: 5, width: 4, height: 6))
  }

  func testOffsetOfNullStaysNull() {
    let r = Rect2D.null.offsetBy(dx: 5, dy: 5)
    XCTAssertTrue(r.isNull)
    XCTAssertEqual(r.origin.x, .infinity)
    XCTAssertTrue(Rect2D.null.offsetBy(dx: -.infinity, dy: -.infinity).isNull)
  }

  // MARK: applying(AffineTransform2D)

  func testRotatedRectBoundsMatchCoreGraphics() {
    // GNUstep libs-opal's Apple-run tests: (1, 2, 3, 4) rotated by π/6 → (−2.13397, 2.23205,
    // 4.59808, 4.9641). By hand: cos = 0.8660254, sin = 0.5; centre (2.5, 4) → (0.8660254·2.5 − 0.5·4,
    // 0.5·2.5 + 0.8660254·4) = (0.1650635, 4.7141016); half extents (0.8660254·1.5 + 0.5·2, 0.5·1.5
    // + 0.8660254·2) = (2.2990381, 2.4820508).
    let r = Rect2D(x: 1, y: 2, width: 3, height: 4)
      .applying(AffineTransform2D(rotationAngle: .pi / 6))
    assertApproximatelyEqual(
      r, Rect2D(x: -2.13397, y: 2.23205, width: 4.59808, height: 4.96410), absoluteTolerance: 1e-5)
  }

  func testQuarterTurnSwapsWidthAndHeight() {
    // (0,0,10,20) · rot(π/2): corners (0,0) (0,10) (−20,0) (−20,10).
    let r = Rect2D(x: 0, y: 0, width: 10, height: 20)
      .applying(AffineTransform2D(rotationAngle: .pi / 2))
    assertApproximatelyEqual(
      r, Rect2D(x: -20, y: 0, width: 20, height: 10), absoluteTolerance: 1e-12)
  }

  func testNegativeScaleGivesStandardizedBox() {
    // (0,0,10,10) · scale(2, −1): x 0…20, y −10…0.
    let r = Rect2D(x: 0, y: 0, width: 10, height: 10).applying(AffineTransform2D(scaleX: 2, y: -1))
    assertSameOrBothNaN(r, Rect2D(x: 0, y: -10, width: 20, height: 10))
    // A negative-size input is standardized first: (10,10,−4,−6) + (1,1) → (7,5,4,6).
    assertSameOrBothNaN(
      Rect2D(x: 10, y: 10, width: -4, height: -6).applying(
        AffineTransform2D(translationX: 1, y: 1)),
      Rect2D(x: 7, y: 5, width: 4, height: 6))
  }

  func testShearedRectBoundsAreBoxOfCorners() {
    // (0,0,2,1) · (a 1, b 0, c 1, d 1, tx 3, ty 4): corners (0,0)→(3,4), (2,0)→(5,4), (0,1)→(4,5),
    // (2,1)→(6,5). Box (3, 4, 3, 1).
    let t = AffineTransform2D(a: 1, b: 0, c: 1, d: 1, tx: 3, ty: 4)
    assertSameOrBothNaN(
      Rect2D(x: 0, y: 0, width: 2, height: 1).applying(t), Rect2D(x: 3, y: 4, width: 3, height: 1))
  }

  func testNullAndInfiniteRectsKeepTheirMeaningUnderAffineTransform() {
    let t = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    XCTAssertTrue(Rect2D.null.applying(t).isNull)
    XCTAssertTrue(Rect2D.infinite.applying(t).isInfinite)
    let nanTransform = AffineTransform2D(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
    XCTAssertTrue(Rect2D.null.applying(nanTransform).isNull)
    XCTAssertTrue(Rect2D.infinite.applying(nanTransform).isInfinite)
  }

  func testHugeFiniteBoxesKeepTheirValueUnderAffineTransform() {
    // The box's components add up past the largest double, but each is finite: the box itself.
    let huge = Rect2D(x: 1e308, y: 1e308, width: 1e308, height: 1e308)
    XCTAssertEqual(huge.applying(AffineTransform2D.identity), huge)
    // Moved by (1, 2), which is below the precision of 1e308: the same components.
    XCTAssertEqual(
      huge.applying(AffineTransform2D(translationX: 1, y: 2)),
      Rect2D(x: 1e308 + 1, y: 1e308 + 2, width: 1e308, height: 1e308))
    // The almost-infinite rectangle (width the largest double, not the infinite rectangle) gives
    // its own box: a translation by (1, 2) moves it.
    let almost = Rect2D(
      x: -1, y: -Double.greatestFiniteMagnitude / 2, width: .greatestFiniteMagnitude,
      height: .greatestFiniteMagnitude)
    let moved = almost.applying(AffineTransform2D(translationX: 1, y: 2))
    XCTAssertFalse(moved.isInfinite)
    XCTAssertEqual(moved.origin.x, 0)
    XCTAssertEqual(moved.size.width, .greatestFiniteMagnitude)
  }

  func testNonFiniteAffineInputGivesAllNaNRect() {
    let t = AffineTransform2D(rotationAngle: 0.3)
    assertAllNaN(Rect2D(x: .nan, y: 0, width: 1, height: 1).applying(t), "NaN origin")
    assertAllNaN(Rect2D(x: 0, y: 0, width: .nan, height: 1).applying(t), "NaN width")
    assertAllNaN(Rect2D(x: -.infinity, y: 0, width: 1, height: 1).applying(t), "-inf origin")
    assertAllNaN(Rect2D(x: 0, y: 0, width: .infinity, height: 1).applying(t), "inf width")
    assertAllNaN(
      Rect2D(x: 0, y: 0, width: 1, height: 1)
        .applying(AffineTransform2D(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)), "NaN a")
    assertAllNaN(
      Rect2D(x: 0, y: 0, width: 1, height: 1)
        .applying(AffineTransform2D(translationX: .infinity, y: 0)), "inf tx")
    // Only the size overflows: half-height 0.5e308 · 2 = 1e308 is finite, the height 2e308 is not.
    assertAllNaN(
      Rect2D(x: 0, y: 0, width: 1, height: 1e308).applying(AffineTransform2D(scaleX: 1, y: 2)),
      "height overflow")
    assertAllNaN(
      Rect2D(x: 0, y: 0, width: 1e308, height: 1).applying(AffineTransform2D(scaleX: 2, y: 1)),
      "width overflow")
    // Overflow: 1e308 · 10 is +inf.
    assertAllNaN(
      Rect2D(x: 1e308, y: 0, width: 1, height: 1).applying(AffineTransform2D(scaleX: 10, y: 1)),
      "overflow")
  }
}
