import Foundation
import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// The unkeyed CoreGraphics layout: `[x, y]`, `[width, height]`, `[[x, y], [width, height]]`.
final class CodableTests: XCTestCase {
  private func json<T: Encodable>(_ value: T, encoder: JSONEncoder = JSONEncoder()) throws -> String
  {
    String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  // MARK: Layout

  func testPointEncodesAsUnkeyedPair() throws {
    XCTAssertEqual(try json(Point2D(x: 1, y: 2)), "[1,2]")
    XCTAssertEqual(try json(Point2D(x: 0.5, y: -1.25)), "[0.5,-1.25]")
  }

  func testSizeEncodesAsUnkeyedPair() throws {
    XCTAssertEqual(try json(Size2D(width: 3, height: 4)), "[3,4]")
  }

  func testRectEncodesAsPairOfPairs() throws {
    XCTAssertEqual(try json(Rect2D(x: 1, y: 2, width: 3, height: 4)), "[[1,2],[3,4]]")
  }

  func testRectEncodesStoredNotStandardizedValues() throws {
    XCTAssertEqual(try json(Rect2D(x: 10, y: 10, width: -4, height: -6)), "[[10,10],[-4,-6]]")
  }

  func testArraysOfPointsNest() throws {
    XCTAssertEqual(try json([Point2D(x: 1, y: 2), Point2D(x: 3, y: 4)]), "[[1,2],[3,4]]")
  }

  // MARK: Decoding

  func testDecodesHandWrittenJSON() throws {
    XCTAssertEqual(try decode(Point2D.self, from: "[1.5, 2.5]"), Point2D(x: 1.5, y: 2.5))
    XCTAssertEqual(try decode(Size2D.self, from: "[30,40]"), Size2D(width: 30, height: 40))
    let r = try decode(Rect2D.self, from: "[[0, 0], [100, -50]]")
    assertSameOrBothNaN(r, Rect2D(x: 0, y: 0, width: 100, height: -50))
  }

  func testMalformedJSONThrowsInsteadOfTrapping() {
    XCTAssertThrowsError(try decode(Point2D.self, from: "[1]"))
    XCTAssertThrowsError(try decode(Point2D.self, from: #"{"x": 1, "y": 2}"#))
    XCTAssertThrowsError(try decode(Point2D.self, from: #"["1", 2]"#))
    XCTAssertThrowsError(try decode(Size2D.self, from: "[]"))
    XCTAssertThrowsError(try decode(Rect2D.self, from: "[[1,2]]"))
    XCTAssertThrowsError(try decode(Rect2D.self, from: "[1,2,3,4]"))
  }

  // MARK: Round trips

  func testRoundTripsPreserveEveryComponent() throws {
    var generator = SplitMix64(seed: 0xC0DA_B1E)
    for iteration in 0..<200 {
      let rect = Rect2D(
        origin: randomPoint(in: -1e6...1e6, using: &generator),
        size: randomSize(in: -1e6...1e6, using: &generator))
      let decoded = try JSONDecoder().decode(Rect2D.self, from: try JSONEncoder().encode(rect))
      assertSameOrBothNaN(decoded, rect, "seed 0xC0DAB1E, iteration \(iteration)")
      let point = rect.origin
      XCTAssertEqual(
        try JSONDecoder().decode(Point2D.self, from: try JSONEncoder().encode(point)), point,
        "iteration \(iteration)")
      let size = rect.size
      XCTAssertEqual(
        try JSONDecoder().decode(Size2D.self, from: try JSONEncoder().encode(size)), size,
        "iteration \(iteration)")
    }
  }

  func testRoundTripOfExtremeFiniteValues() throws {
    let rect = Rect2D(
      x: .greatestFiniteMagnitude, y: -.leastNonzeroMagnitude, width: 1e-300, height: 0.1)
    let decoded = try JSONDecoder().decode(Rect2D.self, from: try JSONEncoder().encode(rect))
    assertSameOrBothNaN(decoded, rect)
  }

  func testNonFiniteValuesFollowTheEncoderStrategy() throws {
    // JSON has no NaN or infinity: the default strategy throws, a string strategy round-trips.
    XCTAssertThrowsError(try JSONEncoder().encode(Rect2D.null))
    XCTAssertThrowsError(try JSONEncoder().encode(Point2D(x: .nan, y: 0)))
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    XCTAssertEqual(try json(Rect2D.null, encoder: encoder), #"[["inf","inf"],[0,0]]"#)
    let null = try decoder.decode(Rect2D.self, from: try encoder.encode(Rect2D.null))
    XCTAssertTrue(null.isNull)
    let point = try decoder.decode(
      Point2D.self, from: try encoder.encode(Point2D(x: -.infinity, y: .nan)))
    XCTAssertEqual(point.x, -.infinity)
    XCTAssertTrue(point.y.isNaN)
  }
}
