// Writes the SVG text of a picture: canvas and grid, the layers' polygons (nested in clip groups
// under masking layers), then the overlays and marks on top, then the captions.

/// Builds the text of one ``SVGPicture``.
struct SVGPictureRenderer {
  private let subject: Layer
  private let options: SVGPicture.Options
  private let canvas: PictureCanvas
  private let scene: PictureScene
  private let width: Double
  private let height: Double
  private var out = ""
  private var taken = TakenBoxes()
  /// How the 3D contexts of the picture are drawn; `nil` when it has no transform layer.
  private let contextDrawing: ContextDrawing?

  /// The 3D contexts of a picture, drawn as ``LayerSnapshot/pieces`` draws them: back to front,
  /// planes that cross cut, each plane's sublayers cut with it.
  private struct ContextDrawing {
    /// A snapshot of the pictured layer (its space is the picture's).
    let snapshot: LayerSnapshot
    let pieces: [LayerSnapshot.Piece]
    /// The run of pieces of each context, by the index of the transform layer at whose place it
    /// is drawn.
    let contexts: [Int: Range<Int>]
    /// The scene's index of the layer at each index of the snapshot.
    let items: [Int: Int]

    init?(scene: PictureScene, subject: Layer) {
      guard scene.layers.contains(where: { $0.layer.isTransformLayer }) else { return nil }
      snapshot = LayerSnapshot(of: subject)
      (pieces, contexts) = snapshot.piecesAndContexts()
      var items: [Int: Int] = [:]
      for (number, item) in scene.layers.enumerated() {
        if let index = snapshot.index(of: item.layer) { items[index] = number }
      }
      self.items = items
    }
  }

  private static let margin = (left: 46.0, top: 24.0, right: 18.0, bottom: 14.0)
  private static let titleBand = 26.0
  private static let noteLine = 16.0
  private static let ink = "#1a1a1a"
  private static let axisColors = [("x", "#c0392b"), ("y", "#1e8449")]

  init(subject: Layer, viewport: Rect2D, options: SVGPicture.Options) {
    self.subject = subject
    self.options = options
    let top = Self.margin.top + (options.title == nil ? 0 : Self.titleBand)
    canvas = PictureCanvas(
      viewport: viewport, scale: options.scale, left: Self.margin.left, top: top)
    scene = PictureScene(subject: subject, canvas: canvas, options: options)
    contextDrawing = ContextDrawing(scene: scene, subject: subject)
    width = canvas.pixelRect.maxX + Self.margin.right
    let notes = options.notes.isEmpty ? 0 : 6 + Self.noteLine * Double(options.notes.count)
    height = canvas.pixelRect.maxY + Self.margin.bottom + notes
  }

  /// The document.
  mutating func render(marks: [SVGPicture.Mark]) -> String {
    let layers = visibleLayers()
    line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    line(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(n(width))\" "
        + "height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
        + "font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" font-size=\"11\">")
    let title = options.title ?? "Layer tree of \(scene.root?.label ?? subject.name ?? "a layer")"
    line("<title>\(title.xmlEscaped)</title>")
    writeDefinitions()
    line("<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>")
    let c = canvas.pixelRect
    line(
      "<rect id=\"canvas\" x=\"\(n(c.minX))\" y=\"\(n(c.minY))\" width=\"\(n(c.width))\" "
        + "height=\"\(n(c.height))\" fill=\"#f3f3f0\" stroke=\"#9a9a9a\"/>")
    writeGrid()
    if !canvas.isEmpty {
      line("<g id=\"layers\" clip-path=\"url(#viewport)\" stroke=\"#333333\" stroke-width=\"1\">")
      writeLayers()
      line("</g>")
      writeOverlays(for: layers, marks: marks)
    }
    writeCaptions()
    line("</svg>")
    return out
  }

  // MARK: - Layers

  /// The layers that may be drawn: all but those under a masking layer whose corners are not
  /// finite.
  private func visibleLayers() -> [PictureLayer] {
    var result: [PictureLayer] = []
    var index = 0
    while index < scene.layers.count {
      let item = scene.layers[index]
      result.append(item)
      index = item.layer.masksToBounds && item.outline == nil ? item.end : index + 1
    }
    return result
  }

