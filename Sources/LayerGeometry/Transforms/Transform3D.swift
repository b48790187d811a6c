/// A 4×4 homogeneous transform, the counterpart of `CATransform3D`.
///
/// Points are row vectors, as in Core Animation: `(x, y, z, 1)` maps to `(x, y, z, 1) · M`, the
/// translation lives in `m41 m42 m43` and ``concatenating(_:)`` applies the receiver first. The
/// `…By`/``rotated(by:x:y:z:)`` methods put the new operation *before* the receiver, as
/// `CATransform3DTranslate`, `…Scale` and `…Rotate` do. A two-dimensional point is taken at `z = 0` and
/// divided by `w` (see ``Point2D/applying(_:)-(Transform3D)``).
///
/// ```swift
/// let t = Transform3D(translationX: 10, y: 0, z: 0).concatenating(Transform3D(scaleX: 2, y: 2, z: 2))
/// // t.m41 == 20: translated first, then scaled.
/// let u = Transform3D(scaleX: 2, y: 2, z: 2).concatenating(Transform3D(translationX: 10, y: 0, z: 0))
/// // u.m41 == 10
/// ```
@frozen
public struct Transform3D: Hashable, Sendable {
  /// The entry in row 1, column 1.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m11 = 0.5
  /// // t.m11 == 0.5
  /// ```
  public var m11: Double
  /// The entry in row 1, column 2.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m12 = 0.5
  /// // t.m12 == 0.5
  /// ```
  public var m12: Double
  /// The entry in row 1, column 3.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m13 = 0.5
  /// // t.m13 == 0.5
  /// ```
  public var m13: Double
  /// The entry in row 1, column 4.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m14 = 0.5
  /// // t.m14 == 0.5
  /// ```
  public var m14: Double
  /// The entry in row 2, column 1.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m21 = 0.5
  /// // t.m21 == 0.5
  /// ```
  public var m21: Double
  /// The entry in row 2, column 2.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m22 = 0.5
  /// // t.m22 == 0.5
  /// ```
  public var m22: Double
  /// The entry in row 2, column 3.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m23 = 0.5
  /// // t.m23 == 0.5
  /// ```
  public var m23: Double
  /// The entry in row 2, column 4.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m24 = 0.5
  /// // t.m24 == 0.5
  /// ```
  public var m24: Double
  /// The entry in row 3, column 1.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m31 = 0.5
  /// // t.m31 == 0.5
  /// ```
  public var m31: Double
  /// The entry in row 3, column 2.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m32 = 0.5
  /// // t.m32 == 0.5
  /// ```
  public var m32: Double
  /// The entry in row 3, column 3.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m33 = 0.5
  /// // t.m33 == 0.5
  /// ```
  public var m33: Double
  /// The entry in row 3, column 4.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m34 = 0.5
  /// // t.m34 == 0.5
  /// ```
  public var m34: Double
  /// The entry in row 4, column 1.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m41 = 0.5
  /// // t.m41 == 0.5
  /// ```
  public var m41: Double
  /// The entry in row 4, column 2.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m42 = 0.5
  /// // t.m42 == 0.5
  /// ```
  public var m42: Double
  /// The entry in row 4, column 3.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m43 = 0.5
  /// // t.m43 == 0.5
  /// ```
  public var m43: Double
  /// The entry in row 4, column 4.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m44 = 0.5
  /// // t.m44 == 0.5
  /// ```
  public var m44: Double

  /// Creates a transform from its sixteen entries, row by row.
  ///
  /// ```swift
  /// let t = Transform3D(
  ///   m11: 1, m12: 0, m13: 0, m14: 0,
  ///   m21: 0, m22: 1, m23: 0, m24: 0,
  ///   m31: 0, m32: 0, m33: 1, m34: -1.0 / 500,
  ///   m41: 0, m42: 0, m43: 0, m44: 1)
  /// // t.isAffine == false
  /// ```
  ///
  /// - Parameters:
  ///   - m11: The entry in row 1, column 1.
  ///   - m12: The entry in row 1, column 2.
  ///   - m13: The entry in row 1, column 3.
  ///   - m14: The entry in row 1, column 4.
  ///   - m21: The entry in row 2, column 1.
  ///   - m22: The entry in row 2, column 2.
  ///   - m23: The entry in row 2, column 3.
  ///   - m24: The entry in row 2, column 4.
  ///   - m31: The entry in row 3, column 1.
  ///   - m32: The entry in row 3, column 2.
  ///   - m33: The entry in row 3, column 3.
  ///   - m34: The entry in row 3, column 4.
  ///   - m41: The entry in row 4, column 1.
  ///   - m42: The entry in row 4, column 2.
  ///   - m43: The entry in row 4, column 3.
  ///   - m44: The entry in row 4, column 4.
  @inlinable
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }
}
