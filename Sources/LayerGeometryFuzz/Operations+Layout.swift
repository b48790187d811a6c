import LayerGeometry

extension Operation {
  /// Autoresizing, the layout cycle (with a layout manager that edits the tree while it works) and
  /// scrolling.
  static let layout: [Operation] = [
    Operation(45, name: "autoresizingMask =") { program in
      program.layer().autoresizingMask = Layer.AutoresizingMask(
        rawValue: UInt32(program.reader.byte()))
    },
    Operation(46, name: "bounds.size =, resized subtree") { program in
      let (layer, size) = (program.layer(), program.reader.size())
      let frames = program.layers.filter { !$0.isInSubtree(of: layer) }.map { ($0, $0.frame) }
      layer.bounds.size = size
      for (other, frame) in frames {
        require(
          other.frame.bitPattern == frame.bitPattern,
          "a resize moved a layer outside the resized subtree")
      }
      requireStandardizedSizes(program.layers)
    },
    Operation(47, name: "resizeSublayers(withOldSize:)") { program in
      program.layer().resizeSublayers(withOldSize: program.reader.size())
      requireStandardizedSizes(program.layers)
    },
    Operation(48, name: "resize(withOldSuperlayerSize:)") { program in
      program.layer().resize(withOldSuperlayerSize: program.reader.size())
      requireStandardizedSizes(program.layers)
    },
    Operation(49, name: "setNeedsLayout()") { program in
      let layer = program.layer()
      layer.setNeedsLayout()
      require(layer.needsLayout(), "setNeedsLayout() left the layer unmarked")
    },
    Operation(50, name: "layoutManager =") { program in
      let layer = program.layer()
      layer.layoutManager =
        program.reader.flag() ? TreeEditingLayout(program: program, bytes: program.reader) : nil
    },
    Operation(51, name: "layoutIfNeeded()") { program in
      let layer = program.layer()
      layer.layoutIfNeeded()
      _ = layer.preferredFrameSize()
    },
    Operation(52, name: "kind =, scrollMode =") { program in
      let layer = program.layer()
      layer.kind = Layer.Kind.allCases[program.reader.choice(below: Layer.Kind.allCases.count)]
      layer.scrollMode = Layer.ScrollMode.allCases[program.reader.choice(below: 4)]
    },
    Operation(53, name: "scroll(to:) point") { program in
      let (layer, point) = (program.layer(), program.reader.point())
      let size = layer.bounds.size
      let frames = layer.sublayers.map(\.frame)
      layer.scroll(to: point)
      require(layer.bounds.size.bitPattern == size.bitPattern, "scrolling changed the size")
      require(
        zip(layer.sublayers.map(\.frame), frames).allSatisfy { $0.bitPattern == $1.bitPattern },
        "scrolling moved a sublayer in its superlayer")
      if layer.kind == .scrollLayer, layer.scrollMode == .both {
        require(layer.bounds.origin.bitPattern == point.bitPattern, "scroll(to:) missed the point")
      }
    },
    Operation(54, name: "scroll(to:) rect") { program in
      let (layer, rect) = (program.layer(), program.reader.rect())
      let size = layer.bounds.size
      layer.scroll(to: rect)
      require(layer.bounds.size.bitPattern == size.bitPattern, "scrolling changed the size")
    },
    Operation(55, name: "scroll(_:), scrollRectToVisible(_:)") { program in
      let layer = program.layer()
      if program.reader.flag() {
        layer.scroll(program.reader.point())
      } else {
        layer.scrollRectToVisible(program.reader.rect())
      }
    },
    Operation(56, name: "visibleRect") { program in
      let layer = program.layer()
      let visible = layer.visibleRect
      let bounds = layer.bounds
      // Inside the bounds: the edges are taken from them or from the scroll layer's box, and
      // only the extents are rounded again.
      require(
        visible.isNull || !visible.isAllFinite || !bounds.isAllFinite
          || (visible.minX >= bounds.minX && visible.minY >= bounds.minY
            && visible.width <= bounds.width * (1 + 1e-12)
            && visible.height <= bounds.height * (1 + 1e-12)),
        "visibleRect \(visible) is not inside the bounds \(bounds)")
    },
  ]
}

/// A layout manager that lays out by the bytes of the program: it sizes each sublayer to its
/// layer's bounds, and moves or removes one of the forest's layers, or marks one as needing layout,
/// while it works.
private struct TreeEditingLayout: Layer.LayoutManager {
  /// Not retained: the interpreter owns the layers and outlives every layout it runs.
  unowned let program: Interpreter
  var bytes: ProgramReader

  func layoutSublayers(of layer: Layer) {
    var reader = bytes
    for sublayer in layer.sublayers where reader.flag() {
      sublayer.frame = layer.bounds
    }
    let other = program.layers[reader.choice(below: program.layers.count)]
    switch reader.choice(below: 4) {
    case 0: other.removeFromSuperlayer()
    case 1: if !other.isAncestorOrSelf(of: layer) { layer.addSublayer(other) }
    case 2: other.setNeedsLayout()
    default: break
    }
  }
}

extension Layer {
  /// Whether this layer is `layer` or lies below it.
  fileprivate func isInSubtree(of layer: Layer) -> Bool {
    layer.isAncestorOrSelf(of: self)
  }
}

extension Rect2D {
  /// The bits of the four numbers, so that `NaN`s compare equal to themselves.
  fileprivate var bitPattern: [UInt64] {
    [origin.x.bitPattern, origin.y.bitPattern, size.width.bitPattern, size.height.bitPattern]
  }

  fileprivate var isAllFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

extension Point2D {
  fileprivate var bitPattern: [UInt64] { [x.bitPattern, y.bitPattern] }
}

extension Size2D {
  fileprivate var bitPattern: [UInt64] { [width.bitPattern, height.bitPattern] }
}

/// Stops unless every layer's bounds size is standardized (no negative width or height).
private func requireStandardizedSizes(_ layers: [Layer]) {
  for layer in layers {
    let size = layer.bounds.size
    require(!(size.width < 0) && !(size.height < 0), "a bounds size \(size) is negative")
  }
}
