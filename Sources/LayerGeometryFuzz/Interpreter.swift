import LayerGeometry

/// Runs a fuzz input as a program over a small forest of layers, checking the tree's invariants
/// after every operation.
final class Interpreter {
  /// The most layers a program creates.
  static let maximumLayerCount = 64

  var reader: ProgramReader
  private(set) var layers: [Layer] = []
  private let trace: ((String) -> Void)?

  /// Runs the program in `bytes`, passing each operation's name to `trace` before running it.
  static func run(_ bytes: [UInt8], trace: ((String) -> Void)? = nil) {
    let interpreter = Interpreter(bytes, trace: trace)
    interpreter.run()
  }

  /// The program in `bytes` with each opcode byte that has no operation of its own replaced by the
  /// opcode of the operation it runs: the same program, in the opcodes that keep their meaning.
  static func normalized(_ bytes: [UInt8]) -> [UInt8] {
    var normalized = bytes
    let interpreter = Interpreter(bytes, trace: nil)
    interpreter.run { offset, operation in normalized[offset] = UInt8(operation.opcode) }
    return normalized
  }

  /// The offset of the first opcode byte of `bytes` that has no operation of its own, if any.
  static func firstUnassignedOpcode(in bytes: [UInt8]) -> Int? {
    var first: Int?
    let interpreter = Interpreter(bytes, trace: nil)
    interpreter.run { offset, operation in
      if first == nil, Int(bytes[offset]) != operation.opcode { first = offset }
    }
    return first
  }

  private init(_ bytes: [UInt8], trace: ((String) -> Void)?) {
    reader = ProgramReader(bytes)
    self.trace = trace
    createLayer()
    createLayer()
  }

  /// Runs the program, passing each opcode's offset and operation to `decoded` first.
  private func run(decoded: ((Int, Operation) -> Void)? = nil) {
    while !reader.isAtEnd {
      let offset = reader.offset
      let operation = Operation.decoding(reader.byte())
      decoded?(offset, operation)
      trace?(operation.name)
      operation.run(self)
      TreeInvariants.check(layers)
    }
  }

  /// Adds a named root layer to the forest, unless it is full.
  func createLayer() {
    guard layers.count < Self.maximumLayerCount else { return }
    let layer = Layer()
    layer.name = "L\(layers.count)"
    layers.append(layer)
  }

  /// One of the forest's layers, chosen by the next byte.
  func layer() -> Layer {
    layers[reader.choice(below: layers.count)]
  }

  /// One of the forest's layers or `nil`, chosen by the next byte.
  func layerOrNil() -> Layer? {
    let index = reader.choice(below: layers.count + 1)
    return index < layers.count ? layers[index] : nil
  }

  /// One of `parent`'s sublayers, or `nil` when it has none.
  func sublayer(of parent: Layer) -> Layer? {
    let sublayers = parent.sublayers
    return sublayers.isEmpty ? nil : sublayers[reader.choice(below: sublayers.count)]
  }
}

extension Layer {
  /// Whether this layer is `layer` or one of its ancestors: adding this layer to `layer` would be a
  /// precondition failure.
  func isAncestorOrSelf(of layer: Layer) -> Bool {
    var current: Layer? = layer
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.superlayer
    }
    return false
  }
}
