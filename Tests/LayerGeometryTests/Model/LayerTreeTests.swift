import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// Tree editing, with Core Animation's rules.
///
/// Every edit keeps `sublayers` and `superlayer` in agreement, a layer that already has a superlayer is
/// moved, and a dropped tree is freed. The preconditions are in `LayerPreconditionTests`.
final class LayerTreeTests: XCTestCase {
  // MARK: addSublayer

  func testAddSublayerAppendsInFrontAndSetsSuperlayer() {
    let parent = makeLayer("P")
    let a = makeLayer("a")
    let b = makeLayer("b")
    XCTAssertNil(a.superlayer)
    XCTAssertTrue(parent.sublayers.isEmpty)
    parent.addSublayer(a)
    parent.addSublayer(b)
    XCTAssertEqual(outline(parent), "P[a,b]")
    XCTAssertTrue(a.superlayer === parent)
    XCTAssertTrue(b.superlayer === parent)
    XCTAssertTrue(parent.sublayers.last === b)
  }

  func testAddingAnExistingSublayerAgainBringsItToTheFront() {
    let parent = makeLayer("P")
    let (a, b, c) = (makeLayer("a"), makeLayer("b"), makeLayer("c"))
    parent.sublayers = [a, b, c]
    parent.addSublayer(a)
    XCTAssertEqual(outline(parent), "P[b,c,a]")
    parent.addSublayer(a)  // already at the front: nothing moves, nothing is duplicated
    XCTAssertEqual(outline(parent), "P[b,c,a]")
  }

  func testAddSublayerMovesALayerFromAnotherTree() {
    let first = makeLayer("F")
    let second = makeLayer("S")
    let child = makeLayer("c")
    let grandchild = makeLayer("g")
    child.addSublayer(grandchild)
    first.addSublayer(child)
    second.addSublayer(child)
    XCTAssertEqual(outline(first), "F")
    XCTAssertEqual(outline(second), "S[c[g]]")  // the subtree moves with it
    XCTAssertTrue(child.superlayer === second)
    XCTAssertTrue(grandchild.superlayer === child)
  }

  func testAddSublayerMovesALayerFromDeeperInTheSameTree() {
    // Moving a grandchild up to the root is not a cycle: it is a descendant, not an ancestor.
    let root = makeLayer("R")
    let child = makeLayer("c")
    let grandchild = makeLayer("g")
    root.addSublayer(child)
    child.addSublayer(grandchild)
    root.addSublayer(grandchild)
    XCTAssertEqual(outline(root), "R[c,g]")
  }

  // MARK: insertSublayer(_:at:)

  func testInsertAtBackMiddleAndFront() {
    let parent = makeLayer("P")
    let (a, b, c, d) = (makeLayer("a"), makeLayer("b"), makeLayer("c"), makeLayer("d"))
    parent.insertSublayer(a, at: 0)
    XCTAssertEqual(outline(parent), "P[a]")
    parent.insertSublayer(b, at: 0)
    XCTAssertEqual(outline(parent), "P[b,a]")
    parent.insertSublayer(c, at: 2)  // index == count: the front
    XCTAssertEqual(outline(parent), "P[b,a,c]")
    parent.insertSublayer(d, at: 1)
    XCTAssertEqual(outline(parent), "P[b,d,a,c]")
    XCTAssertTrue(d.superlayer === parent)
  }

  func testInsertAtCountsTheSublayersWithoutTheMovedLayer() {
    // As documented: the index counts the sublayers *without* the layer being moved.
    let parent = makeLayer("P")
    let (a, b, c) = (makeLayer("a"), makeLayer("b"), makeLayer("c"))
    parent.sublayers = [a, b, c]
    parent.insertSublayer(a, at: 2)  // others [b, c]; index 2 is their end
    XCTAssertEqual(outline(parent), "P[b,c,a]")
    parent.insertSublayer(a, at: 0)  // others [b, c]
    XCTAssertEqual(outline(parent), "P[a,b,c]")
    parent.insertSublayer(c, at: 1)  // others [a, b]
    XCTAssertEqual(outline(parent), "P[a,c,b]")
    parent.insertSublayer(c, at: 1)  // already there
    XCTAssertEqual(outline(parent), "P[a,c,b]")
  }

