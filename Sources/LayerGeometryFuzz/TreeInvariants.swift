import LayerGeometry

/// What must hold of the forest after every operation.
enum TreeInvariants {
  /// Checks that each sublayer's superlayer is its parent and appears once among its sublayers,
  /// that no superlayer chain loops, and that ``Layer/sublayersInDrawingOrder`` is the sublayers
  /// stably sorted by `zPosition`, NaN last.
  static func check(_ layers: [Layer]) {
    for layer in layers {
      if let superlayer = layer.superlayer {
        require(
          superlayer.sublayers.contains { $0 === layer }, "a layer is missing from its superlayer")
      }
      var depth = 0
      var ancestor = layer.superlayer
      while let current = ancestor {
        depth += 1
        require(depth <= layers.count, "the superlayer chain loops")
        ancestor = current.superlayer
      }
      let sublayers = layer.sublayers
      guard !sublayers.isEmpty else { continue }
      for (index, sublayer) in sublayers.enumerated() {
        require(sublayer.superlayer === layer, "a sublayer's superlayer is another layer")
        require(
          !sublayers[..<index].contains { $0 === sublayer }, "a sublayer appears twice")
      }
      let order = layer.sublayersInDrawingOrder
      let expected = sublayers.enumerated().sorted { lhs, rhs in
        let (a, b) = (lhs.element.zPosition, rhs.element.zPosition)
        if a == b || (a.isNaN && b.isNaN) { return lhs.offset < rhs.offset }
        return b.isNaN || a < b
      }
      require(
        order.count == expected.count && zip(order, expected).allSatisfy { $0 === $1.element },
        "sublayersInDrawingOrder is not the sublayers sorted by zPosition")
    }
  }
}
