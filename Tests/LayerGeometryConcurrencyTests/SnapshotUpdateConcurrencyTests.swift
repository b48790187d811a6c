import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// A copy of a snapshot queried on other tasks while its owner edits the tree and updates its own
/// copy.
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
