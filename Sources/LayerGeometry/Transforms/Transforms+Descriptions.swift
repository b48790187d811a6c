extension AffineTransform2D: CustomStringConvertible {
  /// A textual representation of this transform: `AffineTransform2D.identity`, or its six entries.
  ///
  /// ```swift
  /// let text = AffineTransform2D(translationX: 5, y: 6).description
  /// // text == "AffineTransform2D(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 5.0, ty: 6.0)"
  /// ```
  public var description: String {
    isIdentity
      ? "AffineTransform2D.identity"
      : "AffineTransform2D(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}

extension Transform3D: CustomStringConvertible {
  /// A textual representation of this transform: `Transform3D.identity`, or its rows.
  ///
  /// ```swift
  /// let text = Transform3D(translationX: 1, y: 2, z: 3).description
  /// // text == "Transform3D([1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [1.0, 2.0, 3.0, 1.0])"
  /// ```
  public var description: String {
    if isIdentity { return "Transform3D.identity" }
    return "Transform3D([\(m11), \(m12), \(m13), \(m14)], [\(m21), \(m22), \(m23), \(m24)], "
      + "[\(m31), \(m32), \(m33), \(m34)], [\(m41), \(m42), \(m43), \(m44)])"
  }
}
