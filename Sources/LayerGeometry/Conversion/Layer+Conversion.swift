extension Layer {
  /// Converts a point from another layer's coordinate space to this layer's, as
  /// `CALayer.convert(_:from:)`.
  ///
  /// The point goes up from `layer` to the nearest common ancestor, then down to this layer, through
  /// every term of each level: bounds origin, geometry flip, anchor point and `anchorPointZ`,
  /// transform, position and `zPosition`, and the superlayer's ``sublayerTransform``. Levels above
  /// the common ancestor play no part. The levels are composed into one matrix (into more matrices
  /// only where a product would overflow or underflow), keeping as a check the `w` of each perspective level
  /// before the last, so the point is divided once and is still caught behind the eye at any level;
  /// the answer is the level-by-level one up to rounding.
  /// - `nil`, or a layer in another tree: the common ancestor is the world space above the roots, so
  ///   each root's own position and transform apply.
  /// - Going up, a singular level is applied as it is (points collapse onto a line or a point, as in
  ///   Core Animation). Going down, a singular level gives `Point2D(x: .nan, y: .nan)`; so does, either
  ///   way, a perspective level that puts the point behind the eye (`w ≤ 0`), and any level with a
  ///   non-finite input.
  /// - Through a 3D context (layers below a transform layer, ``Kind/transformLayer``), a layer's way
  ///   up to the context's root R (its nearest ancestor that is not a transform layer) is one level:
  ///   the product of the 4×4 levels, flattened once at R, so a point goes up to where the viewer sees
  ///   it in R's plane, and down by the ray along R's z cast onto the layer's plane (`NaN` behind the
  ///   eye or where the map is singular). Two layers of one context meet at R, not at a transform
  ///   layer. A context whose levels are all 2D converts with the plain tree's numbers.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
  /// let child = Layer()
  /// child.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
  /// root.addSublayer(child)
  /// let p = child.convert(Point2D(x: 60, y: 70), from: root)
  /// // p == Point2D(x: 10, y: 20)
  /// ```
  ///
  /// - Parameters:
  ///   - point: A point in the coordinate space of `layer`.
  ///   - layer: The layer whose space `point` is in, or `nil` for the world space above the root.
  /// - Returns: The point in this layer's coordinate space.
  /// - Complexity: O(*d*) for the *d* levels between the two layers the first time, and after
  ///   anything above either of them changes (O(*D*) for the depth *D* of the deeper layer when that
  ///   change dropped the cached maps up to the root). The layer remembers the path of its last conversion:
  ///   converting again between the same two layers costs one composed matrix, plus a check of `w`
  ///   for each but the last of the *k* perspective levels on the way, whatever the depth. Without
  ///   perspective that warm conversion is inlined into the caller: two identity comparisons and an
  ///   affine map.
  @inlinable
  public func convert(_ point: Point2D, from layer: Layer?) -> Point2D {
    convert(point, fromSpaceOf: layer, toSpaceOf: self)
  }

  /// Converts a point from this layer's coordinate space to another layer's, as
  /// `CALayer.convert(_:to:)`: the exact inverse of ``convert(_:from:)-(Point2D,_)``.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
  /// let child = Layer()
  /// child.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
  /// root.addSublayer(child)
  /// let p = child.convert(Point2D(x: 10, y: 20), to: root)
  /// // p == Point2D(x: 60, y: 70)
  /// ```
  ///
  /// - Parameters:
  ///   - point: A point in this layer's coordinate space.
  ///   - layer: The layer to convert to, or `nil` for the world space above the root.
  /// - Returns: The point in the coordinate space of `layer`.
  /// - Complexity: As ``convert(_:from:)-(Point2D,_)``.
  @inlinable
  public func convert(_ point: Point2D, to layer: Layer?) -> Point2D {
    convert(point, fromSpaceOf: self, toSpaceOf: layer)
  }

  /// Converts a rectangle from another layer's coordinate space to this layer's: the bounding box of
  /// its converted corners, as `CALayer.convert(_:from:)` for rectangles.
  ///
  /// The four corners (not a box) go through the composed affine runs of the path and through the
  /// perspective level that follows a run; the box is taken right after each perspective level,
  /// clipped against `w > 0` as ``frame`` is (``Rect2D/null`` wholly behind the eye,
  /// ``Rect2D/infinite`` partly), and its corners go on; the last box is taken at the end. ``Rect2D/null`` stays null, whatever the path. Otherwise a level
  /// that cannot be walked (singular going down, or non-finite) anywhere on the path gives the
  /// all-`NaN` rectangle. A rectangle holding `NaN` or `±∞` (other than ``Rect2D/infinite``) gives
  /// the all-`NaN` rectangle on every path, the same layer's included, as
  /// ``Rect2D/applying(_:)-(AffineTransform2D)`` does.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
  /// let child = Layer()
  /// child.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
  /// child.transform = Transform3D(scaleX: 2, y: 2, z: 1)
  /// root.addSublayer(child)
  /// let r = root.convert(child.bounds, from: child)
  /// // r == Rect2D(x: 0, y: 0, width: 200, height: 200)
  /// ```
  ///
  /// - Parameters:
  ///   - rect: A rectangle in the coordinate space of `layer`.
  ///   - layer: The layer whose space `rect` is in, or `nil` for the world space above the root.
  /// - Returns: The bounding box in this layer's coordinate space.
  /// - Complexity: As ``convert(_:from:)-(Point2D,_)``.
  public func convert(_ rect: Rect2D, from layer: Layer?) -> Rect2D {
    rememberConversion(from: layer, to: self)
    return storage.pointee.conversionMemo.path.boundingBox(of: rect)
  }

  /// Converts a rectangle from this layer's coordinate space to another layer's: the exact inverse of
  /// ``convert(_:from:)-(Rect2D,_)``.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
  /// let child = Layer()
  /// child.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
  /// root.addSublayer(child)
  /// let r = child.convert(child.bounds, to: root)
  /// // r == child.frame
  /// ```
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this layer's coordinate space.
  ///   - layer: The layer to convert to, or `nil` for the world space above the root.
  /// - Returns: The bounding box in the coordinate space of `layer`.
  /// - Complexity: As ``convert(_:from:)-(Point2D,_)``.
  public func convert(_ rect: Rect2D, to layer: Layer?) -> Rect2D {
    rememberConversion(from: self, to: layer)
    return storage.pointee.conversionMemo.path.boundingBox(of: rect)
  }

  /// Converts many points in place from another layer's coordinate space to this layer's.
  ///
  /// The path between the layers is built once. Its composed matrix runs as a batch kernel when the
  /// path has at most one perspective level (the affine kernels of
  /// ``AffineTransform2D/apply(to:)-([Point2D])`` without one, the projective loop of
  /// ``Transform3D/apply(to:)-([Point2D])`` with one); with more, each point also checks `w` at the
  /// levels before the last, one point at a time.
  /// The result equals ``convert(_:from:)-(Point2D,_)`` for every element.
  ///
  /// ```swift
  /// let root = Layer()
  /// let child = Layer()
  /// child.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
  /// root.addSublayer(child)
  /// var points = [Point2D(x: 60, y: 70), Point2D(x: 50, y: 50)]
  /// child.convert(&points, from: root)
  /// // points == [Point2D(x: 10, y: 20), Point2D(x: 0, y: 0)]
  /// ```
  ///
  /// - Parameters:
  ///   - points: Points in the coordinate space of `layer`, replaced by points in this layer's.
  ///   - layer: The layer whose space the points are in, or `nil` for the world space above the root.
  /// - Complexity: O(*n* · *k*) for *n* points and *k* maps on the path, after the path is built as in
  ///   ``convert(_:from:)-(Point2D,_)``.
  public func convert(_ points: inout [Point2D], from layer: Layer?) {
    rememberConversion(from: layer, to: self)
    storage.pointee.conversionMemo.path.apply(to: &points)
  }

  /// Converts many points in place from this layer's coordinate space to another layer's.
  ///
  /// Equal, element for element, to ``convert(_:to:)-(Point2D,_)``.
  ///
  /// ```swift
  /// let root = Layer()
  /// let child = Layer()
  /// child.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
  /// root.addSublayer(child)
  /// var points = [Point2D(x: 10, y: 20)]
  /// child.convert(&points, to: root)
  /// // points == [Point2D(x: 60, y: 70)]
  /// ```
  ///
  /// - Parameters:
  ///   - points: Points in this layer's coordinate space, replaced by points in the space of `layer`.
  ///   - layer: The layer to convert to, or `nil` for the world space above the root.
  /// - Complexity: As ``convert(_:from:)-([Point2D],_)``.
  public func convert(_ points: inout [Point2D], to layer: Layer?) {
    rememberConversion(from: self, to: layer)
    storage.pointee.conversionMemo.path.apply(to: &points)
  }
}

