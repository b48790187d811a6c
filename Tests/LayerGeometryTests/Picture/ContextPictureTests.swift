import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// Pictures of 3D contexts draw each plane where the viewer sees it.
final class ContextPictureTests: XCTestCase {
  /// The outline of each face of a turned cube is its bounds' corners converted into the picture's
  /// space through the context's root (the reference's 4×4 product, divided once), not the faces
  /// flattened into their transform layer; the SVG document holds them.
  func testTheCubesFacesAreDrawnAsTheirTrueQuads() {
    for nested in [false, true] {
      let cube = ContextScenes.cubeInTransformLayers(
        turnX: 30 * .pi / 180, turnY: 40 * .pi / 180, nested: nested)
      let canvas = PictureCanvas(
        viewport: Rect2D(x: 0, y: 0, width: 400, height: 400), scale: 1, left: 0, top: 0)
      let scene = PictureScene(subject: cube.root, canvas: canvas, options: SVGPicture.Options())
      for face in cube.faces {
        guard let item = scene.layers.first(where: { $0.layer === face }),
          let outline = item.outline
        else { return XCTFail("a face is not drawn") }
        let corners = ContextScenes.referenceQuad(of: face, root: cube.root)
        XCTAssertEqual(outline.count, 4)
        for (a, b) in zip(outline, corners) {
          XCTAssertEqual(a.x, b.x, accuracy: 1e-9 * 400)
          XCTAssertEqual(a.y, b.y, accuracy: 1e-9 * 400)
        }
      }
      let svg = SVGPicture(of: cube.root, in: Rect2D(x: 0, y: 0, width: 400, height: 400)).svg
      XCTAssertTrue(svg.hasSuffix("</svg>\n"))
    }
  }

  /// Two crossing planes, each with a sublayer, are drawn as the snapshot's pieces.
  ///
  /// Back to front, the plane behind cut in two, each sublayer's piece after its plane's; the transform layer
  /// draws nothing. Scene numbers: the root 0, the transform layer 1, the +30° plane 2 and its
  /// sublayer 3, the −30° plane 4 and its sublayer 5.
  func testCrossingPlanesAreDrawnInPiecesOrder() {
    let (root, planes) = ContextScenes.crossingPlanes()
    for (plane, frame) in zip(
      planes,
      [Rect2D(x: 40, y: 40, width: 200, height: 60), Rect2D(x: 60, y: 120, width: 100, height: 50)])
    {
      let sublayer = Layer()
      sublayer.frame = frame
      plane.addSublayer(sublayer)
    }
    let svg = SVGPicture(of: root, in: Rect2D(x: 0, y: 0, width: 400, height: 400)).svg
    let ids = svg.components(separatedBy: "<polygon id=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }.filter { $0.hasPrefix("layer-") }
    XCTAssertEqual(
      ids,
      ["layer-0", "layer-4", "layer-5", "layer-2", "layer-3", "layer-4-piece-2", "layer-5-piece-2"])
  }
}
