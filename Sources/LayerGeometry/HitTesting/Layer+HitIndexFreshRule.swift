// The rule a refresh of the hit-test indices keeps: every index below the layer it starts from is
// the one a fresh build would make — the same sublayers in the same slots, front-most first, each
// entry's flags, bounds and sublayer index as they are now, its level a fresh one to the last bit
// unless the entry waits for the next query to recompute it (an older generation), and its stored
// box holding the reach a fresh entry has (a stored box may be larger: room to move). Checked after
// every refresh where internal checks are built in (see `InternalChecks.swift`).

extension Layer {
  /// The first place where a hit-test index of this layer's subtree differs from a fresh one.
  ///
  /// Returns a description, or `nil` where each index agrees. For a layer whose indices were just
  /// refreshed (by a query from it): a layer below it still marked is a difference too.
  ///
  /// O(*n*) for *n* layers in the subtree. Changes nothing.
  func hitIndexDifferenceFromAFreshOne() -> String? {
    var stack = [self]
    while let layer = stack.popLast() {
      let state = layer.storage
      let name = state.pointee.nameForChecks
      if layer !== self, state.pointee.needsHitTestRefresh {
        return "\(name) is still marked after a refresh"
      }
      let drawingOrder = layer.sublayersInDrawingOrder
      stack += drawingOrder
      guard let handle = state.pointee.hitIndex, handle._withUnsafeGuaranteedRef({ $0.count > 0 })
      else {
        if drawingOrder.isEmpty { continue }
        return "\(name) has sublayers and an empty hit-test index"
      }
      let index = handle.takeUnretainedValue()
      if let violation = index.boxViolation() {
        return "the hit-test index of \(name): \(violation)"
      }
      guard index.count == drawingOrder.count else {
        return "the hit-test index of \(name) has \(index.count) entries, not \(drawingOrder.count)"
      }
      for (position, sublayer) in drawingOrder.reversed().enumerated() {
        if let difference = sublayer.hitEntryDifference(in: index, at: index.first + position) {
          let sublayerName = sublayer.storage.pointee.nameForChecks
          return "the entry of \(sublayerName) in the index of \(name): \(difference)"
        }
      }
    }
    return nil
  }

  /// What differs between this layer's entry, expected at `slot` of its superlayer's `index`, and
  /// a fresh one; `nil` where they agree.
  private func hitEntryDifference(in index: SublayerHitIndex, at slot: Int) -> String? {
    let state = storage
    guard state.pointee.hitSlot == slot else {
      return "its slot is \(state.pointee.hitSlot), not \(slot)"
    }
    let stored = index.entryAddress(slot).pointee
    guard stored.layer.toOpaque() == Unmanaged.passUnretained(self).toOpaque() else {
      return "slot \(slot) holds another layer"
    }
    let (fresh, forward) = freshHitEntry(generation: index.generation)
    if !stored.bounds.isBitwiseEqual(to: fresh.bounds) { return "bounds" }
    if stored.masksToBounds != fresh.masksToBounds { return "masksToBounds" }
    if stored.isTransformLayer != fresh.isTransformLayer { return "kind" }
    if stored.sublayers?.toOpaque() != fresh.sublayers?.toOpaque() { return "sublayer index" }
    if stored.view != fresh.view { return "the buffers of its sublayer index" }
    if stored.generation == index.generation {
      if !stored.inverse.isBitwiseEqual(to: fresh.inverse) { return "level" }
      if stored.canBeHit != fresh.canBeHit { return "facing" }
      let remembered = state.pointee.hitForward
      let isSame =
        remembered.map { old in forward.map { $0.isBitwiseEqual(to: old) } ?? false }
        ?? (forward == nil)
      if !isSame {
        return "the map its reach is made with"
      }
    }
    let reach = withUnsafePointer(to: fresh) {
      Layer.hitReach(of: state, entry: $0, forward: forward)
    }
    return index.reach(at: slot).holds(reach) ? nil : "its stored box does not hold its fresh reach"
  }
}
