import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// Seeded property tests for the layer model.
///
/// The frame against the documented formula worked in the test, the frame setter's round trip, anchor
/// moves, cached maps, flip parity, drawing order, and tree edits against a plain model. Every failure
/// message carries the seed and the iteration.
final class LayerPropertyTests: XCTestCase {
  private let iterations = 500

  // MARK: - frame getter

  func testFrameIsTheBoxOfTheCornersUnderTheLayersOwnMap() {
    // As documented: frame = box of (0, 0, w, h) under T(−A)·X·T(position). For an affine X = (a b c d
    // tx ty), a corner (x, y) becomes ((x − Ax)·a + (y − Ay)·c + tx + pos.x,
    // (x − Ax)·b + (y − Ay)·d + ty + pos.y) — written out here, not taken from the library.
    let seed: UInt64 = 0x1A7E_F4A3
    var generator = SplitMix64(seed: seed)
    for iteration in 0..<iterations {
      let label = "seed \(seed), iteration \(iteration)"
      let bounds = randomRect(using: &generator)  // size may be negative: stored standardized
      let anchor = randomPoint(in: -1...2, using: &generator)
      let position = randomPoint(using: &generator)
      let x =
        iteration % 10 == 0
        ? AffineTransform2D(a: 0, b: 0, c: 1.5, d: 0, tx: 3, ty: 4)  // singular now and then
        : randomAffine(in: -4...4, using: &generator)
      let layer = Layer()
      layer.bounds = bounds
      layer.anchorPoint = anchor
      layer.position = position
      layer.affineTransform = x
      layer.zPosition = Double.random(in: -100...100, using: &generator)  // no effect without m34

      let w = bounds.size.width.magnitude
      let h = bounds.size.height.magnitude
      let (ax, ay) = (anchor.x * w, anchor.y * h)
      var xs: [Double] = []
      var ys: [Double] = []
      for (cx, cy) in [(0, 0), (w, 0), (0, h), (w, h)] {
        xs.append((cx - ax) * x.a + (cy - ay) * x.c + x.tx + position.x)
        ys.append((cx - ax) * x.b + (cy - ay) * x.d + x.ty + position.y)
      }
      let minX = xs.min() ?? .nan
      let minY = ys.min() ?? .nan
      let expected = Rect2D(
        x: minX, y: minY, width: (xs.max() ?? .nan) - minX, height: (ys.max() ?? .nan) - minY)
      assertApproximatelyEqual(
        layer.frame, expected, absoluteTolerance: tolerance(for: expected), label)
    }
  }

