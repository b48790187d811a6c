import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// The frame loop: a snapshot brought from frame to frame with `update(from:at:)` equals a fresh
/// `LayerSnapshot(of:at:)` of each frame to the last bit, its damage covers every layer that
/// moved (held against the two snapshots, layer by layer), and once every animation has ended it
/// equals the model tree's snapshot.
final class AnimatedFrameTests: XCTestCase {
  /// Random animations of every kind on `count` random layers (containers included), all over by
  /// 2.5 s.
  private func animate(
    _ layers: [Layer], count: Int, using generator: inout SplitMix64
  ) throws {
    for index in 0..<count {
      let layer = layers.randomElement(using: &generator)!
      let begin = Double.random(in: 0...1, using: &generator)
      let duration = Double.random(in: 0.2...1.5, using: &generator)
      switch index % 5 {
      case 0:
        var slide = BasicAnimation(keyPath: "position")
        slide.byValue = .point(Point2D(x: 30, y: -20))
        (slide.beginTime, slide.duration, slide.timingFunction) = (begin, duration, .easeInEaseOut)
        try layer.add(slide, forKey: "a\(index)")
      case 1:
        var turn = BasicAnimation(keyPath: "transform.rotation.z")
        turn.toValue = .number(Double.random(in: -3...3, using: &generator))
        (turn.beginTime, turn.duration, turn.autoreverses) = (begin, duration / 2, true)
        try layer.add(turn, forKey: "a\(index)")
      case 2:
        var grow = SpringAnimation(keyPath: "bounds.size")
        grow.toValue = .size(Size2D(width: 50, height: 30))
        (grow.beginTime, grow.duration) = (begin, duration)
        try layer.add(grow, forKey: "a\(index)")
      case 3:
        var hop = KeyframeAnimation(keyPath: "position.y")
        hop.values = [.number(0), .number(-40), .number(10), .number(0)]
        hop.isAdditive = true
        (hop.calculationMode, hop.beginTime, hop.duration) = (.cubic, begin, duration)
        try layer.add(hop, forKey: "a\(index)")
      default:
        var scroll = BasicAnimation(keyPath: "bounds.origin.y")
        scroll.byValue = .number(25)
        var lift = BasicAnimation(keyPath: "zPosition")
        lift.toValue = .number(2)
        var group = AnimationGroup()
        group.animations = [.basic(scroll), .basic(lift)]
        (group.beginTime, group.duration) = (begin, duration)
        try layer.add(group, forKey: "a\(index)")
      }
    }
  }

  func testAFrameLoopOverAMovingTree() throws {
    var generator = SplitMix64(seed: 0xF4A3_E)
    var options = RandomTreeOptions()
    options.maxLayers = 300
    options.maxDepth = 6
    let tree = RandomLayerTree(options: options, using: &generator)
    try animate(tree.layers, count: 30, using: &generator)
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
    // Every animation has ended: the model's snapshot.
    XCTAssertFalse(tree.root.hasRunningAnimations(at: 3))
    XCTAssertTrue(
      assertSameElements(snapshot, LayerSnapshot(of: tree.root), pool: tree.layers, edit: 61))
  }
}
