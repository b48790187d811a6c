/// The four corners of a rectangle, carried as points through maps that do not keep rectangles
/// axis-aligned: a rectangle converted along a path is boxed only after a perspective level, so the
/// affine runs before it move its corners, not its box.
///
/// The corners are, in order, `(minX, minY)`, `(maxX, minY)`, `(minX, maxY)` and `(maxX, maxY)` of
/// the rectangle they start from.
@frozen @usableFromInline
struct Corners {
  @usableFromInline var p0: Point2D
  @usableFromInline var p1: Point2D
  @usableFromInline var p2: Point2D
  @usableFromInline var p3: Point2D

  /// The corners of a standardized rectangle.
  @inlinable
  init(of rect: Rect2D) {
    let (x, y) = (rect.origin.x, rect.origin.y)
    let (maxX, maxY) = (x + rect.size.width, y + rect.size.height)
    p0 = Point2D(x: x, y: y)
    p1 = Point2D(x: maxX, y: y)
    p2 = Point2D(x: x, y: maxY)
    p3 = Point2D(x: maxX, y: maxY)
  }

  /// Each corner moved by an affine map.
  @inlinable
  func applying(_ t: AffineTransform2D) -> Corners {
    var moved = self
    moved.p0 = p0.applying(t)
    moved.p1 = p1.applying(t)
    moved.p2 = p2.applying(t)
    moved.p3 = p3.applying(t)
    return moved
  }

  /// The smallest rectangle that holds the four points; all `NaN` when a coordinate is not finite.
  var boundingBox: Rect2D {
    guard p0.isFinite, p1.isFinite, p2.isFinite, p3.isFinite else { return .notANumber }
    let minX = min(p0.x, p1.x, p2.x, p3.x)
    let minY = min(p0.y, p1.y, p2.y, p3.y)
    return Rect2D(
      x: minX, y: minY,
      width: max(p0.x, p1.x, p2.x, p3.x) - minX, height: max(p0.y, p1.y, p2.y, p3.y) - minY)
  }
}
