// Hit testing inside 3D contexts: the layers a transform layer keeps in one 3D space (see
// Contexts/TransformContext.swift for the terms and the maps).
//
// The indexed search of Layer+HitTestIndex.swift walks a tree without transform layers as before.
// When it meets a transform-layer sublayer of a layer R, the whole context rooted at R is answered
// here, at that sublayer's place in R's hit order (the front-most transform-layer sublayer stands for
// the context; the others are then passed over): each plane is hit by the ray along R's z, and the
// hit nearest the viewer wins. This first version reads no index: the planes, their maps and the
// search below each plane are computed from the layers for every query, in time linear in the
// layers of the context and of the planes' subtrees searched.
//
// The search is one loop over an explicit stack, so contexts inside planes inside contexts nest to
// any depth without recursion.

extension Layer {
  /// Whether this layer is a transform layer.
  @inline(__always)
  var isTransformLayer: Bool { storage.pointee.kind == .transformLayer }

  /// The layer hit in the 3D context rooted at this layer, by a point in this layer's space; `nil`
  /// when no plane (nor anything in a plane's subtree) is hit.
  ///
  /// Every plane (hidden transform layers and planes skipped, with their subtrees) is cast onto
  /// along this layer's z; a plane whose cast misses (behind the eye, a singular map) is passed
  /// over; a plane is a candidate when its usual hit test at the cast point answers, with its own
  /// facing judged on its full map; the candidate nearest the viewer wins, and a tie within
  /// ``ContextMap/isTie(_:_:)`` goes to the plane later in drawing order.
  func hitInContext(_ point: Point2D, order: HitTestOrder) -> Layer? {
    ContextHitSearch.run(
      .context(planes: contextPlanesForHitTesting(), point: point), order: order)
  }

  /// The hit of a query whose receiver is a transform layer, by a point in its superlayer's space:
  /// the planes reached through this layer, cast along the z of the superlayer's space, as
  /// ``hitInContext(_:order:)`` casts; this layer itself is never the answer.
  func hitAsTransformLayer(_ point: Point2D, order: HitTestOrder) -> Layer? {
    guard !isHidden else { return nil }
    let planes = Layer.contextPlanes(
      through: [(self, ContextMap.identity.prepending(makeSpatialLevel()))],
      isTransformLayer: \.isTransformLayer, skippingHidden: true)
    return ContextHitSearch.run(.context(planes: planes, point: point), order: order)
  }

  /// Every visible plane of the context rooted at this layer, in drawing order.
  func contextPlanesForHitTesting() -> [ContextPlane] {
    Layer.contextPlanes(of: self, isTransformLayer: \.isTransformLayer, skippingHidden: true)
  }
}

/// The search of a hit test that meets 3D contexts: one loop over an explicit stack of searches
/// (a layer and its sublayers, front to back) and contexts (planes, ranked by depth).
private enum ContextHitSearch {
  /// What the search starts from.
  enum Start {
    /// The planes of a context, and the point in its root's space.
    case context(planes: [ContextPlane], point: Point2D)
  }

  /// A layer being searched: the first hit among its sublayers, front to back, then itself.
  struct Search {
    var layer: Layer
    var local: Point2D
    var sublayers: [Layer]
    var next: Int
    var isInside: Bool
    var canBeHit: Bool
    /// Whether the context rooted at this layer was answered already (it is answered once, at the
    /// front-most transform-layer sublayer).
    var contextIsTried: Bool
  }

  /// A context being answered: its planes in drawing order, the best candidate so far.
  struct Context {
    var planes: [ContextPlane]
    var point: Point2D
    var next: Int
    var best: Layer?
    var bestDepth: Double
    /// The depth of the plane whose search is on the stack above.
    var pendingDepth: Double
  }

  enum Frame {
    case search(Search)
    case context(Context)
  }

  /// The sublayers of a layer in the order a hit test tries them, front-most first.
  static func hitOrder(of layer: Layer, order: Layer.HitTestOrder) -> [Layer] {
    switch order {
    case .drawingOrder: return layer.sublayersInDrawingOrder.reversed()
    case .sublayerOrder: return layer.sublayers.reversed()
    }
  }

  static func run(_ start: Start, order: Layer.HitTestOrder) -> Layer? {
    var stack: [Frame] = []
    switch start {
    case .context(let planes, let point):
      stack.append(
        .context(
          Context(
            planes: planes, point: point, next: 0, best: nil, bestDepth: -.infinity,
            pendingDepth: .nan)))
    }
    // The answer of the frame just popped, to hand to the frame below.
    var delivered: Layer??
    while true {
      if let answer = delivered {
        delivered = nil
        guard let last = stack.indices.last else { return answer }
        switch stack[last] {
        case .search:
          // A search ends at its first hit; a miss lets it go on with its next sublayer.
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
          delivered = .some(search.isInside && search.canBeHit ? search.layer : nil)
          continue
        }
        let sublayer = search.sublayers[search.next]
        search.next += 1
        if sublayer.isHidden {
          stack[last] = .search(search)
          continue
        }
        if sublayer.isTransformLayer {
          let isTried = search.contextIsTried
          search.contextIsTried = true
          stack[last] = .search(search)
          if !isTried {
            stack.append(
              .context(
                Context(
                  planes: search.layer.contextPlanesForHitTesting(), point: search.local,
                  next: 0, best: nil, bestDepth: -.infinity, pendingDepth: .nan)))
          }
          continue
        }
        stack[last] = .search(search)
        let level = sublayer.levelWithoutCaching
        guard let inverse = level.inverse else { continue }
        let local = inverse.map(search.local)
        guard local.isFinite else { continue }
        let isInside = sublayer.bounds.contains(local)
        if sublayer.masksToBounds && !isInside { continue }
        stack.append(
          .search(
            Search(
              layer: sublayer, local: local, sublayers: hitOrder(of: sublayer, order: order),
              next: 0, isInside: isInside, canBeHit: !sublayer.isFacingAway(level),
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
        let layer = plane.layer
        let isInside = layer.bounds.contains(q)
        if layer.masksToBounds && !isInside { continue }
        stack.append(
          .search(
            Search(
              layer: layer, local: q, sublayers: hitOrder(of: layer, order: order), next: 0,
              isInside: isInside, canBeHit: !plane.isFacingAway, contextIsTried: false)))
      }
    }
  }
}
