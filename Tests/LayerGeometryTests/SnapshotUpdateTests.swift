import LayerGeometry
import XCTest

/// `LayerSnapshot.update(from:)` against a fresh snapshot of the same tree (equal to the last bit)
/// and its damage against a brute-force diff of the two, over random edits of random trees.
final class SnapshotUpdateTests: XCTestCase {
  /// Ten thousand random edits of every kind, with three snapshots of different ages updated
  /// every 1, 7 and 31 edits; each update is checked against a fresh snapshot and a diff.
  func testUpdatesEqualFreshSnapshotsOverRandomEdits() {
    var g = SplitMix64(seed: 0x5F_0001)
    var options = RandomTreeOptions()
    options.maxLayers = 60
    var editor = RandomTreeEditor(tree: RandomLayerTree(options: options, using: &g))
    var snapshots = [1, 7, 31].map { (period: $0, snapshot: LayerSnapshot(of: editor.root)) }
    var checked = 0
    var damaged = 0
    for edit in 1...10_000 {
      editor.edit(using: &g)
      for index in snapshots.indices where edit % snapshots[index].period == 0 {
        let before = snapshots[index].snapshot
        let damage = snapshots[index].snapshot.update(from: editor.root)
        let fresh = LayerSnapshot(of: editor.root)
        let after = snapshots[index].snapshot
        guard assertSameElements(after, fresh, pool: editor.pool, edit: edit) else { return }
        guard assertSameAnswers(after, fresh, edit: edit, using: &g) else { return }
        guard assertDamage(damage, covers: before, after, pool: editor.pool, edit: edit) else {
          return
        }
        XCTAssertLessThanOrEqual(damage.count, 16)
        checked += 1
        if !damage.isEmpty { damaged += 1 }
      }
    }
    XCTAssertGreaterThan(checked, 11_000)
    XCTAssertGreaterThan(damaged, 3_500, "too few updates changed anything to be meaningful")
  }

  /// A tree of 6,000 layers, whose per-layer arrays span two chunks: insertions, removals
  /// and moves shift layers across chunk boundaries.
  func testUpdatesAcrossChunks() {
    var g = SplitMix64(seed: 0x5F_0003)
    var options = RandomTreeOptions()
    options.maxLayers = 6_000
    options.maxDepth = 12
    var editor = RandomTreeEditor(tree: RandomLayerTree(options: options, using: &g))
    var snapshot = LayerSnapshot(of: editor.root)
    let copy = snapshot
    let copyBoxes = copy.map(\.boundingBox)
    for edit in 1...25 {
      editor.edit(using: &g)
      snapshot.update(from: editor.root)
      let fresh = LayerSnapshot(of: editor.root)
      guard assertSameElements(snapshot, fresh, pool: editor.pool, edit: edit) else { return }
    }
    XCTAssertTrue(zip(copy.map(\.boundingBox), copyBoxes).allSatisfy { same($0, $1) })
  }

