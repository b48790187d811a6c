// The one pass that reads a layer tree into a LayerSnapshot: depth first in drawing order with an
// explicit stack, each layer's path into the snapshot's space made from its superlayer's with the
// layer's own level H(L→U) in front (the same level conversions and hit tests use).

/// The arrays of a ``LayerSnapshot`` as they are filled.
struct LayerSnapshotBuilder {
  /// The per-layer columns the snapshot takes over.
  var columns = LayerColumns()
  var unusualBoxes: [Int32: Rect2D] = [:]
  var spatialLevels: [Int32: SpatialRecord] = [:]
  var clips: [Range<Int>] = []
  var clipVertices: [Point2D] = []
  /// The clips before this builder's own (whose indices follow them; the ranges of `clips` stay
  /// ranges of `clipVertices`): the snapshot's that an update adds to, or the clips of the chain
  /// above a run (see `LayerSnapshotBuilder+Runs.swift`).
  var clipBase: (clips: [Range<Int>], vertices: [Point2D]) = ([], [])
  /// The boxes the index searches: each box grown so that rounding cannot put a hit outside it,
  /// empty for a layer that no query can return and for the layers every query checks.
  var searchBoxes = ChunkedArray<SearchBox>()
  /// The layers every query checks, ascending: their boxes are not finite, or rounding on their
  /// way down is not bounded.
  var alwaysChecked: [Int32] = []
  /// The anchors, ascending (see `LayerSnapshot+Anchors.swift`).
  var anchors: [Int32] = []
  /// For each anchor whose subtree is being read: its own search box (``SearchBox/everything``
  /// when every query checks it) and the rounding of its path, which its subtree's box is grown by.
  var openAnchors: [Int: (ownBox: SearchBox, rounding: Rounding)] = [:]
  /// The lists of each layer's sublayers with their subtrees' boxes (see `SublayerBox`).
  var sublayerBoxes = ChunkedArray<SublayerBox>()
  var maximumDepth = 0
  /// The index in the snapshot of the first element of this builder's per-layer columns: of the
  /// first layer it adds, or of the first filler before it in a run (nonzero when it reads one
  /// subtree again for an update, or a run after the first).
  var firstIndex = 0

  /// The path into the snapshot's space of the layer last read at each depth, where that path is
  /// not one affine run.
  var paths: [ConversionPath] = []
  /// For the layer last read at each depth, when it is a transform layer or its superlayer is one:
  /// its map into the root R of its 3D context, and R's path into the snapshot's space.
  var contexts: [(map: ContextMap, rootPath: ConversionPath)] = []

  /// What a layer passes on to its sublayers.
  ///
  /// Plain values, so that passing it on copies no reference. The path into the snapshot's space
  /// is `head` when that is one affine run (the common case), otherwise in `paths`.
  struct Inherited {
    let parent: Int32
    /// The path when it is one affine run; unused otherwise.
    let head: AffineTransform2D
    let isOneAffineRun: Bool
    let isHidden: Bool
    var clip: Int32
    /// The largest coordinate seen on the way down, in the snapshot's space: the scale of the
    /// rounding that mapping a point down through these levels can make.
    let magnitude: Double
    /// An upper bound of the product of the levels' condition numbers on the way down; infinite
    /// when unknown.
    let condition: Double
    /// Whether the sublayers are in a 3D context (below a transform layer): they are then recorded
    /// in `spatialLevels`.
    var isInContext = false
    /// Whether the layer is a transform layer: its sublayers are then mapped through their 3D
    /// context's root, as the builder's `contexts` at the layer's depth say.
    var isTransformLayer = false
    /// Whether the sublayers are below a layer with many sublayers (an anchor, or a wide layer
    /// that is not one): none of them is an anchor, so that the boxes a query searches below a
    /// wide layer are of one space.
    var isBelowWideLayer = false

    static let root = Inherited(
      parent: -1, head: .identity, isOneAffineRun: true, isHidden: false, clip: -1, magnitude: 0,
      condition: 1)

