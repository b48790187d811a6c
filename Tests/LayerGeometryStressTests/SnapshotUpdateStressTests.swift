import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `LayerSnapshot.update(from:)` over long random sequences and large trees, against a fresh
/// snapshot of the same tree (equal to the last bit) and its damage against a brute-force diff.
final class SnapshotUpdateStressTests: XCTestCase {
  override func setUpWithError() throws { try skipUnlessOptimized() }

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

  /// Ten thousand edits of an interface with a long list, a canvas and a panel.
  ///
  /// A masking window over a list of 1,000 rows or more (every fourth with a label), a masking
  /// canvas of 200 cards placed anywhere, a masking panel of 40 cards, and a random tree beside
  /// them. The edits scroll the list and the canvas, move the containers, insert, remove,
  /// nudge, turn and hide rows, drag cards, and make the random tree's own edits; a copy of the
  /// snapshot is sometimes alive. Each update equals a fresh snapshot to the last bit and its
  /// damage covers a brute-force diff; every 500 edits each layer's map agrees with the live
  /// tree's conversion.
  func testTenThousandEditsOfAListACanvasAPanelAndARandomTree() {
    var g = SplitMix64(seed: 0x5F_0005)
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 1_200, height: 900)
    var pool = [root]
    func make(_ frame: Rect2D, in parent: Layer, masking: Bool = false) -> Layer {
      let layer = Layer()
      layer.frame = frame
      layer.masksToBounds = masking
      parent.addSublayer(layer)
      pool.append(layer)
      return layer
    }
    let window = make(Rect2D(x: 20, y: 40, width: 400, height: 800), in: root, masking: true)
    let content = make(Rect2D(x: 0, y: 0, width: 400, height: 44_000), in: window)
    var rowsMade = 0
    func makeRow(at index: Int) -> Layer {
      let row = Layer()
      row.frame = Rect2D(x: 0, y: 44 * Double(index), width: 400, height: 44)
      if rowsMade % 4 == 0 {
        let label = Layer()
        label.frame = Rect2D(x: 16, y: 10, width: 200, height: 24)
        row.addSublayer(label)
        pool.append(label)
      }
      rowsMade += 1
      pool.append(row)
      return row
    }
    content.sublayers = (0..<1_000).map(makeRow)
    let canvas = make(Rect2D(x: 440, y: 40, width: 700, height: 500), in: root, masking: true)
    let panel = make(Rect2D(x: 440, y: 560, width: 700, height: 300), in: root, masking: true)
    var cards: [Layer] = []
    for number in 0..<240 {
      let card =
        number < 200
        ? make(
          Rect2D(
            x: Double.random(in: 0...1_900, using: &g), y: Double.random(in: 0...1_900, using: &g),
            width: 100, height: 60), in: canvas)
        : make(
          Rect2D(
            x: 110 * Double(number % 6), y: 70 * Double((number - 200) / 6), width: 100,
            height: 60), in: panel)
      cards.append(card)
    }
    var options = RandomTreeOptions()
    options.maxLayers = 60
    var editor = RandomTreeEditor(tree: RandomLayerTree(options: options, using: &g))
    root.addSublayer(editor.root)

