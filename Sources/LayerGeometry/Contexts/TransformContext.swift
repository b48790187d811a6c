// The math of 3D contexts: the layers that a transform layer keeps in one 3D space instead of
// flattening them into its plane, as CATransformLayer does. Everything here is internal and
// self-contained; the live tree's hit test (Layer+ContextHitTesting.swift), conversions
// (`ConversionPath`, Layer+Conversion.swift) and the snapshot's hit test
// (LayerSnapshot+ContextHitTesting.swift) and pieces (LayerSnapshot+Pieces.swift) call it, and
// pictures draw a context as the snapshot's pieces (SVGPictureRenderer.swift).
//
// Terms. A 3D context is a layer R that is not a transform layer, with everything reached from it
// through transform layers; its planes are the layers that are not transform layers and whose
// superlayer is a transform layer of the context. Each plane flattens its own sublayers, as every
// layer does, so below a plane the plain tree's levels H(L→U) apply unchanged.
//
// What this file and its neighbours give:
// - `ContextMap`: the map of one plane into R's space. `M(plane→R)` is the product of the 4×4
//   levels `M(L→U)` (`Layer.makeSpatialLevel()`, whose rows and columns 1, 2 and 4 are the plain
//   tree's `H(L→U)`) from the plane up to R, with no flattening in between; flattening (dropping
//   z, dividing by w) happens once, at R. Up: `mapUp` (a point and its depth), `boundingBoxUp`.
//   Down: `cast` (the ray along R's z through a point of R's plane, onto the plane),
//   `boundingBoxDown`; and `convert(_:from:to:)` between two planes of one context, through R's
//   plane.
// - `Layer.unflattenedMap(into:)` (one plane, levels composed from the plane upwards, as a plain
//   conversion composes them) and `Layer.contextPlanes(of:isTransformLayer:)` (every plane of a
//   context, maps composed from R downwards, as the snapshot composes them).
// - `PlaneOrder` (PlaneOrder.swift): the drawing order of a context's planes, back to front, by a
//   BSP tree that splits planes that cross.
//
// Conventions:
// - Depth: the viewer looks down −z from +z; a larger z in R's space (after the division by w)
//   is nearer the viewer, as Core Animation documents `zPosition` ("visually closer to the
//   viewer").
// - A context whose matrices are all 2D gives the plain tree's numbers to the last bit: when every
//   level on the way keeps x and y free of z and w (`Transform3D.isAffineInThePlane`), dropping z
//   at each level changes nothing, so x and y go through the plain tree's own conversion paths
//   (`ConversionPath`, built from the same levels `H(L→U)`), and only the depth comes from the
//   4×4 product.
// - No recursion: every walk here uses an explicit stack or a loop.
//
// How it plugs in:
// - `Layer.kind == .transformLayer` is the `isTransformLayer` predicate of
//   `contextPlanes(of:isTransformLayer:)`; the root of a context is any layer that is not a
//   transform layer and has a transform-layer sublayer. A transform layer whose superlayer is a
//   transform layer extends the same context (nested contexts are one context).
// - Live `hitTest` (both orders, batch): at a layer R whose sublayers include transform layers,
//   the point p (in R's space after R's own level, as today) is cast onto every plane of the
//   context (`ContextMap.cast`; `w ≤ 0` and singular maps miss). A plane is a candidate when its
//   usual hit test (its subtree flattened as today, from the plane point `q`) answers; among the
//   candidates the one with the largest depth wins; depths within 1e-9 relative
//   (`ContextMap.isTie`) go to the one later in drawing order (the order of
//   `contextPlanes`, which is the order the planes are listed in: depth-first, siblings as
//   `sublayersInDrawingOrder`). Transform layers are never answered; their `masksToBounds` is
//   ignored (they are walked through, not tested with `contains`); a hidden transform layer hides
//   its subtree (`contextPlanes(…, skippingHidden: true)`); `isDoubleSided == false` is judged on
//   each plane's full map (`ContextPlane.isFacingAway`: `det H(plane→R) · (isGeometryFlipped ?
//   −1 : 1) < 0`, with `H` restricted from `ContextMap.transform`). Sublayers of R that are not
//   transform layers keep today's rules, and the context's planes are searched with R's other
//   sublayers in R's hit order (a transform-layer sublayer stands for its whole context at its
//   place in that order). A flat context (every map `planar`, every zPosition 0) ties every
//   depth, so the later plane in drawing order wins, as in the plain tree, and `cast` gives the
//   plain conversion's plane point; with zPositions, depth (the sum of zPositions down the
//   context) decides, which can differ from the plain tree's sibling-by-sibling zPosition order.
// - Conversions (`convert(_:from:)`, `convert(_:to:)`, points and rects): a path that crosses a
//   context replaces the levels between a plane and R by its `ContextMap`: up with `mapUp` /
//   `boundingBoxUp`, down with `cast` / `boundingBoxDown` (a NaN point when the ray misses). A
//   conversion to or from a transform layer itself goes through its own `ContextMap` as if it were
//   a plane (its plane z = 0). `frame` is unchanged: its own level, flattened.
// - `LayerSnapshot`: the builder records, per transform layer and plane, its `ContextMap` (the
//   composed map into the snapshot's space, and so the element's quad, box and clip, is its
//   `transform` flattened at R, `ContextMap.flattenedLevel`, then R's path; a transform layer's
//   `masksToBounds` clips nothing); `hitTest` and `hitTestAll` search as the live tree does
//   (`ContextHitSearch`), ranking a context's hits by `cast` depth with the tie rule above
//   (`DepthRanking`); `pieces` is `PlaneOrder.backToFront` over each context's planes and the
//   visible layers of their flattened subtrees (each polygon `PlaneOrder.polygon(of:along:)` of
//   its bounds, coplanar with its plane, so cut where its plane is cut), each piece's polygon
//   then mapped by R's path into snapshot space; one piece per visible layer for a tree without
//   transform layers.
// - `SVGPicture`: draws each layer of a context where the viewer sees it, as the snapshot's
//   `pieces` (in their order, each clipped by its masking ancestors); transform layers draw
//   nothing.

