// What hit testing keeps, per layer: each layer with sublayers holds an index over them
// (`SublayerHitIndex`), one entry per sublayer, front-most first as `hitTest` tries them, with the
// inverse of the sublayer's level, its bounds, its flags and its *reach*: a box in this layer's
// sublayer space (see below) outside which nothing in the sublayer's subtree can be hit. A layer
// with many sublayers also keeps a segment tree of those boxes over runs of consecutive entries, so
// that a query skips every run whose box misses the point and the first entry it finds, front to
// back, is the next one to try.
//
// A query walks the tree from the receiver with an explicit stack, entering only the sublayers whose
// reach holds the point, and maps the point with the same `Homography.map` of the same inverse of the
// same level as the level-by-level rule: the answers are those of a walk from scratch.
//
// Changes are recorded, not applied: a change to a layer marks it (its entry in its superlayer's
// index is out of date) and its ancestors, each listed once in its superlayer's list of marked
// sublayers, and the marks stop at the first layer already marked, so recording costs O(1)
// amortised. The next query first visits the marked layers only (from the receiver down, deepest
// first), rebuilding an index whose sublayers were added, removed or reordered (O(sublayer count))
// and recomputing the entry of each marked layer whose own level changed, or only its reach when
// what its sublayers reach changed (O(1), plus O(log n) for the segment tree of a wide
// superlayer); where a reach comes out unchanged, the ancestors above have nothing to recompute.
// A moved layer's reach is stored with room to move and kept while it holds the exact one, so a
// layer that keeps moving a little leaves the boxes above its entry alone. A change of a layer's
// position alone does less still while its exact reach, carried along by the move, stays within
// that room: it marks nothing, and only flags the layer's entry, whose level the first query that
// reaches it recomputes (a query that does not reach it never pays for it).
// A wide index keeps free slots at both ends of its entries (an eighth of its count each, when it
// is made), the segment tree's leaves there empty: a sublayer added at either end, in both the
// array and the drawing order, takes one and is marked like a changed sublayer, and one removed
// from an end frees its slot, so the index is not rebuilt and no other entry moves.
// A layer's level depends on its superlayer's `sublayerTransform` and, through its anchor, the
// superlayer's bounds when that transform is not the identity. An index keeps its boxes in its
// layer's *sublayer space*, before that transform, whenever the transform stays in the plane and is
// well conditioned (`SublayerBoxSpace`): a query maps its point into that space before it reads the
// boxes, and a change of the transform, or of the bounds or anchor point under it, raises the
// index's generation instead of touching its entries, so each entry's level is recomputed by the
// first query that reaches it. The boxes are padded for the rounding of the query's two maps, which
// grows with the numbers they work with (the pivot, the translations): a transform or a pivot
// beyond the boxes' allowance (`LayerStorage.sublayerBoxAllowance`) makes them again. Under a
// perspective, singular or badly conditioned transform the boxes are in the layer's own space, and
// such a change recomputes every entry. Scrolling by `bounds.origin` under an identity
// `sublayerTransform` changes one entry.

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
  /// segment tree, in O(log *n*) for *n* sublayers.
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
  /// O(log *n*) for *n* sublayers: the slot's box is emptied in the segment tree.
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
    var stack: [(state: UnsafeMutablePointer<LayerStorage>, isDone: Bool)] = []
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
  }

  /// Brings a layer's own index up to date once its marked sublayers are: rebuilds it when its
  /// sublayers or their levels changed, and recomputes the box of what they reach; returns whether
  /// that box changed.
  private static func updateSublayerHitIndex(_ state: UnsafeMutablePointer<LayerStorage>) -> Bool {
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
    of state: UnsafeMutablePointer<LayerStorage>, in index: SublayerHitIndex,
    parent: UnsafeMutablePointer<LayerStorage>
  ) {
    let slot = state.pointee.hitSlot
    let reach: HitBox
    if state.pointee.hitLevelIsStale {
      reach = state.pointee.owner.unsafelyUnwrapped._withUnsafeGuaranteedRef {
        $0.makeHitEntry(at: index.entryAddress(slot), generation: index.generation)
      }
    } else if state.pointee.hitReachIsStale {
      state.pointee.hitReachIsStale = false
      reach = hitReach(of: state, entry: index.entryAddress(slot))
    } else {
      return
    }
    if index.setMovedReach(reach, at: slot, roomDoublings: &state.pointee.hitRoomDoublings) {
      parent.pointee.sublayerReachDidChange = true
    }
    state.pointee.keepHitMoveRoom(exact: reach, stored: index.reach(at: slot))
  }

  /// The reach of a layer's entry from the level it was computed with and what its sublayers
  /// reach now.
  private static func hitReach(
    of state: UnsafeMutablePointer<LayerStorage>, entry: UnsafePointer<SublayerHitIndex.Entry>
  ) -> HitBox {
    guard !state.pointee.isHidden else { return .empty }
    // A transform layer's planes are not flattened into its plane: no box of its own level holds
    // them, and its context is searched wherever the search reaches it.
    if entry.pointee.isTransformLayer { return .everywhere }
    guard let forward = state.pointee.hitForward else { return .empty }
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

  /// Writes this layer's entry in its superlayer's index, at `entry` (initialized or not), from
  /// its current level, flags and index, as of the index's `generation`, and returns its reach, in
  /// the superlayer's sublayer space when the index keeps its boxes there.
  ///
  /// Remembers the level the reach is made with for ``hitReach(of:entry:)`` and clears the
  /// layer's level mark.
  fileprivate func makeHitEntry(
    at entry: UnsafeMutablePointer<SublayerHitIndex.Entry>, generation: UInt32
  ) -> HitBox {
    let level = levelWithoutCaching
    let state = storage
    var sublayers = state.pointee.hitIndex
    var view = SublayerHitIndex.View.empty
    if let index = sublayers {
      view = index._withUnsafeGuaranteedRef { $0.view }
      if view.count == 0 { sublayers = nil }
    }
    entry.initialize(
      to: SublayerHitIndex.Entry(
        inverse: level.inverse ?? .notANumber, bounds: state.pointee.bounds,
        layer: .passUnretained(self), sublayers: sublayers, view: view,
        masksToBounds: state.pointee.masksToBounds, canBeHit: !isFacingAway(level),
        isTransformLayer: state.pointee.kind == .transformLayer, generation: generation))
    switch state.pointee.superlayerState?.pointee.sublayerBoxSpace {
    case .transformed?, nil:
      state.pointee.hitForward = level.inverse == nil ? nil : level.forward
    case _ where !ownGeometryIsFinite || state.pointee.transform.isSingularInThePlane:
      // Before the sublayer transform, the reach serves every generation of the level (a later
      // transform may make a level that overflows or rounds to singular walkable again): it is
      // empty only where none of them can be walked down, for the layer's own geometry is not
      // finite or its transform collapses the plane (which makes every level singular).
      state.pointee.hitForward = nil
    case .untransformed? where level.isFinite:
      state.pointee.hitForward = level.forward  // under the identity, that map to the last bit
    case .untransformed?, .separate?:
      let own = levelInSublayerSpace
      state.pointee.hitForward = own.isFinite ? own : nil
    }
    state.pointee.hitLevelIsStale = false
    state.pointee.hitReachIsStale = false
    return Self.hitReach(of: state, entry: entry)
  }

  /// Recomputes the level of this layer's entry in its superlayer's index, and what the level
  /// decides (whether the layer faces away), as of the index's `generation`; its reach, made in
  /// the superlayer's sublayer space, stands.
  ///
  /// For an entry of an older generation: the superlayer's sublayer transform or its pivot changed
  /// since the level was computed, and nothing of the layer's own.
  fileprivate func refreshHitLevel(
    at entry: UnsafeMutablePointer<SublayerHitIndex.Entry>, generation: UInt32
  ) {
    let level = levelWithoutCaching
    entry.pointee.inverse = level.inverse ?? .notANumber
    entry.pointee.canBeHit = !isFacingAway(level)
    entry.pointee.generation = generation
  }

  /// The layer hit by a point in this layer's superlayer's space, given this layer's level, once
  /// the indices are up to date: the first layer, front to back, whose bounds contain the point, as
  /// the recursive rule of ``Layer/hitTest(_:order:)-(Point2D,_)`` finds it.
  func hitUsingIndex(_ point: Point2D, order: HitTestOrder, level: LevelMap) -> Layer? {
    let state = storage
    if state.pointee.kind == .transformLayer { return hitAsTransformLayer(point, order: order) }
    guard !state.pointee.isHidden, let inverse = level.inverse else { return nil }
    let local = inverse.map(point)
    guard local.isFinite else { return nil }
    let isInside = state.pointee.bounds.contains(local)
    if state.pointee.masksToBounds && !isInside { return nil }
    let canBeHit = !isFacingAway(level)
    guard let index = state.pointee.hitIndex, index._withUnsafeGuaranteedRef({ $0.count > 0 })
    else {
      return isInside && canBeHit ? self : nil
    }
    return index._withUnsafeGuaranteedRef {
      $0.hit(
        local, isInside: isInside, canBeHit: canBeHit, receiver: .passUnretained(self),
        order: order)
    }
  }
}

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
@usableFromInline
final class SublayerHitIndex {
  /// One sublayer, but for its reach.
  struct Entry {
    /// The inverse of the sublayer's level.
    var inverse: Homography
    /// The sublayer's bounds, tested half-open.
    var bounds: Rect2D
    /// The sublayer, unretained: its superlayer owns it, and rebuilds this index when it goes.
    var layer: Unmanaged<Layer>
    /// The sublayer's own index, `nil` when it has no sublayers; the sublayer owns it.
    var sublayers: Unmanaged<SublayerHitIndex>?
    /// The buffers of that index, so that a query goes down without reading the index itself
    /// (valid until the sublayer rebuilds its index, which recomputes this entry).
    var view: View
    var masksToBounds: Bool
    /// Not turned away from the viewer (or double-sided).
    var canBeHit: Bool
    /// A transform layer: the search answers the context of this index's layer instead of
    /// entering it.
    var isTransformLayer: Bool
    /// The index's ``SublayerHitIndex/generation`` when the level was computed, or
    /// ``SublayerHitIndex/staleGeneration`` when the sublayer moved since (see
    /// ``Layer/hitEntryFollowsMove()``): the first query that reaches an entry of another
    /// generation than the index's recomputes it.
    var generation: UInt32
  }

