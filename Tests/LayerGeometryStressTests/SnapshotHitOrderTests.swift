import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// The snapshot's hit test in trees with wide layers (whose sublayers the index proposes), and
/// the boxes and lists of sublayers it goes down by, kept by updates equal to a fresh snapshot's.
final class SnapshotHitOrderTests: XCTestCase {
  override func setUpWithError() throws { try skipUnlessOptimized() }

  /// A random tree in which a few layers hold many sublayers: random layers gathered under them,
  /// and a list of plain rows under one.
  private func makeWideTree(seed: UInt64, options: RandomTreeOptions, layers: Int = 300) -> (
    tree: RandomLayerTree, layers: [Layer]
  ) {
    var g = SplitMix64(seed: 0x70_0000 + seed)
    var options = options
    options.maxLayers = layers
    options.maxDepth = 6
    let tree = RandomLayerTree(options: options, using: &g)
    for _ in 0..<3 {
      let target = tree.layers[Int.random(in: 0..<tree.layers.count, using: &g)]
      for layer in tree.layers.shuffled(using: &g).prefix(45)
      where layer !== tree.root
        && !ReferenceGeometry.ancestry(of: target).contains(where: { $0 === layer })
      {
        target.addSublayer(layer)
      }
    }
    let list = tree.layers[Int.random(in: 0..<tree.layers.count, using: &g)]
    let rows = (0..<80).map { row in
      let layer = Layer()
      layer.frame = Rect2D(x: 0, y: 6 * Double(row), width: 120, height: 6)
      list.addSublayer(layer)
      return layer
    }
    return (tree, tree.layers + rows)
  }

  private var kinds: [RandomTreeOptions] {
    var flat = RandomTreeOptions()
    flat.perspective = false
    return [RandomTreeOptions(), .strongPerspective, flat]
  }

  func testWideLayersAnswerAsTheLiveTree() {
    var (compared, hits, wide) = (0, 0, 0)
    for seed in 0..<12 as Range<UInt64> {
      let (tree, layers) = makeWideTree(seed: seed, options: kinds[Int(seed) % kinds.count])
      let snapshot = LayerSnapshot(of: tree.root)
      wide += snapshot.columns.records.filter(\.hasManySublayers).count
      let reference = ReferenceHitTester(root: tree.root)
      var g = SplitMix64(seed: 0x71_0000 + seed)
      for _ in 0..<1_500 {
        let point = randomWorldPoint(among: layers, root: tree.root, using: &g)
        let live = tree.root.hitTest(point).flatMap(snapshot.index(of:))
        let answer = snapshot.hitTest(point)
        XCTAssertEqual(answer, live, "seed \(seed) at \(point)")
        compared += 1
        if answer != nil { hits += 1 }
        if let all = reference.hitAll(point, order: .drawingOrder) {
          XCTAssertEqual(
            snapshot.hitTestAll(point), all.compactMap(snapshot.index(of:)),
            "seed \(seed) at \(point)")
        }
      }
    }
    XCTAssertGreaterThanOrEqual(wide, 24, "too few wide layers to be meaningful")
    XCTAssertGreaterThan(hits, compared / 4, "too few hits to be meaningful")
  }

  /// Random edits of trees with wide layers; after each update, every subtree's box, every list
  /// of sublayers and every record equals a fresh snapshot's, to the last bit.
  func testUpdatedBoxesAndListsEqualAFreshSnapshots() {
    for seed in 0..<2 as Range<UInt64> {
      var editor = RandomTreeEditor(tree: makeWideTree(seed: 10 + seed, options: kinds[0]).tree)
      var g = SplitMix64(seed: 0x72_0000 + seed)
      var snapshots = [1, 13].map { (period: $0, snapshot: LayerSnapshot(of: editor.root)) }
      for edit in 1...600 {
        editor.edit(using: &g)
        for index in snapshots.indices where edit % snapshots[index].period == 0 {
          snapshots[index].snapshot.update(from: editor.root)
          let (updated, fresh) = (snapshots[index].snapshot, LayerSnapshot(of: editor.root))
          guard assertSameElements(updated, fresh, pool: editor.pool, edit: edit),
            assertSameSearch(updated, fresh, edit: edit)
          else { return }
        }
      }
    }
  }

  /// A tree of 6,000 layers, whose lists of sublayers span two chunks: insertions and removals
  /// pass elements along the chunks by turning them.
  func testUpdatesAcrossChunksKeepBoxesAndLists() {
    let (tree, _) = makeWideTree(seed: 20, options: kinds[0], layers: 6_000)
    var editor = RandomTreeEditor(tree: tree)
    var g = SplitMix64(seed: 0x73_0000)
    var snapshot = LayerSnapshot(of: editor.root)
    XCTAssertGreaterThan(snapshot.sublayerBoxes.count, ChunkedArray<SublayerBox>.chunkSize)
    for edit in 1...24 {
      editor.edit(using: &g)
      snapshot.update(from: editor.root)
      let fresh = LayerSnapshot(of: editor.root)
      guard assertSameElements(snapshot, fresh, pool: editor.pool, edit: edit),
        assertSameSearch(snapshot, fresh, edit: edit)
      else { return }
      for _ in 0..<20 {
        let point = editor.root.convert(
          Point2D(
            x: Double.random(in: -50...350, using: &g), y: Double.random(in: -50...350, using: &g)),
          to: nil)
        XCTAssertEqual(snapshot.hitTest(point), fresh.hitTest(point), "edit \(edit) at \(point)")
      }
    }
  }

  private func assertSameSearch(_ updated: LayerSnapshot, _ fresh: LayerSnapshot, edit: Int)
    -> Bool
  {
    func bits(_ box: SearchBox) -> [UInt32] {
      [box.minX, box.minY, box.maxX, box.maxY].map(\.bitPattern)
    }
    let sameBoxes = zip(updated.columns.subtreeBoxes, fresh.columns.subtreeBoxes).allSatisfy {
      bits($0) == bits($1)
    }
    let sameLists =
      updated.sublayerBoxes.count == fresh.sublayerBoxes.count
      && zip(updated.sublayerBoxes, fresh.sublayerBoxes).allSatisfy {
        $0.offset == $1.offset && bits($0.box) == bits($1.box)
      }
    let sameRecords = zip(updated.columns.records, fresh.columns.records).allSatisfy {
      $0.flags == $1.flags && $0.sublayerCount == $1.sublayerCount
        && $0.inverse.isBitwiseEqual(to: $1.inverse)
    }
    XCTAssertTrue(sameBoxes, "edit \(edit): a subtree's box differs")
    XCTAssertTrue(sameLists, "edit \(edit): a list of sublayers differs")
    XCTAssertTrue(sameRecords, "edit \(edit): a record differs")
    return sameBoxes && sameLists && sameRecords
  }
}
