/// A width and a height, the counterpart of `CGSize`.
///
/// Sizes may be negative; a ``Rect2D`` with a negative size is standardized wherever its extent matters,
/// as `CGRect` is. Equality is exact IEEE comparison.
///
/// ```swift
/// let size = Size2D(width: 100, height: 50)
/// // size.width == 100, size.height == 50
/// ```
@frozen
public struct Size2D: Hashable, Sendable {
  /// The horizontal extent.
  ///
  /// ```swift
  /// var size = Size2D(width: 100, height: 50)
  /// size.width = 80
  /// // size == Size2D(width: 80, height: 50)
  /// ```
  public var width: Double

  /// The vertical extent.
  ///
  /// ```swift
  /// var size = Size2D(width: 100, height: 50)
  /// size.height = 20
  /// // size == Size2D(width: 100, height: 20)
  /// ```
  public var height: Double

  /// Creates a size with the given width and height.
  ///
  /// ```swift
  /// let size = Size2D(width: 30, height: 40)
  /// // size.width == 30, size.height == 40
  /// ```
  ///
  /// - Parameters:
  ///   - width: The horizontal extent.
  ///   - height: The vertical extent.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size with zero width and zero height.
  ///
  /// ```swift
  /// let empty = Size2D.zero
  /// // empty == Size2D(width: 0, height: 0)
  /// ```
  @inlinable public static var zero: Size2D {
    Size2D(width: 0, height: 0)
  }

  /// Returns whether the width and height lie within a tolerance of another size's.
  ///
  /// Not transitive, so it never backs `Equatable`; any `NaN` makes the result `false`.
  ///
  /// ```swift
  /// let size = Size2D(width: 0.1 + 0.2, height: 2)
  /// // size.isApproximatelyEqual(to: Size2D(width: 0.3, height: 2)) == true
  /// ```
  ///
  /// - Parameters:
  ///   - other: The size to compare with.
  ///   - absoluteTolerance: The largest difference allowed in each dimension. The default is `1e-9`.
  /// - Returns: `true` when both differences are at most `absoluteTolerance`.
  @inlinable
  public func isApproximatelyEqual(to other: Size2D, absoluteTolerance: Double = 1e-9) -> Bool {
    (width - other.width).magnitude <= absoluteTolerance
      && (height - other.height).magnitude <= absoluteTolerance
  }
}
