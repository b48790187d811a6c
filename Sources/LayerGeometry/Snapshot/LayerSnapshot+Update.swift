// Bringing a snapshot up to date. The walk starts at the root and goes down only where a layer's
// `subtreeVersion` differs from the one the snapshot recorded (see `Layer+SnapshotTracking.swift`):
// below a layer, to the sublayers its change log names, or — when the log does not reach back that
// far, as after a change of its list of sublayers — to every sublayer, matching its list now
// against the one the snapshot read: a sublayer found there (after the last one kept) is kept with
// its old run, the old sublayers passed over are removed, and a sublayer not found is read whole.
// A layer whose own `version` moved is read again with its whole subtree (its geometry places every
// layer below it), in one builder that keeps the paths of the layers walked on the way down — but
// an anchor (see `LayerSnapshot+Anchors.swift`), whose subtree is in its own space, is read alone,
// and the walk goes on below it as below a layer whose subtree changed; and a layer with anchors
// below it is read alone too, the walk then looking at each of its sublayers as moved. The
// runs read again, removed or added then replace their old runs of the drawing order: in place
// when every run keeps its length, otherwise by splicing every per-layer array once. When the
// layers to read again come to half the tree (a scrolled list that holds most of it), the walk
// stops reading and the tree is read anew on the threads free, the damage taken from the same runs.

extension LayerSnapshot {
  /// Brings the snapshot up to date with its tree, and returns the area that changed.
  ///
  /// The snapshot reads again only what changed since it was made or last updated: the layers
  /// whose geometry, flags or name changed, each with its subtree (their sublayers' maps depend
  /// on them), and the sublayers added to a layer or moved among its sublayers; the sublayers
  /// that stay where they were are kept. Several snapshots of one tree, made at different times,
  /// each update correctly, and copies of a snapshot are values: a copy held elsewhere, on any
  /// thread, keeps what it had.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
  /// let card = Layer()
  /// card.frame = Rect2D(x: 20, y: 40, width: 100, height: 100)
  /// root.addSublayer(card)
  /// var snapshot = LayerSnapshot(of: root)
  /// card.position.x += 10
  /// let damage = snapshot.update(from: root)
  /// // damage == [Rect2D(x: 20, y: 40, width: 100, height: 100),
  /// //            Rect2D(x: 30, y: 40, width: 100, height: 100)]
  /// // snapshot[1].boundingBox == Rect2D(x: 30, y: 40, width: 100, height: 100)
  /// ```
  ///
  /// The damage holds, for each layer read again, the box of its subtree before and after the
  /// update, each layer's box clipped by its masking ancestors and hidden layers left out; for a
  /// layer of 32 sublayers or more whose own state alone changed (scrolled, moved, hidden), the
  /// box of its subtree clipped as its sublayers are. So a list scrolled inside a masking window
  /// damages the window's area before and after, two rectangles, and a masking panel slid by a
  /// few points its own box twice, not each row or card; a layer added counts after only, a layer
  /// removed before only. A sublayer moved in front of or
  /// behind others is read again (it is removed and added; when several move, some that did not
  /// may be read with them); the sublayers that keep their order among themselves are not
  /// damaged, since where they meet a moved one, its boxes are. Up to 16 rectangles are the
  /// boxes themselves; beyond that, the two whose union adds the least area are merged until 16
  /// are left. A renderer redraws their union.
  ///
  /// - Indices are positions in the drawing order: after a layer is added or removed, the layers
  ///   after it in the drawing order have moved by one. Look layers up again with ``index(of:)``.
  /// - A `root` other than the one the snapshot was made of makes a new snapshot, with the whole
  ///   boxes of both as the damage.
  ///
  /// - Parameter root: The layer the snapshot was made of, as it is now.
  /// - Returns: Rectangles in the snapshot's space whose union covers everything that changed.
  /// - Complexity: For the layers walked down to the changes (*d* levels, of *n* layers), at each
  ///   level O(*c* log *w* + log *n*) for the *c* of its *w* sublayers whose subtrees changed
  ///   (each layer logs which of its sublayers changed since a snapshot read it; a snapshot older
  ///   than that log, which keeps about *w*/2 entries, looks at all *w*), plus O(*k*) for the *k*
  ///   layers read again, when every changed subtree keeps its number of layers. A layer whose
  ///   list of sublayers changed has its *w* sublayers matched against the old list, O(*w*), and
  ///   when a subtree's number of layers changes (a layer added, removed or moved: the layers
  ///   after it move), its superlayer's list of sublayers is written again, O(*w*), and O(*n*) more
  ///   in small steps: each per-layer array passes elements along its chunks after the change by
  ///   turning them, and the indices after it are shifted. While a copy of the snapshot is alive,
  ///   each chunk of 256 layers whose values the update changes is copied once, with the page of
  ///   32 chunk references that holds it and the list of pages (one reference per 8,192 layers);
  ///   a chunk whose values all stay (the names and tokens of layers read again after a move) is
  ///   not. Measured against a new snapshot read on two cores: on a tree of 10⁵ layers, 10 layers
  ///   moved cost 0.004×, 0.008× while a copy is alive (0.002–0.004× on a tree of 10⁶), a layer
  ///   added or removed 0.011×; in a list of 10⁵ rows, 10 rows moved cost 0.001×, a row added or
  ///   removed about 0.10× (every row's counts are read and matched). An update runs on
  ///   the calling thread, but for one case: when the layers to read again — the subtrees of the
  ///   layers whose own geometry, flags or name changed and of the sublayers added or moved, each
  ///   counted as the snapshot held it — come to half the snapshot's layers or more (and at least
  ///   8,192), as when a list's content that holds most of the tree scrolls or such a container
  ///   moves, the update reads the whole tree anew instead, on the threads free as ``init(of:)``
  ///   does, and returns the same damage. It then costs what a new snapshot costs, plus the boxes
  ///   of the runs read again and whatever subtrees it read before the count was reached (fewer
  ///   layers than that); while the new snapshot is read, the old one is still in memory.
  ///
  ///   A layer with 32 sublayers or more whose path is one affine run (see ``LayerSnapshot``)
  ///   keeps its subtree in its own space: when its own state changes — a scroll by
  ///   `bounds.origin`, a move, a turn, hiding it — it alone is read again, O(log *n*) for its
  ///   boxes, whatever its subtree holds. Measured against a new snapshot of the same tree: the
  ///   content of a list of 10⁵ rows with labels scrolled 3 points, 0.00004× (about 3 µs), and
  ///   0.0002–0.0003× while a copy is alive (about 40 µs: a page of chunk references and the list of
  ///   pages of each array it writes are copied, with the chunks it writes); a masking panel of
  ///   5·10⁴ cards with labels slid 3 points, 0.0001×. A change of a layer above such a layer
  ///   (moving the window that holds the list) reads alone each layer on the way down to it and
  ///   the layer itself, and the other layers below the one that changed whole. A change of its
  ///   ``Layer/sublayerTransform``, which the levels of its sublayers take in, reads its subtree
  ///   whole.
  @discardableResult
  public mutating func update(from root: Layer) -> [Rect2D] {
    update(from: root, readingAnewFrom: readingAnewBound).damage
  }

