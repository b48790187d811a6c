import Foundation
import LayerGeometryTestSupport
import XCTest

/// The results the doc-comment examples show, asserted.
///
/// Every ```` ```swift ```` block in a `///` comment of the two libraries has one test in a
/// `DocumentationExampleTests+<area>.swift`, named after the symbol it documents, that copies the
/// example and asserts each result its comments state. The line `// Example: <symbol>` above each
/// test names the symbol as DocC does (`Layer.bounds`, `Layer.convert(_:to:)`), followed, where a
/// name has several overloads, by which one in parentheses (`Layer.convert(_:to:) (Rect2D)`).
/// ``testEveryDocumentationExampleHasATest()`` finds the symbol each example of the sources
/// documents (``DocumentedSymbols``) and counts each symbol's examples against those lines, so a
/// source file can move or be renamed without touching a test. The examples of `SVGPicture` are
/// asserted by `SVGPictureTests`; `.ci/check-doc-examples.py` proves that all of them compile.
final class DocumentationExampleTests: XCTestCase {
  /// The folders under `Sources` whose doc comments are read, each with every folder inside it.
  private static let libraries = ["LayerGeometry", "LayerGeometryFoundation"]

  /// The type whose examples `SVGPictureTests` asserts instead.
  private static let assertedElsewhere = "SVGPicture"

  /// The line that names the example a test copies, `// Example: Layer.bounds`.
  private static let marker = "// Example: "

  func testEveryDocumentationExampleHasATest() throws {
    let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let sources = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")

    var examples: [String: [String]] = [:]  // "Layer.bounds": where its examples are, file:line
    for library in Self.libraries {
      for path in try Self.swiftFiles(under: sources.appendingPathComponent(library)) {
        let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
        let found = DocumentedSymbols.examples(in: text)
        for line in found.unterminated {
          XCTFail("Sources/\(path):\(line): unterminated ```swift block")
        }
        for example in found.examples
        where example.symbol.split(separator: ".").first != Self.assertedElsewhere[...] {
          examples[example.symbol, default: []].append("Sources/\(path):\(example.line)")
        }
      }
    }

    var tested: [String: Int] = [:]  // "Layer.bounds": its number of marked tests
    var testMethods = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: testsDirectory.path).sorted()
    where name.hasPrefix("DocumentationExampleTests+") {
      let url = testsDirectory.appendingPathComponent(name)
      let lines = try String(contentsOf: url, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("func test"), trimmed.contains("Example()") {
          testMethods += 1
        }
        guard trimmed.hasPrefix(Self.marker) else { continue }
        let named = trimmed.dropFirst(Self.marker.count)
        // The overload in parentheses after the name, if any, is for the reader.
        let symbol = named.range(of: ") (").map { String(named[...$0.lowerBound]) } ?? String(named)
        tested[symbol, default: 0] += 1
        let next = lines[(index + 1)...].map { $0.trimmingCharacters(in: .whitespaces) }
          .first { !$0.hasPrefix("//") }
        XCTAssert(
          next?.hasPrefix("func test") == true
            && (next?.hasSuffix("Example() {") == true
              || next?.hasSuffix("Example() throws {") == true),
          "\(name):\(index + 1): `\(Self.marker)\(symbol)` must sit right above the test method"
            + " of that example, named `test<Symbol>Example()`")
      }
    }

    let exampleCount = examples.values.map(\.count).reduce(0, +)
    XCTAssertGreaterThan(exampleCount, 0, "no ```swift examples found under \(sources.path)")
    for symbol in Set(examples.keys).union(tested.keys).sorted() {
      let (places, covered) = (examples[symbol, default: []], tested[symbol, default: 0])
      XCTAssertEqual(
        covered, places.count,
        "\(symbol) has \(places.count) ```swift example(s) in its doc comments"
          + (places.isEmpty ? "" : " (\(places.joined(separator: ", ")))")
          + " but \(covered) test(s) marked `\(Self.marker)\(symbol)`: give each example one"
          + " test in a DocumentationExampleTests+<area>.swift, named after the symbol, that"
          + " copies the example and asserts every result its comments state")
    }
    XCTAssertEqual(
      testMethods, exampleCount,
      "the doc comments of \(Self.libraries.joined(separator: " and ")) hold \(exampleCount)"
        + " examples, but DocumentationExampleTests+*.swift has \(testMethods)"
        + " `test…Example()` methods")
  }

  /// The paths of the `.swift` files inside `folder` and the folders in it, relative to the
  /// folder above `folder` (`LayerGeometry/Values/Point2D.swift`), sorted.
  private static func swiftFiles(under folder: URL) throws -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".swift") { paths.append(folder.lastPathComponent + "/" + path) }
    }
    return paths.sorted()
  }
}
