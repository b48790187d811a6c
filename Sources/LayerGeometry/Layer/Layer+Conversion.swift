extension Layer {
  /// Converts a point from another layer's coordinate space to this layer's, as
  /// `CALayer.convert(_:from:)`.
  ///
  /// The point goes up from `layer` to the nearest common ancestor, then down to this layer, through
  /// every term of each level: bounds origin, geometry flip, anchor point and `anchorPointZ`,
  /// transform, position and `zPosition`, and the superlayer's ``sublayerTransform``.
  /// - `nil`, or a layer in another tree: the common ancestor is the world space above the roots, so
  ///   each root's own position and transform apply.
  /// - Going up, a singular level is applied as it is (points collapse onto a line or a point, as in
  ///   Core Animation). Going down, a singular level, or a perspective that puts the point behind the
  ///   eye (`w ≤ 0`), gives `Point2D(x: .nan, y: .nan)`; so does any level with a non-finite input.
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
  /// - Complexity: O(*k*) for *k* perspective, singular or non-finite levels on the way, once the maps
  ///   are cached; O(*d*) in depth the first time after a change.
  public func convert(_ point: Point2D, from layer: Layer?) -> Point2D {
    ConversionPath(from: layer, to: self).map(point)
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
    ConversionPath(from: self, to: layer).map(point)
  }

  /// Converts a rectangle from another layer's coordinate space to this layer's: the bounding box of
  /// its converted corners, as `CALayer.convert(_:from:)` for rectangles.
  ///
  /// Corners go through the composed affine runs of the path and are re-boxed after every perspective
  /// level, which clips against `w > 0` as ``frame`` does (``Rect2D/null`` wholly behind the eye,
  /// ``Rect2D/infinite`` partly). ``Rect2D/null`` stays null. A level that cannot be walked (singular
  /// going down, or non-finite) anywhere on the path gives the all-`NaN` rectangle.
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
    ConversionPath(from: layer, to: self).boundingBox(of: rect)
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
    ConversionPath(from: self, to: layer).boundingBox(of: rect)
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
    ConversionPath(from: layer, to: self).apply(to: &points)
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
    ConversionPath(from: self, to: layer).apply(to: &points)
  }
}

/// The maps that take a point from one layer's space to another's, in the order they apply.
///
/// Consecutive affine maps are composed into one; a perspective level stays on its own, so that a
/// point behind the eye is caught there.
struct ConversionPath {
  /// One map of a path.
  enum Step {
    /// A plane affine map, possibly the product of many levels, possibly singular going up.
    case affine(AffineTransform2D)
    /// A perspective level (or its inverse): points with `w ≤ 0` become `NaN`.
    case projective(Homography)
    /// A level that cannot be walked: non-finite, or singular going down.
    case notANumber
  }

  private(set) var steps: [Step] = []

  /// The path from the space of `source` to the space of `target` (`nil`: the world space).
  ///
  /// Each layer caches `toBase`, the composed map of the regular levels from it up to its `base` — the
  /// nearest level above that is perspective, singular or non-finite (or the world). Two layers with the
  /// same base meet on a stretch of regular levels that holds their common ancestor, so their path is
  /// `toBase(source) · fromBase(target)`: the levels above the common ancestor cancel exactly. Otherwise
  /// the side whose base is deeper (which must lie below the common ancestor) steps through its base's
  /// level and continues from there.
  init(from source: Layer?, to target: Layer?) {
    if source === target { return }
    var up = ConversionPath()
    var down: [Step] = []  // from `target` upwards, reversed at the end
    var source = source
    var target = target
    while true {
      let sourceCache = source?.validGeometryCache
      let targetCache = target?.validGeometryCache
      let sourceBase = sourceCache?.base
      let targetBase = targetCache?.base
      if sourceBase === targetBase {
        let middle = (sourceCache?.toBase ?? .identity)
        if let targetCache {
          if let fromBase = targetCache.fromBase {
            up.append(.affine(middle.concatenating(fromBase)))
          } else {
            up.append(.notANumber)
          }
        } else {
          up.append(.affine(middle))
        }
        break
      }
      if let sourceCache, let sourceBase, sourceCache.baseDepth >= (targetCache?.baseDepth ?? -1) {
        up.append(.affine(sourceCache.toBase))
        up.append(Step(up: sourceBase.validGeometryCache.level))
        source = sourceBase.superlayer
      } else if let targetCache, let targetBase {
        down.append(targetCache.fromBase.map(Step.affine) ?? .notANumber)
        down.append(Step(down: targetBase.validGeometryCache.level))
        target = targetBase.superlayer
      }
    }
    for step in down.reversed() { up.append(step) }
    self = up
  }

  private init() {}

  /// Adds a step, composing it with the last one when both are affine.
  private mutating func append(_ step: Step) {
    if case .affine(let next) = step, case .affine(let last)? = steps.last {
      steps[steps.count - 1] = .affine(last.concatenating(next))
    } else {
      steps.append(step)
    }
  }

  /// Maps one point along the path.
  func map(_ point: Point2D) -> Point2D {
    var p = point
    for step in steps {
      switch step {
      case .affine(let t): p = p.applying(t)
      case .projective(let h): p = h.map(p)
      case .notANumber: return Point2D(x: .nan, y: .nan)
      }
    }
    return p
  }

  /// Maps many points along the path, one batch kernel per step.
  func apply(to points: inout [Point2D]) {
    for step in steps {
      switch step {
      case .affine(let t): t.apply(to: &points)
      case .projective(let h): points.withUnsafeMutableBufferPointer { h.apply(to: $0) }
      case .notANumber:
        for i in points.indices { points[i] = Point2D(x: .nan, y: .nan) }
        return
      }
    }
  }

  /// The bounding box of a rectangle mapped along the path, re-boxed after every step.
  func boundingBox(of rect: Rect2D) -> Rect2D {
    for step in steps {
      if case .notANumber = step { return .notANumber }
    }
    var r = rect.standardized
    for step in steps {
      if r.isNull || r.isInfinite { return r }
      switch step {
      case .affine(let t): r = r.applying(t)
      case .projective(let h): r = h.boundingBox(of: r)
      case .notANumber: return .notANumber
      }
    }
    return r
  }
}

extension ConversionPath.Step {
  /// The step that takes points up through a level: as it is, even when singular.
  init(up level: LevelMap) {
    if !level.isFinite {
      self = .notANumber
    } else if level.forward.isAffine {
      self = .affine(level.forward.affinePart)
    } else {
      self = .projective(level.forward)
    }
  }

  /// The step that takes points down through a level: its true inverse, or `NaN` when it has none.
  init(down level: LevelMap) {
    guard let inverse = level.inverse else {
      self = .notANumber
      return
    }
    self = inverse.isAffine ? .affine(inverse.affinePart) : .projective(inverse)
  }
}
