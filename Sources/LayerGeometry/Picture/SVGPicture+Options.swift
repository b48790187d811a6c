extension SVGPicture {
  /// The annotations an ``SVGPicture`` draws over the layers.
  ///
  /// ```swift
  /// var options = SVGPicture.Options()
  /// options.overlays = [.frames, .anchors]
  /// // options.overlays.contains(.names) == false
  /// ```
  public struct Overlays: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    ///
    /// ```swift
    /// let overlays = SVGPicture.Overlays(rawValue: 0)
    /// // overlays.rawValue == 0, overlays.isEmpty == true
    /// ```
    public let rawValue: Int

    /// Creates a set from its bits.
    ///
    /// ```swift
    /// let overlays = SVGPicture.Overlays(rawValue: SVGPicture.Overlays.frames.rawValue)
    /// // overlays == .frames
    /// ```
    ///
    /// - Parameter rawValue: The bits of the set.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Each layer's ``Layer/frame``, dashed: the rectangle it names in the superlayer's space,
    /// drawn where that rectangle lies in the picture.
    ///
    /// For a rotated or sheared layer the frame is the bounding box around its quadrilateral. It
    /// ignores the superlayer's ``Layer/sublayerTransform``, as Core Animation's frame does, so
    /// under one the dashed box and the layer part company.
    ///
    /// ```swift
    /// let overlays: SVGPicture.Overlays = .frames
    /// // overlays.contains(.frames) == true
    /// ```
    public static let frames = Overlays(rawValue: 1 << 0)

    /// A pin at each layer's ``Layer/position`` — the point of the superlayer's space where the
    /// layer's ``Layer/anchorPoint`` is pinned and about which its ``Layer/transform`` turns.
    ///
    /// When the anchor point of the layer does not end up under the pin — a translation in the
    /// transform, or the superlayer's ``Layer/sublayerTransform``, moves the layer off it — a
    /// small ring marks the anchor point on the layer, joined to the pin by a dotted line.
    ///
    /// ```swift
    /// let overlays: SVGPicture.Overlays = .anchors
    /// // overlays.contains(.anchors) == true
    /// ```
    public static let anchors = Overlays(rawValue: 1 << 1)

    /// Two short arrows at the corner of each layer that is its `bounds.origin`, along the layer's
    /// own x-axis (red) and y-axis (green): they show where the layer's coordinates start and which
    /// way they run once it is rotated or flipped.
    ///
    /// ```swift
    /// let overlays: SVGPicture.Overlays = .boundsOrigins
    /// // overlays.contains(.boundsOrigins) == true
    /// ```
    public static let boundsOrigins = Overlays(rawValue: 1 << 2)

    /// Each layer's ``Layer/name`` (or `#n`, its number in drawing order, when it has none) at its
    /// topmost corner.
    ///
    /// ```swift
    /// let overlays: SVGPicture.Overlays = .names
    /// // overlays.contains(.names) == true
    /// ```
    public static let names = Overlays(rawValue: 1 << 3)

    /// The numbers beside the other overlays: the ``Layer/position`` beside each pin, the
    /// ``Layer/frame`` below each dashed box and the `bounds.origin` beside each pair of arrows, in
    /// the layer's own units.
    ///
    /// ```swift
    /// let overlays: SVGPicture.Overlays = [.anchors, .numbers]
    /// // overlays.contains(.numbers) == true
    /// ```
    public static let numbers = Overlays(rawValue: 1 << 4)

    /// Frames, anchors, bounds origins and names: every overlay but ``numbers``.
    ///
    /// ```swift
    /// let overlays = SVGPicture.Overlays.standard
    /// // overlays == [.frames, .anchors, .boundsOrigins, .names]
    /// ```
    public static let standard: Overlays = [.frames, .anchors, .boundsOrigins, .names]

    /// Every overlay.
    ///
    /// ```swift
    /// let overlays = SVGPicture.Overlays.all
    /// // overlays == [.standard, .numbers]
    /// ```
    public static let all: Overlays = [.standard, .numbers]
  }

  /// How an ``SVGPicture`` is drawn: overlays, scale, grid, captions and colours.
  ///
  /// ```swift
  /// let options = SVGPicture.Options(overlays: .all, scale: 2, title: "Anchor point (1, 1)")
  /// // options.gridSpacing == 50
  /// ```
  public struct Options: Hashable, Sendable {
    /// The annotations drawn over the layers; ``Overlays/standard`` by default.
    ///
    /// ```swift
    /// var options = SVGPicture.Options()
    /// options.overlays.insert(.numbers)
    /// // options.overlays == .all
    /// ```
    public var overlays: Overlays

    /// Pixels per point of the viewport; 1 by default.
    ///
    /// A value that is not finite and positive is taken as 1. Only the geometry scales: strokes,
    /// text and glyphs keep their size in pixels.
    ///
    /// ```swift
    /// var options = SVGPicture.Options()
    /// options.scale = 2  // a 300 × 200 viewport becomes 600 × 400 pixels, plus the margins
    /// // options.scale == 2
    /// ```
    public var scale: Double

    /// The distance between grid lines, in points of the viewport's space; 50 by default.
    ///
    /// Zero, a negative or a non-finite value draws no grid, and neither does a spacing that would
    /// need more than 200 lines in either direction. The lines lie on the multiples of the spacing
    /// and are labelled in the margins with their coordinates.
    ///
    /// ```swift
    /// var options = SVGPicture.Options()
    /// options.gridSpacing = 0  // no grid
    /// // options.gridSpacing == 0
    /// ```
    public var gridSpacing: Double

    /// A caption above the picture, also used as the document's `<title>`; `nil` by default.
    ///
    /// ```swift
    /// var options = SVGPicture.Options()
    /// options.title = "Clock hands"
    /// // options.title == "Clock hands"
    /// ```
    public var title: String?

    /// Lines of text below the picture, one per element; none by default.
    ///
    /// ```swift
    /// var options = SVGPicture.Options()
    /// options.notes = ["position (150, 150)", "frame (50, 50, 100, 100)"]
    /// // options.notes.count == 2
    /// ```
    public var notes: [String]

    /// The fill colours given to layers in drawing order, cycling.
    ///
    /// Any SVG colour works (`"#4e79a7"`, `"teal"`); the default is ``defaultPalette``. An empty
    /// palette draws every layer grey.
    ///
    /// ```swift
    /// var options = SVGPicture.Options()
    /// options.palette = ["#e15759", "#4e79a7"]
    /// // options.palette.count == 2
    /// ```
    public var palette: [String]

    /// Fill colours for the layers with these ``Layer/name``s, overriding the ``palette``; empty by
    /// default.
    ///
    /// ```swift
    /// var options = SVGPicture.Options()
    /// options.colorsByName = ["blue": "#1f5fd6", "white": "#ffffff"]
    /// // options.colorsByName["blue"] == "#1f5fd6"
    /// ```
    public var colorsByName: [String: String]

    /// The pixel sizes of the images shown by the layers with these ``Layer/name``s; empty by
    /// default.
    ///
    /// For each such layer the picture draws its ``Layer/contentsPlacement(forImageSize:)``: a
    /// dashed rectangle over the ``ContentsPlacement/destination`` — one per piece when the
    /// image is cut into nine parts — and a solid line along the edge where the image's first row
    /// lies (see ``ContentsPlacement/contentsAreFlipped``). A layer that masks to its bounds clips
    /// them, as Core Animation clips its contents.
    ///
    /// ```swift
    /// var options = SVGPicture.Options()
    /// options.imageSizesByName = ["photo": Size2D(width: 640, height: 480)]
    /// // options.imageSizesByName["photo"] == Size2D(width: 640, height: 480)
    /// ```
    public var imageSizesByName: [String: Size2D]

    /// The ten colours of the default ``palette`` (Tableau 10).
    ///
    /// ```swift
    /// let first = SVGPicture.Options.defaultPalette[0]
    /// // first == "#4e79a7"
    /// ```
    public static let defaultPalette = [
      "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
      "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
    ]

    /// Creates options; every argument has a default.
    ///
    /// ```swift
    /// let options = SVGPicture.Options(scale: 1.5, gridSpacing: 100)
    /// // options.overlays == .standard, options.title == nil
    /// ```
    ///
    /// - Parameters:
    ///   - overlays: The annotations drawn over the layers.
    ///   - scale: Pixels per point of the viewport.
    ///   - gridSpacing: The distance between grid lines in points; 0 for no grid.
    ///   - title: A caption above the picture.
    ///   - notes: Lines of text below the picture.
    ///   - palette: Fill colours given to layers in drawing order.
    ///   - colorsByName: Fill colours for layers by name, overriding the palette.
    ///   - imageSizesByName: The pixel sizes of the images of layers by name, whose contents
    ///     placement is drawn.
    public init(
      overlays: Overlays = .standard, scale: Double = 1, gridSpacing: Double = 50,
      title: String? = nil, notes: [String] = [], palette: [String] = Options.defaultPalette,
      colorsByName: [String: String] = [:], imageSizesByName: [String: Size2D] = [:]
    ) {
      self.overlays = overlays
      self.scale = scale
      self.gridSpacing = gridSpacing
      self.title = title
      self.notes = notes
      self.palette = palette
      self.colorsByName = colorsByName
      self.imageSizesByName = imageSizesByName
    }
  }
}
