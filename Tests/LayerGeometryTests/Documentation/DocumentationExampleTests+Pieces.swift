import LayerGeometry
import LayerGeometryTestSupport
import XCTest

// One test per doc-comment example of Snapshot/LayerSnapshot+Pieces.swift.
extension DocumentationExampleTests {
  // Example: LayerSnapshot.Piece
  func testLayerSnapshotPieceExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let piece = LayerSnapshot(of: root).pieces[0]
    // piece.index == 0, piece.polygon.count == 4
    XCTAssertEqual(piece.index, 0)
    XCTAssertEqual(piece.polygon.count, 4)
  }

  // Example: LayerSnapshot.Piece.index
  func testLayerSnapshotPieceIndexExample() {
    let snapshot = LayerSnapshot(of: Layer())
    // snapshot.pieces.map(\.index) == [0]
    XCTAssertEqual(snapshot.pieces.map(\.index), [0])
  }

  // Example: LayerSnapshot.Piece.polygon
  func testLayerSnapshotPiecePolygonExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    let polygon = LayerSnapshot(of: root).pieces[0].polygon
    // polygon == [Point2D(x: 0, y: 0), Point2D(x: 10, y: 0),
    //             Point2D(x: 10, y: 10), Point2D(x: 0, y: 10)]
    XCTAssertEqual(
      polygon,
      [
        Point2D(x: 0, y: 0), Point2D(x: 10, y: 0), Point2D(x: 10, y: 10), Point2D(x: 0, y: 10),
      ])
  }

  // Example: LayerSnapshot.pieces
  func testLayerSnapshotPiecesExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let child = Layer()
    child.frame = Rect2D(x: 10, y: 10, width: 20, height: 20)
    root.addSublayer(child)
    let pieces = LayerSnapshot(of: root).pieces
    // pieces.map(\.index) == [0, 1]
    XCTAssertEqual(pieces.map(\.index), [0, 1])
  }
}
