// Boxes grown so that rounding cannot put a point outside them: the reach boxes of hit-test plans
// and the search boxes of snapshots.

extension Rect2D {
  /// The rectangle with each edge moved out by `pad`, or `nil` when an edge would pass the largest
  /// finite value.
  @inline(__always)
  func grown(by pad: Double) -> Rect2D? {
    let (minX, minY) = (self.minX - pad, self.minY - pad)
    let (width, height) = (self.maxX + pad - minX, self.maxY + pad - minY)
    guard minX.isFinite, minY.isFinite, width.isFinite, height.isFinite else { return nil }
    return Rect2D(x: minX, y: minY, width: width, height: height)
  }

  /// The largest coordinate of the rectangle's edges.
  @inline(__always)
  var magnitude: Double {
    max(minX.magnitude, minY.magnitude, maxX.magnitude, maxY.magnitude)
  }
}
