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
    // The standardized edges, written out: a null rectangle (origin +∞) contains nothing either way.
    let minX = origin.x + (size.width < 0 ? size.width : 0)
    let minY = origin.y + (size.height < 0 ? size.height : 0)
    return point.x >= minX && point.x < minX + size.width.magnitude
      && point.y >= minY && point.y < minY + size.height.magnitude
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
  /// rectangle of zero width or height, which is not null.
  ///
  /// ```swift
  /// let top = Rect2D(x: 0, y: 0, width: 10, height: 5)
  /// let bottom = Rect2D(x: 0, y: 5, width: 10, height: 5)
  /// // top.intersection(bottom) == Rect2D(x: 0, y: 5, width: 10, height: 0)
  /// ```
  ///
  /// - Parameter other: The rectangle to intersect with.
  /// - Returns: The standardized overlap, or ``null``.
  @inlinable
  public func intersection(_ other: Rect2D) -> Rect2D {
    if isNull || other.isNull { return .null }
    let minX = Swift.max(self.minX, other.minX)
    let minY = Swift.max(self.minY, other.minY)
    let maxX = Swift.min(self.maxX, other.maxX)
    let maxY = Swift.min(self.maxY, other.maxY)
    guard minX <= maxX, minY <= maxY else { return .null }
    return Rect2D(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
    let minX = Swift.min(self.minX, other.minX)
    let minY = Swift.min(self.minY, other.minY)
    let maxX = Swift.max(self.maxX, other.maxX)
    let maxY = Swift.max(self.maxY, other.maxY)
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
