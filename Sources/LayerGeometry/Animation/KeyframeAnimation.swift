/// An animation of one key path through a list of values, the counterpart of
/// `CAKeyframeAnimation`.
///
/// The ``values`` are the keyframes; ``keyTimes`` say when each is reached (fractions of the
/// duration), ``timingFunctions`` pace each segment between two, and the ``calculationMode`` says
/// how the segments are filled: straight (``CalculationMode/linear``), held
/// (``CalculationMode/discrete``), at an even speed along the way (``CalculationMode/paced``), or
/// along a smooth Kochanek–Bartels spline through every value (``CalculationMode/cubic``, and
/// ``CalculationMode/cubicPaced`` at an even speed). The animation's own ``timingFunction`` is
/// applied first, then the segment's, as Core Animation's documentation says.
///
/// ```swift
/// let layer = Layer()
/// var hop = KeyframeAnimation(keyPath: "position.y")
/// hop.values = [.number(0), .number(-40), .number(0)]
/// hop.duration = 1
/// try layer.add(hop, forKey: "hop")
/// // layer.presentationValue(forKeyPath: "position.y", at: 0.25) == .number(-20)
/// ```
public struct KeyframeAnimation: TimedAnimation, Hashable {
  /// How the segments between keyframes are filled, the counterpart of
  /// `CAAnimationCalculationMode`; the raw values are Core Animation's strings.
  ///
  /// ```swift
  /// // KeyframeAnimation.CalculationMode(rawValue: "cubicPaced") == .cubicPaced
  /// ```
  public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
    /// Straight from each keyframe to the next, at the ``KeyframeAnimation/keyTimes`` (evenly
    /// spaced without them); the default.
    ///
    /// ```swift
    /// // KeyframeAnimation(keyPath: "position").calculationMode == .linear
    /// ```
    case linear
    /// Each keyframe held until the next one's time: no interpolation. With `n` values,
    /// ``KeyframeAnimation/keyTimes`` may have `n` entries (the last value holds from the last
    /// time to the end) or `n + 1` (the last entry, 1, is the end), as Apple's two pages say;
    /// without them each value holds for `1/n` of the duration.
    ///
    /// ```swift
    /// // KeyframeAnimation.CalculationMode.discrete.rawValue == "discrete"
    /// ```
    case discrete
    /// Straight from keyframe to keyframe at an even speed: the times are those that make each
    /// segment's share of the duration its share of the distance; ``KeyframeAnimation/keyTimes``
    /// and ``KeyframeAnimation/timingFunctions`` are ignored.
    ///
    /// ```swift
    /// // KeyframeAnimation.CalculationMode.paced.rawValue == "paced"
    /// ```
    case paced
    /// Along a Kochanek–Bartels spline through every keyframe, shaped by the
    /// ``KeyframeAnimation/tensionValues``, ``KeyframeAnimation/continuityValues`` and
    /// ``KeyframeAnimation/biasValues`` (all `0`: a Catmull–Rom spline).
    ///
    /// ```swift
    /// // KeyframeAnimation.CalculationMode.cubic.rawValue == "cubic"
    /// ```
    case cubic
    /// Along the spline of ``cubic`` at an even speed along its length;
    /// ``KeyframeAnimation/keyTimes`` and ``KeyframeAnimation/timingFunctions`` are ignored.
    ///
    /// ```swift
    /// // KeyframeAnimation.CalculationMode.cubicPaced.rawValue == "cubicPaced"
    /// ```
    case cubicPaced