  /// The generation of an entry whose sublayer moved since its level was computed; never the
  /// index's own.
  static let staleGeneration = UInt32.max

  /// From this many sublayers up, a segment tree of their boxes finds the next one to try; below
  /// it, a loop over the boxes is faster.
  static let minimumTreeCount = 32

  private(set) var count = 0
  /// The slot of the front-most entry: a wide index keeps free slots on both sides of its
  /// entries, so that a sublayer added or removed at either end moves no other entry.
  private var first = 0
  /// The slots of the buffers: `count` entries from `first` on, and free slots around them.
  private var capacity = 0
  private var entries: UnsafeMutablePointer<Entry>?
  /// For each entry, a box in the space of the boxes (see ``union``) outside which nothing in the
  /// sublayer's subtree can be hit.
  ///
  /// Empty when nothing can be (hidden, or a level that cannot be walked down), everywhere when no
  /// box is known. Kept apart from the entries, so that a search reads boxes only.
  private var reaches: UnsafeMutablePointer<HitBox>?
  /// The segment tree, `nil` for a narrow index.
  ///
  /// Node `i` holds the union of nodes `2i` and `2i + 1`; the leaves `leafCount ..< 2 · leafCount`
  /// hold the slots' reaches (empty where a slot is free).
  private var tree: UnsafeMutablePointer<HitBox>?
  private var leafCount = 0
  /// For ``Layer/HitTestOrder/sublayerOrder`` when it differs from the drawing order: the slots
  /// of the sublayers from the last in the array to the first; `nil` when the orders agree.
  private var sublayerOrderSlots: UnsafeMutablePointer<Int>?
  /// What the sublayers reach, in the space of the boxes: this layer's sublayer space, or its own
  /// space (see ``SublayerBoxSpace``).
  private(set) var union = HitBox.empty
  /// Whether ``union`` must be recomputed from every reach.
  private var unionIsStale = false
  /// Whether ``union`` changed since ``updateUnion()`` last reported it.
  private var unionDidChange = false
  /// The generation of the sublayers' levels, raised when the map from this layer's sublayer space
  /// into its own space changes while the boxes stay (see ``Layer/sublayerSpaceDidChange()``).
  private(set) var generation: UInt32 = 0
  /// The inverse of that map, by which a query maps its point before it reads the boxes.
  ///
  /// `nil` when the boxes are not before a sublayer transform. Allocated when they go before one,
  /// changed in place while they stay there.
  private var sublayerSpaceInverse: UnsafeMutablePointer<AffineTransform2D>?
  /// The start of the block of the boxes and entries, where a query reads ``generation`` and
  /// ``sublayerSpaceInverse``.
  private var header: UnsafeMutablePointer<Header>?