  /// The outline clipped to the drawing region, or `nil` when there is none or nothing is left.
  private func clippedOutline(_ item: PictureLayer) -> [Point2D]? {
    guard let outline = item.outline else { return nil }
    let clipped = canvas.clipRect.clip(outline)
    return clipped.count >= 3 ? clipped : nil
  }

  private mutating func writeDefinitions() {
    line("<defs>")
    let c = canvas.pixelRect
    line(
      "<clipPath id=\"viewport\"><rect x=\"\(n(c.minX))\" y=\"\(n(c.minY))\" "
        + "width=\"\(n(c.width))\" height=\"\(n(c.height))\"/></clipPath>")
    for (axis, color) in Self.axisColors {
      line(
        "<marker id=\"arrow-\(axis)\" viewBox=\"0 0 8 8\" refX=\"7\" refY=\"4\" "
          + "markerWidth=\"6\" markerHeight=\"6\" orient=\"auto\">"
          + "<path d=\"M0,0 L8,4 L0,8 z\" fill=\"\(color)\"/></marker>")
    }
    line("</defs>")
  }

  /// Writes the layers in drawing order, a 3D context as its pieces.
  ///
  /// The sublayers of a masking layer go in a group clipped to its outline (and are left out when
  /// it has none). A 3D context is drawn as its pieces, where the snapshot's pieces draw it; its
  /// transform layers draw nothing.
  private mutating func writeLayers() {
    var groupEnds: [Int] = []  // where each open clipped group ends
    var index = 0
    while index < scene.layers.count {
      while let end = groupEnds.last, end <= index {
        line("</g>")
        groupEnds.removeLast()
      }
      let item = scene.layers[index]
      if let drawing = contextDrawing, item.layer.isTransformLayer,
        index == 0 || item.layer.superlayer?.isTransformLayer != true
      {
        if let transformLayer = drawing.snapshot.index(of: item.layer),
          let run = drawing.contexts[transformLayer]
        {
          writePieces(drawing.pieces[run], of: drawing)
        }
        index = item.end
        continue
      }
      let outline = clippedOutline(item)
      if let outline {
        line(
          "<polygon id=\"layer-\(item.number)\" points=\"\(points(outline))\" "
            + "fill=\"\(item.color.xmlEscaped)\" fill-opacity=\"0.6\">"
            + "<title>\(item.label.xmlEscaped)</title></polygon>")
      }
      let masks = item.layer.masksToBounds
      if masks, let outline, item.hasSublayers(at: index) || item.contents != nil {
        line(
          "<clipPath id=\"clip-\(item.number)\"><polygon points=\"\(points(outline))\"/>"
            + "</clipPath>")
      }
      if let contents = item.contents, !masks || outline != nil {
        writeContents(contents, of: item)
      }
      if item.hasSublayers(at: index) && masks {
        guard outline != nil else {
          index = item.end
          continue
        }
        line("<g id=\"sublayers-\(item.number)\" clip-path=\"url(#clip-\(item.number))\">")
        groupEnds.append(item.end)
      }
      index += 1
    }
    for _ in groupEnds { line("</g>") }
  }

