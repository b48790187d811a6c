import Foundation

// Built with `-sanitize=fuzzer -D FUZZING` (see `.ci/fuzz`), this is a libFuzzer target. Built
// plainly, it replays the program files named on the command line, printing each operation to
// standard error. Either build also takes, before the files:
//
//   --normalize        rewrites each file's opcode bytes that have no operation of their own as the
//                      opcodes they run (what an input found by the fuzzer needs before it is kept)
//   --check-opcodes    fails, naming the file and the byte, when a file uses such an opcode

/// The bytes of the file at `path`.
func contents(of path: String) -> [UInt8] {
  guard let data = FileManager.default.contents(atPath: path) else {
    fatalError("cannot read \(path)")
  }
  return [UInt8](data)
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "--normalize":
  for path in arguments.dropFirst() {
    let normalized = Interpreter.normalized(contents(of: path))
    guard FileManager.default.createFile(atPath: path, contents: Data(normalized)) else {
      fatalError("cannot write \(path)")
    }
  }
case "--check-opcodes":
  var unassigned = 0
  for path in arguments.dropFirst() {
    guard let offset = Interpreter.firstUnassignedOpcode(in: contents(of: path)) else { continue }
    print(
      "\(path): byte \(offset) is an opcode with no operation of its own, whose meaning changes "
        + "when an operation is added (swift run LayerGeometryFuzz --normalize \(path))")
    unassigned += 1
  }
  exit(unassigned == 0 ? 0 : 1)
default:
  #if FUZZING
  runFuzzer()
  #else
  for path in arguments {
    // Unbuffered, so that the operation that crashes is the last line.
    let trace = { (line: String) in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    trace("== \(path)")
    Interpreter.run(contents(of: path), trace: trace)
  }
  #endif
}
