// The drawing order of the planes of a 3D context: back to front, by a BSP tree over their
// polygons in the root's space, splitting a plane that crosses another (CSS Transforms 2, which
// names Newell's algorithm; Chromium's viz BspTree; Core Animation "cuts a layer's rendered
// image").
//
// Space: R's space after the division by w, where the viewer looks down −z from +z at every
// point (the perspective's eye has gone to z = +∞), so a larger z is nearer, and a plane's front
// side (its normal's z > 0) is the side the viewer is on.

/// A point of a context's 3D space after the division by w.
struct ContextPoint3D: Equatable {
  var x: Double
  var y: Double
  var z: Double
}

/// One piece of a plane, in drawing order: the plane's index in the list given to
/// ``PlaneOrder/backToFront(_:)``, and its polygon in R's plane (z dropped).
struct PlanePiece {
  /// The index of the plane the piece is part of.
  let index: Int
  /// The piece, a convex polygon in R's plane.
  let polygon: [Point2D]
}

enum PlaneOrder {
  /// How far from a splitting plane a vertex may lie and still count as on it, relative to the
  /// largest coordinate magnitude of the two polygons compared: 1e-9.
  ///
  /// Relative, so that scaling a scene does not change its order. Far above the rounding of
  /// coordinates computed in `Double` through a few 4×4 products (about 1e-15 relative per
  /// operation), so the shared edges of a cube's faces do not split them into slivers; far below
  /// anything visible (a millionth of a point for a scene 1,000 points across). The same 1e-9
  /// relative as the hit test's depth ties. Chromium uses an absolute 0.05 px.
  static let splitThreshold = 1e-9

  /// Where a polygon that reaches behind the eye is cut: at `w = 1e-9 · max |w|` of its corners,
  /// just in front of the eye's plane `w = 0` (which would put vertices at infinity).
  static let horizonCut = 1e-9

  /// The polygon that a rectangle of a plane covers in R's space: its corners (in the order
  /// `(minX, minY)`, `(maxX, minY)`, `(maxX, maxY)`, `(minX, maxY)`) through `transform`, the
  /// plane's map into R's space, clipped against `w > 0` (Sutherland–Hodgman, at ``horizonCut``)
  /// and divided by w; empty when no part is in front of the eye or a corner is not finite.
  static func polygon(of rect: Rect2D, along transform: Transform3D) -> [ContextPoint3D] {
    let r = rect.standardized
    let map = ContextMap(transform: transform, planar: nil)
    let corners = [
      Point2D(x: r.minX, y: r.minY), Point2D(x: r.maxX, y: r.minY),
      Point2D(x: r.maxX, y: r.maxY), Point2D(x: r.minX, y: r.maxY),
    ].map(map.homogeneous)
    var largest = 0.0
    for c in corners {
      guard c.x.isFinite, c.y.isFinite, c.z.isFinite, c.w.isFinite else { return [] }
      largest = Swift.max(largest, abs(c.w))
    }
    let cut = horizonCut * largest
    var kept: [(x: Double, y: Double, z: Double, w: Double)] = []
    for (i, current) in corners.enumerated() {
      let next = corners[(i + 1) % corners.count]
      let (a, b) = (current.w - cut, next.w - cut)
      if a >= 0 { kept.append(current) }
      if (a >= 0) != (b >= 0) {
        let t = a / (a - b)
        kept.append(
          (
            current.x + t * (next.x - current.x), current.y + t * (next.y - current.y),
            current.z + t * (next.z - current.z), cut
          ))
      }
    }
    guard kept.count >= 3 else { return [] }
    return kept.map { ContextPoint3D(x: $0.x / $0.w, y: $0.y / $0.w, z: $0.z / $0.w) }
  }

  /// The pieces of `polygons` (one convex polygon per plane, in drawing order) from back to front.
  ///
  /// The first plane of each list that spans a plane splits the others: the ones wholly on one
  /// side (within ``splitThreshold``) go to that side, the ones across it are cut in two, and the
  /// ones on it (either way round) stay with it. A node is drawn after the side away from the
  /// viewer and before the side towards it; the planes on a node in their drawing order (so
  /// coplanar planes keep the order they would have in a flat tree). A polygon with no area spans
  /// no plane: it splits nothing, and a list of only such polygons is drawn in drawing order.
  ///
  /// - Complexity: O(*n*²) splits at worst for *n* planes, as every BSP; no recursion.
  static func backToFront(_ polygons: [[ContextPoint3D]]) -> [PlanePiece] {
    var pieces: [Piece] = []
    for (index, polygon) in polygons.enumerated() where polygon.count >= 3 {
      pieces.append(Piece(index: index, vertices: polygon))
    }
    var nodes: [Node] = []
    // Build: each work item is a list of pieces and the slot of the node that will hold it.
    var work: [(pieces: [Piece], parent: Int?, isFront: Bool)] = [(pieces, nil, false)]
    while let (list, parent, isFront) = work.popLast() {
      guard !list.isEmpty else { continue }
      var node = Node()
      if let s = list.firstIndex(where: { $0.plane != nil }), let plane = list[s].plane {
        node.plane = plane
        node.pieces = [list[s]]
        var front: [Piece] = []
        var back: [Piece] = []
        for (i, piece) in list.enumerated() where i != s {
          let split = piece.split(by: plane, splitterScale: list[s].scale)
          if split.isOn {
            node.pieces.append(piece)
          } else {
            if let part = split.front { front.append(part) }
            if let part = split.back { back.append(part) }
          }
        }
        node.pieces = inDrawingOrder(node.pieces)
        work.append((back, nodes.count, false))
        work.append((front, nodes.count, true))
      } else {
        node.pieces = inDrawingOrder(list)
      }
      if let parent {
        if isFront { nodes[parent].front = nodes.count } else { nodes[parent].back = nodes.count }
      }
      nodes.append(node)
    }
    // Walk: back side (away from the viewer), the node, front side.
    var result: [PlanePiece] = []
    var stack: [(node: Int, emit: Bool)] = nodes.isEmpty ? [] : [(0, false)]
    while let (index, emit) = stack.popLast() {
      let node = nodes[index]
      if emit {
        for piece in node.pieces {
          result.append(
            PlanePiece(
              index: piece.index, polygon: piece.vertices.map { Point2D(x: $0.x, y: $0.y) }))
        }
        continue
      }
      let viewerIsInFront = (node.plane?.normal.z ?? 0) >= 0
      let (first, second) = viewerIsInFront ? (node.back, node.front) : (node.front, node.back)
      if let second { stack.append((second, false)) }
      stack.append((index, true))
      if let first { stack.append((first, false)) }
    }
    return result
  }

