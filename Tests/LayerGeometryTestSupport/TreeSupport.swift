// Helpers for the conversion and hit-testing tests: a small matrix toolkit written here
// (independent of `Transform3D`'s and the library's own arithmetic), the documented per-level map
// ("The whole map" in <doc:FrameBoundsPositionAndAnchorPoint>) rebuilt from a layer's public
// properties, a reference conversion and a brute-force hit test built on it, and seeded random
// layer trees.
//
// Nothing here calls the library's conversion or hit-testing code. It reads layers only through
// their public stored properties (`bounds`, `position`, …, `sublayers`, `superlayer`).

import LayerGeometry
import XCTest

// MARK: - Matrices

/// A 4×4 matrix in row-vector convention (`p' = p · M`, the left factor applied first), written
/// independently of `Transform3D` so that expected values do not come from the library's own
/// products.
public struct ReferenceMatrix4: Sendable {
  /// The sixteen entries, row by row.
  public var entries: [Double]

  /// The matrix of sixteen entries, row by row.
  public init(_ entries: [Double]) {
    precondition(entries.count == 16)
    self.entries = entries
  }

  /// The matrix with the same sixteen entries as `t` (reads the stored fields only).
  public init(_ t: Transform3D) {
    self.init([
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ])
  }

  /// The identity.
  public static let identity = ReferenceMatrix4([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

  /// The translation by `(x, y, z)`.
  public static func translation(_ x: Double, _ y: Double, _ z: Double) -> ReferenceMatrix4 {
    ReferenceMatrix4([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
  }

  /// The entry at a row and a column, each `0..<4`.
  public subscript(row: Int, column: Int) -> Double { entries[row * 4 + column] }

  /// `self · other`: this matrix first, then `other`.
  public static func * (lhs: ReferenceMatrix4, rhs: ReferenceMatrix4) -> ReferenceMatrix4 {
    var result = [Double](repeating: 0, count: 16)
    for i in 0..<4 {
      for j in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += lhs[i, k] * rhs[k, j] }
        result[i * 4 + j] = sum
      }
    }
    return ReferenceMatrix4(result)
  }

  /// `(x, y, 0, 1) · M` without the divide: `(x', y', w')`.
  public func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
    (
      x * entries[0] + y * entries[4] + entries[12],
      x * entries[1] + y * entries[5] + entries[13],
      x * entries[3] + y * entries[7] + entries[15]
    )
  }

  /// Rows and columns 1, 2 and 4: the map of the plane `z = 0`, with z dropped.
  public var planeRestriction: ReferenceMatrix3 {
    ReferenceMatrix3(
      self[0, 0], self[0, 1], self[0, 3],
      self[1, 0], self[1, 1], self[1, 3],
      self[3, 0], self[3, 1], self[3, 3])
  }
}

/// A 3×3 matrix for row vectors `(x, y, w) · H`, with named entries (fast in debug builds).
public struct ReferenceMatrix3: Sendable {
  public var a11, a12, a13, a21, a22, a23, a31, a32, a33: Double

  /// The matrix of nine entries, row by row.
  public init(
    _ a11: Double, _ a12: Double, _ a13: Double,
    _ a21: Double, _ a22: Double, _ a23: Double,
    _ a31: Double, _ a32: Double, _ a33: Double
  ) {
    (self.a11, self.a12, self.a13) = (a11, a12, a13)
    (self.a21, self.a22, self.a23) = (a21, a22, a23)
    (self.a31, self.a32, self.a33) = (a31, a32, a33)
  }

  /// The matrix of nine NaNs: the map of a level with a non-finite input.
  public static let notANumber = ReferenceMatrix3(
    .nan, .nan, .nan, .nan, .nan, .nan, .nan, .nan, .nan)

  /// The nine entries, row by row.
  public var allEntries: [Double] { [a11, a12, a13, a21, a22, a23, a31, a32, a33] }

  /// Whether every entry is finite.
  public var isFinite: Bool { allEntries.allSatisfy(\.isFinite) }

  /// Whether the third column is exactly `(0, 0, 1)`.
  public var isAffine: Bool { a13 == 0 && a23 == 0 && a33 == 1 }

  /// The determinant, by the rule of Sarrus.
  public var determinant: Double {
    a11 * (a22 * a33 - a23 * a32) - a12 * (a21 * a33 - a23 * a31) + a13 * (a21 * a32 - a22 * a31)
  }

