import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `frame` get and set, `bounds` and `affineTransform`: Core Animation's rules, the documented
/// answers for bad input, and the worked examples of the articles the demo replays.
///
/// Every expected value is a literal from Apple's documentation, from tests run against Apple's
/// QuartzCore (GNUstep's Apple-run tests) or from those articles, or it is worked by hand in a
/// comment.
final class FrameTests: XCTestCase {
  /// √3/2 = sin 60° = cos 30°.
  private let root3over2 = 3.0.squareRoot() / 2
  /// √2.
  private let root2 = 2.0.squareRoot()

  /// A layer with bounds `(0, 0, width, height)` at `position`, default anchor.
  private func layer(width: Double, height: Double, at position: Point2D = .zero) -> Layer {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: width, height: height)
    layer.position = position
    return layer
  }

  // MARK: - Getter, identity transform

  func testDefaultsAndEmptyLayer() {
    let layer = Layer()
    XCTAssertEqual(layer.bounds, .zero)
    XCTAssertEqual(layer.position, .zero)
    XCTAssertEqual(layer.anchorPoint, Point2D(x: 0.5, y: 0.5))
    XCTAssertEqual(layer.anchorPointZ, 0)
    XCTAssertEqual(layer.zPosition, 0)
    XCTAssertEqual(layer.transform, .identity)
    XCTAssertEqual(layer.sublayerTransform, .identity)
    XCTAssertFalse(layer.isGeometryFlipped)
    XCTAssertEqual(layer.frame, Rect2D(x: 0, y: 0, width: 0, height: 0))
    // Measured on Apple's QuartzCore: an empty layer at (10, 20) → (10, 20, 0, 0).
    layer.position = Point2D(x: 10, y: 20)
    XCTAssertEqual(layer.frame, Rect2D(x: 10, y: 20, width: 0, height: 0))
  }

  func testIdentityFrameForEachAnchor() {
    // Measured on Apple's QuartzCore (GNUstep's Apple-run tests): bounds 100×50 at (200, 300).
    let layer = layer(width: 100, height: 50, at: Point2D(x: 200, y: 300))
    XCTAssertEqual(layer.frame, Rect2D(x: 150, y: 275, width: 100, height: 50))
    layer.anchorPoint = Point2D(x: 0, y: 0)
    XCTAssertEqual(layer.frame, Rect2D(x: 200, y: 300, width: 100, height: 50))
    layer.anchorPoint = Point2D(x: 1, y: 1)
    XCTAssertEqual(layer.frame, Rect2D(x: 100, y: 250, width: 100, height: 50))
    // Anchors outside 0…1 are kept: (2, −1) at position 0 → (−2·100, 1·50).
    layer.anchorPoint = Point2D(x: 2, y: -1)
    layer.position = .zero
    XCTAssertEqual(layer.anchorPoint, Point2D(x: 2, y: -1))
    XCTAssertEqual(layer.frame, Rect2D(x: -200, y: 50, width: 100, height: 50))
  }

  func testFrameIsNotRounded() {
    // Core Animation does not round the frame: 15×25 at position 0 → (−7.5, −12.5, 15, 25).
    XCTAssertEqual(
      layer(width: 15, height: 25).frame, Rect2D(x: -7.5, y: -12.5, width: 15, height: 25))
  }

  func testFrameOriginIsPositionMinusAnchorTimesSize() {
    // Core Animation's documented rule: frame.origin = position − anchorPoint·bounds.size.
    // (100 − 0.25·80, 100 − 0.75·60) = (80, 55).
    let layer = layer(width: 80, height: 60, at: Point2D(x: 100, y: 100))
    layer.anchorPoint = Point2D(x: 0.25, y: 0.75)
    XCTAssertEqual(layer.frame, Rect2D(x: 80, y: 55, width: 80, height: 60))
  }

  func testAnchorPointArticlesExample() {
    // The anchorPoint articles' example: frame (100,100,100,100), default anchor → position
    // (150,150). Set anchorPoint (1,1): position stays (150,150), frame becomes (50,50,100,100).
    let layer = Layer()
    layer.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    XCTAssertEqual(layer.position, Point2D(x: 150, y: 150))
    XCTAssertEqual(layer.bounds, Rect2D(x: 0, y: 0, width: 100, height: 100))
    layer.anchorPoint = Point2D(x: 1, y: 1)
    XCTAssertEqual(layer.position, Point2D(x: 150, y: 150))
    XCTAssertEqual(layer.frame, Rect2D(x: 50, y: 50, width: 100, height: 100))
    // Set anchorPoint (1,1) first, then frame (100,100,100,100): position (200,200).
    let other = Layer()
    other.anchorPoint = Point2D(x: 1, y: 1)
    other.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    XCTAssertEqual(other.position, Point2D(x: 200, y: 200))
    XCTAssertEqual(other.frame, Rect2D(x: 100, y: 100, width: 100, height: 100))
  }

  func testCoordinateSystemsArticleExample() {
    // The coordinate-systems article's example: B frame (100,100,200,200) (so position (200,200)),
    // with a sublayer C of frame (50,50,100,100) in B.
    let b = Layer()
    b.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
    let c = Layer()
    c.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    b.addSublayer(c)
    // translate(50,50) → frame (150,150,200,200).
    b.transform = Transform3D(translationX: 50, y: 50, z: 0)
    XCTAssertEqual(b.frame, Rect2D(x: 150, y: 150, width: 200, height: 200))
    // scale(0.5,2): about the anchor (200,200), ±100 becomes ±50 in x, ±200 in y → (150,0,100,400).
    b.transform = Transform3D(scaleX: 0.5, y: 2, z: 1)
    XCTAssertEqual(b.frame, Rect2D(x: 150, y: 0, width: 100, height: 400))
    XCTAssertEqual(b.bounds, Rect2D(x: 0, y: 0, width: 200, height: 200))
    XCTAssertEqual(b.position, Point2D(x: 200, y: 200))
    XCTAssertEqual(c.frame, Rect2D(x: 50, y: 50, width: 100, height: 100))
    // Bounds (0,0,100,100) with the default anchor, identity transform → frame (150,150,100,100).
    b.transform = .identity
    b.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    XCTAssertEqual(b.position, Point2D(x: 200, y: 200))
    XCTAssertEqual(b.frame, Rect2D(x: 150, y: 150, width: 100, height: 100))
    // The same bounds under scale(0.5,2): ±50 → ±25 in x, ±100 in y → (175,100,50,200).
    b.transform = Transform3D(scaleX: 0.5, y: 2, z: 1)
    XCTAssertEqual(b.frame, Rect2D(x: 175, y: 100, width: 50, height: 200))
  }

  func testFrameIgnoresBoundsOriginDepthFlipAndTheSuperlayer() {
    // Measured on Apple's QuartzCore: bounds origin, zPosition 17, anchorPointZ 25 and
    // geometryFlipped do not move the frame; nor do the superlayer's sublayerTransform or flip (frame is in its sublayer space).
    let parent = layer(width: 300, height: 300, at: Point2D(x: 150, y: 150))
    let layer = layer(width: 100, height: 50, at: Point2D(x: 200, y: 300))
    parent.addSublayer(layer)
    let expected = Rect2D(x: 150, y: 275, width: 100, height: 50)
    layer.bounds.origin = Point2D(x: 11, y: -22)
    XCTAssertEqual(layer.frame, expected)
    layer.zPosition = 17
    layer.anchorPointZ = 25
    XCTAssertEqual(layer.frame, expected)
    layer.isGeometryFlipped = true
    XCTAssertEqual(layer.frame, expected)
    parent.sublayerTransform = Transform3D(scaleX: 3, y: 3, z: 1)
    parent.isGeometryFlipped = true
    parent.bounds.origin = Point2D(x: 40, y: 40)
    XCTAssertEqual(layer.frame, expected)
  }

  func testIdentityFrameIsTheFormulaToTheLastBit() {
    // position − anchorPoint · size, with nothing added and taken away again: a centre-and-half-
    // extent box would give (0.5 + 1e-20) − 0.5 = 0 for x.
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 1, height: 3)
    layer.anchorPoint = Point2D(x: 0, y: 0.1)
    layer.position = Point2D(x: 1e-20, y: 0.3)
    XCTAssertEqual(layer.frame.origin.x, 1e-20)
    XCTAssertEqual(layer.frame.origin.y, 0.3 - 0.1 * 3)
    XCTAssertEqual(layer.frame.size, Size2D(width: 1, height: 3))
  }

  func testHugeFiniteValuesGiveTheirFrameNotNaN() {
    // The sums that test finiteness overflow here; the values are finite all the same.
    let far = Layer()
    far.bounds = Rect2D(x: 1e308, y: 1e308, width: 10, height: 10)
    XCTAssertEqual(far.frame, Rect2D(x: -5, y: -5, width: 10, height: 10))
    let placed = Layer()
    placed.position = Point2D(x: 1e308, y: 1e308)
    XCTAssertEqual(placed.frame, Rect2D(x: 1e308, y: 1e308, width: 0, height: 0))
    let huge = Layer()
    huge.anchorPoint = .zero
    huge.bounds.size = Size2D(width: 1e308, height: 1e308)
    XCTAssertEqual(huge.frame, Rect2D(x: 0, y: 0, width: 1e308, height: 1e308))
  }

  // MARK: - Getter, affine transforms (bounding box)

  func testScaleAndTranslationFrames() {
    // Measured on Apple's QuartzCore: bounds 100×50 at (200,300). scale(2,4): ±50, ±25 → ±100, ±100.
    let layer = layer(width: 100, height: 50, at: Point2D(x: 200, y: 300))
    layer.transform = Transform3D(scaleX: 2, y: 4, z: 1)
    XCTAssertEqual(layer.frame, Rect2D(x: 100, y: 200, width: 200, height: 200))
    // translate(10,20): (150,275) + (10,20).
    layer.transform = Transform3D(translationX: 10, y: 20, z: 0)
    XCTAssertEqual(layer.frame, Rect2D(x: 160, y: 295, width: 100, height: 50))
    // A z translation alone changes nothing in the plane.
    layer.transform = Transform3D(translationX: 0, y: 0, z: 500)
    XCTAssertEqual(layer.frame, Rect2D(x: 150, y: 275, width: 100, height: 50))
  }

  func testRotated45DegreesIsTheBoundingBox() {
    // Measured on Apple's QuartzCore: 100×100 at position 0 turned 45° → (−50√2, −50√2, 100√2, 100√2).
    let layer = layer(width: 100, height: 100)
    layer.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
    assertApproximatelyEqual(
      layer.frame,
      Rect2D(x: -50 * root2, y: -50 * root2, width: 100 * root2, height: 100 * root2),
      absoluteTolerance: 1e-12)
  }

  func testRotated90DegreesSwapsTheSides() {
    // (x, y) → (x·cos − y·sin, x·sin + y·cos) = (−y, x) about the anchor: 100×50 at (200,300) with
    // anchor (0,0): corners (0,0),(100,0),(0,50),(100,50) → (0,0),(0,100),(−50,0),(−50,100).
    let layer = layer(width: 100, height: 50, at: Point2D(x: 200, y: 300))
    layer.anchorPoint = .zero
    layer.affineTransform = AffineTransform2D(rotationAngle: .pi / 2)
    assertApproximatelyEqual(
      layer.frame, Rect2D(x: 150, y: 300, width: 50, height: 100), absoluteTolerance: 1e-12)
  }

  func testShearFrame() {
    // c = 0.5: x' = x + 0.5·y. Corners about the anchor (±50, ±25) → x' in ±62.5, y' in ±25.
    let layer = layer(width: 100, height: 50)
    layer.affineTransform = AffineTransform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
    XCTAssertEqual(layer.frame, Rect2D(x: -62.5, y: -25, width: 125, height: 50))
  }

  func testSingularTransformGivesTheDegenerateBox() {
    // As documented, scale(0,1) squashes the layer onto the vertical line through its position.
    let layer = layer(width: 100, height: 50, at: Point2D(x: 200, y: 300))
    layer.transform = Transform3D(scaleX: 0, y: 1, z: 1)
    XCTAssertEqual(layer.frame, Rect2D(x: 200, y: 275, width: 0, height: 50))
    layer.transform = Transform3D(scaleX: 1, y: 0, z: 1)
    XCTAssertEqual(layer.frame, Rect2D(x: 150, y: 300, width: 100, height: 0))
    layer.transform = Transform3D(scaleX: 0, y: 0, z: 1)
    XCTAssertEqual(layer.frame, Rect2D(x: 200, y: 300, width: 0, height: 0))
    // Rank one, (a b c d) = (1 1 1 1): x' = y' = u + v for u in ±50, v in ±25 → both in ±75.
    layer.affineTransform = AffineTransform2D(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)
    XCTAssertEqual(layer.frame, Rect2D(x: 125, y: 225, width: 150, height: 150))
  }

  func testHomogeneousScaleM44Divides() {
    // m44 = 2: (u, v, 0, 1)·X = (u, v, 0, 2), + 2·position, ÷ 2 → u/2 + position. 100×50 at (200,300):
    // (200 − 25, 300 − 12.5, 50, 25).
    let layer = layer(width: 100, height: 50, at: Point2D(x: 200, y: 300))
    var x = Transform3D.identity
    x.m44 = 2
    layer.transform = x
    XCTAssertEqual(layer.frame, Rect2D(x: 175, y: 287.5, width: 50, height: 25))
  }

  // MARK: - Getter, perspective (clipped against w' > 0)

  /// `X = R_y(θ) · P` with `P` the perspective `m34 = −1/500`, written out entry by entry:
  /// `R_y` has m11 = c, m13 = −s, m31 = s, m33 = c (the library's axis-angle convention); the product
  /// with `P` only changes column 4: m14 = m13·(−1/500) = s/500, m34 = m33·(−1/500) = −c/500.
  private func rotationYWithPerspective(sin s: Double, cos c: Double) -> Transform3D {
    Transform3D(
      m11: c, m12: 0, m13: -s, m14: s / 500,
      m21: 0, m22: 1, m23: 0, m24: 0,
      m31: s, m32: 0, m33: c, m34: -c / 500,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  func testPerspectiveFrameWhollyInFront() {
    // 100×100, anchor (0.5,0.5), position (200,150), X = R_y(60°)·P. A corner (u, v) about the anchor
    // gives (u·c, v, ·, w) with w = 1 + u·s/500: u = −50 → w₁ = 1 − 0.05·√3 ≈ 0.9134,
    // u = +50 → w₂ = 1 + 0.05·√3 ≈ 1.0866. x = u·c/w: −25/w₁ ≈ −27.370 and 25/w₂ ≈ 23.007;
    // |y| = 50/w is largest at w₁ (≈ 54.741). Frame ≈ (172.630, 95.259, 50.378, 109.481).
    let layer = layer(width: 100, height: 100, at: Point2D(x: 200, y: 150))
    layer.transform = rotationYWithPerspective(sin: root3over2, cos: 0.5)
    let w1 = 1 - 0.05 * 3.0.squareRoot()
    let w2 = 1 + 0.05 * 3.0.squareRoot()
    let expected = Rect2D(
      x: 200 - 25 / w1, y: 150 - 50 / w1, width: 25 / w2 + 25 / w1, height: 100 / w1)
    assertApproximatelyEqual(layer.frame, expected, absoluteTolerance: 1e-12)
    // zPosition is added after the projection (T(position, zPosition) follows X): no depth change.
    layer.zPosition = 400
    assertApproximatelyEqual(layer.frame, expected, absoluteTolerance: 1e-12)
  }

  func testPerspectiveFramePartlyBehindTheEyeIsInfinite() {
    // As above, but anchorPointZ = −1000: the corners enter X as (u, v, 1000, 1), so
    // w = 1 + u·s/500 + 1000·(−c/500) = 1 + u·√3/1000 − 1 = u·√3/1000: the left edge (u = −50) is
    // behind the eye (w ≈ −0.087), the right edge (u = +50) in front (w ≈ +0.087) → .infinite.
    let layer = layer(width: 100, height: 100, at: Point2D(x: 200, y: 150))
    layer.transform = rotationYWithPerspective(sin: root3over2, cos: 0.5)
    layer.anchorPointZ = -1000
    XCTAssertTrue(layer.frame.isInfinite, "\(layer.frame)")
    XCTAssertEqual(layer.frame, .infinite)
    // zPosition cannot bring it back in front: it is added after the divide.
    layer.zPosition = -5000
    XCTAssertTrue(layer.frame.isInfinite, "\(layer.frame)")
  }

  func testLargeLayerTurnedEdgeOnReachesBehindTheEye() {
    // X = R_y(90°)·P: s = 1, c = 0 → a corner (u, v) gives (0, v, ·, 1 + u/500).
    let layer = layer(width: 800, height: 100, at: Point2D(x: 10, y: 20))
    layer.transform = rotationYWithPerspective(sin: 1, cos: 0)
    // 800 wide: u in ±400 → w in 0.2…1.8, all in front; x' = 0 (edge on); |y| ≤ 50/0.2 = 250.
    assertApproximatelyEqual(
      layer.frame, Rect2D(x: 10, y: -230, width: 0, height: 500), absoluteTolerance: 1e-12)
    // 2000 wide: u in ±1000 → w = −1 at the left edge, 3 at the right edge → partly behind.
    layer.bounds = Rect2D(x: 0, y: 0, width: 2000, height: 100)
    XCTAssertEqual(layer.frame, .infinite)
  }

  func testPerspectiveFrameWhollyBehindTheEyeIsNull() {
    // X = P (m34 = −1/500) and anchorPointZ = −600: every corner enters as (u, v, 600, 1), so
    // w = 600·(−1/500) + 1 = −0.2 < 0 everywhere → .null. At anchorPointZ = −500, w = 0: still behind.
    let layer = layer(width: 100, height: 50, at: Point2D(x: 200, y: 300))
    var p = Transform3D.identity
    p.m34 = -1.0 / 500
    layer.transform = p
    XCTAssertEqual(layer.frame, Rect2D(x: 150, y: 275, width: 100, height: 50))  // w = 1
    layer.anchorPointZ = -600
    XCTAssertTrue(layer.frame.isNull, "\(layer.frame)")
    layer.anchorPointZ = -500
    XCTAssertTrue(layer.frame.isNull, "\(layer.frame)")
    // In front again at anchorPointZ = 100: w = 1.2, so the box shrinks by 1/1.2 about the position:
    // (200 − 50/1.2, 300 − 25/1.2, 100/1.2, 50/1.2).
    layer.anchorPointZ = 100
    assertApproximatelyEqual(
      layer.frame, Rect2D(x: 200 - 50 / 1.2, y: 300 - 25 / 1.2, width: 100 / 1.2, height: 50 / 1.2),
      absoluteTolerance: 1e-12)
  }

  // MARK: - Getter, bad input

  func testNonFiniteOwnGeometryGivesTheAllNaNFrame() {
    // As documented: any non-finite value of the layer's own geometry → all-NaN frame.
    let setters: [(String, (Layer, Double) -> Void)] = [
      ("bounds.origin.x", { $0.bounds.origin.x = $1 }),
      ("bounds.origin.y", { $0.bounds.origin.y = $1 }),
      ("bounds.size.width", { $0.bounds.size.width = $1 }),
      ("bounds.size.height", { $0.bounds.size.height = $1 }),
      ("position.x", { $0.position.x = $1 }),
      ("position.y", { $0.position.y = $1 }),
      ("anchorPoint.x", { $0.anchorPoint.x = $1 }),
      ("anchorPoint.y", { $0.anchorPoint.y = $1 }),
      ("anchorPointZ", { $0.anchorPointZ = $1 }),
      ("zPosition", { $0.zPosition = $1 }),
    ]
    let entries: [(String, WritableKeyPath<Transform3D, Double>)] = [
      ("m11", \.m11), ("m12", \.m12), ("m13", \.m13), ("m14", \.m14),
      ("m21", \.m21), ("m22", \.m22), ("m23", \.m23), ("m24", \.m24),
      ("m31", \.m31), ("m32", \.m32), ("m33", \.m33), ("m34", \.m34),
      ("m41", \.m41), ("m42", \.m42), ("m43", \.m43), ("m44", \.m44),
    ]
    let transformSetters = entries.map { name, path in
      (
        "transform.\(name)",
        { (layer: Layer, value: Double) in layer.transform[keyPath: path] = value }
      )
    }
    for value in [Double.nan, .infinity, -.infinity] {
      for (name, set) in setters + transformSetters {
        let layer = layer(width: 100, height: 50, at: Point2D(x: 200, y: 300))
        XCTAssertEqual(layer.frame, Rect2D(x: 150, y: 275, width: 100, height: 50))
        set(layer, value)
        assertAllNaN(layer.frame, "\(name) = \(value)")
        // Where a value is multiplied by zeros (no size, the anchor at the origin, a transform
        // with zero entries), the frame is all NaN too.
        let empty = Layer()
        empty.anchorPoint = .zero
        empty.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        XCTAssertFalse(empty.frame.origin.x.isNaN)
        set(empty, value)
        assertAllNaN(empty.frame, "zero-sized, \(name) = \(value)")
      }
    }
  }

  func testFrameFollowsEveryChangeBetweenItsFormulas() {
    // The getter picks its formula from a shape the setters keep; every change, and every change
    // back, must show in the next read.
    let layer = layer(width: 100, height: 50, at: Point2D(x: 200, y: 300))
    let placed = Rect2D(x: 150, y: 275, width: 100, height: 50)
    XCTAssertEqual(layer.frame, placed)
    layer.bounds.origin.x = .nan
    assertAllNaN(layer.frame, "a NaN bounds origin")
    layer.bounds.origin.x = 7  // the origin never moves the frame
    XCTAssertEqual(layer.frame, placed)
    layer.zPosition = .infinity
    assertAllNaN(layer.frame, "an infinite zPosition")
    layer.zPosition = 3
    XCTAssertEqual(layer.frame, placed)
    layer.anchorPointZ = -.infinity
    assertAllNaN(layer.frame, "an infinite anchorPointZ")
    layer.anchorPointZ = 0
    layer.transform = Transform3D(scaleX: 2, y: 0.5, z: 1)  // about (250, 325): 200 × 25
    XCTAssertEqual(layer.frame, Rect2D(x: 100, y: 287.5, width: 200, height: 25))
    layer.transform.m13 = .nan  // reaches neither the plane nor the frame's box, but is geometry
    assertAllNaN(layer.frame, "a NaN m13")
    layer.transform.m13 = 0
    XCTAssertEqual(layer.frame, Rect2D(x: 100, y: 287.5, width: 200, height: 25))
    layer.transform.m44 = 2  // halves everything about the position
    XCTAssertEqual(layer.frame, Rect2D(x: 150, y: 293.75, width: 100, height: 12.5))
    layer.anchorPointZ = 10
    layer.transform.m34 = 0.1  // m44 − anchorPointZ·m34 = 1 again: planar, scale (2, 0.5)
    XCTAssertEqual(layer.frame, Rect2D(x: 100, y: 287.5, width: 200, height: 25))
    layer.anchorPointZ = 0
    layer.transform = .identity
    XCTAssertEqual(layer.frame, placed)
  }

  func testNonFiniteSuperlayerGeometryLeavesTheFrameAlone() {
    // The superlayer's values are not part of the frame (as documented: no S, bo or F of the parent).
    let parent = layer(width: 100, height: 100)
    let child = layer(width: 10, height: 10, at: Point2D(x: 5, y: 5))
    parent.addSublayer(child)
    parent.sublayerTransform.m11 = .nan
    parent.bounds.origin.x = .infinity
    parent.anchorPoint.y = .nan
    XCTAssertEqual(child.frame, Rect2D(x: 0, y: 0, width: 10, height: 10))
  }

  // MARK: - Setter, identity transform

  func testSetFrameUnderIdentity() {
    // Measured on Apple's QuartzCore: (10,20,100,50) → bounds (0,0,100,50), position (10 + 50, 20 + 25).
    let layer = Layer()
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    XCTAssertEqual(layer.bounds, Rect2D(x: 0, y: 0, width: 100, height: 50))
    XCTAssertEqual(layer.position, Point2D(x: 60, y: 45))
    XCTAssertEqual(layer.frame, Rect2D(x: 10, y: 20, width: 100, height: 50))
    // anchor (0,0) → position (10,20); anchor (1,1) → (110,70).
    layer.anchorPoint = .zero
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    XCTAssertEqual(layer.position, Point2D(x: 10, y: 20))
    layer.anchorPoint = Point2D(x: 1, y: 1)
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    XCTAssertEqual(layer.position, Point2D(x: 110, y: 70))
    XCTAssertEqual(layer.frame, Rect2D(x: 10, y: 20, width: 100, height: 50))
  }

  func testSetFrameKeepsBoundsOriginAndStandardizes() {
    // Measured on Apple's QuartzCore: the bounds origin (11,22) is kept; (0,0,−100,−50) → bounds
    // size 100×50, position (−100 + 50, −50 + 25) = (−50, −25); (10,20,0,0) → position (10,20).
    let layer = Layer()
    layer.bounds = Rect2D(x: 11, y: 22, width: 1, height: 1)
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    XCTAssertEqual(layer.bounds, Rect2D(x: 11, y: 22, width: 100, height: 50))
    layer.frame = Rect2D(x: 0, y: 0, width: -100, height: -50)
    XCTAssertEqual(layer.bounds, Rect2D(x: 11, y: 22, width: 100, height: 50))
    XCTAssertEqual(layer.position, Point2D(x: -50, y: -25))
    XCTAssertEqual(layer.frame, Rect2D(x: -100, y: -50, width: 100, height: 50))
    layer.frame = Rect2D(x: 10, y: 20, width: 0, height: 0)
    XCTAssertEqual(layer.position, Point2D(x: 10, y: 20))
    XCTAssertEqual(layer.bounds, Rect2D(x: 11, y: 22, width: 0, height: 0))
  }

  func testSetFrameChangesOnlyBoundsSizeAndPosition() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 3, y: 4, width: 5, height: 6)
    layer.anchorPoint = Point2D(x: 0.2, y: 0.7)
    layer.anchorPointZ = 9
    layer.zPosition = -4
    let x = Transform3D(scaleX: 2, y: 3, z: 4)
    layer.transform = x
    layer.sublayerTransform = Transform3D(translationX: 1, y: 2, z: 3)
    layer.isGeometryFlipped = true
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 60)
    XCTAssertEqual(layer.bounds.origin, Point2D(x: 3, y: 4))
    XCTAssertEqual(layer.anchorPoint, Point2D(x: 0.2, y: 0.7))
    XCTAssertEqual(layer.anchorPointZ, 9)
    XCTAssertEqual(layer.zPosition, -4)
    XCTAssertEqual(layer.transform, x)
    XCTAssertEqual(layer.sublayerTransform, Transform3D(translationX: 1, y: 2, z: 3))
    XCTAssertTrue(layer.isGeometryFlipped)
    // scale(2,3): bounds (50, 20); position = mid(r) + (anchor − 0.5)·frame size
    // = (60, 50) + (−0.3·100, 0.2·60) = (30, 62).
    XCTAssertEqual(layer.bounds.size, Size2D(width: 50, height: 20))
    XCTAssertEqual(layer.position, Point2D(x: 30, y: 62))
    XCTAssertEqual(layer.frame, Rect2D(x: 10, y: 20, width: 100, height: 60))
  }

  // MARK: - Setter, affine transforms

  func testSetFrameUnderScale() {
    // Measured on Apple's QuartzCore (GNUstep's Apple-run tests): scale(2,4), frame (10,20,100,50) → bounds 50×12.5,
    // position (60,45), frame reads back unchanged.
    let layer = Layer()
    layer.transform = Transform3D(scaleX: 2, y: 4, z: 1)
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    XCTAssertEqual(layer.bounds, Rect2D(x: 0, y: 0, width: 50, height: 12.5))
    XCTAssertEqual(layer.position, Point2D(x: 60, y: 45))
    XCTAssertEqual(layer.frame, Rect2D(x: 10, y: 20, width: 100, height: 50))
  }

  func testSetFrameUnderTranslation() {
    // Measured on Apple's QuartzCore: translate(10,20), frame (10,20,100,50) → bounds 100×50, position (50,25)
    // (the translation is taken back out of (60,45)).
    let layer = Layer()
    layer.transform = Transform3D(translationX: 10, y: 20, z: 0)
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    XCTAssertEqual(layer.bounds, Rect2D(x: 0, y: 0, width: 100, height: 50))
    XCTAssertEqual(layer.position, Point2D(x: 50, y: 25))
    XCTAssertEqual(layer.frame, Rect2D(x: 10, y: 20, width: 100, height: 50))
  }

  func testSetFrameUnderQuarterTurns() {
    let r = Rect2D(x: 10, y: 20, width: 100, height: 50)
    // 90° with the centre anchor: the sides swap (bounds 50×100) and the centre is (60,45).
    let centred = Layer()
    centred.affineTransform = AffineTransform2D(rotationAngle: .pi / 2)
    centred.frame = r
    assertApproximatelyEqual(centred.bounds.size, Size2D(width: 50, height: 100))
    assertApproximatelyEqual(centred.position, Point2D(x: 60, y: 45))
    assertApproximatelyEqual(centred.frame, r)
    // Anchor (0,0): (x, y) → (−y, x), so at position 0 the 50×100 bounds cover (−100, 0, 100, 50),
    // centre (−50, 25); position = (60, 45) − (−50, 25) = (110, 20).
    let cornered = Layer()
    cornered.anchorPoint = .zero
    cornered.affineTransform = AffineTransform2D(rotationAngle: .pi / 2)
    cornered.frame = r
    assertApproximatelyEqual(cornered.bounds.size, Size2D(width: 50, height: 100))
    assertApproximatelyEqual(cornered.position, Point2D(x: 110, y: 20))
    assertApproximatelyEqual(cornered.frame, r)
    // 180°: (x, y) → (−x, −y): box (−100, −50, 100, 50), centre (−50, −25) → position (110, 70).
    cornered.affineTransform = AffineTransform2D(rotationAngle: .pi)
    cornered.frame = r
    assertApproximatelyEqual(cornered.bounds.size, Size2D(width: 100, height: 50))
    assertApproximatelyEqual(cornered.position, Point2D(x: 110, y: 70))
    assertApproximatelyEqual(cornered.frame, r)
    // −90°: (x, y) → (y, −x): 50×100 bounds cover (0, −50, 100, 50), centre (50, −25)
    // → position (10, 70).
    cornered.affineTransform = AffineTransform2D(rotationAngle: -.pi / 2)
    cornered.frame = r
    assertApproximatelyEqual(cornered.bounds.size, Size2D(width: 50, height: 100))
    assertApproximatelyEqual(cornered.position, Point2D(x: 10, y: 70))
    assertApproximatelyEqual(cornered.frame, r)
  }

  func testSetFrameUnder30DegreeTurn() {
    // Bounds 100×50 turned 30° cover (100·cos 30 + 50·sin 30, 100·sin 30 + 50·cos 30)
    // = (50√3 + 25, 50 + 25√3) ≈ (111.603, 93.301). Setting that size solves back to 100×50
    // (det = cos² − sin² = 0.5).
    let layer = Layer()
    layer.affineTransform = AffineTransform2D(rotationAngle: .pi / 6)
    let r = Rect2D(x: -20, y: 40, width: 100 * root3over2 + 25, height: 50 + 50 * root3over2)
    layer.frame = r
    assertApproximatelyEqual(layer.bounds.size, Size2D(width: 100, height: 50))
    assertApproximatelyEqual(layer.position, Point2D(x: r.midX, y: r.midY))
    assertApproximatelyEqual(layer.frame, r)
  }

  func testSetFrameUnderShears() {
    // c = 0.5: width' = w + 0.5·h, height' = h. Frame (10,20,125,50) → bounds 100×50, position at
    // the centre (72.5, 45).
    let layer = Layer()
    layer.affineTransform = AffineTransform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
    layer.frame = Rect2D(x: 10, y: 20, width: 125, height: 50)
    XCTAssertEqual(layer.bounds.size, Size2D(width: 100, height: 50))
    XCTAssertEqual(layer.position, Point2D(x: 72.5, y: 45))
    XCTAssertEqual(layer.frame, Rect2D(x: 10, y: 20, width: 125, height: 50))
    // b = 0.25, c = 0.5: 120 = w + 0.5·h, 65 = 0.25·w + h, det 0.875 → w = 87.5/0.875 = 100,
    // h = 35/0.875 = 40.
    layer.affineTransform = AffineTransform2D(a: 1, b: 0.25, c: 0.5, d: 1, tx: 0, ty: 0)
    layer.frame = Rect2D(x: 0, y: 0, width: 120, height: 65)
    assertApproximatelyEqual(layer.bounds.size, Size2D(width: 100, height: 40))
    assertApproximatelyEqual(layer.frame, Rect2D(x: 0, y: 0, width: 120, height: 65))
  }

  func testSetFrameWithANegativeSolutionFallsBackToTheInverseBox() {
    // c = 0.5 and frame 10×100: h = 100, w = 10 − 50 = −40 < 0, so the size is the box of
    // (0,0,10,100) under the inverse (x, y) → (x − 0.5·y, y): corners (0,0),(10,0),(−50,100),(−40,100)
    // → 60×100. Read back: width 60 + 0.5·100 = 110, centred on (5, 50) → (−50, 0, 110, 100).
    let layer = Layer()
    layer.affineTransform = AffineTransform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
    layer.frame = Rect2D(x: 0, y: 0, width: 10, height: 100)
    XCTAssertEqual(layer.bounds.size, Size2D(width: 60, height: 100))
    XCTAssertEqual(layer.position, Point2D(x: 5, y: 50))
    XCTAssertEqual(layer.frame, Rect2D(x: -50, y: 0, width: 110, height: 100))
  }

  func testSetFrameUnder45DegreesFallsBack() {
    // As documented: at 45° the size system is singular (|cos|·|cos| − |sin|·|sin| = 0), so the size is
    // the box of the frame turned back by −45°: a 100×100 frame → 100√2 × 100√2. Read back, that
    // square turned 45° spans 100√2·√2 = 200, centred where the frame was: (−50, −50, 200, 200).
    let layer = Layer()
    layer.affineTransform = AffineTransform2D(rotationAngle: .pi / 4)
    layer.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    assertApproximatelyEqual(
      layer.bounds.size, Size2D(width: 100 * root2, height: 100 * root2), absoluteTolerance: 1e-12)
    assertApproximatelyEqual(layer.position, Point2D(x: 50, y: 50), absoluteTolerance: 1e-12)
    assertApproximatelyEqual(
      layer.frame, Rect2D(x: -50, y: -50, width: 200, height: 200), absoluteTolerance: 1e-12)
    // 100×50: turned back, it spans (100 + 50)/√2 = 75√2 both ways; read back 75√2·√2 = 150 both ways,
    // centred on (50, 25) → (−25, −50, 150, 150).
    layer.frame = Rect2D(x: 0, y: 0, width: 100, height: 50)
    assertApproximatelyEqual(
      layer.bounds.size, Size2D(width: 75 * root2, height: 75 * root2), absoluteTolerance: 1e-12)
    assertApproximatelyEqual(
      layer.frame, Rect2D(x: -25, y: -50, width: 150, height: 150), absoluteTolerance: 1e-12)
  }

  func testSetFrameUnderASingularTransformKeepsTheBoundsSize() {
    // scale(0,1): the linear part is singular → bounds size 40×30 kept; the box at position 0 is
    // (0, −15, 0, 30), centre (0,0), so position = mid(r) = (60, 45); read back (60, 30, 0, 30).
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 40, height: 30)
    layer.transform = Transform3D(scaleX: 0, y: 1, z: 1)
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    XCTAssertEqual(layer.bounds, Rect2D(x: 0, y: 0, width: 40, height: 30))
    XCTAssertEqual(layer.position, Point2D(x: 60, y: 45))
    XCTAssertEqual(layer.frame, Rect2D(x: 60, y: 30, width: 0, height: 30))
  }

  func testSetFrameUnderANonFiniteTransformKeepsTheBoundsSize() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 40, height: 30)
    layer.transform.m11 = .nan
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    XCTAssertEqual(layer.bounds, Rect2D(x: 0, y: 0, width: 40, height: 30))
    assertAllNaN(layer.frame)
  }

  func testSetFrameToANullOrNonFiniteRectGivesANonFiniteLayer() {
    // As documented: the formulas run as written; the layer then behaves as any non-finite layer.
    let layer = Layer()
    layer.frame = .null
    XCTAssertFalse(layer.position.x.isFinite && layer.position.y.isFinite)
    assertAllNaN(layer.frame)
    let other = Layer()
    other.frame = Rect2D(x: .nan, y: 0, width: 10, height: 10)
    XCTAssertTrue(other.position.x.isNaN)
    assertAllNaN(other.frame)
  }

  // MARK: - Setter, anchorPointZ, m44 and perspective

  func testSetFrameUnderM44() {
    // K = identity / m44 = identity / 2: bounds = 2 × frame size = 200×100; the box at position 0 is
    // centred on 0 → position (60, 45).
    let layer = Layer()
    layer.transform.m44 = 2
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    XCTAssertEqual(layer.bounds.size, Size2D(width: 200, height: 100))
    XCTAssertEqual(layer.position, Point2D(x: 60, y: 45))
    XCTAssertEqual(layer.frame, Rect2D(x: 10, y: 20, width: 100, height: 50))
  }

  func testSetFrameUnderAnchorPointZAndPerspective() {
    // X = P (m34 = −1/500), anchorPointZ = 100: K's divisor is m44 − apz·m34 = 1 + 100/500 = 1.2, so
    // bounds = 1.2 × (100, 50) = (120, 60) and the position is the centre (60, 45).
    let layer = Layer()
    layer.transform.m34 = -1.0 / 500
    layer.anchorPointZ = 100
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    assertApproximatelyEqual(layer.bounds.size, Size2D(width: 120, height: 60))
    assertApproximatelyEqual(layer.position, Point2D(x: 60, y: 45))
    assertApproximatelyEqual(layer.frame, Rect2D(x: 10, y: 20, width: 100, height: 50))
    // With a 30° turn on top (m31 = m32 = 0 for a z turn, so the plane is R/1.2): a 100×50 bounds has
    // a frame of (50√3 + 25, 50 + 25√3)/1.2; setting it gives 100×50 back.
    layer.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
    layer.transform.m34 = -1.0 / 500
    let r = Rect2D(
      x: 7, y: -3, width: (100 * root3over2 + 25) / 1.2, height: (50 + 50 * root3over2) / 1.2)
    layer.frame = r
    assertApproximatelyEqual(layer.bounds.size, Size2D(width: 100, height: 50))
    assertApproximatelyEqual(layer.frame, r)
  }

  func testSetFrameWhenTheLayerIsBehindTheEye() {
    // X = P, anchorPointZ = −600: the divisor is 1 − 600/500 = −0.2, so K = −5·identity and the size
    // is frame size / 5 = (20, 10); the box at position 0 is .null (w = −0.2 everywhere), so
    // position = mid(r) = (60, 45); the frame reads back .null.
    let layer = Layer()
    layer.transform.m34 = -1.0 / 500
    layer.anchorPointZ = -600
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    assertApproximatelyEqual(layer.bounds.size, Size2D(width: 20, height: 10))
    assertApproximatelyEqual(layer.position, Point2D(x: 60, y: 45))
    XCTAssertTrue(layer.frame.isNull)
  }

  // MARK: - bounds

  func testNegativeBoundsSizeIsStandardized() {
    // Standardized as CGRect does (GNUstep's Apple-run tests): (0,0,−100,−50) → (−100,−50,100,50);
    // (10,10,−4,−6) → (6,4,4,6); only negative components change.
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: -100, height: -50)
    assertSameOrBothNaN(layer.bounds, Rect2D(x: -100, y: -50, width: 100, height: 50))
    layer.bounds = Rect2D(x: 10, y: 10, width: -4, height: -6)
    assertSameOrBothNaN(layer.bounds, Rect2D(x: 6, y: 4, width: 4, height: 6))
    layer.bounds = Rect2D(x: 5, y: 5, width: -10, height: 20)
    assertSameOrBothNaN(layer.bounds, Rect2D(x: -5, y: 5, width: 10, height: 20))
    layer.bounds.size.height = -2
    assertSameOrBothNaN(layer.bounds, Rect2D(x: -5, y: 3, width: 10, height: 2))
    // The frame uses the standardized size about the unchanged position.
    layer.position = Point2D(x: 100, y: 100)
    XCTAssertEqual(layer.frame, Rect2D(x: 95, y: 99, width: 10, height: 2))
  }

  func testBoundsSizeChangeKeepsPositionAndGrowsAboutTheAnchor() {
    // Measured on Apple's QuartzCore: setBounds keeps position and anchorPoint. Anchor (0.25, 0.5)
    // at (100, 100): 40×20 → (90, 90, 40, 20); 80×40 → (80, 80, 80, 40).
    let layer = Layer()
    layer.anchorPoint = Point2D(x: 0.25, y: 0.5)
    layer.position = Point2D(x: 100, y: 100)
    layer.bounds = Rect2D(x: 0, y: 0, width: 40, height: 20)
    XCTAssertEqual(layer.frame, Rect2D(x: 90, y: 90, width: 40, height: 20))
    layer.bounds.size = Size2D(width: 80, height: 40)
    XCTAssertEqual(layer.position, Point2D(x: 100, y: 100))
    XCTAssertEqual(layer.frame, Rect2D(x: 80, y: 80, width: 80, height: 40))
  }

  func testBoundsOriginMovesSublayersNeverTheLayer() {
    // Parent frame (100,100,50,50) in `top`; child frame (10,10,20,20) in the parent. The child's
    // (0,0) is the parent's (10,10), which is top's (110,110). A bounds origin (5,−5) on the parent
    // subtracts from its own coordinates: (10 − 5, 10 + 5) + (100,100) = (105,115).
    let top = makeLayer("top", frame: Rect2D(x: 0, y: 0, width: 400, height: 400))
    let parent = makeLayer("parent", frame: Rect2D(x: 100, y: 100, width: 50, height: 50))
    let child = makeLayer("child", frame: Rect2D(x: 10, y: 10, width: 20, height: 20))
    top.addSublayer(parent)
    parent.addSublayer(child)
    XCTAssertEqual(top.convert(Point2D.zero, from: child), Point2D(x: 110, y: 110))
    parent.bounds.origin = Point2D(x: 5, y: -5)
    XCTAssertEqual(parent.frame, Rect2D(x: 100, y: 100, width: 50, height: 50))
    XCTAssertEqual(parent.position, Point2D(x: 125, y: 125))
    XCTAssertEqual(child.frame, Rect2D(x: 10, y: 10, width: 20, height: 20))
    XCTAssertEqual(top.convert(Point2D.zero, from: child), Point2D(x: 105, y: 115))
    XCTAssertEqual(
      top.convert(child.bounds, from: child), Rect2D(x: 105, y: 115, width: 20, height: 20))
    // The parent's own bounds still cover its frame.
    XCTAssertEqual(
      top.convert(parent.bounds, from: parent), Rect2D(x: 100, y: 100, width: 50, height: 50))
  }

  // MARK: - affineTransform

  func testAffineTransformReadsThePlaneEntries() {
    let layer = Layer()
    XCTAssertEqual(layer.affineTransform, .identity)
    let t = AffineTransform2D(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -8)
    layer.transform = Transform3D(
      m11: 2, m12: 0.5, m13: 0, m14: 0, m21: -1, m22: 3, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 7, m42: -8, m43: 0, m44: 1)
    XCTAssertEqual(layer.affineTransform, t)
  }

  func testAffineTransformOfANonAffineTransformIsIdentity() {
    // Measured on Apple's QuartzCore: z-scale, x-rotation, z-translation and m34 all read back as
    // identity, not as their m11 m12 m21 m22 m41 m42.
    let layer = Layer()
    let nonAffine: [(String, Transform3D)] = [
      ("scale z 2", Transform3D(scaleX: 2, y: 3, z: 2)),
      ("rotation about x", Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0)),
      ("translation z", Transform3D(translationX: 5, y: 6, z: 7)),
      (
        "m34",
        Transform3D(
          m11: 2, m12: 0, m13: 0, m14: 0, m21: 0, m22: 2, m23: 0, m24: 0,
          m31: 0, m32: 0, m33: 1, m34: -0.002, m41: 9, m42: 9, m43: 0, m44: 1)
      ),
      (
        "m14",
        Transform3D(
          m11: 1, m12: 0, m13: 0, m14: 0.01, m21: 0, m22: 1, m23: 0, m24: 0,
          m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
      ),
      (
        "m44",
        Transform3D(
          m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
          m31: 0, m32: 0, m33: 1, m34: 0, m41: 3, m42: 0, m43: 0, m44: 2)
      ),
    ]
    for (name, t) in nonAffine {
      layer.transform = t
      XCTAssertEqual(layer.affineTransform, .identity, name)
      XCTAssertEqual(layer.transform, t, "the transform itself is kept: \(name)")
    }
  }

  func testSettingAffineTransformReplacesTheTransform() {
    // Measured on Apple's QuartzCore: the setter replaces (m33 back to 1, z terms gone).
    let layer = Layer()
    layer.transform = Transform3D(
      m11: 1, m12: 0, m13: 0.3, m14: 0.01, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0.2, m33: 2, m34: -0.002, m41: 0, m42: 0, m43: 5, m44: 1)
    layer.affineTransform = AffineTransform2D(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -8)
    XCTAssertEqual(
      layer.transform,
      Transform3D(
        m11: 2, m12: 0.5, m13: 0, m14: 0, m21: -1, m22: 3, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 7, m42: -8, m43: 0, m44: 1))
    XCTAssertEqual(
      layer.affineTransform, AffineTransform2D(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -8))
    // The frame follows: scale(2,4) on 100×50 at (200,300) → (100,200,200,200) as above.
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 50)
    layer.position = Point2D(x: 200, y: 300)
    layer.affineTransform = AffineTransform2D(scaleX: 2, y: 4)
    XCTAssertEqual(layer.frame, Rect2D(x: 100, y: 200, width: 200, height: 200))
  }
}
