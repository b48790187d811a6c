// Not in Embedded Swift, which has no Codable: see README, "Embedded Swift and WebAssembly".
#if !hasFeature(Embedded)

// The encoded form of a layer archive; LayerArchive.swift describes it.

extension LayerArchive: Codable {
  /// The top-level fields.
  private enum Field: String, CodingKey {
    case version, layers
  }

  /// Creates an archive by decoding it from the given decoder, checking its version first and then
  /// every layer's record.
  ///
  /// - Parameter decoder: The decoder to read data from.
  /// - Throws: A ``LayerArchiveError`` naming the problem — a newer version, a wrong count of
  ///   numbers, a value that is not a number — or the decoder's own error when the
  ///   data does not have the archive's shape.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Field.self)
    guard let version = try container.decodeIfPresent(Int.self, forKey: .version) else {
      throw LayerArchiveError.missingVersion
    }
    guard (1...Self.currentVersion).contains(version) else {
      throw LayerArchiveError.unsupportedVersion(version)
    }
    var records = try container.nestedUnkeyedContainer(forKey: .layers)
    layers = []
    if let count = records.count {
      layers.reserveCapacity(count)
    }
    while !records.isAtEnd {
      let record = try records.nestedContainer(keyedBy: ArchivedLayer.Field.self)
      layers.append(try ArchivedLayer(from: record, layer: layers.count))
    }
  }

  /// Encodes the archive into the given encoder: its version, then one record per layer.
  ///
  /// - Parameter encoder: The encoder to write data to.
  /// - Throws: Any error the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Field.self)
    try container.encode(Self.currentVersion, forKey: .version)
    var records = container.nestedUnkeyedContainer(forKey: .layers)
    for layer in layers {
      var record = records.nestedContainer(keyedBy: ArchivedLayer.Field.self)
      try layer.encode(to: &record)
    }
  }
}

#endif
