import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `hitTest` on a tree that keeps changing.
///
/// Random edits of every kind (geometry, flags, `zPosition`, insertions, removals, reordering,
/// re-parenting, replaced `sublayers`, scrolls by `bounds.origin` and by `sublayerTransform`) are
/// interleaved with queries, each answer checked against two walks from scratch:
///
/// - `ReferenceHitTester` (LayerGeometryTestSupport), which rebuilds every level with the test's
///   own matrices and skips points too close to an edge to compare;
/// - the same query on a copy of the tree made from its public properties, whose first query sees
///   every layer for the first time: the same numbers, so the answers must be the same layer for
///   every point, edges included.
///
/// The trees hold wide layers (64 sublayers and more), whose sublayers are found through an index:
/// two lists, and a canvas of a few hundred overlapping cards placed anywhere in random order (its
/// index packed by space), with `zPosition` ties, hidden and masking cards, drags, and cards added
/// and removed anywhere.
final class LiveTreeHitTestTests: XCTestCase {
  override func setUpWithError() throws { try skipUnlessOptimized() }

  /// A copy of the tree under `root`, property by property, and the copy of each layer.
  private func copy(of root: Layer) -> (root: Layer, copies: [ObjectIdentifier: Layer]) {
    var copies: [ObjectIdentifier: Layer] = [:]
    func copyProperties(of layer: Layer) -> Layer {
      let copy = Layer()
      copy.bounds = layer.bounds
      copy.position = layer.position
      copy.anchorPoint = layer.anchorPoint
      copy.anchorPointZ = layer.anchorPointZ
      copy.zPosition = layer.zPosition
      copy.transform = layer.transform
      copy.sublayerTransform = layer.sublayerTransform
      copy.isGeometryFlipped = layer.isGeometryFlipped
      copy.isHidden = layer.isHidden
      copy.masksToBounds = layer.masksToBounds
      copy.isDoubleSided = layer.isDoubleSided
      copies[ObjectIdentifier(layer)] = copy
      return copy
    }
    let rootCopy = copyProperties(of: root)
    var stack = [(root, rootCopy)]
    while let (layer, copy) = stack.popLast() {
      copy.sublayers = layer.sublayers.map { sublayer in
        let sublayerCopy = copyProperties(of: sublayer)
        stack.append((sublayer, sublayerCopy))
        return sublayerCopy
      }
    }
    return (rootCopy, copies)
  }

  /// Every layer of the tree, parents first.
  private func layers(of root: Layer) -> [Layer] {
    var all: [Layer] = []
    var stack = [root]
    while let layer = stack.popLast() {
      all.append(layer)
      stack.append(contentsOf: layer.sublayers)
    }
    return all
  }

