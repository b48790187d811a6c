import LayerGeometry
import Synchronization

/// A document shaped like a user interface, `side` points square: each layer holds up to eight
/// sublayers laid out on a jittered 3 × 3 grid of its bounds, each 0.3 of its size, and 30% of the
/// layers are turned a little; filled level by level up to `count` layers.
func makeInterfaceTree(count: Int, side: Double) -> (root: Layer, layers: [Layer]) {
  var generator = SplitMix64(seed: UInt64(count))
  let root = Layer()
  root.frame = Rect2D(x: 0, y: 0, width: side, height: side)
  var layers = [root]
  var next = 0  // the next layer to fill
  while layers.count < count {
    let parent = layers[next]
    next += 1
    let side = parent.bounds.size.width
    for cell in 0..<8 where layers.count < count {
      let layer = Layer()
      layer.bounds = Rect2D(x: 0, y: 0, width: side * 0.3, height: side * 0.3)
      layer.position = Point2D(
        x: side * (Double(cell % 3) + 0.5) / 3 + generator.nextDouble(in: -0.02...0.02) * side,
        y: side * (Double(cell / 3) + 0.5) / 3 + generator.nextDouble(in: -0.02...0.02) * side)
      if generator.nextDouble(in: 0...1) < 0.3 {
        layer.affineTransform = AffineTransform2D(
          rotationAngle: generator.nextDouble(in: -0.3...0.3))
      }
      parent.addSublayer(layer)
      layers.append(layer)
    }
  }
  return (root, layers)
}

/// A flag one thread raises and another waits for.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
final class Signal: Sendable {
  private let raised = Atomic(false)
  func raise() { raised.store(true, ordering: .releasing) }
  func wait() { while !raised.load(ordering: .acquiring) {} }
}

/// The snapshot of the 10,000-layer tree of `hittest.tree1e4`, and the baseline of building one.
func smallSnapshotBenchmarks() -> [Benchmark] {
  var generator = SplitMix64(seed: 7)
  let queries = (0..<1024).map { _ in
    Point2D(x: generator.nextDouble(in: 0...1000), y: generator.nextDouble(in: 0...1000))
  }
  let (small, smallLayers) = makeHitTestTree()
  let smallSnapshot = LayerSnapshot(of: small)
  return [
    Benchmark(
      name: "convert.each.to.root", operationsPerCall: smallLayers.count, baseline: nil,
      target: nil,
      body: { calls in
        for _ in 0..<calls {
          small.position.x += 0  // a change at the root: every cached map below it goes
          for layer in smallLayers { blackHole(layer.convert(layer.bounds, to: nil)) }
        }
      }, note: "ns per layer, after a change at the root, \(smallLayers.count) layers"),
    Benchmark(
      name: "snapshot.build.1e4", operationsPerCall: smallLayers.count,
      baseline: "convert.each.to.root", target: .ratioAtMost(0.5),
      body: { calls in
        for _ in 0..<calls {
          small.position.x += 0
          blackHole(LayerSnapshot(of: small).count)
        }
      }, note: "ns per layer, after the same change"),
    Benchmark(
      name: "snapshot.hittest.1e4", operationsPerCall: 1, baseline: "hittest.tree1e4",
      target: nil,
      body: { calls in
        var hits = 0
        for i in 0..<calls where smallSnapshot.hitTest(queries[i & 1023]) != nil { hits += 1 }
        blackHole(hits)
      }, note: "the tree of hittest.tree1e4"),
  ]
}

