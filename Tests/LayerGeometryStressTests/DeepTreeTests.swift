import LayerGeometryFoundation
import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// Every tree operation on a chain of 100,000 levels, built top-down and bottom-up.
///
/// Nothing here is timed: an operation that recursed over the tree would overflow the stack, and
/// one that is quadratic in depth would take minutes instead of a fraction of a second.
///
/// Each chain layer is a 10 × 10 square whose centre sits one point to the right of its
/// superlayer's centre, so that each level is a translation by `(1, 0)`: a point `(x, y)` of the
/// deepest layer is `(x + depth, y)` in the root's space, exactly.
final class DeepTreeTests: XCTestCase {
  private let depth = 100_000

  override func setUpWithError() throws { try skipUnlessOptimized() }

  private func chainLayer() -> Layer {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
    layer.position = Point2D(x: 6, y: 5)
    return layer
  }

  /// A root at the world's origin (its map is the identity) with `depth` levels below it.
  private func makeChainTopDown() -> (root: Layer, deepest: Layer) {
    let root = chainLayer()
    root.position = Point2D(x: 5, y: 5)
    var last = root
    for _ in 0..<depth {
      let layer = chainLayer()
      last.addSublayer(layer)
      last = layer
    }
    return (root, last)
  }

  /// The same chain, each new layer becoming the superlayer of the chain built so far.
  private func makeChainBottomUp() -> (root: Layer, deepest: Layer) {
    let deepest = chainLayer()
    var top = deepest
    for _ in 0..<depth {
      let layer = chainLayer()
      layer.addSublayer(top)
      top = layer
    }
    top.position = Point2D(x: 5, y: 5)
    return (top, deepest)
  }

