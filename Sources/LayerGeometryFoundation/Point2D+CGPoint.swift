import Foundation
import LayerGeometry

extension Point2D {
  /// Creates a point with the coordinates of a `CGPoint`, exactly.
  ///
  /// ```swift
  /// import Foundation
  /// import LayerGeometry
  /// import LayerGeometryFoundation
  ///
  /// let p = Point2D(CGPoint(x: 10, y: -2.5))
  /// // p == Point2D(x: 10, y: -2.5)
  /// ```
  ///
  /// - Parameter point: The point to copy.
  @inlinable
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension CGPoint {
  /// Creates a `CGPoint` with the coordinates of a `Point2D`, exactly.
  ///
  /// ```swift
  /// import Foundation
  /// import LayerGeometry
  /// import LayerGeometryFoundation
  ///
  /// let p = CGPoint(Point2D(x: 10, y: -2.5))
  /// // p == CGPoint(x: 10, y: -2.5)
  /// ```
  ///
  /// - Parameter point: The point to copy.
  @inlinable
  public init(_ point: Point2D) {
    self.init(x: CGFloat(point.x), y: CGFloat(point.y))
  }
}
