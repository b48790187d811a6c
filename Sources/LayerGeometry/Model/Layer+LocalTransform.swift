// The map from a layer's coordinate space into its superlayer's: the one place where bounds origin,
// flip, anchor point, transform, position, zPosition and the superlayer's sublayerTransform are
// combined. Frame, conversion and hit testing all start from here.
//
// Row vectors, `p' = p · M`, the left factor applied first (as CATransform3D):
//
//   M(L→U) = T(−bo) · F · T(−A, −apz) · X · T(pos, zPosition) · T(−P) · S · T(P)
//
// bo = bounds.origin; F = isGeometryFlipped ? (x, y) → (x, h − y) : identity; A = anchorPoint · size;
// X = transform; S = U.sublayerTransform; P = U.bounds.origin + U.anchorPoint · U.size (z = 0).
// A root has no S term. Every ordinary layer flattens its sublayers into its plane z = 0, so one
// level of the tree is the 3×3 homography H(L→U): rows and columns 1, 2 and 4 of M(L→U). A 3D
// context (a transform layer's sublayers) composes the 4×4 M(L→U) itself: makeSpatialLevel().
// M(L→U) splits at S into the layer's own part, into U's *sublayer space*
// (transformToSublayerSpace), and U's part T(−P) · S · T(P) (sublayerSpaceMap, when S stays in the
// plane): hit testing keeps its boxes of U's sublayers before S, and every level is still the
// whole product.

extension Layer {
  /// `T(−A, −anchorPointZ) · transform · T(position, zPosition)` for a given size and position: the
  /// placement of the layer's bounds in its superlayer's sublayer space, the matrix behind ``frame``.
  func placement(size: Size2D, position: Point2D) -> Transform3D {
    transform
      .translatedBy(
        x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, z: -anchorPointZ
      )
      .followedByTranslation(x: position.x, y: position.y, z: zPosition)
  }

  /// Whether every value of the layer's own geometry is finite: bounds (origin included), position,
  /// anchor point, anchorPointZ, zPosition and transform.
  ///
  /// Tested first without a branch per value: a sum of finite values that is finite proves that
  /// every value is; only when the sum is not (a non-finite value, or an overflow of the sum) are the
  /// values tested one by one.
  @inlinable
  var ownGeometryIsFinite: Bool {
    let state = storage
    let b = state.pointee.bounds
    let (p, a) = (state.pointee.position, state.pointee.anchorPoint)
    let t = state.pointee.transform
    let (apz, zp) = (state.pointee.anchorPointZ, state.pointee.zPosition)
    let own =
      ((b.origin.x + b.origin.y) + (b.size.width + b.size.height))
      + ((p.x + p.y) + (a.x + a.y)) + (apz + zp)
    let rows =
      ((t.m11 + t.m12) + (t.m13 + t.m14)) + ((t.m21 + t.m22) + (t.m23 + t.m24))
      + ((t.m31 + t.m32) + (t.m33 + t.m34)) + ((t.m41 + t.m42) + (t.m43 + t.m44))
    return (own + rows).isFinite || everyOwnGeometryValueIsFinite
  }

  /// ``ownGeometryIsFinite``, tested value by value.
  @usableFromInline
  var everyOwnGeometryValueIsFinite: Bool {
    bounds.isFinite && position.isFinite && anchorPoint.isFinite && anchorPointZ.isFinite
      && zPosition.isFinite && transform.isFinite
  }

  /// The point of this layer's space about which its ``sublayerTransform`` applies:
  /// `bounds.origin + anchorPoint · bounds.size`, taken literally in a flipped space.
  var sublayerTransformPivot: Point2D { storage.pointee.sublayerTransformPivot }

  /// The superlayer's state, read without retaining the superlayer (alive while it holds this
  /// layer: it clears the reference when it drops the layer).
  var superlayerStorage: _LayerState? {
    storage.pointee.superlayerState
  }

  /// The point of the layer's own space that is pinned to ``position``: the anchor point placed in the
  /// bounds, `bounds.origin + anchorPoint · size`, measured from the bottom when the geometry is
  /// flipped (the flip applies after the bounds origin is removed).
  var anchorInOwnSpace: Point2D {
    let pivot = sublayerTransformPivot
    guard isGeometryFlipped else { return pivot }
    let down = anchorPoint.y * bounds.size.height
    return Point2D(x: pivot.x, y: bounds.origin.y + (bounds.size.height - down))
  }

