extension ContentsPlacement {
  /// One of the nine pieces of a nine-part image: a part of the image and where it lands.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
  /// layer.contentsCenter = Rect2D(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
  /// let corner = layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30)).slices[0]
  /// // corner.source == Rect2D(x: 0, y: 0, width: 10, height: 10)
  /// // corner.destination == Rect2D(x: 0, y: 0, width: 10, height: 10)
  /// ```
  public struct Slice: Hashable, Sendable {
    /// The piece of the image, in pixels, measured as ``ContentsPlacement/source`` is.
    ///
    /// ```swift
    /// let layer = Layer()
    /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
    /// layer.contentsCenter = Rect2D(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    /// let center = layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30)).slices[4]
    /// // center.source == Rect2D(x: 10, y: 10, width: 10, height: 10)
    /// ```
    public let source: Rect2D

    /// Where the piece lands, in the layer's bounds space.
    ///
    /// ```swift
    /// let layer = Layer()
    /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
    /// layer.contentsCenter = Rect2D(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    /// let top = layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30)).slices[7]
    /// // top.destination == Rect2D(x: 10, y: 50, width: 80, height: 10)
    /// ```
    public let destination: Rect2D

    /// The nine pieces of `source` stretched into `destination` with `center` (unit coordinates
    /// of `source`) as the stretching part; none when `center` covers the whole of `source`.
    ///
    /// Rules (CALayer.h, `contentsCenter`): the centre is clamped to the unit square (Core
    /// Animation leaves a centre outside it undefined); a centre with no width or no height
    /// becomes one source pixel wide or high, centred where it was; the fixed edges keep their
    /// natural size, pixels divided by `contentsScale`. When the destination is shorter than the
    /// two fixed edges of an axis together (Core Animation does not say what happens), both
    /// shrink by the same factor to fill it and the stretching part has no length.
    static func nineParts(
      of source: Rect2D, into destination: Rect2D, center: Rect2D, contentsScale: Double
    ) -> [Slice] {
      let c = center.standardized
      let xs = Cuts(
        source: (source.origin.x, source.size.width), unit: (c.origin.x, c.size.width),
        destination: (destination.origin.x, destination.size.width), scale: contentsScale)
      let ys = Cuts(
        source: (source.origin.y, source.size.height), unit: (c.origin.y, c.size.height),
        destination: (destination.origin.y, destination.size.height), scale: contentsScale)
      guard !(xs.isWhole && ys.isWhole) else { return [] }
      var slices: [Slice] = []
      slices.reserveCapacity(9)
      for row in 0..<3 {
        for column in 0..<3 {
          slices.append(
            Slice(
              source: Rect2D(
                x: xs.source[column], y: ys.source[row],
                width: xs.source[column + 1] - xs.source[column],
                height: ys.source[row + 1] - ys.source[row]),
              destination: Rect2D(
                x: xs.destination[column], y: ys.destination[row],
                width: xs.destination[column + 1] - xs.destination[column],
                height: ys.destination[row + 1] - ys.destination[row])))
        }
      }
      return slices
    }
  }
}

/// The four cut positions of a nine-part image along one axis, in the source and in the
/// destination.
private struct Cuts {
  /// Where the source is cut, in pixels: its start, the stretching part's start and end, its end.
  let source: [Double]
  /// Where the destination is cut, in points.
  let destination: [Double]
  /// Whether the stretching part is the whole axis.
  let isWhole: Bool

  init(
    source: (start: Double, length: Double), unit: (start: Double, length: Double),
    destination: (start: Double, length: Double), scale: Double
  ) {
    var low = min(max(unit.start, 0), 1)
    var high = min(max(unit.start + unit.length, 0), 1)
    if low == high {  // one source pixel, centred where the centre was
      let half = 0.5 / source.length
      (low, high) = (max(low - half, 0), min(high + half, 1))
    }
    isWhole = low == 0 && high == 1
    let cuts = [
      source.start, source.start + low * source.length, source.start + high * source.length,
      source.start + source.length,
    ]
    self.source = cuts
    var before = (cuts[1] - cuts[0]) / scale
    var after = (cuts[3] - cuts[2]) / scale
    let fixed = before + after
    if fixed > destination.length {
      let factor = destination.length / fixed
      (before, after) = (before * factor, after * factor)
    }
    let end = destination.start + destination.length
    self.destination = [destination.start, destination.start + before, end - after, end]
  }
}
