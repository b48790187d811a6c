import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// Properties of conversion on seeded random trees.
///
/// Trees have depth up to 8, mixed 2D, 3D-affine and perspective levels, flips, bounds origins and
/// sublayerTransforms. Checked: round trips, `to`/`from` agreement, agreement with a per-level
/// reference written from the documented level map (LayerGeometryTestSupport), rect boxes, and
/// batch == scalar. Every failure message carries the seed and the iteration.
final class ConversionPropertyTests: XCTestCase {
  /// Trees per property.
  private let treeCount: UInt64 = 12

  /// A random pair of endpoints: two layers of the tree, a layer of another tree, or nil (world).
  private func randomEndpoint<G: RandomNumberGenerator>(
    _ tree: RandomLayerTree, other: RandomLayerTree, using g: inout G
  ) -> Layer? {
    switch Int.random(in: 0..<10, using: &g) {
    case 0: return nil
    case 1: return other.layers[Int.random(in: 0..<other.layers.count, using: &g)]
    default: return tree.layers[Int.random(in: 0..<tree.layers.count, using: &g)]
    }
  }

  /// A point in `layer`'s space (world space for nil) near its bounds.
  private func randomLocalPoint<G: RandomNumberGenerator>(in layer: Layer?, using g: inout G)
    -> Point2D
  {
    let rect = layer?.bounds ?? Rect2D(x: -100, y: -100, width: 500, height: 500)
    return randomPoint(around: rect, margin: 0.25, using: &g)
  }

  private func magnitude(_ p: Point2D) -> Double { max(abs(p.x), abs(p.y)) }

  private func isNaNPoint(_ p: Point2D) -> Bool { p.x.isNaN && p.y.isNaN }

  // MARK: - Round trip

  func testRoundTripReturnsThePoint() {
    var defined = 0
    var total = 0
    for seed in 0..<treeCount {
      var g = SplitMix64(seed: 0xC0_0000 + seed)
      let tree = RandomLayerTree(using: &g)
      let other = RandomLayerTree(options: RandomTreeOptions(maxDepth: 3, maxLayers: 6), using: &g)
      for iteration in 0..<300 {
        let a = randomEndpoint(tree, other: other, using: &g)
        let b = randomEndpoint(tree, other: other, using: &g)
        guard a != nil || b != nil else { continue }
        let p = randomLocalPoint(in: a, using: &g)
        total += 1
        // p in a's space → q in b's space → back to a.
        let q = b?.convert(p, from: a) ?? a!.convert(p, to: nil)
        let back = b?.convert(q, to: a) ?? a!.convert(q, from: nil)
        guard q.x.isFinite, q.y.isFinite, back.x.isFinite, back.y.isFinite else { continue }
        // Near the horizon the map is arbitrarily ill-conditioned; skip astronomically far images.
        guard magnitude(q) < 1e7 else { continue }
        defined += 1
        let tolerance = 1e-6 * (1 + magnitude(p) + magnitude(q))
        assertApproximatelyEqual(
          back, p, absoluteTolerance: tolerance, "seed \(seed), iteration \(iteration), q = \(q)")
        // And the other way round, through `to` then `from`.
        if let a {
          let r = a.convert(p, to: b)
          let r2 = a.convert(r, from: b)
          if r2.x.isFinite && r2.y.isFinite && magnitude(r) < 1e7 {
            assertApproximatelyEqual(
              r2, p, absoluteTolerance: 1e-6 * (1 + magnitude(p) + magnitude(r)),
              "seed \(seed), iteration \(iteration) (to/from)")
          }
        }
      }
    }
    XCTAssertGreaterThan(
      Double(defined) / Double(total), 0.5, "only \(defined) of \(total) round trips were defined")
  }

  // MARK: - to / from

