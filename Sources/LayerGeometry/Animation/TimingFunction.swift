/// The pacing of an animation, the counterpart of `CAMediaTimingFunction`: a cubic Bézier curve
/// from (0, 0) to (1, 1) that maps the fraction of an animation's duration that has passed to the
/// fraction of the way from its first value to its last.
///
/// The two inner control points are stored as `Float`, as Core Animation stores them, and
/// ``value(at:)`` solves the curve as Core Animation does — to within `1e-5` of the exact curve, so
/// that even ``linear`` gives `0.669997` at `0.67`, the number Core Animation gives.
///
/// ```swift
/// let curve = TimingFunction.easeInEaseOut
/// // curve.value(at: 0.5) == 0.5
/// // curve.value(at: 0.25) ≈ 0.129162   (slow at the start)
/// ```
@frozen
public struct TimingFunction: Hashable, Sendable {
  /// The first inner control point's x, as `Float`.
  @usableFromInline let c1x: Float
  /// The first inner control point's y, as `Float`.
  @usableFromInline let c1y: Float
  /// The second inner control point's x, as `Float`.
  @usableFromInline let c2x: Float
  /// The second inner control point's y, as `Float`.
  @usableFromInline let c2y: Float

  /// Creates the curve whose inner control points are `(c1x, c1y)` and `(c2x, c2y)`; the curve
  /// runs from (0, 0) to (1, 1), as `CAMediaTimingFunction(controlPoints:_:_:_:)` does.
  ///
  /// The points are kept as given, inside the unit square or not. A `y` outside `0...1` makes a
  /// curve that overshoots its end or backs up before it starts (`(0.5, 2, 0.5, 2)` reaches
  /// `1.625` halfway); an `x` outside `0...1` makes a curve that turns back on itself, for which
  /// ``value(at:)`` still gives a finite answer: the `y` of a point of the curve whose `x` lies
  /// within `1e-5` of the fraction.
  ///
  /// ```swift
  /// let overshoot = TimingFunction(controlPoints: 0.5, 2, 0.5, 2)
  /// // overshoot.value(at: 0.5) == 1.625
  /// ```
  ///
  /// - Parameters:
  ///   - c1x: The first inner control point's x.
  ///   - c1y: The first inner control point's y.
  ///   - c2x: The second inner control point's x.
  ///   - c2y: The second inner control point's y.
  @inlinable
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    self.c1x = c1x
    self.c1y = c1y
    self.c2x = c2x
    self.c2y = c2y
  }

  /// Even pacing: control points (0, 0) and (1, 1), `CAMediaTimingFunctionName.linear`.
  ///
  /// Solved as Core Animation solves every curve, so its values may differ from the fraction by
  /// up to `1e-5`.
  ///
  /// ```swift
  /// // TimingFunction.linear.value(at: 0.67) ≈ 0.669997   (Core Animation's own number)
  /// ```
  public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)

  /// Slow at the start: control points (0.42, 0) and (1, 1), `CAMediaTimingFunctionName.easeIn`.
  ///
  /// ```swift
  /// // TimingFunction.easeIn.value(at: 0.5) ≈ 0.315357
  /// ```
  public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)

  /// Slow at the end: control points (0, 0) and (0.58, 1), `CAMediaTimingFunctionName.easeOut`.
  ///
  /// ```swift
  /// // TimingFunction.easeOut.value(at: 0.5) ≈ 0.684643
  /// ```
  public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)

  /// Slow at both ends: control points (0.42, 0) and (0.58, 1),
  /// `CAMediaTimingFunctionName.easeInEaseOut`.
  ///
  /// ```swift
  /// // TimingFunction.easeInEaseOut.value(at: 0.75) ≈ 0.870838
  /// ```
  public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)

  /// The curve of Core Animation's implicit animations: control points (0.25, 0.1) and
  /// (0.25, 1), `CAMediaTimingFunctionName.default`.
  ///
  /// ```swift
  /// // TimingFunction.default.value(at: 0.67) ≈ 0.926527
  /// ```
  public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

  /// The control point at `index`: (0, 0), the two inner points, then (1, 1), as
  /// `getControlPoint(at:values:)` gives them.
  ///
  /// The inner points are the `Float`s the curve keeps, widened: `0.42` reads back as
  /// `0.41999998688697815`.
  ///
  /// ```swift
  /// let curve = TimingFunction(controlPoints: 0.25, 0.5, 0.75, 1)
  /// // curve.controlPoint(at: 1) == Point2D(x: 0.25, y: 0.5)
  /// // curve.controlPoint(at: 3) == Point2D(x: 1, y: 1)
  /// ```
  ///
  /// - Parameter index: `0...3`; any other index is a precondition failure that names it.
  /// - Returns: The control point.
  public func controlPoint(at index: Int) -> Point2D {
    switch index {
    case 0: return Point2D(x: 0, y: 0)
    case 1: return Point2D(x: Double(c1x), y: Double(c1y))
    case 2: return Point2D(x: Double(c2x), y: Double(c2y))
    case 3: return Point2D(x: 1, y: 1)
    default: preconditionFailure("controlPoint(at:): index \(index) is outside 0...3")
    }
  }

  /// The curve's `y` where its `x` is `fraction`: how far an animation paced by this curve has
  /// gone when `fraction` of its duration has passed.
  ///
  /// Solved as Core Animation solves it: Newton's method from `t = fraction` (up to 8 steps),
  /// then bisection, stopping when `x(t)` lies within `1e-5` of `fraction`, with the control
  /// points as the `Float`s the curve keeps. The answers carry that error — Core Animation's
  /// own: `linear` gives `0.669997` at `0.67` — and are exactly `0` at `0` and `1` at `1`.
  ///
  /// - A `fraction` below `0` gives `0` and one above `1` gives `1`: the curve is held at its
  ///   ends, as Core Animation holds it (it does not extrapolate, as CSS does).
  /// - A `NaN` fraction gives `NaN`. A control point that is `NaN` or infinite gives `NaN`
  ///   strictly between `0` and `1`, and still `0` and `1` at the ends.
  ///
  /// ```swift
  /// let curve = TimingFunction.easeIn
  /// // curve.value(at: 0.25) ≈ 0.093465
  /// // curve.value(at: -0.5) == 0 and curve.value(at: 1.5) == 1
  /// ```
  ///
  /// - Parameter fraction: The fraction of the duration that has passed.
  /// - Returns: The fraction of the way from the first value to the last.
  @inlinable
  public func value(at fraction: Double) -> Double {
    guard fraction > 0 else { return fraction.isNaN ? .nan : 0 }
    guard fraction < 1 else { return 1 }
    let curve = Polynomials(self)
    return curve.y(at: curve.parameter(whereXIs: fraction))
  }

  /// The curve's coordinates as cubic polynomials in its parameter `t`, `((a·t + b)·t + c)·t`.
  @frozen @usableFromInline
  struct Polynomials {
    @usableFromInline let ax, bx, cx, ay, by, cy: Double

    @inlinable
    init(_ curve: TimingFunction) {
      let (x1, y1, x2, y2) = (
        Double(curve.c1x), Double(curve.c1y), Double(curve.c2x), Double(curve.c2y)
      )
      cx = 3 * x1
      bx = 3 * (x2 - x1) - cx
      ax = 1 - cx - bx
      cy = 3 * y1
      by = 3 * (y2 - y1) - cy
      ay = 1 - cy - by
    }

    @inlinable func x(at t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable func y(at t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inlinable func slopeOfX(at t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// A `t` whose `x(t)` lies within `1e-5` of `x`, for `x` in `(0, 1)`: Newton from `t = x`,
    /// then bisection of `0...1`; `NaN` when a coefficient is not finite.
    @inlinable
    func parameter(whereXIs x: Double) -> Double {
      let tolerance = 1e-5
      guard (ax + bx + cx).isFinite, (ay + by + cy).isFinite else { return .nan }
      var t = x
      for _ in 0..<8 {
        let error = self.x(at: t) - x
        if error.magnitude < tolerance { return t }
        let slope = slopeOfX(at: t)
        if slope.magnitude < 1e-6 { break }
        t -= error / slope
      }
      // x(0) = 0 < x < 1 = x(1): halving keeps a root between the two ends.
      var (low, high) = (0.0, 1.0)
      t = x
      while low < high {
        let value = self.x(at: t)
        if (value - x).magnitude < tolerance { return t }
        if x > value { low = t } else { high = t }
        t = low + (high - low) / 2
      }
      return t
    }
  }
}

extension TimingFunction: CustomStringConvertible {
  /// The curve as its initializer is written.
  ///
  /// ```swift
  /// let text = TimingFunction.easeIn.description
  /// // text == "TimingFunction(controlPoints: 0.42, 0.0, 1.0, 1.0)"
  /// ```
  public var description: String {
    "TimingFunction(controlPoints: \(c1x), \(c1y), \(c2x), \(c2y))"
  }
}
