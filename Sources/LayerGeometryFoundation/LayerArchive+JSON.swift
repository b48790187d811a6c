import Foundation
import LayerGeometry

extension LayerArchive {
  /// Decodes an archive from JSON, as ``jsonData()`` or any `JSONEncoder` writes it.
  ///
  /// This is `JSONDecoder().decode(LayerArchive.self, from: data)`; no decoder setting is needed,
  /// since the archive writes `NaN`, the infinities and `-0.0` as strings of its own.
  ///
  /// ```swift
  /// import Foundation
  /// import LayerGeometry
  /// import LayerGeometryFoundation
  ///
  /// let root = Layer()
  /// root.zPosition = .nan
  /// let data = try LayerArchive(of: root).jsonData()
  /// let copy = try LayerArchive(jsonData: data).makeLayers()
  /// // copy.zPosition.isNaN == true
  /// ```
  ///
  /// - Parameter data: UTF-8 JSON.
  /// - Throws: A `LayerArchiveError` that names what is wrong with a record or the
  ///   version, or the `DecodingError` of data that is not JSON of the archive's shape.
  public init(jsonData data: Data) throws {
    self = try JSONDecoder().decode(LayerArchive.self, from: data)
  }

  /// Encodes the archive as JSON with sorted keys, so that the same tree always gives the same
  /// bytes (for golden files and diffs).
  ///
  /// ```swift
  /// import Foundation
  /// import LayerGeometry
  /// import LayerGeometryFoundation
  ///
  /// let root = Layer()
  /// root.name = "root"
  /// let json = String(decoding: try LayerArchive(of: root).jsonData(), as: UTF8.self)
  /// // json == #"{"layers":[{"name":"root"}],"version":1}"#
  /// ```
  ///
  /// - Returns: Compact UTF-8 JSON.
  /// - Throws: Any error `JSONEncoder` throws (none for an archive).
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(self)
  }
}
