// Culling a snapshot to a rectangle: the indices propose the layers whose box meets the rectangle,
// in drawing order; each is then decided exactly, its quad clipped by the masks above it and tested
// against the rectangle with edges included.
//
// The walk goes down from the root as a hit test does, into the subtrees whose box meets the
// rectangle: below a layer of few sublayers it tries each sublayer's subtree box; below a canvas it
// takes the sublayers its index by space names; below a list (many sublayers, in their order on
// screen) it hands the whole subtree to the box hierarchy over the drawing order. Below an anchor
// (`LayerSnapshot+Anchors.swift`) the boxes are in the anchor's space, and so is the query: the
// rectangle's image under the inverse of the anchor's map, grown as the boxes are.

extension LayerSnapshot {
  /// Every layer that is not hidden and whose quad, within the clip of its masking ancestors,
  /// shares a point with a rectangle (edges included, as ``Rect2D/intersects(_:)``), in drawing
  /// order: what to draw for a viewport, or what a marquee selects.
  ///
  /// A layer that reaches the horizon (part of it behind the eye) counts as meeting every
  /// rectangle its clip meets. Layers facing away are included; see ``Element/isFacingAway``. In
  /// a 3D context (``Layer/Kind/transformLayer``), each layer's quad is where the viewer sees it
  /// (see ``Element/transformToSnapshotSpace``), and a transform layer's ``Layer/masksToBounds``
  /// clips nothing.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 0, y: 0, width: 1000, height: 1000)
  /// let near = Layer()
  /// near.frame = Rect2D(x: 10, y: 10, width: 50, height: 50)
  /// let far = Layer()
  /// far.frame = Rect2D(x: 800, y: 800, width: 50, height: 50)
  /// root.sublayers = [near, far]
  /// let snapshot = LayerSnapshot(of: root)
  /// // snapshot.layers(intersecting: Rect2D(x: 0, y: 0, width: 300, height: 200)) == [0, 1]
  /// ```
  ///
  /// - Parameter rect: A rectangle in the snapshot's space.
  /// - Returns: The indices of the layers it meets, in drawing order.
  /// - Complexity: The layers of the subtrees whose box meets the rectangle, each with its
  ///   sublayers' boxes tried; below a list (32 sublayers or more, in their order on screen) the
  ///   nodes of the box hierarchy that meet it, below a canvas (as many, placed anywhere) those of
  ///   its index by space.
  public func layers(intersecting rect: Rect2D) -> [Int] {
    let r = rect.standardized
    guard !r.isNull, r.isFinite || r.isInfinite else { return [] }  // a NaN or ∞ edge meets nothing
    let query = r.isInfinite ? nil : SearchBox(r, grownBy: 0)  // nil: every layer is a candidate
    var found: [Int] = []
    var reader = ClipReader()
    forEachCandidate(meeting: query) { index in
      if isVisible(index, within: r, clips: &reader) { found.append(index) }
    }
    return found
  }

