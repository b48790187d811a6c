import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `hitTest` on seeded random trees, against a brute-force search.
///
/// The brute force is `ReferenceHitTester` in LayerGeometryTestSupport: every layer's local point
/// is computed in a flat pass with the test's own matrices, candidates are filtered by the documented
/// rules, and the last-painted candidate wins. The batch form is checked against the scalar one.
/// Every failure message carries the seed and the iteration.
final class HitTestPropertyTests: XCTestCase {
  private func name(_ layer: Layer?, in tree: RandomLayerTree) -> String {
    guard let layer else { return "nil" }
    return "layer #\(tree.layers.firstIndex { $0 === layer } ?? -1)"
  }

  /// Compares `receiver.hitTest(p, order:)` with the brute force for `points` points; returns
  /// (compared, hits that are not nil, ambiguous).
  @discardableResult
  private func compare<G: RandomNumberGenerator>(
    _ tree: RandomLayerTree, receiver: Layer, points: Int, seed: UInt64, label: String,
    using g: inout G
  ) -> (compared: Int, hits: Int, ambiguous: Int) {
    let reference = ReferenceHitTester(root: receiver)
    var counts = (compared: 0, hits: 0, ambiguous: 0)
    for iteration in 0..<points {
      var p = tree.randomWorldPoint(using: &g)
      if receiver !== tree.root, let parent = receiver.superlayer {
        // The receiver's hitTest takes points in its superlayer's space.
        if case .point(let q) = ReferenceGeometry.convert(p, from: nil, to: parent) { p = q }
      }
      for order in [Layer.HitTestOrder.drawingOrder, .sublayerOrder] {
        switch reference.hit(p, order: order) {
        case .ambiguous:
          counts.ambiguous += 1
        case .hit(let expected):
          counts.compared += 1
          if expected != nil { counts.hits += 1 }
          let actual = receiver.hitTest(p, order: order)
          if actual !== expected {
            XCTFail(
              "\(order): hit \(name(actual, in: tree)), brute force \(name(expected, in: tree)) at "
                + "\(p) — seed \(seed), \(label), iteration \(iteration)")
          }
        }
      }
    }
    return counts
  }

  func testHitTestMatchesBruteForce() {
    var total = (compared: 0, hits: 0, ambiguous: 0)
    for seed in 0..<12 as Range<UInt64> {
      var g = SplitMix64(seed: 0xB0_0000 + seed)
      let tree = RandomLayerTree(using: &g)
      let c = compare(tree, receiver: tree.root, points: 800, seed: seed, label: "root", using: &g)
      total = (total.compared + c.compared, total.hits + c.hits, total.ambiguous + c.ambiguous)
    }
    XCTAssertGreaterThan(total.hits, total.compared / 4, "too few hits to be meaningful: \(total)")
    XCTAssertLessThan(total.ambiguous, total.compared / 100, "too many ambiguous points: \(total)")
  }

  func testHitTestMatchesBruteForceWithoutPerspective() {
    var total = (compared: 0, hits: 0, ambiguous: 0)
    for seed in 0..<8 as Range<UInt64> {
      var g = SplitMix64(seed: 0xB1_0000 + seed)
      var options = RandomTreeOptions()
      options.perspective = false
      let tree = RandomLayerTree(options: options, using: &g)
      let c = compare(tree, receiver: tree.root, points: 800, seed: seed, label: "root", using: &g)
      total = (total.compared + c.compared, total.hits + c.hits, total.ambiguous + c.ambiguous)
    }
    XCTAssertGreaterThan(total.hits, total.compared / 4, "too few hits to be meaningful: \(total)")
  }

