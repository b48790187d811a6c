import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// A move by `position` alone, within the room the hit-test index keeps around a layer.
///
/// It marks no layer: only the layer's own entry is flagged, and the first query that reaches it
/// recomputes it. The answers are those of the exact boxes all the same (edges worked by hand); a move out of
/// the room, a position that is not a number, or a superlayer with a perspective sublayer
/// transform is recorded as any other change.
final class HitTestMoveTests: XCTestCase {
  /// Whether a layer is marked for the next query's refresh.
  private func isMarked(_ layer: Layer) -> Bool { layer.storage.pointee.needsHitTestRefresh }

  /// Whether the layer's entry in its superlayer's index waits for a query to recompute it.
  private func entryIsFlagged(_ layer: Layer) -> Bool {
    guard let entry = layer.storage.pointee.hitEntry else { return false }
    return entry.assumingMemoryBound(to: SublayerHitIndex.Entry.self).pointee.generation
      == SublayerHitIndex.staleGeneration
  }

  /// A root 100 points square holding `back`, which fills it, and `mover`, 10 points square at
  /// (40, 40); queried once, so that every index is made.
  private func makeScene() -> (root: Layer, back: Layer, mover: Layer) {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let back = Layer()
    back.frame = root.bounds
    let mover = Layer()
    mover.frame = Rect2D(x: 40, y: 40, width: 10, height: 10)
    root.sublayers = [back, mover]
    XCTAssert(root.hitTest(Point2D(x: 45, y: 45)) === mover)
    return (root, back, mover)
  }

  func testAMoveWithinTheRoomMarksNothingAndAnswersAsTheExactBox() {
    let (root, back, mover) = makeScene()
    // The first move leaves the exact box the first query stored: recorded as a change, and the
    // box is stored again with room, an eighth of its width (1.25 points) on each side.
    mover.position.x = 45.25  // the left edge at 40.25
    XCTAssert(isMarked(root))
    XCTAssert(root.hitTest(Point2D(x: 40.2, y: 45)) === back)
    XCTAssert(root.hitTest(Point2D(x: 40.3, y: 45)) === mover)
    // Within the room (the box stored spans 39 to 51.5 in x): nothing is marked.
    for (step, left) in [(45.5, 40.5), (45.75, 40.75), (46.0, 41.0), (46.25, 41.25)] {
      mover.position.x = step
      XCTAssertFalse(isMarked(root), "\(step)")
      XCTAssertFalse(isMarked(mover), "\(step)")
      XCTAssert(entryIsFlagged(mover), "\(step)")
      XCTAssert(root.hitTest(Point2D(x: left - 0.05, y: 45)) === back, "\(step)")
      XCTAssert(root.hitTest(Point2D(x: left + 0.05, y: 45)) === mover, "\(step)")
      XCTAssert(root.hitTest(Point2D(x: left + 10.05, y: 45)) === back, "\(step)")
      XCTAssert(root.hitTest(Point2D(x: left + 9.95, y: 45)) === mover, "\(step)")
      XCTAssertFalse(entryIsFlagged(mover), "\(step): the query recomputed it")
    }
    // Out of the room (the right edge at 52): recorded as a change again.
    mover.position.x = 47
    XCTAssert(isMarked(root))
    XCTAssert(root.hitTest(Point2D(x: 41.95, y: 45)) === back)
    XCTAssert(root.hitTest(Point2D(x: 42.05, y: 45)) === mover)
    XCTAssert(root.hitTest(Point2D(x: 51.95, y: 45)) === mover)
    XCTAssert(root.hitTest(Point2D(x: 52.05, y: 45)) === back)
    // Up and down too.
    mover.position.y = 45.5  // the top edge at 40.5
    XCTAssertFalse(isMarked(root))
    XCTAssert(root.hitTest(Point2D(x: 45, y: 40.45)) === back)
    XCTAssert(root.hitTest(Point2D(x: 45, y: 40.55)) === mover)
    XCTAssert(root.hitTest(Point2D(x: 45, y: 50.45)) === mover)
    XCTAssert(root.hitTest(Point2D(x: 45, y: 50.55)) === back)
  }

