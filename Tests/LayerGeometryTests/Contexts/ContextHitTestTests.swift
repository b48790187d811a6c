import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// Live hit testing through transform layers: the ray cast of a 3D context, checked against this
/// file's own ray cast (`ContextScenes.referenceCast`, its own 4×4 matrices), and a flat transform
/// layer checked against the same tree with a plain layer.
final class ContextHitTestTests: XCTestCase {
  /// Points on the cube's silhouette and on the edges two faces share: the answer is a face whose
  /// reference cast lands on or within a rounding of its bounds, or the root, never a transform
  /// layer; points on an edge seen face-on answer one of the two faces sharing it.
  func testSilhouetteAndSharedEdges() {
    let cube = ContextScenes.cubeInTransformLayers(
      turnX: 30 * .pi / 180, turnY: 40 * .pi / 180, nested: false)
    var tested = 0
    for face in cube.faces {
      let map = ContextScenes.referenceMap(of: face, root: cube.root)
      for k in 0...40 {
        let t = Double(k) * 5
        for q in [
          Point2D(x: t, y: 0), Point2D(x: t, y: 200), Point2D(x: 0, y: t), Point2D(x: 200, y: t),
        ] {
          let x = q.x * map[0, 0] + q.y * map[1, 0] + map[3, 0]
          let y = q.x * map[0, 1] + q.y * map[1, 1] + map[3, 1]
          let w = q.x * map[0, 3] + q.y * map[1, 3] + map[3, 3]
          let p = Point2D(x: x / w, y: y / w)
          let hit = cube.root.hitTest(p)
          tested += 1
          XCTAssertFalse(cube.transformLayers.contains { $0 === hit }, "\(p)")
          guard let hit, hit !== cube.root else { continue }
          guard let cast = ContextScenes.referenceCast(p, onto: hit, root: cube.root) else {
            return XCTFail("\(p): a face hit where its cast misses")
          }
          let b = hit.bounds
          XCTAssertTrue(
            cast.point.x >= b.minX - 1e-7 && cast.point.x <= b.maxX + 1e-7
              && cast.point.y >= b.minY - 1e-7 && cast.point.y <= b.maxY + 1e-7, "\(p)")
        }
      }
    }
    XCTAssertEqual(tested, 6 * 41 * 4)
  }

  /// Under a strong perspective a tilted plane reaches behind the eye: there the cast misses and
  /// the root answers; where the reference's cast lands in the plane's bounds, the plane answers.
  func testBehindTheEyeIsAMiss() {
    let root = ContextScenes.root(eyeDistance: 150)
    let transformLayer = ContextScenes.layer(
      side: 400, at: Point2D(x: 200, y: 200),
      transform: Transform3D(rotationAngle: 1.2, x: 1, y: 0, z: 0))
    transformLayer.kind = .transformLayer
    let plane = ContextScenes.layer(side: 400, at: Point2D(x: 200, y: 200))
    root.addSublayer(transformLayer)
    transformLayer.addSublayer(plane)
    var behind = 0
    var onPlane = 0
    for i in 0..<50 {
      for j in 0..<50 {
        let p = Point2D(x: -300 + (Double(i) + 0.5) * 20, y: -300 + (Double(j) + 0.5) * 20)
        let expected = ContextScenes.referenceHit(
          p, faces: [plane], facingAway: [false], root: root)
        let hit = root.hitTest(p)
        if ContextScenes.referenceCast(p, onto: plane, root: root) == nil {
          behind += 1
          XCTAssertTrue(hit === (root.bounds.contains(p) ? root : nil), "\(p)")
        }
        guard !expected.isNearAnEdge else { continue }
        XCTAssertTrue(hit === expected.answer, "\(p)")
        if hit === plane { onPlane += 1 }
      }
    }
    XCTAssertGreaterThan(behind, 100)
    XCTAssertGreaterThan(onPlane, 100)
  }