  /// `adj / det`, or `nil` when the determinant is 0 or not finite.
  public var inverse: ReferenceMatrix3? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    return ReferenceMatrix3(
      (a22 * a33 - a23 * a32) / det, (a13 * a32 - a12 * a33) / det, (a12 * a23 - a13 * a22) / det,
      (a23 * a31 - a21 * a33) / det, (a11 * a33 - a13 * a31) / det, (a13 * a21 - a11 * a23) / det,
      (a21 * a32 - a22 * a31) / det, (a12 * a31 - a11 * a32) / det, (a11 * a22 - a12 * a21) / det)
  }

  /// `(x, y, 1) · H` before the division.
  public func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
    (x * a11 + y * a21 + a31, x * a12 + y * a22 + a32, x * a13 + y * a23 + a33)
  }
}

// MARK: - The documented level map, rebuilt from public properties

/// One level `H(L→U)` of a tree as the documentation defines it.
public struct ReferenceLevel: Sendable {
  /// `H(L→U)`, all NaN when an input of the level is not finite.
  public var forward: ReferenceMatrix3
  /// Whether every input of the level is finite.
  public var isFinite: Bool
  /// Whether the level is singular: `det H = 0`, or a 2D transform or 2D sublayerTransform with a
  /// singular 2×2 part (the documented rule).
  public var isSingular: Bool
  /// `H⁻¹`, or `nil` when singular or not finite.
  public var inverse: ReferenceMatrix3? { isFinite && !isSingular ? forward.inverse : nil }
}

/// Each level's map `H(L→U)`, conversions and rect conversions worked from the documented formula
/// with this module's own matrices, never with the library's.
public enum ReferenceGeometry {
  /// Whether a 4×4 transform is 2D: m13 m14 m23 m24 m31 m32 m34 m43 zero, m33 m44 one.
  public static func isPlanar(_ t: Transform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
      && t.m34 == 0 && t.m43 == 0 && t.m33 == 1 && t.m44 == 1
  }

  /// Whether every value is finite.
  public static func allFinite(_ values: [Double]) -> Bool { values.allSatisfy(\.isFinite) }

  /// `M(L→U) = T(−bo) · F · T(−A) · X · T(pos, zPosition) · T(−P) · S · T(P)`, the full 4×4 level
  /// (as documented), computed with this file's own matrices.
  public static func unflattenedLevel(of layer: Layer) -> ReferenceMatrix4 {
    let b = layer.bounds
    let (w, h) = (abs(b.size.width), abs(b.size.height))
    var m = ReferenceMatrix4.translation(-b.origin.x, -b.origin.y, 0)
    if layer.isGeometryFlipped {
      // (x, y) → (x, h − y)
      m = m * ReferenceMatrix4([1, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1, 0, 0, h, 0, 1])
    }
    m = m * .translation(-layer.anchorPoint.x * w, -layer.anchorPoint.y * h, -layer.anchorPointZ)
    m = m * ReferenceMatrix4(layer.transform)
    m = m * .translation(layer.position.x, layer.position.y, layer.zPosition)
    if let parent = layer.superlayer {
      let pb = parent.bounds
      let px = pb.origin.x + parent.anchorPoint.x * abs(pb.size.width)
      let py = pb.origin.y + parent.anchorPoint.y * abs(pb.size.height)
      m =
        m * .translation(-px, -py, 0) * ReferenceMatrix4(parent.sublayerTransform)
        * .translation(px, py, 0)
    }
    return m
  }

  /// ``unflattenedLevel(of:)`` restricted to rows and columns 1, 2, 4 (as documented).
  public static func level(of layer: Layer) -> ReferenceLevel {
    let b = layer.bounds
    var inputs = [
      b.origin.x, b.origin.y, b.size.width, b.size.height, layer.position.x, layer.position.y,
      layer.anchorPoint.x, layer.anchorPoint.y, layer.anchorPointZ, layer.zPosition,
    ]
    inputs += ReferenceMatrix4(layer.transform).entries
    var singular =
      isPlanar(layer.transform)
      && layer.transform.m11 * layer.transform.m22 - layer.transform.m12 * layer.transform.m21 == 0
    if let parent = layer.superlayer {
      let pb = parent.bounds
      let s = parent.sublayerTransform
      inputs += [pb.origin.x, pb.origin.y, pb.size.width, pb.size.height]
      inputs += [parent.anchorPoint.x, parent.anchorPoint.y]
      inputs += ReferenceMatrix4(s).entries
      singular = singular || (isPlanar(s) && s.m11 * s.m22 - s.m12 * s.m21 == 0)
    }
    guard allFinite(inputs) else {
      return ReferenceLevel(forward: .notANumber, isFinite: false, isSingular: true)
    }
    let forward = unflattenedLevel(of: layer).planeRestriction
    guard forward.isFinite else {
      return ReferenceLevel(forward: .notANumber, isFinite: false, isSingular: true)
    }
    return ReferenceLevel(
      forward: forward, isFinite: true, isSingular: singular || forward.determinant == 0)
  }

