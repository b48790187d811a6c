// Bringing the hit-test indices up to date (see `SublayerHitIndex.swift`): a walk over the marked
// layers only, deepest first, from the layer a query starts at.

extension Layer {
  /// Whether the layer shows its back: its level reverses orientation, not counting its own geometry
  /// flip (which mirrors its space onto itself), and it is not double-sided.
  func isFacingAway(_ level: LevelMap) -> Bool {
    guard !isDoubleSided else { return false }
    let determinant = level.forward.determinant
    return (isGeometryFlipped ? -determinant : determinant) < 0
  }

  /// Brings the hit-test indices of this layer's subtree up to date, visiting only the marked
  /// layers: O(marked layers), plus the sublayer count of each layer whose sublayers changed.
  ///
  /// The receiver's own entry (in its superlayer's index) is left marked: a query from the
  /// receiver does not use it, and a later query from an ancestor recomputes it.
  func refreshHitTestIndex() {
    let receiver = storage
    guard receiver.pointee.needsHitTestRefresh else { return }
    if receiver.pointee.firstMarkedHitTestSublayer == nil
      && !receiver.pointee.rebuildsHitIndex
    {
      // Nothing below the receiver changed (it was scrolled, say): its index stands as it is.
      if receiver.pointee.superlayer == nil {
        receiver.pointee.needsHitTestRefresh = false
      }
      return
    }
    // Each marked layer twice: first to push its marked sublayers, then, once they are done, to
    // bring its index and its own entry up to date. The stack's memory is kept by the receiver's
    // index from one refresh to the next. The walk reads the layers' storage only, not the layer
    // objects, but where an entry or an index is remade.
    var stack: [(state: _LayerState, isDone: Bool)] = []
    if let index = receiver.pointee.hitIndex {
      index._withUnsafeGuaranteedRef { swap(&stack, &$0.refreshStack) }
    }
    stack.append((receiver, false))
    while let (state, isDone) = stack.popLast() {
      guard isDone else {
        stack.append((state, true))
        if state.pointee.rebuildsHitIndex {
          for sublayer in state.pointee.sublayers
          where sublayer.storage.pointee.needsHitTestRefresh {
            stack.append((sublayer.storage, false))
          }
        } else {
          var marked = state.pointee.firstMarkedHitTestSublayer
          while let sublayer = marked {
            stack.append((sublayer, false))
            marked = sublayer.pointee.nextMarkedHitTestSibling
          }
        }
        state.pointee.firstMarkedHitTestSublayer = nil
        continue
      }
      if Layer.updateSublayerHitIndex(state) { state.pointee.hitReachIsStale = true }
      guard let parent = state.pointee.superlayerState else {
        state.pointee.needsHitTestRefresh = false
        continue
      }
      guard state != receiver else { continue }
      // A superlayer that rebuilds its index computes this entry then.
      guard !parent.pointee.rebuildsHitIndex,
        let index = parent.pointee.hitIndex
      else { continue }
      index._withUnsafeGuaranteedRef { Layer.updateHitEntry(of: state, in: $0, parent: parent) }
      state.pointee.needsHitTestRefresh = false
    }
    if let index = receiver.pointee.hitIndex {
      index._withUnsafeGuaranteedRef { swap(&stack, &$0.refreshStack) }
    }
    internalCheck(hitIndexDifferenceFromAFreshOne())
  }

  /// Brings a layer's own index up to date once its marked sublayers are: rebuilds it when its
  /// sublayers or their levels changed, and recomputes the box of what they reach; returns whether
  /// that box changed.
  private static func updateSublayerHitIndex(_ state: _LayerState) -> Bool {
    if state.pointee.rebuildsHitIndex {
      let recomputesAll = state.pointee.hitTestEntriesAreStale
      state.pointee.hitTestOrderIsStale = false
      state.pointee.hitTestEntriesAreStale = false
      let sublayers = state.pointee.sublayers
      guard !sublayers.isEmpty || state.pointee.hitIndex != nil else { return false }
      if recomputesAll || state.pointee.hitIndex?._withUnsafeGuaranteedRef({ $0.count }) ?? 0 == 0 {
        // Every entry is made now: the boxes may be padded for a new allowance.
        state.pointee.sublayerBoxAllowance = state.pointee.makeSublayerBoxAllowance()
      }
      state.pointee.hitLevelIsStale = true  // its entry holds the buffers that are replaced
      let index: Unmanaged<SublayerHitIndex>
      if let existing = state.pointee.hitIndex {
        index = existing
      } else {
        // Released with the layer (see `Layer.deinit`).
        index = .passRetained(SublayerHitIndex())
        state.pointee.hitIndex = index
      }
      let drawingOrder = state.pointee.owner.unsafelyUnwrapped._withUnsafeGuaranteedRef {
        $0.sublayersInDrawingOrder
      }
      index._withUnsafeGuaranteedRef {
        $0.rebuild(
          drawingOrder: drawingOrder, sublayers: sublayers, recomputesAll: recomputesAll,
          space: state.pointee.sublayerBoxSpace)
      }
    } else if !state.pointee.sublayerReachDidChange {
      return false  // no reach changed: the index is not even read
    }
    state.pointee.sublayerReachDidChange = false
    return state.pointee.hitIndex?._withUnsafeGuaranteedRef { $0.updateUnion() } ?? false
  }

