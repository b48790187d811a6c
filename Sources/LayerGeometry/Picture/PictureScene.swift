// The geometry of a picture: every visible layer of the pictured subtree, in drawing order, with
// its polygon and overlay points already converted into the picture's space (by the library's own
// `convert(_:to:)`) and then into pixels.

/// Where the picture's space lands in pixels: `(p − viewport.origin) · scale + canvas.origin`.
struct PictureCanvas {
  /// The rectangle of the picture's space that is shown; standardized and finite, possibly empty.
  let viewport: Rect2D
  /// Pixels per point.
  let scale: Double
  /// The canvas, in pixels of the SVG document.
  let pixelRect: Rect2D
  /// The rectangle that polygons are clipped to: the canvas with a wide border, so that clipping
  /// never shows, while coordinates stay small.
  let clipRect: Rect2D

  init(viewport requested: Rect2D, scale requestedScale: Double, left: Double, top: Double) {
    let v = requested.standardized
    let isUsable =
      !v.isNull && v.isFinite && v.size.width > 0 && v.size.height > 0
    viewport = isUsable ? v : .zero
    scale = requestedScale.isFinite && requestedScale > 0 ? requestedScale : 1
    var size = Size2D(width: viewport.width * scale, height: viewport.height * scale)
    if !(size.width <= Self.maximumSide && size.height <= Self.maximumSide) { size = .zero }
    pixelRect = Rect2D(origin: Point2D(x: left, y: top), size: size)
    let border = max(size.width, size.height) + 100
    clipRect = pixelRect.insetBy(dx: -border, dy: -border)
  }

  /// The largest width or height of a canvas, in pixels; a larger one is drawn empty.
  static let maximumSide = 1_000_000.0

  /// Whether the canvas shows anything.
  var isEmpty: Bool { pixelRect.size.width == 0 || pixelRect.size.height == 0 }

  /// The pixel of a point of the picture's space.
  func pixel(_ p: Point2D) -> Point2D {
    Point2D(
      x: (p.x - viewport.origin.x) * scale + pixelRect.origin.x,
      y: (p.y - viewport.origin.y) * scale + pixelRect.origin.y)
  }

  /// The pixels of points of the picture's space, or `nil` if any is not finite.
  func pixels(_ points: [Point2D]) -> [Point2D]? {
    var result: [Point2D] = []
    result.reserveCapacity(points.count)
    for p in points {
      let q = pixel(p)
      guard q.x.isFinite, q.y.isFinite else { return nil }
      result.append(q)
    }
    return result
  }
}

/// One visible layer of a picture, with everything drawn for it in pixels.
struct PictureLayer {
  /// The layer.
  let layer: Layer
  /// Its number in drawing order, from 0 for the pictured layer.
  let number: Int
  /// Its name, or `#number`.
  let label: String
  /// Its fill colour.
  let color: String
  /// The corners of its bounds (`minX minY`, `maxX minY`, `maxX maxY`, `minX maxY`), or `nil` when
  /// a corner does not convert to finite numbers.
  let outline: [Point2D]?
  /// The corners of its frame rectangle, or `nil` when the frame is not finite, null or infinite.
  let frame: [Point2D]?
  /// The layer's position: a point of its superlayer's space.
  let position: Point2D?
  /// The anchor point on the layer: where the position is, unless a translation in the transform
  /// (or the superlayer's sublayerTransform) moves the layer off it.
  let anchor: Point2D?
  /// The corner at `bounds.origin`, with the tips of the unit arrows along its x- and y-axes.
  let origin: (corner: Point2D, xTip: Point2D?, yTip: Point2D?)?
  /// Where its image lands, when the picture knows the image's size: the corners of each piece
  /// (the destination alone when the image is not cut into nine parts) and the edge where the
  /// image's first row lies.
  let contents: (pieces: [[Point2D]], firstRow: [Point2D]?)?
  /// One past the index of the last layer of its subtree in ``PictureScene/layers``.
  var end = 0

  /// Whether it has visible sublayers.
  func hasSublayers(at index: Int) -> Bool { end > index + 1 }
}

/// Collects the visible layers of a subtree.
struct PictureScene {
  /// The visible layers of the pictured subtree in drawing order (each layer before its sublayers),
  /// the pictured layer first; empty when it is hidden.
  private(set) var layers: [PictureLayer] = []
  private let canvas: PictureCanvas
  private let options: SVGPicture.Options

  /// The length of the bounds-origin arrows, in pixels.
  static let arrowLength = 16.0

