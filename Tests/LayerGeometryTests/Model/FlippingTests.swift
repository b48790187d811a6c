import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `isGeometryFlipped` and `contentsAreFlipped`, as in Core Animation (<doc:FlippedGeometry>): a flip
/// mirrors the layer's own space inside its bounds (after the bounds origin is removed), so the layer
/// itself never moves and its sublayers are laid out from the bottom; `contentsAreFlipped` is the
/// parity of the flags from the layer up to the root.
final class FlippingTests: XCTestCase {
  /// `top` (own space = the world: anchor (0,0) at (0,0)) holding `parent` of frame (0,0,100,200).
  private func makeTree() -> (top: Layer, parent: Layer) {
    let top = makeLayer("top")
    top.anchorPoint = .zero
    top.bounds = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let parent = makeLayer("parent", frame: Rect2D(x: 0, y: 0, width: 100, height: 200))
    top.addSublayer(parent)
    return (top, parent)
  }

  func testFlipWorkedExample() {
    // Core Animation's flip rule, worked through: L frame (0,0,100,200), flipped; sublayer frame
    // (10,20,30,40) in L appears at (10, 200 − 60, 30, 40) = (10,140,30,40) in L's superlayer.
    let (top, parent) = makeTree()
    parent.isGeometryFlipped = true
    let sub = makeLayer("sub", frame: Rect2D(x: 10, y: 20, width: 30, height: 40))
    parent.addSublayer(sub)
    XCTAssertEqual(top.convert(sub.bounds, from: sub), Rect2D(x: 10, y: 140, width: 30, height: 40))
    // The sublayer's own frame is in L's (flipped) space and does not change.
    XCTAssertEqual(sub.frame, Rect2D(x: 10, y: 20, width: 30, height: 40))
    // Its top-left (0,0) is at L's (10,20), seen at (10, 180): its top edge is now at the bottom.
    XCTAssertEqual(top.convert(Point2D.zero, from: sub), Point2D(x: 10, y: 180))
    // Unflipping puts it back.
    parent.isGeometryFlipped = false
    XCTAssertEqual(top.convert(sub.bounds, from: sub), Rect2D(x: 10, y: 20, width: 30, height: 40))
  }

  func testTheFlippedLayerItselfNeverMoves() {
    // Its bounds map onto themselves for any anchor, so frame, position and the covered rectangle stay.
    for anchor in [Point2D(x: 0.5, y: 0.5), Point2D(x: 0, y: 0), Point2D(x: 0.25, y: 0.75)] {
      let (top, parent) = makeTree()
      parent.anchorPoint = anchor
      parent.frame = Rect2D(x: 0, y: 0, width: 100, height: 200)
      let position = parent.position
      parent.isGeometryFlipped = true
      XCTAssertEqual(parent.position, position, "\(anchor)")
      XCTAssertEqual(parent.frame, Rect2D(x: 0, y: 0, width: 100, height: 200), "\(anchor)")
      XCTAssertEqual(
        top.convert(parent.bounds, from: parent), Rect2D(x: 0, y: 0, width: 100, height: 200),
        "\(anchor)")
      // Inside, y runs upwards: the own-space point (0,0) is the bottom-left corner, (100,200) the
      // top-right, (30,50) is at (30, 150).
      XCTAssertEqual(top.convert(Point2D(x: 0, y: 0), from: parent), Point2D(x: 0, y: 200))
      XCTAssertEqual(top.convert(Point2D(x: 100, y: 200), from: parent), Point2D(x: 100, y: 0))
      XCTAssertEqual(top.convert(Point2D(x: 30, y: 50), from: parent), Point2D(x: 30, y: 150))
    }
  }

  func testTheFlipAppliesAfterTheBoundsOrigin() {
    // Bounds origin (0,10): own point (0,10) is the bounds' first corner; after removing bo it is (0,0),
    // then y → h − y = 200 → (0,200). Own (20, 60) → (20, 50) → (20, 150).
    let (top, parent) = makeTree()
    parent.bounds.origin = Point2D(x: 0, y: 10)
    parent.isGeometryFlipped = true
    XCTAssertEqual(parent.frame, Rect2D(x: 0, y: 0, width: 100, height: 200))
    XCTAssertEqual(top.convert(Point2D(x: 0, y: 10), from: parent), Point2D(x: 0, y: 200))
    XCTAssertEqual(top.convert(Point2D(x: 20, y: 60), from: parent), Point2D(x: 20, y: 150))
    XCTAssertEqual(
      top.convert(parent.bounds, from: parent), Rect2D(x: 0, y: 0, width: 100, height: 200))
  }

