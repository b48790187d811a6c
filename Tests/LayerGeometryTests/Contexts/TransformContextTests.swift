import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// The maps of a 3D context, checked against the plain tree, reference matrices and hand work.
///
/// The 4×4 level behind `H(L→U)`, the unflattened map of a plane into the context's root, the ray
/// cast back down, and conversions through the root's plane. Expected
/// values come from the plain tree (for 2D contexts, to the last bit), from this file's own 4×4
/// reference matrices (`ReferenceGeometry.unflattenedLevel`), or from hand-worked numbers.
final class TransformContextTests: XCTestCase {
  private func bits(_ p: Point2D) -> [UInt64] { [p.x.bitPattern, p.y.bitPattern] }

  private func bits(_ r: Rect2D) -> [UInt64] {
    [r.origin.x, r.origin.y, r.size.width, r.size.height].map(\.bitPattern)
  }

  // MARK: - 2D contexts are plain trees

  /// Every layer of a random 2D tree (transforms and sublayer transforms affine in the plane,
  /// zPositions and z translations included) seen as a plane of a context rooted at the tree's
  /// root: its map up and its ray cast down give the very numbers of the plain conversions.
  func testFlatContextsGiveThePlainTreesNumbersToTheLastBit() {
    var generator = SplitMix64(seed: 2_326)
    var options = RandomTreeOptions()
    options.perspective = false
    options.singularProbability = 0.05
    var compared = 0
    for iteration in 0..<40 {
      let tree = RandomLayerTree(options: options, using: &generator)
      let root = tree.root
      var topDown: [ObjectIdentifier: ContextMap] = [:]
      for plane in Layer.contextPlanes(of: root, isTransformLayer: { _ in true }) {
        topDown[ObjectIdentifier(plane.layer)] = plane.map
      }
      XCTAssertTrue(topDown.isEmpty, "every layer is a transform layer: no planes")
      let everyLeaf = Layer.contextPlanes(of: root, isTransformLayer: { !$0.sublayers.isEmpty })
      for plane in everyLeaf { topDown[ObjectIdentifier(plane.layer)] = plane.map }
      for (index, layer) in tree.layers.enumerated() where layer !== root {
        let label = "iteration \(iteration), layer \(index)"
        let map = layer.unflattenedMap(into: root)
        XCTAssertNotNil(map.planar, label)
        for _ in 0..<8 {
          let q = randomPoint(around: layer.bounds, using: &generator)
          XCTAssertEqual(bits(map.mapUp(q).point), bits(layer.convert(q, to: root)), label)
          let p = randomPoint(around: root.bounds, using: &generator)
          let expected = layer.convert(p, from: root)
          let cast = map.cast(p)?.point ?? Point2D(x: .nan, y: .nan)
          if expected.x.isNaN {
            XCTAssertTrue(cast.x.isNaN && cast.y.isNaN, label)
          } else {
            XCTAssertEqual(bits(cast), bits(expected), label)
          }
          if let leafMap = topDown[ObjectIdentifier(layer)] {
            // Composed from the root down, as a conversion composes the way down.
            let leafCast = leafMap.cast(p)?.point ?? Point2D(x: .nan, y: .nan)
            if expected.x.isNaN {
              XCTAssertTrue(leafCast.x.isNaN && leafCast.y.isNaN, label)
            } else {
              XCTAssertEqual(bits(leafCast), bits(expected), label)
            }
          }
          let rect = randomRect(using: &generator)
          XCTAssertEqual(bits(map.boundingBoxUp(of: rect)), bits(layer.convert(rect, to: root)))
          let down = map.boundingBoxDown(of: rect)
          let expectedDown = layer.convert(rect, from: root)
          if expectedDown.origin.x.isNaN {
            XCTAssertTrue(down.origin.x.isNaN, label)
          } else {
            XCTAssertEqual(bits(down), bits(expectedDown), label)
          }
          compared += 1
        }
      }
    }
    XCTAssertGreaterThan(compared, 5_000)
  }

  // MARK: - Maps, casts and conversions in 3D

