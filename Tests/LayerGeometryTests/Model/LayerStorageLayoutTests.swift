import XCTest

@testable import LayerGeometry

/// Where the fields that every change and every query read lie in a layer's storage.
///
/// A hit test, a conversion and the recording of a change each read a few fields of every layer
/// they pass: `LayerStorage` declares those first, so that its first three 64-byte lines hold
/// them — the links and marks that a change climbs through, then the three values an untransformed
/// layer's frame reads, then the flags, the entry in the superlayer's index and its room to move.
/// A field declared among them, or a reorder, moves them and fails these tests: declare it after
/// them, or measure (`hittest.*`, `motion.*`, `frame.*`) and change the offsets here with the
/// figures. The offsets are the declared sizes added up by hand (pointers and `Int` 8 bytes, `Bool`
/// and the one-byte enumerations 1, `Rect2D` 32, `Point2D` 16, `HitMoveRoom` 32, `Transform3D` 128).
final class LayerStorageLayoutTests: XCTestCase {
  private func assertOffset(
    _ field: PartialKeyPath<LayerStorage>, _ expected: Int, _ name: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(
      MemoryLayout<LayerStorage>.offset(of: field), expected, "LayerStorage.\(name)", file: file,
      line: line)
  }

  /// What recording a change touches on each layer it climbs through, and what a refresh reads of
  /// each layer it visits: bytes 0 to 63.
  func testTheLinksAndMarksFillTheFirstLine() {
    assertOffset(\.superlayer, 0, "superlayer")
    assertOffset(\.superlayerState, 8, "superlayerState")
    assertOffset(\.owner, 16, "owner")
    assertOffset(\.needsHitTestRefresh, 24, "needsHitTestRefresh")
    assertOffset(\.hitTestOrderIsStale, 25, "hitTestOrderIsStale")
    assertOffset(\.hitTestEntriesAreStale, 26, "hitTestEntriesAreStale")
    assertOffset(\.hitLevelIsStale, 27, "hitLevelIsStale")
    assertOffset(\.hitReachIsStale, 28, "hitReachIsStale")
    assertOffset(\.sublayerTransformIsIdentity, 29, "sublayerTransformIsIdentity")
    assertOffset(\.kind, 30, "kind")
    assertOffset(\.sublayerReachDidChange, 31, "sublayerReachDidChange")
    assertOffset(\.firstMarkedHitTestSublayer, 32, "firstMarkedHitTestSublayer")
    assertOffset(\.nextMarkedHitTestSibling, 40, "nextMarkedHitTestSibling")
    assertOffset(\.hitIndex, 48, "hitIndex")
    assertOffset(\.hitSlot, 56, "hitSlot")
  }

  /// What an untransformed layer's frame reads, alone on the second line: bytes 64 to 127.
  func testTheFramesThreeValuesFillTheSecondLine() {
    assertOffset(\.bounds, 64, "bounds")
    assertOffset(\.position, 96, "position")
    assertOffset(\.anchorPoint, 112, "anchorPoint")
  }

  /// Which formula the frame takes and the flags a query reads, then what a move by position
  /// touches besides (the entry in the superlayer's index and its room): from byte 128.
  func testTheFlagsAndTheMoveRoomStartTheThirdLine() {
    assertOffset(\.frameShape, 128, "frameShape")
    assertOffset(\.isGeometryFlipped, 129, "isGeometryFlipped")
    assertOffset(\.isHidden, 130, "isHidden")
    assertOffset(\.masksToBounds, 131, "masksToBounds")
    assertOffset(\.isDoubleSided, 132, "isDoubleSided")
    assertOffset(\.hitRoomDoublings, 133, "hitRoomDoublings")
    assertOffset(\.hitEntry, 136, "hitEntry")
    assertOffset(\.hitMoveRoom, 144, "hitMoveRoom")
    assertOffset(\.geometryCache, 176, "geometryCache")
  }
}