  func testPerspectiveFrameIsTheClippedBoxOfTheProjectedCorners() {
    // The same with a 3D turn, a scale and a perspective inside X, and random anchorPointZ and
    // zPosition: T(−A, −apz)·X·T(pos, zp) multiplied out with `ReferenceMatrix4` (LayerGeometryTestSupportt); a corner
    // is in front when w' > 0; none → .null, some → .infinite, all → the box of the divided corners.
    let seed: UInt64 = 0x9E55_0C7B
    var generator = SplitMix64(seed: seed)
    var counts = (null: 0, infinite: 0, box: 0, skipped: 0)
    for iteration in 0..<iterations {
      let label = "seed \(seed), iteration \(iteration)"
      let size = Size2D(
        width: Double.random(in: 1...600, using: &generator),
        height: Double.random(in: 1...600, using: &generator))
      let anchor = randomPoint(in: -0.5...1.5, using: &generator)
      let anchorZ = Double.random(in: -700...700, using: &generator)
      let position = randomPoint(in: -500...500, using: &generator)
      let zPosition = Double.random(in: -300...300, using: &generator)
      let axis = randomPoint(in: -1...1, using: &generator)
      var x = Transform3D(
        rotationAngle: Double.random(in: -3.2...3.2, using: &generator), x: axis.x, y: axis.y,
        z: Double.random(in: -1...1, using: &generator))
      x.m11 *= Double.random(in: 0.5...2, using: &generator)
      // X = (turn, scaled) · P with P the perspective m34 = p: column 4 becomes (m13, m23, m33)·p.
      let p = -1 / Double.random(in: 200...1500, using: &generator)
      (x.m14, x.m24, x.m34) = (x.m13 * p, x.m23 * p, x.m33 * p)
      x.m22 *= Double.random(in: 0.5...2, using: &generator)
      x.m41 = Double.random(in: -50...50, using: &generator)

      let placement = expectedPlacement(
        size: size, anchor: anchor, anchorZ: anchorZ, transform: x, position: position,
        zPosition: zPosition)
      let ws = [(0, 0), (size.width, 0), (0, size.height), (size.width, size.height)]
        .map { placement.homogeneous($0.0, $0.1).w }
      if ws.contains(where: { $0.magnitude < 1e-6 }) {
        counts.skipped += 1  // a corner on the eye's plane: either answer is within rounding
        continue
      }
      let layer = Layer()
      layer.bounds = Rect2D(origin: randomPoint(using: &generator), size: size)
      layer.anchorPoint = anchor
      layer.anchorPointZ = anchorZ
      layer.position = position
      layer.zPosition = zPosition
      layer.transform = x
      let expected = expectedFrame(size: size, placement: placement)
      let frame = layer.frame
      if expected.isNull {
        counts.null += 1
        XCTAssertTrue(frame.isNull, "\(frame) — \(label)")
      } else if expected.isInfinite {
        counts.infinite += 1
        XCTAssertTrue(frame.isInfinite, "\(frame) — \(label)")
      } else {
        counts.box += 1
        // Dividing by a small w' magnifies rounding: compare relative to the smallest w'.
        let minW = ws.map(\.magnitude).min() ?? 1
        assertApproximatelyEqual(
          frame, expected, absoluteTolerance: tolerance(for: expected, relative: 1e-11) / minW,
          label)
      }
    }
    // The generator must exercise all three answers.
    XCTAssertGreaterThan(counts.null, 10, "\(counts)")
    XCTAssertGreaterThan(counts.infinite, 10, "\(counts)")
    XCTAssertGreaterThan(counts.box, 100, "\(counts)")
    XCTAssertLessThan(counts.skipped, 5, "\(counts)")
  }

  // MARK: - frame setter

  /// The transforms whose size system is solvable (see `Layer.frame`), by kind.
  private enum SolvableKind: CaseIterable {
    case scale, translation, turn30, quarterTurns, anyTurn, shear, affine, depth
  }

  private func randomSolvableTransform<G: RandomNumberGenerator>(
    _ kind: SolvableKind, using generator: inout G
  ) -> (transform: Transform3D, anchorZ: Double) {
    func scale() -> Double {
      let magnitude = Double.random(in: 0.1...5, using: &generator)
      return Bool.random(using: &generator) ? magnitude : -magnitude
    }
    switch kind {
    case .scale:
      return (Transform3D(AffineTransform2D(scaleX: scale(), y: scale())), 0)
    case .translation:
      let t = randomPoint(in: -300...300, using: &generator)
      return (Transform3D(AffineTransform2D(translationX: t.x, y: t.y)), 0)
    case .turn30:
      let angle = [Double.pi / 6, -.pi / 6, 5 * .pi / 6, 7 * .pi / 6][
        Int.random(in: 0..<4, using: &generator)]
      return (Transform3D(AffineTransform2D(rotationAngle: angle)), 0)
    case .quarterTurns:
      let angle = Double(Int.random(in: 1...3, using: &generator)) * .pi / 2
      return (Transform3D(AffineTransform2D(rotationAngle: angle)), 0)
    case .anyTurn:
      // Any angle whose size system is well conditioned: |cos² − sin²| = |cos 2θ| ≥ 0.2.
      while true {
        let turn = AffineTransform2D(
          rotationAngle: Double.random(in: -.pi ... .pi, using: &generator))
        if (turn.a * turn.a - turn.b * turn.b).magnitude >= 0.2 { return (Transform3D(turn), 0) }
      }
    case .shear:
      let b = Double.random(in: -0.9...0.9, using: &generator)
      let c = Double.random(in: -0.9...0.9, using: &generator)
      let t = randomPoint(in: -50...50, using: &generator)
      return (Transform3D(AffineTransform2D(a: 1, b: b, c: c, d: 1, tx: t.x, ty: t.y)), 0)
    case .affine:
      // Any affine map whose |·| system is well away from singular: | |a||d| − |b||c| | ≥ 0.2·(…).
      while true {
        let t = randomInvertibleAffine(using: &generator)
        let (ad, bc) = ((t.a * t.d).magnitude, (t.b * t.c).magnitude)
        if (ad - bc).magnitude >= 0.2 * (ad + bc) { return (Transform3D(t), 0) }
      }
    case .depth:
      // A z turn with m44 and a perspective m34 seen through anchorPointZ: K = R / (m44 − apz·m34),
      // kept positive here (in front of the eye).
      var t = Transform3D(AffineTransform2D(rotationAngle: .pi / 6))
      t.m44 = Double.random(in: 0.5...2, using: &generator)
      t.m34 = -1 / Double.random(in: 300...1000, using: &generator)
      let anchorZ = Double.random(in: -100...100, using: &generator)
      return (t, anchorZ)
    }
  }

