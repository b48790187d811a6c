// The per-layer arrays of a LayerSnapshot, kept in chunks that are copied on write one by one: an
// update that changes a few layers of a snapshot whose copy is alive elsewhere copies the chunks of
// those layers and, of the table of chunks, the pages that hold them (one reference per chunk, 32
// chunks a page) and the list of pages (one reference per 8,192 elements), never the whole array.
//
// Every chunk but the last is full, so that an element's chunk is its index shifted, and every
// page but the last holds 32 chunks, so that a chunk's page is its number shifted. A full chunk
// may hold its elements turned, as a ring: element i at (start + i) mod 256. An insertion or a
// removal then passes elements along the chunks after it by turning each (moving only the elements
// passed), not by moving every element after it.

/// An array of values in chunks of 256, each copied on write on its own.
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
  /// The base-2 logarithm of the chunk size.
  static var shift: Int { 8 }
  static var chunkSize: Int { 1 << shift }
  private static var mask: Int { chunkSize - 1 }

  /// A chunk's elements; a full chunk's turned by `start` (element i at `(start + i) & mask`), a
  /// chunk that is not full never turned.
  fileprivate struct Chunk {
    var elements: [Element]
    var start = 0

    /// Puts the elements `carried` (fewer than a chunk's worth) before the elements of a full
    /// chunk by turning it, and leaves as many elements taken from its end in their places.
    mutating func pushFront(_ carried: inout [Element]) {
      start = (start - carried.count) & ChunkedArray.mask
      for offset in carried.indices {
        swap(&carried[offset], &elements[(start + offset) & ChunkedArray.mask])
      }
    }

    /// Takes the first `count` elements of a full chunk out into `front` (what it held goes) by
    /// turning it; the chunk is then short of `count` elements at its end, whose places hold
    /// stale values until ``fillEnd(_:short:)``.
    mutating func popFront(_ count: Int, into front: inout [Element]) {
      front.removeAll(keepingCapacity: true)
      for offset in 0..<count { front.append(elements[(start + offset) & ChunkedArray.mask]) }
      start = (start + count) & ChunkedArray.mask
    }

    /// Fills the places at the end of a turned chunk short of `short` elements.
    mutating func fillEnd(_ new: [Element], short: Int) {
      let first = start + ChunkedArray.chunkSize - short
      for (offset, element) in new.enumerated() {
        elements[(first + offset) & ChunkedArray.mask] = element
      }
    }

    /// Stores the elements in order from the first place on.
    mutating func straighten() {
      guard start != 0 else { return }
      var straight = Array(elements[start...])
      straight += elements[..<start]
      (elements, start) = (straight, 0)
    }
  }

  /// The chunks, in pages of 32 (every page but the last full), each page copied on write on its
  /// own: a write to an array whose copy is alive copies the list of pages, the page of the chunk
  /// written and the chunk, not a reference to every chunk.
  fileprivate struct Table {
    static var pageShift: Int { 5 }
    static var pageMask: Int { (1 << pageShift) - 1 }

    private var pages: [[Chunk]] = []
    private(set) var count = 0

    subscript(chunk: Int) -> Chunk {
      @inline(__always) get { pages[chunk >> Self.pageShift][chunk & Self.pageMask] }
      @inline(__always) _modify { yield &pages[chunk >> Self.pageShift][chunk & Self.pageMask] }
    }

    /// Adds a chunk at the end.
    mutating func append(_ chunk: Chunk) {
      if count & Self.pageMask == 0 {
        var page: [Chunk] = []
        page.reserveCapacity(Self.pageMask + 1)
        page.append(chunk)
        pages.append(page)
      } else {
        pages[pages.count - 1].append(chunk)
      }
      count += 1
    }

    /// Adds the chunks of another table from `start` on at the end: its pages shared where the
    /// two are aligned, its chunks one by one otherwise.
    mutating func append(contentsOf other: Table, from start: Int) {
      var chunk = start
      while chunk < other.count {
        if count & Self.pageMask == 0, chunk & Self.pageMask == 0 {
          pages += other.pages[(chunk >> Self.pageShift)...]
          count += other.count - chunk
          return
        }
        append(other[chunk])
        chunk += 1
      }
    }

    /// Removes the chunks from `start` to the end.
    mutating func removeChunks(from start: Int) {
      let (page, slot) = (start >> Self.pageShift, start & Self.pageMask)
      pages.removeSubrange((slot == 0 ? page : page + 1)...)
      if slot > 0 { pages[page].removeSubrange(slot...) }
      count = start
    }

    /// Removes the last chunk.
    mutating func removeLast() {
      removeChunks(from: count - 1)
    }

    /// Replaces a run of chunks with `new`: the chunks after it are laid on their pages again.
    mutating func replaceChunks(_ run: Range<Int>, with new: [Chunk]) {
      let after = (run.upperBound..<count).map { self[$0] }
      removeChunks(from: run.lowerBound)
      for chunk in new { append(chunk) }
      for chunk in after { append(chunk) }
    }

    /// Calls `body` with the list of pages.
    @inline(__always)
    func withUnsafePages<R>(_ body: (UnsafeBufferPointer<[Chunk]>) -> R) -> R {
      pages.withUnsafeBufferPointer(body)
    }
  }

  private var chunks: Table
  private(set) var endIndex: Int

  var startIndex: Int { 0 }

  init() {
    chunks = Table()
    endIndex = 0
  }

  init(_ elements: [Element]) {
    chunks = Table()
    for start in stride(from: 0, to: elements.count, by: Self.chunkSize) {
      chunks.append(
        Chunk(elements: Array(elements[start..<Swift.min(start + Self.chunkSize, elements.count)])))
    }
    endIndex = elements.count
  }

  /// Adds an element at the end.
  mutating func append(_ element: Element) {
    if endIndex & Self.mask == 0 {
      // After the first chunk, the array is long: a chunk's room is taken at once, not grown.
      var elements: [Element] = []
      if endIndex > 0 { elements.reserveCapacity(Self.chunkSize) }
      elements.append(element)
      chunks.append(Chunk(elements: elements))
    } else {
      chunks[chunks.count - 1].elements.append(element)
    }
    endIndex += 1
  }

  /// An array of `count` (less than a chunk's worth) copies of `filler`, which stand for the
  /// elements before it in another array that ``append(contentsOf:from:)`` joins it to.
  init(repeating filler: Element, count: Int) {
    precondition(count < Self.chunkSize)
    chunks = Table()
    if count > 0 { chunks.append(Chunk(elements: Array(repeating: filler, count: count))) }
    endIndex = count
  }

  /// Adds the elements of another array from `start` on at the end.
  ///
  /// Where the two are aligned (the element at `start` falls at the same place of a chunk as this
  /// array's next), this array's last chunk is filled and the other's later chunks are shared,
  /// not copied; otherwise the elements are copied, a chunk's run at a time.
  mutating func append(contentsOf other: ChunkedArray, from start: Int = 0) {
    precondition((0...other.endIndex).contains(start), "a start past the other array's end")
    var index = start
    while index < other.endIndex {
      // The two stay as aligned as they start: once both are at a chunk's start, the other's
      // chunks from there on are this array's next.
      if endIndex & Self.mask == 0, index & Self.mask == 0 {
        chunks.append(contentsOf: other.chunks, from: index >> Self.shift)
        endIndex += other.endIndex - index
        return
      }
      let length = Swift.min(Self.chunkSize - (endIndex & Self.mask), other.endIndex - index)
      if endIndex & Self.mask == 0 {
        var elements: [Element] = []
        elements.reserveCapacity(length)
        other.append(index..<index + length, to: &elements)
        chunks.append(Chunk(elements: elements))
      } else {
        // A chunk that is not full is never turned: the elements go on at its end.
        other.append(index..<index + length, to: &chunks[chunks.count - 1].elements)
      }
      endIndex += length
      index += length
    }
  }

  subscript(position: Int) -> Element {
    @inline(__always) get {
      let chunk = position >> Self.shift
      return chunks[chunk].elements[(chunks[chunk].start &+ position) & Self.mask]
    }
    @inline(__always) set {
      let chunk = position >> Self.shift
      let start = chunks[chunk].start
      chunks[chunk].elements[(start &+ position) & Self.mask] = newValue
    }
  }

  /// Reads the elements of an array through its list of pages, held for the reader's life (see
  /// ``withReader(_:)``).
  ///
  /// A read through the array itself loads the list's address from the array first; in a loop
  /// whose every step reads a chunk at random (a hit test's walk down a tree), that load is one
  /// more step of the chain from one element to the next.
  struct Reader {
    fileprivate let pages: UnsafeBufferPointer<[Chunk]>
    let count: Int

    /// The element at a position below the count.
    ///
    /// The position is checked in debug builds only: those a snapshot reads come from its own
    /// lists. Below the count, the place is in its chunk, every chunk but the last being full and
    /// the last never turned.
    @inline(__always)
    subscript(position: Int) -> Element {
      assert(UInt(bitPattern: position) < UInt(bitPattern: count), "Index out of range")
      let chunk = position >> ChunkedArray.shift
      return pages[chunk >> Table.pageShift].withUnsafeBufferPointer { page in
        let slot = chunk & Table.pageMask
        let start = page[slot].start
        return page[slot].elements.withUnsafeBufferPointer {
          $0.baseAddress.unsafelyUnwrapped[(start &+ position) & ChunkedArray.mask]
        }
      }
    }
  }

  /// The elements stored one after another from a position below the count on, to the end of
  /// its chunk or of the chunk's storage, whichever comes first (a turned chunk's elements wrap
  /// around its storage): at least one element.
  ///
  /// The buffer points into the chunk's storage, and stays valid for as long as this array,
  /// unchanged, is alive: a chunk's storage is never moved but by a change to the array that
  /// holds it, and a change to a copy of the array copies the chunk first.
  func unsafeRun(from position: Int) -> UnsafeBufferPointer<Element> {
    precondition((0..<endIndex).contains(position), "Index out of range")
    let chunk = chunks[position >> Self.shift]
    let offset = position & Self.mask
    let slot = (chunk.start + offset) & Self.mask
    let length = Swift.min(chunk.elements.count - offset, chunk.elements.count - slot)
    return chunk.elements.withUnsafeBufferPointer {
      UnsafeBufferPointer(rebasing: $0[slot..<slot + length])
    }
  }

  /// Calls `body` with a reader of the array, valid until it returns.
  @inline(__always)
  func withReader<R>(_ body: (Reader) -> R) -> R {
    chunks.withUnsafePages { body(Reader(pages: $0, count: endIndex)) }
  }

  /// Replaces runs of elements, ascending and not overlapping (touching, or empty at the same
  /// place: an empty run is an insertion, the earlier one's elements first), with new elements
  /// taken from `source`.
  ///
  /// A few runs are replaced one at a time, in place: the chunks after a run pass elements along
  /// to keep every chunk but the last full, each turned by the elements it passes on. More runs
  /// make the chunks from the first run on again.
  ///
  /// - Complexity: For at most four runs, O(*k* + the chunk size) per run of *k* new or old
  ///   elements, plus O(*d*) per chunk after it when it changes the count by *d*; otherwise
  ///   O(*n* − the first run's start).
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
    chunks.removeChunks(from: firstChunk)
    for chunkStart in stride(from: 0, to: tail.count, by: Self.chunkSize) {
      let end = Swift.min(chunkStart + Self.chunkSize, tail.count)
      chunks.append(Chunk(elements: Array(tail[chunkStart..<end])))
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
    chunks[firstChunk].straighten()
    chunks[lastChunk].straighten()
    let base = firstChunk << Self.shift
    if firstChunk == lastChunk {
      chunks[firstChunk].elements.replaceSubrange(
        (old.lowerBound - base)..<(old.upperBound - base), with: new)
    } else {
      let suffix = chunks[lastChunk].elements[(old.upperBound - (lastChunk << Self.shift))...]
      chunks[firstChunk].elements.replaceSubrange((old.lowerBound - base)..., with: new)
      chunks[firstChunk].elements += suffix
      chunks.replaceChunks((firstChunk + 1)..<(lastChunk + 1), with: [])
    }
    endIndex += new.count - old.count
    let excess = chunks[firstChunk].elements.count - Self.chunkSize
    if excess > 0 {
      passOn(from: firstChunk)
    } else if excess < 0 {
      takeBack(-excess, into: firstChunk)
    }
  }

  /// Passes the elements of a straight chunk beyond the chunk size on to the chunks after it:
  /// whole chunks' worth as new chunks, the rest to the chunks after those, which pass on as many,
  /// each full chunk but the last turned, the last moved.
  private mutating func passOn(from chunk: Int) {
    var carried = Array(chunks[chunk].elements[Self.chunkSize...])
    chunks[chunk].elements.removeSubrange(Self.chunkSize...)
    // Whole chunks' worth become chunks of their own right after it; the rest is passed on.
    let whole = carried.count - carried.count % Self.chunkSize
    if whole > 0 {
      chunks.replaceChunks(
        (chunk + 1)..<(chunk + 1),
        with: stride(from: 0, to: whole, by: Self.chunkSize).map { start in
          Chunk(elements: Array(carried[start..<start + Self.chunkSize]))
        })
      carried = Array(carried[whole...])
    }
    var next = chunk + 1 + whole / Self.chunkSize
    while !carried.isEmpty {
      guard next < chunks.count else {
        for start in stride(from: 0, to: carried.count, by: Self.chunkSize) {
          let end = Swift.min(start + Self.chunkSize, carried.count)
          chunks.append(Chunk(elements: Array(carried[start..<end])))
        }
        return
      }
      if next < chunks.count - 1, carried.count < Self.chunkSize {
        chunks[next].pushFront(&carried)
      } else {
        chunks[next].straighten()
        chunks[next].elements.insert(contentsOf: carried, at: 0)
        carried = []
        if chunks[next].elements.count > Self.chunkSize {
          // The elements passed out are copied first: a slice still alive would share the
          // chunk's storage, and removing them would then copy the whole chunk.
          carried = Array(chunks[next].elements[Self.chunkSize...])
          chunks[next].elements.removeSubrange(Self.chunkSize...)
        }
      }
      next += 1
    }
  }

  /// Fills a straight chunk short of `count` elements from the chunks after it, each full chunk
  /// but the last turned, the last moved (and dropped when it gives its last element).
  private mutating func takeBack(_ count: Int, into chunk: Int) {
    if chunk == chunks.count - 1, chunks[chunk].elements.isEmpty { chunks.removeLast() }
    var short = chunk  // the chunk short of `count` elements at its end
    var next = chunk + 1
    var taken: [Element] = []  // the elements passed back, one chunk's after another's
    taken.reserveCapacity(count)
    while next < chunks.count {
      let isLast = next == chunks.count - 1
      if isLast {
        chunks[next].straighten()
        let length = Swift.min(count, chunks[next].elements.count)
        taken.removeAll(keepingCapacity: true)
        taken += chunks[next].elements[..<length]
        chunks[next].elements.removeSubrange(..<length)
      } else {
        chunks[next].popFront(count, into: &taken)
      }
      if short == chunk {
        chunks[short].elements += taken
      } else {
        chunks[short].fillEnd(taken, short: count)
        if taken.count < count {
          // The last chunk had too few: the turned one before it ends short, and is made straight.
          chunks[short].straighten()
          chunks[short].elements.removeLast(count - taken.count)
        }
      }
      if isLast {
        if chunks[next].elements.isEmpty { chunks.removeLast() }
        return
      }
      (short, next) = (next, next + 1)
    }
  }

  /// Appends the elements of `range` to `array`, a chunk's run at a time.
  func append(_ range: Range<Int>, to array: inout [Element]) {
    var index = range.lowerBound
    while index < range.upperBound {
      let offset = index & Self.mask
      let length = Swift.min(Self.chunkSize - offset, range.upperBound - index)
      let chunk = chunks[index >> Self.shift]
      // The run in the chunk's storage: up to its end, and on from its start.
      let first = (chunk.start + offset) & Self.mask
      let firstLength = Swift.min(length, Self.chunkSize - first)
      array += chunk.elements[first..<first + firstLength]
      array += chunk.elements[0..<length - firstLength]
      index += length
    }
  }

  /// Calls `body` with each element of `range` to change it in place, a chunk at a time.
  mutating func updateEach(in range: Range<Int>, _ body: (inout Element) -> Void) {
    var index = range.lowerBound
    while index < range.upperBound {
      let offset = index & Self.mask
      let length = Swift.min(Self.chunkSize - offset, range.upperBound - index)
      let start = chunks[index >> Self.shift].start
      chunks[index >> Self.shift].elements.withUnsafeMutableBufferPointer { chunk in
        for position in offset..<offset + length { body(&chunk[(start + position) & Self.mask]) }
      }
      index += length
    }
  }

  /// Sets the elements of `range` to `elements`, as many.
  ///
  /// An element is written only where its bits differ from the one in place, so that a chunk
  /// whose elements all stay (the tokens and names of layers read again after a move) is not
  /// copied when a copy of the array shares it.
  mutating func overwrite(_ range: Range<Int>, with elements: Slice<ChunkedArray<Element>>) {
    for (index, element) in zip(range, elements) where !Self.haveSameBits(self[index], element) {
      self[index] = element
    }
  }

  /// Whether two elements are the same bits.
  ///
  /// Then they are the same value (the same object, for a reference). The elements a snapshot
  /// keeps have no bytes between their fields, which would hold no value (see `LayerRecord`).
  @inline(__always)
  private static func haveSameBits(_ a: Element, _ b: Element) -> Bool {
    withUnsafeBytes(of: a) { a in
      withUnsafeBytes(of: b) { b in
        var offset = 0
        while offset + 8 <= a.count {
          guard
            a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
              == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          else { return false }
          offset += 8
        }
        while offset < a.count {
          guard a[offset] == b[offset] else { return false }
          offset += 1
        }
        return true
      }
    }
  }
}

extension ChunkedArray: Sendable where Element: Sendable {}
extension ChunkedArray.Chunk: Sendable where Element: Sendable {}
extension ChunkedArray.Table: Sendable where Element: Sendable {}

extension ChunkedArray where Element: AnyObject {
  /// The identity of the object at a position, read without retaining the object (nor touching
  /// its memory).
  func identity(at position: Int) -> ObjectIdentifier {
    precondition((0..<endIndex).contains(position), "Index out of range")
    let chunk = chunks[position >> Self.shift]
    return chunk.elements.withUnsafeBufferPointer { elements in
      // A reference is stored as the object's address, as an identity is.
      UnsafeRawBufferPointer(elements).load(
        fromByteOffset: ((chunk.start &+ position) & Self.mask) * MemoryLayout<Element>.stride,
        as: ObjectIdentifier.self)
    }
  }
}
