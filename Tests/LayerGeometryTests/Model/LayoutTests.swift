import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// The layout cycle: what marks a layer as needing layout, and how `layoutIfNeeded()` walks.
///
/// The tests named `…Measured…` hold what Apple's QuartzCore does, from GNUstep's test suite,
/// file `Tests/quartzcore/CALayer/layout.m` of gnustep/libs-quartzcore.
final class LayoutTests: XCTestCase {
  /// A layout manager that records the layers it lays out, by name, and runs `action` for each.
  ///
  /// Each test resets `action` as it ends: an action that holds layers, which hold the recorder,
  /// would otherwise keep them all alive (LeakSanitizer reports the cycle).
  private final class Recorder: Layer.LayoutManager {
    var log: [String] = []
    var invalidated: [String] = []
    var action: (Layer) -> Void = { _ in }

    func layoutSublayers(of layer: Layer) {
      log.append(layer.name ?? "?")
      action(layer)
    }

    func invalidateLayout(of layer: Layer) {
      invalidated.append(layer.name ?? "?")
    }
  }

  private func named(_ name: String, _ manager: Recorder? = nil) -> Layer {
    let layer = Layer()
    layer.name = name
    layer.layoutManager = manager
    return layer
  }

  /// A 100 × 100 root with one sublayer, laid out.
  private func settled() -> (root: Layer, first: Layer) {
    let root = Layer()
    let first = Layer()
    root.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.addSublayer(first)
    root.layoutIfNeeded()
    return (root, first)
  }

  // MARK: Measured on macOS (layout.m)

  func testLayerOnItsOwnMeasured() {
    let layer = Layer()
    XCTAssertFalse(layer.needsLayout(), "a fresh layer does not want laying out")
    layer.setNeedsLayout()
    XCTAssertTrue(layer.needsLayout())
    layer.layoutIfNeeded()
    XCTAssertFalse(layer.needsLayout())
  }

  func testSettledSuperlayerMeasured() {
    XCTAssertFalse(settled().root.needsLayout())
  }

  func testAddingASublayerMarksTheSuperlayerOnlyMeasured() {
    let (root, _) = settled()
    let added = Layer()
    added.layoutIfNeeded()
    root.addSublayer(added)
    XCTAssertTrue(root.needsLayout())
    XCTAssertFalse(added.needsLayout())
  }

  func testInsertingMarksTheSuperlayerMeasured() {
    var (root, first) = settled()
    root.insertSublayer(Layer(), at: 0)
    XCTAssertTrue(root.needsLayout(), "at an index")
    (root, first) = settled()
    root.insertSublayer(Layer(), below: first)
    XCTAssertTrue(root.needsLayout(), "below a sibling")
    (root, first) = settled()
    root.insertSublayer(Layer(), above: first)
    XCTAssertTrue(root.needsLayout(), "above a sibling")
  }

  func testRemovingAndReplacingMarkTheSuperlayerMeasured() {
    var (root, first) = settled()
    first.removeFromSuperlayer()
    XCTAssertTrue(root.needsLayout(), "a sublayer leaving")
    (root, _) = settled()
    root.sublayers = [Layer()]
    XCTAssertTrue(root.needsLayout(), "setting the sublayers")
    let added = Layer()
    root.addSublayer(added)
    XCTAssertEqual(root.sublayers.count, 2)
    XCTAssertIdentical(added.superlayer, root)
  }

  func testBoundsSizeChangeMarksTheLayerMeasured() {
    let (root, _) = settled()
    root.bounds = Rect2D(x: 0, y: 0, width: 200, height: 200)
    XCTAssertTrue(root.needsLayout())
  }

  // MARK: Marks worked by hand

  func testOriginOnlyChangeAndPositionDoNotMark() {
    let (root, first) = settled()
    root.bounds = Rect2D(x: 30, y: 40, width: 100, height: 100)
    root.position = Point2D(x: 7, y: 8)
    first.position = Point2D(x: 7, y: 8)
    XCTAssertFalse(root.needsLayout())
    XCTAssertFalse(first.needsLayout())
  }

  func testReplaceSublayerMarksTheSuperlayer() {
    let (root, first) = settled()
    root.replaceSublayer(first, with: Layer())
    XCTAssertTrue(root.needsLayout())
  }

  func testSetNeedsLayoutTellsTheManager() {
    let manager = Recorder()
    defer { manager.action = { _ in } }
    let layer = named("a", manager)
    layer.setNeedsLayout()
    layer.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
    XCTAssertEqual(manager.invalidated, ["a", "a"])
    XCTAssertEqual(manager.log, [])
  }

  // MARK: The walk

  func testLayoutIfNeededStartsAtTopMostMarkedAncestorAndGoesTopDown() {
    let manager = Recorder()
    defer { manager.action = { _ in } }
    let root = named("root", manager)
    let a = named("a", manager)
    let b = named("b", manager)
    let a1 = named("a1", manager)
    let a2 = named("a2", manager)
    let b1 = named("b1", manager)
    root.sublayers = [a, b]
    a.sublayers = [a1, a2]
    b.sublayers = [b1]
    root.layoutIfNeeded()
    XCTAssertEqual(manager.log, ["root", "a", "b"], "only the marked layers, top-down")
    manager.log = []
    a2.setNeedsLayout()
    b1.setNeedsLayout()
    a.setNeedsLayout()
    a2.layoutIfNeeded()  // a is the top-most marked ancestor: b1 is outside its subtree
    XCTAssertEqual(manager.log, ["a", "a2"])
    XCTAssertTrue(b1.needsLayout())
    manager.log = []
    b1.setNeedsLayout()
    a1.setNeedsLayout()
    root.layoutIfNeeded()  // root is not marked: the walk starts at the receiver
    XCTAssertEqual(manager.log, ["a1", "b1"])
  }

