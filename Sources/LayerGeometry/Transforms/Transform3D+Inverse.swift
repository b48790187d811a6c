extension Transform3D {
  /// The determinant of the 4×4 matrix.
  ///
  /// ```swift
  /// let t = Transform3D(scaleX: 2, y: 3, z: 4)
  /// // t.determinant == 24
  /// ```
  @inlinable
  public var determinant: Double { minors.determinant }

  /// The 2×2 minors of the top two rows (`s`) and the bottom two rows (`c`), from which both the
  /// determinant (Laplace expansion by pairs of rows) and the inverse are built.
  @frozen
  @usableFromInline
  struct Minors {
    @usableFromInline var s0, s1, s2, s3, s4, s5: Double
    @usableFromInline var c0, c1, c2, c3, c4, c5: Double

    @inlinable
    init(
      s0: Double, s1: Double, s2: Double, s3: Double, s4: Double, s5: Double,
      c0: Double, c1: Double, c2: Double, c3: Double, c4: Double, c5: Double
    ) {
      self.s0 = s0
      self.s1 = s1
      self.s2 = s2
      self.s3 = s3
      self.s4 = s4
      self.s5 = s5
      self.c0 = c0
      self.c1 = c1
      self.c2 = c2
      self.c3 = c3
      self.c4 = c4
      self.c5 = c5
    }

    @inlinable
    var determinant: Double { s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0 }
  }

  @inlinable
  var minors: Minors {
    Minors(
      s0: m11 * m22 - m21 * m12, s1: m11 * m23 - m21 * m13, s2: m11 * m24 - m21 * m14,
      s3: m12 * m23 - m22 * m13, s4: m12 * m24 - m22 * m14, s5: m13 * m24 - m23 * m14,
      c0: m31 * m42 - m41 * m32, c1: m31 * m43 - m41 * m33, c2: m31 * m44 - m41 * m34,
      c3: m32 * m43 - m42 * m33, c4: m32 * m44 - m42 * m34, c5: m33 * m44 - m43 * m34)
  }

  /// Returns the inverse transform, or `nil` when there is none.
  ///
  /// The result is `nil` exactly when the ``determinant`` is zero or not finite; there is no threshold,
  /// so `Transform3D(scaleX: 1e-6, y: 1e-6, z: 1e-6)` still inverts.
  ///
  /// - Important: `CATransform3DInvert` returns its input unchanged when the matrix is singular. Write
  ///   `t.inverted() ?? t` where that behaviour is wanted.
  ///
  /// ```swift
  /// let t = Transform3D(scaleX: 2, y: 4, z: 1).translatedBy(x: 1, y: 1, z: 0)
  /// let product = t.concatenating(t.inverted()!)
  /// // product.isApproximatelyEqual(to: .identity) == true
  /// // Transform3D(scaleX: 1, y: 1, z: 0).inverted() == nil
  /// ```
  ///
  /// - Returns: The inverse, or `nil` for a singular or non-finite transform.
  @inlinable
  public func inverted() -> Transform3D? {
    let m = minors
    let (s0, s1, s2, s3, s4, s5) = (m.s0, m.s1, m.s2, m.s3, m.s4, m.s5)
    let (c0, c1, c2, c3, c4, c5) = (m.c0, m.c1, m.c2, m.c3, m.c4, m.c5)
    let det = m.determinant
    guard det != 0, det.isFinite else { return nil }
    return Transform3D(
      m11: (m22 * c5 - m23 * c4 + m24 * c3) / det,
      m12: (-m12 * c5 + m13 * c4 - m14 * c3) / det,
      m13: (m42 * s5 - m43 * s4 + m44 * s3) / det,
      m14: (-m32 * s5 + m33 * s4 - m34 * s3) / det,
      m21: (-m21 * c5 + m23 * c2 - m24 * c1) / det,
      m22: (m11 * c5 - m13 * c2 + m14 * c1) / det,
      m23: (-m41 * s5 + m43 * s2 - m44 * s1) / det,
      m24: (m31 * s5 - m33 * s2 + m34 * s1) / det,
      m31: (m21 * c4 - m22 * c2 + m24 * c0) / det,
      m32: (-m11 * c4 + m12 * c2 - m14 * c0) / det,
      m33: (m41 * s4 - m42 * s2 + m44 * s0) / det,
      m34: (-m31 * s4 + m32 * s2 - m34 * s0) / det,
      m41: (-m21 * c3 + m22 * c1 - m23 * c0) / det,
      m42: (m11 * c3 - m12 * c1 + m13 * c0) / det,
      m43: (-m41 * s3 + m42 * s1 - m43 * s0) / det,
      m44: (m31 * s3 - m32 * s1 + m33 * s0) / det)
  }
}
