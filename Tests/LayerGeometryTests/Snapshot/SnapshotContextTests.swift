import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// Snapshots of trees that hold transform layers answer hit tests as the live tree does, and stay
/// so through updates.
final class SnapshotContextTests: XCTestCase {
  /// Random edits of mixed trees (kinds, geometry, flags, sublayers moved): each updated snapshot
  /// equals a fresh one, element for element, and answers hit tests as the live tree does.
  func testUpdatesWithTransformLayersEqualFreshSnapshots() {
    var random = SplitMix64(seed: 4_201)
    for round in 0..<12 {
      let (root, layers) = ContextScenes.randomMixedTree(using: &random)
      var snapshot = LayerSnapshot(of: root)
      for edit in 0..<15 {
        let layer = layers[Int.random(in: 1..<layers.count, using: &random)]
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          layer.kind = layer.kind == .transformLayer ? .plain : .transformLayer
        case 1:
          ContextScenes.randomize(layer, using: &random)
        case 2:
          layer.isHidden.toggle()
        default:
          let parent = layers[Int.random(in: 0..<layers.count, using: &random)]
          var above: Layer? = parent
          var isBelow = false
          while let current = above {
            isBelow = isBelow || current === layer
            above = current.superlayer
          }
          if !isBelow { parent.addSublayer(layer) }
        }
        _ = snapshot.update(from: root)
        let fresh = LayerSnapshot(of: root)
        guard
          assertSameElements(snapshot, fresh, pool: layers, edit: round * 100 + edit)
        else { return }
        for p in ContextScenes.grid.prefix(100) {
          XCTAssertEqual(
            snapshot.hitTest(p), root.hitTest(p).flatMap(snapshot.index(of:)),
            "round \(round), edit \(edit), \(p)")
        }
      }
    }
  }

  /// A tree without transform layers: one piece per layer that is not hidden, in element order,
  /// each the layer's quad.
  func testPiecesOfAFlatTreeAreOnePerVisibleLayerInElementOrder() {
    var random = SplitMix64(seed: 4_202)
    for _ in 0..<10 {
      let (root, layers) = ContextScenes.randomMixedTree(using: &random)
      for layer in layers { layer.kind = .plain }
      let snapshot = LayerSnapshot(of: root)
      let visible = snapshot.indices.filter { !snapshot[$0].isHidden }
      let pieces = snapshot.pieces
      XCTAssertEqual(pieces.map(\.index), visible)
      for piece in pieces {
        guard let quad = snapshot[piece.index].quad else { continue }
        XCTAssertEqual(piece.polygon.count, 4)
        for (a, b) in zip(piece.polygon, quad) {
          XCTAssertEqual(a.x, b.x, accuracy: 1e-9 * max(1, abs(b.x)))
          XCTAssertEqual(a.y, b.y, accuracy: 1e-9 * max(1, abs(b.y)))
        }
      }
    }
  }

  /// The cube's faces come in the order worked by hand in the plane-order tests (the root first,
  /// then the faces turned away in drawing order, then those seen in reverse), uncut; two planes
  /// that cross are split, and the pieces of each tile its polygon.
  func testPiecesOfTheCubeAndOfCrossingPlanes() {
    let cases: [(turnX: Double, turnY: Double, order: [Int])] = [
      (30, 40, [1, 2, 5, 4, 3, 0]),
      (-30, -40, [1, 3, 4, 5, 2, 0]),
    ]
    for (turnX, turnY, order) in cases {
      for nested in [false, true] {
        let cube = ContextScenes.cubeInTransformLayers(
          turnX: turnX * .pi / 180, turnY: turnY * .pi / 180, nested: nested)
        let snapshot = LayerSnapshot(of: cube.root)
        let faces = cube.faces.map { snapshot.index(of: $0)! }
        let pieces = snapshot.pieces
        XCTAssertEqual(pieces.map(\.index), [0] + order.map { faces[$0] })
        XCTAssertTrue(pieces.allSatisfy { $0.polygon.count == 4 })
      }
    }

    let root = ContextScenes.root(eyeDistance: 500)
    let transformLayer = ContextScenes.layer(side: 200, at: Point2D(x: 200, y: 200))
    transformLayer.kind = .transformLayer
    root.addSublayer(transformLayer)
    var planes: [Layer] = []
    for angle in [30.0, -30.0] {
      let plane = ContextScenes.layer(
        side: 200, at: Point2D(x: 100, y: 100),
        transform: Transform3D(rotationAngle: angle * .pi / 180, x: 0, y: 1, z: 0))
      transformLayer.addSublayer(plane)
      planes.append(plane)
    }
    let snapshot = LayerSnapshot(of: root)
    let indices = planes.map { snapshot.index(of: $0)! }
    let pieces = snapshot.pieces
    XCTAssertEqual(pieces.map(\.index), [0, indices[1], indices[0], indices[1]])
    for (plane, index) in zip(planes, indices) {
      let map = plane.unflattenedMap(into: root)
      let corners = [
        Point2D(x: 0, y: 0), Point2D(x: 200, y: 0), Point2D(x: 200, y: 200), Point2D(x: 0, y: 200),
      ].map { map.mapUp($0).point }
      let whole = abs(ContextScenes.doubleArea(corners))
      let parts = pieces.filter { $0.index == index }.map {
        abs(ContextScenes.doubleArea($0.polygon))
      }
      XCTAssertEqual(parts.reduce(0, +), whole, accuracy: 1e-9 * whole)
    }
  }
}
