extension Layer {
  /// The order in which ``hitTest(_:order:)-(Point2D,_)`` tries sibling layers.
  ///
  /// ```swift
  /// let order = Layer.HitTestOrder.sublayerOrder
  /// // order != .drawingOrder
  /// ```
  public enum HitTestOrder: Sendable {
    /// Front to back as drawn: ``Layer/zPosition`` descending, then the later sublayer first — Core
    /// Animation's order.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    /// let raised = Layer()
    /// raised.frame = root.bounds
    /// raised.zPosition = 1
    /// root.sublayers = [raised, Layer()]
    /// // root.hitTest(Point2D(x: 5, y: 5), order: .drawingOrder) === raised
    /// ```
    case drawingOrder
    /// The later sublayer first, ignoring ``Layer/zPosition`` — the order the sublayer array alone
    /// gives, which UIKit's view hit testing also uses.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    /// let raised = Layer()
    /// raised.frame = root.bounds
    /// raised.zPosition = 1
    /// let last = Layer()
    /// last.frame = root.bounds
    /// root.sublayers = [raised, last]
    /// // root.hitTest(Point2D(x: 5, y: 5), order: .sublayerOrder) === last
    /// ```
    case sublayerOrder
  }

  /// Returns whether a point in this layer's own coordinate space lies inside its bounds, as
  /// `CALayer.contains(_:)`: half-open, `[minX, maxX) × [minY, maxY)`, on the standardized bounds.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 10, y: 10, width: 100, height: 100)
  /// // layer.contains(Point2D(x: 10, y: 10)) == true
  /// // layer.contains(Point2D(x: 110, y: 50)) == false
  /// ```
  ///
  /// - Parameter point: A point in this layer's coordinate space.
  /// - Returns: `true` when the bounds contain the point.
  public func contains(_ point: Point2D) -> Bool {
    bounds.contains(point)
  }

  /// Returns the farthest descendant (or this layer) that contains a point, trying the front-most
  /// layers first, as `CALayer.hitTest(_:)`.
  ///
  /// `point` is in the coordinate space of this layer's **superlayer** (for a root, the space its
  /// position is in), because the layer's own position and transform apply. Then:
  /// - a hidden layer and its subtree are skipped;
  /// - the point is mapped into the layer's space; a singular or non-finite level, or a point behind the
  ///   eye, is a miss for the whole subtree;
  /// - a layer that ``masksToBounds`` stops every hit outside its bounds; otherwise sublayers lying
  ///   outside their superlayer's bounds are still hit;
  /// - sublayers are tried front to back — ``zPosition`` descending, then the later one first — and
  ///   the first hit wins;
  /// - otherwise the layer itself is hit if it ``contains(_:)`` the point, unless it is turned away from
  ///   the viewer and not ``isDoubleSided``. Opacity plays no part.
  ///
  /// A transform layer (``Kind/transformLayer``) is never the answer. Where the search meets one
  /// among a layer R's sublayers, the 3D context of R (every layer reached from R through transform
  /// layers) is answered at that place of R's order, once: the ray along R's z through the point is
  /// cast onto each plane of the context (a point behind the eye or a singular map is a miss), each
  /// plane is hit-tested as above at the point the ray meets, with its facing judged on its full
  /// map into R, and the hit nearest the viewer wins; depths equal within a relative 1e-9 go to the
  /// plane later in drawing order. A transform layer's ``masksToBounds`` is ignored and a hidden one
  /// hides its planes. A query whose receiver is a transform layer answers its planes as its
  /// superlayer's query would.
  ///
  /// ```swift
  /// let white = Layer()
  /// white.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
  /// let blue = Layer()
  /// blue.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
  /// white.addSublayer(blue)
  /// // white.hitTest(Point2D(x: 120, y: 120)) === blue
  /// // white.hitTest(Point2D(x: 60, y: 60)) === white
  /// // white.hitTest(Point2D(x: 10, y: 10)) == nil
  /// ```
  ///
  /// - Parameter point: A point in the superlayer's coordinate space.
  /// - Returns: The layer hit, or `nil`.
  /// - Complexity: The layers entered before the hit (a layer is entered only when the box of its
  ///   subtree holds the point), with O(log *n*) per layer of *n* sublayers to find the next one to
  ///   try when *n* ≥ 32. The first query after changes first brings the changed layers up to date:
  ///   O(*k* · (*d* + log *n*)) for *k* changed layers at depth *d*, plus the sublayer count of each
  ///   layer whose sublayers were added, removed or reordered. A 3D context met on the way is
  ///   searched without the index: linear in its layers and those searched below its planes. No
  ///   recursion: any depth works.
  public func hitTest(_ point: Point2D) -> Layer? {
    hitTest(point, order: .drawingOrder)
  }

  /// Returns the farthest descendant (or this layer) that contains a point, trying siblings in the
  /// given order.
  ///
  /// Everything else is as ``hitTest(_:)``. With ``HitTestOrder/sublayerOrder`` the later sublayer wins
  /// whatever the ``zPosition``s; this option does not add UIKit's other rules (points outside the
  /// parent are still tested, and there is no opacity test).
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// let back = Layer()
  /// back.frame = root.bounds
  /// back.zPosition = 1
  /// let front = Layer()
  /// front.frame = root.bounds
  /// root.sublayers = [back, front]
  /// // root.hitTest(Point2D(x: 10, y: 10)) === back
  /// // root.hitTest(Point2D(x: 10, y: 10), order: .sublayerOrder) === front
  /// ```
  ///
  /// - Parameters:
  ///   - point: A point in the superlayer's coordinate space.
  ///   - order: The order to try siblings in.
  /// - Returns: The layer hit, or `nil`.
  /// - Complexity: The layers entered before the hit (a layer is entered only when the box of its
  ///   subtree holds the point), with O(log *n*) per layer of *n* sublayers to find the next one to
  ///   try when *n* ≥ 32. The first query after changes first brings the changed layers up to date:
  ///   O(*k* · (*d* + log *n*)) for *k* changed layers at depth *d*, plus the sublayer count of each
  ///   layer whose sublayers were added, removed or reordered. A 3D context met on the way is
  ///   searched without the index: linear in its layers and those searched below its planes. No
  ///   recursion: any depth works.
  public func hitTest(_ point: Point2D, order: HitTestOrder) -> Layer? {
    let level = validGeometryCache.level
    refreshHitTestIndex()
    return hitUsingIndex(point, order: order, level: level)
  }

  /// Hit-tests many points, each in the superlayer's coordinate space.
  ///
  /// Equal, element for element, to ``hitTest(_:order:)-(Point2D,_)``.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
  /// let hits = layer.hitTest([Point2D(x: 5, y: 5), Point2D(x: 50, y: 5)])
  /// // hits.map { $0 === layer } == [true, false]
  /// ```
  ///
  /// - Parameters:
  ///   - points: Points in the superlayer's coordinate space.
  ///   - order: The order to try siblings in; ``HitTestOrder/drawingOrder`` by default.
  /// - Returns: The layer hit by each point, or `nil`.
  /// - Complexity: *m* times the cost of one query of ``hitTest(_:order:)-(Point2D,_)``, for *m*
  ///   points; the changed layers are brought up to date once.
  public func hitTest(_ points: [Point2D], order: HitTestOrder = .drawingOrder) -> [Layer?] {
    let level = validGeometryCache.level
    refreshHitTestIndex()
    return points.map { hitUsingIndex($0, order: order, level: level) }
  }
}
