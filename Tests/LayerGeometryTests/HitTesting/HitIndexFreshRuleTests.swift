import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// The rule a refresh of the hit-test indices keeps — each index below the querying layer agrees
/// with a fresh one: same sublayers in the same slots, entries as made now (levels to the last bit
/// unless waiting for recomputation), stored boxes that hold the fresh reaches — holds through
/// random edits and queries, and its check (`hitIndexDifferenceFromAFreshOne()`, run after every
/// refresh where internal checks are built in) finds each planted fault.
final class HitIndexFreshRuleTests: XCTestCase {
  func testTheRuleHoldsThroughRandomEditsAndQueries() {
    var g = SplitMix64(seed: 0x3A_0002)
    var options = RandomTreeOptions()
    options.maxLayers = 60
    var editor = RandomTreeEditor(tree: RandomLayerTree(options: options, using: &g))
    var checked = 0
    for edit in 1...3_000 {
      let layers = editor.layersInTree
      let layer = layers.randomElement(using: &g)!
      switch Int.random(in: 0..<4, using: &g) {
      case 0:
        // Small moves, which an entry's room to move takes without a mark.
        layer.position.x += Double.random(in: -2...2, using: &g)
      case 1:
        // A sublayer transform that keeps the boxes before it: a turn and a zoom.
        layer.sublayerTransform = Transform3D(
          rotationAngle: .random(in: -1...1, using: &g), x: 0, y: 0, z: 1
        ).scaledBy(x: .random(in: 0.5...2, using: &g), y: .random(in: 0.5...2, using: &g), z: 1)
      case 2:
        layer.anchorPoint = Point2D(
          x: .random(in: 0...1, using: &g), y: .random(in: 0...1, using: &g))
      default:
        editor.edit(using: &g)
      }
      guard edit % 2 == 0, let receiver = editor.layersInTree.randomElement(using: &g) else {
        continue
      }
      _ = receiver.hitTest(
        Point2D(x: .random(in: -50...350, using: &g), y: .random(in: -50...350, using: &g)))
      if let difference = receiver.hitIndexDifferenceFromAFreshOne() {
        XCTFail("edit \(edit): \(difference)")
        return
      }
      checked += 1
    }
    XCTAssertEqual(checked, 1_500)
  }

  /// A root, a container and three leaves, with every index made by a query from the root.
  private func makeTree() -> (root: Layer, middle: Layer, leaf: Layer) {
    let (root, middle) = (Layer(), Layer())
    root.name = "root"
    middle.name = "middle"
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    middle.frame = root.bounds
    root.addSublayer(middle)
    var leaves: [Layer] = []
    for x in [10.0, 30, 50] {
      let leaf = Layer()
      leaf.name = "leaf \(Int(x))"
      leaf.frame = Rect2D(x: x, y: 10, width: 10, height: 10)
      middle.addSublayer(leaf)
      leaves.append(leaf)
    }
    XCTAssertTrue(root.hitTest(Point2D(x: 35, y: 15)) === leaves[1])
    XCTAssertNil(root.hitIndexDifferenceFromAFreshOne())
    return (root, middle, leaves[1])
  }

  func testAChangeWithoutItsMarkIsFound() {
    let (root, _, leaf) = makeTree()
    leaf.storage.pointee.position.y += 5  // stored, but not recorded
    XCTAssertEqual(
      root.hitIndexDifferenceFromAFreshOne(),
      "the entry of 'leaf 30' in the index of 'middle': level")
  }

  func testAStaleBoundsIsFound() {
    let (root, _, leaf) = makeTree()
    leaf.storage.pointee.bounds.size.width = 40
    XCTAssertEqual(
      root.hitIndexDifferenceFromAFreshOne(),
      "the entry of 'leaf 30' in the index of 'middle': bounds")
  }

  func testABoxThatMissesTheReachIsFound() {
    let (root, middle, leaf) = makeTree()
    let index = middle.storage.pointee.hitIndex!.takeUnretainedValue()
    let slot = leaf.storage.pointee.hitSlot
    let box = index.reach(at: slot)
    _ = index.setReach(
      HitBox(minX: box.minX + 1, minY: box.minY, maxX: box.maxX, maxY: box.maxY), at: slot)
    XCTAssertEqual(
      root.hitIndexDifferenceFromAFreshOne(),
      "the entry of 'leaf 30' in the index of 'middle': its stored box does not hold its fresh reach"
    )
  }

  func testAnEntryInTheWrongSlotIsFound() {
    let (root, _, leaf) = makeTree()
    leaf.storage.pointee.hitSlot += 1
    XCTAssertEqual(
      root.hitIndexDifferenceFromAFreshOne(),
      "the entry of 'leaf 30' in the index of 'middle': its slot is 2, not 1")
  }

  func testAMarkLeftAfterARefreshIsFound() {
    let (root, _, leaf) = makeTree()
    leaf.storage.pointee.needsHitTestRefresh = true
    XCTAssertEqual(
      root.hitIndexDifferenceFromAFreshOne(), "'leaf 30' is still marked after a refresh")
  }

  /// A layer named "root" with a row of 64 sublayers (a wide index), queried once.
  private func makeRowOf64() -> Layer {
    let root = Layer()
    root.name = "root"
    root.frame = Rect2D(x: 0, y: 0, width: 1_000, height: 100)
    for x in 0..<64 {
      let leaf = Layer()
      leaf.frame = Rect2D(x: Double(x) * 15, y: 10, width: 10, height: 10)
      root.addSublayer(leaf)
    }
    XCTAssertNotNil(root.hitTest(Point2D(x: 452, y: 15)))
    return root
  }

  func testAWideIndexWhoseTreeMissesALeafIsFound() {
    let root = makeRowOf64()
    XCTAssertNil(root.hitIndexDifferenceFromAFreshOne())
    let index = root.storage.pointee.hitIndex!.takeUnretainedValue()
    XCTAssertNil(index.boxViolation())
    let view = index.view
    let slot = view.first + 20
    // A box changed without the tree being told: its leaf is the old one.
    view.reaches![slot] = view.reaches![slot + 1]
    XCTAssertEqual(
      root.hitIndexDifferenceFromAFreshOne(),
      "the hit-test index of 'root': the leaf of slot \(slot) of its tree is not that slot's box")
  }

  func testAFreeSlotWithABoxIsFound() {
    let root = makeRowOf64()
    let index = root.storage.pointee.hitIndex!.takeUnretainedValue()
    let view = index.view
    XCTAssertGreaterThan(view.first, 0)  // a wide index keeps free slots at both ends
    view.reaches![view.first - 1] = view.reaches![view.first]
    XCTAssertEqual(
      root.hitIndexDifferenceFromAFreshOne(),
      "the hit-test index of 'root': the box of free slot \(view.first - 1) is not empty")
  }
}
