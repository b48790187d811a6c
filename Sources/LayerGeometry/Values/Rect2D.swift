/// A rectangle given by an origin and a size, the counterpart of `CGRect`, following its rules exactly.
///
/// - A negative width or height is allowed; `minX`…`maxY`, `width`, `height` and every operation work on
///   the ``standardized`` rectangle, whose size is never negative.
/// - ``null`` is the "no rectangle" value `(+∞, +∞, 0, 0)` that an empty intersection returns;
///   ``union(_:)`` ignores it and every operation on it returns it.
/// - ``infinite`` covers the whole plane.
/// - Equality compares standardized rectangles, and every null rectangle equals every other, as `CGRect`
///   compares; `hash(into:)` agrees with that.
///
/// ```swift
/// let r = Rect2D(x: 10, y: 10, width: -4, height: -6)
/// // r.standardized == Rect2D(x: 6, y: 4, width: 4, height: 6)
/// // r == Rect2D(x: 6, y: 4, width: 4, height: 6)
/// // r.minX == 6, r.maxY == 10
/// ```
@frozen
public struct Rect2D: Sendable {
  /// The corner with the stored coordinates (the smallest ones once standardized).
  ///
  /// ```swift
  /// var r = Rect2D(x: 0, y: 0, width: 10, height: 10)
  /// r.origin = Point2D(x: 5, y: 5)
  /// // r == Rect2D(x: 5, y: 5, width: 10, height: 10)
  /// ```
  public var origin: Point2D

  /// The stored width and height, which may be negative.
  ///
  /// ```swift
  /// var r = Rect2D(x: 0, y: 0, width: 10, height: 10)
  /// r.size.width = 20
  /// // r == Rect2D(x: 0, y: 0, width: 20, height: 10)
  /// ```
  public var size: Size2D