  /// `K`: how ``transform`` moves the layer's plane about its anchor, seen in the superlayer's plane.
  ///
  /// Rows and columns 1, 2 and 4 of `T(0, 0, −anchorPointZ) · transform`, divided by its (3, 3)
  /// entry `m44 − anchorPointZ·m34`. The frame setter inverts its linear part, and moving the anchor point
  /// moves the position by it. For a two-dimensional transform it is the transform's affine part.
  var planeMap: AffineTransform2D {
    let t = transform
    let w = t.m44 - anchorPointZ * t.m34
    return AffineTransform2D(
      a: t.m11 / w, b: t.m12 / w, c: t.m21 / w, d: t.m22 / w,
      tx: (t.m41 - anchorPointZ * t.m31) / w, ty: (t.m42 - anchorPointZ * t.m32) / w)
  }

  /// How far the layer's plane moves in z, per point moved along x and along y in the layer's space
  /// (zero for a two-dimensional transform): the z column beside ``planeMap``.
  var depthPerPoint: (x: Double, y: Double) {
    let t = transform
    let w = t.m44 - anchorPointZ * t.m34
    return (t.m13 / w, t.m23 / w)
  }

  /// `M(L→U)`: the full 4×4 map from this layer's space into its superlayer's (or, for a root, into the
  /// space its position lives in).
  var transformToSuperlayer: Transform3D {
    let placed = transformToSublayerSpace
    guard let superlayer = superlayerStorage, !superlayer.pointee.sublayerTransformIsIdentity
    else { return placed }
    let pivot = superlayer.pointee.sublayerTransformPivot
    return
      placed
      .followedByTranslation(x: -pivot.x, y: -pivot.y, z: 0)
      .concatenating(superlayer.pointee.sublayerTransform)
      .followedByTranslation(x: pivot.x, y: pivot.y, z: 0)
  }

  /// `T(−bo) · F · T(−A, −apz) · X · T(pos, zPosition)`: ``transformToSuperlayer`` up to the
  /// superlayer's sublayer transform, into the superlayer's *sublayer space*, where its sublayers
  /// are placed before that transform applies.
  var transformToSublayerSpace: Transform3D {
    let (origin, size) = (bounds.origin, bounds.size)
    let placement = placement(size: size, position: position)
    // T(−bo) · F: without a flip, the translation's product written out (`translatedBy`).
    return isGeometryFlipped
      ? Transform3D(
        AffineTransform2D(a: 1, b: 0, c: 0, d: -1, tx: -origin.x, ty: size.height + origin.y)
      ).concatenating(placement)
      : placement.translatedBy(x: -origin.x, y: -origin.y, z: 0)
  }

  /// `T(−P) · S · T(P)`, the factor of every sublayer's level that this layer's
  /// ``sublayerTransform`` `S` contributes, as the 2D map from this layer's sublayer space into its
  /// own space; `nil` when `S` does not stay in the plane.
  ///
  /// When it does (``Transform3D/isAffine``), a sublayer's level `H(L→U)` is, in exact
  /// arithmetic, rows and columns 1, 2 and 4 of ``transformToSublayerSpace`` followed by this map:
  /// the sublayer's depth never reaches the plane. Hit testing keeps its boxes of the sublayers
  /// before this map, so that a change of it leaves them alone; every level is still computed whole.
  var sublayerSpaceMap: AffineTransform2D? {
    let state = storage
    let s = state.pointee.sublayerTransform
    guard s.isAffine else { return nil }
    let pivot = state.pointee.sublayerTransformPivot
    return AffineTransform2D(translationX: -pivot.x, y: -pivot.y)
      .concatenating(s.affineTransform)
      .concatenating(AffineTransform2D(translationX: pivot.x, y: pivot.y))
  }

  /// `H(L→U)` before the superlayer's sublayer transform: rows and columns 1, 2 and 4 of
  /// ``transformToSublayerSpace`` (computed in 2D when ``transform`` stays in the plane).
  var levelInSublayerSpace: Homography {
    transform.isAffine
      ? Homography(planarTransformToSublayerSpace) : Homography(transformToSublayerSpace)
  }

