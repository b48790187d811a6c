/// Animations run together on one clock, the counterpart of `CAAnimationGroup`.
///
/// The group's own timing maps its layer's time to the group's time, and each member runs on the
/// group's time as an animation added alone runs on its layer's: a member's ``TimedAnimation/beginTime``
/// is in the group's time, and the group's ``TimedAnimation/duration`` cuts the members off — a
/// member still running when the group's pass ends stops there, as in Core Animation. Repeats,
/// autoreverse, speed and fill modes of the group apply to all its members at once; its
/// ``timingFunction`` paces the group's time. A member's own `isRemovedOnCompletion` is ignored,
/// as Apple documents: once over, a member counts for nothing unless its fill mode holds it.
///
/// ```swift
/// let card = Layer()
/// var slide = BasicAnimation(keyPath: "position.x")
/// slide.toValue = .number(100)
/// slide.duration = 1
/// var lift = BasicAnimation(keyPath: "zPosition")
/// lift.toValue = .number(10)
/// lift.beginTime = 0.5                 // in the group's time
/// lift.duration = 1
/// var group = AnimationGroup()
/// group.animations = [.basic(slide), .basic(lift)]
/// group.duration = 1                   // cuts lift off halfway
/// try card.add(group, forKey: "group")
/// // card.presentationValue(forKeyPath: "zPosition", at: 0.75) == .number(2.5)
/// ```
public struct AnimationGroup: TimedAnimation, Hashable {
  /// The members, applied in this order; a group may hold groups.
  ///
  /// ```swift
  /// var group = AnimationGroup()
  /// group.animations = [.basic(BasicAnimation(keyPath: "position"))]
  /// // group.animations.count == 1
  /// ```
  public var animations: [LayerAnimation] = []

  /// The pacing of the group's time; `nil` (the default) for even pacing.
  ///
  /// ```swift
  /// var group = AnimationGroup()
  /// group.timingFunction = .easeInEaseOut
  /// // group.timingFunction == .easeInEaseOut
  /// ```
  public var timingFunction: TimingFunction?

  /// When the group runs, how fast and how often, and what holds outside that time.
  ///
  /// ```swift
  /// var group = AnimationGroup()
  /// group.timing.duration = 2
  /// // group.duration == 2
  /// ```
  public var timing = MediaTiming()

  /// Whether the group stops counting once it ends (see
  /// ``BasicAnimation/isRemovedOnCompletion``).
  ///
  /// ```swift
  /// var group = AnimationGroup()
  /// group.isRemovedOnCompletion = false
  /// // group.isRemovedOnCompletion == false
  /// ```
  public var isRemovedOnCompletion = true

  /// A group with no members, 0.25 s long.
  ///
  /// ```swift
  /// let group = AnimationGroup()
  /// // group.animations == [] and group.duration == 0
  /// ```
  public init() {}
}
