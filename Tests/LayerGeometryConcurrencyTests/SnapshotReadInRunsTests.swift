import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// A large tree is read on several threads, in runs of the drawing order that are joined after:
/// the snapshot is the one a single thread reads, to the last bit.
final class SnapshotReadInRunsTests: XCTestCase {
  /// The builders of a tree read in runs (first, so that the runs' threads make the layers'
  /// tokens) and by one thread, and whether it was read in more than one run.
  private func builders(of root: Layer, runsFrom minimum: Int = 0) -> (
    one: LayerSnapshotBuilder, runs: LayerSnapshotBuilder, didSplit: Bool
  ) {
    var runs = LayerSnapshotBuilder()
    let count = runs.read(root, inRunsFrom: minimum)
    var one = LayerSnapshotBuilder()
    XCTAssertEqual(one.read(root, inRunsFrom: .max), 1)
    return (one, runs, count > 1)
  }

  /// Random trees of every kind (perspectives close to the eye, singular levels, masks, hidden
  /// layers, transform layers), each below a chain of masking layers or not.
  func testRandomTreesReadInRunsEqualOneRead() {
    var g = SplitMix64(seed: 0x74_0000)
    var split = 0
    var strong = RandomTreeOptions.strongPerspective
    strong.singularProbability = 0.1
    let kinds = [RandomTreeOptions(), strong]
    for round in 0..<36 {
      var root: Layer
      if round % 3 == 2 {
        root = ContextScenes.randomMixedTree(using: &g).root
      } else {
        var options = kinds[round % 3]
        options.maxLayers = Int.random(in: 50...400, using: &g)
        options.maxDepth = 5
        root = RandomLayerTree(options: options, using: &g).root
      }
      // A chain above it: layers of one sublayer each, masking and turned.
      for _ in 0..<(round % 4) {
        let top = Layer()
        top.frame = Rect2D(x: 10, y: 5, width: 300, height: 280)
        top.masksToBounds = Bool.random(using: &g)
        top.affineTransform = AffineTransform2D(
          rotationAngle: Double.random(in: -0.2...0.2, using: &g))
        top.addSublayer(root)
        root = top
      }
      let (one, runs, didSplit) = builders(of: root)
      if didSplit { split += 1 }
      guard assertSame(one, runs, "round \(round)") else { return }
    }
    XCTAssertGreaterThanOrEqual(split, 24, "too few trees read in runs to be meaningful")
  }

  /// A list of 20,000 rows in masking groups below a chain, read in runs.
  ///
  /// Runs cross chunks, some start with fillers and some are copied when joined, and later runs'
  /// clips are numbered after earlier ones'; cut into runs longer than a chunk, their later chunks
  /// are shared. The snapshot `LayerSnapshot(of:)` makes is the one a single thread reads,
  /// answers hit tests as the live tree does, and updates as one read by one thread.
  func testALargeTreeReadInRunsEqualsOneRead() {
    var g = SplitMix64(seed: 0x74_0001)
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 1_000, height: 1_000)
    root.masksToBounds = true
    let content = Layer()
    content.frame = Rect2D(x: 0, y: -20, width: 1_000, height: 6_000)
    root.addSublayer(content)
    for group in 0..<100 {
      let box = Layer()
      box.frame = Rect2D(
        x: Double(group % 4) * 250, y: Double(group / 4) * 110, width: 240, height: 100)
      box.masksToBounds = group % 3 == 0
      box.isHidden = group % 17 == 5
      content.addSublayer(box)
      for row in 0..<200 {
        let layer = Layer()
        layer.frame = Rect2D(x: 2, y: Double(row) * 0.5, width: 260, height: 0.5)
        if Int.random(in: 0..<10, using: &g) == 0 {
          layer.affineTransform = AffineTransform2D(rotationAngle: 0.1)
          layer.masksToBounds = true
          layer.addSublayer(Layer())
        }
        box.addSublayer(layer)
      }
    }
    let (one, runs, didSplit) = builders(of: root, runsFrom: LayerSnapshotBuilder.layersForRuns)
    XCTAssertTrue(didSplit)
    XCTAssertGreaterThan(runs.columns.names.count, 20_000)
    guard assertSame(one, runs, "the list") else { return }
    // Runs of about 5,000 layers, whose later chunks are shared when joined.
    let order = LayerSnapshotBuilder.drawingOrder(root)
    let groupStarts = order.indices.filter { order[$0].depth == 2 }
    let starts = stride(from: 25, to: groupStarts.count, by: 25).map { groupStarts[$0] }
    var long = LayerSnapshotBuilder()
    XCTAssertEqual(long.readInRuns(order, chainEnd: 1, starts: starts), 4)
    guard assertSame(one, long, "the list in runs of 5,000 layers") else { return }

