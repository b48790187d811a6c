import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// Scroll layers, `scroll(_:)`, `scrollRectToVisible(_:)` and `visibleRect`.
///
/// The tests named `…Measured…` hold values measured against Apple's QuartzCore on macOS by
/// GNUstep's test suite: files `Tests/quartzcore/CAScrollLayer/scroll.m` and
/// `Tests/quartzcore/CAScrollLayer/visible.m` of gnustep/libs-quartzcore, as each test says. The
/// others are worked by hand.
final class ScrollingTests: XCTestCase {
  private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect2D {
    Rect2D(x: x, y: y, width: width, height: height)
  }

  private func scrollLayer(_ bounds: Rect2D) -> Layer {
    let layer = Layer()
    layer.kind = .scrollLayer
    layer.bounds = bounds
    return layer
  }

  /// visible.m's tree: a 100 × 80 scroll layer holding a 500 × 400 content layer at (0, 0).
  private func scrollWithContent() -> (scroll: Layer, content: Layer) {
    let scroll = scrollLayer(rect(0, 0, 100, 80))
    let content = Layer()
    content.frame = rect(0, 0, 500, 400)
    scroll.addSublayer(content)
    return (scroll, content)
  }

  /// visible.m's 20 × 20 layer at (30, 40) in the content.
  private func smallLayer(in content: Layer) -> Layer {
    let deep = Layer()
    deep.frame = rect(30, 40, 20, 20)
    content.addSublayer(deep)
    return deep
  }

  // MARK: scroll.m

  func testDefaultsAndModeNamesMeasured() {
    let layer = Layer()
    layer.kind = .scrollLayer
    XCTAssertEqual(layer.scrollMode, .both, "scroll.m: a scroll layer scrolls both ways")
    XCTAssertEqual(Layer.ScrollMode.none.rawValue, "none")
    XCTAssertEqual(Layer.ScrollMode.vertically.rawValue, "vertically")
    XCTAssertEqual(Layer.ScrollMode.horizontally.rawValue, "horizontally")
    XCTAssertEqual(Layer.ScrollMode.both.rawValue, "both")
    XCTAssertEqual(Layer().kind, .plain)
  }

  func testScrollToPointMeasured() {
    let layer = scrollLayer(rect(0, 0, 100, 100))
    layer.scroll(to: Point2D(x: 50, y: 60))
    XCTAssertEqual(layer.bounds.origin, Point2D(x: 50, y: 60))
    XCTAssertEqual(layer.bounds.size, Size2D(width: 100, height: 100))
  }

  func testScrollToRectMeasured() {
    let layer = scrollLayer(rect(50, 60, 100, 100))
    layer.scroll(to: rect(200, 200, 10, 10))
    XCTAssertEqual(layer.bounds.origin, Point2D(x: 110, y: 110), "beyond: the least move")
    layer.bounds = rect(100, 100, 100, 100)
    layer.scroll(to: rect(120, 120, 10, 10))
    XCTAssertEqual(layer.bounds.origin, Point2D(x: 100, y: 100), "in view: no move")
    layer.bounds = rect(100, 100, 100, 100)
    layer.scroll(to: rect(20, 20, 10, 10))
    XCTAssertEqual(layer.bounds.origin, Point2D(x: 20, y: 20), "behind: back to it")
    layer.bounds = rect(0, 0, 100, 100)
    layer.scroll(to: rect(20, 20, 400, 400))
    XCTAssertEqual(layer.bounds.origin, Point2D(x: 20, y: 20), "too big: its own origin")
  }

  func testScrollModesMeasured() {
    let layer = scrollLayer(rect(0, 0, 100, 100))
    layer.scrollMode = .vertically
    layer.scroll(to: Point2D(x: 70, y: 80))
    XCTAssertEqual(layer.bounds.origin, Point2D(x: 0, y: 80))
    layer.bounds = rect(0, 0, 100, 100)
    layer.scrollMode = .horizontally
    layer.scroll(to: Point2D(x: 70, y: 80))
    XCTAssertEqual(layer.bounds.origin, Point2D(x: 70, y: 0))
    layer.bounds = rect(0, 0, 100, 100)
    layer.scrollMode = .none
    layer.scroll(to: Point2D(x: 70, y: 80))
    XCTAssertEqual(layer.bounds.origin, Point2D(x: 0, y: 0))
  }

  // MARK: visible.m

  func testWithNoScrollLayerMeasured() {
    let layer = Layer()
    layer.bounds = rect(0, 0, 100, 80)
    XCTAssertEqual(layer.visibleRect, rect(0, 0, 100, 80))
    layer.scroll(Point2D(x: 30, y: 40))
    XCTAssertEqual(layer.bounds, rect(0, 0, 100, 80))
    layer.scrollRectToVisible(rect(200, 200, 10, 10))
    XCTAssertEqual(layer.bounds, rect(0, 0, 100, 80))
  }

