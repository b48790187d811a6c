import LayerGeometry

extension Operation {
  /// `LayerSnapshot` of one layer's subtree, held against the live tree.
  static let snapshot: [Operation] = [
    Operation(41, name: "LayerSnapshot(of:), its elements and index(of:)") { program in
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
    Operation(42, name: "LayerSnapshot hitTest and hitTestAll against the live tree") { program in
      let root = program.layer()
      let snapshot = LayerSnapshot(of: root)
      // In a 3D context a plane's facing is judged on its full map, not on its own level.
      let hasContexts = root.subtreeHoldsATransformLayer
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
        // Front to back is the drawing order from its end, but in a 3D context the planes are
        // ranked by depth, which may put a plane earlier in drawing order first.
        require(
          hasContexts
            ? Set(all).count == all.count : zip(all, all.dropFirst()).allSatisfy { $0 > $1 },
          "LayerSnapshot.hitTestAll is not front to back, or lists a layer twice")
        require(
          all.allSatisfy { !snapshot[$0].isHidden && (hasContexts || !snapshot[$0].isFacingAway) },
          "LayerSnapshot.hitTestAll returned a hidden or facing-away layer")
      }
    },
    Operation(43, name: "LayerSnapshot layers(intersecting:)") { program in
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
    Operation(44, name: "LayerSnapshot update(from:) after edits, against a fresh snapshot") {
      program in
      let root = program.layer()
      var snapshot = LayerSnapshot(of: root)
      // The tree edits and the geometry setters: opcodes 0 through 22, a list fixed so that an
      // input keeps its meaning when operations are added.
      let edits = Operation.all[0...22]
      for _ in 0...program.reader.choice(below: 4) {
        edits[program.reader.choice(below: edits.count)].run(program)
      }
      let before = snapshot
      let damage = snapshot.update(from: root)
      let fresh = LayerSnapshot(of: root)
      require(
        snapshot.count == fresh.count, "update(from:): \(snapshot.count) layers, not \(fresh.count)"
      )
      for (index, (a, b)) in zip(snapshot, fresh).enumerated() {
        require(a.isBitwiseEqual(to: b), "update(from:): element \(index) is not the fresh one")
      }
      // The updated snapshot's placements, read through the runs of its (perhaps turned) chunks,
      // are its elements.
      var placed = 0
      for placement in snapshot.placements {
        let element = snapshot[placed]
        let map = placement.transformToSnapshotSpace
        let (t, u) = (map, element.transformToSnapshotSpace)
        require(
          placement.index == placed && placement.isHidden == element.isHidden
            && [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44].map(\.bitPattern)
              == [u.m11, u.m12, u.m14, u.m21, u.m22, u.m24, u.m41, u.m42, u.m44].map(\.bitPattern)
            && placement.quad.map { $0.flatMap { [$0.x.bitPattern, $0.y.bitPattern] } }
              == element.quad.map { $0.flatMap { [$0.x.bitPattern, $0.y.bitPattern] } },
          "placements: layer \(placed) is not its element")
        placed += 1
      }
      require(placed == snapshot.count, "placements: \(placed) of \(snapshot.count) layers")
      require(damage.count <= 16, "update(from:): \(damage.count) damage rectangles")
      func covered(_ box: Rect2D?) -> Bool {
        guard let box else { return true }
        return damage.contains { rect in
          // `.infinite` stands for the whole plane, beyond its edges at ±max / 2 too.
          rect.isInfinite
            || (rect.minX <= box.minX && box.maxX <= rect.maxX && rect.minY <= box.minY
              && box.maxY <= rect.maxY)
        }
      }
      // The layers there before and after under the same superlayer: old index, new index.
      var keptSublayers: [Int: [(old: Int, new: Int)]] = [:]
      for layer in program.layers {
        require(
          snapshot.index(of: layer) == fresh.index(of: layer),
          "update(from:): index(of:) is not the fresh snapshot's")
        let (old, new) = (before.index(of: layer), snapshot.index(of: layer))
        let changed: Bool
        if let old, let new {
          let parents = (before[old].superlayerIndex, snapshot[new].superlayerIndex)
          let sameParent =
            parents.0 == nil && parents.1 == nil
            || program.layers.contains { parent in
              parents.0 != nil && before.index(of: parent) == parents.0
                && snapshot.index(of: parent) == parents.1
            }
          if sameParent, let parent = parents.0 {
            keptSublayers[parent, default: []].append((old, new))
          }
          changed =
            !sameParent || !before[old].isBitwiseEqual(to: snapshot[new], orderIncluded: false)
        } else {
          changed = true
        }
        for box in [old.flatMap { before[$0].clippedBox }, new.flatMap { snapshot[$0].clippedBox }]
        where changed {
          require(
            covered(box), "update(from:): the damage \(damage) misses \(String(describing: box))")
        }
      }
      // Of two sublayers drawn in the other order, one's subtree is damaged before and after:
      // where they meet, the one drawn in front changed.
      func subtreeCovered(_ layer: (old: Int, new: Int)) -> Bool {
        before.subtree(at: layer.old).allSatisfy { covered(before[$0].clippedBox) }
          && snapshot.subtree(at: layer.new).allSatisfy { covered(snapshot[$0].clippedBox) }
      }
      for sublayers in keptSublayers.values {
        for (i, first) in sublayers.enumerated() {
          for second in sublayers[(i + 1)...]
          where (first.old < second.old) != (first.new < second.new) {
            require(
              subtreeCovered(first) || subtreeCovered(second),
              "update(from:): the damage \(damage) misses two sublayers drawn in the other order")
          }
        }
      }
    },
  ]
}

extension LayerSnapshot {
  /// The run of the drawing order that holds the subtree of the layer at `index`.
  fileprivate func subtree(at index: Int) -> Range<Int> {
    var end = index + 1
    while end < count, self[end].depth > self[index].depth { end += 1 }
    return index..<end
  }
}

extension LayerSnapshot.Element {
  /// The box clipped by the layer's masking ancestors; `nil` when nothing of the layer shows.
  fileprivate var clippedBox: Rect2D? {
    let box = boundingBox
    let isNumber = [box.origin.x, box.origin.y, box.size.width, box.size.height].allSatisfy {
      $0.isFinite
    }
    guard !isHidden, box.isInfinite || isNumber else { return nil }
    guard let clip else { return box }
    guard let xs = clip.map(\.x).minAndMax, let ys = clip.map(\.y).minAndMax else { return nil }
    let clipped = box.intersection(
      Rect2D(x: xs.min, y: ys.min, width: xs.max - xs.min, height: ys.max - ys.min))
    return clipped.isNull ? nil : clipped
  }

