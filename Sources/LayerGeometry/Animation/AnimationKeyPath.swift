// The key paths an animation can name — Core Animation's strings for the geometry it animates,
// with the structure fields of its "Key Path Support for Structure Fields" — read and written on
// a layer's animatable geometry.

/// A layer's geometry that animations change: what a presentation layer holds that its model
/// layer may not.
struct AnimatedGeometry: Hashable {
  var position: Point2D
  var bounds: Rect2D
  var anchorPoint: Point2D
  var anchorPointZ: Double
  var zPosition: Double
  var transform: Transform3D
  var sublayerTransform: Transform3D
  var contentsRect: Rect2D

  /// The model geometry of `layer`.
  init(of layer: Layer) {
    position = layer.position
    bounds = layer.bounds
    anchorPoint = layer.anchorPoint
    anchorPointZ = layer.anchorPointZ
    zPosition = layer.zPosition
    transform = layer.transform
    sublayerTransform = layer.sublayerTransform
    contentsRect = layer.contentsRect
  }

  /// Gives `layer` this geometry, through its setters, changing only what differs.
  ///
  /// A new size resizes no sublayer and asks for no layout: a presented size is not a change of
  /// the model's.
  func apply(to layer: Layer) {
    if layer.bounds != bounds { layer.storeBounds(bounds) }
    if layer.position != position { layer.position = position }
    if layer.anchorPoint != anchorPoint { layer.anchorPoint = anchorPoint }
    if layer.anchorPointZ != anchorPointZ { layer.anchorPointZ = anchorPointZ }
    if layer.zPosition != zPosition { layer.zPosition = zPosition }
    if layer.transform != transform { layer.transform = transform }
    if layer.sublayerTransform != sublayerTransform { layer.sublayerTransform = sublayerTransform }
    if layer.contentsRect != contentsRect { layer.contentsRect = contentsRect }
  }
}

/// A key path an animation names, parsed: the property it animates and the field of it.
struct AnimationKeyPath: Hashable, Sendable {
  enum Property: Hashable, Sendable {
    case position, bounds, anchorPoint, anchorPointZ, zPosition, transform, sublayerTransform
    case contentsRect
  }

  enum Axis: Hashable, Sendable { case x, y, z }

  enum Field: Hashable, Sendable {
    /// The whole value.
    case whole
    /// A point's x or y (`position.x`), a size's width or height (`bounds.size.width`).
    case x, y, width, height
    /// A rectangle's origin or size, or one number of them.
    case origin, size, originX, originY
    /// A part of a transform: a turn about an axis, a scale (all three axes: `nil`), a move
    /// (x and y as a size: `nil`).
    case rotation(Axis)
    case scale(Axis?)
    case translation(Axis?)
  }

  let property: Property
  let field: Field

  init(property: Property, field: Field) {
    self.property = property
    self.field = field
  }

  /// The key path `string` names, or `nil` when it names nothing this library animates.
  init?(_ string: String) {
    guard let keyPath = Self.named[string] else { return nil }
    self = keyPath
  }

  /// Every key path, by name: each property's own, with its fields.
  private static let named: [String: AnimationKeyPath] = {
    var table: [String: AnimationKeyPath] = [:]
    func add(_ name: String, _ property: Property, _ fields: [(String, Field)]) {
      table[name] = AnimationKeyPath(property: property, field: .whole)
      for (suffix, field) in fields {
        table[name + "." + suffix] = AnimationKeyPath(property: property, field: field)
      }
    }
    let point: [(String, Field)] = [("x", .x), ("y", .y)]
    add("position", .position, point)
    add("anchorPoint", .anchorPoint, point)
    add(
      "bounds", .bounds,
      [
        ("origin", .origin), ("size", .size), ("origin.x", .originX), ("origin.y", .originY),
        ("size.width", .width), ("size.height", .height),
      ])
    add("anchorPointZ", .anchorPointZ, [])
    add("zPosition", .zPosition, [])
    add("contentsRect", .contentsRect, [])
    var transformFields: [(String, Field)] = [
      ("rotation", .rotation(.z)), ("scale", .scale(nil)), ("translation", .translation(nil)),
    ]
    for (name, axis) in [("x", Axis.x), ("y", .y), ("z", .z)] {
      transformFields += [
        ("rotation." + name, .rotation(axis)), ("scale." + name, .scale(axis)),
        ("translation." + name, .translation(axis)),
      ]
    }
    add("transform", .transform, transformFields)
    add("sublayerTransform", .sublayerTransform, transformFields)
    return table
  }()

