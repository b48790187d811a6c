// The one funnel of a layer's property changes: a setter stores its value, then names what kind of
// change it made, and `didChange(_:)` alone decides what that drops and marks — the frame's
// formula, the cached conversion maps of the subtree, the hit-test entries and indices, the
// superlayer's drawing order, what snapshots must read again. A new property picks the kinds of
// change it makes from the table below; it calls none of the mark functions itself.

extension Layer {
  /// Kinds of change to a layer's own properties, each standing for the marks it needs.
  ///
  /// | change | made by | marks |
  /// |---|---|---|
  /// | ``position`` | `position` | the entry follows the move when the box keeps room; else as ``level`` |
  /// | ``level`` | `transform`, `anchorPointZ`, `zPosition`, `isGeometryFlipped`, `kind` | cached maps below dropped; own entry recomputed |
  /// | ``frameShape`` | `transform`, `anchorPointZ`, `zPosition`, `bounds` | the frame's formula chosen again |
  /// | ``pivot`` | `bounds`, `anchorPoint` | cached maps below dropped; own entry, and the sublayers' levels under a sublayer transform or where the value was or is not finite |
  /// | ``sublayerSpace`` | `sublayerTransform`; `kind` to or from a transform layer under one | cached maps below dropped; the sublayers' levels (their boxes kept where they can be) |
  /// | ``hitFlags`` | `isHidden`, `masksToBounds`, `isDoubleSided` | own entry recomputed |
  /// | ``drawingOrder`` | `zPosition` | the superlayer's drawing order and index of sublayers |
  ///
  /// Every change is also one that snapshots read (`snapshotStateDidChange()`); `name` makes
  /// that one alone (`[]`).
  struct Change: OptionSet {
    let rawValue: UInt8

    /// The position, alone.
    static let position = Change(rawValue: 1 << 0)
    /// An input of the layer's own level other than the position and the pivot.
    static let level = Change(rawValue: 1 << 1)
    /// An input of which formula ``Layer/frame`` takes (`FrameShape`).
    static let frameShape = Change(rawValue: 1 << 2)
    /// The bounds or the anchor point: the pivot of the sublayer transform.
    static let pivot = Change(rawValue: 1 << 3)
    /// The map from the sublayer space into the layer's own space.
    static let sublayerSpace = Change(rawValue: 1 << 4)
    /// A flag that only the hit test reads of the layer.
    static let hitFlags = Change(rawValue: 1 << 5)
    /// The layer's place in its superlayer's drawing order.
    static let drawingOrder = Change(rawValue: 1 << 6)
  }

  /// Records a change of this layer's properties, already stored: drops and marks what the kinds
  /// of change in `change` need (see ``Change``), then records it for snapshots.
  ///
  /// - Parameters:
  ///   - change: The kinds of change made.
  ///   - pivotFiniteness: With ``Change/pivot``, whether the value that changed (the bounds or the
  ///     anchor point) was finite before and is finite now: a value that was or is not finite
  ///     makes every sublayer's level change.
  @inline(__always)
  func didChange(_ change: Change, pivotFiniteness: (was: Bool, is: Bool) = (true, true)) {
    if change.contains(.frameShape) {
      storage.pointee.updateFrameShape()
    }
    if change.contains(.position) {
      if hitEntryFollowsMove() {
        invalidateGeometry()
      } else {
        geometryDidChange()
      }
    }
    if change.contains(.level) {
      geometryDidChange()
    }
    if change.contains(.pivot) {
      pivotDidChange(wasFinite: pivotFiniteness.was, isFinite: pivotFiniteness.is)
    }
    if change.contains(.sublayerSpace) {
      storage.pointee.sublayerTransformIsIdentity = storage.pointee.sublayerTransform.isIdentity
      invalidateGeometry()
      sublayerSpaceDidChange()
    }
    if change.contains(.hitFlags) {
      hitLevelDidChange()
    }
    if change.contains(.drawingOrder), let superlayer {
      superlayer.drawingOrderCache = nil
      superlayer.sublayerOrderDidChange()
    }
    snapshotStateDidChange()
    if change.contains(.drawingOrder) {
      superlayer?.snapshotSublayersDidChange()
    }
    internalCheck(hitTestMarkViolation())
  }
}
