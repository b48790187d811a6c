// Not in Embedded Swift, which has no Codable: see README, "Embedded Swift and WebAssembly".
#if !hasFeature(Embedded)

// How a layer archive writes a `Double`: every value comes back with the same bits, through any
// encoder, including Foundation's `JSONEncoder` with its default settings (which refuses `NaN` and
// the infinities as numbers).

/// A `Double` written so that decoding gives back the same bits.
///
/// A finite number other than `-0.0` is written as a number: encoders write the shortest decimal
/// that reads back as the same `Double`. The values a number cannot carry in every format are
/// strings: `"-0"`, `"inf"`, `"-inf"`, `"nan"` for ``Swift/Double/nan`` and `"nan(0x…)"` with the
/// sixteen hexadecimal digits of the bit pattern for any other `NaN` (a negative or signalling one,
/// or one with a payload).
struct ArchivedNumber: Codable {
  /// The number.
  var value: Double

  /// Wraps a number for encoding.
  init(_ value: Double) {
    self.value = value
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      value = number
    } else if let text = try? container.decode(String.self) {
      guard let number = Self.number(spelled: text) else {
        throw NotANumber(found: "\"\(text)\"")
      }
      value = number
    } else if let flag = try? container.decode(Bool.self) {
      throw NotANumber(found: "\(flag)")
    } else if container.decodeNil() {
      throw NotANumber(found: "null")
    } else {
      throw NotANumber(found: "a list or an object")
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let text = spelling {
      try container.encode(text)
    } else {
      try container.encode(value)
    }
  }

  /// The string the value is written as, or `nil` when it is written as a number.
  var spelling: String? {
    if value.isNaN {
      if value.bitPattern == Double.nan.bitPattern { return "nan" }
      let digits = String(value.bitPattern, radix: 16)
      return "nan(0x" + String(repeating: "0", count: 16 - digits.count) + digits + ")"
    }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == 0 && value.sign == .minus { return "-0" }
    return nil
  }

  /// The number a string stands for, or `nil` when the string is none of the spellings above.
  static func number(spelled text: String) -> Double? {
    switch text {
    case "-0": return -0.0
    case "inf": return .infinity
    case "-inf": return -.infinity
    case "nan": return .nan
    default:
      let digits = text.dropFirst(6).dropLast()
      guard text.hasPrefix("nan(0x"), text.hasSuffix(")"), digits.count == 16,
        digits.allSatisfy(\.isHexDigit), let bits = UInt64(digits, radix: 16)
      else { return nil }
      let number = Double(bitPattern: bits)
      return number.isNaN ? number : nil
    }
  }

  /// What stood where a number should be, for ``LayerArchiveError/notANumber(layer:field:found:)``.
  struct NotANumber: Error {
    /// The value as written (a string in quotes) or described.
    var found: String
  }
}

#endif
