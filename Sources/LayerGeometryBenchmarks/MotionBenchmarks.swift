import LayerGeometry

/// A scrolled list as a user interface has one: a window 320 × 480 points, a content layer that
/// fills it, masks and scrolls by its bounds origin, and `rows` rows of 44 points in it, each with
/// a label; scrolled to the middle of the list.
func makeList(rows: Int) -> (window: Layer, content: Layer) {
  let window = Layer()
  window.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
  let content = Layer()
  content.frame = window.bounds
  content.masksToBounds = true
  content.bounds.origin.y = 44 * Double(rows / 2)
  window.addSublayer(content)
  content.sublayers = (0..<rows).map { index in
    let row = Layer()
    row.frame = Rect2D(x: 0, y: 44 * Double(index), width: 320, height: 44)
    let label = Layer()
    label.frame = Rect2D(x: 16, y: 12, width: 200, height: 20)
    row.addSublayer(label)
    return row
  }
  return (window, content)
}

/// Hit-tests `root` at `calls` of the points (the first 1,024, in turn), making change `i` (if any)
/// before query `i`; returns the number of hits.
func hitCount(
  _ root: Layer, _ points: [Point2D], _ calls: Int, after change: (Int) -> Void = { _ in }
) -> Int {
  var hits = 0
  for i in 0..<calls {
    change(i)
    if root.hitTest(points[i & 1023]) != nil { hits += 1 }
  }
  return hits
}

/// Hit tests on trees that move between queries: a few layers nudged, a scroll, a layer inserted;
/// each against the same query on a still tree of the same shape.
func motionBenchmarks() -> [Benchmark] {
  let side = 10_000.0
  var generator = SplitMix64(seed: 11)
  let queries = (0..<1024).map { _ in
    Point2D(x: generator.nextDouble(in: 0...side), y: generator.nextDouble(in: 0...side))
  }
  let listQueries = (0..<1024).map { _ in
    Point2D(x: generator.nextDouble(in: 0...320), y: generator.nextDouble(in: 0...480))
  }
  // The still trees are not changed by the benchmarks that move theirs.
  let (still, _) = makeInterfaceTree(count: 100_000, side: side)
  let (moving, movingLayers) = makeInterfaceTree(count: 100_000, side: side)
  let nudged = (0..<1024).map { _ in
    movingLayers[Int(generator.next() % UInt64(movingLayers.count))]
  }
  let parents = (0..<1024).map { _ in
    movingLayers[Int(generator.next() % UInt64(movingLayers.count))]
  }
  let slots = (0..<1024).map { _ in Int(generator.next() % 9) }
  let (shortList, _) = makeList(rows: 1_000)
  let (longList, _) = makeList(rows: 100_000)
  let (scrolledList, scrolledContent) = makeList(rows: 100_000)
  let (zoomedList, zoomedContent) = makeList(rows: 100_000)
  let (appendedList, appendedContent) = makeList(rows: 100_000)
  let appendedRow = Layer()
  appendedRow.frame = Rect2D(x: 0, y: 44 * 100_000, width: 320, height: 44)
  let prependedRow = Layer()
  prependedRow.frame = Rect2D(x: 0, y: -44, width: 320, height: 44)
  let inserted = Layer()
  inserted.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)

  /// The change before query `i`: `row` added by `add` for even `i`, removed for odd `i`.
  func adding(_ row: Layer, _ add: @escaping (Layer) -> Void) -> (Int) -> Void {
    { i in i & 1 == 0 ? add(row) : row.removeFromSuperlayer() }
  }

  return [
    Benchmark(
      name: "hittest.tree1e5", operationsPerCall: 1, baseline: nil, target: nil,
      body: { calls in blackHole(hitCount(still, queries, calls)) },
      note: "100,000 layers, fan-out 8, 30% turned; a still tree"),
    Benchmark(
      name: "motion.hittest.1e5", operationsPerCall: 1, baseline: "hittest.tree1e5",
      target: .ratioAtMost(10),
      body: { calls in
        // Ten layers moved half a point, back and forth, then one query.
        blackHole(
          hitCount(moving, queries, calls) { i in
            let step = i & 1 == 0 ? 0.5 : -0.5
            for j in 0..<10 { nudged[(i &* 10 &+ j) & 1023].position.x += step }
          })
      }, note: "10 random layers nudged, then one hit test"),
    Benchmark(
      name: "motion.scroll.1e5", operationsPerCall: 1, baseline: "hittest.tree1e5",
      target: .ratioAtMost(3),
      body: { calls in
        blackHole(
          hitCount(moving, queries, calls) { i in moving.bounds.origin.x = i & 1 == 0 ? 1 : 0 })
      }, note: "the root's bounds.origin moved, then one hit test"),
    Benchmark(
      name: "motion.insert.1e5", operationsPerCall: 1, baseline: "hittest.tree1e5",
      target: .ratioAtMost(20),
      body: { calls in
        // The leaf leaves its last place and goes to a random one, then one query.
        blackHole(
          hitCount(moving, queries, calls) { i in
            let parent = parents[i & 1023]
            inserted.removeFromSuperlayer()
            parent.insertSublayer(inserted, at: min(slots[i & 1023], parent.sublayers.count))
          })
      }, note: "a leaf removed and inserted at a random place, then one hit test"),
    Benchmark(
      name: "hittest.list1e3", operationsPerCall: 1, baseline: nil, target: nil,
      body: { calls in blackHole(hitCount(shortList, listQueries, calls)) },
      note: "1,000 rows of 44 points, each with a label"),
    Benchmark(
      name: "hittest.list1e5", operationsPerCall: 1, baseline: "hittest.list1e3",
      target: .ratioAtMost(2),
      body: { calls in blackHole(hitCount(longList, listQueries, calls)) },
      note: "100,000 rows of 44 points, each with a label"),
    Benchmark(
      name: "motion.append.list1e5", operationsPerCall: 1, baseline: "hittest.list1e5",
      target: .ratioAtMost(20),
      body: { calls in
        blackHole(
          hitCount(
            appendedList, listQueries, calls,
            after: adding(appendedRow, appendedContent.addSublayer)))
      }, note: "a row appended at the end (or removed again), then one hit test"),
    Benchmark(
      name: "motion.prepend.list1e5", operationsPerCall: 1, baseline: "hittest.list1e5",
      target: nil,
      body: { calls in
        blackHole(
          hitCount(
            appendedList, listQueries, calls,
            after: adding(prependedRow) { appendedContent.insertSublayer($0, at: 0) }))
      }, note: "a row inserted at the start (or removed again), then one hit test"),
    Benchmark(
      name: "motion.scroll.list1e5", operationsPerCall: 1, baseline: "hittest.list1e5",
      target: .ratioAtMost(3),
      body: { calls in
        blackHole(
          hitCount(scrolledList, listQueries, calls) { i in
            scrolledContent.bounds.origin.y = 44 * 50_000.0 + Double(i & 255)
          })
      }, note: "the content's bounds.origin scrolled, then one hit test"),
    Benchmark(
      name: "motion.zoom.list1e5", operationsPerCall: 1, baseline: "hittest.list1e5",
      target: .ratioAtMost(6),
      body: { calls in
        blackHole(
          hitCount(zoomedList, listQueries, calls) { i in
            let scale = 1 + Double(i & 255) / 1024
            zoomedContent.sublayerTransform = Transform3D(scaleX: scale, y: scale, z: 1)
          })
      }, note: "the content's sublayerTransform zoomed, then one hit test"),
  ]
}