  /// The unflattened map of random 3D trees (perspective and 3D turns on every level) equals the
  /// product of the reference 4×4 levels, flattened once; its cast returns the point it came from.
  func testUnflattenedMapIsTheProductOfTheReferenceLevelsAndCastsBack() {
    var generator = SplitMix64(seed: 10)
    var checked = 0
    for iteration in 0..<40 {
      let tree = RandomLayerTree(using: &generator)
      for (index, layer) in tree.layers.enumerated() where layer !== tree.root {
        let label = "iteration \(iteration), layer \(index)"
        var reference = ReferenceMatrix4.identity
        var current: Layer? = layer
        while let l = current, l !== tree.root {
          reference = reference * ReferenceGeometry.unflattenedLevel(of: l)
          current = l.superlayer
        }
        let map = layer.unflattenedMap(into: tree.root)
        let scale = reference.entries.map(abs).max() ?? 1
        for (actual, expected) in zip(entries(of: map.transform), reference.entries) {
          XCTAssertEqual(actual, expected, accuracy: 1e-9 * max(1, scale), label)
        }
        for _ in 0..<4 {
          let q = randomPoint(around: layer.bounds, using: &generator)
          let (p, depth) = map.mapUp(q)
          let h = reference.planeRestriction
          let (x, y, w) = h.homogeneous(q.x, q.y)
          guard w > 1e-6 * scale else { continue }
          let z = q.x * reference[0, 2] + q.y * reference[1, 2] + reference[3, 2]
          XCTAssertEqual(p.x, x / w, accuracy: 1e-7 * max(1, abs(x / w)), label)
          XCTAssertEqual(p.y, y / w, accuracy: 1e-7 * max(1, abs(y / w)), label)
          XCTAssertEqual(depth, z / w, accuracy: 1e-7 * max(1, abs(z / w)), label)
          guard let back = map.cast(p) else { continue }
          XCTAssertEqual(back.point.x, q.x, accuracy: 1e-6 * max(1, abs(q.x)), label)
          XCTAssertEqual(back.point.y, q.y, accuracy: 1e-6 * max(1, abs(q.y)), label)
          checked += 1
        }
      }
    }
    XCTAssertGreaterThan(checked, 1_000)
  }

  /// A point behind the eye maps to NaN; a singular map casts nothing.
  func testBehindTheEyeAndSingularMapsMiss() {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 100  // the eye at z = 100
    let behind = ContextMap(
      transform: Transform3D(translationX: 0, y: 0, z: 150).concatenating(perspective), planar: nil)
    XCTAssertTrue(behind.mapUp(Point2D(x: 1, y: 1)).point.x.isNaN)
    XCTAssertNil(behind.cast(Point2D(x: 1, y: 1)))
    XCTAssertEqual(behind.boundingBoxUp(of: Rect2D(x: 0, y: 0, width: 10, height: 10)), .null)
    let flat = ContextMap(transform: Transform3D(scaleX: 1, y: 0, z: 1), planar: nil)
    XCTAssertNil(flat.cast(Point2D(x: 1, y: 0)))
    XCTAssertNil(ContextMap.cast(Point2D(x: 1, y: 0), onto: Transform3D(scaleX: 0, y: 1, z: 1)))
    XCTAssertTrue(flat.boundingBoxDown(of: Rect2D(x: 0, y: 0, width: 1, height: 1)).origin.x.isNaN)
    // In front: a translation by z = 50 towards the eye at 100 doubles every coordinate.
    let near = ContextMap(
      transform: Transform3D(translationX: 0, y: 0, z: 50).concatenating(perspective), planar: nil)
    XCTAssertEqual(near.mapUp(Point2D(x: 3, y: -4)).point, Point2D(x: 6, y: -8))
    XCTAssertEqual(near.mapUp(Point2D(x: 3, y: -4)).depth, 100)
    XCTAssertEqual(near.cast(Point2D(x: 6, y: -8))?.point, Point2D(x: 3, y: -4))
    XCTAssertEqual(
      near.boundingBoxUp(of: Rect2D(x: 0, y: 0, width: 10, height: 5)),
      Rect2D(x: 0, y: 0, width: 20, height: 10))
  }

