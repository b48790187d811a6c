import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// An update that would read most of the tree again reads it anew instead (on the threads free):
/// the snapshot and the damage are the ones the update gives reading only the changed subtrees.
final class SnapshotReadAnewTests: XCTestCase {
  /// Two snapshots of one tree through the same random edits: one reads only the subtrees that
  /// changed, the other reads the whole tree anew once the layers to read again reach a bound
  /// drawn for each edit (so that some subtrees are read before the bound is reached), while a
  /// copy of it is alive.
  func testReadingAnewGivesTheSameSnapshotAndDamage() {
    var g = SplitMix64(seed: 0x3A_0003)
    var options = RandomTreeOptions()
    options.maxLayers = 60
    var editor = RandomTreeEditor(tree: RandomLayerTree(options: options, using: &g))
    var (inPlace, anew) = (LayerSnapshot(of: editor.root), LayerSnapshot(of: editor.root))
    var (damaged, readAnew) = (0, 0)
    for edit in 1...2_000 {
      editor.edit(using: &g)
      let before = anew  // alive through the update
      let damage = inPlace.update(from: editor.root, readingAnewFrom: .max).damage
      let bound = Int(g.next() % 20) + 1
      let (damageReadingAnew, didReadAnew) = anew.update(
        from: editor.root, readingAnewFrom: bound)
      guard damage.count == damageReadingAnew.count,
        zip(damage, damageReadingAnew).allSatisfy({ bitwiseSame($0, $1) })
      else {
        return XCTFail("edit \(edit): damage \(damageReadingAnew), not \(damage)")
      }
      guard assertSameElements(anew, inPlace, pool: editor.pool, edit: edit),
        assertSameElements(anew, LayerSnapshot(of: editor.root), pool: editor.pool, edit: edit),
        assertDamage(damageReadingAnew, covers: before, anew, pool: editor.pool, edit: edit)
      else { return }
      if !damage.isEmpty { damaged += 1 }
      if didReadAnew { readAnew += 1 }
    }
    XCTAssertGreaterThan(damaged, 300, "too few updates changed anything to be meaningful")
    XCTAssertGreaterThan(readAnew, 100, "too few updates read the tree anew")
    XCTAssertLessThan(readAnew, damaged, "every update read the tree anew")
  }

  /// Layers to read again fewer than the bound are read in place; a changed subtree of the
  /// bound's size makes the update read the whole tree anew.
  func testOnlyEnoughLayersToReadMakeTheTreeReadAnew() {
    let root = makeLayer("root", frame: Rect2D(x: 0, y: 0, width: 100, height: 100))
    let content = makeLayer("content", frame: Rect2D(x: 0, y: 0, width: 100, height: 1_000))
    content.sublayers = (0..<9).map { row in
      makeLayer("row \(row)", frame: Rect2D(x: 0, y: 10 * Double(row), width: 100, height: 10))
    }
    let badge = makeLayer("badge", frame: Rect2D(x: 90, y: 0, width: 10, height: 10))
    root.sublayers = [content, badge]
    var snapshot = LayerSnapshot(of: root)
    badge.position.x -= 1
    content.sublayers[3].position.x += 1
    var update = snapshot.update(from: root, readingAnewFrom: 10)
    XCTAssertFalse(update.readAnew)  // two layers
    XCTAssertEqual(
      update.damage,
      [
        Rect2D(x: 0, y: 30, width: 100, height: 10),
        Rect2D(x: 90, y: 0, width: 10, height: 10),
        Rect2D(x: 1, y: 30, width: 100, height: 10),
        Rect2D(x: 89, y: 0, width: 10, height: 10),
      ])
    // The content's subtree, 10 layers, scrolled: its box before and after (row 3 reaches x = 101).
    content.bounds.origin.y = 20
    update = snapshot.update(from: root, readingAnewFrom: 10)
    XCTAssertTrue(update.readAnew)
    XCTAssertEqual(
      update.damage,
      [
        Rect2D(x: 0, y: 0, width: 101, height: 1_000),
        Rect2D(x: 0, y: -20, width: 101, height: 1_020),
      ])
    XCTAssertEqual(snapshot[2].boundingBox, Rect2D(x: 0, y: -20, width: 100, height: 10))
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
    XCTAssertEqual(snapshot.index(of: badge), 11)
  }

  /// A large subtree moved in front of a small sibling counts as the layers the snapshot held
  /// for it: it is read, the small one kept, so the tree is read anew; the damage is the large
  /// subtree's box before and after, the small one's not at all.
  func testALargeSubtreeMovedCountsAllItsLayers() {
    let root = makeLayer("root", frame: Rect2D(x: 0, y: 0, width: 100, height: 100))
    let small = makeLayer("small", frame: Rect2D(x: 0, y: 0, width: 10, height: 10))
    let large = makeLayer("large", frame: Rect2D(x: 20, y: 0, width: 50, height: 50))
    large.sublayers = (0..<9).map { item in
      makeLayer("item \(item)", frame: Rect2D(x: Double(item), y: 0, width: 5, height: 5))
    }
    root.sublayers = [small, large]
    var (inPlace, anew) = (LayerSnapshot(of: root), LayerSnapshot(of: root))
    root.sublayers = [large, small]
    let expected = inPlace.update(from: root, readingAnewFrom: .max)
    let update = anew.update(from: root, readingAnewFrom: 10)
    XCTAssertFalse(expected.readAnew)
    XCTAssertTrue(update.readAnew)
    let largeBox = Rect2D(x: 20, y: 0, width: 50, height: 50)
    XCTAssertEqual(expected.damage, [largeBox, largeBox])
    XCTAssertEqual(update.damage, [largeBox, largeBox])
    XCTAssertEqual(anew.index(of: small), 11)
    XCTAssertNil(anew.differenceFromAFreshRead(of: root))
  }

