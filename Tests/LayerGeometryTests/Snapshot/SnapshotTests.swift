import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `LayerSnapshot` against the live tree and against brute force written here, on seeded random
/// trees that mix turns, shears, perspective, masks, hidden and single-sided layers, zPosition ties,
/// singular and non-finite levels.
final class SnapshotTests: XCTestCase {
  /// A random tree with zPosition ties (−1, 0 and 1) and, for some seeds, a layer whose position
  /// is not a number.
  private func makeTree(seed: UInt64, options: RandomTreeOptions) -> RandomLayerTree {
    var g = SplitMix64(seed: 0x5A_0000 + seed)
    let tree = RandomLayerTree(options: options, using: &g)
    for layer in tree.layers where RandomLayerTree.chance(0.3, &g) {
      layer.zPosition = Double(Int.random(in: -1...1, using: &g))
    }
    if seed % 4 == 3 {
      tree.layers[Int.random(in: 1..<tree.layers.count, using: &g)].position.x = .nan
    }
    return tree
  }

  private var optionsForSeed: [(UInt64, RandomTreeOptions)] {
    var singular = RandomTreeOptions()
    singular.singularProbability = 0.15
    var flat = RandomTreeOptions()
    flat.perspective = false
    let kinds = [RandomTreeOptions(), .strongPerspective, singular, flat]
    return (0..<48 as Range<UInt64>).map { ($0, kinds[Int($0) % kinds.count]) }
  }

  /// Points near the layers, and points exactly on their edges and corners as the library maps
  /// them into the root's space.
  private func queryPoints<G: RandomNumberGenerator>(
    in tree: RandomLayerTree, count: Int, using g: inout G
  ) -> [Point2D] {
    (0..<count).map { i in
      guard i % 3 == 0 else { return tree.randomWorldPoint(using: &g) }
      let layer = tree.layers[Int.random(in: 0..<tree.layers.count, using: &g)]
      let b = layer.bounds
      let t = Double.random(in: 0...1, using: &g)
      let onEdge = [
        Point2D(x: b.minX, y: b.minY + t * b.height), Point2D(x: b.maxX, y: b.minY + t * b.height),
        Point2D(x: b.minX + t * b.width, y: b.minY), Point2D(x: b.minX + t * b.width, y: b.maxY),
        Point2D(x: b.minX, y: b.minY), Point2D(x: b.maxX, y: b.maxY),
      ][Int.random(in: 0..<6, using: &g)]
      return layer.convert(onEdge, to: nil)
    }
  }

  func testHitTestEqualsTheLiveTree() {
    var compared = 0
    var hits = 0
    for (seed, options) in optionsForSeed {
      let tree = makeTree(seed: seed, options: options)
      let snapshot = LayerSnapshot(of: tree.root)
      var g = SplitMix64(seed: 0x5B_0000 + seed)
      for point in queryPoints(in: tree, count: 2_200, using: &g) {
        let live = tree.root.hitTest(point).flatMap(snapshot.index(of:))
        let answer = snapshot.hitTest(point)
        compared += 1
        if answer != nil { hits += 1 }
        if answer != live {
          XCTFail(
            "seed \(seed): snapshot \(String(describing: answer)), live \(String(describing: live)) at \(point)"
          )
          return
        }
      }
    }
    XCTAssertGreaterThanOrEqual(compared, 100_000)
    XCTAssertGreaterThan(hits, compared / 4, "too few hits to be meaningful")
    print("snapshot hit tests compared with the live tree: \(compared), hits: \(hits)")
  }

  func testHitTestAllMatchesBruteForce() {
    var compared = 0
    var multiple = 0
    for (seed, options) in optionsForSeed.prefix(24) {
      let tree = makeTree(seed: seed, options: options)
      let snapshot = LayerSnapshot(of: tree.root)
      let reference = ReferenceHitTester(root: tree.root)
      var g = SplitMix64(seed: 0x5C_0000 + seed)
      for _ in 0..<400 {
        let point = tree.randomWorldPoint(using: &g)
        guard let expected = reference.hitAll(point, order: .drawingOrder) else { continue }
        let all = snapshot.hitTestAll(point)
        compared += 1
        if all.count > 1 { multiple += 1 }
        XCTAssertEqual(all, expected.compactMap(snapshot.index(of:)), "seed \(seed) at \(point)")
        XCTAssertEqual(all.first, snapshot.hitTest(point), "seed \(seed) at \(point)")
      }
    }
    XCTAssertGreaterThan(compared, 9_000)
    XCTAssertGreaterThan(multiple, compared / 10, "too few points over several layers")
  }

