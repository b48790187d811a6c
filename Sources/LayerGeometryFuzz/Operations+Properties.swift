import LayerGeometry

extension Operation {
  /// Setting each stored property of the list (`Layer.Property.all`) through it.
  ///
  /// Each reads a value of the property's type from the program. ``all`` checks that every property of the list has an operation
  /// that sets it (these, or one that checks more, as `autoresizingMask =` and `kind =` do).
  static let properties: [Operation] = [
    Operation(8, setting: "bounds"),
    Operation(9, setting: "position"),
    Operation(10, setting: "anchorPoint"),
    Operation(11, setting: "anchorPointZ"),
    Operation(12, setting: "zPosition"),
    Operation(13, setting: "transform"),
    Operation(14, setting: "sublayerTransform"),
    Operation(16, setting: "isGeometryFlipped"),
    Operation(17, setting: "isHidden"),
    Operation(18, setting: "masksToBounds"),
    Operation(19, setting: "isDoubleSided"),
    Operation(57, setting: "contentsGravity"),
    Operation(58, setting: "contentsRect"),
    Operation(59, setting: "contentsCenter"),
    Operation(60, setting: "contentsScale"),
    Operation(61, setting: "name"),
    Operation(64, setting: "beginTime"),
    Operation(65, setting: "speed"),
    Operation(66, setting: "timeOffset"),
  ]

  /// Sets the stored property called `name` of a layer of the program to a value of its type, read
  /// from the program after the layer.
  init(_ opcode: Int, setting name: String) {
    guard let property = Layer.Property(named: name) else {
      fatalError("opcode \(opcode): a layer has no stored property '\(name)'")
    }
    let example = Layer().value(of: property)
    self.init(opcode, name: "\(name) =") { program in
      let layer = program.layer()
      let value = program.reader.value(like: example)
      do {
        try layer.setValue(value, of: property)
      } catch {
        require(false, "\(error), for a value read as its type")
      }
    }
  }
}
