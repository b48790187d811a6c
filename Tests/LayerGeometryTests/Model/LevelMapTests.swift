import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// The level `H(L→U)` of a layer whose factors all stay in the plane is computed in 2D: it must be
/// the map worked by hand, and the very numbers of the 4×4 product it stands for.
final class LevelMapTests: XCTestCase {
  private func entries(_ h: Homography) -> [Double] {
    [h.m11, h.m12, h.m13, h.m21, h.m22, h.m23, h.m31, h.m32, h.m33]
  }

  func testPlanarLevelOfAFlippedTurnedLayerIsTheMapWorkedByHand() throws {
    // bounds (10, 20, 100, 50), anchor (0.25, 0.5) → A = (25, 25), position (200, 300), a quarter
    // turn (x, y) → (−y, x), geometry flipped: (x, y) → (x − 10, 70 − y) → − A → turn → + position.
    // (10, 20) → (0, 50) → (−25, 25) → (−25, −25) → (175, 275)
    // (110, 20) → (100, 50) → (75, 25) → (−25, 75) → (175, 375)
    // (10, 70) → (0, 0) → (−25, −25) → (25, −25) → (225, 275)
    // so x' = y + 155, y' = x + 265.
    let parent = Layer()
    let layer = Layer()
    parent.addSublayer(layer)
    layer.bounds = Rect2D(x: 10, y: 20, width: 100, height: 50)
    layer.anchorPoint = Point2D(x: 0.25, y: 0.5)
    layer.position = Point2D(x: 200, y: 300)
    layer.affineTransform = AffineTransform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    layer.isGeometryFlipped = true

    let level = layer.makeLevelMap()
    XCTAssertEqual(
      level.forward.affinePart, AffineTransform2D(a: 0, b: 1, c: 1, d: 0, tx: 155, ty: 265))
    let inverse = try XCTUnwrap(level.inverse)
    XCTAssertEqual(
      inverse.affinePart, AffineTransform2D(a: 0, b: 1, c: 1, d: 0, tx: -265, ty: -155))
    XCTAssertEqual(layer.convert(Point2D(x: 110, y: 20), to: parent), Point2D(x: 175, y: 375))
  }

  func testPlanarLevelEqualsTheFourByFourProductExactly() {
    var generator = SplitMix64(seed: 11)
    func value(_ range: ClosedRange<Double>) -> Double {
      Double.random(in: range, using: &generator)
    }
    for index in 0..<2_000 {
      let parent = Layer()
      let layer = Layer()
      parent.addSublayer(layer)
      parent.bounds = Rect2D(x: value(-50...50), y: value(-50...50), width: 300, height: 200)
      layer.bounds = Rect2D(
        x: value(-100...100), y: value(-100...100), width: value(0...500), height: value(0...500))
      layer.anchorPoint = Point2D(x: value(-1...2), y: value(-1...2))
      layer.position = Point2D(x: value(-1e4...1e4), y: value(-1e4...1e4))
      layer.anchorPointZ = value(-10...10)
      layer.zPosition = value(-10...10)
      layer.isGeometryFlipped = index % 2 == 0
      layer.affineTransform = AffineTransform2D(
        a: value(-3...3), b: value(-3...3), c: value(-3...3), d: value(-3...3),
        tx: value(-100...100), ty: value(-100...100))
      let (planar, full) = (
        Homography(layer.planarTransformToSublayerSpace), Homography(layer.transformToSuperlayer)
      )
      XCTAssertEqual(entries(planar), entries(full), "layer \(index)")
    }
  }

  func testLevelUnderASublayerTransformIsNotTakenInThePlane() {
    // The superlayer's sublayer transform scales by 2 about its anchor point (50, 50): the child's
    // origin (0, 0), placed at (0, 0), goes to 50 + 2 · (0 − 50) = −50.
    let parent = Layer()
    parent.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    parent.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
    layer.position = Point2D(x: 5, y: 5)
    parent.addSublayer(layer)
    XCTAssertEqual(layer.convert(Point2D.zero, to: parent), Point2D(x: -50, y: -50))
  }

