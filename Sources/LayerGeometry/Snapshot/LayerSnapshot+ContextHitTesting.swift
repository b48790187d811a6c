// Hit testing a snapshot whose tree holds transform layers: the search of the live tree's
// Layer+ContextHitTesting.swift, over the snapshot's elements. The elements are in drawing order,
// depth first, so a layer's sublayers are the elements that follow it, each after the subtree of the
// one before; the 4×4 levels of the layers of 3D contexts are in `spatialLevels`. Every context is
// walked from its root for each query, with the live tree's maps made the same way (from the root
// down, `ContextMap.prepending`), so the answers are the live tree's to the last bit.

extension LayerSnapshot {
  /// The sublayers of the element at `index`, front-most first.
  func hitOrder(of index: Int) -> [Int] {
    var children: [Int] = []
    var child = index + 1
    let end = index + Int(sizes[index])
    while child < end {
      children.append(child)
      child += Int(sizes[child])
    }
    return children.reversed()
  }

  func isOwnHidden(_ index: Int) -> Bool {
    flags[index].contains(.hidden)
      && (parents[index] < 0 || !flags[Int(parents[index])].contains(.hidden))
  }

  func isTransformLayer(_ index: Int) -> Bool {
    flags[index].contains(.spatial) && spatialLevels[Int32(index)]?.isTransformLayer == true
  }

  /// The planes reached through the given transform layers, in drawing order, with their maps into
  /// the context's root, hidden layers skipped with their subtrees.
  func contextPlanes(through starts: [(index: Int, map: ContextMap)]) -> [(
    index: Int, map: ContextMap, isFacingAway: Bool
  )] {
    var planes: [(index: Int, map: ContextMap, isFacingAway: Bool)] = []
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
        planes.append((index, map, isFacingAway))
      }
    }
    return planes
  }

  /// The planes of the context rooted at the element at `index`.
  func contextPlanes(of index: Int) -> [(index: Int, map: ContextMap, isFacingAway: Bool)] {
    var starts: [(index: Int, map: ContextMap)] = []
    for child in hitOrder(of: index).reversed() where !isOwnHidden(child) && isTransformLayer(child)
    {
      guard let spatial = spatialLevels[Int32(child)] else { continue }
      starts.append((child, ContextMap.identity.prepending(spatial.level)))
    }
    return contextPlanes(through: starts)
  }

  private struct Search {
    var index: Int
    var local: Point2D
    var sublayers: [Int]
    var next: Int
    var isInside: Bool
    var canBeHit: Bool
    var contextIsTried: Bool
  }

  private struct Context {
    var planes: [(index: Int, map: ContextMap, isFacingAway: Bool)]
    var point: Point2D
    var next: Int
    var best: Int?
    var bestDepth: Double
    var pendingDepth: Double
  }

  private enum Frame {
    case search(Search)
    case context(Context)
  }

  /// The live tree's hit test, for a snapshot whose tree holds transform layers.
  func hitInContexts(_ point: Point2D) -> Int? {
    guard !isEmpty, !isOwnHidden(0) else { return nil }
    var stack: [Frame] = []
    if isTransformLayer(0) {
      guard let spatial = spatialLevels[0] else { return nil }
      stack.append(
        .context(
          Context(
            planes: contextPlanes(through: [(0, ContextMap.identity.prepending(spatial.level))]),
            point: point, next: 0, best: nil, bestDepth: -.infinity, pendingDepth: .nan)))
    } else {
      guard flags[0].contains(.walkable) else { return nil }
      let local = inverses[0].map(point)
      guard local.isFinite else { return nil }
      let isInside = bounds[0].contains(local)
      if flags[0].contains(.masksToBounds) && !isInside { return nil }
      stack.append(
        .search(
          Search(
            index: 0, local: local, sublayers: hitOrder(of: 0), next: 0, isInside: isInside,
            canBeHit: !flags[0].contains(.facingAway), contextIsTried: false)))
    }
    var delivered: Int??
    while true {
      if let answer = delivered {
        delivered = nil
        guard let last = stack.indices.last else { return answer }
        switch stack[last] {
        case .search:
          if answer != nil {
            stack.removeLast()
            delivered = .some(answer)
            continue
          }
        case .context(var context):
          if let answer,
            context.best == nil || context.pendingDepth > context.bestDepth
              || ContextMap.isTie(context.pendingDepth, context.bestDepth)
          {
            context.best = answer
            context.bestDepth = context.pendingDepth
            stack[last] = .context(context)
          }
        }
        continue
      }
      guard let last = stack.indices.last else { return nil }
      switch stack[last] {
      case .search(var search):
        guard search.next < search.sublayers.count else {
          stack.removeLast()
          delivered = .some(search.isInside && search.canBeHit ? search.index : nil)
          continue
        }
        let sublayer = search.sublayers[search.next]
        search.next += 1
        if isOwnHidden(sublayer) {
          stack[last] = .search(search)
          continue
        }
        if isTransformLayer(sublayer) {
          let isTried = search.contextIsTried
          search.contextIsTried = true
          stack[last] = .search(search)
          if !isTried {
            stack.append(
              .context(
                Context(
                  planes: contextPlanes(of: search.index), point: search.local, next: 0,
                  best: nil, bestDepth: -.infinity, pendingDepth: .nan)))
          }
          continue
        }
        stack[last] = .search(search)
        guard flags[sublayer].contains(.walkable) else { continue }
        let local = inverses[sublayer].map(search.local)
        guard local.isFinite else { continue }
        let isInside = bounds[sublayer].contains(local)
        if flags[sublayer].contains(.masksToBounds) && !isInside { continue }
        stack.append(
          .search(
            Search(
              index: sublayer, local: local, sublayers: hitOrder(of: sublayer), next: 0,
              isInside: isInside, canBeHit: !flags[sublayer].contains(.facingAway),
              contextIsTried: false)))
      case .context(var context):
        guard context.next < context.planes.count else {
          stack.removeLast()
          delivered = .some(context.best)
          continue
        }
        let plane = context.planes[context.next]
        context.next += 1
        guard let (q, depth) = plane.map.cast(context.point) else {
          stack[last] = .context(context)
          continue
        }
        context.pendingDepth = depth
        stack[last] = .context(context)
        let isInside = bounds[plane.index].contains(q)
        if flags[plane.index].contains(.masksToBounds) && !isInside { continue }
        stack.append(
          .search(
            Search(
              index: plane.index, local: q, sublayers: hitOrder(of: plane.index), next: 0,
              isInside: isInside, canBeHit: !plane.isFacingAway, contextIsTried: false)))
      }
    }
  }
}
