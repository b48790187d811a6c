import LayerGeometry
import XCTest

/// The README's overview example, with the results its comments state.
final class ReadmeExampleTests: XCTestCase {
  func testOverviewExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
    let card = Layer()
    card.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    root.addSublayer(card)

    card.anchorPoint = Point2D(x: 1, y: 1)
    XCTAssertEqual(card.frame, Rect2D(x: 50, y: 50, width: 100, height: 100))
    card.affineTransform = AffineTransform2D(rotationAngle: .pi / 2)
    // The corner (0, 0) is (−100, −100) from the anchor; a quarter turn takes it to (100, −100),
    // and the anchor sits at the position (150, 150): (250, 50).
    let corner = root.convert(Point2D(x: 0, y: 0), from: card)
    XCTAssertEqual(corner.x, 250, accuracy: 1e-12)
    XCTAssertEqual(corner.y, 50, accuracy: 1e-12)
    // The turned card covers x 150...250, y 50...150.
    let hit = root.hitTest(Point2D(x: 200, y: 100))
    XCTAssertTrue(hit === card)
  }
}