    /// The mode of a Core Animation string, such as `kCAAnimationPaced`'s `"paced"`; `nil` for
    /// any other string.
    ///
    /// ```swift
    /// let mode = KeyframeAnimation.CalculationMode(rawValue: "discrete")
    /// // mode == .discrete, KeyframeAnimation.CalculationMode(rawValue: "spline") == nil
    /// ```
    ///
    /// - Parameter rawValue: One of Core Animation's five mode names.
    public init?(rawValue: String) {
      guard let mode = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
      self = mode
    }
  }

  /// The key path the animation changes (see ``BasicAnimation/keyPath``).
  ///
  /// ```swift
  /// var hop = KeyframeAnimation(keyPath: "position")
  /// hop.keyPath = "position.y"
  /// // hop.keyPath == "position.y"
  /// ```
  public var keyPath: String

  /// The keyframes, each of the kind the key path takes; at least one.
  ///
  /// ```swift
  /// var blink = KeyframeAnimation(keyPath: "zPosition")
  /// blink.values = [.number(0), .number(5), .number(0)]
  /// // blink.values.count == 3
  /// ```
  public var values: [AnimationValue] = []

  /// When each keyframe is reached, as fractions of the duration; `nil` (the default) for evenly
  /// spaced keyframes.
  ///
  /// Rising from `0` to `1`, one per value (one more for ``CalculationMode/discrete``, which may
  /// also take one per value). Ignored by the paced modes.
  ///
  /// ```swift
  /// var hop = KeyframeAnimation(keyPath: "position.y")
  /// hop.values = [.number(0), .number(-40), .number(0)]
  /// hop.keyTimes = [0, 0.2, 1]      // up fast, down slowly
  /// // hop.keyTimes?.count == 3
  /// ```
  public var keyTimes: [Double]?

  /// One curve per segment between two keyframes (one fewer than the values; one per value for
  /// ``CalculationMode/discrete``, which has no use for them), applied after the animation's
  /// ``timingFunction``; `nil` (the default) for even pacing within each segment.
  ///
  /// ```swift
  /// var hop = KeyframeAnimation(keyPath: "position.y")
  /// hop.values = [.number(0), .number(-40), .number(0)]
  /// hop.timingFunctions = [.easeOut, .easeIn]   // slowing at the top
  /// // hop.timingFunctions?.count == 2
  /// ```
  public var timingFunctions: [TimingFunction]?

  /// How the segments between keyframes are filled; ``CalculationMode/linear`` by default.
  ///
  /// ```swift
  /// var path = KeyframeAnimation(keyPath: "position")
  /// path.calculationMode = .cubic
  /// // path.calculationMode == .cubic
  /// ```
  public var calculationMode = CalculationMode.linear

  /// The tension at each keyframe of a cubic spline, in `-1...1`: `1` draws the segments straight,
  /// `-1` round; `nil` (the default) for `0` everywhere.
  ///
  /// ```swift
  /// var path = KeyframeAnimation(keyPath: "position")
  /// path.tensionValues = [1, 1, 1]
  /// // path.tensionValues == [1, 1, 1]
  /// ```
  public var tensionValues: [Double]?

  /// The continuity at each keyframe of a cubic spline, in `-1...1`: away from `0` the path
  /// corners there; `nil` (the default) for `0` everywhere.
  ///
  /// ```swift
  /// var path = KeyframeAnimation(keyPath: "position")
  /// path.continuityValues = [0, -1, 0]
  /// // path.continuityValues == [0, -1, 0]
  /// ```
  public var continuityValues: [Double]?

  /// The bias at each keyframe of a cubic spline, in `-1...1`: towards `1` the path overshoots
  /// the keyframe, towards `-1` it undershoots; `nil` (the default) for `0` everywhere.
  ///
  /// ```swift
  /// var path = KeyframeAnimation(keyPath: "position")
  /// path.biasValues = [0, 0.5, 0]
  /// // path.biasValues == [0, 0.5, 0]
  /// ```
  public var biasValues: [Double]?

  /// A path to move along, for a key path that takes a point (`position`, `anchorPoint`,
  /// `bounds.origin`); `nil` (the default) to use ``values``.
  ///
  /// A path overrides ``values``: where it starts and the end of each segment (each element but a
  /// move) are the keyframes, and between two the layer follows the segment's own line or curve.
  /// ``keyTimes`` then give one time per keyframe (the start included); ``CalculationMode/paced``
  /// times the segments by their length, so that the layer moves at an even speed along the
  /// path. The cubic modes follow the path as ``CalculationMode/linear`` and
  /// ``CalculationMode/paced`` do: the path already says how to curve.
  ///
  /// ```swift
  /// var arc = KeyframeAnimation(keyPath: "position")
  /// var path = Path2D()
  /// path.move(to: Point2D(x: 0, y: 0))
  /// path.addQuadCurve(to: Point2D(x: 100, y: 0), control: Point2D(x: 50, y: -50))
  /// arc.path = path
  /// // arc.path?.elements.count == 2
  /// ```
  public var path: Path2D?

  /// Whether a layer moving along ``path`` turns to face the way it goes, the counterpart of
  /// `CAAnimationRotationMode`; the raw values are Core Animation's strings.
  ///
  /// ```swift
  /// // KeyframeAnimation.RotationMode(rawValue: "autoReverse") == .autoReverse
  /// ```
  public enum RotationMode: String, Hashable, Sendable, CaseIterable {
    /// The layer does not turn (the default).
    ///
    /// ```swift
    /// // KeyframeAnimation(keyPath: "position").rotationMode == .none
    /// ```
    case none
    /// The layer turns so that its x axis follows the path's tangent: a turn by the tangent's
    /// angle, applied before the layer's transform.
    ///
    /// ```swift
    /// // KeyframeAnimation.RotationMode.auto.rawValue == "auto"
    /// ```
    case auto
    /// As ``auto``, and half a turn more: the layer faces back along the path.
    ///
    /// ```swift
    /// // KeyframeAnimation.RotationMode.autoReverse.rawValue == "autoReverse"
    /// ```
    case autoReverse

    /// The mode of a Core Animation string; `nil` for any other string.
    ///
    /// ```swift
    /// let mode = KeyframeAnimation.RotationMode(rawValue: "auto")
    /// // mode == .auto, KeyframeAnimation.RotationMode(rawValue: "spin") == nil
    /// ```
    ///
    /// - Parameter rawValue: `"none"`, `"auto"` or `"autoReverse"`.
    public init?(rawValue: String) {
      guard let mode = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
      self = mode
    }
  }

  /// Whether the layer turns to follow ``path``; ``RotationMode/none`` by default.
  ///
  /// Without a path (where Core Animation leaves it undefined) it does nothing.
  ///
  /// ```swift
  /// var orbit = KeyframeAnimation(keyPath: "position")
  /// orbit.rotationMode = .auto
  /// // orbit.rotationMode == .auto
  /// ```
  public var rotationMode = RotationMode.none

  /// Whether the animated value is added to the value beneath (see
  /// ``BasicAnimation/isAdditive``).
  ///
  /// ```swift
  /// var shake = KeyframeAnimation(keyPath: "position.x")
  /// shake.isAdditive = true
  /// // shake.isAdditive == true
  /// ```
  public var isAdditive = false

  /// Whether each repeat starts where the one before ended: from the last value, each value
  /// plus the last one's (see ``BasicAnimation/isCumulative``).
  ///
  /// ```swift
  /// var stairs = KeyframeAnimation(keyPath: "position.y")
  /// stairs.isCumulative = true
  /// // stairs.isCumulative == true
  /// ```
  public var isCumulative = false

  /// The pacing of the whole animation, applied before each segment's; `nil` (the default) for
  /// even pacing.
  ///
  /// ```swift
  /// var hop = KeyframeAnimation(keyPath: "position.y")
  /// hop.timingFunction = .easeIn
  /// // hop.timingFunction == .easeIn
  /// ```
  public var timingFunction: TimingFunction?

  /// How each number becomes a transform, for `transform` and `sublayerTransform` animated by
  /// number (see ``BasicAnimation/valueFunction``).
  ///
  /// ```swift
  /// var wobble = KeyframeAnimation(keyPath: "transform")
  /// wobble.valueFunction = .rotateZ
  /// wobble.values = [.number(0), .number(0.2), .number(-0.2), .number(0)]
  /// // wobble.valueFunction == .rotateZ
  /// ```
  public var valueFunction: ValueFunction?

  /// When the animation runs, how fast and how often, and what holds outside that time.
  ///
  /// ```swift
  /// var hop = KeyframeAnimation(keyPath: "position.y")
  /// hop.timing.duration = 2
  /// // hop.duration == 2
  /// ```
  public var timing = MediaTiming()

  /// Whether the animation stops counting once it ends (see
  /// ``BasicAnimation/isRemovedOnCompletion``).
  ///
  /// ```swift
  /// var hop = KeyframeAnimation(keyPath: "position.y")
  /// hop.isRemovedOnCompletion = false
  /// // hop.isRemovedOnCompletion == false
  /// ```
  public var isRemovedOnCompletion = true

  /// A keyframe animation of `keyPath` with no keyframes yet.
  ///
  /// ```swift
  /// let hop = KeyframeAnimation(keyPath: "position.y")
  /// // hop.values == [] and hop.calculationMode == .linear
  /// ```
  ///
  /// - Parameter keyPath: The key path to animate.
  public init(keyPath: String) {
    self.keyPath = keyPath
  }
}

