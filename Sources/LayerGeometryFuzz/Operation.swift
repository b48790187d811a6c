import LayerGeometry

/// One instruction of a fuzz program: it reads its operands from the interpreter, calls the
/// library, and checks what the call promises.
///
/// Each operation has an opcode of its own, written where it is declared: an input means the same
/// program for as long as the opcodes it uses keep their operations. So opcodes are append-only —
/// a new operation takes the next free opcode, and no opcode is ever given to another operation
/// or left free (``all`` stops the program otherwise) — and the checked-in inputs use only opcodes
/// that have an operation (`bash .ci/fuzz` checks it; `LayerGeometryFuzz --normalize FILE...`
/// rewrites an input found by the fuzzer that way).
struct Operation: Sendable {
  let opcode: Int
  let name: String
  let run: @Sendable (Interpreter) -> Void

  init(_ opcode: Int, name: String, run: @escaping @Sendable (Interpreter) -> Void) {
    self.opcode = opcode
    self.name = name
    self.run = run
  }

  /// Every operation, in the order of their opcodes, which are `0..<all.count`.
  static let all: [Operation] = {
    let operations =
      (treeEditing + properties + geometry + conversion + hitTesting + values + pictures + snapshot
      + layout + animation)
      .sorted { $0.opcode < $1.opcode }
    for (index, operation) in operations.enumerated() where operation.opcode != index {
      fatalError(
        "opcode \(operation.opcode) (\(operation.name)): the opcodes must be 0..<\(operations.count), "
          + "each once; a new operation takes opcode \(operations.count)")
    }
    for property in Layer.Property.all
    where !operations.contains(where: { $0.name.contains("\(property.name) =") }) {
      fatalError(
        "the stored property '\(property.name)' has no operation that sets it; "
          + "add one to Operation.properties with opcode \(operations.count)")
    }
    return operations
  }()

  /// The operation an opcode byte stands for: the one with that opcode, or, for a byte with no
  /// operation of its own, the byte modulo the count (so that every byte the fuzzer writes runs
  /// something; the checked-in inputs use no such byte).
  static func decoding(_ byte: Int) -> Operation {
    all[byte % all.count]
  }
}
