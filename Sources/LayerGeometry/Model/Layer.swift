/// A rectangle placed in its superlayer's space by a bounds, a position, an anchor point and a
/// transform, with the geometry of Core Animation's `CALayer`.
///
/// A layer owns a coordinate space — the space its ``bounds`` are in and its sublayers' ``position``s
/// live in — and places that space in its superlayer's space:
///
/// - ``bounds`` is the rectangle in the layer's own space. Its size is the layer's size; its origin is
///   the point of the layer's space that shows at the layer's top-left corner, so changing it scrolls
///   the sublayers and never moves the layer itself.
/// - ``anchorPoint`` is a point of the layer given in units of its size (`(0, 0)` the top-left corner,
///   `(1, 1)` the bottom-right, default `(0.5, 0.5)` the centre): the pin through a sheet of paper.
///   ``transform`` rotates and scales about it.
/// - ``position`` is where that pin goes in the superlayer's space. A view's `center` is its layer's
///   position; it is the middle of the view only while the anchor point is `(0.5, 0.5)`.
/// - ``frame`` is derived: the box the transformed bounds occupy in the superlayer's space. With the
///   identity transform `frame.origin = position − anchorPoint · bounds.size`, so changing the anchor
///   point keeps ``position`` and moves the layer — the question every newcomer asks.
///
/// ```swift
/// let layer = Layer()
/// layer.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
/// // layer.position == Point2D(x: 150, y: 150)
/// layer.anchorPoint = Point2D(x: 1, y: 1)
/// // The pin stays at (150, 150), so the layer moves up and left:
/// // layer.frame == Rect2D(x: 50, y: 50, width: 100, height: 100)
/// ```
///
/// To move the anchor without moving the layer, use ``moveAnchorPoint(to:)``. The map from a layer's
/// space to its superlayer's (the matrix behind ``convert(_:from:)-(Point2D,_)`` and
/// ``hitTest(_:)``; ``frame`` uses the part from the anchor to the position) is
///
/// ```text
/// T(−bounds.origin) · flip · T(−anchor, −anchorPointZ) · transform · T(position, zPosition)
///   · [superlayer's sublayerTransform about its anchor point]
/// ```
///
/// and every ordinary layer flattens its sublayers into its own plane `z = 0`, as Core Animation does.
///
/// `Layer` is a class: layers have identity, and a tree is edited in place. A layer is not `Sendable`;
/// keep each tree on one thread or actor at a time.
///
/// - Note: Bad input never traps: negative sizes are standardized, and a non-finite value makes the
///   affected maps `NaN` (see ``frame``, ``convert(_:from:)-(Point2D,_)``, ``hitTest(_:)``). The tree
///   operations check their preconditions — no cycles, indices in range — before changing anything.
public final class Layer {
  /// The rectangle in the layer's own coordinate space; its size is the layer's size.
  ///
  /// A negative width or height is standardized when set, as Core Animation does. The origin moves the
  /// layer's content and sublayers (a scroll offset), never the layer itself.
  ///
  /// When the size changes, the layer is marked as needing layout and its sublayers are resized at
  /// once by their ``autoresizingMask``s, down the tree (see ``resizeSublayers(withOldSize:)``); a
  /// change of the origin alone moves no sublayer and is one change of this layer only.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: -100, height: -50)
  /// // layer.bounds == Rect2D(x: -100, y: -50, width: 100, height: 50)
  /// ```
  ///
  /// - Complexity: As ``position``: scrolling by `bounds.origin` changes this layer's own hit-test
  ///   entry only, not its sublayers'. Under a sublayer transform that stays in the plane, each
  ///   sublayer's level (which the transform's pivot enters) is also recomputed, by the first
  ///   ``hitTest(_:)`` that reaches the sublayer; under a perspective, singular or badly
  ///   conditioned one, or where the pivot goes farther from the origin than the hit-test boxes
  ///   were made for (see ``sublayerTransform``), the next ``hitTest(_:)`` recomputes the entry of
  ///   each of the *n* sublayers, O(*n*).
  public var bounds: Rect2D {
    get { storage.pointee.bounds }
    set {
      let oldSize = storage.pointee.bounds.size
      storeBounds(newValue)
      boundsSizeDidChange(from: oldSize)
    }
  }