extension Transform3D {
  /// Whether x' and y' are an affine function of x and y alone and w' is 1.
  ///
  /// No perspective, and z feeds neither x', y' nor w'. The transform may still move points in z
  /// (a `zPosition`, a turn's z column), so its x and y are those of ``affineTransform`` exactly.
  var isAffineInThePlane: Bool {
    m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1 && m31 == 0 && m32 == 0
  }
}

/// The map of one plane of a 3D context into the space of the context's root `R`.
///
/// `transform` is `M(plane→R)`, the unflattened product of the 4×4 levels; a point of the plane
/// (z = 0) goes to `(X, Y, Z, W)`, which is in front of the viewer when `W > 0` and is then seen at
/// `(X/W, Y/W)` in R's plane, at depth `Z/W`.
struct ContextMap {
  /// `M(plane→R)`; all `NaN` when a level on the way is not finite.
  var transform: Transform3D
  /// When every level on the way is affine in the plane (``Transform3D/isAffineInThePlane``):
  /// the plain tree's conversion paths up from the plane to R and down from R to the plane, which
  /// then map x and y as the unflattened product does, with a plain conversion's numbers.
  var planar: (up: ConversionPath, down: ConversionPath)?

  /// The map as one level of a layer tree: `H` restricted from ``transform`` (rows and columns 1,
  /// 2 and 4), flattened once at R, with its inverse (which casts along R's z).
  var flattenedLevel: LevelMap {
    let forward = Homography(transform)
    return LevelMap(forward: forward, inverse: forward.inverted())
  }

  /// The map of R into itself.
  static var identity: ContextMap {
    ContextMap(transform: .identity, planar: (ConversionPath(), ConversionPath()))
  }

  /// The map of a sublayer: `level` (the sublayer's own) followed by this map.
  ///
  /// The 4×4 product and the way up are composed as the snapshot composes its maps (the
  /// sublayer's level on the left of the composed product), the way down as a conversion
  /// composes it (from R down).
  func prepending(_ level: SpatialLevel) -> ContextMap {
    let product = level.transform.concatenating(transform)
    guard let planar, level.transform.isAffineInThePlane else {
      return ContextMap(transform: product, planar: nil)
    }
    return ContextMap(
      transform: product,
      planar: (planar.up.prepending(level.level), planar.down.appendingDown(through: level.level)))
  }

  /// The homogeneous image `(X, Y, Z, W)` of a point of the plane (z = 0).
  func homogeneous(_ q: Point2D) -> (x: Double, y: Double, z: Double, w: Double) {
    let t = transform
    return (
      q.x * t.m11 + q.y * t.m21 + t.m41, q.x * t.m12 + q.y * t.m22 + t.m42,
      q.x * t.m13 + q.y * t.m23 + t.m43, q.x * t.m14 + q.y * t.m24 + t.m44
    )
  }