  func testLayersIntersectingMatchesBruteForce() {
    var compared = 0
    var found = 0
    for (seed, options) in optionsForSeed.prefix(32) {
      let tree = makeTree(seed: seed, options: options)
      let snapshot = LayerSnapshot(of: tree.root)
      let brute = BruteForceCulling(root: tree.root)
      var g = SplitMix64(seed: 0x5D_0000 + seed)
      for _ in 0..<150 {
        let centre = tree.randomWorldPoint(using: &g)
        let rect = Rect2D(
          x: centre.x, y: centre.y, width: Double.random(in: -120...120, using: &g),
          height: Double.random(in: -120...120, using: &g))
        let answer = Set(snapshot.layers(intersecting: rect))
        for (layer, expected) in brute.answers(for: rect) {
          guard let expected, let index = snapshot.index(of: layer) else { continue }
          compared += 1
          if expected { found += 1 }
          XCTAssertEqual(answer.contains(index), expected, "seed \(seed), layer \(index), \(rect)")
        }
        XCTAssertEqual(
          snapshot.layers(intersecting: rect), answer.sorted(), "drawing order, seed \(seed)")
      }
    }
    XCTAssertGreaterThan(compared, 100_000)
    XCTAssertGreaterThan(found, 5_000, "too few layers met to be meaningful")
    print("layers held against rectangles by brute force: \(compared), meeting: \(found)")
  }

