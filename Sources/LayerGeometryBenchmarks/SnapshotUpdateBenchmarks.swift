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
  // What a renderer's draw loop reads of each element, in plain arrays.
  let plainMaps = snapshot.map { $0.transformToSnapshotSpace }
  let plainQuads = snapshot.map { element in
    let quad = element.quad.map(Array.init) ?? Array(repeating: Point2D.zero, count: 4)
    return (quad[0], quad[1], quad[2], quad[3])
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
    Benchmark(
      name: "motion.snapshot.update.shared.1e5", operationsPerCall: count,
      baseline: "snapshot.build.1e5", target: .ratioAtMost(0.005),
      body: { calls in
        for _ in 0..<calls {
          nudgeTen()
          let copy = snapshot  // alive while the owner updates
          blackHole(snapshot.update(from: root).count)
          blackHole(copy.count)
        }
      }, note: "10 layers nudged, then update(from:), while a copy is alive"),
    Benchmark(
      name: "plain.draw.1e5", operationsPerCall: count, baseline: nil, target: nil,
      body: { calls in
        for _ in 0..<calls {
          var sum = 0.0
          for (map, quad) in zip(plainMaps, plainQuads) {
            sum += map.m11 + map.m22 + map.m41 + map.m42 + quad.0.x + quad.1.y + quad.2.x + quad.3.y
          }
          blackHole(sum)
        }
      }, note: "ns per element: a 4 × 4 matrix and a four-point quad read from plain arrays"),
    Benchmark(
      name: "frame.draw.1e5", operationsPerCall: count, baseline: "plain.draw.1e5",
      target: .ratioAtMost(2),
      body: { calls in
        for _ in 0..<calls {
          var sum = 0.0
          for layer in snapshot.placements {
            let map = layer.transformToSnapshotSpace
            let corners = layer.quad.map { $0[0].x + $0[1].y + $0[2].x + $0[3].y } ?? 0
            sum += map.m11 + map.m22 + map.m41 + map.m42 + corners
          }
          blackHole(sum)
        }
      }, note: "ns per element: every layer in drawing order, its map and its quad"),
    Benchmark(
      name: "frame.elements.1e5", operationsPerCall: count, baseline: "plain.draw.1e5",
      target: nil,
      body: { calls in
        for _ in 0..<calls {
          var sum = 0.0
          for element in snapshot {
            let map = element.transformToSnapshotSpace
            sum += map.m11 + map.m22 + map.m41 + map.m42
            if let quad = element.quad { sum += quad[0].x + quad[1].y + quad[2].x + quad[3].y }
          }
          blackHole(sum)
        }
      }, note: "ns per element: the same read element by element through the subscript"),
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
  var scroll = 3.0
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
    Benchmark(
      name: "frame.scroll.list1e5", operationsPerCall: snapshot.count,
      baseline: "snapshot.build.list1e5", target: .ratioAtMost(0.001),
      body: { calls in
        for _ in 0..<calls {
          content.bounds.origin.y += scroll
          scroll = -scroll
          blackHole(snapshot.update(from: window).count)
        }
      }, note: "the content scrolled 3 points (back and forth), then update(from:)"),
    Benchmark(
      name: "frame.scroll.list1e5.shared", operationsPerCall: snapshot.count,
      baseline: "snapshot.build.list1e5", target: .ratioAtMost(0.002),
      body: { calls in
        for _ in 0..<calls {
          content.bounds.origin.y += scroll
          scroll = -scroll
          let previous = snapshot  // the frame the renderer still draws
          blackHole(snapshot.update(from: window).count)
          blackHole(previous.count)
        }
      }, note: "the same while the previous snapshot is alive"),
    Benchmark(
      name: "frame.row.list1e5", operationsPerCall: snapshot.count,
      baseline: "snapshot.build.list1e5", target: .ratioAtMost(0.001),
      body: { calls in
        for _ in 0..<calls {
          rows[Int(generator.next() % UInt64(rows.count))].position.x += nudge
          nudge = -nudge
          blackHole(snapshot.update(from: window).count)
        }
      }, note: "one row nudged, then update(from:)"),
  ]
}

/// A panel (masking) holding a grid of `cards` cards of 100 × 60 points, each with a label.
func makePanel(cards: Int) -> (root: Layer, panel: Layer) {
  let columns = Int(Double(cards).squareRoot().rounded(.up))
  let root = Layer()
  root.frame = Rect2D(x: 0, y: 0, width: 1_000, height: 800)
  let panel = Layer()
  panel.frame = Rect2D(x: 0, y: 0, width: 110 * Double(columns), height: 70 * Double(columns))
  panel.masksToBounds = true
  root.addSublayer(panel)
  panel.sublayers = (0..<cards).map { index in
    let card = Layer()
    card.frame = Rect2D(
      x: 110 * Double(index % columns), y: 70 * Double(index / columns), width: 100, height: 60)
    let label = Layer()
    label.frame = Rect2D(x: 10, y: 20, width: 80, height: 20)
    card.addSublayer(label)
    return card
  }
  return (root, panel)
}

/// The panel of `makePanel` slid as a slide-in animation does on every frame, against building a
/// snapshot of it; in nanoseconds per layer.
func panelSnapshotBenchmarks() -> [Benchmark] {
  let (root, panel) = makePanel(cards: 50_000)
  var snapshot = LayerSnapshot(of: root)
  var slide = 3.0
  return [
    Benchmark(
      name: "snapshot.build.panel5e4", operationsPerCall: snapshot.count, baseline: nil,
      target: nil,
      body: { calls in
        for _ in 0..<calls { blackHole(LayerSnapshot(of: root).count) }
      }, note: "ns per layer, \(snapshot.count) layers: 50,000 cards, each with a label"),
    Benchmark(
      name: "frame.panel5e4", operationsPerCall: snapshot.count,
      baseline: "snapshot.build.panel5e4", target: .ratioAtMost(0.001),
      body: { calls in
        for _ in 0..<calls {
          panel.position.x += slide
          slide = -slide
          blackHole(snapshot.update(from: root).count)
        }
      }, note: "the panel moved 3 points (back and forth), then update(from:)"),
  ]
}