  /// The layer, its superlayer, …, its root.
  public static func ancestry(of layer: Layer) -> [Layer] {
    var chain: [Layer] = []
    var current: Layer? = layer
    while let l = current {
      chain.append(l)
      current = l.superlayer
    }
    return chain
  }
}

// MARK: - Reference conversion

/// The result of converting a point with the reference: a point, undefined (`NaN` by the documented rules), or
/// too close to a decision boundary (`w ≈ 0`) to compare with floating-point code.
public enum ReferenceConversion: Equatable, Sendable {
  case point(Point2D)
  case undefined
  case ambiguous
}

extension ReferenceGeometry {
  /// How close to 0 (relative to the other homogeneous coordinates) a `w` may be before the
  /// reference declines to decide whether the point is in front of or behind the eye.
  public static let horizonMargin = 1e-9

  /// Converts `point` from the space of `source` to the space of `target` (`nil`: world space)
  /// level by level, exactly as the documentation words it.
  ///
  /// Up with `H`, as it is, even singular; `w ≤ 0` at a projective level → undefined. Down with
  /// `H⁻¹`: singular or non-finite → undefined; `w ≤ 0` at a projective level → undefined.
  public static func convert(_ point: Point2D, from source: Layer?, to target: Layer?)
    -> ReferenceConversion
  {
    if source === target { return .point(point) }
    let up = source.map(ancestry(of:)) ?? []
    let down = target.map(ancestry(of:)) ?? []
    // The nearest common ancestor, or world space (nil).
    let common = up.first { l in down.contains { $0 === l } }
    var p = point
    for layer in up {
      if layer === common { break }
      let level = ReferenceGeometry.level(of: layer)
      guard level.isFinite else { return .undefined }
      let q = level.forward.homogeneous(p.x, p.y)
      if !level.forward.isAffine {
        if abs(q.w) <= horizonMargin * (abs(q.x) + abs(q.y) + abs(q.w)) { return .ambiguous }
        if !(q.w > 0) { return .undefined }
      }
      p = Point2D(x: q.x / q.w, y: q.y / q.w)
    }
    let downward = down.prefix { $0 !== common }.reversed()
    for layer in downward {
      let level = ReferenceGeometry.level(of: layer)
      guard let inverse = level.inverse else { return .undefined }
      let q = inverse.homogeneous(p.x, p.y)
      if !inverse.isAffine {
        if abs(q.w) <= horizonMargin * (abs(q.x) + abs(q.y) + abs(q.w)) { return .ambiguous }
        if !(q.w > 0) { return .undefined }
      }
      p = Point2D(x: q.x / q.w, y: q.y / q.w)
    }
    return p.x.isNaN || p.y.isNaN ? .undefined : .point(p)
  }
}

/// The result of converting a rectangle with the reference.
public enum ReferenceRectConversion: Equatable, Sendable {
  case rect(Rect2D)
  /// Every corner went behind the eye at a perspective level.
  case null
  /// Some corners went behind the eye at a perspective level: the box reaches the horizon.
  case infinite
  /// A level on the path cannot be walked, or a corner became non-finite.
  case undefined
  /// A corner's `w` is too close to 0 for floating-point code to agree on which side it is.
  case ambiguous
}

