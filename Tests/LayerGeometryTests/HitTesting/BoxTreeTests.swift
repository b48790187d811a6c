import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// The tree over the boxes of a wide hit-test index: how it is packed, and its queries — the
/// first slot at or after a given one whose box holds a point, the last before one, the slots
/// meeting a rectangle — against a loop over the boxes, through changes of every kind (small
/// moves, drags far away, boxes emptied and filled, enough insertions to split nodes and to pack
/// the tree anew).
final class BoxTreeTests: XCTestCase {
  /// Boxes that a test owns for as long as its tree lives.
  private final class Boxes {
    let pointer: UnsafeMutablePointer<HitBox>
    let count: Int

    init(_ boxes: [HitBox]) {
      count = boxes.count
      pointer = .allocate(capacity: max(count, 1))
      pointer.initialize(from: boxes, count: count)
    }

    deinit { pointer.deallocate() }

    /// The first slot from `start` on whose box holds `point`, by a loop.
    func firstSlot(from start: Int, holding point: Point2D) -> Int? {
      (start..<count).first { pointer[$0].contains(point) }
    }

    /// The last slot before `end` whose box holds `point`, by a loop.
    func lastSlot(before end: Int, holding point: Point2D) -> Int? {
      (0..<end).last { pointer[$0].contains(point) }
    }
  }

  private func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> HitBox {
    HitBox(minX: x, minY: y, maxX: x + width, maxY: y + height)
  }

  /// `count` boxes of 10 × 6 anywhere on a square of `side`, one in eight empty.
  private func canvasBoxes<G: RandomNumberGenerator>(
    _ count: Int, side: Double, using g: inout G
  ) -> [HitBox] {
    (0..<count).map { _ in
      RandomLayerTree.chance(0.125, &g)
        ? .empty
        : box(
          Double.random(in: 0...side, using: &g), Double.random(in: 0...side, using: &g), 10, 6)
    }
  }

  /// Checks the tree's answers against the loop's at `points` random points from random slots.
  private func checkQueries<G: RandomNumberGenerator>(
    _ tree: BoxTree, _ boxes: Boxes, side: Double, points: Int, label: String, using g: inout G
  ) {
    XCTAssertNil(tree.violation(), label)
    for _ in 0..<points {
      let p = Point2D(
        x: Double.random(in: -5...(side + 15), using: &g),
        y: Double.random(in: -5...(side + 10), using: &g))
      var start = 0
      // Every hit in turn, as a search takes them front to back.
      while true {
        let expected = boxes.firstSlot(from: start, holding: p)
        XCTAssertEqual(tree.firstSlot(from: start, holding: p), expected, "\(label) at \(p)")
        guard let found = expected else { break }
        start = found + 1
      }
      // And back to front, as a snapshot's search takes them.
      var end = boxes.count
      while true {
        let expected = boxes.lastSlot(before: end, holding: p)
        XCTAssertEqual(tree.lastSlot(before: end, holding: p), expected, "\(label) at \(p)")
        guard let found = expected else { break }
        end = found
      }
      // Every box meeting a rectangle there (edges included).
      let rect = HitBox(minX: p.x, minY: p.y, maxX: p.x + side / 10, maxY: p.y + side / 20)
      XCTAssertEqual(
        tree.slots(meeting: rect), (0..<boxes.count).filter { boxes.pointer[$0].meets(rect) },
        "\(label): the slots meeting \(rect)")
    }
  }

  func testACopyAnswersAsItsOriginalAndKeepsItsAnswersWhenTheOriginalChanges() {
    var g = SplitMix64(seed: 77)
    for boxesOfTree in [
      canvasBoxes(600, side: 400, using: &g), (0..<300).map { box(0, Double($0) * 44, 320, 44) },
    ] {
      let boxes = Boxes(boxesOfTree)
      let tree = BoxTree(boxes: boxes.pointer, slotCount: boxes.count)
      for slot in 0..<50 {  // changes before the copy, so that it copies a tree refitted too
        boxes.pointer[slot] = box(Double(slot) * 7, 3, 10, 6)
        tree.boxDidChange(at: slot)
      }
      let copiedBoxes = Boxes(Array(UnsafeBufferPointer(start: boxes.pointer, count: boxes.count)))
      let copy = BoxTree(copying: tree, over: copiedBoxes.pointer)
      XCTAssertEqual(copy.isInSlotOrder, tree.isInSlotOrder)
      checkQueries(copy, copiedBoxes, side: 400, points: 100, label: "copy", using: &g)
      for slot in 0..<boxes.count {
        boxes.pointer[slot] = .empty
        tree.boxDidChange(at: slot)
      }
      XCTAssertNil(tree.firstSlot(from: 0, holding: Point2D(x: 5, y: 5)))
      checkQueries(copy, copiedBoxes, side: 400, points: 100, label: "copy after", using: &g)
    }
  }

