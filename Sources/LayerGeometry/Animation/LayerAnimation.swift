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

  /// The key path the animation changes.
  ///
  /// ```swift
  /// // LayerAnimation.spring(SpringAnimation(keyPath: "zPosition")).keyPath == "zPosition"
  /// ```
  public var keyPath: String {
    switch self {
    case .basic(let animation): animation.keyPath
    case .spring(let animation): animation.keyPath
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
    }
  }

  /// The values, pacing and key path shared by both kinds.
  var base: BasicAnimation {
    switch self {
    case .basic(let animation): animation
    case .spring(let animation): animation.base
    }
  }

  /// The progress after pacing, at `fraction` of a pass: the timing curve's value for a basic
  /// animation; for a spring, the spring's position at that (curved) fraction of the pass in
  /// seconds.
  func paced(_ fraction: Double) -> Double {
    let curved = base.timingFunction?.value(at: fraction) ?? fraction
    guard case .spring(let spring) = self else { return curved }
    return spring.progress(atSeconds: curved * spring.timing.passLength)
  }
}

/// An animation added to a layer: its key, the animation, and its key path checked.
@usableFromInline
struct AttachedAnimation: Hashable, Sendable {
  let key: String
  let animation: LayerAnimation
  let keyPath: CheckedKeyPath

  /// Applies the animation at its layer's time `layerTime` to `geometry`.
  ///
  /// `geometry` holds what the model and the animations added before make of the layer; `model`
  /// is the model geometry. Nothing changes when the animation does not count then.
  func apply(
    atLayerTime layerTime: Double, model: AnimatedGeometry, to geometry: inout AnimatedGeometry
  ) {
    let base = animation.base
    guard
      let progress = base.timing.progress(
        atLayerTime: layerTime, isRemovedOnCompletion: base.isRemovedOnCompletion)
    else { return }
    let value = base.value(
      paced: animation.paced(progress.fraction), repeatIndex: progress.repeatIndex,
      model: keyPath.animatedValue(in: model))
    let path = keyPath.keyPath
    if let function = keyPath.valueFunction {
      guard case .number(let number) = value else { return }
      let matrix = AnimationValue.transform(function.transform(for: number))
      path.set(base.isAdditive ? path.value(in: geometry).adding(matrix) : matrix, in: &geometry)
    } else {
      path.set(base.isAdditive ? path.value(in: geometry).adding(value) : value, in: &geometry)
    }
  }
}
