// The flattened subtree that hit testing walks: one entry per layer, in the order the layers are
// tried (each layer before the layers of its subtree, sublayers front to back), holding the inverse of
// the layer's level, its bounds and the facts that prune or decide. A query is then one loop over
// contiguous entries with a stack of open ancestors — no recursion, no call per layer, no array
// retained per visit and no allocation — and gives exactly the numbers of the level-by-level walk:
// each entry maps its superlayer's local point with the same `Homography.map` of the same inverse.
//
// A plan is built on the first query after a change in the subtree and kept until the next one.
// Every change to a layer (geometry, flags, sublayers, zPosition) marks it and its ancestors as
// changed, dropping their plans; the marks stop at the first layer already marked, so a run of
// changes costs what it touches. The receiver's own level depends on its superlayer too, so it is not
// part of the plan: it is read from the receiver's geometry cache at each query.

extension Layer {
  /// The plan for hit testing this layer's subtree in `order`, built if there is none.
  func hitTestPlan(order: HitTestOrder) -> HitTestPlan {
    let plans: HitTestPlans
    if let existing = storage.pointee.hitTestPlans {
      plans = existing
    } else {
      plans = HitTestPlans()
      storage.pointee.hitTestPlans = plans
    }
    switch order {
    case .drawingOrder:
      if let plan = plans.drawingOrder { return plan }
      let plan = HitTestPlan(of: self, order: order)
      plans.drawingOrder = plan
      return plan
    case .sublayerOrder:
      if let plan = plans.sublayerOrder { return plan }
      let plan = HitTestPlan(of: self, order: order)
      plans.sublayerOrder = plan
      return plan
    }
  }

  /// Records that something in this layer's subtree that hit testing depends on changed: this
  /// layer's plans and those of its ancestors are dropped.
  func subtreeDidChange() {
    var layer: Layer? = self
    while let current = layer, current.storage.pointee.isCoveredByCurrentHitTestPlan {
      current.storage.pointee.isCoveredByCurrentHitTestPlan = false
      current.storage.pointee.hitTestPlans = nil
      layer = current.superlayer
    }
  }

  /// Records a change of this layer's geometry: its cached maps (and those below it) and the hit-test
  /// plans that include it are dropped.
  func geometryDidChange() {
    invalidateGeometry()
    subtreeDidChange()
  }

  /// Whether the layer shows its back: its level reverses orientation, not counting its own geometry
  /// flip (which mirrors its space onto itself), and it is not double-sided.
  func isFacingAway(_ level: LevelMap) -> Bool {
    guard !isDoubleSided else { return false }
    let determinant = level.forward.determinant
    return (isGeometryFlipped ? -determinant : determinant) < 0
  }
}

/// The hit-test plans of one layer, one per order, each built on first use.
@usableFromInline
final class HitTestPlans {
  var drawingOrder: HitTestPlan?
  var sublayerOrder: HitTestPlan?
}

/// A layer's subtree flattened for hit testing, with the scratch memory its queries use.
final class HitTestPlan {
  /// One layer of the plan.
  struct Entry {
    /// The inverse of the layer's level; unused for the first entry (the receiver).
    var inverse: Homography
    /// A box in the superlayer's space outside which nothing in the subtree can be hit.
    ///
    /// It is grown so that rounding cannot put a hit outside it (see `reach(of:forward:within:)`);
    /// infinite where no such box is known. Tested closed, as edges in `minX minY maxX maxY` order.
    var reach = (
      minX: -Double.infinity, minY: -Double.infinity, maxX: Double.infinity,
      maxY: Double.infinity
    )
    /// The layer's bounds, tested half-open.
    var bounds: Rect2D
    /// One past the last entry of the layer's subtree.
    var end: Int
    /// The entry of the superlayer (−1 for the receiver).
    var parent: Int
    /// The layer, unretained: the plan is dropped before any layer of the subtree can leave it.
    var layer: Unmanaged<Layer>
    /// Hidden, or a level that cannot be walked down: nothing in the subtree can be hit.
    var skipsSubtree: Bool
    var masksToBounds: Bool
    /// Not turned away from the viewer (or double-sided).
    var canBeHit: Bool
  }

