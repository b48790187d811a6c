import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `sublayersInDrawingOrder`, Core Animation's drawing order: the sublayers stably sorted by
/// `zPosition` ascending, `NaN` after every number, ties by array index; hit testing visits them in
/// the exact reverse.
final class DrawingOrderTests: XCTestCase {
  /// A parent with sublayers named by `zPositions`' indices (`"0"`, `"1"`, …) at those zPositions.
  private func makeParent(_ zPositions: [Double]) -> Layer {
    let parent = makeLayer("P")
    parent.sublayers = zPositions.enumerated().map { index, z in
      let layer = makeLayer("\(index)")
      layer.zPosition = z
      return layer
    }
    return parent
  }

  func testEqualZPositionsKeepArrayOrder() {
    XCTAssertEqual(names(makeParent([0, 0, 0]).sublayersInDrawingOrder), ["0", "1", "2"])
    XCTAssertEqual(names(makeParent([5, 5]).sublayersInDrawingOrder), ["0", "1"])
    XCTAssertTrue(makeParent([]).sublayersInDrawingOrder.isEmpty)
    // −0.0 == 0.0: a tie, kept in array order.
    XCTAssertEqual(names(makeParent([0, -0.0, 0]).sublayersInDrawingOrder), ["0", "1", "2"])
  }

  func testSortedAscendingAndStable() {
    // zPositions [1, −1, 0, 1, −1] → −1 (1, 4), 0 (2), 1 (0, 3).
    XCTAssertEqual(
      names(makeParent([1, -1, 0, 1, -1]).sublayersInDrawingOrder), ["1", "4", "2", "0", "3"])
    // A small example: [a, b, c] with a at 1 → b, c, a.
    XCTAssertEqual(names(makeParent([1, 0, 0]).sublayersInDrawingOrder), ["1", "2", "0"])
  }

