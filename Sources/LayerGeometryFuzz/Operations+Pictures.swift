import LayerGeometry

extension Operation {
  /// SVG pictures of any layer, with any viewport, options and marks.
  static let pictures: [Operation] = [
    Operation(40, name: "SVGPicture") { program in
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
        require(!svg.utf8.containsNonFiniteWord, "an SVG picture holds \"nan\" or \"inf\"")
      }
    }
  ]
}

extension String.UTF8View {
  /// Whether the text holds "nan" or "inf", as Swift writes non-finite numbers.
  fileprivate var containsNonFiniteWord: Bool {
    var (last, beforeLast) = (UInt8(0), UInt8(0))
    for byte in self {
      switch (beforeLast, last, byte) {
      case (UInt8(ascii: "n"), UInt8(ascii: "a"), UInt8(ascii: "n")),
        (UInt8(ascii: "i"), UInt8(ascii: "n"), UInt8(ascii: "f")):
        return true
      default: (beforeLast, last) = (last, byte)
      }
    }
    return false
  }
}
