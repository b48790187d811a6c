import LayerGeometry

/// A canvas as a design tool or a whiteboard has one: one layer holding `cards` cards of 100 × 60
/// points, each with a label, placed uniformly at random on a square of 150 √`cards` points a side
/// (so that the cards cover about a quarter of it whatever their count), in the order they were
/// drawn.
func makeCanvas(cards: Int, seed: UInt64) -> (canvas: Layer, cards: [Layer], side: Double) {
  let side = 150 * Double(cards).squareRoot()
  var generator = SplitMix64(seed: seed)
  let canvas = Layer()
  canvas.frame = Rect2D(x: 0, y: 0, width: side, height: side)
  let placed = (0..<cards).map { _ in
    let card = Layer()
    card.frame = Rect2D(
      x: generator.nextDouble(in: 0...(side - 100)), y: generator.nextDouble(in: 0...(side - 60)),
      width: 100, height: 60)
    let label = Layer()
    label.frame = Rect2D(x: 10, y: 20, width: 80, height: 20)
    card.addSublayer(label)
    return card
  }
  canvas.sublayers = placed
  return (canvas, placed, side)
}

/// Hit tests and culling on canvases, live and in a snapshot, still and with one card dragged.
func canvasBenchmarks() -> [Benchmark] {
  let (small, _, smallSide) = makeCanvas(cards: 1_000, seed: 21)
  let (large, _, side) = makeCanvas(cards: 50_000, seed: 22)
  let (dragged, draggedCards, _) = makeCanvas(cards: 50_000, seed: 22)
  var snapshot = LayerSnapshot(of: dragged)
  let largeSnapshot = LayerSnapshot(of: large)
  var generator = SplitMix64(seed: 23)
  func points(_ side: Double) -> [Point2D] {
    (0..<1024).map { _ in
      Point2D(x: generator.nextDouble(in: 0...side), y: generator.nextDouble(in: 0...side))
    }
  }
  let (smallQueries, queries) = (points(smallSide), points(side))
  let viewports = points(side - 300).map { Rect2D(x: $0.x, y: $0.y, width: 300, height: 200) }
  // Each card's box, as a plain loop holds them against a rectangle: minX, minY, maxX, maxY.
  let boxes = large.sublayers.flatMap { card -> [Double] in
    let f = card.frame
    return [f.minX, f.minY, f.maxX, f.maxY]
  }
  let (reordered, _, _) = makeCanvas(cards: 50_000, seed: 22)
  let insertedCard = Layer()
  insertedCard.frame = Rect2D(x: 500, y: 500, width: 100, height: 60)
  let drag = draggedCards[draggedCards.count / 2]
  let dragStart = drag.position.x
  /// The dragged card's place at step `i`: 2 points a step, 256 steps one way, then back.
  func dragPosition(_ i: Int) -> Double {
    let step = i & 511
    return dragStart + 2 * Double(step < 256 ? step : 512 - step)
  }

  return [
    Benchmark(
      name: "hittest.canvas1e3", operationsPerCall: 1, baseline: nil, target: nil,
      body: { calls in blackHole(hitCount(small, smallQueries, calls)) },
      note: "1,000 cards with labels, anywhere on the canvas, in drawing order"),
    Benchmark(
      name: "hittest.canvas5e4", operationsPerCall: 1, baseline: "hittest.canvas1e3",
      target: .ratioAtMost(2),
      body: { calls in blackHole(hitCount(large, queries, calls)) },
      note: "50,000 cards with labels, anywhere on the canvas, in drawing order"),
    Benchmark(
      name: "motion.drag.canvas5e4", operationsPerCall: 1, baseline: "hittest.canvas5e4",
      target: .ratioAtMost(10),
      body: { calls in
        blackHole(hitCount(dragged, queries, calls) { i in drag.position.x = dragPosition(i) })
      }, note: "one card dragged 2 points, then one hit test"),
    Benchmark(
      name: "motion.insert.canvas5e4", operationsPerCall: 1, baseline: "hittest.canvas5e4",
      target: nil,
      body: { calls in
        blackHole(
          hitCount(reordered, queries, calls) { i in
            if i & 1 == 0 {
              let place = ((i &* 7_919) & 0xFF_FFFF) % reordered.sublayers.count
              reordered.insertSublayer(insertedCard, at: place)
            } else {
              insertedCard.removeFromSuperlayer()
            }
          })
      }, note: "a card inserted at a random place in the order, or removed again, then one hit test"
    ),
    Benchmark(
      name: "snapshot.hittest.canvas5e4", operationsPerCall: 1, baseline: "hittest.canvas5e4",
      target: .ratioAtMost(1.25),
      body: { calls in
        var hits = 0
        for i in 0..<calls where largeSnapshot.hitTest(queries[i & 1023]) != nil { hits += 1 }
        blackHole(hits)
      }),
    Benchmark(
      name: "snapshot.hittestall.canvas5e4", operationsPerCall: 1,
      baseline: "snapshot.hittest.canvas5e4", target: .ratioAtMost(3),
      body: { calls in
        var hits = 0
        for i in 0..<calls { hits += largeSnapshot.hitTestAll(queries[i & 1023]).count }
        blackHole(hits)
      }),
    Benchmark(
      name: "plain.boxscan.canvas5e4", operationsPerCall: 1, baseline: nil, target: nil,
      body: { calls in blackHole(plainBoxScan(boxes, viewports, calls: calls)) },
      note: "every card's box held against a 300 × 200 viewport"),
    Benchmark(
      name: "snapshot.rects.canvas5e4", operationsPerCall: 1, baseline: "plain.boxscan.canvas5e4",
      target: .ratioAtMost(0.02),
      body: { calls in
        var found = 0
        for i in 0..<calls {
          found += largeSnapshot.layers(intersecting: viewports[i & 1023]).count
        }
        blackHole(found)
      }, note: "the layers a 300 × 200 viewport meets"),
    Benchmark(
      name: "snapshot.build.canvas5e4", operationsPerCall: 1, baseline: nil, target: nil,
      body: { calls in
        for _ in 0..<calls { blackHole(LayerSnapshot(of: large).count) }
      }, note: "100,001 layers"),
    Benchmark(
      name: "motion.snapshot.drag.canvas5e4", operationsPerCall: 1,
      baseline: "snapshot.build.canvas5e4", target: .ratioAtMost(0.002),
      body: { calls in
        for i in 0..<calls {
          drag.position.x = dragPosition(i)
          blackHole(snapshot.update(from: dragged).count)
        }
      }, note: "one card dragged 2 points, then update(from:)"),
  ]
}
