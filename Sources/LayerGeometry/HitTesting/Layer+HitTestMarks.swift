// The marks of the hit-test indices (see `SublayerHitIndex.swift`): what a change records, so
// that the next query refreshes only what it touches. Every change reaches them through
// `Layer.didChange(_:)` (`Model/Layer+Change.swift`) or the tree edits.

extension Layer {
  /// Records that this layer's entry in its superlayer's hit-test index is out of date: its level,
  /// its flags, or what its subtree reaches.
  ///
  /// Marks this layer and its ancestors, stopping at the first one already marked; each newly
  /// marked layer is listed in its superlayer's list of marked sublayers, unless that superlayer
  /// rebuilds every entry anyway. O(1) amortised: a mark is cleared only by the query that visits it.
  func hitTestEntryDidChange() {
    var state = storage
    while !state.pointee.needsHitTestRefresh {
      state.pointee.needsHitTestRefresh = true
      guard let parent = state.pointee.superlayerState else { return }
      if !parent.pointee.rebuildsHitIndex {
        state.pointee.nextMarkedHitTestSibling = parent.pointee.firstMarkedHitTestSublayer
        parent.pointee.firstMarkedHitTestSublayer = state
      }
      state = parent
    }
  }

  /// Records that this layer's own level or flags changed: its entry is recomputed whole by the
  /// next query, and its ancestors' reaches are checked.
  func hitLevelDidChange() {
    storage.pointee.hitLevelIsStale = true
    hitTestEntryDidChange()
  }

  /// Records that this layer's sublayers were added, removed or reordered: its index is rebuilt by
  /// the next query, in O(sublayer count).
  func sublayerOrderDidChange() {
    storage.pointee.hitTestOrderIsStale = true
    storage.pointee.hitLevelIsStale = true  // its entry may gain or lose its sublayers' index
    hitTestEntryDidChange()
  }

  /// Records that `layer` was just added to the sublayers at one end, in front of them all
  /// (`inFront`) or behind them all, in both the array and the drawing order, by giving it the
  /// free slot at that end of this layer's index; returns `false`, having recorded nothing, when
  /// the index is stale or narrow or has no slot free there.
  ///
  /// O(1): the layer is marked, and the next query computes its entry and puts its box in the
  /// box tree, in O(log *n*) for *n* sublayers.
  func hitIndexDidAddSublayer(_ layer: Layer, inFront: Bool) -> Bool {
    let state = storage
    guard !state.pointee.rebuildsHitIndex, state.pointee.kind != .transformLayer,
      let index = state.pointee.hitIndex,
      let slot = index._withUnsafeGuaranteedRef({ $0.reserveSlot(inFront: inFront, for: layer) })
    else { return false }
    let added = layer.storage
    added.pointee.hitSlot = slot
    added.pointee.hitEntry = UnsafeMutableRawPointer(
      index._withUnsafeGuaranteedRef { $0.entryAddress(slot) })
    added.pointee.hitLevelIsStale = true
    // Listed here whether or not it was marked: a mark it had listed it in its old superlayer's list.
    added.pointee.needsHitTestRefresh = true
    added.pointee.nextMarkedHitTestSibling = state.pointee.firstMarkedHitTestSublayer
    state.pointee.firstMarkedHitTestSublayer = added
    hitLevelDidChange()  // this layer's entry holds its index's count
    return true
  }

  /// Records the removal of `layer` from the end of the sublayers (`inFront`) or from their start
  /// by freeing its slot at that end of this layer's index; returns `false`,
  /// having recorded nothing, when the index is stale, narrow (or would become narrow), or does
  /// not hold the layer at that end (its sublayers out of array order), or the layer is marked.
  ///
  /// O(log *n*) for *n* sublayers: the slot's box is emptied in the box tree.
  func hitIndexDidRemoveSublayer(_ layer: Layer, inFront: Bool) -> Bool {
    let state = storage
    let removed = layer.storage
    guard !state.pointee.rebuildsHitIndex, state.pointee.kind != .transformLayer,
      !removed.pointee.needsHitTestRefresh,
      let index = state.pointee.hitIndex,
      index._withUnsafeGuaranteedRef({
        $0.freeSlot(of: layer, at: removed.pointee.hitSlot, inFront: inFront)
      })
    else { return false }
    removed.pointee.hitSlot = -1
    removed.pointee.hitEntry = nil
    state.pointee.sublayerReachDidChange = true
    hitLevelDidChange()  // this layer's entry holds its index's count
    return true
  }