  /// The number of layers to read again from which an update reads the whole tree anew: half
  /// the snapshot's layers, and at least ``fewestLayersToReadAnew``.
  var readingAnewBound: Int {
    Swift.max(fewestLayersToReadAnew, count / 2)
  }

  /// The fewest layers to read again for which an update reads the whole tree anew: as many as a
  /// tree read on several threads holds.
  ///
  /// Built with internal checks, 2 for a snapshot of an even number of layers: the
  /// AddressSanitizer tests and the fuzzer, whose trees are small, then take this path for a
  /// change that reaches half such a tree, and read in place for the others, so that the checks
  /// they make of an update (the damage against a brute-force diff, every layer's index, and
  /// for reading in place the elements against a fresh read) hold both ways.
  var fewestLayersToReadAnew: Int {
    #if LAYERGEOMETRY_INTERNAL_CHECKS
    count % 2 == 0 ? 2 : LayerSnapshotBuilder.layersForRuns
    #else
    LayerSnapshotBuilder.layersForRuns
    #endif
  }

  /// Brings the snapshot up to date, reading the whole tree anew instead when the layers to read
  /// again come to `bound` or more; the snapshot and the damage are the same either way.
  ///
  /// - Returns: The damage, and whether the whole tree was read anew.
  mutating func update(from root: Layer, readingAnewFrom bound: Int) -> (
    damage: [Rect2D], readAnew: Bool
  ) {
    var update = Update(readingAnewFrom: bound)
    guard update.walk(self, from: root) else {
      let before = wholeDamageBox()
      self = LayerSnapshot(of: root)
      return ([before, wholeDamageBox()].filter { !$0.isNull }, true)
    }
    guard !update.replacements.isEmpty || !update.walked.isEmpty else {
      internalCheck(differenceFromAFreshRead(of: root))
      return ([], false)
    }
    var damage = update.replacements.map { replacement in
      replacement.isAnchorAlone
        ? damageBox(ofAnchorAt: replacement.old.lowerBound) : damageBox(of: replacement.old)
    }
    if update.readsAnew {
      // The runs read again are where their layers are in the fresh read, which gives every
      // layer a token.
      self = LayerSnapshot(of: root)
      damage += update.replacements.map { replacement in
        guard let layer = replacement.layer else { return .null }
        let index = index(of: layer)
        internalCheck(index == nil ? "a layer read again is not in the fresh read" : nil)
        guard let index else { return .null }
        if replacement.isAnchorAlone { return damageBox(ofAnchorAt: index) }
        return damageBox(of: replacement.isAlone ? index..<index + 1 : subtree(of: index))
      }
    } else {
      update.builder.clipBase = ([], [])  // lets the snapshot's clips grow in place
      apply(update)
      damage += update.replacements.map { replacement in
        replacement.isAnchorAlone
          ? damageBox(ofAnchorAt: replacement.newStart)
          : damageBox(of: replacement.newStart..<replacement.newStart + replacement.piece.count)
      }
      internalCheck(differenceFromAFreshRead(of: root))
    }
    return (LayerSnapshot.merged(damage.filter { !$0.isNull }, to: 16), update.readsAnew)
  }

  /// The union of the clipped boxes of every layer.
  private func wholeDamageBox() -> Rect2D {
    damageBox(of: indices)
  }

  /// The union of the boxes of a run of layers, each clipped by its masking ancestors; hidden
  /// layers and layers whose box is not a number add nothing.
  func damageBox(of run: Range<Int>) -> Rect2D {
    var union = Rect2D.null
    // Layers side by side under one mask share its clip: its box is made once for them.
    var clipBox = (clip: Int32(-1), anchor: -1, box: Rect2D?.none)
    var reader = ClipReader()
    for placement in Placements(from: run.lowerBound, of: self).prefix(run.count)
    where !placement.isHidden {
      let box = boundingBox(of: placement.quad, at: placement.index)
      guard box.isFinite || box.isInfinite else { continue }
      let clip = columns.clipIndices[placement.index]
      let anchor = anchors.isEmpty ? nil : anchor(of: placement.index)
      if clip < 0 && anchor == nil {
        union = Self.covering(union, box)
        continue
      }
      if clip != clipBox.clip || (anchor ?? -1) != clipBox.anchor {
        let polygon = reader.clip(at: placement.index, below: anchor, of: self)
        clipBox = (clip, anchor ?? -1, polygon.map(Self.boundingBox(of:)))
      }
      // No clip (below an anchor that masks nothing): the box itself, which an intersection
      // with `.infinite` (edges at half the largest value) could cut.
      union = Self.covering(union, clipBox.box.map { box.intersection($0) } ?? box)
    }
    return union
  }

  /// The area an anchor's subtree covers when nothing but the anchor changed: the box of its
  /// subtree within the clip of its sublayers, its far edges holding both boxes' nearer far
  /// edges (as ``covering(_:_:)`` grows a union); null when it is hidden.
  func damageBox(ofAnchorAt anchor: Int) -> Rect2D {
    guard !columns.records[anchor].flags.contains(.hidden) else { return .null }
    let box = columns.subtreeBoxes[anchor]
    guard !box.isEmpty else { return .null }
    let isFinite = box.minX.isFinite && box.minY.isFinite && box.maxX.isFinite && box.maxY.isFinite
    let subtree = isFinite ? box.rect : .infinite
    guard let clip = sublayerClip(ofAnchorAt: anchor) else { return subtree }
    let clipBox = Self.boundingBox(of: clip[...])
    let rect = subtree.intersection(clipBox)
    guard rect.isFinite, !rect.isNull, !rect.isInfinite else { return rect }
    let (maxX, maxY) = (
      Swift.min(subtree.maxX, clipBox.maxX), Swift.min(subtree.maxY, clipBox.maxY)
    )
    return Self.grown(rect, toHoldFarEdges: maxX, maxY)
  }