  /// Depth ties: within 1e-9 of the larger magnitude.
  func testDepthTiesAreRelative() {
    XCTAssertTrue(ContextMap.isTie(1_000, 1_000 + 1e-7))
    XCTAssertFalse(ContextMap.isTie(1_000, 1_000 + 1e-5))
    XCTAssertTrue(ContextMap.isTie(0, 0))
    XCTAssertFalse(ContextMap.isTie(0, 1e-300))
  }

  // MARK: - The cube

  /// The ray cast onto each face of a turned cube under perspective, over a 60 × 60 grid of the
  /// root's plane, equals the test's own ray cast (its own 4×4 matrices, a 3×3 inverse by
  /// cofactors); and the face nearest the viewer among those whose bounds hold the cast point
  /// is the same face, with a single transform layer and with two nested ones.
  func testRayCastsOnACubeMatchTheReferenceOverAGrid() throws {
    for nested in [false, true] {
      let cube = ContextScenes.cube(turnX: 30 * .pi / 180, turnY: 40 * .pi / 180, nested: nested)
      let planes = Layer.contextPlanes(of: cube.root, isTransformLayer: cube.isTransformLayer)
      XCTAssertEqual(
        planes.map { ObjectIdentifier($0.layer) }, cube.faces.map(ObjectIdentifier.init))
      var hits = 0
      var points = 0
      for i in 0..<60 {
        for j in 0..<60 {
          let p = Point2D(x: (Double(i) + 0.37) * 400 / 60, y: (Double(j) + 0.61) * 400 / 60)
          points += 1
          var nearest: (face: Int, depth: Double)?
          var referenceNearest: (face: Int, depth: Double)?
          var nearEdge = false
          for (face, plane) in planes.enumerated() {
            let reference = ContextScenes.referenceCast(p, onto: plane.layer, root: cube.root)
            let cast = plane.map.cast(p)
            XCTAssertEqual(cast == nil, reference == nil, "\(p), face \(face)")
            guard let cast, let reference else { continue }
            // Relative: a ray nearly along a face's plane meets it millions of points away.
            func tolerance(_ value: Double) -> Double { 1e-9 * max(400, abs(value)) }
            XCTAssertEqual(cast.point.x, reference.point.x, accuracy: tolerance(reference.point.x))
            XCTAssertEqual(cast.point.y, reference.point.y, accuracy: tolerance(reference.point.y))
            XCTAssertEqual(cast.depth, reference.depth, accuracy: tolerance(reference.depth))
            let bounds = plane.layer.bounds
            let margin =
              [
                reference.point.x - bounds.minX, bounds.maxX - reference.point.x,
                reference.point.y - bounds.minY, bounds.maxY - reference.point.y,
              ].map(abs).min() ?? 0
            nearEdge = nearEdge || margin < 1e-7
            if bounds.contains(cast.point), nearest.map({ cast.depth > $0.depth }) ?? true {
              nearest = (face, cast.depth)
            }
            if bounds.contains(reference.point),
              referenceNearest.map({ reference.depth > $0.depth }) ?? true
            {
              referenceNearest = (face, reference.depth)
            }
          }
          guard !nearEdge else { continue }
          XCTAssertEqual(nearest?.face, referenceNearest?.face, "\(p)")
          if nearest != nil { hits += 1 }
        }
      }
      XCTAssertEqual(points, 3_600)
      XCTAssertGreaterThan(hits, 1_000, "the cube covers part of the grid")
    }
  }

