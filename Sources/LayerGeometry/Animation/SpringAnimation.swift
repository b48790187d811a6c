/// An animation that moves its key path as a damped spring does, the counterpart of
/// `CASpringAnimation`: a ``BasicAnimation`` whose progress is the position of a mass on a
/// spring released at the start value, pulled towards the end value.
///
/// With mass `m`, stiffness `k`, damping `c` and initial velocity `v₀` (towards the end, in
/// distances from start to end per second), the progress at `t` seconds into a pass is
/// `1 + y(t)`, where `y` solves `m·y″ + c·y′ + k·y = 0` from `y(0) = −1`, `y′(0) = v₀`: an
/// oscillation that dies away (under-damped), the fastest approach without overshoot
/// (critically damped) or a slow creep (over-damped). The pass's ``TimedAnimation/duration``
/// cuts the motion off; set it to ``settlingDuration`` to let the spring come to rest.
///
/// ```swift
/// var bounce = SpringAnimation(keyPath: "position.y")
/// bounce.fromValue = .number(0)
/// bounce.toValue = .number(100)
/// bounce.duration = bounce.settlingDuration
/// // bounce.mass == 1, bounce.stiffness == 100, bounce.damping == 10: it overshoots, then settles
/// ```
public struct SpringAnimation: TimedAnimation, Hashable {
  /// The animation's key path, values, pacing and timing.
  var base: BasicAnimation

  /// The mass on the spring; `1` by default.
  ///
  /// Heavier swings slower and longer.
  ///
  /// ```swift
  /// var bounce = SpringAnimation(keyPath: "position")
  /// bounce.mass = 2
  /// // bounce.mass == 2
  /// ```
  public var mass = 1.0

  /// The spring's stiffness; `100` by default.
  ///
  /// Stiffer swings faster.
  ///
  /// ```swift
  /// var bounce = SpringAnimation(keyPath: "position")
  /// bounce.stiffness = 300
  /// // bounce.stiffness == 300
  /// ```
  public var stiffness = 100.0

  /// The friction; `10` by default.
  ///
  /// More damping dies away sooner; at `2·√(stiffness·mass)` and above, the spring never
  /// overshoots.
  ///
  /// ```swift
  /// var settle = SpringAnimation(keyPath: "position")
  /// settle.damping = 20    // critically damped with the default mass and stiffness
  /// // settle.damping == 20
  /// ```
  public var damping = 10.0

  /// The speed at the start, towards the end value; `0` by default.
  ///
  /// In distances from start to end per second. Negative values start away from the end.
  ///
  /// ```swift
  /// var flick = SpringAnimation(keyPath: "position")
  /// flick.initialVelocity = 5
  /// // flick.initialVelocity == 5
  /// ```
  public var initialVelocity = 0.0

  /// A spring animation of `keyPath` with no values yet and the default spring.
  ///
  /// ```swift
  /// let bounce = SpringAnimation(keyPath: "position")
  /// // bounce.keyPath == "position" and bounce.damping == 10
  /// ```
  ///
  /// - Parameter keyPath: The key path to animate.
  public init(keyPath: String) {
    base = BasicAnimation(keyPath: keyPath)
  }

  /// The key path the animation changes (see ``BasicAnimation/keyPath``).
  ///
  /// ```swift
  /// var bounce = SpringAnimation(keyPath: "position")
  /// bounce.keyPath = "position.x"
  /// // bounce.keyPath == "position.x"
  /// ```
  public var keyPath: String {
    get { base.keyPath }
    set { base.keyPath = newValue }
  }

  /// The value the spring is released at (see ``BasicAnimation/fromValue``).
  ///
  /// ```swift
  /// var bounce = SpringAnimation(keyPath: "position.x")
  /// bounce.fromValue = .number(0)
  /// // bounce.fromValue == .number(0)
  /// ```
  public var fromValue: AnimationValue? {
    get { base.fromValue }
    set { base.fromValue = newValue }
  }

  /// The value the spring pulls towards (see ``BasicAnimation/toValue``).
  ///
  /// ```swift
  /// var bounce = SpringAnimation(keyPath: "position.x")
  /// bounce.toValue = .number(100)
  /// // bounce.toValue == .number(100)
  /// ```
  public var toValue: AnimationValue? {
    get { base.toValue }
    set { base.toValue = newValue }
  }

  /// How far the spring moves (see ``BasicAnimation/byValue``).
  ///
  /// ```swift
  /// var bounce = SpringAnimation(keyPath: "position.x")
  /// bounce.byValue = .number(50)
  /// // bounce.byValue == .number(50)
  /// ```
  public var byValue: AnimationValue? {
    get { base.byValue }
    set { base.byValue = newValue }
  }

  /// Whether the value is added to the value beneath (see ``BasicAnimation/isAdditive``).
  ///
  /// ```swift
  /// var bounce = SpringAnimation(keyPath: "position.x")
  /// bounce.isAdditive = true
  /// // bounce.isAdditive == true
  /// ```
  public var isAdditive: Bool {
    get { base.isAdditive }
    set { base.isAdditive = newValue }
  }

