// Internal checks: rules of the library's own bookkeeping, checked as it runs where the library is
// built with `-D LAYERGEOMETRY_INTERNAL_CHECKS` (`.ci/run` builds the AddressSanitizer tests and the
// fuzzer so), and compiled to nothing elsewhere. Each rule is a function that describes the first
// place where it is broken, or returns `nil`: the tests call it directly, on trees kept right and
// on trees with a planted fault, so that a rule that cannot fail is seen to.

/// Stops the program with the description of a broken rule, where internal checks are built in.
@inline(__always)
func internalCheck(_ violation: @autoclosure () -> String?) {
  #if LAYERGEOMETRY_INTERNAL_CHECKS
  if let description = violation() {
    fatalError("LayerGeometry internal check: \(description)")
  }
  #endif
}

extension LayerStorage {
  /// The layer as a broken rule's description names it: its name in quotes, or "a layer".
  var nameForChecks: String { name.map { "'\($0)'" } ?? "a layer" }
}
