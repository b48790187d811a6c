import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// A layer's time through its ancestors' `beginTime`, `speed` and `timeOffset`, against Apple's
/// documented example, the three-level chain checked against QuartzCore on a macOS runner
/// (gnustep/libs-quartzcore PR #29, `Tests/quartzcore/CAMediaTiming/timing.m`) and Technical Q&A
/// QA1673's pause and resume.
final class TimeConversionTests: XCTestCase {
  /// developer.apple.com/documentation/quartzcore/calayer/1410821-converttime: `timeOffset` 1 and
  /// `speed` 0.5 give 1.25 for 0.5.
  func testApplesExample() {
    let layer = Layer()
    layer.timeOffset = 1
    layer.speed = 0.5
    XCTAssertEqual(layer.convertTime(0.5, from: nil), 1.25)
  }

  /// root ⊃ mid (begin 2, speed 3, offset 0.25) ⊃ leaf (begin 1, speed 2, offset 0.5).
  func testTheChainCheckedAgainstQuartzCore() {
    let root = Layer()
    let middle = Layer()
    middle.beginTime = 2
    middle.speed = 3
    middle.timeOffset = 0.25
    let leaf = Layer()
    leaf.beginTime = 1
    leaf.speed = 2
    leaf.timeOffset = 0.5
    root.addSublayer(middle)
    middle.addSublayer(leaf)

    XCTAssertEqual(leaf.convertTime(10, from: middle), 18.5)  // (10 − 1)·2 + 0.5
    XCTAssertEqual(leaf.convertTime(10, from: root), 47)  // ((10 − 2)·3 + 0.25 − 1)·2 + 0.5
    XCTAssertEqual(leaf.convertTime(10, to: middle), 5.75)  // (10 − 0.5)/2 + 1
    XCTAssertEqual(leaf.convertTime(10, to: root), 23.0 / 6, accuracy: 1e-5)  // (5.75 − 0.25)/3 + 2
    XCTAssertEqual(leaf.convertTime(10, to: nil), leaf.convertTime(10, to: root))
    XCTAssertEqual(leaf.convertTime(10, from: nil), 47)
    XCTAssertEqual(middle.convertTime(18.5, to: leaf), leaf.convertTime(18.5, from: middle))
  }

  /// The speed is a `Float`: 0.1 is `Float(0.1)`, 0.100000001490116…, and the arithmetic uses it.
  func testTheSpeedIsAFloat() {
    let layer = Layer()
    layer.speed = 0.1
    XCTAssertEqual(layer.convertTime(10, from: nil), 10 * Double(Float(0.1)))
    XCTAssertNotEqual(layer.convertTime(10, from: nil), 1)
  }

  /// Two trees meet at the global time.
  func testLayersOfTwoTreesConvertThroughTheGlobalTime() {
    let a = Layer()
    a.beginTime = 3
    let b = Layer()
    b.speed = 2
    // 7 in a's time is global 10, which is 20 in b's.
    XCTAssertEqual(b.convertTime(7, from: a), 20)
    XCTAssertEqual(a.convertTime(20, from: b), 7)
  }

  /// QA1673's pause and resume, with a sublayer's time stopping and going on with its layer's.
  ///
  /// Pause with `speed = 0` and `timeOffset` = the layer's time now; resume with `speed = 1`,
  /// `timeOffset = 0`, `beginTime = 0`, then `beginTime` = the time since the pause.
  func testPausingAndResumingASubtree() {
    let root = Layer()
    let panel = Layer()
    let card = Layer()
    card.beginTime = 1
    root.addSublayer(panel)
    panel.addSublayer(card)

    XCTAssertEqual(card.convertTime(10, from: nil), 9)
    let paused = panel.convertTime(10, from: nil)  // 10
    panel.speed = 0
    panel.timeOffset = paused
    for now in [10.0, 11, 25] {
      XCTAssertEqual(panel.convertTime(now, from: nil), 10)
      XCTAssertEqual(card.convertTime(now, from: nil), 9)
    }
    // Resumed at 25: the subtree goes on from where it stopped.
    panel.speed = 1
    panel.timeOffset = 0
    panel.beginTime = 0
    panel.beginTime = panel.convertTime(25, from: nil) - paused  // 15
    XCTAssertEqual(panel.convertTime(25, from: nil), 10)
    XCTAssertEqual(card.convertTime(26, from: nil), 10)
  }

  /// Going up through a paused layer has no answer: every parent time shows the same local time.
  func testConvertingUpThroughAPausedLayerIsNaN() {
    let root = Layer()
    let paused = Layer()
    paused.speed = 0
    paused.timeOffset = 4
    root.addSublayer(paused)
    XCTAssertEqual(paused.convertTime(100, from: root), 4)
    XCTAssertTrue(paused.convertTime(4, to: root).isNaN)
    XCTAssertTrue(root.convertTime(4, from: paused).isNaN)
  }

  func testANegativeSpeedRunsTheLayersTimeBackwards() {
    let layer = Layer()
    layer.speed = -1
    layer.timeOffset = 10
    XCTAssertEqual(layer.convertTime(2, from: nil), 8)
    XCTAssertEqual(layer.convertTime(3, from: nil), 7)
    XCTAssertEqual(layer.convertTime(7, to: nil), 3)
  }

  /// Non-finite times and timings give what the formula gives: `NaN` in, `NaN` out.
  func testNonFiniteTimes() {
    let layer = Layer()
    layer.speed = 2
    XCTAssertTrue(layer.convertTime(.nan, from: nil).isNaN)
    XCTAssertEqual(layer.convertTime(.infinity, from: nil), .infinity)
    layer.speed = 0
    XCTAssertTrue(layer.convertTime(.infinity, from: nil).isNaN)  // ∞ · 0
    layer.speed = .nan
    XCTAssertTrue(layer.convertTime(1, from: nil).isNaN)
  }

  /// Random trees of up to 30 layers with random timings (speeds 0.25…4, either sign): a time
  /// converted up to the global time and back down comes back, and converting from one layer to
  /// another is going through the global time, to rounding.
  func testConversionsOfRandomChainsRoundTrip() {
    var generator = SplitMix64(seed: 0x71_3E)
    for _ in 0..<200 {
      var layers = [Layer()]
      for _ in 0..<Int.random(in: 1...30, using: &generator) {
        let layer = Layer()
        layer.beginTime = Double.random(in: -5...5, using: &generator)
        layer.speed =
          Float.random(in: 0.25...4, using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
        layer.timeOffset = Double.random(in: -5...5, using: &generator)
        layers.randomElement(using: &generator)!.addSublayer(layer)
        layers.append(layer)
      }
      let (a, b) = (
        layers.randomElement(using: &generator)!, layers.randomElement(using: &generator)!
      )
      let time = Double.random(in: -100...100, using: &generator)
      let global = a.convertTime(time, to: nil)
      XCTAssertEqual(a.convertTime(global, from: nil), time, accuracy: 1e-6 * max(1, abs(time)))
      // Through their common ancestor, or through the global time: the same to rounding.
      let throughGlobal = b.convertTime(global, from: nil)
      XCTAssertEqual(
        b.convertTime(time, from: a), throughGlobal, accuracy: 1e-8 * max(1, abs(throughGlobal)))
      XCTAssertEqual(a.convertTime(time, to: b), b.convertTime(time, from: a))
    }
  }
}