  /// Single-sided faces of the turned cube are turned away exactly where the drawing order test
  /// works it by hand (−z, +x, −y for 30° about x then 40° about y); hidden layers are skipped
  /// with their subtrees when asked, and listed otherwise.
  func testFacingAwayAndHiddenPlanes() {
    let cube = ContextScenes.cube(turnX: 30 * .pi / 180, turnY: 40 * .pi / 180, nested: true)
    for face in cube.faces { face.isDoubleSided = false }
    let planes = Layer.contextPlanes(of: cube.root, isTransformLayer: cube.isTransformLayer)
    XCTAssertEqual(planes.map(\.isFacingAway), [false, true, true, false, false, true])
    cube.faces[1].isDoubleSided = true
    XCTAssertFalse(planes[1].isFacingAway)

    cube.faces[2].isHidden = true
    func count(skippingHidden: Bool) -> Int {
      Layer.contextPlanes(
        of: cube.root, isTransformLayer: cube.isTransformLayer, skippingHidden: skippingHidden
      ).count
    }
    XCTAssertEqual(count(skippingHidden: true), 5)
    XCTAssertEqual(count(skippingHidden: false), 6)
    cube.transformLayers[1].isHidden = true  // the inner transform layer holds every face
    XCTAssertEqual(count(skippingHidden: true), 0)
    XCTAssertEqual(count(skippingHidden: false), 6)
  }

  /// Under a strong perspective, a tilted plane reaches behind the eye: casts there miss exactly
  /// where the reference's `w ≤ 0`.
  func testRayCastsBehindTheEyeMissAsTheReferenceSays() {
    let root = ContextScenes.root(eyeDistance: 150)
    let transformLayer = ContextScenes.layer(
      side: 400, at: Point2D(x: 200, y: 200),
      transform: Transform3D(rotationAngle: 1.2, x: 1, y: 0, z: 0))
    let plane = ContextScenes.layer(side: 400, at: Point2D(x: 200, y: 200))
    root.addSublayer(transformLayer)
    transformLayer.addSublayer(plane)
    let map = plane.unflattenedMap(into: root)
    var misses = 0
    var hits = 0
    for i in 0..<50 {
      for j in 0..<50 {
        let p = Point2D(x: -300 + (Double(i) + 0.5) * 20, y: -300 + (Double(j) + 0.5) * 20)
        let reference = ContextScenes.referenceCast(p, onto: plane, root: root)
        let cast = map.cast(p)
        XCTAssertEqual(cast == nil, reference == nil, "\(p)")
        if let cast, let reference {
          hits += 1
          let scale = max(1, abs(reference.point.x), abs(reference.point.y))
          XCTAssertEqual(cast.point.x, reference.point.x, accuracy: 1e-9 * scale)
          XCTAssertEqual(cast.point.y, reference.point.y, accuracy: 1e-9 * scale)
          XCTAssertEqual(cast.depth, reference.depth, accuracy: 1e-9 * max(1, abs(reference.depth)))
        } else {
          misses += 1
        }
      }
    }
    XCTAssertGreaterThan(misses, 100)
    XCTAssertGreaterThan(hits, 100)
  }

  /// A point on one face converts to another face through the root's plane, and back.
  func testConversionsBetweenFacesGoThroughTheRootsPlaneAndBack() {
    let cube = ContextScenes.cube(turnX: 0.5, turnY: 0.7, nested: true)
    let maps = cube.faces.map { $0.unflattenedMap(into: cube.root) }
    // A point of face 0, seen in R's plane, cast onto face 3's plane; and back.
    let q = Point2D(x: 20, y: 100)
    let onOther = ContextMap.convert(q, from: maps[0], to: maps[3])
    let back = ContextMap.convert(onOther, from: maps[3], to: maps[0])
    XCTAssertEqual(back.x, q.x, accuracy: 1e-9 * 200)
    XCTAssertEqual(back.y, q.y, accuracy: 1e-9 * 200)
    let inRoot = ContextMap.convert(q, from: maps[0], to: nil)
    XCTAssertEqual(inRoot, maps[0].mapUp(q).point)
    let down = ContextMap.convert(inRoot, from: nil, to: maps[0])
    XCTAssertEqual(down.x, q.x, accuracy: 1e-9 * 200)
    let rect = Rect2D(x: 10, y: 10, width: 50, height: 30)
    let there = ContextMap.convert(rect, from: maps[0], to: nil)
    XCTAssertEqual(there, maps[0].boundingBoxUp(of: rect))
    let roundTrip = ContextMap.convert(there, from: nil, to: maps[0])
    XCTAssertTrue(roundTrip.contains(Point2D(x: 11, y: 11)))
  }
}