  func testToAndFromAgreeExactly() {
    for seed in 0..<treeCount {
      var g = SplitMix64(seed: 0xC1_0000 + seed)
      let tree = RandomLayerTree(using: &g)
      let other = RandomLayerTree(options: RandomTreeOptions(maxDepth: 3, maxLayers: 6), using: &g)
      for iteration in 0..<200 {
        guard let a = randomEndpoint(tree, other: other, using: &g) else { continue }
        let b = randomEndpoint(tree, other: other, using: &g)
        let p = randomLocalPoint(in: a, using: &g)
        let message = "seed \(seed), iteration \(iteration)"
        if let b {
          assertSameOrBothNaN(a.convert(p, to: b), b.convert(p, from: a), message)
          let r = Rect2D(origin: p, size: Size2D(width: 17, height: -9))
          assertSameOrBothNaN(a.convert(r, to: b), b.convert(r, from: a), message)
        } else {
          // nil: `a.convert(_, to: nil)` undoes `a.convert(_, from: nil)`.
          let up = a.convert(p, to: nil)
          if up.x.isFinite && up.y.isFinite && magnitude(up) < 1e7 {
            let down = a.convert(up, from: nil)
            if down.x.isFinite {
              assertApproximatelyEqual(
                down, p, absoluteTolerance: 1e-6 * (1 + magnitude(p) + magnitude(up)), message)
            }
          }
        }
      }
    }
  }

  // MARK: - Against the per-level reference

  /// Compares one conversion with the reference; returns whether it was compared as a defined
  /// point.
  @discardableResult
  private func checkAgainstReference(
    _ p: Point2D, from a: Layer?, to b: Layer?, _ message: @autoclosure () -> String,
    file: StaticString = #filePath, line: UInt = #line
  ) -> Bool {
    let actual: Point2D
    if let b {
      actual = b.convert(p, from: a)
    } else if let a {
      actual = a.convert(p, to: nil)
    } else {
      return false
    }
    switch ReferenceGeometry.convert(p, from: a, to: b) {
    case .ambiguous:
      return false
    case .undefined:
      XCTAssert(
        isNaNPoint(actual), "\(actual) should be NaN — \(message())", file: file, line: line)
      return false
    case .point(let expected):
      guard magnitude(expected) < 1e7 else { return false }
      let tolerance = 1e-6 * (1 + magnitude(p) + magnitude(expected))
      assertApproximatelyEqual(
        actual, expected, absoluteTolerance: tolerance, message(), file: file, line: line)
      return true
    }
  }

  func testConvertMatchesPerLevelReference() {
    var compared = 0
    var total = 0
    for seed in 0..<treeCount {
      var g = SplitMix64(seed: 0xC2_0000 + seed)
      let tree = RandomLayerTree(using: &g)
      let other = RandomLayerTree(options: RandomTreeOptions(maxDepth: 3, maxLayers: 6), using: &g)
      for iteration in 0..<300 {
        let a = randomEndpoint(tree, other: other, using: &g)
        let b = randomEndpoint(tree, other: other, using: &g)
        let p = randomLocalPoint(in: a, using: &g)
        total += 1
        if checkAgainstReference(p, from: a, to: b, "seed \(seed), iteration \(iteration)") {
          compared += 1
        }
      }
    }
    XCTAssertGreaterThan(Double(compared) / Double(total), 0.5, "\(compared) of \(total) compared")
  }

  func testConvertMatchesReferenceWithStrongPerspective() {
    // Eyes 120–400 points away and tilts up to 83°: many points go behind the eye (w ≤ 0) on the
    // way up or un-project behind it on the way down; the library must say NaN exactly there.
    var undefined = 0
    var compared = 0
    var total = 0
    for seed in 0..<treeCount {
      var g = SplitMix64(seed: 0xC8_0000 + seed)
      let tree = RandomLayerTree(options: .strongPerspective, using: &g)
      let other = RandomLayerTree(options: RandomTreeOptions(maxDepth: 3, maxLayers: 6), using: &g)
      for iteration in 0..<250 {
        let a = randomEndpoint(tree, other: other, using: &g)
        let b = randomEndpoint(tree, other: other, using: &g)
        let p = randomLocalPoint(in: a, using: &g)
        total += 1
        if case .undefined = ReferenceGeometry.convert(p, from: a, to: b) { undefined += 1 }
        if checkAgainstReference(p, from: a, to: b, "seed \(seed), iteration \(iteration)") {
          compared += 1
        }
      }
    }
    XCTAssertGreaterThan(undefined, total / 50, "too few points behind the eye: \(undefined)")
    XCTAssertGreaterThan(compared, total / 3, "too few defined points: \(compared) of \(total)")
  }

