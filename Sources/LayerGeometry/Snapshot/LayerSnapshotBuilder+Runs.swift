// A large tree read on several threads. The drawing order starts with a chain of layers each
// holding one sublayer (often the root alone) down to a layer P that holds several; the layers
// after the chain are P's sublayers' subtrees, one after another. They are cut into runs at the
// starts of some of them, and builders read the runs at once below the same open layers — each
// from a copy of the state after the chain, its layers numbered on from its run's start — then the
// later builders' columns are joined to the first's in order and the chain is closed. Each layer is
// computed from what its superlayers pass on, as in one read, and the box of a subtree is a union
// of the same boxes (a union of boxes is the same in any grouping), so the snapshot is the one a
// single read makes, to the last bit.

#if canImport(Dispatch) && !hasFeature(Embedded)
import Dispatch

extension LayerSnapshotBuilder {
  /// Where a drawing order is cut into runs for threads.
  ///
  /// `chainEnd` is the position of P, the first layer of the order that does not hold exactly one
  /// sublayer (the root, when it holds several), and `starts` the positions of the sublayers of P
  /// whose subtrees start a run after the first: each run but the last holds a sixteenth of the
  /// layers or more. `nil` when there would be one run, or one would hold more than three
  /// quarters of the layers.
  ///
  /// - Complexity: O(*n*) for *n* layers.
  static func runs(_ order: [(layer: Unmanaged<Layer>, depth: Int)]) -> (
    chainEnd: Int, starts: [Int]
  )? {
    var chainEnd = 0
    while chainEnd + 1 < order.count,
      order[chainEnd].layer._withUnsafeGuaranteedRef({ $0.storage.pointee.sublayers.count }) == 1
    {
      chainEnd += 1
    }
    let runSize = Swift.max(1, order.count / 16)
    var (starts, runStart, largest) = ([Int](), chainEnd + 1, 0)
    for position in (chainEnd + 1)..<order.count
    where order[position].depth == chainEnd + 1 && position - runStart >= runSize {
      starts.append(position)
      largest = Swift.max(largest, position - runStart)
      runStart = position
    }
    largest = Swift.max(largest, order.count - runStart)
    guard !starts.isEmpty, 4 * largest <= 3 * order.count else { return nil }
    return (chainEnd, starts)
  }

  /// Reads a whole tree, given in drawing order, on threads: this builder reads the chain, then
  /// it and a builder per run after the first read the runs at once, as threads are free.
  ///
  /// - Returns: The number of runs read.
  @discardableResult
  mutating func readInRuns(
    _ order: [(layer: Unmanaged<Layer>, depth: Int)], chainEnd: Int, starts: [Int]
  ) -> Int {
    var walk = Walk(below: .root)
    // The chain stays open until every run is read: its boxes and lists hold them all.
    walk.floor = chainEnd + 1
    read(order[...chainEnd], topDepth: 0, walk: &walk)
    var laterWalk = walk
    laterWalk.open = walk.open.map { _ in (index: -1, firstSlot: -1, box: SearchBox()) }
    let clipsAtChain = clips.count
    var runs = [Run(builder: self, walk: walk, entries: order[(chainEnd + 1)..<starts[0]])]
    for (number, start) in starts.enumerated() {
      let end = number + 1 < starts.count ? starts[number + 1] : order.count
      runs.append(
        Run(
          builder: LayerSnapshotBuilder(readingOnFrom: self, at: start, count: end - start),
          walk: laterWalk,
          entries: order[start..<end]))
    }
    self = LayerSnapshotBuilder()  // the first run's builder is the only owner of its columns
    runs.withUnsafeMutableBufferPointer { buffer in
      // Each run is read by one thread and writes only its own builder and the layers of its
      // own subtrees (their snapshot tokens); all read the layers of the chain. The tree does
      // not change until this call returns.
      nonisolated(unsafe) let runs = buffer
      DispatchQueue.concurrentPerform(iterations: runs.count) { runs[$0].read() }
    }
    // Each builder taken out of its run, so that it is the only owner of its columns.
    var later = runs.dropFirst().map { (builder: $0.builder, box: $0.walk.open[chainEnd].box) }
    (self, walk) = (runs[0].builder, runs[0].walk)
    runs = []
    for number in later.indices {
      join(&later[number].builder, clipsAtChain: clipsAtChain)
      walk.open[chainEnd].box.formUnion(later[number].box)
    }
    while !walk.open.isEmpty { close(&walk) }
    return starts.count + 1
  }

