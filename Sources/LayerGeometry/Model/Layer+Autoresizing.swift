// Autoresizing: how a layer's sublayers follow a change of its size, as Core Animation's
// `autoresizingMask`, `resizeSublayers(withOldSize:)` and `resize(withOldSuperlayerSize:)` do.
//
// The rule per axis was measured on macOS (the table is in the "Layout and Scrolling" article): the
// parts of the axis that give way — leading margin, size, trailing margin — share the change by
// which of them give way, not by how large they are; the origin is then rounded down and the far
// edge up. A resize walks the resized subtree with a work list, never by recursion.

extension Layer {
  /// Which parts of a layer give way when its superlayer's size changes, as Core Animation's
  /// `CAAutoresizingMask`, with the same bit values.
  ///
  /// Each axis has three parts: the margin before the layer (`minX`/`minY`), the layer's own size,
  /// and the margin after it. When the superlayer's width changes by `d`, the parts flagged on the
  /// horizontal axis share `d` (the vertical axis works the same way, on its own):
  ///
  /// ```text
  /// flexible parts            leading margin   size     trailing margin
  /// none                      0                0        0
  /// one of them               d                (or d)   (or d)
  /// margin + size             2d/3             d/3      —
  /// size + margin             —                d/3      2d/3
  /// both margins              d/2              —        d/2
  /// all three                 d/3              d/3      d/3
  /// ```
  ///
  /// ```swift
  /// let mask: Layer.AutoresizingMask = [.layerMinXMargin, .layerWidthSizable]
  /// // mask.rawValue == 3
  /// ```
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The bits of the mask, as `CAAutoresizingMask`'s; bits without a meaning are kept.
    ///
    /// ```swift
    /// let mask = Layer.AutoresizingMask(rawValue: 255)
    /// // mask.rawValue == 255, mask.contains(.layerMaxYMargin)
    /// ```
    public var rawValue: UInt32

    /// Creates a mask from its bits, as `CAAutoresizingMask(rawValue:)`.
    ///
    /// ```swift
    /// let mask = Layer.AutoresizingMask(rawValue: 18)
    /// // mask == [.layerWidthSizable, .layerHeightSizable]
    /// ```
    ///
    /// - Parameter rawValue: The bits; any value is kept as given.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// The margin between the superlayer's minimum x and the layer's gives way (bit value 1).
    ///
    /// ```swift
    /// let mask = Layer.AutoresizingMask.layerMinXMargin
    /// // mask.rawValue == 1
    /// ```
    public static let layerMinXMargin = AutoresizingMask(rawValue: 1 << 0)

    /// The layer's width gives way (bit value 2).
    ///
    /// ```swift
    /// let mask = Layer.AutoresizingMask.layerWidthSizable
    /// // mask.rawValue == 2
    /// ```
    public static let layerWidthSizable = AutoresizingMask(rawValue: 1 << 1)

    /// The margin between the layer's maximum x and the superlayer's gives way (bit value 4).
    ///
    /// ```swift
    /// let mask = Layer.AutoresizingMask.layerMaxXMargin
    /// // mask.rawValue == 4
    /// ```
    public static let layerMaxXMargin = AutoresizingMask(rawValue: 1 << 2)

    /// The margin between the superlayer's minimum y and the layer's gives way (bit value 8).
    ///
    /// ```swift
    /// let mask = Layer.AutoresizingMask.layerMinYMargin
    /// // mask.rawValue == 8
    /// ```
    public static let layerMinYMargin = AutoresizingMask(rawValue: 1 << 3)

    /// The layer's height gives way (bit value 16).
    ///
    /// ```swift
    /// let mask = Layer.AutoresizingMask.layerHeightSizable
    /// // mask.rawValue == 16
    /// ```
    public static let layerHeightSizable = AutoresizingMask(rawValue: 1 << 4)