  func testAFlaggedEntryWaitsForAQueryThatReachesIt() {
    let (root, back, mover) = makeScene()
    mover.position.x = 45.25
    XCTAssert(root.hitTest(Point2D(x: 45, y: 45)) === mover)
    mover.position.x = 45.5  // the left edge at 40.5
    XCTAssert(entryIsFlagged(mover))
    // A point whose search never reaches the mover's entry leaves it flagged.
    XCTAssert(root.hitTest(Point2D(x: 10, y: 10)) === back)
    XCTAssert(entryIsFlagged(mover))
    // The superlayer's index made again (a new sublayer) keeps the flag, and the answers.
    let corner = Layer()
    corner.frame = Rect2D(x: 90, y: 90, width: 5, height: 5)
    root.addSublayer(corner)
    XCTAssert(root.hitTest(Point2D(x: 92, y: 92)) === corner)
    XCTAssert(root.hitTest(Point2D(x: 40.45, y: 45)) === back)
    XCTAssert(root.hitTest(Point2D(x: 40.55, y: 45)) === mover)
    XCTAssertFalse(entryIsFlagged(mover))
    // A flagged entry whose layer is then marked by a change below it is recomputed whole.
    mover.position.x = 45.75  // the left edge at 40.75
    XCTAssert(entryIsFlagged(mover))
    let dot = Layer()
    dot.frame = Rect2D(x: 0, y: 0, width: 2, height: 2)
    mover.addSublayer(dot)
    XCTAssert(isMarked(root))
    // The dot spans 40.75 to 42.75 in x, 40 to 42 in y.
    XCTAssert(root.hitTest(Point2D(x: 40.7, y: 41)) === back)
    XCTAssert(root.hitTest(Point2D(x: 40.8, y: 41)) === dot)
    XCTAssert(root.hitTest(Point2D(x: 43, y: 45)) === mover)
  }

  func testAPositionThatIsNotANumberIsRecordedAsAChange() {
    let (root, back, mover) = makeScene()
    mover.position.x = 45.25
    XCTAssert(root.hitTest(Point2D(x: 45, y: 45)) === mover)
    for bad in [Double.nan, .infinity, -.infinity] {
      mover.position.x = bad
      XCTAssert(isMarked(root), "\(bad)")
      XCTAssert(root.hitTest(Point2D(x: 45, y: 45)) === back, "\(bad)")
      // Back to a number: no room was kept for a level that could not be walked.
      mover.position.x = 45.5
      XCTAssert(isMarked(root), "\(bad)")
      XCTAssert(root.hitTest(Point2D(x: 40.45, y: 45)) === back, "\(bad)")
      XCTAssert(root.hitTest(Point2D(x: 40.55, y: 45)) === mover, "\(bad)")
    }
  }

  /// A superlayer zoomed by a 2D sublayer transform, twice as large about the middle of a root 100
  /// points square, holding `mover`, 10 points square at (30, 30) in its sublayer space (shown
  /// from 10 to 30); queried once.
  private func makeZoomedScene() -> (root: Layer, zoomed: Layer, mover: Layer) {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let zoomed = Layer()
    zoomed.frame = root.bounds
    // Twice as large about the middle, (50, 50): x ↦ 2x − 50.
    zoomed.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    let mover = Layer()
    mover.frame = Rect2D(x: 30, y: 30, width: 10, height: 10)
    zoomed.addSublayer(mover)
    root.addSublayer(zoomed)
    XCTAssert(root.hitTest(Point2D(x: 20, y: 20)) === mover)
    return (root, zoomed, mover)
  }

  func testAMoveUnderAFlatSublayerTransformIsFlaggedAsWithoutOne() {
    let (root, zoomed, mover) = makeZoomedScene()
    mover.position.x = 35.25  // a box with room, in the sublayer space before the zoom
    XCTAssert(root.hitTest(Point2D(x: 20, y: 20)) === mover)
    mover.position.x = 35.5  // shown from 11 to 31
    XCTAssertFalse(isMarked(root))
    XCTAssert(entryIsFlagged(mover))
    XCTAssert(root.hitTest(Point2D(x: 10.9, y: 20)) === zoomed)
    XCTAssert(root.hitTest(Point2D(x: 11.1, y: 20)) === mover)
    XCTAssert(root.hitTest(Point2D(x: 30.9, y: 20)) === mover)
    XCTAssert(root.hitTest(Point2D(x: 31.1, y: 20)) === zoomed)
    XCTAssertFalse(entryIsFlagged(mover))
  }

  func testAMoveUnderAPerspectiveSublayerTransformIsRecordedAsAChange() {
    let (root, zoomed, mover) = makeZoomedScene()
    // Perspective about the middle: a point of the plane z = 0 stays where the zoom put it.
    var perspective = Transform3D(scaleX: 2, y: 2, z: 1)
    perspective.m34 = -1 / 500
    zoomed.sublayerTransform = perspective
    XCTAssert(root.hitTest(Point2D(x: 20, y: 20)) === mover)
    mover.position.x = 35.25
    XCTAssert(root.hitTest(Point2D(x: 20, y: 20)) === mover)
    mover.position.x = 35.5  // shown from 11 to 31
    XCTAssert(isMarked(root))
    XCTAssert(root.hitTest(Point2D(x: 10.9, y: 20)) === zoomed)
    XCTAssert(root.hitTest(Point2D(x: 11.1, y: 20)) === mover)
    XCTAssert(root.hitTest(Point2D(x: 30.9, y: 20)) === mover)
    XCTAssert(root.hitTest(Point2D(x: 31.1, y: 20)) === zoomed)
  }

