/// An animation of one key path from one value to another, the counterpart of
/// `CABasicAnimation`.
///
/// Set two of ``fromValue``, ``toValue`` and ``byValue`` (the end left out is the layer's model
/// value, read while the animation runs), the ``timing`` (or the same values as properties:
/// ``TimedAnimation/duration``, ``TimedAnimation/fillMode`` …) and a ``timingFunction``, then add
/// it to a layer. The layer's ``Layer/presentationValue(forKeyPath:at:)`` and
/// ``Layer/presentation(at:)`` then say where it appears at any time.
///
/// ```swift
/// let card = Layer()
/// card.position = Point2D(x: 0, y: 0)
/// var slide = BasicAnimation(keyPath: "position.x")
/// slide.fromValue = .number(0)
/// slide.toValue = .number(100)
/// slide.duration = 1
/// try card.add(slide, forKey: "slide", at: 10)   // starts at 10 s
/// // card.presentationValue(forKeyPath: "position.x", at: 10.5) == .number(50)
/// ```
public struct BasicAnimation: TimedAnimation, Hashable {
  /// The key path the animation changes, one of Core Animation's strings for geometry.
  ///
  /// `position`, `bounds`, `anchorPoint`, `zPosition`, `transform`, `transform.rotation.z`, …
  /// (see <doc:AnimationAndPresentationGeometry> for the list). Checked when the animation is
  /// added.
  ///
  /// ```swift
  /// var slide = BasicAnimation(keyPath: "position")
  /// slide.keyPath = "position.y"
  /// // slide.keyPath == "position.y"
  /// ```
  public var keyPath: String

  /// The value the animation starts from; `nil` to start from the model value (or, with
  /// ``byValue`` and ``toValue``, from `toValue − byValue`).
  ///
  /// ```swift
  /// var grow = BasicAnimation(keyPath: "bounds.size")
  /// grow.fromValue = .size(Size2D(width: 10, height: 10))
  /// // grow.fromValue == .size(Size2D(width: 10, height: 10))
  /// ```
  public var fromValue: AnimationValue?

  /// The value the animation ends at; `nil` to end at the model value (or, with ``byValue``, at
  /// `fromValue + byValue`).
  ///
  /// ```swift
  /// var grow = BasicAnimation(keyPath: "bounds.size")
  /// grow.toValue = .size(Size2D(width: 50, height: 50))
  /// // grow.toValue == .size(Size2D(width: 50, height: 50))
  /// ```
  public var toValue: AnimationValue?

  /// How far the animation goes.
  ///
  /// From ``fromValue`` (or the model value) to that plus this, or to ``toValue`` from that minus
  /// this. Transforms add by concatenation: the `byValue` is applied first, in the layer's own
  /// space.
  ///
  /// ```swift
  /// var nudge = BasicAnimation(keyPath: "position.y")
  /// nudge.byValue = .number(-10)
  /// // nudge.byValue == .number(-10)
  /// ```
  public var byValue: AnimationValue?

  /// Whether the animated value is added to the value beneath instead of replacing it; `false`
  /// by default.
  ///
  /// The value beneath is the model's, or what the animations added before this one make of it.
  /// Transforms add by concatenation: the animated transform is applied first.
  ///
  /// ```swift
  /// var shake = BasicAnimation(keyPath: "position.x")
  /// shake.isAdditive = true
  /// // shake.isAdditive == true
  /// ```
  public var isAdditive = false

  /// Whether each repeat starts where the one before ended (the value at the end of the
  /// previous repeat, plus this repeat's); `false` by default.
  ///
  /// ```swift
  /// var step = BasicAnimation(keyPath: "position.x")
  /// step.isCumulative = true
  /// // step.isCumulative == true
  /// ```
  public var isCumulative = false

  /// The pacing; `nil` (the default) for even pacing, exactly.
  ///
  /// ```swift
  /// var slide = BasicAnimation(keyPath: "position")
  /// slide.timingFunction = .easeInEaseOut
  /// // slide.timingFunction == .easeInEaseOut
  /// ```
  public var timingFunction: TimingFunction?

  /// How each number becomes the matrix the layer shows, for an animation of `transform` or
  /// `sublayerTransform` whose values are numbers; `nil` (the default) for transforms.
  ///
  /// The end left out is read from the model transform's matching part (its turn about z for
  /// ``ValueFunction/rotateZ``).
  ///
  /// ```swift
  /// var spin = BasicAnimation(keyPath: "transform")
  /// spin.valueFunction = .rotateZ
  /// spin.toValue = .number(2 * .pi)
  /// // spin.valueFunction == .rotateZ
  /// ```
  public var valueFunction: ValueFunction?

  /// When the animation runs, how fast and how often, and what holds outside that time.
  ///
  /// ```swift
  /// var slide = BasicAnimation(keyPath: "position")
  /// slide.timing.duration = 2
  /// // slide.duration == 2
  /// ```
  public var timing = MediaTiming()

  /// Whether the animation stops counting once it ends, whatever its fill mode; `true` by
  /// default, as in Core Animation — so a fill mode that holds the end needs this `false`.
  ///
  /// ```swift
  /// var slide = BasicAnimation(keyPath: "position")
  /// slide.fillMode = .forwards
  /// slide.isRemovedOnCompletion = false   // holds the end value once finished
  /// // slide.isRemovedOnCompletion == false
  /// ```
  public var isRemovedOnCompletion = true

  /// An animation of `keyPath` with no values yet, 0.25 s long and evenly paced.
  ///
  /// ```swift
  /// let fade = BasicAnimation(keyPath: "zPosition")
  /// // fade.keyPath == "zPosition" and fade.fromValue == nil
  /// ```
  ///
  /// - Parameter keyPath: The key path to animate.
  public init(keyPath: String) {
    self.keyPath = keyPath
  }
}

extension BasicAnimation {
  /// The two ends the animation goes between, given the model value at its key path.
  ///
  /// The combinations of `CABasicAnimation`'s header, with a missing end from the model (as
  /// observed on iOS). With all three set, `byValue` is ignored; with none, both ends are the
  /// model's.
  func ends(model: AnimationValue) -> (AnimationValue, AnimationValue) {
    switch (fromValue, toValue, byValue) {
    case (let from?, let to?, _): (from, to)
    case (let from?, nil, let by?): (from, from.adding(by))
    case (nil, let to?, let by?): (to.removing(by), to)
    case (let from?, nil, nil): (from, model)
    case (nil, let to?, nil): (model, to)
    case (nil, nil, let by?): (model, model.adding(by))
    case (nil, nil, nil): (model, model)
    }
  }

  /// The value the animation makes at `paced` (the progress after pacing) of its repeat
  /// `repeatIndex`, with `model` the model value at its key path — before it is added to
  /// anything (see ``isAdditive``).
  func value(paced: Double, repeatIndex: Double, model: AnimationValue) -> AnimationValue {
    let (from, to) = ends(model: model)
    let value = from.interpolated(to: to, fraction: paced)
    guard isCumulative,
      let offset = AnimationValue.repeated(to.difference(from: from), times: repeatIndex)
    else { return value }
    return value.adding(offset)
  }

  /// The key path checked, with the value function and the kinds of the values.
  func checkedKeyPath() throws(AnimationError) -> CheckedKeyPath {
    try CheckedKeyPath(
      keyPath, valueFunction: valueFunction,
      values: [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)])
  }
}