  /// ``transformToSublayerSpace`` as a 2D map, when ``transform`` stays in the plane.
  ///
  /// The same products, in the same order, with the z row and column (the identity's) left out,
  /// so the same numbers for finite inputs. Under an identity sublayer transform above, the level.
  var planarTransformToSublayerSpace: AffineTransform2D {
    let state = storage
    let (origin, size) = (state.pointee.bounds.origin, state.pointee.bounds.size)
    let (anchor, position) = (state.pointee.anchorPoint, state.pointee.position)
    let t = state.pointee.transform
    // placement: T(−A) · transform · T(position)
    let (ax, ay) = (-anchor.x * size.width, -anchor.y * size.height)
    let tx = ax * t.m11 + ay * t.m21 + t.m41 + position.x
    let ty = ax * t.m12 + ay * t.m22 + t.m42 + position.y
    // T(−bo) · F in front
    guard state.pointee.isGeometryFlipped else {
      return AffineTransform2D(
        a: t.m11, b: t.m12, c: t.m21, d: t.m22,
        tx: -origin.x * t.m11 + -origin.y * t.m21 + tx,
        ty: -origin.x * t.m12 + -origin.y * t.m22 + ty)
    }
    let down = size.height + origin.y
    return AffineTransform2D(
      a: t.m11, b: t.m12, c: -t.m21, d: -t.m22,
      tx: -origin.x * t.m11 + down * t.m21 + tx, ty: -origin.x * t.m12 + down * t.m22 + ty)
  }

  /// `H(L→U)` with the facts that decide how it may be walked.
  func makeLevelMap() -> LevelMap {
    makeLevelMap(facts: makeLevelFacts(), transformToSuperlayer: nil)
  }

  /// `M(L→U)` unflattened, for a plane of a 3D context, with the level `H(L→U)` restricted from
  /// it: the 4×4 matrix is the one whose rows and columns 1, 2 and 4 are ``makeLevelMap()``'s
  /// homography (for a level whose factors all stay in the plane, the 2D computation of
  /// ``planarTransformToSublayerSpace`` gives the same values; a flipped layer's may write −0 where
  /// the 4×4 product has +0).
  func makeSpatialLevel() -> SpatialLevel {
    let facts = makeLevelFacts()
    guard facts.inputsAreFinite else {
      return SpatialLevel(transform: .notANumber, level: LevelMap(notANumber: ()))
    }
    let transform = transformToSuperlayer
    let level = makeLevelMap(facts: facts, transformToSuperlayer: transform)
    return SpatialLevel(transform: level.isFinite ? transform : .notANumber, level: level)
  }

  /// What decides how a level is built and walked, read from the layer and its superlayer.
  private func makeLevelFacts() -> LevelFacts {
    var facts = LevelFacts(
      inputsAreFinite: ownGeometryIsFinite, factorIsSingular: transform.isSingularInThePlane,
      isPlanar: transform.isAffine)
    if let superlayer = superlayerStorage {
      facts.inputsAreFinite =
        facts.inputsAreFinite && superlayer.pointee.bounds.isFinite
        && superlayer.pointee.anchorPoint.isFinite
      if !superlayer.pointee.sublayerTransformIsIdentity {
        let s = superlayer.pointee.sublayerTransform
        facts.inputsAreFinite = facts.inputsAreFinite && s.isFinite
        facts.factorIsSingular = facts.factorIsSingular || s.isSingularInThePlane
        facts.isPlanar = false
      }
    }
    return facts
  }

  /// `H(L→U)`: restricted from `M(L→U)` (`transformToSuperlayer`, computed here when not given),
  /// or computed in 2D when every factor stays in the plane.
  private func makeLevelMap(facts: LevelFacts, transformToSuperlayer spatial: Transform3D?)
    -> LevelMap
  {
    guard facts.inputsAreFinite else { return LevelMap(notANumber: ()) }
    let forward =
      facts.isPlanar
      ? Homography(planarTransformToSublayerSpace)
      : Homography(spatial ?? transformToSuperlayer)
    guard forward.isFinite else { return LevelMap(notANumber: ()) }
    let isSingular = facts.factorIsSingular || forward.determinant == 0
    return LevelMap(forward: forward, inverse: isSingular ? nil : forward.inverted())
  }
}