  /// Writes the pieces of a 3D context, back to front: each piece clipped by its layer's masking
  /// ancestors, the first with the id `layer-N`, the next ones `layer-N-piece-K`; a layer's
  /// contents after its last piece.
  private mutating func writePieces(
    _ pieces: ArraySlice<LayerSnapshot.Piece>, of drawing: ContextDrawing
  ) {
    var left: [Int: Int] = [:]  // the pieces of each layer still to write
    for piece in pieces { left[piece.index, default: 0] += 1 }
    var written: [Int: Int] = [:]
    for piece in pieces {
      left[piece.index, default: 0] -= 1
      guard let number = drawing.items[piece.index] else { continue }
      let item = scene.layers[number]
      let polygon =
        drawing.snapshot[piece.index].clip.map {
          ConvexPolygon.intersection(piece.polygon, Array($0))
        }
        ?? piece.polygon
      if polygon.count >= 3, let pixels = canvas.pixels(polygon) {
        let clipped = canvas.clipRect.clip(pixels)
        if clipped.count >= 3 {
          let count = written[number, default: 0] + 1
          written[number] = count
          let id = count == 1 ? "layer-\(item.number)" : "layer-\(item.number)-piece-\(count)"
          line(
            "<polygon id=\"\(id)\" points=\"\(points(clipped))\" "
              + "fill=\"\(item.color.xmlEscaped)\" fill-opacity=\"0.6\">"
              + "<title>\(item.label.xmlEscaped)</title></polygon>")
        }
      }
      guard left[piece.index] == 0, let contents = item.contents else { continue }
      if item.layer.masksToBounds {
        guard let outline = clippedOutline(item) else { continue }
        line(
          "<clipPath id=\"clip-\(item.number)\"><polygon points=\"\(points(outline))\"/>"
            + "</clipPath>")
      }
      writeContents(contents, of: item)
    }
  }

  /// Writes where a layer's image lands: a dashed outline per piece and a solid line along the
  /// image's first row, clipped to the layer when it masks to its bounds.
  private mutating func writeContents(
    _ contents: (pieces: [[Point2D]], firstRow: [Point2D]?), of item: PictureLayer
  ) {
    let clip = item.layer.masksToBounds ? " clip-path=\"url(#clip-\(item.number))\"" : ""
    line(
      "<g id=\"contents-\(item.number)\" fill=\"none\" stroke=\"\(Self.ink)\"\(clip)>"
        + "<title>\(item.label.xmlEscaped) contents</title>")
    for piece in contents.pieces {
      let clipped = canvas.clipRect.clip(piece)
      guard clipped.count >= 3 else { continue }
      line(
        "<polygon points=\"\(points(clipped))\" stroke-width=\"1\" stroke-dasharray=\"3 2\"/>")
    }
    if let row = contents.firstRow, inside(row[0]), inside(row[1]) {
      line(
        "<line x1=\"\(n(row[0].x))\" y1=\"\(n(row[0].y))\" x2=\"\(n(row[1].x))\" "
          + "y2=\"\(n(row[1].y))\" stroke-width=\"2.5\"/>")
    }
    line("</g>")
  }

  // MARK: - Overlays and marks

  /// A label whose place is decided: text, baseline start, size and colour.
  private struct PlacedLabel {
    let text: String
    let at: Point2D
    let size: Int
    let color: String
  }

  /// A mark ready to draw: its pixel, fill (`nil`: a plain marker) and whether a probe missed.
  private struct PlacedMark {
    let pixel: Point2D
    let fill: String?
    let missed: Bool
    let label: PlacedLabel
  }