  func testNaNSortsLastInArrayOrderAndInfinitiesAreNumbers() {
    // [NaN, +∞, 3, −∞, NaN, −0.0] → −∞ (3), −0.0 (5), 3 (2), +∞ (1), then the NaNs (0, 4).
    let parent = makeParent([.nan, .infinity, 3, -.infinity, .nan, -0.0])
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["3", "5", "2", "1", "0", "4"])
    XCTAssertEqual(names(makeParent([.nan, .nan, .nan]).sublayersInDrawingOrder), ["0", "1", "2"])
    XCTAssertEqual(
      names(makeParent([.nan, 2, .nan, 1]).sublayersInDrawingOrder), ["3", "1", "0", "2"])
  }

  func testTheOrderFollowsChanges() {
    let parent = makeParent([0, 0, 0])
    let (a, b, c) = (parent.sublayers[0], parent.sublayers[1], parent.sublayers[2])
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["0", "1", "2"])
    a.zPosition = 1  // a to the front
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["1", "2", "0"])
    c.zPosition = -1  // c to the back
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["2", "1", "0"])
    b.zPosition = .nan  // b after everything
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["2", "0", "1"])
    let d = makeLayer("3")
    d.zPosition = 0.5
    parent.addSublayer(d)
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["2", "3", "0", "1"])
    a.removeFromSuperlayer()
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["2", "3", "1"])
    parent.insertSublayer(a, below: nil)
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["2", "3", "0", "1"])
    parent.sublayers = [d, c]
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["2", "3"])
    let e = makeLayer("4")
    parent.replaceSublayer(c, with: e)  // e at 0 takes c's place
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["4", "3"])
    // Moving a sublayer to another parent updates both orders.
    let other = makeParent([0.7])
    other.addSublayer(d)
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["4"])
    XCTAssertEqual(names(other.sublayersInDrawingOrder), ["3", "0"])
    d.zPosition = 1
    XCTAssertEqual(names(other.sublayersInDrawingOrder), ["0", "3"])
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["4"])
  }

  func testSublayersKeepsArrayOrder() {
    let parent = makeParent([2, 1, 0])
    XCTAssertEqual(names(parent.sublayers), ["0", "1", "2"])
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["2", "1", "0"])
  }

  func testHitTestingVisitsTheReverseOfDrawingOrder() {
    // Three overlapping 100×100 sublayers at the same place: the one drawn last is hit first.
    let parent = makeLayer("P", frame: Rect2D(x: 0, y: 0, width: 100, height: 100))
    let layers = (0..<3).map { index -> Layer in
      makeLayer("\(index)", frame: Rect2D(x: 0, y: 0, width: 100, height: 100))
    }
    parent.sublayers = layers
    let point = Point2D(x: 50, y: 50)
    XCTAssertTrue(parent.hitTest(point) === layers[2])  // equal zPositions: last in the array
    layers[0].zPosition = 1
    XCTAssertEqual(names(parent.sublayersInDrawingOrder).last, "0")
    XCTAssertTrue(parent.hitTest(point) === layers[0])
    layers[1].zPosition = 5
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["2", "0", "1"])
    XCTAssertTrue(parent.hitTest(point) === layers[1])
    // A NaN zPosition is drawn last, but it makes the layer's map NaN (<doc:BehaviourAtTheEdges>): hit testing
    // skips it and finds the next one back.
    layers[1].zPosition = .nan
    XCTAssertEqual(names(parent.sublayersInDrawingOrder), ["2", "0", "1"])
    XCTAssertTrue(parent.hitTest(point) === layers[0])
  }

  /// The drawing order of every layer against a stable sort of its sublayers written here, after
  /// each of 3,000 random moves and zPosition changes (0, −0, numbers, `NaN`, infinities): the
  /// order is read without looking at the sublayers while none is raised off 0.
  func testTheOrderMatchesASortOverRandomMovesAndZPositions() {
    var g = SplitMix64(seed: 0x0D_0001)
    let pool = (0..<24).map { makeLayer("\($0)") }
    let zPositions: [Double] = [0, -0.0, 0, 0, 1, -2, .nan, .infinity, 0.5]
    /// Whether `layer` is `other` or one of its ancestors (adding it to `other` would be a cycle).
    func isAncestorOrSelf(_ layer: Layer, of other: Layer) -> Bool {
      var current: Layer? = other
      while let candidate = current {
        if candidate === layer { return true }
        current = candidate.superlayer
      }
      return false
    }
    func expectedOrder(_ layer: Layer) -> [Layer] {
      layer.sublayers.enumerated().sorted { lhs, rhs in
        let (a, b) = (lhs.element.zPosition, rhs.element.zPosition)
        if a == b || (a.isNaN && b.isNaN) { return lhs.offset < rhs.offset }
        return b.isNaN || a < b
      }.map(\.element)
    }
    for step in 0..<3_000 {
      let layer = pool[Int(g.next() % UInt64(pool.count))]
      let other = pool[Int(g.next() % UInt64(pool.count))]
      switch g.next() % 6 {
      case 0:
        layer.zPosition = zPositions[Int(g.next() % UInt64(zPositions.count))]
      case 1 where !isAncestorOrSelf(layer, of: other):
        other.addSublayer(layer)
      case 2 where !isAncestorOrSelf(layer, of: other):
        // The index counts the sublayers without `layer`.
        let others = other.sublayers.filter { $0 !== layer }.count
        other.insertSublayer(layer, at: Int(g.next() % UInt64(others + 1)))
      case 3:
        layer.removeFromSuperlayer()
      case 4:
        var kept: [Layer] = []
        for sublayer in layer.sublayers where g.next() % 3 != 0 { kept.append(sublayer) }
        layer.sublayers = kept.reversed()
      default:
        _ = layer.sublayersInDrawingOrder  // the cached order, read between changes
      }
      for parent in pool
      where parent.sublayersInDrawingOrder.map(ObjectIdentifier.init)
        != expectedOrder(parent).map(ObjectIdentifier.init)
      {
        XCTFail("step \(step): the drawing order of \(parent.name ?? "") differs from a sort")
        return
      }
    }
  }
}
