extension LayerSnapshot {
  /// Reads the tree as it appears at global time `time`, each layer with its animations
  /// applied: the snapshot of `root.presentation(at: time)`, read without copying the tree.
  ///
  /// Its render list, hit tests, culling and pieces answer for what is seen at `time`, and
  /// ``index(of:)`` finds the model tree's layers (in the drawing order seen: an animation of
  /// `zPosition` may reorder them). The animated layers are given their presentation geometry
  /// through their setters for the read and their model geometry back after it, so the model is
  /// as it was, to the bit; a snapshot of the tree updated later with ``update(from:)`` reads
  /// those layers again.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
  /// let card = Layer()
  /// card.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// root.addSublayer(card)
  /// var slide = BasicAnimation(keyPath: "position.x")
  /// slide.toValue = .number(250)
  /// slide.duration = 1
  /// try card.add(slide, forKey: "slide")
  /// let seen = LayerSnapshot(of: root, at: 0.5)
  /// // seen[1].boundingBox == Rect2D(x: 100, y: 0, width: 100, height: 100)
  /// ```
  ///
  /// - Parameters:
  ///   - root: The layer to read, with its subtree (see ``init(of:)``).
  ///   - time: The global time, in seconds.
  /// - Complexity: O(*n*) for *n* layers: a walk of the whole tree for its animations, then the
  ///   snapshot of ``init(of:)``.
  public init(of root: Layer, at time: Double) {
    self = root.whilePresented(at: time) { LayerSnapshot(of: root) }
  }

  /// Brings the snapshot to the tree as it appears at global time `time` — a frame of an
  /// animation — and returns the damage: what ``update(from:)`` returns for the changes since the
  /// snapshot's last update, with the animated layers where they appear at `time`.
  ///
  /// The layers read again are those whose model changed since, those animated at `time`, and
  /// those animated at the snapshot's last update (an animation that has ended leaves its layer
  /// where its model is): a frame costs what animates, not the tree. The snapshot then equals
  /// `LayerSnapshot(of: root, at: time)` to the last bit, and once every animation has ended it
  /// equals the model tree's. The animated layers are given their presentation geometry through
  /// their setters for the update and their model geometry back after it, so the model is as it
  /// was. The animations of the whole tree `root` is in that have ended by `time` and are removed
  /// on completion are removed from their layers first, on the same walk (see
  /// ``Layer/removeFinishedAnimations(at:)``), as Core Animation removes them when they finish.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
  /// let card = Layer()
  /// card.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// root.addSublayer(card)
  /// var slide = BasicAnimation(keyPath: "position.x")
  /// slide.toValue = .number(250)
  /// slide.duration = 1
  /// try card.add(slide, forKey: "slide")
  /// var frame = LayerSnapshot(of: root, at: 0)
  /// let damage = frame.update(from: root, at: 0.5)
  /// // damage == [Rect2D(x: 0, y: 0, width: 100, height: 100),
  /// //            Rect2D(x: 100, y: 0, width: 100, height: 100)]
  /// ```
  ///
  /// - Parameters:
  ///   - root: The layer the snapshot was made of, as it is now.
  ///   - time: The global time of the frame, in seconds.
  /// - Returns: Rectangles in the snapshot's space whose union covers everything that moved.
  /// - Complexity: A walk into the subtrees that hold animated layers, then ``update(from:)`` for
  ///   the layers the model and the animations changed.
  @discardableResult
  public mutating func update(from root: Layer, at time: Double) -> [Rect2D] {
    root.whilePresented(at: time, removingFinished: true) { update(from: root) }
  }
}