  /// A builder, where its read is, and the layers it reads.
  private struct Run {
    var builder: LayerSnapshotBuilder
    var walk: Walk
    let entries: ArraySlice<(layer: Unmanaged<Layer>, depth: Int)>

    mutating func read() {
      builder.read(entries, topDepth: 0, walk: &walk)
    }
  }

  /// A builder that reads `count` layers below the layers `other` has open, the first at index
  /// `first`: it has `other`'s paths and 3D contexts, and `other`'s clips as its base.
  ///
  /// Where they are fewer than its layers, its per-layer columns start with fillers for the
  /// places of its first chunk before `first` (its `firstIndex` is the first filler's), so that
  /// its chunks are the snapshot's and joining it moves less than a chunk of each per-layer
  /// column; otherwise joining it copies them. Its lists of sublayers are copied either way.
  private init(readingOnFrom other: LayerSnapshotBuilder, at first: Int, count: Int) {
    self.init()
    let before = first & (ChunkedArray<Int32>.chunkSize - 1)
    let fillers = before < count ? before : 0
    firstIndex = first - fillers
    columns = LayerColumns(fillers: fillers)
    searchBoxes = ChunkedArray(repeating: SearchBox(), count: fillers)
    // Copies of their own, not other's arrays shared: a thread that finds an array's buffer no
    // longer shared writes it in place, and nothing orders that write after the reads the thread
    // that let the buffer go made of it (ThreadSanitizer sees the race).
    paths = other.paths.map { $0 }
    contexts = other.contexts.map { $0 }
    maximumDepth = other.maximumDepth
    clipBase = (other.clips, other.clipVertices)
  }

  /// Puts the layers a builder made by `init(readingOnFrom:at:count:)` read after this builder's,
  /// and its clips after this builder's (their numbers from `clipsAtChain` on, past the clips it
  /// had as its base, move past them); the builder is left empty.
  private mutating func join(_ back: inout LayerSnapshotBuilder, clipsAtChain: Int) {
    // The back builder's first layer, after its fillers.
    let first = firstIndex + columns.count - back.firstIndex
    precondition(clipBase.clips.isEmpty && (0..<ChunkedArray<Int32>.chunkSize).contains(first))
    let clipShift = Int32(clips.count - clipsAtChain)
    if clipShift != 0, !back.clips.isEmpty {
      back.columns.clipIndices.updateEach(in: first..<back.columns.clipIndices.count) { clip in
        if clip >= clipsAtChain { clip += clipShift }
      }
    }
    let vertexBase = clipVertices.count
    clips += back.clips.map { ($0.lowerBound + vertexBase)..<($0.upperBound + vertexBase) }
    clipVertices += back.clipVertices
    var append = Append(from: first)
    columns.forEachColumn(with: back.columns, &append)
    searchBoxes.append(contentsOf: back.searchBoxes, from: first)
    sublayerBoxes.append(contentsOf: back.sublayerBoxes)
    unusualBoxes.merge(back.unusualBoxes) { $1 }
    spatialLevels.merge(back.spatialLevels) { $1 }
    alwaysChecked += back.alwaysChecked
    anchors += back.anchors
    maximumDepth = Swift.max(maximumDepth, back.maximumDepth)
    back = LayerSnapshotBuilder()
  }
}
/// Appends each column of another builder, from its first layer after its fillers.
private struct Append: ColumnVisitor {
  let from: Int

  func visit<Value>(
    _ column: inout ChunkedArray<Value>, _ other: ChunkedArray<Value>, filler _: Value
  ) {
    column.append(contentsOf: other, from: from)
  }
}
#endif