  let count: Int
  private let entries: UnsafeMutablePointer<Entry>
  /// For each entry on the stack of open ancestors, the query point in its space and whether its
  /// bounds contain it.
  private let locals: UnsafeMutablePointer<Point2D>
  private let insides: UnsafeMutablePointer<Bool>
  /// The stack of open ancestors: entries whose subtree is being searched.
  private let open: UnsafeMutablePointer<Int>

  /// Flattens the subtree of `receiver` and marks every layer of it as covered by a current plan.
  ///
  /// Allocates the entries once, at their number, and no cache: a level that is not cached is made
  /// here and not kept, so that the first query after a change at the root of a large tree does not
  /// allocate (and the next change free) an object for every layer.
  init(of receiver: Layer, order: Layer.HitTestOrder) {
    // The layers in the order they are tried, each with its superlayer's entry: depth first with
    // an explicit stack, sublayers pushed back to front so that the front-most one's subtree comes
    // next. Unretained: the plan is dropped before any layer can leave the subtree.
    var layers: [(layer: Unmanaged<Layer>, parent: Int)] = []
    var stack = [(layer: Unmanaged.passUnretained(receiver), parent: -1)]
    while let next = stack.popLast() {
      let index = layers.count
      layers.append(next)
      next.layer._withUnsafeGuaranteedRef { layer in
        guard !layer.storage.pointee.sublayers.isEmpty else { return }
        let sublayers =
          order == .drawingOrder ? layer.sublayersInDrawingOrder : layer.storedSublayers
        for sublayer in sublayers { stack.append((Unmanaged.passUnretained(sublayer), index)) }
      }
    }
    let count = layers.count
    let entries = UnsafeMutablePointer<Entry>.allocate(capacity: count)
    var forwards: [Homography] = []
    forwards.reserveCapacity(count)
    for (index, (reference, parent)) in layers.enumerated() {
      reference._withUnsafeGuaranteedRef { layer in
        let level = layer.levelWithoutCaching
        let state = layer.storage
        state.pointee.isCoveredByCurrentHitTestPlan = true
        (entries + index).initialize(
          to: Entry(
            inverse: level.inverse ?? .notANumber, bounds: state.pointee.bounds, end: index + 1,
            parent: parent, layer: reference,
            skipsSubtree: state.pointee.isHidden || level.inverse == nil,
            masksToBounds: state.pointee.masksToBounds, canBeHit: !layer.isFacingAway(level)))
        forwards.append(level.forward)
      }
    }
    // Subtree ends and reaches, deepest first: an entry's descendants all come after it.
    // What each subtree's sublayers reach, in its own space; `nil` where one of them is unknown.
    var within = [Rect2D?](repeating: .null, count: count)
    for index in (0..<count).reversed() {
      let entry = entries[index]
      guard entry.parent >= 0 else { continue }
      entries[entry.parent].end = max(entries[entry.parent].end, entry.end)
      guard !entry.skipsSubtree else { continue }
      let reach = Self.reach(of: entry, forward: forwards[index], within: within[index])
      if let reach {
        entries[index].reach = (reach.minX, reach.minY, reach.maxX, reach.maxY)
      }
      within[entry.parent] = reach.flatMap { within[entry.parent]?.union($0) }
    }
    self.count = count
    self.entries = entries
    locals = .allocate(capacity: count)
    insides = .allocate(capacity: count)
    open = .allocate(capacity: count)
  }

