// Not in Embedded Swift, which has no Codable: see README, "Embedded Swift and WebAssembly".
#if !hasFeature(Embedded)

/// One layer of a ``LayerArchive``: every stored property, and the index of its superlayer.
///
/// A record holds a field for each property of ``Layer/Property/all`` that does not have its
/// default value (that of a new ``Layer``), named as the property, and reading takes the default
/// for a field that is absent. A new stored property listed there is archived with no change here:
/// archives written before keep loading (the field is absent, so the default applies), older
/// readers skip the new field, and the format's version stays the same.
struct ArchivedLayer: Sendable {
  /// The index of the superlayer in the archive; `nil` for the root.
  var superlayer: Int?
  /// The value of each property of ``Layer/Property/all``, in its order.
  var values: [Layer.PropertyValue]
  /// The layer's animations, in the order added (see `ArchivedAnimations.swift`).
  var animations: [AttachedAnimation]

  /// A field of a layer's record: `superlayer`, or a property's name.
  struct Field: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }

    static let superlayer = Field(stringValue: "superlayer")
    static let animations = Field(stringValue: "animations")
  }

  /// The properties of a new layer: what a record leaves out.
  static let defaults = ArchivedLayer(of: Layer(), superlayer: nil)

  /// Reads every stored property of `layer`.
  init(of layer: Layer, superlayer: Int?) {
    self.superlayer = superlayer
    values = Layer.Property.all.map(layer.value(of:))
    animations = layer.storage.pointee.animations
  }

  /// Sets every stored property of `layer` (but its place in a tree), in the order of the list.
  func apply(to layer: Layer) {
    for (property, value) in zip(Layer.Property.all, values) {
      // Each value was read as its property's type (by `init(of:superlayer:)`, or decoded as the
      // default's type).
      _ = property.setValue(value, on: layer)
    }
    layer.setAnimations(animations)
  }

  /// Writes the record, leaving out what has its default value (numbers compared bit for bit).
  func encode(to container: inout KeyedEncodingContainer<Field>) throws {
    try container.encodeIfPresent(superlayer, forKey: .superlayer)
    for (property, (value, defaultValue)) in zip(
      Layer.Property.all, zip(values, Self.defaults.values))
    {
      let field = Field(stringValue: property.name)
      switch value {
      case .number, .point, .rect, .transform:
        try container.encode(value.numbers, unless: defaultValue.numbers, forKey: field)
      case .text(let text): try container.encodeIfPresent(text, forKey: field)
      case _ where value == defaultValue: break
      case .flag(let flag): try container.encode(flag, forKey: field)
      case .gravity(let gravity): try container.encode(gravity.rawValue, forKey: field)
      case .autoresizingMask(let mask): try container.encode(mask.rawValue, forKey: field)
      case .kind(let kind): try container.encode(kind.rawValue, forKey: field)
      case .scrollMode(let mode): try container.encode(mode.rawValue, forKey: field)
      }
    }
    try ArchivedAnimations.encode(animations, to: &container, forKey: .animations)
  }

  /// Reads the record of layer number `layer`: an absent field has its default value, and fields
  /// this version does not know are ignored.
  init(from container: KeyedDecodingContainer<Field>, layer: Int) throws {
    let reader = FieldReader(container: container, layer: layer)
    superlayer = try container.decodeIfPresent(Int.self, forKey: .superlayer)
    values = try zip(Layer.Property.all, Self.defaults.values).map { property, defaultValue in
      try reader.value(Field(stringValue: property.name), as: defaultValue) ?? defaultValue
    }
    animations = try ArchivedAnimations.decode(from: container, forKey: .animations, layer: layer)
  }
}

/// Reads the numbers of one layer's record, turning a value that is not a number, or a list with
/// the wrong count, into a ``LayerArchiveError`` that names the layer and the field.
private struct FieldReader {
  let container: KeyedDecodingContainer<ArchivedLayer.Field>
  let layer: Int

  /// The value in `field`, of the type of `example`, or `nil` when the field is absent.
  func value(_ field: ArchivedLayer.Field, as example: Layer.PropertyValue) throws
    -> Layer.PropertyValue?
  {
    switch example {
    case .number: return try number(field).map(Layer.PropertyValue.number)
    case .point: return try numbers(field, count: 2).map { .point(Point2D(numbers: $0)) }
    case .rect: return try numbers(field, count: 4).map { .rect(Rect2D(numbers: $0)) }
    case .transform:
      return try numbers(field, count: 16).map { .transform(Transform3D(numbers: $0)) }
    case .flag: return try container.decodeIfPresent(Bool.self, forKey: field).map { .flag($0) }
    case .text: return try container.decodeIfPresent(String.self, forKey: field).map { .text($0) }
    case .gravity: return try gravity(field).map { .gravity($0) }
    case .autoresizingMask:
      return try container.decodeIfPresent(UInt32.self, forKey: field).map {
        .autoresizingMask(Layer.AutoresizingMask(rawValue: $0))
      }
    case .kind: return try named(field, as: Layer.Kind.self).map { .kind($0) }
    case .scrollMode: return try named(field, as: Layer.ScrollMode.self).map { .scrollMode($0) }
    }
  }

