import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// The chunked arrays behind `LayerSnapshot` against plain arrays, across chunk boundaries.
final class SnapshotChunkedArrayTests: XCTestCase {
  func testReplacingRunsMatchesAnArray() {
    var g = SplitMix64(seed: 0x60_0001)
    let size = ChunkedArray<Int>.chunkSize
    var plain = Array(0..<(3 * size + 17))
    var chunked = ChunkedArray(plain)
    var next = plain.count
    for round in 0..<120 {
      // One to six runs, ascending and apart, some empty (an insertion, at the end too), each
      // replaced by 0 to 2 chunks' worth of elements (or 0 to 3 elements, as often).
      var starts = (0..<Int.random(in: 1...6, using: &g)).map { _ in
        Int.random(in: 0...plain.count, using: &g)
      }
      starts = Array(Set(starts)).sorted()
      var runs: [(old: Range<Int>, new: Range<Int>)] = []
      var source: [Int] = []
      for (index, start) in starts.enumerated() {
        let limit = index + 1 < starts.count ? starts[index + 1] : plain.count
        let end =
          Int.random(in: 0..<4, using: &g) == 0
          ? start : Int.random(in: start...min(limit, start + 2 * size), using: &g)
        let count =
          Bool.random(using: &g)
          ? Int.random(in: 0...3, using: &g) : Int.random(in: 0...(2 * size), using: &g)
        runs.append((start..<end, source.count..<source.count + count))
        source += next..<next + count
        next += count
      }
      for run in runs.reversed() { plain.replaceSubrange(run.old, with: source[run.new]) }
      if plain.isEmpty { break }
      chunked.replace(runs, from: ChunkedArray(source))
      XCTAssertEqual(Array(chunked), plain, "round \(round)")
      XCTAssertEqual(chunked.count, plain.count)
    }
    // Runs that touch, and empty runs at one place (as an update makes them for neighbouring
    // leaves): the earlier run's new elements come first.
    for round in 0..<100 {
      var places = (0..<Int.random(in: 2...5, using: &g)).map { _ in
        Int.random(in: 0...plain.count, using: &g)
      }
      places.sort()
      var runs: [(old: Range<Int>, new: Range<Int>)] = []
      var source: [Int] = []
      for (index, start) in places.enumerated() {
        let limit = index + 1 < places.count ? places[index + 1] : plain.count
        let end = Int.random(in: start...min(limit, start + 3), using: &g)
        let count = Int.random(in: 0...3, using: &g)
        runs.append((start..<end, source.count..<source.count + count))
        source += next..<next + count
        next += count
      }
      for run in runs.reversed() { plain.replaceSubrange(run.old, with: source[run.new]) }
      chunked.replace(runs, from: ChunkedArray(source))
      XCTAssertEqual(Array(chunked), plain, "touching round \(round)")
    }
    // Insertions exactly at each chunk boundary and at the end, which the random runs seldom hit.
    for position in [size, 2 * size, plain.count] where position <= plain.count {
      plain.insert(contentsOf: [-7, -8], at: position)
      chunked.replace([(old: position..<position, new: 0..<2)], from: ChunkedArray([-7, -8]))
      XCTAssertEqual(Array(chunked), plain, "insertion at \(position)")
    }
    // A copy keeps its elements while the original is changed.
    let copy = chunked
    let before = Array(copy)
    chunked[5] = -1
    chunked.replace([(old: 0..<1, new: 0..<3)], from: ChunkedArray([-2, -3, -4]))
    XCTAssertEqual(Array(copy), before)
  }