  /// A row-like layer for a wide layer: a strip of `height` points at `index`, sometimes turned.
  private func row<G: RandomNumberGenerator>(
    _ index: Int, width: Double, height: Double, using g: inout G
  ) -> Layer {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: width, height: height)
    layer.position = Point2D(
      x: width / 2 + Double.random(in: -5...5, using: &g), y: (Double(index) + 0.5) * height)
    if RandomLayerTree.chance(0.2, &g) {
      layer.transform = Transform3D(
        rotationAngle: Double.random(in: -0.3...0.3, using: &g), x: 0, y: 0, z: 1)
    }
    return layer
  }

  /// A card for a canvas of `side` points: a small box anywhere on it, sometimes turned, hidden,
  /// masking, raised or lowered, or holding a label.
  private func card<G: RandomNumberGenerator>(side: Double, using g: inout G) -> Layer {
    let layer = Layer()
    layer.bounds = Rect2D(
      x: 0, y: 0, width: Double.random(in: 8...24, using: &g),
      height: Double.random(in: 6...16, using: &g))
    layer.position = Point2D(
      x: Double.random(in: 0...side, using: &g), y: Double.random(in: 0...side, using: &g))
    if RandomLayerTree.chance(0.1, &g) {
      layer.transform = Transform3D(
        rotationAngle: Double.random(in: -0.5...0.5, using: &g), x: 0, y: 0, z: 1)
    }
    if RandomLayerTree.chance(0.15, &g) {
      layer.zPosition = Double(Int.random(in: -1...1, using: &g))
    }
    layer.isHidden = RandomLayerTree.chance(0.05, &g)
    layer.masksToBounds = RandomLayerTree.chance(0.2, &g)
    if RandomLayerTree.chance(0.2, &g) {
      let label = Layer()
      label.frame = Rect2D(x: 2, y: 2, width: layer.bounds.width, height: 4)
      layer.addSublayer(label)
    }
    return layer
  }

  /// The side of the canvas of ``makeTree(options:using:)``.
  private static let canvasSide = 240.0

  /// A random tree with two wide layers (64 and 96 sublayers) and a canvas (200 cards) among
  /// ordinary ones.
  private func makeTree<G: RandomNumberGenerator>(
    options: RandomTreeOptions, using g: inout G
  ) -> Layer {
    let tree = RandomLayerTree(options: options, using: &g)
    for width in [64, 96] {
      let parent = tree.layers[Int.random(in: 0..<min(tree.layers.count, 6), using: &g)]
      let list = Layer()
      list.bounds = Rect2D(x: 0, y: 0, width: 200, height: Double(width) * 6)
      list.position = Point2D(
        x: parent.bounds.midX + Double.random(in: -40...40, using: &g),
        y: parent.bounds.midY + Double.random(in: -40...40, using: &g))
      list.sublayers = (0..<width).map { row($0, width: 200, height: 6, using: &g) }
      parent.addSublayer(list)
    }
    let canvas = Layer()
    canvas.name = "canvas"
    canvas.bounds = Rect2D(x: 0, y: 0, width: Self.canvasSide, height: Self.canvasSide)
    let parent = tree.layers[Int.random(in: 0..<min(tree.layers.count, 6), using: &g)]
    canvas.position = Point2D(x: parent.bounds.midX, y: parent.bounds.midY)
    canvas.sublayers = (0..<200).map { _ in card(side: Self.canvasSide, using: &g) }
    parent.addSublayer(canvas)
    return tree.root
  }

  /// Makes one random edit, and returns the layer it chose; `spare` holds layers taken out of the
  /// tree, to put back later.
  @discardableResult
  private func edit<G: RandomNumberGenerator>(
    _ root: Layer, _ all: inout [Layer], spare: inout [Layer], options: RandomTreeOptions,
    using g: inout G
  ) -> Layer {
    let layer = all[Int.random(in: 0..<all.count, using: &g)]
    let nonRoot = all.count > 1 ? all[Int.random(in: 1..<all.count, using: &g)] : nil
    var structural = false
    var kind = Int.random(in: 0..<18, using: &g)
    if all.count > 640 && kind >= 10 { kind = 10 }  // keep the tree small: remove
    switch kind {
    case 0:
      layer.position.x += Double.random(in: -20...20, using: &g)
      layer.position.y += Double.random(in: -20...20, using: &g)
    case 1:
      RandomLayerTree.configure(layer, parent: layer.superlayer, options: options, using: &g)
    case 2:
      layer.bounds.origin = Point2D(
        x: Double.random(in: -60...60, using: &g), y: Double.random(in: -60...60, using: &g))
    case 3:
      layer.sublayerTransform =
        RandomLayerTree.chance(0.5, &g)
        ? Transform3D(
          translationX: Double.random(in: -40...40, using: &g),
          y: Double.random(in: -40...40, using: &g), z: 0)
        : RandomLayerTree.chance(0.7, &g)
          ? RandomLayerTree.randomSublayerTransform(options: options, using: &g) : .identity
    case 4:
      switch Int.random(in: 0..<4, using: &g) {
      case 0: layer.isHidden = RandomLayerTree.chance(0.3, &g)
      case 1: layer.masksToBounds.toggle()
      case 2: layer.isDoubleSided.toggle()
      default: layer.isGeometryFlipped.toggle()
      }
    case 5:
      layer.zPosition =
        RandomLayerTree.chance(0.05, &g) ? .nan : Double(Int.random(in: -2...2, using: &g))
    case 6:
      switch Int.random(in: 0..<3, using: &g) {
      case 0: layer.transform = RandomLayerTree.randomLayerTransform(options: options, using: &g)
      case 1: layer.anchorPoint = Point2D(x: Double.random(in: 0...1, using: &g), y: 0.5)
      default:
        layer.bounds.size = Size2D(
          width: Double.random(in: 10...250, using: &g),
          height: Double.random(in: 10...250, using: &g))
      }
    case 7:
      // A non-finite bounds for a while (its sublayers' levels are then NaN), or a finite one back.
      layer.bounds.origin.x =
        RandomLayerTree.chance(0.3, &g) ? .infinity : Double.random(in: -10...10, using: &g)
    case 8, 9:
      // A new layer, or one taken out earlier, inserted at a random place.
      let parent = layer
      let child: Layer
      if !spare.isEmpty && RandomLayerTree.chance(0.5, &g) {
        child = spare.remove(at: Int.random(in: 0..<spare.count, using: &g))
      } else {
        child = Layer()
        RandomLayerTree.configure(child, parent: parent, options: options, using: &g)
      }
      parent.insertSublayer(child, at: Int.random(in: 0...parent.sublayers.count, using: &g))
      structural = true
    case 10:
      guard let nonRoot else { return layer }
      nonRoot.removeFromSuperlayer()
      if spare.count < 40 { spare.append(nonRoot) }
      structural = true
    case 11:
      // Reorder among the siblings.
      guard let nonRoot, let parent = nonRoot.superlayer else { return layer }
      let siblings = parent.sublayers.filter { $0 !== nonRoot }
      switch Int.random(in: 0..<3, using: &g) {
      case 0: parent.insertSublayer(nonRoot, at: Int.random(in: 0...siblings.count, using: &g))
      case 1: parent.insertSublayer(nonRoot, above: siblings.randomElement(using: &g))
      default: parent.insertSublayer(nonRoot, below: siblings.randomElement(using: &g))
      }
      structural = true
    case 12:
      // Re-parent a subtree under a layer outside it.
      guard let nonRoot else { return layer }
      let subtree = Set(layers(of: nonRoot).map(ObjectIdentifier.init))
      let target = all[Int.random(in: 0..<all.count, using: &g)]
      guard !subtree.contains(ObjectIdentifier(target)) else { return layer }
      if RandomLayerTree.chance(0.5, &g) {
        target.addSublayer(nonRoot)
      } else {
        let others = target.sublayers.filter { $0 !== nonRoot }.count
        target.insertSublayer(nonRoot, at: Int.random(in: 0...others, using: &g))
      }
      structural = true
    case 13:
      // `sublayers` replaced: some kept (shuffled), some dropped, some new.
      var list = layer.sublayers.filter { _ in RandomLayerTree.chance(0.8, &g) }
      list.shuffle(using: &g)
      for _ in 0..<Int.random(in: 0...3, using: &g) {
        let child = Layer()
        RandomLayerTree.configure(child, parent: layer, options: options, using: &g)
        list.insert(child, at: Int.random(in: 0...list.count, using: &g))
      }
      layer.sublayers = list
      structural = true
    case 14:
      // A scroll of a wide layer, or of any layer, by its bounds origin.
      let wide = all.filter { $0.sublayers.count >= 64 }
      let scrolled = wide.randomElement(using: &g) ?? layer
      scrolled.bounds.origin.y = Double.random(in: -100...400, using: &g)
    case 16:
      // A card of the canvas dragged: a few small steps, as a pointer moves it.
      guard let canvas = all.first(where: { $0.name == "canvas" }),
        let dragged = canvas.sublayers.randomElement(using: &g)
      else { return layer }
      let (dx, dy) = (Double.random(in: -3...3, using: &g), Double.random(in: -3...3, using: &g))
      for _ in 0..<Int.random(in: 1...4, using: &g) {
        dragged.position.x += dx
        dragged.position.y += dy
        if RandomLayerTree.chance(0.5, &g) { _ = canvas.hitTest(dragged.position) }
      }
    case 17:
      // A card added anywhere on the canvas, at any place in the order, or one taken out.
      guard let canvas = all.first(where: { $0.name == "canvas" }) else { return layer }
      if RandomLayerTree.chance(0.5, &g) || canvas.sublayers.isEmpty {
        canvas.insertSublayer(
          card(side: Self.canvasSide, using: &g),
          at: Int.random(in: 0...canvas.sublayers.count, using: &g))
      } else {
        canvas.sublayers.randomElement(using: &g)?.removeFromSuperlayer()
      }
      structural = true
    default:
      // A wide layer gains or loses a row at either end or in the middle.
      guard let wide = all.filter({ $0.sublayers.count >= 40 }).randomElement(using: &g) else {
        return layer
      }
      if RandomLayerTree.chance(0.5, &g) {
        let count = wide.sublayers.count
        let index = [0, count, Int.random(in: 0...count, using: &g)].randomElement(using: &g) ?? 0
        wide.insertSublayer(row(index, width: 200, height: 6, using: &g), at: index)
      } else {
        [wide.sublayers.first, wide.sublayers.last].randomElement(using: &g)??
          .removeFromSuperlayer()
      }
      structural = true
    }
    if structural { all = layers(of: root) }
    return layer
  }

  /// Checks `receiver.hitTest` at `points` random points (both orders, and the batch form) against
  /// the brute force and against a fresh copy of the tree; returns (compared with the brute
  /// force, hits, compared with the copy).
  private func check<G: RandomNumberGenerator>(
    root: Layer, receiver: Layer, all: [Layer], points: Int, label: String, using g: inout G
  ) -> (compared: Int, hits: Int, exact: Int) {
    let reference = ReferenceHitTester(root: receiver)
    let (_, copies) = copy(of: root)
    let receiverCopy = copies[ObjectIdentifier(receiver)]
    var counts = (compared: 0, hits: 0, exact: 0)
    var queries: [Point2D] = []
    for _ in 0..<points {
      var p = randomWorldPoint(among: all, root: root, using: &g)
      if let parent = receiver.superlayer,
        case .point(let q) = ReferenceGeometry.convert(p, from: nil, to: parent)
      {
        p = q
      }
      queries.append(p)
      for order in [Layer.HitTestOrder.drawingOrder, .sublayerOrder] {
        let actual = receiver.hitTest(p, order: order)
        let fresh = receiverCopy?.hitTest(p, order: order)
        counts.exact += 1
        if (actual.map { copies[ObjectIdentifier($0)] } ?? nil) !== fresh {
          XCTFail("\(label): \(order) at \(p) differs from a copy of the tree queried afresh")
        }
        if case .hit(let expected) = reference.hit(p, order: order) {
          counts.compared += 1
          if expected != nil { counts.hits += 1 }
          if actual !== expected {
            XCTFail("\(label): \(order) at \(p) differs from the brute force")
          }
        }
      }
    }
    let batch = receiver.hitTest(queries)
    let single = queries.map { receiver.hitTest($0) }
    XCTAssert(zip(batch, single).allSatisfy { $0 === $1 }, "\(label): batch differs")
    return counts
  }

  func testRandomEditsInterleavedWithHitTests() {
    var options = RandomTreeOptions()
    options.maxLayers = 50
    options.maxDepth = 6
    var total = (compared: 0, hits: 0, exact: 0)
    var edits = 0
    for seed in 0..<4 as Range<UInt64> {
      var g = SplitMix64(seed: 0x11FE_0000 + seed)
      // Half the trees without perspective: their boxes are all known, so the pruning that a
      // stale box would get wrong happens at every level.
      options.perspective = seed % 2 == 0
      let root = makeTree(options: options, using: &g)
      var all = layers(of: root)
      var spare: [Layer] = []
      for step in 0..<3_000 {
        // Four edits between queries, so that marks pile up and meet.
        let touched = edit(root, &all, spare: &spare, options: options, using: &g)
        edits += 1
        guard step % 4 == 3 else { continue }
        // Sometimes a layer inside the tree first, which leaves its own entry to the root's
        // query; the points then fall on that layer's subtree, where its entry matters.
        var receivers = [root]
        var targets = all
        if RandomLayerTree.chance(0.25, &g) {
          // Above the last layer edited, when it is still in the tree.
          let inner =
            [touched.superlayer?.superlayer, touched.superlayer].compactMap { $0 }.first {
              candidate in all.contains { $0 === candidate }
            } ?? all[Int.random(in: 0..<all.count, using: &g)]
          receivers.insert(inner, at: 0)
          targets = layers(of: inner)
        }
        for receiver in receivers {
          let c = check(
            root: root, receiver: receiver, all: targets, points: 2,
            label: "seed \(seed), step \(step)", using: &g)
          total = (total.compared + c.compared, total.hits + c.hits, total.exact + c.exact)
        }
      }
    }
    XCTAssertGreaterThanOrEqual(edits, 10_000)
    XCTAssertGreaterThan(total.hits, total.compared / 6, "too few hits to be meaningful: \(total)")
    XCTAssertGreaterThan(total.compared, total.exact * 9 / 10, "too many ambiguous: \(total)")
  }
}