  /// The gravity named in `field`, or `nil` when the field is absent.
  private func gravity(_ field: ArchivedLayer.Field) throws -> ContentsGravity? {
    guard let name = try container.decodeIfPresent(String.self, forKey: field) else { return nil }
    guard let gravity = ContentsGravity(rawValue: name) else {
      throw LayerArchiveError.unknownGravity(layer: layer, found: name)
    }
    return gravity
  }

  /// The case of `T` named in `field`, or `nil` when the field is absent.
  private func named<T: RawRepresentable<String>>(_ field: ArchivedLayer.Field, as type: T.Type)
    throws
    -> T?
  {
    guard let name = try container.decodeIfPresent(String.self, forKey: field) else { return nil }
    guard let value = T(rawValue: name) else {
      throw LayerArchiveError.unknownName(layer: layer, field: field.stringValue, found: name)
    }
    return value
  }

  /// The number in `field`, or `nil` when the field is absent.
  private func number(_ field: ArchivedLayer.Field) throws -> Double? {
    guard container.contains(field) else { return nil }
    do {
      return try container.decode(ArchivedNumber.self, forKey: field).value
    } catch let error as ArchivedNumber.NotANumber {
      throw LayerArchiveError.notANumber(layer: layer, field: field.stringValue, found: error.found)
    }
  }

  /// The `count` numbers listed in `field`, or `nil` when the field is absent.
  private func numbers(_ field: ArchivedLayer.Field, count: Int) throws -> [Double]? {
    guard container.contains(field) else { return nil }
    var list = try container.nestedUnkeyedContainer(forKey: field)
    var values: [Double] = []
    values.reserveCapacity(count)
    while !list.isAtEnd {
      do {
        values.append(try list.decode(ArchivedNumber.self).value)
      } catch let error as ArchivedNumber.NotANumber {
        throw LayerArchiveError.notANumber(
          layer: layer, field: field.stringValue, found: error.found)
      }
    }
    guard values.count == count else {
      throw LayerArchiveError.wrongCount(
        layer: layer, field: field.stringValue, expected: count, found: values.count)
    }
    return values
  }
}

extension KeyedEncodingContainer {
  /// Encodes numbers as ``ArchivedNumber``s (one number alone, several as a list), unless they
  /// have the same bits as their defaults.
  fileprivate mutating func encode(
    _ numbers: [Double], unless defaults: [Double], forKey key: Key
  ) throws {
    guard !numbers.elementsEqual(defaults, by: { $0.bitPattern == $1.bitPattern }) else { return }
    if numbers.count == 1 {
      try encode(ArchivedNumber(numbers[0]), forKey: key)
    } else {
      var list = nestedUnkeyedContainer(forKey: key)
      for value in numbers { try list.encode(ArchivedNumber(value)) }
    }
  }
}

// The values as the lists of numbers a record holds, and back (from lists of the right count);
// ArchivedAnimations.swift writes and reads an animation's values with them too.

extension Layer.PropertyValue {
  /// The numbers of a number, a point, a rectangle or a transform; none for the other types.
  fileprivate var numbers: [Double] {
    switch self {
    case .number(let number): [number]
    case .point(let point): point.numbers
    case .rect(let rect): rect.numbers
    case .transform(let transform): transform.numbers
    default: []
    }
  }
}

extension Point2D {
  var numbers: [Double] { [x, y] }
  init(numbers n: [Double]) { self.init(x: n[0], y: n[1]) }
}

extension Size2D {
  var numbers: [Double] { [width, height] }
  init(numbers n: [Double]) { self.init(width: n[0], height: n[1]) }
}

extension Rect2D {
  var numbers: [Double] { [origin.x, origin.y, size.width, size.height] }
  init(numbers n: [Double]) { self.init(x: n[0], y: n[1], width: n[2], height: n[3]) }
}

extension Transform3D {
  /// The sixteen entries, row by row: `m11, m12, …, m44`.
  var numbers: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  init(numbers n: [Double]) {
    self.init(
      m11: n[0], m12: n[1], m13: n[2], m14: n[3], m21: n[4], m22: n[5], m23: n[6], m24: n[7],
      m31: n[8], m32: n[9], m33: n[10], m34: n[11], m41: n[12], m42: n[13], m43: n[14], m44: n[15])
  }
}

#endif