  /// Stores `newValue` (standardized) as the bounds and drops what depends on them, without
  /// resizing the sublayers.
  func storeBounds(_ newValue: Rect2D) {
    let wasFinite = storage.pointee.bounds.isFinite
    storage.pointee.bounds =
      newValue.size.width < 0 || newValue.size.height < 0 ? newValue.standardized : newValue
    didChange([.frameShape, .pivot], pivotFiniteness: (wasFinite, newValue.isFinite))
  }

  /// The point in the superlayer's coordinate space where the ``anchorPoint`` goes.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 50)
  /// layer.position = Point2D(x: 200, y: 300)
  /// // layer.frame == Rect2D(x: 150, y: 275, width: 100, height: 50)
  /// ```
  ///
  /// - Complexity: O(1) amortised: the layer and its ancestors up to the first one already marked
  ///   are marked for the next ``hitTest(_:)``, which recomputes this layer's entry and the boxes of
  ///   the ancestors whose box it changes (O(log *n*) each for a superlayer of *n* ≥ 32
  ///   sublayers); plus dropping the cached conversion maps of the layer's subtree where there are
  ///   any. A small move — one whose box stays within the room the hit-test index keeps around the
  ///   layer — is O(1) and marks nothing: only the layer's own entry waits, recomputed by the
  ///   first hit test that reaches it.
  public var position: Point2D {
    get { storage.pointee.position }
    set {
      storage.pointee.position = newValue
      didChange(.position)
    }
  }

  /// The point of the layer, in units of its bounds size, that is pinned to ``position`` and about which
  /// ``transform`` applies; `(0.5, 0.5)` by default.
  ///
  /// Values outside `0...1` are kept and used. Changing the anchor point keeps ``position``, so the layer
  /// moves; ``moveAnchorPoint(to:)`` keeps the layer still instead.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 50)
  /// layer.anchorPoint = Point2D(x: 0, y: 0)
  /// // layer.frame == Rect2D(x: 0, y: 0, width: 100, height: 50)
  /// ```
  ///
  /// - Complexity: As ``bounds``, whose origin moves the pivot of ``sublayerTransform`` as the
  ///   anchor point does: this layer's own hit-test entry changes, and its sublayers' levels as
  ///   there.
  public var anchorPoint: Point2D {
    get { storage.pointee.anchorPoint }
    set {
      let wasFinite = storage.pointee.anchorPoint.isFinite
      storage.pointee.anchorPoint = newValue
      didChange(.pivot, pivotFiniteness: (wasFinite, newValue.isFinite))
    }
  }

  /// The z-coordinate of the anchor: with ``anchorPoint`` it names the 3D point that ``transform`` turns
  /// about and that lands on (``position``, ``zPosition``); 0 by default.
  ///
  /// It changes nothing visible until a perspective enters (`m34` in a ``transform`` or a superlayer's
  /// ``sublayerTransform``).
  ///
  /// ```swift
  /// let face = Layer()
  /// face.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// face.anchorPointZ = -50  // turn about the centre of a 100-point cube
  /// face.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
  /// // face.anchorPointZ == -50
  /// ```
  ///
  /// - Complexity: O(1) amortised: the layer and its ancestors up to the first one already marked
  ///   are marked for the next ``hitTest(_:)``, which recomputes this layer's entry and the boxes of
  ///   the ancestors whose box it changes (O(log *n*) each for a superlayer of *n* ≥ 32
  ///   sublayers); plus dropping the cached conversion maps of the layer's subtree where there are
  ///   any.
  public var anchorPointZ: Double {
    get { storage.pointee.anchorPointZ }
    set {
      storage.pointee.anchorPointZ = newValue
      didChange([.frameShape, .level])
    }
  }