  func testRoundTripWithStrongPerspective() {
    var defined = 0
    var total = 0
    for seed in 0..<treeCount {
      var g = SplitMix64(seed: 0xC9_0000 + seed)
      let tree = RandomLayerTree(options: .strongPerspective, using: &g)
      for iteration in 0..<250 {
        let a = tree.layers[Int.random(in: 0..<tree.layers.count, using: &g)]
        let b = tree.layers[Int.random(in: 0..<tree.layers.count, using: &g)]
        let p = randomLocalPoint(in: a, using: &g)
        total += 1
        let q = b.convert(p, from: a)
        guard q.x.isFinite, q.y.isFinite, magnitude(q) < 1e7 else { continue }
        let back = b.convert(q, to: a)
        // A point that went up through a projective level in front of the eye comes back in front.
        XCTAssert(
          back.x.isFinite && back.y.isFinite, "\(back) — seed \(seed), iteration \(iteration)")
        defined += 1
        assertApproximatelyEqual(
          back, p, absoluteTolerance: 1e-6 * (1 + magnitude(p) + magnitude(q)),
          "seed \(seed), iteration \(iteration)")
      }
    }
    XCTAssertGreaterThan(Double(defined) / Double(total), 0.3, "\(defined) of \(total) defined")
  }

  func testConvertMatchesReferenceWithSingularLevels() {
    var undefined = 0
    for seed in 0..<treeCount {
      var g = SplitMix64(seed: 0xC3_0000 + seed)
      var options = RandomTreeOptions()
      options.singularProbability = 0.15
      let tree = RandomLayerTree(options: options, using: &g)
      let other = RandomLayerTree(options: RandomTreeOptions(maxDepth: 3, maxLayers: 6), using: &g)
      for iteration in 0..<200 {
        let a = randomEndpoint(tree, other: other, using: &g)
        let b = randomEndpoint(tree, other: other, using: &g)
        let p = randomLocalPoint(in: a, using: &g)
        if case .undefined = ReferenceGeometry.convert(p, from: a, to: b) { undefined += 1 }
        checkAgainstReference(p, from: a, to: b, "seed \(seed), iteration \(iteration)")
      }
    }
    XCTAssertGreaterThan(undefined, 0, "the singular levels were never crossed going down")
  }

  func testConvertMatchesReferenceAfterEveryMutation() {
    // Warm caches, change one thing, compare again: stale cached maps would show here.
    for seed in 0..<treeCount {
      var g = SplitMix64(seed: 0xC4_0000 + seed)
      let options = RandomTreeOptions()
      var tree = RandomLayerTree(options: options, using: &g)
      let other = RandomLayerTree(options: RandomTreeOptions(maxDepth: 3, maxLayers: 6), using: &g)
      // Fixed pairs with distinct receivers (`b`, or `a` when `b` is nil), converted every round,
      // so that whatever a receiver remembers of its last conversion is reused after each change.
      var fixed: [(Layer?, Layer?)] = []
      var receivers: [ObjectIdentifier] = []
      while fixed.count < 8 {
        let a = randomEndpoint(tree, other: other, using: &g)
        let b = randomEndpoint(tree, other: other, using: &g)
        guard let receiver = b ?? a, !receivers.contains(ObjectIdentifier(receiver)) else {
          continue
        }
        receivers.append(ObjectIdentifier(receiver))
        fixed.append((a, b))
      }
      for round in 0..<30 {
        for (k, (a, b)) in fixed.enumerated() {
          let p = randomLocalPoint(in: a, using: &g)
          checkAgainstReference(p, from: a, to: b, "seed \(seed), round \(round), fixed pair \(k)")
        }
        for iteration in 0..<10 {
          let a = randomEndpoint(tree, other: other, using: &g)
          let b = randomEndpoint(tree, other: other, using: &g)
          let p = randomLocalPoint(in: a, using: &g)
          checkAgainstReference(
            p, from: a, to: b, "seed \(seed), round \(round), iteration \(iteration)")
        }
        tree.mutate(options: options, using: &g)
      }
    }
  }

  // MARK: - Rects

