// Escaping for the text and attribute values of an XML 1.0 document (SVG 1.1 is XML 1.0).

extension String {
  /// The text with `&`, `<`, `>`, `"` and `'` escaped, and every character that XML 1.0 forbids
  /// (C0 controls other than tab, line feed and carriage return; U+FFFE and U+FFFF) replaced by
  /// U+FFFD, so that it can stand in element content and in a double-quoted attribute value.
  var xmlEscaped: String {
    var text = ""
    text.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": text += "&amp;"
      case "<": text += "&lt;"
      case ">": text += "&gt;"
      case "\"": text += "&quot;"
      case "'": text += "&apos;"
      case "\t", "\n", "\r": text += "&#\(scalar.value);"
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": text.unicodeScalars.append("\u{FFFD}")
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
