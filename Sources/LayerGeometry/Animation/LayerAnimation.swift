/// An animation as a layer holds it: one of the kinds of animation, as
/// ``Layer/animation(forKey:)`` returns it.
///
/// ```swift
/// let layer = Layer()
/// var slide = BasicAnimation(keyPath: "position.x")
/// slide.toValue = .number(100)
/// try layer.add(slide, forKey: "slide")
/// // layer.animation(forKey: "slide") == .basic(slide)
/// ```
public enum LayerAnimation: Hashable, Sendable {
  /// A ``BasicAnimation``.
  ///
  /// ```swift
  /// let animation = LayerAnimation.basic(BasicAnimation(keyPath: "position"))
  /// // animation.keyPath == "position"
  /// ```
  case basic(BasicAnimation)
  /// A ``SpringAnimation``.
  ///
  /// ```swift
  /// let animation = LayerAnimation.spring(SpringAnimation(keyPath: "bounds.size"))
  /// // animation.keyPath == "bounds.size"
  /// ```
  case spring(SpringAnimation)
  /// A ``KeyframeAnimation``.
  ///
  /// ```swift
  /// let animation = LayerAnimation.keyframe(KeyframeAnimation(keyPath: "position.y"))
  /// // animation.keyPath == "position.y"
  /// ```
  case keyframe(KeyframeAnimation)

  /// The key path the animation changes.
  ///
  /// ```swift
  /// // LayerAnimation.spring(SpringAnimation(keyPath: "zPosition")).keyPath == "zPosition"
  /// ```
  public var keyPath: String {
    switch self {
    case .basic(let animation): animation.keyPath
    case .spring(let animation): animation.keyPath
    case .keyframe(let animation): animation.keyPath
    }
  }

  /// The animation's timing.
  ///
  /// ```swift
  /// var slide = BasicAnimation(keyPath: "position")
  /// slide.duration = 2
  /// // LayerAnimation.basic(slide).timing.duration == 2
  /// ```
  public var timing: MediaTiming {
    switch self {
    case .basic(let animation): animation.timing
    case .spring(let animation): animation.timing
    case .keyframe(let animation): animation.timing
    }
  }

  /// Whether the animation stops counting once it ends.
  var isRemovedOnCompletion: Bool {
    switch self {
    case .basic(let animation): animation.isRemovedOnCompletion
    case .spring(let animation): animation.isRemovedOnCompletion
    case .keyframe(let animation): animation.isRemovedOnCompletion
    }
  }

  /// Whether the animated value is added to the value beneath.
  var isAdditive: Bool {
    switch self {
    case .basic(let animation): animation.isAdditive
    case .spring(let animation): animation.isAdditive
    case .keyframe(let animation): animation.isAdditive
    }
  }

  /// The value the animation makes at `progress`, with `model` the model value at its key path
  /// and `keyframes` a keyframe animation's keyframes — before it is added to anything.
  func value(
    at progress: MediaTiming.Progress, model: AnimationValue, keyframes: Keyframes?
  ) -> AnimationValue {
    switch self {
    case .basic(let animation):
      let paced = animation.timingFunction?.value(at: progress.fraction) ?? progress.fraction
      return animation.value(paced: paced, repeatIndex: progress.repeatIndex, model: model)
    case .spring(let spring):
      let curved = spring.timingFunction?.value(at: progress.fraction) ?? progress.fraction
      let paced = spring.progress(atSeconds: curved * spring.timing.passLength)
      return spring.base.value(paced: paced, repeatIndex: progress.repeatIndex, model: model)
    case .keyframe(let animation):
      guard let keyframes else { return model }
      let curved = animation.timingFunction?.value(at: progress.fraction) ?? progress.fraction
      let value = keyframes.value(at: curved)
      guard animation.isCumulative, let first = animation.values.first,
        let last = animation.values.last,
        let offset = AnimationValue.repeated(
          last.difference(from: first), times: progress.repeatIndex)
      else { return value }
      return value.adding(offset)
    }
  }
}

/// An animation added to a layer: its key, the animation, its key path checked and, for a
/// keyframe animation, its keyframes prepared.
@usableFromInline
struct AttachedAnimation: Hashable, Sendable {
  let key: String
  let animation: LayerAnimation
  let keyPath: CheckedKeyPath
  let keyframes: Keyframes?

  init(key: String, animation: LayerAnimation, keyPath: CheckedKeyPath) {
    self.key = key
    self.animation = animation
    self.keyPath = keyPath
    if case .keyframe(let keyframeAnimation) = animation {
      keyframes = Keyframes(keyframeAnimation)
    } else {
      keyframes = nil
    }
  }

  /// Applies the animation at its layer's time `layerTime` to `geometry`.
  ///
  /// `geometry` holds what the model and the animations added before make of the layer; `model`
  /// is the model geometry. Nothing changes when the animation does not count then.
  func apply(
    atLayerTime layerTime: Double, model: AnimatedGeometry, to geometry: inout AnimatedGeometry
  ) {
    guard
      let progress = animation.timing.progress(
        atLayerTime: layerTime, isRemovedOnCompletion: animation.isRemovedOnCompletion)
    else { return }
    var value = animation.value(
      at: progress, model: keyPath.animatedValue(in: model), keyframes: keyframes)
    let path = keyPath.keyPath
    if let function = keyPath.valueFunction {
      guard case .number(let number) = value else { return }
      value = .transform(function.transform(for: number))
    }
    path.set(animation.isAdditive ? path.value(in: geometry).adding(value) : value, in: &geometry)
  }
}
