/// One layer of a ``LayerArchive``: every stored property, and the index of its superlayer.
///
/// A record leaves out each property that has its default value (that of a new ``Layer``), and
/// reading takes the default for a field that is absent. To archive a new stored property of
/// ``Layer``: add it here, to ``Field``, and to the four methods below. Archives written before
/// keep loading (the field is absent, so the default applies), older readers skip the new field,
/// and the format's version stays the same.
struct ArchivedLayer: Sendable {
  /// The index of the superlayer in the archive; `nil` for the root.
  var superlayer: Int?
  var name: String?
  var bounds: Rect2D
  var position: Point2D
  var anchorPoint: Point2D
  var anchorPointZ: Double
  var zPosition: Double
  var transform: Transform3D
  var sublayerTransform: Transform3D
  var isGeometryFlipped: Bool
  var isHidden: Bool
  var masksToBounds: Bool
  var isDoubleSided: Bool
  var contentsGravity: ContentsGravity
  var contentsRect: Rect2D
  var contentsCenter: Rect2D
  var contentsScale: Double
  var autoresizingMask: Layer.AutoresizingMask
  var kind: Layer.Kind
  var scrollMode: Layer.ScrollMode

  /// The fields of a layer's record, named as the properties are.
  enum Field: String, CodingKey {
    case superlayer, name, bounds, position, anchorPoint, anchorPointZ, zPosition, transform,
      sublayerTransform, isGeometryFlipped, isHidden, masksToBounds, isDoubleSided,
      contentsGravity, contentsRect, contentsCenter, contentsScale, autoresizingMask, kind,
      scrollMode
  }

  /// The properties of a new layer: what a record leaves out.
  static let defaults = ArchivedLayer(of: Layer(), superlayer: nil)

  /// Reads every stored property of `layer`.
  init(of layer: Layer, superlayer: Int?) {
    self.superlayer = superlayer
    name = layer.name
    bounds = layer.bounds
    position = layer.position
    anchorPoint = layer.anchorPoint
    anchorPointZ = layer.anchorPointZ
    zPosition = layer.zPosition
    transform = layer.transform
    sublayerTransform = layer.sublayerTransform
    isGeometryFlipped = layer.isGeometryFlipped
    isHidden = layer.isHidden
    masksToBounds = layer.masksToBounds
    isDoubleSided = layer.isDoubleSided
    contentsGravity = layer.contentsGravity
    contentsRect = layer.contentsRect
    contentsCenter = layer.contentsCenter
    contentsScale = layer.contentsScale
    autoresizingMask = layer.autoresizingMask
    kind = layer.kind
    scrollMode = layer.scrollMode
  }

  /// Sets every stored property of `layer` (but its place in a tree).
  func apply(to layer: Layer) {
    layer.name = name
    layer.bounds = bounds
    layer.position = position
    layer.anchorPoint = anchorPoint
    layer.anchorPointZ = anchorPointZ
    layer.zPosition = zPosition
    layer.transform = transform
    layer.sublayerTransform = sublayerTransform
    layer.isGeometryFlipped = isGeometryFlipped
    layer.isHidden = isHidden
    layer.masksToBounds = masksToBounds
    layer.isDoubleSided = isDoubleSided
    layer.contentsGravity = contentsGravity
    layer.contentsRect = contentsRect
    layer.contentsCenter = contentsCenter
    layer.contentsScale = contentsScale
    layer.autoresizingMask = autoresizingMask
    layer.kind = kind
    layer.scrollMode = scrollMode
  }

  /// Writes the record, leaving out what has its default value (compared bit for bit).
  func encode(to container: inout KeyedEncodingContainer<Field>) throws {
    let defaults = Self.defaults
    try container.encodeIfPresent(superlayer, forKey: .superlayer)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encode(bounds.numbers, unless: defaults.bounds.numbers, forKey: .bounds)
    try container.encode(position.numbers, unless: defaults.position.numbers, forKey: .position)
    try container.encode(
      anchorPoint.numbers, unless: defaults.anchorPoint.numbers, forKey: .anchorPoint)
    try container.encode([anchorPointZ], unless: [defaults.anchorPointZ], forKey: .anchorPointZ)
    try container.encode([zPosition], unless: [defaults.zPosition], forKey: .zPosition)
    try container.encode(transform.numbers, unless: defaults.transform.numbers, forKey: .transform)
    try container.encode(
      sublayerTransform.numbers, unless: defaults.sublayerTransform.numbers,
      forKey: .sublayerTransform)
    try container.encode(
      isGeometryFlipped, unless: defaults.isGeometryFlipped, forKey: .isGeometryFlipped)
    try container.encode(isHidden, unless: defaults.isHidden, forKey: .isHidden)
    try container.encode(masksToBounds, unless: defaults.masksToBounds, forKey: .masksToBounds)
    try container.encode(isDoubleSided, unless: defaults.isDoubleSided, forKey: .isDoubleSided)
    if contentsGravity != defaults.contentsGravity {
      try container.encode(contentsGravity.rawValue, forKey: .contentsGravity)
    }
    try container.encode(
      contentsRect.numbers, unless: defaults.contentsRect.numbers, forKey: .contentsRect)
    try container.encode(
      contentsCenter.numbers, unless: defaults.contentsCenter.numbers, forKey: .contentsCenter)
    try container.encode([contentsScale], unless: [defaults.contentsScale], forKey: .contentsScale)
    if autoresizingMask != defaults.autoresizingMask {
      try container.encode(autoresizingMask.rawValue, forKey: .autoresizingMask)
    }
    if kind != defaults.kind { try container.encode(kind.rawValue, forKey: .kind) }
    if scrollMode != defaults.scrollMode {
      try container.encode(scrollMode.rawValue, forKey: .scrollMode)
    }
  }