  /// The box, in the superlayer's space, of everything in an entry's subtree that can be hit:
  /// its bounds and, unless it masks, what its sublayers reach (`within`, in its own space).
  ///
  /// The box is grown by a millionth of the magnitudes involved, far more than the rounding of
  /// mapping a point down by a level whose linear part is conditioned as required here (the
  /// product of its largest entry and its inverse's is at most 10⁶), so that a point outside it
  /// cannot reach a layer below whatever the rounding. Where that does not hold — a perspective,
  /// ill-conditioned or non-finite level, an infinite box below, or a grown box whose edges would
  /// pass the largest finite value — the reach is unknown (`nil`) and the subtree is always
  /// searched.
  private static func reach(of entry: Entry, forward: Homography, within: Rect2D?) -> Rect2D? {
    guard let own = entry.masksToBounds ? entry.bounds : within?.union(entry.bounds) else {
      return nil
    }
    let t = forward.affinePart
    let i = entry.inverse
    let linear = max(t.a.magnitude, t.b.magnitude, t.c.magnitude, t.d.magnitude)
    let inverseLinear = max(i.m11.magnitude, i.m12.magnitude, i.m21.magnitude, i.m22.magnitude)
    guard forward.isAffine, own.isFinite, !own.isNull, linear * inverseLinear <= 1e6 else {
      return nil
    }
    let box = own.applying(t)
    guard box.isFinite else { return nil }
    let pad =
      1e-6 * (1 + box.magnitude + linear * own.magnitude + max(t.tx.magnitude, t.ty.magnitude))
    return box.grown(by: pad)
  }

  deinit {
    entries.deinitialize(count: count)
    entries.deallocate()
    locals.deallocate()
    insides.deallocate()
    open.deallocate()
  }

  /// The layer hit by a point in the receiver's superlayer's space, given the receiver's level as it
  /// is now: the first layer, front to back, whose bounds contain the point, as the recursive rule
  /// of ``Layer/hitTest(_:order:)-(Point2D,_)`` finds it.
  func hit(_ point: Point2D, receiverLevel: LevelMap) -> Layer? {
    let receiver = entries[0]
    guard !receiver.layer.takeUnretainedValue().isHidden, let inverse = receiverLevel.inverse
    else { return nil }
    let first = inverse.map(point)
    guard first.isFinite else { return nil }
    let firstIsInside = receiver.bounds.contains(first)
    if receiver.masksToBounds && !firstIsInside { return nil }
    locals[0] = first
    insides[0] = firstIsInside
    open[0] = 0
    var depth = 1
    var index = 1
    while index < count {
      // Ancestors whose subtree ends here were missed below: each is tried itself, deepest first.
      while entries[open[depth - 1]].end <= index {
        depth -= 1
        let ancestor = open[depth]
        if insides[ancestor] && canBeHit(ancestor, receiverLevel) {
          return entries[ancestor].layer.takeUnretainedValue()
        }
      }
      let entry = entries[index]
      let input = locals[entry.parent]
      if entry.skipsSubtree || !(input.x >= entry.reach.minX && input.x <= entry.reach.maxX)
        || !(input.y >= entry.reach.minY && input.y <= entry.reach.maxY)
      {
        index = entry.end
        continue
      }
      let local = entry.inverse.map(input)
      guard local.isFinite else {
        index = entry.end
        continue
      }
      let isInside = entry.bounds.contains(local)
      if entry.masksToBounds && !isInside {
        index = entry.end
        continue
      }
      locals[index] = local
      insides[index] = isInside
      open[depth] = index
      depth += 1
      index += 1
    }
    while depth > 0 {
      depth -= 1
      let ancestor = open[depth]
      if insides[ancestor] && canBeHit(ancestor, receiverLevel) {
        return entries[ancestor].layer.takeUnretainedValue()
      }
    }
    return nil
  }

  /// Whether an entry's layer may be hit where its bounds contain the point; the receiver's facing
  /// depends on its level as it is now.
  @inline(__always)
  private func canBeHit(_ index: Int, _ receiverLevel: LevelMap) -> Bool {
    index == 0
      ? !entries[0].layer.takeUnretainedValue().isFacingAway(receiverLevel)
      : entries[index].canBeHit
  }
}
