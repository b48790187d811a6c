import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// One snapshot queried from several tasks at once; run under the thread sanitizer by `.ci/run`.
final class SnapshotConcurrencyTests: XCTestCase {
  func testQueriesFromSeveralTasksAtOnce() async {
    var g = SplitMix64(seed: 0x5E_0001)
    let tree = RandomLayerTree(using: &g)
    let snapshot = LayerSnapshot(of: tree.root)
    let points = (0..<2_000).map { _ in tree.randomWorldPoint(using: &g) }
    let viewports = points.prefix(200).map {
      Rect2D(origin: $0, size: Size2D(width: 40, height: 30))
    }
    let expected = points.map { snapshot.hitTest($0) }
    let expectedAll = points.map { snapshot.hitTestAll($0) }
    let expectedCulled = viewports.map { snapshot.layers(intersecting: $0) }
    let results = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<4 {
        group.addTask {
          points.map { snapshot.hitTest($0) } == expected
            && points.map { snapshot.hitTestAll($0) } == expectedAll
            && viewports.map { snapshot.layers(intersecting: $0) } == expectedCulled
        }
      }
      var all: [Bool] = []
      for await result in group { all.append(result) }
      return all
    }
    XCTAssertEqual(results, [true, true, true, true])
    XCTAssertGreaterThan(expected.compactMap { $0 }.count, 100, "too few hits to be meaningful")
  }
}