  /// Many small insertions and removals across four chunks, which turn the full chunks after
  /// them again and again, against an array; with the chunked array's other ways in (runs
  /// appended, elements changed in place), its reader, and a copy that keeps its elements.
  func testSmallSplicesTurnTheChunksAfterThem() {
    var g = SplitMix64(seed: 0x60_0002)
    let size = ChunkedArray<String>.chunkSize
    var plain = (0..<(4 * size - 3)).map { "\($0)" }
    var chunked = ChunkedArray(plain)
    for round in 0..<300 {
      let start = Int.random(in: 0...plain.count, using: &g)
      let end = Swift.min(plain.count, start + Int.random(in: 0...3, using: &g))
      let new = (0..<Int.random(in: 0...3, using: &g)).map { "r\(round)-\($0)" }
      let copy = chunked
      let before = plain
      plain.replaceSubrange(start..<end, with: new)
      chunked.replace([(old: start..<end, new: 0..<new.count)], from: ChunkedArray(new))
      XCTAssertEqual(Array(copy), before, "round \(round): the copy changed")
      guard Array(chunked) == plain else {
        XCTFail("round \(round): \(start)..<\(end) replaced by \(new.count)")
        return
      }
      if round % 10 == 0 {
        // A reader reads the same elements through the table of turned chunks, and so do the
        // runs of elements stored one after another, from any place on.
        let read = chunked.withReader { reader in plain.indices.map { reader[$0] } }
        XCTAssertEqual(read, plain, "round \(round): the reader")
        let start = Int.random(in: 0..<plain.count, using: &g)
        var position = start
        var runs: [String] = []
        while position < chunked.count {
          let run = chunked.unsafeRun(from: position)
          XCTAssertFalse(run.isEmpty)
          runs += run
          position += run.count
        }
        XCTAssertEqual(runs, Array(plain[start...]), "round \(round): runs")
      }
      if round % 50 == 0 {
        let run = Int.random(in: 0..<plain.count / 2, using: &g)..<plain.count - 5
        var appended: [String] = []
        chunked.append(run, to: &appended)
        XCTAssertEqual(appended, Array(plain[run]), "round \(round)")
        chunked.updateEach(in: run) { $0 += "!" }
        for index in run { plain[index] += "!" }
        XCTAssertEqual(Array(chunked), plain, "round \(round)")
      }
    }
  }

  /// An array of several pages of chunks (32 chunks a page): small and large splices across the
  /// pages' edges, arrays joined at every alignment, the reader and the runs, against an array;
  /// a copy keeps its elements, and a write to one element leaves every other chunk shared.
  func testArraysOfSeveralPagesMatchAnArray() {
    var g = SplitMix64(seed: 0x60_0007)
    let size = ChunkedArray<Int>.chunkSize
    let page = 32 * size
    var plain = Array(0..<(2 * page + 5 * size + 9))
    var chunked = ChunkedArray(plain)
    var next = plain.count
    for round in 0..<60 {
      // Mostly near a page's edge, where a chunk's page changes.
      let edge = page * Int.random(in: 1...2, using: &g)
      let start = Swift.min(
        plain.count,
        Bool.random(using: &g)
          ? Swift.max(0, edge + Int.random(in: -size...size, using: &g))
          : Int.random(in: 0...plain.count, using: &g))
      let end = Swift.min(
        plain.count,
        start
          + (Bool.random(using: &g)
            ? Int.random(in: 0...3, using: &g) : Int.random(in: 0...(3 * size), using: &g)))
      let count =
        Bool.random(using: &g)
        ? Int.random(in: 0...3, using: &g) : Int.random(in: 0...(3 * size), using: &g)
      let new = Array(next..<next + count)
      next += count
      let copy = chunked
      let before = plain
      plain.replaceSubrange(start..<end, with: new)
      chunked.replace([(old: start..<end, new: 0..<count)], from: ChunkedArray(new))
      XCTAssertTrue(Array(copy) == before, "round \(round): the copy changed")
      guard Array(chunked) == plain else {
        return XCTFail("round \(round): \(start)..<\(end) replaced by \(count)")
      }
    }
    // More than four runs at once: the chunks from the first run on are made again.
    guard plain.count > 2 * page + 11 else { return XCTFail("too few elements left") }
    let starts = [size / 2, page - 3, page + size, 2 * page - 1, 2 * page + 7]
    let fiveRuns = starts.enumerated().map { offset, start in
      (old: start..<start + offset, new: offset * 3..<offset * 3 + 3)
    }
    let source = Array(next..<next + 15)
    for run in fiveRuns.reversed() { plain.replaceSubrange(run.old, with: source[run.new]) }
    chunked.replace(fiveRuns, from: ChunkedArray(source))
    XCTAssertTrue(Array(chunked) == plain, "five runs")
    let read = chunked.withReader { reader in plain.indices.map { reader[$0] } }
    XCTAssertTrue(read == plain, "the reader")
    var runs: [Int] = []
    while runs.count < chunked.count { runs += chunked.unsafeRun(from: runs.count) }
    XCTAssertTrue(runs == plain, "the runs")
    // Joined at a page's start (its pages shared), at a chunk's start (its chunks shared one by
    // one, then its pages from the next page's start on) and anywhere.
    for (head, from) in [
      (0, page), (size, 2 * size), (size, 33 * size), (3, 5), (page, 0), (7, page + 1),
    ] {
      var joined = ChunkedArray(Array(plain[..<head]))
      joined.append(contentsOf: chunked, from: from)
      XCTAssertTrue(
        Array(joined) == Array(plain[..<head]) + plain[from...], "joined \(head), \(from)")
    }
    // A write copies its own chunk only: the copy still shares every other one.
    let copy = chunked
    chunked[page + 1] = -1
    XCTAssertEqual(copy[page + 1], plain[page + 1])
    for chunk in 0..<(chunked.count + size - 1) / size where chunk != (page + 1) / size {
      XCTAssertEqual(
        chunked.unsafeRun(from: chunk * size).baseAddress,
        copy.unsafeRun(from: chunk * size).baseAddress, "chunk \(chunk) copied")
    }
  }