  /// The layer's z-coordinate in its superlayer's space; it orders siblings for drawing and hit testing,
  /// and moves the layer in depth under a perspective.
  ///
  /// ```swift
  /// let parent = Layer()
  /// let back = Layer()
  /// let front = Layer()
  /// parent.sublayers = [front, back]
  /// front.zPosition = 1
  /// // parent.sublayersInDrawingOrder.map(\.zPosition) == [0, 1]
  /// ```
  ///
  /// - Complexity: As ``position``; the next ``hitTest(_:)`` also puts the superlayer's *n*
  ///   sublayers back in order, O(*n* log *n*).
  public var zPosition: Double {
    get { storage.pointee.zPosition }
    set {
      storage.pointee.zPosition = newValue
      didChange([.frameShape, .level, .drawingOrder])
    }
  }

  /// The transform applied to the layer about its anchor point, identity by default.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
  /// layer.transform = Transform3D(scaleX: 0.5, y: 2, z: 1)
  /// // layer.frame == Rect2D(x: 150, y: 0, width: 100, height: 400)
  /// // layer.bounds == Rect2D(x: 0, y: 0, width: 200, height: 200)
  /// ```
  ///
  /// - Complexity: O(1) amortised: the layer and its ancestors up to the first one already marked
  ///   are marked for the next ``hitTest(_:)``, which recomputes this layer's entry and the boxes of
  ///   the ancestors whose box it changes (O(log *n*) each for a superlayer of *n* ≥ 32
  ///   sublayers); plus dropping the cached conversion maps of the layer's subtree where there are
  ///   any.
  public var transform: Transform3D {
    get { storage.pointee.transform }
    set {
      storage.pointee.transform = newValue
      didChange([.frameShape, .level])
    }
  }

  /// The transform applied to every sublayer, about this layer's anchor point (bounds origin
  /// included), identity by default; a perspective here is how 3D scenes are usually set up.
  ///
  /// It does not change this layer's ``frame``.
  ///
  /// ```swift
  /// let parent = Layer()
  /// parent.bounds = Rect2D(x: 0, y: 0, width: 200, height: 200)
  /// parent.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
  /// let child = Layer()
  /// parent.addSublayer(child)
  /// // About the anchor (100, 100): (110, 100) → (120, 100).
  /// // parent.convert(Point2D(x: 110, y: 100), from: child) == Point2D(x: 120, y: 100)
  /// ```
  ///
  /// - Complexity: O(1) amortised to record. When the old and the new transform both stay in the
  ///   plane (``Transform3D/isAffine``: a translation, rotation, scale or shear), neither
  ///   stretches the plane far out of shape (the largest entry of its 2 × 2 part times its
  ///   inverse's is at most 16: a scale of up to 16 to 1 between the x and y axes, a shear up to
  ///   4), and the new one works with numbers no larger than the boxes were made for (a turn, or
  ///   a zoom by 1/2 or more, about a pivot up to 5 times as far from the origin as when they
  ///   were made or up to 1.6 × 10⁵ points from it; a translation and a pivot together up to
  ///   5 × 10⁵ points), the hit-test index keeps its boxes of the sublayers, which lie before
  ///   this transform: the next ``hitTest(_:)`` recomputes this layer's own entry, and each
  ///   sublayer's level is recomputed by the first query that reaches that sublayer (a zoom of a
  ///   10⁵-row list, then a query: about 4.5 times a query on the still list). Otherwise — a
  ///   perspective (`m34`), a singular transform, one stretched more, one that works with larger
  ///   numbers (the boxes are then made again for it, once), or a transform layer's — the next
  ///   ``hitTest(_:)`` recomputes the hit-test entry of each of the *n* sublayers, O(*n*). Plus
  ///   dropping the cached conversion maps of the subtree where there are any.
  public var sublayerTransform: Transform3D {
    get { storage.pointee.sublayerTransform }
    set {
      storage.pointee.sublayerTransform = newValue
      didChange(.sublayerSpace)
    }
  }

