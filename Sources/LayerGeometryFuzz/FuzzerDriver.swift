#if FUZZING
import Foundation

/// libFuzzer's driver: parses libFuzzer's command-line options and calls `testOneInput` with each
/// input it generates.
@_extern(c, "LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs one input as a program for ``Interpreter``; libFuzzer's runtime expects the name.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  Interpreter.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}

/// Runs libFuzzer with this process's arguments.
func runFuzzer() -> Never {
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  exit(runDriver(&argc, &argv, testOneInput))
}
#endif
