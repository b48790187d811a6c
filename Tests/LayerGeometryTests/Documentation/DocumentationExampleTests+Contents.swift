import LayerGeometry
import LayerGeometryTestSupport
import XCTest

// One test per doc-comment example of the contents geometry: the files under
// Sources/LayerGeometry/Contents and Layer+Contents.swift.
extension DocumentationExampleTests {
  // Example: ContentsGravity
  func testContentsGravityExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .topLeft
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // placement.destination == Rect2D(x: 0, y: 80, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 0, y: 80, width: 40, height: 20))
  }

  // Example: ContentsGravity.center
  func testContentsGravityCenterExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .center
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // placement.destination == Rect2D(x: 30, y: 40, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 30, y: 40, width: 40, height: 20))
  }

  // Example: ContentsGravity.top
  func testContentsGravityTopExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .top
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // placement.destination == Rect2D(x: 30, y: 80, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 30, y: 80, width: 40, height: 20))
  }

  // Example: ContentsGravity.bottom
  func testContentsGravityBottomExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .bottom
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // placement.destination == Rect2D(x: 30, y: 0, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 30, y: 0, width: 40, height: 20))
  }

  // Example: ContentsGravity.left
  func testContentsGravityLeftExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .left
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // placement.destination == Rect2D(x: 0, y: 40, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 0, y: 40, width: 40, height: 20))
  }

  // Example: ContentsGravity.right
  func testContentsGravityRightExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .right
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // placement.destination == Rect2D(x: 60, y: 40, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 60, y: 40, width: 40, height: 20))
  }

  // Example: ContentsGravity.topLeft
  func testContentsGravityTopLeftExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .topLeft
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // placement.destination == Rect2D(x: 0, y: 80, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 0, y: 80, width: 40, height: 20))
  }

  // Example: ContentsGravity.topRight
  func testContentsGravityTopRightExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .topRight
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // placement.destination == Rect2D(x: 60, y: 80, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 60, y: 80, width: 40, height: 20))
  }

  // Example: ContentsGravity.bottomLeft
  func testContentsGravityBottomLeftExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .bottomLeft
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // placement.destination == Rect2D(x: 0, y: 0, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 0, y: 0, width: 40, height: 20))
  }

  // Example: ContentsGravity.bottomRight
  func testContentsGravityBottomRightExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .bottomRight
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // placement.destination == Rect2D(x: 60, y: 0, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 60, y: 0, width: 40, height: 20))
  }

  // Example: ContentsGravity.resize
  func testContentsGravityResizeExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // layer.contentsGravity == .resize
    XCTAssertEqual(layer.contentsGravity, .resize)
    // placement.destination == Rect2D(x: 0, y: 0, width: 100, height: 100)
    XCTAssertEqual(placement.destination, Rect2D(x: 0, y: 0, width: 100, height: 100))
  }

  // Example: ContentsGravity.resizeAspect
  func testContentsGravityResizeAspectExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .resizeAspect
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // placement.destination == Rect2D(x: 0, y: 25, width: 100, height: 50)
    XCTAssertEqual(placement.destination, Rect2D(x: 0, y: 25, width: 100, height: 50))
  }

  // Example: ContentsGravity.resizeAspectFill
  func testContentsGravityResizeAspectFillExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .resizeAspectFill
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // placement.destination == Rect2D(x: -50, y: 0, width: 200, height: 100)
    XCTAssertEqual(placement.destination, Rect2D(x: -50, y: 0, width: 200, height: 100))
  }

  // Example: ContentsGravity.init(rawValue:)
  func testContentsGravityInitRawValueExample() {
    let gravity = ContentsGravity(rawValue: "resizeAspect")
    // gravity == .resizeAspect
    XCTAssertEqual(gravity, .resizeAspect)
    // ContentsGravity(rawValue: "middle") == nil
    XCTAssertNil(ContentsGravity(rawValue: "middle"))
  }

  // Example: ContentsPlacement
  func testContentsPlacementExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
    layer.contentsGravity = .bottomLeft
    layer.contentsScale = 2
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 80, height: 40))
    // placement.destination == Rect2D(x: 0, y: 0, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 0, y: 0, width: 40, height: 20))
    // placement.source == Rect2D(x: 0, y: 0, width: 80, height: 40)
    XCTAssertEqual(placement.source, Rect2D(x: 0, y: 0, width: 80, height: 40))
    // placement.contentsAreFlipped == false, placement.slices.isEmpty == true
    XCTAssertEqual(placement.contentsAreFlipped, false)
    XCTAssertEqual(placement.slices.isEmpty, true)
  }

  // Example: ContentsPlacement.destination
  func testContentsPlacementDestinationExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .center
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 160, height: 120))
    // placement.destination == Rect2D(x: -30, y: -10, width: 160, height: 120)
    XCTAssertEqual(placement.destination, Rect2D(x: -30, y: -10, width: 160, height: 120))
  }

  // Example: ContentsPlacement.source
  func testContentsPlacementSourceExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsRect = Rect2D(x: 0, y: 0, width: 0.5, height: 0.5)
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 200, height: 100))
    // placement.source == Rect2D(x: 0, y: 0, width: 100, height: 50)
    XCTAssertEqual(placement.source, Rect2D(x: 0, y: 0, width: 100, height: 50))
  }

  // Example: ContentsPlacement.contentsAreFlipped
  func testContentsPlacementContentsAreFlippedExample() {
    let layer = Layer()
    layer.isGeometryFlipped = true
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 10, height: 10))
    // placement.contentsAreFlipped == true
    XCTAssertEqual(placement.contentsAreFlipped, true)
  }

  // Example: ContentsPlacement.slices
  func testContentsPlacementSlicesExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
    layer.contentsCenter = Rect2D(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30))
    // placement.slices.count == 9
    XCTAssertEqual(placement.slices.count, 9)
    // placement.slices[4].destination == Rect2D(x: 10, y: 10, width: 80, height: 40)
    XCTAssertEqual(placement.slices[4].destination, Rect2D(x: 10, y: 10, width: 80, height: 40))
  }

  // Example: ContentsPlacement.Slice
  func testContentsPlacementSliceExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
    layer.contentsCenter = Rect2D(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    let corner = layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30)).slices[0]
    // corner.source == Rect2D(x: 0, y: 0, width: 10, height: 10)
    XCTAssertEqual(corner.source, Rect2D(x: 0, y: 0, width: 10, height: 10))
    // corner.destination == Rect2D(x: 0, y: 0, width: 10, height: 10)
    XCTAssertEqual(corner.destination, Rect2D(x: 0, y: 0, width: 10, height: 10))
  }

  // Example: ContentsPlacement.Slice.source
  func testContentsPlacementSliceSourceExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
    layer.contentsCenter = Rect2D(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    let center = layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30)).slices[4]
    // center.source == Rect2D(x: 10, y: 10, width: 10, height: 10)
    XCTAssertEqual(center.source, Rect2D(x: 10, y: 10, width: 10, height: 10))
  }

  // Example: ContentsPlacement.Slice.destination
  func testContentsPlacementSliceDestinationExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
    layer.contentsCenter = Rect2D(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    let top = layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30)).slices[7]
    // top.destination == Rect2D(x: 10, y: 50, width: 80, height: 10)
    XCTAssertEqual(top.destination, Rect2D(x: 10, y: 50, width: 80, height: 10))
  }

  // Example: Layer.contentsGravity
  func testLayerContentsGravityExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .top
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
    // placement.destination == Rect2D(x: 30, y: 80, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 30, y: 80, width: 40, height: 20))
  }

  // Example: Layer.contentsRect
  func testLayerContentsRectExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .center
    layer.contentsRect = Rect2D(x: 0.5, y: 0.5, width: 0.5, height: 0.5)
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 80, height: 40))
    // placement.source == Rect2D(x: 40, y: 20, width: 40, height: 20)
    XCTAssertEqual(placement.source, Rect2D(x: 40, y: 20, width: 40, height: 20))
    // placement.destination == Rect2D(x: 30, y: 40, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 30, y: 40, width: 40, height: 20))
  }

  // Example: Layer.contentsCenter
  func testLayerContentsCenterExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
    layer.contentsCenter = Rect2D(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    let slices = layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30)).slices
    // slices[8].destination == Rect2D(x: 90, y: 50, width: 10, height: 10)
    XCTAssertEqual(slices[8].destination, Rect2D(x: 90, y: 50, width: 10, height: 10))
  }

  // Example: Layer.contentsScale
  func testLayerContentsScaleExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .center
    layer.contentsScale = 2
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 80, height: 40))
    // placement.destination == Rect2D(x: 30, y: 40, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 30, y: 40, width: 40, height: 20))
  }

  // Example: Layer.contentsPlacement(forImageSize:)
  func testLayerContentsPlacementExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .resizeAspect
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 50, height: 100))
    // placement.destination == Rect2D(x: 25, y: 0, width: 50, height: 100)
    XCTAssertEqual(placement.destination, Rect2D(x: 25, y: 0, width: 50, height: 100))
    // placement.source == Rect2D(x: 0, y: 0, width: 50, height: 100)
    XCTAssertEqual(placement.source, Rect2D(x: 0, y: 0, width: 50, height: 100))
  }
}