  private func checkChain(
    _ root: Layer, _ deepest: Layer, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let d = Double(depth)
    XCTAssertEqual(
      deepest.convert(Point2D(x: 0, y: 0), to: nil), Point2D(x: d, y: 0), file: file, line: line)
    XCTAssertEqual(
      deepest.convert(Point2D(x: d + 2, y: 3), from: root), Point2D(x: 2, y: 3), file: file,
      line: line)
    XCTAssertEqual(
      deepest.convert(deepest.bounds, to: nil), Rect2D(x: d, y: 0, width: 10, height: 10),
      file: file, line: line)
    XCTAssertEqual(deepest.frame, Rect2D(x: 1, y: 0, width: 10, height: 10), file: file, line: line)
    XCTAssertFalse(deepest.contentsAreFlipped, file: file, line: line)
    root.isGeometryFlipped = true  // flips the y of everything below about y = 5: no move here
    XCTAssertTrue(deepest.contentsAreFlipped, file: file, line: line)
    root.isGeometryFlipped = false
    // Every level contains the point; the deepest layer is the front-most.
    let point = Point2D(x: d + 5, y: 5)
    XCTAssert(root.hitTest(point) === deepest, file: file, line: line)
    XCTAssert(root.hitTest(point, order: .sublayerOrder) === deepest, file: file, line: line)
    XCTAssert(
      root.hitTest([point, Point2D(x: -50, y: 5)]).map { $0 === deepest } == [true, false])
    // Off the deepest layer but still on its superlayer (one point to the left).
    XCTAssert(
      root.hitTest(Point2D(x: d - 0.5, y: 5)) === deepest.superlayer, file: file, line: line)
    // A snapshot of the whole chain answers as the live tree does.
    let snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot.count, depth + 1, file: file, line: line)
    XCTAssertEqual(snapshot.hitTest(point), snapshot.index(of: deepest), file: file, line: line)
    XCTAssertEqual(snapshot.hitTest(point), depth, file: file, line: line)
    // Level k covers x in [k, k + 10): x = d + 5 is on levels d − 4 ... d.
    XCTAssertEqual(
      snapshot.hitTestAll(point), Array((depth - 4...depth).reversed()), file: file, line: line)
    // Closed boxes [k, k + 10] meet [d + 9, d + 10] for k ≥ d − 1.
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: d + 9, y: 0, width: 1, height: 1)),
      Array(depth - 1...depth), file: file, line: line)
    XCTAssertEqual(snapshot[depth].boundingBox, Rect2D(x: d, y: 0, width: 10, height: 10))
    let picture = SVGPicture(of: root, in: Rect2D(x: 0, y: 0, width: d + 10, height: 10))
    XCTAssertEqual(
      picture.svg.components(separatedBy: "<polygon id=\"layer-").count - 1, depth + 1,
      "every layer has a polygon", file: file, line: line)
  }

  func testChainBuiltTopDown() {
    let (root, deepest) = makeChainTopDown()
    checkChain(root, deepest)
  }

  func testChainBuiltBottomUp() {
    let (root, deepest) = makeChainBottomUp()
    checkChain(root, deepest)
  }

  func testSettingSublayersOfANewParentToAChain() {
    let (root, deepest) = makeChainTopDown()
    let parent = Layer()
    parent.sublayers = [root]
    XCTAssert(root.superlayer === parent)
    XCTAssertEqual(
      deepest.convert(Point2D(x: 0, y: 0), to: parent), Point2D(x: Double(depth), y: 0))
    parent.sublayers = []
    XCTAssertNil(root.superlayer)
  }

  func testFreeingAChainFreesEveryLayer() {
    weak var weakRoot: Layer?
    weak var weakDeepest: Layer?
    do {
      let (root, deepest) = makeChainTopDown()
      _ = root.hitTest(Point2D(x: 5, y: 5))  // with caches and a plan, as a used tree has
      weakRoot = root
      weakDeepest = deepest
    }
    XCTAssertNil(weakRoot)
    XCTAssertNil(weakDeepest)
  }

  func testALayerHeldElsewhereOutlivesItsChainAsARoot() {
    var kept: Layer?
    do {
      let (root, deepest) = makeChainBottomUp()
      kept = deepest.superlayer
      XCTAssertEqual(root.sublayers.count, 1)
    }
    XCTAssertNil(kept?.superlayer)
    XCTAssertEqual(kept?.sublayers.count, 1)
    XCTAssertEqual(kept?.frame, Rect2D(x: 1, y: 0, width: 10, height: 10))
  }

  func testResizingTheRootOfAChainResizesEveryLevel() {
    let (root, deepest) = makeChainTopDown()
    var layer: Layer? = deepest
    while let current = layer, current !== root {
      current.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
      layer = current.superlayer
    }
    root.layoutIfNeeded()
    XCTAssertFalse(deepest.needsLayout())
    // Each level is 10 × 10 at (1, 0) in a 10 × 10 superlayer; the root grows by (10, 20), and so
    // does every level below it in turn.
    root.bounds = Rect2D(x: 0, y: 0, width: 20, height: 30)
    XCTAssertEqual(deepest.frame, Rect2D(x: 1, y: 0, width: 20, height: 30))
    XCTAssertEqual(deepest.superlayer?.frame, Rect2D(x: 1, y: 0, width: 20, height: 30))
    XCTAssertTrue(deepest.needsLayout())
    deepest.layoutIfNeeded()  // walks the whole chain from the root, without recursion
    XCTAssertFalse(deepest.needsLayout())
    XCTAssertFalse(root.needsLayout())
  }

  func testChainAnswersAfterChangesAtEitherEnd() {
    let (root, deepest) = makeChainTopDown()
    let point = Point2D(x: Double(depth) + 5, y: 5)
    XCTAssert(root.hitTest(point) === deepest)
    deepest.position.y += 100  // the deepest level moves away: its superlayer is hit instead
    XCTAssert(root.hitTest(point) === deepest.superlayer)
    deepest.position.y -= 100
    XCTAssert(root.hitTest(point) === deepest)
    root.bounds.origin.x = 1  // scrolls everything below the root one point to the left
    XCTAssert(root.hitTest(Point2D(x: Double(depth) + 4, y: 5)) === deepest)
    XCTAssert(deepest.superlayer?.hitTest(Point2D(x: 6, y: 5)) === deepest)
  }

  /// A 3D context as deep as the chain: transform layers with a plane at the bottom.
  ///
  /// The levels are the plain chain's, each a translation by `(1, 0)`, so the plane's point
  /// `(x, y)` is `(x + depth, y)` in the root's space. It converts
  /// both ways, is hit (never a transform layer), is snapshotted with the same answers, the
  /// snapshot follows a change of the plane, and the chain is freed, all without recursion.
  func testChainOfTransformLayers() throws {
    weak var weakRoot: Layer?
    weak var weakPlane: Layer?
    do {
      let (root, plane) = makeChainTopDown()
      var layer = plane.superlayer
      while let current = layer, current !== root {
        current.kind = .transformLayer
        layer = current.superlayer
      }
      weakRoot = root
      weakPlane = plane
      let d = Double(depth)
      XCTAssertEqual(plane.convert(Point2D(x: 0, y: 0), to: nil), Point2D(x: d, y: 0))
      XCTAssertEqual(plane.convert(Point2D(x: 2, y: 3), to: root), Point2D(x: d + 2, y: 3))
      XCTAssertEqual(plane.convert(Point2D(x: d + 2, y: 3), from: root), Point2D(x: 2, y: 3))
      XCTAssertEqual(
        plane.convert(plane.bounds, to: nil), Rect2D(x: d, y: 0, width: 10, height: 10))
      let point = Point2D(x: d + 5, y: 5)
      XCTAssert(root.hitTest(point) === plane)
      XCTAssert(root.hitTest(point, order: .sublayerOrder) === plane)
      XCTAssertNil(root.hitTest(Point2D(x: d + 11, y: 5)))  // beside the plane; no transform layer
      XCTAssert(root.hitTest(Point2D(x: 5, y: 5)) === root)
      XCTAssert(
        root.hitTest([point, Point2D(x: -50, y: 5)]).map { $0 === plane } == [true, false])

      var snapshot = LayerSnapshot(of: root)
      XCTAssertEqual(snapshot.count, depth + 1)
      XCTAssertEqual(snapshot.index(of: plane), depth)
      XCTAssertEqual(snapshot.hitTest(point), depth)
      XCTAssertEqual(snapshot.hitTestAll(point), [depth])
      XCTAssertEqual(snapshot.hitTestAll(Point2D(x: 5, y: 5)), [0])
      XCTAssertEqual(snapshot.pieces.map(\.index), [0, depth])
      let piece = try XCTUnwrap(snapshot.pieces.last)
      XCTAssertEqual(
        Set(piece.polygon.map { [$0.x, $0.y] }), [[d, 0], [d + 10, 0], [d + 10, 10], [d, 10]])

      plane.position.x += 100  // the plane moves 100 points right
      _ = snapshot.update(from: root)
      XCTAssertNil(snapshot.hitTest(point))
      XCTAssertEqual(snapshot.hitTest(Point2D(x: d + 105, y: 5)), depth)
      XCTAssert(root.hitTest(Point2D(x: d + 105, y: 5)) === plane)
    }
    XCTAssertNil(weakRoot)
    XCTAssertNil(weakPlane)
  }

  /// A plane holding a chain as deep as the chain, every level the same square over the same
  /// place: a snapshot's `hitTestAll` lists every level, deepest first, then the root (never the
  /// transform layer), without copying the hits found at each level on the way up.
  func testHitTestAllThroughAContextOnADeepChain() {
    let root = chainLayer()
    root.position = Point2D(x: 5, y: 5)
    let transformLayer = chainLayer()
    transformLayer.position = Point2D(x: 5, y: 5)
    transformLayer.kind = .transformLayer
    root.addSublayer(transformLayer)
    var last = transformLayer
    for _ in 2...depth {
      let layer = chainLayer()
      layer.position = Point2D(x: 5, y: 5)
      last.addSublayer(layer)
      last = layer
    }
    let point = Point2D(x: 5, y: 5)
    XCTAssert(root.hitTest(point) === last)
    let snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot.hitTest(point), depth)
    XCTAssertEqual(snapshot.hitTestAll(point), Array((2...depth).reversed()) + [0])
  }

  /// A list of as many rows as the chain has levels, 44 points each, each with a label: the row
  /// under a point is found however long the list, after scrolling and after rows come and go.
  func testListOfManyRows() {
    let window = Layer()
    window.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
    window.masksToBounds = true
    let content = Layer()
    content.anchorPoint = .zero
    content.bounds = Rect2D(x: 0, y: 0, width: 320, height: 44 * Double(depth))
    window.addSublayer(content)
    var rows: [Layer] = []
    for index in 0..<depth {
      let row = Layer()
      row.frame = Rect2D(x: 0, y: 44 * Double(index), width: 320, height: 44)
      let label = Layer()
      label.frame = Rect2D(x: 16, y: 12, width: 200, height: 20)
      row.addSublayer(label)
      rows.append(row)
    }
    content.sublayers = rows
    XCTAssert(window.hitTest(Point2D(x: 8, y: 100)) === rows[2])
    XCTAssert(window.hitTest(Point2D(x: 20, y: 100)) === rows[2].sublayers[0])
    // Scrolled to the last rows.
    let top = 44 * Double(depth - 5)
    content.position.y = -top
    XCTAssert(window.hitTest(Point2D(x: 8, y: 10)) === rows[depth - 5])
    XCTAssert(window.hitTest(Point2D(x: 8, y: 479)) === window)  // below the last row
    window.bounds.origin.y = -44  // the window scrolls the content down a row
    XCTAssert(window.hitTest(Point2D(x: 8, y: 10)) === rows[depth - 6])  // the row above
    XCTAssert(window.hitTest(Point2D(x: 8, y: 50)) === rows[depth - 5])
    window.bounds.origin.y = 0
    content.position.y = 0
    // A row added in front, over row 3; then the first row removed.
    let extra = Layer()
    extra.frame = Rect2D(x: 0, y: 44 * 3, width: 320, height: 44)
    content.addSublayer(extra)
    XCTAssert(window.hitTest(Point2D(x: 8, y: 44 * 3 + 1)) === extra)
    extra.removeFromSuperlayer()
    XCTAssert(window.hitTest(Point2D(x: 8, y: 44 * 3 + 1)) === rows[3])
    rows[0].removeFromSuperlayer()
    XCTAssert(window.hitTest(Point2D(x: 8, y: 1)) === content)
    XCTAssert(window.hitTest(Point2D(x: 8, y: 45)) === rows[1])
  }

  /// The chain archives, goes through JSON and comes back as a chain that converts as the
  /// original does: no step recurses.
  func testChainRoundTripsThroughAnArchive() throws {
    let (root, deepest) = makeChainTopDown()
    deepest.name = "deepest"

    let archive = LayerArchive(of: root)
    XCTAssertEqual(archive.count, depth + 1)
    let data = try archive.jsonData()
    let copy = try LayerArchive(jsonData: data).makeLayers()

    var copiedDeepest = copy
    var levels = 0
    while let next = copiedDeepest.sublayers.first {
      XCTAssertEqual(copiedDeepest.sublayers.count, 1)
      copiedDeepest = next
      levels += 1
    }
    XCTAssertEqual(levels, depth)
    XCTAssertEqual(copiedDeepest.name, "deepest")
    checkChain(copy, copiedDeepest)
  }

  /// A chain of 100,000 levels (99,999 transform layers, then a plane), each level moving by
  /// (1, 2) and 0.5 towards the viewer: the plane's map is the translation (100,000, 200,000,
  /// 50,000), worked by hand, from one plane and from the context walk; no walk recurses, and
  /// the chain is freed without a deep call chain when the test ends.
  func testAChainOfOneHundredThousandLevelsIsWalkedWithoutRecursion() throws {
    let root = Layer()
    var deepest = root
    let count = 100_000
    var transformLayers = Set<ObjectIdentifier>()
    for level in 0..<count {
      let layer = Layer()
      layer.bounds = .zero
      layer.position = Point2D(x: 1, y: 2)
      layer.zPosition = 0.5
      if level == count - 1 {
        layer.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
        layer.anchorPoint = .zero
      } else {
        transformLayers.insert(ObjectIdentifier(layer))
      }
      deepest.addSublayer(layer)
      deepest = layer
    }
    let plane = deepest
    let map = plane.unflattenedMap(into: root)
    let expected = Transform3D(translationX: 100_000, y: 200_000, z: 50_000)
    XCTAssertEqual(map.transform, expected)
    let planes = Layer.contextPlanes(
      of: root, isTransformLayer: { transformLayers.contains(ObjectIdentifier($0)) })
    XCTAssertEqual(planes.count, 1)
    let walked = try XCTUnwrap(planes.first)
    XCTAssertTrue(walked.layer === plane)
    XCTAssertEqual(walked.map.transform, expected)
    XCTAssertEqual(walked.map.mapUp(Point2D(x: 3, y: 4)).point, Point2D(x: 100_003, y: 200_004))
    XCTAssertEqual(walked.map.mapUp(Point2D(x: 3, y: 4)).depth, 50_000)
    let cast = try XCTUnwrap(walked.map.cast(Point2D(x: 100_003, y: 200_004)))
    XCTAssertEqual(cast.point, Point2D(x: 3, y: 4))
  }
}
