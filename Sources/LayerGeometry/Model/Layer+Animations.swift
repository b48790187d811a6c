// A layer's animations, as `CALayer` keeps them: each under a key, in the order added, checked
// when added; and where the layer appears at a time with them applied.

extension Layer {
  /// Adds `animation` under `key`, replacing an animation with the same key, as
  /// `CALayer.add(_:forKey:)` does; its ``TimedAnimation/beginTime`` is kept as it is.
  ///
  /// The key path and the values are checked first; a layer that does not take the animation is
  /// left unchanged. To start the animation now, as Core Animation does with a `beginTime` of
  /// `0`, use ``add(_:forKey:at:)-(BasicAnimation,_,_)``.
  ///
  /// ```swift
  /// let layer = Layer()
  /// var slide = BasicAnimation(keyPath: "position.x")
  /// slide.toValue = .number(100)
  /// try layer.add(slide, forKey: "slide")
  /// // layer.animationKeys() == ["slide"]
  /// ```
  ///
  /// - Parameters:
  ///   - animation: The animation; the layer keeps a copy.
  ///   - key: The name to find, replace or remove it by.
  /// - Throws: ``AnimationError`` when the key path is not one this library animates, a value is
  ///   of the wrong kind, or a value function is on another key path.
  public func add(_ animation: BasicAnimation, forKey key: String) throws(AnimationError) {
    try attach(AttachedAnimation(key: key, animation: .basic(animation)))
  }

  /// Adds a spring `animation` under `key` (see ``add(_:forKey:)-(BasicAnimation,_)``).
  ///
  /// ```swift
  /// let layer = Layer()
  /// var bounce = SpringAnimation(keyPath: "position.y")
  /// bounce.toValue = .number(100)
  /// try layer.add(bounce, forKey: "bounce")
  /// // layer.animation(forKey: "bounce") == .spring(bounce)
  /// ```
  ///
  /// - Parameters:
  ///   - animation: The animation; the layer keeps a copy.
  ///   - key: The name to find, replace or remove it by.
  /// - Throws: ``AnimationError``, as ``add(_:forKey:)-(BasicAnimation,_)``.
  public func add(_ animation: SpringAnimation, forKey key: String) throws(AnimationError) {
    try attach(AttachedAnimation(key: key, animation: .spring(animation)))
  }

  /// Adds a keyframe `animation` under `key` (see ``add(_:forKey:)-(BasicAnimation,_)``).
  ///
  /// ```swift
  /// let layer = Layer()
  /// var hop = KeyframeAnimation(keyPath: "position.y")
  /// hop.values = [.number(0), .number(-40), .number(0)]
  /// try layer.add(hop, forKey: "hop")
  /// // layer.animation(forKey: "hop") == .keyframe(hop)
  /// ```
  ///
  /// - Parameters:
  ///   - animation: The animation; the layer keeps a copy.
  ///   - key: The name to find, replace or remove it by.
  /// - Throws: ``AnimationError``, as ``add(_:forKey:)-(BasicAnimation,_)``, and
  ///   ``AnimationError/invalidKeyframes(keyPath:problem:)`` when the lists do not fit together.
  public func add(_ animation: KeyframeAnimation, forKey key: String) throws(AnimationError) {
    try attach(AttachedAnimation(key: key, animation: .keyframe(animation)))
  }

  /// Adds a group of animations under `key` (see ``add(_:forKey:)-(BasicAnimation,_)``); each
  /// member is checked as it would be alone.
  ///
  /// ```swift
  /// let layer = Layer()
  /// var group = AnimationGroup()
  /// group.animations = [.basic(BasicAnimation(keyPath: "position"))]
  /// try layer.add(group, forKey: "group")
  /// // layer.animation(forKey: "group") == .group(group)
  /// ```
  ///
  /// - Parameters:
  ///   - animation: The group; the layer keeps a copy.
  ///   - key: The name to find, replace or remove it by.
  /// - Throws: ``AnimationError``, as for each member alone, and
  ///   ``AnimationError/groupsNestedTooDeeply(levels:)`` for groups inside groups more than 32
  ///   levels deep.
  public func add(_ animation: AnimationGroup, forKey key: String) throws(AnimationError) {
    try attach(AttachedAnimation(key: key, animation: .group(animation)))
  }

