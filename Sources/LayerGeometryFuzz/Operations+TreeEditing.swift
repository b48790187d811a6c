import LayerGeometry

extension Operation {
  /// Creating layers and editing the trees, never with arguments a precondition rules out.
  static let treeEditing: [Operation] = [
    Operation(0, name: "create") { $0.createLayer() },
    Operation(1, name: "addSublayer") { program in
      let (parent, layer) = (program.layer(), program.layer())
      guard !layer.isAncestorOrSelf(of: parent) else { return }
      parent.addSublayer(layer)
    },
    Operation(2, name: "insertSublayer(_:at:)") { program in
      let (parent, layer) = (program.layer(), program.layer())
      guard !layer.isAncestorOrSelf(of: parent) else { return }
      let count = parent.sublayers.count - (layer.superlayer === parent ? 1 : 0)
      parent.insertSublayer(layer, at: program.reader.choice(below: count + 1))
    },
    Operation(3, name: "insertSublayer(_:below:)") { program in
      let (parent, layer) = (program.layer(), program.layer())
      let sibling = program.reader.flag() ? program.sublayer(of: parent) : nil
      guard !layer.isAncestorOrSelf(of: parent) else { return }
      parent.insertSublayer(layer, below: sibling)
    },
    Operation(4, name: "insertSublayer(_:above:)") { program in
      let (parent, layer) = (program.layer(), program.layer())
      let sibling = program.reader.flag() ? program.sublayer(of: parent) : nil
      guard !layer.isAncestorOrSelf(of: parent) else { return }
      parent.insertSublayer(layer, above: sibling)
    },
    Operation(5, name: "replaceSublayer(_:with:)") { program in
      let (parent, layer) = (program.layer(), program.layer())
      guard let old = program.sublayer(of: parent), !layer.isAncestorOrSelf(of: parent) else {
        return
      }
      parent.replaceSublayer(old, with: layer)
    },
    Operation(6, name: "removeFromSuperlayer") { $0.layer().removeFromSuperlayer() },
    Operation(7, name: "sublayers =") { program in
      let parent = program.layer()
      var list: [Layer] = []
      for _ in 0..<program.reader.choice(below: 6) {
        let layer = program.layer()
        if !layer.isAncestorOrSelf(of: parent), !list.contains(where: { $0 === layer }) {
          list.append(layer)
        }
      }
      parent.sublayers = list
    },
    Operation(62, name: "a canvas of cards appended") { program in
      // Enough small cards anywhere on the parent for its hit-test index to be packed by space:
      // 64 to 191, each a box of up to 8 points anywhere on a square of 128 (half-point steps),
      // some hidden. The cards are not in the forest; the parent's operations reach them.
      let parent = program.layer()
      let count = 64 + program.reader.choice(below: 128)
      var cards: [Layer] = []
      for _ in 0..<count {
        let card = Layer()
        let size = Double(1 + program.reader.choice(below: 8))
        let origin = Point2D(
          x: Double(program.reader.byte()) / 2, y: Double(program.reader.byte()) / 2)
        card.frame = Rect2D(origin: origin, size: Size2D(width: size, height: size))
        card.isHidden = program.reader.choice(below: 16) == 0
        cards.append(card)
      }
      parent.sublayers += cards
    },
    Operation(63, name: "a sublayer dragged") { program in
      // A few small steps of the same sublayer, a hit test between them, as a pointer drags it.
      let parent = program.layer()
      guard let dragged = program.sublayer(of: parent) else { return }
      let step = program.reader.point()
      for _ in 0..<1 + program.reader.choice(below: 4) {
        dragged.position = Point2D(x: dragged.position.x + step.x, y: dragged.position.y + step.y)
        _ = parent.hitTest(program.reader.point())
      }
    },
  ]
}
