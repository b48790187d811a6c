extension Point2D {
  /// Returns the point transformed by an affine transform, as `CGPointApplyAffineTransform`.
  ///
  /// The result is `(a·x + c·y + tx, b·x + d·y + ty)`. When `b` and `c` are zero (a translation or a
  /// scale) each coordinate is mapped on its own, so an infinite or `NaN` coordinate does not spill into
  /// the other one; for finite points this is bit-for-bit the CoreGraphics formula.
  ///
  /// ```swift
  /// let t = AffineTransform2D(scaleX: 2, y: 3).concatenating(AffineTransform2D(translationX: 1, y: 1))
  /// let p = Point2D(x: 10, y: 10).applying(t)
  /// // p == Point2D(x: 21, y: 31)
  /// ```
  ///
  /// - Parameter transform: The transform to apply.
  /// - Returns: The transformed point.
  @inlinable
  public func applying(_ transform: AffineTransform2D) -> Point2D {
    transform.b == 0 && transform.c == 0
      ? transform.mapAxisAligned(self) : transform.mapGeneral(self)
  }
}

extension AffineTransform2D {
  /// The point map of a transform whose `b` and `c` are zero.
  @inlinable
  func mapAxisAligned(_ p: Point2D) -> Point2D {
    Point2D(x: a * p.x + tx, y: d * p.y + ty)
  }

  /// The point map of any transform: the CoreGraphics formula.
  @inlinable
  func mapGeneral(_ p: Point2D) -> Point2D {
    Point2D(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }
}

extension Rect2D {
  /// The rectangle whose every component is `NaN`: the answer where a map cannot be computed.
  @usableFromInline static let notANumber = Rect2D(x: .nan, y: .nan, width: .nan, height: .nan)

  /// Returns the bounding box of the rectangle's four corners after an affine transform, as
  /// `CGRectApplyAffineTransform`.
  ///
  /// The box is computed from the centre and half-extents (`|a|·w/2 + |c|·h/2`, …), which equals the box
  /// of the four transformed corners. ``null`` stays null and ``infinite`` stays infinite; when any
  /// component of the result is not finite (a non-finite input or an overflow) the result is the
  /// rectangle whose components are all `NaN`.
  ///
  /// ```swift
  /// let r = Rect2D(x: 1, y: 2, width: 3, height: 4).applying(AffineTransform2D(rotationAngle: .pi / 6))
  /// // r ≈ Rect2D(x: -2.13397, y: 2.23205, width: 4.59808, height: 4.96410)
  /// ```
  ///
  /// - Parameter transform: The transform to apply.
  /// - Returns: The standardized bounding box of the transformed rectangle.
  @inlinable
  public func applying(_ transform: AffineTransform2D) -> Rect2D {
    if isNull { return .null }
    if isInfinite { return .infinite }
    let t = transform
    let r = standardized
    let halfWidth = r.size.width / 2
    let halfHeight = r.size.height / 2
    let centre = Point2D(x: r.origin.x + halfWidth, y: r.origin.y + halfHeight).applying(t)
    let newHalfWidth: Double
    let newHalfHeight: Double
    if t.b == 0 && t.c == 0 {
      newHalfWidth = t.a.magnitude * halfWidth
      newHalfHeight = t.d.magnitude * halfHeight
    } else {
      newHalfWidth = t.a.magnitude * halfWidth + t.c.magnitude * halfHeight
      newHalfHeight = t.b.magnitude * halfWidth + t.d.magnitude * halfHeight
    }
    let result = Rect2D(
      x: centre.x - newHalfWidth, y: centre.y - newHalfHeight,
      width: 2 * newHalfWidth, height: 2 * newHalfHeight)
    return result.origin.x.isFinite && result.origin.y.isFinite && result.size.width.isFinite
      && result.size.height.isFinite ? result : .notANumber
  }
}
