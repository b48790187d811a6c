import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// `LayerSnapshot.hitTestAll` in trees that hold transform layers: every layer hit, front to back,
/// a context's planes nearest the viewer first; checked against values worked by hand and against
/// this file's own ray cast (`ContextScenes.referenceCast`, its own 4×4 matrices).
final class SnapshotContextHitTestAllTests: XCTestCase {
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
          let expected = ContextScenes.referenceHits(
            p, planes: planes, facingAway: [false, false], root: root)
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
}
