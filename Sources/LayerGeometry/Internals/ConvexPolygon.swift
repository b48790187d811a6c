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
  static func clipped<Result>(
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
      func pass(_ boundary: HalfPlane) {
        guard count > 0 else { return }
        count = clip(buffer, from: from, count: count, into: to, by: boundary)
        (from, to) = (to, from)
      }
      if let clipper, var previous = clipper.last {
        for current in clipper {
          pass(.leftOf(previous, current, orientation: orientation))
          previous = current
        }
      }
      if let rect {
        pass(.xAtLeast(rect.minX))
        pass(.xAtMost(rect.maxX))
        pass(.yAtLeast(rect.minY))
        pass(.yAtMost(rect.maxY))
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
  /// they lie in `boundary` and cut where an edge crosses its line, written from `to` on; returns
  /// their number.
  private static func clip(
    _ buffer: UnsafeMutableBufferPointer<Point2D>, from: Int, count: Int, into to: Int,
    by boundary: HalfPlane
  ) -> Int {
    guard count > 0 else { return 0 }
    var written = 0
    var previous = buffer[from + count - 1]
    var previousSide = boundary.side(of: previous)
    for index in from..<(from + count) {
      let current = buffer[index]
      let currentSide = boundary.side(of: current)
      if (previousSide >= 0) != (currentSide >= 0) {
        buffer[to + written] = boundary.crossing(previous, previousSide, current, currentSide)
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

  /// The closed side of a line that a clipping pass keeps.
  ///
  /// A crossing of an axis-aligned line lies exactly on it: the coordinate the line fixes is the
  /// line's own, not one interpolated from the ends. Interpolating it from ends far apart (a layer
  /// squashed to a line 10³⁰¹ long) leaves an error of the ends' size, which can put the crossing on
  /// the wrong side of the next pass and lose a polygon that meets a rectangle.
  private enum HalfPlane {
    /// Points on the inner side of the edge `a → b` of a polygon turning as `orientation` says
    /// (1 counter-clockwise in a y-up space, −1 clockwise).
    case leftOf(Point2D, Point2D, orientation: Double)
    case xAtLeast(Double)
    case xAtMost(Double)
    case yAtLeast(Double)
    case yAtMost(Double)

    /// Positive inside, 0 on the line, negative outside.
    func side(of p: Point2D) -> Double {
      switch self {
      case .leftOf(let a, let b, let orientation):
        return orientation * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x))
      case .xAtLeast(let x): return p.x - x
      case .xAtMost(let x): return x - p.x
      case .yAtLeast(let y): return p.y - y
      case .yAtMost(let y): return y - p.y
      }
    }

    /// Where the segment `a b`, whose ends lie on different sides, crosses the line.
    ///
    /// On an axis-aligned line, the other coordinate is a weighted mean of the ends, so it lies
    /// between them; only ends farther apart than `Double.greatestFiniteMagnitude` overflow.
    func crossing(_ a: Point2D, _ sideOfA: Double, _ b: Point2D, _ sideOfB: Double) -> Point2D {
      switch self {
      case .leftOf:
        let t = sideOfA / (sideOfA - sideOfB)
        return Point2D(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      case .xAtLeast(let x), .xAtMost(let x):
        let t = (x - a.x) / (b.x - a.x)
        return Point2D(x: x, y: a.y * (1 - t) + b.y * t)
      case .yAtLeast(let y), .yAtMost(let y):
        let t = (y - a.y) / (b.y - a.y)
        return Point2D(x: a.x * (1 - t) + b.x * t, y: y)
      }
    }
  }
}
