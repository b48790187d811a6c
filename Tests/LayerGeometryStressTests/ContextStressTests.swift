import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// 3D contexts over grids and random mixed trees: the live tree's `hitTest` and the snapshot's
/// `hitTest` and `hitTestAll` against the reference ray cast, and a chain of 10^5 transform layers.
final class ContextStressTests: XCTestCase {
  override func setUpWithError() throws { try skipUnlessOptimized() }

  /// A turned cube under perspective, over a 60 × 60 grid reaching past the root's bounds, with one
  /// transform layer and with two nested ones, double-sided and single-sided faces: every point
  /// answers the face the reference ray cast finds nearest the viewer, in both orders and in a
  /// batch; a transform layer is never the answer.
  func testACubeAnswersTheNearestFaceOverAGrid() {
    // −z, +x and −y are turned away for this turn (worked by hand in the drawing-order tests).
    let away = [false, true, true, false, false, true]
    for nested in [false, true] {
      for singleSided in [false, true] {
        let cube = ContextScenes.cubeInTransformLayers(
          turnX: 30 * .pi / 180, turnY: 40 * .pi / 180, nested: nested)
        for face in cube.faces { face.isDoubleSided = !singleSided }
        let facingAway = singleSided ? away : Array(repeating: false, count: 6)
        var points: [Point2D] = []
        for i in 0..<60 {
          for j in 0..<60 {
            points.append(
              Point2D(
                x: -20 + (Double(i) + 0.37) * 440 / 60, y: -20 + (Double(j) + 0.61) * 440 / 60))
          }
        }
        let batch = cube.root.hitTest(points)
        var faceHits = 0
        var compared = 0
        for (p, batched) in zip(points, batch) {
          let hit = cube.root.hitTest(p)
          XCTAssertTrue(hit === batched, "\(p)")
          XCTAssertTrue(hit === cube.root.hitTest(p, order: .sublayerOrder), "\(p)")
          XCTAssertFalse(cube.transformLayers.contains { $0 === hit }, "\(p)")
          let expected = ContextScenes.referenceHit(
            p, faces: cube.faces, facingAway: facingAway, root: cube.root)
          guard !expected.isNearAnEdge else { continue }
          compared += 1
          XCTAssertTrue(
            hit === expected.answer, "\(p), nested \(nested), single-sided \(singleSided)")
          if cube.faces.contains(where: { $0 === hit }) { faceHits += 1 }
        }
        XCTAssertGreaterThan(compared, 3_400)
        XCTAssertGreaterThan(faceHits, 1_000, "the cube covers part of the grid")
      }
    }
  }

  /// Random trees mixing plain and transform layers (3D turns, perspective, zPositions, masks,
  /// hidden and single-sided layers): over 50,000 points, in both orders and in a batch, the
  /// answer is never a transform layer nor hidden, and the point converted into the answer's space
  /// (through the same context maps, by the conversion's own path) lies in its bounds.
  func testRandomMixedTreesAnswerALayerThatHoldsThePoint() {
    var random = SplitMix64(seed: 2_300)
    var checked = 0
    var inContexts = 0
    for _ in 0..<20 {
      let (root, _) = ContextScenes.randomMixedTree(using: &random)
      var points: [Point2D] = []
      for i in 0..<50 {
        for j in 0..<50 {
          points.append(Point2D(x: -50 + Double(i) * 10 + 0.31, y: -50 + Double(j) * 10 + 0.77))
        }
      }
      for order in [Layer.HitTestOrder.drawingOrder, .sublayerOrder] {
        let batch = root.hitTest(points, order: order)
        for (p, batched) in zip(points, batch) {
          let hit = root.hitTest(p, order: order)
          XCTAssertTrue(hit === batched, "\(p)")
          checked += 1
          guard let hit else { continue }
          XCTAssertNotEqual(hit.kind, .transformLayer)
          var above: Layer? = hit
          var isInAContext = false
          while let layer = above {
            XCTAssertFalse(layer.isHidden, "\(p)")
            isInAContext = isInAContext || layer.kind == .transformLayer
            above = layer.superlayer
          }
          if isInAContext { inContexts += 1 }
          let local = hit.convert(p, from: nil)
          let b = hit.bounds
          let margin =
            [local.x - b.minX, b.maxX - local.x, local.y - b.minY, b.maxY - local.y]
            .map(abs).min() ?? 0
          guard margin > 1e-6 * max(1, abs(local.x), abs(local.y)) else { continue }
          XCTAssertTrue(hit.contains(local), "\(p) → \(local) in \(b)")
        }
      }
    }
    XCTAssertEqual(checked, 100_000)
    XCTAssertGreaterThan(inContexts, 2_000, "many answers lie in 3D contexts")
  }

  /// A chain of 100,000 levels (99,999 transform layers, then a 10-point plane), each moving by
  /// (1, 2): the plane is hit at (100,003, 200,004) and missed beside it, in one query and in a
  /// batch, with no recursion; the chain is freed when the test ends.
  func testAChainOfOneHundredThousandTransformLayersIsHitWithoutRecursion() {
    let root = Layer()
    var deepest = root
    let count = 100_000
    for level in 0..<count {
      let layer = Layer()
      layer.bounds = .zero
      layer.position = Point2D(x: 1, y: 2)
      layer.zPosition = 0.5
      if level == count - 1 {
        layer.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
        layer.anchorPoint = .zero
      } else {
        layer.kind = .transformLayer
      }
      deepest.addSublayer(layer)
      deepest = layer
    }
    let plane = deepest
    XCTAssertTrue(root.hitTest(Point2D(x: 100_003, y: 200_004)) === plane)
    XCTAssertNil(root.hitTest(Point2D(x: 100_011, y: 200_004)))
    let hits = root.hitTest([Point2D(x: 100_001, y: 200_009), Point2D(x: 99_999, y: 200_004)])
    XCTAssertTrue(hits[0] === plane)
    XCTAssertNil(hits[1])
  }