  /// A point of the plane seen in R's plane, and its depth in R's space (larger is nearer the
  /// viewer); `(NaN, NaN)` and a `NaN` depth when it is behind the eye (`W ≤ 0`).
  func mapUp(_ q: Point2D) -> (point: Point2D, depth: Double) {
    if let planar {
      let t = transform
      return (planar.up.map(q), q.x * t.m13 + q.y * t.m23 + t.m43)
    }
    let (x, y, z, w) = homogeneous(q)
    let divisor = w > 0 ? w : .nan
    return (Point2D(x: x / divisor, y: y / divisor), z / divisor)
  }

  /// The ray along R's z through a point `p` of R's plane, cast onto the plane: the plane point `q`
  /// whose image (after the division by W) is `p`, and the depth of that image in R's space.
  ///
  /// `q` solves `(q.x, q.y, 1) · H ∝ (p.x, p.y, 1)` with `H` rows and columns 1, 2 and 4 of
  /// ``transform``, through `H⁻¹ = adj(H) / det(H)` (`W` of the image is `1 / w` of `p · H⁻¹`, so
  /// the sign test is the plain tree's); a planar map goes down through ``planar``'s path, so a 2D
  /// context casts exactly as a plain tree converts. `nil` when the map is singular or not finite,
  /// or when the image would be behind the eye (`W ≤ 0`), or the result is not finite.
  func cast(_ p: Point2D) -> (point: Point2D, depth: Double)? {
    if let planar {
      let q = planar.down.map(p)
      let depth = mapUp(q).depth
      guard q.x.isFinite, q.y.isFinite, depth.isFinite else { return nil }
      return (q, depth)
    }
    return Self.cast(p, onto: transform)
  }

  /// The ray cast of ``cast(_:)`` for any 4×4 map of a plane (z = 0) into R's space.
  static func cast(_ p: Point2D, onto transform: Transform3D) -> (point: Point2D, depth: Double)? {
    guard let inverse = Homography(transform).inverted() else { return nil }
    let q = inverse.mapProjective(p)  // (NaN, NaN) when the image's W ≤ 0
    let t = transform
    let z = q.x * t.m13 + q.y * t.m23 + t.m43
    let w = q.x * t.m14 + q.y * t.m24 + t.m44
    let depth = z / w
    guard q.x.isFinite, q.y.isFinite, w > 0, depth.isFinite else { return nil }
    return (q, depth)
  }

  /// Whether two depths are equal within rounding: within 1e-9 of the larger magnitude.
  ///
  /// A hit test
  /// gives such a tie to the plane later in drawing order.
  static func isTie(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * Swift.max(abs(a), abs(b))
  }

  /// The box, in R's plane, of a rectangle of the plane: its corners through ``transform`` with
  /// the clipping rule of `frame` (``Rect2D/null`` when no corner is in front of the eye,
  /// ``Rect2D/infinite`` when only some are); for a planar map, the box a plain conversion gives
  /// (one affine run: its rules for `.null`, `.infinite` and non-finite rectangles included).
  func boundingBoxUp(of rect: Rect2D) -> Rect2D {
    if let planar { return planar.up.boundingBox(of: rect) }
    return Homography(transform).boundingBox(of: rect)
  }

  /// The box, in the plane, of a rectangle of R's plane un-projected along R's z: its corners cast
  /// onto the plane, clipped as ``boundingBoxUp(of:)`` clips; all `NaN` when the map is singular.
  func boundingBoxDown(of rect: Rect2D) -> Rect2D {
    if let planar { return planar.down.boundingBox(of: rect) }
    guard let inverse = Homography(transform).inverted() else { return .notANumber }
    return inverse.boundingBox(of: rect)
  }

  /// A point of plane `source` in the space of plane `target` of the same context (`nil`: R
  /// itself): up to R's plane, then cast down; `(NaN, NaN)` where either step misses.
  static func convert(_ point: Point2D, from source: ContextMap?, to target: ContextMap?)
    -> Point2D
  {
    let seen = source?.mapUp(point).point ?? point
    guard let target else { return seen }
    return target.cast(seen)?.point ?? Point2D(x: .nan, y: .nan)
  }

  /// A rectangle of plane `source` in the space of plane `target` (`nil`: R itself): boxed in R's
  /// plane, then that box un-projected; a `.null` or `.infinite` box in R's plane is the answer.
  static func convert(_ rect: Rect2D, from source: ContextMap?, to target: ContextMap?) -> Rect2D {
    let seen = source?.boundingBoxUp(of: rect) ?? rect
    guard let target, !seen.isNull, !seen.isInfinite else { return seen }
    return target.boundingBoxDown(of: seen)
  }
}

/// A plane of a 3D context, with its map into the context's root.
struct ContextPlane {
  /// The plane.
  let layer: Layer
  /// Its map into R's space.
  let map: ContextMap

