import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// Autoresizing: the frames Core Animation gives sublayers when their superlayer's size changes.
///
/// The tests named `…Measured…` hold values measured against Apple's QuartzCore on macOS by
/// GNUstep's test suite, file `Tests/quartzcore/CALayer/autoresizing.m` of gnustep/libs-quartzcore
/// (and `Tests/quartzcore/CALayer/layout.m` for marking). In that file the superlayer goes from
/// 100 × 100 to the size given, and the sublayer starts at frame (10, 20, 50, 40). The other tests
/// hold values worked by hand from the rule.
final class AutoresizingTests: XCTestCase {
  /// A superlayer with bounds `(0, 0, width, height)` holding a sublayer at `frame` with `mask`, as
  /// autoresizing.m builds them.
  private func pair(
    _ width: Double, _ height: Double, _ mask: Layer.AutoresizingMask = [],
    frame: Rect2D = Rect2D(x: 10, y: 20, width: 50, height: 40)
  ) -> (superlayer: Layer, sublayer: Layer) {
    let superlayer = Layer()
    let sublayer = Layer()
    superlayer.bounds = Rect2D(x: 0, y: 0, width: width, height: height)
    sublayer.frame = frame
    sublayer.autoresizingMask = mask
    superlayer.addSublayer(sublayer)
    return (superlayer, sublayer)
  }

  /// The frame of a sublayer at (10, 20, 50, 40) with `mask` after its 100 × 100 superlayer's
  /// bounds are set to `width` × `height`, as autoresizing.m's helper does.
  private func resized(_ mask: UInt32, _ width: Double, _ height: Double) -> Rect2D {
    let (superlayer, sublayer) = pair(100, 100, Layer.AutoresizingMask(rawValue: mask))
    superlayer.bounds = Rect2D(x: 0, y: 0, width: width, height: height)
    return sublayer.frame
  }

  private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect2D {
    Rect2D(x: x, y: y, width: width, height: height)
  }

  // MARK: Measured on macOS (autoresizing.m)

  func testMaskBitValuesMeasured() {
    XCTAssertEqual(Layer.AutoresizingMask().rawValue, 0)
    XCTAssertEqual(Layer.AutoresizingMask.layerMinXMargin.rawValue, 1)
    XCTAssertEqual(Layer.AutoresizingMask.layerWidthSizable.rawValue, 2)
    XCTAssertEqual(Layer.AutoresizingMask.layerMaxXMargin.rawValue, 4)
    XCTAssertEqual(Layer.AutoresizingMask.layerMinYMargin.rawValue, 8)
    XCTAssertEqual(Layer.AutoresizingMask.layerHeightSizable.rawValue, 16)
    XCTAssertEqual(Layer.AutoresizingMask.layerMaxYMargin.rawValue, 32)
  }

  func testMaskPropertyMeasured() {
    let layer = Layer()
    XCTAssertEqual(layer.autoresizingMask.rawValue, 0, "a new layer does not give way")
    layer.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
    XCTAssertEqual(layer.autoresizingMask.rawValue, 18)
    layer.autoresizingMask = Layer.AutoresizingMask(rawValue: 255)
    XCTAssertEqual(layer.autoresizingMask.rawValue, 255, "bits with no meaning are kept")
    layer.autoresizingMask = []
    XCTAssertEqual(layer.autoresizingMask.rawValue, 0)
  }

  func testOnePartAtATimeMeasured() {
    XCTAssertEqual(resized(0, 200, 300), rect(10, 20, 50, 40))
    XCTAssertEqual(resized(1, 200, 300), rect(110, 20, 50, 40))
    XCTAssertEqual(resized(2, 200, 300), rect(10, 20, 150, 40))
    XCTAssertEqual(resized(4, 200, 300), rect(10, 20, 50, 40))
    XCTAssertEqual(resized(8, 200, 300), rect(10, 220, 50, 40))
    XCTAssertEqual(resized(16, 200, 300), rect(10, 20, 50, 240))
    XCTAssertEqual(resized(32, 200, 300), rect(10, 20, 50, 40))
  }

