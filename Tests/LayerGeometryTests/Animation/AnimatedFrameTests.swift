import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// The frame loop: a snapshot brought from frame to frame with `update(from:at:)` equals a fresh
/// `LayerSnapshot(of:at:)` of each frame to the last bit, its damage covers every layer that
/// moved (held against the two snapshots, layer by layer), and once every animation has ended it
/// equals the model tree's snapshot.
final class AnimatedFrameTests: XCTestCase {
  func testAFrameLoopOverAMovingTree() throws {
    var generator = SplitMix64(seed: 0xF4A3_E)
    var options = RandomTreeOptions()
    options.maxLayers = 300
    options.maxDepth = 6
    let tree = RandomLayerTree(options: options, using: &generator)
    try addRandomAnimations(to: tree.layers, count: 30, using: &generator)
    var snapshot = LayerSnapshot(of: tree.root, at: 0)
    for frame in 1...60 {
      let time = Double(frame) / 20
      let before = snapshot
      let damage = snapshot.update(from: tree.root, at: time)
      let fresh = LayerSnapshot(of: tree.root, at: time)
      XCTAssertTrue(assertSameElements(snapshot, fresh, pool: tree.layers, edit: frame))
      XCTAssertTrue(
        assertDamage(damage, covers: before, snapshot, pool: tree.layers, edit: frame),
        "frame \(frame)")
      // Running: some animation ends after now (every layer's time is the global time here).
      let running = tree.layers.contains { layer in
        layer.animationKeys().contains { key in
          guard let timing = layer.animation(forKey: key)?.timing else { return false }
          return timing.beginTime + timing.activeDuration > time
        }
      }
      XCTAssertEqual(tree.root.hasRunningAnimations(at: time), running, "frame \(frame)")
    }
    // Every animation has ended and has been removed (none is held): the model's snapshot.
    XCTAssertFalse(tree.root.hasRunningAnimations(at: 3))
    XCTAssertTrue(tree.layers.allSatisfy { $0.animationKeys().isEmpty })
    XCTAssertTrue(
      assertSameElements(snapshot, LayerSnapshot(of: tree.root), pool: tree.layers, edit: 61))
  }
}