  init(subject: Layer, canvas: PictureCanvas, options: SVGPicture.Options) {
    self.canvas = canvas
    self.options = options
    // Depth first with a stack, so that a deep tree cannot exhaust the call stack. Each layer's
    // path into the picture's space is its superlayer's with its own level in front, so that no
    // conversion walks up the tree.
    var stack: [(layer: Layer, parent: Int, above: ConversionPath)] = [
      (subject, -1, ConversionPath())
    ]
    var parents: [Int] = []
    while let (layer, parent, above) = stack.popLast() {
      guard !layer.isHidden else { continue }
      let number = layers.count
      // A layer of a 3D context is drawn where the viewer sees it: its own conversion path, through
      // the context's root, instead of its level flattened into its transform layer's plane.
      let path =
        layer !== subject && layer.superlayer?.isTransformLayer == true
        ? ConversionPath(from: layer, to: subject.superlayer)
        : above.prepending(layer.validGeometryCache.level)
      layers.append(item(for: layer, number: number, path: path, above: above))
      parents.append(parent)
      for sublayer in layer.sublayersInDrawingOrder.reversed() {
        stack.append((sublayer, number, path))
      }
    }
    for index in layers.indices { layers[index].end = index + 1 }
    for index in layers.indices.reversed() where parents[index] >= 0 {
      layers[parents[index]].end = max(layers[parents[index]].end, layers[index].end)
    }
  }

  /// The pictured layer, or `nil` when it is hidden.
  var root: PictureLayer? { layers.first }

  /// The picture's item for a layer, given its path into the picture's space and its superlayer's
  /// (`above`).
  private func item(
    for layer: Layer, number: Int, path: ConversionPath, above: ConversionPath
  ) -> PictureLayer {
    let label = layer.name ?? "#\(number)"
    let palette = options.palette
    let color =
      layer.name.flatMap { options.colorsByName[$0] }
      ?? (palette.isEmpty ? "#bbbbbb" : palette[number % palette.count])
    return PictureLayer(
      layer: layer, number: number, label: label, color: color,
      outline: outline(of: layer, along: path), frame: frame(of: layer, along: above),
      position: pixels(of: [layer.position], along: above)?.first,
      anchor: pixels(of: [layer.anchorInOwnSpace], along: path)?.first,
      origin: origin(of: layer, along: path),
      contents: layer.name.flatMap { options.imageSizesByName[$0] }.flatMap {
        contents(of: layer, imageSize: $0, along: path)
      })
  }

  /// Points mapped along a path into the picture's space, in pixels.
  private func pixels(of points: [Point2D], along path: ConversionPath) -> [Point2D]? {
    var converted = points
    path.apply(to: &converted)
    return canvas.pixels(converted)
  }

  /// The corners of a rectangle (`minX minY`, `maxX minY`, `maxX maxY`, `minX maxY`), mapped
  /// along a path.
  private func corners(of r: Rect2D, along path: ConversionPath) -> [Point2D]? {
    let corners = [
      Point2D(x: r.minX, y: r.minY), Point2D(x: r.maxX, y: r.minY),
      Point2D(x: r.maxX, y: r.maxY), Point2D(x: r.minX, y: r.maxY),
    ]
    return pixels(of: corners, along: path)
  }

  private func outline(of layer: Layer, along path: ConversionPath) -> [Point2D]? {
    corners(of: layer.bounds, along: path)
  }

  /// The frame's corners, mapped along the superlayer's path.
  private func frame(of layer: Layer, along above: ConversionPath) -> [Point2D]? {
    let f = layer.frame
    guard !f.isNull, !f.isInfinite else { return nil }
    return corners(of: f, along: above)
  }

  /// The pieces of the layer's contents placement and its first-row edge, mapped along the
  /// layer's path; `nil` when nothing is drawn.
  private func contents(
    of layer: Layer, imageSize: Size2D, along path: ConversionPath
  ) -> (pieces: [[Point2D]], firstRow: [Point2D]?)? {
    let placement = layer.contentsPlacement(forImageSize: imageSize)
    let d = placement.destination
    guard !d.isNull else { return nil }
    let rects = placement.slices.isEmpty ? [d] : placement.slices.map { $0.destination }
    let y = placement.contentsAreFlipped ? d.minY : d.maxY
    return (
      rects.compactMap { corners(of: $0, along: path) },
      pixels(of: [Point2D(x: d.minX, y: y), Point2D(x: d.maxX, y: y)], along: path)
    )
  }

  private func origin(
    of layer: Layer, along path: ConversionPath
  ) -> (corner: Point2D, xTip: Point2D?, yTip: Point2D?)? {
    let b = layer.bounds
    let o = Point2D(x: b.minX, y: b.minY)
    let step = max(b.width, b.height, 1) / 4
    let points = [o, Point2D(x: o.x + step, y: o.y), Point2D(x: o.x, y: o.y + step)]
    var converted = points
    path.apply(to: &converted)
    guard let corner = canvas.pixels([converted[0]])?.first else { return nil }
    func tip(_ p: Point2D) -> Point2D? {
      guard let q = canvas.pixels([p])?.first else { return nil }
      let (dx, dy) = (q.x - corner.x, q.y - corner.y)
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 0, length.isFinite else { return nil }
      let k = PictureScene.arrowLength / length
      return Point2D(x: corner.x + dx * k, y: corner.y + dy * k)
    }
    return (corner, tip(converted[1]), tip(converted[2]))
  }
}