  /// What a query reads of the index besides its boxes and entries, kept right before the boxes
  /// so that it shares their first fetch from memory (``View`` does not grow by it).
  struct Header {
    /// The index's ``SublayerHitIndex/generation``.
    var generation: UInt32
    /// The index's ``SublayerHitIndex/sublayerSpaceInverse``.
    var sublayerSpaceInverse: UnsafePointer<AffineTransform2D>?
  }
  /// The memory of the stack of a refresh from this layer, kept empty between refreshes.
  var refreshStack: [(state: UnsafeMutablePointer<LayerStorage>, isDone: Bool)] = []
  /// The stack of a query from this layer: one frame per layer being searched.
  private var frames: UnsafeMutablePointer<Frame>?
  private var frameCapacity = 0

  deinit {
    release()
    frames?.deallocate()
    sublayerSpaceInverse?.deallocate()
  }

  /// Keeps the map a query takes its point into the boxes' space by.
  private func setSublayerSpace(_ space: SublayerBoxSpace) {
    guard let inverse = space.inverse else {
      sublayerSpaceInverse?.deallocate()
      sublayerSpaceInverse = nil
      return
    }
    if sublayerSpaceInverse == nil { sublayerSpaceInverse = .allocate(capacity: 1) }
    sublayerSpaceInverse.unsafelyUnwrapped.initialize(to: inverse)
  }

