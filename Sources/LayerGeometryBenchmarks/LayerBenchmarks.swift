import LayerGeometry

/// Two branches of `depth` layers under one root, each level turned and moved (a rigid motion, so
/// repeated conversions stay bounded); the leaves are returned.
///
/// With `perspective`, the root has a perspective `sublayerTransform` and the top layer of each
/// branch is also turned about y, so that its level is a true projective map: a conversion between the
/// leaves then goes through two perspective levels (up through one branch's top, down through the
/// other's) and three composed affine runs.
func makeTwoBranches(depth: Int, perspective: Bool) -> (root: Layer, a: Layer, b: Layer) {
  let root = Layer()
  root.bounds = Rect2D(x: 0, y: 0, width: 1000, height: 1000)
  root.position = Point2D(x: 500, y: 500)
  if perspective {
    var p = Transform3D.identity
    p.m34 = -1.0 / 500
    root.sublayerTransform = p
  }
  var generator = SplitMix64(seed: UInt64(depth))
  func branch() -> Layer {
    var parent = root
    for _ in 0..<depth {
      let layer = Layer()
      layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
      layer.position = Point2D(
        x: generator.nextDouble(in: 40...60), y: generator.nextDouble(in: 40...60))
      layer.transform = Transform3D(
        rotationAngle: generator.nextDouble(in: -0.5...0.5), x: 0, y: 0, z: 1)
      if perspective && parent === root {
        layer.transform = layer.transform.rotated(
          by: generator.nextDouble(in: 0.3...0.5), x: 0, y: 1, z: 0)
      }
      parent.addSublayer(layer)
      parent = layer
    }
    return parent
  }
  return (root, branch(), branch())
}

func convertBenchmarks() -> [Benchmark] {
  var benchmarks: [Benchmark] = []
  // Single-point loops write each result to memory, as a client filling its own buffer would; a
  // running sum instead would time the sum's chain of additions, not the conversions.
  let inputs = makePoints(1024)
  let outputs = makePoints(1024)
  benchmarks.append(
    Benchmark(name: "affine.single", operationsPerCall: 1, baseline: nil, target: nil) { calls in
      for i in 0..<calls { outputs[i & 1023] = inputs[i & 1023].applying(benchmarkAffine) }
      blackHole(outputs[0])
    })
  for (depth, perspective) in [(1, false), (8, false), (64, false), (64, true)] {
    let (root, a, b) = makeTwoBranches(depth: depth, perspective: perspective)
    let name = "convert.warm.depth\(depth)" + (perspective ? ".perspective" : "")
    benchmarks.append(
      Benchmark(
        name: name, operationsPerCall: 1,
        baseline: depth == 1 ? "affine.single" : "convert.warm.depth1",
        target: .nanosecondsAtMost(perspective ? 10 : 4)
      ) { calls in
        for i in 0..<calls { outputs[i & 1023] = b.convert(inputs[i & 1023], from: a) }
        blackHole(outputs[0])
        blackHole(root)
      })
  }
  let (root, a, b) = makeTwoBranches(depth: 64, perspective: false)
  var points = Array(makePoints(10_000))
  benchmarks.append(
    Benchmark(
      name: "convert.batch.depth64.1e4", operationsPerCall: points.count,
      baseline: "affine.batch.array.1e4", target: .ratioAtMost(1.2)
    ) { calls in
      for _ in 0..<calls { b.convert(&points, from: a) }
      blackHole(points[0])
      blackHole(root)
    })
  let scalarInputs = makePoints(points.count)
  let scalarOutputs = makePoints(points.count)
  benchmarks.append(
    Benchmark(
      name: "convert.scalarloop.depth64.1e4", operationsPerCall: points.count,
      baseline: "convert.batch.depth64.1e4", target: nil
    ) { calls in
      for _ in 0..<calls {
        for i in scalarInputs.indices { scalarOutputs[i] = b.convert(scalarInputs[i], from: a) }
      }
      blackHole(scalarOutputs[0])
    })
  return benchmarks
}

/// Layers in the order the documented rule tries them (front to back, each subtree before its
/// layer), so that the layers a query visits can be counted without instrumenting the library.
func hitOrder(_ root: Layer) -> [Layer] {
  var order: [Layer] = []
  var stack = [root]
  while let layer = stack.popLast() {
    order.append(layer)
    stack += layer.sublayersInDrawingOrder
  }
  return order
}

/// The mean number of layers the documented front-to-back rule tries for the queries.
///
/// Every layer tried before the hit, the hit's subtree included (all of it was tried first), or all of them for
/// a miss. The library tries fewer where it can rule out a whole subtree by its box.
func meanVisited(_ root: Layer, _ queries: [Point2D]) -> Double {
  let order = hitOrder(root)
  var index: [ObjectIdentifier: Int] = [:]
  for (position, layer) in order.enumerated() { index[ObjectIdentifier(layer)] = position }
  func lastDescendant(_ layer: Layer) -> Layer {
    var last = layer
    while let next = last.sublayersInDrawingOrder.first { last = next }
    return last
  }
  var total = 0
  for query in queries {
    if let hit = root.hitTest(query), let position = index[ObjectIdentifier(lastDescendant(hit))] {
      total += max(position, index[ObjectIdentifier(hit)] ?? 0) + 1
    } else {
      total += order.count
    }
  }
  return Double(total) / Double(queries.count)
}

