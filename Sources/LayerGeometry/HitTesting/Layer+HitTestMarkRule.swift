// The rule that makes recording a change O(1) amortised: a layer marked for the next hit test
// (`needsHitTestRefresh`) has every ancestor marked too, so that a change stops climbing at the
// first layer already marked, and a query from any ancestor reaches it.

extension Layer {
  /// The first layer on the path from this layer to its root that is marked for the next hit test
  /// while its superlayer is not, described; `nil` where the rule holds.
  ///
  /// O(depth).
  func hitTestMarkViolation() -> String? {
    var state = storage
    while let parent = state.pointee.superlayerState {
      if state.pointee.needsHitTestRefresh, !parent.pointee.needsHitTestRefresh {
        let (layer, superlayer) = (state.pointee.nameForChecks, parent.pointee.nameForChecks)
        return "\(layer) is marked for the next hit test but its superlayer \(superlayer) is not"
      }
      state = parent
    }
    return nil
  }
}