extension Layer {
  /// Maps a point from the space of `source` to the space of `target` along the path this layer
  /// remembers, building the path first when it is not the one for these layers as they are now.
  ///
  /// Inlined into the caller: a warm conversion along a path that is one affine map (no perspective
  /// on it) is two identity comparisons and the map, with no call.
  @inlinable @inline(__always)
  func convert(_ point: Point2D, fromSpaceOf source: Layer?, toSpaceOf target: Layer?) -> Point2D {
    // Read in place, field by field: a copy of the memo would retain what it holds.
    guard storage.pointee.conversionMemo.matches(source: source, target: target) else {
      return convertAfterRemembering(point, fromSpaceOf: source, toSpaceOf: target)
    }
    guard storage.pointee.conversionMemo.path.isOneAffineMap else {
      return mapAlongRememberedPath(point)
    }
    return point.applying(storage.pointee.conversionMemo.path.head)
  }

  /// Builds and remembers the path from the space of `source` to the space of `target`, then maps
  /// the point along it.
  @usableFromInline @inline(never)
  func convertAfterRemembering(
    _ point: Point2D, fromSpaceOf source: Layer?, toSpaceOf target: Layer?
  ) -> Point2D {
    rememberConversion(from: source, to: target)
    return storage.pointee.conversionMemo.path.map(point)
  }

