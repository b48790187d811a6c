import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// The helpers the other tests rely on: a wrong generator or a lax assertion would hide failures.
final class TestSupportTests: XCTestCase {
  func testSplitMix64MatchesReferenceSequence() {
    // Vigna's splitmix64.c seeded with 0.
    var generator = SplitMix64(seed: 0)
    XCTAssertEqual(generator.next(), 0xE220_A839_7B1D_CDAF)
    XCTAssertEqual(generator.next(), 0x6E78_9E6A_A1B9_65F4)
    XCTAssertEqual(generator.next(), 0x06C4_5D18_8009_454F)
  }

  func testSameOrBothNaNTreatsNaNAsEqualAndSignedZerosAsEqual() {
    XCTAssertTrue(isSameOrBothNaN(.nan, .nan))
    XCTAssertTrue(isSameOrBothNaN(-0.0, 0))
    XCTAssertTrue(isSameOrBothNaN(.infinity, .infinity))
    XCTAssertFalse(isSameOrBothNaN(.nan, 0))
    XCTAssertFalse(isSameOrBothNaN(1, 1.000_000_000_000_000_2))
  }

  func testRandomGeneratorsProduceWhatTheyPromise() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<100 {
      let t = randomInvertibleAffine(using: &generator)
      XCTAssertGreaterThanOrEqual((t.a * t.d - t.b * t.c).magnitude, 0.5)
      let p = randomPoint(using: &generator)
      XCTAssertTrue((-1000...1000).contains(p.x) && (-1000...1000).contains(p.y))
    }
    var sawNaN = false
    var sawInfinity = false
    var sawNegativeZero = false
    for _ in 0..<1_000 {
      let x = randomEdgeCaseDouble(using: &generator)
      sawNaN = sawNaN || x.isNaN
      sawInfinity = sawInfinity || x.isInfinite
      sawNegativeZero = sawNegativeZero || (x == 0 && x.sign == .minus)
    }
    XCTAssertTrue(sawNaN && sawInfinity && sawNegativeZero)
  }
}