  func testElementsDescribeEachLayer() {
    let root = Layer()
    root.name = "root"
    root.frame = Rect2D(x: 0, y: 0, width: 200, height: 100)
    root.masksToBounds = true
    let card = Layer()
    card.name = "card"
    card.frame = Rect2D(x: 150, y: 50, width: 100, height: 100)  // sticks out of the root
    let back = Layer()
    back.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    back.zPosition = -1  // drawn before the card, though added after it
    root.sublayers = [card, back]
    let snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot.map(\.name), ["root", nil, "card"])
    XCTAssertEqual(snapshot.map(\.depth), [0, 1, 1])
    XCTAssertEqual(snapshot.map(\.superlayerIndex), [nil, 0, 0])
    XCTAssertEqual(snapshot[2].boundingBox, Rect2D(x: 150, y: 50, width: 100, height: 100))
    XCTAssertEqual(
      snapshot[2].clip.map(Array.init),
      [
        Point2D(x: 0, y: 0), Point2D(x: 200, y: 0), Point2D(x: 200, y: 100),
        Point2D(x: 0, y: 100),
      ])
    // Outside the root's bounds the mask hides the card from hits and from culling.
    XCTAssertNil(snapshot.hitTest(Point2D(x: 220, y: 120)))
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 180, y: 80)), 2)
    XCTAssertEqual(snapshot.layers(intersecting: Rect2D(x: 210, y: 110, width: 5, height: 5)), [])
    // Edges count: the card's clipped part touches x = 200 only where the root ends.
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 200, y: 60, width: 5, height: 5)), [0, 2])
    XCTAssertEqual(snapshot.index(of: back), 1)
  }

  func testElementsCarryTheirMapAndQuadInDrawingOrder() {
    let root = Layer()
    root.frame = Rect2D(x: 10, y: 20, width: 200, height: 100)
    let card = Layer()
    card.frame = Rect2D(x: 5, y: 5, width: 40, height: 30)
    card.affineTransform = AffineTransform2D(scaleX: 2, y: 1)  // 80 × 30 about its centre (25, 20)
    let back = Layer()
    back.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    back.zPosition = -1
    root.sublayers = [card, back]
    var read: [(Transform3D, [Point2D]?)] = []
    for element in LayerSnapshot(of: root) {
      read.append((element.transformToSnapshotSpace, element.quad.map(Array.init)))
    }
    // Back to front: the root, then `back` (zPosition −1), then the card, each in root space
    // offset by the root's origin (10, 20).
    XCTAssertEqual(read.map { [$0.0.m41, $0.0.m42] }, [[10, 20], [10, 20], [-5, 25]])
    XCTAssertEqual(read.map { $0.0.m11 }, [1, 1, 2])
    XCTAssertEqual(
      read.map(\.1),
      [
        [
          Point2D(x: 10, y: 20), Point2D(x: 210, y: 20), Point2D(x: 210, y: 120),
          Point2D(x: 10, y: 120),
        ],
        [
          Point2D(x: 10, y: 20), Point2D(x: 20, y: 20), Point2D(x: 20, y: 30),
          Point2D(x: 10, y: 30),
        ],
        [
          Point2D(x: -5, y: 25), Point2D(x: 75, y: 25), Point2D(x: 75, y: 55),
          Point2D(x: -5, y: 55),
        ],
      ])
  }

  /// The placements read, in drawing order, the maps and quads worked by hand above; on random
  /// trees (perspective, singular and non-finite levels) each is its element's map, quad and
  /// hidden flag to the last bit.
  func testPlacementsReadEachLayersMapAndQuadInOrder() {
    let root = Layer()
    root.frame = Rect2D(x: 10, y: 20, width: 200, height: 100)
    let card = Layer()
    card.frame = Rect2D(x: 5, y: 5, width: 40, height: 30)
    card.affineTransform = AffineTransform2D(scaleX: 2, y: 1)
    let back = Layer()
    back.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    back.zPosition = -1
    back.isHidden = true
    root.sublayers = [card, back]
    let read = Array(LayerSnapshot(of: root).placements)
    XCTAssertEqual(read.map(\.index), [0, 1, 2])
    XCTAssertEqual(read.map(\.isHidden), [false, true, false])
    let maps = read.map(\.transformToSnapshotSpace)
    XCTAssertEqual(
      maps.map { [$0.m41, $0.m42, $0.m11] }, [[10, 20, 1], [10, 20, 1], [-5, 25, 2]])
    XCTAssertEqual(
      read[1].quad.map(Array.init),
      [Point2D(x: 10, y: 20), Point2D(x: 20, y: 20), Point2D(x: 20, y: 30), Point2D(x: 10, y: 30)])
    XCTAssertEqual(
      read[2].quad.map(Array.init),
      [Point2D(x: -5, y: 25), Point2D(x: 75, y: 25), Point2D(x: 75, y: 55), Point2D(x: -5, y: 55)])

    var unusual = 0
    for (seed, options) in optionsForSeed {
      let snapshot = LayerSnapshot(of: makeTree(seed: seed, options: options).root)
      unusual += assertPlacementsAreTheElements(of: snapshot, "seed \(seed)")
    }
    XCTAssertGreaterThan(unusual, 0, "no layer without a quad: the trees miss a case")
  }

  /// Placements across chunks of the snapshot's arrays that updates have turned (layers inserted
  /// and removed in a tree of thousands), and an iterator that goes on reading the snapshot it
  /// was made from while that snapshot is updated.
  func testPlacementsFollowUpdatesAndOutliveThem() {
    var g = SplitMix64(seed: 0x5A_1001)
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 1000, height: 1000)
    var layers = [root]
    for index in 1..<3_000 {
      let layer = Layer()
      layer.frame = Rect2D(x: Double(index % 50), y: Double(index / 50), width: 20, height: 10)
      layers[Int.random(in: 0..<layers.count, using: &g)].addSublayer(layer)
      layers.append(layer)
    }
    var snapshot = LayerSnapshot(of: root)
    for round in 0..<40 {
      let parent = layers[Int.random(in: 0..<layers.count, using: &g)]
      let leaf = Layer()
      leaf.frame = Rect2D(x: Double(round), y: 3, width: 5, height: 5)
      parent.insertSublayer(leaf, at: Int.random(in: 0...parent.sublayers.count, using: &g))
      layers[Int.random(in: 1..<layers.count, using: &g)].position.x += 1
      snapshot.update(from: root)
      if round % 3 == 0 { leaf.removeFromSuperlayer() } else { layers.append(leaf) }
      snapshot.update(from: root)
      _ = assertPlacementsAreTheElements(of: snapshot, "round \(round)")
    }
    // An iterator goes on reading what the snapshot was when it was made, while the snapshot is
    // updated and then dropped: the iterator alone holds those values.
    let expected = snapshot.placements.map { bits(of: $0.transformToSnapshotSpace) }
    var iterator = snapshot.placements.makeIterator()
    var read: [[UInt64]] = []
    for _ in 0..<1_000 { read.append(bits(of: iterator.next()!.transformToSnapshotSpace)) }
    for layer in layers.dropFirst().prefix(500) { layer.position.y += 7 }
    snapshot.update(from: root)
    XCTAssertNotEqual(snapshot.placements.map { bits(of: $0.transformToSnapshotSpace) }, expected)
    snapshot = LayerSnapshot(of: Layer())
    while let placement = iterator.next() {
      read.append(bits(of: placement.transformToSnapshotSpace))
    }
    XCTAssertEqual(read, expected)
  }

  /// Checks that the snapshot's placements are its elements, in order, to the last bit; returns
  /// the number of layers without a quad.
  private func assertPlacementsAreTheElements(
    of snapshot: LayerSnapshot, _ message: String, line: UInt = #line
  ) -> Int {
    var next = 0
    var unusual = 0
    for placement in snapshot.placements {
      let element = snapshot[next]
      XCTAssertEqual(placement.index, next, message, line: line)
      XCTAssertEqual(placement.isHidden, element.isHidden, message, line: line)
      XCTAssertEqual(
        bits(of: placement.transformToSnapshotSpace), bits(of: element.transformToSnapshotSpace),
        "\(message), layer \(next)", line: line)
      XCTAssertEqual(
        placement.quad.map { bits(of: Array($0)) }, element.quad.map { bits(of: Array($0)) },
        "\(message), layer \(next)", line: line)
      if placement.quad == nil { unusual += 1 }
      next += 1
    }
    XCTAssertEqual(next, snapshot.count, message, line: line)
    return unusual
  }

  private func bits(of t: Transform3D) -> [UInt64] {
    [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ].map(\.bitPattern)
  }

  private func bits(of points: [Point2D]) -> [UInt64] {
    points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
  }

  func testACopyKeepsItsElementsWhileTheOriginalIsUpdated() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let card = Layer()
    card.frame = Rect2D(x: 10, y: 10, width: 20, height: 20)
    root.addSublayer(card)
    var snapshot = LayerSnapshot(of: root)
    let copy = snapshot
    let element = snapshot[1]
    card.position = Point2D(x: 60, y: 60)
    _ = snapshot.update(from: root)
    XCTAssertEqual(snapshot[1].boundingBox, Rect2D(x: 50, y: 50, width: 20, height: 20))
    XCTAssertEqual(copy[1].boundingBox, Rect2D(x: 10, y: 10, width: 20, height: 20))
    XCTAssertEqual(element.boundingBox, Rect2D(x: 10, y: 10, width: 20, height: 20))
    XCTAssertEqual(copy.hitTest(Point2D(x: 15, y: 15)), 1)
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 15, y: 15)), 0)
  }

  func testBadInputGetsTheDocumentedAnswers() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let broken = Layer()
    broken.frame = Rect2D(x: 0, y: 0, width: 50, height: 50)
    broken.position.y = .infinity
    let flat = Layer()  // singular: squashed onto a line
    flat.frame = Rect2D(x: 0, y: 0, width: 50, height: 50)
    flat.transform = Transform3D(scaleX: 1, y: 0, z: 1)
    let hidden = Layer()
    hidden.frame = root.bounds
    hidden.isHidden = true
    root.sublayers = [broken, flat, hidden]
    let snapshot = LayerSnapshot(of: root)
    XCTAssertTrue(snapshot[1].boundingBox.origin.x.isNaN)
    XCTAssertNil(snapshot[1].quad)
    XCTAssertEqual(snapshot[2].boundingBox, Rect2D(x: 0, y: 25, width: 50, height: 0))
    XCTAssertTrue(snapshot[3].isHidden)
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 10, y: 10)), 0)  // not the singular, not the hidden
    XCTAssertNil(snapshot.hitTest(Point2D(x: .nan, y: 10)))
    XCTAssertEqual(snapshot.hitTestAll(Point2D(x: .infinity, y: 10)), [])
    XCTAssertEqual(snapshot.layers(intersecting: .null), [])
    XCTAssertEqual(snapshot.layers(intersecting: .infinite), [0, 2])
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: .nan, y: 0, width: 10, height: 10)), [])
    // The singular layer is a segment along y = 25: a rectangle that touches it meets it.
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 10, y: 25, width: 1, height: 1)), [0, 2])
  }

  func testPerspectiveLayerReachingTheHorizon() {
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.anchorPoint = .zero
    var t = Transform3D.identity
    t.m14 = -0.02  // w = 1 − x/50: the right half is behind the eye
    root.transform = t
    let snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot[0].boundingBox, .infinite)
    XCTAssertNil(snapshot[0].quad)
    // x = 20 maps to 20 / 0.6; x = 60 is behind the eye and cannot be hit.
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 20 / 0.6, y: 10)), 0)
    XCTAssertEqual(
      snapshot.hitTest(Point2D(x: 20 / 0.6, y: 10)),
      root.hitTest(Point2D(x: 20 / 0.6, y: 10)).map { _ in 0 })
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: -500, y: -500, width: 1, height: 1)), [0])
  }
}

