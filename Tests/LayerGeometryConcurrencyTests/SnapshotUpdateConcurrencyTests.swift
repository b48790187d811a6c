import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// A copy of a snapshot queried on other tasks while its owner edits the tree and updates its own
/// copy.
final class SnapshotUpdateConcurrencyTests: XCTestCase {
  func testACopyOnAnotherTaskNeverChanges() async {
    var g = SplitMix64(seed: 0x5F_0002)
    var options = RandomTreeOptions()
    options.maxLayers = 200
    var editor = RandomTreeEditor(tree: RandomLayerTree(options: options, using: &g))
    var snapshot = LayerSnapshot(of: editor.root)
    let copy = snapshot
    let points = (0..<500).map { _ in
      Point2D(
        x: Double.random(in: -200...500, using: &g), y: Double.random(in: -200...500, using: &g))
    }
    let expected = points.map { copy.hitTest($0) }
    let expectedBoxes = copy.map(\.boundingBox)
    let reader = Task.detached {
      var same = true
      for _ in 0..<20 {
        same = same && points.map { copy.hitTest($0) } == expected
        same = same && copy.map(\.boundingBox) == expectedBoxes
      }
      return same
    }
    for _ in 0..<300 {
      editor.edit(using: &g)
      snapshot.update(from: editor.root)
    }
    let same = await reader.value
    XCTAssertTrue(same)
    XCTAssertEqual(copy.map(\.boundingBox), expectedBoxes)
    XCTAssertEqual(snapshot.count, LayerSnapshot(of: editor.root).count)
  }

  func testACopyOnAnotherTaskNeverChangesWhileTheOwnerScrollsAndDrags() async {
    var g = SplitMix64(seed: 0x5F_0035)
    // A window over a list of 500 rows with labels, beside a canvas of 200 cards.
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 1_400, height: 800)
    let (window, content) = makeWindowOverList(rows: 500)
    let canvas = Layer()
    canvas.frame = Rect2D(x: 400, y: 0, width: 1_000, height: 800)
    canvas.sublayers = (0..<200).map { _ in
      let card = Layer()
      card.frame = Rect2D(
        x: Double.random(in: 0...900, using: &g), y: Double.random(in: 0...740, using: &g),
        width: 100, height: 60)
      return card
    }
    root.sublayers = [window, canvas]
    var snapshot = LayerSnapshot(of: root)
    let copy = snapshot
    let points = (0..<300).map { _ in
      Point2D(x: Double.random(in: 0...1_400, using: &g), y: Double.random(in: 0...800, using: &g))
    }
    let viewport = Rect2D(x: 300, y: 200, width: 300, height: 200)
    let expected = points.map { copy.hitTestAll($0) }
    let expectedVisible = copy.layers(intersecting: viewport)
    // What a draw loop reads of the copy (its placements' quads' boxes).
    let expectedDrawn = copy.placements.map { $0.quad?.boundingBox }
    let reader = Task.detached {
      var same = true
      for _ in 0..<10 {
        same = same && points.map { copy.hitTestAll($0) } == expected
        same = same && copy.layers(intersecting: viewport) == expectedVisible
        same = same && copy.placements.map { $0.quad?.boundingBox } == expectedDrawn
      }
      return same
    }
    for _ in 0..<60 {
      content.bounds.origin.y += 3  // a frame of a scroll
      let card = canvas.sublayers[Int.random(in: 0..<200, using: &g)]
      card.position.x += Double.random(in: -5...5, using: &g)  // and of a drag
      snapshot.update(from: root)
    }
    let same = await reader.value
    XCTAssertTrue(same)
    XCTAssertEqual(points.map { copy.hitTestAll($0) }, expected)
    let fresh = LayerSnapshot(of: root)
    XCTAssertEqual(points.map { snapshot.hitTestAll($0) }, points.map { fresh.hitTestAll($0) })
    XCTAssertNotEqual(
      points.map { snapshot.hitTestAll($0) }, expected, "the owner's snapshot moved with the tree")
  }

  /// A list of 5,000 rows with labels, scrolled: each update would read most of the tree again,
  /// so it reads the tree anew on several threads, while a copy is read on another task.
  func testACopyOnAnotherTaskNeverChangesWhileALongListScrolls() async {
    var g = SplitMix64(seed: 0x5F_0036)
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 800)
    let (window, content) = makeWindowOverList(rows: 5_000)
    root.addSublayer(window)
    var snapshot = LayerSnapshot(of: root)
    let copy = snapshot
    let points = (0..<200).map { _ in
      Point2D(x: Double.random(in: 0...400, using: &g), y: Double.random(in: 0...800, using: &g))
    }
    let expected = points.map { copy.hitTestAll($0) }
    let expectedDrawn = copy.placements.map { $0.quad?.boundingBox }
    let reader = Task.detached {
      var same = true
      for _ in 0..<5 {
        same = same && points.map { copy.hitTestAll($0) } == expected
        same = same && copy.placements.map { $0.quad?.boundingBox } == expectedDrawn
      }
      return same
    }
    let windowArea = Rect2D(x: 0, y: 0, width: 400, height: 800)
    for _ in 0..<10 {
      content.bounds.origin.y += 7  // a frame of a scroll
      XCTAssertEqual(snapshot.update(from: root), [windowArea, windowArea])
    }
    let same = await reader.value
    XCTAssertTrue(same)
    XCTAssertEqual(points.map { copy.hitTestAll($0) }, expected)
    let fresh = LayerSnapshot(of: root)
    XCTAssertEqual(points.map { snapshot.hitTestAll($0) }, points.map { fresh.hitTestAll($0) })
    XCTAssertEqual(snapshot[3].boundingBox, Rect2D(x: 0, y: -70, width: 400, height: 44))
  }

  /// A masking window of 400 × 800 points at the origin over a list's content: `rows` rows of 44
  /// points, each with a label.
  private func makeWindowOverList(rows: Int) -> (window: Layer, content: Layer) {
    let window = Layer()
    window.frame = Rect2D(x: 0, y: 0, width: 400, height: 800)
    window.masksToBounds = true
    let content = Layer()
    content.frame = Rect2D(x: 0, y: 0, width: 400, height: 44 * Double(rows))
    content.sublayers = (0..<rows).map { row in
      let cell = Layer()
      cell.frame = Rect2D(x: 0, y: 44 * Double(row), width: 400, height: 44)
      let label = Layer()
      label.frame = Rect2D(x: 16, y: 12, width: 200, height: 20)
      cell.addSublayer(label)
      return cell
    }
    window.addSublayer(content)
    return (window, content)
  }
}
