extension Layer {
  /// Converts a point from another layer's coordinate space to this layer's, as
  /// `CALayer.convert(_:from:)`.
  ///
  /// The point goes up from `layer` to the nearest common ancestor, then down to this layer, through
  /// every term of each level: bounds origin, geometry flip, anchor point and `anchorPointZ`,
  /// transform, position and `zPosition`, and the superlayer's ``sublayerTransform``. Levels above
  /// the common ancestor play no part. Consecutive affine levels are composed into one matrix; each
  /// perspective level is applied on its own.
  /// - `nil`, or a layer in another tree: the common ancestor is the world space above the roots, so
  ///   each root's own position and transform apply.
  /// - Going up, a singular level is applied as it is (points collapse onto a line or a point, as in
  ///   Core Animation). Going down, a singular level gives `Point2D(x: .nan, y: .nan)`; so does, either
  ///   way, a perspective level that puts the point behind the eye (`w ≤ 0`), and any level with a
  ///   non-finite input.
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
  ///   converting again between the same two layers costs O(*k*) for the *k* perspective levels on the
  ///   way (one composed matrix when there are none), whatever the depth.
  public func convert(_ point: Point2D, from layer: Layer?) -> Point2D {
    rememberConversion(from: layer, to: self)
    return storage.pointee.conversionMemo.path.map(point)
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
  public func convert(_ point: Point2D, to layer: Layer?) -> Point2D {
    rememberConversion(from: self, to: layer)
    return storage.pointee.conversionMemo.path.map(point)
  }

  /// Converts a rectangle from another layer's coordinate space to this layer's: the bounding box of
  /// its converted corners, as `CALayer.convert(_:from:)` for rectangles.
  ///
  /// Corners go through the composed affine runs of the path and are re-boxed after every perspective
  /// level, which clips against `w > 0` as ``frame`` does (``Rect2D/null`` wholly behind the eye,
  /// ``Rect2D/infinite`` partly). ``Rect2D/null`` stays null, whatever the path. Otherwise a level
  /// that cannot be walked (singular going down, or non-finite) anywhere on the path gives the
  /// all-`NaN` rectangle.
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
  /// The path between the layers is built once and each of its maps runs as a batch kernel (see
  /// ``AffineTransform2D/apply(to:)-([Point2D])``); the result equals ``convert(_:from:)-(Point2D,_)``
  /// for every element.
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
struct ConversionMemo {
  /// The identities of the two layers' caches (or ``world``) when the path was built.
  private var keys = (source: ConversionMemo.unbuilt, target: ConversionMemo.unbuilt)
  /// The caches themselves, held so that their identities cannot be reused by new objects.
  private var caches: (source: GeometryCache?, target: GeometryCache?) = (nil, nil)
  private(set) var path = ConversionPath()

  init() {}

  init(source: Layer?, target: Layer?, path: ConversionPath) {
    caches = (source?.validGeometryCache, target?.validGeometryCache)
    keys = (Self.key(of: source), Self.key(of: target))
    self.path = path
  }

  /// Whether the path was built for these layers as they are now: their caches are still valid and
  /// still the same objects.
  @inline(__always)
  func matches(source: Layer?, target: Layer?) -> Bool {
    keys.source == Self.key(of: source) && keys.target == Self.key(of: target)
  }

  /// The key of the world space (a `nil` layer).
  private static var world: ObjectIdentifier { ObjectIdentifier(GeometryCache.self) }
  /// The key of a layer without a valid cache, which no memo ever holds.
  private static var stale: ObjectIdentifier { ObjectIdentifier(ConversionMemo.self) }
  /// The keys of a memo that holds no path yet, which no layer ever has.
  private static var unbuilt: ObjectIdentifier { ObjectIdentifier(Layer.self) }

  @inline(__always)
  private static func key(of layer: Layer?) -> ObjectIdentifier {
    guard let layer else { return world }
    return layer.geometryCache.map(ObjectIdentifier.init) ?? stale
  }
}

/// The maps that take a point from one layer's space to another's, in the order they apply: an
/// affine run, then any number of perspective levels each followed by an affine run.
///
/// Consecutive affine levels are composed into one matrix; a perspective level stays on its own, so
/// that a point behind the eye is caught there.
struct ConversionPath {
  /// The first affine run.
  private(set) var head = AffineTransform2D.identity
  /// Each perspective level (or its inverse) with the affine run after it; a `nil` level is a run
  /// that could not be composed with the one before (the product would overflow or underflow).
  private(set) var tail: [(level: Homography?, run: AffineTransform2D)] = []
  /// Whether a level on the path cannot be walked (non-finite, or singular going down).
  private(set) var isNotANumber = false

  init() {}

  /// The path from the space of `source` to the space of `target` (`nil`: the world space): up
  /// through each level from `source` to the nearest common ancestor, then down through each level
  /// from there to `target`.
  ///
  /// Only the levels between the two layers and their common ancestor take part (the world space is
  /// the common ancestor of layers in different trees), so the result does not depend on anything
  /// above it: no position or transform is applied and then taken off again.
  init(from source: Layer?, to target: Layer?) {
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
    for level in up { append(up: level) }
    for level in down.reversed() { append(down: level) }
  }

  /// Adds an affine run, composing it with the last run unless the product would overflow or
  /// underflow to a singular matrix.
  private mutating func append(_ run: AffineTransform2D) {
    let last = tail.last?.run ?? head
    let product = last.concatenating(run)
    guard product.isFinite,
      product.determinant != 0 || last.determinant == 0 || run.determinant == 0
    else { return tail.append((nil, run)) }
    if tail.isEmpty {
      head = product
    } else {
      tail[tail.count - 1].run = product
    }
  }

  /// Adds a perspective level (or its inverse).
  private mutating func append(_ level: Homography) {
    tail.append((level, .identity))
  }

  /// Adds the step that takes points up through a level: as it is, even when singular.
  private mutating func append(up level: LevelMap) {
    if !level.isFinite {
      isNotANumber = true
    } else if level.forward.isAffine {
      append(level.forward.affinePart)
    } else {
      append(level.forward)
    }
  }

  /// Adds the step that takes points down through a level: its true inverse, or `NaN` without one.
  private mutating func append(down level: LevelMap) {
    guard let inverse = level.inverse else {
      isNotANumber = true
      return
    }
    if inverse.isAffine { append(inverse.affinePart) } else { append(inverse) }
  }

  /// Maps one point along the path.
  @inline(__always)
  func map(_ point: Point2D) -> Point2D {
    if isNotANumber { return Point2D(x: .nan, y: .nan) }
    var p = point.applying(head)
    for (level, run) in tail {
      if let level { p = level.mapProjective(p) }
      p = p.applying(run)
    }
    return p
  }

  /// Maps many points along the path, one batch kernel per map.
  func apply(to points: inout [Point2D]) {
    if isNotANumber {
      for i in points.indices { points[i] = Point2D(x: .nan, y: .nan) }
      return
    }
    head.apply(to: &points)
    for (level, run) in tail {
      if let level { points.withUnsafeMutableBufferPointer { level.apply(to: $0) } }
      run.apply(to: &points)
    }
  }

  /// The bounding box of a rectangle mapped along the path, re-boxed after every perspective level;
  /// a `.null` or `.infinite` box ends the walk.
  func boundingBox(of rect: Rect2D) -> Rect2D {
    if rect.isNull { return .null }  // no points to map, whatever the path
    if isNotANumber { return .notANumber }
    var r = rect.standardized
    if !head.isIdentity { r = r.applying(head) }
    for (level, run) in tail {
      if r.isNull || r.isInfinite { return r }
      if let level { r = level.boundingBoxProjective(of: r) }
      if !run.isIdentity && !r.isNull && !r.isInfinite { r = r.applying(run) }
    }
    return r
  }
}