extension ReferenceGeometry {
  /// Converts `rect` from the space of `source` to the space of `target` (`nil`: world space) as
  /// the documentation words the rule, one level at a time: the four corners go through every
  /// level as points; after a perspective level they are replaced by the corners of their box
  /// (clipped: none in front → null, some → infinite); the box of the corners is taken at the end.
  public static func convert(_ rect: Rect2D, from source: Layer?, to target: Layer?)
    -> ReferenceRectConversion
  {
    if rect.isNull { return .null }
    let up = source.map(ancestry(of:)) ?? []
    let down = target.map(ancestry(of:)) ?? []
    let common = up.first { l in down.contains { $0 === l } }
    var maps: [ReferenceMatrix3] = []
    for layer in up.prefix(while: { $0 !== common }) {
      let level = ReferenceGeometry.level(of: layer)
      guard level.isFinite else { return .undefined }
      maps.append(level.forward)
    }
    for layer in down.prefix(while: { $0 !== common }).reversed() {
      guard let inverse = ReferenceGeometry.level(of: layer).inverse else { return .undefined }
      maps.append(inverse)
    }
    func corners(of r: Rect2D) -> [(x: Double, y: Double)] {
      let (x0, y0, w, h) = (r.minX, r.minY, r.width, r.height)
      return [(x0, y0), (x0 + w, y0), (x0, y0 + h), (x0 + w, y0 + h)]
    }
    func box(of points: [(x: Double, y: Double)]) -> Rect2D {
      let xs = points.map(\.x)
      let ys = points.map(\.y)
      return Rect2D(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
    var points = corners(of: rect)
    for m in maps {
      let images = points.map { m.homogeneous($0.x, $0.y) }
      if m.isAffine {
        points = images.map { ($0.x, $0.y) }
        continue
      }
      for q in images where abs(q.w) <= horizonMargin * (abs(q.x) + abs(q.y) + abs(q.w)) {
        return .ambiguous
      }
      let inFront = images.filter { $0.w > 0 }
      if inFront.isEmpty { return .null }
      if inFront.count < 4 { return .infinite }
      points = corners(of: box(of: images.map { ($0.x / $0.w, $0.y / $0.w) }))
    }
    guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .undefined }
    return .rect(box(of: points))
  }
}

// MARK: - Brute-force hit test

/// A hit test written from the documented algorithm, without the library's recursion: every layer of
/// the tree gets the point in its own space by applying the inverse level maps in a flat pass
/// (parents before children); a layer is a candidate when nothing on its path skips it (hidden,
/// singular or non-finite level, point behind the eye, a masking ancestor that does not contain the
/// point) and it contains the point without facing away; the answer is the candidate painted last
/// (a layer is painted before its sublayers, siblings back to front), which is the first one met
/// front to back.
public struct ReferenceHitTester {
  /// What the reference answers for one query.
  public enum Outcome {
    case hit(Layer?)
    /// The point lies too close to a bounds edge, the horizon or a zero determinant for
    /// floating-point code to agree on the answer.
    case ambiguous
  }

  private struct Node {
    let layer: Layer
    let parent: Int?  // index into nodes
    let inverse: ReferenceMatrix3?
    let isHidden: Bool
    let masksToBounds: Bool
    let minX, minY, maxX, maxY: Double
    let facingAway: Bool?  // nil: undecidable (det ≈ 0)
    let drawingRank: Int
    let sublayerRank: Int
  }

  private var nodes: [Node] = []

  /// Relative width of the band around a bounds edge inside which the answer is not compared.
  public static let edgeMargin = 1e-7

  /// A tester of the tree under `root`, whose levels it reads once.
  public init(root: Layer) {
    // Ranks: pre-order position when siblings are visited back to front (a layer before its
    // sublayers).
    var drawingRank: [ObjectIdentifier: Int] = [:]
    var sublayerRank: [ObjectIdentifier: Int] = [:]
    func rank(_ layer: Layer, byZ: Bool, into table: inout [ObjectIdentifier: Int]) {
      table[ObjectIdentifier(layer)] = table.count
      var children = Array(layer.sublayers.enumerated())
      if byZ {
        // zPosition ascending, NaN after every number, ties by index (insertion sort: stable).
        func before(_ a: (offset: Int, element: Layer), _ b: (offset: Int, element: Layer)) -> Bool
        {
          let (za, zb) = (a.element.zPosition, b.element.zPosition)
          if za.isNaN != zb.isNaN { return zb.isNaN }
          if !za.isNaN && za != zb { return za < zb }
          return a.offset < b.offset
        }
        for i in children.indices.dropFirst() {
          var j = i
          while j > 0 && before(children[j], children[j - 1]) {
            children.swapAt(j, j - 1)
            j -= 1
          }
        }
      }
      for child in children { rank(child.element, byZ: byZ, into: &table) }
    }
    rank(root, byZ: true, into: &drawingRank)
    rank(root, byZ: false, into: &sublayerRank)

    var stack: [(Layer, Int?)] = [(root, nil)]
    while let (layer, parent) = stack.popLast() {
      let level = ReferenceGeometry.level(of: layer)
      let b = layer.bounds
      let minX = min(b.origin.x, b.origin.x + b.size.width)
      let minY = min(b.origin.y, b.origin.y + b.size.height)
      var facingAway: Bool? = false
      if !layer.isDoubleSided {
        let f = level.forward
        let det = f.determinant * (layer.isGeometryFlipped ? -1 : 1)
        let scale = f.allEntries.map { $0 * $0 }.reduce(0, +).squareRoot()
        facingAway = abs(det) <= 1e-10 * scale * scale * scale ? nil : det < 0
      }
      nodes.append(
        Node(
          layer: layer, parent: parent, inverse: level.inverse, isHidden: layer.isHidden,
          masksToBounds: layer.masksToBounds, minX: minX, minY: minY,
          maxX: minX + abs(b.size.width), maxY: minY + abs(b.size.height),
          facingAway: facingAway, drawingRank: drawingRank[ObjectIdentifier(layer)]!,
          sublayerRank: sublayerRank[ObjectIdentifier(layer)]!))
      let index = nodes.count - 1
      for child in layer.sublayers { stack.append((child, index)) }
    }
  }