    /// The margin between the layer's maximum y and the superlayer's gives way (bit value 32).
    ///
    /// ```swift
    /// let mask = Layer.AutoresizingMask.layerMaxYMargin
    /// // mask.rawValue == 32
    /// ```
    public static let layerMaxYMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How the layer follows a change of its superlayer's size; empty (it does not move) by default.
  ///
  /// The mask acts when the superlayer's bounds size changes (through ``bounds`` or ``frame``):
  /// the layer's ``frame`` is recomputed then, by the rule ``AutoresizingMask`` describes, and set.
  /// A mask set after a change does not act on it.
  ///
  /// ```swift
  /// let window = Layer()
  /// window.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// let badge = Layer()
  /// badge.frame = Rect2D(x: 10, y: 20, width: 50, height: 40)
  /// badge.autoresizingMask = [.layerMinXMargin, .layerWidthSizable]
  /// window.addSublayer(badge)
  /// window.bounds = Rect2D(x: 0, y: 0, width: 200, height: 300)
  /// // badge.frame == Rect2D(x: 76, y: 20, width: 84, height: 40)
  /// ```
  public var autoresizingMask: AutoresizingMask {
    get { storage.pointee.autoresizingMask }
    set { storage.pointee.autoresizingMask = newValue }
  }

  /// Tells each sublayer that this layer's size was `oldSize`, so that it follows the change to the
  /// current size by its ``autoresizingMask``, as `CALayer.resizeSublayers(withOldSize:)`.
  ///
  /// Setting ``bounds`` or ``frame`` to a new size does this by itself; call it after changing the
  /// size some other way, or to replay a change. A sublayer whose size changes passes the change on
  /// to its own sublayers, down the tree.
  ///
  /// ```swift
  /// let window = Layer()
  /// window.bounds = Rect2D(x: 0, y: 0, width: 200, height: 300)
  /// let content = Layer()
  /// content.frame = Rect2D(x: 10, y: 20, width: 50, height: 40)
  /// content.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
  /// window.addSublayer(content)
  /// window.resizeSublayers(withOldSize: Size2D(width: 100, height: 100))
  /// // content.frame == Rect2D(x: 10, y: 20, width: 150, height: 240)
  /// ```
  ///
  /// - Parameter oldSize: The size this layer's bounds had before the change.
  /// - Complexity: O(*n*) for the *n* layers whose superlayer's size changes, with their sublayers.
  public func resizeSublayers(withOldSize oldSize: Size2D) {
    resizeSubtrees(from: [(self, oldSize)])
  }

  /// Moves and resizes the layer for a change of its superlayer's size from `oldSize` to its
  /// current size, by ``autoresizingMask``, as `CALayer.resize(withOldSuperlayerSize:)`.
  ///
  /// On each axis the flexible parts share the change (see ``AutoresizingMask``); the new origin is
  /// then rounded down and the far edge up, to whole points, as Core Animation does. An axis whose
  /// change is 0, or whose mask bits leave the frame as it was, is left exactly as it was (not
  /// rounded). An axis where the change or the result is not finite (a `NaN` or infinite size
  /// before or after) is left as it was too, so a superlayer that passes through a non-finite size
  /// and back leaves its sublayers where they were. A layer without a superlayer does not move, nor
  /// does one whose frame is ``Rect2D/null`` or ``Rect2D/infinite`` (under a perspective).
  ///
  /// ```swift
  /// let window = Layer()
  /// window.bounds = Rect2D(x: 0, y: 0, width: 110, height: 100)
  /// let field = Layer()
  /// field.frame = Rect2D(x: 10, y: 20, width: 50, height: 40)
  /// field.autoresizingMask = [.layerMinXMargin, .layerWidthSizable]
  /// window.addSublayer(field)
  /// field.resize(withOldSuperlayerSize: Size2D(width: 100, height: 100))
  /// // The margin takes 6.67 of the 10 points: x = 16.67 rounds down to 16, and the far edge
  /// // stays at 70.
  /// // field.frame == Rect2D(x: 16, y: 20, width: 54, height: 40)
  /// ```
  ///
  /// - Parameter oldSize: The size the superlayer's bounds had before the change.
  /// - Complexity: O(*n*) for the *n* layers of this layer's subtree that are resized with it.
  public func resize(withOldSuperlayerSize oldSize: Size2D) {
    guard let superlayer, let before = autoresize(from: oldSize, to: superlayer.bounds.size) else {
      return
    }
    boundsSizeDidChange(from: before)
  }