  /// A turned cube, one transform layer and two nested ones, double- and single-sided, over a
  /// 50 × 50 grid: every list is the reference's (the faces under the point, nearest first, then
  /// the root), and starts with `hitTest`'s answer.
  func testATurnedCubeListsTheReferencesFacesNearestFirst() {
    // −z, +x and −y are turned away for this turn (worked by hand in the drawing-order tests).
    let away = [false, true, true, false, false, true]
    var checked = 0
    var withTwoFaces = 0
    for nested in [false, true] {
      for singleSided in [false, true] {
        let cube = ContextScenes.cubeInTransformLayers(
          turnX: 30 * .pi / 180, turnY: 40 * .pi / 180, nested: nested)
        for face in cube.faces { face.isDoubleSided = !singleSided }
        let snapshot = LayerSnapshot(of: cube.root)
        for i in 0..<50 {
          for j in 0..<50 {
            let p = Point2D(x: 10 + Double(i) * 7.7, y: 10 + Double(j) * 7.7)
            let all = snapshot.hitTestAll(p)
            XCTAssertEqual(all.first, snapshot.hitTest(p))
            guard
              let expected = ContextScenes.referenceHits(
                p, planes: cube.faces,
                facingAway: singleSided ? away : Array(repeating: false, count: 6),
                root: cube.root)
            else { continue }
            XCTAssertEqual(all, expected.map { snapshot.index(of: $0)! }, "\(p)")
            checked += 1
            if expected.count >= 3 { withTwoFaces += 1 }
          }
        }
      }
    }
    XCTAssertGreaterThan(checked, 9_000)
    XCTAssertGreaterThan(withTwoFaces, 2_000)
  }

  /// Random trees mixing plain and transform layers (3D turns, perspective, zPositions, masks,
  /// hidden and single-sided layers), over 50,000 points: each list starts with `hitTest`'s
  /// answer, names no layer twice, no transform layer and no hidden layer, and every layer listed
  /// (over 40,000) holds the point by this file's own ray cast — flattening at every layer that is
  /// not a transform layer — as does every masking ancestor that is not a transform layer.
  func testRandomMixedTreesListOnlyLayersThatHoldThePoint() {
    var random = SplitMix64(seed: 4_300)
    var listed = 0
    var checkedByReference = 0
    for _ in 0..<20 {
      let (root, layers) = ContextScenes.randomMixedTree(using: &random)
      let snapshot = LayerSnapshot(of: root)
      var layerAt = [Layer?](repeating: nil, count: snapshot.count)
      for layer in layers { layerAt[snapshot.index(of: layer)!] = layer }
      for i in 0..<50 {
        for j in 0..<50 {
          let p = Point2D(x: -50 + Double(i) * 10 + 0.31, y: -50 + Double(j) * 10 + 0.77)
          let all = snapshot.hitTestAll(p)
          XCTAssertEqual(all.first, snapshot.hitTest(p), "\(p)")
          XCTAssertEqual(Set(all).count, all.count, "\(p)")
          for index in all {
            let layer = layerAt[index]!
            listed += 1
            XCTAssertNotEqual(layer.kind, .transformLayer, "\(p)")
            var current: Layer? = layer
            var holds = true
            var isDecided = true
            while let l = current {
              XCTAssertFalse(l.isHidden, "\(p)")
              if l === layer || (l.masksToBounds && l.kind != .transformLayer) {
                switch ContextScenes.referenceHolds(p, layer: l) {
                case .some(let isInside): holds = holds && isInside
                case .none: isDecided = false
                }
              }
              current = l.superlayer
            }
            guard isDecided else { continue }
            XCTAssertTrue(holds, "\(p): layer \(index)")
            checkedByReference += 1
          }
        }
      }
    }
    XCTAssertGreaterThan(listed, 40_000)
    XCTAssertGreaterThan(checkedByReference, 40_000)
  }

  /// Over 100,000 points of random mixed trees, the snapshot's `hitTest` is the live tree's, and
  /// `hitTestAll` starts with it; the cube's faces are answered by depth.
  func testSnapshotHitsEqualTheLiveTreesOnMixedTrees() {
    var random = SplitMix64(seed: 4_200)
    var checked = 0
    var inContexts = 0
    for _ in 0..<40 {
      let (root, _) = ContextScenes.randomMixedTree(using: &random)
      let snapshot = LayerSnapshot(of: root)
      for p in ContextScenes.grid {
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

    let cube = ContextScenes.cubeInTransformLayers(
      turnX: 30 * .pi / 180, turnY: 40 * .pi / 180, nested: true)
    let snapshot = LayerSnapshot(of: cube.root)
    for p in ContextScenes.grid {
      XCTAssertEqual(snapshot.hitTest(p), cube.root.hitTest(p).flatMap(snapshot.index(of:)))
    }
  }
}
