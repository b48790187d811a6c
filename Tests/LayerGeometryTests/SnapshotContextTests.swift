import XCTest

@testable import LayerGeometry

/// Snapshots of trees that hold transform layers answer hit tests as the live tree does, and stay
/// so through updates.
final class SnapshotContextTests: XCTestCase {
  /// A random tree mixing plain and transform layers: 3D turns, perspective, zPositions, masks,
  /// hidden and single-sided layers.
  private func randomMixedTree<G: RandomNumberGenerator>(using random: inout G) -> (
    root: Layer, layers: [Layer]
  ) {
    let root = ContextScenes.layer(side: 400, at: Point2D(x: 200, y: 200))
    root.sublayerTransform.m34 = -1 / 700
    var layers = [root]
    for _ in 0..<16 {
      let parent = layers[Int.random(in: 0..<layers.count, using: &random)]
      let layer = Layer()
      randomize(layer, using: &random)
      parent.addSublayer(layer)
      layers.append(layer)
    }
    return (root, layers)
  }

  private func randomize<G: RandomNumberGenerator>(_ layer: Layer, using random: inout G) {
    layer.bounds = Rect2D(
      x: 0, y: 0, width: Double.random(in: 30...250, using: &random),
      height: Double.random(in: 30...250, using: &random))
    layer.position = Point2D(
      x: Double.random(in: 0...250, using: &random), y: Double.random(in: 0...250, using: &random))
    layer.zPosition = Double.random(in: -40...40, using: &random)
    layer.transform = Transform3D(
      rotationAngle: Double.random(in: -1.2...1.2, using: &random), x: 0, y: 1, z: 0
    ).concatenating(
      Transform3D(rotationAngle: Double.random(in: -1.2...1.2, using: &random), x: 1, y: 0, z: 0))
    layer.kind = Int.random(in: 0..<5, using: &random) < 2 ? .transformLayer : .plain
    layer.masksToBounds = Int.random(in: 0..<4, using: &random) == 0
    layer.isHidden = Int.random(in: 0..<12, using: &random) == 0
    layer.isDoubleSided = Int.random(in: 0..<3, using: &random) != 0
  }

  private var grid: [Point2D] {
    var points: [Point2D] = []
    for i in 0..<50 {
      for j in 0..<50 {
        points.append(Point2D(x: -50 + Double(i) * 10 + 0.31, y: -50 + Double(j) * 10 + 0.77))
      }
    }
    return points
  }

  /// Over 100,000 points of random mixed trees, the snapshot's `hitTest` is the live tree's, and
  /// `hitTestAll` starts with it; the cube's faces are answered by depth.
  func testSnapshotHitsEqualTheLiveTreesOnMixedTrees() {
    var random = SplitMix64(seed: 4_200)
    var checked = 0
    var inContexts = 0
    for _ in 0..<40 {
      let (root, _) = randomMixedTree(using: &random)
      let snapshot = LayerSnapshot(of: root)
      for p in grid {
        let live = root.hitTest(p)
        let answer = snapshot.hitTest(p)
        XCTAssertEqual(answer, live.flatMap(snapshot.index(of:)), "\(p)")
        XCTAssertEqual(snapshot.hitTestAll(p).first, answer)
        if let live, live.superlayer?.kind == .transformLayer { inContexts += 1 }
        checked += 1
      }
    }
    XCTAssertEqual(checked, 100_000)
    XCTAssertGreaterThan(inContexts, 1_000)

    let cube = ContextScenes.cube(turnX: 30 * .pi / 180, turnY: 40 * .pi / 180, nested: true)
    for layer in cube.transformLayers { layer.kind = .transformLayer }
    let snapshot = LayerSnapshot(of: cube.root)
    for p in grid {
      XCTAssertEqual(snapshot.hitTest(p), cube.root.hitTest(p).flatMap(snapshot.index(of:)))
    }
  }

  /// Random edits of mixed trees (kinds, geometry, flags, sublayers moved): each updated snapshot
  /// equals a fresh one, element for element, and answers hit tests as the live tree does.
  func testUpdatesWithTransformLayersEqualFreshSnapshots() {
    var random = SplitMix64(seed: 4_201)
    for round in 0..<12 {
      let (root, layers) = randomMixedTree(using: &random)
      var snapshot = LayerSnapshot(of: root)
      for edit in 0..<15 {
        let layer = layers[Int.random(in: 1..<layers.count, using: &random)]
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          layer.kind = layer.kind == .transformLayer ? .plain : .transformLayer
        case 1:
          randomize(layer, using: &random)
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
        for p in grid.prefix(100) {
          XCTAssertEqual(
            snapshot.hitTest(p), root.hitTest(p).flatMap(snapshot.index(of:)),
            "round \(round), edit \(edit), \(p)")
        }
      }
    }
  }
}