  func testAWorkedExampleAnswersInSlotOrder() {
    // Slots 0 and 2 overlap at (15, 15); slot 1 lies apart; 40 more boxes far away make it wide.
    var list = [box(10, 10, 10, 10), box(100, 100, 5, 5), box(12, 12, 10, 10)]
    list += (0..<40).map { i in box(Double(i % 2) * 500 + 300, Double(i) * 37, 3, 3) }
    let boxes = Boxes(list)
    let tree = BoxTree(boxes: boxes.pointer, slotCount: boxes.count)
    XCTAssertEqual(tree.firstSlot(from: 0, holding: Point2D(x: 15, y: 15)), 0)
    XCTAssertEqual(tree.firstSlot(from: 1, holding: Point2D(x: 15, y: 15)), 2)
    XCTAssertNil(tree.firstSlot(from: 3, holding: Point2D(x: 15, y: 15)))
    XCTAssertEqual(tree.firstSlot(from: 0, holding: Point2D(x: 21, y: 21)), 2)  // edges count
    XCTAssertEqual(tree.firstSlot(from: 0, holding: Point2D(x: 102, y: 102)), 1)
    XCTAssertNil(tree.firstSlot(from: 0, holding: Point2D(x: 50, y: 50)))
    XCTAssertEqual(tree.lastSlot(before: 43, holding: Point2D(x: 15, y: 15)), 2)
    XCTAssertEqual(tree.lastSlot(before: 2, holding: Point2D(x: 15, y: 15)), 0)
    XCTAssertNil(tree.lastSlot(before: 0, holding: Point2D(x: 15, y: 15)))
    XCTAssertEqual(tree.lastSlot(before: 43, holding: Point2D(x: 102, y: 102)), 1)
    XCTAssertNil(tree.lastSlot(before: 1, holding: Point2D(x: 102, y: 102)))
    XCTAssertEqual(tree.union.minX, 10)
    XCTAssertEqual(tree.union.maxX, 803)
  }

  func testAListIsPackedInSlotOrderAndACanvasBySpace() {
    let rows = Boxes((0..<200).map { box(0, Double($0) * 44, 320, 44) })
    XCTAssertTrue(BoxTree(boxes: rows.pointer, slotCount: rows.count).isInSlotOrder)
    // A grid in row order: neighbours in the order are neighbours on screen.
    let grid = Boxes((0..<400).map { box(Double($0 % 20) * 110, Double($0 / 20) * 70, 100, 60) })
    XCTAssertTrue(BoxTree(boxes: grid.pointer, slotCount: grid.count).isInSlotOrder)
    // A stack of cards at one place.
    let stack = Boxes((0..<100).map { _ in box(5, 5, 100, 60) })
    XCTAssertTrue(BoxTree(boxes: stack.pointer, slotCount: stack.count).isInSlotOrder)
    // A box that reaches everywhere: no area to compare, the order is kept.
    let unbounded = Boxes(
      [.everywhere] + (0..<100).map { box(Double(($0 * 37) % 100) * 50, 0, 5, 5) })
    XCTAssertTrue(BoxTree(boxes: unbounded.pointer, slotCount: unbounded.count).isInSlotOrder)
    var g = SplitMix64(seed: 1)
    let canvas = Boxes(canvasBoxes(300, side: 500, using: &g))
    XCTAssertFalse(BoxTree(boxes: canvas.pointer, slotCount: canvas.count).isInSlotOrder)
  }

  func testQueriesMatchALoopOnCanvasesAndLists() {
    var g = SplitMix64(seed: 2)
    for count in [0, 1, 7, 16, 17, 300, 3_000] {
      let boxes = Boxes(canvasBoxes(count, side: 300, using: &g))
      let tree = BoxTree(boxes: boxes.pointer, slotCount: boxes.count)
      checkQueries(tree, boxes, side: 300, points: 200, label: "canvas of \(count)", using: &g)
    }
    let rows = Boxes((0..<1_000).map { box(0, Double($0) * 3, 300, 4) })
    let tree = BoxTree(boxes: rows.pointer, slotCount: rows.count)
    checkQueries(tree, rows, side: 3_000, points: 300, label: "list", using: &g)
  }

