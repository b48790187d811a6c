import XCTest

@testable import LayerGeometry

/// `LayerSnapshot.hitTestAll` in trees that hold transform layers: every layer hit, front to back,
/// a context's planes nearest the viewer first; checked against values worked by hand and against
/// this file's own ray cast (`ContextScenes.referenceCast`, its own 4×4 matrices).
final class SnapshotContextHitTestAllTests: XCTestCase {
  /// The planes the reference ray cast puts under a point, nearest the viewer first, then `root`
  /// when its bounds hold the point; `nil` when a cast lands within 1e-7 of an edge or two depths
  /// nearly tie, where rounding may decide.
  private func referenceHits(
    _ p: Point2D, planes: [Layer], facingAway: [Bool], root: Layer
  ) -> [Layer]? {
    var hits: [(plane: Layer, depth: Double)] = []
    for (plane, isAway) in zip(planes, facingAway) {
      guard let cast = ContextScenes.referenceCast(p, onto: plane, root: root) else { continue }
      let b = plane.bounds
      if ContextScenes.edgeDistance(of: cast.point, in: b) < 1e-7 { return nil }
      guard !isAway, b.contains(cast.point) else { continue }
      hits.append((plane, cast.depth))
    }
    for a in hits {
      for b in hits where a.plane !== b.plane {
        if abs(a.depth - b.depth) <= 1e-6 * max(abs(a.depth), abs(b.depth)) { return nil }
      }
    }
    let sorted = hits.sorted { $0.depth > $1.depth }.map(\.plane)
    return sorted + (root.bounds.contains(p) ? [root] : [])
  }

