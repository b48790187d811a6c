// The layout cycle: a layer is marked as needing layout (by `setNeedsLayout()`, a change of its
// size or of its sublayers), and `layoutIfNeeded()` lays out the marked layers top-down, each once,
// with a work list.

extension Layer {
  /// An object that lays out a layer's sublayers and names its preferred size, as Core Animation's
  /// `CALayoutManager`.
  ///
  /// Every requirement has a default: laying out does nothing, the preferred size is the layer's
  /// ``Layer/frame`` size, and an invalidation is ignored.
  ///
  /// ```swift
  /// struct Column: Layer.LayoutManager {
  ///   func layoutSublayers(of layer: Layer) {
  ///     var y = 0.0
  ///     for row in layer.sublayers {
  ///       row.frame = Rect2D(x: 0, y: y, width: layer.bounds.width, height: 20)
  ///       y += 20
  ///     }
  ///   }
  /// }
  /// let list = Layer()
  /// list.bounds = Rect2D(x: 0, y: 0, width: 100, height: 200)
  /// list.sublayers = [Layer(), Layer()]
  /// list.layoutManager = Column()
  /// list.layoutIfNeeded()
  /// // list.sublayers[1].frame == Rect2D(x: 0, y: 20, width: 100, height: 20)
  /// ```
  public protocol LayoutManager {
    /// Places the sublayers of `layer`, as `CALayoutManager.layoutSublayers(of:)`.
    ///
    /// ``Layer/layoutIfNeeded()`` calls it for each layer that needs layout, top-down.
    ///
    /// ```swift
    /// struct Fill: Layer.LayoutManager {
    ///   func layoutSublayers(of layer: Layer) {
    ///     for sublayer in layer.sublayers { sublayer.frame = layer.bounds }
    ///   }
    /// }
    /// let window = Layer()
    /// window.bounds = Rect2D(x: 0, y: 0, width: 80, height: 60)
    /// window.addSublayer(Layer())
    /// Fill().layoutSublayers(of: window)
    /// // window.sublayers[0].frame == Rect2D(x: 0, y: 0, width: 80, height: 60)
    /// ```
    ///
    /// - Parameter layer: The layer whose sublayers to place.
    func layoutSublayers(of layer: Layer)

    /// The size `layer` would like to have in its superlayer's space, as
    /// `CALayoutManager.preferredSize(of:)`; ``Layer/preferredFrameSize()`` returns it.
    ///
    /// ```swift
    /// struct Fixed: Layer.LayoutManager {
    ///   func preferredSize(of layer: Layer) -> Size2D { Size2D(width: 44, height: 44) }
    /// }
    /// let button = Layer()
    /// button.layoutManager = Fixed()
    /// // button.preferredFrameSize() == Size2D(width: 44, height: 44)
    /// ```
    ///
    /// - Parameter layer: The layer asked about.
    /// - Returns: Its preferred size.
    func preferredSize(of layer: Layer) -> Size2D

    /// Learns that `layer` was marked as needing layout, as `CALayoutManager.invalidateLayout(of:)`:
    /// ``Layer/setNeedsLayout()`` calls it, so that a manager can drop what it cached.
    ///
    /// ```swift
    /// final class Counting: Layer.LayoutManager {
    ///   var invalidations = 0
    ///   func invalidateLayout(of layer: Layer) { invalidations += 1 }
    /// }
    /// let manager = Counting()
    /// let layer = Layer()
    /// layer.layoutManager = manager
    /// layer.setNeedsLayout()
    /// // manager.invalidations == 1
    /// ```
    ///
    /// - Parameter layer: The layer marked as needing layout.
    func invalidateLayout(of layer: Layer)
  }

  // Not in Embedded Swift, which has no existentials of protocols that are not class-bound.
  #if !hasFeature(Embedded)
  /// The object that lays out the layer's sublayers in ``layoutIfNeeded()``; `nil` by default.
  ///
  /// The layer keeps the manager alive, as `CALayer` does; one manager can serve many layers.
  ///
  /// ```swift
  /// struct Nothing: Layer.LayoutManager {}
  /// let layer = Layer()
  /// layer.layoutManager = Nothing()
  /// // layer.layoutManager != nil
  /// ```
  public var layoutManager: (any LayoutManager)? {
    get { storage.pointee.layoutManager }
    set { storage.pointee.layoutManager = newValue }
  }
  #endif

  /// Marks the layer as needing layout, so that the next ``layoutIfNeeded()`` that reaches it lays
  /// out its sublayers, as `CALayer.setNeedsLayout()`; tells the ``layoutManager``.
  ///
  /// A change of the layer's bounds size, and adding, inserting, replacing or removing one of its
  /// sublayers, mark it too (as Core Animation does, measured on macOS); a new layer is not marked.
  ///
  /// ```swift
  /// let layer = Layer()
  /// // layer.needsLayout() == false
  /// layer.setNeedsLayout()
  /// // layer.needsLayout() == true
  /// ```
  public func setNeedsLayout() {
    storage.pointee.needsLayout = true
    #if !hasFeature(Embedded)
    layoutManager?.invalidateLayout(of: self)
    #endif
  }

  /// Whether the layer is marked as needing layout, as `CALayer.needsLayout()`.
  ///
  /// ```swift
  /// let parent = Layer()
  /// parent.addSublayer(Layer())
  /// // parent.needsLayout() == true
  /// parent.layoutIfNeeded()
  /// // parent.needsLayout() == false
  /// ```
  ///
  /// - Returns: `true` from ``setNeedsLayout()`` (or a change that marks the layer) until the layer
  ///   is laid out.
  public func needsLayout() -> Bool {
    storage.pointee.needsLayout
  }

