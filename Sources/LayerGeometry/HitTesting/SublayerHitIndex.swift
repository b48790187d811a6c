// What hit testing keeps, per layer: each layer with sublayers holds an index over them
// (`SublayerHitIndex`), one entry per sublayer, front-most first as `hitTest` tries them, with the
// inverse of the sublayer's level, its bounds, its flags and its *reach*: a box in this layer's
// sublayer space (see below) outside which nothing in the sublayer's subtree can be hit. A layer
// with many sublayers also keeps a tree of those boxes (`BoxTree`): over runs of consecutive
// entries for a list, whose neighbours in order are neighbours on screen, and packed by space for a
// canvas, whose sublayers lie anywhere. Either way a query skips every node whose box misses the
// point, and the first entry it finds, front to back, is the next one to try.
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
// what its sublayers reach changed (O(1), plus O(log n) for the box tree of a wide
// superlayer); where a reach comes out unchanged, the ancestors above have nothing to recompute.
// A moved layer's reach is stored with room to move and kept while it holds the exact one, so a
// layer that keeps moving a little leaves the boxes above its entry alone. A change of a layer's
// position alone does less still while its exact reach, carried along by the move, stays within
// that room: it marks nothing, and only flags the layer's entry, whose level the first query that
// reaches it recomputes (a query that does not reach it never pays for it).
// A wide index keeps free slots at both ends of its entries (an eighth of its count each, when it
// is made), their boxes empty: a sublayer added at either end, in both the
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

  /// From this many sublayers up, a tree of their boxes finds the next one to try; below it, a
  /// loop over the boxes is faster.
  static let minimumTreeCount = 32

  private(set) var count = 0
  /// The slot of the front-most entry: a wide index keeps free slots on both sides of its
  /// entries, so that a sublayer added or removed at either end moves no other entry.
  private(set) var first = 0
  // The header, boxes and entries: one `_HitIndexBlock`, `nil` before the first rebuild, its
  // parts kept as fields of their own (read by every query); `count` entries from `first` on, and
  // free slots around them.
  /// The slots of the block.
  private var capacity = 0
  /// The entries, `nil` before the first rebuild.
  private var entries: UnsafeMutablePointer<Entry>?
  /// For each entry, a box in the space of the boxes (see ``union``) outside which nothing in the
  /// sublayer's subtree can be hit.
  ///
  /// Empty when nothing can be (hidden, or a level that cannot be walked down), everywhere when no
  /// box is known. Kept apart from the entries, so that a search reads boxes only.
  private var reaches: UnsafeMutablePointer<HitBox>?
  /// The tree of the reaches, `nil` for a narrow index; made by a rebuild over every slot (the
  /// free ones' boxes empty), released by the next one or with the index.
  private var tree: BoxTree?
  /// The slots of the sublayers from the last in the array to the first.
  ///
  /// For ``Layer/HitTestOrder/sublayerOrder`` when it differs from the drawing order; `nil` when
  /// the orders agree. Allocated by a rebuild, freed by the next one or with the index.
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
  /// The start of the block, where a query reads ``generation`` and ``sublayerSpaceInverse``.
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
  var refreshStack: [(state: _LayerState, isDone: Bool)] = []
  /// The stack of a query from this layer: one frame per layer being searched.
  var frames: UnsafeMutablePointer<Frame>?
  var frameCapacity = 0

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

  /// The block of the header, boxes and entries, `nil` before the first rebuild.
  private var block: _HitIndexBlock? {
    guard let header, let reaches, let entries else { return nil }
    return _HitIndexBlock(header: header, reaches: reaches, entries: entries, capacity: capacity)
  }

  private func release() {
    block?.free(entriesFrom: first, count: count)
    sublayerOrderSlots?.deallocate()
    (header, reaches, entries, capacity) = (nil, nil, nil, 0)
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
    let newBlock = _HitIndexBlock.allocate(capacity: max(newCount + 2 * room, 1))
    let (newReaches, newEntries) = (newBlock.reaches, newBlock.entries)
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
    (header, reaches, entries, capacity) =
      (newBlock.header, newBlock.reaches, newBlock.entries, newBlock.capacity)
    writeHeader()
    count = newCount
    first = room
    let inArrayOrder = zip(drawingOrder, sublayers).allSatisfy { $0 === $1 }
    if !inArrayOrder {
      let slots = UnsafeMutablePointer<Int>.allocate(capacity: newCount)
      for (position, layer) in sublayers.reversed().enumerated() {
        slots[position] = layer.storage.pointee.hitSlot
      }
      sublayerOrderSlots = slots
    }
    if newCount >= Self.minimumTreeCount {
      tree = BoxTree(boxes: newReaches, slotCount: capacity)
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
  /// or the index has no box tree or searches ``Layer/HitTestOrder/sublayerOrder`` apart.
  ///
  /// O(1). The layer's entry is computed, and its box put in the box tree, by the refresh that
  /// visits it (``Layer/hitTestEntryDidChange()`` must mark it).
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
  /// the index keeps its box tree with one entry less; returns whether it did.
  ///
  /// O(log *n*): the slot's box is emptied in the box tree.
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

  /// Replaces one entry's reach, bringing the box tree up to date when it changed: O(log *n*);
  /// returns whether it changed.
  ///
  /// Without a box tree, ``union`` is kept without a scan where the old box touched none of
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
      tree.boxDidChange(at: slot)
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
  /// asked: O(1) with a box tree or when no edge of it moved back, O(*n*) otherwise.
  func updateUnion() -> Bool {
    var didChange = unionDidChange
    unionDidChange = false
    guard unionIsStale else { return didChange }
    unionIsStale = false
    var box = HitBox.empty
    if let tree {
      box = tree.union
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

  /// The first box of this index that does not hold what it must, described: the union that
  /// does not hold a reach, a rule of the box tree broken (``BoxTree/violation()``), a free slot
  /// whose box is not empty; `nil` where none.
  ///
  /// O(slots). For the internal checks (``Layer/hitIndexDifferenceFromAFreshOne()``).
  func boxViolation() -> String? {
    guard let reaches else { return nil }
    for slot in first..<first + count where !union.holds(reaches[slot]) {
      return "its union does not hold the reach in slot \(slot)"
    }
    for slot in 0..<capacity where !(first..<first + count).contains(slot) && !reaches[slot].isEmpty
    {
      return "the box of free slot \(slot) is not empty"
    }
    return tree?.violation()
  }

  /// Whether what the sublayers reach (``union``) holds a point of this layer's space.
  func reachHolds(_ local: Point2D) -> Bool { union.contains(view.boxPoint(local)) }

  /// The buffers a query reads.
  var view: View {
    View(
      reaches: reaches, entries: entries,
      tree: tree.map { Unmanaged.passUnretained($0).toOpaque() },
      sublayerOrderSlots: sublayerOrderSlots, first: first, count: count)
  }
}

/// The one allocation of a hit-test index: its header, then a box per slot, then an entry per
/// slot, so that a layer's header, first box and first entry are next to each other (one fetch
/// from memory for a layer with one sublayer).
///
/// The contract:
/// - **Who owns it.** One ``SublayerHitIndex``: its rebuild allocates the next block and frees
///   the one before, and its `deinit` frees the last. Nothing else frees one.
/// - **What is initialized.** The header (written by the index before a query reads it), every
///   box (empty where a slot is free), and the entries of the slots the index uses; the entries
///   of free slots are not, and ``free(entriesFrom:count:)`` deinitializes only those in use.
/// - **How long its addresses are valid.** Until the index's next rebuild or its `deinit`. Every
///   address kept elsewhere dies with the block: the ``SublayerHitIndex/View`` an entry holds of
///   its sublayer's index (the sublayer's rebuild marks that entry for remaking) and each
///   sublayer's `hitEntry` (rewritten by the rebuild).
/// - **Who may use it.** The thread that uses the layers, as with their properties.
struct _HitIndexBlock {
  let header: UnsafeMutablePointer<SublayerHitIndex.Header>
  let reaches: UnsafeMutablePointer<HitBox>
  let entries: UnsafeMutablePointer<SublayerHitIndex.Entry>
  /// The number of slots.
  let capacity: Int

  /// A block of `capacity` slots, every box empty and no entry initialized.
  static func allocate(capacity: Int) -> _HitIndexBlock {
    typealias Header = SublayerHitIndex.Header
    typealias Entry = SublayerHitIndex.Entry
    let headerBytes = MemoryLayout<Header>.stride
    let boxBytes = capacity * MemoryLayout<HitBox>.stride
    let block = UnsafeMutableRawPointer.allocate(
      byteCount: headerBytes + boxBytes + capacity * MemoryLayout<Entry>.stride,
      alignment: max(
        MemoryLayout<Header>.alignment, MemoryLayout<HitBox>.alignment,
        MemoryLayout<Entry>.alignment))
    let reaches = (block + headerBytes).bindMemory(to: HitBox.self, capacity: capacity)
    reaches.initialize(repeating: .empty, count: capacity)
    return _HitIndexBlock(
      header: block.bindMemory(to: Header.self, capacity: 1), reaches: reaches,
      entries: (block + headerBytes + boxBytes).bindMemory(to: Entry.self, capacity: capacity),
      capacity: capacity)
  }

  /// Deinitializes the `count` entries in use from slot `first` on and frees the block; no
  /// address of it may be used after.
  func free(entriesFrom first: Int, count: Int) {
    (entries + first).deinitialize(count: count)
    UnsafeMutableRawPointer(header).deallocate()
  }
}
