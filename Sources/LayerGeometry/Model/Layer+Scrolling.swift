// Scrolling, as Core Animation's `CAScrollLayer` and the scrolling methods of `CALayer`: a scroll
// layer scrolls by moving its own bounds origin, which is one change of one layer.

extension Layer {
  /// The directions a scroll layer may scroll in, as `CAScrollLayer`'s scroll modes; the raw
  /// values are Core Animation's names.
  ///
  /// ```swift
  /// let mode = Layer.ScrollMode.vertically
  /// // mode.rawValue == "vertically"
  /// ```
  public enum ScrollMode: String, Hashable, Sendable, CaseIterable {
    /// Scrolling moves nothing (`kCAScrollNone`).
    ///
    /// ```swift
    /// let mode = Layer.ScrollMode.none
    /// // mode.rawValue == "none"
    /// ```
    case none

    /// Scrolling moves the bounds origin's y only (`kCAScrollVertically`).
    ///
    /// ```swift
    /// let mode = Layer.ScrollMode.vertically
    /// // mode.rawValue == "vertically"
    /// ```
    case vertically

    /// Scrolling moves the bounds origin's x only (`kCAScrollHorizontally`).
    ///
    /// ```swift
    /// let mode = Layer.ScrollMode.horizontally
    /// // mode.rawValue == "horizontally"
    /// ```
    case horizontally

    /// Scrolling moves both coordinates of the bounds origin (`kCAScrollBoth`): the default.
    ///
    /// ```swift
    /// let mode = Layer.ScrollMode.both
    /// // mode.rawValue == "both"
    /// ```
    case both

    /// The mode of a Core Animation name, such as `kCAScrollVertically`'s `"vertically"`; `nil`
    /// for any other string.
    ///
    /// ```swift
    /// let mode = Layer.ScrollMode(rawValue: "vertically")
    /// // mode == .vertically, Layer.ScrollMode(rawValue: "diagonally") == nil
    /// ```
    ///
    /// - Parameter rawValue: One of Core Animation's four scroll-mode names.
    public init?(rawValue: String) {
      guard let mode = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
      self = mode
    }
  }

  /// The directions the layer scrolls in when it is a scroll layer; ``ScrollMode/both`` by
  /// default, as `CAScrollLayer.scrollMode`.
  ///
  /// ```swift
  /// let list = Layer()
  /// list.kind = .scrollLayer
  /// list.scrollMode = .vertically
  /// list.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// list.scroll(to: Point2D(x: 70, y: 80))
  /// // list.bounds.origin == Point2D(x: 0, y: 80)
  /// ```
  public var scrollMode: ScrollMode {
    get { storage.pointee.scrollMode }
    set { storage.pointee.scrollMode = newValue }
  }

  /// Scrolls a scroll layer so that `point` of its own space shows at its top-left corner, as
  /// `CAScrollLayer.scroll(to:)`: the point becomes the bounds origin, on the axes that
  /// ``scrollMode`` lets move.
  ///
  /// The origin is not clamped to the content: any point is taken, `NaN` included (stored as given,
  /// as for ``bounds``). On a layer whose ``kind`` is not ``Kind/scrollLayer`` nothing happens, as
  /// only `CAScrollLayer` has this method; set `bounds.origin` to move any layer's content. The
  /// scroll is one change of this layer: its sublayers are not touched.
  ///
  /// ```swift
  /// let list = Layer()
  /// list.kind = .scrollLayer
  /// list.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// list.scroll(to: Point2D(x: 50, y: 60))
  /// // list.bounds == Rect2D(x: 50, y: 60, width: 100, height: 100)
  /// ```
  ///
  /// - Parameter point: The new bounds origin, in this layer's space.
  public func scroll(to point: Point2D) {
    guard kind == .scrollLayer else { return }
    let current = bounds.origin
    let origin: Point2D
    switch scrollMode {
    case .none: return
    case .vertically: origin = Point2D(x: current.x, y: point.y)
    case .horizontally: origin = Point2D(x: point.x, y: current.y)
    case .both: origin = point
    }
    guard
      origin.x.bitPattern != current.x.bitPattern || origin.y.bitPattern != current.y.bitPattern
    else { return }
    bounds.origin = origin
  }

  /// Scrolls a scroll layer by as little as brings `rect` (in its own space) into view, as
  /// `CAScrollLayer.scroll(to:)` with a rectangle.
  ///
  /// On each axis: a rectangle larger than the bounds goes to its own origin; one that starts
  /// before the bounds is scrolled back to its start; one that ends after them is scrolled to its
  /// end; one already in view moves nothing. The new origin then goes through
  /// ``scroll(to:)-(Point2D)``, so ``scrollMode`` locks axes and a layer of another kind does not
  /// scroll. A negative size is standardized; a null rectangle, or a `NaN` on an axis, moves
  /// nothing on that axis.
  ///
  /// ```swift
  /// let list = Layer()
  /// list.kind = .scrollLayer
  /// list.bounds = Rect2D(x: 50, y: 60, width: 100, height: 100)
  /// list.scroll(to: Rect2D(x: 200, y: 200, width: 10, height: 10))
  /// // Far enough to bring the far edges in: list.bounds.origin == Point2D(x: 110, y: 110)
  /// ```
  ///
  /// - Parameter rect: The rectangle to show, in this layer's space.
  public func scroll(to rect: Rect2D) {
    guard kind == .scrollLayer, !rect.isNull else { return }
    let target = rect.standardized
    let visible = bounds
    scroll(
      to: Point2D(
        x: Self.origin(
          showing: target.origin.x, target.size.width, from: visible.origin.x,
          extent: visible.size.width),
        y: Self.origin(
          showing: target.origin.y, target.size.height, from: visible.origin.y,
          extent: visible.size.height)))
  }