  /// Calls `visit` with each layer whose box meets `query` (every layer with a box when it is
  /// `nil`) and each layer whose box every query checks, in drawing order.
  private func forEachCandidate(meeting query: SearchBox?, _ visit: (Int) -> Void) {
    let visitEach = { (index: Int) -> Bool in
      visit(index)
      return true
    }
    // The subtrees still to go through, the next on top: each layer's index and first slot.
    var stack = [(index: 0, firstSlot: 0)]
    // The layers are reached in drawing order: the next of those every query checks.
    var nextAlways = 0
    // The anchor gone down into last: the end of its subtree, and the query in its space for the
    // layers below it (anchors do not nest, and its subtree is gone through before what follows).
    var (anchorEnd, anchorQuery) = (0, query)
    while let (index, firstSlot) = stack.popLast() {
      while nextAlways < hierarchy.always.count, Int(hierarchy.always[nextAlways]) < index {
        nextAlways += 1
      }
      let query = index < anchorEnd ? anchorQuery : query
      let meets = { (box: SearchBox) in query?.intersects(box) ?? true }
      let record = columns.records[index]
      let count = Int(record.sublayerCount)
      let list = columns.sublayerIndices[index]
      let isAlways =
        nextAlways < hierarchy.always.count && Int(hierarchy.always[nextAlways]) == index
      var below = query
      if record.flags.contains(.anchor) {
        // Its own box is in its superlayer's space; those below it in its own.
        let box = hierarchy.boxes[index]
        if (!box.isEmpty && meets(box)) || isAlways { visit(index) }
        guard !record.flags.contains(.hidden) else { continue }  // nothing below it is drawn
        below = query.flatMap { query in self.query(query, intoAnchorAt: index) }
        (anchorEnd, anchorQuery) = (index + Int(columns.sizes[index]), below)
        guard list != nil else {
          hierarchy.forEachCandidate(
            in: subtree(of: index).dropFirst(), frontToBack: false,
            where: { box in below?.intersects(box) ?? true }, visitEach)
          continue
        }
      } else {
        guard count < Self.manySublayers || list != nil else {
          hierarchy.forEachCandidate(
            in: subtree(of: index), frontToBack: false, where: meets, visitEach)
          continue
        }
        let box = hierarchy.boxes[index]
        if (!box.isEmpty && meets(box)) || isAlways { visit(index) }
      }
      // The sublayers go on the stack last to first, so that the first is gone through next.
      func push(_ position: Int) {
        let offset = Int(sublayerBoxes[firstSlot + position].offset)
        let first = SublayerBox.firstSlot(
          ofSublayerAt: position, offset: offset, count: count, after: firstSlot)
        stack.append((index + offset, first))
      }
      if let list {
        for position in list.positions(meeting: below ?? .everything).reversed() { push(position) }
      } else {
        for position in (0..<count).reversed()
        where below?.intersects(sublayerBoxes[firstSlot + position].box) ?? true {
          push(position)
        }
      }
    }
  }

  /// A query box of the snapshot's space in the space of the anchor at `anchor`: the box of its
  /// image under the inverse of the anchor's map, grown as search boxes are; `nil` (every layer a
  /// candidate) when that map is not known well enough.
  private func query(_ query: SearchBox, intoAnchorAt anchor: Int) -> SearchBox? {
    guard let inverse = inverseMap(ofAnchorAt: anchor) else { return nil }
    let rect = query.rect
    let box = inverse.boundingBox(of: rect)
    return SearchBox(
      box,
      grownBy: RoundingPadding.forMagnitude(
        Swift.max(box.magnitude, rect.magnitude, columns.maps[anchor].translationMagnitude)))
  }

  /// Whether a layer's part inside its clip meets a rectangle; allocates nothing but the clips
  /// composed below anchors, once for the layers side by side that share one.
  private func isVisible(_ index: Int, within rect: Rect2D, clips reader: inout ClipReader) -> Bool
  {
    let anchor = anchors.isEmpty ? nil : anchor(of: index)
    let placement = placement(at: index, below: anchor)
    guard !placement.isHidden else { return false }
    let clipIndex = Int(columns.clipIndices[index])
    let clip =
      anchor == nil
      ? (clipIndex < 0 ? nil : clipVertices[clips[clipIndex]])
      : reader.clip(at: index, below: anchor, of: self)
    guard let quad = placement.quad else {
      // No quad: reaching the horizon counts as meeting whatever the clip meets.
      guard boundingBox(of: nil, at: index).isInfinite else { return false }
      return clip.map { ConvexPolygon.meets($0, within: nil, rect) } ?? true
    }
    if clip == nil {
      // Without a clip, a box inside the rectangle, or a quad that is its own box, decides at once.
      let box = quad.boundingBox
      let boxMeets =
        box.minX <= rect.maxX && rect.minX <= box.maxX && box.minY <= rect.maxY
        && rect.minY <= box.maxY
      let boxInside =
        rect.minX <= box.minX && box.maxX <= rect.maxX && rect.minY <= box.minY
        && box.maxY <= rect.maxY
      if !boxMeets || boxInside || quad.isAxisAligned { return boxMeets }
    }
    return ConvexPolygon.meets(quad, within: clip, rect)
  }
}
