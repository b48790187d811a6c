/// A point in a two-dimensional coordinate space, the counterpart of `CGPoint`.
///
/// `Point2D` stores two `Double`s, `x` then `y`, with a stride of 16 bytes: the layout of `CGPoint` on
/// 64-bit platforms and of `SIMD2<Double>`, so buffers of points can be shared with code that uses either.
/// Equality is exact IEEE comparison: `NaN` never equals itself and `-0.0 == 0.0`. Use
/// ``isApproximatelyEqual(to:absoluteTolerance:)`` to compare computed results.
///
/// ```swift
/// let p = Point2D(x: 10, y: 20)
/// let moved = p.applying(AffineTransform2D(translationX: 5, y: -5))
/// // moved == Point2D(x: 15, y: 15)
/// ```
@frozen
public struct Point2D: Hashable, Sendable {
  /// The x-coordinate of the point.
  ///
  /// ```swift
  /// var p = Point2D(x: 1, y: 2)
  /// p.x = 3
  /// // p == Point2D(x: 3, y: 2)
  /// ```
  public var x: Double

  /// The y-coordinate of the point.
  ///
  /// ```swift
  /// var p = Point2D(x: 1, y: 2)
  /// p.y = 5
  /// // p == Point2D(x: 1, y: 5)
  /// ```
  public var y: Double

  /// Creates a point with the given coordinates.
  ///
  /// ```swift
  /// let p = Point2D(x: 3, y: 4)
  /// // p.x == 3, p.y == 4
  /// ```
  ///
  /// - Parameters:
  ///   - x: The x-coordinate.
  ///   - y: The y-coordinate.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at the origin, `(0, 0)`.
  ///
  /// ```swift
  /// let origin = Point2D.zero
  /// // origin == Point2D(x: 0, y: 0)
  /// ```
  @inlinable public static var zero: Point2D {
    Point2D(x: 0, y: 0)
  }

  /// Returns whether both coordinates lie within a tolerance of another point's.
  ///
  /// This is not `==`: it is not transitive, so it never backs `Equatable`. Any `NaN` coordinate makes
  /// the result `false`.
  ///
  /// ```swift
  /// let p = Point2D(x: 0.1 + 0.2, y: 1)
  /// // p.isApproximatelyEqual(to: Point2D(x: 0.3, y: 1)) == true
  /// ```
  ///
  /// - Parameters:
  ///   - other: The point to compare with.
  ///   - absoluteTolerance: The largest difference allowed in each coordinate. The default is `1e-9`.
  /// - Returns: `true` when `|x − other.x|` and `|y − other.y|` are both at most `absoluteTolerance`.
  @inlinable
  public func isApproximatelyEqual(to other: Point2D, absoluteTolerance: Double = 1e-9) -> Bool {
    (x - other.x).magnitude <= absoluteTolerance && (y - other.y).magnitude <= absoluteTolerance
  }
}

extension Point2D {
  /// Whether both coordinates are finite.
  @inline(__always)
  var isFinite: Bool { x.isFinite && y.isFinite }
}