  func testInsideAScrollLayerMeasured() {
    let (scroll, content) = scrollWithContent()
    XCTAssertEqual(scroll.visibleRect, rect(0, 0, 100, 80))
    XCTAssertEqual(content.visibleRect, rect(0, 0, 100, 80))
    content.scroll(Point2D(x: 50, y: 60))
    XCTAssertEqual(scroll.bounds, rect(50, 60, 100, 80))
    XCTAssertEqual(content.visibleRect, rect(50, 60, 100, 80))
    scroll.bounds = rect(0, 0, 100, 80)
    scroll.scroll(Point2D(x: 50, y: 60))
    XCTAssertEqual(scroll.bounds, rect(50, 60, 100, 80), "the receiver is its own scroll layer")
  }

  func testScrollRectToVisibleMeasured() {
    let (scroll, content) = scrollWithContent()
    content.scrollRectToVisible(rect(200, 150, 20, 10))
    XCTAssertEqual(scroll.bounds, rect(120, 80, 100, 80))
    scroll.bounds = rect(0, 0, 100, 80)
    content.scrollRectToVisible(rect(10, 10, 20, 10))
    XCTAssertEqual(scroll.bounds, rect(0, 0, 100, 80))
    content.scrollRectToVisible(rect(200, 150, 400, 400))
    XCTAssertEqual(scroll.bounds, rect(200, 150, 100, 80))
  }

  func testDeeperDownMeasured() {
    let (scroll, content) = scrollWithContent()
    let deep = smallLayer(in: content)
    XCTAssertEqual(deep.visibleRect, rect(0, 0, 20, 20))
    deep.scroll(Point2D(x: 5, y: 5))
    XCTAssertEqual(scroll.bounds, rect(35, 45, 100, 80))
    XCTAssertEqual(deep.visibleRect, rect(5, 5, 15, 15))
  }

  func testScrollModeThroughScrollPointMeasured() {
    let (scroll, content) = scrollWithContent()
    scroll.scrollMode = .horizontally
    content.scroll(Point2D(x: 50, y: 60))
    XCTAssertEqual(scroll.bounds, rect(50, 0, 100, 80))
    scroll.bounds = rect(0, 0, 100, 80)
    scroll.scrollMode = .none
    content.scroll(Point2D(x: 50, y: 60))
    XCTAssertEqual(scroll.bounds, rect(0, 0, 100, 80))
  }

  // MARK: Worked by hand

  func testScrollToRectInEachMode() {
    // From (0, 0, 100, 100), the rectangle (200, 150, 10, 10) needs the origin (110, 60).
    let expected: [Layer.ScrollMode: Point2D] = [
      .none: Point2D(x: 0, y: 0), .vertically: Point2D(x: 0, y: 60),
      .horizontally: Point2D(x: 110, y: 0), .both: Point2D(x: 110, y: 60),
    ]
    for mode in Layer.ScrollMode.allCases {
      let layer = scrollLayer(rect(0, 0, 100, 100))
      layer.scrollMode = mode
      layer.scroll(to: rect(200, 150, 10, 10))
      XCTAssertEqual(layer.bounds.origin, expected[mode], "\(mode)")
    }
  }

  func testScrollToRectOnOneAxisBeyondAndTheOtherTooBig() {
    let layer = scrollLayer(rect(0, 0, 100, 100))
    layer.scroll(to: rect(130, -20, 50, 300))
    XCTAssertEqual(layer.bounds.origin, Point2D(x: 80, y: -20))
    // A negative size is standardized: this is (10, 10, 20, 20), in view.
    layer.bounds = rect(0, 0, 100, 100)
    layer.scroll(to: rect(30, 30, -20, -20))
    XCTAssertEqual(layer.bounds.origin, Point2D(x: 0, y: 0))
  }

  func testScrollToBadRectangleMovesNothing() {
    let layer = scrollLayer(rect(10, 20, 100, 100))
    layer.scroll(to: .null)
    layer.scroll(to: rect(.nan, .nan, 10, 10))
    XCTAssertEqual(layer.bounds, rect(10, 20, 100, 100))
    layer.scroll(to: rect(.nan, 300, 10, 10))  // NaN on x only: y still scrolls
    XCTAssertEqual(layer.bounds, rect(10, 210, 100, 100))
  }

  func testScrollToIsNotClampedToTheContent() {
    let (scroll, _) = scrollWithContent()
    scroll.scroll(to: Point2D(x: -1000, y: 1e9))
    XCTAssertEqual(scroll.bounds.origin, Point2D(x: -1000, y: 1e9))
  }

  func testScrollToANaNPointStoresIt() {
    let layer = scrollLayer(rect(0, 0, 100, 100))
    layer.scroll(to: Point2D(x: .nan, y: 1))
    XCTAssertTrue(layer.bounds.origin.x.isNaN)
    XCTAssertEqual(layer.bounds.origin.y, 1)
    XCTAssertEqual(layer.bounds.size, Size2D(width: 100, height: 100))
  }

