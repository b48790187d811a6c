import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// Conversions through 3D contexts: up to the context's root by the unflattened product, down by
/// casting along the root's z; checked against this file's reference ray cast, a flat transform
/// layer against the same tree with a plain layer, and round trips on random mixed trees.
final class ContextConversionTests: XCTestCase {
  /// The reference image in the root's plane of a point of a layer: its 4×4 product, divided once.
  private func referenceUp(_ q: Point2D, from layer: Layer, root: Layer) -> Point2D? {
    let m = ContextScenes.referenceMap(of: layer, root: root)
    let x = q.x * m[0, 0] + q.y * m[1, 0] + m[3, 0]
    let y = q.x * m[0, 1] + q.y * m[1, 1] + m[3, 1]
    let w = q.x * m[0, 3] + q.y * m[1, 3] + m[3, 3]
    return w > 0 ? Point2D(x: x / w, y: y / w) : nil
  }

  private func assertClose(
    _ a: Point2D, _ b: Point2D, scale: Double = 400, _ message: String = "",
    line: UInt = #line
  ) {
    let tolerance = 1e-9 * max(scale, abs(b.x), abs(b.y))
    XCTAssertEqual(a.x, b.x, accuracy: tolerance, message, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: tolerance, message, line: line)
  }

  /// Points of each face of a turned cube go up to the root as the reference's 4×4 product says,
  /// to and from `nil`, and come down by the reference's ray cast; face to face goes through the
  /// root's plane; a point behind the eye is `NaN`; `frame` is that of the plain tree.
  func testCubeConversionsGoThroughTheRootsPlane() {
    for nested in [false, true] {
      let cube = ContextScenes.cubeInTransformLayers(
        turnX: 30 * .pi / 180, turnY: 40 * .pi / 180, nested: nested)
      let plain = ContextScenes.cube(turnX: 30 * .pi / 180, turnY: 40 * .pi / 180, nested: nested)
      for (face, plainFace) in zip(cube.faces, plain.faces) {
        XCTAssertEqual(face.frame, plainFace.frame)
      }
      // Flattened at each container, the plain tree sees the turned faces elsewhere.
      let centre = Point2D(x: 100, y: 100)
      let seen = cube.root.convert(centre, from: cube.faces[0])
      let flattened = plain.root.convert(centre, from: plain.faces[0])
      XCTAssertGreaterThan(abs(seen.x - flattened.x) + abs(seen.y - flattened.y), 1)
      for (f, face) in cube.faces.enumerated() {
        for i in 0...10 {
          for j in 0...10 {
            let q = Point2D(x: Double(i) * 20 + 0.3, y: Double(j) * 20 + 0.7)
            let expected = referenceUp(q, from: face, root: cube.root)!
            assertClose(cube.root.convert(q, from: face), expected, "face \(f) \(q)")
            assertClose(face.convert(q, to: cube.root), expected, "face \(f) \(q)")
            // The root sits at its own place in the world: its position and no transform.
            assertClose(face.convert(q, to: nil), expected, "face \(f) \(q)")
            let cast = ContextScenes.referenceCast(expected, onto: face, root: cube.root)!
            assertClose(face.convert(expected, from: cube.root), cast.point, "face \(f) \(q)")
            assertClose(face.convert(expected, from: nil), q, "face \(f) \(q)")
            for (g, other) in cube.faces.enumerated() where g != f {
              let onOther = other.convert(q, from: face)
              guard
                let reference = ContextScenes.referenceCast(expected, onto: other, root: cube.root)
              else {
                XCTAssertTrue(onOther.x.isNaN && onOther.y.isNaN, "\(f)→\(g) \(q)")
                continue
              }
              assertClose(
                onOther, reference.point, scale: max(400, abs(reference.point.x)), "\(f)→\(g)")
            }
          }
        }
        // A rectangle goes up as the box of its corners in the root's plane.
        let rect = Rect2D(x: 20, y: 30, width: 100, height: 50)
        let box = cube.root.convert(rect, from: face)
        let corners = [
          Point2D(x: 20, y: 30), Point2D(x: 120, y: 30), Point2D(x: 20, y: 80),
          Point2D(x: 120, y: 80),
        ].map { referenceUp($0, from: face, root: cube.root)! }
        XCTAssertEqual(box.minX, corners.map(\.x).min()!, accuracy: 1e-9 * 400)
        XCTAssertEqual(box.maxX, corners.map(\.x).max()!, accuracy: 1e-9 * 400)
        XCTAssertEqual(box.minY, corners.map(\.y).min()!, accuracy: 1e-9 * 400)
        XCTAssertEqual(box.maxY, corners.map(\.y).max()!, accuracy: 1e-9 * 400)
        let back = face.convert(box, from: cube.root)
        XCTAssertTrue(back.contains(Point2D(x: 21, y: 31)))
        XCTAssertTrue(back.contains(Point2D(x: 119, y: 79)))
      }
    }
  }