    /// What an anchor at `index` passes on: its sublayers start from its space, as a root's do.
    static func anchor(at index: Int) -> Inherited {
      Inherited(
        parent: Int32(index), head: .identity, isOneAffineRun: true, isHidden: false, clip: -1,
        magnitude: 0, condition: 1, isBelowWideLayer: true)
    }
  }

  /// The largest coordinate on a layer's way down and the bound of its levels' condition numbers
  /// (see ``Inherited``): what its search box is grown by.
  struct Rounding {
    let magnitude: Double
    let condition: Double
  }

  /// What a snapshot records of one layer.
  struct Record {
    var bounds: Rect2D
    var map: Homography
    var inverse: Homography
    var flags: LayerSnapshot.Flags
    /// The box of a layer without a quad.
    var unusualBox: Rect2D?
    /// The rounding of the layer's path into the space it is recorded in.
    var rounding: Rounding
  }

  /// Where a read is in the tree: what each open layer passes on, and the layers whose subtree is
  /// still being read.
  struct Walk {
    /// What the layer at each depth passes on, from the depth above the top of the read: entry
    /// *r* is what a layer at relative depth *r* inherits.
    var passedOn: [Inherited]
    /// The layers whose subtree is still being read, one per depth, as indices into the columns,
    /// with the first slot of their lists and the union of the boxes read so far in each.
    var open: [(index: Int, firstSlot: Int, box: SearchBox)] = []
    /// The number of open layers below which this read closes none: they belong to the read of
    /// the whole tree in runs (see ``LayerSnapshotBuilder/readInRuns(_:chainEnd:starts:)``).
    var floor = 0

    init(below above: Inherited) {
      passedOn = [above]
    }
  }

  /// The number of layers from which a whole tree is read in runs, on the threads free.
  static let layersForRuns = 1 << 13

  /// Reads a whole tree: in runs on several threads when it has `minimum` layers or more and
  /// splits into runs of fair size (see ``readInRuns(_:chainEnd:starts:)``), otherwise in one.
  ///
  /// - Returns: The number of runs read.
  @discardableResult
  mutating func read(_ root: Layer, inRunsFrom minimum: Int = layersForRuns) -> Int {
    let order = Self.drawingOrder(root)
    #if canImport(Dispatch) && !hasFeature(Embedded)
    if order.count >= minimum, let (chainEnd, starts) = Self.runs(order) {
      return readInRuns(order, chainEnd: chainEnd, starts: starts)
    }
    #endif
    var walk = Walk(below: .root)
    read(order[...], topDepth: 0, walk: &walk)
    return 1
  }

  /// Reads the subtree of `top`, at `depth` in the snapshot, below a layer that passes on `above`
  /// (whose path, if not one affine run, is this builder's at `depth - 1`).
  mutating func read(_ top: Layer, depth topDepth: Int, below above: Inherited) {
    var walk = Walk(below: above)
    read(Self.drawingOrder(top)[...], topDepth: topDepth, walk: &walk)
  }

  /// Reads some layers of a drawing order (each with its depth below the top of the read, at
  /// `topDepth` in the snapshot), going on from where `walk` is, and closes every layer it leaves
  /// open above the walk's floor.
  mutating func read(
    _ entries: ArraySlice<(layer: Unmanaged<Layer>, depth: Int)>, topDepth: Int,
    walk: inout Walk
  ) {
    // What a layer passes on is kept once, at its depth, where all its sublayers find it: in
    // drawing order the whole subtree of a layer comes before its next sibling. The tree does not
    // change while it is read, so its layers are not retained.
    for (reference, relativeDepth) in entries {
      while walk.open.count > relativeDepth { close(&walk) }
      let passed = reference._withUnsafeGuaranteedRef {
        add($0, depth: topDepth + relativeDepth, walk.passedOn[relativeDepth])
      }
      if relativeDepth + 1 < walk.passedOn.count {
        walk.passedOn[relativeDepth + 1] = passed
      } else {
        walk.passedOn.append(passed)
      }
      let index = columns.sizes.count - 1
      let isAlwaysChecked = alwaysChecked.last == Int32(firstIndex + index)
      // The layer's list, filled when its subtree is read.
      let firstSlot = sublayerBoxes.count
      for _ in 0..<columns.records[index].sublayerCount {
        sublayerBoxes.append(SublayerBox(offset: 0, box: SearchBox()))
      }
      if columns.records[index].flags.contains(.anchor) {
        // The subtree's boxes are in the anchor's space: its own is added when it is closed.
        walk.open.append((index, firstSlot, SearchBox()))
      } else {
        walk.open.append((index, firstSlot, isAlwaysChecked ? .everything : searchBoxes[index]))
      }
    }
    while walk.open.count > walk.floor { close(&walk) }
  }

