import LayerGeometry

extension Operation {
  /// SVG pictures of any layer, with any viewport, options and marks.
  static let pictures: [Operation] = [
    Operation(name: "SVGPicture") { program in
      let (layer, viewport) = (program.layer(), program.reader.rect())
      let overlays = SVGPicture.Overlays(rawValue: program.reader.choice(below: 32))
      let options = SVGPicture.Options(
        overlays: overlays, scale: program.reader.double(),
        gridSpacing: program.reader.double())
      let marks = (0..<program.reader.choice(below: 3)).map { index in
        program.reader.flag()
          ? SVGPicture.Mark(at: program.reader.point(), label: "m\(index)")
          : .hitTestProbe(
            at: program.reader.point(),
            order: program.reader.flag() ? .drawingOrder : .sublayerOrder)
      }
      let svg = SVGPicture(of: layer, in: viewport, options: options, marks: marks).svg
      require(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n"), "an SVG document is not whole")
      if !overlays.contains(.numbers) {
        for word in ["nan", "inf"] {
          require(
            !svg.contains(word),
            "an SVG picture holds \"\(word)\": \(svg.split(separator: "\n").filter { $0.contains(word) })"
          )
        }
      }
    }
  ]
}
