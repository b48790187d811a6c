// The one file that imports the platform's C library, for the trigonometry that the standard library
// does not provide. Square roots use `Double.squareRoot()`, which needs no import.
#if canImport(Darwin)
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
internal func sine(_ angle: Double) -> Double { sin(angle) }

/// The cosine of an angle in radians, from the platform's C library.
@usableFromInline
internal func cosine(_ angle: Double) -> Double { cos(angle) }
