import LayerGeometry

extension Operation {
  /// `contains`, and hit tests in both orders, one point at a time and in batches.
  static let hitTesting: [Operation] = [
    Operation(28, name: "contains(_:)") { _ = $0.layer().contains($0.reader.point()) },
    Operation(29, name: "hitTest(_:)") { program in
      let (layer, point) = (program.layer(), program.reader.point())
      requireHitIsVisibleInSubtree(layer.hitTest(point), of: layer)
    },
    Operation(30, name: "hitTest(_:order:), batch and scalar") { program in
      let layer = program.layer()
      let order: Layer.HitTestOrder = program.reader.flag() ? .drawingOrder : .sublayerOrder
      let points = program.reader.points()
      let hits = layer.hitTest(points, order: order)
      require(hits.count == points.count, "hitTest returned \(hits.count) for \(points.count)")
      for (point, hit) in zip(points, hits) {
        let scalar = layer.hitTest(point, order: order)
        require(hit === scalar, "hitTest(\(point), order: \(order)): batch and scalar differ")
        requireHitIsVisibleInSubtree(scalar, of: layer)
      }
    },
  ]
}

/// Stops unless a hit is the receiver or one of its descendants, with no hidden layer between.
private func requireHitIsVisibleInSubtree(_ hit: Layer?, of receiver: Layer) {
  var current = hit
  while let layer = current {
    require(!layer.isHidden, "hitTest returned a hidden layer or one inside a hidden layer")
    if layer === receiver { return }
    current = layer.superlayer
  }
  require(hit == nil, "hitTest returned a layer outside the receiver's subtree")
}
