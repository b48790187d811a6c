extension LayerSnapshot {
  /// One layer of a snapshot: what a renderer needs to draw it and a router to reason about it,
  /// in the snapshot's space (the space the root's ``Layer/position`` is in).
  ///
  /// An element is a value, read from the snapshot when it is made: it holds no reference to the
  /// snapshot, and keeps what it says when the snapshot is updated.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
  /// let element = LayerSnapshot(of: root)[0]
  /// // element.quad?.boundingBox == Rect2D(x: 10, y: 20, width: 100, height: 50)
  /// // element.superlayerIndex == nil, element.isHidden == false
  /// ```
  public struct Element: Sendable {
    /// The layer's ``Layer/name``.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.name = "window"
    /// // LayerSnapshot(of: root)[0].name == "window"
    /// ```
    public let name: String?

    /// The number of superlayers between the layer and the snapshot's root (0 for the root).
    ///
    /// ```swift
    /// let root = Layer()
    /// root.addSublayer(Layer())
    /// // LayerSnapshot(of: root)[1].depth == 1
    /// ```
    public let depth: Int

    /// The index of the layer's superlayer in the snapshot; `nil` for the root.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.addSublayer(Layer())
    /// // LayerSnapshot(of: root)[1].superlayerIndex == 0
    /// ```
    public let superlayerIndex: Int?

    /// The layer's ``Layer/bounds``, in its own space.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.bounds = Rect2D(x: 5, y: 5, width: 10, height: 10)
    /// // LayerSnapshot(of: root)[0].bounds == Rect2D(x: 5, y: 5, width: 10, height: 10)
    /// ```
    public let bounds: Rect2D

    /// The map from the layer's own space into the snapshot's space: every level from the layer
    /// up to the root, composed; apply it with ``Point2D/applying(_:)-(Transform3D)``.
    ///
    /// It works in the plane `z = 0` as every level of a layer tree does: only the entries that
    /// reach the plane are set (`m11 m12 m14`, `m21 m22 m24`, `m41 m42 m44`; `m33` is 1). Composed
    /// into one matrix, it does not catch a point that falls behind the eye at a perspective level
    /// above the last one; ``quad`` and ``boundingBox`` do. For a layer of a 3D context (a
    /// transform layer, or a layer whose superlayer is one) the levels up to the context's root
    /// are not flattened one by one: the map is where the viewer sees the layer, its 4×4 levels
    /// multiplied and flattened once at the root, as conversions go.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.frame = Rect2D(x: 100, y: 0, width: 50, height: 50)
    /// let map = LayerSnapshot(of: root)[0].transformToSnapshotSpace
    /// // Point2D(x: 0, y: 0).applying(map) == Point2D(x: 100, y: 0)
    /// ```
    public let transformToSnapshotSpace: Transform3D

    /// The layer's bounds in the snapshot's space: their four corners mapped by
    /// ``transformToSnapshotSpace``; `nil` when a corner is behind the eye at some level, as
    /// ``Layer/convert(_:to:)-(Point2D,_)`` finds it level by level, or is not finite.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.bounds = Rect2D(x: 0, y: 0, width: 20, height: 10)
    /// root.affineTransform = AffineTransform2D(rotationAngle: .pi / 2)
    /// let quad = LayerSnapshot(of: root)[0].quad
    /// // quad?.boundingBox.size == Size2D(width: 10, height: 20) (up to rounding)
    /// ```
    public let quad: Quad?

    /// The box of ``quad`` in the snapshot's space, with the rule of ``Layer/frame``: the box of the
    /// corners when all are in front of the eye, ``Rect2D/infinite`` when only some are (the layer
    /// reaches the horizon), ``Rect2D/null`` when none is, all `NaN` when a level is not finite.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.frame = Rect2D(x: 0, y: 0, width: 30, height: 40)
    /// // LayerSnapshot(of: root)[0].boundingBox == Rect2D(x: 0, y: 0, width: 30, height: 40)
    /// ```
    public let boundingBox: Rect2D

    /// The region the layer's masking ancestors leave visible, in the snapshot's space: the
    /// intersection of the quads of every ancestor that ``Layer/masksToBounds``, a convex polygon;
    /// `nil` when no ancestor masks.
    ///
    /// An ancestor whose quad reaches the horizon clips nothing away here; one wholly behind the eye
    /// leaves nothing visible (the clip is empty).
    ///
    /// ```swift
    /// let root = Layer()
    /// root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    /// root.masksToBounds = true
    /// root.addSublayer(Layer())
    /// let clip = LayerSnapshot(of: root)[1].clip
    /// // clip.map(Array.init) == [
    /// //   Point2D(x: 0, y: 0), Point2D(x: 100, y: 0), Point2D(x: 100, y: 100), Point2D(x: 0, y: 100),
    /// // ]
    /// ```
    public let clip: ArraySlice<Point2D>?

    /// Whether the layer or one of its ancestors is ``Layer/isHidden``.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.isHidden = true
    /// root.addSublayer(Layer())
    /// // LayerSnapshot(of: root)[1].isHidden == true
    /// ```
    public let isHidden: Bool

    /// Whether the layer shows its back to the viewer and is not ``Layer/isDoubleSided``: it can
    /// be drawn, but not hit.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
    /// root.isDoubleSided = false
    /// root.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
    /// // LayerSnapshot(of: root)[0].isFacingAway == true
    /// ```
    public let isFacingAway: Bool

    /// What the snapshot says of the layer at an index, read once: an element is a value, which
    /// neither holds the snapshot nor changes with it.
    init(snapshot: LayerSnapshot, index: Int) {
      precondition(
        snapshot.indices.contains(index),
        "LayerSnapshot: index \(index) is out of range 0..<\(snapshot.count)")
      let record = snapshot.columns.records[index]
      let parent = snapshot.columns.parents[index]
      let placement = snapshot.placement(at: index)
      name = snapshot.columns.names[index]
      depth = Int(snapshot.columns.depths[index])
      superlayerIndex = parent < 0 ? nil : Int(parent)
      bounds = record.bounds
      transformToSnapshotSpace = placement.transformToSnapshotSpace
      quad = placement.quad
      boundingBox = snapshot.boundingBox(of: quad, at: index)
      clip = snapshot.clipPolygon(at: index)
      isHidden = placement.isHidden
      isFacingAway = record.flags.contains(.facingAway)
    }
  }
}
