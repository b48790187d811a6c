import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// The drawing order of a 3D context's planes: the BSP order of a cube's faces, worked by hand;
/// two crossing planes split into pieces that tile them, the front one drawn last on each side of
/// the crossing line; coplanar planes in drawing order.
final class PlaneOrderTests: XCTestCase {
  private func polygons(of planes: [ContextPlane]) -> [[ContextPoint3D]] {
    planes.map { PlaneOrder.polygon(of: $0.layer.bounds, along: $0.map.transform) }
  }

  /// Whether a point lies inside a convex polygon of R's plane (strictly, either winding).
  private func isInside(_ point: Point2D, _ polygon: [Point2D]) -> Bool {
    var sign = 0.0
    for (i, p) in polygon.enumerated() {
      let q = polygon[(i + 1) % polygon.count]
      let cross = (q.x - p.x) * (point.y - p.y) - (q.y - p.y) * (point.x - p.x)
      if cross == 0 { return false }
      if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
    }
    return true
  }

  /// The faces of a cube under perspective are drawn turned away first, then seen, as worked here.
  ///
  /// Faces +z, −z, +x, −x, +y, −y; the eye 500 points in front of the cube's centre, each face 100
  /// points from it: a face is seen from outside when `500 · n_z > 100`, `n` its outward normal
  /// after the turn (row vectors, CA's rotation matrices):
  ///
  /// - about x by 30°, then y by 40°: +z (cos30 sin40, −sin30, cos30 cos40) → n_z = 0.663;
  ///   +x (cos40, 0, −sin40) → −0.643; +y (sin30 sin40, cos30, sin30 cos40) → 0.383. Seen:
  ///   +z, −x, +y (0, 3, 4); turned away: −z, +x, −y (1, 2, 5).
  /// - about x by −30°, then y by −40°: +z 0.663, +x +0.643, +y −0.383. Seen: +z, +x, −y
  ///   (0, 2, 5); turned away: 1, 3, 4.
  ///
  /// The BSP takes the first face as the splitter; the others all lie on its inner side (a
  /// shared edge on the plane itself), so a face turned away is drawn before the rest and a face
  /// seen after it: the faces turned away in drawing order, then the faces seen in reverse.
  func testCubeFacesAreDrawnInTheOrderWorkedByHand() {
    let cases: [(turnX: Double, turnY: Double, order: [Int])] = [
      (30, 40, [1, 2, 5, 4, 3, 0]),
      (-30, -40, [1, 3, 4, 5, 2, 0]),
    ]
    for (turnX, turnY, order) in cases {
      for nested in [false, true] {
        let cube = ContextScenes.cube(
          turnX: turnX * .pi / 180, turnY: turnY * .pi / 180, nested: nested)
        let planes = Layer.contextPlanes(of: cube.root, isTransformLayer: cube.isTransformLayer)
        let pieces = PlaneOrder.backToFront(polygons(of: planes))
        XCTAssertEqual(pieces.map(\.index), order, "turn (\(turnX), \(turnY)), nested \(nested)")
        for piece in pieces { XCTAssertEqual(piece.polygon.count, 4, "no face is cut") }
      }
    }
  }