  func testChangesOfEveryKindKeepTheAnswers() {
    for seed in 0..<3 as Range<UInt64> {
      var g = SplitMix64(seed: 10 + seed)
      let side = 400.0
      let boxes = Boxes(canvasBoxes(1_500, side: side, using: &g))
      let tree = BoxTree(boxes: boxes.pointer, slotCount: boxes.count)
      XCTAssertFalse(tree.isInSlotOrder)
      var dragged = Int.random(in: 0..<boxes.count, using: &g)
      // More restructurings than boxes: the tree is packed anew on the way.
      for step in 0..<6_000 {
        let slot: Int
        switch Int.random(in: 0..<5, using: &g) {
        case 0:
          // A drag: the same box, a few points a step.
          slot = dragged
          let old = boxes.pointer[slot]
          boxes.pointer[slot] =
            old.isEmpty ? box(side / 2, side / 2, 10, 6) : box(old.minX + 3, old.minY - 2, 10, 6)
          if RandomLayerTree.chance(0.01, &g) {
            dragged = Int.random(in: 0..<boxes.count, using: &g)
          }
        case 1:
          // Moved far away, or grown.
          slot = Int.random(in: 0..<boxes.count, using: &g)
          boxes.pointer[slot] = box(
            Double.random(in: 0...side, using: &g), Double.random(in: 0...side, using: &g),
            Double.random(in: 1...60, using: &g), Double.random(in: 1...40, using: &g))
        case 2:
          // Emptied (a hidden card, a freed slot).
          slot = Int.random(in: 0..<boxes.count, using: &g)
          boxes.pointer[slot] = .empty
        case 3:
          // Nudged a little.
          slot = Int.random(in: 0..<boxes.count, using: &g)
          let old = boxes.pointer[slot]
          guard !old.isEmpty else { continue }
          boxes.pointer[slot] = box(old.minX + 0.5, old.minY, old.maxX - old.minX, 6)
        default:
          // Many boxes gathered in one corner: leaves there fill up and split.
          slot = Int.random(in: 0..<boxes.count, using: &g)
          boxes.pointer[slot] = box(
            Double.random(in: 0...20, using: &g), Double.random(in: 0...20, using: &g), 10, 6)
        }
        tree.boxDidChange(at: slot)
        if step % 500 == 499 {
          checkQueries(
            tree, boxes, side: side, points: 50, label: "seed \(seed), step \(step)", using: &g)
        }
      }
    }
  }

  func testABrokenTreeIsFound() {
    var g = SplitMix64(seed: 3)
    let boxes = Boxes(canvasBoxes(200, side: 300, using: &g))
    let tree = BoxTree(boxes: boxes.pointer, slotCount: boxes.count)
    XCTAssertNil(tree.violation())
    let slot = (0..<boxes.count).first { !boxes.pointer[$0].isEmpty }!
    boxes.pointer[slot] = box(1_000, 1_000, 10, 10)  // the tree not told
    XCTAssertNotNil(tree.violation())
    tree.boxDidChange(at: slot)
    XCTAssertNil(tree.violation())
  }
}

/// A layer's index keeps a tree packed by space for a canvas, and in slot order for a list.
final class CanvasIndexTests: XCTestCase {
  private func tree(of layer: Layer) -> BoxTree? {
    let view = layer.storage.pointee.hitIndex?.takeUnretainedValue().view
    return view?.tree.map { Unmanaged<BoxTree>.fromOpaque($0).takeUnretainedValue() }
  }

  func testACanvasIsIndexedBySpaceAndAListInOrder() {
    var g = SplitMix64(seed: 5)
    let canvas = Layer()
    canvas.frame = Rect2D(x: 0, y: 0, width: 1_000, height: 1_000)
    canvas.sublayers = (0..<300).map { _ in
      let card = Layer()
      card.frame = Rect2D(
        x: Double.random(in: 0...900, using: &g), y: Double.random(in: 0...940, using: &g),
        width: 100, height: 60)
      return card
    }
    let list = Layer()
    list.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
    list.sublayers = (0..<300).map { index in
      let row = Layer()
      row.frame = Rect2D(x: 0, y: 44 * Double(index), width: 320, height: 44)
      return row
    }
    // The front-most card under a point: the last in the array whose frame holds it.
    let point = Point2D(x: 512, y: 384)
    let expected = canvas.sublayers.last { $0.frame.contains(point) }
    XCTAssertNotNil(expected)
    XCTAssert(canvas.hitTest(point) === expected)
    XCTAssert(list.hitTest(Point2D(x: 10, y: 100)) === list.sublayers[2])
    XCTAssertEqual(tree(of: canvas)?.isInSlotOrder, false)
    XCTAssertEqual(tree(of: list)?.isInSlotOrder, true)
    // A card dragged across the canvas is found where it goes (unless a card in front of it
    // holds the point), and no longer where it was.
    let dragged = expected!
    for _ in 0..<100 {
      dragged.position.x -= 4
      for p in [dragged.position, point] {
        let front = canvas.sublayers.last { $0.frame.contains(p) }
        XCTAssert(canvas.hitTest(p) === front)
      }
    }
    XCTAssert(canvas.hitTest(point) !== dragged)
    // A box changed without the tree being told: its leaf lists the old one.
    let view = canvas.storage.pointee.hitIndex!.takeUnretainedValue().view
    let slot = view.first + 7
    let old = view.reaches![slot]
    view.reaches![slot] = view.reaches![slot + 100]
    let violation = canvas.hitIndexDifferenceFromAFreshOne() ?? ""
    XCTAssert(violation.hasPrefix("the hit-test index of a layer: entry "), violation)
    XCTAssert(violation.hasSuffix(" of its tree is not what it lists"), violation)
    view.reaches![slot] = old
    XCTAssertNil(canvas.hitIndexDifferenceFromAFreshOne())
  }
}