  /// Writes ``generation`` and ``sublayerSpaceInverse`` where a query reads them.
  private func writeHeader() {
    header?.initialize(
      to: Header(generation: generation, sublayerSpaceInverse: UnsafePointer(sublayerSpaceInverse)))
  }

  /// Takes a new map from this layer's sublayer space into its own space, the boxes staying.
  ///
  /// Raises the generation, so that each entry's level is recomputed by the first query that
  /// reaches it. Returns `false`, having changed nothing, when the generation has run out (the
  /// index must then be rebuilt).
  ///
  /// O(1).
  func sublayerSpaceDidChange(to space: SublayerBoxSpace) -> Bool {
    guard generation + 1 < Self.staleGeneration else { return false }
    generation += 1
    setSublayerSpace(space)
    writeHeader()
    return true
  }

  private func release() {
    if let entries { (entries + first).deinitialize(count: count) }
    header?.deallocate()  // the start of the one block that holds them
    tree?.deallocate()
    sublayerOrderSlots?.deallocate()
    header = nil
    entries = nil
    reaches = nil
    tree = nil
    sublayerOrderSlots = nil
  }

  /// Puts the sublayers in hit order, the reverse of `drawingOrder`.
  ///
  /// Keeps the entries of the sublayers that were here and are not marked, and computes the others
  /// (all of them when `recomputesAll`): O(*n*) for *n* sublayers, plus the marked ones' entries.
  /// A wide index keeps an eighth of its count free on each side, for sublayers added at the ends
  /// (see ``reserveSlot(inFront:for:)``).
  func rebuild(
    drawingOrder: [Layer], sublayers: [Layer], recomputesAll: Bool, space: SublayerBoxSpace
  ) {
    setSublayerSpace(space)
    if recomputesAll { generation = 0 }  // no entry of an older generation is kept
    let newCount = drawingOrder.count
    let room = newCount >= Self.minimumTreeCount ? newCount / 8 : 0
    // One block, the header, the boxes and the entries: a layer's header, first box and first
    // entry are then next to each other, one fetch from memory for a layer with one sublayer.
    let capacity = max(newCount + 2 * room, 1)
    let headerBytes = MemoryLayout<Header>.stride
    let boxBytes = capacity * MemoryLayout<HitBox>.stride
    let block = UnsafeMutableRawPointer.allocate(
      byteCount: headerBytes + boxBytes + capacity * MemoryLayout<Entry>.stride,
      alignment: max(
        MemoryLayout<Header>.alignment, MemoryLayout<HitBox>.alignment,
        MemoryLayout<Entry>.alignment))
    let newHeader = block.bindMemory(to: Header.self, capacity: 1)
    let newReaches = (block + headerBytes).bindMemory(to: HitBox.self, capacity: capacity)
    let newEntries = (block + headerBytes + boxBytes).bindMemory(to: Entry.self, capacity: capacity)
    newReaches.initialize(repeating: .empty, count: capacity)
    for (position, layer) in drawingOrder.reversed().enumerated() {
      let slot = room + position
      let state = layer.storage
      let old = state.pointee.hitSlot
      if !recomputesAll && !state.pointee.needsHitTestRefresh
        && (first..<first + count).contains(old),
        let entries, let reaches,
        entries[old].layer.toOpaque() == Unmanaged.passUnretained(layer).toOpaque()
      {
        (newEntries + slot).initialize(to: entries[old])
        newReaches[slot] = reaches[old]
      } else {
        let reach = layer.makeHitEntry(at: newEntries + slot, generation: generation)
        newReaches[slot] = reach
        state.pointee.keepHitMoveRoom(exact: reach, stored: reach)
      }
      state.pointee.hitSlot = slot
      state.pointee.hitEntry = UnsafeMutableRawPointer(newEntries + slot)
      state.pointee.needsHitTestRefresh = false
    }
    release()
    header = newHeader
    entries = newEntries
    reaches = newReaches
    writeHeader()
    count = newCount
    first = room
    self.capacity = capacity
    let inArrayOrder = zip(drawingOrder, sublayers).allSatisfy { $0 === $1 }
    if !inArrayOrder {
      let slots = UnsafeMutablePointer<Int>.allocate(capacity: newCount)
      for (position, layer) in sublayers.reversed().enumerated() {
        slots[position] = layer.storage.pointee.hitSlot
      }
      sublayerOrderSlots = slots
    }
    leafCount = 0
    if newCount >= Self.minimumTreeCount {
      var leaves = 1
      while leaves < capacity { leaves *= 2 }
      leafCount = leaves
      let tree = UnsafeMutablePointer<HitBox>.allocate(capacity: 2 * leaves)
      for slot in 0..<leaves { tree[leaves + slot] = slot < capacity ? newReaches[slot] : .empty }
      for node in (1..<leaves).reversed() { tree[node] = tree[2 * node].union(tree[2 * node + 1]) }
      tree[0] = .empty
      self.tree = tree
    }
    unionIsStale = true
  }