  func testSettingTheFrameOfASolvableTransformReadsItBack() {
    // r is the frame of a random positive size under the transform (worked with `expectedFrame`, not
    // the library): inside the solvable region by construction, so setting it must give back r, and
    // the size must be that random size.
    let seed: UInt64 = 0x5E7F_7A3E
    var generator = SplitMix64(seed: seed)
    for kind in SolvableKind.allCases {
      for iteration in 0..<iterations / 8 {
        let label = "\(kind), seed \(seed), iteration \(iteration)"
        let (transform, anchorZ) = randomSolvableTransform(kind, using: &generator)
        let size = Size2D(
          width: Double.random(in: 1...300, using: &generator),
          height: Double.random(in: 1...300, using: &generator))
        let anchor = randomPoint(in: -0.5...1.5, using: &generator)
        let target = expectedFrame(
          size: size,
          placement: expectedPlacement(
            size: size, anchor: anchor, anchorZ: anchorZ, transform: transform,
            position: randomPoint(using: &generator)))

        let layer = Layer()
        let origin = randomPoint(in: -50...50, using: &generator)
        layer.bounds = Rect2D(origin: origin, size: Size2D(width: 7, height: 3))
        layer.position = randomPoint(using: &generator)
        layer.anchorPoint = anchor
        layer.anchorPointZ = anchorZ
        layer.zPosition = Double.random(in: -10...10, using: &generator)
        layer.transform = transform
        layer.frame = target

        assertApproximatelyEqual(layer.frame, target, absoluteTolerance: 1e-9, label)
        assertApproximatelyEqual(
          layer.bounds.size, size, absoluteTolerance: 1e-12 * 300 * 100, label)
        XCTAssertEqual(layer.bounds.origin, origin, label)
        XCTAssertEqual(layer.anchorPoint, anchor, label)
        XCTAssertEqual(layer.anchorPointZ, anchorZ, label)
        XCTAssertEqual(layer.transform, transform, label)
      }
    }
  }

  // MARK: - Anchor point

  func testChangingTheAnchorNeverMovesThePosition() {
    let seed: UInt64 = 0xA4C4_0001
    var generator = SplitMix64(seed: seed)
    for iteration in 0..<iterations {
      let layer = Layer()
      layer.bounds = randomRect(using: &generator)
      let position = randomPoint(using: &generator)
      layer.position = position
      layer.transform = randomTransform3D(using: &generator)
      layer.anchorPoint = randomPoint(in: -2...2, using: &generator)
      layer.anchorPointZ = Double.random(in: -100...100, using: &generator)
      XCTAssertEqual(layer.position, position, "seed \(seed), iteration \(iteration)")
    }
  }

