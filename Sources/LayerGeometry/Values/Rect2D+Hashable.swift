extension Rect2D: Hashable {
  /// Returns whether two rectangles are equal as `CGRect`s are: their standardized forms are equal, or
  /// both are null.
  ///
  /// ```swift
  /// let a = Rect2D(x: 10, y: 10, width: -4, height: -6)
  /// let b = Rect2D(x: 6, y: 4, width: 4, height: 6)
  /// // a == b
  /// // Rect2D(x: .infinity, y: 3, width: 1, height: 1) == .null
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: A rectangle.
  ///   - rhs: Another rectangle.
  /// - Returns: `true` when the rectangles cover the same area, or are both null.
  @inlinable
  public static func == (lhs: Rect2D, rhs: Rect2D) -> Bool {
    if lhs.isNull || rhs.isNull { return lhs.isNull && rhs.isNull }
    let a = lhs.standardized
    let b = rhs.standardized
    return a.origin == b.origin && a.size == b.size
  }

  /// Hashes the standardized rectangle (one value for every null rectangle), so that equal rectangles
  /// hash equally.
  ///
  /// - Parameter hasher: The hasher to use when combining the components of this instance.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    if isNull {
      hasher.combine(true)
    } else {
      let r = standardized
      hasher.combine(false)
      hasher.combine(r.origin)
      hasher.combine(r.size)
    }
  }
}