/// The brute force for `layers(intersecting:)`: each layer's quad and its masking ancestors' quads
/// mapped with the test's own matrices, clipped, and held against the rectangle by the separating
/// axis test; an answer within rounding of touching is left out (`nil`).
struct BruteForceCulling {
  private var entries: [(layer: Layer, visible: [Point2D]?, hidden: Bool)] = []

  init(root: Layer) {
    var stack: [(layer: Layer, hidden: Bool, clip: [Point2D]?, clipKnown: Bool)] = [
      (root, false, nil, true)
    ]
    while let (layer, hidden, clip, clipKnown) = stack.popLast() {
      let isHidden = hidden || layer.isHidden
      let quad = Self.quad(of: layer)
      var visible: [Point2D]? = nil
      if let quad, clipKnown {
        visible = clip.map { Self.clip(quad, by: $0) } ?? quad
      }
      entries.append((layer, visible, isHidden))
      var childClip = clip
      var childKnown = clipKnown
      if layer.masksToBounds {
        if let quad {
          childClip = clip.map { Self.clip(quad, by: $0) } ?? quad
        } else {
          childKnown = false
        }
      }
      for sublayer in layer.sublayers { stack.append((sublayer, isHidden, childClip, childKnown)) }
    }
  }

  /// Each layer with whether it meets the rectangle, or `nil` where that is not decided here.
  func answers(for rect: Rect2D) -> [(Layer, Bool?)] {
    entries.map { entry in
      if entry.hidden { return (entry.layer, false) }
      guard let visible = entry.visible else { return (entry.layer, nil) }
      return (entry.layer, Self.overlaps(visible, rect.standardized))
    }
  }