  /// A layer freed and a new one put where it was, perhaps at the same address: the update
  /// reads the new layer (its token is not the old one's).
  func testANewLayerWhereAFreedOneWasIsReadAgain() {
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 200, height: 200)
    var snapshot: LayerSnapshot
    do {
      let old = Layer()
      old.frame = Rect2D(x: 10, y: 10, width: 20, height: 20)
      old.name = "old"
      root.addSublayer(old)
      snapshot = LayerSnapshot(of: root)
      old.removeFromSuperlayer()
    }
    for round in 0..<100 {
      let new = Layer()
      new.frame = Rect2D(x: 10, y: 10, width: 20, height: 20)
      new.name = "new \(round)"
      XCTAssertNil(snapshot.index(of: new))
      root.addSublayer(new)
      snapshot.update(from: root)
      XCTAssertEqual(snapshot.index(of: new), 1)
      XCTAssertEqual(snapshot[1].name, "new \(round)")
      new.removeFromSuperlayer()
    }
    // The root itself, freed and made again: a different root is read whole.
    var other = LayerSnapshot(of: Layer())
    let damage = other.update(from: root)
    XCTAssertEqual(other.count, LayerSnapshot(of: root).count)
    XCTAssertEqual(damage, [.zero, Rect2D(x: -100, y: -100, width: 200, height: 200)])
  }

  /// A change above the root (its superlayer's sublayer transform) moves every layer.
  func testAChangeAboveTheRootIsSeen() {
    let host = Layer()
    host.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 50, height: 50)
    root.addSublayer(Layer())
    host.addSublayer(root)
    var snapshot = LayerSnapshot(of: root)
    host.sublayerTransform = Transform3D(translationX: 5, y: 0, z: 0)
    snapshot.update(from: root)
    XCTAssertTrue(
      assertSameElements(snapshot, LayerSnapshot(of: root), pool: [host, root], edit: 0))
  }

  /// An update with nothing to do returns no damage; a layer hidden returns its box before only.
  func testDamageOfAHiddenLayer() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
    let badge = Layer()
    badge.frame = Rect2D(x: 5, y: 6, width: 7, height: 8)
    root.addSublayer(badge)
    var snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot.update(from: root), [])
    badge.isHidden = true
    XCTAssertEqual(snapshot.update(from: root), [Rect2D(x: 5, y: 6, width: 7, height: 8)])
    XCTAssertEqual(snapshot.update(from: root), [])
    XCTAssertTrue(snapshot[1].isHidden)
  }

  /// A 100,000-level chain: changed at the bottom, in the middle and at the top, then updated,
  /// without a deep call chain.
  func testAnInfiniteDamageCoversLayersBeyondHalfTheLargestDouble() {
    // `Rect2D.infinite` has edges at ±greatestFiniteMagnitude / 2, but stands for the whole plane:
    // a layer whose box lies beyond those edges is covered by it (a fuzzing input in
    // Tests/FuzzCorpus, where a checker compared the edges literally).
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.anchorPoint = .zero  // the snapshot's space is the root's
    let horizon = Layer()  // w = 1 − x/50: the part beyond x = 50 is behind the eye
    horizon.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    horizon.anchorPoint = .zero
    horizon.transform.m14 = -0.02
    let far = Layer()
    far.bounds = Rect2D(x: 0, y: 0, width: 24.5, height: 0)
    far.position = Point2D(x: 32.5, y: .greatestFiniteMagnitude)
    let group = Layer()  // holds both, drawn behind two plain layers
    group.sublayers = [horizon, far]
    let (front, frontmost) = (Layer(), Layer())
    front.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    frontmost.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    root.sublayers = [group, front, frontmost]
    var snapshot = LayerSnapshot(of: root)
    let before = snapshot
    XCTAssertTrue(snapshot[2].boundingBox.isInfinite)
    XCTAssertEqual(
      snapshot[3].boundingBox,
      Rect2D(x: 20.25, y: .greatestFiniteMagnitude, width: 24.5, height: 0))
    // The group moves to the front: its subtree is read again, its box before and after.
    root.sublayers = [front, frontmost, group]
    let damage = snapshot.update(from: root)
    XCTAssertEqual(damage, [.infinite, .infinite])
    XCTAssertTrue(
      assertDamage(
        damage, covers: before, snapshot, pool: [root, group, horizon, far, front, frontmost],
        edit: 0))
  }

  func testADeepChainUpdates() {
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
    var chain = [root]
    for _ in 1..<100_000 {
      let layer = Layer()
      layer.frame = Rect2D(x: 0.5, y: 0, width: 10, height: 10)
      chain.last!.addSublayer(layer)
      chain.append(layer)
    }
    var snapshot = LayerSnapshot(of: root)
    for index in [99_999, 50_000, 1] {
      chain[index].position.y += 1
      snapshot.update(from: root)
    }
    let fresh = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot.count, fresh.count)
    for position in [0, 1, 2, 50_000, 50_001, 99_999] {
      XCTAssertEqual(snapshot[position].boundingBox, fresh[position].boundingBox)
      XCTAssertEqual(snapshot[position].depth, fresh[position].depth)
    }
    let leaf = Layer()
    chain[99_999].addSublayer(leaf)
    snapshot.update(from: root)
    XCTAssertEqual(snapshot.index(of: leaf), 100_000)
    XCTAssertEqual(snapshot[100_000].superlayerIndex, 99_999)
    // Teardown of a deep chain without a deep call chain.
    chain.removeAll()
  }
}

/// A copy of a snapshot queried on other tasks while its owner edits the tree and updates its own
/// copy; run under the thread sanitizer by `.ci/run`.
final class SnapshotUpdateConcurrencyTests: XCTestCase {
  func testACopyOnAnotherTaskNeverChanges() async {
    var g = SplitMix64(seed: 0x5F_0002)
    var options = RandomTreeOptions()
    options.maxLayers = 200
    var editor = RandomTreeEditor(tree: RandomLayerTree(options: options, using: &g))
    var snapshot = LayerSnapshot(of: editor.root)
    let copy = snapshot
    let points = (0..<500).map { _ in
      Point2D(
        x: Double.random(in: -200...500, using: &g), y: Double.random(in: -200...500, using: &g))
    }
    let expected = points.map { copy.hitTest($0) }
    let expectedBoxes = copy.map(\.boundingBox)
    let reader = Task.detached {
      var same = true
      for _ in 0..<20 {
        same = same && points.map { copy.hitTest($0) } == expected
        same = same && copy.map(\.boundingBox) == expectedBoxes
      }
      return same
    }
    for _ in 0..<300 {
      editor.edit(using: &g)
      snapshot.update(from: editor.root)
    }
    let same = await reader.value
    XCTAssertTrue(same)
    XCTAssertEqual(copy.map(\.boundingBox), expectedBoxes)
    XCTAssertEqual(snapshot.count, LayerSnapshot(of: editor.root).count)
  }
}

