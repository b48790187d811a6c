// Clipping of polygons in picture pixels to an axis-aligned rectangle (Sutherland–Hodgman), so that
// the SVG never holds a coordinate far outside the picture, however large the layer.

extension Rect2D {
  /// The part of a polygon inside this rectangle: a polygon again (possibly with no vertices),
  /// whose edges inside the rectangle are the original edges.
  ///
  /// The rectangle must be standardized and finite, and the vertices finite.
  func clip(_ polygon: [Point2D]) -> [Point2D] {
    var result = polygon
    result = clip(result, inside: { $0.x >= minX }, cross: { a, b in crossX(minX, a, b) })
    result = clip(result, inside: { $0.x <= maxX }, cross: { a, b in crossX(maxX, a, b) })
    result = clip(result, inside: { $0.y >= minY }, cross: { a, b in crossY(minY, a, b) })
    result = clip(result, inside: { $0.y <= maxY }, cross: { a, b in crossY(maxY, a, b) })
    return result
  }

  /// One Sutherland–Hodgman pass against one edge of the rectangle.
  private func clip(
    _ polygon: [Point2D], inside: (Point2D) -> Bool, cross: (Point2D, Point2D) -> Point2D
  ) -> [Point2D] {
    guard let last = polygon.last else { return [] }
    var result: [Point2D] = []
    var previous = last
    for current in polygon {
      switch (inside(previous), inside(current)) {
      case (true, true): result.append(current)
      case (true, false): result.append(cross(previous, current))
      case (false, true): result += [cross(previous, current), current]
      case (false, false): break
      }
      previous = current
    }
    return result
  }

  /// The point of segment `a b` on the vertical line at `x` (the segment crosses it).
  ///
  /// A weighted mean of the ends, so the point lies between them; only ends farther apart than
  /// `Double.greatestFiniteMagnitude` would overflow the difference.
  private func crossX(_ x: Double, _ a: Point2D, _ b: Point2D) -> Point2D {
    let t = (x - a.x) / (b.x - a.x)
    return Point2D(x: x, y: a.y * (1 - t) + b.y * t)
  }

  /// The point of segment `a b` on the horizontal line at `y` (the segment crosses it).
  private func crossY(_ y: Double, _ a: Point2D, _ b: Point2D) -> Point2D {
    let t = (y - a.y) / (b.y - a.y)
    return Point2D(x: a.x * (1 - t) + b.x * t, y: y)
  }
}
