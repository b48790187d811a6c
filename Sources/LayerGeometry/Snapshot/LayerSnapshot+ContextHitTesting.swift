// Hit testing a snapshot whose tree holds transform layers: the live tree's search
// (`ContextHitSearch`, Contexts/ContextHitSearch.swift) over the snapshot's elements. The elements are in drawing order,
// depth first, so a layer's sublayers are the elements that follow it, each after the subtree of the
// one before; the 4×4 levels of the layers of 3D contexts are in `spatialLevels`. Every context is
// walked from its root for each query, with the live tree's maps made the same way (from the root
// down, `ContextMap.prepending`), so the answers are the live tree's to the last bit. A plane is
// searched only where the union of the search boxes of its subtree's layers holds the query's
// point (`LayerSnapshot.subtreeBoxes`, O(1)).

extension LayerSnapshot {
  /// The sublayers of the element at `index`, front-most first.
  func hitOrder(of index: Int) -> [Int] {
    var children: [Int] = []
    var child = index + 1
    let end = index + Int(columns.sizes[index])
    while child < end {
      children.append(child)
      child += Int(columns.sizes[child])
    }
    return children.reversed()
  }

  func isOwnHidden(_ index: Int) -> Bool {
    columns.records[index].flags.contains(.hidden)
      && (columns.parents[index] < 0
        || !columns.records[Int(columns.parents[index])].flags.contains(.hidden)
        // An anchor's sublayers' flags leave it out (see `LayerSnapshot+Anchors.swift`).
        || columns.records[Int(columns.parents[index])].flags.contains(.anchor))
  }

  func isTransformLayer(_ index: Int) -> Bool {
    columns.records[index].flags.contains(.spatial)
      && spatialLevels[Int32(index)]?.isTransformLayer == true
  }

  /// The planes reached through the given transform layers, in drawing order, with their maps into
  /// the context's root, hidden layers skipped with their subtrees.
  func contextPlanes(through starts: [(index: Int, map: ContextMap)]) -> [ContextHitPlane<Int>] {
    var planes: [ContextHitPlane<Int>] = []
    var stack = Array(starts.reversed())
    while let (index, map) = stack.popLast() {
      if isTransformLayer(index) {
        for child in hitOrder(of: index) where !isOwnHidden(child) {
          guard let spatial = spatialLevels[Int32(child)] else { continue }
          stack.append((child, map.prepending(spatial.level)))
        }
      } else {
        let record = spatialLevels[Int32(index)]
        var isFacingAway = false
        if let record, !record.isDoubleSided {
          let determinant = Homography(map.transform).determinant
          isFacingAway = (record.isGeometryFlipped ? -determinant : determinant) < 0
        }
        planes.append(ContextHitPlane(layer: index, map: map, isFacingAway: isFacingAway))
      }
    }
    return planes
  }

  /// The planes of the context rooted at the element at `index`.
  func contextPlanes(of index: Int) -> [ContextHitPlane<Int>] {
    var starts: [(index: Int, map: ContextMap)] = []
    for child in hitOrder(of: index).reversed() where !isOwnHidden(child) && isTransformLayer(child)
    {
      guard let spatial = spatialLevels[Int32(child)] else { continue }
      starts.append((child, ContextMap.identity.prepending(spatial.level)))
    }
    return contextPlanes(through: starts)
  }

  /// The layers hit at a point, front to back, for a snapshot whose tree holds transform layers:
  /// the live tree's search; only the front-most (or none) unless `all`.
  func hitsInContexts(_ point: Point2D, all: Bool) -> [Int] {
    guard !isEmpty, !isOwnHidden(0) else { return [] }
    let tree = SnapshotHitTree(snapshot: self, point: point)
    guard isTransformLayer(0) else {
      return ContextHitSearch.hits(in: tree, from: .layer(0, from: point), all: all)
    }
    guard let spatial = spatialLevels[0] else { return [] }
    let planes = contextPlanes(through: [(0, ContextMap.identity.prepending(spatial.level))])
    return ContextHitSearch.hits(in: tree, from: .context(planes: planes, point: point), all: all)
  }
}

/// A snapshot as the search of a hit test through 3D contexts reads it, for a query at `point` in
/// the snapshot's space.
private struct SnapshotHitTree: ContextHitSearchTree {
  let snapshot: LayerSnapshot
  let point: Point2D

  func sublayersFrontToBack(of index: Int) -> [Int] { snapshot.hitOrder(of: index) }

  func isHidden(_ index: Int) -> Bool { snapshot.isOwnHidden(index) }

  func isTransformLayer(_ index: Int) -> Bool { snapshot.isTransformLayer(index) }

  func contextPlanes(of root: Int) -> [ContextHitPlane<Int>] { snapshot.contextPlanes(of: root) }

  func enter(_ index: Int, from point: Point2D) -> (local: Point2D, canBeHit: Bool)? {
    let record = snapshot.columns.records[index]
    guard let local = record.localPoint(point) else { return nil }
    return (local, !record.flags.contains(.facingAway))
  }

  func bounds(of index: Int) -> Rect2D { snapshot.columns.records[index].bounds }

  func masksToBounds(_ index: Int) -> Bool {
    snapshot.columns.records[index].flags.contains(.masksToBounds)
  }

  /// Whether a layer of the plane's subtree may have a search box holding the query's point: a
  /// layer hit anywhere in the snapshot is hit at that point, within its quad clipped as drawn,
  /// and its box holds that quad grown for rounding (as the plain hit test relies on); the box of
  /// a subtree with a layer whose box is not known holds every point.
  ///
  /// Below an anchor, the box is in the anchor's space, and so is the point held against it (by
  /// the inverse of the anchor's map; every point may hit where that map is not known well
  /// enough).
  func mayHit(subtreeOf plane: Int, at local: Point2D) -> Bool {
    guard point.isFinite else { return true }
    guard let anchor = snapshot.anchor(of: plane) else {
      return snapshot.columns.subtreeBoxes[plane].contains(point)
    }
    guard let inverse = snapshot.inverseMap(ofAnchorAt: anchor) else { return true }
    return snapshot.columns.subtreeBoxes[plane].contains(inverse.map(point))
  }
}
