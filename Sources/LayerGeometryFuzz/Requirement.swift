/// Stops the program with a message when an invariant does not hold, so that libFuzzer reports the
/// input (and the replay names the broken rule).
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(message())") }
}