  /// Called after the bounds size may have changed from `oldSize`: when it did, marks the layer as
  /// needing layout and resizes the sublayers, down the tree.
  func boundsSizeDidChange(from oldSize: Size2D) {
    let size = bounds.size
    guard
      size.width.bitPattern != oldSize.width.bitPattern
        || size.height.bitPattern != oldSize.height.bitPattern
    else { return }
    setNeedsLayout()
    resizeSubtrees(from: [(self, oldSize)])
  }

  /// Resizes the sublayers of each listed layer for its change of size, and theirs in turn, with a
  /// work list: each layer whose size changes is marked as needing layout and listed.
  private func resizeSubtrees(from start: [(layer: Layer, oldSize: Size2D)]) {
    var pending = start
    while let (layer, oldSize) = pending.popLast() {
      let newSize = layer.bounds.size
      for sublayer in layer.storedSublayers {
        guard let before = sublayer.autoresize(from: oldSize, to: newSize) else { continue }
        sublayer.setNeedsLayout()
        pending.append((sublayer, before))
      }
    }
  }

  /// Sets the frame that the mask gives for the superlayer's change from `oldSize` to `newSize`,
  /// without passing the change on; returns the layer's bounds size before, when it changed.
  private func autoresize(from oldSize: Size2D, to newSize: Size2D) -> Size2D? {
    let mask = autoresizingMask
    guard mask.rawValue & 0b11_1111 != 0 else { return nil }
    let old = frame
    guard !old.isNull, !old.isInfinite else { return nil }
    let x = Self.autoresized(
      old.minX, old.maxX, change: newSize.width - oldSize.width,
      flexible: (
        mask.contains(.layerMinXMargin), mask.contains(.layerWidthSizable),
        mask.contains(.layerMaxXMargin)
      ))
    let y = Self.autoresized(
      old.minY, old.maxY, change: newSize.height - oldSize.height,
      flexible: (
        mask.contains(.layerMinYMargin), mask.contains(.layerHeightSizable),
        mask.contains(.layerMaxYMargin)
      ))
    guard x != nil || y != nil else { return nil }
    // An axis that stays keeps its origin and size as they are (not rebuilt from its edges).
    let (minX, width) = x.map { ($0.0, $0.1 - $0.0) } ?? (old.minX, old.width)
    let (minY, height) = y.map { ($0.0, $0.1 - $0.0) } ?? (old.minY, old.height)
    let before = bounds.size
    storeFrame(Rect2D(x: minX, y: minY, width: width, height: height))
    let after = bounds.size
    return after.width.bitPattern == before.width.bitPattern
      && after.height.bitPattern == before.height.bitPattern ? nil : before
  }

  /// The new `(min, max)` of one axis of a frame for a change of the superlayer's extent, or `nil`
  /// when the axis stays as it is: the change is 0 or not finite, no part before the far margin
  /// gives way, or the result is not finite.
  ///
  /// The shares are exact sums of `change / 3` or `change / 2` terms, computed from the edges so
  /// that an exact result (a change divisible by 3) is not rounded past a whole point.
  private static func autoresized(
    _ minimum: Double, _ maximum: Double, change: Double,
    flexible: (leading: Bool, size: Bool, trailing: Bool)
  ) -> (Double, Double)? {
    guard change != 0, change.isFinite else { return nil }
    // How far the origin moves, and how much of the change the trailing margin takes.
    let (leading, trailing): (Double, Double)
    switch flexible {
    case (false, false, _): return nil
    case (true, false, false): (leading, trailing) = (change, 0)
    case (false, true, false): (leading, trailing) = (0, 0)
    case (true, true, false): (leading, trailing) = ((change + change) / 3, 0)
    case (false, true, true): (leading, trailing) = (0, (change + change) / 3)
    case (true, false, true): (leading, trailing) = (change / 2, change / 2)
    case (true, true, true): (leading, trailing) = (change / 3, change / 3)
    }
    let low = (minimum + leading).rounded(.down)
    let high = (maximum + (change - trailing)).rounded(.up)
    guard low.isFinite, high.isFinite else { return nil }
    return (low, high)
  }
}