  /// Maps a point along the remembered path, when that path is more than one affine map.
  @usableFromInline @inline(never)
  func mapAlongRememberedPath(_ point: Point2D) -> Point2D {
    storage.pointee.conversionMemo.path.map(point)
  }

  /// Makes the layer's conversion memo hold the path from the space of `source` to the space of `target`; it
  /// stays there until either layer's cached maps change.
  ///
  /// Repeated conversions between the same two layers then cost two identity comparisons and the
  /// path's maps, whatever the depth. The memo holds the cache objects it was built from (not the
  /// layers), so it keeps no layer alive and the identities it compares cannot be reused by new caches.
  @inline(__always)
  func rememberConversion(from source: Layer?, to target: Layer?) {
    if !storage.pointee.conversionMemo.matches(source: source, target: target) {
      buildConversion(from: source, to: target)
    }
  }

  /// Builds and remembers the path; kept out of line so that the check above stays a few
  /// instructions in every conversion.
  @inline(never)
  private func buildConversion(from source: Layer?, to target: Layer?) {
    let path = ConversionPath(from: source, to: target)
    storage.pointee.conversionMemo = ConversionMemo(source: source, target: target, path: path)
  }
}

/// The last conversion path a layer built, with the caches of the two layers it was built for.
@frozen @usableFromInline
struct ConversionMemo {
  /// The keys (see ``key(of:)``) of the two layers when the path was built.
  @usableFromInline var keys = (source: ConversionMemo.unbuilt, target: ConversionMemo.unbuilt)
  /// The caches themselves, held so that their identities cannot be reused by new objects.
  var caches: (source: GeometryCache?, target: GeometryCache?) = (nil, nil)
  @usableFromInline var path = ConversionPath()

  @usableFromInline init() {}