  /// The corners around the layer's bounds in the root's space, or `nil` when one is not a finite
  /// point in front of the eye.
  private static func quad(of layer: Layer) -> [Point2D]? {
    let b = layer.bounds
    var corners: [Point2D] = []
    for p in [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)] {
      guard
        case .point(let q) = ReferenceGeometry.convert(
          Point2D(x: p.0, y: p.1), from: layer, to: nil),
        q.x.isFinite, q.y.isFinite
      else { return nil }
      corners.append(q)
    }
    return corners
  }

  /// The part of `subject` inside the convex polygon `clip` (empty when `clip` has no area).
  private static func clip(_ subject: [Point2D], by clip: [Point2D]) -> [Point2D] {
    var area = 0.0
    for i in clip.indices {
      let (a, b) = (clip[i], clip[(i + 1) % clip.count])
      area += a.x * b.y - b.x * a.y
    }
    guard area != 0 else { return [] }
    var result = subject
    for i in clip.indices {
      let (a, b) = (clip[i], clip[(i + 1) % clip.count])
      func inside(_ p: Point2D) -> Double {
        ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) * (area > 0 ? 1 : -1)
      }
      var next: [Point2D] = []
      for j in result.indices {
        let (p, q) = (result[j], result[(j + 1) % result.count])
        let (sp, sq) = (inside(p), inside(q))
        if sp >= 0 { next.append(p) }
        if (sp >= 0) != (sq >= 0) {
          let t = sp / (sp - sq)
          next.append(Point2D(x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y)))
        }
      }
      result = next
    }
    return result
  }

  /// The separating axis test of a convex polygon and a rectangle (edges count as meeting); `nil`
  /// when the gap along some axis is within rounding of zero.
  private static func overlaps(_ polygon: [Point2D], _ rect: Rect2D) -> Bool? {
    guard !polygon.isEmpty, !rect.isNull else { return false }
    let scale =
      1 + polygon.map { max(abs($0.x), abs($0.y)) }.max()! + abs(rect.minX) + abs(rect.maxX)
      + abs(rect.minY) + abs(rect.maxY)
    let margin = 1e-9 * scale * scale
    let rectCorners = [
      Point2D(x: rect.minX, y: rect.minY), Point2D(x: rect.maxX, y: rect.minY),
      Point2D(x: rect.maxX, y: rect.maxY), Point2D(x: rect.minX, y: rect.maxY),
    ]
    var axes = [Point2D(x: 1, y: 0), Point2D(x: 0, y: 1)]
    for i in polygon.indices {
      let (a, b) = (polygon[i], polygon[(i + 1) % polygon.count])
      axes.append(Point2D(x: a.y - b.y, y: b.x - a.x))
    }
    var ambiguous = false
    for axis in axes where axis.x != 0 || axis.y != 0 {
      func project(_ points: [Point2D]) -> (Double, Double) {
        let values = points.map { $0.x * axis.x + $0.y * axis.y }
        return (values.min()!, values.max()!)
      }
      let (p, r) = (project(polygon), project(rectCorners))
      let gap = max(r.0 - p.1, p.0 - r.1)
      let length = max(abs(axis.x), abs(axis.y))
      if gap > margin * length { return false }
      if gap >= -margin * length { ambiguous = true }
    }
    return ambiguous ? nil : true
  }
}