  /// Closes the last open layer of a walk: its subtree is read.
  mutating func close(_ walk: inout Walk) {
    var (index, firstSlot, box) = walk.open.removeLast()
    if columns.records[index].flags.contains(.anchor),
      let anchor = openAnchors.removeValue(forKey: firstIndex + index)
    {
      box = Self.subtreeBox(
        ofAnchorWith: anchor.ownBox, map: columns.maps[index], rounding: anchor.rounding,
        below: box)
    }
    columns.sizes[index] = Int32(columns.sizes.count - index)
    columns.subtreeBoxes[index] = box
    SublayerBox.writeList(
      of: index, at: firstSlot, into: &sublayerBoxes, indices: &columns.sublayerIndices,
      sizes: columns.sizes,
      subtreeBoxes: columns.subtreeBoxes)
    if !walk.open.isEmpty { walk.open[walk.open.count - 1].box.formUnion(box) }
  }

  /// The layers of a subtree in drawing order, each with its depth below `root`: depth first with
  /// an explicit stack.
  static func drawingOrder(_ root: Layer) -> [(layer: Unmanaged<Layer>, depth: Int)] {
    var order: [(layer: Unmanaged<Layer>, depth: Int)] = []
    var stack = [(layer: Unmanaged.passUnretained(root), depth: 0)]
    while let (reference, depth) = stack.popLast() {
      order.append((reference, depth))
      reference._withUnsafeGuaranteedRef { layer in
        guard !layer.storage.pointee.sublayers.isEmpty else { return }
        layer.sublayersInDrawingOrder.withUnsafeBufferPointer { sublayers in
          var index = sublayers.count
          while index > 0 {
            index -= 1
            stack.append((Unmanaged.passUnretained(sublayers[index]), depth + 1))
          }
        }
      }
    }
    return order
  }

  /// Reads a layer's own record again, below a layer that passes on `above`, keeping what the
  /// snapshot holds of its subtree at `old` (its number of layers, its box and its canvas's
  /// index, which the update makes again once the layers below it are walked); returns what it
  /// passes on to its sublayers.
  mutating func readAlone(
    _ layer: Layer, depth: Int, below above: Inherited, keeping old: Int,
    of snapshot: LayerSnapshot
  ) -> Inherited {
    let passed = add(layer, depth: depth, above)
    let index = columns.count - 1
    columns.sizes[index] = snapshot.columns.sizes[old]
    columns.subtreeBoxes[index] = snapshot.columns.subtreeBoxes[old]
    columns.sublayerIndices[index] = snapshot.columns.sublayerIndices[old]
    openAnchors[firstIndex + index] = nil  // its subtree is not read
    return passed
  }