  /// Whether the plane is single-sided and turned away from the viewer, judged on its full map
  /// into R's space: the hit-test rule of a level (`det H · (isGeometryFlipped ? −1 : 1) < 0`)
  /// applied to `H` restricted from `M(plane→R)` (its sign is that of the map's Jacobian
  /// wherever `W > 0`).
  var isFacingAway: Bool {
    layer.isFacingAway(LevelMap(forward: Homography(map.transform), inverse: nil))
  }
}

extension Layer {
  /// The map of this layer into the space of `root`, an ancestor, with no flattening in between:
  /// the 4×4 levels from this layer up to `root` (exclusive), composed from this layer upwards, as
  /// a plain conversion composes its levels (so, for a chain whose matrices are all 2D, the same
  /// numbers as `convert(_:to: root)` and, down, `convert(_:from: root)`).
  ///
  /// - Precondition: `root` is this layer or one of its ancestors.
  /// - Complexity: O(*d*), where *d* is the number of levels between the two layers.
  func unflattenedMap(into root: Layer) -> ContextMap {
    let (transform, isPlanar) = unflattenedProduct(into: root)
    guard isPlanar else { return ContextMap(transform: transform, planar: nil) }
    return ContextMap(
      transform: transform,
      planar: (ConversionPath(from: self, to: root), ConversionPath(from: root, to: self)))
  }

  /// `M(self→root)`, the product of the 4×4 levels from this layer up to `root` (exclusive), and
  /// whether every one of them is affine in the plane (``Transform3D/isAffineInThePlane``).
  ///
  /// - Precondition: `root` is this layer or one of its ancestors.
  func unflattenedProduct(into root: Layer) -> (transform: Transform3D, isPlanar: Bool) {
    var transform = Transform3D.identity
    var isPlanar = true
    var layer = self
    while layer !== root {
      guard let superlayer = layer.superlayer else {
        preconditionFailure("unflattenedMap(into:): the root is not an ancestor of the layer")
      }
      let level = layer.makeSpatialLevel()
      transform = transform.concatenating(level.transform)
      isPlanar = isPlanar && level.transform.isAffineInThePlane
      layer = superlayer
    }
    return (transform, isPlanar)
  }

  /// Every plane of the 3D context rooted at `root`, in drawing order (depth-first, each layer's
  /// sublayers as ``sublayersInDrawingOrder``), each with its map into `root`'s space.
  ///
  /// The walk goes down from the root's transform-layer sublayers through the sublayers for which
  /// `isTransformLayer` holds, and stops at every other sublayer, which is a plane. A transform
  /// layer is not itself listed, nor is a sublayer of the root that is not a transform layer.
  /// With `skippingHidden`, a hidden layer is neither walked nor listed (hit testing and drawing:
  /// a hidden transform layer hides its subtree); without it, every plane is listed
  /// (conversions).
  ///
  /// - Complexity: O(*n*), where *n* is the number of layers walked; an explicit stack, so the
  ///   depth of the context is bounded by memory only.
  static func contextPlanes(
    of root: Layer, isTransformLayer: (Layer) -> Bool, skippingHidden: Bool = false
  ) -> [ContextPlane] {
    // The root's own sublayers that are not transform layers are not in the context.
    let starts = root.sublayersInDrawingOrder.filter {
      isTransformLayer($0) && !(skippingHidden && $0.isHidden)
    }.map { (layer: $0, map: ContextMap.identity.prepending($0.makeSpatialLevel())) }
    return contextPlanes(
      through: starts, isTransformLayer: isTransformLayer, skippingHidden: skippingHidden)
  }

  /// Every plane reached through the given transform layers (in drawing order, each with its map
  /// into the context's root), as ``contextPlanes(of:isTransformLayer:skippingHidden:)`` walks
  /// below a root's transform-layer sublayers.
  static func contextPlanes(
    through starts: [(layer: Layer, map: ContextMap)], isTransformLayer: (Layer) -> Bool,
    skippingHidden: Bool
  ) -> [ContextPlane] {
    var planes: [ContextPlane] = []
    var stack: [(layer: Layer, map: ContextMap)] = starts.reversed()
    func pushSublayers(of layer: Layer, map: ContextMap) {
      for sublayer in layer.sublayersInDrawingOrder.reversed()
      where !(skippingHidden && sublayer.isHidden) {
        stack.append((sublayer, map.prepending(sublayer.makeSpatialLevel())))
      }
    }
    while let (layer, map) = stack.popLast() {
      if isTransformLayer(layer) {
        pushSublayers(of: layer, map: map)
      } else {
        planes.append(ContextPlane(layer: layer, map: map))
      }
    }
    return planes
  }
}