  func testChangeSharedOutMeasured() {
    XCTAssertEqual(resized(1 | 2, 200, 300), rect(76, 20, 84, 40))
    XCTAssertEqual(resized(2 | 4, 200, 300), rect(10, 20, 84, 40))
    XCTAssertEqual(resized(1 | 4, 200, 300), rect(60, 20, 50, 40))
    XCTAssertEqual(resized(1 | 2 | 4, 200, 300), rect(43, 20, 84, 40))
    XCTAssertEqual(resized(8 | 16, 200, 300), rect(10, 153, 50, 107))
    XCTAssertEqual(resized(8 | 32, 200, 300), rect(10, 120, 50, 40))
    XCTAssertEqual(resized(8 | 16 | 32, 200, 300), rect(10, 86, 50, 108))
    XCTAssertEqual(resized(2 | 16, 200, 300), rect(10, 20, 150, 240))
    XCTAssertEqual(resized(63, 200, 300), rect(43, 86, 84, 108))
  }

  func testOtherChangesMeasured() {
    XCTAssertEqual(resized(1 | 2, 400, 100), rect(210, 20, 150, 40))
    XCTAssertEqual(resized(1 | 2, 110, 100), rect(16, 20, 54, 40))
    XCTAssertEqual(resized(1 | 2, 50, 25), rect(-24, 20, 34, 40))
    // The height goes to −35 and reads back standardized.
    let shrunk = resized(2 | 16, 50, 25)
    XCTAssertEqual(shrunk, rect(10, -15, 0, 35))
    XCTAssertEqual(shrunk.size, Size2D(width: 0, height: 35))
  }

  func testOriginOnlyChangeMovesNothingMeasured() {
    let (superlayer, sublayer) = pair(100, 100, [.layerWidthSizable, .layerHeightSizable])
    superlayer.bounds = rect(30, 40, 100, 100)
    XCTAssertEqual(sublayer.frame, rect(10, 20, 50, 40))
  }

  func testSettingSuperlayerFrameResizesMeasured() {
    let (superlayer, sublayer) = pair(100, 100, [.layerWidthSizable, .layerHeightSizable])
    superlayer.frame = rect(0, 0, 200, 300)
    XCTAssertEqual(sublayer.frame, rect(10, 20, 150, 240))
  }

  func testMaskSetAfterTheChangeDoesNotActMeasured() {
    let (superlayer, sublayer) = pair(100, 100)
    superlayer.bounds = rect(0, 0, 200, 300)
    sublayer.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
    XCTAssertEqual(sublayer.frame, rect(10, 20, 50, 40))
  }

  func testLayerAddedAfterTheChangeKeepsItsFrameMeasured() {
    let (superlayer, sublayer) = pair(200, 300, [.layerWidthSizable, .layerHeightSizable])
    XCTAssertEqual(sublayer.frame, rect(10, 20, 50, 40))
    XCTAssertIdentical(sublayer.superlayer, superlayer)
  }

  func testResizeWithOldSuperlayerSizeMeasured() {
    let (superlayer, sublayer) = pair(200, 300, [.layerMinXMargin, .layerWidthSizable])
    sublayer.resize(withOldSuperlayerSize: Size2D(width: 100, height: 100))
    XCTAssertEqual(sublayer.frame, rect(76, 20, 84, 40))
    XCTAssertIdentical(sublayer.superlayer, superlayer)  // kept alive through the call
  }

  func testResizeSublayersWithOldSizeMeasured() {
    let (superlayer, sublayer) = pair(200, 300, [.layerWidthSizable, .layerHeightSizable])
    superlayer.resizeSublayers(withOldSize: Size2D(width: 100, height: 100))
    XCTAssertEqual(sublayer.frame, rect(10, 20, 150, 240))
  }

  func testResizeSublayersWithUnchangedSizeMovesNothingMeasured() {
    let (superlayer, sublayer) = pair(100, 100, [.layerWidthSizable])
    superlayer.resizeSublayers(withOldSize: Size2D(width: 100, height: 100))
    XCTAssertEqual(sublayer.frame, rect(10, 20, 50, 40))
  }

  func testChangeCarriesDownTheTreeMeasured() {
    let top = Layer()
    let middle = Layer()
    let leaf = Layer()
    top.bounds = rect(0, 0, 100, 100)
    middle.frame = rect(0, 0, 100, 100)
    middle.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
    top.addSublayer(middle)
    leaf.frame = rect(10, 20, 50, 40)
    leaf.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
    middle.addSublayer(leaf)
    top.bounds = rect(0, 0, 200, 300)
    XCTAssertEqual(middle.frame, rect(0, 0, 200, 300))
    XCTAssertEqual(leaf.frame, rect(10, 20, 150, 240))
  }

  // MARK: Every mask, worked by hand

