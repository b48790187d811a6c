/// An animation with Core Animation's media timing: its ``timing``, and each of its values as a
/// property of the animation itself (`animation.duration = 0.3`), as on a `CAAnimation`.
///
/// ```swift
/// var slide = BasicAnimation(keyPath: "position.x")
/// slide.duration = 0.3
/// slide.fillMode = .forwards
/// // slide.timing.duration == 0.3
/// ```
public protocol TimedAnimation: Sendable {
  /// When the animation runs, how fast and how often, and what holds outside that time.
  ///
  /// ```swift
  /// var slide = BasicAnimation(keyPath: "position")
  /// slide.timing.repeatCount = 2
  /// // slide.repeatCount == 2
  /// ```
  var timing: MediaTiming { get set }
}

extension TimedAnimation {
  /// When the animation starts, in its layer's time (``MediaTiming/beginTime``); `0` is the
  /// layer's time when the animation is added with ``Layer/add(_:forKey:at:)-(BasicAnimation,_,_)``.
  ///
  /// ```swift
  /// var slide = BasicAnimation(keyPath: "position")
  /// slide.beginTime = 2
  /// // slide.timing.beginTime == 2
  /// ```
  public var beginTime: Double {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }

  /// The length of one pass, in seconds (``MediaTiming/duration``); `0` means 0.25 s.
  ///
  /// ```swift
  /// var slide = BasicAnimation(keyPath: "position")
  /// slide.duration = 0.5
  /// // slide.timing.duration == 0.5
  /// ```
  public var duration: Double {
    get { timing.duration }
    set { timing.duration = newValue }
  }

  /// How fast the animation's time runs against its layer's (``MediaTiming/speed``).
  ///
  /// ```swift
  /// var slide = BasicAnimation(keyPath: "position")
  /// slide.speed = 2
  /// // slide.timing.speed == 2
  /// ```
  public var speed: Float {
    get { timing.speed }
    set { timing.speed = newValue }
  }

  /// Where the animation is when it starts (``MediaTiming/timeOffset``).
  ///
  /// ```swift
  /// var slide = BasicAnimation(keyPath: "position")
  /// slide.timeOffset = 0.1
  /// // slide.timing.timeOffset == 0.1
  /// ```
  public var timeOffset: Double {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }

  /// How many passes the animation makes (``MediaTiming/repeatCount``).
  ///
  /// ```swift
  /// var pulse = BasicAnimation(keyPath: "transform.scale")
  /// pulse.repeatCount = .infinity
  /// // pulse.timing.repeatCount == .infinity
  /// ```
  public var repeatCount: Float {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }

  /// How long the animation repeats for (``MediaTiming/repeatDuration``).
  ///
  /// ```swift
  /// var pulse = BasicAnimation(keyPath: "transform.scale")
  /// pulse.repeatDuration = 3
  /// // pulse.timing.repeatDuration == 3
  /// ```
  public var repeatDuration: Double {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }

  /// Whether each pass goes there and back (``MediaTiming/autoreverses``).
  ///
  /// ```swift
  /// var pulse = BasicAnimation(keyPath: "transform.scale")
  /// pulse.autoreverses = true
  /// // pulse.timing.autoreverses == true
  /// ```
  public var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }

  /// What holds before the start and after the end (``MediaTiming/fillMode``).
  ///
  /// ```swift
  /// var slide = BasicAnimation(keyPath: "position")
  /// slide.fillMode = .both
  /// // slide.timing.fillMode == .both
  /// ```
  public var fillMode: FillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }
}