/// What a client would precompute to test every layer of a tree on its own: for each layer, the
/// affine map from the root's superlayer space into the layer's space and the layer's bounds, as
/// raw `Double`s (`a b c d tx ty minX minY maxX maxY`).
func precomputedInverseMaps(_ layers: [Layer]) -> [Double] {
  var values: [Double] = []
  for layer in layers {
    let origin = layer.convert(Point2D(x: 0, y: 0), from: nil)
    let x = layer.convert(Point2D(x: 1, y: 0), from: nil)
    let y = layer.convert(Point2D(x: 0, y: 1), from: nil)
    let b = layer.bounds
    values += [
      x.x - origin.x, x.y - origin.y, y.x - origin.x, y.y - origin.y, origin.x, origin.y,
      b.minX, b.minY, b.maxX, b.maxY,
    ]
  }
  return values
}

/// The plain loop: every layer tested against the point, none skipped; returns how many contain it.
@inline(never)
func plainScan(_ maps: UnsafePointer<Double>, _ count: Int, _ p: Point2D) -> Int {
  var hits = 0
  for i in 0..<count {
    let m = maps + 10 * i
    let x = m[0] * p.x + m[2] * p.y + m[4]
    let y = m[1] * p.x + m[3] * p.y + m[5]
    if x >= m[6] && x < m[8] && y >= m[7] && y < m[9] { hits += 1 }
  }
  return hits
}

/// The 10,000-layer tree of `hittest.tree1e4`, with every layer.
///
/// Each layer is 0.6 times its superlayer's size, placed at random in it, turned and scaled a
/// little; fan-out 3 (2 at the last level).
func makeHitTestTree() -> (root: Layer, layers: [Layer]) {
  var generator = SplitMix64(seed: 4242)
  let treeRoot = Layer()
  treeRoot.frame = Rect2D(x: 0, y: 0, width: 1000, height: 1000)
  var layers = [treeRoot]
  var frontier = [treeRoot]
  for level in 1..<10 where layers.count < 10_000 {
    var next: [Layer] = []
    for parent in frontier {
      for _ in 0..<(level < 9 ? 3 : 2) where layers.count < 10_000 {
        let layer = Layer()
        let size = parent.bounds.size.width * 0.6
        layer.bounds = Rect2D(x: 0, y: 0, width: size, height: size)
        layer.position = Point2D(
          x: generator.nextDouble(in: 0...parent.bounds.size.width),
          y: generator.nextDouble(in: 0...parent.bounds.size.height))
        layer.affineTransform = AffineTransform2D(rotationAngle: generator.nextDouble(in: -1...1))
          .scaledBy(x: generator.nextDouble(in: 0.8...1.2), y: generator.nextDouble(in: 0.8...1.2))
        parent.addSublayer(layer)
        layers.append(layer)
        next.append(layer)
      }
    }
    frontier = next
  }
  return (treeRoot, layers)
}

func hitTestBenchmarks() -> [Benchmark] {
  var generator = SplitMix64(seed: 42)
  let siblingsRoot = Layer()
  siblingsRoot.frame = Rect2D(x: 0, y: 0, width: 1000, height: 1000)
  for _ in 0..<100 {
    let layer = Layer()
    layer.frame = Rect2D(
      x: generator.nextDouble(in: 0...900), y: generator.nextDouble(in: 0...900),
      width: generator.nextDouble(in: 20...100), height: generator.nextDouble(in: 20...100))
    siblingsRoot.addSublayer(layer)
  }
  let queries = (0..<1024).map { _ in
    Point2D(x: generator.nextDouble(in: 0...1000), y: generator.nextDouble(in: 0...1000))
  }

  let (treeRoot, layers) = makeHitTestTree()
  let siblingsVisited = meanVisited(siblingsRoot, queries)
  let treeVisited = meanVisited(treeRoot, queries)
  let treeHits = queries.filter { treeRoot.hitTest($0) != nil }.count
  let scanMaps = UnsafeMutableBufferPointer<Double>.allocate(capacity: layers.count * 10)
  _ = scanMaps.initialize(from: precomputedInverseMaps(layers))
  let scanBase = UnsafePointer(address(scanMaps))

  return [
    Benchmark(
      name: "hittest.siblings100", operationsPerCall: 1, baseline: nil, target: nil,
      body: { calls in
        var hits = 0
        for i in 0..<calls where siblingsRoot.hitTest(queries[i & 1023]) != nil { hits += 1 }
        blackHole(hits)
      }, note: "101 layers, \(format(siblingsVisited, 1)) visited per query"),
    Benchmark(
      name: "hittest.batch.siblings100", operationsPerCall: queries.count,
      baseline: "hittest.siblings100", target: nil
    ) { calls in
      for _ in 0..<calls { blackHole(siblingsRoot.hitTest(queries)) }
    },
    Benchmark(
      name: "plain.scan.tree1e4", operationsPerCall: 1, baseline: nil, target: nil,
      body: { calls in
        var hits = 0
        for i in 0..<calls { hits += plainScan(scanBase, layers.count, queries[i & 1023]) }
        blackHole(hits)
      }, note: "\(layers.count) layers tested per query"),
    Benchmark(
      name: "hittest.tree1e4", operationsPerCall: 1, baseline: "plain.scan.tree1e4",
      target: .ratioAtMost(1),
      body: { calls in
        var hits = 0
        for i in 0..<calls where treeRoot.hitTest(queries[i & 1023]) != nil { hits += 1 }
        blackHole(hits)
      },
      note:
        "\(layers.count) layers, \(format(treeVisited, 1)) visited per query by the rule, "
        + "\(treeHits)/1024 queries hit",
      fields: ["\"visited\":\(format(treeVisited, 1))", "\"layers\":\(layers.count)"]),
  ]
}

