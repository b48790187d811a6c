import LayerGeometry
import LayerGeometryTestSupport
import XCTest

// One test per doc-comment example of scrolling and of layer kinds, under
// Sources/LayerGeometry/Layer.
extension DocumentationExampleTests {
  // Example: Layer.Kind
  func testLayerKindTypeExample() {
    let list = Layer()
    list.kind = .scrollLayer
    // Layer().kind == .plain
    XCTAssertEqual(Layer().kind, .plain)
    XCTAssertEqual(list.kind, .scrollLayer)
  }

  // Example: Layer.Kind.plain
  func testLayerKindPlainExample() {
    let layer = Layer()
    // layer.kind == .plain
    XCTAssertEqual(layer.kind, .plain)
  }

  // Example: Layer.Kind.scrollLayer
  func testLayerKindScrollLayerExample() {
    let list = Layer()
    list.kind = .scrollLayer
    list.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    list.scroll(to: Point2D(x: 0, y: 40))
    // list.bounds.origin == Point2D(x: 0, y: 40)
    XCTAssertEqual(list.bounds.origin, Point2D(x: 0, y: 40))
  }

  // Example: Layer.Kind.transformLayer
  func testLayerKindTransformLayerExample() {
    let cube = Layer()
    cube.kind = .transformLayer
    cube.bounds = Rect2D(x: 0, y: 0, width: 200, height: 200)
    // cube.contains(Point2D(x: 10, y: 10)) == true
    XCTAssertTrue(cube.contains(Point2D(x: 10, y: 10)))
    XCTAssertFalse(cube.contains(Point2D(x: 200, y: 10)))
  }

  // Example: Layer.Kind.init(rawValue:)
  func testLayerKindInitRawValueExample() {
    let kind = Layer.Kind(rawValue: "scrollLayer")
    // kind == .scrollLayer, Layer.Kind(rawValue: "round") == nil
    XCTAssertEqual(kind, .scrollLayer)
    XCTAssertNil(Layer.Kind(rawValue: "round"))
  }

  // Example: Layer.ScrollMode
  func testLayerScrollModeTypeExample() {
    let mode = Layer.ScrollMode.vertically
    // mode.rawValue == "vertically"
    XCTAssertEqual(mode.rawValue, "vertically")
  }

  // Example: Layer.ScrollMode.none
  func testLayerScrollModeNoneExample() {
    let mode = Layer.ScrollMode.none
    // mode.rawValue == "none"
    XCTAssertEqual(mode.rawValue, "none")
  }

  // Example: Layer.ScrollMode.vertically
  func testLayerScrollModeVerticallyExample() {
    let mode = Layer.ScrollMode.vertically
    // mode.rawValue == "vertically"
    XCTAssertEqual(mode.rawValue, "vertically")
  }

  // Example: Layer.ScrollMode.horizontally
  func testLayerScrollModeHorizontallyExample() {
    let mode = Layer.ScrollMode.horizontally
    // mode.rawValue == "horizontally"
    XCTAssertEqual(mode.rawValue, "horizontally")
  }

  // Example: Layer.ScrollMode.both
  func testLayerScrollModeBothExample() {
    let mode = Layer.ScrollMode.both
    // mode.rawValue == "both"
    XCTAssertEqual(mode.rawValue, "both")
  }

  // Example: Layer.ScrollMode.init(rawValue:)
  func testLayerScrollModeInitRawValueExample() {
    let mode = Layer.ScrollMode(rawValue: "vertically")
    // mode == .vertically, Layer.ScrollMode(rawValue: "diagonally") == nil
    XCTAssertEqual(mode, .vertically)
    XCTAssertNil(Layer.ScrollMode(rawValue: "diagonally"))
  }

  // Example: Layer.kind
  func testLayerKindExample() {
    let list = Layer()
    list.kind = .scrollLayer
    // list.kind == .scrollLayer
    XCTAssertEqual(list.kind, .scrollLayer)
  }

  // Example: Layer.scrollMode
  func testLayerScrollModeExample() {
    let list = Layer()
    list.kind = .scrollLayer
    list.scrollMode = .vertically
    list.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    list.scroll(to: Point2D(x: 70, y: 80))
    // list.bounds.origin == Point2D(x: 0, y: 80)
    XCTAssertEqual(list.bounds.origin, Point2D(x: 0, y: 80))
  }

  // Example: Layer.scroll(to:) (Point2D)
  func testLayerScrollToPointExample() {
    let list = Layer()
    list.kind = .scrollLayer
    list.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    list.scroll(to: Point2D(x: 50, y: 60))
    // list.bounds == Rect2D(x: 50, y: 60, width: 100, height: 100)
    XCTAssertEqual(list.bounds, Rect2D(x: 50, y: 60, width: 100, height: 100))
  }

  // Example: Layer.scroll(to:) (Rect2D)
  func testLayerScrollToRectExample() {
    let list = Layer()
    list.kind = .scrollLayer
    list.bounds = Rect2D(x: 50, y: 60, width: 100, height: 100)
    list.scroll(to: Rect2D(x: 200, y: 200, width: 10, height: 10))
    // Far enough to bring the far edges in: list.bounds.origin == Point2D(x: 110, y: 110)
    XCTAssertEqual(list.bounds.origin, Point2D(x: 110, y: 110))
  }

  // Example: Layer.scroll(_:)
  func testLayerScrollExample() {
    let list = Layer()
    list.kind = .scrollLayer
    list.bounds = Rect2D(x: 0, y: 0, width: 100, height: 80)
    let content = Layer()
    content.frame = Rect2D(x: 0, y: 0, width: 500, height: 400)
    list.addSublayer(content)
    let row = Layer()
    row.frame = Rect2D(x: 30, y: 40, width: 20, height: 20)
    content.addSublayer(row)
    row.scroll(Point2D(x: 5, y: 5))
    // list.bounds.origin == Point2D(x: 35, y: 45)
    XCTAssertEqual(list.bounds.origin, Point2D(x: 35, y: 45))
  }

  // Example: Layer.scrollRectToVisible(_:)
  func testLayerScrollRectToVisibleExample() {
    let list = Layer()
    list.kind = .scrollLayer
    list.bounds = Rect2D(x: 0, y: 0, width: 100, height: 80)
    let content = Layer()
    content.frame = Rect2D(x: 0, y: 0, width: 500, height: 400)
    list.addSublayer(content)
    content.scrollRectToVisible(Rect2D(x: 200, y: 150, width: 20, height: 10))
    // list.bounds.origin == Point2D(x: 120, y: 80)
    XCTAssertEqual(list.bounds.origin, Point2D(x: 120, y: 80))
  }

  // Example: Layer.visibleRect
  func testLayerVisibleRectExample() {
    let list = Layer()
    list.kind = .scrollLayer
    list.bounds = Rect2D(x: 35, y: 45, width: 100, height: 80)
    let content = Layer()
    content.frame = Rect2D(x: 0, y: 0, width: 500, height: 400)
    list.addSublayer(content)
    let row = Layer()
    row.frame = Rect2D(x: 30, y: 40, width: 20, height: 20)
    content.addSublayer(row)
    // row.visibleRect == Rect2D(x: 5, y: 5, width: 15, height: 15)
    XCTAssertEqual(row.visibleRect, Rect2D(x: 5, y: 5, width: 15, height: 15))
  }
}
