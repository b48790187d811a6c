import XCTest

@testable import LayerGeometry

/// Each property's setter records the kinds of change the table of `Layer.Change` gives it, and
/// nothing else: what it drops (the cached maps of the subtree, the superlayer's drawing order) and
/// what it marks (the hit-test entry, the sublayers' levels, what snapshots read).
final class LayerChangeTests: XCTestCase {
  /// A root holding `layer`, which holds `child`; a conversion from the child has filled every
  /// cache and a hit test has cleared every mark.
  private func makeScene() -> (root: Layer, layer: Layer, child: Layer) {
    let (root, layer, child) = (Layer(), Layer(), Layer())
    root.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
    layer.frame = Rect2D(x: 10, y: 10, width: 100, height: 100)
    child.frame = Rect2D(x: 5, y: 5, width: 20, height: 20)
    root.addSublayer(layer)
    layer.addSublayer(child)
    _ = root.convert(Point2D(x: 1, y: 1), from: child)
    _ = root.hitTest(Point2D(x: 20, y: 20))
    _ = root.sublayersInDrawingOrder
    return (root, layer, child)
  }

  /// What a change left: whether the child's cached maps were dropped, whether the layer's own
  /// entry is marked for the next hit test, whether every sublayer's level is, whether the root's
  /// drawing order was dropped, and how many changes snapshots count on the layer.
  private struct Marks: Equatable {
    var dropsMaps = false
    var marksEntry = false
    var marksSublayerLevels = false
    var dropsDrawingOrder = false
    var snapshotVersion: UInt64 = 1
  }

  private func marks(after change: (Layer) -> Void) -> Marks {
    let (root, layer, child) = makeScene()
    let version = layer.storage.pointee.snapshotTracking.version
    change(layer)
    return Marks(
      dropsMaps: child.geometryCache == nil,
      marksEntry: layer.storage.pointee.hitLevelIsStale,
      marksSublayerLevels: layer.storage.pointee.hitTestEntriesAreStale,
      dropsDrawingOrder: root.drawingOrderCache == nil,
      snapshotVersion: layer.storage.pointee.snapshotTracking.version - version)
  }

  func testTheSceneStartsWithNothingMarked() {
    let (root, layer, child) = makeScene()
    XCTAssertNotNil(child.geometryCache)
    XCTAssertFalse(layer.storage.pointee.hitLevelIsStale)
    XCTAssertFalse(layer.storage.pointee.hitTestEntriesAreStale)
    XCTAssertNotNil(root.drawingOrderCache)
  }

  func testTheNameIsReadBySnapshotsAlone() {
    XCTAssertEqual(marks { $0.name = "renamed" }, Marks())
  }

  func testHitFlagsMarkTheEntryAndKeepTheMaps() {
    let expected = Marks(marksEntry: true)
    XCTAssertEqual(marks { $0.isHidden = true }, expected)
    XCTAssertEqual(marks { $0.masksToBounds = true }, expected)
    XCTAssertEqual(marks { $0.isDoubleSided = false }, expected)
  }

  func testInputsOfTheLevelDropTheMapsAndMarkTheEntry() {
    let expected = Marks(dropsMaps: true, marksEntry: true)
    XCTAssertEqual(marks { $0.transform = Transform3D(scaleX: 2, y: 2, z: 1) }, expected)
    XCTAssertEqual(marks { $0.anchorPointZ = 3 }, expected)
    XCTAssertEqual(marks { $0.isGeometryFlipped = true }, expected)
    XCTAssertEqual(marks { $0.kind = .scrollLayer }, expected)
    XCTAssertEqual(marks { $0.position = Point2D(x: 300, y: 300) }, expected)  // out of its room
  }

  func testTheZPositionAlsoDropsTheSuperlayersDrawingOrder() {
    XCTAssertEqual(
      marks { $0.zPosition = 1 }, Marks(dropsMaps: true, marksEntry: true, dropsDrawingOrder: true))
  }

  func testThePivotMarksTheSublayersLevelsOnlyWhereAValueWasOrIsNotFinite() {
    let expected = Marks(dropsMaps: true, marksEntry: true)
    XCTAssertEqual(marks { $0.bounds.origin = Point2D(x: 3, y: 4) }, expected)
    XCTAssertEqual(marks { $0.anchorPoint = Point2D(x: 0, y: 0) }, expected)
    XCTAssertEqual(
      marks { $0.anchorPoint = Point2D(x: .nan, y: 0) },
      Marks(dropsMaps: true, marksEntry: true, marksSublayerLevels: true))
    XCTAssertEqual(
      marks { $0.bounds.size.width = .infinity },
      Marks(dropsMaps: true, marksEntry: true, marksSublayerLevels: true))
  }

  func testTheFrameShapeFollowsItsInputs() {
    let (_, layer, _) = makeScene()
    XCTAssertEqual(layer.storage.pointee.frameShape, .placedBounds)
    layer.transform = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
    XCTAssertEqual(layer.storage.pointee.frameShape, .planar)
    layer.transform = .identity
    layer.anchorPointZ = .nan
    XCTAssertEqual(layer.storage.pointee.frameShape, .general)
    layer.anchorPointZ = 0
    layer.zPosition = .infinity
    XCTAssertEqual(layer.storage.pointee.frameShape, .general)
    layer.zPosition = 0
    layer.bounds.origin.x = .nan
    XCTAssertEqual(layer.storage.pointee.frameShape, .general)
  }

  func testTheSublayerTransformMarksTheSublayersLevelsAndKeepsItsIdentityFlag() {
    let (_, layer, child) = makeScene()
    var perspective = Transform3D.identity
    perspective.m34 = -0.002
    layer.sublayerTransform = perspective
    XCTAssertFalse(layer.storage.pointee.sublayerTransformIsIdentity)
    XCTAssertNil(child.geometryCache)
    XCTAssertTrue(layer.storage.pointee.hitTestEntriesAreStale)  // a perspective: every entry
    layer.sublayerTransform = .identity
    XCTAssertTrue(layer.storage.pointee.sublayerTransformIsIdentity)
  }
}
