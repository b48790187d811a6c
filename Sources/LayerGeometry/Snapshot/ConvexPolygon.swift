// Convex polygons in a snapshot's space: the clip of masking layers (the intersection of their
// quads) and the overlap of a layer's visible part with a query rectangle. Edges count as inside
// (closed), as Rect2D.intersects counts touching rectangles.

enum ConvexPolygon {
  /// The part of `subject` inside the convex polygon `clipper` (Sutherland–Hodgman); empty when
  /// they do not meet or when `clipper` has no area.
  static func intersection(_ subject: [Point2D], _ clipper: [Point2D]) -> [Point2D] {
    clipped(subject, by: clipper[...], to: nil) { Array($0) } ?? []
  }

  /// Whether the part of the convex polygon `subject` inside the convex polygon `clipper` (all of it
  /// when there is none) shares a point with a standardized rectangle, edges included; nothing
  /// when `clipper` has no area.
  ///
  /// Allocates nothing: the polygons clipped on the way live in a buffer on the call stack (on the
  /// heap only for clippers of hundreds of vertices).
  static func meets(
    _ subject: some Collection<Point2D>, within clipper: ArraySlice<Point2D>?, _ rect: Rect2D
  ) -> Bool {
    guard !rect.isNull else { return false }
    return clipped(subject, by: clipper, to: rect.isInfinite ? nil : rect) { !$0.isEmpty } ?? false
  }

  /// Clips `subject` by the convex polygon `clipper` and then by `rect` (each when given), in a
  /// buffer on the call stack, and hands the part left to `body`; `nil` when `clipper` has no area.
  private static func clipped<Result>(
    _ subject: some Collection<Point2D>, by clipper: ArraySlice<Point2D>?, to rect: Rect2D?,
    _ body: (UnsafeMutableBufferPointer<Point2D>) -> Result
  ) -> Result? {
    var orientation = 1.0
    if let clipper {
      let area = signedDoubleArea(clipper)
      guard area != 0, area.isFinite else { return nil }
      orientation = area > 0 ? 1 : -1
    }
    // Each pass adds at most one vertex.
    let capacity = subject.count + (clipper?.count ?? 0) + 4
    return withUnsafeTemporaryAllocation(of: Point2D.self, capacity: 2 * capacity) { buffer in
      var (from, to) = (0, capacity)  // where the current polygon is, and where the next goes
      var count = 0
      for point in subject {
        buffer[count] = point
        count += 1
      }
      func pass(_ side: (Point2D) -> Double) {
        guard count > 0 else { return }
        count = clip(buffer, from: from, count: count, into: to, side: side)
        (from, to) = (to, from)
      }
      if let clipper, var previous = clipper.last {
        for current in clipper {
          let (a, b) = (previous, current)
          // Positive on the inner side of the edge a → b.
          pass { p in orientation * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) }
          previous = current
        }
      }
      if let rect {
        pass { $0.x - rect.minX }
        pass { rect.maxX - $0.x }
        pass { $0.y - rect.minY }
        pass { rect.maxY - $0.y }
      }
      return body(UnsafeMutableBufferPointer(rebasing: buffer[from..<(from + count)]))
    }
  }

  /// Twice the signed area of a polygon (positive when its vertices turn counter-clockwise in a
  /// y-up space).
  static func signedDoubleArea(_ polygon: some BidirectionalCollection<Point2D>) -> Double {
    guard var previous = polygon.last else { return 0 }
    var sum = 0.0
    for current in polygon {
      sum += previous.x * current.y - current.x * previous.y
      previous = current
    }
    return sum
  }

  /// One Sutherland–Hodgman pass within a buffer: the `count` points from `from` on, kept where
  /// `side ≥ 0` and cut where an edge crosses 0, written from `to` on; returns their number.
  private static func clip(
    _ buffer: UnsafeMutableBufferPointer<Point2D>, from: Int, count: Int, into to: Int,
    side: (Point2D) -> Double
  ) -> Int {
    guard count > 0 else { return 0 }
    var written = 0
    var previous = buffer[from + count - 1]
    var previousSide = side(previous)
    for index in from..<(from + count) {
      let current = buffer[index]
      let currentSide = side(current)
      if (previousSide >= 0) != (currentSide >= 0) {
        let t = previousSide / (previousSide - currentSide)
        buffer[to + written] = Point2D(
          x: previous.x + (current.x - previous.x) * t, y: previous.y + (current.y - previous.y) * t
        )
        written += 1
      }
      if currentSide >= 0 {
        buffer[to + written] = current
        written += 1
      }
      (previous, previousSide) = (current, currentSide)
    }
    return written
  }
}