  /// Creates a rectangle from an origin and a size.
  ///
  /// ```swift
  /// let r = Rect2D(origin: Point2D(x: 1, y: 2), size: Size2D(width: 3, height: 4))
  /// // r == Rect2D(x: 1, y: 2, width: 3, height: 4)
  /// ```
  ///
  /// - Parameters:
  ///   - origin: The rectangle's origin.
  ///   - size: The rectangle's size; negative components are kept as given.
  @inlinable
  public init(origin: Point2D, size: Size2D) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from the coordinates of its origin and its size.
  ///
  /// ```swift
  /// let r = Rect2D(x: 1, y: 2, width: 3, height: 4)
  /// // r.origin == Point2D(x: 1, y: 2), r.size == Size2D(width: 3, height: 4)
  /// ```
  ///
  /// - Parameters:
  ///   - x: The x-coordinate of the origin.
  ///   - y: The y-coordinate of the origin.
  ///   - width: The width; may be negative.
  ///   - height: The height; may be negative.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point2D(x: x, y: y), size: Size2D(width: width, height: height))
  }

  /// The rectangle at the origin with zero width and height.
  ///
  /// ```swift
  /// let r = Rect2D.zero
  /// // r.isEmpty == true, r.isNull == false
  /// ```
  @inlinable public static var zero: Rect2D {
    Rect2D(x: 0, y: 0, width: 0, height: 0)
  }

  /// The null rectangle `(+∞, +∞, 0, 0)`: the result of intersecting rectangles that do not meet.
  ///
  /// ```swift
  /// let none = Rect2D(x: 0, y: 0, width: 1, height: 1)
  ///   .intersection(Rect2D(x: 5, y: 5, width: 1, height: 1))
  /// // none == .null, none.isNull == true
  /// ```
  @inlinable public static var null: Rect2D {
    Rect2D(x: .infinity, y: .infinity, width: 0, height: 0)
  }

  /// The rectangle that covers the whole plane, as `CGRect.infinite`.
  ///
  /// Its origin is `−Double.greatestFiniteMagnitude / 2` in both axes and its size is
  /// `Double.greatestFiniteMagnitude`.
  ///
  /// ```swift
  /// let everything = Rect2D.infinite
  /// // everything.isInfinite == true
  /// // everything.contains(Point2D(x: 1e300, y: -1e300)) == true
  /// ```
  @inlinable public static var infinite: Rect2D {
    Rect2D(
      x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
      width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
  }

  /// The same rectangle with a non-negative width and height.
  ///
  /// A negative width or height is made positive and the origin moves by it; nothing else changes (a
  /// `NaN` size stays `NaN` and leaves the origin alone). The null rectangle stays null.
  ///
  /// ```swift
  /// let r = Rect2D(x: 10, y: 10, width: -4, height: -6).standardized
  /// // r == Rect2D(x: 6, y: 4, width: 4, height: 6)
  /// ```
  @inlinable
  public var standardized: Rect2D {
    if isNull { return .null }
    var result = self
    if size.width < 0 {
      result.origin.x += size.width
      result.size.width = -size.width
    }
    if size.height < 0 {
      result.origin.y += size.height
      result.size.height = -size.height
    }
    return result
  }

  /// Whether this is the null rectangle: an origin coordinate is `+∞`.
  ///
  /// ```swift
  /// let r = Rect2D.null
  /// // r.isNull == true, Rect2D.zero.isNull == false
  /// ```
  @inlinable
  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether the rectangle is null or has zero width or zero height.
  ///
  /// A negative size is not empty: it is standardized.
  ///
  /// ```swift
  /// let line = Rect2D(x: 0, y: 5, width: 10, height: 0)
  /// // line.isEmpty == true
  /// // Rect2D(x: 0, y: 0, width: -1, height: -1).isEmpty == false
  /// ```
  @inlinable
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// Whether this is ``infinite``.
  ///
  /// ```swift
  /// let r = Rect2D.infinite
  /// // r.isInfinite == true, Rect2D.zero.isInfinite == false
  /// ```
  @inlinable
  public var isInfinite: Bool {
    origin.x == -Double.greatestFiniteMagnitude / 2
      && origin.y == -Double.greatestFiniteMagnitude / 2
      && size.width == Double.greatestFiniteMagnitude
      && size.height == Double.greatestFiniteMagnitude
  }

  /// The width of the standardized rectangle, never negative.
  ///
  /// ```swift
  /// let r = Rect2D(x: 0, y: 0, width: -4, height: 6)
  /// // r.width == 4
  /// ```
  @inlinable
  public var width: Double { size.width < 0 ? -size.width : size.width }

  /// The height of the standardized rectangle, never negative.
  ///
  /// ```swift
  /// let r = Rect2D(x: 0, y: 0, width: 4, height: -6)
  /// // r.height == 6
  /// ```
  @inlinable
  public var height: Double { size.height < 0 ? -size.height : size.height }

  /// The smallest x-coordinate of the standardized rectangle.
  ///
  /// ```swift
  /// let r = Rect2D(x: 10, y: 0, width: -4, height: 1)
  /// // r.minX == 6
  /// ```
  @inlinable
  public var minX: Double { standardized.origin.x }

  /// The x-coordinate of the centre.
  ///
  /// ```swift
  /// let r = Rect2D(x: 10, y: 0, width: 4, height: 1)
  /// // r.midX == 12
  /// ```
  @inlinable
  public var midX: Double { minX + width / 2 }

  /// The largest x-coordinate of the standardized rectangle.
  ///
  /// With a negative width it is the stored `origin.x`, exactly (adding the width back to ``minX``
  /// would round it, and lose it altogether beside a huge width).
  ///
  /// ```swift
  /// let r = Rect2D(x: 10, y: 0, width: 4, height: 1)
  /// // r.maxX == 14
  /// let flipped = Rect2D(x: 0.1, y: 0, width: -1e300, height: 1)
  /// // flipped.maxX == 0.1
  /// ```
  @inlinable
  public var maxX: Double { size.width < 0 && !isNull ? origin.x : minX + width }

  /// The smallest y-coordinate of the standardized rectangle.
  ///
  /// ```swift
  /// let r = Rect2D(x: 0, y: 10, width: 1, height: -6)
  /// // r.minY == 4
  /// ```
  @inlinable
  public var minY: Double { standardized.origin.y }

  /// The y-coordinate of the centre.
  ///
  /// ```swift
  /// let r = Rect2D(x: 0, y: 10, width: 1, height: 6)
  /// // r.midY == 13
  /// ```
  @inlinable
  public var midY: Double { minY + height / 2 }

  /// The largest y-coordinate of the standardized rectangle.
  ///
  /// With a negative height it is the stored `origin.y`, exactly.
  ///
  /// ```swift
  /// let r = Rect2D(x: 0, y: 10, width: 1, height: 6)
  /// // r.maxY == 16
  /// let flipped = Rect2D(x: 0, y: 0.1, width: 1, height: -1e300)
  /// // flipped.maxY == 0.1
  /// ```
  @inlinable
  public var maxY: Double { size.height < 0 && !isNull ? origin.y : minY + height }

  /// Returns whether the rectangles' standardized origins and sizes lie within a tolerance of each
  /// other's; two null rectangles are approximately equal.
  ///
  /// ```swift
  /// let r = Rect2D(x: 0.1 + 0.2, y: 0, width: 1, height: 1)
  /// // r.isApproximatelyEqual(to: Rect2D(x: 0.3, y: 0, width: 1, height: 1)) == true
  /// ```
  ///
  /// - Parameters:
  ///   - other: The rectangle to compare with.
  ///   - absoluteTolerance: The largest difference allowed in each component. The default is `1e-9`.
  /// - Returns: `true` when every component is within `absoluteTolerance`.
  @inlinable
  public func isApproximatelyEqual(to other: Rect2D, absoluteTolerance: Double = 1e-9) -> Bool {
    if isNull || other.isNull { return isNull && other.isNull }
    let a = standardized
    let b = other.standardized
    return a.origin.isApproximatelyEqual(to: b.origin, absoluteTolerance: absoluteTolerance)
      && a.size.isApproximatelyEqual(to: b.size, absoluteTolerance: absoluteTolerance)
  }
}

extension Rect2D {
  /// Whether the origin and the size are all finite (the null rectangle's are not).
  @inline(__always)
  var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }
}
