import Foundation
import LayerGeometry
import LayerGeometryFoundation
import LayerGeometryTestSupport
import XCTest

/// The README's overview examples, with the results their comments state.
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

  func testArchiveExample() throws {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
    let card = Layer()
    card.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    root.addSublayer(card)

    let data = try JSONEncoder().encode(LayerArchive(of: root))  // save
    let copy = try JSONDecoder().decode(LayerArchive.self, from: data).makeLayers()  // load
    XCTAssertEqual(copy.frame, Rect2D(x: 0, y: 0, width: 320, height: 480))
    XCTAssertEqual(copy.sublayers.count, 1)
    XCTAssertEqual(copy.sublayers[0].frame, Rect2D(x: 100, y: 100, width: 100, height: 100))
  }

  func testCoreGraphicsTypesExample() {
    let layer = Layer()
    layer.frame = Rect2D(CGRect(x: 10, y: 20, width: 100, height: 50))
    let frame = CGRect(layer.frame)  // (10, 20, 100, 50)
    XCTAssertEqual(frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    // The bounds' corner (100, 50) is the frame's corner (10 + 100, 20 + 50).
    let corner = CGPoint(layer.convert(Point2D(x: 100, y: 50), to: nil))  // (110, 70)
    XCTAssertEqual(corner, CGPoint(x: 110, y: 70))
    let none = Rect2D(CGRect.null)  // == Rect2D.null
    XCTAssertEqual(none, Rect2D.null)
    XCTAssertTrue(none.isNull)
  }
}