  /// The address of the entry at a slot (its fields are plain values, so it may be overwritten
  /// as if uninitialized).
  func entryAddress(_ slot: Int) -> UnsafeMutablePointer<Entry> { entries.unsafelyUnwrapped + slot }

  /// The box stored for the entry at a slot.
  func reach(at slot: Int) -> HitBox { reaches.unsafelyUnwrapped[slot] }

  /// Takes the free slot in front of the entries (`inFront`) or behind them for `layer`, with a
  /// placeholder entry that holds no point, and returns it; `nil` when there is none free there,
  /// or the index has no segment tree or searches ``Layer/HitTestOrder/sublayerOrder`` apart.
  ///
  /// O(1). The layer's entry is computed, and its box put in the segment tree, by the refresh
  /// that visits it (``Layer/hitTestEntryDidChange()`` must mark it).
  func reserveSlot(inFront: Bool, for layer: Layer) -> Int? {
    guard tree != nil, sublayerOrderSlots == nil, let entries else { return nil }
    let slot = inFront ? first - 1 : first + count
    guard (0..<capacity).contains(slot) else { return nil }
    (entries + slot).initialize(
      to: Entry(
        inverse: .notANumber, bounds: .zero, layer: .passUnretained(layer), sublayers: nil,
        view: .empty, masksToBounds: false, canBeHit: false, isTransformLayer: false,
        generation: generation))
    if inFront { first -= 1 }
    count += 1
    return slot
  }

