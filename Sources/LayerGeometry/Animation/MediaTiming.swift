/// When an animation runs, how fast, how many times and what it shows outside that time: the
/// properties of Core Animation's `CAMediaTiming` protocol, as a value.
///
/// Time is hierarchical, as Apple documents it. A layer's local time is its superlayer's taken
/// through its own ``Layer/beginTime``, ``Layer/speed`` and ``Layer/timeOffset``, `t = (t_super −
/// beginTime) · speed + timeOffset`, and an animation's time is its layer's taken through these
/// values the same way. From there the animation's ``duration``, ``repeatCount`` or
/// ``repeatDuration`` and ``autoreverses`` give the pass it is in and the fraction of that pass,
/// and ``fillMode`` decides what holds before it starts and after it ends.
///
/// ```swift
/// var timing = MediaTiming()
/// timing.duration = 2
/// timing.repeatCount = 3
/// timing.autoreverses = true
/// // timing.activeDuration == 12: three times there and back
/// ```
public struct MediaTiming: Hashable, Sendable {
  /// When the animation starts, in its layer's time; `0` by default.
  ///
  /// ```swift
  /// var timing = MediaTiming()
  /// timing.beginTime = 5     // starts 5 s into its layer's time
  /// // timing.beginTime == 5
  /// ```
  public var beginTime = 0.0

  /// The length of one pass from the first value to the last, in seconds; `0` by default, which
  /// means Core Animation's default of 0.25 s.
  ///
  /// A duration that is zero, negative or `NaN` means 0.25 s; an infinite one never gets past its
  /// first value.
  ///
  /// ```swift
  /// // MediaTiming().activeDuration == 0.25
  /// ```
  public var duration = 0.0

  /// How fast the animation's time runs against its layer's; `1` by default, a `Float` as in
  /// Core Animation.
  ///
  /// `2` runs twice as fast; `0` stops the animation's time at ``timeOffset``; a negative speed
  /// runs it backwards, so that the animation plays, reversed, in the span just before its
  /// ``beginTime``. A `NaN` speed makes the animation count for nothing.
  ///
  /// ```swift
  /// var timing = MediaTiming()
  /// timing.speed = 2
  /// // timing.speed == 2
  /// ```
  public var speed: Float = 1

  /// Where in its active duration the animation is when it starts, in seconds; `0` by default.
  ///
  /// Not scaled by ``speed``, and wrapped: a 1 s animation with a `timeOffset` of 0.5 still runs
  /// for 1 s, showing its second half, then its first. With a ``speed`` of `0` it holds the
  /// animation at that point — the way to scrub an animation by hand.
  ///
  /// ```swift
  /// var timing = MediaTiming()
  /// timing.timeOffset = 0.5
  /// // timing.timeOffset == 0.5
  /// ```
  public var timeOffset = 0.0

  /// How many passes the animation makes, possibly fractional; `0` by default, meaning one.
  ///
  /// A `Float`, as in Core Animation. `.infinity` (or `.greatestFiniteMagnitude`) repeats for ever.
  /// A negative or `NaN` count is ignored, as `0` is.
  ///
  /// ```swift
  /// var timing = MediaTiming()
  /// timing.duration = 1
  /// timing.repeatCount = 2.5
  /// // timing.activeDuration == 2.5
  /// ```
  public var repeatCount: Float = 0

  /// How long the animation repeats for, in seconds; `0` by default, meaning one pass.
  ///
  /// Core Animation leaves the case where this and ``repeatCount`` are both set undefined; here
  /// the animation ends at whichever comes first (SMIL's rule). A negative or `NaN` value is
  /// ignored, as `0` is.
  ///
  /// ```swift
  /// var timing = MediaTiming()
  /// timing.duration = 1
  /// timing.repeatDuration = 2.5
  /// // timing.activeDuration == 2.5
  /// ```
  public var repeatDuration = 0.0

  /// Whether each pass goes from the first value to the last and back again; `false` by default.
  ///
  /// A pass that goes back takes twice the ``duration``, and retraces its way there instant by
  /// instant (the timing function is applied to the reversed fraction).
  ///
  /// ```swift
  /// var timing = MediaTiming()
  /// timing.duration = 1
  /// timing.autoreverses = true
  /// // timing.activeDuration == 2
  /// ```
  public var autoreverses = false

