// Hit testing inside 3D contexts: the layers a transform layer keeps in one 3D space (see
// Contexts/TransformContext.swift for the terms and the maps).
//
// The indexed search of SublayerHitIndex+Query.swift walks a tree without transform layers as before.
// When it meets a transform-layer sublayer of a layer R, the whole context rooted at R is answered
// here, at that sublayer's place in R's hit order (the front-most transform-layer sublayer stands for
// the context; the others are then passed over): each plane is hit by the ray along R's z, and the
// hit nearest the viewer wins. The planes and their maps are computed from the layers for every
// query, in time linear in the layers of the context; a plane is searched only where its bounds or
// the box of what its sublayers reach (kept by its hit-test index, up to date at query time) hold
// the point cast onto it, and its subtree is then searched from the layers.
//
// The search is `ContextHitSearch` (Contexts/ContextHitSearch.swift), which the snapshot's hit test
// shares; `LiveHitTree` says how it reads the live layers.

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
    let tree = LiveHitTree(order: order)
    return ContextHitSearch.hits(
      in: tree, from: .context(planes: tree.contextPlanes(of: self), point: point), all: false
    ).first
  }

  /// The hit of a query whose receiver is a transform layer, by a point in its superlayer's space:
  /// the planes reached through this layer, cast along the z of the superlayer's space, as
  /// ``hitInContext(_:order:)`` casts; this layer itself is never the answer.
  func hitAsTransformLayer(_ point: Point2D, order: HitTestOrder) -> Layer? {
    guard !isHidden else { return nil }
    let planes = Layer.contextPlanes(
      through: [(self, ContextMap.identity.prepending(makeSpatialLevel()))],
      isTransformLayer: { $0.isTransformLayer }, skippingHidden: true)
    return ContextHitSearch.hits(
      in: LiveHitTree(order: order),
      from: .context(planes: planes.map { $0.forHitTesting }, point: point),
      all: false
    ).first
  }

  /// Every visible plane of the context rooted at this layer, in drawing order.
  func contextPlanesForHitTesting() -> [ContextPlane] {
    Layer.contextPlanes(of: self, isTransformLayer: { $0.isTransformLayer }, skippingHidden: true)
  }
}

extension ContextPlane {
  /// The plane as the search of a hit test reads it.
  var forHitTesting: ContextHitPlane<Layer> {
    ContextHitPlane(layer: layer, map: map, isFacingAway: isFacingAway)
  }
}

/// The live tree as the search of a hit test through 3D contexts reads it, with the order in
/// which a query tries sublayers.
private struct LiveHitTree: ContextHitSearchTree {
  let order: Layer.HitTestOrder

  func sublayersFrontToBack(of layer: Layer) -> [Layer] {
    switch order {
    case .drawingOrder: return layer.sublayersInDrawingOrder.reversed()
    case .sublayerOrder: return layer.sublayers.reversed()
    }
  }

  func isHidden(_ layer: Layer) -> Bool { layer.isHidden }

  func isTransformLayer(_ layer: Layer) -> Bool { layer.isTransformLayer }

  func contextPlanes(of root: Layer) -> [ContextHitPlane<Layer>] {
    root.contextPlanesForHitTesting().map { $0.forHitTesting }
  }

  func enter(_ layer: Layer, from point: Point2D) -> (local: Point2D, canBeHit: Bool)? {
    let level = layer.levelWithoutCaching
    guard let inverse = level.inverse else { return nil }
    let local = inverse.map(point)
    guard local.isFinite else { return nil }
    return (local, !layer.isFacingAway(level))
  }

  func bounds(of layer: Layer) -> Rect2D { layer.bounds }

  func masksToBounds(_ layer: Layer) -> Bool { layer.masksToBounds }

  /// Whether the plane's bounds, or (unless it masks) what its sublayers reach, hold the point.
  ///
  /// Outside both, nothing in its subtree can be hit. The reaches are read from the plane's
  /// hit-test index, which the query brought up to date before it searched (every context is
  /// below the query's receiver); where the index is missing or marked out of date, the plane is
  /// searched.
  func mayHit(subtreeOf plane: Layer, at local: Point2D) -> Bool {
    let state = plane.storage
    if state.pointee.bounds.contains(local) { return true }
    // A plane that masks cuts off every point outside its bounds.
    if state.pointee.masksToBounds || state.pointee.sublayers.isEmpty { return false }
    guard let index = state.pointee.hitIndex, !state.pointee.rebuildsHitIndex,
      !state.pointee.sublayerReachDidChange,
      state.pointee.firstMarkedHitTestSublayer == nil
    else { return true }
    return index._withUnsafeGuaranteedRef { $0.reachHolds(local) }
  }
}
