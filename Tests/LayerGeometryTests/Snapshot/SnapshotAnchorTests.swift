import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// Layers of 32 sublayers or more that keep the layers below them in their own space (anchors).
///
/// A scroll, a move or hiding one changes its own record alone, and everything read below it is
/// composed with its map. Values worked by hand.
final class SnapshotAnchorTests: XCTestCase {
  /// A root (800 × 1,000) holding a masking window (400 × 800 at 100, 50) over a content layer of
  /// `rows` rows 44 points tall, each 400 wide, one below the other.
  private func makeList(rows: Int = 40) -> (root: Layer, window: Layer, content: Layer) {
    let root = makeLayer("root", frame: Rect2D(x: 0, y: 0, width: 800, height: 1_000))
    let window = makeLayer("window", frame: Rect2D(x: 100, y: 50, width: 400, height: 800))
    window.masksToBounds = true
    let content = makeLayer(
      "content", frame: Rect2D(x: 0, y: 0, width: 400, height: 44 * Double(rows)))
    content.sublayers = (0..<rows).map { row in
      makeLayer("row \(row)", frame: Rect2D(x: 0, y: 44 * Double(row), width: 400, height: 44))
    }
    window.addSublayer(content)
    root.addSublayer(window)
    return (root, window, content)
  }

