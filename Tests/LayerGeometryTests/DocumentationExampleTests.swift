import Foundation
import LayerGeometryTestSupport
import XCTest

/// The results the doc-comment examples show, asserted.
///
/// Every ```` ```swift ```` block in a `///` comment under the folders of ``areas`` has one test in
/// `DocumentationExampleTests+<folder>.swift`, named after the symbol it documents. The test copies
/// the example and asserts each result its comments state. The line
/// `// Example: <folder>/<file>.swift, <symbol>` above each test names the example;
/// ``testEveryDocumentationExampleHasATest()`` counts those lines against the examples in the
/// sources. The examples under `Picture` are asserted by
/// `SVGPictureTests`; `.ci/check-doc-examples.py` proves that all of them compile.
final class DocumentationExampleTests: XCTestCase {
  /// The folders whose examples are tested here, under `Sources`, each with the name that markers
  /// give it.
  private static let areas = [
    (folder: "LayerGeometry/Values", name: "Values"),
    (folder: "LayerGeometry/Transforms", name: "Transforms"),
    (folder: "LayerGeometry/Layer", name: "Layer"),
    (folder: "LayerGeometry/Archive", name: "Archive"),
    (folder: "LayerGeometry/Contents", name: "Contents"),
    (folder: "LayerGeometry/Snapshot", name: "Snapshot"),
    (folder: "LayerGeometryFoundation", name: "LayerGeometryFoundation"),
  ]

  /// The line that names the example a test copies, `// Example: Layer/Layer.swift, Layer.bounds`.
  private static let marker = "// Example: "

  func testEveryDocumentationExampleHasATest() throws {
    let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let sources = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources")

    var examples: [String: Int] = [:]  // "Values/Point2D.swift": its number of examples
    // "Values/Point2D.swift": "LayerGeometry/Values/Point2D.swift", its path under Sources
    var paths: [String: String] = [:]
    for area in Self.areas {
      let folder = sources.appendingPathComponent(area.folder)
      for name in try Self.swiftFiles(in: folder) {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let count = Self.countExamples(in: text, file: "\(area.folder)/\(name)")
        if count > 0 {
          examples["\(area.name)/\(name)"] = count
          paths["\(area.name)/\(name)"] = "\(area.folder)/\(name)"
        }
      }
    }

    var tested: [String: Int] = [:]  // "Values/Point2D.swift": its number of marked tests
    var testMethods = 0
    for name in try Self.swiftFiles(in: testsDirectory)
    where name.hasPrefix("DocumentationExampleTests+") {
      let url = testsDirectory.appendingPathComponent(name)
      let lines = try String(contentsOf: url, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("func test"), trimmed.contains("Example()") {
          testMethods += 1
        }
        guard trimmed.hasPrefix(Self.marker),
          let end = trimmed.range(of: ".swift")?.upperBound
        else { continue }
        let file = String(trimmed.dropFirst(Self.marker.count)[..<end])
        tested[file, default: 0] += 1
        let next = lines[(index + 1)...].map { $0.trimmingCharacters(in: .whitespaces) }
          .first { !$0.hasPrefix("//") }
        XCTAssert(
          next?.hasPrefix("func test") == true
            && (next?.hasSuffix("Example() {") == true
              || next?.hasSuffix("Example() throws {") == true),
          "\(name):\(index + 1): `\(Self.marker)\(file), …` must sit right above the test method"
            + " of that example, named `test<Symbol>Example()`")
      }
    }

    let exampleCount = examples.values.reduce(0, +)
    XCTAssertGreaterThan(exampleCount, 0, "no ```swift examples found under \(sources.path)")
    for file in Set(examples.keys).union(tested.keys).sorted() {
      let (stated, covered) = (examples[file, default: 0], tested[file, default: 0])
      XCTAssertEqual(
        covered, stated,
        "Sources/\(paths[file] ?? file) has \(stated) ```swift example(s) in its doc comments but"
          + " \(covered) test(s) marked `\(Self.marker)\(file), <symbol>`: give each example one"
          + " test in DocumentationExampleTests+<folder>.swift, named after the symbol, that copies"
          + " the example and asserts every result its comments state")
    }
    XCTAssertEqual(
      testMethods, exampleCount,
      "the doc comments under \(Self.areas.map(\.folder).joined(separator: ", ")) hold"
        + " \(exampleCount) examples,"
        + " but DocumentationExampleTests+*.swift has \(testMethods) `test…Example()` methods")
  }

  /// The names of the `.swift` files directly inside `folder`, sorted.
  private static func swiftFiles(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
      .sorted()
  }

  /// The number of ```` ```swift ```` blocks in the `///` comments of `text`, found as
  /// `.ci/check-doc-examples.py` finds them; an unterminated block fails the test.
  private static func countExamples(
    in text: String, file: String, testFile: StaticString = #filePath, line: UInt = #line
  ) -> Int {
    var count = 0
    var openedAt: Int?  // the line of the opening fence while inside a block
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let code = raw.drop { $0 == " " || $0 == "\t" }
      guard code.hasPrefix("///") else {  // the doc comment ends, and with it any block
        if let start = openedAt {
          XCTFail("\(file):\(start): unterminated ```swift block", file: testFile, line: line)
        }
        openedAt = nil
        continue
      }
      let fence = code.dropFirst(3).trimmingCharacters(in: .whitespaces)
      if openedAt == nil {
        if isSwiftFence(fence) {
          openedAt = index + 1
        }
      } else if fence.hasPrefix("```") || fence.hasPrefix("~~~") {
        count += 1
        openedAt = nil
      }
    }
    if let start = openedAt {
      XCTFail("\(file):\(start): unterminated ```swift block", file: testFile, line: line)
    }
    return count
  }

  /// Whether a trimmed doc-comment line opens a Swift code block: three or more backticks or
  /// tildes, then `swift` in any case.
  private static func isSwiftFence(_ fence: String) -> Bool {
    guard let mark = fence.first, mark == "`" || mark == "~" else { return false }
    let run = fence.prefix { $0 == mark }.count
    return run >= 3
      && fence.dropFirst(run).trimmingCharacters(in: .whitespaces).lowercased() == "swift"
  }
}
