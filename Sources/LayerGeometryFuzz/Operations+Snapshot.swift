import LayerGeometry

extension Operation {
  /// `LayerSnapshot` of one layer's subtree, held against the live tree.
  static let snapshot: [Operation] = [
    Operation(name: "LayerSnapshot(of:), its elements and index(of:)") { program in
      let root = program.layer()
      let snapshot = LayerSnapshot(of: root)
      var count = 0
      var stack = [root]
      while let layer = stack.popLast() {
        count += 1
        stack += layer.sublayers
        guard let index = snapshot.index(of: layer) else {
          return require(false, "LayerSnapshot: a layer of the subtree has no index")
        }
        let element = snapshot[index]
        require(element.name == layer.name, "LayerSnapshot: element \(index) has another name")
        require(
          element.superlayerIndex
            == (layer === root ? nil : layer.superlayer.flatMap(snapshot.index)),
          "LayerSnapshot: element \(index) names another superlayer")
      }
      require(
        snapshot.count == count, "LayerSnapshot: \(snapshot.count) elements for \(count) layers")
      for index in snapshot.indices.dropFirst() {
        let parent = snapshot[index].superlayerIndex ?? -1
        require(parent >= 0 && parent < index, "LayerSnapshot: superlayer \(parent) after \(index)")
        _ = snapshot[index].quad?.boundingBox
        _ = snapshot[index].clip?.count
      }
    },
    Operation(name: "LayerSnapshot hitTest and hitTestAll against the live tree") { program in
      let root = program.layer()
      let snapshot = LayerSnapshot(of: root)
      for point in program.reader.points() {
        let live = root.hitTest(point).flatMap(snapshot.index(of:))
        let answer = snapshot.hitTest(point)
        require(
          answer == live,
          "LayerSnapshot.hitTest(\(point)) is \(String(describing: answer)), the live tree's \(String(describing: live))"
        )
        let all = snapshot.hitTestAll(point)
        require(
          all.first == answer,
          "LayerSnapshot.hitTestAll(\(point)) does not start with hitTest's answer")
        require(
          zip(all, all.dropFirst()).allSatisfy { $0 > $1 },
          "LayerSnapshot.hitTestAll is not front to back")
        require(
          all.allSatisfy { !snapshot[$0].isHidden && !snapshot[$0].isFacingAway },
          "LayerSnapshot.hitTestAll returned a hidden or facing-away layer")
      }
    },
    Operation(name: "LayerSnapshot layers(intersecting:)") { program in
      let snapshot = LayerSnapshot(of: program.layer())
      let rect = program.reader.rect()
      let found = snapshot.layers(intersecting: rect)
      require(
        zip(found, found.dropFirst()).allSatisfy { $0 < $1 },
        "layers(intersecting:) is not in drawing order")
      require(
        found.allSatisfy { !snapshot[$0].isHidden }, "layers(intersecting:) returned a hidden layer"
      )
      if !rect.isNull, !rect.isInfinite, rect.standardized.width.isFinite,
        rect.standardized.height.isFinite
      {
        // What meets a rectangle meets any rectangle that holds it.
        let larger = rect.insetBy(dx: -1, dy: -1)
        if larger.contains(rect) {
          let more = Set(snapshot.layers(intersecting: larger))
          require(
            found.allSatisfy(more.contains),
            "layers(intersecting:) lost a layer for a larger rectangle")
        }
      }
    },
  ]
}