  /// Frees the front-most entry (`inFront`) or the back-most, when it is `layer`'s at `slot` and
  /// the index keeps its segment tree with one entry less; returns whether it did.
  ///
  /// O(log *n*): the slot's box is emptied in the segment tree.
  func freeSlot(of layer: Layer, at slot: Int, inFront: Bool) -> Bool {
    guard tree != nil, sublayerOrderSlots == nil, count > Self.minimumTreeCount,
      slot == (inFront ? first : first + count - 1),
      entries.unsafelyUnwrapped[slot].layer.toOpaque() == Unmanaged.passUnretained(layer).toOpaque()
    else { return false }
    setReach(.empty, at: slot)
    (entries.unsafelyUnwrapped + slot).deinitialize(count: 1)
    if inFront { first += 1 }
    count -= 1
    return true
  }

  /// Replaces one entry's reach, refitting the segment tree above it when it changed: O(log *n*);
  /// returns whether it changed.
  ///
  /// Without a segment tree, ``union`` is kept without a scan where the old box touched none of
  /// its edges: the other boxes then give the same edges, and the new box is taken in.
  @discardableResult
  func setReach(_ new: HitBox, at slot: Int) -> Bool {
    guard let reaches else { return false }
    let old = reaches[slot]
    guard
      old.minX != new.minX || old.minY != new.minY || old.maxX != new.maxX || old.maxY != new.maxY
    else { return false }
    reaches[slot] = new
    if let tree {
      var node = leafCount + slot
      tree[node] = new
      while node > 1 {
        node /= 2
        tree[node] = tree[2 * node].union(tree[2 * node + 1])
      }
      unionIsStale = true
      return true
    }
    let box = union
    guard
      !unionIsStale && old.minX > box.minX && old.minY > box.minY && old.maxX < box.maxX
        && old.maxY < box.maxY
    else {
      unionIsStale = true
      return true
    }
    let grown = box.union(new)
    if grown.minX != box.minX || grown.minY != box.minY || grown.maxX != box.maxX
      || grown.maxY != box.maxY
    {
      union = grown
      unionDidChange = true
    }
    return true
  }

  /// Replaces the reach of an entry whose layer moved, with room to move on.
  ///
  /// A box that still holds the new one is kept, and a new box is stored grown by an eighth of its
  /// width and of its height, doubled each time a bounded box of the layer's had to be replaced
  /// (`roomDoublings`, the layer's count, never lowered: up to two, half its width and height), so
  /// that a layer that keeps moving gets more room; an empty box, a box reaching everywhere or one
  /// that would not stay finite is stored as it is. Returns whether the stored box changed.
  ///
  /// A box larger than the subtree's only makes a query enter the subtree to find nothing there,
  /// so the answers are those of the exact box, while a layer that keeps moving a little changes
  /// neither this index's boxes nor those of the indices above it.
  func setMovedReach(_ new: HitBox, at slot: Int, roomDoublings: inout UInt8) -> Bool {
    guard let reaches else { return false }
    guard new.isBounded else { return setReach(new, at: slot) }
    let old = reaches[slot]
    let room = Double(1 << roomDoublings) / 8
    if old.isBounded {
      if old.minX <= new.minX && old.minY <= new.minY && old.maxX >= new.maxX
        && old.maxY >= new.maxY
      {
        return false
      }
      roomDoublings = min(roomDoublings + 1, 2)
    }
    let (dx, dy) = ((new.maxX - new.minX) * room, (new.maxY - new.minY) * room)
    let roomy = HitBox(
      minX: new.minX - dx, minY: new.minY - dy, maxX: new.maxX + dx, maxY: new.maxY + dy)
    return setReach(roomy.isBounded ? roomy : new, at: slot)
  }

  /// Recomputes ``union`` if a reach changed, and returns whether it changed since it was last
  /// asked: O(1) with a segment tree or when no edge of it moved back, O(*n*) otherwise.
  func updateUnion() -> Bool {
    var didChange = unionDidChange
    unionDidChange = false
    guard unionIsStale else { return didChange }
    unionIsStale = false
    var box = HitBox.empty
    if let tree {
      box = tree[1]
    } else {
      for slot in first..<first + count { box = box.union(reaches.unsafelyUnwrapped[slot]) }
    }
    let old = union
    union = box
    didChange =
      didChange || old.minX != box.minX || old.minY != box.minY || old.maxX != box.maxX
      || old.maxY != box.maxY
    return didChange
  }

