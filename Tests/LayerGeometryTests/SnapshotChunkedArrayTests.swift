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
      // One to six runs, ascending and apart, each replaced by 0 to 2 chunks' worth of elements
      // (or 1 to 3 elements, as often).
      var starts = (0..<Int.random(in: 1...6, using: &g)).map { _ in
        Int.random(in: 0..<plain.count, using: &g)
      }
      starts = Array(Set(starts)).sorted()
      var runs: [(old: Range<Int>, new: Range<Int>)] = []
      var source: [Int] = []
      for (index, start) in starts.enumerated() {
        let limit = index + 1 < starts.count ? starts[index + 1] : plain.count
        let end = Int.random(in: (start + 1)...min(limit, start + 2 * size), using: &g)
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
    // A copy keeps its elements while the original is changed.
    let copy = chunked
    let before = Array(copy)
    chunked[5] = -1
    chunked.replace([(old: 0..<1, new: 0..<3)], from: ChunkedArray([-2, -3, -4]))
    XCTAssertEqual(Array(copy), before)
  }
}