  /// The union of two rectangles, grown where needed so that its far edges (its origin plus its
  /// size, rounded) hold both far edges.
  static func covering(_ a: Rect2D, _ b: Rect2D) -> Rect2D {
    if a.isNull || b.isInfinite { return b }
    if b.isNull || a.isInfinite { return a }
    return grown(a.union(b), toHoldFarEdges: Swift.max(a.maxX, b.maxX), Swift.max(a.maxY, b.maxY))
  }

  /// A rectangle whose size is grown, a unit in the last place at a time, until its far edges
  /// (its origin plus its size, rounded) hold `maxX` and `maxY`.
  private static func grown(_ rect: Rect2D, toHoldFarEdges maxX: Double, _ maxY: Double) -> Rect2D {
    var rect = rect
    while rect.origin.x + rect.size.width < maxX { rect.size.width = rect.size.width.nextUp }
    while rect.origin.y + rect.size.height < maxY { rect.size.height = rect.size.height.nextUp }
    return rect
  }

  /// The smallest rectangle holding some points; null for none.
  private static func boundingBox(of points: ArraySlice<Point2D>) -> Rect2D {
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points.dropFirst() {
      (minX, minY) = (Swift.min(minX, point.x), Swift.min(minY, point.y))
      (maxX, maxY) = (Swift.max(maxX, point.x), Swift.max(maxY, point.y))
    }
    return Rect2D(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// At most `count` rectangles covering `rects`: while there are more, neighbours along x
  /// merged in pairs.
  static func pairingNeighbours(_ rects: [Rect2D], downTo count: Int) -> [Rect2D] {
    var rects = rects
    while rects.count > count {
      rects.sort { $0.midX < $1.midX }
      rects = stride(from: 0, to: rects.count, by: 2).map { index in
        index + 1 < rects.count ? covering(rects[index], rects[index + 1]) : rects[index]
      }
    }
    return rects
  }

  /// At most `limit` rectangles covering `rects`: the rectangles themselves when they are few
  /// enough, otherwise the two whose union adds the least area merged, again and again (after
  /// merging neighbours in pairs while there are more than 64, so that the search stays small).
  static func merged(_ rects: [Rect2D], to limit: Int) -> [Rect2D] {
    guard rects.count > limit else { return rects }
    if rects.contains(where: { $0.isInfinite }) { return [.infinite] }
    func area(_ r: Rect2D) -> Double { r.width * r.height }
    var rects = pairingNeighbours(rects, downTo: 64)
    // The cost of merging each pair is kept, and each rectangle's cheapest partner after it (the
    // first of the cheapest): a merge computes the costs of the merged rectangle's pairs only,
    // O(n), and looks again along the rows whose partner it changed. The pair chosen is the one a
    // search of every pair in order would choose: the first of the cheapest, (0, 1) when none
    // costs less than infinity.
    let n = rects.count
    var isMerged = [Bool](repeating: false, count: n)
    var costs = [Double](repeating: .infinity, count: n * n)  // of (first, second), first < second
    func cost(_ first: Int, _ second: Int) -> Double {
      let union = covering(rects[first], rects[second])
      return area(union) - area(rects[first]) - area(rects[second])
    }
    for first in 0..<n {
      for second in (first + 1)..<n { costs[first * n + second] = cost(first, second) }
    }
    var partners = [(cost: Double, second: Int)](repeating: (.infinity, -1), count: n)
    func findPartner(of first: Int) {
      partners[first] = (.infinity, -1)
      for second in (first + 1)..<n where !isMerged[second] {
        if costs[first * n + second] < partners[first].cost {
          partners[first] = (costs[first * n + second], second)
        }
      }
    }
    for first in 0..<n { findPartner(of: first) }
    var left = n
    while left > limit {
      var best = (cost: Double.infinity, first: -1, second: -1)
      for first in 0..<n where !isMerged[first] && partners[first].cost < best.cost {
        best = (partners[first].cost, first, partners[first].second)
      }
      if best.first < 0 {  // no pair costs less than infinity: the first two
        let first = isMerged.firstIndex(of: false) ?? 0
        let second = isMerged[(first + 1)...].firstIndex(of: false) ?? first + 1
        best = (.infinity, first, second)
      }
      let (a, b) = (best.first, best.second)
      rects[a] = covering(rects[a], rects[b])
      isMerged[b] = true
      left -= 1
      for other in 0..<n where !isMerged[other] && other != a {
        if other < a {
          costs[other * n + a] = cost(other, a)
        } else {
          costs[a * n + other] = cost(a, other)
        }
      }
      findPartner(of: a)
      for first in 0..<b where !isMerged[first] && first != a {
        let partner = partners[first]
        if partner.second == a || partner.second == b {
          findPartner(of: first)
        } else if first < a,
          costs[first * n + a] < partner.cost
            || (costs[first * n + a] == partner.cost && a < partner.second)
        {
          partners[first] = (costs[first * n + a], a)
        }
      }
    }
    return zip(rects, isMerged).compactMap { rect, isMerged in isMerged ? nil : rect }
  }

  /// Puts what an update read again into the snapshot.
  private mutating func apply(_ update: Update) {
    let builder = update.builder
    // The builder's clips follow the snapshot's.
    if !builder.clips.isEmpty {
      let vertexBase = clipVertices.count
      clips += builder.clips.map { ($0.lowerBound + vertexBase)..<($0.upperBound + vertexBase) }
      clipVertices += builder.clipVertices
    }
    maximumDepth = Swift.max(maximumDepth, builder.maximumDepth)
    let replacements = update.replacements
    if replacements.allSatisfy({
      $0.old.count == $0.piece.count && $0.oldSlots.count == $0.pieceSlots.count
    }) {
      var tokensMoved = false
      for replacement in replacements {
        let (old, piece) = (replacement.old, replacement.piece)
        for index in old where columns.records[index].flags.contains(.unusualBox) {
          unusualBoxes[Int32(index)] = nil
        }
        for index in old where columns.records[index].flags.contains(.spatial) {
          spatialLevels[Int32(index)] = nil
        }
        for (index, new) in zip(old, piece)
        where columns.tokens[index] !== builder.columns.tokens[new] {
          tokensMoved = true
        }
        var overwrite = Overwrite(old: old, piece: piece)
        columns.forEachColumn(with: builder.columns, &overwrite)
        sublayerBoxes.overwrite(
          replacement.oldSlots, with: builder.sublayerBoxes[replacement.pieceSlots])
        hierarchy.replace(
          old, with: builder.searchBoxes[piece],
          always: builder.alwaysChecked.filter { old.contains(Int($0)) })
      }
      for (index, box) in builder.unusualBoxes { unusualBoxes[index] = box }
      for (index, level) in builder.spatialLevels { spatialLevels[index] = level }
      if tokensMoved { indicesByLayer = IdentityTable(columns.tokens.map(ObjectIdentifier.init)) }
      anchors =
        (anchors.filter { anchor in
          !replacements.contains { $0.old.contains(Int(anchor)) }
        } + builder.anchors).sorted()
      for walked in update.walked {
        columns.counters[walked.old].subtreeVersion = walked.subtreeVersion
        refreshBoxes(
          of: walked.old, firstSlot: walked.newFirstSlot, changed: walked.changed,
          anchorRounding: walked.anchorRounding)
      }
    } else {
      splice(update)
    }
    if clips.count > 2 * clipsInUse + 64 { gatherClips() }
  }

  /// Puts what an update read again into the snapshot where some subtree changed its number of
  /// layers: every per-layer array is made again, once.
  private mutating func splice(_ update: Update) {
    let builder = update.builder
    // The runs of layers (a layer's own list replaced alone is a run of the lists only).
    let replacements = update.replacements.filter { !$0.old.isEmpty || !$0.piece.isEmpty }
    // The layers outside the runs read again move by what the runs before them gained.
    var gainedBefore = [0]
    var gained = 0
    for replacement in replacements {
      gained += replacement.piece.count - replacement.old.count
      gainedBefore.append(gained)
    }
    /// The number of runs that end at or before an old index.
    func runsBefore(_ old: Int) -> Int {
      var (low, high) = (0, replacements.count)
      while low < high {
        let middle = (low + high) / 2
        if replacements[middle].old.upperBound <= old { low = middle + 1 } else { high = middle }
      }
      return low
    }
    func moved(_ old: Int) -> Int { old + gainedBefore[runsBefore(old)] }
    func isReadAgain(_ old: Int) -> Bool {
      let run = runsBefore(old)
      return run < replacements.count && replacements[run].old.contains(old)
    }
    let runs = replacements.map { (old: $0.old, new: $0.piece) }
    // Only a superlayer after the first run moves (a layer outside the runs is under none).
    let firstEnd = replacements[0].old.upperBound
    if replacements.count == 1 {
      let (end, gain) = (Int32(firstEnd), Int32(gained))
      columns.parents.updateEach(in: firstEnd..<columns.parents.count) {
        if $0 >= end { $0 += gain }
      }
    } else {
      columns.parents.updateEach(in: firstEnd..<columns.parents.count) {
        if $0 >= firstEnd { $0 = Int32(moved(Int($0))) }
      }
    }
    var newUnusualBoxes = builder.unusualBoxes
    for (index, box) in unusualBoxes where !isReadAgain(Int(index)) {
      newUnusualBoxes[Int32(moved(Int(index)))] = box
    }
    var newSpatialLevels = builder.spatialLevels
    for (index, level) in spatialLevels where !isReadAgain(Int(index)) {
      newSpatialLevels[Int32(moved(Int(index)))] = level
    }
    var always = builder.alwaysChecked
    always += hierarchy.always.filter { !isReadAgain(Int($0)) }.map { Int32(moved(Int($0))) }
    always.sort()
    anchors =
      (builder.anchors
      + anchors.filter { !isReadAgain(Int($0)) }.map { Int32(moved(Int($0))) }).sorted()
    let oldCount = count
    var boxes = hierarchy.takeBoxes()

    var splice = Splice(runs: runs)
    columns.forEachColumn(with: builder.columns, &splice)
    sublayerBoxes.replace(
      update.replacements.map { (old: $0.oldSlots, new: $0.pieceSlots) },
      from: builder.sublayerBoxes)
    boxes.replace(runs, from: builder.searchBoxes)
    unusualBoxes = newUnusualBoxes
    spatialLevels = newSpatialLevels
    hierarchy.replaceBoxes(
      boxes, from: replacements[0].old.lowerBound, oldCount: oldCount, always: always)
    indicesByLayer.splice(
      removing: replacements.map { $0.old },
      shifts: zip(replacements, gainedBefore.dropFirst()).map { ($0.old.upperBound, $1) },
      adding: replacements.map { $0.newStart..<$0.newStart + $0.piece.count },
      identities: replacements.map { replacement in
        builder.columns.tokens[replacement.piece].map(ObjectIdentifier.init)
      })
    for walked in update.walked {
      let index = moved(walked.old)
      columns.counters[index].subtreeVersion = walked.subtreeVersion
      columns.sizes[index] += Int32(walked.gained)
      let record = columns.records[index]
      if walked.sublayerCount != Int(record.sublayerCount) {
        columns.records[index] = LayerRecord(
          inverse: record.inverse, bounds: record.bounds,
          sublayerCount: Int32(walked.sublayerCount), flags: record.flags)
      }
      refreshBoxes(
        of: index, firstSlot: walked.newFirstSlot, changed: walked.changed,
        anchorRounding: walked.anchorRounding)
    }
  }

  /// Makes again the box of a layer's subtree, and its list of sublayers with theirs (from
  /// `firstSlot` on), after changes below it (whose sublayers' subtree boxes are made again
  /// first): the entries at the `changed` positions, or every entry when that is `nil` (the
  /// sublayers' places moved).
  ///
  /// - Complexity: O(log *n* + the changed positions), or O(log *n* + the layer's sublayers);
  ///   O(log *n*) more for each anchor in the layer's subtree.
  private mutating func refreshBoxes(
    of index: Int, firstSlot: Int, changed: [Int]?,
    anchorRounding: LayerSnapshotBuilder.Rounding?
  ) {
    // Written only where they change: a write makes the chunk the snapshot's own when a copy
    // shares it.
    let box = subtreeBox(of: index, anchorRounding: anchorRounding)
    if !columns.subtreeBoxes[index].isBitwiseEqual(to: box) { columns.subtreeBoxes[index] = box }
    guard let changed else {
      return SublayerBox.writeList(
        of: index, at: firstSlot, into: &sublayerBoxes, indices: &columns.sublayerIndices,
        sizes: columns.sizes, subtreeBoxes: columns.subtreeBoxes)
    }
    let boxes = changed.map { position in
      let slot = firstSlot + position
      let box = columns.subtreeBoxes[index + Int(sublayerBoxes[slot].offset)]
      if !sublayerBoxes[slot].box.isBitwiseEqual(to: box) { sublayerBoxes[slot].box = box }
      return box
    }
    // A canvas's index takes them too; the column is written only where there is one, since
    // writing it makes its chunk the snapshot's own.
    guard columns.sublayerIndices[index] != nil else { return }
    columns.sublayerIndices.updateEach(in: index..<index + 1) { list in
      for (position, box) in zip(changed, boxes) {
        SublayerListIndex.boxDidChange(in: &list, at: position, to: box)
      }
    }
  }

  /// The box of a layer's subtree from the boxes of its layers (each anchor's subtree box made
  /// first), in the space the layer is recorded in; the layer is an anchor when
  /// `anchorRounding`, the rounding of its path, is given.
  ///
  /// O(log *n*), and O(log *n*) more for each anchor in the subtree.
  private func subtreeBox(
    of index: Int, anchorRounding: LayerSnapshotBuilder.Rounding?
  ) -> SearchBox {
    let run = subtree(of: index)
    if let anchorRounding {
      return LayerSnapshotBuilder.subtreeBox(
        ofAnchorWith: hierarchy.isAlways(index) ? .everything : hierarchy.boxes[index],
        map: columns.maps[index], rounding: anchorRounding,
        below: hierarchy.union(of: run.dropFirst()))
    }
    // The subtrees of the anchors in the run hold boxes of their own spaces: theirs are taken.
    var union = SearchBox()
    var start = run.lowerBound
    let first = firstAnchorPosition(after: run.lowerBound)
    for anchor in anchors[first...].lazy.map({ Int($0) }).prefix(while: { $0 < run.upperBound }) {
      union.formUnion(hierarchy.union(of: start..<anchor))
      union.formUnion(columns.subtreeBoxes[anchor])
      start = anchor + Int(columns.sizes[anchor])
    }
    union.formUnion(hierarchy.union(of: start..<run.upperBound))
    return union
  }

  /// The run of the drawing order that holds a layer's subtree.
  func subtree(of index: Int) -> Range<Int> {
    index..<index + Int(columns.sizes[index])
  }

  /// Writes over a run of layers, keeping their number.
  private struct Overwrite: ColumnVisitor {
    let old: Range<Int>
    let piece: Range<Int>

    func visit<Value>(
      _ column: inout ChunkedArray<Value>, _ new: ChunkedArray<Value>, filler _: Value
    ) {
      column.overwrite(old, with: new[piece])
    }
  }

  /// Replaces runs of layers.
  private struct Splice: ColumnVisitor {
    let runs: [(old: Range<Int>, new: Range<Int>)]

    func visit<Value>(
      _ column: inout ChunkedArray<Value>, _ new: ChunkedArray<Value>, filler _: Value
    ) {
      column.replace(runs, from: new)
    }
  }

  /// Keeps only the clips some layer is under.
  private mutating func gatherClips() {
    var renumbered = [Int32](repeating: -1, count: clips.count)
    var (newClips, newVertices): ([Range<Int>], [Point2D]) = ([], [])
    for (index, clip) in columns.clipIndices.enumerated() where clip >= 0 {
      if renumbered[Int(clip)] < 0 {
        let start = newVertices.count
        newVertices += clipVertices[clips[Int(clip)]]
        newClips.append(start..<newVertices.count)
        renumbered[Int(clip)] = Int32(newClips.count - 1)
      }
      columns.clipIndices[index] = renumbered[Int(clip)]
    }
    (clips, clipVertices, clipsInUse) = (newClips, newVertices, newClips.count)
  }

  /// What an update reads again: found by walking the live tree, then applied to the snapshot.
  private struct Update {
    /// A run of the drawing order replaced, and the run of the lists of sublayers of its layers.
    ///
    /// Its old layers, where it now starts, and the layers read again in the builder: none for a
    /// run removed, no old ones for layers added. A layer whose number of sublayers changed also
    /// has its own list replaced, as a run of the lists alone.
    struct Replacement {
      let old: Range<Int>
      let newStart: Int
      let piece: Range<Int>
      let oldSlots: Range<Int>
      let pieceSlots: Range<Int>
      /// The layer whose subtree is the run now; `nil` for a run removed and for a list alone.
      var layer: Layer? = nil
      /// Whether the run is a layer's own record alone, its subtree kept; and whether that layer
      /// is an anchor.
      var isAlone = false
      var isAnchorAlone = false
    }

    /// A layer walked on the way down to changes: its old index, its `subtreeVersion` now, how
    /// many layers its subtree gained, the first slot of its list of sublayers now, its
    /// number of sublayers now, and the positions in its list of the sublayers whose subtrees
    /// changed — `nil` when sublayers came or went or one gained or lost layers, so that the
    /// places of the sublayers after it moved.
    struct Walked {
      let old: Int
      let subtreeVersion: UInt64
      let gained: Int
      let newFirstSlot: Int
      let sublayerCount: Int
      let changed: [Int]?
      /// For an anchor, the rounding of its path.
      let anchorRounding: LayerSnapshotBuilder.Rounding?
    }

    var builder = LayerSnapshotBuilder()
    var replacements: [Replacement] = []
    var walked: [Walked] = []
    /// The number of layers to read again from which the update reads the whole tree anew (on
    /// the threads free, as a new snapshot is read) rather than the subtrees.
    let bound: Int
    /// The layers of the subtrees read again so far, as the snapshot held them (a layer added
    /// that the snapshot did not hold counts one).
    private var layersToRead = 0
    /// Whether the whole tree is read anew: from there on the walk goes on to find every run that
    /// changed (for the damage) but reads none.
    private(set) var readsAnew = false
    /// What the replacements so far gained: layers, and entries of the lists of sublayers.
    private var shift = 0
    private var slotShift = 0

    init(readingAnewFrom bound: Int) {
      self.bound = bound
    }

    /// A layer on the way down, and where the walk is among its sublayers: only those its change
    /// log names (`logged`, positions in drawing order) when its list is the one the snapshot
    /// read; otherwise every one, matched against the list the snapshot read (`nextOld`, the
    /// first sublayer of that list not yet matched or removed).
    private struct Frame {
      let old: Int
      /// The old index past the layer's subtree.
      let oldEnd: Int
      let shiftAtStart: Int
      let slotShiftAtStart: Int
      let depth: Int
      let passed: LayerSnapshotBuilder.Inherited
      let sublayers: [Layer]
      let oldCount: Int
      let logged: [Int]?
      /// Without a log: each sublayer's token's identity and counters, read in one pass (the
      /// sublayers lie apart in memory, and one loop reads them all at once).
      let counts: [Layer.SnapshotCounts]
      var next = 0
      var nextOld = 0
      let subtreeVersion: UInt64
      let firstSlot: Int
      /// The positions of the sublayers whose subtrees changed, so far.
      var changed: [Int] = []
      /// Whether every sublayer is where it was and every subtree below that changed kept its
      /// number of layers, so far.
      var keepsPlaces = true
      /// For an anchor, the rounding of its path.
      let anchorRounding: LayerSnapshotBuilder.Rounding?
      /// Whether the layer was read alone, its sublayers all moved with it: each is looked at.
      let isForced: Bool

      /// The old index of the sublayer at `position` of the old list, or `oldEnd` past the last.
      func oldIndex(_ position: Int, in snapshot: LayerSnapshot) -> Int {
        guard position < oldCount else { return oldEnd }
        return old + Int(snapshot.sublayerBoxes[firstSlot + position].offset)
      }

      /// The old first slot of the list of the sublayer at `position` of the old list, or the
      /// slot past the lists of the layer's subtree.
      func oldSlot(_ position: Int, in snapshot: LayerSnapshot) -> Int {
        SublayerBox.firstSlot(
          ofSublayerAt: position, offset: oldIndex(position, in: snapshot) - old, count: oldCount,
          after: firstSlot)
      }
    }

    /// The position in the old list of sublayers of the layer at `old` (whose list starts at
    /// `firstSlot`, `count` long) of the layer at old index `index`; `nil` when it is not there.
    ///
    /// O(log *w*) for *w* sublayers.
    private static func oldPosition(
      of index: Int, below old: Int, firstSlot: Int, count: Int, in snapshot: LayerSnapshot
    ) -> Int? {
      // The list holds the sublayers' places after the layer, ascending.
      let offset = Int32(index - old)
      var (low, high) = (0, count)
      while low < high {
        let middle = (low + high) / 2
        if snapshot.sublayerBoxes[firstSlot + middle].offset < offset {
          low = middle + 1
        } else {
          high = middle
        }
      }
      guard low < count, snapshot.sublayerBoxes[firstSlot + low].offset == offset else {
        return nil
      }
      return low
    }

    /// The position in a frame's old list of one of its layer's sublayers now, when it is there
    /// at `nextOld` or after and is not a sublayer moved forward from there: `nil` when the next
    /// sublayer now (`next`) is the one at `nextOld` (keeping this one would drop every sublayer
    /// it passed over, to read them again), or when it is not there.
    ///
    /// O(1) when it is the next one of the old list (a list with a few sublayers added or removed
    /// is matched in O(*w*) for *w* sublayers), otherwise O(log *w*).
    private static func oldPosition(
      of identity: ObjectIdentifier?, next: ObjectIdentifier?, in frame: Frame,
      _ snapshot: LayerSnapshot
    ) -> Int? {
      guard let identity, frame.nextOld < frame.oldCount else { return nil }
      let atNextOld = snapshot.columns.tokens.identity(
        at: frame.oldIndex(frame.nextOld, in: snapshot))
      if atNextOld == identity { return frame.nextOld }
      guard next != atNextOld, let index = snapshot.indicesByLayer.index(of: identity),
        let position = oldPosition(
          of: index, below: frame.old, firstSlot: frame.firstSlot, count: frame.oldCount,
          in: snapshot),
        position >= frame.nextOld
      else { return nil }
      return position
    }

    /// The positions, in drawing order, of the sublayers of the layer at `old` (whose list of
    /// sublayers starts at `firstSlot`) that its change log names since the snapshot recorded
    /// it; `nil` when the log does not reach back that far (its list may have changed).
    ///
    /// O(*k* log *w*) for *k* changes among *w* sublayers.
    private static func loggedPositions(
      of layer: Layer, at old: Int, firstSlot: Int, in snapshot: LayerSnapshot
    ) -> [Int]? {
      guard
        let identities = layer.sublayersChanged(
          after: snapshot.columns.counters[old].subtreeVersion)
      else {
        return nil
      }
      let count = Int(snapshot.columns.records[old].sublayerCount)
      var positions: [Int] = []
      positions.reserveCapacity(identities.count)
      for identity in identities {
        guard let index = snapshot.indicesByLayer.index(of: identity),
          let position = oldPosition(
            of: index, below: old, firstSlot: firstSlot, count: count, in: snapshot)
        else { return nil }
        positions.append(position)
      }
      positions.sort()
      var kept = 0  // a sublayer noted more than once is looked at once
      for position in positions where kept == 0 || positions[kept - 1] != position {
        positions[kept] = position
        kept += 1
      }
      positions.removeLast(positions.count - kept)
      return positions
    }

    /// A frame for a layer at `old` whose subtree changed, its list of sublayers starting at
    /// `firstSlot`; replaces its own list first when its number of sublayers changed.
    private mutating func frame(
      _ layer: Layer, at old: Int, depth: Int, passed: LayerSnapshotBuilder.Inherited,
      firstSlot: Int, anchorRounding: LayerSnapshotBuilder.Rounding?, isForced: Bool = false,
      in snapshot: LayerSnapshot
    ) -> Frame {
      let sublayers = layer.sublayersInDrawingOrder
      let oldCount = Int(snapshot.columns.records[old].sublayerCount)
      let logged =
        isForced
        ? nil : Self.loggedPositions(of: layer, at: old, firstSlot: firstSlot, in: snapshot)
      let frame = Frame(
        old: old, oldEnd: old + Int(snapshot.columns.sizes[old]), shiftAtStart: shift,
        slotShiftAtStart: slotShift, depth: depth, passed: passed, sublayers: sublayers,
        oldCount: oldCount, logged: logged,
        counts: logged == nil ? sublayers.map { $0.snapshotCounts } : [],
        subtreeVersion: layer.observeForSnapshot().subtreeVersion, firstSlot: firstSlot,
        anchorRounding: anchorRounding, isForced: isForced)
      if sublayers.count != oldCount {
        let slotStart = builder.sublayerBoxes.count
        for _ in sublayers {
          builder.sublayerBoxes.append(SublayerBox(offset: 0, box: SearchBox()))  // written later
        }
        let piece = builder.columns.count..<builder.columns.count
        replacements.append(
          Replacement(
            old: (old + 1)..<(old + 1), newStart: old + 1 + shift, piece: piece,
            oldSlots: firstSlot..<firstSlot + oldCount,
            pieceSlots: slotStart..<builder.sublayerBoxes.count))
        slotShift += sublayers.count - oldCount
      }
      return frame
    }

    /// Replaces the old run `old` (empty: the layers are added there) whose lists of sublayers
    /// are `oldSlots` with `sublayer`'s subtree read again (none: the run is removed).
    private mutating func replace(
      _ old: Range<Int>, oldSlots: Range<Int>, with sublayer: Layer?, depth: Int,
      below passed: LayerSnapshotBuilder.Inherited, in snapshot: LayerSnapshot
    ) {
      let (start, slotStart) = (builder.columns.count, builder.sublayerBoxes.count)
      if let sublayer, !readsAnew {
        if old.isEmpty {
          // A layer moved here from elsewhere in the tree is as large as the snapshot holds it.
          layersToRead += snapshot.index(of: sublayer).map { Int(snapshot.columns.sizes[$0]) } ?? 1
        } else {
          layersToRead += old.count
        }
        readsAnew = layersToRead >= bound
      }
      if let sublayer, !readsAnew {
        builder.firstIndex = old.lowerBound + shift - start
        builder.read(sublayer, depth: depth, below: passed)
      }
      let piece = start..<builder.columns.count
      let pieceSlots = slotStart..<builder.sublayerBoxes.count
      replacements.append(
        Replacement(
          old: old, newStart: old.lowerBound + shift, piece: piece, oldSlots: oldSlots,
          pieceSlots: pieceSlots, layer: sublayer))
      shift += piece.count - old.count
      slotShift += pieceSlots.count - oldSlots.count
    }

    /// Walks the tree down to its changes, reading again the subtrees of the layers that changed;
    /// `false` when the whole tree must be read again.
    mutating func walk(_ snapshot: LayerSnapshot, from root: Layer) -> Bool {
      let state = root.snapshotTrackingState
      guard !snapshot.isEmpty, let token = state.token, token === snapshot.columns.tokens[0],
        state.version == snapshot.columns.counters[0].version
      else { return false }
      // The root's level depends on its superlayer, which the snapshot does not track: the root is
      // read again and, where it differs, so is everything.
      var (record, _, passed) = builder.record(root, depth: 0, .root, index: 0)
      guard record.isBitwiseEqual(to: snapshot, at: 0),
        (root.storage.pointee.sublayers.count >= LayerSnapshot.manySublayers)
          == snapshot.columns.records[0].hasManySublayers
      else { return false }
      guard state.subtreeVersion != snapshot.columns.counters[0].subtreeVersion else { return true }
      // The clip of the root's sublayers is the one the snapshot holds for them; a root that had
      // none is read again whole.
      guard snapshot.columns.sizes[0] > 1 || root.sublayers.isEmpty else { return false }
      builder.clipBase = (snapshot.clips, snapshot.clipVertices)
      passed.clip = snapshot.columns.sizes[0] > 1 ? snapshot.columns.clipIndices[1] : -1
      var stack = [
        frame(
          root, at: 0, depth: 0, passed: passed, firstSlot: 0,
          anchorRounding: record.flags.contains(.anchor) ? record.rounding : nil, in: snapshot)
      ]
      // The frame on top is taken off the stack and its sublayers are looked at one after another
      // while none has to be gone down into; only then is it put back, under the sublayer's
      // frame (a frame holds arrays, which a copy would retain once per sublayer of a list).
      while var frame = stack.popLast() {
        guard let sublayerFrame = walkSublayers(of: &frame, snapshot) else {
          finish(frame, &stack)
          continue
        }
        stack.append(frame)
        stack.append(sublayerFrame)
      }
      return true
    }

    /// Looks at a frame's sublayers from `next` on, reading again those that changed, until one
    /// is to be gone down into: returns its frame, or `nil` once every sublayer is looked at.
    private mutating func walkSublayers(of frame: inout Frame, _ snapshot: LayerSnapshot)
      -> Frame?
    {
      while true {
        // The next sublayer, at `position` now, and its position in the old list if it is kept.
        let position: Int
        let oldPosition: Int?
        if let logged = frame.logged {
          guard frame.next < logged.count else { return nil }
          (position, oldPosition) = (logged[frame.next], logged[frame.next])
        } else {
          guard frame.next < frame.sublayers.count else {
            removeOld(upTo: frame.oldCount, of: &frame, snapshot)
            return nil
          }
          position = frame.next
          oldPosition = Self.oldPosition(
            of: frame.counts[position].identity,
            next: position + 1 < frame.counts.count ? frame.counts[position + 1].identity : nil,
            in: frame, snapshot)
        }
        frame.next += 1
        let depth = frame.depth + 1
        guard let oldPosition else {
          // Not in the list the snapshot read, or behind a sublayer kept: read whole.
          let at = frame.oldIndex(frame.nextOld, in: snapshot)
          let slot = frame.oldSlot(frame.nextOld, in: snapshot)
          replace(
            at..<at, oldSlots: slot..<slot, with: frame.sublayers[position], depth: depth,
            below: frame.passed, in: snapshot)
          frame.keepsPlaces = false
          continue
        }
        if frame.logged == nil {
          removeOld(upTo: oldPosition, of: &frame, snapshot)
          frame.nextOld = oldPosition + 1
        }
        let old = frame.oldIndex(oldPosition, in: snapshot)
        let oldSize = Int(snapshot.columns.sizes[old])
        let firstSlot = frame.oldSlot(oldPosition, in: snapshot)
        let state =
          frame.logged == nil ? frame.counts[position] : frame.sublayers[position].snapshotCounts
        // Below a layer read alone, every sublayer moved with it, whatever its counters say.
        guard
          frame.isForced || state.subtreeVersion != snapshot.columns.counters[old].subtreeVersion
        else { continue }
        let sublayer = frame.sublayers[position]
        frame.changed.append(position)
        // A layer whose own state changed (or whose superlayer was read alone) is read again
        // whole, but for an anchor that stays one, whose subtree is in its own space, and a layer
        // with anchors below it: those are read alone, and the walk goes on below them. So is a
        // layer that had no sublayers (the clip its new sublayers are under is not in the
        // snapshot) and one that becomes or stops being an anchor.
        let moved = state.version != snapshot.columns.counters[old].version || frame.isForced
        let wasAnchor = snapshot.columns.records[old].flags.contains(.anchor)
        let holdsAnchors = moved && snapshot.holdsAnchor(inSubtreeOf: old)
        let mayBeAnchor =
          wasAnchor || sublayer.storage.pointee.sublayers.count >= LayerSnapshot.manySublayers
        // A layer that becomes wide or stops being so decides whether the layers below it may
        // be anchors.
        let isWide = sublayer.storage.pointee.sublayers.count >= LayerSnapshot.manySublayers
        let wasWide = snapshot.columns.records[old].hasManySublayers
        var readWhole =
          (moved && !mayBeAnchor && !holdsAnchors)
          || (oldSize == 1 && !sublayer.sublayers.isEmpty) || isWide != wasWide
        var record: LayerSnapshotBuilder.Record?
        var passed = frame.passed
        if !readWhole {
          let read = builder.record(sublayer, depth: depth, frame.passed, index: old + shift)
          (record, passed) = (read.0, read.2)
          let isAnchor = read.0.flags.contains(.anchor)
          readWhole = isAnchor != wasAnchor || (moved && !isAnchor && !holdsAnchors)
        }
        if readWhole {
          let before = shift
          replace(
            old..<old + oldSize, oldSlots: firstSlot..<firstSlot + oldSize - 1, with: sublayer,
            depth: depth, below: frame.passed, in: snapshot)
          if shift != before { frame.keepsPlaces = false }
          continue
        }
        passed.clip = oldSize > 1 ? snapshot.columns.clipIndices[old + 1] : -1
        if moved {
          passed =
            readAlone(
              sublayer, at: old, firstSlot: firstSlot, depth: depth, below: frame.passed,
              isAnchor: wasAnchor, in: snapshot) ?? passed
        }
        return self.frame(
          sublayer, at: old, depth: depth, passed: passed, firstSlot: firstSlot,
          anchorRounding: wasAnchor ? record?.rounding : nil, isForced: moved && !wasAnchor,
          in: snapshot)
      }
    }

    /// Replaces the record of the layer at `old` (whose list starts at `firstSlot`) with the
    /// layer's read again, keeping its subtree; returns what the layer passes on to its
    /// sublayers, `nil` once the tree is to be read anew.
    ///
    /// The subtree kept is an anchor's, in its own space, or one whose sublayers the walk reads
    /// again below it.
    private mutating func readAlone(
      _ layer: Layer, at old: Int, firstSlot: Int, depth: Int,
      below passed: LayerSnapshotBuilder.Inherited, isAnchor: Bool, in snapshot: LayerSnapshot
    ) -> LayerSnapshotBuilder.Inherited? {
      let (start, slotStart) = (builder.columns.count, builder.sublayerBoxes.count)
      if !readsAnew {
        layersToRead += 1
        readsAnew = layersToRead >= bound
      }
      var passedOn: LayerSnapshotBuilder.Inherited?
      if !readsAnew {
        builder.firstIndex = old + shift - start
        passedOn = builder.readAlone(layer, depth: depth, below: passed, keeping: old, of: snapshot)
      }
      let piece = start..<builder.columns.count
      replacements.append(
        Replacement(
          old: old..<old + 1, newStart: old + shift, piece: piece,
          oldSlots: firstSlot..<firstSlot, pieceSlots: slotStart..<slotStart, layer: layer,
          isAlone: true, isAnchorAlone: isAnchor))
      shift += piece.count - 1
      return passedOn
    }

    /// Removes the sublayers of the old list from `frame.nextOld` up to `position`, with their
    /// subtrees.
    private mutating func removeOld(
      upTo position: Int, of frame: inout Frame, _ snapshot: LayerSnapshot
    ) {
      guard frame.nextOld < position else { return }
      let (start, end) = (
        frame.oldIndex(frame.nextOld, in: snapshot), frame.oldIndex(position, in: snapshot)
      )
      replace(
        start..<end,
        oldSlots: frame.oldSlot(
          frame.nextOld, in: snapshot)..<frame.oldSlot(position, in: snapshot),
        with: nil, depth: frame.depth + 1, below: frame.passed, in: snapshot)
      frame.keepsPlaces = false
      frame.nextOld = position
    }

    /// Notes a layer whose sublayers are all looked at, and tells its superlayer's frame when its
    /// subtree changed its number of layers.
    private mutating func finish(_ frame: Frame, _ stack: inout [Frame]) {
      let gained = shift - frame.shiftAtStart
      walked.append(
        Walked(
          old: frame.old, subtreeVersion: frame.subtreeVersion, gained: gained,
          newFirstSlot: frame.firstSlot + frame.slotShiftAtStart,
          sublayerCount: frame.sublayers.count,
          changed: frame.keepsPlaces ? frame.changed : nil, anchorRounding: frame.anchorRounding))
      if gained != 0, !stack.isEmpty { stack[stack.count - 1].keepsPlaces = false }
    }
  }
}

extension LayerSnapshotBuilder.Record {
  /// Whether the snapshot holds this record at `index`, to the last bit.
  func isBitwiseEqual(to snapshot: LayerSnapshot, at index: Int) -> Bool {
    flags == snapshot.columns.records[index].flags
      && bounds.isBitwiseEqual(to: snapshot.columns.records[index].bounds)
      && map.isBitwiseEqual(to: snapshot.columns.maps[index])
      && inverse.isBitwiseEqual(to: snapshot.columns.records[index].inverse)
      && unusualBox.map { box in
        snapshot.unusualBoxes[Int32(index)].map { box.isBitwiseEqual(to: $0) } ?? false
      } ?? true
  }
}