  func testMoveAnchorPointKeepsTheLayersMap() {
    // Under an invertible affine X or a 3D turn without perspective in X, and seen through a
    // perspective sublayerTransform (so zPosition counts), every point maps where it did before.
    let seed: UInt64 = 0xA4C4_0002
    var generator = SplitMix64(seed: seed)
    for iteration in 0..<iterations {
      let label = "seed \(seed), iteration \(iteration)"
      let parent = Layer()
      parent.bounds = Rect2D(x: 0, y: 0, width: 400, height: 300)
      parent.sublayerTransform.m34 = -1.0 / 2000
      let layer = Layer()
      parent.addSublayer(layer)
      let size = Size2D(
        width: Double.random(in: 1...200, using: &generator),
        height: Double.random(in: 1...200, using: &generator))
      layer.bounds = Rect2D(origin: randomPoint(in: -20...20, using: &generator), size: size)
      layer.anchorPoint = randomPoint(in: -0.5...1.5, using: &generator)
      layer.position = randomPoint(in: 0...400, using: &generator)
      layer.zPosition = Double.random(in: -50...50, using: &generator)
      layer.isGeometryFlipped = Bool.random(using: &generator)  // the flip comes before the anchor
      if iteration.isMultiple(of: 2) {
        layer.affineTransform = randomInvertibleAffine(using: &generator)
      } else {
        let axis = randomPoint(in: -1...1, using: &generator)
        layer.transform = Transform3D(
          rotationAngle: Double.random(in: -1.2...1.2, using: &generator), x: axis.x, y: axis.y,
          z: Double.random(in: -1...1, using: &generator))
      }
      let probes = (0..<5).map { _ in
        Point2D(
          x: Double.random(in: 0...size.width, using: &generator),
          y: Double.random(in: 0...size.height, using: &generator))
      }.map { Point2D(x: $0.x + layer.bounds.origin.x, y: $0.y + layer.bounds.origin.y) }
      let before = probes.map { parent.convert($0, from: layer) }
      let frame = layer.frame
      let newAnchor = randomPoint(in: -0.5...1.5, using: &generator)
      layer.moveAnchorPoint(to: newAnchor)
      XCTAssertEqual(layer.anchorPoint, newAnchor, label)
      assertApproximatelyEqual(layer.frame, frame, absoluteTolerance: 1e-9, label)
      for (probe, expected) in zip(probes, before) {
        assertApproximatelyEqual(
          parent.convert(probe, from: layer), expected, absoluteTolerance: 1e-8, label)
      }
    }
  }

  // MARK: - Cached maps

  /// The geometry of one layer, to build the same tree twice.
  private struct Geometry {
    var bounds = Rect2D(x: 0, y: 0, width: 100, height: 80)
    var position = Point2D(x: 50, y: 40)
    var anchorPoint = Point2D(x: 0.5, y: 0.5)
    var anchorPointZ = 0.0
    var zPosition = 0.0
    var transform = Transform3D.identity
    var sublayerTransform = Transform3D.identity
    var isGeometryFlipped = false

    func apply(to layer: Layer) {
      layer.bounds = bounds
      layer.position = position
      layer.anchorPoint = anchorPoint
      layer.anchorPointZ = anchorPointZ
      layer.zPosition = zPosition
      layer.transform = transform
      layer.sublayerTransform = sublayerTransform
      layer.isGeometryFlipped = isGeometryFlipped
    }