  /// Overwriting with the same values leaves a chunk that a copy shares alone, and overwriting
  /// with one value that differs copies it: for numbers, optional strings, objects and the
  /// snapshot's records (whose fields leave no bytes between them).
  func testOverwritingTheSameValuesKeepsAChunkShared() {
    func check<Element>(_ elements: [Element], changing index: Int, to other: Element) {
      var chunked = ChunkedArray(elements)
      let copy = chunked
      chunked.overwrite(0..<elements.count, with: ChunkedArray(elements)[0..<elements.count])
      XCTAssertEqual(
        chunked.unsafeRun(from: 0).baseAddress, copy.unsafeRun(from: 0).baseAddress,
        "\(Element.self): the same values copied the chunk")
      var changed = elements
      changed[index] = other
      chunked.overwrite(0..<elements.count, with: ChunkedArray(changed)[0..<elements.count])
      XCTAssertNotEqual(
        chunked.unsafeRun(from: 0).baseAddress, copy.unsafeRun(from: 0).baseAddress,
        "\(Element.self): a new value was not written")
    }
    check([1.0, 2, 3], changing: 1, to: 5)
    check(["a", nil, String(repeating: "long ", count: 20)], changing: 1, to: "b")
    let tokens = [LayerToken(), LayerToken()]
    check(tokens, changing: 0, to: LayerToken())
    let record = LayerRecord(
      inverse: .notANumber, bounds: Rect2D(x: 1, y: 2, width: 3, height: 4), sublayerCount: 7,
      flags: [.hidden])
    let other = LayerRecord(
      inverse: .notANumber, bounds: Rect2D(x: 1, y: 2, width: 3, height: 4), sublayerCount: 7,
      flags: [.masksToBounds])
    check([record, record], changing: 1, to: other)
    // Its fields fill every byte up to its size: same values, same bytes.
    XCTAssertEqual(
      MemoryLayout<LayerRecord>.size,
      MemoryLayout<Homography>.size + MemoryLayout<Rect2D>.size + MemoryLayout<Int32>.size
        + MemoryLayout<LayerSnapshot.Flags>.size)
  }

