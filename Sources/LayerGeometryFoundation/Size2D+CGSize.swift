import Foundation
import LayerGeometry

extension Size2D {
  /// Creates a size with the width and height of a `CGSize`, exactly (negative values included).
  ///
  /// ```swift
  /// import Foundation
  /// import LayerGeometry
  /// import LayerGeometryFoundation
  ///
  /// let size = Size2D(CGSize(width: 320, height: -480))
  /// // size == Size2D(width: 320, height: -480)
  /// ```
  ///
  /// - Parameter size: The size to copy.
  @inlinable
  public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }
}

extension CGSize {
  /// Creates a `CGSize` with the width and height of a `Size2D`, exactly (negative
  /// values included).
  ///
  /// ```swift
  /// import Foundation
  /// import LayerGeometry
  /// import LayerGeometryFoundation
  ///
  /// let size = CGSize(Size2D(width: 320, height: -480))
  /// // size == CGSize(width: 320, height: -480)
  /// ```
  ///
  /// - Parameter size: The size to copy.
  @inlinable
  public init(_ size: Size2D) {
    self.init(width: CGFloat(size.width), height: CGFloat(size.height))
  }
}
