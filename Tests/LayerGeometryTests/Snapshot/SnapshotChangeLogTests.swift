import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// A layer's log of the sublayers whose subtrees changed: an update of a snapshot looks at those
/// sublayers only, and at every one when the snapshot is older than what the log keeps.
final class SnapshotChangeLogTests: XCTestCase {
  /// A window holding a content layer with `rows` rows of 44 points, each with a label.
  private func makeList(rows: Int) -> (window: Layer, content: Layer) {
    let window = Layer()
    window.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
    let content = Layer()
    content.frame = window.bounds
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

  private func identities(_ layers: [Layer]) -> [ObjectIdentifier] {
    layers.map { ObjectIdentifier($0.snapshotTrackingState.token!) }
  }

  func testTheLogNamesTheSublayersChangedSinceASnapshot() {
    let (window, content) = makeList(rows: 100)
    let rows = content.sublayers
    var snapshot = LayerSnapshot(of: window)
    XCTAssertEqual(snapshot.index(of: content), 1)
    let recorded = snapshot.columns.counters[1].subtreeVersion
    XCTAssertEqual(content.sublayersChanged(after: recorded).map(\.count), 0)

    rows[3].position.x += 1
    rows[70].position.x += 1
    rows[3].position.x += 1  // stops at the row, which no snapshot has read since
    rows[10].sublayers[0].bounds.size.width = 150  // comes up through its row
    XCTAssertEqual(
      content.sublayersChanged(after: recorded), identities([rows[10], rows[70], rows[3]]))
    // The window's log names the content layer once: the later changes stopped below it.
    XCTAssertEqual(
      window.sublayersChanged(after: snapshot.columns.counters[0].subtreeVersion),
      identities([content]))

    // Rows 3 and 70 are read again whole, row 10's label alone: each box before, then after
    // (the label keeps its centre, at x = 116).
    XCTAssertEqual(
      snapshot.update(from: window),
      [
        Rect2D(x: 0, y: 132, width: 320, height: 44), Rect2D(x: 16, y: 452, width: 200, height: 20),
        Rect2D(x: 0, y: 3_080, width: 320, height: 44),
        Rect2D(x: 2, y: 132, width: 320, height: 44),
        Rect2D(x: 41, y: 452, width: 150, height: 20),
        Rect2D(x: 1, y: 3_080, width: 320, height: 44),
      ])
    let fresh = LayerSnapshot(of: window)
    XCTAssertTrue(assertSameElements(snapshot, fresh, pool: [window, content] + rows, edit: 0))
    XCTAssertTrue(sameLists(snapshot, fresh))
    XCTAssertEqual(
      content.sublayersChanged(after: snapshot.columns.counters[1].subtreeVersion).map(\.count), 0)
  }

  func testASnapshotOlderThanTheLogLooksAtEverySublayer() {
    // 40 rows: the log keeps up to 20 entries, then drops the older half.
    let (window, content) = makeList(rows: 40)
    let rows = content.sublayers
    var old = LayerSnapshot(of: window)
    var recent = LayerSnapshot(of: window)
    for row in rows.prefix(30) {
      row.position.x += 1
      recent.update(from: window)  // reads the row again, so that its next change is logged
    }
    XCTAssertNil(content.sublayersChanged(after: old.columns.counters[1].subtreeVersion))
    XCTAssertEqual(
      content.sublayersChanged(after: recent.columns.counters[1].subtreeVersion).map(\.count), 0)
    old.update(from: window)
    let fresh = LayerSnapshot(of: window)
    for snapshot in [old, recent] {
      XCTAssertTrue(assertSameElements(snapshot, fresh, pool: [window, content] + rows, edit: 0))
      XCTAssertTrue(sameLists(snapshot, fresh))
    }
  }

  /// A list of sublayers that changed is matched against the one the snapshot read: the row
  /// moved is read again, not the rows it passed over.
  func testAMovedSublayerIsTheOneReadAgain() {
    let (window, content) = makeList(rows: 100)
    let rows = content.sublayers
    var snapshot = LayerSnapshot(of: window)
    content.insertSublayer(rows[99], at: 0)  // the last row to the back
    let last = Rect2D(x: 0, y: 4_356, width: 320, height: 44)
    XCTAssertEqual(snapshot.update(from: window), [last, last])
    content.addSublayer(rows[0])  // the first row to the front
    let first = Rect2D(x: 0, y: 0, width: 320, height: 44)
    XCTAssertEqual(snapshot.update(from: window), [first, first])
    let fresh = LayerSnapshot(of: window)
    XCTAssertTrue(assertSameElements(snapshot, fresh, pool: [window, content] + rows, edit: 0))
    XCTAssertTrue(sameLists(snapshot, fresh))
  }

  /// Whether the boxes of the subtrees and the lists of sublayers are the same to the last bit.
  private func sameLists(_ a: LayerSnapshot, _ b: LayerSnapshot) -> Bool {
    func bits(_ box: SearchBox) -> [UInt32] {
      [box.minX, box.minY, box.maxX, box.maxY].map(\.bitPattern)
    }
    return a.columns.subtreeBoxes.map(bits) == b.columns.subtreeBoxes.map(bits)
      && a.sublayerBoxes.map { [UInt32(bitPattern: $0.offset)] + bits($0.box) }
        == b.sublayerBoxes.map { [UInt32(bitPattern: $0.offset)] + bits($0.box) }
  }
}