  func testInsertAtMovesALayerFromAnotherTree() {
    let old = makeLayer("O")
    let parent = makeLayer("P")
    let (a, b, moved) = (makeLayer("a"), makeLayer("b"), makeLayer("m"))
    old.sublayers = [moved]
    parent.sublayers = [a, b]
    parent.insertSublayer(moved, at: 1)
    XCTAssertEqual(outline(parent), "P[a,m,b]")
    XCTAssertEqual(outline(old), "O")
    XCTAssertTrue(moved.superlayer === parent)
  }

  // MARK: insertSublayer(_:below:) and (_:above:)

  func testInsertBelowAndAboveASibling() {
    let parent = makeLayer("P")
    let (a, b, c, d) = (makeLayer("a"), makeLayer("b"), makeLayer("c"), makeLayer("d"))
    parent.sublayers = [a, b]
    parent.insertSublayer(c, below: b)
    XCTAssertEqual(outline(parent), "P[a,c,b]")
    parent.insertSublayer(d, above: a)
    XCTAssertEqual(outline(parent), "P[a,d,c,b]")
    parent.insertSublayer(d, above: b)  // moving within the same list
    XCTAssertEqual(outline(parent), "P[a,c,b,d]")
    parent.insertSublayer(d, below: a)
    XCTAssertEqual(outline(parent), "P[d,a,c,b]")
  }

  func testInsertBelowNilIsTheBackAndAboveNilIsTheFront() {
    // `nil` → at the back / at the front, as in Core Animation.
    let parent = makeLayer("P")
    let (a, b, c) = (makeLayer("a"), makeLayer("b"), makeLayer("c"))
    parent.sublayers = [a, b]
    parent.insertSublayer(c, below: nil)
    XCTAssertEqual(outline(parent), "P[c,a,b]")
    parent.insertSublayer(c, above: nil)
    XCTAssertEqual(outline(parent), "P[a,b,c]")
    parent.insertSublayer(a, above: nil)
    XCTAssertEqual(outline(parent), "P[b,c,a]")
  }

  func testInsertBelowMovesALayerFromAnotherTree() {
    let old = makeLayer("O")
    let parent = makeLayer("P")
    let (a, moved) = (makeLayer("a"), makeLayer("m"))
    old.addSublayer(moved)
    parent.addSublayer(a)
    parent.insertSublayer(moved, below: a)
    XCTAssertEqual(outline(parent), "P[m,a]")
    XCTAssertEqual(outline(old), "O")
  }

  // MARK: replaceSublayer(_:with:)

  func testReplaceSublayerKeepsTheIndexAndDetachesTheOldLayer() {
    let parent = makeLayer("P")
    let (a, b, c, n) = (makeLayer("a"), makeLayer("b"), makeLayer("c"), makeLayer("n"))
    parent.sublayers = [a, b, c]
    parent.replaceSublayer(b, with: n)
    XCTAssertEqual(outline(parent), "P[a,n,c]")
    XCTAssertNil(b.superlayer)
    XCTAssertTrue(n.superlayer === parent)
  }

  func testReplaceSublayerMovesTheNewLayerFromAnotherTree() {
    let old = makeLayer("O")
    let parent = makeLayer("P")
    let (a, n, x) = (makeLayer("a"), makeLayer("n"), makeLayer("x"))
    old.sublayers = [x, n]
    parent.sublayers = [a]
    parent.replaceSublayer(a, with: n)
    XCTAssertEqual(outline(parent), "P[n]")
    XCTAssertEqual(outline(old), "O[x]")
    XCTAssertNil(a.superlayer)
  }

