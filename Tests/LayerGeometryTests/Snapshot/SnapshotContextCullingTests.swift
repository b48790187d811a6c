import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// `LayerSnapshot.layers(intersecting:)` and the elements' quads in trees that hold transform
/// layers: each plane where the viewer sees it (its map into the context's root, flattened once
/// there), against rectangles worked by hand on the straight cube and on two crossing planes.
///
/// The scenes put the root's centre at (200, 200) of the snapshot's space, the eye 500 points in
/// front of it: a point at depth z relative to the centre is seen scaled by 1 / (1 − z/500) about
/// the centre.
final class SnapshotContextCullingTests: XCTestCase {
  private func assertBox(
    _ box: Rect2D, _ expected: Rect2D, file: StaticString = #filePath, line: UInt = #line
  ) {
    for (a, b) in zip(
      [box.minX, box.minY, box.maxX, box.maxY],
      [expected.minX, expected.minY, expected.maxX, expected.maxY])
    {
      XCTAssertEqual(a, b, accuracy: 1e-9, file: file, line: line)
    }
  }

  /// The straight cube's faces are culled where the viewer sees them, worked by hand.
  ///
  /// Elements: the root 0, the transform layer 1, the faces +z, −z, +x, −x, +y, −y at 2 to 7 (one
  /// more transform layer before them when nested). The front face (z = 100, scaled by 1.25)
  /// covers 75…325 each way; the back face (z = −100, scaled by 1/1.2) 116.7…283.3; the +x face
  /// (x = 100, z from −100 to 100) a trapezoid from x = 283.3 to 325, and the −x face its mirror
  /// from 75 to 116.7; the transform layer, at z = 0, 100…300.
  func testTheStraightCubesFacesAreCulledWhereTheViewerSeesThem() {
    for nested in [false, true] {
      let cube = ContextScenes.cubeInTransformLayers(turnX: 0, turnY: 0, nested: nested)
      var snapshot = LayerSnapshot(of: cube.root)
      let faces = cube.faces.map { snapshot.index(of: $0)! }
      let transformLayers = cube.transformLayers.map { snapshot.index(of: $0)! }
      assertBox(snapshot[faces[0]].boundingBox, Rect2D(x: 75, y: 75, width: 250, height: 250))
      assertBox(
        snapshot[faces[1]].boundingBox,
        Rect2D(x: 200 - 250 / 3.0, y: 200 - 250 / 3.0, width: 500 / 3.0, height: 500 / 3.0))
      assertBox(
        snapshot[faces[2]].boundingBox,
        Rect2D(x: 200 + 250 / 3.0, y: 75, width: 125 - 250 / 3.0, height: 250))
      // Right of the transform layer, on the front face and the +x face only.
      XCTAssertEqual(
        snapshot.layers(intersecting: Rect2D(x: 301, y: 195, width: 4, height: 10)),
        [0, faces[0], faces[2]])
      // Inside the back face's square: the transform layers, the front and back faces.
      XCTAssertEqual(
        snapshot.layers(intersecting: Rect2D(x: 120, y: 120, width: 10, height: 10)),
        [0] + transformLayers + [faces[0], faces[1]])
      // Left, on the front face and the −x face.
      XCTAssertEqual(
        snapshot.layers(intersecting: Rect2D(x: 76, y: 190, width: 2, height: 20)),
        [0, faces[0], faces[3]])
      XCTAssertEqual(snapshot.layers(intersecting: Rect2D(x: 2, y: 2, width: 3, height: 3)), [0])
      // A hidden face is left out; a transform layer's masksToBounds is ignored.
      cube.faces[1].isHidden = true
      cube.transformLayers[0].masksToBounds = true
      snapshot.update(from: cube.root)
      XCTAssertEqual(
        snapshot.layers(intersecting: Rect2D(x: 120, y: 120, width: 10, height: 10)),
        [0] + transformLayers + [faces[0]])
      XCTAssertEqual(
        snapshot.layers(intersecting: Rect2D(x: 301, y: 195, width: 4, height: 10)),
        [0, faces[0], faces[2]])
      XCTAssertEqual(snapshot[faces[0]].clip, nil)
    }
  }

  /// A sublayer of the front face reaching past the face's right edge (150…250 of the face's
  /// 200, so 262.5…387.5 where the viewer sees it): met right of the face (x = 330) when the face
  /// does not mask, cut off there when it does, where its clip is the face's true quad.
  func testAPlanesSublayerIsClippedByThePlanesMask() {
    let cube = ContextScenes.cubeInTransformLayers(turnX: 0, turnY: 0, nested: false)
    let front = cube.faces[0]
    let label = Layer()
    label.frame = Rect2D(x: 150, y: 80, width: 100, height: 40)
    front.addSublayer(label)
    let rect = Rect2D(x: 330, y: 190, width: 5, height: 10)
    var snapshot = LayerSnapshot(of: cube.root)
    let index = snapshot.index(of: label)!
    assertBox(snapshot[index].boundingBox, Rect2D(x: 262.5, y: 175, width: 125, height: 50))
    XCTAssertEqual(snapshot.layers(intersecting: rect), [0, index])
    front.masksToBounds = true
    snapshot.update(from: cube.root)
    XCTAssertEqual(snapshot.layers(intersecting: rect), [0])
    let clip = try? XCTUnwrap(snapshot[index].clip)
    assertBox(
      Rect2D(
        x: clip?.map(\.x).min() ?? .nan, y: clip?.map(\.y).min() ?? .nan,
        width: (clip?.map(\.x).max() ?? .nan) - (clip?.map(\.x).min() ?? .nan),
        height: (clip?.map(\.y).max() ?? .nan) - (clip?.map(\.y).min() ?? .nan)),
      Rect2D(x: 75, y: 75, width: 250, height: 250))
    // Inside the face's quad, right of the transform layer: the face, the label and the +x face.
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 302, y: 190, width: 3, height: 10)),
      [0, snapshot.index(of: front)!, index, snapshot.index(of: cube.faces[2])!])
  }

  /// Two crossing planes are culled where the viewer sees them, worked by hand.
  ///
  /// Elements: the root 0, the transform layer 1, the planes turned ±30° about y 2 and 3. The
  /// +30° plane's left edge comes 50 towards the viewer (x = −100 cos 30° seen at −86.6/0.9 =
  /// −96.2) and its right edge goes 50 away (86.6/1.1 = 78.7): it covers x from 103.8 to 278.7;
  /// the −30° plane, its mirror, from 121.3 to 296.2.
  func testCrossingPlanesAreCulledWhereTheViewerSeesThem() {
    let (root, planes) = ContextScenes.crossingPlanes()
    let snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(planes.map { snapshot.index(of: $0)! }, [2, 3])
    let half = 100 * (3.0).squareRoot() / 2
    assertBox(
      snapshot[2].boundingBox,
      Rect2D(
        x: 200 - half / 0.9, y: 200 - 100 / 0.9, width: half / 0.9 + half / 1.1,
        height: 200 / 0.9))
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 285, y: 195, width: 5, height: 10)), [0, 1, 3])
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 100, y: 195, width: 2, height: 10)), [0, 1])
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 104.5, y: 195, width: 2, height: 10)), [0, 1, 2])
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 190, y: 190, width: 20, height: 20)), [0, 1, 2, 3])
    // Far above the middle, only the near edges reach: y = 200 − 111.1 at x = 103.8 and 296.2.
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 104, y: 90, width: 2, height: 2)), [0, 2])
    XCTAssertEqual(snapshot.layers(intersecting: Rect2D(x: 190, y: 90, width: 20, height: 2)), [0])
  }
}