  /// The pieces sorted by their planes' drawing order, the pieces of one plane kept in the order
  /// given (a stable sort).
  private static func inDrawingOrder(_ pieces: [Piece]) -> [Piece] {
    pieces.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }
      .map { $0.element }
  }

  /// An oriented plane `normal · v = offset`, with a unit normal.
  struct Plane {
    var normal: ContextPoint3D
    var offset: Double

    /// The signed distance of a point from the plane (positive on the normal's side).
    func distance(_ v: ContextPoint3D) -> Double {
      normal.x * v.x + normal.y * v.y + normal.z * v.z - offset
    }
  }

  /// A convex polygon of one plane (all of it, or a part cut by splitting).
  struct Piece {
    let index: Int
    let vertices: [ContextPoint3D]
    /// The plane the polygon spans (Newell's normal, through the vertices' centroid); `nil` when
    /// the polygon has no area or is not finite.
    let plane: Plane?
    /// The largest coordinate magnitude of the vertices.
    let scale: Double

    init(index: Int, vertices: [ContextPoint3D]) {
      self.index = index
      self.vertices = vertices
      var (nx, ny, nz) = (0.0, 0.0, 0.0)
      var (cx, cy, cz) = (0.0, 0.0, 0.0)
      var scale = 0.0
      for (i, v) in vertices.enumerated() {
        let u = vertices[(i + 1) % vertices.count]
        nx += (v.y - u.y) * (v.z + u.z)
        ny += (v.z - u.z) * (v.x + u.x)
        nz += (v.x - u.x) * (v.y + u.y)
        (cx, cy, cz) = (cx + v.x, cy + v.y, cz + v.z)
        scale = Swift.max(scale, abs(v.x), abs(v.y), abs(v.z))
      }
      self.scale = scale
      let length = (nx * nx + ny * ny + nz * nz).squareRoot()
      guard length > 0, length.isFinite else {
        plane = nil
        return
      }
      let normal = ContextPoint3D(x: nx / length, y: ny / length, z: nz / length)
      let n = Double(vertices.count)
      let offset = (normal.x * cx + normal.y * cy + normal.z * cz) / n
      plane = offset.isFinite ? Plane(normal: normal, offset: offset) : nil
    }

    /// The parts of the polygon in front of and behind `plane`, or `isOn` when every vertex lies
    /// on it within ``PlaneOrder/splitThreshold``.
    func split(by plane: Plane, splitterScale: Double) -> (isOn: Bool, front: Piece?, back: Piece?)
    {
      let threshold = PlaneOrder.splitThreshold * Swift.max(scale, splitterScale)
      let distances = vertices.map(plane.distance)
      let sides = distances.map { $0 > threshold ? 1 : $0 < -threshold ? -1 : 0 }
      let hasFront = sides.contains(1)
      let hasBack = sides.contains(-1)
      if !hasFront && !hasBack { return (true, nil, nil) }
      if !hasBack { return (false, self, nil) }
      if !hasFront { return (false, nil, self) }
      var front: [ContextPoint3D] = []
      var back: [ContextPoint3D] = []
      for i in vertices.indices {
        let j = (i + 1) % vertices.count
        let (v, side) = (vertices[i], sides[i])
        if side >= 0 { front.append(v) }
        if side <= 0 { back.append(v) }
        if side * sides[j] < 0 {
          let u = vertices[j]
          let t = distances[i] / (distances[i] - distances[j])
          let crossing = ContextPoint3D(
            x: v.x + t * (u.x - v.x), y: v.y + t * (u.y - v.y), z: v.z + t * (u.z - v.z))
          front.append(crossing)
          back.append(crossing)
        }
      }
      return (
        false,
        front.count >= 3 ? Piece(index: index, vertices: front) : nil,
        back.count >= 3 ? Piece(index: index, vertices: back) : nil
      )
    }
  }

  /// A node of the BSP tree: its plane (`nil` for a list of polygons without area), the pieces on
  /// it in drawing order, and the nodes of its two sides.
  struct Node {
    var plane: Plane?
    var pieces: [Piece] = []
    var front: Int?
    var back: Int?
  }
}
