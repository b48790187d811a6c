// What marks a stress test: trees of 10^5 layers and long random sequences, which an unoptimized
// build runs ten or more times slower than a release build.

import XCTest

/// Skips the calling test in an unoptimized (debug) build, with a message that says where it runs.
///
/// Each stress test class calls it from `setUpWithError()`: `swift test` (debug) skips its tests
/// and `swift test -c release` runs them.
///
/// ```swift
/// override func setUpWithError() throws { try skipUnlessOptimized() }
/// ```
public func skipUnlessOptimized() throws {
  #if DEBUG
  throw XCTSkip("a stress test: it runs in optimized builds (swift test -c release)")
  #endif
}
