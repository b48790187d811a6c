// Clipping of polygons in picture pixels to an axis-aligned rectangle, so that the SVG never holds a
// coordinate far outside the picture, however large the layer.

extension Rect2D {
  /// The part of a polygon inside this rectangle: a polygon again (possibly with no vertices),
  /// whose edges inside the rectangle are the original edges.
  ///
  /// The rectangle must be standardized and finite, and the vertices finite.
  func clip(_ polygon: [Point2D]) -> [Point2D] {
    ConvexPolygon.clipped(polygon, by: nil, to: self) { Array($0) } ?? []
  }
}