  /// Whether two elements are the same to the last bit: with or without their place in the
  /// drawing order (name, depth and superlayer index).
  func isBitwiseEqual(to other: Self, orderIncluded: Bool = true) -> Bool {
    func bits(_ values: [Double]) -> [UInt64] { values.map(\.bitPattern) }
    func bits(_ rect: Rect2D) -> [UInt64] {
      bits([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
    }
    func bits(_ points: [Point2D]?) -> [UInt64]? {
      points.map { bits($0.flatMap { [$0.x, $0.y] }) }
    }
    let (t, u) = (transformToSnapshotSpace, other.transformToSnapshotSpace)
    let sameOrder =
      !orderIncluded
      || (name == other.name && depth == other.depth && superlayerIndex == other.superlayerIndex)
    return sameOrder && bits(bounds) == bits(other.bounds)
      && bits(boundingBox) == bits(other.boundingBox)
      && bits([t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44])
        == bits([u.m11, u.m12, u.m14, u.m21, u.m22, u.m24, u.m41, u.m42, u.m44])
      && bits(quad.map(Array.init)) == bits(other.quad.map(Array.init))
      && bits(clip.map(Array.init)) == bits(other.clip.map(Array.init))
      && isHidden == other.isHidden && isFacingAway == other.isFacingAway
  }
}

extension Array where Element == Double {
  /// The smallest and largest values; `nil` when empty.
  fileprivate var minAndMax: (min: Double, max: Double)? {
    guard let low = self.min(), let high = self.max() else { return nil }
    return (low, high)
  }
}

extension Layer {
  /// Whether this layer or a layer below it is a transform layer (an explicit stack: any depth).
  fileprivate var subtreeHoldsATransformLayer: Bool {
    var stack = [self]
    while let layer = stack.popLast() {
      if layer.kind == .transformLayer { return true }
      stack.append(contentsOf: layer.sublayers)
    }
    return false
  }
}
