/// A whole layer tree read once into plain values: every layer's place on screen in drawing order,
/// with an index for hit testing and culling, usable from any thread.
///
/// A renderer, a pointer router or a culling pass works on whole trees every frame. A snapshot reads
/// the tree once, computing each layer's map into the snapshot's space (the space the root's
/// ``Layer/position`` is in, which ``Layer/convert(_:to:)-(Point2D,_)`` calls `nil` for a root), its
/// quadrilateral and the clip its masking ancestors impose, and answers from then on without the
/// tree:
///
/// ```swift
/// let root = Layer()
/// root.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
/// let card = Layer()
/// card.frame = Rect2D(x: 20, y: 40, width: 100, height: 100)
/// root.addSublayer(card)
/// let snapshot = LayerSnapshot(of: root)
/// // snapshot.count == 2, snapshot[1].boundingBox == Rect2D(x: 20, y: 40, width: 100, height: 100)
/// // snapshot.hitTest(Point2D(x: 50, y: 50)) == 1, snapshot.index(of: card) == 1
/// ```
///
/// - Order: the elements are the layers in **drawing order** — each layer before its sublayers,
///   siblings as ``Layer/sublayersInDrawingOrder`` (back to front). Iterating the snapshot is the
///   render list; index 0 is the root.
/// - Indices stand for layers: ``index(of:)`` finds a layer's index, and the owner of the tree maps
///   indices back to its own layers (for instance with an array filled in the same order, or by
///   ``Element/name``). The snapshot holds no reference to a layer.
/// - ``hitTest(_:)`` answers what `root.hitTest(_:)` answers for every point; ``hitTestAll(_:)``
///   and ``layers(intersecting:)`` answer what the live tree has no call for.
///
/// Each layer keeps the box of its subtree (the union of its layers' boxes in the snapshot's space)
/// and a list of its sublayers with their subtrees' boxes, side by side in memory. A hit test goes
/// down the tree as the live one does — sublayers front to back, then the layer itself — only into
/// the subtrees whose box holds the point, so it stops at the first layer hit. Below a layer with
/// 32 sublayers or more (a list) it does not try each: a bounding-volume hierarchy over runs of
/// consecutive layers of the drawing order proposes the layers of that subtree whose box holds the
/// point, front to back; below one whose many sublayers lie anywhere (a canvas), an index of its
/// sublayers by space names those whose box holds the point, and only those are tried. A culling
/// query goes down the same way, the hierarchy answering for a list's subtree. Layers whose
/// box is not finite (reaching the horizon, or not a number) are kept in a short list that every
/// query checks; a subtree that holds one has a box that holds every point.
///
/// A layer with 32 sublayers or more (a list's content, a canvas, a panel of cards) whose path
/// into the snapshot's space is one affine run, outside 3D contexts, with the identity as its
/// ``Layer/sublayerTransform``, below no other layer of 32 sublayers or more and not the root,
/// keeps the layers below it in its own space: their maps, boxes, clips and hidden flags are read
/// relative to it and composed with its map when asked for (one product; the same in an element,
/// a placement and every query). Their levels do not depend on its place or its bounds' origin,
/// so scrolling such a layer, moving it or hiding it is a change of its own record alone: a list
/// of 10⁵ rows scrolls in an update that reads one layer.
///
/// - Note: A snapshot is a value: the tree can change, or be freed, while the snapshot is used on
///   another thread. ``update(from:)`` brings it up to date at the cost of what changed.
///   ``index(of:)`` knows each layer by a small token the snapshot keeps (never the layer), so a
///   new layer made where a freed one was is never taken for it.
public struct LayerSnapshot: Sendable {
  /// Per layer, in drawing order: see ``Element`` and ``LayerColumns``.
  var columns: LayerColumns
  /// The boxes of the layers marked ``Flags/unusualBox``, whose quad is not their bounds mapped by
  /// their entry of `maps`.
  var unusualBoxes: [Int32: Rect2D]
  /// What hit testing reads of the layers of 3D contexts: each transform layer and each layer
  /// whose superlayer is one (flagged ``Flags/spatial``); empty for a tree without transform layers.
  var spatialLevels: [Int32: SpatialRecord]
  /// The clips of the masking layers that have sublayers, as ranges of `clipVertices`.
  ///
  /// An update adds the clips of the subtrees it reads again and leaves the old ones until they
  /// outnumber the clips in use.
  var clips: [Range<Int>]
  var clipVertices: [Point2D]
  /// The number of clips in use when the clips were last gathered.
  var clipsInUse: Int
  var hierarchy: BoxHierarchy
  var indicesByLayer: IdentityTable
  /// The anchors, ascending (see `LayerSnapshot+Anchors.swift`).
  var anchors: [Int32]
  /// At least the deepest depth in the snapshot.
  var maximumDepth: Int
  /// The list of each layer's sublayers with their subtrees' boxes, side by side, for the hit
  /// test; the lists of all layers one after another (see ``SublayerBox``).
  var sublayerBoxes: ChunkedArray<SublayerBox>

