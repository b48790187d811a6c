import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// Bad input for conversion, `contains` and hit testing (<doc:BehaviourAtTheEdges>): NaN, ±∞,
/// zero sizes, singular transforms and non-finite points never trap; a non-finite input of a level makes that
/// level all-NaN (conversions through it are NaN, `hitTest` skips its subtree); `.null` stays
/// `.null`.
final class BadInputConversionTests: XCTestCase {
  private func makeLayer(bounds: Rect2D, position: Point2D, name: String? = nil) -> Layer {
    let layer = Layer()
    layer.bounds = bounds
    layer.position = position
    layer.name = name
    return layer
  }

  private func assertNaN(
    _ p: Point2D, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssert(
      p.x.isNaN && p.y.isNaN, "\(p) is not (NaN, NaN) — \(message())", file: file, line: line)
  }

  /// root (300×300 at (150,150), identity to world) ⊃ parent (200×200 at (150,150)) ⊃ child
  /// (100×100 at (100,100)) ⊃ grandchild (20×20 at (50,50)); plus a sibling of parent.
  private struct Scene {
    let root: Layer
    let parent: Layer
    let child: Layer
    let grandchild: Layer
    let sibling: Layer
  }

  private func makeScene() -> Scene {
    let root = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 300), position: Point2D(x: 150, y: 150),
      name: "root")
    let parent = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 200, height: 200), position: Point2D(x: 150, y: 150),
      name: "parent")
    let child = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 100, y: 100),
      name: "child")
    let grandchild = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 20, height: 20), position: Point2D(x: 50, y: 50),
      name: "grandchild")
    let sibling = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 10, height: 10), position: Point2D(x: 5, y: 5),
      name: "sibling")
    root.sublayers = [parent, sibling]
    parent.addSublayer(child)
    child.addSublayer(grandchild)
    return Scene(root: root, parent: parent, child: child, grandchild: grandchild, sibling: sibling)
  }

  /// Asserts that `child`'s level is all-NaN: every conversion through it, both ways, points, rects
  /// and batches, and that hit testing skips its subtree (the point (150,150) of root space is the
  /// centre of parent, child and grandchild).
  private func assertChildLevelIsNaN(
    _ s: Scene, _ label: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let p = Point2D(x: 5, y: 5)
    assertNaN(s.parent.convert(p, from: s.child), "\(label): up", file: file, line: line)
    assertNaN(s.child.convert(p, from: s.parent), "\(label): down", file: file, line: line)
    assertNaN(s.root.convert(p, from: s.grandchild), "\(label): up 2", file: file, line: line)
    assertNaN(s.grandchild.convert(p, from: s.root), "\(label): down 2", file: file, line: line)
    assertNaN(s.child.convert(p, to: nil), "\(label): to world", file: file, line: line)
    assertNaN(s.child.convert(p, from: nil), "\(label): from world", file: file, line: line)
    assertNaN(s.sibling.convert(p, from: s.grandchild), "\(label): across", file: file, line: line)
    let r = Rect2D(x: 1, y: 2, width: 3, height: 4)
    assertAllNaN(s.parent.convert(r, from: s.child), "\(label): rect up", file: file, line: line)
    assertAllNaN(s.child.convert(r, from: s.parent), "\(label): rect down", file: file, line: line)
    var batch = [p, Point2D(x: 0, y: 0)]
    s.parent.convert(&batch, from: s.child)
    for q in batch { assertNaN(q, "\(label): batch", file: file, line: line) }
    let hit = s.root.hitTest(Point2D(x: 150, y: 150))
    XCTAssert(
      hit === s.parent, "\(label): hit \(hit?.name ?? "nil"), expected parent", file: file,
      line: line)
    // Levels that do not involve the child stay finite.
    let fine = s.root.convert(p, from: s.parent)
    XCTAssert(fine.x.isFinite && fine.y.isFinite, "\(label): \(fine)", file: file, line: line)
  }

  // MARK: - Non-finite geometry, one term at a time

  func testNonFiniteOwnGeometryMakesTheLevelNaN() {
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
      ("transform.m11", { $0.transform.m11 = $1 }),
      ("transform.m33", { $0.transform.m33 = $1 }),
      ("transform.m34", { $0.transform.m34 = $1 }),
      ("transform.m41", { $0.transform.m41 = $1 }),
      ("transform.m43", { $0.transform.m43 = $1 }),
    ]
    for value in [Double.nan, .infinity, -.infinity] {
      for (name, set) in setters {
        let s = makeScene()
        // Warm the caches first: the result must not depend on the evaluation order.
        _ = s.grandchild.convert(Point2D(x: 1, y: 1), to: s.root)
        _ = s.root.hitTest(Point2D(x: 150, y: 150))
        set(s.child, value)
        assertChildLevelIsNaN(s, "child.\(name) = \(value)")
      }
    }
  }

  func testNonFiniteSuperlayerInputsMakeTheSublayersLevelNaN() {
    // The superlayer's bounds, anchorPoint and sublayerTransform are inputs of each sublayer's
    // level (through the sublayerTransform pivot), even while the sublayerTransform is the
    // identity.
    let setters: [(String, (Layer, Double) -> Void)] = [
      ("bounds.origin.x", { $0.bounds.origin.x = $1 }),
      ("bounds.size.height", { $0.bounds.size.height = $1 }),
      ("anchorPoint.y", { $0.anchorPoint.y = $1 }),
      ("sublayerTransform.m22", { $0.sublayerTransform.m22 = $1 }),
      ("sublayerTransform.m34", { $0.sublayerTransform.m34 = $1 }),
      ("sublayerTransform.m42", { $0.sublayerTransform.m42 = $1 }),
    ]
    for value in [Double.nan, .infinity, -.infinity] {
      for (name, set) in setters {
        let s = makeScene()
        _ = s.grandchild.convert(Point2D(x: 1, y: 1), to: s.root)
        set(s.child, value)  // the grandchild's superlayer
        let p = Point2D(x: 5, y: 5)
        let label = "child.\(name) = \(value)"
        assertNaN(s.child.convert(p, from: s.grandchild), "\(label): up")
        assertNaN(s.grandchild.convert(p, from: s.child), "\(label): down")
        assertAllNaN(
          s.child.convert(Rect2D(x: 0, y: 0, width: 1, height: 1), from: s.grandchild), label)
        XCTAssertFalse(s.root.hitTest(Point2D(x: 150, y: 150)) === s.grandchild, label)
      }
    }
  }

  func testNonFiniteLevelAboveTheCommonAncestorDoesNotMatter() {
    let s = makeScene()
    let other = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 10, height: 10), position: Point2D(x: 25, y: 25))
    s.child.addSublayer(other)
    // other ↦ child: (x − 5 + 25, y − 5 + 25); child ↦ grandchild: (x − 50 + 10, y − 50 + 10).
    // other (0,0) ↦ child (20,20) ↦ grandchild (−20,−20). Neither level reads parent's position.
    s.parent.position = Point2D(x: .nan, y: .infinity)
    assertApproximatelyEqual(
      s.grandchild.convert(Point2D(x: 0, y: 0), from: other), Point2D(x: -20, y: -20))
    assertNaN(s.grandchild.convert(Point2D(x: 0, y: 0), from: s.root))
    // parent is the common ancestor of itself and child: only child's level is walked.
    // child (0,0) − A(50,50) + pos(100,100) → parent (50,50).
    assertApproximatelyEqual(
      s.parent.convert(Point2D(x: 0, y: 0), from: s.child), Point2D(x: 50, y: 50))
    assertApproximatelyEqual(
      s.child.convert(Point2D(x: 50, y: 50), from: s.parent), Point2D(x: 0, y: 0))
  }

  func testRestoringFiniteValuesRestoresTheResults() {
    let s = makeScene()
    let p = Point2D(x: 3, y: 4)
    // grandchild (3,4) ↦ child (43,44) ↦ parent (93,94) ↦ root (143,144).
    assertApproximatelyEqual(s.root.convert(p, from: s.grandchild), Point2D(x: 143, y: 144))
    s.child.transform.m44 = .nan
    assertNaN(s.root.convert(p, from: s.grandchild))
    s.child.transform.m44 = 1
    assertApproximatelyEqual(s.root.convert(p, from: s.grandchild), Point2D(x: 143, y: 144))
    s.parent.sublayerTransform.m41 = .infinity
    assertNaN(s.root.convert(p, from: s.grandchild))
    s.parent.sublayerTransform.m41 = 0
    assertApproximatelyEqual(s.root.convert(p, from: s.grandchild), Point2D(x: 143, y: 144))
    XCTAssert(s.root.hitTest(Point2D(x: 150, y: 150)) === s.grandchild)
  }

  func testNaNZPositionSiblingDoesNotBlockTheOneBehind() {
    let s = makeScene()
    let cover = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 300), position: Point2D(x: 150, y: 150),
      name: "cover")
    s.root.addSublayer(cover)
    XCTAssert(s.root.hitTest(Point2D(x: 150, y: 150)) === cover)
    // NaN sorts after every number (tried first) but its level is NaN, so it is skipped.
    cover.zPosition = .nan
    XCTAssert(s.root.hitTest(Point2D(x: 150, y: 150)) === s.grandchild)
  }

  // MARK: - Non-finite points

  func testNonFinitePointsNeverTrap() {
    let s = makeScene()
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    s.child.transform = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0).concatenating(perspective)
    s.parent.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
    let values: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, 0, -0.0]
    for x in values {
      for y in values {
        let p = Point2D(x: x, y: y)
        for (a, b) in [(s.grandchild, s.root), (s.root, s.grandchild), (s.sibling, s.child)] {
          let q = b.convert(p, from: a)
          let r = a.convert(p, to: b)
          XCTAssert(isSameOrBothNaN(q.x, r.x) && isSameOrBothNaN(q.y, r.y), "\(p): \(q) vs \(r)")
          if x.isNaN || y.isNaN { XCTAssert(q.x.isNaN || q.y.isNaN, "\(p) → \(q)") }
          var batch = [p]
          b.convert(&batch, from: a)
          XCTAssert(isSameOrBothNaN(batch[0].x, q.x) && isSameOrBothNaN(batch[0].y, q.y), "\(p)")
        }
        _ = s.grandchild.convert(p, to: nil)
        _ = s.grandchild.convert(p, from: nil)
        if !(x.isFinite && y.isFinite) {
          XCTAssertNil(s.root.hitTest(p), "\(p)")
          XCTAssertNil(s.root.hitTest(p, order: .sublayerOrder), "\(p)")
          XCTAssertFalse(s.root.contains(p), "\(p)")
        }
      }
    }
  }

  // MARK: - Zero sizes

  func testZeroSizeLayersConvertAndAreNeverHitThemselves() {
    let root = makeLayer(bounds: .zero, position: Point2D(x: 10, y: 20), name: "root")
    // A zero-size root still maps: (0,0) − A(0,0) + pos = (10,20).
    assertApproximatelyEqual(root.convert(Point2D(x: 0, y: 0), to: nil), Point2D(x: 10, y: 20))
    assertApproximatelyEqual(root.convert(Point2D(x: 10, y: 20), from: nil), Point2D(x: 0, y: 0))
    XCTAssertFalse(root.contains(Point2D(x: 0, y: 0)), "nothing is inside an empty bounds")
    XCTAssertNil(root.hitTest(Point2D(x: 10, y: 20)))
    // Its sublayers are still hit (it does not mask).
    let child = makeLayer(
      bounds: Rect2D(x: 0, y: 0, width: 10, height: 10), position: Point2D(x: 5, y: 5),
      name: "child")
    root.addSublayer(child)
    XCTAssert(root.hitTest(Point2D(x: 12, y: 22)) === child)
    // A zero-size masking layer hides them.
    root.masksToBounds = true
    XCTAssertNil(root.hitTest(Point2D(x: 12, y: 22)))
    root.masksToBounds = false
    // Zero size with a flip and a zero-height sublayer: (x, y) ↦ (x, 0 − y).
    root.isGeometryFlipped = true
    child.bounds = Rect2D(x: 0, y: 0, width: 10, height: 0)
    // child (0,0) − A(5,0) + pos(5,5) → root (0,5); flip → (0,−5); + (10,20) → (10,15).
    assertApproximatelyEqual(child.convert(Point2D(x: 0, y: 0), to: nil), Point2D(x: 10, y: 15))
    assertApproximatelyEqual(
      child.convert(child.bounds, to: nil), Rect2D(x: 10, y: 15, width: 10, height: 0))
    XCTAssertNil(root.hitTest(Point2D(x: 12, y: 15)))
  }

  func testZeroSizeRectConvertsToAZeroSizeRect() {
    let s = makeScene()
    s.child.transform = Transform3D(scaleX: 2, y: 3, z: 1)
    // grandchild (0,0) ↦ child (40,40) ↦ parent ((40 − 50)·2 + 100, (40 − 50)·3 + 100) = (80,70).
    assertApproximatelyEqual(
      s.parent.convert(Rect2D(x: 0, y: 0, width: 0, height: 0), from: s.grandchild),
      Rect2D(x: 80, y: 70, width: 0, height: 0))
  }

  // MARK: - Special rects

  func testNullStaysNullAndInfiniteStaysInfinite() {
    let s = makeScene()
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    s.child.transform = Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0).concatenating(perspective)
    for (a, b) in [(s.grandchild, s.root), (s.root, s.grandchild), (s.sibling, s.grandchild)] {
      XCTAssert(b.convert(Rect2D.null, from: a).isNull)
      XCTAssert(a.convert(Rect2D.null, to: b).isNull)
      XCTAssert(b.convert(Rect2D(x: .infinity, y: 3, width: -2, height: 5), from: a).isNull)
      XCTAssert(b.convert(Rect2D.infinite, from: a).isInfinite)
    }
    XCTAssert(s.grandchild.convert(Rect2D.null, to: nil).isNull)
  }

  func testRectsWithNonFiniteComponentsNeverTrap() {
    let s = makeScene()
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    s.child.transform = Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0).concatenating(perspective)
    var g = SplitMix64(seed: 0xBAD)
    for _ in 0..<500 {
      let r = randomEdgeCaseRect(using: &g)
      for (a, b) in [(s.grandchild, s.root), (s.root, s.grandchild), (s.sibling, s.parent)] {
        let x = b.convert(r, from: a)
        let y = a.convert(r, to: b)
        assertSameOrBothNaN(x, y, "\(r)")
      }
    }
  }

  // MARK: - Rectangles holding NaN or ±∞

  /// Rectangles with a NaN or infinite component that are neither null nor ``Rect2D/infinite``.
  private let nonFiniteRects = [
    Rect2D(x: .nan, y: 0, width: .nan, height: 50),
    Rect2D(x: 0, y: .nan, width: 10, height: 10),
    Rect2D(x: 0, y: 0, width: .nan, height: 10),
    Rect2D(x: 0, y: 0, width: 10, height: -.nan),
    Rect2D(x: 0, y: 0, width: .infinity, height: 10),
    Rect2D(x: -.infinity, y: 0, width: 10, height: 10),
    Rect2D(x: 5, y: -.infinity, width: .infinity, height: 10),
  ]

  func testARectangleHoldingNaNOrInfinityConvertsAsApplyingDoes() {
    // One path of each shape from `from` to `to`.
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let plain = Layer()  // an identity level: bounds at the origin, frame == bounds
    plain.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    plain.position = Point2D(x: 50, y: 50)
    let turned = Layer()  // affine
    turned.frame = Rect2D(x: 20, y: 30, width: 100, height: 50)
    turned.affineTransform = AffineTransform2D(rotationAngle: 0.3)
    let projected = Layer()  // perspective
    projected.frame = Rect2D(x: 10, y: 10, width: 100, height: 100)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    projected.transform = Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0)
      .concatenating(perspective)
    root.sublayers = [plain, turned, projected]
    let paths: [(String, Layer, Layer)] = [
      ("same layer", turned, turned), ("identity level", plain, root),
      ("identity level, down", root, plain), ("affine", turned, root),
      ("affine, down", root, turned), ("perspective", projected, root),
      ("perspective, down", root, projected), ("siblings", projected, turned),
    ]
    XCTAssertEqual(plain.frame, plain.bounds)
    for r in nonFiniteRects {
      // What `applying` answers for each such rectangle, whatever the map.
      assertAllNaN(r.applying(AffineTransform2D.identity), "\(r).applying(identity)")
      assertAllNaN(r.applying(AffineTransform2D(rotationAngle: 0.3)), "\(r).applying(turn)")
      assertAllNaN(r.applying(perspective), "\(r).applying(perspective)")
      for (shape, from, to) in paths {
        assertAllNaN(from.convert(r, to: to), "\(shape), \(r) to")
        assertAllNaN(to.convert(r, from: from), "\(shape), \(r) from")
      }
      assertAllNaN(turned.convert(r, to: nil), "\(r) to the world space")
      assertAllNaN(Layer().convert(r, from: nil), "\(r) from the world space to a lone root")
    }
    // The identity keeps a finite rectangle to the last bit, where the centre/half-extent formula of
    // `applying` rounds: (10⁻²⁰ + 0.5) − 0.5 is 0.
    let tiny = Rect2D(x: 1e-20, y: 0, width: 1, height: 1)
    XCTAssertEqual(turned.convert(tiny, to: turned).origin.x, 1e-20)
    XCTAssertEqual(plain.convert(tiny, to: root).origin.x, 1e-20)
    XCTAssertEqual(tiny.applying(AffineTransform2D.identity).origin.x, 0)
    for (shape, from, to) in paths {
      XCTAssert(from.convert(Rect2D.null, to: to).isNull, shape)
      XCTAssert(from.convert(Rect2D.infinite, to: to).isInfinite, shape)
    }
  }

  func testRectanglesHoldingNaNConvertToAllNaNInRandomTrees() {
    // Random trees, conversions to and from the same layer, other layers and the world space: every
    // one of a rectangle holding NaN or ±∞ is all NaN, as `applying` any map makes it.
    var g = SplitMix64(seed: 0x2121)
    var compared = 0
    var sameLayer = 0
    for _ in 0..<2_000 {
      let tree = RandomLayerTree(
        options: RandomTreeOptions(maxDepth: 4, maxLayers: 8), using: &g)
      for _ in 0..<2 {
        let r = nonFiniteRects[Int.random(in: 0..<nonFiniteRects.count, using: &g)]
        let a = tree.layers[Int.random(in: 0..<tree.layers.count, using: &g)]
        let b = Bool.random(using: &g) ? a : tree.layers.randomElement(using: &g)
        if a === b { sameLayer += 1 }
        assertAllNaN(a.convert(r, to: b), "to")
        assertAllNaN(a.convert(r, from: b), "from")
        assertAllNaN(a.convert(r, to: nil), "to nil")
        compared += 3
      }
    }
    XCTAssertEqual(compared, 12_000)
    XCTAssertGreaterThan(sameLayer, 1_000)
  }

  // MARK: - Singular input

  func testSingularTransformsNeverTrap() {
    let zero = Transform3D(
      m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    var edgeOn = Transform3D.identity
    (edgeOn.m11, edgeOn.m13, edgeOn.m31, edgeOn.m33) = (0, -1, 1, 0)
    var w0 = Transform3D.identity
    w0.m44 = 0  // every point at infinity
    let transforms: [(String, Transform3D)] = [
      ("zero", zero), ("scale 0", Transform3D(scaleX: 0, y: 0, z: 0)),
      ("scale x 0", Transform3D(scaleX: 0, y: 2, z: 1)), ("edge-on", edgeOn), ("m44 = 0", w0),
    ]
    for (name, t) in transforms {
      for asSublayerTransform in [false, true] {
        let s = makeScene()
        if asSublayerTransform { s.parent.sublayerTransform = t } else { s.child.transform = t }
        let label = "\(name)\(asSublayerTransform ? " (sublayerTransform)" : "")"
        let p = Point2D(x: 7, y: 9)
        // Down through the singular level: NaN.
        assertNaN(s.grandchild.convert(p, from: s.root), "\(label): down")
        assertNaN(s.child.convert(p, from: s.parent), "\(label): down one level")
        assertAllNaN(s.child.convert(Rect2D(x: 0, y: 0, width: 5, height: 5), from: s.root), label)
        // Up: applied as is (finite, or NaN when the point goes to infinity / behind the eye).
        let up = s.root.convert(p, from: s.grandchild)
        XCTAssert(up.x.isFinite == up.y.isFinite, "\(label): \(up)")
        _ = s.root.convert(Rect2D(x: 0, y: 0, width: 5, height: 5), from: s.grandchild)
        // Hit testing skips the subtree: the parent is hit, never the child or grandchild.
        XCTAssert(s.root.hitTest(Point2D(x: 150, y: 150)) === s.parent, label)
        var batch = [p, p]
        s.grandchild.convert(&batch, from: s.root)
        for q in batch { assertNaN(q, "\(label): batch") }
      }
    }
  }

  func testEdgeCaseGeometryFuzzNeverTraps() {
    var g = SplitMix64(seed: 0xF00D)
    for iteration in 0..<150 {
      let s = makeScene()
      let layers = [s.root, s.parent, s.child, s.grandchild, s.sibling]
      for layer in layers where Int.random(in: 0..<3, using: &g) == 0 {
        switch Int.random(in: 0..<7, using: &g) {
        case 0: layer.bounds = randomEdgeCaseRect(using: &g)
        case 1: layer.position = randomEdgeCasePoint(using: &g)
        case 2: layer.anchorPoint = randomEdgeCasePoint(using: &g)
        case 3: layer.anchorPointZ = randomEdgeCaseDouble(using: &g)
        case 4: layer.zPosition = randomEdgeCaseDouble(using: &g)
        case 5:
          layer.transform = Transform3D(
            m11: randomEdgeCaseDouble(using: &g), m12: 0, m13: 0,
            m14: randomEdgeCaseDouble(using: &g),
            m21: 0, m22: randomEdgeCaseDouble(using: &g), m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: randomEdgeCaseDouble(using: &g),
            m41: randomEdgeCaseDouble(using: &g), m42: 0, m43: 0,
            m44: randomEdgeCaseDouble(using: &g))
        default: layer.sublayerTransform = randomTransform3D(using: &g)
        }
        layer.isGeometryFlipped = Bool.random(using: &g)
        layer.masksToBounds = Bool.random(using: &g)
        layer.isDoubleSided = Bool.random(using: &g)
      }
      let points = (0..<6).map { _ in randomEdgeCasePoint(using: &g) }
      let endpoints: [Layer?] = layers.map { $0 } + [nil]
      for a in layers {
        for b in endpoints {
          for p in points {
            let q = a.convert(p, to: b)
            let q2 = b?.convert(p, from: a) ?? q
            XCTAssert(
              isSameOrBothNaN(q.x, q2.x) && isSameOrBothNaN(q.y, q2.y), "iteration \(iteration)")
            _ = a.convert(p, from: b)
          }
          var batch = points
          a.convert(&batch, to: b)
          for (p, q) in zip(points, batch) {
            let scalar = a.convert(p, to: b)
            XCTAssert(
              isSameOrBothNaN(q.x, scalar.x) && isSameOrBothNaN(q.y, scalar.y),
              "batch \(q) vs scalar \(scalar) for \(p) — iteration \(iteration)")
          }
          _ = a.convert(randomEdgeCaseRect(using: &g), to: b)
          _ = a.convert(randomEdgeCaseRect(using: &g), from: b)
        }
        _ = a.contains(points[0])
        let hits = a.hitTest(points)
        for (p, hit) in zip(points, hits) {
          XCTAssert(hit === a.hitTest(p), "iteration \(iteration)")
        }
        _ = a.hitTest(points[0], order: .sublayerOrder)
      }
    }
  }
}
