import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// `hitTest` after a layer's `sublayerTransform` or its pivot (bounds, anchor point) changes.
///
/// Under a flat, well-conditioned sublayer transform the index keeps its sublayers' boxes before
/// the transform, so such a change leaves every box alone and each sublayer's level is recomputed
/// by the first query that reaches it; under a perspective or badly conditioned one every entry is
/// made again. The answers are worked by hand, and checked against a reference walk.
final class SublayerTransformHitTestTests: XCTestCase {
  /// A list 100 × 4,400 at the root's origin holding 100 rows 100 × 44 (row `i` from y = 44·i),
  /// queried once so that every index is made.
  private func makeList() -> (root: Layer, list: Layer, rows: [Layer]) {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 4_400)
    let list = Layer()
    list.frame = root.bounds
    let rows = (0..<100).map { i in
      let row = Layer()
      row.frame = Rect2D(x: 0, y: 44 * Double(i), width: 100, height: 44)
      return row
    }
    list.sublayers = rows
    root.addSublayer(list)
    XCTAssert(root.hitTest(Point2D(x: 50, y: 50)) === rows[1])
    return (root, list, rows)
  }

  /// The box each row's entry keeps in the list's index.
  private func boxes(of rows: [Layer], in list: Layer) -> [HitBox] {
    let index = list.storage.pointee.hitIndex!
    return rows.map { row in
      index._withUnsafeGuaranteedRef { $0.reach(at: row.storage.pointee.hitSlot) }
    }
  }

  private func assertSameBoxes(
    _ a: [HitBox], _ b: [HitBox], _ message: String, line: UInt = #line
  ) {
    XCTAssertEqual(a.count, b.count, message, line: line)
    for (x, y) in zip(a, b) {
      XCTAssert(
        x.minX == y.minX && x.minY == y.minY && x.maxX == y.maxX && x.maxY == y.maxY,
        "\(message): \(x) became \(y)", line: line)
    }
  }

  func testAZoomAndAScrollUnderItKeepEveryBoxAndAnswerAsWorkedByHand() {
    let (root, list, rows) = makeList()
    let before = boxes(of: rows, in: list)
    // Twice as large about the pivot (50, 2200): x ↦ 2x − 50, y ↦ 2y − 2200.
    list.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    XCTAssertFalse(list.storage.pointee.rebuildsHitIndex, "the index is kept")
    XCTAssert(rows.allSatisfy { !$0.storage.pointee.needsHitTestRefresh }, "no row is marked")
    // (50, 10) comes from (50, 1105): row 25 (1100 ..< 1144).
    XCTAssert(root.hitTest(Point2D(x: 50, y: 10)) === rows[25])
    // (140, 10) comes from (95, 1105): row 25 still, outside the list, which does not mask.
    XCTAssert(root.hitTest(Point2D(x: 140, y: 10)) === rows[25])
    // (160, 10) comes from (105, 1105): right of every row, and outside the list.
    XCTAssertNil(root.hitTest(Point2D(x: 160, y: 10)))
    // (50, −2201) comes from (50, −0.5): above row 0, outside the list.
    XCTAssertNil(root.hitTest(Point2D(x: 50, y: -2_201)))
    XCTAssert(root.hitTest(Point2D(x: 50, y: -2_199)) === rows[0])
    assertSameBoxes(before, boxes(of: rows, in: list), "zoom")

    // Scrolled by 1,000 under the zoom: the pivot moves to (50, 3200), and a point (x, y) of the
    // root is (x, y + 1000) in the list; y ↦ (y + 1000 − 3200) / 2 + 3200 before the zoom.
    list.bounds.origin.y = 1_000
    XCTAssertFalse(list.storage.pointee.rebuildsHitIndex, "the index is kept")
    // (50, 10): y 2105, row 47 (2068 ..< 2112).
    XCTAssert(root.hitTest(Point2D(x: 50, y: 10)) === rows[47])
    // (50, 18): y 2109 still row 47; (50, 26): y 2113, row 48.
    XCTAssert(root.hitTest(Point2D(x: 50, y: 18)) === rows[47])
    XCTAssert(root.hitTest(Point2D(x: 50, y: 26)) === rows[48])
    assertSameBoxes(before, boxes(of: rows, in: list), "scroll under the zoom")

    // A quarter turn about the pivot, (x, y) ↦ (−y, x) around it: a point (x, y) of the list
    // comes from (50 + (y − 3200), 3200 − (x − 50)).
    list.sublayerTransform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    XCTAssertFalse(list.storage.pointee.rebuildsHitIndex, "the index is kept")
    // The root's (10, 2210) is the list's (10, 3210), from (60, 3240): row 73 (3212 ..< 3256).
    XCTAssert(root.hitTest(Point2D(x: 10, y: 2_210)) === rows[73])
    // The root's (50, 10) is the list's (50, 1010), from (−2140, 3200): no row; the list holds it.
    XCTAssert(root.hitTest(Point2D(x: 50, y: 10)) === list)
    assertSameBoxes(before, boxes(of: rows, in: list), "quarter turn")

    list.sublayerTransform = .identity
    XCTAssertFalse(list.storage.pointee.rebuildsHitIndex, "the index is kept")
    // The list's (50, 1010) is row 22's (968 ..< 1012).
    XCTAssert(root.hitTest(Point2D(x: 50, y: 10)) === rows[22])
    assertSameBoxes(before, boxes(of: rows, in: list), "identity")
  }

  func testAPerspectiveOrABadlyConditionedSublayerTransformRemakesEveryEntry() {
    let (root, list, rows) = makeList()
    var perspective = Transform3D(scaleX: 2, y: 2, z: 1)
    perspective.m34 = -1 / 500
    // Rows lie in the plane z = 0, where the perspective divides by 1: as the zoom above.
    list.sublayerTransform = perspective
    XCTAssert(list.storage.pointee.rebuildsHitIndex, "perspective: every entry is made again")
    XCTAssert(root.hitTest(Point2D(x: 50, y: 10)) === rows[25])
    XCTAssert(root.hitTest(Point2D(x: 140, y: 10)) === rows[25])

    // From a perspective back to a flat zoom: the boxes move before the transform, all of them.
    list.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    XCTAssert(list.storage.pointee.rebuildsHitIndex, "back to flat: every entry is made again")
    XCTAssert(root.hitTest(Point2D(x: 50, y: 10)) === rows[25])

    // 64 times wider than high: x ↦ 64(x − 50) + 50, y ↦ y (pivot y 2200). Kept after the
    // transform, where its rounding is not that of the two maps of the query.
    list.sublayerTransform = Transform3D(scaleX: 64, y: 1, z: 1)
    XCTAssert(list.storage.pointee.rebuildsHitIndex, "anisotropic: every entry is made again")
    // (114, 10) comes from (51, 10): row 0; (3300, 10) from (100.78…, 10): no row.
    XCTAssert(root.hitTest(Point2D(x: 114, y: 10)) === rows[0])
    XCTAssert(root.hitTest(Point2D(x: 3_300, y: 10)) === nil)

    // A singular one: no row can be reached; the list holds its own points.
    list.sublayerTransform = Transform3D(scaleX: 0, y: 1, z: 1)
    XCTAssert(list.storage.pointee.rebuildsHitIndex, "singular: every entry is made again")
    XCTAssert(root.hitTest(Point2D(x: 50, y: 10)) === list)
  }

  /// A row that cannot be walked down — a transform singular in the plane, a position that is not
  /// a number — is never hit, under any zoom, and is hit again once it can be.
  func testRowsThatCannotBeWalkedStayOutUnderEveryZoom() {
    let (root, list, rows) = makeList()
    list.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    rows[25].affineTransform = AffineTransform2D(scaleX: 0, y: 1)
    rows[26].position.x = .nan
    // (50, 10) comes from (50, 1105), row 25's; (50, 100) from (50, 1150), row 26's.
    for scale in [2.0, 1.5, 1] {
      list.sublayerTransform = Transform3D(scaleX: scale, y: scale, z: 1)
      let y25 = (1_105 - 2_200) * scale + 2_200  // row 25's (50, 1105), shown
      let y26 = (1_150 - 2_200) * scale + 2_200
      XCTAssert(root.hitTest(Point2D(x: 50, y: y25)) === list, "scale \(scale)")
      XCTAssert(root.hitTest(Point2D(x: 50, y: y26)) === list, "scale \(scale)")
    }
    rows[25].affineTransform = .identity
    rows[26].position.x = 50
    for scale in [1.0, 2] {
      list.sublayerTransform = Transform3D(scaleX: scale, y: scale, z: 1)
      let y25 = (1_105 - 2_200) * scale + 2_200
      let y26 = (1_150 - 2_200) * scale + 2_200
      XCTAssert(root.hitTest(Point2D(x: 50, y: y25)) === rows[25], "scale \(scale)")
      XCTAssert(root.hitTest(Point2D(x: 50, y: y26)) === rows[26], "scale \(scale)")
    }
  }

  /// Asserts that `root` answers itself at (52, 50), `child`'s level not being walkable, and that
  /// under `next`, which keeps the index, the point reaches `child`.
  private func assertOnlyHit(
    _ child: Layer, of root: Layer, under next: Transform3D, line: UInt = #line
  ) {
    XCTAssert(root.hitTest(Point2D(x: 52, y: 50)) === root, "the level is skipped", line: line)
    root.sublayerTransform = next
    XCTAssertFalse(root.storage.pointee.rebuildsHitIndex, "the index is kept", line: line)
    XCTAssert(root.hitTest(Point2D(x: 52, y: 50)) === child, line: line)
  }

  /// A level that overflows under one zoom and not under the next: its box stays.
  func testALevelThatOverflowedUnderAnEarlierZoomIsHitUnderTheNext() {
    // The root's space runs from −50 to 50, its pivot at (0, 0): a point (x, y) of its
    // superlayer is (x − 50, y − 50) in it. The child, 10 points square at the origin and scaled
    // by 10²⁰⁰, is x ↦ (x − 5)·10²⁰⁰ before the zoom. Zoomed by 10¹⁵⁰ its level overflows;
    // zoomed by 10⁻¹⁰⁰ it is x ↦ (x − 5)·10¹⁰⁰, and (52, 50) → (2, 0) comes from (5, 5).
    let root = Layer()
    root.bounds = Rect2D(x: -50, y: -50, width: 100, height: 100)
    root.position = Point2D(x: 50, y: 50)
    root.sublayerTransform = Transform3D(scaleX: 1e150, y: 1e150, z: 1)
    let child = Layer()
    child.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
    child.transform = Transform3D(scaleX: 1e200, y: 1e200, z: 1)
    root.addSublayer(child)
    assertOnlyHit(child, of: root, under: Transform3D(scaleX: 1e-100, y: 1e-100, z: 1))
  }

  /// A level whose determinant underflows to 0 under the identity and not under a zoom.
  func testALevelThatRoundedToSingularIsHitUnderAZoom() {
    // A 10²¹-point layer scaled by 10⁻¹⁷⁰ (and 2 in z, so not a 2D transform): 10⁻³⁴⁰ rounds to
    // 0. Zoomed by 10¹⁵⁰ about (50, 50) it shows from 45 to 55, and (52, 50) comes from
    // (7·10²⁰, 5·10²⁰).
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let child = Layer()
    child.bounds = Rect2D(x: 0, y: 0, width: 1e21, height: 1e21)
    child.position = Point2D(x: 50, y: 50)
    child.transform = Transform3D(scaleX: 1e-170, y: 1e-170, z: 2)
    root.addSublayer(child)
    assertOnlyHit(child, of: root, under: Transform3D(scaleX: 1e150, y: 1e150, z: 1))
  }

  /// A sublayer transform that moves the plane 10¹² points: the query's point is that far from
  /// the boxes, and the rounding of its two maps must stay within their padding.
  func testAFarTranslationAnswersAsItsWholeLevel() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let child = Layer()
    child.frame = Rect2D(x: 0.3, y: 0, width: 1.00003, height: 1)
    root.addSublayer(child)
    XCTAssert(root.hitTest(Point2D(x: 1, y: 0.5)) === child)
    // The boxes were made for transforms that move the plane about as far as the pivot (50, 50)
    // lies from the origin; for this one they are made again.
    root.sublayerTransform = Transform3D(translationX: 1e12, y: 0, z: 0)
    XCTAssert(root.storage.pointee.rebuildsHitIndex, "the boxes are made again")
    // The whole level takes x = 10¹² + 10650/8192 to 1.0 in the child, inside 0 ..< 1.00003;
    // the map into the sublayer space alone gives 1.300048828…, past the right edge 1.30003 of
    // the child's frame by a rounding of 10¹²'s.
    let p = Point2D(x: 1e12 + 10_650 / 8_192, y: 0.5)
    XCTAssertEqual(child.convert(p, from: root).x, 1.0)
    XCTAssert(root.hitTest(p) === child)
    XCTAssert(root.hitTest(p) === child, "from the index the first query made")
    // The same level with a perspective that does not move the plane: kept after the transform.
    var perspective = Transform3D(translationX: 1e12, y: 0, z: 0)
    perspective.m34 = -1e-9
    root.sublayerTransform = perspective
    XCTAssertEqual(child.convert(p, from: root).x, 1.0)
    XCTAssert(root.hitTest(p) === child)
  }

  /// Points on the edges of small layers near the origin under sublayer transforms that move the
  /// plane up to 10¹⁵ points away, or zoom by 10⁻³ to 10³: each answer is the one a walk by
  /// ``Layer/convert(_:from:)-(Point2D,_)`` gives, whose maps are the whole levels.
  func testEdgesUnderFarTransformsAnswerAsTheWholeLevels() {
    var g = SplitMix64(seed: 0xED6E5)
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let children = (0..<40).map { _ in
      let child = Layer()
      child.frame = Rect2D(
        x: Double.random(in: -2...2, using: &g), y: Double.random(in: -2...2, using: &g),
        width: Double.random(in: 0.5...1.5, using: &g),
        height: Double.random(in: 0.5...1.5, using: &g))
      root.addSublayer(child)
      return child
    }
    var compared = 0
    for step in 0..<600 {
      switch Int.random(in: 0..<7, using: &g) {
      case 0, 1:
        let far = pow(10, Double.random(in: 6...15, using: &g))
        root.sublayerTransform = Transform3D(
          translationX: Bool.random(using: &g) ? far : -far, y: far / 7, z: 0)
      case 2:
        let s = pow(10, Double.random(in: -3...3, using: &g))
        root.sublayerTransform = Transform3D(scaleX: s, y: s, z: 1)
      case 3:
        root.sublayerTransform = Transform3D(
          rotationAngle: Double.random(in: -3...3, using: &g), x: 0, y: 0, z: 1)
      case 4:
        // A scroll, near or up to 10¹⁵ points away; the pivot goes with it.
        let far = pow(10, Double.random(in: 0...15, using: &g))
        root.bounds.origin.x = Bool.random(using: &g) ? far : -far
      case 5:
        // Close to the identity: a small translation, or a zoom by about 1.
        root.sublayerTransform =
          Bool.random(using: &g)
          ? Transform3D(translationX: Double.random(in: -1...1, using: &g), y: 0, z: 0)
          : Transform3D(
            scaleX: 1 + Double.random(in: -1e-3...1e-3, using: &g),
            y: 1 + Double.random(in: -1e-3...1e-3, using: &g), z: 1)
      default:
        children[Int.random(in: 0..<children.count, using: &g)].position.x +=
          Double.random(in: -0.5...0.5, using: &g)
      }
      for _ in 0..<10 {
        let near = children[Int.random(in: 0..<children.count, using: &g)]
        let b = near.bounds
        let edge = Point2D(
          x: Bool.random(using: &g) ? b.minX : b.maxX,
          y: b.minY + Double.random(in: 0...1, using: &g) * b.height)
        let p = root.convert(near.convert(edge, to: root), to: nil)
        guard p.isFinite else { continue }
        // The walk: the sublayers front to back (the last one first), then the root.
        let local = root.convert(p, from: nil)
        let expected =
          children.last { $0.bounds.contains($0.convert(local, from: root)) }
          ?? (root.bounds.contains(local) ? root : nil)
        compared += 1
        XCTAssert(root.hitTest(p) === expected, "step \(step) at \(p)")
      }
    }
    XCTAssertGreaterThan(compared, 5_000)
  }

  /// A scroll far from the origin under a small translation: the pivot goes with it, and both the
  /// query's map and the whole level round at its magnitude.
  func testAFarScrollUnderASmallTranslationAnswersAsItsWholeLevel() {
    for transformFirst in [true, false] {
      let root = Layer()
      root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
      let child = Layer()
      child.frame = Rect2D(x: 0.1, y: 0, width: 1, height: 1)
      root.addSublayer(child)
      let small = Transform3D(translationX: 0.3, y: 0, z: 0)
      if transformFirst { root.sublayerTransform = small }
      XCTAssert(root.hitTest(Point2D(x: 0.5, y: 0.5)) === child)
      // The root's (x, y) is its superlayer's (x − 10¹⁴, y); the pivot is (10¹⁴ + 50, 50).
      root.bounds.origin.x = 1e14
      if !transformFirst { root.sublayerTransform = small }
      XCTAssert(root.storage.pointee.rebuildsHitIndex, "the boxes are made again")
      // The whole level maps x = −10¹⁴ + 0.390625 to 0 in the child, on its left edge, inside;
      // the map into the sublayer space alone rounds at 10¹⁴ to 0.09375, left of the child's
      // frame (0.1).
      let p = Point2D(x: -1e14 + 0.390625, y: 0.5)
      XCTAssertEqual(child.convert(root.convert(p, from: nil), from: root).x, 0)
      XCTAssert(root.hitTest(p) === child, "transform first: \(transformFirst)")
    }
  }

  /// Pivots and translations near the largest finite value: the boxes' allowance stops there,
  /// and still pads them beyond the rounding.
  func testTransformsNearTheLargestValueAnswerAsTheirWholeLevels() {
    // A root whose pivot is 6·10³⁰⁶ from the origin, and a root moved by 3·10³⁰⁷; each with a
    // child at 0.1 ..< 1.1 × 0 ..< 1 before the transform, and a point the whole level puts
    // inside it.
    let farPivot = Layer()
    farPivot.bounds = Rect2D(x: 6e306, y: 0, width: 100, height: 100)
    farPivot.position = Point2D(x: 6e306, y: 50)
    let farMove = Layer()
    farMove.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    for (root, transform, point) in [
      (farPivot, Transform3D(translationX: 0.3, y: 0, z: 0), Point2D(x: 0.05, y: 0.5)),
      (farMove, Transform3D(translationX: 3e307, y: 0, z: 0), Point2D(x: 3e307, y: 0.5)),
    ] {
      let child = Layer()
      child.frame = Rect2D(x: 0.1, y: 0, width: 1, height: 1)
      root.addSublayer(child)
      root.sublayerTransform = transform
      let local = child.convert(root.convert(point, from: nil), from: root)
      XCTAssert(child.bounds.contains(local), "\(local)")
      XCTAssert(root.hitTest(point) === child, "\(transform)")
      XCTAssert(root.hitTest(point) === child, "from the index the first query made")
    }
  }

  /// A mirror in the sublayer transform turns a one-sided row away, and back.
  func testAMirroringSublayerTransformTurnsOneSidedRowsAway() {
    let (root, list, rows) = makeList()
    rows[25].isDoubleSided = false
    list.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    XCTAssert(root.hitTest(Point2D(x: 50, y: 10)) === rows[25])
    // Mirrored about x = 50 (x ↦ 100 − x), as large: (50, 10) still comes from (50, 1105).
    list.sublayerTransform = Transform3D(scaleX: -2, y: 2, z: 1)
    XCTAssertFalse(list.storage.pointee.rebuildsHitIndex, "the index is kept")
    XCTAssert(root.hitTest(Point2D(x: 50, y: 10)) === list, "row 25 shows its back")
    XCTAssert(root.hitTest(Point2D(x: 50, y: 100)) === rows[26])
    list.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    XCTAssert(root.hitTest(Point2D(x: 50, y: 10)) === rows[25])
  }

  /// A transform layer's sublayer transform stays with every level of its context; a layer that
  /// becomes one makes its entries again.
  func testATransformLayerKeepsItsBoxesAfterItsSublayerTransform() {
    let (root, list, rows) = makeList()
    list.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    XCTAssert(root.hitTest(Point2D(x: 50, y: 10)) === rows[25])
    list.kind = .transformLayer
    XCTAssert(list.storage.pointee.rebuildsHitIndex)
    // A transform layer passes the point to its planes, the rows, in the root's space.
    XCTAssert(root.hitTest(Point2D(x: 50, y: 10)) === rows[25])
    list.kind = .plain
    XCTAssert(list.storage.pointee.rebuildsHitIndex)
    XCTAssert(root.hitTest(Point2D(x: 140, y: 10)) === rows[25])
    // A scroll layer places its sublayers as a plain one: its index and its levels stay.
    let generation = list.storage.pointee.hitIndex!._withUnsafeGuaranteedRef { $0.generation }
    list.kind = .scrollLayer
    XCTAssertFalse(list.storage.pointee.rebuildsHitIndex)
    XCTAssertEqual(
      list.storage.pointee.hitIndex!._withUnsafeGuaranteedRef { $0.generation }, generation)
    XCTAssert(root.hitTest(Point2D(x: 140, y: 10)) === rows[25])
  }

  /// A plane of a 3D context skips its subtree when neither its bounds nor what its sublayers reach
  /// hold the point: that box is before the plane's sublayer transform.
  func testAPlaneReachesItsSublayersThroughItsSublayerTransform() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let context = Layer()
    context.kind = .transformLayer
    context.frame = root.bounds
    let plane = Layer()
    plane.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let child = Layer()
    child.frame = Rect2D(x: 150, y: 0, width: 50, height: 50)
    plane.addSublayer(child)
    context.addSublayer(plane)
    root.addSublayer(context)
    // Half as large about the plane's middle (50, 50): x ↦ (x − 50) / 2 + 50, so the child shows
    // at 100 ..< 125 × 25 ..< 50, right of the plane.
    plane.sublayerTransform = Transform3D(scaleX: 0.5, y: 0.5, z: 1)
    for _ in 0..<2 {  // the second query reads the indices the first one made
      // (110, 30) comes from (170, 10): the child's.
      XCTAssert(root.hitTest(Point2D(x: 110, y: 30)) === child)
      // (90, 30) comes from (130, 10): no child; the plane's own.
      XCTAssert(root.hitTest(Point2D(x: 90, y: 30)) === plane)
      XCTAssert(root.hitTest(Point2D(x: 130, y: 30)) === root)
    }
    // A quarter as large: the child shows at 75 ..< 87.5 × 37.5 ..< 50, inside the plane.
    plane.sublayerTransform = Transform3D(scaleX: 0.25, y: 0.25, z: 1)
    XCTAssertFalse(plane.storage.pointee.rebuildsHitIndex, "the plane's index is kept")
    for _ in 0..<2 {
      XCTAssert(root.hitTest(Point2D(x: 110, y: 30)) === root)
      // (80, 40) comes from (170, 10).
      XCTAssert(root.hitTest(Point2D(x: 80, y: 40)) === child)
    }
  }

  /// Random changes on two wide lists and a narrow one, each answer checked against the
  /// reference walk.
  ///
  /// Sublayer transforms (small and far: translations up to 10¹², zooms from 10⁻³ to 10³),
  /// pivots, scrolls, row moves, rows added and removed at the ends, hidden rows and rows with
  /// transforms of their own; answers in both orders, at points near a random row and anywhere.
  /// Counts how many changes kept the boxes. At points on a random row's edge, where the reference
  /// cannot tell, each answer is checked against a copy of the tree queried afresh, whose index
  /// is made for the transforms as they are: the index kept through the changes must agree.
  func testRandomSublayerTransformsAnswerAsTheReferenceWalk() throws {
    var g = SplitMix64(seed: 0x5EED_0022)
    let root = Layer()
    root.name = "root"
    root.frame = Rect2D(x: 0, y: 0, width: 600, height: 600)
    var lists: [Layer] = []
    var made = 0
    func makeRow(_ i: Int, of count: Int) -> Layer {
      let row = Layer()
      made += 1
      row.name = "row \(made)"
      row.frame = Rect2D(
        x: Double.random(in: -20...150, using: &g), y: Double(i) * 600 / Double(count),
        width: Double.random(in: 10...80, using: &g), height: 30)
      if i % 5 == 0 {
        let label = Layer()
        label.frame = Rect2D(x: 5, y: 5, width: 20, height: 10)
        label.name = "label \(made)"
        row.addSublayer(label)
      }
      return row
    }
    for (column, count) in [40, 7, 90].enumerated() {
      let list = Layer()
      list.frame = Rect2D(x: 200 * Double(column), y: 0, width: 200, height: 600)
      list.name = "list \(column)"
      for i in 0..<count { list.addSublayer(makeRow(i, of: count)) }
      root.addSublayer(list)
      lists.append(list)
    }
    func randomTransform() -> Transform3D {
      switch Int.random(in: 0..<10, using: &g) {
      case 0: return .identity
      case 1:
        let s = Double.random(in: 0.25...4, using: &g)
        return Transform3D(scaleX: s, y: s, z: 1)
      case 2:
        return Transform3D(rotationAngle: Double.random(in: -3...3, using: &g), x: 0, y: 0, z: 1)
      case 3:
        return Transform3D(
          translationX: Double.random(in: -100...100, using: &g),
          y: Double.random(in: -300...300, using: &g), z: 0)
      case 4:
        return Transform3D(
          AffineTransform2D(
            a: 1, b: 0, c: Double.random(in: -1...1, using: &g), d: 1,
            tx: Double.random(in: -20...20, using: &g), ty: 0))
      case 5:
        var t = Transform3D(scaleX: 1.5, y: 1.5, z: 1)
        t.m34 = -1 / Double.random(in: 300...900, using: &g)
        return t
      case 6: return Transform3D(scaleX: Double.random(in: 20...40, using: &g), y: 1, z: 1)
      case 7:
        let far =
          (Double.random(in: 0...1, using: &g) < 0.5 ? -1 : 1)
          * pow(10, Double.random(in: 3...12, using: &g))
        return Transform3D(translationX: far, y: far / 3, z: 0)
      case 8:
        let s = pow(10, Double.random(in: -3...3, using: &g))
        return Transform3D(scaleX: s, y: s, z: 1)
      default:
        return Transform3D(
          scaleX: Double.random(in: 0.5...2, using: &g), y: Double.random(in: 0.5...2, using: &g),
          z: 1)
      }
    }
    var kept = 0
    var compared = 0
    var onEdges = 0
    for step in 0..<800 {
      let list = lists[Int.random(in: 0..<lists.count, using: &g)]
      let wasRebuilding = list.storage.pointee.rebuildsHitIndex
      let change = Int.random(in: 0..<10, using: &g)
      let row = list.sublayers[Int.random(in: 0..<list.sublayers.count, using: &g)]
      switch change {
      case 0, 1: list.sublayerTransform = randomTransform()
      case 2: list.bounds.origin.y = Double.random(in: -200...200, using: &g)
      case 3: list.anchorPoint = Point2D(x: Double.random(in: 0...1, using: &g), y: 0.5)
      case 4: list.bounds.size.height = Double.random(in: 300...900, using: &g)
      case 5: row.position.x += Double.random(in: -5...5, using: &g)
      case 6:
        // A row added at an end, or one removed from an end.
        let atFront = Bool.random(using: &g)
        if Bool.random(using: &g) || list.sublayers.count < 5 {
          let new = makeRow(Int.random(in: 0..<20, using: &g), of: 20)
          if atFront { list.addSublayer(new) } else { list.insertSublayer(new, at: 0) }
        } else {
          (atFront ? list.sublayers.last : list.sublayers.first)?.removeFromSuperlayer()
        }
      case 7: row.isHidden.toggle()
      case 8: row.sublayerTransform = randomTransform()
      default:
        row.affineTransform = AffineTransform2D(rotationAngle: Double.random(in: -1...1, using: &g))
      }
      if change < 5 && !wasRebuilding && !list.storage.pointee.rebuildsHitIndex { kept += 1 }
      let reference = ReferenceHitTester(root: root)
      let copy = try LayerArchive(of: root).makeLayers()
      for query in 0..<8 {
        var p = Point2D(
          x: Double.random(in: -50...650, using: &g), y: Double.random(in: -50...650, using: &g))
        if query % 2 == 0 {
          // Near a random row, wherever the transforms put it.
          let near = list.sublayers[Int.random(in: 0..<list.sublayers.count, using: &g)]
          let b = near.bounds
          p = root.convert(
            Point2D(
              x: b.minX + Double.random(in: -0.1...1.1, using: &g) * b.width,
              y: b.minY + Double.random(in: -0.1...1.1, using: &g) * b.height), from: near)
          guard p.isFinite else { continue }  // the root's space is its superlayer's
        }
        if query % 4 == 0 {
          // On an edge of a random row (or of its label), as the transforms put it.
          var near = list.sublayers[Int.random(in: 0..<list.sublayers.count, using: &g)]
          if let label = near.sublayers.first, Bool.random(using: &g) { near = label }
          let b = near.bounds
          let edge = Point2D(
            x: Bool.random(using: &g) ? b.minX : b.maxX,
            y: b.minY + Double.random(in: 0...1, using: &g) * b.height)
          let onEdge = root.convert(edge, from: near)
          guard onEdge.isFinite else { continue }
          for order in [Layer.HitTestOrder.drawingOrder, .sublayerOrder] {
            onEdges += 1
            let (actual, fresh) = (
              root.hitTest(onEdge, order: order), copy.hitTest(onEdge, order: order)
            )
            XCTAssertEqual(actual?.name, fresh?.name, "step \(step) at \(onEdge), \(order)")
          }
        }
        for order in [Layer.HitTestOrder.drawingOrder, .sublayerOrder] {
          guard case .hit(let expected) = reference.hit(p, order: order) else { continue }
          compared += 1
          let actual = root.hitTest(p, order: order)
          XCTAssert(actual === expected, "step \(step) at \(p), \(order)")
          if actual !== expected { return }
        }
      }
    }
    print("kept \(kept), compared \(compared), on edges \(onEdges)")
    XCTAssertGreaterThan(kept, 250, "changes that kept every box")
    XCTAssertGreaterThan(compared, 8_000)
  }
}
