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
  /// An ``AnimationGroup``.
  ///
  /// ```swift
  /// let animation = LayerAnimation.group(AnimationGroup())
  /// // animation.keyPath == ""     (a group names no key path of its own)
  /// ```
  case group(AnimationGroup)

  /// The key path the animation changes; empty for a group, whose members name theirs.
  ///
  /// ```swift
  /// // LayerAnimation.spring(SpringAnimation(keyPath: "zPosition")).keyPath == "zPosition"
  /// ```
  public var keyPath: String {
    switch self {
    case .basic(let animation): animation.keyPath
    case .spring(let animation): animation.keyPath
    case .keyframe(let animation): animation.keyPath
    case .group: ""
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
    case .group(let group): group.timing
    }
  }

  /// Whether the animation stops counting once it ends.
  var isRemovedOnCompletion: Bool {
    switch self {
    case .basic(let animation): animation.isRemovedOnCompletion
    case .spring(let animation): animation.isRemovedOnCompletion
    case .keyframe(let animation): animation.isRemovedOnCompletion
    case .group(let group): group.isRemovedOnCompletion
    }
  }

  /// Whether the animated value is added to the value beneath.
  var isAdditive: Bool {
    switch self {
    case .basic(let animation): animation.isAdditive
    case .spring(let animation): animation.isAdditive
    case .keyframe(let animation): animation.isAdditive
    case .group: false
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
    case .group:
      return model
    }
  }
}

/// An animation added to a layer: its key, the animation, and what adding it checked and
/// prepared — its key path, a keyframe animation's keyframes, a group's members.
@usableFromInline
struct AttachedAnimation: Hashable, Sendable {
  let key: String
  let animation: LayerAnimation
  /// The key path, checked; `nil` for a group.
  let keyPath: CheckedKeyPath?
  let keyframes: Keyframes?
  /// A group's members, each checked and prepared.
  let members: [AttachedAnimation]

  /// The deepest nesting of groups a layer takes.
  static let deepestNesting = 32

  /// Checks `animation` as a layer does when it is added, and prepares it.
  init(key: String, animation: LayerAnimation) throws(AnimationError) {
    try self.init(key: key, animation: animation, depth: 0)
  }

  private init(key: String, animation: LayerAnimation, depth: Int) throws(AnimationError) {
    self.key = key
    self.animation = animation
    switch animation {
    case .basic(let basic):
      (keyPath, keyframes, members) = (try basic.checkedKeyPath(), nil, [])
    case .spring(let spring):
      (keyPath, keyframes, members) = (try spring.base.checkedKeyPath(), nil, [])
    case .keyframe(let keyframe):
      (keyPath, keyframes, members) = (try keyframe.checkedKeyPath(), Keyframes(keyframe), [])
    case .group(let group):
      guard depth < Self.deepestNesting else {
        throw .groupsNestedTooDeeply(levels: Self.deepestNesting)
      }
      var members: [AttachedAnimation] = []
      for member in group.animations {
        members.append(try AttachedAnimation(key: key, animation: member, depth: depth + 1))
      }
      (keyPath, keyframes, self.members) = (nil, nil, members)
    }
  }

  /// Applies the animation at its layer's time `layerTime` to `geometry`.
  ///
  /// `geometry` holds what the model and the animations added before make of the layer; `model`
  /// is the model geometry. Nothing changes when the animation does not count then. A group
  /// applies its members, in order, at the group's time; a member's `isRemovedOnCompletion` is
  /// ignored, as `CAAnimationGroup`'s documentation says.
  func apply(
    atLayerTime layerTime: Double, model: AnimatedGeometry, to geometry: inout AnimatedGeometry,
    inGroup: Bool = false
  ) {
    guard
      let progress = animation.timing.progress(
        atLayerTime: layerTime, isRemovedOnCompletion: !inGroup && animation.isRemovedOnCompletion)
    else { return }
    guard let keyPath else {
      guard case .group(let group) = animation else { return }
      let paced = group.timingFunction?.value(at: progress.fraction) ?? progress.fraction
      let groupTime = paced * group.timing.passLength
      for member in members {
        member.apply(atLayerTime: groupTime, model: model, to: &geometry, inGroup: true)
      }
      return
    }
    var value = animation.value(
      at: progress, model: keyPath.animatedValue(in: model), keyframes: keyframes)
    let path = keyPath.keyPath
    if let function = keyPath.valueFunction {
      guard case .number(let number) = value else { return }
      value = .transform(function.transform(for: number))
    }
    path.set(animation.isAdditive ? path.value(in: geometry).adding(value) : value, in: &geometry)
    // Along a path, the layer may turn to face the way it goes.
    if case .keyframe(let keyframe) = animation, keyframe.rotationMode != .none,
      let angle = keyframes?.tangentAngle(
        at: keyframe.timingFunction?.value(at: progress.fraction) ?? progress.fraction)
    {
      let turn = angle + (keyframe.rotationMode == .autoReverse ? Double.pi : 0)
      geometry.transform = Transform3D(rotationAngle: turn, x: 0, y: 0, z: 1)
        .concatenating(geometry.transform)
    }
  }
}
