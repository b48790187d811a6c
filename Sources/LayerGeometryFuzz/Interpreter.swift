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

  private init(_ bytes: [UInt8], trace: ((String) -> Void)?) {
    reader = ProgramReader(bytes)
    self.trace = trace
    createLayer()
    createLayer()
  }

  private func run() {
    while !reader.isAtEnd {
      let operation = Operation.all[reader.choice(below: Operation.all.count)]
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
