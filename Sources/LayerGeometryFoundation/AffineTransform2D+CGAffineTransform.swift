// CGAffineTransform exists on Apple platforms only (swift-corelibs-foundation has none), so this
// file is compiled there alone.
#if canImport(CoreGraphics)
import CoreGraphics
import LayerGeometry

extension AffineTransform2D {
  /// Creates a transform with the six entries of a `CGAffineTransform`, exactly.
  ///
  /// Compiled on Apple platforms only, where CoreGraphics is.
  ///
  /// ```swift
  /// #if canImport(CoreGraphics)
  /// import CoreGraphics
  /// import LayerGeometry
  /// import LayerGeometryFoundation
  ///
  /// let t = AffineTransform2D(CGAffineTransform(translationX: 10, y: 20))
  /// // t == AffineTransform2D(translationX: 10, y: 20)
  /// #endif
  /// ```
  ///
  /// - Parameter transform: The transform to copy.
  @inlinable
  public init(_ transform: CGAffineTransform) {
    self.init(
      a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
      d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty))
  }
}

extension CGAffineTransform {
  /// Creates a `CGAffineTransform` with the six entries of a
  /// `AffineTransform2D`, exactly.
  ///
  /// Compiled on Apple platforms only, where CoreGraphics is.
  ///
  /// ```swift
  /// #if canImport(CoreGraphics)
  /// import CoreGraphics
  /// import LayerGeometry
  /// import LayerGeometryFoundation
  ///
  /// let t = CGAffineTransform(AffineTransform2D(translationX: 10, y: 20))
  /// // t == CGAffineTransform(translationX: 10, y: 20)
  /// #endif
  /// ```
  ///
  /// - Parameter transform: The transform to copy.
  @inlinable
  public init(_ transform: AffineTransform2D) {
    self.init(
      a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
      d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
  }
}
#endif