  /// Reads the record of layer number `layer`: an absent field has its default value, and fields
  /// this version does not know are ignored.
  init(from container: KeyedDecodingContainer<Field>, layer: Int) throws {
    let defaults = Self.defaults
    let reader = FieldReader(container: container, layer: layer)
    superlayer = try container.decodeIfPresent(Int.self, forKey: .superlayer)
    name = try container.decodeIfPresent(String.self, forKey: .name)
    bounds = try reader.numbers(.bounds, count: 4).map(Rect2D.init(numbers:)) ?? defaults.bounds
    position =
      try reader.numbers(.position, count: 2).map(Point2D.init(numbers:)) ?? defaults.position
    anchorPoint =
      try reader.numbers(.anchorPoint, count: 2).map(Point2D.init(numbers:))
      ?? defaults.anchorPoint
    anchorPointZ = try reader.number(.anchorPointZ) ?? defaults.anchorPointZ
    zPosition = try reader.number(.zPosition) ?? defaults.zPosition
    transform =
      try reader.numbers(.transform, count: 16).map(Transform3D.init(numbers:))
      ?? defaults.transform
    sublayerTransform =
      try reader.numbers(.sublayerTransform, count: 16).map(Transform3D.init(numbers:))
      ?? defaults.sublayerTransform
    isGeometryFlipped =
      try container.decodeIfPresent(Bool.self, forKey: .isGeometryFlipped)
      ?? defaults.isGeometryFlipped
    isHidden = try container.decodeIfPresent(Bool.self, forKey: .isHidden) ?? defaults.isHidden
    masksToBounds =
      try container.decodeIfPresent(Bool.self, forKey: .masksToBounds) ?? defaults.masksToBounds
    isDoubleSided =
      try container.decodeIfPresent(Bool.self, forKey: .isDoubleSided) ?? defaults.isDoubleSided
    contentsGravity = try reader.gravity(.contentsGravity) ?? defaults.contentsGravity
    contentsRect =
      try reader.numbers(.contentsRect, count: 4).map(Rect2D.init(numbers:))
      ?? defaults.contentsRect
    contentsCenter =
      try reader.numbers(.contentsCenter, count: 4).map(Rect2D.init(numbers:))
      ?? defaults.contentsCenter
    contentsScale = try reader.number(.contentsScale) ?? defaults.contentsScale
    autoresizingMask =
      try container.decodeIfPresent(UInt32.self, forKey: .autoresizingMask)
      .map(Layer.AutoresizingMask.init(rawValue:)) ?? defaults.autoresizingMask
    kind = try reader.named(.kind, as: Layer.Kind.self) ?? defaults.kind
    scrollMode = try reader.named(.scrollMode, as: Layer.ScrollMode.self) ?? defaults.scrollMode
  }
}

/// Reads the numbers of one layer's record, turning a value that is not a number, or a list with
/// the wrong count, into a ``LayerArchiveError`` that names the layer and the field.
private struct FieldReader {
  let container: KeyedDecodingContainer<ArchivedLayer.Field>
  let layer: Int

  /// The gravity named in `field`, or `nil` when the field is absent.
  func gravity(_ field: ArchivedLayer.Field) throws -> ContentsGravity? {
    guard let name = try container.decodeIfPresent(String.self, forKey: field) else { return nil }
    guard let gravity = ContentsGravity(rawValue: name) else {
      throw LayerArchiveError.unknownGravity(layer: layer, found: name)
    }
    return gravity
  }

  /// The case of `T` named in `field`, or `nil` when the field is absent.
  func named<T: RawRepresentable<String>>(_ field: ArchivedLayer.Field, as type: T.Type) throws
    -> T?
  {
    guard let name = try container.decodeIfPresent(String.self, forKey: field) else { return nil }
    guard let value = T(rawValue: name) else {
      throw LayerArchiveError.unknownName(layer: layer, field: field.stringValue, found: name)
    }
    return value
  }

  /// The number in `field`, or `nil` when the field is absent.
  func number(_ field: ArchivedLayer.Field) throws -> Double? {
    guard container.contains(field) else { return nil }
    do {
      return try container.decode(ArchivedNumber.self, forKey: field).value
    } catch let error as ArchivedNumber.NotANumber {
      throw LayerArchiveError.notANumber(layer: layer, field: field.stringValue, found: error.found)
    }
  }

  /// The `count` numbers listed in `field`, or `nil` when the field is absent.
  func numbers(_ field: ArchivedLayer.Field, count: Int) throws -> [Double]? {
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
  /// Encodes a value unless it equals its default.
  fileprivate mutating func encode(_ value: Bool, unless defaultValue: Bool, forKey key: Key)
    throws
  {
    if value != defaultValue { try encode(value, forKey: key) }
  }

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

// The values as the lists of numbers a record holds, and back (from lists of the right count).

extension Point2D {
  fileprivate var numbers: [Double] { [x, y] }
  fileprivate init(numbers n: [Double]) { self.init(x: n[0], y: n[1]) }
}

extension Rect2D {
  fileprivate var numbers: [Double] { [origin.x, origin.y, size.width, size.height] }
  fileprivate init(numbers n: [Double]) { self.init(x: n[0], y: n[1], width: n[2], height: n[3]) }
}

extension Transform3D {
  /// The sixteen entries, row by row: `m11, m12, …, m44`.
  fileprivate var numbers: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  fileprivate init(numbers n: [Double]) {
    self.init(
      m11: n[0], m12: n[1], m13: n[2], m14: n[3], m21: n[4], m22: n[5], m23: n[6], m24: n[7],
      m31: n[8], m32: n[9], m33: n[10], m34: n[11], m41: n[12], m42: n[13], m43: n[14], m44: n[15])
  }
}
