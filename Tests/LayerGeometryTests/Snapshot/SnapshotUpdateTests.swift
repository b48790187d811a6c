import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `LayerSnapshot.update(from:)` against a fresh snapshot of the same tree (equal to the last bit)
/// and its damage against a brute-force diff of the two, over random edits of random trees.
final class SnapshotUpdateTests: XCTestCase {
  /// A layer freed and a new one put where it was, perhaps at the same address: the update
  /// reads the new layer (its token is not the old one's).
  func testANewLayerWhereAFreedOneWasIsReadAgain() {
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 200, height: 200)
    var snapshot: LayerSnapshot
    do {
      let old = Layer()
      old.frame = Rect2D(x: 10, y: 10, width: 20, height: 20)
      old.name = "old"
      root.addSublayer(old)
      snapshot = LayerSnapshot(of: root)
      old.removeFromSuperlayer()
    }
    for round in 0..<100 {
      let new = Layer()
      new.frame = Rect2D(x: 10, y: 10, width: 20, height: 20)
      new.name = "new \(round)"
      XCTAssertNil(snapshot.index(of: new))
      root.addSublayer(new)
      snapshot.update(from: root)
      XCTAssertEqual(snapshot.index(of: new), 1)
      XCTAssertEqual(snapshot[1].name, "new \(round)")
      new.removeFromSuperlayer()
    }
    // The root itself, freed and made again: a different root is read whole.
    var other = LayerSnapshot(of: Layer())
    let damage = other.update(from: root)
    XCTAssertEqual(other.count, LayerSnapshot(of: root).count)
    XCTAssertEqual(damage, [.zero, Rect2D(x: -100, y: -100, width: 200, height: 200)])
  }

  /// A change above the root (its superlayer's sublayer transform) moves every layer.
  func testAChangeAboveTheRootIsSeen() {
    let host = Layer()
    host.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 50, height: 50)
    root.addSublayer(Layer())
    host.addSublayer(root)
    var snapshot = LayerSnapshot(of: root)
    host.sublayerTransform = Transform3D(translationX: 5, y: 0, z: 0)
    snapshot.update(from: root)
    XCTAssertTrue(
      assertSameElements(snapshot, LayerSnapshot(of: root), pool: [host, root], edit: 0))
  }

  /// An update with nothing to do returns no damage; a layer hidden returns its box before only.
  func testDamageOfAHiddenLayer() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
    let badge = Layer()
    badge.frame = Rect2D(x: 5, y: 6, width: 7, height: 8)
    root.addSublayer(badge)
    var snapshot = LayerSnapshot(of: root)
    XCTAssertEqual(snapshot.update(from: root), [])
    badge.isHidden = true
    XCTAssertEqual(snapshot.update(from: root), [Rect2D(x: 5, y: 6, width: 7, height: 8)])
    XCTAssertEqual(snapshot.update(from: root), [])
    XCTAssertTrue(snapshot[1].isHidden)
  }

  /// A scroll and a sliding panel: the damage is the visible area of the layer whose sublayers
  /// all moved, before and after (its box clipped by the masking window, or the masking panel's
  /// own box), not each row's or card's.
  func testTheDamageOfAScrollOrASlidingPanelIsItsVisibleArea() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 800, height: 1_000)
    let window = Layer()
    window.frame = Rect2D(x: 100, y: 50, width: 400, height: 800)
    window.masksToBounds = true
    let content = Layer()
    content.frame = Rect2D(x: 0, y: 0, width: 400, height: 44_000)
    content.sublayers = (0..<1_000).map { row in
      makeLayer("row \(row)", frame: Rect2D(x: 0, y: 44 * Double(row), width: 400, height: 44))
    }
    window.addSublayer(content)
    let panel = Layer()
    panel.frame = Rect2D(x: 520, y: 0, width: 200, height: 600)
    panel.masksToBounds = true
    panel.sublayers = (0..<60).map { card in  // most of them below the panel's bottom edge
      makeLayer(
        "card \(card)",
        frame: Rect2D(x: 10, y: 10 + 70 * Double(card), width: 180, height: 60))
    }
    root.sublayers = [window, panel]
    var snapshot = LayerSnapshot(of: root)
    content.bounds.origin.y += 3
    let windowArea = Rect2D(x: 100, y: 50, width: 400, height: 800)
    XCTAssertEqual(snapshot.update(from: root), [windowArea, windowArea])
    panel.position.x -= 3
    XCTAssertEqual(
      snapshot.update(from: root),
      [
        Rect2D(x: 520, y: 0, width: 200, height: 600),
        Rect2D(x: 517, y: 0, width: 200, height: 600),
      ])
  }

  /// A 100,000-level chain: changed at the bottom, in the middle and at the top, then updated,
  /// without a deep call chain.
  func testAnInfiniteDamageCoversLayersBeyondHalfTheLargestDouble() {
    // `Rect2D.infinite` has edges at ±greatestFiniteMagnitude / 2, but stands for the whole plane:
    // a layer whose box lies beyond those edges is covered by it (a fuzzing input in
    // Tests/FuzzCorpus, where a checker compared the edges literally).
    let root = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.anchorPoint = .zero  // the snapshot's space is the root's
    let horizon = Layer()  // w = 1 − x/50: the part beyond x = 50 is behind the eye
    horizon.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    horizon.anchorPoint = .zero
    horizon.transform.m14 = -0.02
    let far = Layer()
    far.bounds = Rect2D(x: 0, y: 0, width: 24.5, height: 0)
    far.position = Point2D(x: 32.5, y: .greatestFiniteMagnitude)
    let group = Layer()  // holds both, drawn behind two plain layers
    group.sublayers = [horizon, far]
    let (front, frontmost) = (Layer(), Layer())
    front.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    frontmost.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    root.sublayers = [group, front, frontmost]
    var snapshot = LayerSnapshot(of: root)
    let before = snapshot
    XCTAssertTrue(snapshot[2].boundingBox.isInfinite)
    XCTAssertEqual(
      snapshot[3].boundingBox,
      Rect2D(x: 20.25, y: .greatestFiniteMagnitude, width: 24.5, height: 0))
    // The group moves to the front: its subtree is read again, its box before and after.
    root.sublayers = [front, frontmost, group]
    let damage = snapshot.update(from: root)
    XCTAssertEqual(damage, [.infinite, .infinite])
    XCTAssertTrue(
      assertDamage(
        damage, covers: before, snapshot, pool: [root, group, horizon, far, front, frontmost],
        edit: 0))
  }
}
