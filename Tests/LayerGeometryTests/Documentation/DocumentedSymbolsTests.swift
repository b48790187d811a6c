import XCTest

/// The DocC names that `DocumentedSymbols` gives declarations and the examples it finds, worked by
/// hand.
final class DocumentedSymbolsTests: XCTestCase {
  func testDeclarationsAreNamedAsDocCNamesThem() {
    let cases: [(String, String)] = [
      ("public func convert(_ point: Point2D, to layer: Layer?) -> Point2D {", "convert(_:to:)"),
      ("@inlinable public static func == (lhs: Rect2D, rhs: Rect2D) -> Bool {", "==(_:_:)"),
      ("public init?(jsonData data: Data) throws {", "init(jsonData:)"),
      ("public init<G: RandomNumberGenerator>(x: Double, y: Double) {", "init(x:y:)"),
      ("public subscript(position: Int) -> Element {", "subscript(_:)"),
      ("case unsupportedVersion(Int)", "unsupportedVersion(_:)"),
      ("case rootHasSuperlayer(superlayer: Int)", "rootHasSuperlayer(superlayer:)"),
      ("case topLeft", "topLeft"),
      ("public private(set) var count: Int", "count"),
      ("public static let `default` = TimingFunction()", "default"),
      ("public class func make(from values: [Double] = [1, 2]) -> Self", "make(from:)"),
      ("public final class Layer {", "Layer"),
      ("extension Layer.AutoresizingMask {", "Layer.AutoresizingMask"),
    ]
    for (declaration, name) in cases {
      XCTAssertEqual(DocumentedSymbols.name(of: declaration)?.name, name, declaration)
    }
    XCTAssertNil(DocumentedSymbols.name(of: "return value"))
  }

  func testExamplesAreTheSymbolsOfTheTypesAroundThem() {
    let text = """
      /// A type.
      ///
      /// ```swift
      /// let s = S()
      /// ```
      public struct S {
        /// A nested type, with a brace in a string: "{".
        ///
        /// ```swift
        /// let n = S.N()
        /// ```
        /// ```swift
        /// let m = S.N()
        /// ```
        public struct N { let text = "{" }

        /// A method over two lines.
        ///
        /// ```swift
        /// S().move(by: 1,
        ///   and: 2)
        /// ```
        @inlinable
        public func move(
          by x: Double, and y: Double
        ) {}
      }

      extension S.N {
        /// ```swift
        /// let v = S.N().value
        /// ```
        public var value: Int { 1 }
      }

      /// ```swift
      /// let open = 1
      """
    let found = DocumentedSymbols.examples(in: text)
    XCTAssertEqual(
      found.examples.map(\.symbol), ["S", "S.N", "S.N", "S.move(by:and:)", "S.N.value"])
    XCTAssertEqual(found.examples.map(\.line), [6, 15, 15, 24, 33])
    XCTAssertEqual(found.unterminated, [36])
  }
}