  /// Whether `q` is inside the node's bounds (half-open), or `nil` when it is within the margin of
  /// an edge.
  private static func contains(_ node: Node, _ q: Point2D) -> Bool? {
    if !(node.maxX > node.minX) || !(node.maxY > node.minY) { return false }  // empty: never inside
    let tolerance =
      edgeMargin
      * (1 + abs(q.x) + abs(q.y) + abs(node.minX) + abs(node.minY) + node.maxX
        - node.minX + node.maxY - node.minY)
    let distances = [q.x - node.minX, node.maxX - q.x, q.y - node.minY, node.maxY - q.y]
    if distances.contains(where: { abs($0) <= tolerance }) { return nil }
    return distances.allSatisfy { $0 > 0 }
  }

  /// The layer the library's `root.hitTest(point, order:)` must return.
  public func hit(_ point: Point2D, order: Layer.HitTestOrder) -> Outcome {
    guard let hits = hitAll(point, order: order) else { return .ambiguous }
    return .hit(hits.first)
  }

  /// Every layer hit at the point (reached through its ancestors, containing the point, not facing
  /// away), front to back in `order`; `nil` when the answer is ambiguous.
  public func hitAll(_ point: Point2D, order: Layer.HitTestOrder) -> [Layer]? {
    var local = [Point2D?](repeating: nil, count: nodes.count)
    var hits: [(rank: Int, layer: Layer)] = []
    for (i, node) in nodes.enumerated() {
      let input: Point2D
      if let parent = node.parent {
        guard let p = local[parent] else { continue }  // the parent's subtree is skipped
        input = p
      } else {
        input = point
      }
      if node.isHidden { continue }
      guard let inverse = node.inverse else { continue }
      let h = inverse.homogeneous(input.x, input.y)
      if !inverse.isAffine {
        if abs(h.w) <= ReferenceGeometry.horizonMargin * (abs(h.x) + abs(h.y) + abs(h.w)) {
          return nil
        }
        if !(h.w > 0) { continue }
      }
      let q = Point2D(x: h.x / h.w, y: h.y / h.w)
      guard q.x.isFinite, q.y.isFinite else { continue }
      guard let inside = Self.contains(node, q) else { return nil }
      if node.masksToBounds && !inside { continue }
      local[i] = q
      guard inside else { continue }
      guard let facingAway = node.facingAway else { return nil }
      if facingAway { continue }
      hits.append((order == .drawingOrder ? node.drawingRank : node.sublayerRank, node.layer))
    }
    return hits.sorted { $0.rank > $1.rank }.map(\.layer)
  }
}

// MARK: - Random trees

/// What random trees may contain.
public struct RandomTreeOptions: Sendable {
  /// The deepest level below the root (the root is level 0); one chain always reaches it.
  public var maxDepth: Int
  /// The most layers in one tree.
  public var maxLayers: Int
  /// Whether transforms and sublayerTransforms may be perspective (non-affine in the plane).
  public var perspective: Bool
  /// Whether `isHidden`, `masksToBounds`, `isDoubleSided = false` may be set.
  public var hitTestFlags: Bool
  /// The probability that a level gets an exactly singular 2D transform (scale 0 on one axis).
  public var singularProbability: Double
  /// The eye distance `d` of perspectives (`m34 = −1/d`).
  ///
  /// Short distances and steep tilts put parts of layers behind the eye.
  public var perspectiveDistance: ClosedRange<Double>
  /// The largest tilt (radians) before a perspective.
  public var maxTilt: Double