  init(source: Layer?, target: Layer?, path: ConversionPath) {
    caches = (source?.validGeometryCache, target?.validGeometryCache)
    keys = (Self.key(of: source), Self.key(of: target))
    self.path = path
  }

  /// Whether the path was built for these layers as they are now: their caches are still valid and
  /// still the same objects.
  @inlinable @inline(__always)
  func matches(source: Layer?, target: Layer?) -> Bool {
    // One test instead of two keeps the warm path free of extra branches.
    (keys.source ^ Self.key(of: source)) | (keys.target ^ Self.key(of: target)) == 0
  }

  /// The key of the world space (a `nil` layer).
  @usableFromInline static var world: UInt { 1 }
  /// The keys of a memo that holds no path yet, which no layer ever has.
  @usableFromInline static var unbuilt: UInt { 2 }

  /// What identifies a layer's place in the tree as it is now.
  ///
  /// The address of its valid cache; 0 for a layer without one (which no memo holds: a memo is built
  /// from valid caches); ``world`` for `nil`. No object's address is 0, 1 or 2.
  @inlinable @inline(__always)
  static func key(of layer: Layer?) -> UInt {
    guard let layer else { return world }
    // An optional class reference is its object's address, or zero when `nil`.
    return unsafeBitCast(layer.geometryCache, to: UInt.self)
  }
}

/// The maps that take points and rectangles from one layer's space to another's.
///
/// Both start with ``head``, the first run of affine levels composed into one matrix. After it:
/// - a rectangle's corners go through ``tail``: each perspective level on its own, boxed after it,
///   with the affine run that follows it composed;
/// - a point goes through ``segments`` when the path has any: the head and everything after it
///   composed into one homography, with the `w'` of each perspective level inside it but the last
///   kept as a check (the last one's is the homography's own), so that a point behind the eye at
///   any level is caught while the point is divided only once.
///
/// A product that would overflow or underflow (to a singular matrix) is not formed: the run or
/// segment starts again after it. A path that cannot be walked is a single all-`NaN` affine run.
@frozen @usableFromInline
struct ConversionPath {
  /// The first affine run.
  @usableFromInline var head = AffineTransform2D.identity
  /// For rectangles: each perspective level (or its inverse) with the affine run after it; a `nil`
  /// level is a run that could not be composed with the one before.
  var tail: [(level: Homography?, run: AffineTransform2D)] = []
  /// For points, when the path is not one affine run: the whole path, in as few composed maps as it
  /// can be.
  @usableFromInline var segments: [ProjectiveSegment] = []

  /// Whether the whole path is ``head``.
  @inlinable
  var isOneAffineMap: Bool { segments.isEmpty }

  /// Whether a level on the path cannot be walked (non-finite, or singular going down).
  var isNotANumber: Bool { head.a.isNaN }

  @usableFromInline init() {}

