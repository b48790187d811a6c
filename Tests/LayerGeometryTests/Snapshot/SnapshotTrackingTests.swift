import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// The change counts snapshots read: a change walks up only to the first layer no snapshot has
/// read since its last change, so a run of changes costs O(1) each, amortised.
final class SnapshotTrackingTests: XCTestCase {
  func testAChangeStopsAtTheFirstLayerNotReadSince() {
    let root = Layer()
    var chain = [root]
    for _ in 0..<5 {
      let layer = Layer()
      chain.last!.addSublayer(layer)
      chain.append(layer)
    }
    var snapshot = LayerSnapshot(of: root)
    XCTAssertTrue(chain.allSatisfy(\.snapshotTrackingState.isObserved))
    let before = chain.map(\.snapshotTrackingState.subtreeVersion)

    // The first change walks up to the root: every count above it moves.
    chain[5].position.x += 1
    let first = chain.map(\.snapshotTrackingState.subtreeVersion)
    XCTAssertEqual(zip(before, first).map { $1 - $0 }, [1, 1, 1, 1, 1, 1])
    XCTAssertFalse(chain.contains(where: \.snapshotTrackingState.isObserved))

    // Changes below a layer that no snapshot has read since stop there.
    chain[5].position.x += 1
    chain[4].bounds.size.width = 3
    let second = chain.map(\.snapshotTrackingState.subtreeVersion)
    XCTAssertEqual(zip(first, second).map { $1 - $0 }, [0, 0, 0, 0, 1, 1])

    // An update reads the changed layers again, and the next change walks all the way up again.
    snapshot.update(from: root)
    XCTAssertTrue(chain.allSatisfy(\.snapshotTrackingState.isObserved))
    chain[2].isHidden = true
    let third = chain.map(\.snapshotTrackingState.subtreeVersion)
    XCTAssertEqual(zip(second, third).map { $1 - $0 }, [1, 1, 1, 0, 0, 0])
    snapshot.update(from: root)
    XCTAssertTrue(snapshot[3].isHidden)
  }

  /// Setting a layer's kind is a change that snapshots and the hit-test index are told of, as
  /// setting any other property is.
  func testSettingTheKindIsAChange() {
    let root = Layer()
    let layer = Layer()
    root.addSublayer(layer)
    _ = LayerSnapshot(of: root)
    _ = root.hitTest(Point2D(x: 0, y: 0))
    let version = layer.snapshotTrackingState.version
    let rootVersion = root.snapshotTrackingState.subtreeVersion
    XCTAssertFalse(layer.storage.pointee.needsHitTestRefresh)
    layer.kind = .transformLayer
    XCTAssertEqual(layer.snapshotTrackingState.version, version + 1)
    XCTAssertEqual(root.snapshotTrackingState.subtreeVersion, rootVersion + 1)
    XCTAssertTrue(layer.storage.pointee.needsHitTestRefresh)
    XCTAssertTrue(layer.storage.pointee.hitLevelIsStale)
  }
}
