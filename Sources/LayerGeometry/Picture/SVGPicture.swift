/// An SVG drawing of a layer tree, each layer drawn as the true quadrilateral it covers, taken at
/// the moment it is created.
///
/// The picture shows the pictured layer and its visible descendants in the space that layer's
/// ``Layer/position`` is in: for a root, the world space above it; otherwise its superlayer's
/// space, the same space that ``Layer/hitTest(_:)`` takes its point in. `viewport` is a rectangle
/// of that space, and y grows downward, as in Core Animation on iOS and in SVG.
///
/// - Every layer is the polygon of its bounds' four corners, each converted with
///   ``Layer/convert(_:to:)-(Point2D,_)`` into the picture's space — rotated, sheared or projected
///   exactly as the library maps it, never just its ``Layer/frame``.
/// - Layers are drawn in drawing order: a layer, then its sublayers in
///   ``Layer/sublayersInDrawingOrder`` (``Layer/zPosition`` ascending), each subtree in turn.
///   A hidden layer is left out with its subtree. A layer that ``Layer/masksToBounds`` clips its
///   sublayers to its polygon.
/// - A 3D context (``Layer/Kind/transformLayer``) is drawn as ``LayerSnapshot/pieces`` draws it:
///   back to front, planes that cross cut where they cross, each piece clipped by its masking
///   ancestors; a layer cut in pieces has the polygons `layer-N`, `layer-N-piece-2`, and so on,
///   and a transform layer has none.
/// - Overlays (``Options/overlays``) and ``Mark``s are drawn on top of all layers and are not
///   clipped by masking layers, so that a clipped-away sublayer still shows where it is.
/// - A layer with a corner that does not convert to finite numbers — a corner behind the eye in a
///   perspective, or non-finite geometry — is left out (not clipped), and so are its overlays; if
///   it masks, its sublayers are left out too, since their clip cannot be drawn. Otherwise its
///   sublayers are drawn wherever they convert to finite corners.
/// - Every coordinate is written with at most two decimals, rounded half away from zero, and
///   polygons are clipped to a region around the canvas, so the text is the same on every platform
///   and no coordinate is `NaN`, huge or written with an exponent (a value printed in a label by
///   ``Overlays/numbers`` that is too large for that is written as Swift prints it). Layers have no colour in this
///   library: fills come from ``Options/palette`` (in drawing order) and ``Options/colorsByName``.
///
/// The result is a standalone SVG 1.1 document (UTF-8, no external references) that any browser or
/// `rsvg-convert` shows; each layer's polygon carries the layer's name in a `<title>`, which
/// browsers show as a tooltip.
///
/// ```swift
/// let root = Layer()
/// root.name = "root"
/// root.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
/// let child = Layer()
/// child.name = "child"
/// child.frame = Rect2D(x: 50, y: 50, width: 100, height: 60)
/// child.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
/// root.addSublayer(child)
/// let picture = SVGPicture(
///   of: root, in: Rect2D(x: -20, y: -20, width: 240, height: 240),
///   marks: [.hitTestProbe(at: Point2D(x: 100, y: 80))])
/// // picture.svg.hasPrefix("<?xml") == true
/// // picture.svg.contains("<title>child</title>") == true
/// ```
public struct SVGPicture: Hashable, Sendable, CustomStringConvertible {
  /// The SVG document: UTF-8 text that starts with the XML declaration and ends with a line break.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
  /// let svg = SVGPicture(of: layer, in: Rect2D(x: 0, y: 0, width: 10, height: 10)).svg
  /// // svg.hasSuffix("</svg>\n") == true
  /// ```
  public let svg: String

  /// Draws a layer and its visible descendants.
  ///
  /// The layers are read once, now: changing them later does not change the picture. Probes call
  /// `layer.hitTest(mark.point, order:)` now, too.
  ///
  /// A viewport that is null, not finite, without area, or wider or taller than a million pixels
  /// once scaled gives a picture with an empty canvas (title and notes only).
  ///
  /// ```swift
  /// let white = Layer()
  /// white.name = "white"
  /// white.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
  /// let blue = Layer()
  /// blue.name = "blue"
  /// blue.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
  /// white.addSublayer(blue)
  /// var options = SVGPicture.Options(overlays: .all, scale: 2)
  /// options.colorsByName = ["white": "#ffffff", "blue": "#1f5fd6"]
  /// let picture = SVGPicture(
  ///   of: white, in: Rect2D(x: 0, y: 0, width: 300, height: 300), options: options,
  ///   marks: [.hitTestProbe(at: Point2D(x: 120, y: 120))])
  /// // picture.svg.contains("(120, 120) → blue") == true
  /// ```
  ///
  /// - Parameters:
  ///   - layer: The layer to draw, with its sublayers; it need not be a root.
  ///   - viewport: The rectangle of the picture's space (where `layer.position` lives) to show.
  ///   - options: Overlays, scale, grid, captions and colours.
  ///   - marks: Points and hit-test probes to draw on top, in the picture's space.
  /// - Complexity: O(*n* · *d*) for *n* layers at depth up to *d*, plus the marks' hit tests.
  public init(
    of layer: Layer, in viewport: Rect2D, options: Options = Options(), marks: [Mark] = []
  ) {
    var renderer = SVGPictureRenderer(subject: layer, viewport: viewport, options: options)
    svg = renderer.render(marks: marks)
  }

  /// The SVG document, as ``svg``.
  ///
  /// ```swift
  /// let layer = Layer()
  /// let picture = SVGPicture(of: layer, in: Rect2D(x: 0, y: 0, width: 10, height: 10))
  /// // picture.description == picture.svg
  /// ```
  public var description: String { svg }
}
