// Hit testing a snapshot. The index proposes the layers whose box holds the point, front to back;
// each is then decided by walking the levels from the root down to it with the inverse of each
// level, exactly as the live tree's hit test walks them (same maps, same order of operations, so
// the same numbers): hidden layers, levels that cannot be walked, points behind the eye and masks
// cut a subtree off; the layer is hit when its bounds contain the point and it does not face away.
// The walks of consecutive candidates share their common ancestors' steps.

extension LayerSnapshot {
  /// The layer that `root.hitTest(point)` would return when the snapshot was taken, as an index.
  ///
  /// ```swift
  /// let white = Layer()
  /// white.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
  /// let blue = Layer()
  /// blue.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
  /// white.addSublayer(blue)
  /// let snapshot = LayerSnapshot(of: white)
  /// // snapshot.hitTest(Point2D(x: 120, y: 120)) == 1   (blue)
  /// // snapshot.hitTest(Point2D(x: 60, y: 60)) == 0     (white)
  /// // snapshot.hitTest(Point2D(x: 10, y: 10)) == nil
  /// ```
  ///
  /// In a tree that holds transform layers (``Layer/Kind/transformLayer``), the answer is the live
  /// tree's, 3D contexts ranked by depth as ``Layer/hitTest(_:)`` ranks them.
  ///
  /// - Parameter point: A point in the snapshot's space (the root's superlayer's space).
  /// - Returns: The index of the layer hit, or `nil`.
  /// - Complexity: The layers whose box holds the point, from the front to the one hit, each with
  ///   the levels of its ancestors not walked for an earlier one; allocates nothing. In a tree that
  ///   holds transform layers, a search without the index: linear in the layers searched.
  public func hitTest(_ point: Point2D) -> Int? {
    if !spatialLevels.isEmpty { return hitsInContexts(point, all: false).first }
    var answer: Int?
    forEachHit(at: point) { index in
      answer = index
      return false
    }
    return answer
  }

  /// Every layer hit at a point, front to back: first the one ``hitTest(_:)`` returns, then the
  /// layers behind it whose bounds contain the point and that no mask, hidden ancestor or facing
  /// away rules out.
  ///
  /// ```swift
  /// let white = Layer()
  /// white.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
  /// let blue = Layer()
  /// blue.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
  /// white.addSublayer(blue)
  /// let snapshot = LayerSnapshot(of: white)
  /// // snapshot.hitTestAll(Point2D(x: 120, y: 120)) == [1, 0]
  /// ```
  ///
  /// In a tree that holds transform layers (``Layer/Kind/transformLayer``), a 3D context lists the
  /// hits of its planes nearest the viewer first — each plane followed by the hits in its own
  /// sublayers, front to back — and depths equal within rounding with the plane later in drawing
  /// order first, as ``hitTest(_:)`` decides between them; transform layers are never listed.
  /// Through the centre of a cube seen straight on: the front face, the back face, then the layer
  /// that holds the cube.
  ///
  /// - Parameter point: A point in the snapshot's space.
  /// - Returns: The indices of the layers hit, front to back.
  /// - Complexity: As ``hitTest(_:)``, but through every candidate; in a tree that holds transform
  ///   layers, linear in the layers searched, plus O(*k*²) for the *k* planes of a context hit.
  public func hitTestAll(_ point: Point2D) -> [Int] {
    if !spatialLevels.isEmpty { return hitsInContexts(point, all: true) }
    var hits: [Int] = []
    forEachHit(at: point) { index in
      hits.append(index)
      return true
    }
    return hits
  }

  /// One step of a walk down the tree: a layer, the query point in its space, and whether the
  /// point reaches its sublayers.
  private struct Step {
    var index: Int32
    var local: Point2D
    var reachesSublayers: Bool
  }

  /// Calls `visit` with each layer hit at `point`, front to back, while it returns `true`.
  private func forEachHit(at point: Point2D, _ visit: (Int) -> Bool) {
    guard point.isFinite, !isEmpty else { return }
    withUnsafeTemporaryAllocation(of: Step.self, capacity: maximumDepth + 1) { steps in
      var walked = 0  // the steps from the root that hold the walk to the last candidate
      hierarchy.forEachCandidate(frontToBack: true, where: { $0.contains(point) }) { candidate in
        // Up from the candidate to the deepest ancestor already walked, noting the way.
        var depth = Int(depths[candidate])
        var layer = Int32(candidate)
        while depth >= 0, !(depth < walked && steps[depth].index == layer) {
          steps[depth].index = layer
          layer = parents[Int(layer)]
          depth -= 1
        }
        // Down again, one level at a time.
        for step in (depth + 1)..<(Int(depths[candidate]) + 1) {
          let index = Int(steps[step].index)
          let above =
            step == 0 ? (point, true) : (steps[step - 1].local, steps[step - 1].reachesSublayers)
          let local =
            above.1 && flags[index].contains(.walkable)
            ? inverses[index].map(above.0) : Point2D(x: .nan, y: .nan)
          let reaches =
            local.isFinite
            && (!flags[index].contains(.masksToBounds) || bounds[index].contains(local))
          steps[step] = Step(index: Int32(index), local: local, reachesSublayers: reaches)
        }
        walked = Int(depths[candidate]) + 1
        let last = steps[walked - 1]
        let isHit =
          last.reachesSublayers && bounds[candidate].contains(last.local)
          && !flags[candidate].contains(.facingAway)
        return !isHit || visit(candidate)
      }
    }
  }
}