  func testSublayersResizedByALayoutAreLaidOutInTheSamePass() {
    let manager = Recorder()
    defer { manager.action = { _ in } }
    let root = named("root", manager)
    let child = named("child", manager)
    let grandchild = named("grandchild", manager)
    root.addSublayer(child)
    child.addSublayer(grandchild)
    root.layoutIfNeeded()
    manager.log = []
    manager.action = { layer in
      for sublayer in layer.sublayers { sublayer.frame = layer.bounds }
    }
    root.bounds = Rect2D(x: 0, y: 0, width: 40, height: 30)
    root.layoutIfNeeded()
    XCTAssertEqual(manager.log, ["root", "child", "grandchild"])
    XCTAssertEqual(grandchild.frame, Rect2D(x: 0, y: 0, width: 40, height: 30))
    XCTAssertFalse(child.needsLayout())
  }

  func testEachLayerIsLaidOutOncePerCall() {
    let manager = Recorder()
    defer { manager.action = { _ in } }
    let root = named("root", manager)
    let child = named("child", manager)
    root.addSublayer(child)
    child.setNeedsLayout()
    manager.action = { layer in
      layer.setNeedsLayout()  // asks again while being laid out
      layer.superlayer?.setNeedsLayout()
    }
    root.layoutIfNeeded()
    XCTAssertEqual(manager.log, ["root", "child"])
    XCTAssertTrue(root.needsLayout(), "marked again: left for the next call")
    XCTAssertTrue(child.needsLayout())
  }

  // MARK: A layout manager that changes the tree

  func testManagerThatAddsSublayersGetsThemLaidOut() {
    let manager = Recorder()
    defer { manager.action = { _ in } }
    let root = named("root", manager)
    manager.action = { layer in
      if layer === root {
        let added = self.named("added", manager)
        added.setNeedsLayout()
        layer.addSublayer(added)
      }
    }
    root.setNeedsLayout()
    root.layoutIfNeeded()
    XCTAssertEqual(manager.log, ["root", "added"])
  }

  func testManagerThatRemovesOrMovesLayersBeforeTheirTurnSkipsThem() {
    let manager = Recorder()
    defer { manager.action = { _ in } }
    let root = named("root", manager)
    let a = named("a", manager)
    let b = named("b", manager)
    let c = named("c", manager)
    let b1 = named("b1", manager)
    root.sublayers = [a, b, c]
    b.addSublayer(b1)
    for layer in [root, a, b, c, b1] { layer.setNeedsLayout() }
    // While laying out a: b leaves the tree, and c moves under b1, out of the walk.
    manager.action = { layer in
      if layer === a {
        b.removeFromSuperlayer()
        b1.addSublayer(c)
      }
    }
    root.layoutIfNeeded()
    XCTAssertEqual(manager.log, ["root", "a"])
    XCTAssertTrue(b.needsLayout(), "removed before its turn: skipped")
    XCTAssertTrue(c.needsLayout(), "moved out of the walk: skipped")
    XCTAssertTrue(b1.needsLayout())
    XCTAssertEqual(root.sublayers.count, 1)
  }

  func testLayerMovedUnderALayerNotYetWalkedIsLaidOutThere() {
    let manager = Recorder()
    defer { manager.action = { _ in } }
    let root = named("root", manager)
    let a = named("a", manager)
    let c = named("c", manager)
    root.sublayers = [a, c]
    for layer in [root, a, c] { layer.setNeedsLayout() }
    manager.action = { layer in
      if layer === a { a.addSublayer(c) }  // a's sublayers are taken after its layout
    }
    root.layoutIfNeeded()
    XCTAssertEqual(manager.log, ["root", "a", "c"])
    XCTAssertFalse(c.needsLayout())
  }

  func testManagerThatRemovesTheLayerItLaysOutOrEmptiesTheTree() {
    let manager = Recorder()
    defer { manager.action = { _ in } }
    let root = named("root", manager)
    let a = named("a", manager)
    let a1 = named("a1", manager)
    root.addSublayer(a)
    a.addSublayer(a1)
    for layer in [root, a, a1] { layer.setNeedsLayout() }
    manager.action = { layer in
      if layer === a {
        a.removeFromSuperlayer()
        root.sublayers = []
      }
    }
    root.layoutIfNeeded()
    // a's sublayers are still walked: a1 is a's sublayer, as when it was listed.
    XCTAssertEqual(manager.log, ["root", "a", "a1"])
    XCTAssertTrue(root.sublayers.isEmpty)
    XCTAssertNil(a.superlayer)
  }

  // MARK: Preferred size

  func testPreferredFrameSizeWithoutManagerIsTheFrameSize() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 3, y: 4, width: 30, height: 20)
    layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let size = layer.preferredFrameSize()
    XCTAssertEqual(size.width, 20, accuracy: 1e-12)
    XCTAssertEqual(size.height, 30, accuracy: 1e-12)
  }
}