  /// Whether the layer's own coordinate space is mirrored vertically inside its bounds; `false` by
  /// default.
  ///
  /// The layer itself does not move (its bounds map onto themselves): its sublayers are laid out from
  /// the bottom. The flip applies after the bounds origin is removed, as Core Animation's does.
  ///
  /// ```swift
  /// let parent = Layer()
  /// parent.frame = Rect2D(x: 0, y: 0, width: 100, height: 200)
  /// parent.isGeometryFlipped = true
  /// let child = Layer()
  /// child.frame = Rect2D(x: 10, y: 20, width: 30, height: 40)
  /// parent.addSublayer(child)
  /// let seen = child.convert(child.bounds, to: nil)  // the parent's superlayer's space
  /// // seen == Rect2D(x: 10, y: 140, width: 30, height: 40)
  /// ```
  ///
  /// - Complexity: O(1) amortised: the layer and its ancestors up to the first one already marked
  ///   are marked for the next ``hitTest(_:)``, which recomputes this layer's entry and the boxes of
  ///   the ancestors whose box it changes (O(log *n*) each for a superlayer of *n* ≥ 32
  ///   sublayers); plus dropping the cached conversion maps of the layer's subtree where there are
  ///   any.
  public var isGeometryFlipped: Bool {
    get { storage.pointee.isGeometryFlipped }
    set {
      storage.pointee.isGeometryFlipped = newValue
      didChange(.level)
    }
  }

  /// Whether the layer and its subtree are skipped by ``hitTest(_:)``; `false` by default.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
  /// layer.isHidden = true
  /// // layer.hitTest(Point2D(x: 0, y: 0)) == nil
  /// ```
  ///
  /// - Complexity: As ``position``, without the cached conversion maps.
  public var isHidden: Bool {
    get { storage.pointee.isHidden }
    set {
      storage.pointee.isHidden = newValue
      didChange(.hitFlags)
    }
  }

  /// Whether sublayers are clipped to the bounds, so that ``hitTest(_:)`` finds nothing outside them;
  /// `false` by default.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.masksToBounds = true
  /// // layer.masksToBounds == true
  /// ```
  ///
  /// - Complexity: As ``position``, without the cached conversion maps.
  public var masksToBounds: Bool {
    get { storage.pointee.masksToBounds }
    set {
      storage.pointee.masksToBounds = newValue
      didChange(.hitFlags)
    }
  }

  /// Whether the layer can be hit from behind; `true` by default.
  ///
  /// A layer with `false` that is turned away from the viewer is a miss in ``hitTest(_:)``.
  ///
  /// ```swift
  /// let card = Layer()
  /// card.isDoubleSided = false
  /// // card.isDoubleSided == false
  /// ```
  ///
  /// - Complexity: As ``position``, without the cached conversion maps.
  public var isDoubleSided: Bool {
    get { storage.pointee.isDoubleSided }
    set {
      storage.pointee.isDoubleSided = newValue
      didChange(.hitFlags)
    }
  }

  /// A name for the layer, for debugging and pictures; `nil` by default.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.name = "badge"
  /// // layer.name == "badge"
  /// ```
  public var name: String? {
    get { storage.pointee.name }
    set {
      storage.pointee.name = newValue
      didChange([])
    }
  }