  /// The path from the space of `source` to the space of `target` (`nil`: the world space): up
  /// through each level from `source` to the nearest common ancestor, then down through each level
  /// from there to `target`.
  ///
  /// Only the levels between the two layers and their common ancestor take part (the world space is
  /// the common ancestor of layers in different trees), so the result does not depend on anything
  /// above it: no position or transform is applied and then taken off again.
  init(from source: Layer?, to target: Layer?) {
    let (originalSource, originalTarget) = (source, target)
    var up: [LevelMap] = []  // from `source` upwards
    var down: [LevelMap] = []  // from `target` upwards
    var source = source
    var target = target
    var sourceDepth = source?.validGeometryCache.depth ?? -1
    var targetDepth = target?.validGeometryCache.depth ?? -1
    while let layer = source, sourceDepth > targetDepth {
      up.append(layer.validGeometryCache.level)
      source = layer.superlayer
      sourceDepth -= 1
    }
    while let layer = target, targetDepth > sourceDepth {
      down.append(layer.validGeometryCache.level)
      target = layer.superlayer
      targetDepth -= 1
    }
    while let sourceLayer = source, let targetLayer = target, sourceLayer !== targetLayer {
      up.append(sourceLayer.validGeometryCache.level)
      down.append(targetLayer.validGeometryCache.level)
      source = sourceLayer.superlayer
      target = targetLayer.superlayer
    }
    if Self.crossesAContext(below: source, from: originalSource, to: originalTarget),
      let levels = Self.levelsThroughContexts(
        from: originalSource, to: originalTarget, meeting: source)
    {
      (up, down) = levels
    }
    // Up, a level is walked as it is, even when singular; down, through its true inverse.
    let inverses = down.reversed().map { $0.inverse }
    guard up.allSatisfy({ $0.isFinite }), !inverses.contains(where: { $0 == nil }) else {
      head = AffineTransform2D(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
      return
    }
    for level in up { append(level.forward) }
    for case let inverse? in inverses { append(inverse) }
    if !tail.isEmpty { segments = ProjectiveSegment.composing(head, tail) }
  }

  /// The path up from a layer's space: `level` (the layer's own), then this path, which starts in
  /// the layer's superlayer's space.
  ///
  /// Equal, up to the rounding of composing in another order, to the path built from the layer
  /// itself; it costs the perspective levels on this path instead of every level, so a walk down a
  /// tree can carry each layer's path to a common ancestor in time proportional to the tree's size.
  func prepending(_ level: LevelMap) -> ConversionPath {
    var path = ConversionPath()
    if tail.isEmpty, let run = Self.affineRun(prepending: level, to: head) {
      path.head = run
      return path
    }
    guard level.isFinite, !isNotANumber else {
      path.head = AffineTransform2D(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
      return path
    }
    path.append(level.forward)
    path.append(head)
    for (next, run) in tail {
      if let next { path.tail.append((next, .identity)) }
      path.append(run)
    }
    if !path.tail.isEmpty { path.segments = ProjectiveSegment.composing(path.head, path.tail) }
    return path
  }

  /// This path followed by the way down through `level`, a level of one of the target's sublayers.
  ///
  /// The level's true inverse is appended: the path to that sublayer's space, composed step for
  /// step as ``init(from:to:)`` composes the way down, so a walk down a tree can carry each layer's
  /// path from a common ancestor with the numbers of a conversion. All `NaN` when the level is not
  /// finite or is singular.
  func appendingDown(through level: LevelMap) -> ConversionPath {
    guard !isNotANumber, level.isFinite, let inverse = level.inverse else {
      return ConversionPath(
        head: AffineTransform2D(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan))
    }
    var path = self
    path.append(inverse)
    path.segments = path.tail.isEmpty ? [] : ProjectiveSegment.composing(path.head, path.tail)
    return path
  }

  /// The path `prepending(level)` makes from the one affine run `head`, when it is again one
  /// affine run: `level` is affine and its product with `head` can stand for them; `nil` otherwise.
  static func affineRun(prepending level: LevelMap, to head: AffineTransform2D)
    -> AffineTransform2D?
  {
    guard level.forward.isAffine else { return nil }
    let run = level.forward.affinePart
    let product = run.concatenating(head)
    guard
      canStandForItsFactors(
        isFinite: product.isFinite, determinant: product.determinant,
        factorDeterminants: (run.determinant, head.determinant))
    else { return nil }
    return product
  }

  /// The path that is one affine run.
  init(head: AffineTransform2D) {
    self.head = head
  }

  /// Adds an affine run, composing it with the last run unless the product would overflow or
  /// underflow to a singular matrix.
  private mutating func append(_ run: AffineTransform2D) {
    let last = tail.last?.run ?? head
    let product = last.concatenating(run)
    guard
      canStandForItsFactors(
        isFinite: product.isFinite, determinant: product.determinant,
        factorDeterminants: (last.determinant, run.determinant))
    else { return tail.append((nil, run)) }
    if tail.isEmpty {
      head = product
    } else {
      tail[tail.count - 1].run = product
    }
  }

  /// Adds one level's map (or its inverse): composed with the last run when affine, on its own
  /// otherwise.
  private mutating func append(_ level: Homography) {
    if level.isAffine {
      append(level.affinePart)
    } else {
      tail.append((level, .identity))
    }
  }

  /// Maps one point along the path.
  @inline(__always)
  func map(_ point: Point2D) -> Point2D {
    if segments.isEmpty { return point.applying(head) }
    var p = point
    for segment in segments { p = segment.map(p) }
    return p
  }

  /// Maps many points along the path, one batch kernel per segment without checks (point by point
  /// otherwise); equal to ``map(_:)`` for each.
  func apply(to points: inout [Point2D]) {
    if segments.isEmpty { return head.apply(to: &points) }
    for segment in segments { segment.apply(to: &points) }
  }

  /// The bounding box of a rectangle mapped along the path.
  ///
  /// The rectangle's four corners go through the affine runs and through the perspective level that
  /// follows a run; the box is taken only right after each perspective level (clipped as ``Layer/frame``
  /// is), and its four corners go on; the last box is taken at the end. A `.null` or `.infinite` box
  /// ends the walk. Boxing before a perspective level would give a larger rectangle than Core
  /// Animation's, which applies the affine levels it has accumulated at the next flattening step.
  /// A rectangle holding NaN or ±∞ (other than ``Rect2D/infinite``) gives the all-`NaN` rectangle,
  /// as ``Rect2D/applying(_:)-(AffineTransform2D)`` does, whatever the path.
  func boundingBox(of rect: Rect2D) -> Rect2D {
    if rect.isNull { return .null }  // no points to map, whatever the path
    if isNotANumber { return .notANumber }
    let r = rect.standardized
    if tail.isEmpty {
      // As `applying` answers, with a finite rectangle kept to the last bit by the identity (the
      // centre/half-extent formula could round it); one holding NaN or ∞ is all NaN here too.
      return head.isIdentity ? r.boundingBoxOfUnusualRect(result: r) : r.applying(head)
    }
    if r.isInfinite { return .infinite }
    var corners = Corners(of: r).applying(head)
    for (level, run) in tail {
      if let level {
        let box = level.boundingBoxProjective(of: corners)
        if box.isNull || box.isInfinite { return box }
        corners = Corners(of: box)
      }
      corners = corners.applying(run)
    }
    return corners.boundingBox
  }
}

/// Whether the product of two maps can take their place on a path: it is finite, and it is singular
/// only when a factor is (not because its entries overflowed or underflowed).
func canStandForItsFactors(
  isFinite: Bool, determinant: Double, factorDeterminants: (Double, Double)
) -> Bool {
  isFinite && (determinant != 0 || factorDeterminants.0 == 0 || factorDeterminants.1 == 0)
}

/// Part of a point's path: one composed homography and the perspective levels inside it (or, after
/// a product that could not be formed, the affine runs that follow).
@frozen @usableFromInline
struct ProjectiveSegment {
  /// The levels and runs of the segment, composed.
  let map: Homography
  /// For each perspective level inside the segment but the last, the map up to and including it:
  /// its `w'` must be positive for the point to be in front of the eye there. (The last level's is
  /// the `w'` of ``map`` itself, which ``Homography/map(_:)`` checks.)
  let checks: [Homography]

  init(map: Homography, checks: [Homography] = []) {
    self.map = map
    self.checks = checks
  }

  /// Composes a path's head and tail into as few segments as the products allow.
  ///
  /// Multiplying by an affine run leaves `w'` unchanged, and multiplying by a perspective level
  /// multiplies it by that level's own `w'`; so while every earlier check is positive, the sign of
  /// the composed `w'` at a level is the sign of that level's own: the checks catch exactly the
  /// points that the level-by-level walk sends behind the eye.
  static func composing(
    _ head: AffineTransform2D, _ tail: [(level: Homography?, run: AffineTransform2D)]
  ) -> [Self] {
    var segments = [Self(map: Homography(head))]
    var lastHasPerspective = false
    func append(_ factor: Homography, isLevel: Bool) {
      let last = segments[segments.count - 1]
      let product = last.map.concatenating(factor)
      if canStandForItsFactors(
        isFinite: product.isFinite, determinant: product.determinant,
        factorDeterminants: (last.map.determinant, factor.determinant))
      {
        let checks = isLevel && lastHasPerspective ? last.checks + [last.map] : last.checks
        segments[segments.count - 1] = Self(map: product, checks: checks)
      } else {
        segments.append(Self(map: factor))
        lastHasPerspective = false
      }
      lastHasPerspective = lastHasPerspective || isLevel
    }
    for (level, run) in tail {
      if let level { append(level, isLevel: true) }
      append(Homography(run), isLevel: false)
    }
    return segments
  }

  /// Maps one point: `(NaN, NaN)` when it is behind the eye at any level of the segment.
  @inline(__always)
  func map(_ point: Point2D) -> Point2D {
    for check in checks where !(check.w(of: point) > 0) { return Point2D(x: .nan, y: .nan) }
    return map.map(point)
  }

  /// Maps many points, as ``map(_:)`` each; a segment without checks runs the batch kernel.
  func apply(to points: inout [Point2D]) {
    if checks.isEmpty {
      points.withUnsafeMutableBufferPointer { map.apply(to: $0) }
    } else {
      for i in points.indices { points[i] = map(points[i]) }
    }
  }
}

// MARK: - Paths through 3D contexts

extension ConversionPath {
  /// Whether the path from `source` and `target` up to `meeting` (their nearest common ancestor,
  /// `nil`: the world space) passes a layer whose superlayer is a transform layer.
  static func crossesAContext(below meeting: Layer?, from source: Layer?, to target: Layer?) -> Bool
  {
    for start in [source, target] {
      var layer = start
      while let current = layer, current !== meeting {
        if current.superlayer?.isTransformLayer == true { return true }
        layer = current.superlayer
      }
    }
    return meeting?.isTransformLayer == true
  }

  /// The levels up from `source` and up from `target` when the path crosses 3D contexts.
  ///
  /// Where a common ancestor is a transform layer, the two layers meet at the context's root R
  /// instead: through R's plane, what the viewer sees. Each run of levels from a layer in a context
  /// up to its root R is one level, `M(L→R)` unflattened and flattened once at R (the map a
  /// `ContextMap` makes): walked up, it is seen in R's plane; walked down through its inverse, a
  /// point of R's plane is cast along R's z onto the layer's plane. A run whose levels are all
  /// affine in the plane drops no z that matters: when every run is, the plain levels (met at the
  /// nearest common ancestor) give the same map, and this returns `nil` so that they are kept, with
  /// their numbers.
  static func levelsThroughContexts(from source: Layer?, to target: Layer?, meeting: Layer?)
    -> (up: [LevelMap], down: [LevelMap])?
  {
    var isPlanar = true
    var meeting = meeting
    while let layer = meeting, layer.isTransformLayer {
      meeting = layer.superlayer
    }
    func levels(from start: Layer?) -> [LevelMap] {
      var levels: [LevelMap] = []
      var layer = start
      while let current = layer, current !== meeting {
        guard let superlayer = current.superlayer, superlayer.isTransformLayer,
          let root = superlayer.contextRoot
        else {
          levels.append(current.validGeometryCache.level)
          layer = current.superlayer
          continue
        }
        let product = current.unflattenedProduct(into: root)
        isPlanar = isPlanar && product.isPlanar
        if product.isPlanar {
          var planar: Layer? = current
          while let level = planar, level !== root {
            levels.append(level.validGeometryCache.level)
            planar = level.superlayer
          }
        } else {
          levels.append(ContextMap(transform: product.transform, planar: nil).flattenedLevel)
        }
        layer = root
      }
      return levels
    }
    let levels = (up: levels(from: source), down: levels(from: target))
    return isPlanar ? nil : levels
  }
}

extension Layer {
  /// The nearest ancestor of this layer that is not a transform layer, this layer included; `nil`
  /// when there is none.
  var contextRoot: Layer? {
    var layer: Layer? = self
    while let current = layer, current.isTransformLayer {
      layer = current.superlayer
    }
    return layer
  }
}
