extension LayerSnapshot {
  /// Each layer's place on screen, in drawing order: the render list as a renderer's draw loop
  /// reads it.
  ///
  /// The same maps and quads as the elements' (``Element/transformToSnapshotSpace`` and
  /// ``Element/quad``), read in order without making an element of each layer: a ``Placement``
  /// holds the layer's map and bounds, and works out only what the loop asks of it. What else a
  /// renderer needs of a layer — the clip of its masking ancestors, whether it faces away, its
  /// name — is its element's: `snapshot[placement.index]`.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// let card = Layer()
  /// card.frame = Rect2D(x: 10, y: 20, width: 30, height: 40)
  /// root.addSublayer(card)
  /// var boxes: [Rect2D] = []
  /// for layer in LayerSnapshot(of: root).placements where !layer.isHidden {
  ///   boxes.append(layer.quad?.boundingBox ?? .null)
  /// }
  /// // boxes == [
  /// //   Rect2D(x: 0, y: 0, width: 100, height: 100), Rect2D(x: 10, y: 20, width: 30, height: 40),
  /// // ]
  /// ```
  ///
  /// - Complexity: O(1) to make; O(*n*) to read through for *n* layers. Measured on a tree of
  ///   10⁵ layers, reading each layer's map and quad: see the "Rendering and Hit Testing Whole
  ///   Trees" article.
  public var placements: Placements { Placements(from: 0, of: self) }

  /// The layers of a snapshot in drawing order, as a draw loop reads them: see
  /// ``LayerSnapshot/placements``.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.addSublayer(Layer())
  /// // LayerSnapshot(of: root).placements.map(\.index) == [0, 1]
  /// ```
  public struct Placements: Sequence, Sendable {
    let maps: ChunkedArray<Homography>
    let records: ChunkedArray<LayerRecord>
    let sizes: ChunkedArray<Int32>
    /// The first layer's index.
    let start: Int
    /// The anchor whose subtree holds the first layer below it, if one does.
    let startAnchor: Int?

    /// The placements of a snapshot's layers from `start` on.
    init(from start: Int, of snapshot: LayerSnapshot) {
      precondition((0...snapshot.count).contains(start), "a start past the snapshot's end")
      (maps, records, sizes) = (
        snapshot.columns.maps, snapshot.columns.records, snapshot.columns.sizes
      )
      self.start = start
      startAnchor = start < snapshot.count ? snapshot.anchor(of: start) : nil
    }

    /// An iterator over the placements, in drawing order.
    ///
    /// ```swift
    /// var iterator = LayerSnapshot(of: Layer()).placements.makeIterator()
    /// // iterator.next()?.index == 0, iterator.next() == nil
    /// ```
    public func makeIterator() -> Iterator { Iterator(self) }

    /// The number of placements: of every layer, for a snapshot's ``LayerSnapshot/placements``.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.addSublayer(Layer())
    /// // LayerSnapshot(of: root).placements.underestimatedCount == 2
    /// ```
    public var underestimatedCount: Int { maps.count - start }

    /// Reads the placements one after another; see ``LayerSnapshot/placements``.
    ///
    /// ```swift
    /// var iterator = LayerSnapshot(of: Layer()).placements.makeIterator()
    /// // iterator.next()?.index == 0
    /// ```
    public struct Iterator: IteratorProtocol {
      // The snapshot's two arrays are held (and never changed) so that the runs of their chunks
      // that the pointers below read stay where they are (see `ChunkedArray.unsafeRun(from:)`).
      @usableFromInline let placements: Placements
      /// The next layer's index.
      @usableFromInline var index = 0
      /// The number of layers from `index` on whose maps and records lie one after another at
      /// `map` and `record`.
      @usableFromInline var run = 0
      @usableFromInline var map: UnsafePointer<Homography>?
      @usableFromInline var record: UnsafePointer<LayerRecord>?
      /// The anchor the layers are below: the index past its subtree (0 for none), its map (where
      /// the snapshot's array holds it), and whether it is hidden.
      ///
      /// Few values, so that the iterator stays in registers.
      @usableFromInline var anchorEnd = 0
      @usableFromInline var anchorMap: UnsafePointer<Homography>?
      @usableFromInline var isAnchorHidden = false

      init(_ placements: Placements) {
        (self.placements, index) = (placements, placements.start)
        if let anchor = placements.startAnchor {
          (anchorEnd, anchorMap, isAnchorHidden) = Self.anchor(at: anchor, of: placements)
        }
      }

      /// A placement read from the snapshot's arrays below an anchor whose map is at `anchorMap`
      /// and which is hidden or not, in the snapshot's space.
      @usableFromInline
      static func placement(
        _ placement: Placement, below anchorMap: UnsafePointer<Homography>?, isHidden: Bool
      ) -> Placement {
        Placement(
          index: placement.index,
          map: LayerSnapshot.composed(
            placement.map, isAffine: placement.flags.contains(.affineMap),
            under: anchorMap.unsafelyUnwrapped.pointee),
          bounds: placement.bounds,
          flags: isHidden ? placement.flags.union(.hidden) : placement.flags)
      }

