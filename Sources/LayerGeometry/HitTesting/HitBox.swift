// The boxes of the hit-test indices (see `SublayerHitIndex.swift`): where an index keeps them,
// the box type, the room a moved layer has within its box, and the padded box of a subtree.

/// Where a layer's hit-test index keeps its sublayers' boxes, as the layer's sublayer transform
/// allows.
///
/// Before that transform, in the layer's *sublayer space*, a change of the transform or of its
/// pivot leaves every box alone (each sublayer's level `H(L→U)` is then, in exact arithmetic, its
/// level in that space followed by the transform's map: ``Layer/sublayerSpaceMap``); after it, each
/// box is made with the sublayer's whole level, and such a change remakes them all.
@usableFromInline
enum SublayerBoxSpace {
  /// The sublayer transform is the identity: the sublayer space is the layer's own space.
  case untransformed
  /// The boxes are in the sublayer space, `forward` the map from it into the layer's space: a
  /// query maps its point by `inverse` before it reads the boxes, and what the sublayers reach is
  /// mapped by `forward` into the layer's space. For a finite 2D affine sublayer transform whose
  /// linear part is conditioned within ``maximumConditioning``.
  case separate(forward: AffineTransform2D, inverse: AffineTransform2D)
  /// The boxes are in the layer's own space, each made with the sublayer's whole level: under a
  /// sublayer transform that leaves the plane (perspective), is singular, badly conditioned or
  /// not finite, or that a transform layer has.
  case transformed

  /// The largest product of the largest entry of the transform's linear part and of its
  /// inverse's for which the boxes stay before it.
  ///
  /// A translation, a rotation, a uniform scale of any size or a shear up to 1 gives at most 1, a
  /// shear by `k` beyond 1 gives `k²`, and a scale by different factors along the two axes gives
  /// the larger over the smaller: such a scale of more than 16 to 1, or a shear beyond 4, is kept
  /// after. (A stretch along a turned direction scores less than its ratio: 60 to 1 at 45° gives
  /// about 15.5.) Together with the bound of each sublayer's own level
  /// (``SublayerHitIndex/reach(of:forward:within:allowance:)``), it keeps the rounding of the
  /// query's two maps far inside the boxes' padding.
  static let maximumConditioning = 16.0

  /// Whether the boxes are before the sublayer transform, so that a change of it keeps them.
  var keepsBoxes: Bool {
    if case .transformed = self { return false }
    return true
  }

  /// The inverse of the map from the sublayer space into the layer's space, `nil` for the
  /// identity or when the boxes are in the layer's own space.
  var inverse: AffineTransform2D? {
    if case .separate(_, let inverse) = self { return inverse }
    return nil
  }

  /// The magnitude of the numbers a query's maps pass through, seen in the sublayer space; 0 for
  /// the identity or where the boxes are in the layer's own space.
  ///
  /// The translations of the map and of its inverse, and the pivot's distance from the origin
  /// (`|x| + |y|`; the map and every level are made about the pivot), each taken back into the
  /// sublayer space by the inverse's linear part where it lies in the layer's space. The
  /// rounding of the query's two maps, and of the whole level, grows with this scale, which the
  /// boxes' padding must cover (``SublayerHitIndex/reach(of:forward:within:allowance:)``).
  func roundingScale(pivot: Point2D) -> Double {
    guard case .separate(let forward, let inverse) = self else { return 0 }
    let back = inverse.linearMagnitude
    return max(inverse.tx.magnitude, inverse.ty.magnitude) + back
      * max(forward.tx.magnitude, forward.ty.magnitude)
      + (1 + back * max(1, forward.linearMagnitude)) * (pivot.x.magnitude + pivot.y.magnitude)
  }
}

/// A closed box, as edges; empty when a minimum exceeds its maximum.
struct HitBox {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  /// Holds no point, and is the identity of ``union(_:)``.
  @inline(__always)
  static var empty: HitBox {
    HitBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
  }
  /// Holds every finite point: what is reached where no box is known.
  @inline(__always)
  static var everywhere: HitBox {
    HitBox(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)
  }

  @inline(__always)
  func contains(_ point: Point2D) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// Whether every point of `other` is in this box: always for an empty `other`.
  func holds(_ other: HitBox) -> Bool {
    !(other.minX <= other.maxX && other.minY <= other.maxY)
      || (minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY)
  }

