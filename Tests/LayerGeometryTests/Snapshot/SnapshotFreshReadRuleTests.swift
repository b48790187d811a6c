import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// The rule that an update leaves what a fresh read gives — checked after every update where
/// internal checks are built in — holds through random edits, and its check
/// (`differenceFromAFreshRead(of:)`) names a column planted wrong.
final class SnapshotFreshReadRuleTests: XCTestCase {
  func testUpdatesLeaveWhatAFreshReadGivesThroughRandomEdits() {
    var g = SplitMix64(seed: 0x3A_0002)
    var options = RandomTreeOptions()
    options.maxLayers = 50
    var editor = RandomTreeEditor(tree: RandomLayerTree(options: options, using: &g))
    var snapshot = LayerSnapshot(of: editor.root)
    for edit in 1...1_000 {
      editor.edit(using: &g)
      snapshot.update(from: editor.root)
      if let difference = snapshot.differenceFromAFreshRead(of: editor.root) {
        XCTFail("edit \(edit): \(difference)")
        return
      }
    }
  }

  /// A root with three rows, snapshotted, then one row moved and the snapshot updated.
  private func makeUpdatedSnapshot() -> (root: Layer, snapshot: LayerSnapshot) {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    for row in 0..<3 {
      let layer = Layer()
      layer.name = "row \(row)"
      layer.frame = Rect2D(x: 0, y: Double(row) * 30, width: 100, height: 20)
      root.addSublayer(layer)
    }
    var snapshot = LayerSnapshot(of: root)
    root.sublayers[1].position.x += 5
    snapshot.update(from: root)
    return (root, snapshot)
  }

  func testAColumnPlantedWrongIsNamed() {
    var (root, snapshot) = makeUpdatedSnapshot()
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))

    // A stale box of row 1.
    snapshot.columns.subtreeBoxes.updateEach(in: 2..<3) { $0 = SearchBox() }
    XCTAssertEqual(
      snapshot.differenceFromAFreshRead(of: root),
      "the subtree box of layer 2 (row 1) is not a fresh read's")

    (root, snapshot) = makeUpdatedSnapshot()
    snapshot.columns.maps.updateEach(in: 3..<4) { $0 = .notANumber }  // a wrong map of row 2
    XCTAssertEqual(
      snapshot.differenceFromAFreshRead(of: root),
      "the map of layer 3 (row 2) is not a fresh read's")
  }

  func testALayerTheSnapshotHasNotReadIsNamed() {
    let (root, snapshot) = makeUpdatedSnapshot()
    let late = Layer()
    late.name = "late"
    root.addSublayer(late)  // not read: the snapshot was not updated after it
    XCTAssertEqual(
      snapshot.differenceFromAFreshRead(of: root), "4 layers, where a fresh read has 5")
  }
}
