import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// `LayerSnapshot.pieces` for the sublayers of a 3D context's planes: flattened into their plane,
/// they are cut where their plane is cut, and each of their pieces follows its plane's piece.
final class SnapshotContextPiecesTests: XCTestCase {
  /// Two crossing planes (the +30° one, A, in front on the left of the crossing line, B behind it
  /// there), each holding a sublayer across the crossing line, A's reaching past A's right edge.
  ///
  /// The BSP splits by A first: B and its sublayer are cut in two by A's plane, A's sublayer lies
  /// on A's plane and stays with A. Back to front: B's part behind A, B's sublayer's part there,
  /// A, A's sublayer, then B's part in front and its sublayer's part. Each sublayer's pieces tile
  /// its whole quad (also past its plane's bounds), and each follows a piece of its plane.
  func testASublayerIsCutWithItsPlaneAndFollowsItsPieces() {
    let (root, planes) = ContextScenes.crossingPlanes()
    let sublayers = [
      Rect2D(x: 40, y: 40, width: 200, height: 60), Rect2D(x: 60, y: 120, width: 100, height: 50),
    ].map { frame in
      let layer = Layer()
      layer.frame = frame
      return layer
    }
    for (plane, sublayer) in zip(planes, sublayers) { plane.addSublayer(sublayer) }
    let snapshot = LayerSnapshot(of: root)
    let (a, subA) = (snapshot.index(of: planes[0])!, snapshot.index(of: sublayers[0])!)
    let (b, subB) = (snapshot.index(of: planes[1])!, snapshot.index(of: sublayers[1])!)
    let pieces = snapshot.pieces
    XCTAssertEqual(pieces.map(\.index), [0, b, subB, a, subA, b, subB])
    for (layer, index) in zip(planes + sublayers, [a, b, subA, subB]) {
      // A sublayer's 2D level keeps z = 0, so the reference's product flattens it into its plane.
      let whole = abs(ContextScenes.doubleArea(ContextScenes.referenceQuad(of: layer, root: root)))
      let parts = pieces.filter { $0.index == index }.map {
        abs(ContextScenes.doubleArea($0.polygon))
      }
      XCTAssertEqual(parts.reduce(0, +), whole, accuracy: 1e-9 * whole, "layer \(index)")
      XCTAssertTrue(parts.allSatisfy { $0 > 0.01 * whole }, "no sliver")
    }
    for (position, piece) in pieces.enumerated() where piece.index == subA || piece.index == subB {
      XCTAssertEqual(pieces[position - 1].index, piece.index == subA ? a : b)
    }
  }

  /// A plane's hidden sublayer has no piece; a transform layer below a plane draws nothing, and
  /// its sublayer is drawn flattened into the plane, after the plane.
  func testHiddenSublayersAndTransformLayersBelowAPlaneHaveNoPiece() {
    let (root, planes) = ContextScenes.crossingPlanes()
    let hidden = Layer()
    hidden.frame = Rect2D(x: 10, y: 10, width: 20, height: 20)
    hidden.isHidden = true
    let inner = Layer()
    inner.frame = Rect2D(x: 0, y: 0, width: 50, height: 50)
    inner.kind = .transformLayer
    let card = Layer()
    card.frame = Rect2D(x: 5, y: 5, width: 20, height: 20)
    inner.addSublayer(card)
    planes[0].sublayers = [hidden, inner]
    let snapshot = LayerSnapshot(of: root)
    let pieces = snapshot.pieces.map(\.index)
    let a = snapshot.index(of: planes[0])!
    XCTAssertFalse(pieces.contains(snapshot.index(of: hidden)!))
    XCTAssertFalse(pieces.contains(snapshot.index(of: inner)!))
    XCTAssertEqual(pieces.filter { $0 == snapshot.index(of: card)! }.count, 1)
    XCTAssertEqual(pieces[pieces.firstIndex(of: snapshot.index(of: card)!)! - 1], a)
  }
}
