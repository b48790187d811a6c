// The per-layer arrays of a LayerSnapshot, kept in chunks that are copied on write one by one: an
// update that changes a few layers of a snapshot whose copy is alive elsewhere copies the chunks of
// those layers and the list of chunks (one reference per 4,096 elements), never the whole array.

/// An array of values in chunks of 4,096, each copied on write on its own.
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
  /// The base-2 logarithm of the chunk size.
  static var shift: Int { 12 }
  static var chunkSize: Int { 1 << shift }

  private var chunks: [[Element]]
  private(set) var endIndex: Int

  var startIndex: Int { 0 }

  init() {
    chunks = []
    endIndex = 0
  }

  init(_ elements: [Element]) {
    chunks = stride(from: 0, to: elements.count, by: Self.chunkSize).map { start in
      Array(elements[start..<Swift.min(start + Self.chunkSize, elements.count)])
    }
    endIndex = elements.count
  }

  /// Adds an element at the end.
  mutating func append(_ element: Element) {
    if endIndex & (Self.chunkSize - 1) == 0 {
      chunks.append([element])
    } else {
      chunks[chunks.count - 1].append(element)
    }
    endIndex += 1
  }

  subscript(position: Int) -> Element {
    @inline(__always) get { chunks[position >> Self.shift][position & (Self.chunkSize - 1)] }
    @inline(__always) set {
      chunks[position >> Self.shift][position & (Self.chunkSize - 1)] = newValue
    }
  }

  /// Replaces runs of elements, ascending and apart, with new elements taken from `source`.
  ///
  /// A few runs are replaced one at a time, in place: the chunks after a run pass elements along
  /// to keep every chunk but the last full (a move within each chunk, no copies but the elements
  /// passed on). More runs make the chunks from the first run on again.
  ///
  /// - Complexity: O(*n* − the first run's start), plus O(*k*) per run of *k* new elements.
  mutating func replace(
    _ runs: [(old: Range<Int>, new: Range<Int>)], from source: ChunkedArray<Element>
  ) {
    guard let first = runs.first else { return }
    guard runs.count > 4 else {
      for run in runs.reversed() { replace(run.old, with: source[run.new]) }
      return
    }
    let firstChunk = first.old.lowerBound >> Self.shift
    let start = firstChunk << Self.shift
    var tail: [Element] = []
    tail.reserveCapacity(endIndex - start + runs.reduce(0) { $0 + $1.new.count - $1.old.count })
    var kept = start
    for run in runs {
      append(kept..<run.old.lowerBound, to: &tail)
      source.append(run.new, to: &tail)
      kept = run.old.upperBound
    }
    append(kept..<endIndex, to: &tail)
    chunks.removeSubrange(firstChunk...)
    for chunkStart in stride(from: 0, to: tail.count, by: Self.chunkSize) {
      chunks.append(Array(tail[chunkStart..<Swift.min(chunkStart + Self.chunkSize, tail.count)]))
    }
    endIndex = start + tail.count
  }

  /// Replaces a run of elements (empty: `new` is inserted) with `new`, in place.
  private mutating func replace(_ old: Range<Int>, with new: Slice<ChunkedArray<Element>>) {
    guard new.count != old.count else { return overwrite(old, with: new) }
    guard old.lowerBound < endIndex else {
      for element in new { append(element) }
      return
    }
    let firstChunk = old.lowerBound >> Self.shift
    let lastChunk = old.isEmpty ? firstChunk : (old.upperBound - 1) >> Self.shift
    let base = firstChunk << Self.shift
    if firstChunk == lastChunk {
      chunks[firstChunk].replaceSubrange(
        (old.lowerBound - base)..<(old.upperBound - base), with: new)
    } else {
      let suffix = chunks[lastChunk][(old.upperBound - (lastChunk << Self.shift))...]
      chunks[firstChunk].replaceSubrange((old.lowerBound - base)..., with: new)
      chunks[firstChunk] += suffix
      chunks.removeSubrange((firstChunk + 1)...lastChunk)
    }
    endIndex += new.count - old.count
    // Every chunk but the last holds `chunkSize` elements again.
    var chunk = firstChunk
    while true {
      let excess = chunks[chunk].count - Self.chunkSize
      if chunk == chunks.count - 1 {
        if excess > 0 {
          chunks.append(Array(chunks[chunk][Self.chunkSize...]))
          chunks[chunk].removeSubrange(Self.chunkSize...)
          chunk += 1
          continue
        }
        if chunks[chunk].isEmpty { chunks.removeLast() }
        return
      }
      if excess == 0 { return }
      if excess > 0 {
        // The elements passed on are copied out first: a slice still alive would share the
        // chunk's storage, and removing them would then copy the whole chunk.
        let carried = Array(chunks[chunk][Self.chunkSize...])
        chunks[chunk + 1].insert(contentsOf: carried, at: 0)
        chunks[chunk].removeSubrange(Self.chunkSize...)
      } else {
        let taken = Swift.min(-excess, chunks[chunk + 1].count)
        chunks[chunk] += chunks[chunk + 1][..<taken]
        chunks[chunk + 1].removeSubrange(..<taken)
        if chunks[chunk + 1].isEmpty {
          chunks.remove(at: chunk + 1)
          continue
        }
      }
      chunk += 1
    }
  }

  /// Appends the elements of `range` to `array`, a chunk's run at a time.
  func append(_ range: Range<Int>, to array: inout [Element]) {
    var index = range.lowerBound
    while index < range.upperBound {
      let offset = index & (Self.chunkSize - 1)
      let length = Swift.min(Self.chunkSize - offset, range.upperBound - index)
      array += chunks[index >> Self.shift][offset..<offset + length]
      index += length
    }
  }

  /// Calls `body` with each element of `range` to change it in place, a chunk at a time.
  mutating func updateEach(in range: Range<Int>, _ body: (inout Element) -> Void) {
    var index = range.lowerBound
    while index < range.upperBound {
      let offset = index & (Self.chunkSize - 1)
      let length = Swift.min(Self.chunkSize - offset, range.upperBound - index)
      chunks[index >> Self.shift].withUnsafeMutableBufferPointer { chunk in
        for position in offset..<offset + length { body(&chunk[position]) }
      }
      index += length
    }
  }

  /// Sets the elements of `range` to `elements`, as many.
  mutating func overwrite(_ range: Range<Int>, with elements: Slice<ChunkedArray<Element>>) {
    for (index, element) in zip(range, elements) { self[index] = element }
  }
}

extension ChunkedArray: Sendable where Element: Sendable {}