  /// Brings a layer's entry in its superlayer's index up to date.
  ///
  /// The whole entry when its own level or flags changed, otherwise only its reach, and only when
  /// what its sublayers reach changed. An entry whose reach stays the same leaves the superlayer's
  /// box alone, so the ancestors above do no more work.
  private static func updateHitEntry(
    of state: _LayerState, in index: SublayerHitIndex,
    parent: _LayerState
  ) {
    let slot = state.pointee.hitSlot
    let reach: HitBox
    if state.pointee.hitLevelIsStale {
      reach = state.pointee.owner.unsafelyUnwrapped._withUnsafeGuaranteedRef {
        $0.makeHitEntry(at: index.entryAddress(slot), generation: index.generation)
      }
    } else if state.pointee.hitReachIsStale {
      state.pointee.hitReachIsStale = false
      reach = hitReach(
        of: state, entry: index.entryAddress(slot), forward: state.pointee.hitForward)
    } else {
      return
    }
    if index.setMovedReach(reach, at: slot, roomDoublings: &state.pointee.hitRoomDoublings) {
      parent.pointee.sublayerReachDidChange = true
    }
    state.pointee.keepHitMoveRoom(exact: reach, stored: index.reach(at: slot))
  }

  /// The reach of a layer's entry, made with `forward` (the map its reach is made with, see
  /// ``freshHitEntry(generation:)``) and what its sublayers reach now.
  static func hitReach(
    of state: _LayerState, entry: UnsafePointer<SublayerHitIndex.Entry>,
    forward: Homography?
  ) -> HitBox {
    guard !state.pointee.isHidden else { return .empty }
    // A transform layer's planes are not flattened into its plane: no box of its own level holds
    // them, and its context is searched wherever the search reaches it.
    if entry.pointee.isTransformLayer { return .everywhere }
    guard let forward else { return .empty }
    var within = entry.pointee.sublayers?._withUnsafeGuaranteedRef { $0.union } ?? .empty
    if case .separate(let map, _) = state.pointee.sublayerBoxSpace, within.minX <= within.maxX {
      // What the sublayers reach, from the sublayer space into this layer's.
      within =
        within.isBounded ? SublayerHitIndex.paddedBox(of: within.rect, mappedBy: map) : .everywhere
    }
    return SublayerHitIndex.reach(
      of: entry, forward: forward, within: within,
      allowance: state.pointee.superlayerState?.pointee.sublayerBoxAllowance ?? 0)
  }

  /// This layer's entry in its superlayer's index as it is made now, and the map its reach is
  /// made with.
  ///
  /// The entry is made from the layer's current level, flags and index, as of the index's
  /// `generation`. The map is the level, or the level before the superlayer's sublayer transform
  /// when the index keeps its boxes there; `nil` where no level can be walked down. Changes
  /// nothing.
  func freshHitEntry(generation: UInt32) -> (entry: SublayerHitIndex.Entry, forward: Homography?) {
    let level = levelWithoutCaching
    let state = storage
    var sublayers = state.pointee.hitIndex
    var view = SublayerHitIndex.View.empty
    if let index = sublayers {
      view = index._withUnsafeGuaranteedRef { $0.view }
      if view.count == 0 { sublayers = nil }
    }
    let entry = SublayerHitIndex.Entry(
      inverse: level.inverse ?? .notANumber, bounds: state.pointee.bounds,
      layer: .passUnretained(self), sublayers: sublayers, view: view,
      masksToBounds: state.pointee.masksToBounds, canBeHit: !isFacingAway(level),
      isTransformLayer: state.pointee.kind == .transformLayer, generation: generation)
    switch state.pointee.superlayerState?.pointee.sublayerBoxSpace {
    case .transformed?, nil:
      return (entry, level.inverse == nil ? nil : level.forward)
    case _ where !ownGeometryIsFinite || state.pointee.transform.isSingularInThePlane:
      // Before the sublayer transform, the reach serves every generation of the level (a later
      // transform may make a level that overflows or rounds to singular walkable again): it is
      // empty only where none of them can be walked down, for the layer's own geometry is not
      // finite or its transform collapses the plane (which makes every level singular).
      return (entry, nil)
    case .untransformed? where level.isFinite:
      return (entry, level.forward)  // under the identity, that map to the last bit
    case .untransformed?, .separate?:
      let own = levelInSublayerSpace
      return (entry, own.isFinite ? own : nil)
    }
  }

  /// Writes this layer's entry in its superlayer's index, at `entry` (initialized or not), as
  /// ``freshHitEntry(generation:)`` makes it, and returns its reach, in the superlayer's sublayer
  /// space when the index keeps its boxes there.
  ///
  /// Remembers the map the reach is made with for ``hitReach(of:entry:forward:)`` and clears the
  /// layer's level mark.
  func makeHitEntry(
    at entry: UnsafeMutablePointer<SublayerHitIndex.Entry>, generation: UInt32
  ) -> HitBox {
    let (fresh, forward) = freshHitEntry(generation: generation)
    entry.initialize(to: fresh)
    let state = storage
    state.pointee.hitForward = forward
    state.pointee.hitLevelIsStale = false
    state.pointee.hitReachIsStale = false
    return Self.hitReach(of: state, entry: entry, forward: forward)
  }

  /// Recomputes the level of this layer's entry in its superlayer's index, and what the level
  /// decides (whether the layer faces away), as of the index's `generation`; its reach, made in
  /// the superlayer's sublayer space, stands.
  ///
  /// For an entry of an older generation: the superlayer's sublayer transform or its pivot changed
  /// since the level was computed, and nothing of the layer's own.
  func refreshHitLevel(
    at entry: UnsafeMutablePointer<SublayerHitIndex.Entry>, generation: UInt32
  ) {
    let level = levelWithoutCaching
    entry.pointee.inverse = level.inverse ?? .notANumber
    entry.pointee.canBeHit = !isFacingAway(level)
    entry.pointee.generation = generation
  }
}