  /// Adds a group of animations under `key` at global time `time` (see
  /// ``add(_:forKey:at:)-(BasicAnimation,_,_)``): a group whose `beginTime` is `0` starts then; its
  /// members' times are the group's.
  ///
  /// ```swift
  /// let layer = Layer()
  /// try layer.add(AnimationGroup(), forKey: "group", at: 4)
  /// // layer.animation(forKey: "group")?.timing.beginTime == 4
  /// ```
  ///
  /// - Parameters:
  ///   - animation: The group; the layer keeps a copy.
  ///   - key: The name to find, replace or remove it by.
  ///   - time: The global time now, in seconds.
  /// - Throws: ``AnimationError``, as ``add(_:forKey:)-(AnimationGroup,_)``.
  public func add(
    _ animation: AnimationGroup, forKey key: String, at time: Double
  ) throws(AnimationError) {
    try add(started(animation, at: time), forKey: key)
  }

  /// Adds `animation` under `key` at global time `time`: an animation whose
  /// ``TimedAnimation/beginTime`` is `0` starts then, as Core Animation starts it when the
  /// transaction that adds it commits (its `beginTime` becomes the layer's time at `time`).
  ///
  /// ```swift
  /// let layer = Layer()
  /// var slide = BasicAnimation(keyPath: "position.x")
  /// slide.fromValue = .number(0)
  /// slide.toValue = .number(100)
  /// slide.duration = 1
  /// try layer.add(slide, forKey: "slide", at: 50)
  /// // layer.presentationValue(forKeyPath: "position.x", at: 50.25) == .number(25)
  /// ```
  ///
  /// - Parameters:
  ///   - animation: The animation; the layer keeps a copy.
  ///   - key: The name to find, replace or remove it by.
  ///   - time: The global time now, in seconds, as `CACurrentMediaTime()` gives it.
  /// - Throws: ``AnimationError``, as ``add(_:forKey:)-(BasicAnimation,_)``.
  public func add(
    _ animation: BasicAnimation, forKey key: String, at time: Double
  ) throws(AnimationError) {
    try add(started(animation, at: time), forKey: key)
  }

  /// Adds a spring `animation` under `key` at global time `time` (see
  /// ``add(_:forKey:at:)-(BasicAnimation,_,_)``).
  ///
  /// ```swift
  /// let layer = Layer()
  /// var bounce = SpringAnimation(keyPath: "position.y")
  /// bounce.toValue = .number(100)
  /// try layer.add(bounce, forKey: "bounce", at: 3)
  /// // layer.animation(forKey: "bounce")?.timing.beginTime == 3
  /// ```
  ///
  /// - Parameters:
  ///   - animation: The animation; the layer keeps a copy.
  ///   - key: The name to find, replace or remove it by.
  ///   - time: The global time now, in seconds.
  /// - Throws: ``AnimationError``, as ``add(_:forKey:)-(BasicAnimation,_)``.
  public func add(
    _ animation: SpringAnimation, forKey key: String, at time: Double
  ) throws(AnimationError) {
    try add(started(animation, at: time), forKey: key)
  }

  /// Adds a keyframe `animation` under `key` at global time `time` (see
  /// ``add(_:forKey:at:)-(BasicAnimation,_,_)``).
  ///
  /// ```swift
  /// let layer = Layer()
  /// var hop = KeyframeAnimation(keyPath: "position.y")
  /// hop.values = [.number(0), .number(-40), .number(0)]
  /// try layer.add(hop, forKey: "hop", at: 8)
  /// // layer.animation(forKey: "hop")?.timing.beginTime == 8
  /// ```
  ///
  /// - Parameters:
  ///   - animation: The animation; the layer keeps a copy.
  ///   - key: The name to find, replace or remove it by.
  ///   - time: The global time now, in seconds.
  /// - Throws: ``AnimationError``, as ``add(_:forKey:)-(KeyframeAnimation,_)``.
  public func add(
    _ animation: KeyframeAnimation, forKey key: String, at time: Double
  ) throws(AnimationError) {
    try add(started(animation, at: time), forKey: key)
  }

  /// The animation added under `key`, or `nil`.
  ///
  /// ```swift
  /// let layer = Layer()
  /// // layer.animation(forKey: "slide") == nil
  /// ```
  public func animation(forKey key: String) -> LayerAnimation? {
    storage.pointee.animations.first { $0.key == key }?.animation
  }

  /// Removes the animation added under `key`, if any.
  ///
  /// ```swift
  /// let layer = Layer()
  /// try layer.add(BasicAnimation(keyPath: "position"), forKey: "slide")
  /// layer.removeAnimation(forKey: "slide")
  /// // layer.animationKeys() == []
  /// ```
  public func removeAnimation(forKey key: String) {
    var animations = storage.pointee.animations
    animations.removeAll { $0.key == key }
    setAnimations(animations)
  }

