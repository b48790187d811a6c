import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `LayerSnapshot.update(from:)` over long random sequences and large trees, against a fresh
/// snapshot of the same tree (equal to the last bit) and its damage against a brute-force diff.
final class SnapshotUpdateStressTests: XCTestCase {
  override func setUpWithError() throws { try skipUnlessOptimized() }

  /// Ten thousand random edits of every kind, with three snapshots of different ages updated
  /// every 1, 7 and 31 edits; each update is checked against a fresh snapshot and a diff.
  func testUpdatesEqualFreshSnapshotsOverRandomEdits() {
    var g = SplitMix64(seed: 0x5F_0001)
    var options = RandomTreeOptions()
    options.maxLayers = 60
    var editor = RandomTreeEditor(tree: RandomLayerTree(options: options, using: &g))
    var snapshots = [1, 7, 31].map { (period: $0, snapshot: LayerSnapshot(of: editor.root)) }
    var checked = 0
    var damaged = 0
    for edit in 1...10_000 {
      editor.edit(using: &g)
      for index in snapshots.indices where edit % snapshots[index].period == 0 {
        let before = snapshots[index].snapshot
        let damage = snapshots[index].snapshot.update(from: editor.root)
        let fresh = LayerSnapshot(of: editor.root)
        let after = snapshots[index].snapshot
        guard assertSameElements(after, fresh, pool: editor.pool, edit: edit) else { return }
        guard assertSameAnswers(after, fresh, edit: edit, using: &g) else { return }
        guard assertDamage(damage, covers: before, after, pool: editor.pool, edit: edit) else {
          return
        }
        XCTAssertLessThanOrEqual(damage.count, 16)
        checked += 1
        if !damage.isEmpty { damaged += 1 }
      }
    }
    XCTAssertGreaterThan(checked, 11_000)
    XCTAssertGreaterThan(damaged, 3_500, "too few updates changed anything to be meaningful")
  }

  /// A tree of 6,000 layers, whose per-layer arrays span two chunks: insertions, removals
  /// and moves shift layers across chunk boundaries.
  func testUpdatesAcrossChunks() {
    var g = SplitMix64(seed: 0x5F_0003)
    var options = RandomTreeOptions()
    options.maxLayers = 6_000
    options.maxDepth = 12
    var editor = RandomTreeEditor(tree: RandomLayerTree(options: options, using: &g))
    var snapshot = LayerSnapshot(of: editor.root)
    let copy = snapshot
    let copyBoxes = copy.map(\.boundingBox)
    for edit in 1...25 {
      editor.edit(using: &g)
      snapshot.update(from: editor.root)
      let fresh = LayerSnapshot(of: editor.root)
      guard assertSameElements(snapshot, fresh, pool: editor.pool, edit: edit) else { return }
    }
    XCTAssertTrue(zip(copy.map(\.boundingBox), copyBoxes).allSatisfy { bitwiseSame($0, $1) })
  }

  func testADeepChainUpdates() {
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
    var chain = [root]
    for _ in 1..<100_000 {
      let layer = Layer()
      layer.frame = Rect2D(x: 0.5, y: 0, width: 10, height: 10)
      chain.last!.addSublayer(layer)
      chain.append(layer)
    }
    var snapshot = LayerSnapshot(of: root)
    for index in [99_999, 50_000, 1] {
      chain[index].position.y += 1
      snapshot.update(from: root)
    }
    let fresh = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot.count, fresh.count)
    for position in [0, 1, 2, 50_000, 50_001, 99_999] {
      XCTAssertEqual(snapshot[position].boundingBox, fresh[position].boundingBox)
      XCTAssertEqual(snapshot[position].depth, fresh[position].depth)
    }
    let leaf = Layer()
    chain[99_999].addSublayer(leaf)
    snapshot.update(from: root)
    XCTAssertEqual(snapshot.index(of: leaf), 100_000)
    XCTAssertEqual(snapshot[100_000].superlayerIndex, 99_999)
    // Teardown of a deep chain without a deep call chain.
    chain.removeAll()
  }
}

/// The frame loop at the size the render list is asked to carry: 10⁴ layers with 100 animations
/// of every kind, stepped over 120 frames.
final class AnimatedFrameStressTests: XCTestCase {
  override func setUpWithError() throws { try skipUnlessOptimized() }

  /// Each updated snapshot equals a fresh `LayerSnapshot(of:at:)` to the last bit, its damage
  /// covers every layer that moved, and once every animation has ended it is the model's.
  func testAFrameLoopOfTenThousandLayersWithAHundredAnimations() throws {
    var g = SplitMix64(seed: 0xF4A3_10)
    var options = RandomTreeOptions()
    options.maxLayers = 10_000
    options.maxDepth = 8
    let tree = RandomLayerTree(options: options, using: &g)
    try addRandomAnimations(to: tree.layers, count: 100, using: &g)
    var snapshot = LayerSnapshot(of: tree.root, at: 0)
    for frame in 1...120 {
      let time = Double(frame) / 40  // three seconds: every animation ends by 2.5
      let before = snapshot
      let damage = snapshot.update(from: tree.root, at: time)
      let fresh = LayerSnapshot(of: tree.root, at: time)
      guard assertSameElements(snapshot, fresh, pool: tree.layers, edit: frame) else { return }
      guard assertDamage(damage, covers: before, snapshot, pool: tree.layers, edit: frame) else {
        return
      }
    }
    XCTAssertFalse(tree.root.hasRunningAnimations(at: 3))
    XCTAssertTrue(
      assertSameElements(snapshot, LayerSnapshot(of: tree.root), pool: tree.layers, edit: 121))
  }
}