/// The facts of one level that decide how it is built: whether its inputs are finite, whether a
/// 2D factor is singular, and whether every factor stays in the plane.
private struct LevelFacts {
  var inputsAreFinite: Bool
  var factorIsSingular: Bool
  var isPlanar: Bool
}

/// One level of a 3D context: `M(L→U)` unflattened, and the flattened level `H(L→U)` restricted
/// from it.
struct SpatialLevel {
  /// `M(L→U)`; all `NaN` when the level is not finite.
  let transform: Transform3D
  /// `H(L→U)`: rows and columns 1, 2 and 4 of ``transform`` (the same values), exactly as
  /// ``Layer/makeLevelMap()`` makes it.
  let level: LevelMap
}

/// One level of a layer tree, `H(L→U)`, ready to be walked up (``forward``) or down (``inverse``).
struct LevelMap {
  /// `H(L→U)`; all `NaN` when an input of the level is not finite.
  let forward: Homography
  /// The true inverse; `nil` when the level is singular or not finite.
  let inverse: Homography?
  /// Whether every input of the level is finite.
  let isFinite: Bool

  init(forward: Homography, inverse: Homography?) {
    self.forward = forward
    self.inverse = inverse
    self.isFinite = true
  }

  init(notANumber: Void) {
    forward = .notANumber
    inverse = nil
    isFinite = false
  }
}

/// What a layer remembers about its place in the tree, valid until something at or above it changes.
///
/// A class, so that a conversion remembered for a pair of layers can check by identity that both
/// layers' caches are still the ones it was built from (see `Layer.rememberConversion(from:to:)`).
@usableFromInline
final class GeometryCache {
  /// This layer's level.
  let level: LevelMap
  /// The number of superlayers above this layer.
  let depth: Int

  init(level: LevelMap, depth: Int) {
    self.level = level
    self.depth = depth
  }
}

extension Layer {
  /// This layer's cache, computed (with any missing ones above it) when it is missing.
  var validGeometryCache: GeometryCache {
    if let cache = geometryCache { return cache }
    var missing: [Layer] = []
    var layer = superlayer
    while let current = layer, current.geometryCache == nil {
      missing.append(current)
      layer = current.superlayer
    }
    for current in missing.reversed() {
      current.geometryCache = current.makeGeometryCache(above: current.superlayer?.geometryCache)
    }
    let cache = makeGeometryCache(above: superlayer?.geometryCache)
    geometryCache = cache
    return cache
  }

  /// This layer's level: the cached one where there is one, otherwise made now and not kept, so
  /// that reading a whole tree whose caches a change dropped (a snapshot, the hit-test indices)
  /// allocates no cache object per layer.
  var levelWithoutCaching: LevelMap {
    geometryCache?.level ?? makeLevelMap()
  }

  /// The cache of this layer, given the (valid) cache of its superlayer.
  private func makeGeometryCache(above parent: GeometryCache?) -> GeometryCache {
    GeometryCache(level: makeLevelMap(), depth: (parent?.depth ?? -1) + 1)
  }

  /// Drops the cached maps of this layer and everything below it.
  ///
  /// A layer without a cache has none below it either (a cache is only ever computed after the caches
  /// above it), so the walk stops at layers already invalid.
  ///
  /// The walk holds its layers unretained (each is held by its superlayer while the walk runs) and
  /// allocates nothing when no sublayer has a cache, as when a layer is scrolled whose sublayers
  /// were only hit-tested.
  func invalidateGeometry() {
    guard geometryCache != nil else { return }
    geometryCache = nil
    var stack: [Unmanaged<Layer>] = []
    var next: Layer? = self
    while let layer = next {
      for sublayer in layer.storage.pointee.sublayers where sublayer.geometryCache != nil {
        sublayer.geometryCache = nil
        stack.append(.passUnretained(sublayer))
      }
      next = stack.popLast()?.takeUnretainedValue()
    }
  }
}
