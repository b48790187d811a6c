// Hit testing a snapshot, in the live tree's order: from the root down, each layer's sublayers
// front to back and then the layer itself, going down only into the subtrees whose box (the union
// of their layers' index boxes, `subtreeBoxes`) holds the point. Each level maps the point with
// the inverse of the layer's own level, exactly as the live tree's hit test does (same maps, same
// order of operations, so the same numbers): hidden layers, levels that cannot be walked, points
// behind the eye and masks cut a subtree off; a layer is hit when its bounds contain the point and
// it does not face away.
//
// Below a layer with many sublayers (a list), trying each sublayer in turn would cost the list's
// length: there the index proposes the layers of the subtree whose box holds the point, front to
// back, and each is decided by walking the levels from the wide layer down to it, the walks of
// consecutive candidates sharing their common ancestors' steps. A layer whose many sublayers lie
// anywhere (a canvas) keeps an index of its list by space instead (`SublayerListIndex.swift`): the
// sublayers whose subtree's box holds the point are searched as a narrow layer's are. Below an
// anchor (`LayerSnapshot+Anchors.swift`) the boxes are in the anchor's space: from the anchor on,
// the point they are held against is the point in its space, found on the way down.

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
  /// - Complexity: The sublayers tried on the way down to the layer hit: of each layer whose
  ///   subtree's box holds the point, every sublayer, or — under a layer with 32 sublayers or
  ///   more — those of its layers whose box holds the point, from the front to the one hit, each
  ///   found in about O(log *w*) for *w* sublayers placed anywhere (a canvas) or *k* layers of a
  ///   list's subtree. Allocates nothing but the search's stacks (a few bytes a level, on the call
  ///   stack where they fit, and one more below each list). In a tree that holds transform
  ///   layers, a search without the index: linear in the layers searched.
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

  /// A layer gone down into: the point in its space, its list of sublayers, and where its
  /// sublayers still to search begin on the stack of sublayers — or, for a canvas, the position
  /// in its list before which its index names the next one; and the point in the space its
  /// sublayers' boxes are in (the snapshot's, or its anchor's: see `LayerSnapshot+Anchors.swift`).
  private struct Entered {
    var index: Int32
    var firstSlot: Int32
    var sublayerCount: Int32
    var sublayersStart: Int32
    var canvasEnd: Int32
    var local: Point2D
    var boxPoint: Point2D
    var probe: SearchPoint
  }

  /// Calls `visit` with each layer hit at `point`, front to back, while it returns `true`.
  private func forEachHit(at point: Point2D, _ visit: (Int) -> Bool) {
    guard point.isFinite, !isEmpty else { return }
    // The layers gone down into, from the root, each tried itself once the sublayers above its
    // start on the stack of sublayers are searched; that stack holds at most 31 sublayers a level
    // (a layer with more is searched with the box hierarchy, or a canvas's index names them one
    // at a time), and no layer twice, each as the slot of its entry in its superlayer's list.
    // Both small in trees of usual depth: up to 1 KiB they are on the call stack without a check
    // of the room there.
    let capacity = Swift.min((maximumDepth + 1) * (Self.manySublayers - 1), count)
    let levels = Swift.min(maximumDepth + 1, count)
    // The two columns every step reads, through readers that hold their tables of chunks.
    columns.records.withReader { records in
      sublayerBoxes.withReader { sublayerBoxes in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { slots in
          withUnsafeTemporaryAllocation(of: Entered.self, capacity: levels) { path in
            var (top, depth) = (0, 0)  // the sublayers on the stack, the layers on the path
            /// Goes down into a layer from a point in its superlayer's space (`boxPoint` and
            /// `probe` in the space of the boxes of the layer and its siblings); `false` to stop.
            func enter(
              _ index: Int, firstSlot: Int, from above: Point2D, boxPoint: Point2D,
              probe: SearchPoint
            ) -> Bool {
              let record = records[index]
              guard let local = record.localPoint(above) else { return true }
              let isAnchor = record.flags.contains(.anchor)
              let boxPoint = isAnchor ? local : boxPoint
              let probe = isAnchor ? SearchPoint(local) : probe
              path[depth] = Entered(
                index: Int32(index), firstSlot: Int32(firstSlot),
                sublayerCount: record.sublayerCount,
                sublayersStart: Int32(top), canvasEnd: 0, local: local, boxPoint: boxPoint,
                probe: probe)
              depth += 1
              guard record.reachesSublayers(at: local) else { return true }
              if record.hasManySublayers {
                // A canvas: its index names its sublayers whose subtree's box holds the point,
                // front-most first, as the loop below asks for them; a list: the box hierarchy.
                guard columns.sublayerIndices[index] != nil else {
                  return forEachHit(below: index, at: local, boxPoint, visit)
                }
                path[depth - 1].canvasEnd = record.sublayerCount
                return true
              }
              // Pushed in drawing order, so that the front-most is searched first.
              for slot in firstSlot..<firstSlot + Int(record.sublayerCount)
              where sublayerBoxes[slot].box.mayHold(probe) {
                slots[top] = Int32(slot)
                top += 1
              }
              return true
            }
            guard enter(0, firstSlot: 0, from: point, boxPoint: point, probe: SearchPoint(point))
            else { return }
            while depth > 0 {
              let entered = path[depth - 1]
              var slot = -1
              if top > Int(entered.sublayersStart) {
                top -= 1
                slot = Int(slots[top])
              } else if entered.canvasEnd > 0,
                let position = columns.sublayerIndices[Int(entered.index)]?.lastPosition(
                  before: Int(entered.canvasEnd), holding: entered.boxPoint)
              {
                path[depth - 1].canvasEnd = Int32(position)
                slot = Int(entered.firstSlot) + position
              }
              if slot >= 0 {
                let offset = Int(sublayerBoxes[slot].offset)
                let firstSlot = SublayerBox.firstSlot(
                  ofSublayerAt: slot - Int(entered.firstSlot), offset: offset,
                  count: Int(entered.sublayerCount), after: Int(entered.firstSlot))
                guard
                  enter(
                    Int(entered.index) + offset, firstSlot: firstSlot, from: entered.local,
                    boxPoint: entered.boxPoint, probe: entered.probe)
                else { return }
                continue
              }
              depth -= 1
              let index = Int(entered.index)
              if records[index].isHit(at: entered.local), !visit(index) { return }
            }
          }
        }
      }
    }
  }

  /// One step of a walk down from a wide layer: a layer, the query point in its space, and
  /// whether the point reaches its sublayers.
  private struct Step {
    var index: Int32
    var local: Point2D
    var reachesSublayers: Bool
  }

  /// Calls `visit` with each layer hit at `point` (`local` in the space of the layer at `top`,
  /// whose sublayers it reaches) among the sublayers of `top` and their subtrees, front to back,
  /// while it returns `true`; returns whether it always did.
  private func forEachHit(
    below top: Int, at local: Point2D, _ point: Point2D, _ visit: (Int) -> Bool
  ) -> Bool {
    let topDepth = Int(columns.depths[top])
    return withUnsafeTemporaryAllocation(of: Step.self, capacity: maximumDepth + 1) { steps in
      steps[topDepth] = Step(index: Int32(top), local: local, reachesSublayers: true)
      var walked = topDepth + 1  // the steps that hold the walk to the last candidate
      var stopped = false
      hierarchy.forEachCandidate(
        in: subtree(of: top).dropFirst(), frontToBack: true, where: { $0.contains(point) }
      ) { candidate in
        // Up from the candidate to the deepest ancestor already walked (`top` at the latest),
        // noting the way.
        var depth = Int(columns.depths[candidate])
        var layer = Int32(candidate)
        while !(depth < walked && steps[depth].index == layer) {
          steps[depth].index = layer
          layer = columns.parents[Int(layer)]
          depth -= 1
        }
        // Down again, one level at a time.
        for step in (depth + 1)..<(Int(columns.depths[candidate]) + 1) {
          let index = Int(steps[step].index)
          let level = columns.records[index]
          let above = steps[step - 1]
          let local = above.reachesSublayers ? level.localPoint(above.local) : nil
          let reaches = local.map(level.reachesSublayers(at:)) ?? false
          steps[step] = Step(
            index: Int32(index), local: local ?? Point2D(x: .nan, y: .nan),
            reachesSublayers: reaches)
        }
        walked = Int(columns.depths[candidate]) + 1
        let last = steps[walked - 1]
        let isHit = last.reachesSublayers && columns.records[candidate].isHit(at: last.local)
        if isHit && !visit(candidate) { stopped = true }
        return !stopped
      }
      return !stopped
    }
  }
}

extension LayerRecord {
  /// A point of the layer's superlayer's space in the layer's own, or `nil` where the layer cuts
  /// its subtree off: hidden, a level that cannot be walked down, or a point behind the eye.
  @inline(__always)
  func localPoint(_ point: Point2D) -> Point2D? {
    guard flags.contains(.walkable) else { return nil }
    let local = inverse.map(point)
    return local.isFinite ? local : nil
  }

  /// Whether a point in the layer's space (from ``localPoint(_:)``) reaches its sublayers: it
  /// does unless the layer masks to its bounds and they do not contain it.
  @inline(__always)
  func reachesSublayers(at local: Point2D) -> Bool {
    !flags.contains(.masksToBounds) || bounds.contains(local)
  }

  /// Whether the layer is hit at a point in its space (from ``localPoint(_:)``).
  @inline(__always)
  func isHit(at local: Point2D) -> Bool {
    bounds.contains(local) && !flags.contains(.facingAway)
  }
}