  // The sublayer's frame is (10, 20, 50, 40) in a 100 × 100 superlayer. Each table gives, for the
  // three bits of one axis, the new (origin, size) on that axis, worked from the rule: a lone
  // flexible part takes the whole change d; a margin with the size takes 2d/3 and the size d/3;
  // two margins take d/2 each; all three take d/3 each. The changes are multiples of 6, so no
  // rounding enters.

  /// Horizontal, superlayer 100 → 160 wide (d = 60); index = mask & 7.
  private let growX: [(Double, Double)] = [
    (10, 50), (70, 50), (10, 110), (50, 70), (10, 50), (40, 50), (10, 70), (30, 70),
  ]
  /// Vertical, superlayer 100 → 130 high (d = 30); index = (mask >> 3) & 7.
  private let growY: [(Double, Double)] = [
    (20, 40), (50, 40), (20, 70), (40, 50), (20, 40), (35, 40), (20, 50), (30, 50),
  ]
  /// Horizontal, superlayer 100 → 40 wide (d = −60); a width below zero reads back standardized.
  private let shrinkX: [(Double, Double)] = [
    (10, 50), (-50, 50), (0, 10), (-30, 30), (10, 50), (-20, 50), (10, 30), (-10, 30),
  ]
  /// Vertical, superlayer 100 → 70 high (d = −30).
  private let shrinkY: [(Double, Double)] = [
    (20, 40), (-10, 40), (20, 10), (0, 30), (20, 40), (5, 40), (20, 30), (10, 30),
  ]

  func testEveryMaskOnBothAxesWhenGrowing() {
    for mask in UInt32(0)..<64 {
      let (x, width) = growX[Int(mask & 7)]
      let (y, height) = growY[Int(mask >> 3 & 7)]
      XCTAssertEqual(resized(mask, 160, 130), rect(x, y, width, height), "mask \(mask)")
    }
  }

  func testEveryMaskOnBothAxesWhenShrinkingBelowZero() {
    for mask in UInt32(0)..<64 {
      let (x, width) = shrinkX[Int(mask & 7)]
      let (y, height) = shrinkY[Int(mask >> 3 & 7)]
      let frame = resized(mask, 40, 70)
      XCTAssertEqual(frame.origin, Point2D(x: x, y: y), "mask \(mask)")
      XCTAssertEqual(frame.size, Size2D(width: width, height: height), "mask \(mask)")
    }
  }

  func testBitsWithoutMeaningChangeNothing() {
    XCTAssertEqual(resized(64 | 128 | 1, 200, 300), rect(110, 20, 50, 40))
    XCTAssertEqual(resized(0xFFFF_FFC0, 200, 300), rect(10, 20, 50, 40))
  }

  // MARK: Non-integer sizes and rounding

  func testSharesRoundOriginDownAndFarEdgeUp() {
    // All three horizontal parts, d = 10: each takes 3.33…; x = 13.33… → 13, far edge
    // 60 + 6.66… → 67.
    XCTAssertEqual(resized(7, 110, 100), rect(13, 20, 54, 40))
    // Both margins, d = 5: each takes 2.5; x = 12.5 → 12, far edge 62.5 → 63 (one point wider).
    XCTAssertEqual(resized(5, 105, 100), rect(12, 20, 51, 40))
    // Shrinking by 10 with the leading margin and the width: x = 10 − 6.66… → 3, far edge 50.
    XCTAssertEqual(resized(3, 90, 100), rect(3, 20, 47, 40))
  }

  func testFractionalSuperlayerSize() {
    // The width alone takes 0.5: the far edge 60.5 rounds up to 61.
    XCTAssertEqual(resized(2, 100.5, 100), rect(10, 20, 51, 40))
    // The vertical margin alone takes 0.25: y = 20.25 rounds down to 20 and the far edge 60.25
    // up to 61, so the layer grows by a point.
    XCTAssertEqual(resized(8, 100, 100.25), rect(10, 20, 50, 41))
  }

  func testAxisThatDoesNotMoveKeepsFractions() {
    let (superlayer, sublayer) = pair(
      100, 100, [.layerMinXMargin], frame: rect(10.25, 20.5, 50.5, 40.25))
    superlayer.bounds = rect(0, 0, 200, 300)
    // x moves and is rounded (110.25 → 110, far edge 160.75 → 161); y is left exactly as it was.
    XCTAssertEqual(sublayer.frame, rect(110, 20.5, 51, 40.25))
  }

  // MARK: Bad input

