import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// Every batch API equals its scalar loop element for element, as the batch APIs document.
///
/// The inputs are seeded and full of edge cases, and the transforms cover every kind the kernels
/// dispatch on. "Equal" is `==` per stored component, or both `NaN`.
final class BatchTests: XCTestCase {
  private static let seed: UInt64 = 0xBA7C_5EED
  private static let count = 10_000

  // MARK: Inputs

  /// Every pair of edge-case doubles, then seeded random edge-case points, `count` in all.
  private static func points() -> [Point2D] {
    var generator = SplitMix64(seed: seed)
    var points = edgeCaseDoubles.flatMap { x in edgeCaseDoubles.map { y in Point2D(x: x, y: y) } }
    while points.count < count {
      points.append(randomEdgeCasePoint(using: &generator))
    }
    return points
  }

  /// Seeded random edge-case rectangles (null, infinite, negative, NaN, huge, tiny), `count` in
  /// all.
  private static func rects() -> [Rect2D] {
    var generator = SplitMix64(seed: seed &+ 1)
    var rects: [Rect2D] = [
      .null, .infinite, .zero, Rect2D(x: 10, y: 10, width: -4, height: -6),
      Rect2D(x: -200, y: 0, width: 300, height: 10), Rect2D(x: -300, y: 0, width: 50, height: 10),
    ]
    while rects.count < count {
      rects.append(randomEdgeCaseRect(using: &generator))
    }
    return rects
  }

  private static let nanAffine = AffineTransform2D(
    a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)

