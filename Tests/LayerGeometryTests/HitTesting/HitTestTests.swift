import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// Hand-worked tests of `contains(_:)`, `hitTest(_:)` and `hitTest(_:order:)`.
///
/// Sources: Core Animation's rules for `containsPoint:`, `hitTest:` and the drawing order
/// (<doc:HitTesting>), and the white and blue layers of the articles the demo replays. Vectors
/// marked [A] were measured against Apple QuartzCore (gnustep/libs-quartzcore
/// `Tests/quartzcore/CALayer/hittest.m`).
final class HitTestTests: XCTestCase {
  private let sqrt3 = 3.0.squareRoot()

  private func makeLayer(bounds: Rect2D, position: Point2D, name: String? = nil) -> Layer {
    let layer = Layer()
    layer.bounds = bounds
    layer.position = position
    layer.name = name
    return layer
  }

  /// Asserts that `actual` is `expected` (identity), naming both on failure.
  private func assertHit(
    _ actual: Layer?, _ expected: Layer?, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssert(
      actual === expected,
      "hit \(actual.map { $0.name ?? "unnamed" } ?? "nil"), expected "
        + "\(expected.map { $0.name ?? "unnamed" } ?? "nil") \(message)",
      file: file, line: line)
  }

  // MARK: - The articles' white and blue layers