extension KeyframeAnimation {
  /// The key path checked, with the value function and the kinds of the values, and the lists
  /// checked against each other.
  func checkedKeyPath() throws(AnimationError) -> CheckedKeyPath {
    let checked = try CheckedKeyPath(
      keyPath, valueFunction: valueFunction,
      values: values.indices.map { ("values[\($0)]", values[$0]) })
    func reject(_ problem: String) -> AnimationError {
      .invalidKeyframes(keyPath: keyPath, problem: problem)
    }
    if let path {
      guard checked.keyPath.kind == .point, valueFunction == nil else {
        throw reject("a path animates a key path that takes a point")
      }
      guard !path.segments.isEmpty else { throw reject("the path draws nothing") }
    }
    let count = path.map { $0.segments.count + 1 } ?? values.count
    guard count > 0 else { throw reject("there are no values") }
    let paced = calculationMode == .paced || calculationMode == .cubicPaced
    if let keyTimes, !paced {
      let counts = calculationMode == .discrete ? [count, count + 1] : [count]
      guard counts.contains(keyTimes.count) else {
        throw reject(
          "\(keyTimes.count) keyTimes for \(count) values; "
            + (calculationMode == .discrete
              ? "discrete takes \(count) or \(count + 1)" : "one per value"))
      }
      guard keyTimes.allSatisfy({ $0 >= 0 && $0 <= 1 }),
        zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 })
      else { throw reject("the keyTimes do not rise from 0 to 1") }
      guard keyTimes.first == 0, calculationMode == .discrete || keyTimes.last == 1 else {
        throw reject("the keyTimes do not start at 0 and end at 1")
      }
    }
    if let timingFunctions, !paced {
      let expected = calculationMode == .discrete ? count : max(count - 1, 0)
      guard
        timingFunctions.count == expected
          || (calculationMode == .discrete && timingFunctions.count == count - 1)
      else {
        throw reject(
          "\(timingFunctions.count) timingFunctions for \(count) values; one per segment")
      }
    }
    for (name, list) in [
      ("tensionValues", tensionValues), ("continuityValues", continuityValues),
      ("biasValues", biasValues),
    ] {
      guard let list else { continue }
      guard list.count == count else { throw reject("\(list.count) \(name) for \(count) values") }
      guard list.allSatisfy({ $0 >= -1 && $0 <= 1 }) else { throw reject("\(name) outside -1...1") }
    }
    return checked
  }
}
