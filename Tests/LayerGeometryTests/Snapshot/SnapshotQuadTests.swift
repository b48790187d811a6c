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
        let rect = rect.standardized
        let expected = [
          Point2D(x: rect.minX, y: rect.minY), Point2D(x: rect.maxX, y: rect.minY),
          Point2D(x: rect.maxX, y: rect.maxY), Point2D(x: rect.minX, y: rect.maxY),
        ].map(map.map)
        XCTAssertEqual(bits(of: Array(quad)), bits(of: expected), "\(rect)")
      }
    }
  }

  private func bits(of points: [Point2D]) -> [UInt64] {
    points.flatMap { [$0.x, $0.y] }.map { $0.isNaN ? Double.nan.bitPattern : $0.bitPattern }
  }
}
