/// A path of straight and curved segments, enough to write any `CGPath` a keyframe animation
/// moves a layer along: moves, lines, quadratic and cubic Bézier curves, and closes.
///
/// ```swift
/// var path = Path2D()
/// path.move(to: Point2D(x: 0, y: 0))
/// path.addLine(to: Point2D(x: 100, y: 0))
/// path.addCurve(
///   to: Point2D(x: 100, y: 100), control1: Point2D(x: 150, y: 0), control2: Point2D(x: 150, y: 100))
/// // path.elements.count == 3
/// ```
public struct Path2D: Hashable, Sendable {
  /// One instruction of a path.
  ///
  /// ```swift
  /// let element = Path2D.Element.line(to: Point2D(x: 10, y: 0))
  /// // element == .line(to: Point2D(x: 10, y: 0))
  /// ```
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at the point, drawing nothing.
    ///
    /// ```swift
    /// // Path2D.Element.move(to: .zero) != .line(to: .zero)
    /// ```
    case move(to: Point2D)
    /// A straight line from the current point.
    ///
    /// ```swift
    /// let line = Path2D.Element.line(to: Point2D(x: 5, y: 5))
    /// // line == .line(to: Point2D(x: 5, y: 5))
    /// ```
    case line(to: Point2D)
    /// A quadratic Bézier curve from the current point, bent towards `control`.
    ///
    /// ```swift
    /// let arc = Path2D.Element.quadCurve(to: Point2D(x: 10, y: 0), control: Point2D(x: 5, y: 5))
    /// // arc != .line(to: Point2D(x: 10, y: 0))
    /// ```
    case quadCurve(to: Point2D, control: Point2D)
    /// A cubic Bézier curve from the current point, leaving towards `control1` and arriving from
    /// `control2`.
    ///
    /// ```swift
    /// let s = Path2D.Element.curve(
    ///   to: Point2D(x: 10, y: 0), control1: Point2D(x: 3, y: 5), control2: Point2D(x: 7, y: -5))
    /// // s != .line(to: Point2D(x: 10, y: 0))
    /// ```
    case curve(to: Point2D, control1: Point2D, control2: Point2D)
    /// A straight line back to the start of the subpath.
    ///
    /// ```swift
    /// // Path2D.Element.close == .close
    /// ```
    case close
  }

  /// The path's instructions, in order.
  ///
  /// ```swift
  /// var path = Path2D()
  /// path.addLine(to: Point2D(x: 1, y: 1))
  /// // path.elements == [.line(to: Point2D(x: 1, y: 1))]
  /// ```
  public private(set) var elements: [Element] = []

  /// An empty path; until a move, the current point is (0, 0).
  ///
  /// ```swift
  /// let path = Path2D()
  /// // path.elements == []
  /// ```
  public init() {}

  /// Starts a new subpath at `point`.
  ///
  /// ```swift
  /// var path = Path2D()
  /// path.move(to: Point2D(x: 10, y: 10))
  /// // path.elements == [.move(to: Point2D(x: 10, y: 10))]
  /// ```
  public mutating func move(to point: Point2D) { elements.append(.move(to: point)) }

  /// Adds a straight line to `point`.
  ///
  /// ```swift
  /// var path = Path2D()
  /// path.addLine(to: Point2D(x: 10, y: 0))
  /// // path.elements.last == .line(to: Point2D(x: 10, y: 0))
  /// ```
  public mutating func addLine(to point: Point2D) { elements.append(.line(to: point)) }

  /// Adds a quadratic Bézier curve to `point`, bent towards `control`.
  ///
  /// ```swift
  /// var path = Path2D()
  /// path.addQuadCurve(to: Point2D(x: 10, y: 0), control: Point2D(x: 5, y: 10))
  /// // path.elements.count == 1
  /// ```
  public mutating func addQuadCurve(to point: Point2D, control: Point2D) {
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier curve to `point`.
  ///
  /// ```swift
  /// var path = Path2D()
  /// path.addCurve(
  ///   to: Point2D(x: 10, y: 0), control1: Point2D(x: 0, y: 10), control2: Point2D(x: 10, y: 10))
  /// // path.elements.count == 1
  /// ```
  public mutating func addCurve(to point: Point2D, control1: Point2D, control2: Point2D) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the subpath with a straight line back to its start.
  ///
  /// ```swift
  /// var path = Path2D()
  /// path.addLine(to: Point2D(x: 10, y: 0))
  /// path.closeSubpath()
  /// // path.elements.last == .close
  /// ```
  public mutating func closeSubpath() { elements.append(.close) }
}

extension Path2D {
  /// One drawn piece of a path, as a cubic Bézier curve (a line or a quadratic curve raised to
  /// one): what a keyframe animation along the path moves through.
  struct Segment: Hashable, Sendable {
    let start, control1, control2, end: Point2D

    /// The point at parameter `t` in `0...1`.
    func point(at t: Double) -> Point2D {
      let s = 1 - t
      let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
      return Point2D(
        x: a * start.x + b * control1.x + c * control2.x + d * end.x,
        y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// The direction of travel at `t`; where the derivative vanishes (a control point on an
    /// end), the chord from start to end.
    func tangent(at t: Double) -> Point2D {
      let s = 1 - t
      let (a, b, c) = (3 * s * s, 6 * s * t, 3 * t * t)
      let d = Point2D(
        x: a * (control1.x - start.x) + b * (control2.x - control1.x) + c * (end.x - control2.x),
        y: a * (control1.y - start.y) + b * (control2.y - control1.y) + c * (end.y - control2.y))
      guard d.x == 0, d.y == 0 else { return d }
      return Point2D(x: end.x - start.x, y: end.y - start.y)
    }
  }

  /// The drawn pieces, in order, and where each subpath's moves put the pen: each element but a
  /// move is one segment (a close, the line back to the subpath's start).
  var segments: [Segment] {
    var (segments, current, subpathStart) = ([Segment](), Point2D.zero, Point2D.zero)
    func line(to end: Point2D) -> Segment {
      Segment(
        start: current,
        control1: Point2D(
          x: current.x + (end.x - current.x) / 3, y: current.y + (end.y - current.y) / 3),
        control2: Point2D(
          x: current.x + 2 * (end.x - current.x) / 3, y: current.y + 2 * (end.y - current.y) / 3),
        end: end)
    }
    for element in elements {
      switch element {
      case .move(let point):
        (current, subpathStart) = (point, point)
      case .line(let end):
        segments.append(line(to: end))
        current = end
      case .quadCurve(let end, let control):
        segments.append(
          Segment(
            start: current,
            control1: Point2D(
              x: current.x + 2 * (control.x - current.x) / 3,
              y: current.y + 2 * (control.y - current.y) / 3),
            control2: Point2D(
              x: end.x + 2 * (control.x - end.x) / 3, y: end.y + 2 * (control.y - end.y) / 3),
            end: end))
        current = end
      case .curve(let end, let control1, let control2):
        segments.append(Segment(start: current, control1: control1, control2: control2, end: end))
        current = end
      case .close:
        segments.append(line(to: subpathStart))
        current = subpathStart
      }
    }
    return segments
  }
}