func frameBenchmarks() -> [Benchmark] {
  let plain = Layer()
  plain.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
  let turned = Layer()
  turned.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
  turned.transform = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
  var benchmarks = [plain, turned].enumerated().map { index, layer in
    Benchmark(
      name: index == 0 ? "frame.identity" : "frame.rotated", operationsPerCall: 1,
      baseline: "plain.frame.formula", target: .ratioAtMost(2)
    ) { calls in
      var sum = 0.0
      // `opaque` stops the optimizer from reading the frame once for the whole loop.
      for _ in 0..<calls { sum += opaque(layer).frame.origin.x }
      blackHole(sum)
    }
  }
  benchmarks.append(
    Benchmark(name: "plain.frame.formula", operationsPerCall: 1, baseline: nil, target: nil) {
      calls in
      // The frame of an untransformed layer as a client writes it: position − anchorPoint · size.
      var sum = 0.0
      for _ in 0..<calls {
        let layer = opaque(plain)
        sum += layer.position.x - layer.anchorPoint.x * layer.bounds.size.width
      }
      blackHole(sum)
    })
  // A list's rows, each read once in turn, as a client reads them (each layer is another, so no
  // read can be hoisted): the layers' storage comes from memory, not from the previous call's
  // cache lines.
  for count in [1_000, 10_000] {
    let label = count == 1_000 ? "many1e3" : "many1e4"
    let rows = (0..<count).map { row in
      let layer = Layer()
      layer.frame = Rect2D(x: 0, y: Double(row) * 44, width: 320, height: 44)
      return layer
    }
    benchmarks += [
      Benchmark(
        name: "frame.identity.\(label)", operationsPerCall: count,
        baseline: "plain.frame.formula.\(label)", target: .ratioAtMost(2)
      ) { calls in
        var sum = 0.0
        for _ in 0..<calls {
          for layer in rows { sum += layer.frame.origin.y }
        }
        blackHole(sum)
      },
      Benchmark(
        name: "plain.frame.formula.\(label)", operationsPerCall: count, baseline: nil, target: nil
      ) { calls in
        var sum = 0.0
        for _ in 0..<calls {
          for layer in rows {
            sum += layer.position.y - layer.anchorPoint.y * layer.bounds.size.height
          }
        }
        blackHole(sum)
      },
    ]
  }
  return benchmarks
}

/// A chain of `depth` layers below `root`, each a 100 × 100 square centred on its superlayer's
/// centre and turned a little; returns the deepest layer.
@discardableResult
func makeChain(under root: Layer, depth: Int) -> Layer {
  var last = root
  for level in 0..<depth {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.position = Point2D(x: 50, y: 50)
    layer.affineTransform = AffineTransform2D(rotationAngle: level % 2 == 0 ? 0.001 : -0.001)
    last.addSublayer(layer)
    last = layer
  }
  return last
}

func deepTreeBenchmarks() -> [Benchmark] {
  let depth = 100_000
  let root = Layer()
  root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
  let deepest = makeChain(under: root, depth: depth)
  let centre = Point2D(x: 50, y: 50)
  precondition(root.hitTest(centre) === deepest, "the chain's centre must hit its deepest layer")
  return [
    Benchmark(
      name: "deep.build.chain1e5", operationsPerCall: depth, baseline: nil, target: nil,
      body: { calls in
        for _ in 0..<calls {
          // Each new layer goes under the last; the chain is freed when the call ends.
          let top = Layer()
          blackHole(makeChain(under: top, depth: depth).bounds)
        }
      }, note: "ns per level: building a chain top-down, then freeing it"),
    Benchmark(
      name: "deep.hittest.chain1e5", operationsPerCall: depth, baseline: nil, target: nil,
      body: { calls in
        var hits = 0
        for _ in 0..<calls where root.hitTest(centre) === deepest { hits += 1 }
        blackHole(hits)
      }, note: "ns per level: a hit on the deepest of \(depth) levels"),
  ]
}
