// CATransform3D exists on Apple platforms only, in QuartzCore, so this file is compiled there
// alone.
#if canImport(QuartzCore)
import LayerGeometry
import QuartzCore

extension Transform3D {
  /// Creates a transform with the sixteen entries of a `CATransform3D`, exactly.
  ///
  /// Compiled on Apple platforms only, where QuartzCore is.
  ///
  /// ```swift
  /// #if canImport(QuartzCore)
  /// import LayerGeometry
  /// import LayerGeometryFoundation
  /// import QuartzCore
  ///
  /// let t = Transform3D(CATransform3DMakeScale(2, 3, 1))
  /// // t == Transform3D(scaleX: 2, y: 3, z: 1)
  /// #endif
  /// ```
  ///
  /// - Parameter t: The transform to copy.
  @inlinable
  public init(_ t: CATransform3D) {
    self.init(
      m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m13), m14: Double(t.m14),
      m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m23), m24: Double(t.m24),
      m31: Double(t.m31), m32: Double(t.m32), m33: Double(t.m33), m34: Double(t.m34),
      m41: Double(t.m41), m42: Double(t.m42), m43: Double(t.m43), m44: Double(t.m44))
  }
}

extension CATransform3D {
  /// Creates a `CATransform3D` with the sixteen entries of a `Transform3D`, exactly.
  ///
  /// Compiled on Apple platforms only, where QuartzCore is.
  ///
  /// ```swift
  /// #if canImport(QuartzCore)
  /// import LayerGeometry
  /// import LayerGeometryFoundation
  /// import QuartzCore
  ///
  /// let t = CATransform3D(Transform3D(scaleX: 2, y: 3, z: 1))
  /// // CATransform3DEqualToTransform(t, CATransform3DMakeScale(2, 3, 1)) == true
  /// #endif
  /// ```
  ///
  /// - Parameter t: The transform to copy.
  @inlinable
  public init(_ t: Transform3D) {
    self.init(
      m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: CGFloat(t.m13), m14: CGFloat(t.m14),
      m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: CGFloat(t.m23), m24: CGFloat(t.m24),
      m31: CGFloat(t.m31), m32: CGFloat(t.m32), m33: CGFloat(t.m33), m34: CGFloat(t.m34),
      m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: CGFloat(t.m43), m44: CGFloat(t.m44))
  }
}
#endif
