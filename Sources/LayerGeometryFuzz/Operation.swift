/// One instruction of a fuzz program: it reads its operands from the interpreter, calls the
/// library, and checks what the call promises.
struct Operation: Sendable {
  let name: String
  let run: @Sendable (Interpreter) -> Void

  /// Every operation, picked by an opcode byte modulo the count.
  ///
  /// Adding operations changes what the checked-in inputs do: they seed the corpus, and the
  /// regressions they found are unit tests.
  static let all: [Operation] =
    treeEditing + geometry + conversion + hitTesting + values + pictures + snapshot + layout
}