  /// A list of 10,000 rows in a masking window, scrolled: the content holds its rows in its own
  /// space (it is an anchor), so the update reads its record alone, in place; the damage is the
  /// window's area before and after, and a copy held elsewhere keeps what it had.
  func testAScrolledLongListIsReadInPlaceWithTheWindowAsDamage() {
    let (root, content) = makeWindow { content in
      content.sublayers = (0..<10_000).map { row in
        makeLayer("row \(row)", frame: Rect2D(x: 0, y: 44 * Double(row), width: 400, height: 44))
      }
    }
    let copy = LayerSnapshot(of: root)
    var (snapshot, twin) = assertScrollDamagesTheWindow(
      from: copy, of: root, content: content, readingAnew: false)
    XCTAssertEqual(snapshot[3].boundingBox, Rect2D(x: 100, y: 47, width: 400, height: 44))
    XCTAssertEqual(copy[3].boundingBox, Rect2D(x: 100, y: 50, width: 400, height: 44))
    XCTAssertEqual(snapshot.index(of: content.sublayers[9_999]), 10_002)
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 150, y: 60)), 3)
    // A row nudged is read in place.
    content.sublayers[5].position.x += 1
    XCTAssertFalse(twin.update(from: root, readingAnewFrom: twin.readingAnewBound).readAnew)
    snapshot.update(from: root)
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root))
  }

  /// The same rows in 20 sections of 20 groups (no layer with 32 sublayers or more, so every
  /// map is in the window's space), scrolled: the layers to read again come to most of the tree,
  /// which is read anew through the public call; the damage is still the window's area before
  /// and after.
  func testAScrolledListOfSectionsIsReadAnewWithTheWindowAsDamage() {
    let (root, content) = makeWindow { content in
      content.sublayers = (0..<20).map { section in
        let sectionLayer = makeLayer(
          "section \(section)",
          frame: Rect2D(x: 0, y: 22_000 * Double(section), width: 400, height: 22_000))
        sectionLayer.sublayers = (0..<20).map { group in
          let groupLayer = makeLayer(
            "group \(group)",
            frame: Rect2D(x: 0, y: 1_100 * Double(group), width: 400, height: 1_100))
          groupLayer.sublayers = (0..<25).map { row in
            makeLayer(
              "row \(row)", frame: Rect2D(x: 0, y: 44 * Double(row), width: 400, height: 44))
          }
          return groupLayer
        }
        return sectionLayer
      }
    }
    let (snapshot, _) = assertScrollDamagesTheWindow(
      from: LayerSnapshot(of: root), of: root, content: content, readingAnew: true)
    XCTAssertEqual(snapshot[5].boundingBox, Rect2D(x: 100, y: 47, width: 400, height: 44))
  }

  /// Scrolls `content` 3 points and updates two copies of `snapshot`, returned.
  ///
  /// Through the public call and the internal one: asserts that the damage is the window's area
  /// before and after for both, that the internal one read the tree anew or not as `readingAnew`
  /// says, and that the result is a fresh read's.
  private func assertScrollDamagesTheWindow(
    from snapshot: LayerSnapshot, of root: Layer, content: Layer, readingAnew: Bool,
    line: UInt = #line
  ) -> (LayerSnapshot, LayerSnapshot) {
    var (snapshot, twin) = (snapshot, snapshot)
    content.bounds.origin.y += 3
    let windowArea = Rect2D(x: 100, y: 50, width: 400, height: 800)
    XCTAssertEqual(snapshot.update(from: root), [windowArea, windowArea], line: line)
    let update = twin.update(from: root, readingAnewFrom: twin.readingAnewBound)
    XCTAssertEqual(update.readAnew, readingAnew, line: line)
    XCTAssertEqual(update.damage, [windowArea, windowArea], line: line)
    XCTAssertNil(snapshot.differenceFromAFreshRead(of: root), line: line)
    return (snapshot, twin)
  }

  /// A root (800 × 1,000) holding a masking window (400 × 800 at 100, 50) over a content layer
  /// 440,000 points tall, filled by `fill`.
  private func makeWindow(_ fill: (Layer) -> Void) -> (root: Layer, content: Layer) {
    let root = makeLayer("root", frame: Rect2D(x: 0, y: 0, width: 800, height: 1_000))
    let window = makeLayer("window", frame: Rect2D(x: 100, y: 50, width: 400, height: 800))
    window.masksToBounds = true
    let content = makeLayer("content", frame: Rect2D(x: 0, y: 0, width: 400, height: 440_000))
    fill(content)
    window.addSublayer(content)
    root.addSublayer(window)
    return (root, content)
  }
}
