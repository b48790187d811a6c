import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// Conversions touch only the levels between the two layers and their common ancestor, so what lies
/// above the ancestor cannot cost precision; and a remembered path never outlives the tree it was
/// built for.
final class ConversionPrecisionTests: XCTestCase {
  private func layer(at position: Point2D) -> Layer {
    let layer = Layer()
    layer.position = position
    return layer
  }

  func testSiblingsUnderAMovedRootConvertToTheLastBit() {
    let root = layer(at: Point2D(x: 100, y: 0))
    let a = layer(at: Point2D(x: 0.2, y: 0))
    let b = layer(at: Point2D(x: 0.3, y: 0))
    root.sublayers = [a, b]
    // Zero-size layers: a's origin sits at 0.2 and b's at 0.3 in the root's space, so the answer is
    // the single subtraction 0.2 − 0.3, whatever the root's own position.
    let p = b.convert(Point2D(x: 0, y: 0), from: a)
    XCTAssertEqual(p.x, 0.2 - 0.3)
    XCTAssertEqual(p.y, 0)
  }

  func testSiblingsUnderAFarAwayRootKeepTheirHalfPointDistance() {
    let root = layer(at: Point2D(x: 1e16, y: 0))
    let a = layer(at: Point2D(x: 0.25, y: 0))
    let b = layer(at: Point2D(x: 0.75, y: 0))
    root.sublayers = [a, b]
    // 0.25 − 0.75 = −0.5 exactly; going through the root's space (1e16 + 0.25) would lose it.
    XCTAssertEqual(b.convert(Point2D(x: 0, y: 0), from: a), Point2D(x: -0.5, y: 0))
    XCTAssertEqual(a.convert(Point2D(x: 0, y: 0), to: b), Point2D(x: -0.5, y: 0))
  }

  func testSiblingsUnderATurnedRootConvertExactly() {
    let root = layer(at: Point2D(x: 12.345, y: 678.9))
    root.affineTransform = AffineTransform2D(rotationAngle: 0.7)
    let a = layer(at: Point2D(x: 1, y: 2))
    let b = layer(at: Point2D(x: 4, y: 8))
    root.sublayers = [a, b]
    // Within the root both are plain translations: (0, 0) in a is (1, 2); in b that is (−3, −6).
    XCTAssertEqual(b.convert(Point2D(x: 0, y: 0), from: a), Point2D(x: -3, y: -6))
  }

  func testARememberedPathFollowsALayerMovedToAnotherTree() {
    let first = layer(at: Point2D(x: 10, y: 0))
    let second = layer(at: Point2D(x: 1000, y: 0))
    let a = layer(at: Point2D(x: 1, y: 0))
    let b = layer(at: Point2D(x: 2, y: 0))
    first.addSublayer(a)
    second.addSublayer(b)
    // Through the world: a's origin is at 10 + 1 = 11, b's at 1000 + 2 = 1002; 11 − 1002 = −991.
    XCTAssertEqual(b.convert(Point2D(x: 0, y: 0), from: a), Point2D(x: -991, y: 0))
    second.addSublayer(a)  // now a sibling of b: 1 − 2 = −1
    XCTAssertEqual(b.convert(Point2D(x: 0, y: 0), from: a), Point2D(x: -1, y: 0))
    a.position = Point2D(x: 5, y: 0)  // 5 − 2 = 3
    XCTAssertEqual(b.convert(Point2D(x: 0, y: 0), from: a), Point2D(x: 3, y: 0))
  }

  func testARememberedPathSurvivesTheAncestorsItWentThroughBeingFreed() {
    let b = layer(at: Point2D(x: 2, y: 0))
    let a = layer(at: Point2D(x: 1, y: 0))
    weak var freedRoot: Layer?
    do {
      let root = layer(at: Point2D(x: 100, y: 0))
      let middle = layer(at: Point2D(x: 10, y: 0))
      root.addSublayer(middle)
      middle.addSublayer(a)
      freedRoot = root
      // a's origin in the world: 100 + 10 + 1 = 111; b is a root at 2: 111 − 2 = 109.
      XCTAssertEqual(b.convert(Point2D(x: 0, y: 0), from: a), Point2D(x: 109, y: 0))
      a.removeFromSuperlayer()
    }
    XCTAssertNil(freedRoot)
    // a is a root at 1 now: 1 − 2 = −1.
    XCTAssertEqual(b.convert(Point2D(x: 0, y: 0), from: a), Point2D(x: -1, y: 0))
    XCTAssertNil(a.superlayer)
  }
}
