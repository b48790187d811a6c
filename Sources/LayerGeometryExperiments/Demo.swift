import LayerGeometry

/// A value the demo prints beside an article's claim and checks against the expected value.
package protocol Reading {
  /// The value as the transcript prints it: deterministic, at most three decimals.
  var text: String { get }
  /// The value exactly: each number as the 16 hex digits of its bits.
  var bits: String { get }
  /// Whether the value equals `expected` up to rounding noise.
  func matches(_ expected: Self) -> Bool
}

/// Up to three decimals, the same text on every platform.
func decimal(_ value: Double) -> String { fixedDecimal(value, maximumFractionDigits: 3) }

/// The 16 hex digits of a number's bits.
package func hex(_ value: Double) -> String {
  let digits = String(value.bitPattern, radix: 16)
  return String(repeating: "0", count: 16 - digits.count) + digits
}

private func close(_ a: Double, _ b: Double) -> Bool { a == b || (a - b).magnitude <= 1e-9 }

extension Double: Reading {
  package var text: String { decimal(self) }
  package var bits: String { hex(self) }
  package func matches(_ expected: Double) -> Bool { close(self, expected) }
}

extension Point2D: Reading {
  package var text: String { "(\(decimal(x)), \(decimal(y)))" }
  package var bits: String { hex(x) + " " + hex(y) }
  package func matches(_ expected: Point2D) -> Bool { close(x, expected.x) && close(y, expected.y) }
}

extension Size2D: Reading {
  package var text: String { "(\(decimal(width)), \(decimal(height)))" }
  package var bits: String { hex(width) + " " + hex(height) }
  package func matches(_ expected: Size2D) -> Bool {
    close(width, expected.width) && close(height, expected.height)
  }
}

extension Rect2D: Reading {
  package var bits: String { origin.bits + " " + size.bits }
  package var text: String {
    "(\(decimal(minX)), \(decimal(minY)), \(decimal(width)), \(decimal(height)))"
  }
  package func matches(_ expected: Rect2D) -> Bool {
    origin.matches(expected.origin) && size.matches(expected.size)
  }
}

extension Bool: Reading {
  package var text: String { self ? "true" : "false" }
  package var bits: String { text }
  package func matches(_ expected: Bool) -> Bool { self == expected }
}

/// A layer found by a hit test, read as its name (`nil` when nothing is hit).
struct HitResult: Reading {
  let name: String
  var bits: String { name }

  init(_ layer: Layer?) { name = layer.map { $0.name ?? "an unnamed layer" } ?? "nil" }
  init(named name: String) { self.name = name }

  var text: String { name }
  func matches(_ expected: HitResult) -> Bool { name == expected.name }
}

/// Prints the transcript, counts the checks and writes one picture per experiment.
package final class Demo {
  private let transcript: (String) -> Void
  private let save: (_ file: String, _ text: String) -> Bool
  private let record: ((String) -> Void)?
  private(set) package var checks = 0
  private(set) package var mismatches = 0
  private var pictureNotes: [String] = []
  private var title = ""
  private var number = 0

  /// A demo that prints its transcript with `transcript`, writes each picture with `save` (which
  /// says whether it could), and, with `record`, also passes on each checked value exactly and a
  /// checksum of each picture.
  package init(
    transcript: @escaping (String) -> Void,
    save: @escaping (_ file: String, _ text: String) -> Bool,
    record: ((String) -> Void)? = nil
  ) {
    (self.transcript, self.save, self.record) = (transcript, save, record)
  }

  /// Starts an experiment; `sources` names the articles it comes from.
  func begin(_ title: String, sources: String) {
    number += 1
    self.title = "\(number). \(title)"
    pictureNotes = []
    transcript("")
    transcript("== \(self.title)")
    transcript("   from: \(sources)")
  }

  /// Prints the code the experiment runs.
  func code(_ lines: String...) {
    for line in lines { transcript("   | \(line)") }
  }

  /// Prints a remark.
  func note(_ text: String) {
    transcript("   note: \(text)")
  }

  /// Prints the library's value beside the article's claim, and checks it against the expected
  /// value (the article's number, or the corrected value where the article has a typo).
  ///
  /// - Parameters:
  ///   - quantity: What is measured.
  ///   - value: The library's value.
  ///   - expected: The correct value.
  ///   - article: What the article claims, as it writes it; `nil` when it gives no number.
  ///   - correction: Why the article's claim differs from `expected`, if it does.
  ///   - expectedFrom: Where `expected` comes from when the article gives no number.
  ///   - inPicture: Whether to repeat the value under the picture.
  func check<T: Reading>(
    _ quantity: String, _ value: T, expected: T, article: String?, correction: String? = nil,
    expectedFrom: String = "worked out by hand", inPicture: Bool = true
  ) {
    checks += 1
    let agrees = value.matches(expected)
    if !agrees { mismatches += 1 }
    let verdict: String
    if !agrees {
      verdict = "MISMATCH: expected \(expected.text)"
    } else if correction != nil {
      verdict = "ok (the article differs, see below)"
    } else if article == nil {
      verdict = "ok (expected value: \(expectedFrom))"
    } else {
      verdict = "ok"
    }
    let claim = article ?? "(gives no number)"
    transcript(
      "   \(pad(quantity, 30)) library \(pad(value.text, 36)) article \(pad(claim, 30)) \(verdict)")
    if let correction { transcript("     ↳ \(correction)") }
    if inPicture { pictureNotes.append("\(quantity) = \(value.text)") }
    record?("check \(number) \(quantity): \(value.bits)")
  }

  /// Draws the experiment's picture and writes it to the file `file`.
  func picture(
    _ file: String, of layer: Layer, in viewport: Rect2D, scale: Double = 1.5,
    overlays: SVGPicture.Overlays = .all, colors: [String: String] = [:],
    imageSizes: [String: Size2D] = [:], marks: [SVGPicture.Mark] = []
  ) {
    let options = SVGPicture.Options(
      overlays: overlays, scale: scale, title: title, notes: pictureNotes, colorsByName: colors,
      imageSizesByName: imageSizes)
    let picture = SVGPicture(of: layer, in: viewport, options: options, marks: marks)
    write(picture.svg, to: file)
  }

  /// Writes a picture's SVG text to the file `file`.
  func write(_ svg: String, to file: String) {
    record?("picture \(file): \(svg.utf8.count) bytes, FNV-1a \(Self.checksum(svg))")
    if save(file, svg) {
      transcript("   picture: \(file)")
    } else {
      mismatches += 1
      transcript("   picture: \(file) NOT WRITTEN")
    }
  }

  /// The 64-bit FNV-1a hash of a text's UTF-8 bytes, in hex.
  private static func checksum(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return String(hash, radix: 16)
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
