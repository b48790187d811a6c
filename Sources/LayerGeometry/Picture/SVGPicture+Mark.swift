extension SVGPicture {
  /// A point drawn on top of an ``SVGPicture``: a plain marker, or a hit-test probe coloured by the
  /// layer it hits.
  ///
  /// The point is in the picture's space — the space the pictured layer's ``Layer/position`` is in
  /// — which is also the space ``Layer/hitTest(_:)`` takes its point in.
  ///
  /// ```swift
  /// let marks = [
  ///   SVGPicture.Mark(at: Point2D(x: 10, y: 10), label: "origin"),
  ///   SVGPicture.Mark.hitTestProbe(at: Point2D(x: 120, y: 120)),
  /// ]
  /// // marks[1].probeOrder == .drawingOrder
  /// ```
  public struct Mark: Hashable, Sendable {
    /// The point, in the picture's space.
    ///
    /// ```swift
    /// let mark = SVGPicture.Mark(at: Point2D(x: 1, y: 2))
    /// // mark.point == Point2D(x: 1, y: 2)
    /// ```
    public var point: Point2D

    /// The text beside the point; `nil` writes its coordinates instead.
    ///
    /// ```swift
    /// let mark = SVGPicture.Mark(at: Point2D(x: 1, y: 2), label: "touch")
    /// // mark.label == "touch"
    /// ```
    public var label: String?

    /// For a hit-test probe, the order its ``Layer/hitTest(_:order:)-(Point2D,_)`` tries siblings
    /// in; `nil` for a plain marker.
    ///
    /// A probe asks the pictured layer which layer the point hits, fills its dot with that layer's
    /// colour, and adds `→ name` (or `→ nil`, with a hollow dot) to its label.
    ///
    /// ```swift
    /// let probe = SVGPicture.Mark.hitTestProbe(at: .zero, order: .sublayerOrder)
    /// // probe.probeOrder == .sublayerOrder
    /// ```
    public var probeOrder: Layer.HitTestOrder?

    /// Creates a plain marker.
    ///
    /// ```swift
    /// let mark = SVGPicture.Mark(at: Point2D(x: 150, y: 150), label: "position")
    /// // mark.probeOrder == nil
    /// ```
    ///
    /// - Parameters:
    ///   - point: The point, in the picture's space.
    ///   - label: The text beside it; `nil` writes its coordinates.
    public init(at point: Point2D, label: String? = nil) {
      self.point = point
      self.label = label
      self.probeOrder = nil
    }

    /// Creates a hit-test probe: a marker coloured by the layer that the pictured layer's
    /// ``Layer/hitTest(_:order:)-(Point2D,_)`` returns for the point.
    ///
    /// ```swift
    /// let probe = SVGPicture.Mark.hitTestProbe(at: Point2D(x: 60, y: 60), label: "touch")
    /// // probe.label == "touch", probe.probeOrder == .drawingOrder
    /// ```
    ///
    /// - Parameters:
    ///   - point: The point, in the picture's space.
    ///   - label: The text before `→ name`; `nil` writes the point's coordinates.
    ///   - order: The order in which the hit test tries siblings.
    /// - Returns: The probe.
    public static func hitTestProbe(
      at point: Point2D, label: String? = nil, order: Layer.HitTestOrder = .drawingOrder
    ) -> Mark {
      var mark = Mark(at: point, label: label)
      mark.probeOrder = order
      return mark
    }
  }
}