  func testReplaceSublayerWithASibling() {
    // The new layer leaves its own slot and takes the old layer's; no layer is listed twice.
    let parent = makeLayer("P")
    let (a, b, c) = (makeLayer("a"), makeLayer("b"), makeLayer("c"))
    parent.sublayers = [a, b, c]
    parent.replaceSublayer(a, with: c)
    XCTAssertEqual(outline(parent), "P[c,b]")
    XCTAssertNil(a.superlayer)
  }

  func testReplaceSublayerWithAnEarlierSibling() {
    // [c, x, a, y], replace a with c: c leaves slot 0 and takes a's slot, which is index 1 among the
    // others [x, a, y] → [x, c, y]. (When a is the last sublayer, e.g. [c, b, a], the same edit
    // traps today — see `replaceSublayerWithAnEarlierSiblingInTheLastSlot` in LayerPreconditionTests.)
    let parent = makeLayer("P")
    let (a, c, x, y) = (makeLayer("a"), makeLayer("c"), makeLayer("x"), makeLayer("y"))
    parent.sublayers = [c, x, a, y]
    parent.replaceSublayer(a, with: c)
    XCTAssertEqual(outline(parent), "P[x,c,y]")
    XCTAssertNil(a.superlayer)
  }

  func testReplaceSublayerWithItsOwnSublayer() {
    // g leaves a and takes a's slot; a is detached and keeps its other sublayer.
    let parent = makeLayer("P")
    let (a, g, h, z) = (makeLayer("a"), makeLayer("g"), makeLayer("h"), makeLayer("z"))
    parent.sublayers = [a, z]
    a.sublayers = [g, h]
    parent.replaceSublayer(a, with: g)
    XCTAssertEqual(outline(parent), "P[g,z]")
    XCTAssertEqual(outline(a), "a[h]")
  }

  func testReplaceSublayerWithItselfChangesNothing() {
    let parent = makeLayer("P")
    let (a, b) = (makeLayer("a"), makeLayer("b"))
    parent.sublayers = [a, b]
    parent.replaceSublayer(a, with: a)
    XCTAssertEqual(outline(parent), "P[a,b]")
  }

  // MARK: removeFromSuperlayer()

  func testRemoveFromSuperlayer() {
    let parent = makeLayer("P")
    let (a, b, c) = (makeLayer("a"), makeLayer("b"), makeLayer("c"))
    parent.sublayers = [a, b, c]
    b.removeFromSuperlayer()
    XCTAssertEqual(outline(parent), "P[a,c]")
    XCTAssertNil(b.superlayer)
    b.removeFromSuperlayer()  // a root: nothing happens
    XCTAssertNil(b.superlayer)
    XCTAssertEqual(outline(parent), "P[a,c]")
  }

  func testRemovedLayerKeepsItsOwnSubtree() {
    let root = makeLayer("R")
    let child = makeLayer("c")
    let grandchild = makeLayer("g")
    root.addSublayer(child)
    child.addSublayer(grandchild)
    child.removeFromSuperlayer()
    XCTAssertEqual(outline(child), "c[g]")
    XCTAssertEqual(outline(root), "R")
  }

  // MARK: Settable sublayers

  func testSettingSublayersReplacesTheList() {
    let parent = makeLayer("P")
    let (a, b, c) = (makeLayer("a"), makeLayer("b"), makeLayer("c"))
    parent.sublayers = [a, b]
    parent.sublayers = [c, a]  // b leaves, a stays (and moves behind c), c arrives
    XCTAssertEqual(outline(parent), "P[c,a]")
    XCTAssertNil(b.superlayer)
    XCTAssertTrue(a.superlayer === parent)
    XCTAssertTrue(c.superlayer === parent)
    parent.sublayers = []
    XCTAssertEqual(outline(parent), "P")
    XCTAssertNil(a.superlayer)
    XCTAssertNil(c.superlayer)
  }

  func testSettingSublayersMovesLayersFromOtherTrees() {
    let other = makeLayer("O")
    let parent = makeLayer("P")
    let (a, b, keep) = (makeLayer("a"), makeLayer("b"), makeLayer("k"))
    other.sublayers = [a, keep, b]
    parent.sublayers = [b, a]
    XCTAssertEqual(outline(parent), "P[b,a]")
    XCTAssertEqual(outline(other), "O[k]")
  }