  /// Under a strong perspective, a point of the root's plane whose ray misses a tilted plane (the
  /// reference's `w ≤ 0`) converts to `NaN` in the plane.
  func testBehindTheEyeIsNotANumber() {
    let root = ContextScenes.root(eyeDistance: 150)
    let transformLayer = ContextScenes.layer(
      side: 400, at: Point2D(x: 200, y: 200),
      transform: Transform3D(rotationAngle: 1.2, x: 1, y: 0, z: 0))
    transformLayer.kind = .transformLayer
    let plane = ContextScenes.layer(side: 400, at: Point2D(x: 200, y: 200))
    root.addSublayer(transformLayer)
    transformLayer.addSublayer(plane)
    var misses = 0
    for i in 0..<30 {
      for j in 0..<30 {
        let p = Point2D(x: -300 + (Double(i) + 0.5) * 33, y: -300 + (Double(j) + 0.5) * 33)
        let converted = plane.convert(p, from: root)
        if let reference = ContextScenes.referenceCast(p, onto: plane, root: root) {
          assertClose(converted, reference.point, scale: max(400, abs(reference.point.y)))
        } else {
          misses += 1
          XCTAssertTrue(converted.x.isNaN && converted.y.isNaN, "\(p)")
        }
      }
    }
    XCTAssertGreaterThan(misses, 50)
  }

