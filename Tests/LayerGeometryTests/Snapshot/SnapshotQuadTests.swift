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

  /// The map a quad takes its corners with, without a branch, is `applying` to the last bit:
  /// transforms straight and turned, points finite, infinite, `NaN` and ±0, and −0 translations.
  func testTheMapWithoutBranchingIsApplying() {
    let values: [Double] = [0, -0.0, 1, -3.5, 1e300, -1e300, .infinity, -.infinity, .nan, 7.25]
    var g = SplitMix64(seed: 0x5A_0602)
    var straight = 0
    for _ in 0..<20_000 {
      // Half the transforms have b and c zero, as a straight layer's map does.
      let isStraight = g.next() % 2 == 0
      let t = AffineTransform2D(
        a: values.randomElement(using: &g)!, b: isStraight ? 0 : values.randomElement(using: &g)!,
        c: isStraight ? 0 : values.randomElement(using: &g)!, d: values.randomElement(using: &g)!,
        tx: values.randomElement(using: &g)!, ty: values.randomElement(using: &g)!)
      let p = Point2D(x: values.randomElement(using: &g)!, y: values.randomElement(using: &g)!)
      let isAxisAligned = t.b == 0 && t.c == 0
      if isAxisAligned { straight += 1 }
      XCTAssertEqual(
        bits(of: [t.mapWithoutBranching(p, isAxisAligned: isAxisAligned)]),
        bits(of: [p.applying(t)]), "\(p) by \(t)")
    }
    XCTAssertGreaterThan(straight, 9_000)
  }

  /// What a snapshot records once of each layer for its quad (whether the map is affine and the
  /// bounds their own standardized form) gives the quad the rule gives from the bounds and the
  /// map alone: bounds set with negative, zero and `NaN` sides, straight, turned and perspective
  /// maps.
  func testTheQuadFromWhatTheSnapshotRecordsIsTheRulesQuad() {
    var g = SplitMix64(seed: 0x5A_0603)
    let sides: [Double] = [-40, -0.0, 0, 25, 60, .nan]
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 500, height: 500)
    var parent = root
    for index in 0..<300 {
      let layer = Layer()
      // The layers that hold others have plain bounds, which place their sublayers.
      let holdsOthers = index % 10 == 9
      layer.bounds = Rect2D(
        x: Double(index % 7) - 3, y: Double(index % 5),
        width: holdsOthers ? 100 : sides.randomElement(using: &g)!,
        height: holdsOthers ? 100 : sides.randomElement(using: &g)!)
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
      if holdsOthers { parent = layer }
    }
    let snapshot = LayerSnapshot(of: root)
    var (projective, compared) = (0, 0)
    for placement in snapshot.placements {
      let map = snapshot.columns.maps[placement.index]
      let rule = LayerSnapshot.Quad(of: placement.bounds, along: map)
      if let quad = placement.quad {
        XCTAssertEqual(bits(of: Array(quad)), bits(of: Array(rule)), "layer \(placement.index)")
        compared += 1
        if !map.isAffine { projective += 1 }
      }
    }
    XCTAssertGreaterThan(compared, 200)
    XCTAssertGreaterThan(projective, 20, "too few perspective maps")
  }

  /// A rectangle is its own standardized form when it is not null and no side is negative
  /// (a layer's bounds always are: its setter standardizes them).
  func testARectangleIsStandardWhenNoSideIsNegative() {
    XCTAssertTrue(LayerSnapshot.Quad.isStandard(Rect2D(x: -5, y: 3, width: 0, height: 7)))
    XCTAssertTrue(LayerSnapshot.Quad.isStandard(Rect2D(x: 1, y: 2, width: .nan, height: 4)))
    XCTAssertTrue(LayerSnapshot.Quad.isStandard(.infinite))
    XCTAssertFalse(LayerSnapshot.Quad.isStandard(Rect2D(x: 0, y: 0, width: -1, height: 4)))
    XCTAssertFalse(LayerSnapshot.Quad.isStandard(Rect2D(x: 0, y: 0, width: 1, height: -0.5)))
    XCTAssertFalse(LayerSnapshot.Quad.isStandard(.null))
  }

  private func bits(of points: [Point2D]) -> [UInt64] {
    points.flatMap { [$0.x, $0.y] }.map { $0.isNaN ? Double.nan.bitPattern : $0.bitPattern }
  }
}