  func testSettingSublayersToADescendantMovesItUp() {
    let root = makeLayer("R")
    let child = makeLayer("c")
    let grandchild = makeLayer("g")
    root.addSublayer(child)
    child.addSublayer(grandchild)
    root.sublayers = [grandchild, child]
    XCTAssertEqual(outline(root), "R[g,c]")
  }

  // MARK: Geometry follows the tree

  func testMovedLayerConvertsThroughItsNewSuperlayer() {
    // Cached maps must follow edits. A child at position (10, 10) (zero size) of parent A at
    // (100, 0) and then of parent B at (0, 200); both parents 0×0 with their anchor at the origin.
    let a = makeLayer("A")
    a.anchorPoint = .zero
    a.position = Point2D(x: 100, y: 0)
    let b = makeLayer("B")
    b.anchorPoint = .zero
    b.position = Point2D(x: 0, y: 200)
    let child = makeLayer("c")
    child.position = Point2D(x: 10, y: 10)
    a.addSublayer(child)
    XCTAssertEqual(child.convert(Point2D.zero, to: nil), Point2D(x: 110, y: 10))
    b.addSublayer(child)
    XCTAssertEqual(child.convert(Point2D.zero, to: nil), Point2D(x: 10, y: 210))
    b.position = Point2D(x: 5, y: 5)
    XCTAssertEqual(child.convert(Point2D.zero, to: nil), Point2D(x: 15, y: 15))
    child.removeFromSuperlayer()
    XCTAssertEqual(child.convert(Point2D.zero, to: nil), Point2D(x: 10, y: 10))
    b.sublayers = [child]
    XCTAssertEqual(child.convert(Point2D.zero, to: nil), Point2D(x: 15, y: 15))
  }

  func testConversionBetweenTwoLayersFollowsEdits() {
    // Parents A (anchor (0,0) at (100,0)) and B (anchor (0,0) at (0,200)) under R (anchor (0,0) at
    // (0,0)); `child` (zero size) at (10,10) and `observer` at (1,1). R's space: child in A is at
    // (110,10), observer in B at (1,201) → seen from the observer (109,−191).
    let root = makeLayer("R")
    root.anchorPoint = .zero
    let a = makeLayer("A")
    a.anchorPoint = .zero
    a.position = Point2D(x: 100, y: 0)
    let b = makeLayer("B")
    b.anchorPoint = .zero
    b.position = Point2D(x: 0, y: 200)
    root.sublayers = [a, b]
    let child = makeLayer("c")
    child.position = Point2D(x: 10, y: 10)
    let observer = makeLayer("o")
    observer.position = Point2D(x: 1, y: 1)
    a.addSublayer(child)
    b.addSublayer(observer)
    XCTAssertEqual(observer.convert(Point2D.zero, from: child), Point2D(x: 109, y: -191))
    XCTAssertEqual(child.convert(Point2D.zero, from: observer), Point2D(x: -109, y: 191))
    // The child moves into B: (10,210) − (1,201) = (9,9).
    b.addSublayer(child)
    XCTAssertEqual(observer.convert(Point2D.zero, from: child), Point2D(x: 9, y: 9))
    // Moving B moves both: still (9,9).
    b.position = Point2D(x: -50, y: 7)
    XCTAssertEqual(observer.convert(Point2D.zero, from: child), Point2D(x: 9, y: 9))
    // The observer moves into A: child at (−40,17), observer at (101,1) → (−141,16).
    a.insertSublayer(observer, at: 0)
    XCTAssertEqual(observer.convert(Point2D.zero, from: child), Point2D(x: -141, y: 16))
    // A leaves the tree: the two are in different trees and meet in world space, where A's root
    // position (100,0) still applies (<doc:ConvertingBetweenLayers>): the same numbers.
    a.removeFromSuperlayer()
    XCTAssertEqual(observer.convert(Point2D.zero, from: child), Point2D(x: -141, y: 16))
    a.position = .zero
    XCTAssertEqual(observer.convert(Point2D.zero, from: child), Point2D(x: -41, y: 16))
  }