  func testTheSublayerSpaceMapIsTheTransformAboutThePivotWorkedByHand() {
    // Bounds (0, 1000, 100, 4400), anchor (0.5, 0.5): the pivot is (50, 3200). A scale by 2 about
    // it: x ↦ 2x − 50, y ↦ 2y − 3200; a quarter turn about it, (x, y) ↦ (−y, x) around the pivot:
    // x ↦ −y + 3250, y ↦ x + 3150.
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 1_000, width: 100, height: 4_400)
    layer.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    XCTAssertEqual(
      layer.sublayerSpaceMap, AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: -50, ty: -3_200))
    layer.sublayerTransform = Transform3D(
      AffineTransform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    XCTAssertEqual(
      layer.sublayerSpaceMap, AffineTransform2D(a: 0, b: 1, c: -1, d: 0, tx: 3_250, ty: 3_150))
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 500
    layer.sublayerTransform = perspective
    XCTAssertNil(layer.sublayerSpaceMap, "a perspective does not stay in the plane")
  }

  func testALevelUnderAFlatSublayerTransformIsItsLevelInSublayerSpaceThenTheMap() {
    // The two factors hit testing keeps apart compose, up to rounding, into the level itself.
    var g = SplitMix64(seed: 0x1E7E1)
    func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &g) }
    for index in 0..<200 {
      let parent = Layer()
      parent.bounds = Rect2D(x: value(-50...50), y: value(-50...50), width: 300, height: 200)
      parent.anchorPoint = Point2D(x: value(0...1), y: value(0...1))
      parent.sublayerTransform = Transform3D(
        AffineTransform2D(
          a: value(-3...3), b: value(-3...3), c: value(-3...3), d: value(-3...3),
          tx: value(-100...100), ty: value(-100...100)))
      let layer = Layer()
      parent.addSublayer(layer)
      layer.bounds = Rect2D(x: value(-100...100), y: value(-100...100), width: 80, height: 60)
      layer.position = Point2D(x: value(-1e3...1e3), y: value(-1e3...1e3))
      layer.zPosition = value(-10...10)
      layer.isGeometryFlipped = index % 2 == 0
      var t = Transform3D(rotationAngle: value(-3...3), x: 0, y: 1, z: 0)
      if index % 3 == 0 { t.m34 = -1 / 400 }
      layer.transform = t
      let composed = Homography(parent.sublayerSpaceMap!)
      let split = layer.levelInSublayerSpace.concatenating(composed)
      let level = layer.makeLevelMap().forward
      let scale = entries(level).map(\.magnitude).max()!
      for (a, b) in zip(entries(split), entries(level)) {
        XCTAssertEqual(a, b, accuracy: 1e-12 * scale, "layer \(index)")
      }
    }
  }

  func testAHitTestKeepsNoLevelBelowTheLayerItAsks() {
    // The plan reads each level where it is not cached and does not keep it: after a change at the
    // root of a large tree, the first hit test must not allocate (nor the next change free) a
    // cache for every layer. It still answers from the levels as they are now.
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let child = Layer()
    child.frame = Rect2D(x: 10, y: 10, width: 50, height: 50)
    let grandchild = Layer()
    grandchild.frame = Rect2D(x: 10, y: 10, width: 20, height: 20)
    root.addSublayer(child)
    child.addSublayer(grandchild)

    XCTAssertTrue(root.hitTest(Point2D(x: 25, y: 25)) === grandchild)
    XCTAssertNil(child.geometryCache)
    XCTAssertNil(grandchild.geometryCache)

    // A conversion caches the levels it walks; a change at the root drops them, and the rebuilt
    // plan sees the moved child: (25, 25) is now in the root only, (75, 75) in the grandchild.
    XCTAssertEqual(grandchild.convert(Point2D.zero, to: root), Point2D(x: 20, y: 20))
    XCTAssertNotNil(grandchild.geometryCache)
    child.position = Point2D(x: 85, y: 85)
    XCTAssertTrue(root.hitTest(Point2D(x: 25, y: 25)) === root)
    XCTAssertTrue(root.hitTest(Point2D(x: 75, y: 75)) === grandchild)
    XCTAssertNil(grandchild.geometryCache)
  }

  /// The 4×4 level of a 3D context is the documented matrix, and the level `H(L→U)` is its
  /// restriction: the same homography and inverse as `makeLevelMap()`, to the last bit.
  func testSpatialLevelIsTheReferenceMatrixAndRestrictsToTheLevelMapBitForBit() {
    var generator = SplitMix64(seed: 23)
    for iteration in 0..<60 {
      let tree = RandomLayerTree(using: &generator)
      for (index, layer) in tree.layers.enumerated() {
        let label = "iteration \(iteration), layer \(index)"
        let spatial = layer.makeSpatialLevel()
        let level = layer.makeLevelMap()
        XCTAssertEqual(
          entries(spatial.level.forward).map(\.bitPattern),
          entries(level.forward).map(\.bitPattern), label)
        XCTAssertEqual(
          spatial.level.inverse.map { entries($0).map(\.bitPattern) },
          level.inverse.map { entries($0).map(\.bitPattern) }, label)
        guard level.isFinite else { continue }
        // The 2D shortcut of a planar level is the restriction of the 4×4 level: the same values
        // (a flipped layer's 2D shortcut writes −0 where the 4×4 product has +0).
        XCTAssertEqual(entries(Homography(spatial.transform)), entries(level.forward), label)
        let reference = ReferenceGeometry.unflattenedLevel(of: layer).entries
        for (actual, expected) in zip(
          LayerGeometryTestSupport.entries(of: spatial.transform), reference)
        {
          XCTAssertEqual(actual, expected, accuracy: 1e-9 * max(1, abs(expected)), label)
        }
      }
    }
  }
}