  /// Two planes that cross along the vertical line through their centres, turned ±30° about y:
  /// each side of the crossing line answers the plane in front there, as the reference says, and
  /// the two sides answer different planes.
  func testCrossingPlanesAnswerTheFrontPlaneOnEachSide() {
    let (root, planes) = ContextScenes.crossingPlanes()
    var answers: [[ObjectIdentifier]] = [[], []]
    let sides = [
      Array(stride(from: 130.0, to: 195, by: 5)), Array(stride(from: 205.0, to: 270, by: 5)),
    ]
    for (side, xs) in sides.enumerated() {
      for x in xs {
        for y in stride(from: 150.0, to: 251, by: 10) {
          let p = Point2D(x: x, y: y)
          let expected = ContextScenes.referenceHit(
            p, faces: planes, facingAway: [false, false], root: root)
          XCTAssertFalse(expected.isNearAnEdge, "\(p)")
          let hit = root.hitTest(p)
          XCTAssertTrue(hit === expected.answer, "\(p)")
          if let hit { answers[side].append(ObjectIdentifier(hit)) }
        }
      }
    }
    XCTAssertEqual(Set(answers[0]).count, 1)
    XCTAssertEqual(Set(answers[1]).count, 1)
    XCTAssertNotEqual(answers[0].first, answers[1].first)
    XCTAssertTrue(
      answers.joined().allSatisfy { id in planes.contains { ObjectIdentifier($0) == id } })
  }

  /// A query whose receiver is a transform layer answers its planes as the root's query does, and
  /// never the transform layer itself.
  func testATransformLayerReceiverAnswersItsPlanes() {
    let cube = ContextScenes.cubeInTransformLayers(turnX: 0.5, turnY: 0.7, nested: true)
    let outer = cube.transformLayers[0]
    for i in 0..<40 {
      for j in 0..<40 {
        let p = Point2D(x: (Double(i) + 0.5) * 10, y: (Double(j) + 0.5) * 10)
        let fromRoot = cube.root.hitTest(p)
        let fromTransformLayer = outer.hitTest(p)
        XCTAssertTrue(fromTransformLayer === (fromRoot === cube.root ? nil : fromRoot), "\(p)")
      }
    }
  }

  /// A flat transform layer (2D sublayers, no zPosition), as a stack view uses one: every hit test
  /// in both orders equals the same tree's with plain layers, except that a transform layer is
  /// never the answer — there the answer is that of the plain tree whose containers have empty
  /// bounds (the same levels, but nothing to hit); its `masksToBounds` is ignored.
  func testAFlatTransformLayerHitsAsAPlainLayer() {
    let plain = ContextScenes.stackView(kind: .plain)
    let empty = ContextScenes.stackView(kind: .plain, emptyContainers: true)
    let flat = ContextScenes.stackView(kind: .transformLayer)
    func path(of layer: Layer?, in root: Layer) -> [Int]? {
      guard var current = layer else { return nil }
      var indices: [Int] = []
      while current !== root, let superlayer = current.superlayer {
        indices.append(superlayer.sublayers.firstIndex { $0 === current }!)
        current = superlayer
      }
      return indices.reversed()
    }
    var compared = 0
    var same = 0
    for i in 0..<80 {
      for j in 0..<80 {
        let p = Point2D(x: (Double(i) + 0.25) * 5.2, y: (Double(j) + 0.5) * 5.2)
        for order in [Layer.HitTestOrder.drawingOrder, .sublayerOrder] {
          let answer = path(of: flat.hitTest(p, order: order), in: flat)
          XCTAssertEqual(answer, path(of: empty.hitTest(p, order: order), in: empty), "\(p)")
          let plainAnswer = path(of: plain.hitTest(p, order: order), in: plain)
          if plainAnswer != [0] && plainAnswer != [0, 4] {
            XCTAssertEqual(answer, plainAnswer, "\(p)")
            same += 1
          }
          compared += 1
        }
      }
    }
    XCTAssertEqual(compared, 12_800)
    XCTAssertGreaterThan(same, 6_000)
  }
}