      /// What the iterator keeps of the anchor at `index`: the end of its subtree, its map and
      /// whether it is hidden.
      @usableFromInline
      static func anchor(at index: Int, of placements: Placements) -> (
        end: Int, map: UnsafePointer<Homography>?, isHidden: Bool
      ) {
        (
          index + Int(placements.sizes[index]),
          placements.maps.unsafeRun(from: index).baseAddress,
          placements.records[index].flags.contains(.hidden)
        )
      }

      /// The next layer's placement, or `nil` after the last layer.
      ///
      /// ```swift
      /// var iterator = LayerSnapshot(of: Layer()).placements.makeIterator()
      /// // iterator.next()?.index == 0, iterator.next() == nil
      /// ```
      @inlinable @inline(__always)
      public mutating func next() -> Placement? {
        if run == 0 {
          // Found by a function that takes the arrays, not the iterator, so that the iterator
          // can stay in registers through a client's loop.
          guard let found = Self.run(of: placements, from: index) else { return nil }
          (map, record, run) = found
        }
        let map = self.map.unsafelyUnwrapped
        let record = self.record.unsafelyUnwrapped
        var placement = Placement(index: index, map: map.pointee, record: record.pointee)
        // Calls, not code of their own here, so that this stays small enough to be inlined.
        if _slowPath(index < anchorEnd) {
          placement = Self.placement(placement, below: anchorMap, isHidden: isAnchorHidden)
        } else if _slowPath(placement.flags.contains(.anchor)) {
          (anchorEnd, anchorMap, isAnchorHidden) = Self.anchor(at: index, of: placements)
        }
        (self.map, self.record) = (map + 1, record + 1)
        index &+= 1
        run &-= 1
        return placement
      }

      /// The run of layers from `index` on whose maps and records lie one after another: where
      /// they start and how many; `nil` after the last layer.
      @usableFromInline
      static func run(of placements: Placements, from index: Int) -> (
        UnsafePointer<Homography>?, UnsafePointer<LayerRecord>?, Int
      )? {
        guard index < placements.maps.count else { return nil }
        let mapRun = placements.maps.unsafeRun(from: index)
        let recordRun = placements.records.unsafeRun(from: index)
        return (mapRun.baseAddress, recordRun.baseAddress, Swift.min(mapRun.count, recordRun.count))
      }
    }
  }

  /// Where a layer of a snapshot is on screen, as a draw loop reads it (see
  /// ``LayerSnapshot/placements``): its index, its map and its quad.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 5, y: 5, width: 10, height: 10)
  /// let layer = Array(LayerSnapshot(of: root).placements)[0]
  /// // layer.index == 0, layer.quad?[2] == Point2D(x: 15, y: 15)
  /// ```
  @frozen
  public struct Placement: Sendable {
    /// The layer's index in the snapshot (its place in drawing order).
    ///
    /// ```swift
    /// let root = Layer()
    /// root.addSublayer(Layer())
    /// let indices = LayerSnapshot(of: root).placements.map(\.index)
    /// // indices == [0, 1]
    /// ```
    public let index: Int
    @usableFromInline let map: Homography
    @usableFromInline let flags: Flags

    /// The layer's bounds, in its own space: ``Element/bounds``.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.bounds = Rect2D(x: 5, y: 5, width: 10, height: 10)
    /// let layer = Array(LayerSnapshot(of: root).placements)[0]
    /// // layer.bounds == Rect2D(x: 5, y: 5, width: 10, height: 10)
    /// ```
    public let bounds: Rect2D

    /// Whether the layer or one of its ancestors is hidden: ``Element/isHidden``.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.isHidden = true
    /// let layer = Array(LayerSnapshot(of: root).placements)[0]
    /// // layer.isHidden == true
    /// ```
    @inlinable
    public var isHidden: Bool { flags.contains(.hidden) }

    /// The placement of the layer at `index`, whose map and record these are.
    @inlinable
    init(index: Int, map: Homography, record: LayerRecord) {
      (self.index, self.map, bounds, flags) = (index, map, record.bounds, record.flags)
    }

    /// The placement of the layer at `index` whose map into the snapshot's space is `map`.
    @inlinable
    init(index: Int, map: Homography, bounds: Rect2D, flags: Flags) {
      (self.index, self.map, self.bounds, self.flags) = (index, map, bounds, flags)
    }

    /// The map from the layer's space into the snapshot's space:
    /// ``Element/transformToSnapshotSpace``.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.frame = Rect2D(x: 100, y: 0, width: 50, height: 50)
    /// let layer = Array(LayerSnapshot(of: root).placements)[0]
    /// // Point2D(x: 0, y: 0).applying(layer.transformToSnapshotSpace) == Point2D(x: 100, y: 0)
    /// ```
    @inlinable
    public var transformToSnapshotSpace: Transform3D { Transform3D(map) }

    /// The layer's bounds in the snapshot's space, `nil` when a corner is behind the eye at some
    /// level or not finite: ``Element/quad``, worked out when asked for.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.frame = Rect2D(x: 0, y: 0, width: 20, height: 10)
    /// let layer = Array(LayerSnapshot(of: root).placements)[0]
    /// // layer.quad?.boundingBox == Rect2D(x: 0, y: 0, width: 20, height: 10)
    /// ```
    @inlinable @inline(__always)
    public var quad: Quad? {
      // Whether the map is affine, the snapshot found once.
      flags.contains(.unusualBox)
        ? nil : Quad(ofStandardized: bounds, along: map, isAffine: flags.contains(.affineMap))
    }
  }
}