  func testConvertedRectContainsConvertedPoints() {
    var compared = 0
    for seed in 0..<treeCount {
      var g = SplitMix64(seed: 0xC5_0000 + seed)
      let tree = RandomLayerTree(using: &g)
      let other = RandomLayerTree(options: RandomTreeOptions(maxDepth: 3, maxLayers: 6), using: &g)
      for iteration in 0..<100 {
        guard let a = randomEndpoint(tree, other: other, using: &g) else { continue }
        let b = randomEndpoint(tree, other: other, using: &g)
        let rect = Rect2D(
          origin: randomLocalPoint(in: a, using: &g),
          size: Size2D(
            width: Double.random(in: -80...80, using: &g),
            height: Double.random(in: -80...80, using: &g)))
        let box = a.convert(rect, to: b)
        guard !box.isNull, !box.isInfinite, box.origin.x.isFinite, box.size.width.isFinite,
          box.origin.y.isFinite, box.size.height.isFinite, magnitude(box.origin) < 1e7,
          max(box.width, box.height) < 1e7
        else { continue }
        compared += 1
        let s = rect.standardized
        let tolerance = 1e-6 * (1 + magnitude(box.origin) + box.width + box.height)
        for _ in 0..<8 {
          let p = Point2D(
            x: s.origin.x + Double.random(in: 0...1, using: &g) * s.size.width,
            y: s.origin.y + Double.random(in: 0...1, using: &g) * s.size.height)
          let q = a.convert(p, to: b)
          guard q.x.isFinite, q.y.isFinite else { continue }
          XCTAssert(
            q.x >= box.minX - tolerance && q.x <= box.maxX + tolerance
              && q.y >= box.minY - tolerance && q.y <= box.maxY + tolerance,
            "\(q) outside \(box) — seed \(seed), iteration \(iteration)")
        }
      }
    }
    XCTAssertGreaterThan(compared, Int(treeCount) * 20)
  }

  func testNullRectStaysNullOnEveryPath() {
    for seed in 0..<4 as Range<UInt64> {
      var g = SplitMix64(seed: 0xC6_0000 + seed)
      let tree = RandomLayerTree(using: &g)
      for (i, a) in tree.layers.enumerated() {
        let b = tree.layers[(i * 7 + 3) % tree.layers.count]
        XCTAssert(b.convert(Rect2D.null, from: a).isNull, "seed \(seed), layer \(i)")
        XCTAssert(a.convert(Rect2D.null, to: nil).isNull, "seed \(seed), layer \(i)")
      }
    }
  }

  // MARK: - Batch == scalar

  func testBatchConvertEqualsScalarForTenThousandPoints() {
    for seed in 0..<4 as Range<UInt64> {
      var g = SplitMix64(seed: 0xC7_0000 + seed)
      let tree = RandomLayerTree(using: &g)
      let other = RandomLayerTree(options: RandomTreeOptions(maxDepth: 3, maxLayers: 6), using: &g)
      for pair in 0..<3 {
        // The deepest layer and another, so the path crosses many levels.
        let a = tree.layers.max {
          ReferenceGeometry.ancestry(of: $0).count < ReferenceGeometry.ancestry(of: $1).count
        }!
        let b = pair == 0 ? nil : randomEndpoint(tree, other: other, using: &g)
        let points = (0..<10_000).map { _ in randomLocalPoint(in: a, using: &g) }
        var up = points
        a.convert(&up, to: b)
        var nanCount = 0
        for (i, (p, q)) in zip(points, up).enumerated() {
          let scalar = a.convert(p, to: b)
          if isNaNPoint(scalar) { nanCount += 1 }
          if !isSameOrBothNaN(q.x, scalar.x) || !isSameOrBothNaN(q.y, scalar.y) {
            XCTFail("to: \(q) != \(scalar) — seed \(seed), pair \(pair), point \(i)")
            break
          }
        }
        XCTAssertLessThan(nanCount, points.count, "seed \(seed), pair \(pair): all NaN")
        if let b {
          var down = points
          b.convert(&down, from: a)
          for (i, (p, q)) in zip(points, down).enumerated() {
            let scalar = b.convert(p, from: a)
            if !isSameOrBothNaN(q.x, scalar.x) || !isSameOrBothNaN(q.y, scalar.y) {
              XCTFail("from: \(q) != \(scalar) — seed \(seed), pair \(pair), point \(i)")
              break
            }
          }
        }
        var fromWorld = points
        a.convert(&fromWorld, from: nil)
        for (i, (p, q)) in zip(points, fromWorld).enumerated() {
          let scalar = a.convert(p, from: nil)
          if !isSameOrBothNaN(q.x, scalar.x) || !isSameOrBothNaN(q.y, scalar.y) {
            XCTFail("from nil: \(q) != \(scalar) — seed \(seed), pair \(pair), point \(i)")
            break
          }
        }
      }
    }
  }
}
