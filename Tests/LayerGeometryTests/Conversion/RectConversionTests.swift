import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// Rect conversion through perspective levels.
///
/// The corners (not a box) go through each affine run and through the perspective level after it;
/// the box is taken right after a perspective level and at the end. Expected values are worked by
/// hand in each test.
final class RectConversionTests: XCTestCase {
  /// √2 / 2, the sine and cosine of a 45° turn.
  private let c = 0.5.squareRoot()

  /// A layer whose level divides by `w = k·x + 1`.
  ///
  /// Bounds `(0, 0, 100, 100)` anchored at its top-left corner at `(0, 0)`, with `m14 = k`. It maps `(x, y)` to `(x, y) / (k·x + 1)`, and its
  /// inverse maps `(u, v)` to `(u, v) / (1 − k·u)`.
  private func perspectiveLayer(_ k: Double) -> Layer {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.anchorPoint = .zero
    var t = Transform3D.identity
    t.m14 = k
    layer.transform = t
    return layer
  }

  /// A square of side 10·√2 turned 45° about its centre, placed at `(50, 50)`: its corners land on
  /// `(50, 40)`, `(60, 50)`, `(50, 60)` and `(40, 50)`, a diamond whose box is `(40, 40, 20, 20)`.
  private func turnedSquare() -> Layer {
    let layer = Layer()
    let side = 10 * 2.0.squareRoot()
    layer.bounds = Rect2D(x: 0, y: 0, width: side, height: side)
    layer.position = Point2D(x: 50, y: 50)
    layer.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
    return layer
  }

  func testTurnBelowPerspectiveProjectsTheTurnedCornersNotTheirBox() {
    let root = perspectiveLayer(0.01)
    let square = turnedSquare()
    root.addSublayer(square)
    // Diamond corners divided by w = x/100 + 1:
    //   (40, 50) / 1.4 = (200/7, 250/7)   (60, 50) / 1.6 = (37.5, 31.25)
    //   (50, 40) / 1.5 = (100/3, 80/3)    (50, 60) / 1.5 = (100/3, 40)
    // Boxing the diamond first, (40, 40, 20, 20), would give y from 25 to 300/7 instead.
    let expected = Rect2D(x: 200 / 7, y: 80 / 3, width: 37.5 - 200 / 7, height: 40 - 80 / 3)
    assertApproximatelyEqual(square.convert(square.bounds, to: nil), expected)
    let elsewhere = Layer()  // a root whose map is the identity
    assertApproximatelyEqual(elsewhere.convert(square.bounds, from: square), expected)
  }

  func testTurnBetweenTwoPerspectiveLevels() {
    let root = perspectiveLayer(0.01)
    let turn = Layer()  // its space's origin at (50, 50) of the root's, turned 45° about it
    turn.bounds = Rect2D(x: -5, y: -5, width: 10, height: 10)
    turn.position = Point2D(x: 50, y: 50)
    turn.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
    let inner = Layer()  // divides by w = x/10 + 1
    inner.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
    inner.anchorPoint = .zero
    var t = Transform3D.identity
    t.m14 = 0.1
    inner.transform = t
    root.addSublayer(turn)
    turn.addSublayer(inner)
    // Inner level: (0, 0) → (0, 0), (10, 0) / 2 → (5, 0), (0, 10) → (0, 10), (10, 10) / 2 → (5, 5);
    // box (0, 0, 5, 10). Its corners turned, (x·c − y·c, x·c + y·c) + (50, 50):
    //   (50, 50), (50 + 5c, 50 + 5c), (50 − 10c, 50 + 10c), (50 − 5c, 50 + 15c);
    // then divided by w = x/100 + 1 and boxed.
    let corners = [
      (50.0, 50.0), (50 + 5 * c, 50 + 5 * c), (50 - 10 * c, 50 + 10 * c), (50 - 5 * c, 50 + 15 * c),
    ].map { Point2D(x: $0.0 / ($0.0 / 100 + 1), y: $0.1 / ($0.0 / 100 + 1)) }
    // By hand: x from (50 − 10c)/(1.5 − 0.1c) ≈ 30.0352 to (50 + 5c)/(1.5 + 0.05c) ≈ 34.8687,
    // y from 50/1.5 ≈ 33.3333 to (50 + 15c)/(1.5 − 0.05c) ≈ 41.3796.
    let expected = Rect2D(
      x: corners[2].x, y: corners[0].y,
      width: corners[1].x - corners[2].x, height: corners[3].y - corners[0].y)
    assertApproximatelyEqual(
      expected, Rect2D(x: 30.0352, y: 33.3333, width: 4.8333, height: 8.0464),
      absoluteTolerance: 1e-4)
    assertApproximatelyEqual(inner.convert(inner.bounds, to: nil), expected)
    // Boxing the turned box first would reach down to y ≈ 32.57 and up to y ≈ 42.40.
    let converted = inner.convert(inner.bounds, to: nil)
    XCTAssertGreaterThan(converted.minY, 33.3)
    XCTAssertLessThan(converted.maxY, 41.4)
  }