  func testAListScrolledIsItsContentsRecordAloneAndItsRowsMoveWithIt() {
    let (root, _, content) = makeList()
    var snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot.anchors, [2])  // the content: root, window, content, rows
    XCTAssertEqual(snapshot[4].boundingBox, Rect2D(x: 100, y: 94, width: 400, height: 44))
    content.bounds.origin.y = 10
    // Fewer than two layers read again: below the bound, the update reads in place.
    let update = snapshot.update(from: root, readingAnewFrom: 2)
    XCTAssertFalse(update.readAnew)
    // The window's area before and after: the content's box within the window's clip.
    let windowArea = Rect2D(x: 100, y: 50, width: 400, height: 800)
    XCTAssertEqual(update.damage, [windowArea, windowArea])
    // Row 1 (44 ..< 88 in the content) now starts 10 points higher: at 50 + 44 − 10.
    XCTAssertEqual(snapshot[4].boundingBox, Rect2D(x: 100, y: 84, width: 400, height: 44))
    XCTAssertEqual(
      Point2D(x: 0, y: 0).applying(snapshot[4].transformToSnapshotSpace),
      Point2D(x: 100, y: 84))
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 150, y: 60)), 3)  // row 0: 40 ..< 84
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 150, y: 90)), 4)  // row 1: 84 ..< 128
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 110, y: 80, width: 10, height: 2)), [0, 1, 2, 3])
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 110, y: 85, width: 10, height: 2)), [0, 1, 2, 4])
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
  }

  func testAContentMovedDamagesItsRowsBeyondItsBoundsWithinTheClip() {
    // Rows that reach past the content's bounds (400 × 100): its subtree moves with it.
    let (root, window, content) = makeList()
    window.masksToBounds = false
    content.bounds.size.height = 100
    content.position = Point2D(x: 200, y: 50)  // frame (0, 0, 400, 100)
    var snapshot = LayerSnapshot(of: root)
    content.position.x += 5
    let damage = snapshot.update(from: root)
    // Before: rows from y 0 to 1,760 in the window, x 0 to 400; after, 5 to the right.
    XCTAssertEqual(damage.count, 2)
    XCTAssertTrue(damage[0].contains(Rect2D(x: 100, y: 50, width: 400, height: 1_760)))
    XCTAssertTrue(damage[1].contains(Rect2D(x: 105, y: 50, width: 400, height: 1_760)))
    XCTAssertEqual(
      snapshot[42].boundingBox, Rect2D(x: 105, y: 50 + 44 * 39, width: 400, height: 44))
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
  }

  func testAWindowMovedOverAListReadsTheWindowAndTheContentAlone() {
    let (root, window, content) = makeList()
    content.sublayers[0].addSublayer(
      makeLayer("label", frame: Rect2D(x: 5, y: 5, width: 30, height: 10)))
    var snapshot = LayerSnapshot(of: root)
    window.position.x += 7
    // The window and the content: fewer than three layers read again.
    let update = snapshot.update(from: root, readingAnewFrom: 3)
    XCTAssertFalse(update.readAnew)
    let (before, after) = (
      Rect2D(x: 100, y: 50, width: 400, height: 800), Rect2D(x: 107, y: 50, width: 400, height: 800)
    )
    // The window's own boxes, and the content's within them.
    XCTAssertEqual(update.damage.count, 4)
    XCTAssertEqual(Set(update.damage), [before, after])
    XCTAssertEqual(snapshot[4].boundingBox, Rect2D(x: 112, y: 55, width: 30, height: 10))
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 120, y: 60)), 4)  // the label: 112 ..< 142
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 110, y: 60)), 3)  // row 0 beside it: 107 ..< 507
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 105, y: 60)), 0)  // left of the window
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
    // The window masking no more, turned a quarter: still two layers, and the rows follow.
    window.masksToBounds = false
    window.affineTransform = AffineTransform2D(rotationAngle: .pi / 2)
    XCTAssertFalse(snapshot.update(from: root, readingAnewFrom: 3).readAnew)
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
  }

  func testAHiddenAnchorHidesItsRowsAndDamagesWhatItShowedBefore() {
    let (root, _, content) = makeList()
    var snapshot = LayerSnapshot(of: root)
    content.isHidden = true
    let windowArea = Rect2D(x: 100, y: 50, width: 400, height: 800)
    XCTAssertEqual(snapshot.update(from: root), [windowArea])
    XCTAssertTrue(snapshot[3].isHidden)
    XCTAssertTrue(snapshot.placements.allSatisfy { $0.index < 2 || $0.isHidden })
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 150, y: 60)), 1)  // the window
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 110, y: 80, width: 10, height: 2)), [0, 1])
    content.isHidden = false
    XCTAssertEqual(snapshot.update(from: root), [windowArea])
    XCTAssertFalse(snapshot[3].isHidden)
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
  }

  func testClipsBelowAnAnchorAreItsOwnWithinTheAnchorsAndTheWindows() {
    // The content masks, and so does row 0, which holds a label; the content scrolled by 10.
    let (root, _, content) = makeList()
    content.masksToBounds = true
    let row = content.sublayers[0]
    row.masksToBounds = true
    let label = makeLayer("label", frame: Rect2D(x: 10, y: -20, width: 100, height: 40))
    row.addSublayer(label)
    content.bounds.origin.y = 10
    let snapshot = LayerSnapshot(of: root)
    // Row 0 is at 40 ..< 84 in the root, the content's bounds at 50 ..< 1,810, the window's at
    // 50 ..< 850: the label (110 ..< 210, 20 ..< 60) is clipped to 50 ..< 84 by all three.
    // (Within rounding: the polygons' crossings are interpolated.)
    assertBox(of: snapshot[4].clip, is: Rect2D(x: 100, y: 50, width: 400, height: 34))
    assertBox(of: snapshot[3].clip, is: Rect2D(x: 100, y: 50, width: 400, height: 800))
    XCTAssertEqual(snapshot.layers(intersecting: Rect2D(x: 150, y: 20, width: 10, height: 10)), [0])
    XCTAssertEqual(
      snapshot.layers(intersecting: Rect2D(x: 150, y: 55, width: 10, height: 2)), [0, 1, 2, 3, 4])
  }

  func testAListBecomesAndStopsBeingAnAnchorAsItsRowsCrossThirtyTwo() {
    let (root, window, content) = makeList(rows: 31)
    var snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot.anchors, [])
    content.addSublayer(makeLayer("row 31", frame: Rect2D(x: 0, y: 1_364, width: 400, height: 44)))
    snapshot.update(from: root)
    XCTAssertEqual(snapshot.anchors, [2])
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
    content.bounds.origin.y = 30
    snapshot.update(from: root)
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
    // A zoom by its sublayer transform: its rows' levels take it in, so it stops being one.
    content.sublayerTransform = Transform3D(AffineTransform2D(scaleX: 2, y: 2))
    snapshot.update(from: root)
    XCTAssertEqual(snapshot.anchors, [])
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
    content.sublayerTransform = .identity
    snapshot.update(from: root)
    XCTAssertEqual(snapshot.anchors, [2])
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
    // A window seen in perspective: the content's path is no longer one affine run.
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 500
    window.transform = perspective.rotated(by: 0.3, x: 0, y: 1, z: 0)
    snapshot.update(from: root)
    XCTAssertEqual(snapshot.anchors, [])
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
    window.transform = .identity
    content.sublayers[3].removeFromSuperlayer()
    snapshot.update(from: root)
    XCTAssertEqual(snapshot.anchors, [])
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
  }

  func testMapsBelowATurnedAnchorAgreeWithTheLiveTree() {
    // A turned, scaled window over a list whose rows are turned and hold labels.
    let (root, window, content) = makeList()
    window.affineTransform = AffineTransform2D(rotationAngle: 0.4).scaledBy(x: 1.5, y: 0.75)
    for (number, row) in content.sublayers.enumerated() {
      row.affineTransform = AffineTransform2D(rotationAngle: 0.01 * Double(number))
      row.addSublayer(makeLayer("label", frame: Rect2D(x: 5, y: 5, width: 30, height: 10)))
    }
    content.bounds.origin = Point2D(x: 3, y: 17)
    var snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot.anchors, [2])
    func check(_ line: UInt = #line) {
      var layers = [root]
      var index = 0
      while index < layers.count {
        let layer = layers[index]
        layers.insert(contentsOf: layer.sublayersInDrawingOrder, at: index + 1)
        let element = snapshot[index]
        for corner in [Point2D(x: 0, y: 0), Point2D(x: 30, y: 10)] {
          let live = layer.convert(corner, to: nil)
          let read = corner.applying(element.transformToSnapshotSpace)
          XCTAssertEqual(read.x, live.x, accuracy: 1e-12 * (1 + abs(live.x)), line: line)
          XCTAssertEqual(read.y, live.y, accuracy: 1e-12 * (1 + abs(live.y)), line: line)
        }
        index += 1
      }
    }
    check()
    content.bounds.origin.y += 123.5
    content.sublayers[7].position.x += 2
    snapshot.update(from: root)
    check()
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
    // The draw loop gives each layer the map its element gives.
    for placement in snapshot.placements {
      XCTAssertTrue(
        placement.transformToSnapshotSpace.isBitwiseEqual(
          to: snapshot[placement.index].transformToSnapshotSpace))
    }
  }

  func testAWideLayerBelowAnotherWideLayerIsNotAnAnchor() {
    // A root list of 33 rows, 100 points each; row 1 holds 32 cells 3 points wide. Below the
    // wide root, row 1 keeps its cells in the snapshot's space, so that the root's list searches
    // boxes of one space.
    let root = makeLayer("root", frame: Rect2D(x: 0, y: 0, width: 100, height: 3_300))
    root.sublayers = (0..<33).map { row in
      makeLayer("row \(row)", frame: Rect2D(x: 0, y: 100 * Double(row), width: 100, height: 100))
    }
    let cells = (0..<32).map { cell in
      makeLayer("cell \(cell)", frame: Rect2D(x: 3 * Double(cell), y: 0, width: 3, height: 100))
    }
    root.sublayers[1].sublayers = cells
    var snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot.anchors, [])
    let cell = snapshot.index(of: cells[0])
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 1, y: 150)), cell)
    XCTAssertTrue(root.hitTest(Point2D(x: 1, y: 150)) === cells[0])
    XCTAssertEqual(snapshot.hitTestAll(Point2D(x: 1, y: 150)).first, cell)
    XCTAssertTrue(
      snapshot.layers(intersecting: Rect2D(x: 0, y: 150, width: 1, height: 1)).contains(cell!))
    // The root falling below 32 sublayers makes row 1 an anchor; rising again, not.
    let (last, beforeLast) = (root.sublayers[32], root.sublayers[31])
    last.removeFromSuperlayer()
    beforeLast.removeFromSuperlayer()
    snapshot.update(from: root)
    XCTAssertEqual(snapshot.anchors, [2])
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
    root.sublayers += [beforeLast, last]
    snapshot.update(from: root)
    XCTAssertEqual(snapshot.anchors, [])
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 1, y: 150)), snapshot.index(of: cells[0]))
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
    // The same one level down: the wide holder is an anchor, row 1 below it not; with the
    // holder's rows down to 31, row 1 is (top 0, holder 1, row 0 2, row 1 3).
    let holder = makeLayer("holder", frame: Rect2D(x: 0, y: 0, width: 100, height: 3_300))
    let top = makeLayer("top", frame: Rect2D(x: 0, y: 0, width: 100, height: 3_300))
    top.addSublayer(holder)
    holder.sublayers = root.sublayers
    var nested = LayerSnapshot(of: top)
    XCTAssertEqual(nested.anchors, [1])
    holder.sublayers[32].removeFromSuperlayer()
    holder.sublayers[31].removeFromSuperlayer()
    nested.update(from: top)
    XCTAssertEqual(nested.anchors, [3])
    XCTAssertNil(nested.differenceFromAFreshRead(of: top))
  }

  func testAPlaneOfA3DContextBelowAnAnchorIsHitWhereItIs() {
    // An anchor (400 × 400 at 500, 0) holding a transform layer with a plane, and 31 leaves.
    let root = makeLayer("root", frame: Rect2D(x: 0, y: 0, width: 1_000, height: 1_000))
    let anchor = makeLayer("anchor", frame: Rect2D(x: 500, y: 0, width: 400, height: 400))
    let context = makeLayer("context", frame: Rect2D(x: 0, y: 0, width: 100, height: 100))
    context.kind = .transformLayer
    let plane = makeLayer("plane", frame: Rect2D(x: 0, y: 0, width: 100, height: 100))
    context.addSublayer(plane)
    anchor.sublayers =
      [context]
      + (0..<31).map {
        makeLayer("leaf \($0)", frame: Rect2D(x: 200, y: 200, width: 10, height: 10))
      }
    root.addSublayer(anchor)
    let snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot.anchors, [1])
    XCTAssertTrue(root.hitTest(Point2D(x: 550, y: 50)) === plane)
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 550, y: 50)), snapshot.index(of: plane))
  }

  func testAWindowMovedGivesTheSameDamageReadInPlaceOrAnew() {
    // A window (not masking) over a list of 32 rows 50 points tall: read alone, the window
    // damages its own box whichever way the update reads.
    let root = makeLayer("root", frame: Rect2D(x: 0, y: 0, width: 1_000, height: 3_000))
    let window = makeLayer("window", frame: Rect2D(x: 0, y: 0, width: 100, height: 100))
    let content = makeLayer("content", frame: Rect2D(x: 0, y: 0, width: 100, height: 2_000))
    content.sublayers = (0..<32).map { row in
      makeLayer("row \(row)", frame: Rect2D(x: 0, y: 50 * Double(row), width: 100, height: 50))
    }
    window.addSublayer(content)
    root.addSublayer(window)
    var (inPlace, anew) = (LayerSnapshot(of: root), LayerSnapshot(of: root))
    window.position.x += 10
    let expected = inPlace.update(from: root, readingAnewFrom: .max)
    let update = anew.update(from: root, readingAnewFrom: 2)
    XCTAssertFalse(expected.readAnew)
    XCTAssertTrue(update.readAnew)
    XCTAssertEqual(expected.damage, update.damage)
    XCTAssertNil(inPlace.differenceFromAFreshRead(of: root))
  }

  func testARowMovedPastHalfTheLargestValueIsDamagedWhereItIs() {
    // Nothing masks the rows: their boxes are not cut by the plane's `.infinite` rectangle, whose
    // edges lie at half the largest value.
    let (root, window, content) = makeList()
    window.masksToBounds = false
    var snapshot = LayerSnapshot(of: root)
    let row = content.sublayers[3]
    row.position.y = 1e308
    let damage = snapshot.update(from: root)
    let box = snapshot[6].boundingBox
    XCTAssertEqual(box.minY, 1e308 - 22 + 50)
    XCTAssertTrue(
      damage.contains { $0.minY <= box.minY && box.maxY <= $0.maxY && $0.minX <= box.minX },
      "\(damage) misses \(box)")
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
  }

  func testARowInsertedIntoAnAnchoredListShiftsTheLayersAfterIt() {
    let (root, _, content) = makeList()
    var snapshot = LayerSnapshot(of: root)
    let row = makeLayer("new", frame: Rect2D(x: 0, y: 100, width: 400, height: 10))
    content.insertSublayer(row, at: 5)
    let damage = snapshot.update(from: root)
    XCTAssertEqual(damage, [Rect2D(x: 100, y: 150, width: 400, height: 10)])
    XCTAssertEqual(snapshot.index(of: row), 8)
    XCTAssertEqual(snapshot.anchors, [2])
    XCTAssertEqual(snapshot[9].name, "row 5")
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
    // An anchor after the insertion moves with it.
    let (_, _, second) = makeList()
    second.removeFromSuperlayer()
    root.addSublayer(second)
    snapshot.update(from: root)
    XCTAssertEqual(snapshot.anchors, [2, 44])
    content.insertSublayer(makeLayer("another"), at: 0)
    snapshot.update(from: root)
    XCTAssertEqual(snapshot.anchors, [2, 45])
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
  }
}

/// Asserts that a clip's points span `expected`, within 10⁻⁹.
private func assertBox(
  of clip: ArraySlice<Point2D>?, is expected: Rect2D, line: UInt = #line
) {
  guard let clip, !clip.isEmpty else { return XCTFail("no clip", line: line) }
  let (xs, ys) = (clip.map(\.x), clip.map(\.y))
  XCTAssertEqual(xs.min()!, expected.minX, accuracy: 1e-9, line: line)
  XCTAssertEqual(xs.max()!, expected.maxX, accuracy: 1e-9, line: line)
  XCTAssertEqual(ys.min()!, expected.minY, accuracy: 1e-9, line: line)
  XCTAssertEqual(ys.max()!, expected.maxY, accuracy: 1e-9, line: line)
}