  private mutating func writeOverlays(for layers: [PictureLayer], marks: [SVGPicture.Mark]) {
    let overlays = options.overlays
    let numbers = overlays.contains(.numbers)
    let drawn = layers.filter { $0.outline != nil }
    // Names and marks claim their places first; the numbers move out of their way.
    var names: [PlacedLabel] = []
    if overlays.contains(.names) {
      for item in drawn {
        guard let outline = clippedOutline(item) else { continue }
        let top = outline.min { ($0.y, $0.x) < ($1.y, $1.x) } ?? outline[0]
        names.append(place(item.label, at: Point2D(x: top.x + 7, y: top.y + 13), size: 11))
      }
    }
    let placedMarks = place(marks, styles: styles())
    if overlays.contains(.frames) {
      line("<g id=\"frames\" clip-path=\"url(#viewport)\">")
      for item in drawn {
        guard let frame = item.frame else { continue }
        let clipped = canvas.clipRect.clip(frame)
        guard clipped.count >= 3 else { continue }
        line(
          "<polygon id=\"frame-\(item.number)\" points=\"\(points(clipped))\" fill=\"none\" "
            + "stroke=\"\(Self.ink)\" stroke-width=\"1.2\" stroke-dasharray=\"6 4\"/>")
        if numbers {
          let corner = clipped.max { ($0.y, -$0.x) < ($1.y, -$1.x) } ?? clipped[0]
          write(
            place(
              "\(item.label).frame \(rect(item.layer.frame))",
              at: Point2D(x: corner.x, y: corner.y + 13), size: 10, color: "#444444"))
        }
      }
      line("</g>")
    }
    if overlays.contains(.boundsOrigins) {
      line("<g id=\"bounds-origins\" clip-path=\"url(#viewport)\">")
      for item in drawn {
        guard let origin = item.origin, inside(origin.corner) else { continue }
        let o = origin.corner
        for ((axis, color), tip) in zip(Self.axisColors, [origin.xTip, origin.yTip]) {
          guard let tip else { continue }
          line(
            "<line x1=\"\(n(o.x))\" y1=\"\(n(o.y))\" x2=\"\(n(tip.x))\" y2=\"\(n(tip.y))\" "
              + "stroke=\"\(color)\" stroke-width=\"1.5\" marker-end=\"url(#arrow-\(axis))\"/>")
        }
        line("<circle cx=\"\(n(o.x))\" cy=\"\(n(o.y))\" r=\"2\" fill=\"\(Self.ink)\"/>")
        let bo = item.layer.bounds.origin
        if numbers && (bo.x != 0 || bo.y != 0) {
          write(
            place(
              "\(item.label).bounds.origin (\(n(bo.x)), \(n(bo.y)))",
              at: Point2D(x: o.x + 7, y: o.y - 5), size: 10, color: "#444444"))
        }
      }
      line("</g>")
    }
    if overlays.contains(.anchors) {
      line("<g id=\"anchors\" clip-path=\"url(#viewport)\">")
      for item in drawn {
        guard let p = item.position, inside(p) else { continue }
        if let a = item.anchor, inside(a), (a.x - p.x).magnitude + (a.y - p.y).magnitude > 0.5 {
          line(
            "<g id=\"anchor-\(item.number)\"><line x1=\"\(n(p.x))\" y1=\"\(n(p.y))\" "
              + "x2=\"\(n(a.x))\" y2=\"\(n(a.y))\" stroke=\"#a01818\" stroke-width=\"1\" "
              + "stroke-dasharray=\"2 2\"/><circle cx=\"\(n(a.x))\" cy=\"\(n(a.y))\" r=\"3\" "
              + "fill=\"none\" stroke=\"#a01818\" stroke-width=\"1.5\"/></g>")
        }
        let head = Point2D(x: p.x - 5, y: p.y - 9)
        line(
          "<g id=\"position-\(item.number)\"><line x1=\"\(n(p.x))\" y1=\"\(n(p.y))\" "
            + "x2=\"\(n(head.x))\" y2=\"\(n(head.y))\" stroke=\"#333333\" stroke-width=\"1.5\"/>"
            + "<circle cx=\"\(n(head.x))\" cy=\"\(n(head.y))\" r=\"4\" fill=\"#d62728\" "
            + "stroke=\"#7a1010\"/><circle cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"1.8\" "
            + "fill=\"\(Self.ink)\"/></g>")
        if numbers {
          let pos = item.layer.position
          write(
            place(
              "\(item.label).position (\(n(pos.x)), \(n(pos.y)))",
              at: Point2D(x: p.x + 5, y: p.y + 13), size: 10, color: "#7a1010"))
        }
      }
      line("</g>")
    }
    if !names.isEmpty {
      line("<g id=\"names\" clip-path=\"url(#viewport)\">")
      for name in names { write(name) }
      line("</g>")
    }
    if !placedMarks.isEmpty {
      line("<g id=\"marks\" clip-path=\"url(#viewport)\">")
      for mark in placedMarks { write(mark) }
      line("</g>")
    }
  }

