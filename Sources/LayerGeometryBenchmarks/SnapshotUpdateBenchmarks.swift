import LayerGeometry

/// The tree of `makeInterfaceTree` with 5% of its layers masking their sublayers.
func makeMaskingInterfaceTree(count: Int, side: Double) -> (root: Layer, layers: [Layer]) {
  let (root, layers) = makeInterfaceTree(count: count, side: side)
  var generator = SplitMix64(seed: UInt64(count) &+ 1)
  for layer in layers where generator.nextDouble(in: 0...1) < 0.05 { layer.masksToBounds = true }
  return (root, layers)
}

/// Updating a snapshot after a few changes, against building one; every figure is in nanoseconds
/// per layer of the tree, as `snapshot.build.1e6` is, so that the ratios compare whole calls.
func snapshotUpdateBenchmarks(count: Int) -> [Benchmark] {
  let (root, layers) = makeMaskingInterfaceTree(count: count, side: 30_000)
  var snapshot = LayerSnapshot(of: root)
  var generator = SplitMix64(seed: 11)
  // The insertions draw from their own generator, so that their places do not depend on which
  // benchmarks ran before.
  var insertions = SplitMix64(seed: 13)
  var nudge = 0.25
  /// Ten random layers moved by a quarter point, back and forth.
  func nudgeTen() {
    for _ in 0..<10 {
      layers[Int(generator.next() % UInt64(layers.count))].position.x += nudge
    }
    nudge = -nudge
  }
  guard count == 100_000 else {
    // Against the build of `largeSnapshotBenchmarks`, whose tree has the same shape without masks.
    return [
      Benchmark(
        name: "motion.snapshot.update.shared.1e6", operationsPerCall: count,
        baseline: "snapshot.build.1e6", target: .ratioAtMost(0.01),
        body: { calls in
          for _ in 0..<calls {
            nudgeTen()
            let copy = snapshot  // alive while the owner updates
            blackHole(snapshot.update(from: root).count)
            blackHole(copy.count)
          }
        }, note: "10 layers nudged, then update(from:), while a copy is alive")
    ]
  }
  return [
    Benchmark(
      name: "snapshot.build.1e5", operationsPerCall: count, baseline: nil, target: nil,
      body: { calls in
        for _ in 0..<calls { blackHole(LayerSnapshot(of: root).count) }
      }, note: "ns per layer, \(count) layers, fan-out 8, 30% turned, 5% masking"),
    Benchmark(
      name: "motion.snapshot.update.1e5", operationsPerCall: count, baseline: "snapshot.build.1e5",
      target: .ratioAtMost(0.01),
      body: { calls in
        for _ in 0..<calls {
          nudgeTen()
          blackHole(snapshot.update(from: root).count)
        }
      }, note: "10 layers nudged, then update(from:)"),
    Benchmark(
      name: "motion.snapshot.insert.1e5", operationsPerCall: 2 * count,
      baseline: "snapshot.build.1e5",
      target: .ratioAtMost(0.02),
      body: { calls in
        for _ in 0..<calls {
          let parent = layers[Int(insertions.next() % UInt64(layers.count))]
          let leaf = Layer()
          leaf.frame = Rect2D(x: 1, y: 1, width: 10, height: 10)
          parent.insertSublayer(
            leaf, at: Int(insertions.next() % UInt64(parent.sublayers.count + 1)))
          blackHole(snapshot.update(from: root).count)
          leaf.removeFromSuperlayer()
          blackHole(snapshot.update(from: root).count)
        }
      },
      note: "per change: a leaf inserted at a random place (or removed again), then update(from:)"),
  ]
}

/// Updating a snapshot of the list of `hittest.list1e5` after a few rows moved, against building
/// one; in nanoseconds per layer of the list.
func listSnapshotBenchmarks() -> [Benchmark] {
  let (window, content) = makeList(rows: 100_000)
  let rows = content.sublayers
  var snapshot = LayerSnapshot(of: window)
  var generator = SplitMix64(seed: 17)
  var nudge = 0.25
  return [
    Benchmark(
      name: "snapshot.build.list1e5", operationsPerCall: snapshot.count, baseline: nil,
      target: nil,
      body: { calls in
        for _ in 0..<calls { blackHole(LayerSnapshot(of: window).count) }
      }, note: "ns per layer, \(snapshot.count) layers: 100,000 rows, each with a label"),
    Benchmark(
      name: "motion.snapshot.update.list1e5", operationsPerCall: snapshot.count,
      baseline: "snapshot.build.list1e5", target: .ratioAtMost(0.01),
      body: { calls in
        for _ in 0..<calls {
          // Ten random rows moved by a quarter point, back and forth.
          for _ in 0..<10 { rows[Int(generator.next() % UInt64(rows.count))].position.x += nudge }
          nudge = -nudge
          blackHole(snapshot.update(from: window).count)
        }
      }, note: "10 rows nudged, then update(from:)"),
    Benchmark(
      name: "motion.snapshot.insert.list1e5", operationsPerCall: 2 * snapshot.count,
      baseline: "snapshot.build.list1e5", target: nil,
      body: { calls in
        let row = Layer()
        row.frame = Rect2D(x: 0, y: 0, width: 320, height: 44)
        for _ in 0..<calls {
          content.insertSublayer(row, at: Int(generator.next() % UInt64(rows.count + 1)))
          blackHole(snapshot.update(from: window).count)
          row.removeFromSuperlayer()
          blackHole(snapshot.update(from: window).count)
        }
      },
      note: "per change: a row inserted at a random place (or removed again), then update(from:)"),
  ]
}