  /// Options with the given limits; the defaults are trees of up to 40 layers and 8 levels that
  /// may hold every kind of transform and flag.
  public init(
    maxDepth: Int = 8, maxLayers: Int = 40, perspective: Bool = true, hitTestFlags: Bool = true,
    singularProbability: Double = 0, perspectiveDistance: ClosedRange<Double> = 400...1500,
    maxTilt: Double = 0.9
  ) {
    self.maxDepth = maxDepth
    self.maxLayers = maxLayers
    self.perspective = perspective
    self.hitTestFlags = hitTestFlags
    self.singularProbability = singularProbability
    self.perspectiveDistance = perspectiveDistance
    self.maxTilt = maxTilt
  }

  /// Perspectives close enough to the eye that many points are behind it (`w ≤ 0`).
  public static var strongPerspective: RandomTreeOptions {
    var options = RandomTreeOptions()
    options.perspectiveDistance = 120...400
    options.maxTilt = 1.45
    return options
  }
}

/// A seeded random layer tree: `layers` lists every layer, parents before children, root first.
public struct RandomLayerTree {
  /// The root of the tree.
  public let root: Layer
  /// Every layer of the tree, parents before children, root first.
  public private(set) var layers: [Layer] = []

  /// A tree drawn by `generator` within `options`.
  public init<G: RandomNumberGenerator>(
    options: RandomTreeOptions = .init(), using generator: inout G
  ) {
    root = Layer()
    layers = [root]
    Self.configure(root, parent: nil, options: options, using: &generator)
    // A spine reaching maxDepth, then random branches.
    var spine = root
    for _ in 0..<options.maxDepth {
      let child = Layer()
      Self.configure(child, parent: spine, options: options, using: &generator)
      spine.addSublayer(child)
      layers.append(child)
      spine = child
    }
    while layers.count < options.maxLayers {
      let parent = layers[Int.random(in: 0..<layers.count, using: &generator)]
      guard ReferenceGeometry.ancestry(of: parent).count <= options.maxDepth else { continue }
      let child = Layer()
      Self.configure(child, parent: parent, options: options, using: &generator)
      if Bool.random(using: &generator) || parent.sublayers.isEmpty {
        parent.addSublayer(child)
      } else {
        parent.insertSublayer(
          child, at: Int.random(in: 0...parent.sublayers.count, using: &generator))
      }
      layers.append(child)
    }
    // Parents before children, in tree order.
    var ordered: [Layer] = []
    var stack = [root]
    while let l = stack.popLast() {
      ordered.append(l)
      stack.append(contentsOf: l.sublayers.reversed())
    }
    layers = ordered
  }

  /// Whether an event of probability `p` happens.
  public static func chance<G: RandomNumberGenerator>(_ p: Double, _ g: inout G) -> Bool {
    Double.random(in: 0..<1, using: &g) < p
  }

  /// Sets every geometric property of `layer` at random (placed mostly over `parent`'s bounds).
  public static func configure<G: RandomNumberGenerator>(
    _ layer: Layer, parent: Layer?, options: RandomTreeOptions, using g: inout G
  ) {
    let origin =
      chance(0.5, &g)
      ? Point2D.zero
      : Point2D(
        x: Double.random(in: -50...50, using: &g), y: Double.random(in: -50...50, using: &g))
    let size =
      chance(0.03, &g)
      ? Size2D.zero
      : Size2D(
        width: Double.random(in: 20...250, using: &g),
        height: Double.random(in: 20...250, using: &g))
    layer.bounds = Rect2D(origin: origin, size: size)
    if chance(0.5, &g) {
      layer.anchorPoint = Point2D(
        x: Double.random(in: -0.25...1.25, using: &g), y: Double.random(in: -0.25...1.25, using: &g)
      )
    }
    if chance(0.3, &g) { layer.anchorPointZ = Double.random(in: -40...40, using: &g) }
    switch Int.random(in: 0..<10, using: &g) {
    case 0..<3: layer.zPosition = Double(Int.random(in: -2...2, using: &g))  // ties
    case 3..<5: layer.zPosition = Double.random(in: -40...40, using: &g)
    default: break
    }
    if let parent {
      let pb = parent.bounds
      layer.position = Point2D(
        x: pb.origin.x + Double.random(in: -0.2...1.2, using: &g) * pb.size.width,
        y: pb.origin.y + Double.random(in: -0.2...1.2, using: &g) * pb.size.height)
    } else {
      layer.position = Point2D(
        x: Double.random(in: 0...300, using: &g), y: Double.random(in: 0...300, using: &g))
    }
    layer.transform = randomLayerTransform(options: options, using: &g)
    if chance(0.25, &g) {
      layer.sublayerTransform = randomSublayerTransform(options: options, using: &g)
    }
    layer.isGeometryFlipped = chance(0.2, &g)
    if options.hitTestFlags {
      layer.isHidden = chance(0.08, &g)
      layer.masksToBounds = chance(0.2, &g)
      layer.isDoubleSided = !chance(0.2, &g)
    }
    if chance(options.singularProbability, &g) {
      layer.transform =
        chance(0.5, &g)
        ? Transform3D(scaleX: 0, y: Double.random(in: 0.5...2, using: &g), z: 1)
        : Transform3D(scaleX: Double.random(in: 0.5...2, using: &g), y: 0, z: 1)
    }
  }

