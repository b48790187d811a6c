// The presentation tree: a copy of a layer tree as it appears at one instant, each layer with its
// animations applied — what Core Animation's `presentation()` layers are, for a time the caller
// names.

extension Layer {
  /// A copy of the layer's whole tree as it appears at global time `time`, and in it the
  /// receiver's counterpart, as `CALayer.presentation()` gives it for the current time.
  ///
  /// Each layer of the copy has its model layer's stored properties, with the geometry its
  /// animations give it at `time` (see ``presentationValue(forKeyPath:at:)``); the copy holds no
  /// animations. Its ``superlayer`` and ``sublayers`` are presentation layers too, so
  /// ``hitTest(_:)``, ``convert(_:from:)-(Point2D,_)`` and ``frame`` on it answer for what is
  /// seen, while the model tree keeps answering for the model. Changing the copy changes nothing
  /// in the model tree; ``modelLayer`` leads back to it.
  ///
  /// A tree belongs to its root, and a presentation tree too: the receiver keeps the copy's root
  /// for the layer returned until its next call of this method (or until it goes), as Core
  /// Animation keeps a presentation layer until the next transaction. Hold the copy's root to
  /// keep the whole copy longer.
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
  /// let seen = root.presentation(at: 0.5)           // the card halfway, at x = 100…200
  /// // seen.hitTest(Point2D(x: 150, y: 50))?.modelLayer === card
  /// // root.hitTest(Point2D(x: 150, y: 50)) === root   (the model card is at 0…100)
  /// ```
  ///
  /// - Parameter time: The global time, in seconds.
  /// - Returns: The receiver's counterpart in the presentation tree.
  /// - Complexity: O(*n*) for a tree of *n* layers, plus the animations' own work: every layer
  ///   is copied, at about 3–4 µs a layer (measured on a tree of 10⁶ layers: 2.9–4.2 s). To ask
  ///   what is hit at a time, ``hitTest(_:at:)`` copies nothing; to draw a frame,
  ///   ``LayerSnapshot/init(of:at:)`` reads the same tree in 0.34 s.
  public func presentation(at time: Double) -> Layer {
    let root = treeRoot
    let rootTime = root.localTime(fromSuperlayerTime: time)
    let rootCopy = Layer(presenting: root, atLayerTime: rootTime)
    var counterpart = root === self ? rootCopy : nil
    // Down the tree with a stack: each model layer with its copy and its time.
    var stack: [(model: Layer, copy: Layer, time: Double)] = [(root, rootCopy, rootTime)]
    while let (model, copy, parentTime) = stack.popLast() {
      for sublayer in model.sublayers {
        let sublayerTime = sublayer.localTime(fromSuperlayerTime: parentTime)
        let sublayerCopy = Layer(presenting: sublayer, atLayerTime: sublayerTime)
        copy.addSublayer(sublayerCopy)
        if sublayer === self { counterpart = sublayerCopy }
        stack.append((sublayer, sublayerCopy, sublayerTime))
      }
    }
    // The receiver is in the tree copied, so it has a counterpart.
    let presented = counterpart ?? rootCopy
    storage.pointee.lastPresentation = presented === rootCopy ? nil : rootCopy
    return presented
  }

  /// The model layer a tap at `point` lands on as the tree appears at global time `time`: what
  /// `presentation(at: time).hitTest(point)?.modelLayer` answers, without copying the tree.
  ///
  /// The animated layers are given their presentation geometry through their setters for the hit
  /// test, and their model geometry back after it, so the model is as it was.
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
  /// // root.hitTest(Point2D(x: 150, y: 50), at: 0.5) === card
  /// // root.hitTest(Point2D(x: 150, y: 50)) === root
  /// ```
  ///
  /// - Parameters:
  ///   - point: A point in the coordinate space of the receiver's superlayer, as for
  ///     ``hitTest(_:)``.
  ///   - time: The global time, in seconds.
  /// - Returns: The model layer seen at `point`, or `nil`.
  /// - Complexity: A walk into the subtrees that hold animated layers, then ``hitTest(_:)``.
  public func hitTest(_ point: Point2D, at time: Double) -> Layer? {
    whilePresented(at: time) { hitTest(point) }
  }

  /// The model layer a presentation layer shows (see ``presentation(at:)``); the layer itself for
  /// a model layer, as `CALayer.model()` does.
  ///
  /// ```swift
  /// let layer = Layer()
  /// // layer.modelLayer === layer
  /// // layer.presentation(at: 0).modelLayer === layer
  /// ```
  ///
  /// A presentation layer whose model layer has gone answers itself.
  public var modelLayer: Layer { storage.pointee.model?.takeUnretainedValue() ?? self }

