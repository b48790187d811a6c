import XCTest

@testable import LayerGeometry

/// Pictures of 3D contexts draw each plane where the viewer sees it.
final class ContextPictureTests: XCTestCase {
  /// The outline of each face of a turned cube is its bounds' corners converted into the picture's
  /// space through the context's root (the reference's 4×4 product, divided once), not the faces
  /// flattened into their transform layer; the SVG document holds them.
  func testTheCubesFacesAreDrawnAsTheirTrueQuads() {
    for nested in [false, true] {
      let cube = ContextScenes.cube(turnX: 30 * .pi / 180, turnY: 40 * .pi / 180, nested: nested)
      for layer in cube.transformLayers { layer.kind = .transformLayer }
      let canvas = PictureCanvas(
        viewport: Rect2D(x: 0, y: 0, width: 400, height: 400), scale: 1, left: 0, top: 0)
      let scene = PictureScene(subject: cube.root, canvas: canvas, options: SVGPicture.Options())
      for face in cube.faces {
        guard let item = scene.layers.first(where: { $0.layer === face }),
          let outline = item.outline
        else { return XCTFail("a face is not drawn") }
        let m = ContextScenes.referenceMap(of: face, root: cube.root)
        let corners = [
          Point2D(x: 0, y: 0), Point2D(x: 200, y: 0), Point2D(x: 200, y: 200),
          Point2D(x: 0, y: 200),
        ].map { q -> Point2D in
          let w = q.x * m[0, 3] + q.y * m[1, 3] + m[3, 3]
          return Point2D(
            x: (q.x * m[0, 0] + q.y * m[1, 0] + m[3, 0]) / w,
            y: (q.x * m[0, 1] + q.y * m[1, 1] + m[3, 1]) / w)
        }
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
}
