import LayerGeometry
import LayerGeometryTestSupport
import XCTest

// One test per doc-comment example under Sources/LayerGeometry/Snapshot.
extension DocumentationExampleTests {
  // Example: LayerSnapshot
  func testLayerSnapshotExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
    let card = Layer()
    card.frame = Rect2D(x: 20, y: 40, width: 100, height: 100)
    root.addSublayer(card)
    let snapshot = LayerSnapshot(of: root)
    // snapshot.count == 2, snapshot[1].boundingBox == Rect2D(x: 20, y: 40, width: 100, height: 100)
    // snapshot.hitTest(Point2D(x: 50, y: 50)) == 1, snapshot.index(of: card) == 1
    XCTAssertEqual(snapshot.count, 2)
    XCTAssertEqual(snapshot[1].boundingBox, Rect2D(x: 20, y: 40, width: 100, height: 100))
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 50, y: 50)), 1)
    XCTAssertEqual(snapshot.index(of: card), 1)
  }

  // Example: LayerSnapshot.update(from:)
  func testLayerSnapshotUpdateFromExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
    let card = Layer()
    card.frame = Rect2D(x: 20, y: 40, width: 100, height: 100)
    root.addSublayer(card)
    var snapshot = LayerSnapshot(of: root)
    card.position.x += 10
    let damage = snapshot.update(from: root)
    // damage == [Rect2D(x: 20, y: 40, width: 100, height: 100),
    //            Rect2D(x: 30, y: 40, width: 100, height: 100)]
    // snapshot[1].boundingBox == Rect2D(x: 30, y: 40, width: 100, height: 100)
    XCTAssertEqual(
      damage,
      [
        Rect2D(x: 20, y: 40, width: 100, height: 100),
        Rect2D(x: 30, y: 40, width: 100, height: 100),
      ])
    XCTAssertEqual(snapshot[1].boundingBox, Rect2D(x: 30, y: 40, width: 100, height: 100))
  }

  // Example: LayerSnapshot.init(of:)
  func testLayerSnapshotInitOfExample() {
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let snapshot = LayerSnapshot(of: root)
    // snapshot.count == 1, snapshot[0].depth == 0
    XCTAssertEqual(snapshot.count, 1)
    XCTAssertEqual(snapshot[0].depth, 0)
  }

  // Example: LayerSnapshot.index(of:)
  func testLayerSnapshotIndexOfExample() {
    let root = Layer()
    let child = Layer()
    root.addSublayer(child)
    let snapshot = LayerSnapshot(of: root)
    // snapshot.index(of: child) == 1, snapshot.index(of: Layer()) == nil
    XCTAssertEqual(snapshot.index(of: child), 1)
    XCTAssertNil(snapshot.index(of: Layer()))
  }

  // Example: LayerSnapshot.placements
  func testLayerSnapshotPlacementsExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let card = Layer()
    card.frame = Rect2D(x: 10, y: 20, width: 30, height: 40)
    root.addSublayer(card)
    var boxes: [Rect2D] = []
    for layer in LayerSnapshot(of: root).placements where !layer.isHidden {
      boxes.append(layer.quad?.boundingBox ?? .null)
    }
    // boxes == [
    //   Rect2D(x: 0, y: 0, width: 100, height: 100), Rect2D(x: 10, y: 20, width: 30, height: 40),
    // ]
    XCTAssertEqual(
      boxes,
      [Rect2D(x: 0, y: 0, width: 100, height: 100), Rect2D(x: 10, y: 20, width: 30, height: 40)])
  }

  // Example: LayerSnapshot.Placements
  func testLayerSnapshotPlacementsTypeExample() {
    let root = Layer()
    root.addSublayer(Layer())
    // LayerSnapshot(of: root).placements.map(\.index) == [0, 1]
    XCTAssertEqual(LayerSnapshot(of: root).placements.map(\.index), [0, 1])
  }

  // Example: LayerSnapshot.Placements.makeIterator()
  func testLayerSnapshotPlacementsMakeIteratorExample() {
    var iterator = LayerSnapshot(of: Layer()).placements.makeIterator()
    // iterator.next()?.index == 0, iterator.next() == nil
    XCTAssertEqual(iterator.next()?.index, 0)
    XCTAssertNil(iterator.next())
  }

  // Example: LayerSnapshot.Placements.Iterator
  func testLayerSnapshotPlacementsIteratorExample() {
    var iterator = LayerSnapshot(of: Layer()).placements.makeIterator()
    // iterator.next()?.index == 0
    XCTAssertEqual(iterator.next()?.index, 0)
  }

  // Example: LayerSnapshot.Placements.Iterator.next()
  func testLayerSnapshotPlacementsIteratorNextExample() {
    var iterator = LayerSnapshot(of: Layer()).placements.makeIterator()
    // iterator.next()?.index == 0, iterator.next() == nil
    XCTAssertEqual(iterator.next()?.index, 0)
    XCTAssertNil(iterator.next())
  }

  // Example: LayerSnapshot.Placement
  func testLayerSnapshotPlacementExample() {
    let root = Layer()
    root.frame = Rect2D(x: 5, y: 5, width: 10, height: 10)
    let layer = Array(LayerSnapshot(of: root).placements)[0]
    // layer.index == 0, layer.quad?[2] == Point2D(x: 15, y: 15)
    XCTAssertEqual(layer.index, 0)
    XCTAssertEqual(layer.quad?[2], Point2D(x: 15, y: 15))
  }

  // Example: LayerSnapshot.Placement.index
  func testLayerSnapshotPlacementIndexExample() {
    let root = Layer()
    root.addSublayer(Layer())
    let indices = LayerSnapshot(of: root).placements.map(\.index)
    // indices == [0, 1]
    XCTAssertEqual(indices, [0, 1])
  }

  // Example: LayerSnapshot.Placements.underestimatedCount
  func testLayerSnapshotPlacementsUnderestimatedCountExample() {
    let root = Layer()
    root.addSublayer(Layer())
    // LayerSnapshot(of: root).placements.underestimatedCount == 2
    XCTAssertEqual(LayerSnapshot(of: root).placements.underestimatedCount, 2)
  }

  // Example: LayerSnapshot.Placement.bounds
  func testLayerSnapshotPlacementBoundsExample() {
    let root = Layer()
    root.bounds = Rect2D(x: 5, y: 5, width: 10, height: 10)
    let layer = Array(LayerSnapshot(of: root).placements)[0]
    // layer.bounds == Rect2D(x: 5, y: 5, width: 10, height: 10)
    XCTAssertEqual(layer.bounds, Rect2D(x: 5, y: 5, width: 10, height: 10))
  }

  // Example: LayerSnapshot.Placement.isHidden
  func testLayerSnapshotPlacementIsHiddenExample() {
    let root = Layer()
    root.isHidden = true
    let layer = Array(LayerSnapshot(of: root).placements)[0]
    // layer.isHidden == true
    XCTAssertTrue(layer.isHidden)
  }

  // Example: LayerSnapshot.Placement.transformToSnapshotSpace
  func testLayerSnapshotPlacementTransformToSnapshotSpaceExample() {
    let root = Layer()
    root.frame = Rect2D(x: 100, y: 0, width: 50, height: 50)
    let layer = Array(LayerSnapshot(of: root).placements)[0]
    // Point2D(x: 0, y: 0).applying(layer.transformToSnapshotSpace) == Point2D(x: 100, y: 0)
    XCTAssertEqual(
      Point2D(x: 0, y: 0).applying(layer.transformToSnapshotSpace), Point2D(x: 100, y: 0))
  }

  // Example: LayerSnapshot.Placement.quad
  func testLayerSnapshotPlacementQuadExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 20, height: 10)
    let layer = Array(LayerSnapshot(of: root).placements)[0]
    // layer.quad?.boundingBox == Rect2D(x: 0, y: 0, width: 20, height: 10)
    XCTAssertEqual(layer.quad?.boundingBox, Rect2D(x: 0, y: 0, width: 20, height: 10))
  }

  // Example: LayerSnapshot.startIndex
  func testLayerSnapshotStartIndexExample() {
    let snapshot = LayerSnapshot(of: Layer())
    // snapshot.startIndex == 0
    XCTAssertEqual(snapshot.startIndex, 0)
  }

  // Example: LayerSnapshot.endIndex
  func testLayerSnapshotEndIndexExample() {
    let snapshot = LayerSnapshot(of: Layer())
    // snapshot.endIndex == 1
    XCTAssertEqual(snapshot.endIndex, 1)
  }

  // Example: LayerSnapshot.subscript(_:)
  func testLayerSnapshotSubscriptExample() {
    let root = Layer()
    root.name = "root"
    let snapshot = LayerSnapshot(of: root)
    // snapshot[0].name == "root"
    XCTAssertEqual(snapshot[0].name, "root")
  }

  // Example: LayerSnapshot.Element
  func testLayerSnapshotElementExample() {
    let root = Layer()
    root.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    let element = LayerSnapshot(of: root)[0]
    // element.quad?.boundingBox == Rect2D(x: 10, y: 20, width: 100, height: 50)
    // element.superlayerIndex == nil, element.isHidden == false
    XCTAssertEqual(element.quad?.boundingBox, Rect2D(x: 10, y: 20, width: 100, height: 50))
    XCTAssertNil(element.superlayerIndex)
    XCTAssertFalse(element.isHidden)
  }

  // Example: LayerSnapshot.Element.name
  func testLayerSnapshotElementNameExample() {
    let root = Layer()
    root.name = "window"
    // LayerSnapshot(of: root)[0].name == "window"
    XCTAssertEqual(LayerSnapshot(of: root)[0].name, "window")
  }

  // Example: LayerSnapshot.Element.depth
  func testLayerSnapshotElementDepthExample() {
    let root = Layer()
    root.addSublayer(Layer())
    // LayerSnapshot(of: root)[1].depth == 1
    XCTAssertEqual(LayerSnapshot(of: root)[1].depth, 1)
  }

  // Example: LayerSnapshot.Element.superlayerIndex
  func testLayerSnapshotElementSuperlayerIndexExample() {
    let root = Layer()
    root.addSublayer(Layer())
    // LayerSnapshot(of: root)[1].superlayerIndex == 0
    XCTAssertEqual(LayerSnapshot(of: root)[1].superlayerIndex, 0)
  }

  // Example: LayerSnapshot.Element.bounds
  func testLayerSnapshotElementBoundsExample() {
    let root = Layer()
    root.bounds = Rect2D(x: 5, y: 5, width: 10, height: 10)
    // LayerSnapshot(of: root)[0].bounds == Rect2D(x: 5, y: 5, width: 10, height: 10)
    XCTAssertEqual(LayerSnapshot(of: root)[0].bounds, Rect2D(x: 5, y: 5, width: 10, height: 10))
  }

  // Example: LayerSnapshot.Element.transformToSnapshotSpace
  func testLayerSnapshotElementTransformToSnapshotSpaceExample() {
    let root = Layer()
    root.frame = Rect2D(x: 100, y: 0, width: 50, height: 50)
    let map = LayerSnapshot(of: root)[0].transformToSnapshotSpace
    // Point2D(x: 0, y: 0).applying(map) == Point2D(x: 100, y: 0)
    XCTAssertEqual(Point2D(x: 0, y: 0).applying(map), Point2D(x: 100, y: 0))
  }

  // Example: LayerSnapshot.Element.quad
  func testLayerSnapshotElementQuadExample() {
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 20, height: 10)
    root.affineTransform = AffineTransform2D(rotationAngle: .pi / 2)
    let quad = LayerSnapshot(of: root)[0].quad
    // quad?.boundingBox.size == Size2D(width: 10, height: 20) (up to rounding)
    let size = quad?.boundingBox.size
    XCTAssertEqual(size?.width ?? .nan, 10, accuracy: 1e-12)
    XCTAssertEqual(size?.height ?? .nan, 20, accuracy: 1e-12)
  }

  // Example: LayerSnapshot.Element.boundingBox
  func testLayerSnapshotElementBoundingBoxExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 30, height: 40)
    // LayerSnapshot(of: root)[0].boundingBox == Rect2D(x: 0, y: 0, width: 30, height: 40)
    XCTAssertEqual(
      LayerSnapshot(of: root)[0].boundingBox, Rect2D(x: 0, y: 0, width: 30, height: 40))
  }

  // Example: LayerSnapshot.Element.clip
  func testLayerSnapshotElementClipExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.masksToBounds = true
    root.addSublayer(Layer())
    let clip = LayerSnapshot(of: root)[1].clip
    // clip.map(Array.init) == [
    //   Point2D(x: 0, y: 0), Point2D(x: 100, y: 0), Point2D(x: 100, y: 100), Point2D(x: 0, y: 100),
    // ]
    XCTAssertEqual(
      clip.map(Array.init),
      [
        Point2D(x: 0, y: 0), Point2D(x: 100, y: 0), Point2D(x: 100, y: 100),
        Point2D(x: 0, y: 100),
      ])
  }

  // Example: LayerSnapshot.Element.isHidden
  func testLayerSnapshotElementIsHiddenExample() {
    let root = Layer()
    root.isHidden = true
    root.addSublayer(Layer())
    // LayerSnapshot(of: root)[1].isHidden == true
    XCTAssertTrue(LayerSnapshot(of: root)[1].isHidden)
  }

  // Example: LayerSnapshot.Element.isFacingAway
  func testLayerSnapshotElementIsFacingAwayExample() {
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
    root.isDoubleSided = false
    root.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
    // LayerSnapshot(of: root)[0].isFacingAway == true
    XCTAssertTrue(LayerSnapshot(of: root)[0].isFacingAway)
  }

  // Example: LayerSnapshot.hitTest(_:)
  func testLayerSnapshotHitTestExample() {
    let white = Layer()
    white.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    let blue = Layer()
    blue.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    white.addSublayer(blue)
    let snapshot = LayerSnapshot(of: white)
    // snapshot.hitTest(Point2D(x: 120, y: 120)) == 1   (blue)
    // snapshot.hitTest(Point2D(x: 60, y: 60)) == 0     (white)
    // snapshot.hitTest(Point2D(x: 10, y: 10)) == nil
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 120, y: 120)), 1)
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 60, y: 60)), 0)
    XCTAssertNil(snapshot.hitTest(Point2D(x: 10, y: 10)))
  }

  // Example: LayerSnapshot.hitTestAll(_:)
  func testLayerSnapshotHitTestAllExample() {
    let white = Layer()
    white.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    let blue = Layer()
    blue.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    white.addSublayer(blue)
    let snapshot = LayerSnapshot(of: white)
    // snapshot.hitTestAll(Point2D(x: 120, y: 120)) == [1, 0]
    XCTAssertEqual(snapshot.hitTestAll(Point2D(x: 120, y: 120)), [1, 0])
  }

  // Example: LayerSnapshot.layers(intersecting:)
  func testLayerSnapshotLayersIntersectingExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 1000, height: 1000)
    let near = Layer()
    near.frame = Rect2D(x: 10, y: 10, width: 50, height: 50)
    let far = Layer()
    far.frame = Rect2D(x: 800, y: 800, width: 50, height: 50)
    root.sublayers = [near, far]
    let snapshot = LayerSnapshot(of: root)
    // snapshot.layers(intersecting: Rect2D(x: 0, y: 0, width: 300, height: 200)) == [0, 1]
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 0, y: 0, width: 300, height: 200)), [0, 1])
  }

  // Example: LayerSnapshot.Quad
  func testLayerSnapshotQuadExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 20, height: 10)
    let corners = LayerSnapshot(of: root)[0].quad.map(Array.init)
    // corners == [
    //   Point2D(x: 0, y: 0), Point2D(x: 20, y: 0), Point2D(x: 20, y: 10), Point2D(x: 0, y: 10),
    // ]
    XCTAssertEqual(
      corners,
      [Point2D(x: 0, y: 0), Point2D(x: 20, y: 0), Point2D(x: 20, y: 10), Point2D(x: 0, y: 10)])
  }

  // Example: LayerSnapshot.Quad.startIndex
  func testLayerSnapshotQuadStartIndexExample() {
    let quad = LayerSnapshot(of: Layer())[0].quad
    // quad?.startIndex == 0
    XCTAssertEqual(quad?.startIndex, 0)
  }

  // Example: LayerSnapshot.Quad.endIndex
  func testLayerSnapshotQuadEndIndexExample() {
    let quad = LayerSnapshot(of: Layer())[0].quad
    // quad?.endIndex == 4
    XCTAssertEqual(quad?.endIndex, 4)
  }

  // Example: LayerSnapshot.Quad.subscript(_:)
  func testLayerSnapshotQuadSubscriptExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 20, height: 10)
    let quad = LayerSnapshot(of: root)[0].quad
    // quad?[2] == Point2D(x: 20, y: 10)
    XCTAssertEqual(quad?[2], Point2D(x: 20, y: 10))
  }

  // Example: LayerSnapshot.Quad.boundingBox
  func testLayerSnapshotQuadBoundingBoxExample() {
    let root = Layer()
    root.frame = Rect2D(x: 5, y: 5, width: 20, height: 10)
    let quad = LayerSnapshot(of: root)[0].quad
    // quad?.boundingBox == Rect2D(x: 5, y: 5, width: 20, height: 10)
    XCTAssertEqual(quad?.boundingBox, Rect2D(x: 5, y: 5, width: 20, height: 10))
  }

  // Example: LayerSnapshot.update(from:at:)
  func testLayerSnapshotUpdateFromAtExample() throws {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let card = Layer()
    card.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.addSublayer(card)
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(250)
    slide.duration = 1
    try card.add(slide, forKey: "slide")
    var frame = LayerSnapshot(of: root, at: 0)
    let damage = frame.update(from: root, at: 0.5)
    // damage == [Rect2D(x: 0, y: 0, width: 100, height: 100),
    //            Rect2D(x: 100, y: 0, width: 100, height: 100)]
    XCTAssertEqual(
      damage,
      [
        Rect2D(x: 0, y: 0, width: 100, height: 100),
        Rect2D(x: 100, y: 0, width: 100, height: 100),
      ])
  }
}