  func testHitTestMatchesBruteForceWithStrongPerspective() {
    var total = (compared: 0, hits: 0, ambiguous: 0)
    for seed in 0..<8 as Range<UInt64> {
      var g = SplitMix64(seed: 0xB6_0000 + seed)
      let tree = RandomLayerTree(options: .strongPerspective, using: &g)
      let c = compare(tree, receiver: tree.root, points: 600, seed: seed, label: "root", using: &g)
      total = (total.compared + c.compared, total.hits + c.hits, total.ambiguous + c.ambiguous)
    }
    XCTAssertGreaterThan(total.hits, total.compared / 5, "too few hits to be meaningful: \(total)")
    XCTAssertLessThan(total.ambiguous, total.compared / 100, "too many ambiguous points: \(total)")
  }

  func testHitTestMatchesBruteForceWithSingularLevels() {
    for seed in 0..<8 as Range<UInt64> {
      var g = SplitMix64(seed: 0xB2_0000 + seed)
      var options = RandomTreeOptions()
      options.singularProbability = 0.2
      let tree = RandomLayerTree(options: options, using: &g)
      compare(tree, receiver: tree.root, points: 600, seed: seed, label: "root", using: &g)
    }
  }

  func testHitTestFromInnerLayersMatchesBruteForce() {
    for seed in 0..<8 as Range<UInt64> {
      var g = SplitMix64(seed: 0xB3_0000 + seed)
      let tree = RandomLayerTree(using: &g)
      for k in 0..<4 {
        let receiver = tree.layers[Int.random(in: 1..<tree.layers.count, using: &g)]
        compare(tree, receiver: receiver, points: 120, seed: seed, label: "inner \(k)", using: &g)
      }
    }
  }

  func testHitTestMatchesBruteForceAfterEveryMutation() {
    // Warm the caches, change one thing, compare again: stale maps or a stale drawing order would
    // show.
    for seed in 0..<8 as Range<UInt64> {
      var g = SplitMix64(seed: 0xB4_0000 + seed)
      let options = RandomTreeOptions()
      var tree = RandomLayerTree(options: options, using: &g)
      for round in 0..<30 {
        compare(
          tree, receiver: tree.root, points: 25, seed: seed, label: "round \(round)", using: &g)
        tree.mutate(options: options, using: &g)
      }
    }
  }

  func testBatchHitTestEqualsScalarForTenThousandPoints() {
    for seed in 0..<2 as Range<UInt64> {
      var g = SplitMix64(seed: 0xB5_0000 + seed)
      let tree = RandomLayerTree(using: &g)
      tree.root.isHidden = false
      // Inputs only (no expected value comes from them): points inside random layers, carried to
      // world space by the library itself, which is cheaper than the reference in debug builds.
      let points = (0..<10_000).map { _ in
        let layer = tree.layers[Int.random(in: 0..<tree.layers.count, using: &g)]
        let p = layer.convert(randomPoint(around: layer.bounds, margin: 0.1, using: &g), to: nil)
        return p.x.isFinite && p.y.isFinite ? p : tree.root.position
      }
      // One tree per order keeps the test short in debug builds.
      for order in [seed == 0 ? Layer.HitTestOrder.drawingOrder : .sublayerOrder] {
        let batch = tree.root.hitTest(points, order: order)
        XCTAssertEqual(batch.count, points.count)
        var hits = 0
        for (i, (p, hit)) in zip(points, batch).enumerated() {
          let scalar = tree.root.hitTest(p, order: order)
          if scalar != nil { hits += 1 }
          if hit !== scalar {
            XCTFail(
              "\(order): batch \(name(hit, in: tree)) != scalar \(name(scalar, in: tree)) — "
                + "seed \(seed), point \(i)")
            break
          }
        }
        XCTAssertGreaterThan(hits, 0, "seed \(seed)")
      }
      // The default order is the drawing order.
      let sample = Array(points.prefix(500))
      let byDefault = tree.root.hitTest(sample)
      let byDrawing = tree.root.hitTest(sample, order: .drawingOrder)
      XCTAssert(zip(byDefault, byDrawing).allSatisfy { $0 === $1 }, "seed \(seed)")
    }
  }
}