  /// Overwriting runs that cross chunks, some of them turned, from a source whose run starts at
  /// another place of its own chunks (turned too, every other time): the array is the plain
  /// array overwritten, with every element that differs written (several in a run, next to each
  /// other too) and no other; a copy taken before keeps its elements and shares every chunk in
  /// which nothing differed.
  func testOverwritingRunsAcrossTurnedChunksMatchesAnArray() {
    var g = SplitMix64(seed: 0x60_0009)
    let size = ChunkedArray<String>.chunkSize
    var plain = (0..<(4 * size + 9)).map { "\($0)" }
    var chunked = ChunkedArray(plain)
    for round in 0..<200 {
      if round % 4 == 0 {
        // A small splice turns the full chunks after it.
        let start = Int.random(in: 0..<plain.count, using: &g)
        let new = (0..<Int.random(in: 0...3, using: &g)).map { "s\(round)-\($0)" }
        let end = Swift.min(plain.count, start + Int.random(in: 0...3, using: &g))
        plain.replaceSubrange(start..<end, with: new)
        chunked.replace([(old: start..<end, new: 0..<new.count)], from: ChunkedArray(new))
      }
      let start = Int.random(in: 0..<plain.count, using: &g)
      let length = Int.random(in: 0...Swift.min(2 * size + 40, plain.count - start), using: &g)
      // The source holds the run at an offset into its own chunks; most of its elements are the
      // ones in place, some differ.
      let offset = Int.random(in: 0..<size, using: &g)
      var source = (0..<offset).map { "pad\($0)" }
      for index in start..<start + length {
        source.append(Int.random(in: 0..<5, using: &g) == 0 ? "o\(round)-\(index)" : plain[index])
      }
      // Every other round the source's chunks are turned: an element taken off its front
      // passes one along each.
      var turned = ChunkedArray(round % 2 == 0 ? source : ["front"] + source)
      if round % 2 == 1 { turned.replace([(old: 0..<1, new: 0..<0)], from: ChunkedArray()) }
      let copy = chunked
      let before = plain
      plain.replaceSubrange(start..<start + length, with: source[offset...])
      chunked.overwrite(start..<start + length, with: turned[offset..<offset + length])
      let wrong = plain.indices.first { $0 >= chunked.count || chunked[$0] != plain[$0] }
      XCTAssertTrue(
        chunked.count == plain.count && wrong == nil,
        "round \(round): \(start)..<\(start + length), first wrong at \(String(describing: wrong))")
      XCTAssertTrue(Array(copy) == before, "round \(round): the copy changed")
      // A chunk where nothing differed is still the copy's.
      let written = Set(plain.indices.filter { plain[$0] != before[$0] }.map { $0 / size })
      for chunk in 0..<(plain.count + size - 1) / size where !written.contains(chunk) {
        XCTAssertEqual(
          chunked.unsafeRun(from: chunk * size).baseAddress,
          copy.unsafeRun(from: chunk * size).baseAddress, "round \(round): chunk \(chunk) copied")
      }
    }
  }

  /// Overwriting writes what differs in any bit: −0 over 0, one NaN's payload over another's;
  /// and what is the same stays, in an array and in a copy that shares its chunks.
  func testOverwritingWritesEveryBitThatDiffers() {
    let quiet = Double.nan
    let payload = Double(nan: 7, signaling: false)
    var chunked = ChunkedArray([0.0, 1.0, quiet, 3.0])
    let copy = chunked
    chunked.overwrite(0..<4, with: ChunkedArray([-0.0, 1.0, payload, 3.0])[0..<4])
    XCTAssertEqual(chunked[0].sign, .minus)
    XCTAssertEqual(chunked[1], 1.0)
    XCTAssertEqual(chunked[2].bitPattern, payload.bitPattern)
    XCTAssertEqual(chunked[3], 3.0)
    XCTAssertEqual(copy[0].sign, .plus)
    XCTAssertEqual(copy[2].bitPattern, quiet.bitPattern)
  }

  /// The identity of each object of a chunked array, read without retaining it, in straight and
  /// turned chunks.
  func testIdentitiesAreTheObjects() {
    var g = SplitMix64(seed: 0x60_0007)
    let size = ChunkedArray<LayerToken>.chunkSize
    var plain = (0..<(3 * size + 5)).map { _ in LayerToken() }
    var chunked = ChunkedArray(plain)
    for _ in 0..<20 {
      let start = Int.random(in: 0...plain.count, using: &g)
      let end = Swift.min(plain.count, start + Int.random(in: 0...3, using: &g))
      let new = (0..<Int.random(in: 0...3, using: &g)).map { _ in LayerToken() }
      plain.replaceSubrange(start..<end, with: new)
      chunked.replace([(old: start..<end, new: 0..<new.count)], from: ChunkedArray(new))
    }
    XCTAssertTrue(
      plain.indices.allSatisfy { chunked.identity(at: $0) == ObjectIdentifier(plain[$0]) })
  }