  /// Removes every animation of the layer (not of its sublayers).
  ///
  /// ```swift
  /// let layer = Layer()
  /// try layer.add(BasicAnimation(keyPath: "position"), forKey: "slide")
  /// try layer.add(BasicAnimation(keyPath: "zPosition"), forKey: "lift")
  /// layer.removeAllAnimations()
  /// // layer.animationKeys() == []
  /// ```
  public func removeAllAnimations() {
    setAnimations([])
  }

  /// The keys of the layer's animations, in the order they were added (an animation that
  /// replaced another under its key counts as added when it replaced it).
  ///
  /// ```swift
  /// let layer = Layer()
  /// try layer.add(BasicAnimation(keyPath: "position"), forKey: "slide")
  /// try layer.add(BasicAnimation(keyPath: "zPosition"), forKey: "lift")
  /// // layer.animationKeys() == ["slide", "lift"]
  /// ```
  public func animationKeys() -> [String] {
    storage.pointee.animations.map { $0.key }
  }

  /// The value at `keyPath` of the layer as it appears at global time `time`: its model value
  /// with every animation of the layer that counts then applied, in the order added; `nil` when
  /// the key path is not one this library animates.
  ///
  /// The layer's time is the global time taken down the tree (see ``convertTime(_:from:)``); each
  /// animation's through its own timing. An animation replaces the value beneath it, or, when
  /// additive, adds to it; a missing end of an animation is the model value, read now.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.position = Point2D(x: 10, y: 10)
  /// var slide = BasicAnimation(keyPath: "position.x")
  /// slide.toValue = .number(110)
  /// slide.duration = 2
  /// try layer.add(slide, forKey: "slide")          // from the model's 10, starting at 0
  /// // layer.presentationValue(forKeyPath: "position", at: 1) == .point(Point2D(x: 60, y: 10))
  /// // layer.presentationValue(forKeyPath: "position", at: 2) == .point(Point2D(x: 10, y: 10))
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path an animation could name: `position`, `bounds.size.width`, ….
  ///   - time: The global time, in seconds.
  /// - Returns: The presentation value, of the key path's kind.
  public func presentationValue(forKeyPath keyPath: String, at time: Double) -> AnimationValue? {
    guard let path = AnimationKeyPath(keyPath) else { return nil }
    let model = AnimatedGeometry(of: self)
    guard !storage.pointee.animations.isEmpty else { return path.value(in: model) }
    return path.value(in: presentationGeometry(atLayerTime: convertTime(time, from: nil)))
  }

  /// Whether any animation of the layer or of a layer below it is running at global time `time`,
  /// or has yet to begin: what a frame loop asks to know whether to draw another frame.
  ///
  /// An animation that has ended no longer moves, even where its fill mode holds its last value;
  /// one whose time is not a number never runs, nor one whose time stands still (a ``speed`` of
  /// `0` on it, its layer or an ancestor: a paused animation asks for no frames). Where time runs
  /// backwards (a negative speed), an animation is pending until its reversed play begins and
  /// ends when it reaches its start.
  ///
  /// ```swift
  /// let layer = Layer()
  /// var slide = BasicAnimation(keyPath: "position.x")
  /// slide.toValue = .number(100)
  /// slide.duration = 1
  /// try layer.add(slide, forKey: "slide", at: 10)
  /// // layer.hasRunningAnimations(at: 10.5) == true
  /// // layer.hasRunningAnimations(at: 11) == false
  /// ```
  ///
  /// - Parameter time: The global time, in seconds.
  /// - Returns: `true` when an animation of the subtree is running or pending at `time`.
  /// - Complexity: O(1) for a subtree without animations; otherwise O(*d*) for the receiver's
  ///   depth *d*, then only the subtrees that hold animated layers, at most O(*n*) for *n*
  ///   layers.
  public func hasRunningAnimations(at time: Double) -> Bool {
    var running = false
    forEachAnimatedLayer(at: time) { layer, layerTime, layerDirection in
      running = layer.storage.pointee.animations.contains {
        $0.animation.timing.isRunningOrPending(
          atLayerTime: layerTime, layerDirection: layerDirection)
      }
      return !running
    }
    return running
  }