/// Regressions: answers at the ends of the number line and behind the eye.
final class SnapshotEdgeTests: XCTestCase {
  func testALayerAtTheMostNegativeFiniteCoordinateIsHit() {
    // Growing its box by a millionth of its magnitude would pass −∞; it is checked on every query.
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
    root.position = Point2D(x: -Double.greatestFiniteMagnitude, y: 5)
    let point = Point2D(x: -Double.greatestFiniteMagnitude, y: 5)
    XCTAssertTrue(root.hitTest(point) === root)
    XCTAssertEqual(LayerSnapshot(of: root).hitTest(point), 0)
    let parent = Layer()  // and the same layer under a superlayer, for the live tree's plan
    parent.bounds = Rect2D(x: -1, y: -1, width: 2, height: 2)
    parent.addSublayer(root)
    XCTAssertTrue(parent.hitTest(point) === root)
    XCTAssertEqual(LayerSnapshot(of: parent).hitTest(point), 1)
  }

  func testARectangleWithANaNSideMeetsNothing() {
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.anchorPoint = .zero
    var t = Transform3D.identity
    t.m14 = -0.02  // reaches the horizon: every query checks it
    root.transform = t
    let snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot.layers(intersecting: Rect2D(x: 0, y: 0, width: 10, height: 10)), [0])
    XCTAssertEqual(snapshot.layers(intersecting: Rect2D(x: 0, y: 0, width: .nan, height: 10)), [])
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 0, y: 0, width: .infinity, height: 10)), [])
  }

  /// Every count of layers gives every layer for the infinite rectangle.
  ///
  /// The index stores its leaves (four layers each) in a complete binary tree, so a snapshot of 9
  /// to 12 layers has 3 leaves and room for a fourth that holds no layer. The infinite rectangle
  /// meets every box, the empty box of that fourth leaf too: each count from 1 to 40 layers must
  /// give every layer, and never a leaf beyond the last layer.
  func testTheInfiniteRectangleMeetsEveryLayerWhateverTheirCount() {
    for count in 1...40 {
      let root = Layer()
      root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
      for i in 1..<count {
        let layer = Layer()
        layer.frame = Rect2D(x: Double(i), y: Double(i), width: 10, height: 10)
        root.addSublayer(layer)
      }
      let snapshot = LayerSnapshot(of: root)
      XCTAssertEqual(snapshot.layers(intersecting: .infinite), Array(0..<count), "\(count) layers")
      XCTAssertEqual(
        snapshot.layers(intersecting: Rect2D(x: 0, y: 0, width: 0.5, height: 0.5)), [0],
        "\(count) layers")
    }
  }

  func testALayerSquashedToAVeryLongLineMeetsEveryRectangleItCrosses() {
    // The layer's x axis maps to a line through the origin with slope 10²⁹⁹: its quad is a segment
    // from (−100, −10³⁰¹) to (100, 10³⁰¹), which crosses every rectangle that holds a point
    // (x, y) with |y| ≤ 40 and x = y · 10⁻²⁹⁹ (0 to the last bit). Interpolating the crossings of the
    // rectangle's sides from such distant ends put them 10²⁸⁴ off the sides and lost the layer
    // for some rectangles, larger ones among them (a fuzzing input in Tests/FuzzCorpus).
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 200, height: 100)
    root.position = .zero
    root.affineTransform = AffineTransform2D(a: 1, b: 1e299, c: 0, d: 0, tx: 0, ty: 0)
    let snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot[0].boundingBox, Rect2D(x: -100, y: -1e301, width: 200, height: 2e301))
    var checked = 0
    for minX in stride(from: -20.25, through: -0.25, by: 1) {
      for maxX in stride(from: 0.75, through: 20.75, by: 2) {
        for minY in stride(from: -40.0, through: 10, by: 3) {
          for height in stride(from: 0.0, through: 30, by: 5) {
            let rect = Rect2D(x: minX, y: minY, width: maxX - minX, height: height)
            XCTAssertEqual(snapshot.layers(intersecting: rect), [0], "\(rect)")
            checked += 1
          }
        }
      }
    }
    XCTAssertEqual(checked, 21 * 11 * 17 * 7)
    // Beside the line it meets nothing.
    XCTAssertEqual(snapshot.layers(intersecting: Rect2D(x: 0.5, y: -40, width: 20, height: 30)), [])
  }

  func testAMaskWhollyBehindTheEyeShowsNothing() {
    // The root's perspective puts the plane's x ≥ 50 behind the eye; the masking layer lies there,
    // its sublayer in front of the eye but outside the mask.
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.anchorPoint = .zero
    var p = Transform3D.identity
    p.m14 = -0.02  // w = 1 − x/50
    root.sublayerTransform = p
    root.position = Point2D(x: 50, y: 50)  // the pivot of the sublayer transform is the origin
    let mask = Layer()
    mask.frame = Rect2D(x: 60, y: 0, width: 30, height: 30)
    mask.masksToBounds = true
    let inside = Layer()
    inside.frame = Rect2D(x: -50, y: 0, width: 20, height: 20)  // x 10 … 30 in the root: in front
    mask.addSublayer(inside)
    root.addSublayer(mask)
    let snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot[1].boundingBox, .null)
    XCTAssertEqual(snapshot[2].clip.map(Array.init), [])
    XCTAssertEqual(snapshot.layers(intersecting: .infinite), [0])
    for x in stride(from: 45.0, through: 250, by: 5) {
      for y in stride(from: 45.0, through: 150, by: 5) {
        let point = Point2D(x: x, y: y)
        XCTAssertEqual(
          snapshot.hitTest(point), root.hitTest(point).flatMap(snapshot.index(of:)), "\(point)")
        XCTAssertNotEqual(snapshot.hitTest(point), 2, "\(point)")
      }
    }
  }
}
