// Scenes for the 3D-context tests — a cube of six faces, a stack view, crossing planes, random
// mixed trees — and the reference ray cast they are checked against.

import LayerGeometry
import XCTest

/// Scenes for the context tests, and the reference ray cast (its own matrices, not the library's).
public enum ContextScenes {
  /// A cube of six 200-point faces, each turned into place by transform layers.
  public struct Cube {
    /// The layer that holds the cube, with a perspective `sublayerTransform`.
    public let root: Layer
    /// The transform layers between the root and the faces.
    public let transformLayers: [Layer]
    /// +z, −z, +x, −x, +y, −y (outward normals before the turn), in drawing order.
    public let faces: [Layer]

    /// Whether `layer` is one of the cube's transform layers.
    public func isTransformLayer(_ layer: Layer) -> Bool {
      transformLayers.contains { $0 === layer }
    }
  }

  /// A 400 × 400 layer centred at (200, 200) whose sublayerTransform has `m34 = −1/eyeDistance`.
  public static func root(eyeDistance: Double) -> Layer {
    let root = layer(side: 400, at: Point2D(x: 200, y: 200))
    root.sublayerTransform.m34 = -1 / eyeDistance
    return root
  }

  /// A square layer of the given side, centred at `position`.
  public static func layer(side: Double, at position: Point2D, transform: Transform3D = .identity)
    -> Layer
  {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: side, height: side)
    layer.position = position
    layer.transform = transform
    return layer
  }

  /// A cube of six 200-point faces around the centre of a 400 × 400 root whose sublayerTransform
  /// has `m34 = −1/500`; the cube is turned about x by `turnX`, then about y by `turnY` (one
  /// transform layer turning both, or two nested ones, the inner one turning about x).
  public static func cube(turnX: Double, turnY: Double, nested: Bool) -> Cube {
    let root = root(eyeDistance: 500)
    func container(position: Point2D, transform: Transform3D) -> Layer {
      layer(side: 200, at: position, transform: transform)
    }
    let rotateX = Transform3D(rotationAngle: turnX, x: 1, y: 0, z: 0)
    let rotateY = Transform3D(rotationAngle: turnY, x: 0, y: 1, z: 0)
    let centre = Point2D(x: 100, y: 100)
    var transformLayers: [Layer]
    if nested {
      let outer = container(position: Point2D(x: 200, y: 200), transform: rotateY)
      let inner = container(position: centre, transform: rotateX)
      root.addSublayer(outer)
      outer.addSublayer(inner)
      transformLayers = [outer, inner]
    } else {
      let single = container(
        position: Point2D(x: 200, y: 200), transform: rotateX.concatenating(rotateY))
      root.addSublayer(single)
      transformLayers = [single]
    }
    let half = Double.pi / 2
    let turns: [Transform3D] = [
      .identity,
      Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0),
      Transform3D(rotationAngle: half, x: 0, y: 1, z: 0),
      Transform3D(rotationAngle: -half, x: 0, y: 1, z: 0),
      Transform3D(rotationAngle: -half, x: 1, y: 0, z: 0),
      Transform3D(rotationAngle: half, x: 1, y: 0, z: 0),
    ]
    let offsets: [(Double, Double, Double)] = [
      (0, 0, 100), (0, 0, -100), (100, 0, 0), (-100, 0, 0), (0, 100, 0), (0, -100, 0),
    ]
    var faces: [Layer] = []
    for (turn, offset) in zip(turns, offsets) {
      let face = layer(
        side: 200, at: centre,
        transform: turn.concatenating(Transform3D(translationX: offset.0, y: offset.1, z: offset.2))
      )
      transformLayers[transformLayers.count - 1].addSublayer(face)
      faces.append(face)
    }
    return Cube(root: root, transformLayers: transformLayers, faces: faces)
  }

  /// A stack view's layers, its two containers of the given kind.
  ///
  /// A container (40, 60, 300 × 220) of four rows, each turned a little and holding a label that
  /// reaches past the container, then a nested container (150, 0, 100 × 100) holding one layer;
  /// the containers mask when they are transform layers (which ignore it). With
  /// `emptyContainers`, the containers have no size.
  public static func stackView(kind: Layer.Kind, emptyContainers: Bool = false) -> Layer {
    func container(_ frame: Rect2D) -> Layer {
      let layer = Layer()
      layer.frame = emptyContainers ? Rect2D(origin: frame.origin, size: .zero) : frame
      layer.kind = kind
      layer.masksToBounds = kind == .transformLayer
      return layer
    }
    let root = ContextScenes.layer(side: 400, at: Point2D(x: 200, y: 200))
    let stack = container(Rect2D(x: 40, y: 60, width: 300, height: 220))
    root.addSublayer(stack)
    for k in 0..<4 {
      let row = Layer()
      row.frame = Rect2D(x: 10 + Double(k) * 20, y: 10 + Double(k) * 50, width: 260, height: 60)
      row.transform = Transform3D(AffineTransform2D(rotationAngle: 0.1 * Double(k - 1)))
      let label = Layer()
      label.frame = Rect2D(x: 200, y: 20, width: 120, height: 30)  // past the stack's bounds
      row.addSublayer(label)
      stack.addSublayer(row)
    }
    let nested = container(Rect2D(x: 150, y: 0, width: 100, height: 100))
    let inner = Layer()
    inner.frame = Rect2D(x: 20, y: 20, width: 40, height: 40)
    nested.addSublayer(inner)
    stack.addSublayer(nested)
    return root
  }

  /// Twice the signed area of a polygon.
  public static func doubleArea(_ polygon: [Point2D]) -> Double {
    var sum = 0.0
    for (i, p) in polygon.enumerated() {
      let q = polygon[(i + 1) % polygon.count]
      sum += p.x * q.y - q.x * p.y
    }
    return sum
  }

  /// The corners of a layer's bounds (`minX minY`, `maxX minY`, `maxX maxY`, `minX maxY`) where
  /// the viewer sees them in `root`'s space: through ``referenceMap(of:root:)``, divided by w.
  public static func referenceQuad(of layer: Layer, root: Layer) -> [Point2D] {
    let m = referenceMap(of: layer, root: root)
    let b = layer.bounds
    return [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)].map { x, y in
      let w = x * m[0, 3] + y * m[1, 3] + m[3, 3]
      return Point2D(
        x: (x * m[0, 0] + y * m[1, 0] + m[3, 0]) / w, y: (x * m[0, 1] + y * m[1, 1] + m[3, 1]) / w)
    }
  }

  /// How far a point lies from the nearest line through an edge of a rectangle.
  public static func edgeDistance(of point: Point2D, in rect: Rect2D) -> Double {
    [point.x - rect.minX, rect.maxX - point.x, point.y - rect.minY, rect.maxY - point.y]
      .map(abs).min() ?? 0
  }

  /// The cube of ``cube(turnX:turnY:nested:)`` with its containers made transform layers.
  public static func cubeInTransformLayers(turnX: Double, turnY: Double, nested: Bool) -> Cube {
    let cube = cube(turnX: turnX, turnY: turnY, nested: nested)
    for layer in cube.transformLayers { layer.kind = .transformLayer }
    return cube
  }

  /// Two 200-point planes in a transform layer centred in a 400-point root whose
  /// sublayerTransform has `m34 = −1/500`, turned +30° and −30° about y: they cross along the
  /// vertical line through the root's centre, the first in front on the left of it (its left
  /// edge comes towards the viewer), the second on the right.
  public static func crossingPlanes() -> (root: Layer, planes: [Layer]) {
    let root = root(eyeDistance: 500)
    let transformLayer = layer(side: 200, at: Point2D(x: 200, y: 200))
    transformLayer.kind = .transformLayer
    root.addSublayer(transformLayer)
    let planes = [1.0, -1.0].map { sign in
      layer(
        side: 200, at: Point2D(x: 100, y: 100),
        transform: Transform3D(rotationAngle: sign * .pi / 6, x: 0, y: 1, z: 0))
    }
    for plane in planes { transformLayer.addSublayer(plane) }
    return (root, planes)
  }

  /// A random tree mixing plain and transform layers: a 400-point root with perspective
  /// (`m34 = −1/700`) and 16 layers below it, each made by ``randomize(_:using:)`` and added to a
  /// layer picked at random.
  public static func randomMixedTree<G: RandomNumberGenerator>(using random: inout G) -> (
    root: Layer, layers: [Layer]
  ) {
    let root = ContextScenes.layer(side: 400, at: Point2D(x: 200, y: 200))
    root.sublayerTransform.m34 = -1 / 700
    var layers = [root]
    for _ in 0..<16 {
      let parent = layers[Int.random(in: 0..<layers.count, using: &random)]
      let layer = Layer()
      randomize(layer, using: &random)
      parent.addSublayer(layer)
      layers.append(layer)
    }
    return (root, layers)
  }

  /// Random geometry and flags: a size of 30 to 250, a position within 250, a zPosition within 40,
  /// turns about y and x within 1.2 radians; a transform layer 2 times in 5, masking 1 in 4,
  /// hidden 1 in 12, single-sided 1 in 3.
  public static func randomize<G: RandomNumberGenerator>(_ layer: Layer, using random: inout G) {
    layer.bounds = Rect2D(
      x: 0, y: 0, width: Double.random(in: 30...250, using: &random),
      height: Double.random(in: 30...250, using: &random))
    layer.position = Point2D(
      x: Double.random(in: 0...250, using: &random), y: Double.random(in: 0...250, using: &random))
    layer.zPosition = Double.random(in: -40...40, using: &random)
    layer.transform = Transform3D(
      rotationAngle: Double.random(in: -1.2...1.2, using: &random), x: 0, y: 1, z: 0
    ).concatenating(
      Transform3D(rotationAngle: Double.random(in: -1.2...1.2, using: &random), x: 1, y: 0, z: 0))
    layer.kind = Int.random(in: 0..<5, using: &random) < 2 ? .transformLayer : .plain
    layer.masksToBounds = Int.random(in: 0..<4, using: &random) == 0
    layer.isHidden = Int.random(in: 0..<12, using: &random) == 0
    layer.isDoubleSided = Int.random(in: 0..<3, using: &random) != 0
  }

  /// The reference map of a layer into `root`'s space: the product of this file's 4×4 levels.
  public static func referenceMap(of layer: Layer, root: Layer) -> ReferenceMatrix4 {
    var m = ReferenceMatrix4.identity
    var current: Layer? = layer
    while let l = current, l !== root {
      m = m * ReferenceGeometry.unflattenedLevel(of: l)
      current = l.superlayer
    }
    return m
  }

  /// The reference ray cast: `(p, 1) · H⁻¹` by cofactors, missing when singular or when the image's
  /// `w ≤ 0`; the depth `Z / W` of the plane point's image.
  public static func referenceCast(_ p: Point2D, onto layer: Layer, root: Layer)
    -> (point: Point2D, depth: Double)?
  {
    let m = referenceMap(of: layer, root: root)
    guard let inverse = m.planeRestriction.inverse else { return nil }
    let (x, y, w) = inverse.homogeneous(p.x, p.y)
    guard w > 0 else { return nil }
    let q = Point2D(x: x / w, y: y / w)
    let z = q.x * m[0, 2] + q.y * m[1, 2] + m[3, 2]
    let imageW = q.x * m[0, 3] + q.y * m[1, 3] + m[3, 3]
    return (q, z / imageW)
  }

  /// 2,500 points 10 apart on a 50 × 50 grid from (−49.69, −49.23): past the scenes' edges, and
  /// off their round coordinates.
  public static var grid: [Point2D] {
    var points: [Point2D] = []
    for i in 0..<50 {
      for j in 0..<50 {
        points.append(Point2D(x: -50 + Double(i) * 10 + 0.31, y: -50 + Double(j) * 10 + 0.77))
      }
    }
    return points
  }

  /// The answer the reference gives, and whether rounding may decide it.
  ///
  /// Among the faces whose reference cast lands in their bounds (and that are not turned away when
  /// single-sided), the nearest to the viewer, ties to the later; else the root when its bounds
  /// hold the point. `isNearAnEdge` when a cast lands within 1e-7 of an edge or two depths nearly
  /// tie.
  public static func referenceHit(
    _ p: Point2D, faces: [Layer], facingAway: [Bool], root: Layer
  ) -> (answer: Layer?, isNearAnEdge: Bool) {
    var best: (face: Layer, depth: Double)?
    var isNearAnEdge = false
    for (face, isAway) in zip(faces, facingAway) {
      guard let cast = ContextScenes.referenceCast(p, onto: face, root: root) else { continue }
      let b = face.bounds
      if ContextScenes.edgeDistance(of: cast.point, in: b) < 1e-7 { isNearAnEdge = true }
      guard !isAway, b.contains(cast.point) else { continue }
      if let current = best {
        let tie = abs(cast.depth - current.depth) <= 1e-6 * max(abs(cast.depth), abs(current.depth))
        if tie { isNearAnEdge = true }
        if cast.depth >= current.depth { best = (face, cast.depth) }
      } else {
        best = (face, cast.depth)
      }
    }
    if let best { return (best.face, isNearAnEdge) }
    return (root.bounds.contains(p) ? root : nil, isNearAnEdge)
  }

  /// The planes the reference ray cast puts under a point, nearest the viewer first, then `root`
  /// when its bounds hold the point; `nil` when a cast lands within 1e-7 of an edge or two depths
  /// nearly tie, where rounding may decide.
  public static func referenceHits(
    _ p: Point2D, planes: [Layer], facingAway: [Bool], root: Layer
  ) -> [Layer]? {
    var hits: [(plane: Layer, depth: Double)] = []
    for (plane, isAway) in zip(planes, facingAway) {
      guard let cast = ContextScenes.referenceCast(p, onto: plane, root: root) else { continue }
      let b = plane.bounds
      if ContextScenes.edgeDistance(of: cast.point, in: b) < 1e-7 { return nil }
      guard !isAway, b.contains(cast.point) else { continue }
      hits.append((plane, cast.depth))
    }
    for a in hits {
      for b in hits where a.plane !== b.plane {
        if abs(a.depth - b.depth) <= 1e-6 * max(abs(a.depth), abs(b.depth)) { return nil }
      }
    }
    let sorted = hits.sorted { $0.depth > $1.depth }.map(\.plane)
    return sorted + (root.bounds.contains(p) ? [root] : [])
  }

  /// Whether a layer's bounds hold a point of the snapshot's space by the reference's own matrices: the
  /// 4×4 levels from the layer up to the root's superlayer, z dropped below every layer that is
  /// not a transform layer (it flattens its sublayers) and at the top, restricted to the plane
  /// and inverted; `nil` within 1e-6 of an edge, where rounding may decide. (The only perspective
  /// of these trees is the root's sublayerTransform, so one sign test of w is the per-level one.)
  public static func referenceHolds(_ p: Point2D, layer: Layer) -> Bool? {
    let dropZ = ReferenceMatrix4([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])
    var m = ReferenceMatrix4.identity
    var current: Layer? = layer
    while let l = current {
      m = m * ReferenceGeometry.unflattenedLevel(of: l)
      if l.superlayer?.kind != .transformLayer { m = m * dropZ }
      current = l.superlayer
    }
    guard let inverse = m.planeRestriction.inverse else { return false }
    let (x, y, w) = inverse.homogeneous(p.x, p.y)
    guard w > 0 else { return false }
    let q = Point2D(x: x / w, y: y / w)
    let b = layer.bounds
    guard ContextScenes.edgeDistance(of: q, in: b) > 1e-6 * max(1, abs(q.x), abs(q.y)) else {
      return nil
    }
    return b.contains(q)
  }
}