// MARK: - Random edits

/// Edits a random tree at random: geometry, flags, zPosition, names, scrolls, insertions,
/// removals, reorders, moves to another superlayer, whole sublayer lists, and layers freed with
/// new ones put in their place.
struct RandomTreeEditor {
  let root: Layer
  /// Every layer made so far that is still alive, in the tree or not.
  private(set) var pool: [Layer]
  private let options: RandomTreeOptions

  init(tree: RandomLayerTree) {
    root = tree.root
    pool = tree.layers
    options = RandomTreeOptions()
  }

  /// The layers now in the tree.
  var layersInTree: [Layer] {
    var layers: [Layer] = []
    var stack = [root]
    while let layer = stack.popLast() {
      layers.append(layer)
      stack += layer.sublayers
    }
    return layers
  }

  private func newLayer<G: RandomNumberGenerator>(in parent: Layer, using g: inout G) -> Layer {
    let layer = Layer()
    RandomLayerTree.configure(layer, parent: parent, options: options, using: &g)
    return layer
  }

  mutating func edit<G: RandomNumberGenerator>(using g: inout G) {
    let inTree = layersInTree
    let layer = inTree.randomElement(using: &g)!
    let other = inTree.randomElement(using: &g)!
    let kind = Int.random(in: 0..<13, using: &g)
    switch kind {
    case 0:
      layer.position.x += Double.random(in: -20...20, using: &g)
    case 1:
      layer.transform = RandomLayerTree.randomLayerTransform(options: options, using: &g)
    case 2:
      layer.bounds.size.width = Double.random(in: 0...200, using: &g)
    case 3:
      switch Int.random(in: 0..<3, using: &g) {
      case 0: layer.isHidden.toggle()
      case 1: layer.masksToBounds.toggle()
      default: layer.isDoubleSided.toggle()
      }
    case 4:
      layer.zPosition = Double(Int.random(in: -2...2, using: &g))
    case 5:
      // A scroll.
      if Bool.random(using: &g) {
        layer.bounds.origin.y += Double.random(in: -30...30, using: &g)
      } else {
        layer.sublayerTransform = Transform3D(
          translationX: 0, y: Double.random(in: -30...30, using: &g), z: 0)
      }
    case 6:
      let new = newLayer(in: layer, using: &g)
      layer.insertSublayer(new, at: Int.random(in: 0...layer.sublayers.count, using: &g))
      pool.append(new)
    case 7, 8:
      if layer !== root, inTree.count > 8 { layer.removeFromSuperlayer() }
    case 9:
      // A reorder among siblings.
      if let parent = layer.superlayer {
        parent.insertSublayer(layer, at: Int.random(in: 0..<parent.sublayers.count, using: &g))
      }
    case 10:
      // A move to another superlayer.
      if layer !== root, !ReferenceGeometry.ancestry(of: other).contains(where: { $0 === layer }) {
        other.addSublayer(layer)
      }
    case 11:
      // A whole new list of sublayers: some kept, shuffled, and a new one.
      var list = layer.sublayers.filter { _ in Bool.random(using: &g) }
      list.shuffle(using: &g)
      let new = newLayer(in: layer, using: &g)
      list.insert(new, at: Int.random(in: 0...list.count, using: &g))
      pool.append(new)
      layer.sublayers = list
    default:
      // A leaf freed, and a new layer put where it was (perhaps at the same address).
      guard layer !== root, layer.sublayers.isEmpty, let parent = layer.superlayer else {
        layer.name = "renamed \(Int.random(in: 0..<5, using: &g))"
        return
      }
      let index = parent.sublayers.firstIndex { $0 === layer }!
      layer.removeFromSuperlayer()
      pool.removeAll { $0 === layer }
      let new = newLayer(in: parent, using: &g)
      parent.insertSublayer(new, at: index)
      pool.append(new)
    }
  }
}

// MARK: - Comparisons

