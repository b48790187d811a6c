extension Point2D: CustomStringConvertible, CustomDebugStringConvertible {
  /// A textual representation of this point, `(x, y)`.
  ///
  /// ```swift
  /// let text = Point2D(x: 1, y: 2).description
  /// // text == "(1.0, 2.0)"
  /// ```
  public var description: String { "(\(x), \(y))" }

  /// A textual representation of this point, suitable for debugging.
  ///
  /// ```swift
  /// let text = Point2D(x: 1, y: 2).debugDescription
  /// // text == "Point2D(x: 1.0, y: 2.0)"
  /// ```
  public var debugDescription: String { "Point2D(x: \(x), y: \(y))" }
}

extension Size2D: CustomStringConvertible, CustomDebugStringConvertible {
  /// A textual representation of this size, `(width, height)`.
  ///
  /// ```swift
  /// let text = Size2D(width: 3, height: 4).description
  /// // text == "(3.0, 4.0)"
  /// ```
  public var description: String { "(\(width), \(height))" }

  /// A textual representation of this size, suitable for debugging.
  ///
  /// ```swift
  /// let text = Size2D(width: 3, height: 4).debugDescription
  /// // text == "Size2D(width: 3.0, height: 4.0)"
  /// ```
  public var debugDescription: String { "Size2D(width: \(width), height: \(height))" }
}

extension Rect2D: CustomStringConvertible, CustomDebugStringConvertible {
  /// A textual representation of this rectangle, `(x, y, width, height)` as stored.
  ///
  /// ```swift
  /// let text = Rect2D(x: 0, y: 0, width: 100, height: 50).description
  /// // text == "(0.0, 0.0, 100.0, 50.0)"
  /// ```
  public var description: String {
    "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }

  /// A textual representation of this rectangle, suitable for debugging.
  ///
  /// ```swift
  /// let text = Rect2D(x: 0, y: 0, width: 100, height: 50).debugDescription
  /// // text == "Rect2D(x: 0.0, y: 0.0, width: 100.0, height: 50.0)"
  /// ```
  public var debugDescription: String {
    "Rect2D(x: \(origin.x), y: \(origin.y), width: \(size.width), height: \(size.height))"
  }
}