  /// A mix of identity, translations, scales, rotations, shears, 3D rotations and perspectives.
  public static func randomLayerTransform<G: RandomNumberGenerator>(
    options: RandomTreeOptions, using g: inout G
  ) -> Transform3D {
    func signedScale() -> Double {
      (Bool.random(using: &g) ? 1 : -1) * Double.random(in: 0.5...2, using: &g)
    }
    let kinds = options.perspective ? 9 : 6
    switch Int.random(in: 0..<kinds, using: &g) {
    case 0, 1: return .identity
    case 2:
      return Transform3D(
        translationX: Double.random(in: -40...40, using: &g),
        y: Double.random(in: -40...40, using: &g), z: 0)
    case 3: return Transform3D(scaleX: signedScale(), y: signedScale(), z: 1)
    case 4:
      return Transform3D(
        rotationAngle: Double.random(in: -.pi...(.pi), using: &g), x: 0, y: 0, z: 1)
    case 5:
      // A general, well-conditioned affine map: scale, shear, rotate, translate.
      let shear = Double.random(in: -0.8...0.8, using: &g)
      return Transform3D(scaleX: signedScale(), y: signedScale(), z: 1)
        .concatenating(
          Transform3D(AffineTransform2D(a: 1, b: 0, c: shear, d: 1, tx: 0, ty: 0))
        )
        .concatenating(
          Transform3D(rotationAngle: Double.random(in: -.pi...(.pi), using: &g), x: 0, y: 0, z: 1)
        )
        .concatenating(
          Transform3D(
            translationX: Double.random(in: -30...30, using: &g),
            y: Double.random(in: -30...30, using: &g), z: Double.random(in: -20...20, using: &g)))
    case 6:
      // A 3D rotation seen orthographically (affine in the plane, not a 2D transform).
      return Transform3D(
        rotationAngle: Double.random(in: -1...1, using: &g),
        x: Double.random(in: -1...1, using: &g), y: Double.random(in: -1...1, using: &g),
        z: Double.random(in: -1...1, using: &g))
    default:
      // Rotation about an axis in the plane, then a perspective (m34 = −1/d).
      let angle = Double.random(in: -options.maxTilt...options.maxTilt, using: &g)
      let (ax, ay) = (Double.random(in: -1...1, using: &g), Double.random(in: -1...1, using: &g))
      var perspective = Transform3D.identity
      perspective.m34 = -1 / Double.random(in: options.perspectiveDistance, using: &g)
      return Transform3D(rotationAngle: angle, x: ax, y: ay, z: 0).concatenating(perspective)
    }
  }