  /// Holds no point.
  var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }

  /// The area, for a box that holds some point (infinite for an unbounded one).
  var area: Double { (maxX - minX) * (maxY - minY) }

  /// Whether the two boxes share a point.
  func meets(_ other: HitBox) -> Bool {
    other.minX <= maxX && minX <= other.maxX && other.minY <= maxY && minY <= other.maxY
  }

  /// Holds some point, and every edge is finite.
  var isBounded: Bool {
    minX <= maxX && minY <= maxY && (minX - maxX).isFinite && (minY - maxY).isFinite
  }

  /// The box as a rectangle (for a box that holds some point).
  var rect: Rect2D { Rect2D(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

  @inline(__always)
  func union(_ other: HitBox) -> HitBox {
    HitBox(
      minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
      maxY: max(maxY, other.maxY))
  }
}

/// Where a layer may move, by a change of its position alone, while the box stored for its entry
/// still holds its exact reach: a rectangle of positions.
///
/// The room between the two boxes, per edge, less a margin for what recomputing the reach at the
/// new position can differ from the moved box by. Its padding grows with the translation (by at
/// most two millionths of it); its corners round within a few units in the last place of the
/// magnitudes that made them, which the padding (a millionth of them) exceeds, and the padding is
/// less than the box's width and height: a ten-millionth of the box's extent and magnitudes covers
/// the rounding many times over.
@usableFromInline
struct HitMoveRoom {
  var minX = Double.infinity
  var maxX = -Double.infinity
  var minY = Double.infinity
  var maxY = -Double.infinity

  /// No room: every move changes a box.
  @usableFromInline init() {}

  /// The room of an exact reach within a stored box, the layer being at `position`; none where
  /// either box or the position is not finite.
  init(exact: HitBox, stored: HitBox, position: Point2D) {
    guard exact.isBounded, stored.isBounded, position.isFinite else { return }
    let magnitude = max(
      exact.minX.magnitude, exact.maxX.magnitude, exact.minY.magnitude, exact.maxY.magnitude,
      position.x.magnitude, position.y.magnitude)
    let fixed = 1e-7 * (1 + magnitude + (exact.maxX - exact.minX) + (exact.maxY - exact.minY))
    let (lowX, lowY) = (stored.minX - exact.minX + fixed, stored.minY - exact.minY + fixed)
    let (highX, highY) = (stored.maxX - exact.maxX - fixed, stored.maxY - exact.maxY - fixed)
    // The padding's growth for the longest move the room allows.
    let growth = 3e-6 * max(lowX.magnitude, lowY.magnitude, highX.magnitude, highY.magnitude)
    let room = (
      minX: position.x + lowX + growth, maxX: position.x + highX - growth,
      minY: position.y + lowY + growth, maxY: position.y + highY - growth
    )
    // No room where an edge overflows: an infinite position is never held.
    guard room.minX.isFinite, room.maxX.isFinite, room.minY.isFinite, room.maxY.isFinite else {
      return
    }
    (minX, maxX, minY, maxY) = room
  }

  /// Whether the exact reach, moved with the layer to `position`, stays within the stored box;
  /// false for a position that is not a number.
  @inline(__always)
  func holds(_ position: Point2D) -> Bool {
    position.x >= minX && position.x <= maxX && position.y >= minY && position.y <= maxY
  }
}

extension LayerStorage {
  /// The allowance (``sublayerBoxAllowance``) to pad the boxes of the index for when every one is
  /// made: the largest of four times the current transform's rounding scale, 32 times the pivot's
  /// distance from the origin (`|x| + |y|`) and 10⁶ points, at most the largest finite value; 0
  /// where the boxes are kept after the transform, or where the pivot is not finite.
  ///
  /// About a pivot at a distance `d`, a turn has a rounding scale of up to `6d`, a zoom in up to
  /// `4d` and a zoom out by `s` up to `(3/s − 1)d`: a turn or a zoom in stays within the
  /// allowance about a pivot up to 32/6 times as far as when the boxes were made (a zoom out by
  /// `s`, `32/(3/s − 1)` times), or up to 10⁶/6 points away; a turn and a zoom together reach
  /// further. Its padding of a box (10⁻¹² of it) is at least a millionth of a point, the size of
  /// the padding every box has.
  func makeSublayerBoxAllowance() -> Double {
    let pivot = sublayerTransformPivot
    guard sublayerBoxSpace.keepsBoxes, pivot.isFinite else { return 0 }
    let allowance = max(
      4 * sublayerBoxSpace.roundingScale(pivot: pivot),
      32 * (pivot.x.magnitude + pivot.y.magnitude), 1e6)
    // Past the largest finite value, the padding it gives (10²⁹⁶) still exceeds the rounding.
    return min(allowance, .greatestFiniteMagnitude)
  }

  /// Keeps the room the layer's exact reach has within the box its superlayer's index stored, at
  /// the layer's position now.
  @inline(__always)
  mutating func keepHitMoveRoom(exact: HitBox, stored: HitBox) {
    hitMoveRoom = HitMoveRoom(exact: exact, stored: stored, position: position)
  }
}

/// The hit-test index of one layer's sublayers, front-most first, with the scratch memory of the
/// queries made from that layer.

extension SublayerHitIndex {
  /// The box, in the space of the superlayer's boxes, of everything in an entry's subtree that
  /// can be hit: its bounds and, unless it masks, what its sublayers reach (`within`, in its own
  /// space), mapped by `forward` (the level, or the level before the superlayer's sublayer
  /// transform).
  ///
  /// The box is grown by a millionth of the magnitudes involved (``RoundingPadding``), far more
  /// than the rounding of mapping a point down by a level whose linear part is conditioned as
  /// required there (the product of its largest entry and its inverse's is at most 10⁶), so that a point outside it
  /// cannot reach a layer below whatever the rounding. Before a sublayer transform `S` (see
  /// ``SublayerBoxSpace``) a query maps its point twice, into the sublayer space and then by the
  /// whole level, and both maps round at the magnitudes they pass through (the pivot of `S` and
  /// the translations), which may be far larger than the box: the box is grown besides by 10⁻¹²
  /// of the superlayer's `allowance` (the rounding scale of every `S` its boxes serve,
  /// ``SublayerBoxSpace/roundingScale(pivot:)``) times the conditioning, which exceeds that
  /// rounding (a few units of 2⁻⁵³ times the two conditionings, 16 at most for `S`, and the scale)
  /// dozens of times over. Where that does not hold — a perspective, ill-conditioned or
  /// non-finite level, an unknown box below, or a grown box whose edges would pass the largest
  /// finite value — the reach is everywhere and the subtree is always searched.
  static func reach(
    of entry: UnsafePointer<Entry>, forward: Homography, within: HitBox, allowance: Double
  ) -> HitBox {
    var own = entry.pointee.bounds
    if !entry.pointee.masksToBounds && within.minX <= within.maxX {
      own = within.rect.union(own)
    }
    let t = forward.affinePart
    // The largest entry of the linear part times its inverse's: |a|, |b|, |c|, |d| over |det|.
    let linear = t.linearMagnitude
    let conditioning = linear * linear / t.determinant.magnitude
    guard forward.isAffine, own.isFinite, !own.isNull,
      conditioning <= RoundingPadding.maximumConditioning
    else {
      return .everywhere
    }
    return paddedBox(of: own, mappedBy: t, beyond: 1e-12 * max(conditioning, 1) * allowance)
  }

  /// The box of `rect` mapped by `t`, grown by the padding for the magnitudes involved
  /// (``RoundingPadding/forMagnitude(_:)``, see ``reach(of:forward:within:allowance:)``) and by
  /// `extra`; everywhere where it would not stay
  /// finite.
  static func paddedBox(
    of rect: Rect2D, mappedBy t: AffineTransform2D, beyond extra: Double = 0
  ) -> HitBox {
    let box = rect.applying(t)
    guard box.isFinite else { return .everywhere }
    let pad =
      RoundingPadding.forMagnitude(
        box.magnitude + t.linearMagnitude * rect.magnitude + max(t.tx.magnitude, t.ty.magnitude))
      + extra
    guard let grown = box.grown(by: pad) else { return .everywhere }
    return HitBox(minX: grown.minX, minY: grown.minY, maxX: grown.maxX, maxY: grown.maxY)
  }
}
