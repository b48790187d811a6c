/// A two-dimensional affine transform, the counterpart of `CGAffineTransform`.
///
/// Points are row vectors, exactly as in CoreGraphics: a point `(x, y)` maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`, and ``concatenating(_:)`` applies the receiver first. The
/// `…By`/`rotated(by:)` methods put the new operation *before* the receiver, as
/// `CGAffineTransformTranslate`, `…Scale` and `…Rotate` do.
///
/// ```swift
/// let t = AffineTransform2D(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
/// // Translate first, then scale: (0, 0) → (10, 0) → (20, 0).
/// let p = Point2D(x: 0, y: 0).applying(t)
/// // p == Point2D(x: 20, y: 0)
/// ```
@frozen
public struct AffineTransform2D: Hashable, Sendable {
  /// The factor from x to x.
  ///
  /// ```swift
  /// let t = AffineTransform2D(scaleX: 3, y: 1)
  /// // t.a == 3
  /// ```
  public var a: Double
  /// The factor from x to y.
  ///
  /// ```swift
  /// let t = AffineTransform2D(a: 1, b: 0.5, c: 0, d: 1, tx: 0, ty: 0)
  /// // Point2D(x: 2, y: 0).applying(t) == Point2D(x: 2, y: 1)
  /// ```
  public var b: Double
  /// The factor from y to x.
  ///
  /// ```swift
  /// let t = AffineTransform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
  /// // Point2D(x: 0, y: 2).applying(t) == Point2D(x: 1, y: 2)
  /// ```
  public var c: Double
  /// The factor from y to y.
  ///
  /// ```swift
  /// let t = AffineTransform2D(scaleX: 1, y: 4)
  /// // t.d == 4
  /// ```
  public var d: Double
  /// The translation along x, added after the linear part.
  ///
  /// ```swift
  /// let t = AffineTransform2D(translationX: 7, y: 0)
  /// // t.tx == 7
  /// ```
  public var tx: Double
  /// The translation along y, added after the linear part.
  ///
  /// ```swift
  /// let t = AffineTransform2D(translationX: 0, y: 9)
  /// // t.ty == 9
  /// ```
  public var ty: Double

