import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// A snapshot of a canvas (many sublayers placed anywhere) keeps an index of the canvas's list of
/// sublayers by space, answers as the live tree does, and keeps the index up to date.
final class SnapshotCanvasTests: XCTestCase {
  /// A window holding a canvas of `cards` cards of 100 × 60 points, each with a label that sticks
  /// out of it (seen only where the card does not mask), placed at random on a square of `side`
  /// points, in the order they were made.
  private func makeCanvas<G: RandomNumberGenerator>(
    cards: Int, side: Double, using g: inout G
  ) -> (root: Layer, canvas: Layer) {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: side, height: side)
    let canvas = Layer()
    canvas.frame = root.bounds
    canvas.sublayers = (0..<cards).map { number in makeCard(number, side: side, using: &g) }
    root.addSublayer(canvas)
    return (root, canvas)
  }

  private func makeCard<G: RandomNumberGenerator>(_ number: Int, side: Double, using g: inout G)
    -> Layer
  {
    let card = Layer()
    card.name = "card \(number)"
    card.frame = Rect2D(
      x: Double.random(in: 0...(side - 100), using: &g),
      y: Double.random(in: 0...(side - 60), using: &g), width: 100, height: 60)
    let label = Layer()
    label.frame = Rect2D(x: 60, y: 40, width: 80, height: 30)
    card.addSublayer(label)
    return card
  }

  /// Whether the snapshot answers `hitTest` and `hitTestAll` as the live tree does (the layers
  /// whose bounds hold the point, front to back, found by brute force) at `count` random points,
  /// and `layers(intersecting:)` a 300 × 200 rectangle there as a loop over every element.
  private func assertAnswersAsTheLiveTree<G: RandomNumberGenerator>(
    _ snapshot: LayerSnapshot, _ root: Layer, canvas: Layer, side: Double, count: Int,
    using g: inout G, _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    // Each element's box within its clip (a masking card's bounds), null where it is hidden.
    let shown = snapshot.map { element -> Rect2D in
      guard !element.isHidden else { return .null }
      guard let clip = element.clip, let first = clip.first else { return element.boundingBox }
      let clipBox = clip.reduce(Rect2D(origin: first, size: .zero)) {
        $0.union(Rect2D(origin: $1, size: .zero))
      }
      return element.boundingBox.intersection(clipBox)
    }
    for _ in 0..<count {
      let point = Point2D(
        x: Double.random(in: -10...(side + 10), using: &g),
        y: Double.random(in: -10...(side + 10), using: &g))
      let live = root.hitTest(point)
      XCTAssertEqual(
        snapshot.hitTest(point), live.flatMap(snapshot.index(of:)),
        "\(message): hitTest at \(point)", file: file, line: line)
      // Front to back: each card's label before the card (where the card does not mask it),
      // cards drawn last first, then the canvas and the root.
      var expected: [Layer] = []
      for card in canvas.sublayersInDrawingOrder.reversed() where !card.isHidden {
        let inCard = card.convert(point, from: root)
        let label = card.sublayers[0]
        if label.frame.contains(inCard), !card.masksToBounds || card.bounds.contains(inCard) {
          expected.append(label)
        }
        if card.bounds.contains(inCard) { expected.append(card) }
      }
      if canvas.frame.contains(point) { expected.append(canvas) }
      if root.bounds.contains(point) { expected.append(root) }
      XCTAssertEqual(
        snapshot.hitTestAll(point), expected.compactMap(snapshot.index(of:)),
        "\(message): hitTestAll at \(point)", file: file, line: line)
      // Culling: every layer shown whose box within its clip shares a point with the rectangle.
      let rect = Rect2D(origin: point, size: Size2D(width: 300, height: 200))
      let meeting = shown.indices.filter { index in
        let box = shown[index]
        return box.minX <= rect.maxX && rect.minX <= box.maxX && box.minY <= rect.maxY
          && rect.minY <= box.maxY
      }
      XCTAssertEqual(
        snapshot.layers(intersecting: rect), meeting, "\(message): layers(intersecting: \(rect))",
        file: file, line: line)
    }
  }

  func testACanvasIsIndexedBySpaceAndAListIsNot() throws {
    var g = SplitMix64(seed: 39)
    let (root, canvas) = makeCanvas(cards: 400, side: 1_500, using: &g)
    let snapshot = LayerSnapshot(of: root)
    let canvasIndex = try XCTUnwrap(snapshot.index(of: canvas))
    XCTAssertNotNil(snapshot.columns.sublayerIndices[canvasIndex])
    XCTAssertNil(snapshot.columns.sublayerIndices[0], "one sublayer is not many")
    let list = Layer()
    list.sublayers = (0..<400).map { row in
      makeLayer("row \(row)", frame: Rect2D(x: 0, y: 44 * Double(row), width: 320, height: 44))
    }
    XCTAssertNil(LayerSnapshot(of: list).columns.sublayerIndices[0], "a list keeps its order")
    assertAnswersAsTheLiveTree(
      snapshot, root, canvas: canvas, side: 1_500, count: 1_000, using: &g, "still")
  }

  func testCardsPiledAtOnePlaceAreAllFound() throws {
    // More cards under one point than the search's stack has room for (31 a level, 4 levels):
    // the box hierarchy finds them instead, with the same answers.
    var g = SplitMix64(seed: 7)
    let (root, canvas) = makeCanvas(cards: 300, side: 2_000, using: &g)
    for number in 0..<150 {
      let card = makeCard(300 + number, side: 2_000, using: &g)
      card.frame.origin = Point2D(x: 1_000 + Double(number % 7), y: 1_000 + Double(number % 5))
      canvas.insertSublayer(card, at: Int.random(in: 0...canvas.sublayers.count, using: &g))
    }
    let snapshot = LayerSnapshot(of: root)
    XCTAssertNotNil(snapshot.columns.sublayerIndices[try XCTUnwrap(snapshot.index(of: canvas))])
    let point = Point2D(x: 1_070, y: 1_045)
    XCTAssertEqual(
      snapshot.hitTestAll(point).count, 150 * 2 + 2, "every card, its label, and above")
    assertAnswersAsTheLiveTree(
      snapshot, root, canvas: canvas, side: 2_000, count: 300, using: &g, "piled")
  }

  func testAnUpdatedCanvasAnswersAsAFreshOneAndACopyKeepsItsAnswers() throws {
    var g = SplitMix64(seed: 391)
    let side = 1_000.0
    let (root, canvas) = makeCanvas(cards: 200, side: side, using: &g)
    var snapshot = LayerSnapshot(of: root)
    var made = 200
    for edit in 0..<150 {
      let copy = snapshot
      let cards = canvas.sublayers
      let card = cards[Int.random(in: 0..<cards.count, using: &g)]
      // Where the card is, and a point at random: what the copy answers there must not change.
      let copyAnswers = [
        Point2D(x: card.frame.midX, y: card.frame.midY), randomPoint(in: side, using: &g),
      ]
      .map { point in (point, copy.hitTestAll(point)) }
      switch Int.random(in: 0..<8, using: &g) {
      case 0, 1:  // dragged a little, as every frame of a drag does
        card.position.x += Double.random(in: -4...4, using: &g)
        card.position.y += Double.random(in: -4...4, using: &g)
      case 2:  // dropped far away
        card.position = randomPoint(in: side, using: &g)
      case 3:  // a card added anywhere in the order
        canvas.insertSublayer(
          makeCard(made, side: side, using: &g),
          at: Int.random(in: 0...cards.count, using: &g))
        made += 1
      case 4:
        card.removeFromSuperlayer()
      case 5:  // brought forward or sent back, with ties
        card.zPosition = [-1, 0, 0, 1].randomElement(using: &g)!
      case 6:
        card.masksToBounds.toggle()
      default:
        card.isHidden.toggle()
      }
      _ = snapshot.update(from: root)
      if let difference = snapshot.differenceFromAFreshRead(of: root) {
        return XCTFail("edit \(edit): \(difference)")
      }
      assertAnswersAsTheLiveTree(
        snapshot, root, canvas: canvas, side: side, count: 3, using: &g, "edit \(edit)")
      for (point, answer) in copyAnswers {
        XCTAssertEqual(copy.hitTestAll(point), answer, "edit \(edit): the copy changed")
      }
    }
    XCTAssertNotNil(snapshot.columns.sublayerIndices[try XCTUnwrap(snapshot.index(of: canvas))])
  }

  private func randomPoint<G: RandomNumberGenerator>(in side: Double, using g: inout G) -> Point2D {
    Point2D(x: Double.random(in: 0...side, using: &g), y: Double.random(in: 0...side, using: &g))
  }
}