  /// Whether each repeat starts where the one before ended (see
  /// ``BasicAnimation/isCumulative``).
  ///
  /// ```swift
  /// var bounce = SpringAnimation(keyPath: "position.x")
  /// bounce.isCumulative = true
  /// // bounce.isCumulative == true
  /// ```
  public var isCumulative: Bool {
    get { base.isCumulative }
    set { base.isCumulative = newValue }
  }

  /// A curve applied to the time before the spring reads it; `nil` (the default) for none.
  ///
  /// ```swift
  /// var bounce = SpringAnimation(keyPath: "position.x")
  /// bounce.timingFunction = .linear
  /// // bounce.timingFunction == .linear
  /// ```
  public var timingFunction: TimingFunction? {
    get { base.timingFunction }
    set { base.timingFunction = newValue }
  }

  /// How the animated number becomes a transform (see ``BasicAnimation/valueFunction``).
  ///
  /// ```swift
  /// var wobble = SpringAnimation(keyPath: "transform")
  /// wobble.valueFunction = .rotateZ
  /// // wobble.valueFunction == .rotateZ
  /// ```
  public var valueFunction: ValueFunction? {
    get { base.valueFunction }
    set { base.valueFunction = newValue }
  }

  /// When the animation runs, how fast and how often, and what holds outside that time.
  ///
  /// ```swift
  /// var bounce = SpringAnimation(keyPath: "position.x")
  /// bounce.timing.duration = 1.5
  /// // bounce.duration == 1.5
  /// ```
  public var timing: MediaTiming {
    get { base.timing }
    set { base.timing = newValue }
  }

  /// Whether the animation stops counting once it ends (see
  /// ``BasicAnimation/isRemovedOnCompletion``).
  ///
  /// ```swift
  /// var bounce = SpringAnimation(keyPath: "position.x")
  /// bounce.isRemovedOnCompletion = false
  /// // bounce.isRemovedOnCompletion == false
  /// ```
  public var isRemovedOnCompletion: Bool {
    get { base.isRemovedOnCompletion }
    set { base.isRemovedOnCompletion = newValue }
  }

  /// How long the spring takes to come to rest, in seconds: the time after which it stays within
  /// 0.1 % of the distance from its end (its envelope `e^(−ζω₀t)` times the starting amplitude
  /// falls below 0.001), or `.infinity` for a spring that never settles (no damping, or a mass
  /// or stiffness that is not positive).
  ///
  /// ```swift
  /// let bounce = SpringAnimation(keyPath: "position")
  /// // bounce.settlingDuration ≈ 1.41 (ζ = 0.5, ω₀ = 10)
  /// ```
  public var settlingDuration: Double {
    Spring(self).settlingDuration
  }

  /// The progress of the spring `time` seconds into a pass: `0` at the start, `1` at rest.
  func progress(atSeconds time: Double) -> Double { Spring(self).progress(atSeconds: time) }
}

/// The damped oscillator of a ``SpringAnimation``, in closed form.
private struct Spring {
  /// The undamped angular frequency `ω₀ = √(k/m)` and the damping ratio `ζ = c / (2√(k·m))`.
  let naturalFrequency: Double
  let dampingRatio: Double
  let initialVelocity: Double

  init(_ animation: SpringAnimation) {
    naturalFrequency = (animation.stiffness / animation.mass).squareRoot()
    dampingRatio = animation.damping / (2 * (animation.stiffness * animation.mass).squareRoot())
    initialVelocity = animation.initialVelocity
  }

  /// `1 + y(t)`, with `y(0) = −1` and `y′(0) = v₀`.
  func progress(atSeconds t: Double) -> Double {
    let (w0, zeta, v0) = (naturalFrequency, dampingRatio, initialVelocity)
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (v0 - zeta * w0) / wd
      return 1 + exponential(-zeta * w0 * t) * (-cosine(wd * t) + b * sine(wd * t))
    } else if zeta == 1 {
      return 1 + exponential(-w0 * t) * (-1 + (v0 - w0) * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let (r1, r2) = (-w0 * (zeta - root), -w0 * (zeta + root))
      let c2 = (v0 + r1) / (r2 - r1)
      let c1 = -1 - c2
      return 1 + c1 * exponential(r1 * t) + c2 * exponential(r2 * t)
    }
  }

  /// When the envelope of `y` falls below 0.001 for good.
  var settlingDuration: Double {
    let (w0, zeta, v0) = (naturalFrequency, dampingRatio, initialVelocity)
    guard w0 > 0, w0.isFinite, zeta > 0, zeta.isFinite, v0.isFinite else { return .infinity }
    let tolerance = 0.001
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (v0 - zeta * w0) / wd
      let amplitude = (1 + b * b).squareRoot()
      return Swift.max(0, -naturalLogarithm(tolerance / amplitude) / (zeta * w0))
    }
    // Without oscillation: step to the last time |y| is above the tolerance (y has at most one
    // zero crossing, so once below and decaying it stays below).
    var (time, step) = (0.0, 1.0 / 240)
    while time < 1e4 {
      let next = time + step
      if abs(progress(atSeconds: next) - 1) <= tolerance,
        abs(progress(atSeconds: next + step) - 1) <= abs(progress(atSeconds: next) - 1)
      {
        return next
      }
      time = next
      step *= 1.01
    }
    return .infinity
  }
}