  /// Joining arrays, aligned (the second starting with fillers for the first's last chunk, its
  /// later chunks shared; or the first ending on a chunk's end) or not (copied), against plain
  /// arrays, the second's chunks turned or not; neither changes when the other does after.
  func testJoiningArraysMatchesAnArray() {
    var g = SplitMix64(seed: 0x60_0004)
    let size = ChunkedArray<String>.chunkSize
    for round in 0..<60 {
      let frontCount =
        round % 4 == 0
        ? size * Int.random(in: 0...2, using: &g) : Int.random(in: 0...(3 * size), using: &g)
      let front = (0..<frontCount).map { "f\(round)-\($0)" }
      var back = (0..<Int.random(in: 0...(3 * size), using: &g)).map { "b\(round)-\($0)" }
      let fillers = Bool.random(using: &g) ? front.count % size : 0
      var joined = ChunkedArray(front)
      var second = ChunkedArray(repeating: "filler", count: fillers)
      for element in back { second.append(element) }
      if round % 3 == 1, back.count > 1 {
        // A removal near the start turns the full chunks after it.
        second.replace([(old: fillers..<fillers + 1, new: 0..<0)], from: ChunkedArray([]))
        back.removeFirst()
      }
      let secondBefore = Array(second)
      joined.append(contentsOf: second, from: fillers)
      XCTAssertEqual(Array(joined), front + back, "round \(round), \(fillers) fillers")
      joined.updateEach(in: 0..<joined.count) { $0 += "!" }
      joined.append("last")
      XCTAssertEqual(Array(second), secondBefore, "round \(round)")
      XCTAssertEqual(Array(joined), (front + back).map { $0 + "!" } + ["last"], "round \(round)")
      second.updateEach(in: 0..<second.count) { $0 += "?" }
      XCTAssertEqual(Array(joined), (front + back).map { $0 + "!" } + ["last"], "round \(round)")
    }
  }

  /// The identity table spliced in place against one made from scratch: random runs taken out and
  /// put in, in tables small enough (and crowded enough, up to half full) that probe sequences
  /// wrap around the end and meet, so that taking an identity out moves others back.
  func testSplicingTheIdentityTableMatchesAFreshOne() {
    var g = SplitMix64(seed: 0x1D_0001)
    var objects = (0..<20).map { _ in LayerToken() }
    var table = IdentityTable(objects.map(ObjectIdentifier.init))
    for round in 0..<2_000 {
      // One to three runs, ascending and apart, each replaced by 0 to 4 new objects.
      var starts = (0..<Int.random(in: 1...3, using: &g)).map { _ in
        Int.random(in: 0...objects.count, using: &g)
      }
      starts = Array(Set(starts)).sorted()
      var runs: [(old: Range<Int>, pieces: [LayerToken])] = []
      for (index, start) in starts.enumerated() {
        let limit = index + 1 < starts.count ? starts[index + 1] : objects.count
        let end = Int.random(in: start...limit, using: &g)
        let pieces = (0..<Int.random(in: 0...4, using: &g)).map { _ in LayerToken() }
        runs.append((start..<end, pieces))
      }
      var new: [LayerToken] = []
      var added: [Range<Int>] = []
      var shifts: [(from: Int, by: Int)] = []
      var kept = 0
      for run in runs {
        new += objects[kept..<run.old.lowerBound]
        added.append(new.count..<new.count + run.pieces.count)
        new += run.pieces
        kept = run.old.upperBound
        shifts.append((run.old.upperBound, new.count - kept))
      }
      new += objects[kept...]
      let removed = objects
      table.splice(
        removing: runs.map(\.old), shifts: shifts, adding: added,
        identities: runs.map { $0.pieces.map(ObjectIdentifier.init) })
      objects = new
      for (index, object) in objects.enumerated() {
        XCTAssertEqual(table.index(of: ObjectIdentifier(object)), index, "round \(round)")
      }
      for run in runs {
        for object in removed[run.old] {
          XCTAssertNil(table.index(of: ObjectIdentifier(object)), "round \(round)")
        }
      }
      // Back to 20 objects now and then, in a table made afresh.
      if objects.count > 40 || objects.count < 5 {
        objects =
          objects.count > 40
          ? Array(objects.prefix(20))
          : objects
            + (0..<15).map { _ in
              LayerToken()
            }
        table = IdentityTable(objects.map(ObjectIdentifier.init))
      }
    }
  }

