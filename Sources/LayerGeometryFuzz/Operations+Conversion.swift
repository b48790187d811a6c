import LayerGeometry

extension Operation {
  /// Converting points and rectangles between any two layers of the forest, or the world space.
  static let conversion: [Operation] = [
    Operation(23, name: "convert(_:to:) and back") { program in
      let (layer, other, point) = (program.layer(), program.layerOrNil(), program.reader.point())
      let there = layer.convert(point, to: other)
      let back = layer.convert(there, from: other)
      guard point.x.magnitude <= 1e6, point.y.magnitude <= 1e6,
        let tolerance = ConversionConditioning.tolerance(between: layer, and: other)
      else { return }
      let scale = max(tolerance.scale, point.x.magnitude, point.y.magnitude)
      let allowed = max(
        tolerance.relativeError * max(scale, there.x.magnitude, there.y.magnitude),
        .leastNormalMagnitude)
      require(
        (back.x - point.x).magnitude <= allowed && (back.y - point.y).magnitude <= allowed,
        "\(point) converted to \(there) and back to \(back), more than \(allowed) away")
    },
    Operation(24, name: "convert(_:from:) points, batch and scalar") { program in
      let (layer, other, points) = (program.layer(), program.layerOrNil(), program.reader.points())
      requireBatchAgrees(points, "convert(_:from:)") {
        layer.convert(&$0, from: other)
      } scalar: {
        layer.convert($0, from: other)
      }
    },
    Operation(25, name: "convert(_:to:) points, batch and scalar") { program in
      let (layer, other, points) = (program.layer(), program.layerOrNil(), program.reader.points())
      requireBatchAgrees(points, "convert(_:to:)") {
        layer.convert(&$0, to: other)
      } scalar: {
        layer.convert($0, to: other)
      }
    },
    Operation(26, name: "convert(_:from:) rect") { program in
      _ = program.layer().convert(program.reader.rect(), from: program.layerOrNil())
    },
    Operation(27, name: "convert(_:to:) rect") { program in
      _ = program.layer().convert(program.reader.rect(), to: program.layerOrNil())
    },
  ]
}