  /// The layer this layer is a sublayer of, or `nil` for a root.
  ///
  /// The reference does not keep the superlayer alive; a superlayer clears it when it drops the layer,
  /// and when it is freed.
  ///
  /// ```swift
  /// let parent = Layer()
  /// let child = Layer()
  /// parent.addSublayer(child)
  /// // child.superlayer === parent
  /// ```
  public internal(set) var superlayer: Layer? {
    get { storage.pointee.superlayer?.takeUnretainedValue() }
    set {
      // The layers with animations below this one leave the old ancestors' counts for the new's.
      let animated = storage.pointee.animatedLayersInSubtree
      if animated != 0 { storage.pointee.superlayerState?.countAnimatedLayers(-animated) }
      storage.pointee.superlayer = newValue.map(Unmanaged.passUnretained)
      storage.pointee.superlayerState = newValue?.storage
      if animated != 0 { newValue?.storage.countAnimatedLayers(animated) }
    }
  }

  /// Everything the layer stores, behind a pointer the layer owns.
  ///
  /// Reading a class's stored `var` costs a dynamic exclusivity check on every access — more than half
  /// of the time of ``frame`` when measured — while reading through a pointer held in a `let` costs
  /// nothing. The static rule still holds: the library never keeps a write to a layer's storage open
  /// across a call that can reach that storage, and a layer is used from one thread at a time.
  @usableFromInline let storage: _LayerState

  /// The sublayers, back to front; see ``sublayers`` for the public view.
  var storedSublayers: [Layer] { storage.pointee.sublayers }

  /// The layer's map into its superlayer (with its inverse) and its depth; `nil`
  /// when something at or above this layer changed since it was computed.
  @inlinable var geometryCache: GeometryCache? {
    get { storage.pointee.geometryCache }
    set { storage.pointee.geometryCache = newValue }
  }

  /// ``sublayersInDrawingOrder``, kept until a sublayer or a sublayer's ``zPosition`` changes.
  var drawingOrderCache: [Layer]? {
    get { storage.pointee.drawingOrderCache }
    set { storage.pointee.drawingOrderCache = newValue }
  }

  /// Creates a layer with zero bounds at position `(0, 0)`, anchored at its centre, with identity
  /// transforms and no sublayers.
  ///
  /// ```swift
  /// let layer = Layer()
  /// // layer.bounds == .zero, layer.anchorPoint == Point2D(x: 0.5, y: 0.5)
  /// ```
  public init() {
    storage = _LayerState.allocate()
    storage.pointee.owner = .passUnretained(self)
  }

  /// Frees the layer; its sublayers become roots, and those that nobody else holds are freed too.
  ///
  /// A subtree is taken apart with a work list, not by each layer freeing its own sublayers in turn:
  /// before a layer whose last owner is the list goes, its sublayers are moved into the list, so no
  /// layer is freed while another one's teardown is under way, however deep the subtree.
  deinit {
    forgetPresentationLinks()
    var orphans = storage.pointee.detachSublayers()
    while var layer = orphans.popLast() {
      if isKnownUniquelyReferenced(&layer) {
        orphans += layer.storage.pointee.detachSublayers()
      } else {
        layer.invalidateGeometry()  // it lives on, as a root
      }
    }
    storage.pointee.hitIndex?.release()
    storage.free()
  }
}

