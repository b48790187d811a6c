import LayerGeometry
import LayerGeometryTestSupport
import XCTest

// One test per doc-comment example under Sources/LayerGeometry/Layer.
extension DocumentationExampleTests {
  // Example: Layer.convert(_:from:) (Point2D)
  func testLayerConvertPointFromExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let child = Layer()
    child.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    root.addSublayer(child)
    let p = child.convert(Point2D(x: 60, y: 70), from: root)
    // p == Point2D(x: 10, y: 20)
    XCTAssertEqual(p, Point2D(x: 10, y: 20))
  }

  // Example: Layer.convert(_:to:) (Point2D)
  func testLayerConvertPointToExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let child = Layer()
    child.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    root.addSublayer(child)
    let p = child.convert(Point2D(x: 10, y: 20), to: root)
    // p == Point2D(x: 60, y: 70)
    XCTAssertEqual(p, Point2D(x: 60, y: 70))
  }

  // Example: Layer.convert(_:from:) (Rect2D)
  func testLayerConvertRectFromExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let child = Layer()
    child.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    child.transform = Transform3D(scaleX: 2, y: 2, z: 1)
    root.addSublayer(child)
    let r = root.convert(child.bounds, from: child)
    // r == Rect2D(x: 0, y: 0, width: 200, height: 200)
    XCTAssertEqual(r, Rect2D(x: 0, y: 0, width: 200, height: 200))
  }

  // Example: Layer.convert(_:to:) (Rect2D)
  func testLayerConvertRectToExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let child = Layer()
    child.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    root.addSublayer(child)
    let r = child.convert(child.bounds, to: root)
    // r == child.frame
    XCTAssertEqual(r, child.frame)
  }

  // Example: Layer.convert(_:from:) ([Point2D])
  func testLayerConvertPointArrayFromExample() {
    let root = Layer()
    let child = Layer()
    child.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    root.addSublayer(child)
    var points = [Point2D(x: 60, y: 70), Point2D(x: 50, y: 50)]
    child.convert(&points, from: root)
    // points == [Point2D(x: 10, y: 20), Point2D(x: 0, y: 0)]
    XCTAssertEqual(points, [Point2D(x: 10, y: 20), Point2D(x: 0, y: 0)])
  }

  // Example: Layer.convert(_:to:) ([Point2D])
  func testLayerConvertPointArrayToExample() {
    let root = Layer()
    let child = Layer()
    child.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    root.addSublayer(child)
    var points = [Point2D(x: 10, y: 20)]
    child.convert(&points, to: root)
    // points == [Point2D(x: 60, y: 70)]
    XCTAssertEqual(points, [Point2D(x: 60, y: 70)])
  }

  // Example: Layer.frame
  func testLayerFrameExample() {
    let layer = Layer()
    layer.anchorPoint = Point2D(x: 1, y: 1)
    layer.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    // layer.position == Point2D(x: 200, y: 200)
    XCTAssertEqual(layer.position, Point2D(x: 200, y: 200))
    layer.transform = Transform3D(scaleX: 2, y: 4, z: 1)
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    // layer.bounds.size == Size2D(width: 50, height: 12.5)
    XCTAssertEqual(layer.bounds.size, Size2D(width: 50, height: 12.5))
    // layer.frame == Rect2D(x: 10, y: 20, width: 100, height: 50)
    XCTAssertEqual(layer.frame, Rect2D(x: 10, y: 20, width: 100, height: 50))
  }

  // Example: Layer.moveAnchorPoint(to:)
  func testLayerMoveAnchorPointExample() {
    let hand = Layer()
    hand.frame = Rect2D(x: 95, y: 10, width: 10, height: 100)
    hand.moveAnchorPoint(to: Point2D(x: 0.5, y: 0.9))
    // hand.position == Point2D(x: 100, y: 100), hand.frame is unchanged.
    XCTAssertEqual(hand.position, Point2D(x: 100, y: 100))
    XCTAssertEqual(hand.frame, Rect2D(x: 95, y: 10, width: 10, height: 100))
  }

  // Example: Layer.affineTransform
  func testLayerAffineTransformExample() {
    let layer = Layer()
    layer.transform = Transform3D(scaleX: 1, y: 1, z: 2)  // not affine
    // layer.affineTransform == .identity
    XCTAssertEqual(layer.affineTransform, .identity)
    layer.affineTransform = AffineTransform2D(rotationAngle: .pi)
    // layer.transform == Transform3D(AffineTransform2D(rotationAngle: .pi))
    XCTAssertEqual(layer.transform, Transform3D(AffineTransform2D(rotationAngle: .pi)))
  }

  // Example: Layer.HitTestOrder
  func testLayerHitTestOrderExample() {
    let order = Layer.HitTestOrder.sublayerOrder
    // order != .drawingOrder
    XCTAssertNotEqual(order, .drawingOrder)
  }

  // Example: Layer.HitTestOrder.drawingOrder
  func testLayerHitTestOrderDrawingOrderExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    let raised = Layer()
    raised.frame = root.bounds
    raised.zPosition = 1
    root.sublayers = [raised, Layer()]
    // root.hitTest(Point2D(x: 5, y: 5), order: .drawingOrder) === raised
    XCTAssertIdentical(root.hitTest(Point2D(x: 5, y: 5), order: .drawingOrder), raised)
  }

  // Example: Layer.HitTestOrder.sublayerOrder
  func testLayerHitTestOrderSublayerOrderExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    let raised = Layer()
    raised.frame = root.bounds
    raised.zPosition = 1
    let last = Layer()
    last.frame = root.bounds
    root.sublayers = [raised, last]
    // root.hitTest(Point2D(x: 5, y: 5), order: .sublayerOrder) === last
    XCTAssertIdentical(root.hitTest(Point2D(x: 5, y: 5), order: .sublayerOrder), last)
  }

  // Example: Layer.contains(_:)
  func testLayerContainsExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 10, y: 10, width: 100, height: 100)
    // layer.contains(Point2D(x: 10, y: 10)) == true
    XCTAssertTrue(layer.contains(Point2D(x: 10, y: 10)))
    // layer.contains(Point2D(x: 110, y: 50)) == false
    XCTAssertFalse(layer.contains(Point2D(x: 110, y: 50)))
  }

  // Example: Layer.hitTest(_:)
  func testLayerHitTestExample() {
    let white = Layer()
    white.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    let blue = Layer()
    blue.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    white.addSublayer(blue)
    // white.hitTest(Point2D(x: 120, y: 120)) === blue
    XCTAssertIdentical(white.hitTest(Point2D(x: 120, y: 120)), blue)
    // white.hitTest(Point2D(x: 60, y: 60)) === white
    XCTAssertIdentical(white.hitTest(Point2D(x: 60, y: 60)), white)
    // white.hitTest(Point2D(x: 10, y: 10)) == nil
    XCTAssertNil(white.hitTest(Point2D(x: 10, y: 10)))
  }

  // Example: Layer.hitTest(_:order:)
  func testLayerHitTestWithOrderExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let back = Layer()
    back.frame = root.bounds
    back.zPosition = 1
    let front = Layer()
    front.frame = root.bounds
    root.sublayers = [back, front]
    // root.hitTest(Point2D(x: 10, y: 10)) === back
    XCTAssertIdentical(root.hitTest(Point2D(x: 10, y: 10)), back)
    // root.hitTest(Point2D(x: 10, y: 10), order: .sublayerOrder) === front
    XCTAssertIdentical(root.hitTest(Point2D(x: 10, y: 10), order: .sublayerOrder), front)
  }

  // Example: Layer.hitTest(_:order:) ([Point2D])
  func testLayerHitTestPointsExample() {
    let layer = Layer()
    layer.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    let hits = layer.hitTest([Point2D(x: 5, y: 5), Point2D(x: 50, y: 5)])
    // hits.map { $0 === layer } == [true, false]
    XCTAssertEqual(hits.map { $0 === layer }, [true, false])
  }

  // Example: Layer.sublayers
  func testLayerSublayersExample() {
    let parent = Layer()
    let a = Layer()
    let b = Layer()
    parent.sublayers = [a, b]
    // parent.sublayers.count == 2, b.superlayer === parent
    XCTAssertEqual(parent.sublayers.count, 2)
    XCTAssertIdentical(b.superlayer, parent)
  }

  // Example: Layer.addSublayer(_:)
  func testLayerAddSublayerExample() {
    let parent = Layer()
    let child = Layer()
    parent.addSublayer(child)
    // parent.sublayers.last === child
    XCTAssertIdentical(parent.sublayers.last, child)
  }

  // Example: Layer.insertSublayer(_:at:)
  func testLayerInsertSublayerAtExample() {
    let parent = Layer()
    let a = Layer()
    let b = Layer()
    parent.sublayers = [a]
    parent.insertSublayer(b, at: 0)
    // parent.sublayers[0] === b
    XCTAssertIdentical(parent.sublayers[0], b)
  }

  // Example: Layer.insertSublayer(_:below:)
  func testLayerInsertSublayerBelowExample() {
    let parent = Layer()
    let front = Layer()
    let back = Layer()
    parent.sublayers = [front]
    parent.insertSublayer(back, below: front)
    // parent.sublayers.first === back
    XCTAssertIdentical(parent.sublayers.first, back)
  }

  // Example: Layer.insertSublayer(_:above:)
  func testLayerInsertSublayerAboveExample() {
    let parent = Layer()
    let back = Layer()
    let front = Layer()
    parent.sublayers = [back]
    parent.insertSublayer(front, above: back)
    // parent.sublayers.last === front
    XCTAssertIdentical(parent.sublayers.last, front)
  }

  // Example: Layer.replaceSublayer(_:with:)
  func testLayerReplaceSublayerExample() {
    let parent = Layer()
    let old = Layer()
    let new = Layer()
    parent.sublayers = [old]
    parent.replaceSublayer(old, with: new)
    // parent.sublayers.first === new, old.superlayer == nil
    XCTAssertIdentical(parent.sublayers.first, new)
    XCTAssertNil(old.superlayer)
  }

  // Example: Layer.removeFromSuperlayer()
  func testLayerRemoveFromSuperlayerExample() {
    let parent = Layer()
    let child = Layer()
    parent.addSublayer(child)
    child.removeFromSuperlayer()
    // parent.sublayers.isEmpty, child.superlayer == nil
    XCTAssertTrue(parent.sublayers.isEmpty)
    XCTAssertNil(child.superlayer)
  }

  // Example: Layer.sublayersInDrawingOrder
  func testLayerSublayersInDrawingOrderExample() {
    let parent = Layer()
    let a = Layer()
    let b = Layer()
    let c = Layer()
    parent.sublayers = [a, b, c]
    a.zPosition = 1
    // parent.sublayersInDrawingOrder.map { $0 === a } == [false, false, true]
    XCTAssertEqual(parent.sublayersInDrawingOrder.map { $0 === a }, [false, false, true])
  }

  // Example: Layer.contentsAreFlipped
  func testLayerContentsAreFlippedExample() {
    let root = Layer()
    let child = Layer()
    root.addSublayer(child)
    root.isGeometryFlipped = true
    // child.contentsAreFlipped == true
    XCTAssertTrue(child.contentsAreFlipped)
    child.isGeometryFlipped = true
    // child.contentsAreFlipped == false
    XCTAssertFalse(child.contentsAreFlipped)
  }

  // Example: Layer
  func testLayerExample() {
    let layer = Layer()
    layer.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    // layer.position == Point2D(x: 150, y: 150)
    XCTAssertEqual(layer.position, Point2D(x: 150, y: 150))
    layer.anchorPoint = Point2D(x: 1, y: 1)
    // The pin stays at (150, 150), so the layer moves up and left:
    XCTAssertEqual(layer.position, Point2D(x: 150, y: 150))
    // layer.frame == Rect2D(x: 50, y: 50, width: 100, height: 100)
    XCTAssertEqual(layer.frame, Rect2D(x: 50, y: 50, width: 100, height: 100))
  }

  // Example: Layer.bounds
  func testLayerBoundsExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: -100, height: -50)
    // layer.bounds == Rect2D(x: -100, y: -50, width: 100, height: 50)
    XCTAssertEqual(layer.bounds, Rect2D(x: -100, y: -50, width: 100, height: 50))
  }

  // Example: Layer.position
  func testLayerPositionExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 50)
    layer.position = Point2D(x: 200, y: 300)
    // layer.frame == Rect2D(x: 150, y: 275, width: 100, height: 50)
    XCTAssertEqual(layer.frame, Rect2D(x: 150, y: 275, width: 100, height: 50))
  }

  // Example: Layer.anchorPoint
  func testLayerAnchorPointExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 50)
    layer.anchorPoint = Point2D(x: 0, y: 0)
    // layer.frame == Rect2D(x: 0, y: 0, width: 100, height: 50)
    XCTAssertEqual(layer.frame, Rect2D(x: 0, y: 0, width: 100, height: 50))
  }

  // Example: Layer.anchorPointZ
  func testLayerAnchorPointZExample() {
    let face = Layer()
    face.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    face.anchorPointZ = -50  // turn about the centre of a 100-point cube
    face.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    // face.anchorPointZ == -50
    XCTAssertEqual(face.anchorPointZ, -50)
  }

  // Example: Layer.zPosition
  func testLayerZPositionExample() {
    let parent = Layer()
    let back = Layer()
    let front = Layer()
    parent.sublayers = [front, back]
    front.zPosition = 1
    // parent.sublayersInDrawingOrder.map(\.zPosition) == [0, 1]
    XCTAssertEqual(parent.sublayersInDrawingOrder.map(\.zPosition), [0, 1])
  }

  // Example: Layer.transform
  func testLayerTransformExample() {
    let layer = Layer()
    layer.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
    layer.transform = Transform3D(scaleX: 0.5, y: 2, z: 1)
    // layer.frame == Rect2D(x: 150, y: 0, width: 100, height: 400)
    XCTAssertEqual(layer.frame, Rect2D(x: 150, y: 0, width: 100, height: 400))
    // layer.bounds == Rect2D(x: 0, y: 0, width: 200, height: 200)
    XCTAssertEqual(layer.bounds, Rect2D(x: 0, y: 0, width: 200, height: 200))
  }

  // Example: Layer.sublayerTransform
  func testLayerSublayerTransformExample() {
    let parent = Layer()
    parent.bounds = Rect2D(x: 0, y: 0, width: 200, height: 200)
    parent.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    let child = Layer()
    parent.addSublayer(child)
    // About the anchor (100, 100): (110, 100) → (120, 100).
    // parent.convert(Point2D(x: 110, y: 100), from: child) == Point2D(x: 120, y: 100)
    XCTAssertEqual(parent.convert(Point2D(x: 110, y: 100), from: child), Point2D(x: 120, y: 100))
  }

  // Example: Layer.isGeometryFlipped
  func testLayerIsGeometryFlippedExample() {
    let parent = Layer()
    parent.frame = Rect2D(x: 0, y: 0, width: 100, height: 200)
    parent.isGeometryFlipped = true
    let child = Layer()
    child.frame = Rect2D(x: 10, y: 20, width: 30, height: 40)
    parent.addSublayer(child)
    let seen = child.convert(child.bounds, to: nil)  // the parent's superlayer's space
    // seen == Rect2D(x: 10, y: 140, width: 30, height: 40)
    XCTAssertEqual(seen, Rect2D(x: 10, y: 140, width: 30, height: 40))
  }

  // Example: Layer.isHidden
  func testLayerIsHiddenExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
    layer.isHidden = true
    // layer.hitTest(Point2D(x: 0, y: 0)) == nil
    XCTAssertNil(layer.hitTest(Point2D(x: 0, y: 0)))
  }

  // Example: Layer.masksToBounds
  func testLayerMasksToBoundsExample() {
    let layer = Layer()
    layer.masksToBounds = true
    // layer.masksToBounds == true
    XCTAssertTrue(layer.masksToBounds)
  }

  // Example: Layer.isDoubleSided
  func testLayerIsDoubleSidedExample() {
    let card = Layer()
    card.isDoubleSided = false
    // card.isDoubleSided == false
    XCTAssertFalse(card.isDoubleSided)
  }

  // Example: Layer.name
  func testLayerNameExample() {
    let layer = Layer()
    layer.name = "badge"
    // layer.name == "badge"
    XCTAssertEqual(layer.name, "badge")
  }

  // Example: Layer.superlayer
  func testLayerSuperlayerExample() {
    let parent = Layer()
    let child = Layer()
    parent.addSublayer(child)
    // child.superlayer === parent
    XCTAssertIdentical(child.superlayer, parent)
  }

  // Example: Layer.init()
  func testLayerInitExample() {
    let layer = Layer()
    // layer.bounds == .zero, layer.anchorPoint == Point2D(x: 0.5, y: 0.5)
    XCTAssertEqual(layer.bounds, .zero)
    XCTAssertEqual(layer.anchorPoint, Point2D(x: 0.5, y: 0.5))
  }
}