  /// Scrolls the closest scroll layer — this layer itself, or else its nearest ancestor whose
  /// ``kind`` is ``Kind/scrollLayer`` — so that `point`, given in this layer's space, shows at its
  /// top-left corner, as `CALayer.scroll(_:)`.
  ///
  /// The point is converted into the scroll layer's space and passed to its
  /// ``scroll(to:)-(Point2D)``. Nothing happens without a scroll layer, or when the point does not
  /// convert (a `NaN` through a singular transform).
  ///
  /// ```swift
  /// let list = Layer()
  /// list.kind = .scrollLayer
  /// list.bounds = Rect2D(x: 0, y: 0, width: 100, height: 80)
  /// let content = Layer()
  /// content.frame = Rect2D(x: 0, y: 0, width: 500, height: 400)
  /// list.addSublayer(content)
  /// let row = Layer()
  /// row.frame = Rect2D(x: 30, y: 40, width: 20, height: 20)
  /// content.addSublayer(row)
  /// row.scroll(Point2D(x: 5, y: 5))
  /// // list.bounds.origin == Point2D(x: 35, y: 45)
  /// ```
  ///
  /// - Parameter point: The point to scroll to, in this layer's space.
  /// - Complexity: O(*d*) for depth *d*.
  public func scroll(_ point: Point2D) {
    guard let scroller = closestScrollLayer else { return }
    let converted = scroller === self ? point : scroller.convert(point, from: self)
    guard converted.x.isFinite, converted.y.isFinite else { return }
    scroller.scroll(to: converted)
  }

  /// Scrolls the closest scroll layer (this layer or its nearest scroll-layer ancestor) by as
  /// little as brings `rect`, given in this layer's space, into view, as
  /// `CALayer.scrollRectToVisible(_:)`.
  ///
  /// The rectangle is converted into the scroll layer's space (its bounding box there) and passed
  /// to its ``scroll(to:)-(Rect2D)``. Nothing happens without a scroll layer.
  ///
  /// ```swift
  /// let list = Layer()
  /// list.kind = .scrollLayer
  /// list.bounds = Rect2D(x: 0, y: 0, width: 100, height: 80)
  /// let content = Layer()
  /// content.frame = Rect2D(x: 0, y: 0, width: 500, height: 400)
  /// list.addSublayer(content)
  /// content.scrollRectToVisible(Rect2D(x: 200, y: 150, width: 20, height: 10))
  /// // list.bounds.origin == Point2D(x: 120, y: 80)
  /// ```
  ///
  /// - Parameter rect: The rectangle to show, in this layer's space.
  /// - Complexity: O(*d*) for depth *d*.
  public func scrollRectToVisible(_ rect: Rect2D) {
    guard let scroller = closestScrollLayer else { return }
    scroller.scroll(to: scroller === self ? rect : scroller.convert(rect, from: self))
  }

  /// The part of the layer's bounds that its closest scroll layer does not cut off, in the layer's
  /// own space, as `CALayer.visibleRect`.
  ///
  /// The closest scroll layer is this layer itself or its nearest ancestor whose ``kind`` is
  /// ``Kind/scrollLayer``; the answer is the intersection of this layer's ``bounds`` with that
  /// scroll layer's bounds converted into this layer's space (their bounding box there): the bounds
  /// when there is no scroll layer or this layer is one, and ``Rect2D/null`` when the layer is
  /// scrolled wholly out of view. Only that one scroll layer clips: ``masksToBounds`` and other
  /// scroll layers further up do not enter.
  ///
  /// ```swift
  /// let list = Layer()
  /// list.kind = .scrollLayer
  /// list.bounds = Rect2D(x: 35, y: 45, width: 100, height: 80)
  /// let content = Layer()
  /// content.frame = Rect2D(x: 0, y: 0, width: 500, height: 400)
  /// list.addSublayer(content)
  /// let row = Layer()
  /// row.frame = Rect2D(x: 30, y: 40, width: 20, height: 20)
  /// content.addSublayer(row)
  /// // row.visibleRect == Rect2D(x: 5, y: 5, width: 15, height: 15)
  /// ```
  ///
  /// - Complexity: O(*d*) for depth *d*.
  public var visibleRect: Rect2D {
    guard let scroller = closestScrollLayer, scroller !== self else { return bounds }
    return bounds.intersection(convert(scroller.bounds, from: scroller))
  }

  /// This layer when it is a scroll layer, or else its nearest ancestor that is one.
  private var closestScrollLayer: Layer? {
    var layer: Layer? = self
    while let current = layer {
      if current.kind == .scrollLayer { return current }
      layer = current.superlayer
    }
    return nil
  }

  /// The origin on one axis that shows `start..<start + length` within an extent that now begins
  /// at `origin`, moving as little as it can; a target longer than the extent goes to its start.
  private static func origin(
    showing start: Double, _ length: Double, from origin: Double, extent: Double
  ) -> Double {
    if length > extent { return start }
    if start < origin { return start }
    if start + length > origin + extent { return start + length - extent }
    return origin
  }
}
