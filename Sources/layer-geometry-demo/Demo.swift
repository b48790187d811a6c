import Foundation
import LayerGeometry

/// A value the demo prints beside an article's claim and checks against the expected value.
protocol Reading {
  /// The value as the transcript prints it: deterministic, at most three decimals.
  var text: String { get }
  /// Whether the value equals `expected` up to rounding noise.
  func matches(_ expected: Self) -> Bool
}

/// Up to three decimals, the same text on every platform.
func decimal(_ value: Double) -> String { fixedDecimal(value, maximumFractionDigits: 3) }

private func close(_ a: Double, _ b: Double) -> Bool { a == b || (a - b).magnitude <= 1e-9 }

extension Double: Reading {
  var text: String { decimal(self) }
  func matches(_ expected: Double) -> Bool { close(self, expected) }
}

extension Point2D: Reading {
  var text: String { "(\(decimal(x)), \(decimal(y)))" }
  func matches(_ expected: Point2D) -> Bool { close(x, expected.x) && close(y, expected.y) }
}

extension Size2D: Reading {
  var text: String { "(\(decimal(width)), \(decimal(height)))" }
  func matches(_ expected: Size2D) -> Bool {
    close(width, expected.width) && close(height, expected.height)
  }
}

extension Rect2D: Reading {
  var text: String {
    "(\(decimal(minX)), \(decimal(minY)), \(decimal(width)), \(decimal(height)))"
  }
  func matches(_ expected: Rect2D) -> Bool {
    origin.matches(expected.origin) && size.matches(expected.size)
  }
}

extension Bool: Reading {
  var text: String { self ? "true" : "false" }
  func matches(_ expected: Bool) -> Bool { self == expected }
}

/// A layer found by a hit test, read as its name (`nil` when nothing is hit).
struct HitResult: Reading {
  let name: String

  init(_ layer: Layer?) { name = layer.map { $0.name ?? "an unnamed layer" } ?? "nil" }
  init(named name: String) { self.name = name }

  var text: String { name }
  func matches(_ expected: HitResult) -> Bool { name == expected.name }
}

/// Prints the transcript, counts the checks and writes one picture per experiment.
final class Demo {
  private let folder: String
  private(set) var checks = 0
  private(set) var mismatches = 0
  private var pictureNotes: [String] = []
  private var title = ""
  private var number = 0

  init(folder: String) {
    self.folder = folder
  }

  /// Starts an experiment; `sources` names the articles it comes from.
  func begin(_ title: String, sources: String) {
    number += 1
    self.title = "\(number). \(title)"
    pictureNotes = []
    print("")
    print("== \(self.title)")
    print("   from: \(sources)")
  }

  /// Prints the code the experiment runs.
  func code(_ lines: String...) {
    for line in lines { print("   | \(line)") }
  }

  /// Prints a remark.
  func note(_ text: String) {
    print("   note: \(text)")
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
    print(
      "   \(pad(quantity, 30)) library \(pad(value.text, 36)) article \(pad(claim, 30)) \(verdict)")
    if let correction { print("     ↳ \(correction)") }
    if inPicture { pictureNotes.append("\(quantity) = \(value.text)") }
  }

  /// Draws the experiment's picture and writes it to `<folder>/<file>`.
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

  /// Writes a picture's SVG text to `<folder>/<file>`.
  func write(_ svg: String, to file: String) {
    let path = folder.hasSuffix("/") ? folder + file : folder + "/" + file
    do {
      try svg.write(toFile: path, atomically: true, encoding: .utf8)
      print("   picture: \(file)")
    } catch {
      mismatches += 1
      print("   picture: \(file) NOT WRITTEN (\(error))")
    }
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