    /// Changes one value at random and returns the edit that sets just that value on a layer.
    mutating func changeOneValue<G: RandomNumberGenerator>(
      using generator: inout G
    ) -> (Layer) -> Void {
      func randomTransform() -> Transform3D {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return .identity
        case 1: return Transform3D(randomInvertibleAffine(using: &generator))
        case 2:
          var t = Transform3D(
            rotationAngle: Double.random(in: -1...1, using: &generator), x: 0, y: 1, z: 0.2)
          t.m34 = -1.0 / 1000
          return t
        default: return Transform3D(scaleX: 0, y: 1, z: 1)  // singular
        }
      }
      switch Int.random(in: 0..<8, using: &generator) {
      case 0:
        let value = randomRect(using: &generator)
        bounds = value
        return { $0.bounds = value }
      case 1:
        let value = randomPoint(in: -200...200, using: &generator)
        position = value
        return { $0.position = value }
      case 2:
        let value = randomPoint(in: -0.5...1.5, using: &generator)
        anchorPoint = value
        return { $0.anchorPoint = value }
      case 3:
        let value = Double.random(in: -50...50, using: &generator)
        anchorPointZ = value
        return { $0.anchorPointZ = value }
      case 4:
        let value = Double.random(in: -50...50, using: &generator)
        zPosition = value
        return { $0.zPosition = value }
      case 5:
        let value = randomTransform()
        transform = value
        return { $0.transform = value }
      case 6:
        let value = randomTransform()
        sublayerTransform = value
        return { $0.sublayerTransform = value }
      default:
        let value = !isGeometryFlipped
        isGeometryFlipped = value
        return { $0.isGeometryFlipped = value }
      }
    }
  }

  func testCachedMapsFollowEveryGeometryChange() {
    // A chain root → middle → leaf is used (so its maps are cached), then one value of one level is
    // changed; every conversion must equal the one of a freshly built chain with the same values.
    let seed: UInt64 = 0xCAC4_E001
    var generator = SplitMix64(seed: seed)
    var geometry = [Geometry(), Geometry(), Geometry()]
    let warm = (0..<3).map { makeLayer("\($0)") }
    warm[0].addSublayer(warm[1])
    warm[1].addSublayer(warm[2])
    for (layer, values) in zip(warm, geometry) { values.apply(to: layer) }
    let probes = [Point2D(x: 0, y: 0), Point2D(x: 30, y: -7), Point2D(x: 90, y: 60)]
    for step in 0..<300 {
      for probe in probes {
        _ = warm[2].convert(probe, to: nil)
        _ = warm[0].convert(probe, from: warm[2])
        _ = warm[2].convert(probe, from: warm[1])
      }
      let level = Int.random(in: 0..<3, using: &generator)
      let edit = geometry[level].changeOneValue(using: &generator)
      edit(warm[level])  // only the changed value: each setter must drop the maps it affects
      let cold = (0..<3).map { makeLayer("\($0)") }
      cold[0].addSublayer(cold[1])
      cold[1].addSublayer(cold[2])
      for (layer, values) in zip(cold, geometry) { values.apply(to: layer) }
      for probe in probes {
        let label = "seed \(seed), step \(step), level \(level), \(probe)"
        assertSameOrBothNaN(warm[2].convert(probe, to: nil), cold[2].convert(probe, to: nil), label)
        assertSameOrBothNaN(
          warm[0].convert(probe, from: warm[2]), cold[0].convert(probe, from: cold[2]), label)
        assertSameOrBothNaN(
          warm[2].convert(probe, from: warm[1]), cold[2].convert(probe, from: cold[1]), label)
        assertSameOrBothNaN(
          warm[2].convert(probe, from: nil), cold[2].convert(probe, from: nil), label)
      }
      for index in 0..<3 {
        assertSameOrBothNaN(warm[index].frame, cold[index].frame, "frame \(index), step \(step)")
      }
    }
  }

  // MARK: - Flip parity and drawing order

  func testContentsAreFlippedIsTheParityOfTheFlagsAbove() {
    let seed: UInt64 = 0xF11B_0001
    var generator = SplitMix64(seed: seed)
    for iteration in 0..<50 {
      // A random tree of 30 layers: layer i's parent is a random earlier layer (or none).
      var parents: [Int?] = []
      var flags: [Bool] = []
      var layers: [Layer] = []
      for index in 0..<30 {
        let parent: Int? =
          index == 0 || Int.random(in: 0..<8, using: &generator) == 0
          ? nil : Int.random(in: 0..<index, using: &generator)
        let flag = Bool.random(using: &generator)
        let layer = Layer()
        layer.isGeometryFlipped = flag
        if let parent { layers[parent].addSublayer(layer) }
        parents.append(parent)
        flags.append(flag)
        layers.append(layer)
      }
      for index in 0..<30 {
        var parity = false
        var current: Int? = index
        while let i = current {
          parity = parity != flags[i]
          current = parents[i]
        }
        XCTAssertEqual(
          layers[index].contentsAreFlipped, parity,
          "seed \(seed), iteration \(iteration), layer \(index)")
      }
    }
  }

  func testDrawingOrderIsAStableSortWithNaNLast() {
    let seed: UInt64 = 0xD4A3_0001
    var generator = SplitMix64(seed: seed)
    let values: [Double] = [.nan, -.infinity, .infinity, -1, 0, -0.0, 1, 2.5]
    for iteration in 0..<200 {
      let count = Int.random(in: 0...12, using: &generator)
      let zPositions = (0..<count).map { _ in
        values[Int.random(in: 0..<values.count, using: &generator)]
      }
      let parent = Layer()
      parent.sublayers = zPositions.enumerated().map { index, z in
        let layer = makeLayer("\(index)")
        layer.zPosition = z
        return layer
      }
      // Insertion sort by hand: move an element left past every element it must be drawn before
      // (a strictly larger number, or NaN when it is a number); equal keys never pass each other.
      var expected = Array(0..<count)
      for i in 0..<count {
        var j = i
        while j > 0 {
          let (left, right) = (zPositions[expected[j - 1]], zPositions[expected[j]])
          let rightFirst =
            (left.isNaN && !right.isNaN) || (!left.isNaN && !right.isNaN && right < left)
          if !rightFirst { break }
          expected.swapAt(j - 1, j)
          j -= 1
        }
      }
      XCTAssertEqual(
        names(parent.sublayersInDrawingOrder), expected.map { "\($0)" },
        "\(zPositions) — seed \(seed), iteration \(iteration)")
    }
  }

  // MARK: - Tree editing against a model

  func testTreeEditsMatchAPlainModel() {
    // Random edits on a pool of eight layers, mirrored in arrays of indices. Edits that would break a
    // precondition are not made (LayerPreconditionTests covers them).
    let seed: UInt64 = 0x7EE0_0001
    var generator = SplitMix64(seed: seed)
    let count = 8
    let layers = (0..<count).map { makeLayer("\($0)") }
    var children = [[Int]](repeating: [], count: count)
    var parent = [Int?](repeating: nil, count: count)

    func isAncestorOrSelf(_ candidate: Int, of index: Int) -> Bool {
      var current: Int? = index
      while let i = current {
        if i == candidate { return true }
        current = parent[i]
      }
      return false
    }
    func detach(_ index: Int) {
      if let p = parent[index] { children[p].removeAll { $0 == index } }
      parent[index] = nil
    }
    func attach(_ index: Int, to p: Int, at position: Int) {
      detach(index)
      children[p].insert(index, at: position)
      parent[index] = p
    }

    for step in 0..<2000 {
      let label = "seed \(seed), step \(step)"
      let p = Int.random(in: 0..<count, using: &generator)
      let c = Int.random(in: 0..<count, using: &generator)
      let adoptable = !isAncestorOrSelf(c, of: p)
      switch Int.random(in: 0..<7, using: &generator) {
      case 0 where adoptable:
        layers[p].addSublayer(layers[c])
        attach(c, to: p, at: children[p].filter { $0 != c }.count)
      case 1 where adoptable:
        let others = children[p].filter { $0 != c }.count
        let index = Int.random(in: 0...others, using: &generator)
        layers[p].insertSublayer(layers[c], at: index)
        attach(c, to: p, at: index)
      case 2 where adoptable, 3 where adoptable:
        let above = Bool.random(using: &generator)
        let siblings = children[p]
        let sibling =
          siblings.isEmpty || Bool.random(using: &generator)
          ? nil : siblings[Int.random(in: 0..<siblings.count, using: &generator)]
        if sibling == c { continue }
        if above {
          layers[p].insertSublayer(layers[c], above: sibling.map { layers[$0] })
        } else {
          layers[p].insertSublayer(layers[c], below: sibling.map { layers[$0] })
        }
        let others = children[p].filter { $0 != c }
        let index =
          sibling.flatMap { s in others.firstIndex(of: s).map { $0 + (above ? 1 : 0) } }
          ?? (above ? others.count : 0)
        attach(c, to: p, at: index)
      case 4 where adoptable && !children[p].isEmpty:
        let old = children[p][Int.random(in: 0..<children[p].count, using: &generator)]
        layers[p].replaceSublayer(layers[old], with: layers[c])
        if old != c {
          let index = children[p].filter { $0 != c }.firstIndex(of: old) ?? 0
          detach(old)
          attach(c, to: p, at: index)
        }
      case 5:
        layers[c].removeFromSuperlayer()
        detach(c)
      case 6:
        let list = (0..<count).filter {
          !isAncestorOrSelf($0, of: p) && Bool.random(using: &generator)
        }
        .shuffled(using: &generator)
        layers[p].sublayers = list.map { layers[$0] }
        for old in children[p] where !list.contains(old) { detach(old) }
        for index in list { detach(index) }
        children[p] = list
        for index in list { parent[index] = p }
      default:
        continue
      }
      for index in 0..<count {
        XCTAssertEqual(
          names(layers[index].sublayers), children[index].map { "\($0)" },
          "layer \(index), \(label)")
        XCTAssertTrue(
          layers[index].superlayer === parent[index].map { layers[$0] },
          "superlayer of \(index), \(label)")
      }
    }
  }
}
