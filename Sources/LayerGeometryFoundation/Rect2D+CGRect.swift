import Foundation
import LayerGeometry

extension Rect2D {
  /// Creates a rectangle with the origin and size of a `CGRect`, field by field and exactly.
  ///
  /// Nothing is standardized: a negative size stays negative. `CGRect.null` and `CGRect.infinite`
  /// have the same four fields as `Rect2D.null` and
  /// `Rect2D.infinite`, so they become those.
  ///
  /// ```swift
  /// import Foundation
  /// import LayerGeometry
  /// import LayerGeometryFoundation
  ///
  /// let r = Rect2D(CGRect(x: 10, y: 20, width: -4, height: 6))
  /// // r.origin == Point2D(x: 10, y: 20), r.size == Size2D(width: -4, height: 6)
  /// // Rect2D(CGRect.null).isNull == true, Rect2D(CGRect.infinite).isInfinite == true
  /// ```
  ///
  /// - Parameter rect: The rectangle to copy.
  @inlinable
  public init(_ rect: CGRect) {
    self.init(origin: Point2D(rect.origin), size: Size2D(rect.size))
  }
}

extension CGRect {
  /// Creates a `CGRect` with the origin and size of a `Rect2D`, field by field and
  /// exactly.
  ///
  /// Nothing is standardized: a negative size stays negative. `Rect2D.null` and
  /// `Rect2D.infinite` become `CGRect.null` and `CGRect.infinite`.
  ///
  /// ```swift
  /// import Foundation
  /// import LayerGeometry
  /// import LayerGeometryFoundation
  ///
  /// let r = CGRect(Rect2D(x: 10, y: 20, width: -4, height: 6))
  /// // r.origin == CGPoint(x: 10, y: 20), r.size == CGSize(width: -4, height: 6)
  /// // CGRect(Rect2D.null).isNull == true, CGRect(Rect2D.infinite).isInfinite == true
  /// ```
  ///
  /// - Parameter rect: The rectangle to copy.
  @inlinable
  public init(_ rect: Rect2D) {
    self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
  }
}
