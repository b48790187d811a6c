// The one file that reaches the platform's C library, for the trigonometry that the standard
// library does not provide. Square roots use `Double.squareRoot()`, which needs no import.
//
// In Embedded Swift there is no C library module to import: `sin` and `cos` are declared as C
// symbols, which the platform's C library or the embedder (a WebAssembly host, say) provides.
#if hasFeature(Embedded)
@_extern(c, "sin") @usableFromInline func sin(_ angle: Double) -> Double
@_extern(c, "cos") @usableFromInline func cos(_ angle: Double) -> Double
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