  func testUnprojectingUnderATurnedRoot() {
    let root = Layer()  // its space turned 45° about the world's origin
    root.bounds = Rect2D(x: -5, y: -5, width: 10, height: 10)
    root.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
    let layer = perspectiveLayer(0.01)
    root.addSublayer(layer)
    // The world square (±10√2, ±10√2) turned back by 45°: corners (20, 0), (0, −20), (0, 20),
    // (−20, 0) in the root's space. Un-projected, (u, v) / (1 − u/100):
    //   (20, 0) / 0.8 = (25, 0)   (−20, 0) / 1.2 = (−50/3, 0)   (0, ±20) / 1 = (0, ±20).
    // Boxing the turned square first, (−20, −20, 40, 40), would give y from −25 to 25.
    let a = 10 * 2.0.squareRoot()
    let world = Rect2D(x: -a, y: -a, width: 2 * a, height: 2 * a)
    let expected = Rect2D(x: -50 / 3, y: -20, width: 25 + 50 / 3, height: 40)
    assertApproximatelyEqual(layer.convert(world, from: nil), expected)
  }

  func testSiblingsBothDirections() {
    let root = Layer()
    let square = turnedSquare()
    let projected = perspectiveLayer(0.01)
    root.sublayers = [square, projected]
    // The diamond (50, 40), (60, 50), (50, 60), (40, 50) un-projected into `projected`,
    // (u, v) / (1 − u/100): (100, 80), (150, 125), (100, 120), (200/3, 250/3).
    // Boxing the diamond first, (40, 40, 20, 20), would give y from 200/3 to 150 instead.
    let expected = Rect2D(x: 200 / 3, y: 80, width: 150 - 200 / 3, height: 45)
    assertApproximatelyEqual(projected.convert(square.bounds, from: square), expected)
    assertApproximatelyEqual(square.convert(square.bounds, to: projected), expected)
    // The other way the turn comes after the perspective level: the box of the diamond's image
    // turned back, whose corners are the corners of `expected` mapped back and then turned.
    let back = square.convert(expected, from: projected)
    XCTAssert(back.contains(Point2D(x: 0.1, y: 0.1)) && back.width >= square.bounds.width)
  }

  func testPartlyBehindTheEyeAfterATurnIsInfinite() {
    // w = 1 − u/100 for the un-projection: the diamond shifted to (90, 100) reaches u = 110 > 100.
    let root = Layer()
    let square = turnedSquare()
    square.position = Point2D(x: 100, y: 50)
    let projected = perspectiveLayer(0.01)
    root.sublayers = [square, projected]
    XCTAssertEqual(projected.convert(square.bounds, from: square), .infinite)
    square.position = Point2D(x: 150, y: 50)  // every corner at u ≥ 140: wholly behind
    XCTAssertEqual(projected.convert(square.bounds, from: square), .null)
  }

  // MARK: - Against the documented rule on random trees

  func testRectConversionMatchesCornerCarryingReference() {
    var compared = 0
    var differed = 0
    var undefined = 0
    for (seed, options) in [(0, RandomTreeOptions()), (1, .strongPerspective)].flatMap({ kind in
      (0..<10 as Range<UInt64>).map { (UInt64(kind.0) << 8 + $0, kind.1) }
    }) {
      var g = SplitMix64(seed: 0xD1_0000 + seed)
      let tree = RandomLayerTree(options: options, using: &g)
      let other = RandomLayerTree(options: RandomTreeOptions(maxDepth: 3, maxLayers: 6), using: &g)
      let endpoints: [Layer?] = [nil] + tree.layers + other.layers
      for iteration in 0..<700 {
        let a = endpoints[Int.random(in: 0..<endpoints.count, using: &g)]
        let b = endpoints[Int.random(in: 0..<endpoints.count, using: &g)]
        guard a != nil || b != nil else { continue }  // world to world: nothing to convert
        let around = a?.bounds ?? Rect2D(x: -100, y: -100, width: 500, height: 500)
        let rect = Rect2D(
          origin: randomPoint(around: around, margin: 0.25, using: &g),
          size: Size2D(
            width: Double.random(in: -120...120, using: &g),
            height: Double.random(in: -120...120, using: &g)))
        let actual = b.map { $0.convert(rect, from: a) } ?? a!.convert(rect, to: nil)
        let context = "seed \(seed), iteration \(iteration): \(rect)"
        switch ReferenceGeometry.convert(rect, from: a, to: b) {
        case .ambiguous:
          continue
        case .null:
          compared += 1
          if !actual.isNull { differed += 1 }
          XCTAssertEqual(actual, .null, context)
        case .infinite:
          compared += 1
          if !actual.isInfinite { differed += 1 }
          XCTAssertEqual(actual, .infinite, context)
        case .undefined:
          compared += 1
          undefined += 1
          let isNaN = actual.origin.x.isNaN && actual.size.height.isNaN
          if !isNaN { differed += 1 }
          XCTAssert(isNaN, "\(actual) should be NaN — \(context)")
        case .rect(let expected):
          compared += 1
          let scale = max(
            1, abs(expected.minX), abs(expected.minY), abs(expected.maxX), abs(expected.maxY))
          let tolerance = 1e-9 * scale
          let error = max(
            abs(actual.minX - expected.minX), abs(actual.minY - expected.minY),
            abs(actual.maxX - expected.maxX), abs(actual.maxY - expected.maxY))
          if !(error <= tolerance) { differed += 1 }
          XCTAssertLessThanOrEqual(error, tolerance, "\(actual) vs \(expected) — \(context)")
        }
      }
    }
    XCTAssertGreaterThanOrEqual(compared, 10_000)
    XCTAssertEqual(differed, 0)
    print(
      "rect conversions compared with the reference: \(compared), differed: \(differed),"
        + " undefined: \(undefined)")
  }
}
