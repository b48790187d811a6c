import Foundation
import LayerGeometry

extension Operation {
  /// Codable round trips of the values, and the transforms' batch APIs (in place and into a
  /// buffer) against their scalar maps.
  static let values: [Operation] = [
    Operation(31, name: "Codable round trip") { program in
      let rect = program.reader.rect()
      requireRoundTrip(rect.origin, \.x, \.y)
      requireRoundTrip(rect.size, \.width, \.height)
      requireRoundTrip(rect, \.origin.x, \.origin.y, \.size.width, \.size.height)
    },
    Operation(32, name: "AffineTransform2D batch points") { program in
      let (transform, points) = (program.reader.affineTransform(), program.reader.points())
      requireBatchAgrees(points, "\(transform)", batch: transform.apply) { $0.applying(transform) }
    },
    Operation(33, name: "AffineTransform2D batch rects") { program in
      let (transform, rects) = (program.reader.affineTransform(), program.reader.rects())
      requireBatchAgrees(rects, "\(transform)", batch: transform.apply) { $0.applying(transform) }
    },
    Operation(34, name: "Transform3D batch points") { program in
      let (transform, points) = (program.reader.transform(), program.reader.points())
      requireBatchAgrees(points, "\(transform)", batch: transform.apply) { $0.applying(transform) }
    },
    Operation(35, name: "Transform3D batch rects") { program in
      let (transform, rects) = (program.reader.transform(), program.reader.rects())
      requireBatchAgrees(rects, "\(transform)", batch: transform.apply) { $0.applying(transform) }
    },
    Operation(36, name: "AffineTransform2D points into a buffer") { program in
      let (transform, points) = (program.reader.affineTransform(), program.reader.points())
      requireBatchAgrees(points, "\(transform) into a buffer") {
        $0 = applied($0, into: transform.apply)
      } scalar: {
        $0.applying(transform)
      }
    },
    Operation(37, name: "AffineTransform2D rects into a buffer") { program in
      let (transform, rects) = (program.reader.affineTransform(), program.reader.rects())
      requireBatchAgrees(rects, "\(transform) into a buffer") {
        $0 = applied($0, into: transform.apply)
      } scalar: {
        $0.applying(transform)
      }
    },
    Operation(38, name: "Transform3D points into a buffer") { program in
      let (transform, points) = (program.reader.transform(), program.reader.points())
      requireBatchAgrees(points, "\(transform) into a buffer") {
        $0 = applied($0, into: transform.apply)
      } scalar: {
        $0.applying(transform)
      }
    },
    Operation(39, name: "Transform3D rects into a buffer") { program in
      let (transform, rects) = (program.reader.transform(), program.reader.rects())
      requireBatchAgrees(rects, "\(transform) into a buffer") {
        $0 = applied($0, into: transform.apply)
      } scalar: {
        $0.applying(transform)
      }
    },
  ]
}

/// Stops unless `value` encodes to JSON and decodes to the same bits in every field (NaN and
/// infinities travel as strings).
private func requireRoundTrip<Value: Codable>(_ value: Value, _ fields: KeyPath<Value, Double>...) {
  let encoder = JSONEncoder()
  encoder.nonConformingFloatEncodingStrategy = .convertToString(
    positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
  let decoder = JSONDecoder()
  decoder.nonConformingFloatDecodingStrategy = .convertFromString(
    positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
  do {
    let decoded = try decoder.decode(Value.self, from: try encoder.encode(value))
    for field in fields {
      let (sent, received) = (value[keyPath: field], decoded[keyPath: field])
      require(
        sent.bitPattern == received.bitPattern || (sent.isNaN && received.isNaN),
        "\(value) came back from JSON as \(decoded)")
    }
  } catch {
    require(false, "\(value) did not survive JSON: \(error)")
  }
}
