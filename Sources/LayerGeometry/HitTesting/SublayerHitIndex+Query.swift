// A query of the hit-test indices (see `SublayerHitIndex.swift`): a walk down from the receiver
// with an explicit stack, entering only the sublayers whose reach holds the point.

extension Layer {
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

extension SublayerHitIndex {
  /// What a query reads of an index: its buffers, valid until the next change is brought up to
  /// date, taken once per layer entered.
  struct View: Equatable {
    var reaches: UnsafeMutablePointer<HitBox>?
    var entries: UnsafeMutablePointer<Entry>?
    /// The index's ``BoxTree``, unretained (the index owns it).
    var tree: UnsafeMutableRawPointer?
    var sublayerOrderSlots: UnsafeMutablePointer<Int>?
    var first: Int
    var count: Int

    /// The view of no sublayers.
    static var empty: View {
      View(
        reaches: nil, entries: nil, tree: nil, sublayerOrderSlots: nil, first: 0, count: 0)
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
      // The free slots' boxes being empty, the first slot found is one in use (and the search of
      // every sublayer starts at slot 0, where a tree in slot order starts from its root).
      let slot = Unmanaged<BoxTree>.fromOpaque(tree)._withUnsafeGuaranteedRef {
        $0.firstSlot(from: start == 0 ? 0 : first + start, holding: point)
      }
      guard let slot else { return nil }
      return (slot - first, slot)
    }
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
  func push(_ frame: Frame, at depth: inout Int) {
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