/// The stored state of a ``Layer``.
///
/// The two fields a warm conversion reads are visible to inlinable code, so that
/// ``Layer/convert(_:from:)-(Point2D,_)`` can check its remembered path in the caller; the layout
/// is frozen so that this also holds for a client of a library-evolution build. Measured with the
/// benchmarks built with `-enable-library-evolution`: with this type, ``FrameShape``,
/// ``ConversionMemo`` and ``ConversionPath`` not frozen, reading ``Layer/frame`` costs three times
/// as much (46 → 141 ns); with only this one frozen, a warm conversion costs 60 times as much
/// (1.9 → 120 ns). The fields are declared in the order queries and changes read them;
/// `LayerStorageLayoutTests` pins the offsets of those of the first three 64-byte lines.
@frozen @usableFromInline
struct LayerStorage {
  // First, on the storage's first cache line: what recording a change for hit testing touches on
  // each layer it climbs through, and what a refresh reads of each layer it visits.
  /// Not retained: a superlayer owns its sublayers and clears this when it lets one go.
  var superlayer: Unmanaged<Layer>?
  /// The superlayer's storage, set with ``superlayer``: a climb reads no layer object.
  var superlayerState: _LayerState?
  /// The layer this storage belongs to.
  var owner: Unmanaged<Layer>?
  /// Whether the layer's entry in its superlayer's index, or something below it, is out of date:
  /// `true` here means `true` for every ancestor too, so a change stops marking at the first layer
  /// already marked.
  var needsHitTestRefresh = true
  /// Whether the sublayers were added, removed or reordered since the index was made.
  var hitTestOrderIsStale = true
  /// Whether every sublayer's level changed since the index was made.
  var hitTestEntriesAreStale = false
  /// Whether the next refresh rebuilds the layer's index, its sublayers or all their levels
  /// having changed: its entries and its list of marked sublayers are not read until then.
  var rebuildsHitIndex: Bool { hitTestOrderIsStale || hitTestEntriesAreStale }
  /// Whether the layer's own level or flags changed since its entry was computed.
  var hitLevelIsStale = true
  /// Whether what the layer's sublayers reach changed since its entry was computed.
  var hitReachIsStale = false
  /// Whether ``sublayerTransform`` is the identity, so that each sublayer's level reads one flag
  /// here instead of the sixteen entries.
  var sublayerTransformIsIdentity = true
  var kind = Layer.Kind.plain
  /// Whether a sublayer's reach changed since the last refresh visited this layer: only then can
  /// what its sublayers reach have changed without its index being rebuilt.
  var sublayerReachDidChange = false
  /// The first of the sublayers marked since the last query that visited this layer, each listed
  /// once, linked through ``nextMarkedHitTestSibling`` (unowned: a sublayer that leaves makes the
  /// index stale, and the list is then dropped unread).
  var firstMarkedHitTestSublayer: _LayerState?
  /// The next sublayer in the superlayer's list of marked sublayers.
  var nextMarkedHitTestSibling: _LayerState?
  /// The index of the sublayers that ``Layer/hitTest(_:order:)-(Point2D,_)`` searches, made when
  /// the layer first has sublayers at a query; owned (retained when made, released by the layer's
  /// `deinit`), held unmanaged so that a refresh reads it without reference counting.
  var hitIndex: Unmanaged<SublayerHitIndex>?
  /// The layer's entry in its superlayer's index.
  var hitSlot = 0
  // Then what reading a layer's own level and flags touches.
  @usableFromInline var bounds = Rect2D.zero
  @usableFromInline var position = Point2D.zero
  @usableFromInline var anchorPoint = Point2D(x: 0.5, y: 0.5)
  /// Which formula ``Layer/frame`` takes; right after the three values the untransformed layer's
  /// formula reads, so that its frame reads nothing else.
  @usableFromInline var frameShape = FrameShape.placedBounds
  var isGeometryFlipped = false
  var isHidden = false
  var masksToBounds = false
  var isDoubleSided = true
  /// How many times a bounded box of the layer's hit-test entry had to be replaced, up to two:
  /// the room to move its next box gets doubles with each (see `SublayerHitIndex.setMovedReach`).
  var hitRoomDoublings: UInt8 = 0
  // On the next line, what a move of the layer by its position alone touches besides: its entry
  // in its superlayer's index (valid while that index is not stale and the layer not marked),
  // how far the layer may move before a box changes (see `Layer.hitEntryFollowsMove()`), and
  // what every change records.
  var hitEntry: UnsafeMutableRawPointer?
  var hitMoveRoom = HitMoveRoom()
  @usableFromInline var geometryCache: GeometryCache?
  /// What snapshots read to bring themselves up to date (see `Layer+SnapshotTracking.swift`).
  var snapshotTracking = SnapshotTracking()
  @usableFromInline var anchorPointZ = 0.0
  @usableFromInline var zPosition = 0.0
  @usableFromInline var transform = Transform3D.identity
  var sublayers: [Layer] = []
  var drawingOrderCache: [Layer]?
  /// The map the layer's reach was made with, what it is recomputed from when only its sublayers
  /// moved.
  ///
  /// Its level, or its level before the superlayer's sublayer transform where the superlayer's
  /// index keeps its boxes there (`SublayerBoxSpace.separate`); `nil` when it cannot be walked
  /// down (singular or not finite).
  var hitForward: Homography?
  // Above: what reading a layer's own level and flags, and recording or refreshing a change,
  // touch. Below: what its sublayers read (once for all of them), and what geometry does not read.
  var sublayerTransform = Transform3D.identity
  /// Where the hit-test index keeps its sublayers' boxes, as ``sublayerTransform`` allows.
  var sublayerBoxSpace = SublayerBoxSpace.untransformed
  /// The rounding scale (`SublayerBoxSpace.roundingScale(pivot:)`) of every sublayer transform
  /// and pivot the boxes of the hit-test index are padded for: a change of the transform or of its
  /// pivot keeps the boxes only while its scale stays within it.
  var sublayerBoxAllowance = 0.0
  var name: String?
  var contentsGravity = ContentsGravity.resize
  var contentsRect = Rect2D(x: 0, y: 0, width: 1, height: 1)
  var contentsCenter = Rect2D(x: 0, y: 0, width: 1, height: 1)
  var contentsScale = 1.0
  var autoresizingMask = Layer.AutoresizingMask()
  #if !hasFeature(Embedded)
  var layoutManager: (any Layer.LayoutManager)?
  #endif
  var needsLayout = false
  var scrollMode = Layer.ScrollMode.both
  /// The path of the last conversion the layer made, with the caches it was built from.
  @usableFromInline var conversionMemo = ConversionMemo()
  // The layer's timing (see `Layer+Timing.swift`): read by time conversions only.
  var beginTime = 0.0
  var speed: Float = 1
  var timeOffset = 0.0
  /// The layer's animations, in the order added (see `Layer+Animations.swift`); set through
  /// `Layer.setAnimations(_:)`, which keeps the counts below.
  var animations: [AttachedAnimation] = []
  /// How many layers of the subtree, this one included, have animations: a walk for the animated
  /// layers of a tree enters only the subtrees that hold some.
  var animatedLayersInSubtree = 0
  // Presentation (see `Layer+Presentation.swift`). A presentation layer and its model layer know
  // each other without owning each other, and each clears the other's link when it goes: the
  // model owns its last presentation tree, which must not own the model back.
  /// The model layer a presentation layer shows; `nil` for a model layer, or once it is gone.
  var model: Unmanaged<Layer>?
  /// The presentation layers that show this layer and are still alive.
  var presentations: [Unmanaged<Layer>] = []
  /// The root of the presentation tree this layer's last `presentation(at:)` made, kept for the
  /// presentation layer it returned (unless that is the root itself).
  var lastPresentation: Layer?

  /// The point of the layer's space about which its sublayer transform applies:
  /// `bounds.origin + anchorPoint · bounds.size`.
  var sublayerTransformPivot: Point2D {
    Point2D(
      x: bounds.origin.x + anchorPoint.x * bounds.size.width,
      y: bounds.origin.y + anchorPoint.y * bounds.size.height)
  }

  /// Takes the sublayers out, making each a root (their superlayer is going away).
  mutating func detachSublayers() -> [Layer] {
    let detached = sublayers
    sublayers = []
    drawingOrderCache = nil
    for layer in detached {
      layer.storage.pointee.superlayer = nil
      layer.storage.pointee.superlayerState = nil
    }
    return detached
  }
}

@available(*, unavailable)
extension Layer: Sendable {}