  /// The parts of a transform that its sub-key paths read and write.
  var isTransform: Bool { property == .transform || property == .sublayerTransform }

  /// The kind of value the key path takes.
  var kind: AnimationValue.Kind {
    switch field {
    case .whole:
      switch property {
      case .position, .anchorPoint: .point
      case .bounds, .contentsRect: .rect
      case .anchorPointZ, .zPosition: .number
      case .transform, .sublayerTransform: .transform
      }
    case .origin: .point
    case .size, .translation(nil): .size
    default: .number
    }
  }

  /// The value at this key path of `geometry`.
  func value(in geometry: AnimatedGeometry) -> AnimationValue {
    switch property {
    case .position: Self.read(field, of: geometry.position)
    case .anchorPoint: Self.read(field, of: geometry.anchorPoint)
    case .bounds: Self.read(field, of: geometry.bounds)
    case .contentsRect: .rect(geometry.contentsRect)
    case .anchorPointZ: .number(geometry.anchorPointZ)
    case .zPosition: .number(geometry.zPosition)
    case .transform: Self.read(field, of: geometry.transform)
    case .sublayerTransform: Self.read(field, of: geometry.sublayerTransform)
    }
  }

  /// Writes `value`, of this key path's kind, at this key path of `geometry`.
  func set(_ value: AnimationValue, in geometry: inout AnimatedGeometry) {
    switch (property, value) {
    case (.position, _): Self.write(value, field, into: &geometry.position)
    case (.anchorPoint, _): Self.write(value, field, into: &geometry.anchorPoint)
    case (.bounds, _): Self.write(value, field, into: &geometry.bounds)
    case (.contentsRect, .rect(let rect)): geometry.contentsRect = rect
    case (.anchorPointZ, .number(let number)): geometry.anchorPointZ = number
    case (.zPosition, .number(let number)): geometry.zPosition = number
    case (.transform, _): Self.write(value, field, into: &geometry.transform)
    case (.sublayerTransform, _): Self.write(value, field, into: &geometry.sublayerTransform)
    default: break
    }
  }

  private static func read(_ field: Field, of point: Point2D) -> AnimationValue {
    switch field {
    case .x: .number(point.x)
    case .y: .number(point.y)
    default: .point(point)
    }
  }

  private static func write(_ value: AnimationValue, _ field: Field, into point: inout Point2D) {
    switch (field, value) {
    case (.x, .number(let x)): point.x = x
    case (.y, .number(let y)): point.y = y
    case (.whole, .point(let whole)): point = whole
    default: break
    }
  }

  private static func read(_ field: Field, of rect: Rect2D) -> AnimationValue {
    switch field {
    case .origin: .point(rect.origin)
    case .size: .size(rect.size)
    case .originX: .number(rect.origin.x)
    case .originY: .number(rect.origin.y)
    case .width: .number(rect.size.width)
    case .height: .number(rect.size.height)
    default: .rect(rect)
    }
  }

  private static func write(_ value: AnimationValue, _ field: Field, into rect: inout Rect2D) {
    switch (field, value) {
    case (.whole, .rect(let whole)): rect = whole
    case (.origin, .point(let origin)): rect.origin = origin
    case (.size, .size(let size)): rect.size = size
    case (.originX, .number(let x)): rect.origin.x = x
    case (.originY, .number(let y)): rect.origin.y = y
    case (.width, .number(let width)): rect.size.width = width
    case (.height, .number(let height)): rect.size.height = height
    default: break
    }
  }

