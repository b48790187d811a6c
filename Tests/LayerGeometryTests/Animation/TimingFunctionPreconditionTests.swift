// A control point's index outside 0...3 stops the process, and the message names the index
// (checked in debug builds; `-O` builds trap without a message).

#if os(macOS) || os(Linux)
import LayerGeometry
import Testing

/// Checks, in debug builds, that the child's standard error names the problem.
private func check(_ result: ExitTest.Result?, names message: String) {
  #if DEBUG
  let errors = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
  #expect(errors.contains(message), "stderr: \(errors)")
  #endif
}

@Suite("Timing function preconditions")
struct TimingFunctionPreconditionTests {
  @Test func aControlPointBeforeTheFirstStopsAndNamesTheIndex() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = TimingFunction.easeIn.controlPoint(at: -1)
    }
    check(result, names: "controlPoint(at:): index -1 is outside 0...3")
  }

  @Test func aControlPointAfterTheLastStopsAndNamesTheIndex() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = TimingFunction.easeIn.controlPoint(at: 4)
    }
    check(result, names: "controlPoint(at:): index 4 is outside 0...3")
  }
}
#endif
