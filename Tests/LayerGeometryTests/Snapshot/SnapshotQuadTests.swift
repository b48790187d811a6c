import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// A snapshot's quad of a rectangle against the sides of the standardized rectangle as `Rect2D`
/// gives them, each corner mapped on its own.
final class SnapshotQuadTests: XCTestCase {
  /// Rectangles with negative, zero, `NaN` and infinite sides, −0, the null and the infinite
  /// rectangle, under affine and projective maps: the same corners to the last bit, any `NaN`
  /// being `NaN` (an optimized build may give a `NaN` another sign, adding in another order).
  func testTheCornersAreTheSidesMapped() {
    var g = SplitMix64(seed: 0x5A_0601)
    let values: [Double] = [0, -0.0, 1, -3.5, 1e300, -1e300, .infinity, -.infinity, .nan, 7.25]
    var rects: [Rect2D] = [.null, .infinite, .zero]
    for _ in 0..<400 {
      rects.append(
        Rect2D(
          x: values.randomElement(using: &g)!, y: values.randomElement(using: &g)!,
          width: values.randomElement(using: &g)!, height: values.randomElement(using: &g)!))
    }
    let maps = [
      Homography(AffineTransform2D(a: 2, b: 0.5, c: -1, d: 3, tx: 10, ty: -20)),
      Homography(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: -0.02, m31: 5, m32: 6, m33: 1),
      Homography(AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
    ]
    for map in maps {
      for rect in rects {
        let quad = LayerSnapshot.Quad(of: rect, along: map)
        XCTAssertEqual(
          bits(of: Array(quad)), bits(of: cornersMappedOneByOne(of: rect, by: map)), "\(rect)")
      }
    }
  }

  /// The quad of a standardized rectangle under a map said to be affine or not is each corner
  /// mapped on its own with `Homography.map`: shears with only `b` or only `c`, −0 entries and
  /// translations, a map whose last entry is 2, and perspective.
  func testTheQuadOfAStandardizedRectangleIsItsCornersMapped() {
    let maps = [
      Homography(AffineTransform2D(a: 1, b: 0.5, c: 0, d: 1, tx: 3, ty: 4)),
      Homography(AffineTransform2D(a: 1, b: 0, c: -0.25, d: 2, tx: 0, ty: 0)),
      Homography(AffineTransform2D(a: -1, b: -0.0, c: 0, d: -1, tx: -0.0, ty: -0.0)),
      Homography(AffineTransform2D(a: 2, b: 0, c: -0.0, d: 1, tx: -0.0, ty: 5)),
      Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 5, m32: 6, m33: 2),
      Homography(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: -0.02, m31: 5, m32: 6, m33: 1),
    ]
    let rects = [
      Rect2D(x: 0, y: 0, width: 10, height: 20), Rect2D(x: -0.0, y: -0.0, width: 0, height: 5),
      Rect2D(x: -3, y: 7, width: 1e300, height: 2), Rect2D(x: 1, y: 2, width: .nan, height: 3),
    ]
    for map in maps {
      for rect in rects {
        let quad = LayerSnapshot.Quad(ofStandardized: rect, along: map, isAffine: map.isAffine)
        XCTAssertEqual(
          bits(of: Array(quad)), bits(of: cornersMappedOneByOne(of: rect, by: map)),
          "\(rect) by \(map)")
      }
    }
  }

  /// A snapshot records of each layer whether its map is affine, and each placement's quad is
  /// the layer's bounds' corners mapped on its own: straight, turned and perspective layers.
  func testAPlacementsQuadIsItsBoundsCornersMapped() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 500, height: 500)
    var parent = root
    for index in 0..<300 {
      let layer = Layer()
      layer.bounds = Rect2D(
        x: Double(index % 7) - 3, y: Double(index % 5), width: 20 + Double(index % 9) * 7,
        height: -40)  // standardized by the setter
      layer.position = Point2D(x: Double(index % 13) * 9, y: Double(index % 11) * 7)
      switch index % 4 {
      case 0: layer.affineTransform = AffineTransform2D(rotationAngle: 0.3)
      case 1:
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        layer.transform = Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0).concatenating(
          perspective)
      default: break
      }
      parent.addSublayer(layer)
      if index % 10 == 9 { parent = layer }
    }
    let snapshot = LayerSnapshot(of: root)
    var (projective, compared) = (0, 0)
    for placement in snapshot.placements {
      let map = snapshot.columns.maps[placement.index]
      XCTAssertEqual(
        snapshot.columns.records[placement.index].flags.contains(.affineMap), map.isAffine)
      guard let quad = placement.quad else { continue }
      XCTAssertEqual(
        bits(of: Array(quad)), bits(of: cornersMappedOneByOne(of: placement.bounds, by: map)),
        "layer \(placement.index)")
      compared += 1
      if !map.isAffine { projective += 1 }
    }
    XCTAssertGreaterThan(compared, 200)
    XCTAssertGreaterThan(projective, 20, "too few perspective maps")
  }

  /// A rectangle is its own standardized form when it is not null and no side is negative (a
  /// layer's bounds with a quad always are, which the snapshot's builder checks).
  func testARectangleIsStandardWhenNoSideIsNegative() {
    XCTAssertTrue(LayerSnapshot.Quad.isStandard(Rect2D(x: -5, y: 3, width: 0, height: 7)))
    XCTAssertTrue(LayerSnapshot.Quad.isStandard(Rect2D(x: 1, y: 2, width: .nan, height: 4)))
    XCTAssertTrue(LayerSnapshot.Quad.isStandard(.infinite))
    XCTAssertFalse(LayerSnapshot.Quad.isStandard(Rect2D(x: 0, y: 0, width: -1, height: 4)))
    XCTAssertFalse(LayerSnapshot.Quad.isStandard(Rect2D(x: 0, y: 0, width: 1, height: -0.5)))
    XCTAssertFalse(LayerSnapshot.Quad.isStandard(.null))
  }

  /// The corners of the standardized rectangle as `Rect2D` gives its sides, in a quad's order,
  /// each mapped on its own.
  private func cornersMappedOneByOne(of rect: Rect2D, by map: Homography) -> [Point2D] {
    let rect = rect.standardized
    return [
      Point2D(x: rect.minX, y: rect.minY), Point2D(x: rect.maxX, y: rect.minY),
      Point2D(x: rect.maxX, y: rect.maxY), Point2D(x: rect.minX, y: rect.maxY),
    ].map(map.map)
  }

  private func bits(of points: [Point2D]) -> [UInt64] {
    points.flatMap { [$0.x, $0.y] }.map { $0.isNaN ? Double.nan.bitPattern : $0.bitPattern }
  }
}