  /// Only the layers a change reaches are looked at again: the tree still answers after a layer
  /// changes under a receiver that is not the root, and then under the root, in turn.
  func testQueriesFromDifferentReceiversBetweenChanges() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let middle = Layer()
    middle.frame = root.bounds
    let leaf = Layer()
    leaf.frame = Rect2D(x: 10, y: 10, width: 10, height: 10)
    root.addSublayer(middle)
    middle.addSublayer(leaf)
    let point = Point2D(x: 15, y: 15)
    XCTAssert(root.hitTest(point) === leaf)
    leaf.position.x += 50
    XCTAssert(middle.hitTest(point) === middle)  // from the middle layer first
    XCTAssert(root.hitTest(Point2D(x: 65, y: 15)) === leaf)
    leaf.position.x -= 50
    XCTAssert(root.hitTest(point) === leaf)  // from the root first
    XCTAssert(middle.hitTest(point) === leaf)
    middle.bounds.origin = Point2D(x: -50, y: 0)  // scrolls the leaf right by 50
    XCTAssert(root.hitTest(point) === middle)
    XCTAssert(root.hitTest(Point2D(x: 65, y: 15)) === leaf)
    middle.sublayerTransform = Transform3D(translationX: -50, y: 0, z: 0)
    XCTAssert(root.hitTest(point) === leaf)
    // The leaf leaves the middle layer's bounds: a query from the middle layer sees it first, and
    // the root's query must still reach it there.
    leaf.position.x += 200
    XCTAssert(middle.hitTest(Point2D(x: 215, y: 15)) === leaf)
    XCTAssert(root.hitTest(Point2D(x: 215, y: 15)) === leaf)
    XCTAssert(root.hitTest(point) === middle)
  }

  /// A layer that keeps moving a little answers as its exact box.
  ///
  /// Its superlayer's index keeps it with room to move: the points in that room, just outside
  /// the layer, still go to the layer behind, and a layer hidden or made singular after moving is
  /// never hit. With few siblings (a loop over their boxes) and with many (a tree of their boxes).
  func testSmallMovesAnswerAsTheExactBoxes() {
    for siblingCount in [1, 40] {
      let root = Layer()
      root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
      let back = Layer()
      back.frame = root.bounds
      root.addSublayer(back)
      for index in 0..<siblingCount - 1 {
        let far = Layer()
        far.frame = Rect2D(x: 90, y: Double(index) * 2, width: 1, height: 1)
        root.addSublayer(far)
      }
      let mover = Layer()
      mover.frame = Rect2D(x: 40, y: 40, width: 10, height: 10)
      root.addSublayer(mover)
      let label = "\(siblingCount) siblings"
      XCTAssert(root.hitTest(Point2D(x: 45, y: 45)) === mover, label)
      // Right by a quarter point at a time, then back: the frame's left edge is 40 + step / 4.
      for step in Array(1...12) + Array((0...11).reversed()) {
        mover.position.x = 45 + Double(step) / 4
        let left = 40 + Double(step) / 4
        XCTAssert(root.hitTest(Point2D(x: left - 0.1, y: 45)) === back, "\(label), \(step)")
        XCTAssert(root.hitTest(Point2D(x: left + 0.1, y: 45)) === mover, "\(label), \(step)")
        XCTAssert(root.hitTest(Point2D(x: left + 10.1, y: 45)) === back, "\(label), \(step)")
        XCTAssert(root.hitTest(Point2D(x: left + 5, y: 39.9)) === back, "\(label), \(step)")
      }
      mover.position.x += 0.5  // the left edge at 40.5
      mover.isHidden = true
      XCTAssert(root.hitTest(Point2D(x: 45, y: 45)) === back, label)
      mover.isHidden = false
      XCTAssert(root.hitTest(Point2D(x: 45, y: 45)) === mover, label)
      mover.position.x -= 0.5
      mover.transform = Transform3D(scaleX: 0, y: 1, z: 1)  // singular: never hit
      XCTAssert(root.hitTest(Point2D(x: 45, y: 45)) === back, label)
      mover.transform = .identity
      XCTAssert(root.hitTest(Point2D(x: 42.6, y: 45)) === mover, label)
    }
  }
}