  /// The box, in the space of the superlayer's boxes, of everything in an entry's subtree that
  /// can be hit: its bounds and, unless it masks, what its sublayers reach (`within`, in its own
  /// space), mapped by `forward` (the level, or the level before the superlayer's sublayer
  /// transform).
  ///
  /// The box is grown by a millionth of the magnitudes involved, far more than the rounding of
  /// mapping a point down by a level whose linear part is conditioned as required here (the
  /// product of its largest entry and its inverse's is at most 10⁶), so that a point outside it
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
    guard forward.isAffine, own.isFinite, !own.isNull, conditioning <= 1e6 else {
      return .everywhere
    }
    return paddedBox(of: own, mappedBy: t, beyond: 1e-12 * max(conditioning, 1) * allowance)
  }

  /// The box of `rect` mapped by `t`, grown by a millionth of the magnitudes involved (see
  /// ``reach(of:forward:within:allowance:)``) and by `extra`; everywhere where it would not stay
  /// finite.
  static func paddedBox(
    of rect: Rect2D, mappedBy t: AffineTransform2D, beyond extra: Double = 0
  ) -> HitBox {
    let box = rect.applying(t)
    guard box.isFinite else { return .everywhere }
    let pad =
      1e-6
      * (1 + box.magnitude + t.linearMagnitude * rect.magnitude
        + max(t.tx.magnitude, t.ty.magnitude)) + extra
    guard let grown = box.grown(by: pad) else { return .everywhere }
    return HitBox(minX: grown.minX, minY: grown.minY, maxX: grown.maxX, maxY: grown.maxY)
  }

  /// What a query reads of an index: its buffers, valid until the next change is brought up to
  /// date, taken once per layer entered.
  struct View {
    var reaches: UnsafeMutablePointer<HitBox>?
    var entries: UnsafeMutablePointer<Entry>?
    var tree: UnsafeMutablePointer<HitBox>?
    var sublayerOrderSlots: UnsafeMutablePointer<Int>?
    var first: Int
    var count: Int
    var leafCount: Int

    /// The view of no sublayers.
    static var empty: View {
      View(
        reaches: nil, entries: nil, tree: nil, sublayerOrderSlots: nil, first: 0, count: 0,
        leafCount: 0)
    }

    /// The index's header, right before the boxes; only for an index that has them.
    @inline(__always)
    var header: UnsafePointer<Header> {
      (UnsafeRawPointer(reaches.unsafelyUnwrapped) - MemoryLayout<Header>.stride)
        .assumingMemoryBound(to: Header.self)
    }

    /// A point of the layer's space, in the space of its boxes.
    @inline(__always)
    func boxPoint(_ local: Point2D) -> Point2D {
      guard reaches != nil, let inverse = header.pointee.sublayerSpaceInverse else { return local }
      return Self.map(local, by: inverse)
    }

    /// `point` mapped by `map`, out of the search's loop, which only a layer with a sublayer
    /// transform takes.
    @inline(never)
    private static func map(
      _ point: Point2D, by map: UnsafePointer<AffineTransform2D>
    ) -> Point2D {
      point.applying(map.pointee)
    }

    /// The position (in the order searched, from 0) of the first sublayer at or after `start`
    /// whose reach holds the point, and its entry's slot; `nil` when there is none.
    @inline(__always)
    func firstReach(
      from start: Int, holding point: Point2D, order: Layer.HitTestOrder
    ) -> (position: Int, slot: Int)? {
      guard let reaches, start < count else { return nil }
      if order == .sublayerOrder, let slots = sublayerOrderSlots {
        for position in start..<count where reaches[slots[position]].contains(point) {
          return (position, slots[position])
        }
        return nil
      }
      guard let tree else {
        for slot in first + start..<first + count where reaches[slot].contains(point) {
          return (slot - first, slot)
        }
        return nil
      }
      // Left to right from the leaf of `start` (from the root for the first search, the free
      // slots' leaves being empty): a node that holds the point is entered (its left half first);
      // one that does not is passed, to the next node to its right, up as far as it is a right
      // child.
      var node = start == 0 ? 1 : leafCount + first + start
      while true {
        if tree[node].contains(point) {
          if node >= leafCount { return (node - leafCount - first, node - leafCount) }
          node *= 2
          continue
        }
        while node & 1 == 1 { node /= 2 }
        if node == 0 { return nil }
        node += 1
      }
    }
  }

  /// Whether what the sublayers reach (``union``) holds a point of this layer's space.
  func reachHolds(_ local: Point2D) -> Bool { union.contains(view.boxPoint(local)) }

  /// The buffers a query reads.
  var view: View {
    View(
      reaches: reaches, entries: entries, tree: tree, sublayerOrderSlots: sublayerOrderSlots,
      first: first, count: count, leafCount: leafCount)
  }

  /// A layer being searched: its index, the point in its space, whether its bounds contain it, and
  /// where the search of its sublayers goes on.
  struct Frame {
    var view: View
    var layer: Unmanaged<Layer>
    var local: Point2D
    var next: Int
    var isInside: Bool
    var canBeHit: Bool
    /// Whether the 3D context rooted at the layer was answered already: at its front-most
    /// transform-layer sublayer, which stands for the whole context.
    var contextIsTried = false
  }

  /// The layer hit, searching from the receiver (the layer that owns this index), given the point
  /// in its space and its own facts.
  func hit(
    _ local: Point2D, isInside: Bool, canBeHit: Bool, receiver: Unmanaged<Layer>,
    order: Layer.HitTestOrder
  ) -> Layer? {
    var depth = 0
    push(
      Frame(
        view: view, layer: receiver, local: local, next: 0, isInside: isInside,
        canBeHit: canBeHit), at: &depth)
    while depth > 0 {
      let top = frames.unsafelyUnwrapped + (depth - 1)
      let point = top.pointee.local
      guard
        let (position, slot) = top.pointee.view.firstReach(
          from: top.pointee.next, holding: top.pointee.view.boxPoint(point), order: order)
      else {
        // Nothing in front of the layer holds the point: the layer itself is tried.
        depth -= 1
        if top.pointee.isInside && top.pointee.canBeHit {
          return top.pointee.layer.takeUnretainedValue()
        }
        continue
      }
      top.pointee.next = position + 1
      let entry = top.pointee.view.entries.unsafelyUnwrapped + slot
      if entry.pointee.isTransformLayer {
        guard !top.pointee.contextIsTried else { continue }
        top.pointee.contextIsTried = true
        let root = top.pointee.layer
        if let hit = root._withUnsafeGuaranteedRef({ $0.hitInContext(point, order: order) }) {
          return hit
        }
        continue
      }
      let generation = top.pointee.view.header.pointee.generation
      if entry.pointee.generation != generation {
        entry.pointee.layer._withUnsafeGuaranteedRef { layer in
          guard entry.pointee.generation == Self.staleGeneration else {
            // This layer's sublayer transform changed: the level changed, not the reach.
            layer.refreshHitLevel(at: entry, generation: generation)
            return
          }
          // The sublayer moved within its box since its level was computed: only its own entry
          // changes, and its reach stays within the stored box.
          let reach = layer.makeHitEntry(at: entry, generation: generation)
          layer.storage.pointee.keepHitMoveRoom(
            exact: reach, stored: top.pointee.view.reaches.unsafelyUnwrapped[slot])
        }
      }
      let sublocal = entry.pointee.inverse.map(point)
      guard sublocal.isFinite else { continue }
      let isInside = entry.pointee.bounds.contains(sublocal)
      if entry.pointee.masksToBounds && !isInside { continue }
      guard entry.pointee.view.count > 0 else {
        // A layer without sublayers is tried at once.
        if isInside && entry.pointee.canBeHit { return entry.pointee.layer.takeUnretainedValue() }
        continue
      }
      push(
        Frame(
          view: entry.pointee.view, layer: entry.pointee.layer, local: sublocal, next: 0,
          isInside: isInside, canBeHit: entry.pointee.canBeHit), at: &depth)
    }
    return nil
  }

  /// Pushes a frame on the query stack, growing it when full.
  @inline(__always)
  private func push(_ frame: Frame, at depth: inout Int) {
    if depth == frameCapacity {
      let capacity = max(16, 2 * frameCapacity)
      let grown = UnsafeMutablePointer<Frame>.allocate(capacity: capacity)
      if let frames {
        grown.moveInitialize(from: frames, count: depth)
        frames.deallocate()
      }
      frames = grown
      frameCapacity = capacity
    }
    (frames.unsafelyUnwrapped + depth).initialize(to: frame)
    depth += 1
  }
}