  /// One transform of each kind the affine kernels dispatch on, plus degenerate ones.
  private static let affineTransforms: [(String, AffineTransform2D)] = [
    ("identity", .identity),
    (
      "identity with −0 entries",
      AffineTransform2D(a: 1, b: -0.0, c: -0.0, d: 1, tx: -0.0, ty: -0.0)
    ),
    ("translation", AffineTransform2D(translationX: 3.5, y: -7.25)),
    ("scale", AffineTransform2D(scaleX: 2, y: -0.5)),
    ("scale in y only", AffineTransform2D(scaleX: 1, y: -3)),
    ("scale in x only", AffineTransform2D(scaleX: 0.25, y: 1)),
    ("scale and translation", AffineTransform2D(a: 3, b: 0, c: 0, d: 0.25, tx: -10, ty: 1e10)),
    ("huge and tiny scale", AffineTransform2D(scaleX: 1e300, y: 1e-300)),
    (
      "general (rotation + translation)",
      AffineTransform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 100, ty: -50)
    ),
    ("shear in c", AffineTransform2D(a: 1, b: 0, c: 2.5, d: 1, tx: 0, ty: 0)),
    ("shear in b", AffineTransform2D(a: 1, b: -0.5, c: 0, d: 1, tx: 2, ty: 0)),
    ("singular", AffineTransform2D(a: 0, b: 0, c: 0, d: 0, tx: 5, ty: 5)),
    ("NaN translation", AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0)),
    ("infinite translation", AffineTransform2D(translationX: .infinity, y: 0)),
    ("NaN in b", AffineTransform2D(a: 1, b: .nan, c: 0, d: 1, tx: 0, ty: 0)),
    ("all NaN", nanAffine),
  ]

  /// One 4×4 transform of each kind: plane-affine ones (taking the affine kernels), perspective
  /// ones (the projective kernel), and non-finite ones.
  private static let transforms3D: [(String, Transform3D)] = {
    var perspective = Transform3D.identity
    perspective.m14 = 0.001
    perspective.m24 = -0.002
    var m34 = Transform3D.identity
    m34.m34 = -1.0 / 500
    var uniformW = Transform3D.identity
    uniformW.m44 = 2
    var behind = Transform3D.identity
    behind.m44 = -1
    var nanM14 = Transform3D.identity
    nanM14.m14 = .nan
    var generator = SplitMix64(seed: seed &+ 2)
    let nan = Transform3D(
      m11: .nan, m12: .nan, m13: .nan, m14: .nan, m21: .nan, m22: .nan, m23: .nan, m24: .nan,
      m31: .nan, m32: .nan, m33: .nan, m34: .nan, m41: .nan, m42: .nan, m43: .nan, m44: .nan)
    return [
      ("identity", .identity),
      ("translation", Transform3D(translationX: 3.5, y: -7.25, z: 100)),
      ("scale", Transform3D(scaleX: 2, y: -0.5, z: 0)),
      ("scale in y only", Transform3D(scaleX: 1, y: -3, z: 1)),
      (
        "general affine",
        Transform3D(AffineTransform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 100, ty: -50))
      ),
      (
        "x-rotation (plane-affine, not isAffine)", Transform3D(rotationAngle: 0.7, x: 1, y: 0, z: 0)
      ),
      ("perspective m14 m24", perspective),
      ("y-rotation then m34", Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0).concatenating(m34)),
      ("uniform w = 2", uniformW),
      ("w = −1 (all behind)", behind),
      ("random 4×4", randomTransform3D(using: &generator)),
      ("NaN m14", nanM14),
      ("all NaN", nan),
    ]
  }()

  // MARK: Comparison

  private func assertPointsMatchScalar(
    _ actual: [Point2D], inputs: [Point2D], label: String, scalar: (Point2D) -> Point2D,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(actual.count, inputs.count, label, file: file, line: line)
    var mismatches: [String] = []
    for (index, (result, input)) in zip(actual, inputs).enumerated() {
      let expected = scalar(input)
      if !(isSameOrBothNaN(result.x, expected.x) && isSameOrBothNaN(result.y, expected.y)) {
        mismatches.append("#\(index) \(input) → \(result), scalar \(expected)")
      }
    }
    XCTAssert(
      mismatches.isEmpty,
      "\(label) (seed \(Self.seed)): \(mismatches.count) mismatches; first: "
        + mismatches.prefix(5).joined(separator: "; "),
      file: file, line: line)
  }

  private func assertRectsMatchScalar(
    _ actual: [Rect2D], inputs: [Rect2D], label: String, scalar: (Rect2D) -> Rect2D,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(actual.count, inputs.count, label, file: file, line: line)
    var mismatches: [String] = []
    for (index, (result, input)) in zip(actual, inputs).enumerated() {
      let expected = scalar(input)
      let same =
        isSameOrBothNaN(result.origin.x, expected.origin.x)
        && isSameOrBothNaN(result.origin.y, expected.origin.y)
        && isSameOrBothNaN(result.size.width, expected.size.width)
        && isSameOrBothNaN(result.size.height, expected.size.height)
      if !same {
        mismatches.append("#\(index) \(input) → \(result), scalar \(expected)")
      }
    }
    XCTAssert(
      mismatches.isEmpty,
      "\(label) (seed \(Self.seed)): \(mismatches.count) mismatches; first: "
        + mismatches.prefix(5).joined(separator: "; "),
      file: file, line: line)
  }

  private static let sentinelPoint = Point2D(x: 12_345, y: -12_345)
  private static let sentinelRect = Rect2D(x: 1, y: 2, width: 3, height: 4)

  // MARK: AffineTransform2D

  func testAffinePointArrayInPlaceEqualsScalar() {
    let inputs = Self.points()
    for (name, t) in Self.affineTransforms {
      var points = inputs
      t.apply(to: &points)
      assertPointsMatchScalar(points, inputs: inputs, label: "[Point2D] in place, \(name)") {
        $0.applying(t)
      }
    }
  }

  func testAffinePointBufferInPlaceEqualsScalar() {
    let inputs = Self.points()
    for (name, t) in Self.affineTransforms {
      var points = inputs
      points.withUnsafeMutableBufferPointer { t.apply(to: $0) }
      assertPointsMatchScalar(points, inputs: inputs, label: "buffer in place, \(name)") {
        $0.applying(t)
      }
    }
  }

  func testAffinePointBufferIntoBufferEqualsScalar() {
    let inputs = Self.points()
    for (name, t) in Self.affineTransforms {
      var output = [Point2D](repeating: Self.sentinelPoint, count: inputs.count)
      inputs.withUnsafeBufferPointer { source in
        output.withUnsafeMutableBufferPointer { t.apply(to: source, into: $0) }
      }
      assertPointsMatchScalar(output, inputs: inputs, label: "buffer into buffer, \(name)") {
        $0.applying(t)
      }
    }
  }

  func testAffinePointBufferIntoItselfEqualsScalar() {
    // The documentation allows the source and the destination to be the same buffer.
    let inputs = Self.points()
    for (name, t) in Self.affineTransforms {
      var points = inputs
      points.withUnsafeMutableBufferPointer { t.apply(to: UnsafeBufferPointer($0), into: $0) }
      assertPointsMatchScalar(points, inputs: inputs, label: "buffer into itself, \(name)") {
        $0.applying(t)
      }
    }
  }

  func testAffineRectArrayInPlaceEqualsScalar() {
    assertAffineRectArrayInPlaceMatchesScalar(Self.rects(), label: "[Rect2D] in place")
  }

  func testAffineRectBufferIntoBufferEqualsScalar() {
    assertAffineRectBufferIntoBufferMatchesScalar(Self.rects(), label: "rect buffer into buffer")
  }

  private func assertAffineRectArrayInPlaceMatchesScalar(_ inputs: [Rect2D], label: String) {
    for (name, t) in Self.affineTransforms {
      var rects = inputs
      t.apply(to: &rects)
      assertRectsMatchScalar(rects, inputs: inputs, label: "\(label), \(name)") { $0.applying(t) }
    }
  }

  private func assertAffineRectBufferIntoBufferMatchesScalar(_ inputs: [Rect2D], label: String) {
    for (name, t) in Self.affineTransforms {
      var output = [Rect2D](repeating: Self.sentinelRect, count: inputs.count)
      inputs.withUnsafeBufferPointer { source in
        output.withUnsafeMutableBufferPointer { t.apply(to: source, into: $0) }
      }
      assertRectsMatchScalar(output, inputs: inputs, label: "\(label), \(name)") { $0.applying(t) }
    }
  }

  /// Mostly ordinary rectangles with an edge case every 331st, so that the rect kernel's blocks of
  /// 256 take both its vectorised path (no edge case in the block) and its one-by-one path (an edge
  /// case at a different position in each such block), and the count is not a multiple of the
  /// block size.
  private static func sparseEdgeCaseRects() -> [Rect2D] {
    var generator = SplitMix64(seed: seed &+ 2)
    let edgeCases: [Rect2D] = [
      .null, .infinite, Rect2D(x: .nan, y: 0, width: 1, height: 1),
      Rect2D(x: 1, y: 2, width: .infinity, height: 4),
      Rect2D(x: 0, y: 0, width: .greatestFiniteMagnitude, height: 1),
      // Finite, but its box's components add up past the largest double.
      Rect2D(x: 1e308, y: 1e308, width: 1e308, height: 1e308),
    ]
    return (0..<3_000).map { i in
      if i % 331 == 5 { return edgeCases[(i / 331) % edgeCases.count] }
      return Rect2D(
        x: .random(in: -500...500, using: &generator),
        y: .random(in: -500...500, using: &generator),
        width: .random(in: -100...100, using: &generator),
        height: .random(in: -100...100, using: &generator))
    }
  }

  func testAffineRectBatchWithSparseEdgeCasesEqualsScalar() {
    let inputs = Self.sparseEdgeCaseRects()
    assertAffineRectArrayInPlaceMatchesScalar(inputs, label: "sparse, in place")
    assertAffineRectBufferIntoBufferMatchesScalar(inputs, label: "sparse, into buffer")
  }

  func testAffineBatchOnPointsAlignedToEightBytesEqualsScalar() {
    // A `Point2D` needs 8-byte alignment only: a buffer may start 8 bytes past a 16-byte boundary.
    let inputs = Self.points()
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: 16 * (2 * inputs.count + 1), alignment: 16)
    defer { raw.deallocate() }
    let source = (raw + 8).bindMemory(to: Point2D.self, capacity: inputs.count)
    let destination = (raw + 8 + 16 * inputs.count).bindMemory(
      to: Point2D.self, capacity: inputs.count)
    for (name, t) in Self.affineTransforms {
      source.initialize(from: inputs, count: inputs.count)
      t.apply(
        to: UnsafeBufferPointer(start: source, count: inputs.count),
        into: UnsafeMutableBufferPointer(start: destination, count: inputs.count))
      t.apply(to: UnsafeMutableBufferPointer(start: source, count: inputs.count))
      for (label, start) in [("into a buffer", destination), ("in place", source)] {
        let output = Array(UnsafeBufferPointer(start: start, count: inputs.count))
        assertPointsMatchScalar(output, inputs: inputs, label: "8-byte aligned, \(label), \(name)")
        {
          $0.applying(t)
        }
      }
    }
  }

  // MARK: Transform3D

  func testTransform3DPointArrayInPlaceEqualsScalar() {
    let inputs = Self.points()
    for (name, t) in Self.transforms3D {
      var points = inputs
      t.apply(to: &points)
      assertPointsMatchScalar(points, inputs: inputs, label: "[Point2D] in place, \(name)") {
        $0.applying(t)
      }
    }
  }

  func testTransform3DPointBufferInPlaceEqualsScalar() {
    let inputs = Self.points()
    for (name, t) in Self.transforms3D {
      var points = inputs
      points.withUnsafeMutableBufferPointer { t.apply(to: $0) }
      assertPointsMatchScalar(points, inputs: inputs, label: "buffer in place, \(name)") {
        $0.applying(t)
      }
    }
  }

  func testTransform3DPointBufferIntoBufferEqualsScalar() {
    let inputs = Self.points()
    for (name, t) in Self.transforms3D {
      var output = [Point2D](repeating: Self.sentinelPoint, count: inputs.count)
      inputs.withUnsafeBufferPointer { source in
        output.withUnsafeMutableBufferPointer { t.apply(to: source, into: $0) }
      }
      assertPointsMatchScalar(output, inputs: inputs, label: "buffer into buffer, \(name)") {
        $0.applying(t)
      }
    }
  }

  func testTransform3DPointBufferIntoItselfEqualsScalar() {
    let inputs = Self.points()
    for (name, t) in Self.transforms3D {
      var points = inputs
      points.withUnsafeMutableBufferPointer { t.apply(to: UnsafeBufferPointer($0), into: $0) }
      assertPointsMatchScalar(points, inputs: inputs, label: "buffer into itself, \(name)") {
        $0.applying(t)
      }
    }
  }

  func testTransform3DRectArrayInPlaceEqualsScalar() {
    let inputs = Self.rects()
    for (name, t) in Self.transforms3D {
      var rects = inputs
      t.apply(to: &rects)
      assertRectsMatchScalar(rects, inputs: inputs, label: "[Rect2D] in place, \(name)") {
        $0.applying(t)
      }
    }
  }

  func testTransform3DRectBufferIntoBufferEqualsScalar() {
    let inputs = Self.rects()
    for (name, t) in Self.transforms3D {
      var output = [Rect2D](repeating: Self.sentinelRect, count: inputs.count)
      inputs.withUnsafeBufferPointer { source in
        output.withUnsafeMutableBufferPointer { t.apply(to: source, into: $0) }
      }
      assertRectsMatchScalar(output, inputs: inputs, label: "rect buffer into buffer, \(name)") {
        $0.applying(t)
      }
    }
  }

  // MARK: Random transforms

  func testRandomTransformsBatchEqualsScalar() {
    // Fresh transforms each round, so no one kind is favoured; 100 points each.
    var generator = SplitMix64(seed: Self.seed &+ 3)
    let inputs = Array(Self.points().suffix(100))
    for round in 0..<200 {
      let affine = randomAffine(using: &generator)
      let projective = randomTransform3D(using: &generator)
      var a = inputs
      affine.apply(to: &a)
      assertPointsMatchScalar(a, inputs: inputs, label: "round \(round), affine \(affine)") {
        $0.applying(affine)
      }
      var p = inputs
      projective.apply(to: &p)
      assertPointsMatchScalar(p, inputs: inputs, label: "round \(round), 3D \(projective)") {
        $0.applying(projective)
      }
    }
  }

  // MARK: Every small size, and array literals

  func testEveryBatchSizeUpToSeventeenEqualsScalar() {
    // Vectorised loops have remainders; 10,000 is a multiple of every vector width.
    let points = Self.points()
    let rects = Self.rects()
    for count in 0...17 {
      let pointInputs = Array(points.suffix(count))
      let rectInputs = Array(rects.suffix(count))
      for (name, t) in Self.affineTransforms {
        var p = pointInputs
        t.apply(to: &p)
        assertPointsMatchScalar(p, inputs: pointInputs, label: "\(count) points, \(name)") {
          $0.applying(t)
        }
        var r = rectInputs
        t.apply(to: &r)
        assertRectsMatchScalar(r, inputs: rectInputs, label: "\(count) rects, \(name)") {
          $0.applying(t)
        }
      }
      for (name, t) in Self.transforms3D {
        var p = pointInputs
        t.apply(to: &p)
        assertPointsMatchScalar(p, inputs: pointInputs, label: "\(count) points, 3D \(name)") {
          $0.applying(t)
        }
        var r = rectInputs
        t.apply(to: &r)
        assertRectsMatchScalar(r, inputs: rectInputs, label: "\(count) rects, 3D \(name)") {
          $0.applying(t)
        }
      }
    }
  }

  func testInPlaceBatchOnArrayLiteralWritesBack() {
    // A one-element array literal may be a statically initialised constant: the batch must still
    // write through. (0,0,10,20) · (a 0.8, b 0.6, c −0.6, d 0.8): centre (5,10) → (4−6, 3+8) =
    // (−2, 11); half extents (0.8·5 + 0.6·10, 0.6·5 + 0.8·10) = (10, 11) → (−12, 0, 20, 22).
    let t = AffineTransform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 0, ty: 0)
    var rects = [Rect2D(x: 0, y: 0, width: 10, height: 20)]
    t.apply(to: &rects)
    assertApproximatelyEqual(rects[0], Rect2D(x: -12, y: 0, width: 20, height: 22))
    var viaTransform3D = [Rect2D(x: 0, y: 0, width: 10, height: 20)]
    Transform3D(t).apply(to: &viaTransform3D)
    assertApproximatelyEqual(viaTransform3D[0], Rect2D(x: -12, y: 0, width: 20, height: 22))
    // (1, 2) · t = (0.8 − 1.2, 0.6 + 1.6) = (−0.4, 2.2).
    var points = [Point2D(x: 1, y: 2)]
    t.apply(to: &points)
    assertApproximatelyEqual(points[0], Point2D(x: -0.4, y: 2.2))
  }

  // MARK: Empty batches and hand-worked examples

  func testEmptyBatchesDoNothing() {
    var points: [Point2D] = []
    var rects: [Rect2D] = []
    var perspective = Transform3D.identity
    perspective.m14 = 0.01
    AffineTransform2D(translationX: 1, y: 1).apply(to: &points)
    AffineTransform2D(translationX: 1, y: 1).apply(to: &rects)
    perspective.apply(to: &points)
    perspective.apply(to: &rects)
    XCTAssertTrue(points.isEmpty)
    XCTAssertTrue(rects.isEmpty)
    let emptyMutable = UnsafeMutableBufferPointer<Point2D>(start: nil, count: 0)
    let empty = UnsafeBufferPointer<Point2D>(start: nil, count: 0)
    AffineTransform2D(scaleX: 2, y: 2).apply(to: emptyMutable)
    AffineTransform2D(scaleX: 2, y: 2).apply(to: empty, into: emptyMutable)
    perspective.apply(to: emptyMutable)
    perspective.apply(to: empty, into: emptyMutable)
    let emptyRects = UnsafeBufferPointer<Rect2D>(start: nil, count: 0)
    let emptyMutableRects = UnsafeMutableBufferPointer<Rect2D>(start: nil, count: 0)
    AffineTransform2D(scaleX: 2, y: 2).apply(to: emptyRects, into: emptyMutableRects)
    perspective.apply(to: emptyRects, into: emptyMutableRects)
  }

  func testAffineBatchExamples() {
    var points = [Point2D(x: 1, y: 2), Point2D(x: 3, y: 4)]
    AffineTransform2D(scaleX: 10, y: 10).apply(to: &points)
    XCTAssertEqual(points, [Point2D(x: 10, y: 20), Point2D(x: 30, y: 40)])

    var one = [Point2D(x: 1, y: 2)]
    one.withUnsafeMutableBufferPointer { AffineTransform2D(translationX: 1, y: 1).apply(to: $0) }
    XCTAssertEqual(one, [Point2D(x: 2, y: 3)])

    let source = [Point2D(x: 1, y: 1), Point2D(x: 2, y: 2)]
    var result = [Point2D](repeating: .zero, count: source.count)
    source.withUnsafeBufferPointer { input in
      result.withUnsafeMutableBufferPointer {
        AffineTransform2D(scaleX: 2, y: 3).apply(to: input, into: $0)
      }
    }
    XCTAssertEqual(result, [Point2D(x: 2, y: 3), Point2D(x: 4, y: 6)])

    var rects = [Rect2D(x: 0, y: 0, width: 10, height: 20)]
    AffineTransform2D(rotationAngle: .pi / 2).apply(to: &rects)
    assertApproximatelyEqual(
      rects[0], Rect2D(x: -20, y: 0, width: 20, height: 10), absoluteTolerance: 1e-12)

    let rectSource = [Rect2D(x: 0, y: 0, width: 10, height: 10)]
    var rectResult = [Rect2D](repeating: .zero, count: 1)
    rectSource.withUnsafeBufferPointer { input in
      rectResult.withUnsafeMutableBufferPointer {
        AffineTransform2D(scaleX: 2, y: -1).apply(to: input, into: $0)
      }
    }
    assertSameOrBothNaN(rectResult[0], Rect2D(x: 0, y: -10, width: 20, height: 10))
  }

  func testTransform3DBatchExamples() {
    var t = Transform3D.identity
    t.m14 = 0.01
    // w = 0.01·100 + 1 = 2 for the first point, 1 for the second.
    var points = [Point2D(x: 100, y: 50), Point2D(x: 0, y: 10), Point2D(x: -200, y: 0)]
    t.apply(to: &points)
    XCTAssertEqual(Array(points.prefix(2)), [Point2D(x: 50, y: 25), Point2D(x: 0, y: 10)])
    XCTAssertTrue(points[2].x.isNaN && points[2].y.isNaN, "behind the eye")

    var one = [Point2D(x: 1, y: 2)]
    one.withUnsafeMutableBufferPointer { Transform3D(translationX: 1, y: 1, z: 5).apply(to: $0) }
    XCTAssertEqual(one, [Point2D(x: 2, y: 3)])

    var u = Transform3D.identity
    u.m24 = 0.01
    let source = [Point2D(x: 10, y: 100)]
    var result = [Point2D](repeating: .zero, count: 1)
    source.withUnsafeBufferPointer { input in
      result.withUnsafeMutableBufferPointer { u.apply(to: input, into: $0) }
    }
    XCTAssertEqual(result, [Point2D(x: 5, y: 50)])

    var rects = [
      Rect2D(x: 0, y: 0, width: 100, height: 100), Rect2D(x: -200, y: 0, width: 300, height: 10),
      Rect2D(x: -300, y: 0, width: 50, height: 10),
    ]
    t.apply(to: &rects)
    assertSameOrBothNaN(rects[0], Rect2D(x: 0, y: 0, width: 50, height: 100))
    XCTAssertTrue(rects[1].isInfinite)
    XCTAssertTrue(rects[2].isNull)

    let rectSource = [Rect2D(x: 0, y: 0, width: 10, height: 10)]
    var rectResult = [Rect2D](repeating: .zero, count: 1)
    rectSource.withUnsafeBufferPointer { input in
      rectResult.withUnsafeMutableBufferPointer {
        Transform3D(scaleX: 3, y: 3, z: 1).apply(to: input, into: $0)
      }
    }
    assertSameOrBothNaN(rectResult[0], Rect2D(x: 0, y: 0, width: 30, height: 30))
  }
}
