import Foundation

// Built with `-sanitize=fuzzer -D FUZZING` (see `.ci/fuzz`), this is a libFuzzer target. Built
// plainly, it replays the program files named on the command line, printing each operation to
// standard error.
#if FUZZING
runFuzzer()
#else
for path in CommandLine.arguments.dropFirst() {
  guard let data = FileManager.default.contents(atPath: path) else {
    fatalError("cannot read \(path)")
  }
  // Unbuffered, so that the operation that crashes is the last line.
  let trace = { (line: String) in FileHandle.standardError.write(Data((line + "\n").utf8)) }
  trace("== \(path)")
  Interpreter.run([UInt8](data), trace: trace)
}
#endif