  func testNonFiniteSuperlayerSizeMovesNothingAndComesBackClean() {
    for bad in [Double.nan, .infinity, -.infinity] {
      let (superlayer, sublayer) = pair(100, 100, Layer.AutoresizingMask(rawValue: 63))
      superlayer.bounds = rect(0, 0, bad, 100)
      XCTAssertEqual(sublayer.frame, rect(10, 20, 50, 40), "\(bad)")
      superlayer.bounds = rect(0, 0, 100, bad)
      XCTAssertEqual(sublayer.frame, rect(10, 20, 50, 40), "\(bad)")
      superlayer.bounds = rect(0, 0, 100, 100)
      XCTAssertEqual(sublayer.frame, rect(10, 20, 50, 40), "\(bad)")
      // Finite again: the next change follows the rule.
      superlayer.bounds = rect(0, 0, 200, 300)
      XCTAssertEqual(sublayer.frame, rect(43, 86, 84, 108), "\(bad)")
    }
  }

  func testNonFiniteOldSizeMovesNothing() {
    let (superlayer, sublayer) = pair(200, 300, [.layerWidthSizable, .layerHeightSizable])
    superlayer.resizeSublayers(withOldSize: Size2D(width: .nan, height: .infinity))
    sublayer.resize(withOldSuperlayerSize: Size2D(width: -.infinity, height: .nan))
    XCTAssertEqual(sublayer.frame, rect(10, 20, 50, 40))
  }

  func testSublayerWithNonFiniteFrameIsLeftAlone() {
    let superlayer = Layer()
    let sublayer = Layer()
    superlayer.bounds = rect(0, 0, 100, 100)
    sublayer.position = Point2D(x: .nan, y: 5)
    sublayer.autoresizingMask = Layer.AutoresizingMask(rawValue: 63)
    superlayer.addSublayer(sublayer)
    superlayer.bounds = rect(0, 0, 200, 300)
    XCTAssertTrue(sublayer.position.x.isNaN)
    XCTAssertEqual(sublayer.position.y, 5)
    XCTAssertEqual(sublayer.bounds, .zero)
  }

  func testResultThatOverflowsIsLeftAlone() {
    let (superlayer, sublayer) = pair(
      100, 100, [.layerMinXMargin, .layerMinYMargin],
      frame: rect(0.75 * .greatestFiniteMagnitude, 20, 50, 40))
    // The change is finite, but x + change overflows to +∞: x stays; y follows the rule.
    superlayer.bounds = rect(0, 0, .greatestFiniteMagnitude, 110)
    XCTAssertEqual(sublayer.frame.minX, 0.75 * .greatestFiniteMagnitude)
    XCTAssertEqual(sublayer.frame.minY, 30)
    XCTAssertEqual(sublayer.bounds.size, Size2D(width: 50, height: 40))
  }

  // MARK: Marks and cost

  func testResizeMarksResizedLayersAndNoOthers() {
    let window = Layer()
    let resizedChild = Layer()
    let movedChild = Layer()
    let untouchedChild = Layer()
    window.bounds = rect(0, 0, 100, 100)
    resizedChild.autoresizingMask = [.layerWidthSizable]
    movedChild.autoresizingMask = [.layerMinXMargin]
    window.sublayers = [resizedChild, movedChild, untouchedChild]
    let outside = Layer()
    outside.addSublayer(window)
    outside.layoutIfNeeded()
    window.bounds = rect(0, 0, 150, 100)
    XCTAssertTrue(window.needsLayout(), "a layer whose size changed (layout.m)")
    XCTAssertTrue(resizedChild.needsLayout())
    XCTAssertFalse(movedChild.needsLayout(), "moved, not resized")
    XCTAssertFalse(untouchedChild.needsLayout())
    XCTAssertFalse(outside.needsLayout(), "above the resized subtree")
    XCTAssertEqual(movedChild.frame.origin, Point2D(x: 50, y: 0))
  }

  func testOnlyTheResizedSubtreeMoves() {
    let root = Layer()
    let left = Layer()
    let right = Layer()
    let rightChild = Layer()
    root.bounds = rect(0, 0, 100, 100)
    left.frame = rect(0, 0, 50, 100)
    right.frame = rect(50, 0, 50, 100)
    rightChild.frame = rect(0, 0, 50, 100)
    rightChild.autoresizingMask = [.layerWidthSizable]
    root.sublayers = [left, right]
    right.addSublayer(rightChild)
    left.frame = rect(0, 0, 80, 100)
    XCTAssertEqual(rightChild.frame, rect(0, 0, 50, 100))
    right.frame = rect(50, 0, 20, 100)
    XCTAssertEqual(rightChild.frame, rect(0, 0, 20, 100))
  }
}