  /// The number of sublayers from which a hit test finds the sublayers to search with the index
  /// instead of trying each in turn.
  static let manySublayers = 32

  /// What a snapshot records of a layer beside its numbers.
  @frozen @usableFromInline
  struct Flags: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8

    @inlinable
    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The layer or an ancestor is hidden. (The flags a client's draw loop reads through
    /// `Placement` — this one, `unusualBox` and `affineMap` — are computed: a `static let` read
    /// from another module is a call to its lazy initializer for each read.)
    @inlinable static var hidden: Flags { Flags(rawValue: 1 << 0) }
    static let masksToBounds = Flags(rawValue: 1 << 1)
    /// The layer is turned away from the viewer and not double-sided.
    static let facingAway = Flags(rawValue: 1 << 2)
    /// The layer itself is not hidden and its level can be walked down (finite, not singular).
    static let walkable = Flags(rawValue: 1 << 3)
    /// The layer has no quad — a corner is behind the eye at some level, or not finite — and its
    /// box is kept in `unusualBoxes`.
    @inlinable static var unusualBox: Flags { Flags(rawValue: 1 << 4) }
    /// The layer has an entry in ``LayerSnapshot/spatialLevels``.
    static let spatial = Flags(rawValue: 1 << 5)
    /// The layer's map is affine (``Homography/isAffine``): what working out its quad would
    /// find, found once.
    @inlinable static var affineMap: Flags { Flags(rawValue: 1 << 6) }
    /// The layer keeps its subtree in its own space (see `LayerSnapshot+Anchors.swift`): the maps,
    /// boxes, clips and `hidden` flags of the layers below it are relative to it.
    @inlinable static var anchor: Flags { Flags(rawValue: 1 << 7) }
  }

  /// Reads a layer tree: the root and every layer below it.
  ///
  /// One pass over the tree, in drawing order: each layer's map is its superlayer's with the
  /// layer's own level in front, the same level that conversions and hit tests use.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// let snapshot = LayerSnapshot(of: root)
  /// // snapshot.count == 1, snapshot[0].depth == 0
  /// ```
  ///
  /// A tree of 8,192 layers or more is read on several threads where it splits fairly: below the
  /// chain of layers at its top that hold one sublayer each, the subtrees of the first layer that
  /// holds several are cut into runs of about a sixteenth of the tree, which the threads Dispatch
  /// has free read at once; the runs are then joined in drawing order. The snapshot is the one a
  /// single thread reads, to the last bit, and the call returns when it is whole. (Where Dispatch
  /// is not available, the tree is read on the calling thread.)
  ///
  /// - Parameter root: The layer to read, with its subtree. Its own superlayer, if it has one,
  ///   places it (through that superlayer's ``Layer/sublayerTransform``) but is not read.
  /// - Complexity: O(*n*) for *n* layers, plus O(*k*) per layer under *k* perspective levels;
  ///   shared among the threads for a large tree. Measured on two free cores at 10⁶ layers:
  ///   0.44–0.50 µs per layer, against 0.73–0.75 µs on one thread; with one core busy elsewhere,
  ///   as on one thread.
  public init(of root: Layer) {
    var builder = LayerSnapshotBuilder()
    builder.read(root)
    self.init(builder)
  }

