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
  ]
}