  /// Runs `body` while every animated layer of the receiver's whole tree has the geometry it has
  /// at global time `time`, then gives each its model geometry back, to the bit.
  ///
  /// The geometry goes through the layers' own setters, so every cache and index sees each change.
  /// With `removingFinished`, the animations of the whole tree that have ended by `time`, are
  /// removed on completion and show nothing any more are removed first, on the same walk (see
  /// ``removeFinishedAnimations(at:)``). The walk enters only the subtrees that hold animated
  /// layers (see ``forEachAnimatedLayer(at:_:)``).
  func whilePresented<Result>(
    at time: Double, removingFinished: Bool = false, _ body: () -> Result
  ) -> Result {
    let root = treeRoot
    var changed: [(layer: Layer, model: AnimatedGeometry)] = []
    root.forEachAnimatedLayer(at: time) { layer, layerTime, layerDirection in
      if removingFinished {
        _ = layer.removeFinishedAnimations(atLayerTime: layerTime, layerDirection: layerDirection)
      }
      let model = AnimatedGeometry(of: layer)
      let presented = layer.presentationGeometry(atLayerTime: layerTime)
      if presented != model {
        presented.apply(to: layer)
        changed.append((layer, model))
      }
      return true
    }
    defer { for (layer, model) in changed.reversed() { model.apply(to: layer) } }
    return body()
  }

  /// Calls `body` with each layer of the subtree that has animations, until `body` returns
  /// `false`.
  ///
  /// `body` gets the layer, its local time when the global time is `time`, and the way that time
  /// runs against the global time (``MediaTiming/direction(of:)`` of the speeds of the layer and
  /// its ancestors, multiplied); it may remove the layer's animations.
  ///
  /// The walk enters only the subtrees that hold animated layers: O(*a* · *d* · *f*) for *a*
  /// animated layers at depth *d* under layers of *f* sublayers, O(1) for a subtree without.
  func forEachAnimatedLayer(at time: Double, _ body: (Layer, Double, Double) -> Bool) {
    guard storage.pointee.animatedLayersInSubtree > 0 else { return }
    // The receiver's time and direction, down from the root as the presentation tree takes them.
    var (ancestors, above) = ([Layer](), superlayer)
    while let layer = above {
      ancestors.append(layer)
      above = layer.superlayer
    }
    var (start, startDirection) = (time, MediaTiming.direction(of: speed))
    for layer in ancestors.reversed() {
      start = layer.localTime(fromSuperlayerTime: start)
      startDirection *= MediaTiming.direction(of: layer.speed)
    }
    var stack = [
      (layer: self, time: localTime(fromSuperlayerTime: start), direction: startDirection)
    ]
    while let (layer, time, direction) = stack.popLast() {
      if !layer.storage.pointee.animations.isEmpty, !body(layer, time, direction) { return }
      let animated = !layer.storage.pointee.animations.isEmpty
      guard layer.storage.pointee.animatedLayersInSubtree > (animated ? 1 : 0) else { continue }
      for sublayer in layer.sublayers where sublayer.storage.pointee.animatedLayersInSubtree > 0 {
        stack.append(
          (
            sublayer, sublayer.localTime(fromSuperlayerTime: time),
            direction * MediaTiming.direction(of: sublayer.speed)
          ))
      }
    }
  }

  /// The root of the layer's tree: the layer itself, or its topmost ancestor.
  var treeRoot: Layer {
    var root = self
    while let superlayer = root.superlayer { root = superlayer }
    return root
  }

  /// A presentation layer of `model` at its own time `layerTime`: its stored properties, then the
  /// geometry its animations give it; no sublayers yet.
  private convenience init(presenting model: Layer, atLayerTime layerTime: Double) {
    self.init()
    for (property, newLayers) in zip(Property.all, Self.newLayersValues) {
      let value = property.value(on: model)
      if !value.isBitwiseEqual(to: newLayers) { _ = property.setValue(value, on: self) }
    }
    if !model.storage.pointee.animations.isEmpty {
      model.presentationGeometry(atLayerTime: layerTime).apply(to: self)
    }
    let shown = model.modelLayer
    storage.pointee.model = .passUnretained(shown)
    shown.storage.pointee.presentations.append(.passUnretained(self))
  }

  /// The stored properties of a new layer, in the order of ``Property/all``: what a copy need
  /// not set.
  private static let newLayersValues = Property.all.map { Layer().value(of: $0) }

  /// Unlinks the layer from the presentation layers that show it and from the model it shows,
  /// before it goes.
  func forgetPresentationLinks() {
    for presentation in storage.pointee.presentations {
      presentation.takeUnretainedValue().storage.pointee.model = nil
    }
    if let model = storage.pointee.model?.takeUnretainedValue() {
      let identity = ObjectIdentifier(self)
      model.storage.pointee.presentations.removeAll {
        ObjectIdentifier($0.takeUnretainedValue()) == identity
      }
    }
  }
}