  /// What the animation shows before it starts and after it ends; ``FillMode/removed`` by
  /// default.
  ///
  /// ```swift
  /// var timing = MediaTiming()
  /// timing.fillMode = .both
  /// // timing.fillMode == .both
  /// ```
  public var fillMode = FillMode.removed

  /// The timing of a new animation: it starts at time 0 and makes one pass of 0.25 s at speed 1.
  ///
  /// ```swift
  /// let timing = MediaTiming()
  /// // timing.duration == 0 (0.25 s) and timing.speed == 1
  /// ```
  public init() {}

  /// How long the animation runs from its start to its end, in its own time: one pass (two
  /// ``duration``s when it ``autoreverses``) times ``repeatCount``, or ``repeatDuration``.
  ///
  /// ```swift
  /// var timing = MediaTiming()
  /// timing.duration = 0.5
  /// timing.repeatCount = .infinity
  /// // timing.activeDuration == .infinity
  /// ```
  public var activeDuration: Double {
    let byCount = repeatCount > 0 ? Double(repeatCount) * repeatLength : nil
    let byDuration = repeatDuration > 0 ? repeatDuration : nil
    switch (byCount, byDuration) {
    case (let count?, let duration?): return min(count, duration)
    case (let count?, nil): return count
    case (nil, let duration?): return duration
    case (nil, nil): return repeatLength
    }
  }
}

extension MediaTiming {
  /// Core Animation's duration for an animation whose ``duration`` is `0`.
  static let defaultDuration = 0.25

  /// The length of one pass from the first value to the last.
  var passLength: Double { duration > 0 ? duration : Self.defaultDuration }

  /// The length of one repeat: one pass, then one back when the animation autoreverses.
  var repeatLength: Double { autoreverses ? 2 * passLength : passLength }

  /// A time of a child, `(parentTime − beginTime) · speed + timeOffset`: Core Animation's
  /// "active local time", the rule by which a layer's time follows its superlayer's and an
  /// animation's its layer's.
  static func localTime(
    fromParent parentTime: Double, beginTime: Double, speed: Float, timeOffset: Double
  ) -> Double {
    (parentTime - beginTime) * Double(speed) + timeOffset
  }

  /// The parent's time at which a child's time is `localTime`:
  /// ``localTime(fromParent:beginTime:speed:timeOffset:)`` undone; `NaN` when `speed` is `0`, since
  /// then every parent time gives the same local time.
  static func parentTime(
    fromLocal localTime: Double, beginTime: Double, speed: Float, timeOffset: Double
  ) -> Double {
    speed == 0 ? .nan : (localTime - timeOffset) / Double(speed) + beginTime
  }

  /// Where an animation is: which repeat, and how far through its pass.
  struct Progress: Hashable {
    /// How many whole repeats came before this one (for cumulative animations).
    var repeatIndex: Double
    /// How far from the first value to the last, before any timing curve: `0...1`, going back
    /// down on the way back of an autoreversing pass.
    var fraction: Double
  }