  /// Records one layer; returns what its sublayers inherit.
  private mutating func add(_ layer: Layer, depth: Int, _ inherited: Inherited) -> Inherited {
    let index = firstIndex + columns.count
    let (recorded, quad, passed) = self.record(layer, depth: depth, inherited, index: index)
    var record = recorded
    let state = layer.storage
    let isHidden = passed.isHidden
    if let box = record.unusualBox { unusualBoxes[Int32(index)] = box }
    if state.pointee.kind == .transformLayer || inherited.isInContext {
      spatialLevels[Int32(index)] = SpatialRecord(
        level: layer.makeSpatialLevel(), isTransformLayer: state.pointee.kind == .transformLayer,
        isDoubleSided: layer.isDoubleSided, isGeometryFlipped: layer.isGeometryFlipped)
      record.flags.insert(.spatial)
    }
    columns.names.append(state.pointee.name)
    columns.depths.append(Int32(depth))
    columns.parents.append(inherited.parent)
    columns.maps.append(record.map)
    columns.records.append(
      LayerRecord(
        inverse: record.inverse, bounds: record.bounds,
        sublayerCount: Int32(state.pointee.sublayers.count), flags: record.flags))
    columns.clipIndices.append(inherited.clip)
    let box = record.unusualBox ?? quad.boundingBox
    var ownBox = SearchBox()
    if isHidden {
      searchBoxes.append(SearchBox())
    } else if let searchBox = Self.searchBox(
      box, magnitude: record.rounding.magnitude, condition: record.rounding.condition)
    {
      searchBoxes.append(searchBox)
      ownBox = searchBox
    } else {
      searchBoxes.append(SearchBox())
      alwaysChecked.append(Int32(index))
      ownBox = .everything
    }
    let isAnchor = record.flags.contains(.anchor)
    if isAnchor {
      anchors.append(Int32(index))
      openAnchors[index] = (ownBox, record.rounding)
    }
    let observed = layer.observeForSnapshot()
    columns.tokens.append(observed.token)
    columns.counters.append(
      LayerCounters(version: observed.version, subtreeVersion: observed.subtreeVersion))
    columns.sizes.append(1)
    columns.subtreeBoxes.append(SearchBox())
    columns.sublayerIndices.append(nil)
    maximumDepth = max(maximumDepth, depth)

    var clip = inherited.clip
    // A transform layer's masksToBounds is ignored, as Core Animation ignores it; an anchor's
    // sublayers start without a clip in its space, its own applied when they are read.
    if state.pointee.masksToBounds, state.pointee.kind != .transformLayer,
      !state.pointee.sublayers.isEmpty, !isHidden, !isAnchor
    {
      if record.unusualBox == nil {
        clip = addClip(Array(quad), within: inherited.clip)
      } else if box.isNull {
        clip = addClip([], within: inherited.clip)  // wholly behind the eye: nothing shows
      }
    }
    var result = passed
    result.clip = isAnchor ? -1 : clip
    return result
  }