  /// Lays out every layer that needs it, from the top-most ancestor that needs it down, as
  /// `CALayer.layoutIfNeeded()`.
  ///
  /// The walk starts at the highest layer among this one and its ancestors that needs layout (this
  /// layer when none does) and goes down its subtree, each layer before its sublayers, sublayers in
  /// their order. A layer that needs layout is unmarked and then its ``layoutManager`` lays out its
  /// sublayers; sublayers it resizes are marked and laid out when the walk reaches them. Each layer
  /// is laid out at most once per call: a layer marked again while or after it is laid out stays
  /// marked for the next call.
  ///
  /// A layout manager may change the tree while it works. The walk takes each layer's sublayers
  /// after that layer is laid out, so sublayers a manager adds are laid out in the same call; a
  /// layer that a manager moves or removes before the walk reaches it is skipped where it was (it
  /// is laid out where it went if the walk has yet to reach that place). Nothing traps.
  ///
  /// ```swift
  /// struct Fill: Layer.LayoutManager {
  ///   func layoutSublayers(of layer: Layer) {
  ///     for sublayer in layer.sublayers { sublayer.frame = layer.bounds }
  ///   }
  /// }
  /// let window = Layer()
  /// let panel = Layer()
  /// let label = Layer()
  /// window.layoutManager = Fill()
  /// panel.layoutManager = Fill()
  /// window.addSublayer(panel)
  /// panel.addSublayer(label)
  /// window.bounds = Rect2D(x: 0, y: 0, width: 300, height: 200)
  /// label.layoutIfNeeded()  // starts at the window, the top-most layer that needs layout
  /// // panel.frame == Rect2D(x: 0, y: 0, width: 300, height: 200)
  /// // label.frame == Rect2D(x: 0, y: 0, width: 300, height: 200)
  /// ```
  ///
  /// - Complexity: O(*d* + *n*) for depth *d* and the *n* layers of the subtree walked, plus the
  ///   layout managers' work.
  public func layoutIfNeeded() {
    var start = self
    var ancestor = superlayer
    while let layer = ancestor {
      if layer.storage.pointee.needsLayout { start = layer }
      ancestor = layer.superlayer
    }
    // Each entry remembers the superlayer it was listed under, so that a layer moved since is
    // skipped there; `visited` keeps every layer walked alive, so no identifier is reused.
    var pending: [(layer: Layer, superlayer: Layer?)] = [(start, start.superlayer)]
    var visited: [Layer] = []
    var seen = Set<ObjectIdentifier>()
    while let (layer, superlayer) = pending.popLast() {
      guard layer.superlayer === superlayer, seen.insert(ObjectIdentifier(layer)).inserted else {
        continue
      }
      visited.append(layer)
      if layer.storage.pointee.needsLayout {
        layer.storage.pointee.needsLayout = false
        #if !hasFeature(Embedded)
        layer.layoutManager?.layoutSublayers(of: layer)
        #endif
      }
      for sublayer in layer.storedSublayers.reversed() {
        pending.append((sublayer, layer))
      }
    }
  }

  /// The size the layer would like to have in its superlayer's space, as
  /// `CALayer.preferredFrameSize()`: its ``layoutManager``'s answer, or else the size of its
  /// ``frame`` (its bounds size, mapped by its transform).
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 30, height: 20)
  /// layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
  /// // layer.preferredFrameSize() == Size2D(width: 60, height: 40)
  /// ```
  ///
  /// - Returns: The preferred size.
  public func preferredFrameSize() -> Size2D {
    #if hasFeature(Embedded)
    frame.size
    #else
    layoutManager?.preferredSize(of: self) ?? frame.size
    #endif
  }
}

extension Layer.LayoutManager {
  /// Does nothing: the default of ``Layer/LayoutManager/layoutSublayers(of:)``.
  ///
  /// ```swift
  /// struct Nothing: Layer.LayoutManager {}
  /// let layer = Layer()
  /// layer.addSublayer(Layer())
  /// Nothing().layoutSublayers(of: layer)
  /// // layer.sublayers[0].frame == .zero
  /// ```
  ///
  /// - Parameter layer: The layer whose sublayers stay where they are.
  public func layoutSublayers(of layer: Layer) {}

  /// The size of the layer's ``Layer/frame``: the default of
  /// ``Layer/LayoutManager/preferredSize(of:)``.
  ///
  /// ```swift
  /// struct Nothing: Layer.LayoutManager {}
  /// let layer = Layer()
  /// layer.frame = Rect2D(x: 5, y: 5, width: 30, height: 20)
  /// // Nothing().preferredSize(of: layer) == Size2D(width: 30, height: 20)
  /// ```
  ///
  /// - Parameter layer: The layer asked about.
  /// - Returns: The size of its frame.
  public func preferredSize(of layer: Layer) -> Size2D {
    layer.frame.size
  }

  /// Does nothing: the default of ``Layer/LayoutManager/invalidateLayout(of:)``.
  ///
  /// ```swift
  /// struct Nothing: Layer.LayoutManager {}
  /// let layer = Layer()
  /// Nothing().invalidateLayout(of: layer)
  /// // layer.needsLayout() == false
  /// ```
  ///
  /// - Parameter layer: The layer that was marked.
  public func invalidateLayout(of layer: Layer) {}
}