private func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

private func same(_ a: Rect2D, _ b: Rect2D) -> Bool {
  same(a.origin.x, b.origin.x) && same(a.origin.y, b.origin.y)
    && same(a.size.width, b.size.width) && same(a.size.height, b.size.height)
}

private func same(_ a: [Point2D], _ b: [Point2D]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { same($0.x, $1.x) && same($0.y, $1.y) }
}

private func same(_ a: Transform3D, _ b: Transform3D) -> Bool {
  let (x, y) = (a, b)
  return [
    same(x.m11, y.m11), same(x.m12, y.m12), same(x.m13, y.m13), same(x.m14, y.m14),
    same(x.m21, y.m21), same(x.m22, y.m22), same(x.m23, y.m23), same(x.m24, y.m24),
    same(x.m31, y.m31), same(x.m32, y.m32), same(x.m33, y.m33), same(x.m34, y.m34),
    same(x.m41, y.m41), same(x.m42, y.m42), same(x.m43, y.m43), same(x.m44, y.m44),
  ].allSatisfy { $0 }
}

/// Whether two snapshots hold the same elements to the last bit, and find the same index for
/// every layer of `pool`.
func assertSameElements(
  _ updated: LayerSnapshot, _ fresh: LayerSnapshot, pool: [Layer], edit: Int,
  file: StaticString = #filePath, line: UInt = #line
) -> Bool {
  guard updated.count == fresh.count else {
    XCTFail("edit \(edit): \(updated.count) layers, fresh \(fresh.count)", file: file, line: line)
    return false
  }
  for (a, b) in zip(updated, fresh) {
    let equal =
      a.name == b.name && a.depth == b.depth && a.superlayerIndex == b.superlayerIndex
      && same(a.bounds, b.bounds) && same(a.transformToSnapshotSpace, b.transformToSnapshotSpace)
      && (a.quad == nil) == (b.quad == nil)
      && same(a.quad.map(Array.init) ?? [], b.quad.map(Array.init) ?? [])
      && same(a.boundingBox, b.boundingBox) && (a.clip == nil) == (b.clip == nil)
      && same(a.clip.map(Array.init) ?? [], b.clip.map(Array.init) ?? [])
      && a.isHidden == b.isHidden && a.isFacingAway == b.isFacingAway
    guard equal else {
      XCTFail("edit \(edit): an element differs from the fresh snapshot's", file: file, line: line)
      return false
    }
  }
  for layer in pool where updated.index(of: layer) != fresh.index(of: layer) {
    XCTFail("edit \(edit): index(of:) differs from the fresh snapshot's", file: file, line: line)
    return false
  }
  return true
}

/// Whether two snapshots answer hit tests and culling queries alike.
private func assertSameAnswers<G: RandomNumberGenerator>(
  _ updated: LayerSnapshot, _ fresh: LayerSnapshot, edit: Int, using g: inout G
) -> Bool {
  for _ in 0..<8 {
    let element = fresh[Int.random(in: 0..<fresh.count, using: &g)]
    let box = element.boundingBox
    let point =
      box.origin.x.isFinite && box.size.width.isFinite && box.size.width < 1e6
      ? Point2D(
        x: box.minX + Double.random(in: 0...1, using: &g) * box.width,
        y: box.minY + Double.random(in: 0...1, using: &g) * box.height)
      : Point2D(x: Double.random(in: 0...300, using: &g), y: Double.random(in: 0...300, using: &g))
    let rect = Rect2D(origin: point, size: Size2D(width: 30, height: 20))
    guard updated.hitTest(point) == fresh.hitTest(point),
      updated.hitTestAll(point) == fresh.hitTestAll(point),
      updated.layers(intersecting: rect) == fresh.layers(intersecting: rect)
    else {
      XCTFail("edit \(edit): the updated snapshot answers a query differently at \(point)")
      return false
    }
  }
  return true
}

