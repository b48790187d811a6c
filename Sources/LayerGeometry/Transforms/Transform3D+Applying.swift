extension Point2D {
  /// Returns the point, taken at `z = 0`, transformed by a 4×4 transform and divided by `w`, as Core
  /// Animation's private `CA_CGPointApplyTransform` does; z is dropped.
  ///
  /// A transform whose third column (in the plane: `m14`, `m24`, `m44`) is `(0, 0, 1)` maps as its
  /// ``Transform3D/affineTransform`` does. Otherwise a point with `w ≤ 0` lies behind the eye and the
  /// result is `(NaN, NaN)`. Entries that never reach the plane (`m13`, `m23`, `m31`…`m34`, `m43`)
  /// play no part, even when they are not finite.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m14 = 0.01  // w = 0.01·x + 1
  /// let p = Point2D(x: 100, y: 50).applying(t)
  /// // p == Point2D(x: 50, y: 25)
  /// // Point2D(x: -100, y: 0).applying(t) is (NaN, NaN): w = 0.
  /// ```
  ///
  /// - Parameter transform: The transform to apply.
  /// - Returns: The projected point, or `(NaN, NaN)` behind the eye.
  @inlinable
  public func applying(_ transform: Transform3D) -> Point2D {
    Homography(transform).map(self)
  }
}

extension Rect2D {
  /// Returns the bounding box of the rectangle, taken at `z = 0`, after a 4×4 transform and the divide
  /// by `w`.
  ///
  /// An affine plane map (`m14 = m24 = 0`, `m44 = 1`) behaves as ``applying(_:)-(AffineTransform2D)``.
  /// With perspective, the rectangle is clipped against `w > 0` first: the result is ``null`` when no
  /// corner is in front of the eye, ``infinite`` when only some are (the image reaches the horizon),
  /// and otherwise the box of the four projected corners. A non-finite result is the all-`NaN`
  /// rectangle.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m14 = 0.01  // w = 0.01·x + 1
  /// let r = Rect2D(x: 0, y: 0, width: 100, height: 100).applying(t)
  /// // r == Rect2D(x: 0, y: 0, width: 50, height: 100)
  /// // Rect2D(x: -200, y: 0, width: 300, height: 10).applying(t) == .infinite
  /// ```
  ///
  /// - Parameter transform: The transform to apply.
  /// - Returns: The bounding box of the projected rectangle.
  @inlinable
  public func applying(_ transform: Transform3D) -> Rect2D {
    Homography(transform).boundingBox(of: self)
  }
}