    var snapshot = LayerSnapshot(of: root)
    var copy: LayerSnapshot?
    var updatesWithACopy = 0
    var kinds = [Int](repeating: 0, count: 8)
    for edit in 1...10_000 {
      let kind = Int.random(in: 0..<8, using: &g)
      kinds[kind] += 1
      let rows = content.sublayers
      switch kind {
      case 0:  // The list scrolled.
        content.bounds.origin.y += Double.random(in: -60...60, using: &g)
      case 1:  // The canvas scrolled.
        canvas.bounds.origin = Point2D(
          x: Double.random(in: -300...1_500, using: &g),
          y: Double.random(in: -300...1_500, using: &g))
      case 2:  // A container moved.
        let container = [window, canvas, panel, content].randomElement(using: &g)!
        container.position.x += Double.random(in: -5...5, using: &g)
      case 3:  // A row inserted.
        let index = Int.random(in: 0...rows.count, using: &g)
        content.insertSublayer(makeRow(at: index), at: index)
      case 4:  // A row removed, while the list keeps a thousand.
        if rows.count > 1_000 { rows.randomElement(using: &g)!.removeFromSuperlayer() }
      case 5:  // A row or its label nudged, turned or hidden.
        let row = rows.randomElement(using: &g)!
        let layer =
          row.sublayers.first.flatMap { label in Bool.random(using: &g) ? label : nil } ?? row
        switch Int.random(in: 0..<4, using: &g) {
        case 0: layer.isHidden.toggle()
        case 1:
          layer.transform = Transform3D(
            rotationAngle: Double.random(in: -1...1, using: &g), x: 0, y: 0, z: 1)
        default: layer.position.x += Double.random(in: -3...3, using: &g)
        }
      case 6:  // A card dragged.
        cards.randomElement(using: &g)!.position.y += Double.random(in: -40...40, using: &g)
      default:
        editor.edit(using: &g)
      }
      if edit % 7 == 0 { copy = snapshot }
      if edit % 7 == 3 { copy = nil }
      if copy != nil { updatesWithACopy += 1 }
      let before = snapshot
      let damage = snapshot.update(from: root)
      let fresh = LayerSnapshot(of: root)
      let everyLayer = pool + editor.pool
      guard assertSameElements(snapshot, fresh, pool: everyLayer, edit: edit),
        assertDamage(damage, covers: before, snapshot, pool: everyLayer, edit: edit)
      else { return }
      if edit % 500 == 0 {
        XCTAssertTrue(
          mapsAgreeWithTheLiveTree(snapshot, layers: everyLayer), "edit \(edit): a map")
      }
    }
    XCTAssertGreaterThanOrEqual(content.sublayers.count, 1_000)
    XCTAssertTrue(kinds.allSatisfy { $0 > 1_000 }, "\(kinds)")
    XCTAssertGreaterThan(updatesWithACopy, 4_000)
  }

  /// Whether the map of every layer of `layers` in a snapshot takes its bounds' corners where the
  /// live tree's conversion to the root's space does, within 10⁻¹² of their size, wherever both
  /// are finite.
  private func mapsAgreeWithTheLiveTree(_ snapshot: LayerSnapshot, layers: [Layer]) -> Bool {
    var compared = 0
    for layer in layers {
      guard let index = snapshot.index(of: layer) else { continue }
      let map = snapshot[index].transformToSnapshotSpace
      let b = layer.bounds
      for corner in [
        Point2D(x: b.minX, y: b.minY), Point2D(x: b.maxX, y: b.minY),
        Point2D(x: b.maxX, y: b.maxY), Point2D(x: b.minX, y: b.maxY),
      ] {
        let (mapped, live) = (corner.applying(map), layer.convert(corner, to: nil))
        guard mapped.x.isFinite, mapped.y.isFinite, live.x.isFinite, live.y.isFinite else {
          continue
        }
        let scale = Swift.max(1, abs(live.x), abs(live.y))
        guard abs(mapped.x - live.x) <= 1e-12 * scale, abs(mapped.y - live.y) <= 1e-12 * scale
        else { return false }
        compared += 1
      }
    }
    return compared > 0
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
    XCTAssertTrue(zip(copy.map(\.boundingBox), copyBoxes).allSatisfy { bitwiseSame($0, $1) })
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

/// The frame loop at the size the render list is asked to carry: 10⁴ layers with 100 animations
/// of every kind, stepped over 120 frames.
final class AnimatedFrameStressTests: XCTestCase {
  override func setUpWithError() throws { try skipUnlessOptimized() }

  /// Each updated snapshot equals a fresh `LayerSnapshot(of:at:)` to the last bit, its damage
  /// covers every layer that moved, and once every animation has ended it is the model's.
  func testAFrameLoopOfTenThousandLayersWithAHundredAnimations() throws {
    var g = SplitMix64(seed: 0xF4A3_10)
    var options = RandomTreeOptions()
    options.maxLayers = 10_000
    options.maxDepth = 8
    let tree = RandomLayerTree(options: options, using: &g)
    try addRandomAnimations(to: tree.layers, count: 100, using: &g)
    var snapshot = LayerSnapshot(of: tree.root, at: 0)
    for frame in 1...120 {
      let time = Double(frame) / 40  // three seconds: every animation ends by 2.5
      let before = snapshot
      let damage = snapshot.update(from: tree.root, at: time)
      let fresh = LayerSnapshot(of: tree.root, at: time)
      guard assertSameElements(snapshot, fresh, pool: tree.layers, edit: frame) else { return }
      guard assertDamage(damage, covers: before, snapshot, pool: tree.layers, edit: frame) else {
        return
      }
    }
    XCTAssertFalse(tree.root.hasRunningAnimations(at: 3))
    XCTAssertTrue(
      assertSameElements(snapshot, LayerSnapshot(of: tree.root), pool: tree.layers, edit: 121))
  }
}