  /// The cube seen straight on: its faces listed by depth, as worked by hand.
  ///
  /// Under the root's perspective (the eye 500 points in front of the root's centre), the ray
  /// through the centre meets the front face (z = 100, seen at depth
  /// 100 / 0.8 = 125) and then the back face (z = −100, depth −100 / 1.2); the side faces, edge on
  /// from the centre, are not met. At x = 310 (110 right of the centre) the front face, seen from
  /// −125 to 125, is met first, then the +x face (x = 100 is seen at 110 where w = 100/110, so
  /// z = 500 · (1 − 100/110) ≈ 45.5, at depth 50), but not the back face (seen from −83.3 to 83.3).
  /// The transform layers are never listed.
  func testAStraightCubeListsItsFacesByDepthWorkedByHand() {
    for nested in [false, true] {
      let cube = ContextScenes.cubeInTransformLayers(turnX: 0, turnY: 0, nested: nested)
      let snapshot = LayerSnapshot(of: cube.root)
      let faces = cube.faces.map { snapshot.index(of: $0)! }
      XCTAssertEqual(snapshot.hitTestAll(Point2D(x: 200, y: 200)), [faces[0], faces[1], 0])
      XCTAssertEqual(snapshot.hitTestAll(Point2D(x: 310, y: 200)), [faces[0], faces[2], 0])
      XCTAssertEqual(snapshot.hitTestAll(Point2D(x: 90, y: 205)), [faces[0], faces[3], 0])
      XCTAssertEqual(snapshot.hitTestAll(Point2D(x: 5, y: 5)), [0])
      XCTAssertEqual(snapshot.hitTestAll(Point2D(x: -5, y: 5)), [])
      // Hidden, the back face drops out; single-sided, it is turned away and drops out too.
      cube.faces[1].isHidden = true
      XCTAssertEqual(
        LayerSnapshot(of: cube.root).hitTestAll(Point2D(x: 200, y: 200)), [faces[0], 0])
      cube.faces[1].isHidden = false
      cube.faces[1].isDoubleSided = false
      XCTAssertEqual(
        LayerSnapshot(of: cube.root).hitTestAll(Point2D(x: 200, y: 200)), [faces[0], 0])
    }
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
              let expected = referenceHits(
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

  /// Two planes that cross along the vertical line through their centres, turned ±30° about y:
  /// on each side of the crossing line the plane in front there comes first, then the other, then
  /// the root, as the reference says.
  func testCrossingPlanesListTheFrontPlaneOfEachSideFirst() {
    let (root, planes) = ContextScenes.crossingPlanes()
    let snapshot = LayerSnapshot(of: root)
    let indices = planes.map { snapshot.index(of: $0)! }
    var firsts: [Set<Int>] = [[], []]
    for (side, xs) in [stride(from: 130.0, to: 195, by: 5), stride(from: 205.0, to: 270, by: 5)]
      .enumerated()
    {
      for x in xs {
        for y in stride(from: 150.0, to: 251, by: 10) {
          let p = Point2D(x: x, y: y)
          let expected = referenceHits(p, planes: planes, facingAway: [false, false], root: root)
          let all = snapshot.hitTestAll(p)
          XCTAssertEqual(all, expected?.map { snapshot.index(of: $0)! }, "\(p)")
          XCTAssertEqual(all.count, 3, "\(p)")
          firsts[side].insert(all[0])
        }
      }
    }
    // The +30° plane's left edge comes towards the viewer (a turn about y takes x to −x sin θ in
    // z), so it is in front on the left of the crossing line, the −30° plane on the right.
    XCTAssertEqual(firsts, [[indices[0]], [indices[1]]])
  }

  /// A flat transform layer (2D sublayers, no zPosition), as a stack view uses one, nested in
  /// another: every list equals the same tree's with plain layers, less the containers that are
  /// transform layers in the first tree (depths tie, so later planes come first, as later
  /// sublayers do in a plain tree); the transform layers' masksToBounds is ignored.
  func testAFlatTransformLayerListsAsAPlainLayerLessItself() {
    let plain = LayerSnapshot(of: ContextScenes.stackView(kind: .plain))
    let flat = LayerSnapshot(of: ContextScenes.stackView(kind: .transformLayer))
    XCTAssertEqual(plain.count, flat.count)
    let containers: Set<Int> = [1, 10]  // the stack and the nested container, in drawing order
    XCTAssertEqual(flat[10].bounds, Rect2D(x: 0, y: 0, width: 100, height: 100))
    var withSeveral = 0
    for i in 0..<80 {
      for j in 0..<80 {
        let p = Point2D(x: (Double(i) + 0.25) * 5.2, y: (Double(j) + 0.5) * 5.2)
        let expected = plain.hitTestAll(p).filter { !containers.contains($0) }
        XCTAssertEqual(flat.hitTestAll(p), expected, "\(p)")
        if expected.count > 2 { withSeveral += 1 }
      }
    }
    XCTAssertGreaterThan(withSeveral, 500)
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
                switch referenceHolds(p, layer: l) {
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

  /// Whether a layer's bounds hold a point of the snapshot's space by this file's own matrices: the
  /// 4×4 levels from the layer up to the root's superlayer, z dropped below every layer that is
  /// not a transform layer (it flattens its sublayers) and at the top, restricted to the plane
  /// and inverted; `nil` within 1e-6 of an edge, where rounding may decide. (The only perspective
  /// of these trees is the root's sublayerTransform, so one sign test of w is the per-level one.)
  private func referenceHolds(_ p: Point2D, layer: Layer) -> Bool? {
    let dropZ = ReferenceMatrix4([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])
    var m = ReferenceMatrix4.identity
    var current: Layer? = layer
    while let l = current {
      m = m * ReferenceGeometry.unflattenedLevel(of: l)
      if l.superlayer?.kind != .transformLayer { m = m * dropZ }
      current = l.superlayer
    }
    guard let inverse = m.planeRestriction.inverse else { return false }
    let (x, y, w) = inverse.homogeneous(p.x, p.y)
    guard w > 0 else { return false }
    let q = Point2D(x: x / w, y: y / w)
    let b = layer.bounds
    guard ContextScenes.edgeDistance(of: q, in: b) > 1e-6 * max(1, abs(q.x), abs(q.y)) else {
      return nil
    }
    return b.contains(q)
  }
}