  /// Where the animation with this timing is at its layer's time `layerTime`; `nil` when it does
  /// not count then: before its start or after its end without a fill mode that holds it, after
  /// its end when it is removed on completion, or at a time that is not a number.
  ///
  /// Whether it has started or ended is decided by the time since its ``beginTime`` at its
  /// ``speed``; ``timeOffset`` then shifts where it is, wrapped within ``activeDuration``. What
  /// holds before the start is the first instant it will show, after the end the last one.
  func progress(atLayerTime layerTime: Double, isRemovedOnCompletion: Bool) -> Progress? {
    let elapsed = elapsed(atLayerTime: layerTime)
    guard !elapsed.isNaN else { return nil }
    let active = activeDuration
    let position: Double
    var isAtEnd = false
    if elapsed < 0 {
      guard fillMode == .backwards || fillMode == .both else { return nil }
      position = wrapped(timeOffset, within: active)
    } else if elapsed >= active {
      guard !isRemovedOnCompletion, fillMode == .forwards || fillMode == .both else { return nil }
      // The last instant: the end of the active duration, shifted by the offset.
      let shifted = wrapped(timeOffset, within: active)
      isAtEnd = shifted == 0
      position = isAtEnd ? active : shifted
    } else {
      position = wrapped(elapsed + timeOffset, within: active)
    }
    guard position.isFinite else { return nil }

    let (length, pass) = (repeatLength, passLength)
    var (index, inRepeat) = (0.0, position)
    if length.isFinite {
      index = (position / length).rounded(.down)
      inRepeat = position - index * length
      if isAtEnd, inRepeat == 0, index > 0 {  // the end of the last repeat, not a new one's start
        index -= 1
        inRepeat = length
      }
    }
    let forward = inRepeat / pass
    let fraction = autoreverses && forward > 1 ? 2 - forward : forward
    return Progress(repeatIndex: index, fraction: min(max(fraction, 0), 1))
  }

  /// Whether an animation with this timing still has time to run at its layer's time
  /// `layerTime`.
  ///
  /// `layerDirection` is the way the layer's time runs against the global time: `1`, `-1`, `0`
  /// where it stands still, `NaN` (see ``direction(of:)``). Running or pending: it has not begun
  /// yet, or is in its active duration, going the way its time runs. Not once it has ended (see
  /// ``hasEnded(atLayerTime:layerDirection:)``; a fill mode may still hold it, but it no longer
  /// moves), nor where its time stands still (a speed of `0` here or above: it never reaches its
  /// end), nor at a time that is not a number.
  func isRunningOrPending(atLayerTime layerTime: Double, layerDirection: Double) -> Bool {
    let direction = layerDirection * Self.direction(of: speed)
    let elapsed = elapsed(atLayerTime: layerTime)
    return (direction > 0 || direction < 0) && !elapsed.isNaN
      && !hasEnded(elapsed: elapsed, direction: direction)
  }

  /// Whether an animation with this timing has ended for good at its layer's time `layerTime`
  /// (whose time runs the way `layerDirection` says, as in
  /// ``isRunningOrPending(atLayerTime:layerDirection:)``): its time has passed its end in the
  /// direction it runs, so that no later global time shows it moving again.
  ///
  /// Forward, it plays while its elapsed time rises from 0 to the active duration, and has ended
  /// once it gets there; backward, it plays while that time falls from the active duration to
  /// 0, 0 included, and has ended once it falls below.
  func hasEnded(atLayerTime layerTime: Double, layerDirection: Double) -> Bool {
    hasEnded(
      elapsed: elapsed(atLayerTime: layerTime),
      direction: layerDirection * Self.direction(of: speed))
  }

  /// Whether an animation whose time has run `elapsed` and runs the way `direction` says (its
  /// layer's direction times its own) has ended: see ``hasEnded(atLayerTime:layerDirection:)``.
  private func hasEnded(elapsed: Double, direction: Double) -> Bool {
    direction > 0 ? elapsed >= activeDuration : direction < 0 && elapsed < 0
  }

  /// The way a time scaled by `speed` runs: `1` forward, `-1` backward, `0` standing still.
  ///
  /// `NaN` for a speed that is not a number. Directions multiply down the tree without the
  /// underflow of a product of small speeds.
  static func direction(of speed: Float) -> Double {
    speed > 0 ? 1 : speed < 0 ? -1 : speed == 0 ? 0 : .nan
  }

  /// How much of the animation has played at its layer's time `layerTime`, before any offset:
  /// negative before it begins.
  private func elapsed(atLayerTime layerTime: Double) -> Double {
    (layerTime - beginTime) * Double(speed)
  }

  /// `time` brought into `0..<length` by whole lengths; `time` itself when `length` is infinite.
  private func wrapped(_ time: Double, within length: Double) -> Double {
    guard length.isFinite, time < 0 || time >= length else { return time }
    let remainder = time.truncatingRemainder(dividingBy: length)
    let result = remainder < 0 ? remainder + length : remainder
    return result < length ? result : 0  // a tiny negative remainder can round up to the length
  }
}
