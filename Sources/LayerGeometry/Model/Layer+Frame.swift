extension Layer {
  /// The box the layer occupies in its superlayer's space: the bounding box of its bounds rectangle
  /// placed by ``anchorPoint``, ``transform`` and ``position``.
  ///
  /// - The getter maps the corners of `(0, 0, width, height)` by
  ///   `T(−anchor, −anchorPointZ) · transform · T(position, zPosition)`, divides by `w`, and boxes them.
  ///   With the identity transform that is `(position − anchorPoint · size, size)`. It does not include
  ///   the bounds origin, ``isGeometryFlipped`` (the bounds map onto themselves) or the superlayer's
  ///   ``sublayerTransform``.
  /// - With perspective, the rectangle is clipped against `w > 0` first: the frame is ``Rect2D/null``
  ///   when the layer is wholly behind the eye and ``Rect2D/infinite`` when only part of it is.
  /// - Any non-finite value in the layer's own geometry gives the rectangle whose components are all
  ///   `NaN`.
  ///
  /// The setter standardizes the rectangle and changes only `bounds.size` and ``position`` (never the
  /// bounds origin, anchor point or transform), so that reading the frame back gives the rectangle that
  /// was set — for the identity, translations, scales, any rotation or shear whose size equations are
  /// solvable, and any `anchorPointZ` or `m44`. The size solves `width' = |a|·w + |c|·h`,
  /// `height' = |b|·w + |d|·h` for the plane part `(a b c d)` of the transform (divided by
  /// `m44 − anchorPointZ·m34`). Where that system is singular (a 45° turn) or its solution negative, the
  /// size is the box of the rectangle mapped back by the inverse linear part, and the frame read back
  /// is larger than the one set; where the linear part is singular or not finite the bounds size is
  /// kept. Then the position moves the box's centre onto the rectangle's centre. The formulas run as
  /// written for any rectangle: setting ``Rect2D/null`` gives a zero size at position `(+∞, +∞)`, and
  /// a non-finite rectangle gives non-finite values, after which the layer behaves as any layer with
  /// non-finite geometry (its frame reads as all `NaN`). A new bounds size resizes the sublayers by
  /// their ``autoresizingMask``s, as setting ``bounds`` does.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.anchorPoint = Point2D(x: 1, y: 1)
  /// layer.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
  /// // layer.position == Point2D(x: 200, y: 200)
  /// layer.transform = Transform3D(scaleX: 2, y: 4, z: 1)
  /// layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
  /// // layer.bounds.size == Size2D(width: 50, height: 12.5)
  /// // layer.frame == Rect2D(x: 10, y: 20, width: 100, height: 50)
  /// ```
  ///
  /// - Complexity: Setting costs as setting ``bounds`` and ``position``.
  ///
  /// - Note: Core Animation documents the frame as undefined under rotations that are not multiples of
  ///   90°; this getter and setter give the deterministic answers above.
  public var frame: Rect2D {
    @inlinable get {
      switch storage.pointee.frameShape {
      case .placedBounds: placedBounds
      case .planar: planarFrame
      case .general: nonPlanarFrame
      }
    }
    set {
      let oldSize = bounds.size
      storeFrame(newValue)
      boundsSizeDidChange(from: oldSize)
    }
  }

  /// Sets the bounds size and position as the ``frame`` setter does, without resizing the
  /// sublayers.
  func storeFrame(_ newValue: Rect2D) {
    let r = newValue.standardized
    let size = boundsSize(forFrameSize: r.size)
    let centre = Point2D(x: r.midX, y: r.midY)
    let box = frame(size: size, position: .zero)
    storeBounds(Rect2D(origin: bounds.origin, size: size))
    position = box.isNull ? centre : Point2D(x: centre.x - box.midX, y: centre.y - box.midY)
  }

  /// Moves the anchor point without moving the layer: ``position`` (and, for a 3D turn,
  /// ``zPosition``) change so that the anchor's new place is where the layer already showed it.
  ///
  /// With the identity transform the position moves by `(newAnchor − anchorPoint) · bounds.size`; under
  /// any other transform whose `m14` and `m24` are 0 (so that `w` is the same all over the layer's
  /// plane, `m34` included) the move is mapped by the transform, so the layer's map — and its
  /// ``frame`` — stay exactly as they were, singular or not. When `w` varies across the plane no
  /// position keeps the layer exactly in place; the same formula is applied.
  ///
  /// ```swift
  /// let hand = Layer()
  /// hand.frame = Rect2D(x: 95, y: 10, width: 10, height: 100)
  /// hand.moveAnchorPoint(to: Point2D(x: 0.5, y: 0.9))
  /// // hand.position == Point2D(x: 100, y: 100), hand.frame is unchanged.
  /// ```
  ///
  /// - Parameter newAnchor: The new anchor point, in units of the bounds size.
  /// - Complexity: As setting ``anchorPoint`` and ``position``.
  public func moveAnchorPoint(to newAnchor: Point2D) {
    let dx = (newAnchor.x - anchorPoint.x) * bounds.size.width
    let dy = (newAnchor.y - anchorPoint.y) * bounds.size.height
    let k = planeMap
    let depth = depthPerPoint
    let newPosition = Point2D(
      x: position.x + dx * k.a + dy * k.c, y: position.y + dx * k.b + dy * k.d)
    let newZPosition = zPosition + dx * depth.x + dy * depth.y
    anchorPoint = newAnchor
    position = newPosition
    if newZPosition != zPosition { zPosition = newZPosition }
  }

  /// The plane part of ``transform``, as `CALayer.affineTransform()` and `setAffineTransform(_:)`.
  ///
  /// Reading gives `transform.affineTransform` when the transform ``Transform3D/isAffine`` and the
  /// identity otherwise; writing replaces ``transform`` with `Transform3D(affine)`.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.transform = Transform3D(scaleX: 1, y: 1, z: 2)  // not affine
  /// // layer.affineTransform == .identity
  /// layer.affineTransform = AffineTransform2D(rotationAngle: .pi)
  /// // layer.transform == Transform3D(AffineTransform2D(rotationAngle: .pi))
  /// ```
  ///
  /// - Complexity: Setting costs as setting ``transform``.
  public var affineTransform: AffineTransform2D {
    get { transform.isAffine ? transform.affineTransform : .identity }
    set { transform = Transform3D(newValue) }
  }

  /// The frame of a layer whose shape is ``FrameShape/placedBounds``: `(position − anchorPoint ·
  /// size, size)`, reading only those three values.
  ///
  /// It is ``planarFrame`` to the last bit: with the identity, that box is
  /// `(−anchorPoint.x · width + position.x, …)`, and adding a negated product is subtracting it.
  @inlinable
  var placedBounds: Rect2D {
    let state = storage
    let size = state.pointee.bounds.size
    let anchor = state.pointee.anchorPoint
    let position = state.pointee.position
    let box = Rect2D(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
      width: size.width, height: size.height)
    let check = (box.origin.x + box.origin.y) + (size.width + size.height)
    return check.isFinite ? box : planarFrame(afterTheCheckOverflowed: box)
  }

  /// The frame of a layer whose shape is ``FrameShape/planar``: its placement maps its plane
  /// affinely (`m14 = m24 = 0` and `m44 − anchorPointZ·m34 = 1`: every 2D transform, and 3D ones
  /// that keep the plane's `w` at 1), and the values that do not reach the frame — the bounds origin,
  /// `zPosition`, `m13`, `m23`, `m33` and `m43` — are finite.
  ///
  /// Inlined into the caller: the common frame is a few loads, sums and products, with no call.
  ///
  /// The six entries of the placement's plane map are the ones the general path computes, by the
  /// same sums in the same order, computed directly instead of through two 4×4 products. The box
  /// of the corners `(0, 0)`, `(w, 0)`, `(0, h)` and `(w, h)` is then the translation plus the
  /// negative parts of the columns `a·w`, `c·h` (and `b·w`, `d·h`), and the sum of their magnitudes:
  /// exactly `position − anchorPoint · size` and the size for the identity, and within rounding of
  /// the corners' own box otherwise. Finiteness is tested once, on the result: every value that
  /// reaches the box makes it infinite or `NaN` when it is not finite itself (where it is multiplied
  /// by 0 the product is `NaN`). Only when that sum is not finite are the values tested one by one,
  /// so that huge finite values still give their box.
  @inlinable
  var planarFrame: Rect2D {
    let state = storage
    let apz = state.pointee.anchorPointZ
    let t = state.pointee.transform
    let size = state.pointee.bounds.size
    let anchor = state.pointee.anchorPoint
    let position = state.pointee.position
    let (ax, ay) = (-anchor.x * size.width, -anchor.y * size.height)
    // translatedBy(x: ax, y: ay, z: −apz), then followedByTranslation by the position (w is 1).
    let map = AffineTransform2D(
      a: t.m11 + t.m14 * position.x, b: t.m12 + t.m14 * position.y,
      c: t.m21 + t.m24 * position.x, d: t.m22 + t.m24 * position.y,
      tx: ax * t.m11 + ay * t.m21 + -apz * t.m31 + t.m41 + position.x,
      ty: ax * t.m12 + ay * t.m22 + -apz * t.m32 + t.m42 + position.y)
    // The box of the corners (0, 0), (w, 0), (0, h), (w, h): the translation plus the negative
    // parts of the columns, and the columns' magnitudes.
    let (xw, xh, yw, yh) = (
      map.a * size.width, map.c * size.height, map.b * size.width, map.d * size.height
    )
    let box = Rect2D(
      x: map.tx + (Swift.min(0, xw) + Swift.min(0, xh)),
      y: map.ty + (Swift.min(0, yw) + Swift.min(0, yh)),
      width: xw.magnitude + xh.magnitude, height: yw.magnitude + yh.magnitude)
    let check = (box.origin.x + box.origin.y) + (box.size.width + box.size.height)
    return check.isFinite ? box : planarFrame(afterTheCheckOverflowed: box)
  }

  /// The planar frame when the sum that tests it is not finite: a value is not finite (all `NaN`),
  /// the box itself overflowed (all `NaN`, as ``Rect2D/applying(_:)-(AffineTransform2D)`` does),
  /// or only the sum did, with huge finite values (the box).
  @usableFromInline
  func planarFrame(afterTheCheckOverflowed box: Rect2D) -> Rect2D {
    everyOwnGeometryValueIsFinite && box.isFinite ? box : .notANumber
  }

  /// The frame of a layer whose shape is ``FrameShape/general``: a perspective one, or one whose
  /// geometry is not finite.
  @usableFromInline
  var nonPlanarFrame: Rect2D {
    guard ownGeometryIsFinite else { return .notANumber }
    return frame(size: bounds.size, position: position)
  }

  /// The frame the getter gives for a size and a position, with everything else as it is.
  private func frame(size: Size2D, position: Point2D) -> Rect2D {
    let corners = Rect2D(origin: .zero, size: size)
    return Homography(placement(size: size, position: position)).boundingBox(of: corners)
  }

  /// The bounds size whose frame has the given size under the current transform (see ``frame``).
  private func boundsSize(forFrameSize target: Size2D) -> Size2D {
    let k = planeMap
    let linear = AffineTransform2D(a: k.a, b: k.b, c: k.c, d: k.d, tx: 0, ty: 0)
    guard k.isFinite, let inverse = linear.inverted() else { return bounds.size }
    let (a, b, c, d) = (k.a.magnitude, k.b.magnitude, k.c.magnitude, k.d.magnitude)
    let det = a * d - b * c
    if det.magnitude > 1e-9 * (a * d + b * c) {
      let width = (target.width * d - c * target.height) / det
      let height = (a * target.height - b * target.width) / det
      if width >= 0, height >= 0 { return Size2D(width: width, height: height) }
    }
    return Rect2D(origin: .zero, size: target).applying(inverse).size
  }

}