  /// The box hierarchy refitted in place after a splice answers as one built from scratch, as the
  /// number of layers grows and shrinks across leaves and powers of two.
  func testRefittingTheBoxHierarchyMatchesAFreshOne() {
    var g = SplitMix64(seed: 0x1D_0002)
    func randomBox() -> SearchBox {
      let (x, y) = (Double.random(in: 0...100, using: &g), Double.random(in: 0...100, using: &g))
      return SearchBox(Rect2D(x: x, y: y, width: 5, height: 5), grownBy: 0)!
    }
    var boxes = (0..<30).map { _ in randomBox() }
    var hierarchy = BoxHierarchy(boxes: ChunkedArray(boxes), always: [])
    for round in 0..<500 {
      let start = Int.random(in: 0...boxes.count, using: &g)
      let end = Int.random(in: start...min(boxes.count, start + 6), using: &g)
      let oldCount = boxes.count
      boxes.replaceSubrange(
        start..<end, with: (0..<Int.random(in: 0...8, using: &g)).map { _ in randomBox() })
      if boxes.isEmpty { boxes = [randomBox()] }
      _ = hierarchy.takeBoxes()
      hierarchy.replaceBoxes(ChunkedArray(boxes), from: start, oldCount: oldCount, always: [])
      let fresh = BoxHierarchy(boxes: ChunkedArray(boxes), always: [])
      for _ in 0..<8 {
        let point = Point2D(
          x: Double.random(in: 0...105, using: &g), y: Double.random(in: 0...105, using: &g))
        var (refitted, made): ([Int], [Int]) = ([], [])
        let holds: (SearchBox) -> Bool = { $0.contains(point) }
        hierarchy.forEachCandidate(in: 0..<boxes.count, frontToBack: true, where: holds) {
          refitted.append($0)
          return true
        }
        fresh.forEachCandidate(in: 0..<boxes.count, frontToBack: true, where: holds) {
          made.append($0)
          return true
        }
        XCTAssertEqual(refitted, made, "round \(round)")
        XCTAssertEqual(
          made, boxes.indices.reversed().filter { boxes[$0].contains(point) }, "round \(round)")
      }
      if boxes.count > 70 {
        boxes.removeLast(40)
        hierarchy = BoxHierarchy(boxes: ChunkedArray(boxes), always: [])
      }
    }
  }

  /// A run's union and its candidates against the boxes one by one: runs of every length at every
  /// place, with empty boxes and layers that every query checks among them.
  func testARunsUnionAndCandidatesMatchTheBoxesOneByOne() {
    var g = SplitMix64(seed: 0x1D_0003)
    func bits(_ box: SearchBox) -> [UInt32] {
      [box.minX, box.minY, box.maxX, box.maxY].map(\.bitPattern)
    }
    for count in [1, 3, 4, 5, 17, 64, 130] {
      var boxes = (0..<count).map { _ -> SearchBox in
        guard Int.random(in: 0..<5, using: &g) > 0 else { return SearchBox() }
        let (x, y) = (Double.random(in: 0...100, using: &g), Double.random(in: 0...100, using: &g))
        return SearchBox(Rect2D(x: x, y: y, width: 20, height: 20), grownBy: 0)!
      }
      let always = (0..<count).filter { _ in Int.random(in: 0..<7, using: &g) == 0 }.map(Int32.init)
      for index in always { boxes[Int(index)] = SearchBox() }
      let hierarchy = BoxHierarchy(boxes: ChunkedArray(boxes), always: always)
      for _ in 0..<200 {
        let start = Int.random(in: 0...count, using: &g)
        let run = start..<Int.random(in: start...count, using: &g)
        var union = SearchBox()
        for index in run { union.formUnion(boxes[index]) }
        if always.contains(where: { run.contains(Int($0)) }) { union = .everything }
        XCTAssertEqual(bits(hierarchy.union(of: run)), bits(union), "\(count) layers, \(run)")
        let point = Point2D(
          x: Double.random(in: -5...125, using: &g), y: Double.random(in: -5...125, using: &g))
        let expected = run.filter { index in
          always.contains(Int32(index)) || (!boxes[index].isEmpty && boxes[index].contains(point))
        }
        for frontToBack in [true, false] {
          var found: [Int] = []
          let holds = { (box: SearchBox) in box.contains(point) }
          hierarchy.forEachCandidate(in: run, frontToBack: frontToBack, where: holds) {
            found.append($0)
            return true
          }
          XCTAssertEqual(found, frontToBack ? expected.reversed() : expected, "\(count), \(run)")
        }
      }
    }
  }
}
