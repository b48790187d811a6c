import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// The rule that lets a change stop climbing at the first marked layer — every ancestor of a layer
/// marked for the next hit test is marked too — holds through random edits and queries, and its
/// check (`hitTestMarkViolation()`, run after every change where internal checks are built in)
/// finds a mark planted without its ancestors'.
final class HitTestMarkRuleTests: XCTestCase {
  func testTheRuleHoldsThroughRandomEditsAndQueries() {
    var g = SplitMix64(seed: 0x3A_0001)
    var options = RandomTreeOptions()
    options.maxLayers = 60
    var editor = RandomTreeEditor(tree: RandomLayerTree(options: options, using: &g))
    var checked = 0
    for edit in 1...2_000 {
      editor.edit(using: &g)
      let layers = editor.layersInTree
      if edit % 3 == 0, let receiver = layers.randomElement(using: &g) {
        _ = receiver.hitTest(
          Point2D(x: .random(in: -50...350, using: &g), y: .random(in: -50...350, using: &g)))
      }
      for layer in layers {
        guard let violation = layer.hitTestMarkViolation() else { continue }
        XCTFail("edit \(edit): \(violation)")
        return
      }
      checked += layers.count
    }
    XCTAssertGreaterThan(checked, 10_000)
  }

  func testAMarkPlantedWithoutItsAncestorsIsFound() {
    let (root, middle, leaf) = (Layer(), Layer(), Layer())
    root.name = "root"
    middle.name = "middle"
    leaf.name = "leaf"
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    middle.frame = root.bounds
    leaf.frame = Rect2D(x: 10, y: 10, width: 10, height: 10)
    root.addSublayer(middle)
    middle.addSublayer(leaf)
    _ = root.hitTest(Point2D(x: 15, y: 15))  // clears every mark below the root
    XCTAssertNil(leaf.hitTestMarkViolation())
    XCTAssertFalse(middle.storage.pointee.needsHitTestRefresh)

    leaf.storage.pointee.needsHitTestRefresh = true  // a mark that skipped its ancestors
    XCTAssertEqual(
      leaf.hitTestMarkViolation(),
      "'leaf' is marked for the next hit test but its superlayer 'middle' is not")
    // A later change of the leaf could not mend it (its climb stops at the leaf, marked already,
    // and a query from the root would not reach it): where internal checks are built in, that
    // change stops the program with the description above.
  }
}
