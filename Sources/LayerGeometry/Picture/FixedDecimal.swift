// Deterministic decimal text for numbers: the same digits on every platform and every run, with no
// exponent and no Foundation. The SVG picture writes every coordinate with it; the demo executable
// and the tests reach it through the `package` access level.

/// Writes a number with at most `maximumFractionDigits` digits after the point, rounded half away
/// from zero, without trailing zeros, a trailing point or a negative zero.
///
/// `fixedDecimal(12.5)` is `"12.5"`, `fixedDecimal(100)` is `"100"`, `fixedDecimal(-0.001)` is
/// `"0"`, `fixedDecimal(2.0 / 3, maximumFractionDigits: 3)` is `"0.667"`. The rounding works on the
/// binary value, so `1.005` (stored as 1.00499…) gives `"1"`. `NaN` gives `"nan"` and the
/// infinities `"inf"` and `"-inf"`; a magnitude too large for the digits asked for (above 2⁵³ once
/// scaled) falls back to Swift's shortest round-trip text, which is also platform-independent.
///
/// - Parameters:
///   - value: The number to write.
///   - maximumFractionDigits: The most digits to write after the point, clamped to `0...9`.
/// - Returns: The text of the number.
package func fixedDecimal(_ value: Double, maximumFractionDigits: Int = 2) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  let digits = min(max(maximumFractionDigits, 0), 9)
  var unit: Int64 = 1
  for _ in 0..<digits { unit *= 10 }
  let scaled = (value * Double(unit)).rounded(.toNearestOrAwayFromZero)
  guard scaled.magnitude < 9_007_199_254_740_992 else { return "\(value)" }
  let units = Int64(scaled)
  if units == 0 { return "0" }
  let magnitude = units.magnitude
  var text = units < 0 ? "-" : ""
  text += String(magnitude / UInt64(unit))
  var fraction = magnitude % UInt64(unit)
  guard fraction != 0 else { return text }
  var width = digits
  while fraction % 10 == 0 {
    fraction /= 10
    width -= 1
  }
  let fractionText = String(fraction)
  text += "." + String(repeating: "0", count: width - fractionText.count) + fractionText
  return text
}
