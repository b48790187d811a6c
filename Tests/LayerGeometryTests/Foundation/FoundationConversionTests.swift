import Foundation
import LayerGeometry
import LayerGeometryFoundation
import LayerGeometryTestSupport
import XCTest

/// `LayerGeometryFoundation`'s conversions copy every field exactly, both ways: the same bits,
/// `NaN` payloads and `-0.0` included, and nothing standardized.
final class FoundationConversionTests: XCTestCase {
  func testPointsSizesAndRectsKeepEveryBitBothWays() {
    var generator = SplitMix64(seed: 0xF0_0D)
    for iteration in 0..<10_000 {
      let fields = (0..<4).map { _ in Self.anyDouble(using: &generator) }
      let point = Point2D(x: fields[0], y: fields[1])
      let size = Size2D(width: fields[2], height: fields[3])
      let rect = Rect2D(origin: point, size: size)

      let cgPoint = CGPoint(point)
      let cgSize = CGSize(size)
      let cgRect = CGRect(rect)
      let context = "iteration \(iteration): \(fields)"
      XCTAssertEqual(Self.bits(cgPoint.x, cgPoint.y), Self.bits(fields[0], fields[1]), context)
      XCTAssertEqual(
        Self.bits(cgSize.width, cgSize.height), Self.bits(fields[2], fields[3]), context)
      XCTAssertEqual(
        Self.bits(cgRect.origin.x, cgRect.origin.y, cgRect.size.width, cgRect.size.height),
        Self.bits(fields[0], fields[1], fields[2], fields[3]), context)

      let backPoint = Point2D(cgPoint)
      let backSize = Size2D(cgSize)
      let backRect = Rect2D(cgRect)
      XCTAssertEqual(
        [backPoint.x, backPoint.y].map(\.bitPattern), [fields[0], fields[1]].map(\.bitPattern),
        context)
      XCTAssertEqual(
        [backSize.width, backSize.height].map(\.bitPattern),
        [fields[2], fields[3]].map(\.bitPattern), context)
      XCTAssertEqual(
        [backRect.origin.x, backRect.origin.y, backRect.size.width, backRect.size.height]
          .map(\.bitPattern), fields.map(\.bitPattern), context)
    }
  }

  func testNullAndInfiniteRectsMapToEachOther() {
    let null = Rect2D(CGRect.null)
    XCTAssertEqual(
      [null.origin.x, null.origin.y, null.size.width, null.size.height],
      [.infinity, .infinity, 0, 0])
    XCTAssertTrue(null.isNull)
    XCTAssertTrue(CGRect(Rect2D.null).isNull)
    XCTAssertEqual(CGRect(Rect2D.null), CGRect.null)

    let infinite = Rect2D(CGRect.infinite)
    XCTAssertEqual(
      [infinite.origin.x, infinite.origin.y, infinite.size.width, infinite.size.height],
      [
        -Double.greatestFiniteMagnitude / 2, -Double.greatestFiniteMagnitude / 2,
        .greatestFiniteMagnitude, .greatestFiniteMagnitude,
      ])
    XCTAssertTrue(infinite.isInfinite)
    XCTAssertTrue(CGRect(Rect2D.infinite).isInfinite)
  }

  func testNegativeSizesAreNotStandardized() {
    let r = Rect2D(CGRect(x: 10, y: 10, width: -4, height: -6))
    XCTAssertEqual(r.origin, Point2D(x: 10, y: 10))
    XCTAssertEqual(r.size, Size2D(width: -4, height: -6))
    let c = CGRect(Rect2D(x: 10, y: 10, width: -4, height: -6))
    XCTAssertEqual(c.origin, CGPoint(x: 10, y: 10))
    XCTAssertEqual(c.size, CGSize(width: -4, height: -6))
  }

  /// A double of any bit pattern a quarter of the time (NaNs with payloads, subnormals), an edge
  /// case otherwise.
  private static func anyDouble<G: RandomNumberGenerator>(using generator: inout G) -> Double {
    Int.random(in: 0..<4, using: &generator) == 0
      ? Double(bitPattern: generator.next()) : randomEdgeCaseDouble(using: &generator)
  }

  private static func bits(_ values: CGFloat...) -> [UInt64] {
    values.map { Double($0).bitPattern }
  }

  private static func bits(_ values: Double...) -> [UInt64] { values.map(\.bitPattern) }
}