    var snapshot = LayerSnapshot(of: root)
    XCTAssertTrue(
      assertSameElements(snapshot, LayerSnapshot(one), pool: [root, content], edit: 0))
    func assertAnswersAsTheLiveTree() {
      for _ in 0..<100 {
        let point = Point2D(
          x: Double.random(in: 0...1_000, using: &g), y: Double.random(in: 0...1_000, using: &g))
        XCTAssertEqual(snapshot.hitTest(point), root.hitTest(point).flatMap(snapshot.index(of:)))
      }
    }
    assertAnswersAsTheLiveTree()
    // Rows nudged and added, groups moved: each update equals a snapshot read by one thread, and
    // a copy taken before keeps its values.
    let copy = snapshot
    for edit in 1...3 {
      let group = content.sublayers[Int.random(in: 0..<content.sublayers.count, using: &g)]
      let row = group.sublayers[Int.random(in: 0..<group.sublayers.count, using: &g)]
      switch edit % 3 {
      case 0: row.position.x += 3
      case 1:
        let added = Layer()
        added.frame = Rect2D(x: 5, y: 5, width: 20, height: 20)
        group.insertSublayer(added, at: Int.random(in: 0...group.sublayers.count, using: &g))
      default: content.insertSublayer(group, at: 0)
      }
      snapshot.update(from: root)
      var fresh = LayerSnapshotBuilder()
      fresh.read(root, inRunsFrom: .max)
      guard
        assertSameElements(snapshot, LayerSnapshot(fresh), pool: [root, content], edit: edit)
      else { return }
    }
    XCTAssertTrue(assertSameElements(copy, LayerSnapshot(one), pool: [], edit: 0))
    assertAnswersAsTheLiveTree()
  }

  /// Whether two builders hold the same values, to the last bit (the same token objects).
  private func assertSame(
    _ a: LayerSnapshotBuilder, _ b: LayerSnapshotBuilder, _ message: String
  ) -> Bool {
    let checks: [(String, Bool)] = [
      ("names", Array(a.columns.names) == Array(b.columns.names)),
      ("depths", Array(a.columns.depths) == Array(b.columns.depths)),
      ("parents", Array(a.columns.parents) == Array(b.columns.parents)),
      (
        "maps",
        a.columns.maps.count == b.columns.maps.count
          && zip(a.columns.maps, b.columns.maps).allSatisfy { $0.isBitwiseEqual(to: $1) }
      ),
      (
        "records",
        a.columns.records.count == b.columns.records.count
          && zip(a.columns.records, b.columns.records).allSatisfy(Self.same)
      ),
      ("clip indices", Array(a.columns.clipIndices) == Array(b.columns.clipIndices)),
      ("clips", a.clips == b.clips && bits(a.clipVertices) == bits(b.clipVertices)),
      ("unusual boxes", a.unusualBoxes.mapValues(bits) == b.unusualBoxes.mapValues(bits)),
      ("spatial levels", a.spatialLevels.mapValues(bits) == b.spatialLevels.mapValues(bits)),
      ("search boxes", a.searchBoxes.map(bits) == b.searchBoxes.map(bits)),
      ("always checked", a.alwaysChecked == b.alwaysChecked),
      (
        "tokens",
        a.columns.tokens.count == b.columns.tokens.count
          && zip(a.columns.tokens, b.columns.tokens).allSatisfy { $0 === $1 }
      ),
      ("versions", a.columns.counters.map(\.version) == b.columns.counters.map(\.version)),
      (
        "subtree versions",
        a.columns.counters.map(\.subtreeVersion) == b.columns.counters.map(\.subtreeVersion)
      ),
      ("sizes", Array(a.columns.sizes) == Array(b.columns.sizes)),
      ("subtree boxes", a.columns.subtreeBoxes.map(bits) == b.columns.subtreeBoxes.map(bits)),
      (
        "lists",
        a.sublayerBoxes.map { [UInt32(bitPattern: $0.offset)] + bits($0.box) }
          == b.sublayerBoxes.map { [UInt32(bitPattern: $0.offset)] + bits($0.box) }
      ),
      ("maximum depth", a.maximumDepth == b.maximumDepth),
    ]
    for (name, isSame) in checks where !isSame { XCTFail("\(message): the \(name) differ") }
    return checks.allSatisfy(\.1)
  }

  private static func same(_ a: LayerRecord, _ b: LayerRecord) -> Bool {
    a.flags == b.flags && a.sublayerCount == b.sublayerCount
      && a.inverse.isBitwiseEqual(to: b.inverse)
      && bits(a.bounds) == bits(b.bounds)
  }
}

private func bits(_ rect: Rect2D) -> [UInt64] {
  [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(\.bitPattern)
}

private func bits(_ points: [Point2D]) -> [UInt64] {
  points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
}

private func bits(_ box: SearchBox) -> [UInt32] {
  [box.minX, box.minY, box.maxX, box.maxY].map(\.bitPattern)
}

private func bits(_ h: Homography) -> [UInt64] {
  [h.m11, h.m12, h.m13, h.m21, h.m22, h.m23, h.m31, h.m32, h.m33].map(\.bitPattern)
}

private func bits(_ record: SpatialRecord) -> [UInt64] {
  let t = record.level.transform
  let flags = [record.isTransformLayer, record.isDoubleSided, record.isGeometryFlipped]
  let entries = [
    t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
  ]
  return entries.map(\.bitPattern) + bits(record.level.level.forward)
    + bits(record.level.level.inverse ?? .notANumber) + flags.map { $0 ? 1 : 0 }
    + [record.level.level.isFinite ? 1 : 0]
}
