// Not in Embedded Swift, which has no Codable: see README, "Embedded Swift and WebAssembly".
#if !hasFeature(Embedded)

// Unkeyed encodings with CoreGraphics' layout: `[x, y]`, `[width, height]`, `[[x, y], [width, height]]`.

extension Point2D: Codable {
  /// Creates a point by decoding `[x, y]` from the given decoder.
  ///
  /// - Parameter decoder: The decoder to read data from.
  /// - Throws: `DecodingError` when the data is not an array of two numbers.
  @inlinable
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let x = try container.decode(Double.self)
    let y = try container.decode(Double.self)
    self.init(x: x, y: y)
  }

  /// Encodes the point as `[x, y]` into the given encoder.
  ///
  /// - Parameter encoder: The encoder to write data to.
  /// - Throws: Any error the encoder throws.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(x)
    try container.encode(y)
  }
}

extension Size2D: Codable {
  /// Creates a size by decoding `[width, height]` from the given decoder.
  ///
  /// - Parameter decoder: The decoder to read data from.
  /// - Throws: `DecodingError` when the data is not an array of two numbers.
  @inlinable
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let width = try container.decode(Double.self)
    let height = try container.decode(Double.self)
    self.init(width: width, height: height)
  }

  /// Encodes the size as `[width, height]` into the given encoder.
  ///
  /// - Parameter encoder: The encoder to write data to.
  /// - Throws: Any error the encoder throws.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(width)
    try container.encode(height)
  }
}

extension Rect2D: Codable {
  /// Creates a rectangle by decoding `[[x, y], [width, height]]` from the given decoder.
  ///
  /// - Parameter decoder: The decoder to read data from.
  /// - Throws: `DecodingError` when the data is not an array of a point and a size.
  @inlinable
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let origin = try container.decode(Point2D.self)
    let size = try container.decode(Size2D.self)
    self.init(origin: origin, size: size)
  }

  /// Encodes the rectangle as `[[x, y], [width, height]]` into the given encoder, with its stored
  /// (not standardized) origin and size.
  ///
  /// - Parameter encoder: The encoder to write data to.
  /// - Throws: Any error the encoder throws.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(origin)
    try container.encode(size)
  }
}

#endif
