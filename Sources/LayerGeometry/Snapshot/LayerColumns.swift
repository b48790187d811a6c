// The per-layer columns of a snapshot, declared once: a `LayerSnapshot` and the builder that
// fills it hold the same `LayerColumns`, and everything that treats every column alike — a
// builder's fillers, the join of builders read in runs, an update's overwrite and splice — goes
// through `forEachColumn(with:_:)`, so a new column is one declaration here, one line there and
// the value the builder records for each layer.

/// One element per layer in each column, in drawing order; see ``LayerSnapshot/Element``.
///
/// In chunks, so that an update copies only the chunks it changes when a copy of the snapshot is
/// alive.
struct LayerColumns: Sendable {
  var names = ChunkedArray<String?>()
  var depths = ChunkedArray<Int32>()
  var parents = ChunkedArray<Int32>()
  /// The composed map from each layer's space into the snapshot's space.
  var maps = ChunkedArray<Homography>()
  /// Each layer's bounds, flags and inverse level (see ``LayerRecord``).
  var records = ChunkedArray<LayerRecord>()
  /// Each layer's clip (an index into the snapshot's clips), or −1.
  var clipIndices = ChunkedArray<Int32>()
  /// Each layer's token and the counters it had when it was read, which
  /// ``LayerSnapshot/update(from:)`` compares with the live tree's (see
  /// `Layer+SnapshotTracking.swift`).
  var tokens = ChunkedArray<LayerToken>()
  var counters = ChunkedArray<LayerCounters>()
  /// The number of layers in each layer's subtree, itself included.
  var sizes = ChunkedArray<Int32>()
  /// The union of the index's boxes of each layer's subtree (``SearchBox/everything`` when one of
  /// them is checked by every query), which a hit test holds the point against before it goes
  /// down into the subtree.
  var subtreeBoxes = ChunkedArray<SearchBox>()
  /// The index of each canvas's list of sublayers (see ``SublayerListIndex``), `nil` for other
  /// layers.
  var sublayerIndices = ChunkedArray<SublayerListIndex?>()

  /// No layer.
  init() {}

  /// `count` layers of fillers, each column's `filler` (which nothing reads).
  init(fillers count: Int) {
    var visitor = Fill(count: count)
    forEachColumn(with: LayerColumns(), &visitor)
  }

  /// The number of layers.
  var count: Int { names.count }

  /// Calls `visitor` with each column, the same column of `other`, and a value to fill it with.
  mutating func forEachColumn(with other: LayerColumns, _ visitor: inout some ColumnVisitor) {
    visitor.visit(&names, other.names, filler: nil)
    visitor.visit(&depths, other.depths, filler: 0)
    visitor.visit(&parents, other.parents, filler: 0)
    visitor.visit(&maps, other.maps, filler: .notANumber)
    visitor.visit(&records, other.records, filler: .filler)
    visitor.visit(&clipIndices, other.clipIndices, filler: -1)
    visitor.visit(&tokens, other.tokens, filler: LayerToken())
    visitor.visit(&counters, other.counters, filler: LayerCounters(version: 0, subtreeVersion: 0))
    visitor.visit(&sizes, other.sizes, filler: 0)
    visitor.visit(&subtreeBoxes, other.subtreeBoxes, filler: SearchBox())
    visitor.visit(&sublayerIndices, other.sublayerIndices, filler: nil)
  }

  /// Fills each column with `count` fillers.
  private struct Fill: ColumnVisitor {
    let count: Int

    func visit<Value>(_ column: inout ChunkedArray<Value>, _: ChunkedArray<Value>, filler: Value) {
      column = ChunkedArray(repeating: filler, count: count)
    }
  }
}

/// What is done to each column of ``LayerColumns`` alike.
protocol ColumnVisitor {
  /// Visits one column, given the same column of another ``LayerColumns`` and a value that fills
  /// a place nothing reads.
  mutating func visit<Value>(
    _ column: inout ChunkedArray<Value>, _ other: ChunkedArray<Value>, filler: Value)
}

/// The counters of changes a layer had when a snapshot read it: of what the snapshot reads of the
/// layer itself, and of its subtree (see `Layer+SnapshotTracking.swift`), side by side, so that
/// an update that writes both writes one column.
struct LayerCounters: Sendable {
  var version: UInt64
  var subtreeVersion: UInt64
}

extension LayerRecord {
  /// The record of a filler, which nothing reads.
  static var filler: LayerRecord {
    LayerRecord(inverse: .notANumber, bounds: .zero, sublayerCount: 0, flags: [])
  }
}
