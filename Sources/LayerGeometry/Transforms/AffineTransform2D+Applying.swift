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
    transform.mapsAxesApart ? transform.mapAxisAligned(self) : transform.mapGeneral(self)
  }
}

extension AffineTransform2D {
  /// Whether `b` and `c` are zero: then ``Point2D/applying(_:)-(AffineTransform2D)`` maps each
  /// coordinate on its own, with ``mapAxisAligned(_:)``; otherwise with ``mapGeneral(_:)``.
  @inlinable
  var mapsAxesApart: Bool { b == 0 && c == 0 }

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
  @inlinable static var notANumber: Rect2D { Rect2D(x: .nan, y: .nan, width: .nan, height: .nan) }

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
    let box = boxByFormula(transform)
    return edgeRuleMark(box) == 0 ? box : boundingBoxOfUnusualRect(result: box)
  }

  /// The centre/half-extent box, without the rules for ``null``, ``infinite`` and non-finite
  /// results: free of branches, so loops over many rectangles vectorise.
  ///
  /// Where `b` and `c` are zero this is the same as mapping each axis on its own whenever the result
  /// is finite; ``edgeRuleMark(_:)`` tells when it may not be the answer.
  @inlinable
  func boxByFormula(_ t: AffineTransform2D) -> Rect2D {
    let halfWidth = size.width.magnitude / 2
    let halfHeight = size.height.magnitude / 2
    let centreX = origin.x + (size.width < 0 ? size.width : 0) + halfWidth
    let centreY = origin.y + (size.height < 0 ? size.height : 0) + halfHeight
    let newHalfWidth = t.a.magnitude * halfWidth + t.c.magnitude * halfHeight
    let newHalfHeight = t.b.magnitude * halfWidth + t.d.magnitude * halfHeight
    return Rect2D(
      x: t.a * centreX + t.c * centreY + t.tx - newHalfWidth,
      y: t.b * centreX + t.d * centreY + t.ty - newHalfHeight,
      width: 2 * newHalfWidth, height: 2 * newHalfHeight)
  }

  /// 0 when `box`, which ``boxByFormula(_:)`` gave for this rectangle, is the answer; 1 when it may
  /// not be.
  ///
  /// 1 for every box that is not finite and for ``infinite`` (the only input that can give a finite
  /// box and still need its own answer; its width gives it away), and also, rarely, for a finite box
  /// whose components add up to more than `Double.greatestFiniteMagnitude`, for which
  /// ``boundingBoxOfUnusualRect(result:)`` returns the box itself. Computed without branches, so that
  /// loops over many rectangles combine the marks with `|` and stay vectorisable.
  @inlinable
  func edgeRuleMark(_ box: Rect2D) -> Int {
    // `v - v` is 0 exactly when `v` is finite; a non-finite component makes the sum non-finite.
    let sum = box.origin.x + box.origin.y + box.size.width + box.size.height
    return (sum - sum != 0 ? 1 : 0) | (size.width == Double.greatestFiniteMagnitude ? 1 : 0)
  }

  /// The answer for a rectangle whose box ``edgeRuleMark(_:)`` marks; kept out of line so that
  /// ``applying(_:)-(AffineTransform2D)`` stays small where it is inlined.
  @usableFromInline
  func boundingBoxOfUnusualRect(result: Rect2D) -> Rect2D {
    if isNull { return .null }
    if isInfinite { return .infinite }
    return result.isFinite ? result : .notANumber
  }
}