  /// A sublayerTransform: scale, translation, rotation, or (with perspective) a perspective.
  public static func randomSublayerTransform<G: RandomNumberGenerator>(
    options: RandomTreeOptions, using g: inout G
  ) -> Transform3D {
    switch Int.random(in: 0..<(options.perspective ? 4 : 3), using: &g) {
    case 0:
      return Transform3D(
        scaleX: Double.random(in: 0.5...2, using: &g), y: Double.random(in: 0.5...2, using: &g),
        z: 1)
    case 1:
      return Transform3D(
        translationX: Double.random(in: -30...30, using: &g),
        y: Double.random(in: -30...30, using: &g), z: 0)
    case 2:
      return Transform3D(rotationAngle: Double.random(in: -1...1, using: &g), x: 0, y: 0, z: 1)
    default:
      var perspective = Transform3D.identity
      perspective.m34 = -1 / Double.random(in: options.perspectiveDistance, using: &g)
      return perspective
    }
  }
}

/// A point with each coordinate uniformly in a rectangle grown by `margin` of its size on each
/// side.
public func randomPoint<G: RandomNumberGenerator>(
  around rect: Rect2D, margin: Double = 0.25, using g: inout G
) -> Point2D {
  let r = rect.standardized
  let (w, h) = (max(r.size.width, 1), max(r.size.height, 1))
  return Point2D(
    x: r.origin.x - margin * w + Double.random(in: 0...1, using: &g) * w * (1 + 2 * margin),
    y: r.origin.y - margin * h + Double.random(in: 0...1, using: &g) * h * (1 + 2 * margin))
}

/// A point in world space (the space the root's position lives in) that is likely to hit
/// something: half the time a point inside one of `layers`' bounds carried up by the reference,
/// otherwise a point near the root's position.
public func randomWorldPoint<G: RandomNumberGenerator>(
  among layers: [Layer], root: Layer, using g: inout G
) -> Point2D {
  if Bool.random(using: &g) {
    let layer = layers[Int.random(in: 0..<layers.count, using: &g)]
    let local = randomPoint(around: layer.bounds, margin: 0.1, using: &g)
    if case .point(let p) = ReferenceGeometry.convert(local, from: layer, to: nil),
      p.x.isFinite, p.y.isFinite
    {
      return p
    }
  }
  return randomPoint(
    around: Rect2D(x: root.position.x - 300, y: root.position.y - 300, width: 600, height: 600),
    margin: 0, using: &g)
}

extension RandomLayerTree {
  /// A point in world space that is likely to hit something (see
  /// `randomWorldPoint(among:root:using:)`).
  public func randomWorldPoint<G: RandomNumberGenerator>(using g: inout G) -> Point2D {
    LayerGeometryTestSupport.randomWorldPoint(among: layers, root: root, using: &g)
  }

  /// Changes one random property of one random layer, or moves a random subtree under another layer
  /// (never under itself or its own descendants).
  public mutating func mutate<G: RandomNumberGenerator>(
    options: RandomTreeOptions, using g: inout G
  ) {
    let layer = layers[Int.random(in: 0..<layers.count, using: &g)]
    switch Int.random(in: 0..<12, using: &g) {
    case 0:
      layer.bounds.origin = Point2D(
        x: Double.random(in: -50...50, using: &g), y: Double.random(in: -50...50, using: &g))
    case 1:
      layer.bounds.size = Size2D(
        width: Double.random(in: 20...250, using: &g),
        height: Double.random(in: 20...250, using: &g))
    case 2:
      layer.position = Point2D(
        x: Double.random(in: -100...300, using: &g), y: Double.random(in: -100...300, using: &g))
    case 3:
      layer.anchorPoint = Point2D(
        x: Double.random(in: -0.25...1.25, using: &g), y: Double.random(in: -0.25...1.25, using: &g)
      )
    case 4: layer.anchorPointZ = Double.random(in: -40...40, using: &g)
    case 5: layer.zPosition = Double(Int.random(in: -2...2, using: &g))
    case 6: layer.transform = Self.randomLayerTransform(options: options, using: &g)
    case 7: layer.sublayerTransform = Self.randomSublayerTransform(options: options, using: &g)
    case 8: layer.isGeometryFlipped.toggle()
    case 9:
      if options.hitTestFlags {
        layer.isHidden = Self.chance(0.1, &g)
        layer.masksToBounds.toggle()
        layer.isDoubleSided.toggle()
      }
    default:
      // Move `layer` (not the root) under a layer outside its subtree, at a random index.
      guard layer !== root else { return }
      let candidates = layers.filter { candidate in
        !ReferenceGeometry.ancestry(of: candidate).contains { $0 === layer }
      }
      let parent = candidates[Int.random(in: 0..<candidates.count, using: &g)]
      let others = parent.sublayers.filter { $0 !== layer }.count
      parent.insertSublayer(layer, at: Int.random(in: 0...others, using: &g))
      var ordered: [Layer] = []
      var stack = [root]
      while let l = stack.popLast() {
        ordered.append(l)
        stack.append(contentsOf: l.sublayers.reversed())
      }
      layers = ordered
    }
  }
}