  /// A part of a transform, read from its decomposition.
  ///
  /// The turn about an axis is the angle of a turn about x, then y, then z; `transform.scale` is
  /// the average of the scales. A transform that cannot be taken apart reads as the identity's
  /// parts, but for its move.
  private static func read(_ field: Field, of transform: Transform3D) -> AnimationValue {
    if case .whole = field { return .transform(transform) }
    guard let parts = DecomposedTransform(transform) else {
      switch field {
      case .translation(nil): return .size(Size2D(width: transform.m41, height: transform.m42))
      case .translation(.x): return .number(transform.m41)
      case .translation(.y): return .number(transform.m42)
      case .translation(.z): return .number(transform.m43)
      case .scale: return .number(1)
      default: return .number(0)
      }
    }
    switch field {
    case .rotation(let axis):
      let angles = parts.eulerAngles
      return .number(axis == .x ? angles.x : axis == .y ? angles.y : angles.z)
    case .scale(nil): return .number(parts.scale.sum() / 3)
    case .scale(.x): return .number(parts.scale.x)
    case .scale(.y): return .number(parts.scale.y)
    case .scale(.z): return .number(parts.scale.z)
    case .translation(nil):
      return .size(Size2D(width: parts.translation.x, height: parts.translation.y))
    case .translation(.x): return .number(parts.translation.x)
    case .translation(.y): return .number(parts.translation.y)
    case .translation(.z): return .number(parts.translation.z)
    default: return .transform(transform)
    }
  }

  /// Sets a part of a transform, keeping the others.
  ///
  /// The transform is taken apart, the part replaced and the transform put back together. A
  /// transform that cannot be taken apart is replaced by the identity with that part set.
  private static func write(
    _ value: AnimationValue, _ field: Field, into transform: inout Transform3D
  ) {
    if case .whole = field, case .transform(let whole) = value {
      transform = whole
      return
    }
    var parts = DecomposedTransform(transform) ?? .identity
    switch (field, value) {
    case (.rotation(let axis), .number(let angle)):
      var angles = parts.eulerAngles
      switch axis {
      case .x: angles.x = angle
      case .y: angles.y = angle
      case .z: angles.z = angle
      }
      parts.eulerAngles = angles
    case (.scale(nil), .number(let scale)): parts.scale = SIMD3(repeating: scale)
    case (.scale(.x), .number(let scale)): parts.scale.x = scale
    case (.scale(.y), .number(let scale)): parts.scale.y = scale
    case (.scale(.z), .number(let scale)): parts.scale.z = scale
    case (.translation(nil), .size(let move)):
      (parts.translation.x, parts.translation.y) = (move.width, move.height)
    case (.translation(.x), .number(let move)): parts.translation.x = move
    case (.translation(.y), .number(let move)): parts.translation.y = move
    case (.translation(.z), .number(let move)): parts.translation.z = move
    default: return
    }
    transform = parts.transform
  }
}

/// An animation's key path, checked when the animation is added: what it reads and writes, and
/// through which value function.
struct CheckedKeyPath: Hashable, Sendable {
  let keyPath: AnimationKeyPath
  /// The function that makes the animated number a transform, for `transform` and
  /// `sublayerTransform` animated by number.
  let valueFunction: ValueFunction?

  /// Checks that `string` names a key path this library animates, that a value function is on a
  /// transform, and that each value of `values` (named as the animation's properties) is of the
  /// kind the key path takes.
  init(
    _ string: String, valueFunction: ValueFunction?,
    values: [(name: String, value: AnimationValue?)]
  ) throws(AnimationError) {
    guard let keyPath = AnimationKeyPath(string) else { throw .unknownKeyPath(string) }
    if valueFunction != nil, !(keyPath.isTransform && keyPath.field == .whole) {
      throw .valueFunctionNeedsATransform(keyPath: string)
    }
    let kind = valueFunction == nil ? keyPath.kind : .number
    for (name, value) in values where value != nil && value?.kind != kind {
      throw .wrongKindOfValue(keyPath: string, value: name, expected: kind.described)
    }
    self.keyPath = keyPath
    self.valueFunction = valueFunction
  }

  /// The value an animation interpolates, read from `geometry`: at the key path, or through the
  /// value function the part of the transform it stands for.
  func animatedValue(in geometry: AnimatedGeometry) -> AnimationValue {
    guard let function = valueFunction else { return keyPath.value(in: geometry) }
    return AnimationKeyPath(property: keyPath.property, field: function.field)
      .value(in: geometry)
  }
}

extension AnimationValue.Kind {
  /// The kind as an error names it: "a number", "a rectangle", ….
  var described: String { self == .rect ? "a rectangle" : "a \(rawValue)" }
}