  func testWhiteAndBlueHitTestExample() {
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 400, height: 400), position: Point2D(x: 200, y: 200),
      name: "root")
    // white frame (50,50,200,200): bounds 200×200 at (150,150); blue frame (50,50,100,100) in
    // white.
    let white = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 200, height: 200), position: Point2D(x: 150, y: 150),
      name: "white")
    let blue = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 100, y: 100),
      name: "blue")
    root.addSublayer(white)
    white.addSublayer(blue)
    // Root point (120,120) ↦ white (70,70) ↦ blue (20,20): inside blue.
    assertHit(white.hitTest(Point2D(x: 120, y: 120)), blue)
    // (60,60) ↦ white (10,10): blue covers 50..150 of white, so white.
    assertHit(white.hitTest(Point2D(x: 60, y: 60)), white)
    // (10,10) ↦ white (−40,−40): outside.
    assertHit(white.hitTest(Point2D(x: 10, y: 10)), nil)
    // From the root (whose world map is the identity) the same points give the same layers, and
    // (10,10) is the root itself.
    assertHit(root.hitTest(Point2D(x: 120, y: 120)), blue)
    assertHit(root.hitTest(Point2D(x: 60, y: 60)), white)
    assertHit(root.hitTest(Point2D(x: 10, y: 10)), root)
  }

  // MARK: - contains [A]

  func testContainsIsHalfOpenOnBoundsInOwnSpace() {
    let l = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 500, y: 500))
    XCTAssertTrue(l.contains(Point2D(x: 0, y: 0)))
    XCTAssertTrue(l.contains(Point2D(x: 99.9, y: 99.9)))
    XCTAssertFalse(l.contains(Point2D(x: 100, y: 100)))
    XCTAssertFalse(l.contains(Point2D(x: 100, y: 50)))
    XCTAssertFalse(l.contains(Point2D(x: 50, y: 100)))
    XCTAssertFalse(l.contains(Point2D(x: -0.1, y: 50)))
    XCTAssertFalse(l.contains(Point2D(x: 500, y: 500)), "position does not matter")
    l.transform = Transform3D(scaleX: 3, y: 3, z: 1)
    XCTAssertTrue(l.contains(Point2D(x: 99.9, y: 0)), "transform does not matter")

    let shifted = makeLayer(
      bounds: Rect2D(x: 10, y: 10, width: 100, height: 100), position: .zero)
    XCTAssertFalse(shifted.contains(Point2D(x: 5, y: 5)))
    XCTAssertTrue(shifted.contains(Point2D(x: 15, y: 15)))
    XCTAssertTrue(shifted.contains(Point2D(x: 109, y: 109)))
    XCTAssertTrue(shifted.contains(Point2D(x: 10, y: 10)))
    XCTAssertFalse(shifted.contains(Point2D(x: 110, y: 50)))
  }

  func testContainsUsesStandardizedBounds() {
    // Negative size is standardized on set: (0,0,−100,−50) → (−100,−50,100,50).
    let l = makeLayer(bounds: Rect2D(x: 0, y: 0, width: -100, height: -50), position: .zero)
    XCTAssertTrue(l.contains(Point2D(x: -100, y: -50)))
    XCTAssertTrue(l.contains(Point2D(x: -50, y: -25)))
    XCTAssertFalse(l.contains(Point2D(x: 0, y: -25)), "maxX is exclusive")
    XCTAssertFalse(l.contains(Point2D(x: -50, y: 0)), "maxY is exclusive")
  }

  // MARK: - hittest.m [A]

  func testPointIsInTheSuperlayersSpace() {
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "root")
    let child = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 20, height: 20), position: Point2D(x: 50, y: 50),
      name: "child")
    root.addSublayer(child)
    assertHit(root.hitTest(Point2D(x: 50, y: 50)), child)
    assertHit(root.hitTest(Point2D(x: 5, y: 5)), root)
    assertHit(root.hitTest(Point2D(x: 500, y: 500)), nil)
    assertHit(root.hitTest(Point2D(x: 100, y: 100)), nil, "the far edge is outside")
    // The child's own hitTest takes a point in root's space too: its frame is (40,40,20,20).
    assertHit(child.hitTest(Point2D(x: 45, y: 45)), child)
    assertHit(child.hitTest(Point2D(x: 5, y: 5)), nil)
    assertHit(child.hitTest(Point2D(x: 60, y: 60)), nil)
  }

  func testLastAddedWinsHiddenIsPassedOverHigherZPositionWins() {
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "root")
    let lower = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 40, height: 40), position: Point2D(x: 50, y: 50),
      name: "lower")
    let upper = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 40, height: 40), position: Point2D(x: 50, y: 50),
      name: "upper")
    root.addSublayer(lower)
    root.addSublayer(upper)
    assertHit(root.hitTest(Point2D(x: 50, y: 50)), upper)
    upper.isHidden = true
    assertHit(root.hitTest(Point2D(x: 50, y: 50)), lower)
    upper.isHidden = false
    lower.zPosition = 10
    assertHit(root.hitTest(Point2D(x: 50, y: 50)), lower)
  }

  func testSublayerOutsideItsSuperlayerIsHitUnlessMasked() {
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "root")
    let child = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 20, height: 20), position: Point2D(x: 150, y: 150),
      name: "child")
    root.addSublayer(child)
    assertHit(root.hitTest(Point2D(x: 150, y: 150)), child)
    root.masksToBounds = true
    assertHit(root.hitTest(Point2D(x: 150, y: 150)), nil)
    assertHit(root.hitTest(Point2D(x: 50, y: 50)), root, "inside the mask the root is still hit")
  }

  func testLayerOnItsOwn() {
    let lone = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50))
    assertHit(lone.hitTest(Point2D(x: 50, y: 50)), lone)
    assertHit(lone.hitTest(Point2D(x: 500, y: 500)), nil)
  }

  // MARK: - Masks, hidden subtrees

  func testMaskingLayerStopsHitsOutsideItsBoundsForItsWholeSubtree() {
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "root")
    // c covers (0..50, 0..50) of root; its map to root is the identity (bounds 50×50 at (25,25)).
    let c = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 25, y: 25), name: "c")
    // outside covers c's (50..70, 0..20); inside covers c's (30..50, 0..20).
    let outside = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 20, height: 20), position: Point2D(x: 60, y: 10),
      name: "outside")
    let inside = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 20, height: 20), position: Point2D(x: 40, y: 10),
      name: "inside")
    root.addSublayer(c)
    c.sublayers = [outside, inside]
    assertHit(root.hitTest(Point2D(x: 55, y: 5)), outside)
    c.masksToBounds = true
    assertHit(root.hitTest(Point2D(x: 55, y: 5)), root, "c clips its sublayer; the root is behind")
    assertHit(root.hitTest(Point2D(x: 35, y: 5)), inside)
    assertHit(root.hitTest(Point2D(x: 10, y: 10)), c)
  }

  func testHiddenLayerSkipsItsWholeSubtree() {
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "root")
    let hidden = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "hidden")
    let visible = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "visible")
    root.addSublayer(hidden)
    hidden.addSublayer(visible)
    assertHit(root.hitTest(Point2D(x: 10, y: 10)), visible)
    hidden.isHidden = true
    assertHit(root.hitTest(Point2D(x: 10, y: 10)), root)
    XCTAssertNil(hidden.hitTest(Point2D(x: 10, y: 10)))
    root.isHidden = true
    XCTAssertNil(root.hitTest(Point2D(x: 10, y: 10)))
  }

  // MARK: - Order

  func testZPositionBeatsArrayOrderAndSublayerOrderIgnoresIt() {
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "root")
    let a = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "a")
    let b = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "b")
    let c = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "c")
    root.sublayers = [a, b, c]
    let p = Point2D(x: 10, y: 10)
    assertHit(root.hitTest(p), c)
    assertHit(root.hitTest(p, order: .sublayerOrder), c)
    // a on top by zPosition; the array order says c.
    a.zPosition = 5
    assertHit(root.hitTest(p), a)
    assertHit(root.hitTest(p, order: .drawingOrder), a)
    assertHit(root.hitTest(p, order: .sublayerOrder), c)
    // Ties on zPosition: the later sublayer first (a and b at 5: b).
    b.zPosition = 5
    assertHit(root.hitTest(p), b)
    // Descending zPosition: b at 7, a at 5, c at 0.
    b.zPosition = 7
    assertHit(root.hitTest(p), b)
    b.isHidden = true
    assertHit(root.hitTest(p), a)
    assertHit(root.hitTest(p, order: .sublayerOrder), c)
  }

  func testNegativeZPositionStaysAboveTheSuperlayer() {
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "root")
    let back = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "back")
    let front = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 25, y: 25),
      name: "front")
    root.sublayers = [front, back]
    back.zPosition = -10
    // back is behind front, but a sublayer is always in front of its superlayer.
    assertHit(root.hitTest(Point2D(x: 10, y: 10)), front)
    assertHit(root.hitTest(Point2D(x: 80, y: 80)), back)
  }

  func testZPositionOrdersSiblingsAtEveryLevel() {
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "root")
    let p = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "p")
    let q = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "q")
    let p1 = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "p1")
    let p2 = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "p2")
    root.sublayers = [p, q]
    p.sublayers = [p1, p2]
    p.zPosition = 1
    p1.zPosition = 3
    // p is above q; inside p, p1 is above p2. A deep zPosition does not lift p1 out of p.
    assertHit(root.hitTest(Point2D(x: 10, y: 10)), p1)
    assertHit(root.hitTest(Point2D(x: 10, y: 10), order: .sublayerOrder), q)
    q.zPosition = 2
    assertHit(root.hitTest(Point2D(x: 10, y: 10)), q)
  }

  // MARK: - Through the geometry terms

  func testHitTestThroughScrolledBoundsOrigin() {
    // p: bounds (0,50,100,100) at (50,50): p ↦ world (x − 0 − 50 + 50, y − 50 − 50 + 50) = (x, y −
    // 50).
    let p = makeLayer(
      bounds: Rect2D(x: 0, y: 50, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "p")
    // c: 20×20 at (50,75) in p: p's (40..60, 65..85), the world's (40..60, 15..35).
    let c = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 20, height: 20), position: Point2D(x: 50, y: 75), name: "c")
    p.addSublayer(c)
    assertHit(p.hitTest(Point2D(x: 50, y: 25)), c)
    assertHit(p.hitTest(Point2D(x: 50, y: 75)), p, "p (50,125)")
    assertHit(p.hitTest(Point2D(x: 50, y: 5)), p, "p (50,55)")
    assertHit(p.hitTest(Point2D(x: 50, y: 99)), p, "p (50,149)")
    assertHit(p.hitTest(Point2D(x: 50, y: 100)), nil, "p (50,150): the far edge")
    assertHit(p.hitTest(Point2D(x: 50, y: -10)), nil, "p (50,40): before the bounds origin")
  }

  func testHitTestThroughGeometryFlip() {
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 300), position: Point2D(x: 150, y: 150),
      name: "root")
    // l: frame (0,0,100,200), flipped; s: frame (10,20,30,40) in l, seen at (10,140,30,40).
    let l = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 200), position: Point2D(x: 50, y: 100),
      name: "l")
    l.isGeometryFlipped = true
    let s = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 30, height: 40), position: Point2D(x: 25, y: 40), name: "s")
    root.addSublayer(l)
    l.addSublayer(s)
    assertHit(root.hitTest(Point2D(x: 20, y: 150)), s)
    assertHit(root.hitTest(Point2D(x: 20, y: 30)), l, "where s would be without the flip")
    assertHit(root.hitTest(Point2D(x: 150, y: 150)), root)
  }

  func testHitTestThroughSublayerTransform() {
    // u: 200×200 at (100,100), S = scale 2 about (100,100); child 50×50 at (100,50), translate
    // (5,6).
    let u = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 200, height: 200), position: Point2D(x: 100, y: 100),
      name: "u")
    u.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    let child = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 100, y: 50),
      name: "child")
    child.transform = Transform3D(translationX: 5, y: 6, z: 0)
    u.addSublayer(child)
    // u (100,10) − P → (0,−90); ÷ 2 → (0,−45); + P → (100,55); − pos → (0,5); − (5,6) → (−5,−1);
    // + A(25,25) → (20,24): inside.
    assertHit(u.hitTest(Point2D(x: 100, y: 10)), child)
    // u (100,70) → (0,−15) → (100,85) → (0,35) → (−5,29) → (20,54): outside (height 50).
    assertHit(u.hitTest(Point2D(x: 100, y: 70)), u)
    // u (61,−37) → (−19.5,−68.5) → (80.5,31.5) → (−19.5,−18.5) → (−24.5,−24.5) → (0.5,0.5): inside,
    // though outside u's bounds (u does not mask).
    assertHit(u.hitTest(Point2D(x: 61, y: -37)), child)
  }

  func testHitTestThroughThreeLevelsWithRotationAndScale() {
    // As ConversionTests: r 400×400 at (300,250); a 200×100 at (200,200), scale 2 then 30° about z;
    // b 50×50 at (50,25) in a, scale (2,3). b (10,20) ↦ world (340 − 80√3, 170 − 40√3).
    let r = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 400, height: 400), position: Point2D(x: 300, y: 250),
      name: "r")
    let a = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 200, height: 100), position: Point2D(x: 200, y: 200),
      name: "a")
    a.transform = Transform3D(scaleX: 2, y: 2, z: 1)
      .concatenating(Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1))
    let b = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 50, height: 50), position: Point2D(x: 50, y: 25), name: "b")
    b.transform = Transform3D(scaleX: 2, y: 3, z: 1)
    r.addSublayer(a)
    a.addSublayer(b)
    assertHit(r.hitTest(Point2D(x: 340 - 80 * sqrt3, y: 170 - 40 * sqrt3)), b)
    // a's anchor is at r (200,200) = world (300,250); b's anchor is at a (50,25): a (−50,−25)
    // relative, ×2 → (−100,−50), rotated → (−50√3 + 25, −50 − 25√3), so at world
    // (300 − 50√3 + 25, 250 − 50 − 25√3).
    assertHit(r.hitTest(Point2D(x: 325 - 50 * sqrt3, y: 200 - 25 * sqrt3)), b)
    // a (150,80) is inside a but not b (b covers a's x ∈ [0,100]): relative (50,30), ×2 → (100,60),
    // rotated → (50√3 − 30, 50 + 30√3); + (200,200) + (100,50).
    assertHit(r.hitTest(Point2D(x: 270 + 50 * sqrt3, y: 300 + 30 * sqrt3)), a)
    // World (−50,−100) is r (−150,−150): outside everything.
    assertHit(r.hitTest(Point2D(x: -50, y: -100)), nil)
  }

  // MARK: - Perspective

  /// A 30° turn about y seen in perspective.
  ///
  /// u: 300×300 root at (150,150); l: 100×100 (or `width`×100) at (150,150), rotated 30° about y,
  /// then m34 = −1/500. A point of l with u = x − A.x, v = y − 50 lands at
  /// (150 + u c/w, 150 + v/w), w = 1 + u/1000, c = cos 30° (see ConversionTests).
  private func makePerspectiveScene(width: Double = 100) -> (u: Layer, l: Layer) {
    let u = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 300), position: Point2D(x: 150, y: 150),
      name: "u")
    let l = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: width, height: 100), position: Point2D(x: 150, y: 150),
      name: "l")
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    l.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0).concatenating(perspective)
    u.addSublayer(l)
    return (u, l)
  }

  func testHitTestThroughPerspective() {
    let (u, l) = makePerspectiveScene()
    // Right edge at 150 + 50c/1.05 ≈ 191.239; left edge at 150 − 50c/0.95 ≈ 104.420.
    assertHit(u.hitTest(Point2D(x: 191, y: 150)), l)
    assertHit(u.hitTest(Point2D(x: 192, y: 150)), u)
    // X = −45.5: u = −45.5/(c + 0.0455) ≈ −49.92 (inside); X = −45.7: u ≈ −50.12 (outside).
    assertHit(u.hitTest(Point2D(x: 104.5, y: 150)), l)
    assertHit(u.hitTest(Point2D(x: 104.3, y: 150)), u)
    // The nearer left side is taller than 100: X = −40 gives u = −40/(c + 0.04) ≈ −44.149,
    // w ≈ 0.95585; y' = 202 gives v = 52·w ≈ 49.70 (inside), 203 gives 53·w ≈ 50.66 (outside).
    assertHit(u.hitTest(Point2D(x: 110, y: 202)), l)
    assertHit(u.hitTest(Point2D(x: 110, y: 203)), u)
  }

  func testPointWhosePreimageIsBehindTheEyeIsAMiss() {
    // A very wide l (3000×100, anchor x = 1500) reaches behind the eye: u < −1000 has w < 0.
    let (u, l) = makePerspectiveScene(width: 3000)
    u.bounds = Rect2D(x: 0, y: 0, width: 6000, height: 300)
    u.position = Point2D(x: 3000, y: 150)  // still the identity into world space
    // l's point u = −1200 (inside its bounds) maps through w = −0.2 to
    // x' = 150 + (−1200 c)/(−0.2) = 150 + 6000c: that point of u must not hit l.
    let p = Point2D(x: 150 + 6000 * sqrt3 / 2, y: 150)
    assertHit(u.hitTest(p), u)
    let down = l.convert(p, from: u)
    XCTAssert(down.x.isNaN && down.y.isNaN, "\(down)")
    assertHit(u.hitTest(Point2D(x: 150, y: 150)), l, "in front of the eye")
  }

  // MARK: - Singular levels, back faces

  func testSingularLevelIsAMissForItsSubtree() {
    let (u, l) = makePerspectiveScene()
    l.transform = .identity
    let g = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "g")
    l.addSublayer(g)
    assertHit(u.hitTest(Point2D(x: 150, y: 150)), g)
    l.transform = Transform3D(scaleX: 0, y: 1, z: 1)
    assertHit(u.hitTest(Point2D(x: 150, y: 150)), u, "l collapses onto x = 150 but is not hit")
    l.transform = .identity
    u.sublayerTransform = Transform3D(scaleX: 1, y: 0, z: 1)
    assertHit(u.hitTest(Point2D(x: 150, y: 150)), u, "a singular sublayerTransform")
    u.sublayerTransform = .identity
    assertHit(u.hitTest(Point2D(x: 150, y: 150)), g)
  }

  func testSingleSidedLayerFacingAwayIsAMiss() {
    let (u, l) = makePerspectiveScene()
    // 180° about y: the 3×3 of its level is diag(−1, 1, 1) plus translation, det = −1.
    // u (160,150) − pos → (10,0); un-mirrored → (−10,0); + A → l (40,50): inside.
    l.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
    assertHit(u.hitTest(Point2D(x: 160, y: 150)), l, "double-sided by default")
    l.isDoubleSided = false
    assertHit(u.hitTest(Point2D(x: 160, y: 150)), u)
    // A sublayer of the turned layer (double-sided) is still hit.
    let g = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 20, height: 20), position: Point2D(x: 40, y: 50), name: "g")
    l.addSublayer(g)
    assertHit(u.hitTest(Point2D(x: 160, y: 150)), g)
    g.removeFromSuperlayer()
    // A mirror in the plane reverses orientation too (det < 0).
    l.transform = Transform3D(scaleX: -1, y: 1, z: 1)
    assertHit(u.hitTest(Point2D(x: 160, y: 150)), u)
    // A geometry flip alone does not turn the layer round: det H = −1, times −1 for the flip.
    l.transform = .identity
    l.isGeometryFlipped = true
    assertHit(u.hitTest(Point2D(x: 160, y: 150)), l)
    // Flip and 180° about y: det = (−1)·(−1) = 1, times −1 → facing away.
    l.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
    assertHit(u.hitTest(Point2D(x: 160, y: 150)), u)
    l.isDoubleSided = true
    assertHit(u.hitTest(Point2D(x: 160, y: 150)), l)
  }

  // MARK: - Batch

  func testBatchHitTestEqualsScalarCalls() {
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      name: "root")
    let a = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 40, height: 40), position: Point2D(x: 50, y: 50), name: "a")
    let b = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 40, height: 40), position: Point2D(x: 60, y: 60), name: "b")
    root.sublayers = [a, b]
    a.zPosition = 1
    let points = [
      Point2D(x: 50, y: 50), Point2D(x: 75, y: 75), Point2D(x: 5, y: 5), Point2D(x: 500, y: 5),
      Point2D(x: .nan, y: 5),
    ]
    let expected: [Layer?] = [a, b, root, nil, nil]
    for (hit, layer) in zip(root.hitTest(points), expected) { assertHit(hit, layer) }
    let bySublayerOrder = root.hitTest(points, order: .sublayerOrder)
    for (hit, layer) in zip(bySublayerOrder, [b, b, root, nil, nil] as [Layer?]) {
      assertHit(hit, layer)
    }
    XCTAssertEqual(root.hitTest([]).count, 0)
  }
}