  /// Two planes that cross are split, and on each side of the crossing the front one is drawn last.
  ///
  /// Two 200-point planes through the centre of a transform layer, turned about y by +30° and
  /// −30°, under `m34 = −1/500`: they cross along the vertical line x = 200 of R's plane. Plane A
  /// (index 0, turned +30°) has z = −x·sin30 about the centre, so it is nearer on the left;
  /// plane B (index 1) on the right. A splits B: B's left part (behind A), then A, then B's right
  /// part.
  func testCrossingPlanesAreSplitAndTheFrontOneIsDrawnLastOnEachSide() throws {
    let root = ContextScenes.root(eyeDistance: 500)
    let transformLayer = ContextScenes.layer(side: 200, at: Point2D(x: 200, y: 200))
    root.addSublayer(transformLayer)
    for angle in [30.0, -30.0] {
      transformLayer.addSublayer(
        ContextScenes.layer(
          side: 200, at: Point2D(x: 100, y: 100),
          transform: Transform3D(rotationAngle: angle * .pi / 180, x: 0, y: 1, z: 0)))
    }
    let planes = Layer.contextPlanes(of: root, isTransformLayer: { $0 === transformLayer })
    let input = polygons(of: planes)
    let pieces = PlaneOrder.backToFront(input)
    XCTAssertEqual(pieces.map(\.index), [1, 0, 1])
    let tolerance = 1e-9 * 400
    XCTAssertTrue(pieces[0].polygon.allSatisfy { $0.x <= 200 + tolerance })
    XCTAssertTrue(pieces[2].polygon.allSatisfy { $0.x >= 200 - tolerance })

    // The pieces of each plane tile its polygon: their areas add up to its area.
    for index in 0..<2 {
      let whole = abs(ContextScenes.doubleArea(input[index].map { Point2D(x: $0.x, y: $0.y) }))
      let parts = pieces.filter { $0.index == index }.map {
        abs(ContextScenes.doubleArea($0.polygon))
      }
      XCTAssertEqual(parts.reduce(0, +), whole, accuracy: 1e-9 * whole)
      XCTAssertTrue(parts.allSatisfy { $0 > 0 })
    }

    // On each side of the crossing line, the last piece holding a point is the plane whose cast
    // there is nearer the viewer.
    var checked = 0
    for i in 0..<40 {
      for j in 0..<40 {
        let p = Point2D(x: 100 + (Double(i) + 0.5) * 5, y: 100 + (Double(j) + 0.5) * 5)
        guard abs(p.x - 200) > 1, let last = pieces.last(where: { isInside(p, $0.polygon) })
        else { continue }
        let depths = planes.map { plane -> Double in
          guard let cast = plane.map.cast(p), plane.layer.bounds.contains(cast.point) else {
            return -.infinity
          }
          return cast.depth
        }
        guard depths.allSatisfy(\.isFinite) else { continue }  // only where both planes are
        XCTAssertEqual(last.index, depths[0] > depths[1] ? 0 : 1, "\(p)")
        XCTAssertEqual(last.index, p.x < 200 ? 0 : 1, "\(p)")
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 500)
  }

  /// Planes on one plane (a flat transform layer) keep their drawing order, whichever faces which
  /// way; a plane parallel in front is drawn after them; a polygon without area is kept in order.
  func testCoplanarPlanesKeepTheirDrawingOrder() {
    func square(_ x: Double, _ z: Double, reversed: Bool = false) -> [ContextPoint3D] {
      let corners = [
        ContextPoint3D(x: x, y: 0, z: z), ContextPoint3D(x: x + 10, y: 0, z: z),
        ContextPoint3D(x: x + 10, y: 10, z: z), ContextPoint3D(x: x, y: 10, z: z),
      ]
      return reversed ? corners.reversed() : corners
    }
    let flat = [square(0, 0), square(5, 0, reversed: true), square(2, 0), square(1, 0)]
    XCTAssertEqual(PlaneOrder.backToFront(flat).map(\.index), [0, 1, 2, 3])
    let layered = [square(0, 5), square(5, 0, reversed: true), square(2, 0), square(1, -5)]
    XCTAssertEqual(PlaneOrder.backToFront(layered).map(\.index), [3, 1, 2, 0])
    let line = [
      ContextPoint3D(x: 0, y: 0, z: 0), ContextPoint3D(x: 1, y: 1, z: 0),
      ContextPoint3D(x: 2, y: 2, z: 0),
    ]
    XCTAssertEqual(PlaneOrder.backToFront([line, line]).map(\.index), [0, 1])
    XCTAssertEqual(PlaneOrder.backToFront([[], square(0, 0)]).map(\.index), [1])
  }

  /// 1,000 parallel planes given front to back: each splitter has all the others behind it, so the
  /// BSP tree is a chain 1,000 nodes deep, built and walked with explicit stacks; the order is the
  /// given one reversed.
  func testADeepTreeOfParallelPlanesIsWalkedWithoutRecursion() {
    let count = 1_000
    let polygons = (0..<count).map { i -> [ContextPoint3D] in
      let z = Double(count - i)
      return [
        ContextPoint3D(x: 0, y: 0, z: z), ContextPoint3D(x: 10, y: 0, z: z),
        ContextPoint3D(x: 10, y: 10, z: z),
      ]
    }
    XCTAssertEqual(PlaneOrder.backToFront(polygons).map(\.index), Array((0..<count).reversed()))
  }

  /// A plane reaching behind the eye is cut just in front of it: finite vertices, fewer than
  /// four corners' worth of area kept; a plane wholly behind the eye has no polygon.
  func testPolygonsAreClippedInFrontOfTheEye() {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 100
    let rect = Rect2D(x: -50, y: -50, width: 100, height: 100)
    let tilted = Transform3D(rotationAngle: 1.4, x: 1, y: 0, z: 0).concatenating(perspective)
    let polygon = PlaneOrder.polygon(of: rect, along: tilted)
    XCTAssertGreaterThanOrEqual(polygon.count, 3)
    XCTAssertTrue(polygon.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite })
    let behind = Transform3D(translationX: 0, y: 0, z: 200).concatenating(perspective)
    XCTAssertEqual(PlaneOrder.polygon(of: rect, along: behind), [])
    XCTAssertEqual(PlaneOrder.polygon(of: rect, along: .notANumber), [])
  }
}
