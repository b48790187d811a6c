import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// Hand-worked tests of `convert(_:from:)` and `convert(_:to:)` for points and rects.
///
/// Sources: Core Animation's conversion rules, as <doc:ConvertingBetweenLayers> documents them.
/// Every expected value is a literal or a formula written out here; the comments show the
/// arithmetic, row vectors `p' = p · M`.
///
/// Vectors marked [A] were measured against Apple QuartzCore (gnustep/libs-quartzcore
/// `Tests/quartzcore/CALayer/conversion.m`, PR #18); [D] is Apple's documentation.
final class ConversionTests: XCTestCase {
  private let sqrt2 = 2.0.squareRoot()
  private let sqrt3 = 3.0.squareRoot()

  private func makeLayer(bounds: Rect2D, position: Point2D) -> Layer {
    let layer = Layer()
    layer.bounds = bounds
    layer.position = position
    return layer
  }

  /// Parent bounds (0,0,200,200) at (100,100), so parent space = world space; child bounds 50×50 at
  /// (100,50), so child (x, y) ↦ parent (x − 25 + 100, y − 25 + 50) = (x + 75, y + 25).
  private func makeParentAndChild() -> (parent: Layer, child: Layer) {
    let parent = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 200, height: 200), position: Point2D(x: 100, y: 100))
    let child = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 100, y: 50))
    parent.addSublayer(child)
    return (parent, child)
  }

  // MARK: - Apple-measured vectors [A]

  func testPointBetweenChildAndParent() {
    let (parent, child) = makeParentAndChild()
    assertApproximatelyEqual(child.convert(Point2D(x: 0, y: 0), to: parent), Point2D(x: 75, y: 25))
    assertApproximatelyEqual(
      child.convert(Point2D(x: 50, y: 50), to: parent), Point2D(x: 125, y: 75))
    assertApproximatelyEqual(
      parent.convert(Point2D(x: 0, y: 0), to: child), Point2D(x: -75, y: -25))
    assertApproximatelyEqual(
      child.convert(Point2D(x: 0, y: 0), from: parent), Point2D(x: -75, y: -25))
    assertApproximatelyEqual(
      parent.convert(Point2D(x: 0, y: 0), from: child), Point2D(x: 75, y: 25))
  }

  func testRectBetweenChildAndParent() {
    let (parent, child) = makeParentAndChild()
    assertApproximatelyEqual(
      child.convert(Rect2D(x: 0, y: 0, width: 10, height: 20), to: parent),
      Rect2D(x: 75, y: 25, width: 10, height: 20))
    assertApproximatelyEqual(
      parent.convert(Rect2D(x: 0, y: 0, width: 10, height: 20), to: child),
      Rect2D(x: -75, y: -25, width: 10, height: 20))
  }

  func testLayerConvertsToItselfUnchanged() {
    let layer = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 100, y: 50))
    layer.transform = Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)
    XCTAssertEqual(layer.convert(Point2D(x: 3, y: 4), to: layer), Point2D(x: 3, y: 4))
    XCTAssertEqual(layer.convert(Point2D(x: 3, y: 4), from: layer), Point2D(x: 3, y: 4))
    assertApproximatelyEqual(
      layer.convert(Rect2D(x: 3, y: 4, width: 5, height: 6), to: layer),
      Rect2D(x: 3, y: 4, width: 5, height: 6))
  }

  func testSuperlayerBoundsOriginDoesNotMoveChildToParent() {
    let (parent, child) = makeParentAndChild()
    parent.bounds = Rect2D(x: 10, y: 20, width: 200, height: 200)
    // The parent's bounds origin is not a term of M(child → parent) (only of the parent's own
    // level).
    assertApproximatelyEqual(child.convert(Point2D(x: 0, y: 0), to: parent), Point2D(x: 75, y: 25))
  }

  func testChildTransformAppliesAboutItsAnchorPoint() {
    let (parent, child) = makeParentAndChild()
    child.transform = Transform3D(scaleX: 2, y: 2, z: 1)
    // (0,0): (0 − 25)·2 + 100 = 50, (0 − 25)·2 + 50 = 0.
    assertApproximatelyEqual(child.convert(Point2D(x: 0, y: 0), to: parent), Point2D(x: 50, y: 0))
    // (50,50): (25·2 + 100, 25·2 + 50) = (150, 100).
    assertApproximatelyEqual(
      child.convert(Point2D(x: 50, y: 50), to: parent), Point2D(x: 150, y: 100))
    // Corners (0,0) ↦ (50,0) and (10,20) ↦ ((10 − 25)·2 + 100, (20 − 25)·2 + 50) = (70, 40).
    assertApproximatelyEqual(
      child.convert(Rect2D(x: 0, y: 0, width: 10, height: 20), to: parent),
      Rect2D(x: 50, y: 0, width: 20, height: 40))
  }

  func testSublayerTransformTranslationAboutParentAnchor() {
    let (parent, child) = makeParentAndChild()
    parent.sublayerTransform = Transform3D(translationX: 10, y: 20, z: 0)
    // (0,0) ↦ (75,25) before S; − P(100,100) → (−25,−75); + (10,20) → (−15,−55); + P → (85,45).
    assertApproximatelyEqual(child.convert(Point2D(x: 0, y: 0), to: parent), Point2D(x: 85, y: 45))
    assertApproximatelyEqual(
      child.convert(Point2D(x: 85, y: 45), from: parent), Point2D(x: 0, y: 0))
  }

  func testSublayerTransformScaleTogetherWithChildTransform() {
    let (parent, child) = makeParentAndChild()
    parent.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    child.transform = Transform3D(translationX: 5, y: 6, z: 0)
    // (0,0) − A(25,25) → (−25,−25); X → (−20,−19); + pos(100,50) → (80,31); − P(100,100) →
    // (−20,−69); S → (−40,−138); + P → (60,−38).
    assertApproximatelyEqual(child.convert(Point2D(x: 0, y: 0), to: parent), Point2D(x: 60, y: -38))
    assertApproximatelyEqual(
      child.convert(Point2D(x: 60, y: -38), from: parent), Point2D(x: 0, y: 0))
  }

  func testRotatedChildRectIsBoundingBoxOfCorners() {
    let parent = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 200, height: 200), position: Point2D(x: 100, y: 100))
    let child = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 100, y: 100))
    child.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
    parent.addSublayer(child)
    // Corners ±50 about the centre rotate 45°: each lands on an axis at distance 50√2.
    assertApproximatelyEqual(
      child.convert(Rect2D(x: 0, y: 0, width: 100, height: 100), to: parent),
      Rect2D(x: 100 - 50 * sqrt2, y: 100 - 50 * sqrt2, width: 100 * sqrt2, height: 100 * sqrt2))
    assertApproximatelyEqual(
      child.convert(Point2D(x: 50, y: 50), to: parent), Point2D(x: 100, y: 100))
  }

  func testConversionsAcrossTheTree() {
    let g0 = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 400, height: 400), position: Point2D(x: 200, y: 200))
    let g1 = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 200, height: 200), position: Point2D(x: 100, y: 100))
    let g2 = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 25, y: 25))
    g0.addSublayer(g1)
    g1.addSublayer(g2)
    assertApproximatelyEqual(g2.convert(Point2D(x: 0, y: 0), to: g0), Point2D(x: 0, y: 0))
    assertApproximatelyEqual(g0.convert(Point2D(x: 0, y: 0), to: g2), Point2D(x: 0, y: 0))

    let parent = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 200, height: 200), position: Point2D(x: 100, y: 100))
    let s1 = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 25, y: 25))
    let s2 = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 125, y: 25))
    parent.addSublayer(s1)
    parent.addSublayer(s2)
    assertApproximatelyEqual(s1.convert(Point2D(x: 0, y: 0), to: s2), Point2D(x: -100, y: 0))
  }

  func testLayersInDifferentTreesMeetInWorldSpace() {
    let u1 = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 25, y: 25))
    let u2 = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 500, y: 500))
    // u1 (0,0) ↦ world (0,0); world ↦ u2: (0 − 500 + 25, 0 − 500 + 25) = (−475, −475).
    assertApproximatelyEqual(u1.convert(Point2D(x: 0, y: 0), to: u2), Point2D(x: -475, y: -475))
    assertApproximatelyEqual(u2.convert(Point2D(x: 0, y: 0), from: u1), Point2D(x: -475, y: -475))
    assertApproximatelyEqual(u2.convert(Point2D(x: -475, y: -475), to: u1), Point2D(x: 0, y: 0))
  }

  func testDetachedLayerConvertsAsItsOwnRoot() {
    let (parent, child) = makeParentAndChild()
    assertApproximatelyEqual(child.convert(Point2D(x: 0, y: 0), to: parent), Point2D(x: 75, y: 25))
    child.removeFromSuperlayer()
    // Now child ↦ world (x + 75, y + 25) and parent's world map is the identity.
    assertApproximatelyEqual(child.convert(Point2D(x: 0, y: 0), to: parent), Point2D(x: 75, y: 25))
  }

  // MARK: - Apple's documented example [D]

  func testDocumentedRedYellowExample() {
    // red frame (0,0,640,480); yellow frame (0,0,640,480) then scale 0.5 about its centre
    // (320,240).
    let red = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 640, height: 480), position: Point2D(x: 320, y: 240))
    let yellow = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 640, height: 480), position: Point2D(x: 320, y: 240))
    yellow.transform = Transform3D(scaleX: 0.5, y: 0.5, z: 1)
    // Down through yellow's level: ((50 − 320)/0.5 + 320, (50 − 240)/0.5 + 240) = (−220, −140).
    // Separate trees (red's world map is the identity):
    assertApproximatelyEqual(
      yellow.convert(Point2D(x: 50, y: 50), from: red), Point2D(x: -220, y: -140))
    // Yellow inside red:
    red.addSublayer(yellow)
    assertApproximatelyEqual(
      yellow.convert(Point2D(x: 50, y: 50), from: red), Point2D(x: -220, y: -140))
    assertApproximatelyEqual(
      yellow.convert(Point2D(x: -220, y: -140), to: red), Point2D(x: 50, y: 50))
  }

  // MARK: - Siblings with transforms

  func testConvertAcrossTransformedSiblings() {
    let parent = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 200, height: 200), position: Point2D(x: 100, y: 100))
    let s1 = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 50, y: 50))
    s1.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let s2 = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 40, height: 40), position: Point2D(x: 150, y: 150))
    s2.transform = Transform3D(scaleX: 2, y: 2, z: 1)
    parent.sublayers = [s1, s2]
    // Rotation 90° about z, row vectors: m11 = 0, m12 = 1, m21 = −1, m22 = 0, so (x, y) ↦ (−y, x).
    // s1 (10,0) − A(25,25) → (−15,−25) → (25,−15) → + (50,50) → parent (75,35).
    // Down into s2: − pos(150,150) → (−75,−115); ÷ 2 → (−37.5,−57.5); + A(20,20) → (−17.5,−37.5).
    assertApproximatelyEqual(
      s2.convert(Point2D(x: 10, y: 0), from: s1), Point2D(x: -17.5, y: -37.5))
    assertApproximatelyEqual(s1.convert(Point2D(x: 10, y: 0), to: s2), Point2D(x: -17.5, y: -37.5))
    assertApproximatelyEqual(
      s1.convert(Point2D(x: -17.5, y: -37.5), from: s2), Point2D(x: 10, y: 0))
    assertApproximatelyEqual(parent.convert(Point2D(x: 10, y: 0), from: s1), Point2D(x: 75, y: 35))
  }

  // MARK: - Three levels with rotation and scale

  /// Three levels with rotation and scale.
  ///
  /// r: bounds (0,0,400,400) at (300,250), so r ↦ world is (x + 100, y + 50).
  /// a in r: bounds (0,0,200,100) at (200,200), transform scale 2 then rotate 30° about z.
  /// b in a: bounds (0,0,50,50) at (50,25), transform scale (2,3).
  private func makeThreeLevels() -> (r: Layer, a: Layer, b: Layer) {
    let r = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 400, height: 400), position: Point2D(x: 300, y: 250))
    let a = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 200, height: 100), position: Point2D(x: 200, y: 200))
    a.transform = Transform3D(scaleX: 2, y: 2, z: 1)
      .concatenating(Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1))
    let b = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 50, y: 25))
    b.transform = Transform3D(scaleX: 2, y: 3, z: 1)
    r.addSublayer(a)
    a.addSublayer(b)
    return (r, a, b)
  }

  func testThreeLevelsUp() {
    let (r, a, b) = makeThreeLevels()
    // b (10,20) − A(25,25) → (−15,−5); scale (2,3) → (−30,−15); + (50,25) → a (20,10).
    assertApproximatelyEqual(b.convert(Point2D(x: 10, y: 20), to: a), Point2D(x: 20, y: 10))
    // a (20,10) − A(100,50) → (−80,−40); ×2 → (−160,−80); rotate 30° (c = √3/2, s = 1/2):
    // (x c − y s, x s + y c) = (−80√3 + 40, −80 − 40√3); + (200,200) → r (240 − 80√3, 120 − 40√3).
    let inR = Point2D(x: 240 - 80 * sqrt3, y: 120 - 40 * sqrt3)
    assertApproximatelyEqual(b.convert(Point2D(x: 10, y: 20), to: r), inR)
    assertApproximatelyEqual(r.convert(Point2D(x: 10, y: 20), from: b), inR)
    // World: + (100, 50).
    assertApproximatelyEqual(
      b.convert(Point2D(x: 10, y: 20), to: nil), Point2D(x: 340 - 80 * sqrt3, y: 170 - 40 * sqrt3))
  }

  func testThreeLevelsDown() {
    let (r, a, b) = makeThreeLevels()
    let inR = Point2D(x: 240 - 80 * sqrt3, y: 120 - 40 * sqrt3)
    assertApproximatelyEqual(b.convert(inR, from: r), Point2D(x: 10, y: 20))
    assertApproximatelyEqual(r.convert(inR, to: b), Point2D(x: 10, y: 20))
    assertApproximatelyEqual(a.convert(inR, from: r), Point2D(x: 20, y: 10))
    assertApproximatelyEqual(
      b.convert(Point2D(x: 340 - 80 * sqrt3, y: 170 - 40 * sqrt3), from: nil), Point2D(x: 10, y: 20)
    )
    // r (200,200) is a's position, so a's anchor (100,50); into b: ((100 − 50)/2 + 25,
    // (50 − 25)/3 + 25) = (50, 25 + 25/3).
    assertApproximatelyEqual(
      b.convert(Point2D(x: 200, y: 200), from: r), Point2D(x: 50, y: 25 + 25.0 / 3))
  }

  func testThreeLevelsRectIsBoxOfCornersThroughTheComposedAffineMap() {
    let (r, _, b) = makeThreeLevels()
    // b's corners in a: x ∈ {(0 − 25)·2 + 50, (50 − 25)·2 + 50} = {0, 100},
    // y ∈ {(0 − 25)·3 + 25, (50 − 25)·3 + 25} = {−50, 100}.
    // Relative to a's anchor (100,50), ×2: x ∈ {−200, 0}, y ∈ {−200, 100}; rotated 30°:
    //   (−200,−200) → (100 − 100√3, −100 − 100√3)    (0,−200) → (100, −100√3)
    //   (−200, 100) → (−50 − 100√3, −100 + 50√3)      (0, 100) → (−50, 50√3)
    // x ∈ [−50 − 100√3, 100], y ∈ [−100 − 100√3, 50√3]; + (200,200).
    assertApproximatelyEqual(
      r.convert(b.bounds, from: b),
      Rect2D(
        x: 150 - 100 * sqrt3, y: 100 - 100 * sqrt3, width: 150 + 100 * sqrt3,
        height: 100 + 150 * sqrt3))
  }

  // MARK: - Bounds origin (scrolling)

  func testBoundsOriginScrollsSublayers() {
    // p: bounds (30,40,200,200) at (100,100): p ↦ world (x − 30 − 100 + 100, y − 40 − 100 + 100).
    let p = makeLayer(
      bounds: Rect2D(x: 30, y: 40, width: 200, height: 200), position: Point2D(x: 100, y: 100))
    // c: bounds (0,0,20,20) at (100,100): c ↦ p (x − 10 + 100, y − 10 + 100) = (x + 90, y + 90).
    let c = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 20, height: 20), position: Point2D(x: 100, y: 100))
    p.addSublayer(c)
    assertApproximatelyEqual(p.convert(Point2D(x: 0, y: 0), from: c), Point2D(x: 90, y: 90))
    // (90 − 30, 90 − 40) = (60, 50).
    assertApproximatelyEqual(c.convert(Point2D(x: 0, y: 0), to: nil), Point2D(x: 60, y: 50))
    assertApproximatelyEqual(c.convert(Point2D(x: 60, y: 50), from: nil), Point2D(x: 0, y: 0))
    // Scrolling back to the origin moves the content down-right by (30, 40).
    p.bounds.origin = .zero
    assertApproximatelyEqual(c.convert(Point2D(x: 0, y: 0), to: nil), Point2D(x: 90, y: 90))
    // The child's own bounds origin: its top-left corner is now its point (5,5).
    c.bounds = Rect2D(x: 5, y: 5, width: 20, height: 20)
    assertApproximatelyEqual(p.convert(Point2D(x: 5, y: 5), from: c), Point2D(x: 90, y: 90))
    assertApproximatelyEqual(
      p.convert(c.bounds, from: c), Rect2D(x: 90, y: 90, width: 20, height: 20))
  }

  // MARK: - sublayerTransform about a non-zero bounds origin

  func testSublayerTransformPivotIncludesBoundsOrigin() {
    // u: bounds (10,20,200,100), anchor (0.5,0.5): P = (10 + 100, 20 + 50) = (110, 70).
    // S = scale (2,3) then translate (7,−4).
    let u = makeLayer(
      bounds: Rect2D(x: 10, y: 20, width: 200, height: 100), position: Point2D(x: 500, y: 500))
    u.sublayerTransform = Transform3D(scaleX: 2, y: 3, z: 1)
      .concatenating(Transform3D(translationX: 7, y: -4, z: 0))
    let l = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 40, height: 20), position: Point2D(x: 60, y: 30))
    u.addSublayer(l)
    // l (0,0) − A(20,10) → (−20,−10); + pos → (40,20); − P → (−70,−50); scale → (−140,−150);
    // + (7,−4) → (−133,−154); + P → (−23,−84).
    assertApproximatelyEqual(u.convert(Point2D(x: 0, y: 0), from: l), Point2D(x: -23, y: -84))
    // l (40,20) → (20,10) → (80,40) → (−30,−30) → (−60,−90) → (−53,−94) → (57,−24).
    assertApproximatelyEqual(u.convert(Point2D(x: 40, y: 20), from: l), Point2D(x: 57, y: -24))
    assertApproximatelyEqual(l.convert(Point2D(x: 57, y: -24), from: u), Point2D(x: 40, y: 20))
    assertApproximatelyEqual(l.convert(Point2D(x: -23, y: -84), from: u), Point2D(x: 0, y: 0))
    // Box of the corners (−23,−84) and (57,−24) (the map is axis-aligned).
    assertApproximatelyEqual(
      u.convert(l.bounds, from: l), Rect2D(x: -23, y: -84, width: 80, height: 60))

    // The pivot follows the anchor point: anchor (0,0) gives P = (10, 20).
    // (40,20) − P → (30,0); scale → (60,0); + (7,−4) → (67,−4); + P → (77,16).
    u.anchorPoint = .zero
    assertApproximatelyEqual(u.convert(Point2D(x: 0, y: 0), from: l), Point2D(x: 77, y: 16))
  }

  // MARK: - Geometry flip

  func testGeometryFlippedMirrorsSublayers() {
    // Core Animation's flip rule: L frame (0,0,100,200), flipped; sublayer frame (10,20,30,40) in L
    // appears at (10,140,30,40) in L's superlayer.
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 300), position: Point2D(x: 150, y: 150))
    let l = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 200), position: Point2D(x: 50, y: 100))
    l.isGeometryFlipped = true
    let s = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 30, height: 40), position: Point2D(x: 25, y: 40))
    root.addSublayer(l)
    l.addSublayer(s)
    assertApproximatelyEqual(
      root.convert(s.bounds, from: s), Rect2D(x: 10, y: 140, width: 30, height: 40))
    // s (0,0) ↦ l (10,20) ↦ flip (10, 200 − 20) − A(50,100) + pos(50,100) = (10,180).
    assertApproximatelyEqual(root.convert(Point2D(x: 0, y: 0), from: s), Point2D(x: 10, y: 180))
    assertApproximatelyEqual(s.convert(Point2D(x: 10, y: 180), from: root), Point2D(x: 0, y: 0))
    // The flipped layer itself does not move: its bounds map onto its frame.
    assertApproximatelyEqual(
      root.convert(l.bounds, from: l), Rect2D(x: 0, y: 0, width: 100, height: 200))
  }

  func testGeometryFlipAppliesAfterBoundsOrigin() {
    let l = makeLayer(
      bounds: Rect2D(x: 5, y: 10, width: 100, height: 200), position: Point2D(x: 50, y: 100))
    l.isGeometryFlipped = true
    // (5,10) − bo → (0,0); flip → (0,200); − A(50,100) → (−50,100); + pos → (0,200).
    assertApproximatelyEqual(l.convert(Point2D(x: 5, y: 10), to: nil), Point2D(x: 0, y: 200))
    // (105,210) − bo → (100,200); flip → (100,0); − A → (50,−100); + pos → (100,0).
    assertApproximatelyEqual(l.convert(Point2D(x: 105, y: 210), to: nil), Point2D(x: 100, y: 0))
    assertApproximatelyEqual(l.convert(Point2D(x: 100, y: 0), from: nil), Point2D(x: 105, y: 210))
  }

  func testFlippedSublayerTransformPivotIsTakenLiterally() {
    // l: bounds (0,0,100,200), anchor (0,0), position (50,60), flipped, S = scale 2.
    // P = bo + ap·size = (0,0) in l's (flipped) space, not the visual top-left.
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 300), position: Point2D(x: 150, y: 150))
    let l = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 200), position: Point2D(x: 50, y: 60))
    l.anchorPoint = .zero
    l.isGeometryFlipped = true
    l.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    let c = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 10, height: 10), position: Point2D(x: 10, y: 20))
    root.addSublayer(l)
    l.addSublayer(c)
    // c (0,0) − A(5,5) + pos → (5,15); − P(0,0); ×2 → (10,30); + P → l (10,30).
    assertApproximatelyEqual(l.convert(Point2D(x: 0, y: 0), from: c), Point2D(x: 10, y: 30))
    // l (10,30): flip → (10, 200 − 30) = (10,170); − A(0,0); + pos(50,60) → (60,230).
    assertApproximatelyEqual(root.convert(Point2D(x: 0, y: 0), from: c), Point2D(x: 60, y: 230))
    assertApproximatelyEqual(c.convert(Point2D(x: 60, y: 230), from: root), Point2D(x: 0, y: 0))
  }

  func testTwoFlipsCancel() {
    // l and m are both flipped with frame (0,0,100,200): each maps (x, y) ↦ (x, 200 − y).
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 300), position: Point2D(x: 150, y: 150))
    let l = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 200), position: Point2D(x: 50, y: 100))
    let m = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 200), position: Point2D(x: 50, y: 100))
    l.isGeometryFlipped = true
    m.isGeometryFlipped = true
    let s = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 30, height: 40), position: Point2D(x: 25, y: 40))
    root.addSublayer(l)
    l.addSublayer(m)
    m.addSublayer(s)
    // s's frame (10,20,30,40) in m; flipped twice → the same rectangle in root.
    assertApproximatelyEqual(
      root.convert(s.bounds, from: s), Rect2D(x: 10, y: 20, width: 30, height: 40))
    // One flip in between: (10, 200 − 60, 30, 40) in l.
    assertApproximatelyEqual(
      l.convert(s.bounds, from: s), Rect2D(x: 10, y: 140, width: 30, height: 40))
  }

  // MARK: - Perspective: 30° about y with m34 = −1/500

  /// A 30° turn about y seen in perspective.
  ///
  /// u: 300×300 root at (150,150) (u ↦ world is the identity). l: 100×100 at (150,150) with
  /// transform = rotation 30° about y, then perspective m34 = −1/500.
  ///
  /// Rotation about y (CATransform3D's row-vector form, x = z = 0, y = 1): rows (c, 0, −s, 0), (0, 1, 0, 0),
  /// (s, 0, c, 0), (0, 0, 0, 1). Times the perspective (column 4 gains row·(0, 0, −1/500, 1)):
  /// rows (c, 0, −s, s/500), (0, 1, 0, 0), (s, 0, c, −c/500), (0, 0, 0, 1).
  /// A point (x, y) of l: u = x − 50, v = y − 50 → (u, v, 0, 1) · X = (u c, v, −u s, 1 + u s/500);
  /// then + position·w. So with w = 1 + u·s/500 = 1 + u/1000:
  ///   x' = 150 + u c / w,   y' = 150 + v / w.
  private func makePerspectiveScene(width: Double = 100) -> (u: Layer, l: Layer) {
    let u = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 300), position: Point2D(x: 150, y: 150))
    let l = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: width, height: 100), position: Point2D(x: 150, y: 150))
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    l.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0).concatenating(perspective)
    u.addSublayer(l)
    return (u, l)
  }

  private var cos30: Double { sqrt3 / 2 }

  func testPerspectiveCornersUp() {
    let (u, l) = makePerspectiveScene()
    let c = cos30
    // u = −50: w = 0.95; u = +50: w = 1.05.
    let expected: [(Point2D, Point2D)] = [
      (Point2D(x: 0, y: 0), Point2D(x: 150 - 50 * c / 0.95, y: 150 - 50 / 0.95)),
      (Point2D(x: 100, y: 0), Point2D(x: 150 + 50 * c / 1.05, y: 150 - 50 / 1.05)),
      (Point2D(x: 0, y: 100), Point2D(x: 150 - 50 * c / 0.95, y: 150 + 50 / 0.95)),
      (Point2D(x: 100, y: 100), Point2D(x: 150 + 50 * c / 1.05, y: 150 + 50 / 1.05)),
      // An interior point: u = −25, v = 25, w = 0.975.
      (Point2D(x: 25, y: 75), Point2D(x: 150 - 25 * c / 0.975, y: 150 + 25 / 0.975)),
      // The anchor stays put.
      (Point2D(x: 50, y: 50), Point2D(x: 150, y: 150)),
    ]
    for (p, q) in expected {
      assertApproximatelyEqual(u.convert(p, from: l), q, "\(p)")
      assertApproximatelyEqual(l.convert(p, to: u), q, "\(p)")
      assertApproximatelyEqual(l.convert(p, to: nil), q, "\(p) to world")
    }
  }

  func testPerspectiveCornersDown() {
    let (u, l) = makePerspectiveScene()
    let c = cos30
    let corners: [(Point2D, Point2D)] = [
      (Point2D(x: 150 - 50 * c / 0.95, y: 150 - 50 / 0.95), Point2D(x: 0, y: 0)),
      (Point2D(x: 150 + 50 * c / 1.05, y: 150 - 50 / 1.05), Point2D(x: 100, y: 0)),
      (Point2D(x: 150 - 50 * c / 0.95, y: 150 + 50 / 0.95), Point2D(x: 0, y: 100)),
      (Point2D(x: 150 + 50 * c / 1.05, y: 150 + 50 / 1.05), Point2D(x: 100, y: 100)),
    ]
    for (q, p) in corners {
      assertApproximatelyEqual(l.convert(q, from: u), p, absoluteTolerance: 1e-9, "\(q)")
      assertApproximatelyEqual(u.convert(q, to: l), p, absoluteTolerance: 1e-9, "\(q)")
    }
  }

  func testPerspectiveUnprojectsOntoTheLayerPlane() {
    let (u, l) = makePerspectiveScene()
    let c = cos30
    // Solving x' − 150 = X = u c / (1 + u/1000) for u: u = X / (c − X/1000); then
    // w = 1 + u/1000 and v = Y·w.
    for (x, y) in [(200.0, 100.0), (120.0, 180.0), (150.0, 150.0), (260.0, 20.0)] {
      let (bigX, bigY) = (x - 150, y - 150)
      let uu = bigX / (c - bigX / 1000)
      let v = bigY * (1 + uu / 1000)
      assertApproximatelyEqual(
        l.convert(Point2D(x: x, y: y), from: u), Point2D(x: 50 + uu, y: 50 + v),
        absoluteTolerance: 1e-9, "(\(x), \(y))")
    }
  }

  func testPerspectiveRectIsBoxOfProjectedCorners() {
    let (u, l) = makePerspectiveScene()
    let c = cos30
    // x from the left corners (u = −50) to the right ones (u = 50); y from the nearer (taller) left
    // edge: ±50/0.95.
    let left = 150 - 50 * c / 0.95
    let right = 150 + 50 * c / 1.05
    assertApproximatelyEqual(
      u.convert(l.bounds, from: l),
      Rect2D(x: left, y: 150 - 50 / 0.95, width: right - left, height: 100 / 0.95))
  }

  func testPerspectiveRectIsReboxedAfterTheProjectiveLevel() {
    // top: 600×600 root at (300,300) (identity to world); mid: 300×300 at (300,300) rotated 45°
    // about z; l (the perspective layer above) at (150,150) in mid.
    let top = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 600, height: 600), position: Point2D(x: 300, y: 300))
    let (mid, l) = makePerspectiveScene()
    mid.position = Point2D(x: 300, y: 300)
    mid.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
    top.addSublayer(mid)
    let c = cos30
    // In mid, relative to mid's anchor (150,150), the box of l is [x0, x1] × [y0, y1]:
    let (x0, x1) = (-50 * c / 0.95, 50 * c / 1.05)
    let (y0, y1) = (-50 / 0.95, 50 / 0.95)
    // That box (not the trapezoid) is rotated 45°: (x, y) ↦ ((x − y)/√2, (x + y)/√2), so
    // x' ∈ [(x0 − y1)/√2, (x1 − y0)/√2], y' ∈ [(x0 + y0)/√2, (x1 + y1)/√2]; + (300,300).
    assertApproximatelyEqual(
      top.convert(l.bounds, from: l),
      Rect2D(
        x: 300 + (x0 - y1) / sqrt2, y: 300 + (x0 + y0) / sqrt2,
        width: (x1 - y0 - x0 + y1) / sqrt2, height: (x1 + y1 - x0 - y0) / sqrt2))
  }

  func testPerspectivePointBehindTheEyeIsNaN() {
    let (u, l) = makePerspectiveScene()
    // Up: l (−1950, 50): u = −2000, w = 1 − 2 = −1 ≤ 0.
    let up = u.convert(Point2D(x: -1950, y: 50), from: l)
    XCTAssert(up.x.isNaN && up.y.isNaN, "\(up)")
    // Down: X = 900 gives u = 900 / (c − 0.9) ≈ −26490, w = 1 + u/1000 < 0: behind the eye.
    let down = l.convert(Point2D(x: 1050, y: 150), from: u)
    XCTAssert(down.x.isNaN && down.y.isNaN, "\(down)")
  }

  func testPerspectiveRectBehindTheEyeIsClipped() {
    let (u, l) = makePerspectiveScene()
    // Every corner has u ≤ −2040, w ≤ −1.04: wholly behind → null.
    XCTAssert(u.convert(Rect2D(x: -2000, y: 0, width: 10, height: 10), from: l).isNull)
    // Corners at u = −2050 (behind) and u = 50 (in front): partly behind → infinite.
    XCTAssert(u.convert(Rect2D(x: -2000, y: 0, width: 2100, height: 10), from: l).isInfinite)
  }

  /// Two identical siblings turned 60° about y under a root with perspective m34 = −1/200.
  ///
  /// For a point (x, y) of either, z = −(x − 50)·sin 60° after the turn (row vectors, CA's rotation:
  /// m13 = −sin, m31 = sin), so w = 1 + (x − 50)·sin 60°/200 at the root: behind the eye (w ≤ 0)
  /// for x ≤ 50 − 200/sin 60° ≈ −180.9.
  private func makeTurnedTwins() -> (root: Layer, a: Layer, b: Layer) {
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 400, height: 400), position: Point2D(x: 200, y: 200))
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 200
    root.sublayerTransform = perspective
    let twins = (0..<2).map { _ in
      let layer = makeLayer(
        bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 200, y: 200))
      layer.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
      root.addSublayer(layer)
      return layer
    }
    return (root, twins[0], twins[1])
  }

  func testPointBehindTheEyeOnTheWayUpStaysNaNWhenTheWayDownWouldBringItBack() {
    let (root, a, b) = makeTurnedTwins()
    // (−250, 50): w = 1 − 300·0.866/200 = −0.30 at the root, behind the eye. Composed, the way up
    // and the way down through the twin cancel to the identity, so only the check at the root's
    // level can say NaN.
    let behind = Point2D(x: -250, y: 50)
    let atRoot = root.convert(behind, from: a)
    XCTAssert(atRoot.x.isNaN && atRoot.y.isNaN, "\(atRoot)")
    let across = b.convert(behind, from: a)
    XCTAssert(across.x.isNaN && across.y.isNaN, "\(across)")
    var batch = [behind, Point2D(x: 250, y: 50)]
    b.convert(&batch, from: a)
    XCTAssert(batch[0].x.isNaN && batch[0].y.isNaN, "\(batch[0])")
    // (250, 50): w = 1 + 200·0.866/200 = 1.87, in front: the twin gives the point back.
    assertApproximatelyEqual(b.convert(Point2D(x: 250, y: 50), from: a), Point2D(x: 250, y: 50))
    assertApproximatelyEqual(batch[1], Point2D(x: 250, y: 50))
  }

  func testRememberedAffinePathIsDroppedWhenALevelTurnsProjective() {
    let (root, a, b) = makeTurnedTwins()
    a.transform = .identity
    b.transform = .identity
    a.position = Point2D(x: 100, y: 100)
    b.position = Point2D(x: 300, y: 300)
    // Flat layers: the root's perspective has no effect. (10, 20) in a is (60, 70) in the root,
    // (60 − 300 + 50, 70 − 300 + 50) in b.
    let p = Point2D(x: 10, y: 20)
    assertApproximatelyEqual(b.convert(p, from: a), Point2D(x: -190, y: -180))
    assertApproximatelyEqual(b.convert(p, from: a), Point2D(x: -190, y: -180))  // warm
    a.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
    let direct = b.convert(p, from: a)
    // The same conversion in two steps through the root, each built afresh.
    let viaRoot = b.convert(root.convert(p, from: a), from: root)
    assertApproximatelyEqual(direct, viaRoot)
    // (10, 20) − anchor = (−40, −30); turned: x = −40·cos 60° = −20, z = 40·sin 60° = 34.641;
    // + position, − pivot: (−120, −130), w = 1 − 34.641/200 = 0.826795; ÷ w, + pivot:
    // (54.861227, 42.766329) in the root; − (300, 300) + anchor: in b.
    assertApproximatelyEqual(
      direct, Point2D(x: -195.13877287714075, y: -207.23367061690246), absoluteTolerance: 1e-9)
  }

  func testPerspectiveSublayerTransformWithZPositionAndAnchorPointZ() {
    // u: 300×300 root at (150,150), S = perspective m34 = −1/500, P = (150,150).
    let u = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 300), position: Point2D(x: 150, y: 150))
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    u.sublayerTransform = perspective
    let l = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 150, y: 150))
    u.addSublayer(l)
    // zPosition 100: (0,0) − A → (−50,−50,0); + (150,150,100) → (100,100,100); − P → (−50,−50,100);
    // w = 1 + 100·(−1/500) = 0.8 → (−62.5,−62.5); + P → (87.5,87.5).
    l.zPosition = 100
    assertApproximatelyEqual(u.convert(Point2D(x: 0, y: 0), from: l), Point2D(x: 87.5, y: 87.5))
    assertApproximatelyEqual(
      u.convert(Point2D(x: 100, y: 100), from: l), Point2D(x: 212.5, y: 212.5))
    assertApproximatelyEqual(l.convert(Point2D(x: 87.5, y: 87.5), from: u), Point2D(x: 0, y: 0))
    assertApproximatelyEqual(
      u.convert(l.bounds, from: l), Rect2D(x: 87.5, y: 87.5, width: 125, height: 125))
    // anchorPointZ 100 instead: z = −100, w = 1.2 → −50/1.2 = −125/3; + 150.
    l.zPosition = 0
    l.anchorPointZ = 100
    assertApproximatelyEqual(
      u.convert(Point2D(x: 0, y: 0), from: l), Point2D(x: 150 - 125.0 / 3, y: 150 - 125.0 / 3))
    assertApproximatelyEqual(
      l.convert(Point2D(x: 150 - 125.0 / 3, y: 150 - 125.0 / 3), from: u), Point2D(x: 0, y: 0))
    // Both: the point (A, anchorPointZ) lands on (position, zPosition), z = 0, w = 1.
    l.zPosition = 100
    assertApproximatelyEqual(u.convert(Point2D(x: 0, y: 0), from: l), Point2D(x: 100, y: 100))
  }

  // MARK: - nil and separate trees

  func testNilGoesThroughTheRootsPositionAndTransform() {
    // r: bounds (0,0,100,100) at (50,50), rotated 90° about z: (x, y) ↦ (−y, x) about the anchor.
    let r = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50))
    r.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    // (0,0) − A → (−50,−50); rotate → (50,−50); + pos → (100,0).
    assertApproximatelyEqual(r.convert(Point2D(x: 0, y: 0), to: nil), Point2D(x: 100, y: 0))
    assertApproximatelyEqual(r.convert(Point2D(x: 100, y: 0), from: nil), Point2D(x: 0, y: 0))
    // (100,0) → (50,−50) → (50,50) → (100,100).
    assertApproximatelyEqual(r.convert(Point2D(x: 100, y: 0), to: nil), Point2D(x: 100, y: 100))
    // A child whose map to r is the identity (bounds 20×20 at (10,10)) sees the same world.
    let c = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 20, height: 20), position: Point2D(x: 10, y: 10))
    r.addSublayer(c)
    assertApproximatelyEqual(c.convert(Point2D(x: 0, y: 0), to: nil), Point2D(x: 100, y: 0))
    assertApproximatelyEqual(c.convert(Point2D(x: 100, y: 0), from: nil), Point2D(x: 0, y: 0))
    // Rect: r's bounds rotate onto the 100×100 square at (0,0).
    assertApproximatelyEqual(
      r.convert(r.bounds, to: nil), Rect2D(x: 0, y: 0, width: 100, height: 100))

    // Another tree: u1 (bounds 50 at (25,25)) maps (0,0) to world (0,0). Down into r:
    // − pos → (−50,−50); inverse rotation (X, Y) ↦ (Y, −X) → (−50,50); + A → (0,100).
    let u1 = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 25, y: 25))
    assertApproximatelyEqual(u1.convert(Point2D(x: 0, y: 0), to: r), Point2D(x: 0, y: 100))
    assertApproximatelyEqual(u1.convert(Point2D(x: 0, y: 0), to: c), Point2D(x: 0, y: 100))
    assertApproximatelyEqual(c.convert(Point2D(x: 0, y: 100), to: u1), Point2D(x: 0, y: 0))
  }

  func testRootsOwnSublayerTransformDoesNotMoveTheRoot() {
    // A root has no superlayer, so no S term of its own; its sublayerTransform acts on its
    // sublayers.
    let r = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50))
    r.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    assertApproximatelyEqual(r.convert(Point2D(x: 10, y: 10), to: nil), Point2D(x: 10, y: 10))
    let c = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 10, height: 10), position: Point2D(x: 50, y: 50))
    r.addSublayer(c)
    // c (0,0) − A(5,5) + pos → r (45,45); about P(50,50) ×2 → (40,40); r ↦ world is the identity.
    assertApproximatelyEqual(c.convert(Point2D(x: 0, y: 0), to: nil), Point2D(x: 40, y: 40))
    assertApproximatelyEqual(c.convert(Point2D(x: 40, y: 40), from: nil), Point2D(x: 0, y: 0))
  }

  func testLayersOutlivingTheirAncestorsConvertAsRoots() {
    // r: 200×200 at (300,300) (r ↦ world: + (200,200)); m: 100×100 at (100,100) in r, turned 30°
    // about y with a perspective (a projective level); c: 20×20 at (50,50) in m. c (10,10) is m's
    // anchor (50,50), which lands on m's position (100,100) in r, i.e. world (300,300).
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let tilt = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0).concatenating(perspective)
    let survivingMid: Layer
    let child: Layer
    do {
      let r = makeLayer(
        bounds: Rect2D(x: 0, y: 0, width: 200, height: 200), position: Point2D(x: 300, y: 300))
      survivingMid = makeLayer(
        bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 100, y: 100))
      survivingMid.transform = tilt
      child = makeLayer(
        bounds: Rect2D(x: 0, y: 0, width: 20, height: 20), position: Point2D(x: 50, y: 50))
      r.addSublayer(survivingMid)
      survivingMid.addSublayer(child)
      assertApproximatelyEqual(
        child.convert(Point2D(x: 10, y: 10), to: nil), Point2D(x: 300, y: 300))
      assertApproximatelyEqual(
        child.convert(Point2D(x: 300, y: 300), from: nil), Point2D(x: 10, y: 10))
    }
    // r is gone: m is a root now, so c (10,10) ↦ m's position (100,100).
    XCTAssertNil(survivingMid.superlayer)
    assertApproximatelyEqual(child.convert(Point2D(x: 10, y: 10), to: nil), Point2D(x: 100, y: 100))
    assertApproximatelyEqual(
      child.convert(Point2D(x: 100, y: 100), from: nil), Point2D(x: 10, y: 10))

    let lone: Layer
    do {
      let r = makeLayer(
        bounds: Rect2D(x: 0, y: 0, width: 200, height: 200), position: Point2D(x: 300, y: 300))
      let m = makeLayer(
        bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 100, y: 100))
      m.transform = tilt
      lone = makeLayer(
        bounds: Rect2D(x: 0, y: 0, width: 20, height: 20), position: Point2D(x: 50, y: 50))
      r.addSublayer(m)
      m.addSublayer(lone)
      assertApproximatelyEqual(
        lone.convert(Point2D(x: 10, y: 10), to: nil), Point2D(x: 300, y: 300))
      XCTAssert(r.hitTest(Point2D(x: 300, y: 300)) === lone)
    }
    // r and m are gone: lone is a root, (10,10) ↦ its position (50,50).
    XCTAssertNil(lone.superlayer)
    assertApproximatelyEqual(lone.convert(Point2D(x: 10, y: 10), to: nil), Point2D(x: 50, y: 50))
    XCTAssert(lone.hitTest(Point2D(x: 50, y: 50)) === lone)
  }

  // MARK: - Singular levels

  func testSingularTransformCollapsesGoingUpAndIsNaNGoingDown() {
    let (u, l) = makePerspectiveScene()
    l.transform = Transform3D(scaleX: 0, y: 1, z: 1)
    // (37,12) − A → (−13,−38); scale (0,1) → (0,−38); + pos → (150,112).
    assertApproximatelyEqual(u.convert(Point2D(x: 37, y: 12), from: l), Point2D(x: 150, y: 112))
    let down = l.convert(Point2D(x: 150, y: 112), from: u)
    XCTAssert(down.x.isNaN && down.y.isNaN, "\(down)")
    // The bounds collapse onto the segment x = 150, y ∈ [100, 200].
    assertApproximatelyEqual(
      u.convert(l.bounds, from: l), Rect2D(x: 150, y: 100, width: 0, height: 100))
    assertAllNaN(l.convert(Rect2D(x: 140, y: 140, width: 10, height: 10), from: u))

    // A sublayer of the singular layer collapses too; going down into it is NaN.
    let g = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 10, height: 10), position: Point2D(x: 50, y: 50))
    l.addSublayer(g)
    // g (0,0) ↦ l (45,45) ↦ u (150, 145).
    assertApproximatelyEqual(u.convert(Point2D(x: 0, y: 0), from: g), Point2D(x: 150, y: 145))
    let intoG = g.convert(Point2D(x: 150, y: 145), from: u)
    XCTAssert(intoG.x.isNaN && intoG.y.isNaN, "\(intoG)")
    // Up through the singular level and down through a regular sibling is defined.
    let k = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 300), position: Point2D(x: 150, y: 150))
    u.addSublayer(k)
    assertApproximatelyEqual(k.convert(Point2D(x: 0, y: 0), from: g), Point2D(x: 150, y: 145))
  }

  func testSingularSublayerTransformMakesSublayerLevelsSingular() {
    let (u, l) = makePerspectiveScene()
    l.transform = .identity
    u.sublayerTransform = Transform3D(scaleX: 1, y: 0, z: 1)
    // l (0,0) − A + pos → (100,100); − P(150,150) → (−50,−50); S → (−50,0); + P → (100,150).
    assertApproximatelyEqual(u.convert(Point2D(x: 0, y: 0), from: l), Point2D(x: 100, y: 150))
    let down = l.convert(Point2D(x: 100, y: 150), from: u)
    XCTAssert(down.x.isNaN && down.y.isNaN, "\(down)")
    // A 2D sublayerTransform whose 2×2 part is singular without zeros: a·d − b·c = 1·1 − 2·0.5 = 0.
    u.sublayerTransform = Transform3D(AffineTransform2D(a: 1, b: 2, c: 0.5, d: 1, tx: 3, ty: 4))
    let down2 = l.convert(Point2D(x: 100, y: 150), from: u)
    XCTAssert(down2.x.isNaN && down2.y.isNaN, "\(down2)")
    XCTAssert(u.convert(Point2D(x: 0, y: 0), from: l).x.isFinite)
  }

  func testSingular2DFactorIsSingularWhateverTheProductRoundsTo() {
    // A 2D matrix whose 2×2 part is singular in floating point: a·d − b·c = 3·0.3 − 1·(0.3·3) = 0.
    // Multiplied by a rotation, the level's det H may round to about ±1e-16 instead of 0; the
    // documented rule makes the level singular whatever det H rounds to.
    let singular = Transform3D(AffineTransform2D(a: 3, b: 1, c: 0.3 * 3, d: 0.3, tx: 3, ty: 4))
    for i in 1..<40 {
      let angle = Double(i) / 10
      for singularIsSublayerTransform in [true, false] {
        let (u, l) = makePerspectiveScene()
        let rotation = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
        if singularIsSublayerTransform {
          u.sublayerTransform = singular
          l.transform = rotation
        } else {
          u.sublayerTransform = rotation
          l.transform = singular
        }
        let label = "angle \(angle), singular \(singularIsSublayerTransform ? "S" : "transform")"
        let up = u.convert(Point2D(x: 10, y: 20), from: l)
        XCTAssert(up.x.isFinite && up.y.isFinite, "\(label): up \(up)")
        let down = l.convert(up, from: u)
        XCTAssert(down.x.isNaN && down.y.isNaN, "\(label): down \(down)")
        XCTAssertFalse(u.hitTest(Point2D(x: 150, y: 150)) === l, label)
      }
    }
  }

  func testEdgeOnLayerIsSingularInThePlane() {
    let (u, l) = makePerspectiveScene()
    // Exactly 90° about y: rows (0, 0, −1, 0), (0, 1, 0, 0), (1, 0, 0, 0), (0, 0, 0, 1).
    l.transform = Transform3D(
      m11: 0, m12: 0, m13: -1, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 1, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    // (37,12) − A → (−13,−38,0) · X → (0, −38, 13); + pos → (150,112).
    assertApproximatelyEqual(u.convert(Point2D(x: 37, y: 12), from: l), Point2D(x: 150, y: 112))
    let down = l.convert(Point2D(x: 150, y: 112), from: u)
    XCTAssert(down.x.isNaN && down.y.isNaN, "\(down)")
  }

  func testSingularProjectiveLevelCollapsesOntoALine() {
    let (u, l) = makePerspectiveScene()
    // X = identity with m14 = 0.5, m41 = 2. For u = x − 50, v = y − 50:
    // (u, v, 0, 1) · X = (u + 2, v, 0, u/2 + 1); + pos·w: x' = (u + 2)/(u/2 + 1) + 150 = 152,
    // y' = v/(u/2 + 1) + 150. Its 3×3 has det = 1 − 0.5·2 = 0.
    var x = Transform3D.identity
    x.m14 = 0.5
    x.m41 = 2
    l.transform = x
    // u = 10, v = 0: w = 6.
    assertApproximatelyEqual(u.convert(Point2D(x: 60, y: 50), from: l), Point2D(x: 152, y: 150))
    // u = 10, v = 30: y' = 30/6 + 150 = 155.
    assertApproximatelyEqual(u.convert(Point2D(x: 60, y: 80), from: l), Point2D(x: 152, y: 155))
    // u = −10: w = −4, behind the eye.
    let behind = u.convert(Point2D(x: 40, y: 50), from: l)
    XCTAssert(behind.x.isNaN && behind.y.isNaN, "\(behind)")
    let down = l.convert(Point2D(x: 152, y: 150), from: u)
    XCTAssert(down.x.isNaN && down.y.isNaN, "\(down)")
  }

  func testTinyScaleIsNotSingular() {
    let (u, l) = makePerspectiveScene()
    l.transform = Transform3D(scaleX: 1e-6, y: 1e-6, z: 1)
    // l (60,30) − A → (10,−20); × 1e-6 → (1e-5, −2e-5); + pos.
    assertApproximatelyEqual(
      u.convert(Point2D(x: 60, y: 30), from: l), Point2D(x: 150 + 1e-5, y: 150 - 2e-5),
      absoluteTolerance: 1e-12)
    // Down: (1e-5, −2e-5) / 1e-6 = (10, −20) + A. (150 + 1e-5 is rounded, so allow 1e-6.)
    assertApproximatelyEqual(
      l.convert(Point2D(x: 150 + 1e-5, y: 150 - 2e-5), from: u), Point2D(x: 60, y: 30),
      absoluteTolerance: 1e-6)
  }

  /// Three nested layers (anchor (0,0), position (0,0), zero-size except the last, 1×1) each scaled
  /// by `k`: deepest (x, y) ↦ root (x·k³, y·k³).
  private func makeScaledChain(_ k: Double) -> (root: Layer, deepest: Layer) {
    let root = Layer()
    var parent = root
    for _ in 0..<3 {
      let l = Layer()
      l.anchorPoint = .zero
      l.transform = Transform3D(scaleX: k, y: k, z: 1)
      parent.addSublayer(l)
      parent = l
    }
    parent.bounds = Rect2D(x: 0, y: 0, width: 1, height: 1)
    return (root, parent)
  }

  func testDeepChainOfTinyScalesStillInvertsGoingDown() {
    // Each level is scale(1e-60): det H = 1e-120 ≠ 0, so no level is singular and the documented
    // rule asks for the true inverse level by level: root (1, 2) ↦ deepest (1e180, 2e180).
    let (root, deepest) = makeScaledChain(1e-60)
    assertApproximatelyEqual(
      root.convert(Point2D(x: 1e180, y: 2e180), from: deepest), Point2D(x: 1, y: 2),
      absoluteTolerance: 1e-12)
    assertApproximatelyEqual(
      deepest.convert(Point2D(x: 1, y: 2), from: root), Point2D(x: 1e180, y: 2e180),
      absoluteTolerance: 1e166)
    // Hit testing inverts level by level: root (0.5e-180, 0.5e-180) ↦ deepest (0.5, 0.5), inside.
    XCTAssert(root.hitTest(Point2D(x: 0.5e-180, y: 0.5e-180)) === deepest)
  }

  func testDeepChainOfHugeScalesStillInvertsGoingDown() {
    // Each level is scale(1e60): det H = 1e120, finite. root (1e180, 2e180) ↦ deepest (1, 2).
    let (root, deepest) = makeScaledChain(1e60)
    assertApproximatelyEqual(
      root.convert(Point2D(x: 1, y: 2), from: deepest), Point2D(x: 1e180, y: 2e180),
      absoluteTolerance: 1e166)
    assertApproximatelyEqual(
      deepest.convert(Point2D(x: 1e180, y: 2e180), from: root), Point2D(x: 1, y: 2),
      absoluteTolerance: 1e-12)
    // root (0.5e180, 0.5e180) ↦ deepest (0.5, 0.5), inside.
    XCTAssert(root.hitTest(Point2D(x: 0.5e180, y: 0.5e180)) === deepest)
  }

  func testScaleZeroInZIsNotSingularInThePlane() {
    let (u, l) = makePerspectiveScene()
    l.transform = Transform3D(scaleX: 2, y: 3, z: 0)
    // (0,0) − A → (−50,−50); × (2,3) → (−100,−150); + pos → (50,0).
    assertApproximatelyEqual(u.convert(Point2D(x: 0, y: 0), from: l), Point2D(x: 50, y: 0))
    assertApproximatelyEqual(l.convert(Point2D(x: 50, y: 0), from: u), Point2D(x: 0, y: 0))
  }

  // MARK: - to/from, batch

  func testToIsTheExactInverseOfFrom() {
    let (r, a, b) = makeThreeLevels()
    let (u, l) = makePerspectiveScene()
    let p = Point2D(x: 12.5, y: -7.25)
    for (x, y) in [(b, r), (r, b), (a, b), (l, u), (u, l), (b, l), (l, b)] as [(Layer, Layer)] {
      XCTAssertEqual(x.convert(p, to: y), y.convert(p, from: x))
      XCTAssertEqual(
        x.convert(Rect2D(x: 1, y: 2, width: 30, height: 40), to: y),
        y.convert(Rect2D(x: 1, y: 2, width: 30, height: 40), from: x))
    }
    // Going through an intermediate layer is the same map (up to rounding).
    assertApproximatelyEqual(b.convert(p, to: nil), r.convert(b.convert(p, to: r), to: nil))
  }

  func testBatchConvertEqualsScalarCalls() {
    let (r, _, b) = makeThreeLevels()
    let (u, l) = makePerspectiveScene()
    r.addSublayer(u)
    let points = [
      Point2D(x: 10, y: 20), Point2D(x: 0, y: 0), Point2D(x: -1950, y: 50), Point2D(x: 37, y: 12),
      Point2D(x: 1e6, y: -1e6),
    ]
    for (from, to) in [(b, l), (l, b), (l, r), (b, r)] as [(Layer, Layer)] {
      var batch = points
      to.convert(&batch, from: from)
      for (p, q) in zip(points, batch) {
        assertSameOrBothNaN(q, to.convert(p, from: from))
      }
      var batchTo = points
      from.convert(&batchTo, to: to)
      for (p, q) in zip(points, batchTo) {
        assertSameOrBothNaN(q, from.convert(p, to: to))
      }
    }
    var none: [Point2D] = []
    l.convert(&none, from: b)
    XCTAssert(none.isEmpty)
    // The three-level vector, as a batch: b (10,20) ↦ r (240 − 80√3, 120 − 40√3).
    var one = [Point2D(x: 10, y: 20)]
    b.convert(&one, to: r)
    assertApproximatelyEqual(one[0], Point2D(x: 240 - 80 * sqrt3, y: 120 - 40 * sqrt3))
  }
}
