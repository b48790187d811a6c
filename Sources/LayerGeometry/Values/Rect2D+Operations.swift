extension Rect2D {
  /// Returns whether a point lies inside the standardized rectangle, with the minimum edges included and
  /// the maximum edges excluded: `[minX, maxX) × [minY, maxY)`.
  ///
  /// Null and empty rectangles contain no point.
  ///
  /// ```swift
  /// let r = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// // r.contains(Point2D(x: 0, y: 0)) == true
  /// // r.contains(Point2D(x: 99.9, y: 99.9)) == true
  /// // r.contains(Point2D(x: 100, y: 100)) == false
  /// ```
  ///
  /// - Parameter point: The point to test.
  /// - Returns: `true` when `point` is inside the half-open rectangle.
  @inlinable
  public func contains(_ point: Point2D) -> Bool {
    // The edges, written out from the stored fields (a negative size's far edge is the origin,
    // exactly): a null rectangle (origin +∞) contains nothing, and a NaN edge contains nothing.
    let minX = origin.x + (size.width < 0 ? size.width : 0)
    let minY = origin.y + (size.height < 0 ? size.height : 0)
    let maxX = size.width < 0 ? origin.x : origin.x + size.width
    let maxY = size.height < 0 ? origin.y : origin.y + size.height
    return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Returns whether another rectangle lies wholly inside this one, as `CGRect.contains(_:)` decides:
  /// their union equals this rectangle.
  ///
  /// Edges may coincide; every rectangle contains the null rectangle.
  ///
  /// ```swift
  /// let outer = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// // outer.contains(Rect2D(x: 0, y: 0, width: 100, height: 50)) == true
  /// // outer.contains(Rect2D(x: 50, y: 50, width: 60, height: 10)) == false
  /// ```
  ///
  /// - Parameter rect: The rectangle to test.
  /// - Returns: `true` when `rect` adds nothing to this rectangle.
  @inlinable
  public func contains(_ rect: Rect2D) -> Bool {
    union(rect) == self
  }

  /// Returns the overlap of two rectangles, or ``null`` when they do not meet.
  ///
  /// Spans are closed here, as `CGRect` has them: rectangles that share only an edge intersect in a
  /// rectangle of zero width or height, which is not null. Both rectangles are standardized first;
  /// where one's span lies within the other's, the result keeps that span's origin and length as
  /// they are, so a rectangle intersected with one that contains it (``infinite``, say) comes back
  /// exactly.
  ///
  /// ```swift
  /// let top = Rect2D(x: 0, y: 0, width: 10, height: 5)
  /// let bottom = Rect2D(x: 0, y: 5, width: 10, height: 5)
  /// // top.intersection(bottom) == Rect2D(x: 0, y: 5, width: 10, height: 0)
  /// let small = Rect2D(x: 0.1, y: 0.2, width: 0.7, height: 0.3)
  /// // small.intersection(.infinite) == small, to the last bit
  /// ```
  ///
  /// - Parameter other: The rectangle to intersect with.
  /// - Returns: The standardized overlap, or ``null``.
  @inlinable
  public func intersection(_ other: Rect2D) -> Rect2D {
    if isNull || other.isNull { return .null }
    let (a, b) = (standardized, other.standardized)
    guard
      let x = Self.overlap(a.origin.x, a.size.width, b.origin.x, b.size.width),
      let y = Self.overlap(a.origin.y, a.size.height, b.origin.y, b.size.height)
    else { return .null }
    return Rect2D(x: x.start, y: y.start, width: x.length, height: y.length)
  }

  /// The overlap of the closed spans `[s, s + l]` and `[t, t + m]` (`l`, `m` ≥ 0).
  ///
  /// It is a start and a length, or `nil` when the spans do not meet (or a bound is NaN). A span
  /// that lies within the other is returned as it is, without rounding its end and back.
  @inlinable
  static func overlap(_ s: Double, _ l: Double, _ t: Double, _ m: Double) -> (
    start: Double, length: Double
  )? {
    let (end, otherEnd) = (s + l, t + m)
    let (start, stop) = (Swift.max(s, t), Swift.min(end, otherEnd))
    guard start <= stop, !s.isNaN, !t.isNaN, !end.isNaN, !otherEnd.isNaN else { return nil }
    if s >= t && end <= otherEnd { return (s, l) }
    if t >= s && otherEnd <= end { return (t, m) }
    return (start, stop - start)
  }

  /// Returns whether the rectangles meet: their ``intersection(_:)`` is not null.
  ///
  /// Rectangles that share only an edge intersect.
  ///
  /// ```swift
  /// let left = Rect2D(x: 0, y: 0, width: 10, height: 10)
  /// // left.intersects(Rect2D(x: 10, y: 0, width: 5, height: 5)) == true
  /// // left.intersects(Rect2D(x: 11, y: 0, width: 5, height: 5)) == false
  /// ```
  ///
  /// - Parameter other: The rectangle to test.
  /// - Returns: `true` when the closed rectangles overlap or touch.
  @inlinable
  public func intersects(_ other: Rect2D) -> Bool {
    !intersection(other).isNull
  }

  /// Returns the smallest rectangle that contains both rectangles; a null rectangle adds nothing.
  ///
  /// ```swift
  /// let a = Rect2D(x: 0, y: 0, width: 10, height: 10)
  /// let b = Rect2D(x: 20, y: 5, width: 5, height: 10)
  /// // a.union(b) == Rect2D(x: 0, y: 0, width: 25, height: 15)
  /// // a.union(.null) == a
  /// ```
  ///
  /// - Parameter other: The rectangle to add.
  /// - Returns: The standardized bounding rectangle of both.
  @inlinable
  public func union(_ other: Rect2D) -> Rect2D {
    if isNull { return other.standardized }
    if other.isNull { return standardized }
    // The edges of the standardized rectangles, as CGRectUnion takes them.
    let (a, b) = (standardized, other.standardized)
    let minX = Swift.min(a.origin.x, b.origin.x)
    let minY = Swift.min(a.origin.y, b.origin.y)
    let maxX = Swift.max(a.origin.x + a.size.width, b.origin.x + b.size.width)
    let maxY = Swift.max(a.origin.y + a.size.height, b.origin.y + b.size.height)
    return Rect2D(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Returns the standardized rectangle shrunk by `dx` on the left and right and by `dy` on the top and
  /// bottom (negative values grow it); ``null`` when nothing is left.
  ///
  /// ```swift
  /// let r = Rect2D(x: 0, y: 0, width: 100, height: 50)
  /// // r.insetBy(dx: 10, dy: 5) == Rect2D(x: 10, y: 5, width: 80, height: 40)
  /// // r.insetBy(dx: 60, dy: 0) == .null
  /// ```
  ///
  /// - Parameters:
  ///   - dx: The distance to move the left and right edges inwards.
  ///   - dy: The distance to move the top and bottom edges inwards.
  /// - Returns: The inset rectangle, or ``null`` when its width or height would be negative.
  @inlinable
  public func insetBy(dx: Double, dy: Double) -> Rect2D {
    if isNull { return .null }
    var r = standardized
    r.origin.x += dx
    r.origin.y += dy
    r.size.width -= 2 * dx
    r.size.height -= 2 * dy
    return r.size.width < 0 || r.size.height < 0 ? .null : r
  }

  /// Returns the standardized rectangle moved by `dx` and `dy`; the null rectangle stays null.
  ///
  /// ```swift
  /// let r = Rect2D(x: 0, y: 0, width: 10, height: 10)
  /// // r.offsetBy(dx: 5, dy: -5) == Rect2D(x: 5, y: -5, width: 10, height: 10)
  /// ```
  ///
  /// - Parameters:
  ///   - dx: The distance to move along x.
  ///   - dy: The distance to move along y.
  /// - Returns: The moved rectangle.
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Rect2D {
    if isNull { return .null }
    var r = standardized
    r.origin.x += dx
    r.origin.y += dy
    return r
  }
}
