// Convex polygons in a snapshot's space: the clip of masking layers (the intersection of their
// quads) and the overlap of a layer's visible part with a query rectangle. Edges count as inside
// (closed), as Rect2D.intersects counts touching rectangles.

enum ConvexPolygon {
  /// The part of `subject` inside the convex polygon `clipper` (Sutherland–Hodgman); empty when
  /// they do not meet or when `clipper` has no area.
  static func intersection(_ subject: [Point2D], _ clipper: [Point2D]) -> [Point2D] {
    let area = signedDoubleArea(clipper)
    guard area != 0, area.isFinite else { return [] }
    let orientation: Double = area > 0 ? 1 : -1
    var result = subject
    var previous = clipper[clipper.count - 1]
    for current in clipper {
      let (a, b) = (previous, current)
      // Positive on the inner side of the edge a → b.
      func side(_ p: Point2D) -> Double {
        orientation * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x))
      }
      result = clip(result, side: side)
      if result.isEmpty { return [] }
      previous = current
    }
    return result
  }

  /// Whether a convex polygon and a standardized rectangle share a point, edges included.
  static func overlaps(_ polygon: [Point2D], _ rect: Rect2D) -> Bool {
    guard !polygon.isEmpty, !rect.isNull else { return false }
    if rect.isInfinite { return true }
    var result = polygon
    for side in [
      { (p: Point2D) in p.x - rect.minX }, { (p: Point2D) in rect.maxX - p.x },
      { (p: Point2D) in p.y - rect.minY }, { (p: Point2D) in rect.maxY - p.y },
    ] {
      result = clip(result, side: side)
      if result.isEmpty { return false }
    }
    return true
  }

  /// Twice the signed area of a polygon (positive when its vertices turn counter-clockwise in a
  /// y-up space).
  static func signedDoubleArea(_ polygon: [Point2D]) -> Double {
    guard var previous = polygon.last else { return 0 }
    var sum = 0.0
    for current in polygon {
      sum += previous.x * current.y - current.x * previous.y
      previous = current
    }
    return sum
  }

  /// One Sutherland–Hodgman pass: keeps what has `side ≥ 0`, cutting edges that cross 0.
  private static func clip(_ polygon: [Point2D], side: (Point2D) -> Double) -> [Point2D] {
    guard var previous = polygon.last else { return [] }
    var result: [Point2D] = []
    var previousSide = side(previous)
    for current in polygon {
      let currentSide = side(current)
      if (previousSide >= 0) != (currentSide >= 0) {
        let t = previousSide / (previousSide - currentSide)
        result.append(
          Point2D(
            x: previous.x + (current.x - previous.x) * t,
            y: previous.y + (current.y - previous.y) * t))
      }
      if currentSide >= 0 { result.append(current) }
      previous = current
      previousSide = currentSide
    }
    return result
  }
}
