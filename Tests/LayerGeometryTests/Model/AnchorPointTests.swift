import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `anchorPoint`, with Core Animation's rule as measured on Apple's QuartzCore (GNUstep's Apple-run
/// tests): changing it keeps `position`, so the layer moves; `moveAnchorPoint(to:)` moves the anchor
/// and keeps the layer — its frame and its whole map — still.
final class AnchorPointTests: XCTestCase {
  /// √3.
  private let root3 = 3.0.squareRoot()

  /// The points of a `width × height` layer used to compare maps: corners, centre and two others.
  private func probes(width: Double, height: Double) -> [Point2D] {
    [
      Point2D(x: 0, y: 0), Point2D(x: width, y: 0), Point2D(x: 0, y: height),
      Point2D(x: width, y: height), Point2D(x: width / 2, y: height / 2),
      Point2D(x: width / 3, y: height * 0.8), Point2D(x: -width, y: 2 * height),
    ]
  }

  // MARK: - Setting anchorPoint keeps the position

  func testChangingTheAnchorKeepsThePositionAndMovesTheFrame() {
    // Core Animation's rule: frame.origin = position − anchorPoint·size afterwards.
    let layer = Layer()
    layer.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    for (anchor, origin) in [
      (Point2D(x: 1, y: 1), Point2D(x: 50, y: 50)),
      (Point2D(x: 0, y: 0), Point2D(x: 150, y: 150)),
      (Point2D(x: 0.25, y: 0.9), Point2D(x: 125, y: 60)),
      (Point2D(x: -1, y: 2), Point2D(x: 250, y: -50)),
    ] {
      layer.anchorPoint = anchor
      XCTAssertEqual(layer.position, Point2D(x: 150, y: 150), "\(anchor)")
      XCTAssertEqual(layer.frame, Rect2D(origin: origin, size: Size2D(width: 100, height: 100)))
    }
  }

  func testChangingTheAnchorNeverMovesThePositionWhateverTheTransform() {
    let parent = Layer()
    parent.sublayerTransform.m34 = -1.0 / 500
    let layer = Layer()
    parent.addSublayer(layer)
    layer.bounds = Rect2D(x: 3, y: 4, width: 60, height: 30)
    layer.position = Point2D(x: 17, y: -9)
    layer.zPosition = 12
    for transform in [
      Transform3D.identity, Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1),
      Transform3D(rotationAngle: 0.7, x: 0.3, y: 1, z: 0), Transform3D(scaleX: 0, y: 2, z: 1),
    ] {
      layer.transform = transform
      for anchor in [Point2D(x: 0, y: 0), Point2D(x: 1, y: 0.3), Point2D(x: 5, y: -2)] {
        layer.anchorPoint = anchor
        layer.anchorPointZ = anchor.x * 10
        XCTAssertEqual(layer.position, Point2D(x: 17, y: -9))
        XCTAssertEqual(layer.zPosition, 12)
        XCTAssertEqual(layer.bounds, Rect2D(x: 3, y: 4, width: 60, height: 30))
      }
    }
  }

  func testKeepingTheFrameByHand() {
    // The published formula position' = position + (ap' − ap)·size keeps the frame (identity):
    // (150,150) + (0.5, 0.5)·100 = (200, 200).
    let layer = Layer()
    layer.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    layer.anchorPoint = Point2D(x: 1, y: 1)
    layer.position = Point2D(x: 200, y: 200)
    XCTAssertEqual(layer.frame, Rect2D(x: 100, y: 100, width: 100, height: 100))
  }

  // MARK: - moveAnchorPoint(to:)

  func testMoveAnchorPointUnderIdentity() {
    // The same numbers through moveAnchorPoint: position (200, 200), frame unchanged.
    let layer = Layer()
    layer.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    layer.moveAnchorPoint(to: Point2D(x: 1, y: 1))
    XCTAssertEqual(layer.anchorPoint, Point2D(x: 1, y: 1))
    XCTAssertEqual(layer.position, Point2D(x: 200, y: 200))
    XCTAssertEqual(layer.frame, Rect2D(x: 100, y: 100, width: 100, height: 100))
    // (0.2, 0.7) from (1, 1): (200, 200) + (−0.8, −0.3)·100 = (120, 170).
    layer.moveAnchorPoint(to: Point2D(x: 0.2, y: 0.7))
    assertApproximatelyEqual(layer.position, Point2D(x: 120, y: 170))
    assertApproximatelyEqual(layer.frame, Rect2D(x: 100, y: 100, width: 100, height: 100))
    XCTAssertEqual(layer.zPosition, 0)
  }

  func testMoveAnchorPointUnderRotationScaleAndShear() {
    // X = (a b c d) = (2 1 −0.5 1.5), translation (3, −4). Bounds 80×40, anchor (0.5,0.5) → (0,1):
    // δ = (−0.5·80, 0.5·40) = (−40, 20) moves the pin by δ·X's linear part
    // = (−40·2 + 20·(−0.5), −40·1 + 20·1.5) = (−90, −10): position (300,200) → (210, 190).
    let parent = Layer()
    parent.bounds = Rect2D(x: 0, y: 0, width: 500, height: 400)
    parent.sublayerTransform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
    let layer = Layer()
    parent.addSublayer(layer)
    layer.bounds = Rect2D(x: 5, y: -5, width: 80, height: 40)
    layer.position = Point2D(x: 300, y: 200)
    layer.affineTransform = AffineTransform2D(a: 2, b: 1, c: -0.5, d: 1.5, tx: 3, ty: -4)
    let frame = layer.frame
    let points = probes(width: 80, height: 40)
    let before = points.map { parent.convert($0, from: layer) }
    layer.moveAnchorPoint(to: Point2D(x: 0, y: 1))
    XCTAssertEqual(layer.anchorPoint, Point2D(x: 0, y: 1))
    assertApproximatelyEqual(layer.position, Point2D(x: 210, y: 190))
    XCTAssertEqual(layer.zPosition, 0)
    assertApproximatelyEqual(layer.frame, frame)
    for (point, expected) in zip(points, before) {
      assertApproximatelyEqual(parent.convert(point, from: layer), expected, "\(point)")
    }
  }

  func testMoveAnchorPointUnder3DRotationKeepsThePlaceInDepth() {
    // X = R_y(30°): m11 = c, m13 = −s, m31 = s, m33 = c with c = √3/2, s = 1/2. The parent looks at it
    // through a perspective (m34 = −1/500), so zPosition is visible. Bounds 100×60, anchor
    // (0.5,0.5) → (0,0): δ = (−50, −30). The pin moves by δ·X = (−50·c, −30, −50·(−s))
    // = (−25√3, −30, +25): position (150,100) → (150 − 25√3, 70), zPosition 0 → 25.
    let parent = Layer()
    parent.bounds = Rect2D(x: 0, y: 0, width: 300, height: 200)
    parent.sublayerTransform.m34 = -1.0 / 500
    let layer = Layer()
    parent.addSublayer(layer)
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
    layer.position = Point2D(x: 150, y: 100)
    let c = root3 / 2
    layer.transform = Transform3D(
      m11: c, m12: 0, m13: -0.5, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0.5, m32: 0, m33: c, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    // Before: local (0,0) is (−50,−30,0) about the anchor → (−25√3, −30, 25) → + (150,100,0); the
    // parent's perspective about its anchor (150,100): w = 1 − 25/500 = 0.95
    // → (150 − 25√3/0.95, 100 − 30/0.95).
    let expectedOrigin = Point2D(x: 150 - 25 * root3 / 0.95, y: 100 - 30 / 0.95)
    assertApproximatelyEqual(parent.convert(Point2D.zero, from: layer), expectedOrigin)
    let frame = layer.frame
    let points = probes(width: 100, height: 60)
    let before = points.map { parent.convert($0, from: layer) }
    layer.moveAnchorPoint(to: .zero)
    assertApproximatelyEqual(layer.position, Point2D(x: 150 - 25 * root3, y: 70))
    assertApproximatelyEqual(layer.zPosition, 25)
    assertApproximatelyEqual(layer.frame, frame)
    assertApproximatelyEqual(parent.convert(Point2D.zero, from: layer), expectedOrigin)
    for (point, expected) in zip(points, before) {
      assertApproximatelyEqual(parent.convert(point, from: layer), expected, "\(point)")
    }
    // The depth matters: without the zPosition change the corner would be seen elsewhere.
    layer.zPosition = 0
    XCTAssertGreaterThan(
      (parent.convert(Point2D(x: 100, y: 60), from: layer).x - before[3].x).magnitude, 1)
  }

  func testMoveAnchorPointUnderPerspectiveWithAnchorPointZ() {
    // X = P (m34 = −1/500), anchorPointZ = 100: the plane is scaled by 1/w with
    // w = m44 − apz·m34 = 1.2, so the pin moves by δ/1.2. Bounds 100×60, (0.5,0.5) → (1,1):
    // δ = (50, 30) → position (10,20) + (50/1.2, 25) = (10 + 125/3, 45).
    let parent = Layer()
    let layer = Layer()
    parent.addSublayer(layer)
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
    layer.position = Point2D(x: 10, y: 20)
    layer.transform.m34 = -1.0 / 500
    layer.anchorPointZ = 100
    let frame = layer.frame
    let points = probes(width: 100, height: 60)
    let before = points.map { parent.convert($0, from: layer) }
    layer.moveAnchorPoint(to: Point2D(x: 1, y: 1))
    assertApproximatelyEqual(layer.position, Point2D(x: 10 + 125.0 / 3, y: 45))
    assertApproximatelyEqual(layer.frame, frame)
    for (point, expected) in zip(points, before) {
      assertApproximatelyEqual(parent.convert(point, from: layer), expected, "\(point)")
    }
  }

  func testMoveAnchorPointUnderASingularTransform() {
    // scale(0,1): bounds 40×30 at (60,45) covers (60,30,0,30). Anchor → (0,0): δ = (−20,−15) maps to
    // (0, −15), so position (60, 30) and the frame is unchanged.
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 40, height: 30)
    layer.position = Point2D(x: 60, y: 45)
    layer.transform = Transform3D(scaleX: 0, y: 1, z: 1)
    XCTAssertEqual(layer.frame, Rect2D(x: 60, y: 30, width: 0, height: 30))
    layer.moveAnchorPoint(to: .zero)
    XCTAssertEqual(layer.position, Point2D(x: 60, y: 30))
    XCTAssertEqual(layer.frame, Rect2D(x: 60, y: 30, width: 0, height: 30))
  }

  // MARK: - Clock hands

  /// A clock face whose own space is the world (anchor (0,0) at position (0,0)) and a hand of frame
  /// (95, 10, 10, 100) pinned at (0.5, 0.9) — the point (5, 90) of the hand, at (100, 100).
  private func makeClock() -> (face: Layer, hand: Layer) {
    let face = Layer()
    face.anchorPoint = .zero
    face.bounds = Rect2D(x: 0, y: 0, width: 200, height: 200)
    let hand = Layer()
    hand.frame = Rect2D(x: 95, y: 10, width: 10, height: 100)
    face.addSublayer(hand)
    return (face, hand)
  }

  func testClockHandPinnedWithMoveAnchorPoint() {
    // Default anchor: position (100, 60). moveAnchorPoint → (100, 10 + 0.9·100) = (100, 100).
    let (_, hand) = makeClock()
    XCTAssertEqual(hand.position, Point2D(x: 100, y: 60))
    hand.moveAnchorPoint(to: Point2D(x: 0.5, y: 0.9))
    XCTAssertEqual(hand.position, Point2D(x: 100, y: 100))
    XCTAssertEqual(hand.frame, Rect2D(x: 95, y: 10, width: 10, height: 100))
  }

  func testClockHandPinnedByHand() {
    // The CALayer idiom: anchor (0.5, 0.9), then position the pivot: frame (95, 10, 10, 100).
    let hand = Layer()
    hand.bounds = Rect2D(x: 0, y: 0, width: 10, height: 100)
    hand.anchorPoint = Point2D(x: 0.5, y: 0.9)
    hand.position = Point2D(x: 100, y: 100)
    XCTAssertEqual(hand.frame, Rect2D(x: 95, y: 10, width: 10, height: 100))
  }

  func testClockHandTurnsAboutItsPin() {
    // Rotation θ maps (x, y) about the pin to (x·cos − y·sin, x·sin + y·cos) (y down: clockwise).
    // The corners about the pin (5, 90) are (−5,−90), (5,−90), (−5,10), (5,10); the tip's centre is
    // (0,−90).
    let (face, hand) = makeClock()
    hand.moveAnchorPoint(to: Point2D(x: 0.5, y: 0.9))
    let corners = [
      Point2D(x: 0, y: 0), Point2D(x: 10, y: 0), Point2D(x: 0, y: 100), Point2D(x: 10, y: 100),
    ]
    let tip = Point2D(x: 5, y: 0)
    let pin = Point2D(x: 5, y: 90)

    // 3 o'clock (90°): (x, y) → (−y, x): corners (90,−5), (90,5), (−10,−5), (−10,5); tip (90, 0).
    hand.affineTransform = AffineTransform2D(rotationAngle: .pi / 2)
    let at3 = [
      Point2D(x: 190, y: 95), Point2D(x: 190, y: 105), Point2D(x: 90, y: 95),
      Point2D(x: 90, y: 105),
    ]
    for (corner, expected) in zip(corners, at3) {
      assertApproximatelyEqual(face.convert(corner, from: hand), expected, "\(corner)")
    }
    assertApproximatelyEqual(face.convert(tip, from: hand), Point2D(x: 190, y: 100))
    assertApproximatelyEqual(face.convert(pin, from: hand), Point2D(x: 100, y: 100))
    assertApproximatelyEqual(hand.frame, Rect2D(x: 90, y: 95, width: 100, height: 10))
    XCTAssertEqual(hand.position, Point2D(x: 100, y: 100))

    // 1 o'clock (30°, cos = √3/2, sin = 1/2): (−5,−90) → (−2.5√3 + 45, −2.5 − 45√3),
    // (5,−90) → (2.5√3 + 45, 2.5 − 45√3), (−5,10) → (−2.5√3 − 5, −2.5 + 5√3),
    // (5,10) → (2.5√3 − 5, 2.5 + 5√3); tip (45, −45√3) ≈ (145, 22.058).
    hand.affineTransform = AffineTransform2D(rotationAngle: .pi / 6)
    let at1 = [
      Point2D(x: 145 - 2.5 * root3, y: 97.5 - 45 * root3),
      Point2D(x: 145 + 2.5 * root3, y: 102.5 - 45 * root3),
      Point2D(x: 95 - 2.5 * root3, y: 97.5 + 5 * root3),
      Point2D(x: 95 + 2.5 * root3, y: 102.5 + 5 * root3),
    ]
    for (corner, expected) in zip(corners, at1) {
      assertApproximatelyEqual(face.convert(corner, from: hand), expected, "\(corner)")
    }
    assertApproximatelyEqual(face.convert(tip, from: hand), Point2D(x: 145, y: 100 - 45 * root3))
    assertApproximatelyEqual(face.convert(pin, from: hand), Point2D(x: 100, y: 100))
    // The frame is the box of those corners: x from 95 − 2.5√3 to 145 + 2.5√3, y from
    // 97.5 − 45√3 to 102.5 + 5√3.
    assertApproximatelyEqual(
      hand.frame,
      Rect2D(
        x: 95 - 2.5 * root3, y: 97.5 - 45 * root3, width: 50 + 5 * root3,
        height: 5 + 50 * root3))

    // 6 o'clock (180°): (x, y) → (−x, −y): the tip hangs at (100, 190).
    hand.affineTransform = AffineTransform2D(rotationAngle: .pi)
    assertApproximatelyEqual(face.convert(tip, from: hand), Point2D(x: 100, y: 190))
    assertApproximatelyEqual(face.convert(pin, from: hand), Point2D(x: 100, y: 100))
    assertApproximatelyEqual(hand.frame, Rect2D(x: 95, y: 90, width: 10, height: 100))
  }
}
