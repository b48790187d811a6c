// The one file that reaches the platform's C library, for the trigonometry and the exponential
// that the standard library does not provide. Square roots use `Double.squareRoot()`, which needs no import.
//
// In Embedded Swift there is no C library module to import: `sin` and `cos` are declared as C
// symbols, which the platform's C library or the embedder (a WebAssembly host, say) provides.
#if hasFeature(Embedded)
@_extern(c, "sin") @usableFromInline func sin(_ angle: Double) -> Double
@_extern(c, "cos") @usableFromInline func cos(_ angle: Double) -> Double
@_extern(c, "acos") func acos(_ cosine: Double) -> Double
@_extern(c, "atan2") func atan2(_ y: Double, _ x: Double) -> Double
@_extern(c, "asin") func asin(_ sine: Double) -> Double
@_extern(c, "exp") func exp(_ power: Double) -> Double
@_extern(c, "log") func log(_ value: Double) -> Double
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Bionic)
import Bionic
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(ucrt)
import ucrt
#endif

/// The sine of an angle in radians, from the platform's C library.
@usableFromInline
package func sine(_ angle: Double) -> Double { sin(angle) }

/// The cosine of an angle in radians, from the platform's C library.
@usableFromInline
package func cosine(_ angle: Double) -> Double { cos(angle) }

/// The angle in `0...π` whose cosine is `cosine`, from the platform's C library.
package func arcCosine(_ cosine: Double) -> Double { acos(cosine) }

/// The angle in `−π/2...π/2` whose sine is `sine`, from the platform's C library.
package func arcSine(_ sine: Double) -> Double { asin(sine) }

/// The angle in `−π...π` of the vector `(x, y)`, from the platform's C library.
package func angle(y: Double, x: Double) -> Double { atan2(y, x) }

/// `e` raised to `power`, from the platform's C library.
package func exponential(_ power: Double) -> Double { exp(power) }

/// The natural logarithm of `value`, from the platform's C library.
package func naturalLogarithm(_ value: Double) -> Double { log(value) }