  /// The colour and label of every layer of the picture, by identity.
  private func styles() -> [ObjectIdentifier: (color: String, label: String)] {
    var styles: [ObjectIdentifier: (color: String, label: String)] = [:]
    for item in scene.layers {
      styles[ObjectIdentifier(item.layer)] = (item.color, item.label)
    }
    return styles
  }

  /// Hit-tests the probes and places the labels of the marks inside the drawing region.
  private mutating func place(
    _ marks: [SVGPicture.Mark], styles: [ObjectIdentifier: (color: String, label: String)]
  ) -> [PlacedMark] {
    var placed: [PlacedMark] = []
    for mark in marks {
      let p = canvas.pixel(mark.point)
      guard p.x.isFinite, p.y.isFinite, inside(p) else { continue }
      var text = mark.label ?? "(\(n(mark.point.x)), \(n(mark.point.y)))"
      var fill: String?
      var missed = false
      if let order = mark.probeOrder {
        let hit = subject.hitTest(mark.point, order: order)
        let style = hit.flatMap { styles[ObjectIdentifier($0)] }
        text += " → " + (style?.label ?? hit.map { $0.name ?? "a layer" } ?? "nil")
        fill = style?.color ?? "#ffffff"
        missed = hit == nil
      }
      reserveDot(at: p, radius: 6)
      let label = place(text, at: Point2D(x: p.x + 8, y: p.y + 4), size: 11)
      placed.append(PlacedMark(pixel: p, fill: fill, missed: missed, label: label))
    }
    return placed
  }

  private mutating func write(_ mark: PlacedMark) {
    let p = mark.pixel
    if let fill = mark.fill {
      line(
        "<circle cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"5\" fill=\"\(fill.xmlEscaped)\" "
          + "stroke=\"\(Self.ink)\" stroke-width=\"1.5\"/>")
      if mark.missed {
        line(
          "<path d=\"M\(n(p.x - 3)),\(n(p.y - 3)) L\(n(p.x + 3)),\(n(p.y + 3)) "
            + "M\(n(p.x - 3)),\(n(p.y + 3)) L\(n(p.x + 3)),\(n(p.y - 3))\" "
            + "stroke=\"\(Self.ink)\" stroke-width=\"1.2\"/>")
      }
    } else {
      line(
        "<path d=\"M\(n(p.x)),\(n(p.y - 5)) L\(n(p.x + 5)),\(n(p.y)) L\(n(p.x)),\(n(p.y + 5)) "
          + "L\(n(p.x - 5)),\(n(p.y)) z\" fill=\"#ffd700\" stroke=\"\(Self.ink)\"/>")
    }
    write(mark.label)
  }

  // MARK: - Canvas, grid and captions

  private mutating func writeGrid() {
    let s = options.gridSpacing
    guard !canvas.isEmpty, s.isFinite, s > 0 else { return }
    let v = canvas.viewport
    guard let xs = multiples(of: s, from: v.minX, to: v.maxX),
      let ys = multiples(of: s, from: v.minY, to: v.maxY)
    else { return }
    let c = canvas.pixelRect
    line("<g id=\"grid\" stroke-width=\"1\">")
    for x in xs {
      let px = canvas.pixel(Point2D(x: x, y: 0)).x
      let stroke = x == 0 ? "#a8a8a8" : "#dcdcdc"
      line(
        "<line x1=\"\(n(px))\" y1=\"\(n(c.minY))\" x2=\"\(n(px))\" y2=\"\(n(c.maxY))\" "
          + "stroke=\"\(stroke)\"/>")
      line(
        "<text x=\"\(n(px))\" y=\"\(n(c.minY - 6))\" text-anchor=\"middle\" font-size=\"9\" "
          + "fill=\"#777777\">\(n(x))</text>")
    }
    for y in ys {
      let py = canvas.pixel(Point2D(x: 0, y: y)).y
      let stroke = y == 0 ? "#a8a8a8" : "#dcdcdc"
      line(
        "<line x1=\"\(n(c.minX))\" y1=\"\(n(py))\" x2=\"\(n(c.maxX))\" y2=\"\(n(py))\" "
          + "stroke=\"\(stroke)\"/>")
      line(
        "<text x=\"\(n(c.minX - 5))\" y=\"\(n(py + 3))\" text-anchor=\"end\" font-size=\"9\" "
          + "fill=\"#777777\">\(n(y))</text>")
    }
    line("</g>")
  }

