import Foundation
import LayerGeometry
import LayerGeometryFoundation
import LayerGeometryTestSupport
import XCTest

/// The examples of the DocC articles (Sources/LayerGeometry/Documentation.docc and
/// Sources/LayerGeometryFoundation/Documentation.docc), copied verbatim, with the results their
/// comments show asserted right after each comment.
///
/// `.ci/check-doc-examples.py` only compiles the examples; these tests check what they claim. When
/// an example changes, change its copy here.
final class ArticleExampleTests: XCTestCase {
  // MARK: - the landing page

  /// LayerGeometry.md: Overview.
  func testLandingPageOverview() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
    let card = Layer()
    card.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    root.addSublayer(card)
    card.anchorPoint = Point2D(x: 1, y: 1)  // the position stays, so the card moves:
    // card.frame == Rect2D(x: 50, y: 50, width: 100, height: 100)
    XCTAssertEqual(card.frame, Rect2D(x: 50, y: 50, width: 100, height: 100))
    card.affineTransform = AffineTransform2D(rotationAngle: .pi / 2)  // turns about its corner
    let corner = root.convert(Point2D(x: 0, y: 0), from: card)
    // corner ≈ Point2D(x: 250, y: 50)
    XCTAssertTrue(corner.isApproximatelyEqual(to: Point2D(x: 250, y: 50), absoluteTolerance: 1e-9))
    // root.hitTest(Point2D(x: 200, y: 100)) === card
    XCTAssertTrue(root.hitTest(Point2D(x: 200, y: 100)) === card)
  }

  /// LayerGeometryFoundation.md: Overview.
  func testFoundationLandingPageOverview() throws {
    let layer = Layer()
    layer.frame = Rect2D(CGRect(x: 10, y: 20, width: 100, height: 50))
    let frame = CGRect(layer.frame)
    // frame == CGRect(x: 10, y: 20, width: 100, height: 50)
    XCTAssertEqual(frame, CGRect(x: 10, y: 20, width: 100, height: 50))

    let data = try LayerArchive(of: layer).jsonData()
    let copy = try LayerArchive(jsonData: data).makeLayers()
    // copy.frame == layer.frame
    XCTAssertEqual(copy.frame, layer.frame)
  }

  // MARK: - "Frame, Bounds, Position and Anchor Point"

  /// FrameBoundsPositionAndAnchorPoint.md: Why changing the anchor point moves the layer.
  func testFrameArticleAnchorPointAfterFrame() {
    let layer = Layer()
    layer.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    // layer.position == Point2D(x: 150, y: 150)
    XCTAssertEqual(layer.position, Point2D(x: 150, y: 150))
    layer.anchorPoint = Point2D(x: 1, y: 1)
    // layer.position == Point2D(x: 150, y: 150)
    XCTAssertEqual(layer.position, Point2D(x: 150, y: 150))
    // layer.frame == Rect2D(x: 50, y: 50, width: 100, height: 100)
    XCTAssertEqual(layer.frame, Rect2D(x: 50, y: 50, width: 100, height: 100))
  }

  /// FrameBoundsPositionAndAnchorPoint.md: Setting the anchor point first.
  func testFrameArticleAnchorPointBeforeFrame() {
    let layer = Layer()
    layer.anchorPoint = Point2D(x: 1, y: 1)
    layer.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    // layer.position == Point2D(x: 200, y: 200)
    XCTAssertEqual(layer.position, Point2D(x: 200, y: 200))
    // layer.frame == Rect2D(x: 100, y: 100, width: 100, height: 100)
    XCTAssertEqual(layer.frame, Rect2D(x: 100, y: 100, width: 100, height: 100))
  }

  /// FrameBoundsPositionAndAnchorPoint.md: Moving the anchor point without moving the layer.
  func testFrameArticleMoveAnchorPoint() {
    let layer = Layer()
    layer.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    layer.moveAnchorPoint(to: Point2D(x: 1, y: 1))
    // layer.position == Point2D(x: 200, y: 200)
    XCTAssertEqual(layer.position, Point2D(x: 200, y: 200))
    // layer.frame == Rect2D(x: 100, y: 100, width: 100, height: 100)
    XCTAssertEqual(layer.frame, Rect2D(x: 100, y: 100, width: 100, height: 100))

    let other = Layer()
    other.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    let saved = other.frame
    other.anchorPoint = Point2D(x: 1, y: 1)
    other.frame = saved
    // other.position == Point2D(x: 200, y: 200)
    XCTAssertEqual(other.position, Point2D(x: 200, y: 200))
  }

  /// FrameBoundsPositionAndAnchorPoint.md: Moving the anchor point without moving the layer.
  func testFrameArticleMoveAnchorPointUnderRotation() {
    let tilted = Layer()
    tilted.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    tilted.affineTransform = AffineTransform2D(rotationAngle: .pi / 4)
    let box = tilted.frame
    tilted.moveAnchorPoint(to: Point2D(x: 0, y: 0))
    // tilted.bounds.size == Size2D(width: 100, height: 100)
    XCTAssertEqual(tilted.bounds.size, Size2D(width: 100, height: 100))
    // tilted.frame ≈ box
    XCTAssertTrue(tilted.frame.isApproximatelyEqual(to: box, absoluteTolerance: 1e-9))

    let idiom = Layer()
    idiom.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    idiom.affineTransform = AffineTransform2D(rotationAngle: .pi / 4)
    let saved = idiom.frame
    idiom.anchorPoint = Point2D(x: 0, y: 0)
    idiom.frame = saved
    // idiom.bounds.size ≈ Size2D(width: 200, height: 200)
    XCTAssertTrue(
      idiom.bounds.size.isApproximatelyEqual(
        to: Size2D(width: 200, height: 200), absoluteTolerance: 1e-9))
  }

  /// FrameBoundsPositionAndAnchorPoint.md: Turning about the anchor point: clock hands.
  func testFrameArticleClockHands() {
    let face = Layer()
    face.frame = Rect2D(x: 0, y: 0, width: 240, height: 240)
    let second = Layer()
    second.frame = Rect2D(x: 118, y: 65, width: 4, height: 110)  // centred on the dial
    face.addSublayer(second)
    second.anchorPoint = Point2D(x: 0.5, y: 0.9)
    // second.position == Point2D(x: 120, y: 120)
    XCTAssertEqual(second.position, Point2D(x: 120, y: 120))
    // second.frame == Rect2D(x: 118, y: 21, width: 4, height: 110)
    XCTAssertEqual(second.frame, Rect2D(x: 118, y: 21, width: 4, height: 110))
    second.affineTransform = AffineTransform2D(rotationAngle: .pi)  // 30 seconds
    // second.position == Point2D(x: 120, y: 120)
    XCTAssertEqual(second.position, Point2D(x: 120, y: 120))
    // second.frame ≈ Rect2D(x: 118, y: 109, width: 4, height: 110)
    XCTAssertTrue(
      second.frame.isApproximatelyEqual(
        to: Rect2D(x: 118, y: 109, width: 4, height: 110), absoluteTolerance: 1e-9))
    let tip = face.convert(Point2D(x: 2, y: 0), from: second)
    // tip ≈ Point2D(x: 120, y: 219)
    XCTAssertTrue(tip.isApproximatelyEqual(to: Point2D(x: 120, y: 219), absoluteTolerance: 1e-9))
    let pivot = face.convert(Point2D(x: 2, y: 99), from: second)
    // pivot ≈ Point2D(x: 120, y: 120)
    XCTAssertTrue(pivot.isApproximatelyEqual(to: Point2D(x: 120, y: 120), absoluteTolerance: 1e-9))
  }

  /// FrameBoundsPositionAndAnchorPoint.md: How the frame follows the transform.
  func testFrameArticleTranslateAndScaleWithSublayer() {
    let a = Layer()
    a.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let b = Layer()
    b.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
    let c = Layer()
    c.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    a.addSublayer(b)
    b.addSublayer(c)

    b.affineTransform = AffineTransform2D(translationX: 50, y: 50)
    // b.frame == Rect2D(x: 150, y: 150, width: 200, height: 200)
    XCTAssertEqual(b.frame, Rect2D(x: 150, y: 150, width: 200, height: 200))
    // b.bounds == Rect2D(x: 0, y: 0, width: 200, height: 200)
    XCTAssertEqual(b.bounds, Rect2D(x: 0, y: 0, width: 200, height: 200))
    // c.frame == Rect2D(x: 50, y: 50, width: 100, height: 100)
    XCTAssertEqual(c.frame, Rect2D(x: 50, y: 50, width: 100, height: 100))
    // c.convert(c.bounds, to: a) == Rect2D(x: 200, y: 200, width: 100, height: 100)
    XCTAssertEqual(c.convert(c.bounds, to: a), Rect2D(x: 200, y: 200, width: 100, height: 100))

    b.affineTransform = AffineTransform2D(scaleX: 0.5, y: 2)
    // b.frame == Rect2D(x: 150, y: 0, width: 100, height: 400)
    XCTAssertEqual(b.frame, Rect2D(x: 150, y: 0, width: 100, height: 400))
    // b.bounds == Rect2D(x: 0, y: 0, width: 200, height: 200)
    XCTAssertEqual(b.bounds, Rect2D(x: 0, y: 0, width: 200, height: 200))
    // b.position == Point2D(x: 200, y: 200)
    XCTAssertEqual(b.position, Point2D(x: 200, y: 200))
    // c.frame == Rect2D(x: 50, y: 50, width: 100, height: 100)
    XCTAssertEqual(c.frame, Rect2D(x: 50, y: 50, width: 100, height: 100))
    // c.convert(c.bounds, to: a) == Rect2D(x: 175, y: 100, width: 50, height: 200)
    XCTAssertEqual(c.convert(c.bounds, to: a), Rect2D(x: 175, y: 100, width: 50, height: 200))
  }

  /// FrameBoundsPositionAndAnchorPoint.md: How the frame follows the transform.
  func testFrameArticleRotation() {
    let a = Layer()
    a.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let b = Layer()
    b.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
    a.addSublayer(b)
    b.affineTransform = AffineTransform2D(rotationAngle: .pi / 10)  // 18°
    // b.frame ≈ Rect2D(x: 73.993, y: 73.993, width: 252.015, height: 252.015)
    XCTAssertTrue(
      b.frame.isApproximatelyEqual(
        to: Rect2D(x: 73.993, y: 73.993, width: 252.015, height: 252.015), absoluteTolerance: 1e-3))
    // b.bounds == Rect2D(x: 0, y: 0, width: 200, height: 200)
    XCTAssertEqual(b.bounds, Rect2D(x: 0, y: 0, width: 200, height: 200))
    // b.position == Point2D(x: 200, y: 200)
    XCTAssertEqual(b.position, Point2D(x: 200, y: 200))
  }

  /// FrameBoundsPositionAndAnchorPoint.md: How the frame follows the transform.
  func testFrameArticleFrameSetterUnderScale() {
    let layer = Layer()
    layer.affineTransform = AffineTransform2D(scaleX: 0.5, y: 2)
    layer.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
    // layer.bounds.size == Size2D(width: 400, height: 100)
    XCTAssertEqual(layer.bounds.size, Size2D(width: 400, height: 100))
    // layer.position == Point2D(x: 200, y: 200)
    XCTAssertEqual(layer.position, Point2D(x: 200, y: 200))
    // layer.frame == Rect2D(x: 100, y: 100, width: 200, height: 200)
    XCTAssertEqual(layer.frame, Rect2D(x: 100, y: 100, width: 200, height: 200))
  }

  /// FrameBoundsPositionAndAnchorPoint.md: Changing the bounds keeps the position.
  func testFrameArticleBoundsChangeKeepsPosition() {
    let superview = Layer()
    superview.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let view = Layer()
    view.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
    let child = Layer()
    child.frame = Rect2D(x: 100, y: 100, width: 50, height: 50)
    superview.addSublayer(view)
    view.addSublayer(child)

    view.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    // view.position == Point2D(x: 200, y: 200)
    XCTAssertEqual(view.position, Point2D(x: 200, y: 200))
    // view.frame == Rect2D(x: 150, y: 150, width: 100, height: 100)
    XCTAssertEqual(view.frame, Rect2D(x: 150, y: 150, width: 100, height: 100))
    // child.convert(child.bounds, to: superview) == Rect2D(x: 250, y: 250, width: 50, height: 50)
    XCTAssertEqual(
      child.convert(child.bounds, to: superview), Rect2D(x: 250, y: 250, width: 50, height: 50))

    view.bounds = Rect2D(x: 100, y: 100, width: 100, height: 100)
    // view.frame == Rect2D(x: 150, y: 150, width: 100, height: 100)
    XCTAssertEqual(view.frame, Rect2D(x: 150, y: 150, width: 100, height: 100))
    // child.convert(child.bounds, to: superview) == Rect2D(x: 150, y: 150, width: 50, height: 50)
    XCTAssertEqual(
      child.convert(child.bounds, to: superview), Rect2D(x: 150, y: 150, width: 50, height: 50))
  }

  // MARK: - "Converting Between Layers"

  /// ConvertingBetweenLayers.md: Through the nearest common ancestor.
  func testConversionArticleCommonAncestor() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let left = Layer()
    left.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let right = Layer()
    right.frame = Rect2D(x: 200, y: 50, width: 100, height: 100)
    right.affineTransform = AffineTransform2D(scaleX: 2, y: 2)
    root.sublayers = [left, right]

    let p = right.convert(Point2D(x: 50, y: 50), from: left)
    // p == Point2D(x: -50, y: 25)
    XCTAssertEqual(p, Point2D(x: -50, y: 25))
    let back = right.convert(p, to: left)
    // back == Point2D(x: 50, y: 50)
    XCTAssertEqual(back, Point2D(x: 50, y: 50))
    let box = root.convert(right.bounds, from: right)
    // box == right.frame
    XCTAssertEqual(box, right.frame)
    // box == Rect2D(x: 150, y: 0, width: 200, height: 200)
    XCTAssertEqual(box, Rect2D(x: 150, y: 0, width: 200, height: 200))
  }

  /// ConvertingBetweenLayers.md: Layers without a common ancestor.
  func testConversionArticleWorldSpaceAndSeparateTrees() {
    let first = Layer()
    first.bounds = Rect2D(x: 0, y: 0, width: 50, height: 50)
    first.position = Point2D(x: 25, y: 25)
    let second = Layer()
    second.bounds = Rect2D(x: 0, y: 0, width: 50, height: 50)
    second.position = Point2D(x: 500, y: 500)

    let a = first.convert(Point2D(x: 0, y: 0), to: nil)
    // a == Point2D(x: 0, y: 0)
    XCTAssertEqual(a, Point2D(x: 0, y: 0))
    let b = second.convert(Point2D(x: 0, y: 0), to: nil)
    // b == Point2D(x: 475, y: 475)
    XCTAssertEqual(b, Point2D(x: 475, y: 475))
    let c = second.convert(Point2D(x: 0, y: 0), from: first)
    // c == Point2D(x: -475, y: -475)
    XCTAssertEqual(c, Point2D(x: -475, y: -475))
  }

  /// ConvertingBetweenLayers.md: Scrolling with the bounds origin.
  func testConversionArticleBoundsOriginScrolling() {
    let scroller = Layer()
    scroller.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
    let row = Layer()
    row.frame = Rect2D(x: 0, y: 600, width: 320, height: 44)
    scroller.addSublayer(row)

    scroller.bounds.origin = Point2D(x: 0, y: 500)  // scrolled down by 500 points
    // scroller.frame == Rect2D(x: 0, y: 0, width: 320, height: 480)
    XCTAssertEqual(scroller.frame, Rect2D(x: 0, y: 0, width: 320, height: 480))
    // row.frame == Rect2D(x: 0, y: 600, width: 320, height: 44)
    XCTAssertEqual(row.frame, Rect2D(x: 0, y: 600, width: 320, height: 44))
    let onScreen = row.convert(row.bounds, to: nil)
    // onScreen == Rect2D(x: 0, y: 100, width: 320, height: 44)
    XCTAssertEqual(onScreen, Rect2D(x: 0, y: 100, width: 320, height: 44))
  }

  /// ConvertingBetweenLayers.md: The sublayer transform and its pivot.
  func testConversionArticleSublayerTransformPivot() {
    let parent = Layer()
    parent.bounds = Rect2D(x: 0, y: 0, width: 200, height: 200)
    parent.position = Point2D(x: 100, y: 100)
    parent.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    let child = Layer()
    child.bounds = Rect2D(x: 0, y: 0, width: 50, height: 50)
    child.position = Point2D(x: 100, y: 50)
    child.transform = Transform3D(translationX: 5, y: 6, z: 0)
    parent.addSublayer(child)

    let p = parent.convert(Point2D(x: 0, y: 0), from: child)
    // p == Point2D(x: 60, y: -38)
    XCTAssertEqual(p, Point2D(x: 60, y: -38))
    parent.bounds.origin = Point2D(x: 20, y: 0)  // the pivot moves to (120, 100)
    let q = parent.convert(Point2D(x: 0, y: 0), from: child)
    // q == Point2D(x: 40, y: -38)
    XCTAssertEqual(q, Point2D(x: 40, y: -38))
  }

  /// ConvertingBetweenLayers.md: Perspective.
  func testConversionArticlePerspective() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    root.sublayerTransform = perspective
    let card = Layer()
    card.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
    card.zPosition = -500  // twice as far from the eye
    root.addSublayer(card)

    let seen = root.convert(card.bounds, from: card)
    // seen == Rect2D(x: 150, y: 150, width: 100, height: 100)
    XCTAssertEqual(seen, Rect2D(x: 150, y: 150, width: 100, height: 100))
    let corner = card.convert(Point2D(x: 150, y: 150), from: root)
    // corner == Point2D(x: 0, y: 0)
    XCTAssertEqual(corner, Point2D(x: 0, y: 0))

    card.zPosition = 600  // behind the eye
    let hidden = root.convert(card.bounds, from: card)
    // hidden == .null
    XCTAssertEqual(hidden, .null)
    let lost = card.convert(Point2D(x: 150, y: 150), from: root)
    // lost.x.isNaN == true, lost.y.isNaN == true
    XCTAssertEqual(lost.x.isNaN, true)
    XCTAssertEqual(lost.y.isNaN, true)
  }

  /// ConvertingBetweenLayers.md: When there is no answer.
  func testConversionArticleSingularLevel() {
    let parent = Layer()
    parent.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let squashed = Layer()
    squashed.frame = Rect2D(x: 10, y: 10, width: 50, height: 50)
    squashed.transform = Transform3D(scaleX: 0, y: 1, z: 1)
    parent.addSublayer(squashed)

    let up = parent.convert(Point2D(x: 7, y: 9), from: squashed)
    // up == Point2D(x: 35, y: 19)
    XCTAssertEqual(up, Point2D(x: 35, y: 19))
    let down = squashed.convert(Point2D(x: 35, y: 20), from: parent)
    // down.x.isNaN == true, down.y.isNaN == true
    XCTAssertEqual(down.x.isNaN, true)
    XCTAssertEqual(down.y.isNaN, true)
    let rect = squashed.convert(Rect2D(x: 30, y: 20, width: 10, height: 10), from: parent)
    // rect.origin.x.isNaN == true, rect.size.width.isNaN == true
    XCTAssertEqual(rect.origin.x.isNaN, true)
    XCTAssertEqual(rect.size.width.isNaN, true)
  }

  // MARK: - "Hit Testing"

  /// HitTesting.md: The point is in the superlayer's space.
  func testHitTestingArticleSuperlayerSpace() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 300, height: 300)
    let white = Layer()
    white.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    let blue = Layer()
    blue.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    root.addSublayer(white)
    white.addSublayer(blue)

    // white.hitTest(Point2D(x: 120, y: 120)) === blue
    XCTAssertTrue(white.hitTest(Point2D(x: 120, y: 120)) === blue)
    // white.hitTest(Point2D(x: 60, y: 60)) === white
    XCTAssertTrue(white.hitTest(Point2D(x: 60, y: 60)) === white)
    // white.hitTest(Point2D(x: 10, y: 10)) == nil
    XCTAssertNil(white.hitTest(Point2D(x: 10, y: 10)))
  }

  /// HitTesting.md: The point is in the superlayer's space.
  func testHitTestingArticleContainsWalk() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 300, height: 300)
    let white = Layer()
    white.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    let blue = Layer()
    blue.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    root.addSublayer(white)
    white.addSublayer(blue)

    let inWhite = white.convert(Point2D(x: 120, y: 120), from: root)
    // inWhite == Point2D(x: 70, y: 70), white.contains(inWhite) == true
    XCTAssertEqual(inWhite, Point2D(x: 70, y: 70))
    XCTAssertEqual(white.contains(inWhite), true)
    let inBlue = blue.convert(inWhite, from: white)
    // inBlue == Point2D(x: 20, y: 20), blue.contains(inBlue) == true
    XCTAssertEqual(inBlue, Point2D(x: 20, y: 20))
    XCTAssertEqual(blue.contains(inBlue), true)
    // blue.contains(Point2D(x: 100, y: 100)) == false
    XCTAssertEqual(blue.contains(Point2D(x: 100, y: 100)), false)
  }

  /// HitTesting.md: Front to back: zPosition first.
  func testHitTestingArticleZPositionOrder() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 300, height: 200)
    let green = Layer()
    green.frame = Rect2D(x: 40, y: 40, width: 140, height: 100)
    let red = Layer()
    red.frame = Rect2D(x: 120, y: 60, width: 140, height: 100)
    root.sublayers = [green, red]
    let point = Point2D(x: 150, y: 100)
    // root.hitTest(point) === red
    XCTAssertTrue(root.hitTest(point) === red)

    green.zPosition = 1
    // root.sublayersInDrawingOrder.last === green
    XCTAssertTrue(root.sublayersInDrawingOrder.last === green)
    // root.hitTest(point) === green
    XCTAssertTrue(root.hitTest(point) === green)
    // root.hitTest(point, order: .sublayerOrder) === red
    XCTAssertTrue(root.hitTest(point, order: .sublayerOrder) === red)
  }

  /// HitTesting.md: Clipping, hiding and facing away.
  func testHitTestingArticleClippingAndHiding() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let outside = Layer()
    outside.frame = Rect2D(x: 150, y: 150, width: 50, height: 50)
    let cover = Layer()
    cover.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.sublayers = [outside, cover]

    // root.hitTest(Point2D(x: 160, y: 160)) === outside
    XCTAssertTrue(root.hitTest(Point2D(x: 160, y: 160)) === outside)
    // root.hitTest(Point2D(x: 160, y: 160), order: .sublayerOrder) === outside
    XCTAssertTrue(root.hitTest(Point2D(x: 160, y: 160), order: .sublayerOrder) === outside)
    // root.hitTest(Point2D(x: 50, y: 50)) === cover
    XCTAssertTrue(root.hitTest(Point2D(x: 50, y: 50)) === cover)
    cover.isHidden = true
    // root.hitTest(Point2D(x: 50, y: 50)) === root
    XCTAssertTrue(root.hitTest(Point2D(x: 50, y: 50)) === root)
    root.masksToBounds = true
    // root.hitTest(Point2D(x: 160, y: 160)) == nil
    XCTAssertNil(root.hitTest(Point2D(x: 160, y: 160)))
  }

  /// HitTesting.md: Clipping, hiding and facing away.
  func testHitTestingArticleDoubleSided() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
    let card = Layer()
    card.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    card.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)  // shows its back
    root.addSublayer(card)
    // root.hitTest(Point2D(x: 100, y: 100)) === card
    XCTAssertTrue(root.hitTest(Point2D(x: 100, y: 100)) === card)
    card.isDoubleSided = false
    // root.hitTest(Point2D(x: 100, y: 100)) === root
    XCTAssertTrue(root.hitTest(Point2D(x: 100, y: 100)) === root)
  }

  // MARK: - "Flipped Geometry"

  /// FlippedGeometry.md: A worked example.
  func testFlippedArticleWorkedExample() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 300, height: 300)
    let parent = Layer()
    parent.frame = Rect2D(x: 0, y: 0, width: 100, height: 200)
    parent.isGeometryFlipped = true
    root.addSublayer(parent)
    let child = Layer()
    child.frame = Rect2D(x: 10, y: 20, width: 30, height: 40)
    parent.addSublayer(child)

    // parent.frame == Rect2D(x: 0, y: 0, width: 100, height: 200)
    XCTAssertEqual(parent.frame, Rect2D(x: 0, y: 0, width: 100, height: 200))
    // child.frame == Rect2D(x: 10, y: 20, width: 30, height: 40)
    XCTAssertEqual(child.frame, Rect2D(x: 10, y: 20, width: 30, height: 40))
    let seen = child.convert(child.bounds, to: root)
    // seen == Rect2D(x: 10, y: 140, width: 30, height: 40)
    XCTAssertEqual(seen, Rect2D(x: 10, y: 140, width: 30, height: 40))
    // root.hitTest(Point2D(x: 20, y: 150)) === child
    XCTAssertTrue(root.hitTest(Point2D(x: 20, y: 150)) === child)
    // root.hitTest(Point2D(x: 20, y: 30)) === parent
    XCTAssertTrue(root.hitTest(Point2D(x: 20, y: 30)) === parent)
  }

  /// FlippedGeometry.md: The flip cascades; contentsAreFlipped counts the flips.
  func testFlippedArticleContentsAreFlippedParity() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 300, height: 300)
    let flipped = Layer()
    flipped.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    flipped.isGeometryFlipped = true
    let a = Layer()
    a.frame = Rect2D(x: 20, y: 20, width: 80, height: 60)
    let a1 = Layer()
    a1.frame = Rect2D(x: 10, y: 10, width: 30, height: 20)
    let b = Layer()
    b.frame = Rect2D(x: 110, y: 20, width: 70, height: 60)
    b.isGeometryFlipped = true
    let b1 = Layer()
    b1.frame = Rect2D(x: 10, y: 10, width: 30, height: 20)
    root.addSublayer(flipped)
    flipped.sublayers = [a, b]
    a.addSublayer(a1)
    b.addSublayer(b1)

    // a.convert(a.bounds, to: root) == Rect2D(x: 70, y: 170, width: 80, height: 60)
    XCTAssertEqual(a.convert(a.bounds, to: root), Rect2D(x: 70, y: 170, width: 80, height: 60))
    // a1.convert(a1.bounds, to: root) == Rect2D(x: 80, y: 200, width: 30, height: 20)
    XCTAssertEqual(a1.convert(a1.bounds, to: root), Rect2D(x: 80, y: 200, width: 30, height: 20))
    // b1.convert(b1.bounds, to: root) == Rect2D(x: 170, y: 180, width: 30, height: 20)
    XCTAssertEqual(b1.convert(b1.bounds, to: root), Rect2D(x: 170, y: 180, width: 30, height: 20))
    // a1.contentsAreFlipped == true
    XCTAssertEqual(a1.contentsAreFlipped, true)
    // b1.contentsAreFlipped == false
    XCTAssertEqual(b1.contentsAreFlipped, false)
  }

  /// FlippedGeometry.md: The sublayer transform's pivot in a flipped layer.
  func testFlippedArticleSublayerTransformPivot() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 300, height: 300)
    let parent = Layer()
    parent.frame = Rect2D(x: 0, y: 0, width: 100, height: 200)
    parent.isGeometryFlipped = true
    parent.sublayerTransform = Transform3D(scaleX: 1, y: 0.5, z: 1)
    root.addSublayer(parent)
    let child = Layer()
    child.frame = Rect2D(x: 10, y: 20, width: 30, height: 40)
    parent.addSublayer(child)
    // child.convert(child.bounds, to: root) == Rect2D(x: 10, y: 120, width: 30, height: 20)
    XCTAssertEqual(
      child.convert(child.bounds, to: root), Rect2D(x: 10, y: 120, width: 30, height: 20))

    parent.moveAnchorPoint(to: Point2D(x: 0.5, y: 0))  // the top edge, on screen
    // parent.frame == Rect2D(x: 0, y: 0, width: 100, height: 200)
    XCTAssertEqual(parent.frame, Rect2D(x: 0, y: 0, width: 100, height: 200))
    // child.convert(child.bounds, to: root) == Rect2D(x: 10, y: 170, width: 30, height: 20)
    XCTAssertEqual(
      child.convert(child.bounds, to: root), Rect2D(x: 10, y: 170, width: 30, height: 20))
  }

  // MARK: - "Behaviour at the Edges"

  /// BehaviourAtTheEdges.md: Non-finite geometry.
  func testEdgesArticleNonFiniteGeometry() {
    let parent = Layer()
    parent.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let broken = Layer()
    broken.frame = Rect2D(x: 10, y: 10, width: 50, height: 50)
    parent.addSublayer(broken)

    broken.position = Point2D(x: .nan, y: 0)
    // broken.position.x.isNaN == true, broken.position.y == 0
    XCTAssertEqual(broken.position.x.isNaN, true)
    XCTAssertEqual(broken.position.y, 0)
    // broken.frame.origin.x.isNaN == true, broken.frame.size.height.isNaN == true
    XCTAssertEqual(broken.frame.origin.x.isNaN, true)
    XCTAssertEqual(broken.frame.size.height.isNaN, true)
    let p = parent.convert(Point2D(x: 1, y: 1), from: broken)
    // p.x.isNaN == true, p.y.isNaN == true
    XCTAssertEqual(p.x.isNaN, true)
    XCTAssertEqual(p.y.isNaN, true)
    // parent.hitTest(Point2D(x: 30, y: 30)) === parent
    XCTAssertTrue(parent.hitTest(Point2D(x: 30, y: 30)) === parent)
    // parent.frame == Rect2D(x: 0, y: 0, width: 100, height: 100)
    XCTAssertEqual(parent.frame, Rect2D(x: 0, y: 0, width: 100, height: 100))
  }

  /// BehaviourAtTheEdges.md: Non-finite geometry.
  func testEdgesArticleNullFrame() {
    let layer = Layer()
    layer.frame = .null
    // layer.bounds.size == Size2D(width: 0, height: 0)
    XCTAssertEqual(layer.bounds.size, Size2D(width: 0, height: 0))
    // layer.position == Point2D(x: .infinity, y: .infinity)
    XCTAssertEqual(layer.position, Point2D(x: .infinity, y: .infinity))
    // layer.frame.origin.x.isNaN == true
    XCTAssertEqual(layer.frame.origin.x.isNaN, true)
  }

  /// BehaviourAtTheEdges.md: Negative sizes.
  func testEdgesArticleNegativeSizes() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: -100, height: -50)
    // layer.bounds == Rect2D(x: -100, y: -50, width: 100, height: 50)
    XCTAssertEqual(layer.bounds, Rect2D(x: -100, y: -50, width: 100, height: 50))
    layer.frame = Rect2D(x: 10, y: 20, width: -100, height: -50)
    // layer.frame == Rect2D(x: -90, y: -30, width: 100, height: 50)
    XCTAssertEqual(layer.frame, Rect2D(x: -90, y: -30, width: 100, height: 50))
    // layer.bounds == Rect2D(x: -100, y: -50, width: 100, height: 50)
    XCTAssertEqual(layer.bounds, Rect2D(x: -100, y: -50, width: 100, height: 50))
    // Rect2D(x: 0, y: 0, width: -1, height: -1).isEmpty == false
    XCTAssertEqual(Rect2D(x: 0, y: 0, width: -1, height: -1).isEmpty, false)
  }

  /// BehaviourAtTheEdges.md: Singular transforms.
  func testEdgesArticleSingularTransforms() {
    let parent = Layer()
    parent.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let squashed = Layer()
    squashed.frame = Rect2D(x: 10, y: 10, width: 50, height: 50)
    squashed.transform = Transform3D(scaleX: 0, y: 1, z: 1)
    parent.addSublayer(squashed)

    // squashed.frame == Rect2D(x: 35, y: 10, width: 0, height: 50)
    XCTAssertEqual(squashed.frame, Rect2D(x: 35, y: 10, width: 0, height: 50))
    // parent.hitTest(Point2D(x: 35, y: 20)) === parent
    XCTAssertTrue(parent.hitTest(Point2D(x: 35, y: 20)) === parent)
    let down = squashed.convert(Point2D(x: 35, y: 20), from: parent)
    // down.x.isNaN == true, down.y.isNaN == true
    XCTAssertEqual(down.x.isNaN, true)
    XCTAssertEqual(down.y.isNaN, true)

    let t = AffineTransform2D(scaleX: 0, y: 1)
    // t.inverted() == nil
    XCTAssertNil(t.inverted())
    let caStyle = t.inverted() ?? t
    // caStyle == t
    XCTAssertEqual(caStyle, t)
  }

  /// BehaviourAtTheEdges.md: Behind the eye.
  func testEdgesArticleBehindTheEye() {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500

    let wall = Layer()
    wall.bounds = Rect2D(x: 0, y: 0, width: 2000, height: 100)
    wall.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
      .concatenating(perspective)
    // wall.frame == .infinite
    XCTAssertEqual(wall.frame, .infinite)

    let gone = Layer()
    gone.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    gone.transform = Transform3D(translationX: 0, y: 0, z: 600).concatenating(perspective)
    // gone.frame == .null
    XCTAssertEqual(gone.frame, .null)
    let p = gone.convert(Point2D(x: 50, y: 50), to: nil)
    // p.x.isNaN == true, p.y.isNaN == true
    XCTAssertEqual(p.x.isNaN, true)
    XCTAssertEqual(p.y.isNaN, true)
    // gone.hitTest(Point2D(x: 0, y: 0)) == nil
    XCTAssertNil(gone.hitTest(Point2D(x: 0, y: 0)))
  }

  /// BehaviourAtTheEdges.md: Infinity does not spill across coordinates.
  func testEdgesArticleInfinityDoesNotSpill() {
    let p = Point2D(x: .infinity, y: 1)
    let scaled = p.applying(AffineTransform2D(scaleX: 2, y: 3))
    // scaled == Point2D(x: .infinity, y: 3)
    XCTAssertEqual(scaled, Point2D(x: .infinity, y: 3))
    // Rect2D.null.applying(AffineTransform2D(scaleX: 2, y: 3)) == .null
    XCTAssertEqual(Rect2D.null.applying(AffineTransform2D(scaleX: 2, y: 3)), .null)
    // Rect2D.infinite.applying(AffineTransform2D(scaleX: 2, y: 3)) == .infinite
    XCTAssertEqual(Rect2D.infinite.applying(AffineTransform2D(scaleX: 2, y: 3)), .infinite)
  }

  /// BehaviourAtTheEdges.md: Rectangle rules.
  func testEdgesArticleRectangleRules() {
    let top = Rect2D(x: 0, y: 0, width: 10, height: 5)
    let bottom = Rect2D(x: 0, y: 5, width: 10, height: 5)
    // top.intersects(bottom) == true
    XCTAssertEqual(top.intersects(bottom), true)
    // top.intersection(bottom) == Rect2D(x: 0, y: 5, width: 10, height: 0)
    XCTAssertEqual(top.intersection(bottom), Rect2D(x: 0, y: 5, width: 10, height: 0))
    // top.contains(Point2D(x: 0, y: 5)) == false
    XCTAssertEqual(top.contains(Point2D(x: 0, y: 5)), false)
    // top.union(.null) == top
    XCTAssertEqual(top.union(.null), top)
    // Rect2D(x: .infinity, y: 3, width: 1, height: 1) == .null
    XCTAssertEqual(Rect2D(x: .infinity, y: 3, width: 1, height: 1), .null)
  }

  // MARK: - "Batch Transforms and Performance"

  /// BatchTransformsAndPerformance.md: Transforming an array in place.
  func testBatchArticleArrayInPlace() {
    let t = AffineTransform2D(rotationAngle: 0.3).translatedBy(x: 5, y: 7)
    let input = (0..<1000).map { Point2D(x: Double($0), y: Double($0 % 7)) }
    var batch = input
    t.apply(to: &batch)
    let oneByOne = input.map { $0.applying(t) }
    // batch == oneByOne
    XCTAssertEqual(batch, oneByOne)
  }

  /// BatchTransformsAndPerformance.md: Transforming an array in place.
  func testBatchArticlePerspective() {
    var t = Transform3D.identity
    t.m14 = 0.01  // w = 0.01·x + 1
    var points = [Point2D(x: 100, y: 50), Point2D(x: 0, y: 10), Point2D(x: -100, y: 0)]
    t.apply(to: &points)
    // points[0] == Point2D(x: 50, y: 25), points[1] == Point2D(x: 0, y: 10)
    XCTAssertEqual(points[0], Point2D(x: 50, y: 25))
    XCTAssertEqual(points[1], Point2D(x: 0, y: 10))
    // points[2].x.isNaN == true
    XCTAssertEqual(points[2].x.isNaN, true)
  }

  /// BatchTransformsAndPerformance.md: Buffers, in place or into an output.
  func testBatchArticleBuffers() {
    let source = [Point2D(x: 1, y: 1), Point2D(x: 2, y: 2)]
    var output = [Point2D](repeating: .zero, count: source.count)
    let scale = AffineTransform2D(scaleX: 2, y: 3)
    source.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { result in
        scale.apply(to: input, into: result)
      }
    }
    // output == [Point2D(x: 2, y: 3), Point2D(x: 4, y: 6)]
    XCTAssertEqual(output, [Point2D(x: 2, y: 3), Point2D(x: 4, y: 6)])
    output.withUnsafeMutableBufferPointer { buffer in
      AffineTransform2D(translationX: 10, y: 0).apply(to: buffer)
    }
    // output == [Point2D(x: 12, y: 3), Point2D(x: 14, y: 6)]
    XCTAssertEqual(output, [Point2D(x: 12, y: 3), Point2D(x: 14, y: 6)])
  }

  /// BatchTransformsAndPerformance.md: Buffers, in place or into an output.
  func testBatchArticleRects() {
    var rects = [
      Rect2D(x: 0, y: 0, width: 10, height: 20),
      Rect2D(x: 5, y: 5, width: 1, height: 1),
    ]
    AffineTransform2D(scaleX: 2, y: -1).apply(to: &rects)
    // rects[0] == Rect2D(x: 0, y: -20, width: 20, height: 20)
    XCTAssertEqual(rects[0], Rect2D(x: 0, y: -20, width: 20, height: 20))
    // rects[1] == Rect2D(x: 10, y: -6, width: 2, height: 1)
    XCTAssertEqual(rects[1], Rect2D(x: 10, y: -6, width: 2, height: 1))
  }

  /// BatchTransformsAndPerformance.md: Converting and hit-testing many points.
  func testBatchArticleConvertAndHitTestMany() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let child = Layer()
    child.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    child.affineTransform = AffineTransform2D(rotationAngle: .pi / 2)
    root.addSublayer(child)

    var points = [Point2D(x: 150, y: 150), Point2D(x: 60, y: 240)]
    child.convert(&points, from: root)
    let oneByOne = [Point2D(x: 150, y: 150), Point2D(x: 60, y: 240)].map {
      child.convert($0, from: root)
    }
    // points == oneByOne
    XCTAssertEqual(points, oneByOne)
    let hits = root.hitTest([Point2D(x: 150, y: 150), Point2D(x: 390, y: 390)])
    // hits.map { $0 === child } == [true, false]
    XCTAssertTrue(hits.map { $0 === child } == [true, false])
    // hits.map { $0 === root } == [false, true]
    XCTAssertTrue(hits.map { $0 === root } == [false, true])
  }

  // MARK: - "Coming from Core Animation"

  /// ComingFromCoreAnimation.md: Overview.
  func testCoreAnimationArticlePort() {
    let layer = Layer()
    layer.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    layer.anchorPoint = Point2D(x: 1, y: 1)
    layer.affineTransform = AffineTransform2D(rotationAngle: .pi / 2)
    let inverse = layer.transform.inverted() ?? layer.transform
    // layer.position == Point2D(x: 150, y: 150)
    XCTAssertEqual(layer.position, Point2D(x: 150, y: 150))
    // inverse.concatenating(layer.transform).isApproximatelyEqual(to: .identity) == true
    XCTAssertEqual(inverse.concatenating(layer.transform).isApproximatelyEqual(to: .identity), true)
  }

  // MARK: - "Rendering and Hit Testing Whole Trees"

  /// RenderingAndHitTestingWholeTrees.md: The render list.
  func testWholeTreesRenderList() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 300)
    let card = Layer()
    card.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    let badge = Layer()
    badge.frame = Rect2D(x: 80, y: -10, width: 30, height: 30)
    badge.zPosition = 1
    root.addSublayer(card)
    card.addSublayer(badge)
    let snapshot = LayerSnapshot(of: root)
    var drawn: [Rect2D] = []
    for element in snapshot where !element.isHidden {
      guard let quad = element.quad else { continue }  // behind the eye, or not finite
      drawn.append(quad.boundingBox)  // a renderer fills the quad, clipped by element.clip
    }
    // drawn == [
    //   Rect2D(x: 0, y: 0, width: 400, height: 300), Rect2D(x: 50, y: 50, width: 100, height: 100),
    //   Rect2D(x: 130, y: 40, width: 30, height: 30),
    // ]
    XCTAssertEqual(
      drawn,
      [
        Rect2D(x: 0, y: 0, width: 400, height: 300),
        Rect2D(x: 50, y: 50, width: 100, height: 100),
        Rect2D(x: 130, y: 40, width: 30, height: 30),
      ])
  }

  /// RenderingAndHitTestingWholeTrees.md: The render list, read through the placements.
  func testWholeTreesPlacements() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 300)
    let card = Layer()
    card.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    root.addSublayer(card)
    var drawn: [Rect2D] = []
    for layer in LayerSnapshot(of: root).placements where !layer.isHidden {
      guard let quad = layer.quad else { continue }  // behind the eye, or not finite
      drawn.append(quad.boundingBox)  // a renderer fills the quad
    }
    // drawn == [
    //   Rect2D(x: 0, y: 0, width: 400, height: 300), Rect2D(x: 50, y: 50, width: 100, height: 100),
    // ]
    XCTAssertEqual(
      drawn,
      [Rect2D(x: 0, y: 0, width: 400, height: 300), Rect2D(x: 50, y: 50, width: 100, height: 100)])
  }

  /// RenderingAndHitTestingWholeTrees.md: Routing pointer events.
  func testWholeTreesPointerRouting() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 300)
    let button = Layer()
    button.frame = Rect2D(x: 20, y: 20, width: 120, height: 40)
    root.addSublayer(button)
    let snapshot = LayerSnapshot(of: root)
    // snapshot.hitTest(Point2D(x: 30, y: 30)) == 1
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 30, y: 30)), 1)
    // snapshot.hitTestAll(Point2D(x: 30, y: 30)) == [1, 0]
    XCTAssertEqual(snapshot.hitTestAll(Point2D(x: 30, y: 30)), [1, 0])
    // snapshot.hitTest(Point2D(x: 500, y: 30)) == nil
    XCTAssertNil(snapshot.hitTest(Point2D(x: 500, y: 30)))
  }

  /// RenderingAndHitTestingWholeTrees.md: From indices back to layers.
  func testWholeTreesIndicesToLayers() {
    let root = Layer()
    let child = Layer()
    root.addSublayer(child)
    let snapshot = LayerSnapshot(of: root)
    var layers = [Layer?](repeating: nil, count: snapshot.count)
    var stack = [root]
    while let layer = stack.popLast() {
      if let index = snapshot.index(of: layer) { layers[index] = layer }
      stack += layer.sublayers
    }
    // layers[1] === child
    XCTAssertTrue(layers[1] === child)
  }

  /// RenderingAndHitTestingWholeTrees.md: Culling and marquee selection.
  func testWholeTreesCulling() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 10_000, height: 10_000)
    for i in 0..<100 {
      let tile = Layer()
      tile.frame = Rect2D(
        x: Double(i % 10) * 1000, y: Double(i / 10) * 1000, width: 900, height: 900)
      root.addSublayer(tile)
    }
    let snapshot = LayerSnapshot(of: root)
    let visible = snapshot.layers(intersecting: Rect2D(x: 950, y: 950, width: 100, height: 100))
    // visible == [0, 12]   (the root and the tile at (1000, 1000))
    XCTAssertEqual(visible, [0, 12])
  }

  /// RenderingAndHitTestingWholeTrees.md: A frame loop.
  func testWholeTreesFrameLoop() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 300)
    let list = Layer()
    list.frame = Rect2D(x: 0, y: 0, width: 400, height: 300)
    list.masksToBounds = true
    root.addSublayer(list)
    var rows: [Layer] = []
    for i in 0..<20 {
      let row = Layer()
      row.frame = Rect2D(x: 0, y: Double(i) * 44, width: 400, height: 44)
      list.addSublayer(row)
      rows.append(row)
    }
    var snapshot = LayerSnapshot(of: root)

    // A frame: change, update, draw the damage, route the pointer.
    rows[2].position.x += 8  // an animation slides a row
    let damage = snapshot.update(from: root)
    var redrawn = Set<Int>()
    for rect in damage {
      redrawn.formUnion(snapshot.layers(intersecting: rect))  // draw these, clipped to rect
    }
    let target = snapshot.hitTest(Point2D(x: 100, y: 100))
    // damage == [Rect2D(x: 0, y: 88, width: 400, height: 44), Rect2D(x: 8, y: 88, width: 392, height: 44)]
    // redrawn.sorted() == [0, 1, 3, 4, 5]   (root, list, and rows 1 to 3, edges included)
    // target == 4, snapshot.index(of: rows[2]) == 4
    XCTAssertEqual(
      damage,
      [Rect2D(x: 0, y: 88, width: 400, height: 44), Rect2D(x: 8, y: 88, width: 392, height: 44)])
    XCTAssertEqual(redrawn.sorted(), [0, 1, 3, 4, 5])
    XCTAssertEqual(target, 4)
    XCTAssertEqual(snapshot.index(of: rows[2]), 4)
  }

  /// RenderingAndHitTestingWholeTrees.md: Threads.
  func testWholeTreesThreads() async {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let snapshot = LayerSnapshot(of: root)
    let answers = await withTaskGroup(of: Int?.self) { group in
      for x in [10.0, 200.0] {
        group.addTask { snapshot.hitTest(Point2D(x: x, y: 10)) }
      }
      var found: [Int?] = []
      for await answer in group { found.append(answer) }
      return found
    }
    // answers.count == 2, answers.contains(0), answers.contains(nil)
    XCTAssertEqual(answers.count, 2)
    XCTAssertTrue(answers.contains(0))
    XCTAssertTrue(answers.contains(nil))
  }

  // MARK: - "Where a Layer's Image Lands"

  /// ContentsGeometry.md: Overview.
  func testContentsArticleOverview() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
    layer.contentsGravity = .center
    layer.contentsScale = 2
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 80, height: 40))
    // placement.destination == Rect2D(x: 30, y: 20, width: 40, height: 20)
    XCTAssertEqual(placement.destination, Rect2D(x: 30, y: 20, width: 40, height: 20))
    // placement.source == Rect2D(x: 0, y: 0, width: 80, height: 40)
    XCTAssertEqual(placement.source, Rect2D(x: 0, y: 0, width: 80, height: 40))
  }

  /// ContentsGeometry.md: Top is the maximum y.
  func testContentsArticleTopIsTheMaximumY() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
    let layer = Layer()
    layer.frame = Rect2D(x: 0, y: 0, width: 80, height: 50)
    layer.contentsGravity = .top
    root.addSublayer(layer)
    let top = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20)).destination
    // top == Rect2D(x: 20, y: 30, width: 40, height: 20)
    XCTAssertEqual(top, Rect2D(x: 20, y: 30, width: 40, height: 20))
    // root.convert(top, from: layer) == Rect2D(x: 20, y: 30, width: 40, height: 20)
    XCTAssertEqual(root.convert(top, from: layer), Rect2D(x: 20, y: 30, width: 40, height: 20))

    layer.isGeometryFlipped = true
    // layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20)).destination == top
    XCTAssertEqual(
      layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20)).destination, top)
    // root.convert(top, from: layer) == Rect2D(x: 20, y: 0, width: 40, height: 20)
    XCTAssertEqual(root.convert(top, from: layer), Rect2D(x: 20, y: 0, width: 40, height: 20))
  }

  /// ContentsGeometry.md: Nine-part images.
  func testContentsArticleNinePartImages() {
    let button = Layer()
    button.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
    button.contentsCenter = Rect2D(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    let slices = button.contentsPlacement(forImageSize: Size2D(width: 30, height: 30)).slices
    // slices.count == 9
    XCTAssertEqual(slices.count, 9)
    // slices[0].destination == Rect2D(x: 0, y: 0, width: 10, height: 10)
    XCTAssertEqual(slices[0].destination, Rect2D(x: 0, y: 0, width: 10, height: 10))
    // slices[4].source == Rect2D(x: 10, y: 10, width: 10, height: 10)
    XCTAssertEqual(slices[4].source, Rect2D(x: 10, y: 10, width: 10, height: 10))
    // slices[4].destination == Rect2D(x: 10, y: 10, width: 80, height: 40)
    XCTAssertEqual(slices[4].destination, Rect2D(x: 10, y: 10, width: 80, height: 40))

    button.bounds = Rect2D(x: 0, y: 0, width: 20, height: 10)
    let squeezed = button.contentsPlacement(forImageSize: Size2D(width: 30, height: 30)).slices
    // squeezed[4].destination == Rect2D(x: 10, y: 5, width: 0, height: 0)
    XCTAssertEqual(squeezed[4].destination, Rect2D(x: 10, y: 5, width: 0, height: 0))
    // squeezed[8].destination == Rect2D(x: 10, y: 5, width: 10, height: 5)
    XCTAssertEqual(squeezed[8].destination, Rect2D(x: 10, y: 5, width: 10, height: 5))
  }

  // MARK: - "Layout and Scrolling"

  /// LayoutAndScrolling.md: Overview.
  func testLayoutArticleOverview() {
    let window = Layer()
    window.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let field = Layer()
    field.frame = Rect2D(x: 10, y: 20, width: 50, height: 40)
    field.autoresizingMask = [.layerMinXMargin, .layerWidthSizable]
    window.addSublayer(field)
    window.bounds = Rect2D(x: 0, y: 0, width: 200, height: 300)
    // field.frame == Rect2D(x: 76, y: 20, width: 84, height: 40)
    XCTAssertEqual(field.frame, Rect2D(x: 76, y: 20, width: 84, height: 40))
  }

  /// LayoutAndScrolling.md: The layout cycle.
  func testLayoutArticleLayoutManager() {
    struct Column: Layer.LayoutManager {
      func layoutSublayers(of layer: Layer) {
        var y = 0.0
        for row in layer.sublayers {
          row.frame = Rect2D(x: 0, y: y, width: layer.bounds.width, height: 20)
          y += 20
        }
      }
    }
    let list = Layer()
    list.sublayers = [Layer(), Layer(), Layer()]
    list.layoutManager = Column()
    list.bounds = Rect2D(x: 0, y: 0, width: 120, height: 60)
    list.layoutIfNeeded()
    // list.sublayers[2].frame == Rect2D(x: 0, y: 40, width: 120, height: 20)
    XCTAssertEqual(list.sublayers[2].frame, Rect2D(x: 0, y: 40, width: 120, height: 20))
    // list.needsLayout() == false
    XCTAssertFalse(list.needsLayout())
  }

  /// LayoutAndScrolling.md: Scrolling.
  func testLayoutArticleScrolling() {
    let list = Layer()
    list.kind = .scrollLayer
    list.bounds = Rect2D(x: 0, y: 0, width: 100, height: 80)
    let content = Layer()
    content.frame = Rect2D(x: 0, y: 0, width: 500, height: 400)
    list.addSublayer(content)
    content.scrollRectToVisible(Rect2D(x: 200, y: 150, width: 20, height: 10))
    // list.bounds.origin == Point2D(x: 120, y: 80)
    XCTAssertEqual(list.bounds.origin, Point2D(x: 120, y: 80))
    // content.visibleRect == Rect2D(x: 120, y: 80, width: 100, height: 80)
    XCTAssertEqual(content.visibleRect, Rect2D(x: 120, y: 80, width: 100, height: 80))
  }

  // MARK: - Transform layers

  /// TransformLayersAnd3DScenes.md: A cube.
  func testTransformLayersArticleCube() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    root.sublayerTransform.m34 = -1 / 500
    let cube = Layer()
    cube.kind = .transformLayer
    cube.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
    cube.transform = Transform3D(rotationAngle: .pi / 6, x: 1, y: 0, z: 0)
      .concatenating(Transform3D(rotationAngle: .pi * 2 / 9, x: 0, y: 1, z: 0))
    root.addSublayer(cube)
    let quarter = Double.pi / 2
    // +z, −z, +x, −x, +y, −y: each face turned to its side, then pushed out half a side.
    let faceTurns: [Transform3D] = [
      .identity,
      Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0),
      Transform3D(rotationAngle: quarter, x: 0, y: 1, z: 0),
      Transform3D(rotationAngle: -quarter, x: 0, y: 1, z: 0),
      Transform3D(rotationAngle: -quarter, x: 1, y: 0, z: 0),
      Transform3D(rotationAngle: quarter, x: 1, y: 0, z: 0),
    ]
    let pushes: [(x: Double, y: Double, z: Double)] = [
      (0, 0, 100), (0, 0, -100), (100, 0, 0), (-100, 0, 0), (0, 100, 0), (0, -100, 0),
    ]
    var faces: [Layer] = []
    for (turn, push) in zip(faceTurns, pushes) {
      let face = Layer()
      face.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
      face.transform = turn.concatenating(Transform3D(translationX: push.x, y: push.y, z: push.z))
      cube.addSublayer(face)
      faces.append(face)
    }
    // root.hitTest(Point2D(x: 200, y: 200)) === faces[0]   (the front face)
    XCTAssertTrue(root.hitTest(Point2D(x: 200, y: 200)) === faces[0])
    // root.hitTest(Point2D(x: 200, y: 200)) !== cube       (never a transform layer)
    XCTAssertTrue(root.hitTest(Point2D(x: 200, y: 200)) !== cube)
  }

  // MARK: - "Animation and Presentation Geometry"

  /// AnimationAndPresentationGeometry.md: Overview.
  func testAnimationArticleOverview() throws {
    let card = Layer()
    card.position = Point2D(x: 0, y: 0)
    var slide = BasicAnimation(keyPath: "position.x")
    slide.fromValue = .number(0)
    slide.toValue = .number(100)
    slide.duration = 1
    slide.timingFunction = .easeInEaseOut
    try card.add(slide, forKey: "slide", at: 10)  // starts at 10 s
    let seen = card.presentationValue(forKeyPath: "position.x", at: 10.25)
    // seen ≈ .number(12.9162): a quarter of the time, an eighth of the way
    guard case .number(let x) = seen else { return XCTFail("not a number") }
    XCTAssertEqual(x, 12.9162, accuracy: 1e-4)
    // card.position.x == 0: the model does not move
    XCTAssertEqual(card.position.x, 0)
  }

  /// AnimationAndPresentationGeometry.md: Animations and their values (the table and the spring).
  func testAnimationArticleEndsAndSpring() throws {
    func ends(_ from: Double?, _ to: Double?, _ by: Double?) throws -> (Double?, Double?) {
      let layer = Layer()
      layer.position.x = 10
      var animation = BasicAnimation(keyPath: "position.x")
      animation.fromValue = from.map { .number($0) }
      animation.toValue = to.map { .number($0) }
      animation.byValue = by.map { .number($0) }
      animation.duration = 1
      animation.fillMode = .both
      animation.isRemovedOnCompletion = false
      try layer.add(animation, forKey: "a")
      func x(_ time: Double) -> Double? {
        guard case .number(let x) = layer.presentationValue(forKeyPath: "position.x", at: time)
        else { return nil }
        return x
      }
      return (x(0), x(1))
    }
    // (model 10, from 1, to 100, by 40)
    let rows: [((Double?, Double?, Double?), (Double, Double))] = [
      ((1, 100, nil), (1, 100)), ((1, nil, 40), (1, 41)), ((nil, 100, 40), (60, 100)),
      ((1, nil, nil), (1, 10)), ((nil, 100, nil), (10, 100)), ((nil, nil, 40), (10, 50)),
      ((nil, nil, nil), (10, 10)), ((1, 100, 40), (1, 100)),
    ]
    for ((from, to, by), (start, end)) in rows {
      let (a, b) = try ends(from, to, by)
      XCTAssertEqual(
        a, start, "\(String(describing: from)) \(String(describing: to)) \(String(describing: by))")
      XCTAssertEqual(b, end)
    }
    // The default spring: 16 % past its end at 0.36 s, settled after 1.41 s.
    var spring = SpringAnimation(keyPath: "position.x")
    spring.fromValue = .number(0)
    spring.toValue = .number(1)
    spring.duration = 10
    let layer = Layer()
    try layer.add(spring, forKey: "spring")
    guard case .number(let peak) = layer.presentationValue(forKeyPath: "position.x", at: 0.36276)
    else { return XCTFail("not a number") }
    XCTAssertEqual(peak, 1.16303, accuracy: 1e-4)
    XCTAssertEqual(spring.settlingDuration, 1.41, accuracy: 0.005)
  }

  /// AnimationAndPresentationGeometry.md: Keyframes.
  func testAnimationArticleKeyframes() throws {
    let ball = Layer()
    var bounce = KeyframeAnimation(keyPath: "position.y")
    bounce.values = [.number(0), .number(100), .number(60), .number(100)]
    bounce.keyTimes = [0, 0.5, 0.75, 1]
    bounce.timingFunctions = [.easeIn, .easeOut, .easeIn]
    bounce.duration = 1
    try ball.add(bounce, forKey: "bounce")
    // ball.presentationValue(forKeyPath: "position.y", at: 0.5) == .number(100): the first landing
    XCTAssertEqual(ball.presentationValue(forKeyPath: "position.y", at: 0.5), .number(100))
  }

  /// AnimationAndPresentationGeometry.md: Groups.
  func testAnimationArticleGroups() throws {
    let card = Layer()
    var slide = BasicAnimation(keyPath: "position.x")
    slide.fromValue = .number(0)
    slide.toValue = .number(100)
    slide.duration = 2
    slide.beginTime = 0.5  // in the group's time
    var group = AnimationGroup()
    group.animations = [.basic(slide)]
    group.beginTime = 10
    group.duration = 1.5  // slide is cut off at 50
    try card.add(group, forKey: "group")
    // card.presentationValue(forKeyPath: "position.x", at: 11) == .number(25)
    XCTAssertEqual(card.presentationValue(forKeyPath: "position.x", at: 11), .number(25))
  }

  /// AnimationAndPresentationGeometry.md: Transforms animate by their parts.
  func testAnimationArticleTransforms() throws {
    let card = Layer()
    var spin = BasicAnimation(keyPath: "transform")
    spin.toValue = .transform(Transform3D(rotationAngle: 2 * .pi, x: 0, y: 0, z: 1))
    spin.duration = 1
    try card.add(spin, forKey: "spin")
    // card.presentationValue(forKeyPath: "transform", at: 0.5) ≈ .transform(.identity): no turn
    guard case .transform(let still) = card.presentationValue(forKeyPath: "transform", at: 0.5)
    else { return XCTFail("not a transform") }
    XCTAssertTrue(still.isApproximatelyEqual(to: .identity))

    let wheel = Layer()
    var turn = BasicAnimation(keyPath: "transform.rotation.z")
    turn.toValue = .number(2 * .pi)
    turn.duration = 1
    try wheel.add(turn, forKey: "turn")
    // wheel's transform at 0.5 s ≈ a half turn, at 0.75 s ≈ three quarters
    for (time, angle) in [(0.5, Double.pi), (0.75, 3 * .pi / 2)] {
      guard case .transform(let t) = wheel.presentationValue(forKeyPath: "transform", at: time)
      else { return XCTFail("not a transform") }
      XCTAssertTrue(
        t.isApproximatelyEqual(to: Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)), "\(time)")
    }
  }

  /// AnimationAndPresentationGeometry.md: The presentation tree.
  func testAnimationArticlePresentationTree() throws {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let card = Layer()
    card.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.addSublayer(card)
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(250)
    slide.duration = 1
    try card.add(slide, forKey: "slide")
    let seen = root.presentation(at: 0.5)  // the card halfway, at x = 100…200
    // seen.hitTest(Point2D(x: 150, y: 50))?.modelLayer === card
    XCTAssertTrue(seen.hitTest(Point2D(x: 150, y: 50))?.modelLayer === card)
    // root.hitTest(Point2D(x: 150, y: 50)) === root: the model card is still at 0…100
    XCTAssertTrue(root.hitTest(Point2D(x: 150, y: 50)) === root)
  }

  /// AnimationAndPresentationGeometry.md: Time, from the root down (the chain).
  func testAnimationArticleTimeChain() {
    let root = Layer()
    let middle = Layer()
    (middle.beginTime, middle.speed, middle.timeOffset) = (2, 3, 0.25)
    let leaf = Layer()
    (leaf.beginTime, leaf.speed, leaf.timeOffset) = (1, 2, 0.5)
    root.addSublayer(middle)
    middle.addSublayer(leaf)
    let leafTime = leaf.convertTime(10, from: root)
    // leafTime == 47
    XCTAssertEqual(leafTime, 47)
    let back = leaf.convertTime(10, to: middle)
    // back == 5.75: (10 − 0.5) / 2 + 1
    XCTAssertEqual(back, 5.75)
  }

  /// AnimationAndPresentationGeometry.md: Time, from the root down (pausing).
  func testAnimationArticlePausing() {
    let panel = Layer()
    let paused = panel.convertTime(10, from: nil)  // pause at 10 s
    panel.speed = 0
    panel.timeOffset = paused
    // panel.convertTime(25, from: nil) == 10: stopped
    XCTAssertEqual(panel.convertTime(25, from: nil), 10)
    panel.speed = 1  // resume at 25 s
    panel.timeOffset = 0
    panel.beginTime = 0
    panel.beginTime = panel.convertTime(25, from: nil) - paused
    // panel.convertTime(26, from: nil) == 11: going on from where it stopped
    XCTAssertEqual(panel.convertTime(26, from: nil), 11)
  }

  /// AnimationAndPresentationGeometry.md: Timing curves (the table, and the plot's rows).
  func testAnimationArticleCurveTable() {
    let rows: [(TimingFunction, [Double])] = [
      (.linear, [0.25, 0.5, 0.75]), (.easeIn, [0.093465, 0.315357, 0.621860]),
      (.easeOut, [0.378140, 0.684643, 0.906535]), (.easeInEaseOut, [0.129162, 0.5, 0.870838]),
      (.default, [0.408511, 0.802403, 0.960459]),
    ]
    for (curve, values) in rows {
      for (x, y) in zip([0.25, 0.5, 0.75], values) {
        XCTAssertEqual(curve.value(at: x), y, accuracy: 5e-6, "\(curve) at \(x)")
      }
    }
    // The plot: x = 0, 0.025, … 1, y rounded to tenths, row by row from the top.
    let rowsOfThePlot = [
      "                                  *******", "                              ****",
      "                           ***", "                        ***", "                      **",
      "                   ***", "                 **", "              ***", "           ***",
      "       ****", "*******",
    ]
    for (index, row) in rowsOfThePlot.enumerated() {
      let level = 10 - index
      let columns = (0...40).filter {
        (TimingFunction.easeInEaseOut.value(at: Double($0) / 40) * 10).rounded() == Double(level)
      }
      XCTAssertEqual(
        columns,
        row.indices.filter { row[$0] == "*" }.map { row.distance(from: row.startIndex, to: $0) },
        "row \(level)")
    }
  }

  /// AnimationAndPresentationGeometry.md: Timing curves, the solver.
  func testAnimationArticleSolvedAsCoreAnimationSolves() {
    let curve = TimingFunction.easeInEaseOut
    let halfway = curve.value(at: 0.5)
    // halfway == 0.5
    XCTAssertEqual(halfway, 0.5)
    let early = curve.value(at: 0.25)
    // early ≈ 0.129162: a quarter of the time gives an eighth of the way
    XCTAssertEqual(early, 0.129162, accuracy: 5e-7)
    let linear = TimingFunction.linear.value(at: 0.67)
    // linear ≈ 0.669997, as Core Animation gives it
    XCTAssertEqual(linear, 0.669997, accuracy: 5e-7)
  }

  /// AnimationAndPresentationGeometry.md: Timing curves, control points outside the square.
  func testAnimationArticleBackCurve() {
    let back = TimingFunction(controlPoints: 0.5, 2, 0.5, 2)
    let peak = back.value(at: 0.5)
    // peak == 1.625: past the end, before settling on 1
    XCTAssertEqual(peak, 1.625)
  }
}