  func testTheFlipCascadesAndASecondFlipFlipsBack() {
    // parent (0,0,100,200) flipped; child frame (10,20,30,40) flipped too; grandchild (0,0,10,10) in
    // the child. In the child's flipped space (h = 40): y 0…10 → 30…40, so (0,30,10,10); into the
    // parent: + (10,20) → (10,50,10,10); the parent's flip (h = 200): y 50…60 → 140…150.
    let (top, parent) = makeTree()
    parent.isGeometryFlipped = true
    let child = makeLayer("child", frame: Rect2D(x: 10, y: 20, width: 30, height: 40))
    child.isGeometryFlipped = true
    parent.addSublayer(child)
    let grandchild = makeLayer("grandchild", frame: Rect2D(x: 0, y: 0, width: 10, height: 10))
    child.addSublayer(grandchild)
    XCTAssertEqual(
      top.convert(grandchild.bounds, from: grandchild), Rect2D(x: 10, y: 140, width: 10, height: 10)
    )
    // Its own (0,0) goes to the child's (0,0) → the child's flip (0,40) → the parent's (10,60)
    // → the parent's flip (10,140): the two flips cancel, its top edge stays on top of the box.
    XCTAssertEqual(top.convert(Point2D.zero, from: grandchild), Point2D(x: 10, y: 140))
    // Without the child's flip, the parent's flip alone turns it over: (0,0) → parent (10,20)
    // → (10,180).
    child.isGeometryFlipped = false
    XCTAssertEqual(top.convert(Point2D.zero, from: grandchild), Point2D(x: 10, y: 180))
  }

  func testTheSublayerTransformPivotIsTakenLiterallyInTheFlippedSpace() {
    // As documented: P = bo + ap·size in the flipped space, not the visual anchor. Parent anchor (0,0)
    // at (0,0) (frame (0,0,100,200)), flipped, sublayerTransform scale(2,2): P = (0,0).
    // Sublayer frame (10,20,30,40): its (0,0) is the parent's (10,20) → ×2 about (0,0) = (20,40)
    // → the flip y → 200 − y = (20,160). (A visual pivot at the bottom-left would give (20, −160).)
    let (top, parent) = makeTree()
    parent.anchorPoint = .zero
    parent.frame = Rect2D(x: 0, y: 0, width: 100, height: 200)
    parent.isGeometryFlipped = true
    parent.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    let sub = makeLayer("sub", frame: Rect2D(x: 10, y: 20, width: 30, height: 40))
    parent.addSublayer(sub)
    XCTAssertEqual(top.convert(Point2D.zero, from: sub), Point2D(x: 20, y: 160))
  }

  // MARK: - contentsAreFlipped

  func testContentsAreFlippedIsTheParityUpToTheRoot() {
    let root = makeLayer("root")
    let child = makeLayer("child")
    let grandchild = makeLayer("grandchild")
    root.addSublayer(child)
    child.addSublayer(grandchild)
    XCTAssertFalse(root.contentsAreFlipped)
    XCTAssertFalse(grandchild.contentsAreFlipped)
    root.isGeometryFlipped = true  // one flag above everyone
    XCTAssertTrue(root.contentsAreFlipped)
    XCTAssertTrue(child.contentsAreFlipped)
    XCTAssertTrue(grandchild.contentsAreFlipped)
    child.isGeometryFlipped = true  // two flags for child and grandchild
    XCTAssertTrue(root.contentsAreFlipped)
    XCTAssertFalse(child.contentsAreFlipped)
    XCTAssertFalse(grandchild.contentsAreFlipped)
    grandchild.isGeometryFlipped = true  // three for grandchild
    XCTAssertTrue(grandchild.contentsAreFlipped)
    root.isGeometryFlipped = false  // two
    XCTAssertFalse(grandchild.contentsAreFlipped)
    XCTAssertTrue(child.contentsAreFlipped)
    XCTAssertFalse(root.contentsAreFlipped)
  }

  func testContentsAreFlippedFollowsTheTree() {
    // A detached layer counts only its own flag, as in Core Animation; moving it changes the parity.
    let flipped = makeLayer("flipped")
    flipped.isGeometryFlipped = true
    let plain = makeLayer("plain")
    let layer = makeLayer("layer")
    XCTAssertFalse(layer.contentsAreFlipped)
    flipped.addSublayer(layer)
    XCTAssertTrue(layer.contentsAreFlipped)
    plain.addSublayer(layer)
    XCTAssertFalse(layer.contentsAreFlipped)
    flipped.sublayers = [layer]
    XCTAssertTrue(layer.contentsAreFlipped)
    layer.removeFromSuperlayer()
    XCTAssertFalse(layer.contentsAreFlipped)
    layer.isGeometryFlipped = true
    XCTAssertTrue(layer.contentsAreFlipped)
  }
}