  /// Creates a transform from its six entries.
  ///
  /// ```swift
  /// let t = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 6)
  /// // t == AffineTransform2D(translationX: 5, y: 6)
  /// ```
  ///
  /// - Parameters:
  ///   - a: The factor from x to x.
  ///   - b: The factor from x to y.
  ///   - c: The factor from y to x.
  ///   - d: The factor from y to y.
  ///   - tx: The translation along x.
  ///   - ty: The translation along y.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that leaves every point where it is.
  ///
  /// ```swift
  /// let t = AffineTransform2D.identity
  /// // t.isIdentity == true
  /// ```
  @inlinable public static var identity: AffineTransform2D {
    AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// Creates a translation.
  ///
  /// ```swift
  /// let t = AffineTransform2D(translationX: 10, y: 20)
  /// // Point2D(x: 1, y: 1).applying(t) == Point2D(x: 11, y: 21)
  /// ```
  ///
  /// - Parameters:
  ///   - tx: The distance to move along x.
  ///   - ty: The distance to move along y.
  @inlinable
  public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Creates a scale about the origin.
  ///
  /// ```swift
  /// let t = AffineTransform2D(scaleX: 2, y: 3)
  /// // Point2D(x: 1, y: 1).applying(t) == Point2D(x: 2, y: 3)
  /// ```
  ///
  /// - Parameters:
  ///   - sx: The factor along x.
  ///   - sy: The factor along y.
  @inlinable
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a rotation about the origin.
  ///
  /// With y pointing down, as in a layer's space on iOS, a positive angle turns clockwise on screen;
  /// `(1, 0)` goes to `(cos θ, sin θ)`.
  ///
  /// ```swift
  /// let t = AffineTransform2D(rotationAngle: .pi / 2)
  /// let p = Point2D(x: 1, y: 0).applying(t)
  /// // p ≈ Point2D(x: 0, y: 1)
  /// ```
  ///
  /// - Parameter angle: The angle in radians.
  @inlinable
  public init(rotationAngle angle: Double) {
    let s = sine(angle)
    let c = cosine(angle)
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity transform.
  ///
  /// ```swift
  /// let t = AffineTransform2D(translationX: 0, y: 0)
  /// // t.isIdentity == true
  /// ```
  @inlinable
  public var isIdentity: Bool { self == .identity }

  /// Returns the transform that applies `other` after this one (`self · other`).
  ///
  /// ```swift
  /// let move = AffineTransform2D(translationX: 10, y: 0)
  /// let double = AffineTransform2D(scaleX: 2, y: 2)
  /// // Point2D.zero.applying(move.concatenating(double)) == Point2D(x: 20, y: 0)
  /// // Point2D.zero.applying(double.concatenating(move)) == Point2D(x: 10, y: 0)
  /// ```
  ///
  /// - Parameter other: The transform to apply second.
  /// - Returns: The product `self · other`.
  @inlinable
  public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
    AffineTransform2D(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// Returns this transform with a translation applied before it.
  ///
  /// ```swift
  /// let t = AffineTransform2D(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
  /// // Point2D.zero.applying(t) == Point2D(x: 10, y: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - tx: The distance to move along x.
  ///   - ty: The distance to move along y.
  /// - Returns: `AffineTransform2D(translationX: tx, y: ty).concatenating(self)`.
  @inlinable
  public func translatedBy(x tx: Double, y ty: Double) -> AffineTransform2D {
    AffineTransform2D(translationX: tx, y: ty).concatenating(self)
  }

  /// Returns this transform with a scale applied before it.
  ///
  /// ```swift
  /// let t = AffineTransform2D(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
  /// // Point2D(x: 1, y: 1).applying(t) == Point2D(x: 7, y: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - sx: The factor along x.
  ///   - sy: The factor along y.
  /// - Returns: `AffineTransform2D(scaleX: sx, y: sy).concatenating(self)`.
  @inlinable
  public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform2D {
    AffineTransform2D(scaleX: sx, y: sy).concatenating(self)
  }

  /// Returns this transform with a rotation applied before it.
  ///
  /// ```swift
  /// let t = AffineTransform2D(translationX: 10, y: 0).rotated(by: .pi)
  /// let p = Point2D(x: 1, y: 0).applying(t)
  /// // p ≈ Point2D(x: 9, y: 0)
  /// ```
  ///
  /// - Parameter angle: The angle in radians.
  /// - Returns: `AffineTransform2D(rotationAngle: angle).concatenating(self)`.
  @inlinable
  public func rotated(by angle: Double) -> AffineTransform2D {
    AffineTransform2D(rotationAngle: angle).concatenating(self)
  }

  /// The determinant of the linear part, `a·d − b·c`.
  ///
  /// ```swift
  /// let t = AffineTransform2D(scaleX: 2, y: 3)
  /// // t.determinant == 6
  /// ```
  @inlinable
  public var determinant: Double { a * d - b * c }

  /// Returns the inverse transform, or `nil` when there is none.
  ///
  /// The result is `nil` exactly when the ``determinant`` is zero or not finite, or when `tx` or `ty`
  /// is not finite (the inverse's translation could not be computed); there is no threshold, so a
  /// scale of `1e-6` still inverts.
  ///
  /// - Important: `CGAffineTransformInvert` returns its input unchanged when the matrix is singular.
  ///   Write `t.inverted() ?? t` where that behaviour is wanted.
  ///
  /// ```swift
  /// let t = AffineTransform2D(scaleX: 2, y: 4).translatedBy(x: 1, y: 1)
  /// let back = t.inverted()
  /// // Point2D(x: 1, y: 1).applying(t).applying(back!) == Point2D(x: 1, y: 1)
  /// // AffineTransform2D(scaleX: 0, y: 1).inverted() == nil
  /// ```
  ///
  /// - Returns: The inverse, or `nil` for a singular or non-finite transform.
  @inlinable
  public func inverted() -> AffineTransform2D? {
    let det = determinant
    // A non-finite translation has no inverse either: the inverse's translation would be NaN.
    guard det != 0, det.isFinite, tx.isFinite, ty.isFinite else { return nil }
    return AffineTransform2D(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// Whether all six entries are finite.
  @inlinable
  var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The largest magnitude among the four entries of the linear part.
  var linearMagnitude: Double {
    max(a.magnitude, b.magnitude, c.magnitude, d.magnitude)
  }

  /// Returns whether every entry lies within a tolerance of the other transform's.
  ///
  /// ```swift
  /// let t = AffineTransform2D(rotationAngle: .pi / 3)
  /// let product = t.concatenating(t.inverted()!)
  /// // product.isApproximatelyEqual(to: .identity) == true
  /// ```
  ///
  /// - Parameters:
  ///   - other: The transform to compare with.
  ///   - absoluteTolerance: The largest difference allowed in each entry. The default is `1e-9`.
  /// - Returns: `true` when all six entries are within `absoluteTolerance`.
  @inlinable
  public func isApproximatelyEqual(
    to other: AffineTransform2D, absoluteTolerance: Double = 1e-9
  ) -> Bool {
    (a - other.a).magnitude <= absoluteTolerance && (b - other.b).magnitude <= absoluteTolerance
      && (c - other.c).magnitude <= absoluteTolerance
      && (d - other.d).magnitude <= absoluteTolerance
      && (tx - other.tx).magnitude <= absoluteTolerance
      && (ty - other.ty).magnitude <= absoluteTolerance
  }
}