  /// The snapshot a builder has read.
  init(_ builder: LayerSnapshotBuilder) {
    columns = builder.columns
    unusualBoxes = builder.unusualBoxes
    spatialLevels = builder.spatialLevels
    clips = builder.clips
    clipVertices = builder.clipVertices
    clipsInUse = builder.clips.count
    indicesByLayer = IdentityTable(builder.columns.tokens.map(ObjectIdentifier.init))
    maximumDepth = builder.maximumDepth
    anchors = builder.anchors
    hierarchy = BoxHierarchy(
      boxes: builder.searchBoxes, always: builder.alwaysChecked)
    sublayerBoxes = builder.sublayerBoxes
  }

  /// The quad of the layer at an index, or `nil` when it has none (see ``Placement/quad``).
  func quad(at index: Int) -> Quad? {
    placement(at: index).quad
  }

  /// The box of the layer at an index whose quad (from ``quad(at:)``) is `quad`.
  func boundingBox(of quad: Quad?, at index: Int) -> Rect2D {
    if let quad { return quad.boundingBox }
    guard let box = unusualBoxes[Int32(index)] else { return .notANumber }
    // Below an anchor, the box in its space mapped by its map; a box reaching the horizon (or
    // holding nothing) is one in any space.
    guard box.isFinite, !box.isNull, let anchor = anchor(of: index) else { return box }
    return columns.maps[anchor].boundingBox(of: box)
  }

  /// The index of a layer in the snapshot, or `nil` for a layer that is not in it.
  ///
  /// ```swift
  /// let root = Layer()
  /// let child = Layer()
  /// root.addSublayer(child)
  /// let snapshot = LayerSnapshot(of: root)
  /// // snapshot.index(of: child) == 1, snapshot.index(of: Layer()) == nil
  /// ```
  ///
  /// - Parameter layer: A layer of the tree the snapshot was taken of, still alive.
  /// - Returns: Its index in drawing order.
  /// - Complexity: O(1).
  public func index(of layer: Layer) -> Int? {
    guard let token = layer.snapshotTrackingState.token else { return nil }
    return indicesByLayer.index(of: ObjectIdentifier(token))
  }
}

extension LayerSnapshot: RandomAccessCollection {
  /// The first index, 0: the root.
  ///
  /// ```swift
  /// let snapshot = LayerSnapshot(of: Layer())
  /// // snapshot.startIndex == 0
  /// ```
  public var startIndex: Int { 0 }

  /// One past the last index: the number of layers.
  ///
  /// ```swift
  /// let snapshot = LayerSnapshot(of: Layer())
  /// // snapshot.endIndex == 1
  /// ```
  public var endIndex: Int { columns.count }

  /// The layer at an index of the drawing order.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.name = "root"
  /// let snapshot = LayerSnapshot(of: root)
  /// // snapshot[0].name == "root"
  /// ```
  public subscript(position: Int) -> Element {
    Element(snapshot: self, index: position)
  }
}

/// What a snapshot keeps of a layer beside its map: its bounds, its flags and the inverse of its
/// own level, side by side, so that a hit test going down into the layer reads memory once.
///
/// No bytes lie between its fields (the flags come last), so that two records with the same
/// values are the same bytes, as ``ChunkedArray/overwrite(_:with:)`` compares them.
@usableFromInline
struct LayerRecord: Sendable {
  /// The inverse of the layer's own level (as the live tree's hit test uses it); all `NaN` where
  /// the level cannot be walked down.
  let inverse: Homography
  @usableFromInline let bounds: Rect2D
  /// The number of the layer's sublayers: the length of its list of ``SublayerBox``.
  let sublayerCount: Int32
  @usableFromInline let flags: LayerSnapshot.Flags

  /// Whether a hit test finds the layer's sublayers with the index rather than trying each.
  var hasManySublayers: Bool { sublayerCount >= LayerSnapshot.manySublayers }
}

/// A layer of a 3D context as a snapshot's hit test reads it.
struct SpatialRecord: Sendable {
  /// The layer's 4×4 level and its plain level.
  let level: SpatialLevel
  let isTransformLayer: Bool
  let isDoubleSided: Bool
  let isGeometryFlipped: Bool
}