  /// A flat transform layer (2D sublayers): every conversion between any two layers, and to and
  /// from `nil`, points and rectangles, is the plain tree's to the last bit.
  func testAPlaneToItsTransformLayerGoesThroughTheRootsPlane() {
    // A plane lying in its transform layer's own plane (an identity level): a plain superlayer
    // gives the point back, but a transform layer's map is a perspective here, and the point lies
    // behind the eye in the root's view (w = 3.375·(−0.002) + (−37.25)·17 − 17 < 0 at the layer's
    // anchor-relative point (3.375, −37.25)), so going up to the root's plane and down gives NaN
    // (a fuzzing input in Tests/FuzzCorpus, where a round-trip check ignored the context).
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 1.25, height: 1.25)
    root.position = Point2D(x: -4.875, y: 0.875)
    let container = Layer()
    container.bounds = Rect2D(x: 21.75, y: 17.75, width: 6.75, height: 4)
    container.zPosition = -16.75
    container.transform = Transform3D(
      m11: 1, m12: 0, m13: 0, m14: -0.002, m21: 0, m22: 1, m23: 0, m24: 17,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0.5, m42: 3, m43: 0, m44: -17)
    let plane = Layer()
    root.addSublayer(container)
    container.addSublayer(plane)
    let point = Point2D(x: 28.5, y: -17.5)
    // A plain container: one identity level.
    XCTAssertEqual(plane.convert(point, to: container), point)
    container.kind = .transformLayer
    let there = plane.convert(point, to: container)
    XCTAssertTrue(there.x.isNaN && there.y.isNaN, "\(there)")
  }

  func testAFlatTransformLayerConvertsAsAPlainLayer() {
    func tree(kind: Layer.Kind) -> [Layer] {
      let root = ContextScenes.layer(side: 400, at: Point2D(x: 200, y: 200))
      let stack = Layer()
      stack.frame = Rect2D(x: 40.5, y: 60.25, width: 300, height: 220)
      stack.kind = kind
      stack.sublayerTransform = Transform3D(AffineTransform2D(scaleX: 1.1, y: 0.9))
      root.addSublayer(stack)
      var layers = [root, stack]
      for k in 0..<3 {
        let row = Layer()
        row.frame = Rect2D(
          x: 10.1 + Double(k) * 20, y: 10 + Double(k) * 50.3, width: 260, height: 60)
        row.transform = Transform3D(AffineTransform2D(rotationAngle: 0.13 * Double(k - 1)))
        row.zPosition = 0
        let label = Layer()
        label.frame = Rect2D(x: 200, y: 20, width: 120, height: 30)
        row.addSublayer(label)
        stack.addSublayer(row)
        layers += [row, label]
      }
      let nested = Layer()
      nested.kind = kind
      nested.frame = Rect2D(x: 150, y: 0.3, width: 100, height: 100)
      let inner = Layer()
      inner.frame = Rect2D(x: 20, y: 20, width: 40, height: 40)
      nested.addSublayer(inner)
      stack.addSublayer(nested)
      return layers + [nested, inner]
    }
    let plain = tree(kind: .plain)
    let flat = tree(kind: .transformLayer)
    let point = Point2D(x: 13.7, y: -4.2)
    let rect = Rect2D(x: 3.3, y: 7.1, width: 21.9, height: 5.5)
    for a in plain.indices {
      for b in [nil] + plain.indices.map(Optional.some) {
        let (plainTarget, flatTarget) = (b.map { plain[$0] }, b.map { flat[$0] })
        XCTAssertEqual(
          flat[a].convert(point, to: flatTarget).bits,
          plain[a].convert(point, to: plainTarget).bits, "\(a)→\(String(describing: b))")
        XCTAssertEqual(
          flat[a].convert(point, from: flatTarget).bits,
          plain[a].convert(point, from: plainTarget).bits, "\(a)←\(String(describing: b))")
        XCTAssertEqual(
          flat[a].convert(rect, to: flatTarget).bits,
          plain[a].convert(rect, to: plainTarget).bits, "\(a)→\(String(describing: b))")
      }
      XCTAssertEqual(flat[a].frame.bits, plain[a].frame.bits)
    }
  }

  /// Random trees mixing plain and transform layers, with 3D turns, perspective and zPositions:
  /// a point converted from any layer to any other and back comes back within 1e-9 relative
  /// wherever both conversions are defined and the way is not ill-conditioned.
  func testRoundTripsOnRandomMixedTrees() {
    var random = SplitMix64(seed: 23)
    var checked = 0
    for _ in 0..<40 {
      let root = ContextScenes.layer(side: 400, at: Point2D(x: 200, y: 200))
      root.sublayerTransform.m34 = -1 / 800
      var layers = [root]
      for _ in 0..<14 {
        let parent = layers[Int.random(in: 0..<layers.count, using: &random)]
        let layer = Layer()
        layer.bounds = Rect2D(
          x: 0, y: 0, width: Double.random(in: 20...200, using: &random),
          height: Double.random(in: 20...200, using: &random))
        layer.position = Point2D(
          x: Double.random(in: 0...200, using: &random),
          y: Double.random(in: 0...200, using: &random))
        layer.zPosition = Double.random(in: -30...30, using: &random)
        layer.transform = Transform3D(
          rotationAngle: Double.random(in: -0.8...0.8, using: &random), x: 0, y: 1, z: 0
        ).concatenating(
          Transform3D(
            rotationAngle: Double.random(in: -0.8...0.8, using: &random), x: 1, y: 0, z: 0))
        if Bool.random(using: &random) { layer.kind = .transformLayer }
        parent.addSublayer(layer)
        layers.append(layer)
      }
      for a in layers {
        for b in layers where a !== b {
          let q = Point2D(
            x: Double.random(in: 0...a.bounds.width, using: &random),
            y: Double.random(in: 0...a.bounds.height, using: &random))
          let there = b.convert(q, from: a)
          guard there.isFinite, abs(there.x) < 1e5, abs(there.y) < 1e5 else { continue }
          let back = a.convert(there, from: b)
          guard back.isFinite else { continue }
          XCTAssertEqual(back.x, q.x, accuracy: 1e-9 * 1e3, "\(q) → \(there)")
          XCTAssertEqual(back.y, q.y, accuracy: 1e-9 * 1e3, "\(q) → \(there)")
          checked += 1
        }
      }
    }
    XCTAssertGreaterThan(checked, 4_000)
  }
}

extension Point2D {
  fileprivate var bits: [UInt64] { [x.bitPattern, y.bitPattern] }
}

extension Rect2D {
  fileprivate var bits: [UInt64] {
    [origin.x.bitPattern, origin.y.bitPattern, size.width.bitPattern, size.height.bitPattern]
  }
}
