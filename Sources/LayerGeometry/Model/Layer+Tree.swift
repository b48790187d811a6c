extension Layer {
  /// The sublayers, from back to front in array order.
  ///
  /// Setting the list removes the current sublayers and adds the new ones in order; a layer that has
  /// another superlayer is moved. A list that holds a layer twice, or holds this layer or one of its
  /// ancestors, is a precondition failure, reported before anything changes.
  ///
  /// ```swift
  /// let parent = Layer()
  /// let a = Layer()
  /// let b = Layer()
  /// parent.sublayers = [a, b]
  /// // parent.sublayers.count == 2, b.superlayer === parent
  /// ```
  ///
  /// - Precondition: When setting, no layer appears twice and none is this layer or an ancestor.
  /// - Complexity: Reading is O(1). Setting is O(*n* · *d*) for *n* layers in the new and old lists
  ///   and depth *d* (each new layer is checked against this layer's ancestors), plus removing moved
  ///   layers from their previous superlayers and dropping the cached maps of every subtree that
  ///   comes or goes. For hit testing, the change is recorded in O(1) amortised, and the next
  ///   ``hitTest(_:)`` rebuilds this layer's index of its sublayers once, in O(*n*).
  public var sublayers: [Layer] {
    get { storedSublayers }
    set {
      var seen = Set<ObjectIdentifier>()
      for layer in newValue {
        precondition(
          seen.insert(ObjectIdentifier(layer)).inserted,
          "sublayers: the list holds the same layer twice")
        checkCanAdopt(layer, in: "sublayers")
      }
      for old in storedSublayers where !seen.contains(ObjectIdentifier(old)) {
        old.superlayer = nil
        old.invalidateGeometry()
      }
      for layer in newValue where layer.superlayer !== self {
        layer.removeFromSuperlayer()
      }
      storage.pointee.sublayers = newValue
      for layer in newValue {
        layer.superlayer = self
        layer.invalidateGeometry()
        layer.storage.pointee.needsHitTestRefresh = true
        layer.storage.pointee.hitLevelIsStale = true
      }
      drawingOrderCache = nil
      sublayerOrderDidChange()
      setNeedsLayout()
      snapshotSublayersDidChange()
      internalCheck(newValue.lazy.compactMap { $0.hitTestMarkViolation() }.first)
    }
  }

  /// Appends a layer to the sublayers, in front of the others, moving it from any superlayer it has.
  ///
  /// ```swift
  /// let parent = Layer()
  /// let child = Layer()
  /// parent.addSublayer(child)
  /// // parent.sublayers.last === child
  /// ```
  ///
  /// - Parameter layer: The layer to add.
  /// - Precondition: `layer` is not this layer or one of its ancestors.
  /// - Complexity: O(*d*) amortised for depth *d*, plus the removal from a previous superlayer and
  ///   dropping the cached maps of the moved layer's subtree. For hit testing, the change is
  ///   recorded in O(1) amortised. The added layer takes a free slot at the front of this layer's
  ///   index of its sublayers, and the next ``hitTest(_:)`` computes its entry in O(log *n*) for
  ///   *n* sublayers, when: the index is wide (made with 32 sublayers or more; it keeps an eighth
  ///   of their count free at each end) and has a slot free there, a query has brought it up to
  ///   date since the last change of the sublayers not made at an end this way, this layer is not
  ///   a transform layer, and every sublayer has the added layer's ``zPosition``. Otherwise the
  ///   next ``hitTest(_:)`` rebuilds the index once, in O(*n*).
  public func addSublayer(_ layer: Layer) {
    checkCanAdopt(layer, in: "addSublayer(_:)")
    let count = storedSublayers.count - (layer.superlayer === self ? 1 : 0)
    adopt(layer, at: count)
  }

  /// Inserts a layer into the sublayers at an index, moving it from any superlayer it has.
  ///
  /// The index counts the sublayers without `layer`, so moving a sublayer to `sublayers.count - 1`
  /// brings it to the front.
  ///
  /// ```swift
  /// let parent = Layer()
  /// let a = Layer()
  /// let b = Layer()
  /// parent.sublayers = [a]
  /// parent.insertSublayer(b, at: 0)
  /// // parent.sublayers[0] === b
  /// ```
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - index: Its index among the other sublayers, in `0...count` where `count` does not include
  ///     `layer`.
  /// - Precondition: `index` is in range; `layer` is not this layer or one of its ancestors.
  /// - Complexity: O(*n* + *d*) for *n* sublayers and depth *d* (O(*d*) amortised at the end),
  ///   plus the removal from a previous superlayer and dropping the cached maps of the moved
  ///   layer's subtree. For hit testing, the change is recorded in O(1) amortised; at either end
  ///   (index 0 or the count), the layer takes the free slot at that end of this layer's index
  ///   under the conditions ``addSublayer(_:)`` gives, and the next ``hitTest(_:)`` computes its
  ///   entry in O(log *n*); otherwise that query rebuilds the index once, in O(*n*).
  public func insertSublayer(_ layer: Layer, at index: Int) {
    checkCanAdopt(layer, in: "insertSublayer(_:at:)")
    let count = storedSublayers.count - (layer.superlayer === self ? 1 : 0)
    precondition(
      (0...count).contains(index),
      "insertSublayer(_:at:): index \(index) is out of range 0...\(count)")
    adopt(layer, at: index)
  }

  /// Inserts a layer just behind one of the sublayers, or at the back when `sibling` is `nil`.
  ///
  /// ```swift
  /// let parent = Layer()
  /// let front = Layer()
  /// let back = Layer()
  /// parent.sublayers = [front]
  /// parent.insertSublayer(back, below: front)
  /// // parent.sublayers.first === back
  /// ```
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - sibling: The sublayer to insert it behind, or `nil` for the back.
  /// - Precondition: `sibling` is `nil` or a sublayer of this layer; `layer` is not this layer or one of
  ///   its ancestors.
  /// - Complexity: O(*n* + *d*) for *n* sublayers and depth *d*, plus the removal from a previous
  ///   superlayer and dropping the cached maps of the moved layer's subtree. For hit testing, as
  ///   ``insertSublayer(_:at:)`` at the index the layer comes to: at either end, O(log *n*) for
  ///   the next ``hitTest(_:)`` where that applies; otherwise that query rebuilds this layer's
  ///   index of its sublayers once, in O(*n*).
  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    insert(layer, beside: sibling, offset: 0, in: "insertSublayer(_:below:)")
  }

  /// Inserts a layer just in front of one of the sublayers, or at the front when `sibling` is `nil`.
  ///
  /// ```swift
  /// let parent = Layer()
  /// let back = Layer()
  /// let front = Layer()
  /// parent.sublayers = [back]
  /// parent.insertSublayer(front, above: back)
  /// // parent.sublayers.last === front
  /// ```
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - sibling: The sublayer to insert it in front of, or `nil` for the front.
  /// - Precondition: `sibling` is `nil` or a sublayer of this layer; `layer` is not this layer or one of
  ///   its ancestors.
  /// - Complexity: O(*n* + *d*) for *n* sublayers and depth *d*, plus the removal from a previous
  ///   superlayer and dropping the cached maps of the moved layer's subtree. For hit testing, as
  ///   ``insertSublayer(_:at:)`` at the index the layer comes to: at either end, O(log *n*) for
  ///   the next ``hitTest(_:)`` where that applies; otherwise that query rebuilds this layer's
  ///   index of its sublayers once, in O(*n*).
  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    insert(layer, beside: sibling, offset: 1, in: "insertSublayer(_:above:)")
  }

  /// Puts a layer where one of the sublayers is, and removes that sublayer.
  ///
  /// ```swift
  /// let parent = Layer()
  /// let old = Layer()
  /// let new = Layer()
  /// parent.sublayers = [old]
  /// parent.replaceSublayer(old, with: new)
  /// // parent.sublayers.first === new, old.superlayer == nil
  /// ```
  ///
  /// - Parameters:
  ///   - oldLayer: The sublayer to replace.
  ///   - newLayer: The layer to put in its place, moved from any superlayer it has.
  /// - Precondition: `oldLayer` is a sublayer of this layer; `newLayer` is not this layer or one of its
  ///   ancestors.
  /// - Complexity: O(*n* + *d*) for *n* sublayers and depth *d*, plus the removal from a previous
  ///   superlayer and dropping the cached maps of the moved layer's subtree. For hit testing, as
  ///   ``insertSublayer(_:at:)`` at the index the layer comes to: at either end, O(log *n*) for
  ///   the next ``hitTest(_:)`` where that applies; otherwise that query rebuilds this layer's
  ///   index of its sublayers once, in O(*n*).
  public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
    precondition(
      oldLayer.superlayer === self,
      "replaceSublayer(_:with:): the layer to replace is not a sublayer of this layer")
    checkCanAdopt(newLayer, in: "replaceSublayer(_:with:)")
    guard newLayer !== oldLayer else { return }
    let index = storedSublayers.filter { $0 !== newLayer }.firstIndex { $0 === oldLayer } ?? 0
    oldLayer.removeFromSuperlayer()
    adopt(newLayer, at: index)
  }

  /// Removes the layer from its superlayer's sublayers; nothing happens for a root.
  ///
  /// ```swift
  /// let parent = Layer()
  /// let child = Layer()
  /// parent.addSublayer(child)
  /// child.removeFromSuperlayer()
  /// // parent.sublayers.isEmpty, child.superlayer == nil
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* sublayers of the superlayer (O(1) to take the last of them out
  ///   of the array), plus the size of this layer's subtree when its cached maps must be dropped.
  ///   For hit testing, the change is recorded in O(1) amortised, or in O(log *n*) when the layer
  ///   gives up its slot of the superlayer's index: the last or the first of 33 sublayers or
  ///   more, whose superlayer's index is up to date (a query since the last change of the
  ///   sublayers not made at an end), holds them in array order (no ``zPosition`` puts one out of
  ///   it) and is not a transform layer's, and no change of this layer's own waits for a query.
  ///   The next ``hitTest(_:)`` then has nothing more to do for it; otherwise that query rebuilds
  ///   the index once, in O(*n*).
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    let drewInArrayOrder = parent.drawsInArrayOrder
    // Dropped first: a cache that shares the array's storage would make the removal copy it.
    parent.drawingOrderCache = nil
    // The ends first, where a list's rows come and go: whether it was the front-most or the
    // back-most, `nil` for neither.
    let wasInFront: Bool?
    if parent.storedSublayers.last === self {
      parent.storage.pointee.sublayers.removeLast()
      wasInFront = true
    } else if parent.storedSublayers.first === self {
      parent.storage.pointee.sublayers.removeFirst()
      wasInFront = false
    } else {
      if let index = parent.storedSublayers.firstIndex(where: { $0 === self }) {
        parent.storage.pointee.sublayers.remove(at: index)
      }
      wasInFront = nil
    }
    if drewInArrayOrder { parent.drawingOrderCache = parent.storedSublayers }
    let freedItsSlot = wasInFront.map { parent.hitIndexDidRemoveSublayer(self, inFront: $0) }
    if freedItsSlot != true { parent.sublayerOrderDidChange() }
    parent.setNeedsLayout()
    parent.snapshotSublayersDidChange()
    superlayer = nil
    invalidateGeometry()
    internalCheck(parent.hitTestMarkViolation())
  }

  /// The sublayers in the order they are drawn, back to front: sorted by ``zPosition`` ascending,
  /// keeping array order among equal values (`NaN` sorts after every number).
  ///
  /// ``hitTest(_:)`` visits sublayers in the exact reverse of this order.
  ///
  /// ```swift
  /// let parent = Layer()
  /// let a = Layer()
  /// let b = Layer()
  /// let c = Layer()
  /// parent.sublayers = [a, b, c]
  /// a.zPosition = 1
  /// // parent.sublayersInDrawingOrder.map { $0 === a } == [false, false, true]
  /// ```
  ///
  /// - Complexity: O(*n* log *n*) for *n* sublayers the first time after a change, then O(1).
  public var sublayersInDrawingOrder: [Layer] {
    if let order = drawingOrderCache { return order }
    let order =
      storedSublayers.allSatisfy({ $0.zPosition == storedSublayers[0].zPosition })
      ? storedSublayers
      : storedSublayers.enumerated().sorted { lhs, rhs in
        let (a, b) = (lhs.element.zPosition, rhs.element.zPosition)
        if a == b || (a.isNaN && b.isNaN) { return lhs.offset < rhs.offset }
        return b.isNaN || a < b
      }.map { $0.element }
    drawingOrderCache = order
    return order
  }

  /// Whether the layer's content is drawn flipped: an odd number of layers from this one up to the root
  /// have ``isGeometryFlipped`` set.
  ///
  /// ```swift
  /// let root = Layer()
  /// let child = Layer()
  /// root.addSublayer(child)
  /// root.isGeometryFlipped = true
  /// // child.contentsAreFlipped == true
  /// child.isGeometryFlipped = true
  /// // child.contentsAreFlipped == false
  /// ```
  ///
  /// - Complexity: O(*d*) for depth *d*.
  public var contentsAreFlipped: Bool {
    var flipped = false
    var layer: Layer? = self
    while let current = layer {
      flipped = flipped != current.isGeometryFlipped
      layer = current.superlayer
    }
    return flipped
  }

  /// Whether the cached drawing order is the array of sublayers itself, as when every sublayer has
  /// the same ``zPosition``.
  private var drawsInArrayOrder: Bool {
    guard let order = drawingOrderCache else { return false }
    return order.withUnsafeBufferPointer { drawn in
      storedSublayers.withUnsafeBufferPointer { drawn.baseAddress == $0.baseAddress }
    }
  }

  /// Whether this layer is `layer` or one of its ancestors.
  func isAncestorOrSelf(of layer: Layer) -> Bool {
    var current: Layer? = layer
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.superlayer
    }
    return false
  }

  /// Stops with a message that names the problem when `layer` cannot become a sublayer of this one.
  ///
  /// A layer without sublayers can be an ancestor of nothing, so only this layer itself is ruled out
  /// then; otherwise the check walks up from this layer.
  private func checkCanAdopt(_ layer: Layer, in operation: StaticString) {
    precondition(layer !== self, "\(operation): a layer cannot be a sublayer of itself")
    precondition(
      layer.storedSublayers.isEmpty || !layer.isAncestorOrSelf(of: self),
      "\(operation): the layer is an ancestor of this layer; adding it would make a cycle")
  }

  /// Moves `layer` into the sublayers at `index` of the list without it (checked by the caller).
  private func adopt(_ layer: Layer, at index: Int) {
    layer.removeFromSuperlayer()
    let count = storedSublayers.count
    // Sublayers that all have the layer's zPosition are drawn in array order before and after.
    let keepsArrayOrder =
      drawsInArrayOrder && (count == 0 || storedSublayers[0].zPosition == layer.zPosition)
    // Dropped first: a cache that shares the array's storage would make the insertion copy it.
    drawingOrderCache = nil
    storage.pointee.sublayers.insert(layer, at: index)
    layer.superlayer = self
    layer.invalidateGeometry()
    if keepsArrayOrder { drawingOrderCache = storedSublayers }
    let atAnEnd = keepsArrayOrder && (index == 0 || index == count)
    if !(atAnEnd && hitIndexDidAddSublayer(layer, inFront: index == count)) {
      layer.storage.pointee.needsHitTestRefresh = true
      layer.storage.pointee.hitLevelIsStale = true
      sublayerOrderDidChange()
    }
    setNeedsLayout()
    snapshotSublayersDidChange()
    internalCheck(layer.hitTestMarkViolation())
  }

  /// Inserts `layer` at the index of `sibling` plus `offset` among the other sublayers (`nil`: the back
  /// for offset 0, the front for offset 1).
  private func insert(
    _ layer: Layer, beside sibling: Layer?, offset: Int, in operation: StaticString
  ) {
    checkCanAdopt(layer, in: operation)
    let others = storedSublayers.filter { $0 !== layer }
    guard let sibling else {
      return adopt(layer, at: offset == 0 ? 0 : others.count)
    }
    precondition(
      sibling.superlayer === self, "\(operation): the sibling is not a sublayer of this layer")
    guard sibling !== layer, let index = others.firstIndex(where: { $0 === sibling }) else {
      return
    }
    adopt(layer, at: index + offset)
  }
}