/// A snapshot of a 1,000,000-layer document 30,000 points square (a design file, say), against
/// the live tree and plain scans.
func largeSnapshotBenchmarks() -> [Benchmark] {
  let side = 30_000.0
  var generator = SplitMix64(seed: 7)
  let queries = (0..<1024).map { _ in
    Point2D(x: generator.nextDouble(in: 0...side), y: generator.nextDouble(in: 0...side))
  }
  let viewports = (0..<1024).map { _ in
    Rect2D(
      x: generator.nextDouble(in: 0...(side - 300)), y: generator.nextDouble(in: 0...(side - 200)),
      width: 300, height: 200)
  }
  let (large, largeLayers) = makeInterfaceTree(count: 1_000_000, side: side)
  let largeSnapshot = LayerSnapshot(of: large)
  // The build changes its tree before each snapshot, which would drop the live tree's hit-test
  // plan between samples of hittest.tree1e6: it reads a tree of its own, of the same shape.
  let (changing, _) = makeInterfaceTree(count: 1_000_000, side: side)
  // The boxes as a client would keep them for a scan: minX, minY, maxX, maxY.
  let boxes = largeSnapshot.flatMap { element in
    let box = element.boundingBox
    return [box.minX, box.minY, box.maxX, box.maxY]
  }
  let viewportHits = viewports.prefix(16).map { largeSnapshot.layers(intersecting: $0).count }
  let meanViewportHits = Double(viewportHits.reduce(0, +)) / Double(viewportHits.count)

  var benchmarks = [
    Benchmark(
      name: "snapshot.build.1e6", operationsPerCall: largeLayers.count,
      baseline: "convert.each.to.root", target: .ratioAtMost(0.5),
      body: { calls in
        for _ in 0..<calls {
          changing.position.x += 0
          blackHole(LayerSnapshot(of: changing).count)
        }
      }, note: "ns per layer, \(largeLayers.count) layers"),
    Benchmark(
      name: "hittest.tree1e6", operationsPerCall: 1, baseline: nil, target: nil,
      body: { calls in
        var hits = 0
        for i in 0..<calls where large.hitTest(queries[i & 1023]) != nil { hits += 1 }
        blackHole(hits)
      }, note: "the live tree of \(largeLayers.count) layers"),
    Benchmark(
      name: "hittest.tree1e6.afterchange", operationsPerCall: 1, baseline: nil, target: nil,
      body: { calls in
        var hits = 0
        for i in 0..<calls {
          changing.position.x += 0
          if changing.hitTest(queries[i & 1023]) != nil { hits += 1 }
        }
        blackHole(hits)
      }, note: "the live tree's first query after the change of snapshot.build.1e6"),
    Benchmark(
      name: "snapshot.hittest.1e6", operationsPerCall: 1, baseline: "hittest.tree1e6",
      target: .ratioAtMost(1),
      body: { calls in
        var hits = 0
        for i in 0..<calls where largeSnapshot.hitTest(queries[i & 1023]) != nil { hits += 1 }
        blackHole(hits)
      }),
    Benchmark(
      name: "plain.boxscan.1e6", operationsPerCall: 1, baseline: nil, target: nil,
      body: { calls in blackHole(plainBoxScan(boxes, viewports, calls: calls)) },
      note: "every layer's box held against a 300 × 200 viewport"),
    Benchmark(
      name: "snapshot.rects.1e6", operationsPerCall: 1, baseline: "plain.boxscan.1e6",
      target: .ratioAtMost(0.1),
      body: { calls in
        var found = 0
        for i in 0..<calls {
          found += largeSnapshot.layers(intersecting: viewports[i & 1023]).count
        }
        blackHole(found)
      }, note: "\(format(meanViewportHits, 1)) layers per 300 × 200 viewport"),
  ]
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
    benchmarks.append(
      Benchmark(
        name: "snapshot.hittest.threads2", operationsPerCall: 1, baseline: "snapshot.hittest.1e6",
        target: .ratioAtMost(1 / 1.6),
        body: { calls in
          // Half the queries on another thread, half on this one, at the same time.
          let done = Signal()
          let half = calls / 2
          Task.detached {
            var hits = 0
            for i in 0..<half where largeSnapshot.hitTest(queries[i & 1023]) != nil { hits += 1 }
            blackHole(hits)
            done.raise()
          }
          var hits = 0
          for i in half..<calls where largeSnapshot.hitTest(queries[i & 1023]) != nil { hits += 1 }
          blackHole(hits)
          done.wait()
        }, note: "one snapshot, two threads: ns per query of both together"))
  }
  return benchmarks
}

/// The boxes (`minX, minY, maxX, maxY` each, in one flat array) that meet each of `calls`
/// viewports, counted by a plain loop: what an index is held against.
func plainBoxScan(_ boxes: [Double], _ viewports: [Rect2D], calls: Int) -> Int {
  var found = 0
  for i in 0..<calls {
    let v = viewports[i & 1023]
    let (minX, minY, maxX, maxY) = (v.minX, v.minY, v.maxX, v.maxY)
    boxes.withUnsafeBufferPointer { b in
      for j in stride(from: 0, to: b.count, by: 4)
      where b[j] <= maxX && minX <= b[j + 2] && b[j + 1] <= maxY && minY <= b[j + 3] {
        found += 1
      }
    }
  }
  return found
}