  /// The multiples of `step` in `low...high`, or `nil` when there are more than 200.
  ///
  /// Near the largest `Double`, `first · step` can round up past it to infinity, which is left out.
  private func multiples(of step: Double, from low: Double, to high: Double) -> [Double]? {
    let first = (low / step).rounded(.up)
    let last = (high / step).rounded(.down)
    guard first <= last else { return [] }
    guard last - first < 200 else { return nil }
    return (0...Int(last - first)).map { (first + Double($0)) * step }.filter { $0.isFinite }
  }

  private mutating func writeCaptions() {
    if let title = options.title {
      line(
        "<text id=\"caption\" x=\"\(n(Self.margin.left))\" y=\"18\" font-size=\"14\" "
          + "font-weight=\"bold\" fill=\"\(Self.ink)\">\(title.xmlEscaped)</text>")
    }
    guard !options.notes.isEmpty else { return }
    line("<g id=\"notes\" font-size=\"12\" fill=\"\(Self.ink)\">")
    var y = canvas.pixelRect.maxY + Self.margin.bottom + 10
    for note in options.notes {
      line("<text x=\"\(n(Self.margin.left))\" y=\"\(n(y))\">\(note.xmlEscaped)</text>")
      y += Self.noteLine
    }
    line("</g>")
  }

  // MARK: - Text

  /// Decides where a label goes.
  ///
  /// At `p`, moved left if it would run off the canvas, then moved down or up line by line (up to
  /// six lines) until its estimated box meets no label or dot placed before; where none is free it
  /// stays at `p`. A part of the picture crowded with labels and dots
  /// counts as taken all over (see `TakenBoxes`), so labelling costs time linear in the labels.
  private mutating func place(
    _ text: String, at p: Point2D, size: Int, color: String = ink
  ) -> PlacedLabel {
    let height = Double(size)
    let width = Double(text.count) * height * 0.62
    let x = max(min(p.x, canvas.pixelRect.maxX - width - 2), canvas.pixelRect.minX + 2)
    func box(_ y: Double) -> Rect2D {
      Rect2D(x: x, y: y - height, width: width, height: height + 2)
    }
    func shift(_ step: Int) -> Double {
      Double((step + 1) / 2) * (height + 3) * (step % 2 == 0 ? -1 : 1)
    }
    let y = (0...12).lazy.map { p.y + shift($0) }.first { !taken.overlap(box($0)) } ?? p.y
    taken.take(box(y))
    return PlacedLabel(text: text, at: Point2D(x: x, y: y), size: size, color: color)
  }

  /// Keeps later labels off a dot of radius `r` at `p`.
  private mutating func reserveDot(at p: Point2D, radius r: Double) {
    taken.take(Rect2D(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r))
  }

  /// A label with a white halo, so that it stays legible over any layer.
  private mutating func write(_ label: PlacedLabel) {
    let position = "x=\"\(n(label.at.x))\" y=\"\(n(label.at.y))\" font-size=\"\(label.size)\""
    let escaped = label.text.xmlEscaped
    line(
      "<text \(position) fill=\"#ffffff\" stroke=\"#ffffff\" stroke-width=\"3\" "
        + "stroke-linejoin=\"round\" opacity=\"0.85\">\(escaped)</text>")
    line("<text \(position) fill=\"\(label.color)\" stroke=\"none\">\(escaped)</text>")
  }

  private func inside(_ p: Point2D) -> Bool { canvas.clipRect.contains(p) }

  private mutating func line(_ text: String) {
    out += text
    out += "\n"
  }

  private func n(_ value: Double) -> String { fixedDecimal(value) }

  private func points(_ polygon: [Point2D]) -> String {
    polygon.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
  }

  private func rect(_ r: Rect2D) -> String {
    "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))"
  }
}
