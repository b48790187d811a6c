import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// The merge of an update's damage to at most 16 rectangles: greedy, the pair whose union adds
/// the least area first (the first such pair in order), against a search of every pair at each
/// step written out here.
final class SnapshotDamageMergeTests: XCTestCase {
  /// The greedy merge by a search of every pair at each step, after the merge's own pairing of
  /// neighbours above 64.
  private func mergedBySearch(_ rects: [Rect2D], to limit: Int) -> [Rect2D] {
    guard rects.count > limit else { return rects }
    if rects.contains(where: { $0.isInfinite }) { return [.infinite] }
    func area(_ r: Rect2D) -> Double { r.width * r.height }
    var rects = LayerSnapshot.pairingNeighbours(rects, downTo: 64)
    while rects.count > limit {
      var best = (cost: Double.infinity, first: 0, second: 1)
      for first in rects.indices {
        for second in (first + 1)..<rects.count {
          let union = LayerSnapshot.covering(rects[first], rects[second])
          let cost = area(union) - area(rects[first]) - area(rects[second])
          if cost < best.cost { best = (cost, first, second) }
        }
      }
      rects[best.first] = LayerSnapshot.covering(rects[best.first], rects[best.second])
      rects.remove(at: best.second)
    }
    return rects
  }

  func testTheMergeChoosesAsASearchOfEveryPairDoes() {
    var g = SplitMix64(seed: 31)
    for round in 0..<300 {
      let count = Int.random(in: 0...140, using: &g)
      // Rows of a list (many ties), cards anywhere, and now and then a degenerate or huge box.
      let rects = (0..<count).map { index -> Rect2D in
        switch Int.random(in: 0..<10, using: &g) {
        case 0: return Rect2D(x: 0, y: Double(index % 7) * 44, width: 320, height: 44)
        case 1: return Rect2D(x: Double(index), y: 0, width: 0, height: 0)
        case 2: return Rect2D(x: -1e300, y: -1e300, width: 1e300, height: 2e300)
        default:
          return Rect2D(
            x: Double.random(in: -500...500, using: &g).rounded(),
            y: Double.random(in: -500...500, using: &g).rounded(),
            width: Double.random(in: 1...120, using: &g).rounded(),
            height: Double.random(in: 1...80, using: &g).rounded())
        }
      }
      let merged = LayerSnapshot.merged(rects, to: 16)
      let expected = mergedBySearch(rects, to: 16)
      XCTAssertEqual(merged.count, expected.count, "round \(round)")
      for (a, b) in zip(merged, expected) {
        XCTAssertTrue(a.isBitwiseEqual(to: b), "round \(round): \(a) is not \(b)")
      }
    }
  }

  /// Worked by hand: of three unit squares, the two that touch merge (their union adds nothing
  /// beyond the two squares), the one far away stays.
  func testTheCheapestPairMergesFirst() {
    let rects = [
      Rect2D(x: 100, y: 100, width: 1, height: 1), Rect2D(x: 0, y: 0, width: 1, height: 1),
      Rect2D(x: 1, y: 0, width: 1, height: 1),
    ]
    XCTAssertEqual(
      LayerSnapshot.merged(rects, to: 2),
      [Rect2D(x: 100, y: 100, width: 1, height: 1), Rect2D(x: 0, y: 0, width: 2, height: 1)])
  }
}