/// Which of the frame's formulas a layer takes, kept by the setters of the values it depends on
/// (bounds, `anchorPointZ`, `zPosition`, transform), so that reading ``Layer/frame`` reads only
/// what its formula needs.
@frozen @usableFromInline
enum FrameShape: UInt8 {
  /// The transform is the identity and the bounds origin, `anchorPointZ` and `zPosition` are
  /// finite: ``Layer/placedBounds``.
  case placedBounds
  /// The placement maps the layer's plane affinely and the values that do not reach the frame are
  /// finite: ``Layer/planarFrame``.
  case planar
  /// Any other layer: ``Layer/nonPlanarFrame``.
  case general
}

extension LayerStorage {
  /// Sets ``frameShape`` from the values it depends on.
  mutating func updateFrameShape() {
    let t = transform
    let unused = (bounds.origin.x + bounds.origin.y) + (zPosition + t.m13) + (t.m23 + t.m33) + t.m43
    if !unused.isFinite || !anchorPointZ.isFinite {
      frameShape = .general
    } else if t == .identity {
      frameShape = .placedBounds
    } else if t.m14 == 0, t.m24 == 0, -anchorPointZ * t.m34 + t.m44 == 1 {
      frameShape = .planar
    } else {
      frameShape = .general
    }
  }
}
