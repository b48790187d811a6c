// What a renderer draws, back to front: one piece per visible layer of a tree without transform
// layers, in element order; the planes of each 3D context ordered by `PlaneOrder.backToFront` (a
// BSP that splits planes that cross), the context drawn where its last transform-layer sublayer
// is drawn. This first version draws the sublayers of a plane flattened into the plane, uncut, right
// after the plane's last piece.

extension LayerSnapshot {
  /// One piece of a layer that a renderer draws: the layer's index and a convex polygon in the
  /// snapshot's space.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// let piece = LayerSnapshot(of: root).pieces[0]
  /// // piece.index == 0, piece.polygon.count == 4
  /// ```
  public struct Piece: Hashable, Sendable {
    /// The index of the layer the piece is part of.
    ///
    /// ```swift
    /// let snapshot = LayerSnapshot(of: Layer())
    /// // snapshot.pieces.map(\.index) == [0]
    /// ```
    public let index: Int

    /// The piece: a convex polygon in the snapshot's space; empty when no part of the layer is in
    /// front of the eye.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    /// let polygon = LayerSnapshot(of: root).pieces[0].polygon
    /// // polygon == [Point2D(x: 0, y: 0), Point2D(x: 10, y: 0),
    /// //             Point2D(x: 10, y: 10), Point2D(x: 0, y: 10)]
    /// ```
    public let polygon: [Point2D]
  }

  /// What a renderer draws, back to front: pieces of the visible layers.
  ///
  /// A tree without transform layers gives one piece per layer that is not hidden, in element
  /// order, its polygon the layer's bounds mapped into the snapshot's space (clipped to what is in
  /// front of the eye). In a 3D context (``Layer/Kind/transformLayer``) the planes are drawn back to
  /// front by a BSP tree over their polygons in the context root's space: a plane that crosses
  /// another is split into pieces, coplanar planes keep their drawing order; the context is drawn
  /// at the place of its last transform-layer sublayer. The sublayers of a plane are drawn
  /// flattened into it, uncut, right after its last piece.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// let child = Layer()
  /// child.frame = Rect2D(x: 10, y: 10, width: 20, height: 20)
  /// root.addSublayer(child)
  /// let pieces = LayerSnapshot(of: root).pieces
  /// // pieces.map(\.index) == [0, 1]
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* layers without transform layers; O(*p*²) splits at worst for a
  ///   context of *p* planes. Computed on each call.
  public var pieces: [Piece] {
    var result: [Piece] = []
    var index = 0
    while index < count {
      if flags[index].contains(.hidden) {
        index += Int(sizes[index])
        continue
      }
      if isTransformLayer(index) {
        let parent = Int(parents[index])
        if parent < 0 {
          // A transform layer at the root: its planes, cast along the snapshot space's z.
          if let spatial = spatialLevels[Int32(index)] {
            let planes = contextPlanes(
              through: [(index, ContextMap.identity.prepending(spatial.level))])
            appendPieces(of: planes, through: Homography(AffineTransform2D.identity), to: &result)
          }
        } else if isLastTransformLayer(index, of: parent) {
          appendPieces(of: contextPlanes(of: parent), through: maps[parent], to: &result)
        }
        index += Int(sizes[index])
        continue
      }
      result.append(
        Piece(index: index, polygon: Self.polygon(of: bounds[index], along: maps[index])))
      index += 1
    }
    return result
  }

  /// Whether the transform layer at `index` is the last visible transform-layer sublayer of its
  /// superlayer in drawing order.
  private func isLastTransformLayer(_ index: Int, of parent: Int) -> Bool {
    var child = index + Int(sizes[index])
    let end = parent + Int(sizes[parent])
    while child < end {
      if !isOwnHidden(child) && isTransformLayer(child) { return false }
      child += Int(sizes[child])
    }
    return true
  }

  /// The pieces of a context's planes, back to front, mapped from the root's plane by `rootMap`,
  /// each plane followed by its sublayers, flattened into it.
  private func appendPieces(
    of planes: [ContextHitPlane<Int>], through rootMap: Homography,
    to result: inout [Piece]
  ) {
    let polygons = planes.map { PlaneOrder.polygon(of: bounds[$0.layer], along: $0.map.transform) }
    let ordered = PlaneOrder.backToFront(polygons)
    var remaining = [Int](repeating: 0, count: planes.count)
    for piece in ordered { remaining[piece.index] += 1 }
    for piece in ordered {
      let plane = planes[piece.index]
      result.append(Piece(index: plane.layer, polygon: piece.polygon.map(rootMap.map)))
      remaining[piece.index] -= 1
      guard remaining[piece.index] == 0 else { continue }
      // The plane's sublayers, in element order, each through its levels up to the plane.
      let planeMap = Homography(plane.map.transform).concatenating(rootMap)
      var maps: [Int: Homography] = [plane.layer: planeMap]
      var descendant = plane.layer + 1
      let end = plane.layer + Int(sizes[plane.layer])
      while descendant < end {
        guard !flags[descendant].contains(.hidden),
          let level = spatialLevels[Int32(descendant)]?.level.level.forward,
          let above = maps[Int(parents[descendant])]
        else {
          descendant += Int(sizes[descendant])
          continue
        }
        let map = level.concatenating(above)
        maps[descendant] = map
        result.append(
          Piece(index: descendant, polygon: Self.polygon(of: bounds[descendant], along: map)))
        descendant += 1
      }
    }
  }

  /// A rectangle through a map into the snapshot's space, clipped to what is in front of the eye.
  private static func polygon(of rect: Rect2D, along map: Homography) -> [Point2D] {
    let transform = Transform3D(
      m11: map.m11, m12: map.m12, m13: 0, m14: map.m13,
      m21: map.m21, m22: map.m22, m23: 0, m24: map.m23,
      m31: 0, m32: 0, m33: 1, m34: 0,
      m41: map.m31, m42: map.m32, m43: 0, m44: map.m33)
    return PlaneOrder.polygon(of: rect, along: transform).map { Point2D(x: $0.x, y: $0.y) }
  }
}
