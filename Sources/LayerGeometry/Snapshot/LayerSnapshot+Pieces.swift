// What a renderer draws, back to front: one piece per visible layer of a tree without transform
// layers, in element order; the planes of each 3D context, with their flattened subtrees, ordered
// by `PlaneOrder.backToFront` (a BSP that splits planes that cross, and cuts each plane's subtree
// where it cuts the plane), the context drawn where its last transform-layer sublayer is drawn.

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
  /// at the place of its last transform-layer sublayer. The sublayers of a plane lie in its plane
  /// and are cut where it is cut: each of their pieces comes after the piece of their plane on the
  /// same side of every cut (a transform layer below a plane draws nothing; its sublayers are
  /// flattened into the plane).
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
  ///   context of *p* planes and layers below them. Computed on each call.
  public var pieces: [Piece] { piecesAndContexts().pieces }

  /// ``pieces``, with the run of them that each 3D context makes, keyed by the index of the
  /// transform layer at whose place the context is drawn.
  func piecesAndContexts() -> (pieces: [Piece], contexts: [Int: Range<Int>]) {
    var result: [Piece] = []
    var contexts: [Int: Range<Int>] = [:]
    var index = 0
    while index < count {
      if columns.records[index].flags.contains(.hidden) {
        index += Int(columns.sizes[index])
        continue
      }
      if isTransformLayer(index) {
        let parent = Int(columns.parents[index])
        let start = result.count
        if parent < 0 {
          // A transform layer at the root: its planes, cast along the snapshot space's z.
          if let spatial = spatialLevels[Int32(index)] {
            let planes = contextPlanes(
              through: [(index, ContextMap.identity.prepending(spatial.level))])
            appendPieces(of: planes, through: Homography(AffineTransform2D.identity), to: &result)
          }
        } else if isLastTransformLayer(index, of: parent) {
          appendPieces(of: contextPlanes(of: parent), through: worldMap(at: parent), to: &result)
        }
        if result.count > start { contexts[index] = start..<result.count }
        index += Int(columns.sizes[index])
        continue
      }
      result.append(
        Piece(
          index: index,
          polygon: Self.polygon(of: columns.records[index].bounds, along: worldMap(at: index))))
      index += 1
    }
    return (result, contexts)
  }

  /// Whether the transform layer at `index` is the last visible transform-layer sublayer of its
  /// superlayer in drawing order.
  private func isLastTransformLayer(_ index: Int, of parent: Int) -> Bool {
    var child = index + Int(columns.sizes[index])
    let end = parent + Int(columns.sizes[parent])
    while child < end {
      if !isOwnHidden(child) && isTransformLayer(child) { return false }
      child += Int(columns.sizes[child])
    }
    return true
  }

  /// The pieces of a context's planes and of their subtrees, back to front, mapped from the
  /// root's plane by `rootMap`.
  ///
  /// Each plane's subtree is flattened into the plane, so the BSP takes its layers (every visible
  /// one but transform layers, each in element order right after its plane) as polygons of the
  /// plane's own 3D plane: they are cut where their plane is cut — also where they reach past the
  /// plane's bounds — and each of their pieces follows the piece of its plane on the same side of
  /// every cut, coplanar pieces keeping their drawing order.
  private func appendPieces(
    of planes: [ContextHitPlane<Int>], through rootMap: Homography, to result: inout [Piece]
  ) {
    var layers: [Int] = []
    var polygons: [[ContextPoint3D]] = []
    for plane in planes {
      layers.append(plane.layer)
      polygons.append(
        PlaneOrder.polygon(of: columns.records[plane.layer].bounds, along: plane.map.transform))
      // The plane's sublayers, in element order, each through its flattened levels up to the
      // plane, then the plane's map into the root's space.
      var maps: [Int: Transform3D] = [plane.layer: plane.map.transform]
      var descendant = plane.layer + 1
      let end = plane.layer + Int(columns.sizes[plane.layer])
      while descendant < end {
        guard !columns.records[descendant].flags.contains(.hidden),
          let level = spatialLevels[Int32(descendant)]?.level.level.forward,
          let above = maps[Int(columns.parents[descendant])]
        else {
          descendant += Int(columns.sizes[descendant])
          continue
        }
        let map = Self.lifted(level).concatenating(above)
        maps[descendant] = map
        if !isTransformLayer(descendant) {
          layers.append(descendant)
          polygons.append(PlaneOrder.polygon(of: columns.records[descendant].bounds, along: map))
        }
        descendant += 1
      }
    }
    for piece in PlaneOrder.backToFront(polygons) {
      result.append(Piece(index: layers[piece.index], polygon: piece.polygon.map(rootMap.map)))
    }
  }

  /// A map of the plane `z = 0` as a 4×4 matrix that keeps z: its rows and columns 1, 2 and 4 are
  /// the homography's.
  private static func lifted(_ map: Homography) -> Transform3D {
    Transform3D(
      m11: map.m11, m12: map.m12, m13: 0, m14: map.m13,
      m21: map.m21, m22: map.m22, m23: 0, m24: map.m23,
      m31: 0, m32: 0, m33: 1, m34: 0,
      m41: map.m31, m42: map.m32, m43: 0, m44: map.m33)
  }

  /// A rectangle through a map into the snapshot's space, clipped to what is in front of the eye.
  private static func polygon(of rect: Rect2D, along map: Homography) -> [Point2D] {
    PlaneOrder.polygon(of: rect, along: lifted(map)).map { Point2D(x: $0.x, y: $0.y) }
  }
}