/// The box of an element clipped by its masking ancestors; `nil` when nothing of it shows.
private func clippedBox(_ element: LayerSnapshot.Element) -> Rect2D? {
  guard !element.isHidden else { return nil }
  let box = element.boundingBox
  guard
    box.isInfinite
      || (box.origin.x.isFinite && box.origin.y.isFinite
        && box.size.width.isFinite && box.size.height.isFinite)
  else { return nil }
  guard let clip = element.clip else { return box }
  guard !clip.isEmpty else { return nil }
  let (xs, ys) = (clip.map(\.x), clip.map(\.y))
  let clipBox = Rect2D(
    x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  let clipped = box.intersection(clipBox)
  return clipped.isNull ? nil : clipped
}

/// Per element: the layer it stands for (from `pool`), and its rank among its siblings.
private func layers(of snapshot: LayerSnapshot, pool: [Layer]) -> [Layer?] {
  var layers = [Layer?](repeating: nil, count: snapshot.count)
  for layer in pool {
    if let index = snapshot.index(of: layer) { layers[index] = layer }
  }
  return layers
}

/// The run of the drawing order that holds the subtree of the layer at `index`.
private func subtree(at index: Int, in snapshot: LayerSnapshot) -> Range<Int> {
  var end = index + 1
  while end < snapshot.count, snapshot[end].depth > snapshot[index].depth { end += 1 }
  return index..<end
}

/// Whether the damage covers what changed, by brute force over every element of both snapshots.
///
/// Covered: for every layer whose quad, clip, visibility or superlayer changed, its clipped boxes
/// before and after; layers removed (or freed) before; layers added after; and of every two
/// sublayers of one layer, there before and after, drawn in the other order, the subtree of one,
/// before and after (where they overlap, the one drawn in front changed). A sublayer added or
/// removed changes no other's order against the rest.
private func assertDamage(
  _ damage: [Rect2D], covers before: LayerSnapshot, _ after: LayerSnapshot, pool: [Layer],
  edit: Int
) -> Bool {
  let layersBefore = layers(of: before, pool: pool)
  func covered(_ box: Rect2D?) -> Bool {
    guard let box else { return true }
    return damage.contains { rect in
      rect.isInfinite
        || (rect.minX <= box.minX && box.maxX <= rect.maxX && rect.minY <= box.minY
          && box.maxY <= rect.maxY)
    }
  }
  func superlayer(_ snapshot: LayerSnapshot, _ index: Int, _ layers: [Layer?]) -> Layer? {
    snapshot[index].superlayerIndex.flatMap { layers[$0] }
  }
  var missed: [String] = []
  var matchedAfter = Set<Int>()
  /// The layers there before and after under the same superlayer: old index, new index.
  var keptSublayers: [Int: [(old: Int, new: Int)]] = [:]
  for index in before.indices {
    let old = before[index]
    guard let layer = layersBefore[index], let newIndex = after.index(of: layer) else {
      if !covered(clippedBox(old)) { missed.append("removed layer \(index)") }
      continue
    }
    matchedAfter.insert(newIndex)
    let new = after[newIndex]
    let parentBefore = old.superlayerIndex.map { layersBefore[$0] }
    let sameParent: Bool = {
      switch (old.superlayerIndex, new.superlayerIndex) {
      case (nil, nil): return true
      case (let a?, let b?):
        return parentBefore.flatMap { $0 }.map { after.index(of: $0) == b } ?? false
          && before[a].depth == after[b].depth
      default: return false
      }
    }()
    if sameParent, let parent = old.superlayerIndex {
      keptSublayers[parent, default: []].append((index, newIndex))
    }
    let changed =
      !sameParent
      || !same(old.quad.map(Array.init) ?? [], new.quad.map(Array.init) ?? [])
      || !same(old.boundingBox, new.boundingBox)
      || !same(old.clip.map(Array.init) ?? [], new.clip.map(Array.init) ?? [])
      || old.isHidden != new.isHidden
    if changed, !covered(clippedBox(old)) || !covered(clippedBox(new)) {
      missed.append(
        "changed layer \(index) → \(newIndex) \(String(describing: clippedBox(old))) \(String(describing: clippedBox(new))) parents \(String(describing: old.superlayerIndex)) \(String(describing: new.superlayerIndex)) sizes \(before.count) \(after.count)"
      )
    }
  }
  for index in after.indices where !matchedAfter.contains(index) {
    if !covered(clippedBox(after[index])) { missed.append("added layer \(index)") }
  }
  func subtreeCovered(_ layer: (old: Int, new: Int)) -> Bool {
    subtree(at: layer.old, in: before).allSatisfy { covered(clippedBox(before[$0])) }
      && subtree(at: layer.new, in: after).allSatisfy { covered(clippedBox(after[$0])) }
  }
  for sublayers in keptSublayers.values {  // in their old order
    for (i, first) in sublayers.enumerated() {
      for second in sublayers[(i + 1)...] where second.new < first.new {
        if !subtreeCovered(first) && !subtreeCovered(second) {
          missed.append("layers \(first.old) and \(second.old) drawn in the other order")
        }
      }
    }
  }
  if !missed.isEmpty {
    XCTFail("edit \(edit): the damage \(damage) misses \(missed.prefix(4))")
  }
  return missed.isEmpty
}
