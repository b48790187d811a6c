/// The ```` ```swift ```` examples of a Swift source file's `///` comments, each with the symbol
/// its comment documents, named as DocC names it: the types around the declaration, then the
/// declaration's name and, for a function, initializer, subscript or case with values, its
/// argument labels (`Layer.convert(_:to:)`, `Rect2D.==(_:_:)`, `LayerArchiveError.unsupportedVersion(_:)`).
///
/// It reads the file line by line, as the fences of `.ci/check-doc-examples.py` are read, and
/// follows the braces of the type and extension declarations (ignoring those in comments and
/// string literals) to know which types a declaration sits in.
struct DocumentedSymbols {
  /// An example: the symbol, and the line of the declaration it documents.
  struct Example: Equatable {
    var symbol: String
    var line: Int
  }

  /// The examples of `text`, in order, and the lines of the ```` ```swift ```` blocks left open.
  static func examples(in text: String) -> (examples: [Example], unterminated: [Int]) {
    var examples: [Example] = []
    var unterminated: [Int] = []
    var scopes: [(name: String, depth: Int)] = []
    var depth = 0
    var pending = 0  // examples of the doc comment read last, waiting for their declaration
    var openedAt: Int?  // the line of the opening fence while inside a block
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      let line = lines[index].trimmingWhitespace
      if line.hasPrefix("///") {
        let fence = String(line.dropFirst(3)).trimmingWhitespace
        if openedAt == nil, isSwiftFence(fence) {
          openedAt = index + 1
        } else if openedAt != nil, fence.hasPrefix("```") || fence.hasPrefix("~~~") {
          openedAt = nil
          pending += 1
        }
        index += 1
        continue
      }
      if let start = openedAt {  // the doc comment ended inside a block
        unterminated.append(start)
        openedAt = nil
      }
      let code = codeOnly(lines[index])
      if pending > 0, !code.trimmingWhitespace.isEmpty, !isAttributesOnly(code) {
        // The declaration, with its parameters when they run over several lines.
        var declaration = code
        var end = index
        while declaration.count(of: "(") > declaration.count(of: ")"), end + 1 < lines.count {
          end += 1
          declaration += " " + codeOnly(lines[end]).trimmingWhitespace
        }
        let symbol =
          Self.name(of: declaration).map {
            $0.kind == "extension" ? $0.name : qualified($0.name, in: scopes)
          } ?? "?\(declaration.trimmingWhitespace)"
        examples += Array(repeating: Example(symbol: symbol, line: index + 1), count: pending)
        pending = 0
      }
      if code.contains("{"), let opened = Self.name(of: code),
        ["struct", "enum", "class", "protocol", "actor", "extension"].contains(opened.kind)
      {
        let path = opened.kind == "extension" ? opened.name : qualified(opened.name, in: scopes)
        scopes.append((path, depth))
      }
      depth += code.count(of: "{") - code.count(of: "}")
      while let last = scopes.last, depth <= last.depth { scopes.removeLast() }
      index += 1
    }
    if let start = openedAt { unterminated.append(start) }
    return (examples, unterminated)
  }

  /// `name` inside the innermost of `scopes`, each of which holds its whole path.
  private static func qualified(
    _ name: String, in scopes: some BidirectionalCollection<(name: String, depth: Int)>
  ) -> String {
    scopes.last.map { "\($0.name).\(name)" } ?? name
  }

  /// Whether a trimmed doc-comment line opens a Swift code block: three or more backticks or
  /// tildes, then `swift` in any case.
  static func isSwiftFence(_ fence: String) -> Bool {
    guard let mark = fence.first, mark == "`" || mark == "~" else { return false }
    let run = fence.prefix { $0 == mark }.count
    return run >= 3 && String(fence.dropFirst(run)).trimmingWhitespace.lowercased() == "swift"
  }

  /// The line without its string literals' contents and its `//` comment.
  private static func codeOnly(_ line: String) -> String {
    var result = ""
    var inString = false
    var escaped = false
    var previous: Character = " "
    for character in line {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
          result.append(character)
        }
        continue
      }
      if character == "/", previous == "/" {
        result.removeLast()
        break
      }
      if character == "\"" { inString = true }
      result.append(character)
      previous = character
    }
    return result
  }

  /// Whether a line holds attributes alone (`@inlinable`, `@available(*, deprecated)`).
  private static func isAttributesOnly(_ line: String) -> Bool {
    line.trimmingWhitespace.wholeMatch(of: /(@\w+(\([^)]*\))?\s*)+/) != nil
  }

  private static let modifiers: Set<String> = [
    "public", "internal", "private", "fileprivate", "open", "package", "static", "final",
    "mutating", "nonmutating", "override", "convenience", "required", "indirect", "lazy",
    "nonisolated", "dynamic", "weak", "unowned", "private(set)", "internal(set)", "public(set)",
  ]

  /// The kind and DocC name of a declaration (`("func", "convert(_:to:)")`), or `nil`.
  static func name(of declaration: String) -> (kind: String, name: String)? {
    var text = Substring(declaration.trimmingWhitespace)
    while true {  // attributes and modifiers
      if let attribute = text.prefixMatch(of: /@\w+(\([^)]*\))?\s*/) {
        text = text[attribute.range.upperBound...]
        continue
      }
      let word = text.prefix { !$0.isWhitespace }
      let rest = text.dropFirst(word.count).drop { $0.isWhitespace }
      if modifiers.contains(String(word))
        || (word == "class" && rest.prefixMatch(of: /(func|var|let|subscript)\b/) != nil)
      {
        text = rest
        continue
      }
      break
    }
    if let type = text.prefixMatch(
      of: /(struct|enum|class|protocol|actor|extension|typealias)\s+([\w.]+)/)
    {
      return (String(type.1), String(type.2))
    }
    // A name in backquotes (`default`) is named without them, as DocC names it.
    if let property = text.prefixMatch(of: /(var|let)\s+`?(\w+)/) {
      return ("var", String(property.2))
    }
    if let enumCase = text.prefixMatch(of: /case\s+(\w+)\s*/) {
      let rest = text[enumCase.range.upperBound...]
      guard rest.first == "(" else { return ("case", String(enumCase.1)) }
      return ("case", "\(enumCase.1)(\(labels(parameters(rest), of: .enumCase)))")
    }
    if let function = text.prefixMatch(of: /func\s+([^\s(<]+)\s*(<[^(]*>)?\s*/) {
      let isOperator = function.1.contains { !($0.isLetter || $0.isNumber || $0 == "_") }
      let rest = text[function.range.upperBound...]
      return (
        "func",
        "\(function.1)(\(labels(parameters(rest), of: isOperator ? .unlabeled : .function)))"
      )
    }
    if let initializer = text.prefixMatch(of: /init[?!]?\s*(<[^(]*>)?\s*/) {
      let rest = text[initializer.range.upperBound...]
      return ("func", "init(\(labels(parameters(rest), of: .function)))")
    }
    if let subscriptHead = text.prefixMatch(of: /subscript\s*(<[^(]*>)?\s*/) {
      let rest = text[subscriptHead.range.upperBound...]
      return ("func", "subscript(\(labels(parameters(rest), of: .unlabeled)))")
    }
    return nil
  }

  /// What a parameter list's first words mean.
  private enum ParameterList {
    /// `label name: Type` or `name: Type`.
    case function
    /// An operator's or a subscript's: `name: Type` has no label, `label name: Type` has one.
    case unlabeled
    /// An enumeration case's: `label: Type` or a bare `Type`.
    case enumCase
  }

  /// The text inside the parentheses that `text` starts with.
  private static func parameters(_ text: Substring) -> Substring {
    guard text.first == "(" else { return "" }
    var nesting = 0
    for position in text.indices {
      if text[position] == "(" { nesting += 1 }
      if text[position] == ")" {
        nesting -= 1
        if nesting == 0 { return text[text.index(after: text.startIndex)..<position] }
      }
    }
    return text.dropFirst()
  }

  /// The argument labels of a parameter list, each followed by a colon (`_:to:`).
  private static func labels(_ list: Substring, of kind: ParameterList) -> String {
    var parameters: [Substring] = []
    var nesting = 0
    var start = list.startIndex
    for position in list.indices {
      switch list[position] {
      case "(", "[", "<", "{": nesting += 1
      case ")", "]", ">", "}": nesting -= 1
      case "," where nesting == 0:
        parameters.append(list[start..<position])
        start = list.index(after: position)
      default: break
      }
    }
    parameters.append(list[start...])
    return parameters.compactMap { parameter -> String? in
      let words = parameter.split(separator: ":", maxSplits: 1)
      guard let head = words.first?.split(whereSeparator: \.isWhitespace), !head.isEmpty,
        parameter.contains(where: { !$0.isWhitespace })
      else { return nil }
      switch kind {
      case .function: return "\(head[0]):"
      case .unlabeled: return head.count >= 2 ? "\(head[0]):" : "_:"
      case .enumCase: return words.count == 2 ? "\(head[0]):" : "_:"
      }
    }.joined()
  }
}

extension String {
  /// The string without the white space at either end.
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }

  /// How many times `character` occurs.
  fileprivate func count(of character: Character) -> Int {
    reduce(0) { $0 + ($1 == character ? 1 : 0) }
  }
}