  /// What the snapshot records of one layer at `index`, its quad, and what its sublayers inherit
  /// (but for their clip, which is the layer's `inherited.clip`); the path the sublayers start
  /// from is left at `depth`.
  mutating func record(_ layer: Layer, depth: Int, _ inherited: Inherited, index: Int) -> (
    Record, LayerSnapshot.Quad, Inherited
  ) {
    let level = layer.levelWithoutCaching
    let state = layer.storage
    let isTransformLayer = state.pointee.kind == .transformLayer
    // In a 3D context whose maps are not all 2D, the levels up to the context's root R are one
    // level, M(L→R) flattened once at R, as conversions take them; otherwise each level flattens.
    let contextLevel =
      inherited.isTransformLayer || isTransformLayer
      ? recordContext(of: layer, depth: depth, inherited) : nil
    var head = AffineTransform2D.identity
    let isOneAffineRun: Bool
    if contextLevel == nil, inherited.isOneAffineRun,
      let run = ConversionPath.affineRun(prepending: level, to: inherited.head)
    {
      (head, isOneAffineRun) = (run, true)
    } else {
      let above =
        inherited.isOneAffineRun ? ConversionPath(head: inherited.head) : paths[depth - 1]
      if paths.count <= depth {
        paths.append(contentsOf: repeatElement(ConversionPath(), count: depth + 1 - paths.count))
      }
      if let contextLevel {
        paths[depth] = contexts[depth].rootPath.prepending(contextLevel)
      } else {
        paths[depth] = above.prepending(level)
      }
      isOneAffineRun = false
    }
    let isHidden = inherited.isHidden || state.pointee.isHidden
    let rect = state.pointee.bounds
    let map = isOneAffineRun ? Homography(head) : paths[depth].composedMap
    // The quad the snapshot gives later is the bounds mapped by `map`; where that is not the quad
    // of the level-by-level path (a corner behind the eye at some level, or a product that could
    // not be formed), the layer has no quad and its box is the path's, kept aside.
    let quad = LayerSnapshot.Quad(of: rect, along: map)
    var isUsual = quad.allSatisfy { $0.isFinite }
    if isUsual, !isOneAffineRun, !paths[depth].isOneAffineMap {
      isUsual = LayerSnapshot.Quad(of: rect, along: paths[depth]).allSatisfy { $0.isFinite }
    }
    let box =
      isUsual
      ? quad.boundingBox
      : (isOneAffineRun ? ConversionPath(head: head) : paths[depth]).boundingBox(of: rect)

    var layerFlags: LayerSnapshot.Flags = []
    if isHidden { layerFlags.insert(.hidden) }
    if state.pointee.masksToBounds { layerFlags.insert(.masksToBounds) }
    if layer.isFacingAway(contextLevel ?? level) { layerFlags.insert(.facingAway) }
    if !state.pointee.isHidden, level.inverse != nil { layerFlags.insert(.walkable) }
    if !isUsual { layerFlags.insert(.unusualBox) }
    if map.isAffine { layerFlags.insert(.affineMap) }
    // The root is not one (a change of its own reads the whole tree anyway), nor is a layer
    // whose sublayer transform is not the identity: its sublayers' levels take that transform in,
    // and its pivot (the layer's bounds and anchor point), so a change of those is theirs too.
    let isAnchor =
      isOneAffineRun && inherited.parent >= 0 && !inherited.isBelowWideLayer
      && !inherited.isInContext && !isTransformLayer && state.pointee.sublayerTransformIsIdentity
      && state.pointee.sublayers.count >= LayerSnapshot.manySublayers
    if isAnchor { layerFlags.insert(.anchor) }
    // A placement's quad takes the bounds as they are, standardized by their setter.
    internalCheck(
      isUsual && !LayerSnapshot.Quad.isStandard(rect) ? "bounds with a quad not standardized" : nil)

    let magnitude = max(
      inherited.magnitude, box.isFinite && !box.isInfinite ? box.magnitude : 0,
      map.translationMagnitude)
    let condition = inherited.condition * (contextLevel ?? level).conditionNumber
    let record = Record(
      bounds: rect, map: map, inverse: level.inverse ?? .notANumber, flags: layerFlags,
      unusualBox: isUsual ? nil : box,
      rounding: Rounding(magnitude: magnitude, condition: condition))
    guard !isAnchor else { return (record, quad, .anchor(at: index)) }
    let passed = Inherited(
      parent: Int32(index), head: head, isOneAffineRun: isOneAffineRun, isHidden: isHidden,
      clip: inherited.clip, magnitude: magnitude, condition: condition,
      isInContext: inherited.isInContext || isTransformLayer, isTransformLayer: isTransformLayer,
      isBelowWideLayer: inherited.isBelowWideLayer
        || state.pointee.sublayers.count >= LayerSnapshot.manySublayers)
    return (record, quad, passed)
  }

  /// Records the map into its 3D context's root of a transform layer or of a layer whose
  /// superlayer is one, at `depth`; returns the map as one level when the context's maps are not
  /// all 2D (``ContextMap/flattenedLevel``), `nil` when they are.
  private mutating func recordContext(of layer: Layer, depth: Int, _ inherited: Inherited)
    -> LevelMap?
  {
    let spatial = layer.makeSpatialLevel()
    let entry: (map: ContextMap, rootPath: ConversionPath)
    if inherited.isTransformLayer {
      let above = contexts[depth - 1]
      entry = (above.map.prepending(spatial), above.rootPath)
    } else {
      // A transform layer whose superlayer is not one: the superlayer is the context's root.
      let rootPath =
        inherited.isOneAffineRun ? ConversionPath(head: inherited.head) : paths[depth - 1]
      entry = (ContextMap.identity.prepending(spatial), rootPath)
    }
    if contexts.count <= depth {
      contexts.append(contentsOf: repeatElement(entry, count: depth + 1 - contexts.count))
    }
    contexts[depth] = entry
    return entry.map.planar == nil ? entry.map.flattenedLevel : nil
  }