  func testWhiteAndBlueHitTestExample() {
    // The hit-testing articles' white and blue layers, with the demo's numbers: white frame
    // (50,50,200,200) in the root view; blue frame (50,50,100,100) in white.
    // Root point (120,120) is (70,70) in white: inside blue (50…150) → blue. (60,60) is (10,10) in
    // white: outside blue → white. (10,10) is (−40,−40): outside both → nil.
    let root = makeLayer("root", frame: Rect2D(x: 0, y: 0, width: 400, height: 400))
    let white = makeLayer("white", frame: Rect2D(x: 50, y: 50, width: 200, height: 200))
    let blue = makeLayer("blue", frame: Rect2D(x: 50, y: 50, width: 100, height: 100))
    root.addSublayer(white)
    white.addSublayer(blue)
    XCTAssertTrue(white.hitTest(Point2D(x: 120, y: 120)) === blue)
    XCTAssertTrue(white.hitTest(Point2D(x: 60, y: 60)) === white)
    XCTAssertNil(white.hitTest(Point2D(x: 10, y: 10)))
  }

  // MARK: Lifetime

  func testADroppedTreeIsFreed() {
    weak var weakRoot: Layer?
    weak var weakChild: Layer?
    weak var weakGrandchild: Layer?
    do {
      let root = makeLayer("R")
      let child = makeLayer("c")
      let grandchild = makeLayer("g")
      root.addSublayer(child)
      child.addSublayer(grandchild)
      // Use the tree so that every level caches its maps (the caches must not retain anything).
      _ = grandchild.convert(Point2D(x: 1, y: 2), to: root)
      _ = root.convert(Point2D(x: 1, y: 2), from: grandchild)
      _ = root.sublayersInDrawingOrder
      weakRoot = root
      weakChild = child
      weakGrandchild = grandchild
      XCTAssertNotNil(weakRoot)
    }
    XCTAssertNil(weakRoot)
    XCTAssertNil(weakChild)
    XCTAssertNil(weakGrandchild)
  }

  func testARemovedLayerIsFreedWhileItsOldSuperlayerLives() {
    let root = makeLayer("R")
    weak var weakChild: Layer?
    do {
      let child = makeLayer("c")
      root.addSublayer(child)
      weakChild = child
    }
    XCTAssertNotNil(weakChild, "the superlayer owns its sublayers")
    weakChild?.removeFromSuperlayer()
    XCTAssertNil(weakChild)
    XCTAssertEqual(outline(root), "R")
  }

  func testASublayerOutlivingItsSuperlayerBecomesARoot() {
    let child = makeLayer("c")
    child.position = Point2D(x: 3, y: 4)
    weak var weakParent: Layer?
    do {
      let parent = makeLayer("P")
      parent.position = Point2D(x: 100, y: 100)
      parent.addSublayer(child)
      XCTAssertEqual(child.convert(Point2D.zero, to: nil), Point2D(x: 103, y: 104))
      weakParent = parent
    }
    XCTAssertNil(weakParent, "a sublayer does not keep its superlayer alive")
    XCTAssertNil(child.superlayer)
    XCTAssertEqual(child.convert(Point2D.zero, to: nil), Point2D(x: 3, y: 4))
  }

  func testReplacedAndUnlistedLayersAreFreed() {
    let parent = makeLayer("P")
    weak var weakReplaced: Layer?
    weak var weakUnlisted: Layer?
    do {
      let replaced = makeLayer("r")
      let unlisted = makeLayer("u")
      parent.sublayers = [replaced, unlisted]
      parent.replaceSublayer(replaced, with: makeLayer("n"))
      parent.sublayers = Array(parent.sublayers.prefix(1))
      weakReplaced = replaced
      weakUnlisted = unlisted
    }
    XCTAssertNil(weakReplaced)
    XCTAssertNil(weakUnlisted)
    XCTAssertEqual(outline(parent), "P[n]")
  }
}