  func testScrollToOnALayerOfAnotherKindDoesNothing() {
    let plain = Layer()
    plain.bounds = rect(0, 0, 100, 100)
    plain.scroll(to: Point2D(x: 50, y: 60))
    plain.scroll(to: rect(200, 200, 10, 10))
    XCTAssertEqual(plain.bounds, rect(0, 0, 100, 100))
    // It is not the closest scroll layer of its sublayers either.
    let child = Layer()
    plain.addSublayer(child)
    child.scroll(Point2D(x: 5, y: 5))
    XCTAssertEqual(plain.bounds, rect(0, 0, 100, 100))
  }

  func testClosestScrollLayerWins() {
    let outer = scrollLayer(rect(0, 0, 300, 300))
    let inner = scrollLayer(rect(0, 0, 100, 100))
    inner.position = Point2D(x: 150, y: 150)
    let row = Layer()
    row.frame = rect(10, 20, 30, 40)
    outer.addSublayer(inner)
    inner.addSublayer(row)
    row.scroll(Point2D(x: 1, y: 2))
    XCTAssertEqual(inner.bounds.origin, Point2D(x: 11, y: 22))
    XCTAssertEqual(outer.bounds.origin, Point2D(x: 0, y: 0))
  }

  func testScrollPointThatDoesNotConvertMovesNothing() {
    let (scroll, content) = scrollWithContent()
    let deep = smallLayer(in: content)
    deep.scroll(Point2D(x: .nan, y: 5))
    XCTAssertEqual(scroll.bounds.origin, Point2D(x: 0, y: 0), "a NaN point")
    deep.scroll(Point2D(x: 5, y: 5))
    XCTAssertEqual(scroll.bounds.origin, Point2D(x: 35, y: 45))
    content.position = Point2D(x: .infinity, y: 0)  // the level is all NaN: nothing converts
    deep.scroll(Point2D(x: 1, y: 1))
    XCTAssertEqual(scroll.bounds.origin, Point2D(x: 35, y: 45))
  }

  func testVisibleRectOfNestedLayersUnderAScrolledLayer() {
    let scroll = scrollLayer(rect(0, 0, 100, 80))
    let content = Layer()
    content.frame = rect(0, 0, 500, 400)
    let section = Layer()
    section.frame = rect(100, 100, 200, 200)
    let cell = Layer()
    cell.frame = rect(10, 10, 50, 50)
    scroll.addSublayer(content)
    content.addSublayer(section)
    section.addSublayer(cell)
    XCTAssertEqual(cell.visibleRect, .null, "scrolled wholly out of view")
    scroll.scroll(to: Point2D(x: 90, y: 100))
    // The scroll bounds (90, 100, 100, 80) are (−10, 0, 100, 80) in the section and
    // (−20, −10, 100, 80) in the cell.
    XCTAssertEqual(section.visibleRect, rect(0, 0, 90, 80))
    XCTAssertEqual(cell.visibleRect, rect(0, 0, 50, 50))
    scroll.scroll(to: Point2D(x: 150, y: 150))
    // Now (40, 40, 100, 80) in the cell's space.
    XCTAssertEqual(cell.visibleRect, rect(40, 40, 10, 10))
  }

  func testVisibleRectIgnoresMasksAndOuterScrollLayers() {
    let outer = scrollLayer(rect(0, 0, 10, 10))
    let masking = Layer()
    masking.frame = rect(0, 0, 5, 5)
    masking.masksToBounds = true
    let inner = scrollLayer(rect(0, 0, 100, 100))
    inner.position = Point2D(x: 50, y: 50)
    let row = Layer()
    row.frame = rect(0, 0, 60, 60)
    outer.addSublayer(masking)
    masking.addSublayer(inner)
    inner.addSublayer(row)
    XCTAssertEqual(row.visibleRect, rect(0, 0, 60, 60))
  }

  func testScrollingIsOneChangeOfOneLayer() {
    let (scroll, content) = scrollWithContent()
    let row = Layer()
    row.frame = rect(0, 100, 500, 20)
    content.addSublayer(row)
    scroll.layoutIfNeeded()
    scroll.scroll(to: Point2D(x: 0, y: 90))
    XCTAssertEqual(content.frame, rect(0, 0, 500, 400), "sublayers keep their frames")
    XCTAssertEqual(row.frame, rect(0, 100, 500, 20))
    XCTAssertFalse(scroll.needsLayout(), "an origin change is not a resize")
    XCTAssertFalse(content.needsLayout())
    XCTAssertEqual(scroll.convert(Point2D(x: 0, y: 100), from: row), Point2D(x: 0, y: 200))
    scroll.position = Point2D(x: 50, y: 40)  // the scroll layer's frame is (0, 0, 100, 80)
    XCTAssertEqual(row.convert(Point2D(x: 0, y: 0), to: nil), Point2D(x: 0, y: 10))
  }
}