  /// The box a query searches for a layer: its box grown by a millionth of the magnitudes on its
  /// way down (``RoundingPadding``), far more than the rounding of mapping a point down through levels whose condition
  /// numbers multiply to at most 10⁶; `nil` (checked by every query) where that is not known or
  /// the box is not finite.
  static func searchBox(_ box: Rect2D, magnitude: Double, condition: Double) -> SearchBox? {
    guard box.isFinite, !box.isNull, !box.isInfinite,
      condition <= RoundingPadding.maximumConditioning
    else { return nil }
    return SearchBox(box, grownBy: RoundingPadding.forMagnitude(magnitude))
  }

  /// The box of an anchor's subtree in the space the anchor is recorded in: its own search box,
  /// and the box of the layers below it (`interior`, in its space) mapped by its map and grown as
  /// a box at the anchor's rounding is; ``SearchBox/everything`` when that box is not finite.
  static func subtreeBox(
    ofAnchorWith ownBox: SearchBox, map: Homography, rounding: Rounding, below interior: SearchBox
  ) -> SearchBox {
    guard !interior.isEmpty else { return ownBox }
    let mapped = map.boundingBox(of: interior.rect)
    guard
      let box = searchBox(
        mapped, magnitude: Swift.max(rounding.magnitude, mapped.magnitude),
        condition: rounding.condition)
    else { return .everything }
    var union = ownBox
    union.formUnion(box)
    return union
  }

  /// Records the clip of a masking layer's sublayers: its quad (empty when it is wholly behind the
  /// eye) within the clip it is under.
  private mutating func addClip(_ quad: [Point2D], within outer: Int32) -> Int32 {
    let base = clipBase.clips.count
    let within =
      outer < 0
      ? nil
      : outer < base
        ? Array(clipBase.vertices[clipBase.clips[Int(outer)]])
        : Array(clipVertices[clips[Int(outer) - base]])
    let polygon = within.map { ConvexPolygon.intersection(quad, $0) } ?? quad
    let start = clipVertices.count
    clipVertices += polygon
    clips.append(start..<clipVertices.count)
    return Int32(base + clips.count - 1)
  }
}

extension ConversionPath {
  /// The whole path as one homography (without the checks of intermediate perspective levels).
  var composedMap: Homography {
    if isNotANumber { return .notANumber }
    guard !segments.isEmpty else { return Homography(head) }
    return segments.dropFirst().reduce(segments[0].map) { $0.concatenating($1.map) }
  }
}

extension Homography {
  /// The largest translation entry.
  var translationMagnitude: Double {
    max(m31.magnitude, m32.magnitude)
  }
}

extension LevelMap {
  /// The condition number of the level's linear part in the maximum-row-sum norm, `‖L‖ · ‖L⁻¹‖`
  /// (at least 1, and 1 for a turn or a translation): a bound of how much mapping a point down
  /// through the level can multiply a relative rounding error, the translation's share being
  /// covered by the magnitudes the search box is grown by; infinite when the level cannot be
  /// walked down.
  var conditionNumber: Double {
    guard let inverse else { return .infinity }
    return Swift.max(1, forward.linearConditioning(inverse))
  }
}

extension Homography {
  /// `‖L‖ · ‖L⁻¹‖` for this map's linear part `L` and `inverse`'s, in the maximum-row-sum norm.
  func linearConditioning(_ inverse: Homography) -> Double {
    func norm(_ h: Homography) -> Double {
      max(h.m11.magnitude + h.m12.magnitude, h.m21.magnitude + h.m22.magnitude)
    }
    return norm(self) * norm(inverse)
  }
}
