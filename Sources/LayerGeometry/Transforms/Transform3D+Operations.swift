extension Transform3D {
  /// The transform that leaves every point where it is.
  ///
  /// ```swift
  /// let t = Transform3D.identity
  /// // t.isIdentity == true, t.isAffine == true
  /// ```
  @inlinable public static var identity: Transform3D {
    Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 0,
      m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// Creates a translation, as `CATransform3DMakeTranslation`.
  ///
  /// ```swift
  /// let t = Transform3D(translationX: 2, y: 3, z: 4)
  /// // t.m41 == 2, t.m42 == 3, t.m43 == 4
  /// ```
  ///
  /// - Parameters:
  ///   - tx: The distance to move along x.
  ///   - ty: The distance to move along y.
  ///   - tz: The distance to move along z.
  @inlinable
  public init(translationX tx: Double, y ty: Double, z tz: Double) {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0,
      m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0,
      m41: tx, m42: ty, m43: tz, m44: 1)
  }

  /// Creates a scale about the origin, as `CATransform3DMakeScale`.
  ///
  /// ```swift
  /// let t = Transform3D(scaleX: 2, y: 3, z: 1)
  /// // Point2D(x: 1, y: 1).applying(t) == Point2D(x: 2, y: 3)
  /// ```
  ///
  /// - Parameters:
  ///   - sx: The factor along x.
  ///   - sy: The factor along y.
  ///   - sz: The factor along z.
  @inlinable
  public init(scaleX sx: Double, y sy: Double, z sz: Double) {
    self.init(
      m11: sx, m12: 0, m13: 0, m14: 0,
      m21: 0, m22: sy, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: sz, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// Creates a rotation about an axis through the origin, as `CATransform3DMakeRotation`.
  ///
  /// The axis is normalised first; a zero-length axis gives the identity. About the z-axis this is the
  /// rotation of `AffineTransform2D(rotationAngle:)`: `m12 == sin θ`, `m21 == −sin θ`.
  ///
  /// ```swift
  /// let t = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
  /// // t.m12 == sin(π/6) ≈ 0.5, t.m21 ≈ -0.5
  /// // Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity
  /// ```
  ///
  /// - Parameters:
  ///   - angle: The angle in radians.
  ///   - x: The x-component of the axis.
  ///   - y: The y-component of the axis.
  ///   - z: The z-component of the axis.
  @inlinable
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    // Normalise by the largest component first, so that tiny and huge axes neither underflow nor
    // overflow when squared.
    let largest = Swift.max(x.magnitude, y.magnitude, z.magnitude)
    guard largest != 0 else {
      self = .identity
      return
    }
    let (sx, sy, sz) = (x / largest, y / largest, z / largest)
    let length = (sx * sx + sy * sy + sz * sz).squareRoot()
    let (x, y, z) = length == 1 ? (sx, sy, sz) : (sx / length, sy / length, sz / length)
    let s = sine(angle)
    let c = cosine(angle)
    let t = 1 - c
    // The diagonal is written `c·(1 − x²) + x²` so that it is exactly `c` off the axis and exactly 1
    // along it: a turn about z keeps `m33 == 1` and stays affine.
    self.init(
      m11: c * (1 - x * x) + x * x, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
      m21: t * x * y - s * z, m22: c * (1 - y * y) + y * y, m23: t * y * z + s * x, m24: 0,
      m31: t * x * z + s * y, m32: t * y * z - s * x, m33: c * (1 - z * z) + z * z, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// Creates the transform that acts on the plane as an affine transform does, as
  /// `CATransform3DMakeAffineTransform`.
  ///
  /// ```swift
  /// let t = Transform3D(AffineTransform2D(translationX: 5, y: 6))
  /// // t == Transform3D(translationX: 5, y: 6, z: 0)
  /// ```
  ///
  /// - Parameter affine: The transform whose `a b c d tx ty` become `m11 m12 m21 m22 m41 m42`.
  @inlinable
  public init(_ affine: AffineTransform2D) {
    self.init(
      m11: affine.a, m12: affine.b, m13: 0, m14: 0,
      m21: affine.c, m22: affine.d, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0,
      m41: affine.tx, m42: affine.ty, m43: 0, m44: 1)
  }

  /// Whether this is exactly the identity transform.
  ///
  /// ```swift
  /// let t = Transform3D(scaleX: 1, y: 1, z: 1)
  /// // t.isIdentity == true
  /// ```
  @inlinable
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform is a plane affine transform, as `CATransform3DIsAffine` decides: no z
  /// terms, no perspective, and `m33 == m44 == 1`.
  ///
  /// ```swift
  /// let flat = Transform3D(AffineTransform2D(rotationAngle: 1))
  /// // flat.isAffine == true
  /// // Transform3D(scaleX: 1, y: 1, z: 2).isAffine == false
  /// ```
  @inlinable
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m43 == 0
      && m33 == 1 && m44 == 1
  }

  /// Whether the transform is a 2D transform whose determinant is 0.
  ///
  /// It stays in the plane and collapses it there: such a factor makes a level singular whatever
  /// the level's determinant rounds to.
  var isSingularInThePlane: Bool { isAffine && affineTransform.determinant == 0 }

  /// The entries `m11 m12 m21 m22 m41 m42` as an affine transform, as `CATransform3DGetAffineTransform`.
  ///
  /// The entries are taken as they are, whether or not the transform isAffine.
  ///
  /// ```swift
  /// let t = Transform3D(translationX: 5, y: 6, z: 7)
  /// // t.affineTransform == AffineTransform2D(translationX: 5, y: 6)
  /// ```
  @inlinable
  public var affineTransform: AffineTransform2D {
    AffineTransform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// Returns the transform that applies `other` after this one (`self · other`), as
  /// `CATransform3DConcat(self, other)`.
  ///
  /// ```swift
  /// let move = Transform3D(translationX: 10, y: 0, z: 0)
  /// let double = Transform3D(scaleX: 2, y: 2, z: 2)
  /// // move.concatenating(double).m41 == 20
  /// // double.concatenating(move).m41 == 10
  /// ```
  ///
  /// - Parameter other: The transform to apply second.
  /// - Returns: The product `self · other`.
  @inlinable
  public func concatenating(_ other: Transform3D) -> Transform3D {
    Transform3D(
      m11: m11 * other.m11 + m12 * other.m21 + m13 * other.m31 + m14 * other.m41,
      m12: m11 * other.m12 + m12 * other.m22 + m13 * other.m32 + m14 * other.m42,
      m13: m11 * other.m13 + m12 * other.m23 + m13 * other.m33 + m14 * other.m43,
      m14: m11 * other.m14 + m12 * other.m24 + m13 * other.m34 + m14 * other.m44,
      m21: m21 * other.m11 + m22 * other.m21 + m23 * other.m31 + m24 * other.m41,
      m22: m21 * other.m12 + m22 * other.m22 + m23 * other.m32 + m24 * other.m42,
      m23: m21 * other.m13 + m22 * other.m23 + m23 * other.m33 + m24 * other.m43,
      m24: m21 * other.m14 + m22 * other.m24 + m23 * other.m34 + m24 * other.m44,
      m31: m31 * other.m11 + m32 * other.m21 + m33 * other.m31 + m34 * other.m41,
      m32: m31 * other.m12 + m32 * other.m22 + m33 * other.m32 + m34 * other.m42,
      m33: m31 * other.m13 + m32 * other.m23 + m33 * other.m33 + m34 * other.m43,
      m34: m31 * other.m14 + m32 * other.m24 + m33 * other.m34 + m34 * other.m44,
      m41: m41 * other.m11 + m42 * other.m21 + m43 * other.m31 + m44 * other.m41,
      m42: m41 * other.m12 + m42 * other.m22 + m43 * other.m32 + m44 * other.m42,
      m43: m41 * other.m13 + m42 * other.m23 + m43 * other.m33 + m44 * other.m43,
      m44: m41 * other.m14 + m42 * other.m24 + m43 * other.m34 + m44 * other.m44)
  }

  /// Returns this transform with a translation applied before it, as `CATransform3DTranslate`.
  ///
  /// ```swift
  /// let t = Transform3D(scaleX: 2, y: 2, z: 2).translatedBy(x: 10, y: 0, z: 0)
  /// // t.m41 == 20
  /// ```
  ///
  /// - Parameters:
  ///   - tx: The distance to move along x.
  ///   - ty: The distance to move along y.
  ///   - tz: The distance to move along z.
  /// - Returns: `Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)`.
  @inlinable
  public func translatedBy(x tx: Double, y ty: Double, z tz: Double) -> Transform3D {
    // The product with the translation written out: only the last row changes, by the same sums, in
    // the same order, as the full product (for finite entries; the full product would also turn
    // `0·∞` into NaN in the other rows).
    var result = self
    result.m41 = tx * m11 + ty * m21 + tz * m31 + m41
    result.m42 = tx * m12 + ty * m22 + tz * m32 + m42
    result.m43 = tx * m13 + ty * m23 + tz * m33 + m43
    result.m44 = tx * m14 + ty * m24 + tz * m34 + m44
    return result
  }

  /// Returns this transform followed by a translation: `self · T(tx, ty, tz)`.
  ///
  /// Each row's fourth entry, times the translation, is added to the row's first three entries.
  @inlinable
  func followedByTranslation(x tx: Double, y ty: Double, z tz: Double) -> Transform3D {
    var result = self
    result.m11 = m11 + m14 * tx
    result.m12 = m12 + m14 * ty
    result.m13 = m13 + m14 * tz
    result.m21 = m21 + m24 * tx
    result.m22 = m22 + m24 * ty
    result.m23 = m23 + m24 * tz
    result.m31 = m31 + m34 * tx
    result.m32 = m32 + m34 * ty
    result.m33 = m33 + m34 * tz
    result.m41 = m41 + m44 * tx
    result.m42 = m42 + m44 * ty
    result.m43 = m43 + m44 * tz
    return result
  }

  /// Returns this transform with a scale applied before it, as `CATransform3DScale`.
  ///
  /// ```swift
  /// let t = Transform3D(translationX: 10, y: 0, z: 0).scaledBy(x: 2, y: 2, z: 1)
  /// // t.m11 == 2, t.m41 == 10
  /// ```
  ///
  /// - Parameters:
  ///   - sx: The factor along x.
  ///   - sy: The factor along y.
  ///   - sz: The factor along z.
  /// - Returns: `Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)`.
  @inlinable
  public func scaledBy(x sx: Double, y sy: Double, z sz: Double) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
  }

  /// Returns this transform with a rotation applied before it, as `CATransform3DRotate`.
  ///
  /// A zero-length axis leaves the transform unchanged.
  ///
  /// ```swift
  /// let t = Transform3D(translationX: 10, y: 0, z: 0).rotated(by: .pi / 2, x: 0, y: 0, z: 1)
  /// let p = Point2D(x: 1, y: 0).applying(t)
  /// // p ≈ Point2D(x: 10, y: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - angle: The angle in radians.
  ///   - x: The x-component of the axis.
  ///   - y: The y-component of the axis.
  ///   - z: The z-component of the axis.
  /// - Returns: `Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)`.
  @inlinable
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// Returns whether every entry lies within a tolerance of the other transform's.
  ///
  /// ```swift
  /// let t = Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 3)
  /// let product = t.concatenating(t.inverted()!)
  /// // product.isApproximatelyEqual(to: .identity) == true
  /// ```
  ///
  /// - Parameters:
  ///   - other: The transform to compare with.
  ///   - absoluteTolerance: The largest difference allowed in each entry. The default is `1e-9`.
  /// - Returns: `true` when all sixteen entries are within `absoluteTolerance`.
  @inlinable
  public func isApproximatelyEqual(to other: Transform3D, absoluteTolerance: Double = 1e-9) -> Bool
  {
    let pairs: [(Double, Double)] = [
      (m11, other.m11), (m12, other.m12), (m13, other.m13), (m14, other.m14),
      (m21, other.m21), (m22, other.m22), (m23, other.m23), (m24, other.m24),
      (m31, other.m31), (m32, other.m32), (m33, other.m33), (m34, other.m34),
      (m41, other.m41), (m42, other.m42), (m43, other.m43), (m44, other.m44),
    ]
    return pairs.allSatisfy { ($0.0 - $0.1).magnitude <= absoluteTolerance }
  }
}

extension Transform3D {
  /// Whether all sixteen entries are finite.
  var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
      && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite
      && m34.isFinite && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
  }

  /// The transform whose every entry is `NaN`: the map of a level whose inputs are not finite.
  static var notANumber: Transform3D {
    Transform3D(
      m11: .nan, m12: .nan, m13: .nan, m14: .nan, m21: .nan, m22: .nan, m23: .nan, m24: .nan,
      m31: .nan, m32: .nan, m33: .nan, m34: .nan, m41: .nan, m42: .nan, m43: .nan, m44: .nan)
  }
}