  /// Records that every sublayer's level changed and that the boxes of this layer's index must be
  /// made again: every entry is recomputed by the next query, in O(sublayer count).
  func sublayerLevelsDidChange() {
    storage.pointee.hitTestEntriesAreStale = true
    hitTestEntryDidChange()
  }

  /// Records a change of the map from this layer's sublayer space into its own space — its
  /// ``sublayerTransform``, or its bounds or anchor point (the transform's pivot) — or of its kind.
  ///
  /// While the index keeps its boxes before the sublayer transform (``SublayerBoxSpace``) before
  /// and after the change, the boxes stay: the index's generation is raised, so that each entry's
  /// level is recomputed by the first query that reaches it, and this layer's own entry is marked
  /// (what it reaches changed): O(1) amortised. Otherwise every entry is recomputed by the next
  /// query, O(sublayer count).
  func sublayerSpaceDidChange() {
    let state = storage
    let old = state.pointee.sublayerBoxSpace
    let new = makeSublayerBoxSpace()
    state.pointee.sublayerBoxSpace = new
    guard old.keepsBoxes, new.keepsBoxes,
      new.roundingScale(pivot: state.pointee.sublayerTransformPivot)
        <= state.pointee.sublayerBoxAllowance,
      state.pointee.hitIndex?._withUnsafeGuaranteedRef({ $0.sublayerSpaceDidChange(to: new) })
        ?? true
    else {
      sublayerLevelsDidChange()
      return
    }
    hitLevelDidChange()
  }

  /// Where this layer's index can keep its sublayers' boxes, from its sublayer transform and pivot.
  func makeSublayerBoxSpace() -> SublayerBoxSpace {
    guard !storage.pointee.sublayerTransformIsIdentity else { return .untransformed }
    guard storage.pointee.kind != .transformLayer, let forward = sublayerSpaceMap,
      forward.isFinite, let inverse = forward.inverted(), inverse.isFinite,
      forward.linearMagnitude * inverse.linearMagnitude <= SublayerBoxSpace.maximumConditioning
    else { return .transformed }
    return .separate(forward: forward, inverse: inverse)
  }

  /// Records a change of this layer's position alone by flagging its entry, when no box changes.
  ///
  /// That is when the layer's exact reach, carried along by the move, stays within the box stored
  /// for it (``HitMoveRoom``): the entry's level is then recomputed by the first query that
  /// reaches it. Returns `false` (nothing recorded) otherwise, when the change must be recorded as
  /// a change of the layer's level.
  ///
  /// O(1): reads the layer's state and its superlayer's flags, writes the entry's generation.
  func hitEntryFollowsMove() -> Bool {
    let state = storage
    guard !state.pointee.needsHitTestRefresh, let entry = state.pointee.hitEntry,
      let parent = state.pointee.superlayerState, parent.pointee.sublayerBoxSpace.keepsBoxes,
      parent.pointee.kind != .transformLayer, !parent.pointee.rebuildsHitIndex,
      state.pointee.hitMoveRoom.holds(state.pointee.position)
    else { return false }
    entry.assumingMemoryBound(to: SublayerHitIndex.Entry.self).pointee.generation =
      SublayerHitIndex.staleGeneration
    state.pointee.hitLevelIsStale = true  // for a refresh that visits the layer first
    return true
  }

  /// Records a change of this layer's own geometry: its cached maps (and those below it) are
  /// dropped and its hit-test entry is marked.
  func geometryDidChange() {
    invalidateGeometry()
    hitLevelDidChange()
  }

  /// Records a change of this layer's bounds or anchor point (which moves the pivot of its
  /// ``sublayerTransform``): its own entry is marked; under a sublayer transform, the change is
  /// one of the map into its sublayer space (``sublayerSpaceDidChange()``); where the value was or
  /// is not finite (a non-finite superlayer makes its sublayers' levels `NaN`), every sublayer's
  /// entry is recomputed.
  func pivotDidChange(wasFinite: Bool, isFinite: Bool) {
    invalidateGeometry()
    storage.pointee.hitLevelIsStale = true
    if !wasFinite || !isFinite {
      storage.pointee.sublayerBoxSpace = makeSublayerBoxSpace()
      sublayerLevelsDidChange()
    } else if !storage.pointee.sublayerTransformIsIdentity {
      sublayerSpaceDidChange()
    } else {
      hitTestEntryDidChange()
    }
  }
}
