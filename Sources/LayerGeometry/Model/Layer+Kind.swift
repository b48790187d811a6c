// The kind of a layer: the Core Animation classes whose geometry differs from `CALayer`'s
// (`CAScrollLayer`, `CATransformLayer`) as one property of a layer.

extension Layer {
  /// What kind of Core Animation layer a layer stands for, where that changes its behaviour.
  ///
  /// Core Animation has a class per kind (`CAScrollLayer`, …); here the kind is a property, so a
  /// layer can be ported by setting it. Each place that treats a kind specially tests for that
  /// kind alone (`kind == .scrollLayer`), so a new kind is a new case with rules of its own, and
  /// every existing rule keeps its meaning; a ``LayerArchive`` stores the kind by its case name.
  ///
  /// ```swift
  /// let list = Layer()
  /// list.kind = .scrollLayer
  /// // Layer().kind == .plain
  /// ```
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// An ordinary layer, as `CALayer`: the default.
    ///
    /// ```swift
    /// let layer = Layer()
    /// // layer.kind == .plain
    /// ```
    case plain

    /// A layer that scrolls its content by moving its bounds origin, as `CAScrollLayer`: it obeys
    /// ``Layer/scroll(to:)-(Point2D)`` and ``Layer/scroll(to:)-(Rect2D)``, and it is the layer that
    /// ``Layer/scroll(_:)``, ``Layer/scrollRectToVisible(_:)`` and ``Layer/visibleRect`` look for.
    ///
    /// ```swift
    /// let list = Layer()
    /// list.kind = .scrollLayer
    /// list.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    /// list.scroll(to: Point2D(x: 0, y: 40))
    /// // list.bounds.origin == Point2D(x: 0, y: 40)
    /// ```
    case scrollLayer

    /// A layer whose sublayers share one 3D space with it instead of being flattened into its
    /// plane, as `CATransformLayer`.
    ///
    /// The layers reached from the nearest ancestor that is not a transform layer through transform
    /// layers form one 3D context; each sublayer that is not a transform layer is a plane of it and
    /// flattens its own sublayers as usual. ``Layer/hitTest(_:)`` never answers a transform layer: it
    /// casts the point onto the planes and answers the hit nearest the viewer.
    /// ``Layer/contains(_:)`` tests the layer's bounds, as `CALayer`'s does.
    ///
    /// ```swift
    /// let cube = Layer()
    /// cube.kind = .transformLayer
    /// cube.bounds = Rect2D(x: 0, y: 0, width: 200, height: 200)
    /// // cube.contains(Point2D(x: 10, y: 10)) == true
    /// ```
    case transformLayer

    /// The kind of a case name, as a ``LayerArchive`` stores it; `nil` for any other string.
    ///
    /// ```swift
    /// let kind = Layer.Kind(rawValue: "scrollLayer")
    /// // kind == .scrollLayer, Layer.Kind(rawValue: "round") == nil
    /// ```
    ///
    /// - Parameter rawValue: The name of a case.
    public init?(rawValue: String) {
      guard let kind = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
      self = kind
    }
  }

  /// What kind of layer this is; ``Kind/plain`` by default.
  ///
  /// A scroll layer is placed, converted and hit-tested as any layer. A transform layer's `frame`
  /// is also that of any layer (its own level, flattened into its superlayer's plane), and its
  /// ``contains(_:)`` tests its bounds. Setting the kind is a change that hit testing and
  /// ``LayerSnapshot/update(from:)`` see, as setting any other property is.
  ///
  /// ```swift
  /// let list = Layer()
  /// list.kind = .scrollLayer
  /// // list.kind == .scrollLayer
  /// ```
  ///
  /// - Complexity: As ``position``; and where the layer has a ``sublayerTransform`` other than
  ///   the identity, becoming or ceasing to be a transform layer makes the next ``hitTest(_:)``
  ///   recompute the hit-test entry of each of its *n* sublayers, O(*n*) (a transform layer keeps
  ///   its boxes of them after that transform).
  public var kind: Kind {
    get { storage.pointee.kind }
    set {
      let wasTransformLayer = storage.pointee.kind == .transformLayer
      storage.pointee.kind = newValue
      // Conversions through this layer and its subtree change (its level). A transform layer
      // keeps its sublayers' boxes after its sublayer transform; the other kinds leave its
      // sublayers' levels as they are.
      let movesTheBoxes =
        wasTransformLayer != (newValue == .transformLayer)
        && !storage.pointee.sublayerTransformIsIdentity
      didChange(movesTheBoxes ? [.level, .sublayerSpace] : .level)
    }
  }
}