  /// Removes from the layer and the layers below it every animation that has ended by global
  /// time `time` and is removed on completion, as Core Animation removes a finished animation
  /// whose `isRemovedOnCompletion` is `true`; returns how many it removed.
  ///
  /// An animation has ended when its time has passed the end of its active duration in the
  /// direction it runs, so that no later time shows it again: where the speeds of the animation,
  /// its layer and the layer's ancestors multiply to a negative number, its time runs backwards,
  /// and it ends once its time falls below its start. An animation whose time stands still (a speed
  /// of `0` on it or above it) never ends. Removing one never changes what is seen at `time` or
  /// after: an animation removed on completion shows nothing once ended (where time runs backwards,
  /// one that a backwards fill still holds at its start stays). A group is removed by its own
  /// timing and its own `isRemovedOnCompletion`; its members go with it.
  /// ``LayerSnapshot/update(from:at:)`` does the same for its tree on each frame, so a frame loop
  /// keeps only the animations that still count.
  ///
  /// ```swift
  /// let layer = Layer()
  /// var slide = BasicAnimation(keyPath: "position.x")
  /// slide.toValue = .number(100)
  /// slide.duration = 1
  /// try layer.add(slide, forKey: "slide", at: 10)
  /// layer.removeFinishedAnimations(at: 10.5)  // 0: still running
  /// layer.removeFinishedAnimations(at: 11)    // 1
  /// // layer.animationKeys() == []
  /// ```
  ///
  /// - Parameter time: The global time, in seconds.
  /// - Returns: The number of animations removed.
  /// - Complexity: As ``hasRunningAnimations(at:)``: only the subtrees that hold animated layers
  ///   are entered.
  @discardableResult
  public func removeFinishedAnimations(at time: Double) -> Int {
    var removed = 0
    forEachAnimatedLayer(at: time) { layer, layerTime, layerDirection in
      removed += layer.removeFinishedAnimations(
        atLayerTime: layerTime, layerDirection: layerDirection)
      return true
    }
    return removed
  }

  /// Removes the layer's own animations that have ended for good at its time `layerTime` (which
  /// runs the way `layerDirection` says, see ``MediaTiming/direction(of:)``), are removed on
  /// completion and show nothing any more; returns how many (see
  /// ``removeFinishedAnimations(at:)``).
  func removeFinishedAnimations(atLayerTime layerTime: Double, layerDirection: Double) -> Int {
    func isFinished(_ attached: AttachedAnimation) -> Bool {
      let (animation, timing) = (attached.animation, attached.animation.timing)
      return animation.isRemovedOnCompletion
        && timing.hasEnded(atLayerTime: layerTime, layerDirection: layerDirection)
        && timing.progress(atLayerTime: layerTime, isRemovedOnCompletion: true) == nil
    }
    let animations = storage.pointee.animations
    // Most frames end nothing: the list is copied only when something has ended.
    guard animations.contains(where: isFinished) else { return 0 }
    let kept = animations.filter { !isFinished($0) }
    setAnimations(kept)
    return animations.count - kept.count
  }

  /// The layer's geometry at its own time `layerTime`: the model's with its animations applied.
  func presentationGeometry(atLayerTime layerTime: Double) -> AnimatedGeometry {
    let model = AnimatedGeometry(of: self)
    let animations = storage.pointee.animations
    var geometry = model
    for animation in animations {
      animation.apply(atLayerTime: layerTime, model: model, to: &geometry)
    }
    return geometry
  }

  /// `animation`, started at global time `time` if its `beginTime` is `0`: its `beginTime` the
  /// layer's time then.
  private func started<Animation: TimedAnimation>(
    _ animation: Animation, at time: Double
  ) -> Animation {
    var started = animation
    if started.beginTime == 0 { started.beginTime = convertTime(time, from: nil) }
    return started
  }

  /// Adds a checked animation under `key`, replacing one with the same key.
  private func attach(_ animation: AttachedAnimation) {
    var animations = storage.pointee.animations
    animations.removeAll { $0.key == animation.key }
    animations.append(animation)
    setAnimations(animations)
  }

  /// Gives the layer these animations: the one way the list changes.
  ///
  /// The layer counts in its own and its ancestors' counts of animated layers while it has some.
  func setAnimations(_ animations: [AttachedAnimation]) {
    let (had, has) = (!storage.pointee.animations.isEmpty, !animations.isEmpty)
    storage.pointee.animations = animations
    if had != has { storage.countAnimatedLayers(has ? 1 : -1) }
  }
}

extension _LayerState {
  /// Adds `delta` to the count of animated layers of this layer and of each of its ancestors.
  ///
  /// O(depth).
  func countAnimatedLayers(_ delta: Int) {
    var state: _LayerState? = self
    while let current = state {
      current.pointee.animatedLayersInSubtree += delta
      state = current.pointee.superlayerState
    }
  }
}
