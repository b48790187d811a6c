// Not in Embedded Swift, which has no Codable: see README, "Embedded Swift and WebAssembly".
#if !hasFeature(Embedded)

// How a layer's record keeps its animations: a list under "animations", each an object with its
// key and whatever differs from a new animation of its kind — the key path, the values, the
// pacing, the timing and, for a spring, the spring. Numbers are written as `ArchivedNumber`s, so
// every value comes back with the same bits.

/// Reads and writes the animations of one layer's record.
enum ArchivedAnimations {
  /// The fields of one animation's object.
  private enum Field: String, CodingKey {
    case key, kind, keyPath, fromValue, toValue, byValue, isAdditive, isCumulative
    case timingFunction, valueFunction, beginTime, duration, speed, timeOffset, repeatCount
    case repeatDuration, autoreverses, fillMode, isRemovedOnCompletion
    case mass, stiffness, damping, initialVelocity
    case values, keyTimes, timingFunctions, calculationMode, tensionValues, continuityValues
    case biasValues, animations, path, rotationMode
  }

  /// Writes `animations`, in the order added, under `field`; nothing when there are none.
  static func encode<Key: CodingKey>(
    _ animations: [AttachedAnimation], to container: inout KeyedEncodingContainer<Key>,
    forKey field: Key
  ) throws {
    guard !animations.isEmpty else { return }
    var list = container.nestedUnkeyedContainer(forKey: field)
    for attached in animations {
      var object = list.nestedContainer(keyedBy: Field.self)
      try object.encode(attached.key, forKey: .key)
      try encode(attached.animation, into: &object)
    }
  }

  /// Writes one animation's fields, a group's members included.
  private static func encode(
    _ animation: LayerAnimation, into object: inout KeyedEncodingContainer<Field>
  ) throws {
    let base: BasicAnimation
    switch animation {
    case .basic(let basic):
      base = basic
    case .spring(let spring):
      base = spring.base
      try object.encode("spring", forKey: .kind)
      try encodeSpring(spring, to: &object)
    case .keyframe(let keyframe):
      base = keyframe.common
      try object.encode("keyframe", forKey: .kind)
      try encodeKeyframes(keyframe, to: &object)
    case .group(let group):
      base = group.common
      try object.encode("group", forKey: .kind)
      var members = object.nestedUnkeyedContainer(forKey: .animations)
      for member in group.animations {
        var memberObject = members.nestedContainer(keyedBy: Field.self)
        try encode(member, into: &memberObject)
      }
    }
    try encodeCommon(base, to: &object)
  }

  /// Writes a spring's own fields that differ from a new spring's.
  private static func encodeSpring(
    _ spring: SpringAnimation, to object: inout KeyedEncodingContainer<Field>
  ) throws {
    let defaults = SpringAnimation(keyPath: spring.keyPath)
    let fields: [(Double, Double, Field)] = [
      (spring.mass, defaults.mass, .mass), (spring.stiffness, defaults.stiffness, .stiffness),
      (spring.damping, defaults.damping, .damping),
      (spring.initialVelocity, defaults.initialVelocity, .initialVelocity),
    ]
    for (value, standard, field) in fields where value.bitPattern != standard.bitPattern {
      try object.encode(ArchivedNumber(value), forKey: field)
    }
  }

  /// Writes a keyframe animation's own fields that are set.
  private static func encodeKeyframes(
    _ animation: KeyframeAnimation, to object: inout KeyedEncodingContainer<Field>
  ) throws {
    var list = object.nestedUnkeyedContainer(forKey: .values)
    for value in animation.values {
      var holder = list.nestedContainer(keyedBy: ValueField.self)
      try encode(value, into: &holder)
    }
    if animation.calculationMode != .linear {
      try object.encode(animation.calculationMode.rawValue, forKey: .calculationMode)
    }
    if let path = animation.path {
      // Each element an object with one field, its kind, listing its points' numbers.
      var elements = object.nestedUnkeyedContainer(forKey: .path)
      for element in path.elements {
        var holder = elements.nestedContainer(keyedBy: PathField.self)
        let (kind, points): (PathField, [Point2D]) =
          switch element {
          case .move(let to): (.move, [to])
          case .line(let to): (.line, [to])
          case .quadCurve(let to, let control): (.quadCurve, [to, control])
          case .curve(let to, let control1, let control2): (.curve, [to, control1, control2])
          case .close: (.close, [])
          }
        try holder.encode(
          points.flatMap { [ArchivedNumber($0.x), ArchivedNumber($0.y)] }, forKey: kind)
      }
    }
    if animation.rotationMode != .none {
      try object.encode(animation.rotationMode.rawValue, forKey: .rotationMode)
    }
    let lists: [([Double]?, Field)] = [
      (animation.keyTimes, .keyTimes), (animation.tensionValues, .tensionValues),
      (animation.continuityValues, .continuityValues), (animation.biasValues, .biasValues),
      (animation.timingFunctions?.flatMap(controlNumbers), .timingFunctions),
    ]
    for case (let numbers?, let field) in lists {
      try object.encode(numbers.map(ArchivedNumber.init), forKey: field)
    }
  }

  /// A curve's inner control points as four numbers.
  private static func controlNumbers(_ curve: TimingFunction) -> [Double] {
    let (first, second) = (curve.controlPoint(at: 1), curve.controlPoint(at: 2))
    return [first.x, first.y, second.x, second.y]
  }

  /// Writes the fields every kind has that differ from a new animation's, the values of a basic
  /// animation or a spring included.
  private static func encodeCommon(
    _ base: BasicAnimation, to object: inout KeyedEncodingContainer<Field>
  ) throws {
    let plain = BasicAnimation(keyPath: base.keyPath)
    if !base.keyPath.isEmpty { try object.encode(base.keyPath, forKey: .keyPath) }
    for (value, field) in [
      (base.fromValue, Field.fromValue), (base.toValue, .toValue), (base.byValue, .byValue),
    ] {
      if let value { try encode(value, to: &object, forKey: field) }
    }
    if base.isAdditive { try object.encode(true, forKey: .isAdditive) }
    if base.isCumulative { try object.encode(true, forKey: .isCumulative) }
    if let curve = base.timingFunction {
      try object.encode(controlNumbers(curve).map(ArchivedNumber.init), forKey: .timingFunction)
    }
    if let function = base.valueFunction {
      try object.encode(function.rawValue, forKey: .valueFunction)
    }
    let (timing, standard) = (base.timing, plain.timing)
    let numbers: [(Double, Double, Field)] = [
      (timing.beginTime, standard.beginTime, .beginTime),
      (timing.duration, standard.duration, .duration),
      (Double(timing.speed), Double(standard.speed), .speed),
      (timing.timeOffset, standard.timeOffset, .timeOffset),
      (Double(timing.repeatCount), Double(standard.repeatCount), .repeatCount),
      (timing.repeatDuration, standard.repeatDuration, .repeatDuration),
    ]
    for (value, defaultValue, field) in numbers where value.bitPattern != defaultValue.bitPattern {
      try object.encode(ArchivedNumber(value), forKey: field)
    }
    if timing.autoreverses { try object.encode(true, forKey: .autoreverses) }
    if timing.fillMode != standard.fillMode {
      try object.encode(timing.fillMode.rawValue, forKey: .fillMode)
    }
    if !base.isRemovedOnCompletion { try object.encode(false, forKey: .isRemovedOnCompletion) }
  }

  /// Reads the animations under `field` of the record of layer number `layer`, each checked as
  /// `add(_:forKey:)` checks it; none when the field is absent.
  static func decode<Key: CodingKey>(
    from container: KeyedDecodingContainer<Key>, forKey field: Key, layer: Int
  ) throws -> [AttachedAnimation] {
    guard container.contains(field) else { return [] }
    var list = try container.nestedUnkeyedContainer(forKey: field)
    var animations: [AttachedAnimation] = []
    while !list.isAtEnd {
      let object = try list.nestedContainer(keyedBy: Field.self)
      let reader = Reader(object: object, layer: layer, prefix: "animations[\(animations.count)]")
      let key = try object.decode(String.self, forKey: .key)
      let animation = try decodeAnimation(reader, key: key, depth: 0)
      do {
        animations.append(try AttachedAnimation(key: key, animation: animation))
      } catch {
        throw LayerArchiveError.invalidAnimation(layer: layer, key: key, problem: error.description)
      }
    }
    return animations
  }

  /// Reads one animation's fields, a group's members included (`depth` groups down).
  private static func decodeAnimation(
    _ reader: Reader, key: String, depth: Int
  ) throws -> LayerAnimation {
    let object = reader.object
    var base = BasicAnimation(
      keyPath: try object.decodeIfPresent(String.self, forKey: .keyPath) ?? "")
    base.fromValue = try reader.value(.fromValue)
    base.toValue = try reader.value(.toValue)
    base.byValue = try reader.value(.byValue)
    base.isAdditive = try object.decodeIfPresent(Bool.self, forKey: .isAdditive) ?? false
    base.isCumulative = try object.decodeIfPresent(Bool.self, forKey: .isCumulative) ?? false
    if let points = try reader.numbers(.timingFunction, count: 4) {
      base.timingFunction = TimingFunction(
        controlPoints: Float(points[0]), Float(points[1]), Float(points[2]), Float(points[3]))
    }
    base.valueFunction = try reader.named(.valueFunction, as: ValueFunction.self)
    base.beginTime = try reader.number(.beginTime) ?? 0
    base.duration = try reader.number(.duration) ?? 0
    base.speed = Float(try reader.number(.speed) ?? 1)
    base.timeOffset = try reader.number(.timeOffset) ?? 0
    base.repeatCount = Float(try reader.number(.repeatCount) ?? 0)
    base.repeatDuration = try reader.number(.repeatDuration) ?? 0
    base.autoreverses = try object.decodeIfPresent(Bool.self, forKey: .autoreverses) ?? false
    base.fillMode = try reader.named(.fillMode, as: FillMode.self) ?? .removed
    base.isRemovedOnCompletion =
      try object.decodeIfPresent(Bool.self, forKey: .isRemovedOnCompletion) ?? true
    switch try object.decodeIfPresent(String.self, forKey: .kind) ?? "basic" {
    case "basic":
      return .basic(base)
    case "spring":
      var spring = SpringAnimation(keyPath: base.keyPath)
      spring.base = base
      spring.mass = try reader.number(.mass) ?? spring.mass
      spring.stiffness = try reader.number(.stiffness) ?? spring.stiffness
      spring.damping = try reader.number(.damping) ?? spring.damping
      spring.initialVelocity = try reader.number(.initialVelocity) ?? spring.initialVelocity
      return .spring(spring)
    case "keyframe":
      var keyframe = KeyframeAnimation(common: base)
      keyframe.values = try reader.values(.values)
      keyframe.keyTimes = try reader.list(.keyTimes)
      keyframe.timingFunctions = try reader.list(.timingFunctions).map { numbers in
        guard numbers.count.isMultiple(of: 4) else {
          throw LayerArchiveError.wrongCount(
            layer: reader.layer, field: reader.name(of: .timingFunctions),
            expected: (numbers.count / 4 + 1) * 4, found: numbers.count)
        }
        return stride(from: 0, to: numbers.count, by: 4).map {
          TimingFunction(
            controlPoints: Float(numbers[$0]), Float(numbers[$0 + 1]), Float(numbers[$0 + 2]),
            Float(numbers[$0 + 3]))
        }
      }
      keyframe.calculationMode =
        try reader.named(.calculationMode, as: KeyframeAnimation.CalculationMode.self) ?? .linear
      keyframe.tensionValues = try reader.list(.tensionValues)
      keyframe.continuityValues = try reader.list(.continuityValues)
      keyframe.biasValues = try reader.list(.biasValues)
      keyframe.path = try reader.path(.path)
      keyframe.rotationMode =
        try reader.named(.rotationMode, as: KeyframeAnimation.RotationMode.self) ?? .none
      return .keyframe(keyframe)
    case "group":
      guard depth < AttachedAnimation.deepestNesting else {
        throw LayerArchiveError.invalidAnimation(
          layer: reader.layer, key: key,
          problem: AnimationError.groupsNestedTooDeeply(levels: AttachedAnimation.deepestNesting)
            .description)
      }
      var group = AnimationGroup(common: base)
      if object.contains(.animations) {
        var members = try object.nestedUnkeyedContainer(forKey: .animations)
        while !members.isAtEnd {
          let member = Reader(
            object: try members.nestedContainer(keyedBy: Field.self), layer: reader.layer,
            prefix: reader.name(of: .animations) + "[\(group.animations.count)]")
          group.animations.append(try decodeAnimation(member, key: key, depth: depth + 1))
        }
      }
      return .group(group)
    case let kind:
      throw LayerArchiveError.unknownName(
        layer: reader.layer, field: reader.name(of: .kind), found: kind)
    }
  }

  /// Writes a value as an object with one field, its kind, holding its numbers.
  private static func encode(
    _ value: AnimationValue, to object: inout KeyedEncodingContainer<Field>, forKey field: Field
  ) throws {
    var holder = object.nestedContainer(keyedBy: ValueField.self, forKey: field)
    try encode(value, into: &holder)
  }

  /// Writes a value's one field, its kind, holding its numbers.
  private static func encode(
    _ value: AnimationValue, into holder: inout KeyedEncodingContainer<ValueField>
  ) throws {
    let (kind, numbers): (ValueField, [Double]) =
      switch value {
      case .number(let n): (.number, [n])
      case .point(let p): (.point, p.numbers)
      case .size(let s): (.size, s.numbers)
      case .rect(let r): (.rect, r.numbers)
      case .transform(let t): (.transform, t.numbers)
      }
    try holder.encode(numbers.map(ArchivedNumber.init), forKey: kind)
  }

  /// The kinds of path element, as fields of an element's object; each lists the numbers of its
  /// points, the end first.
  private enum PathField: String, CodingKey, CaseIterable {
    case move, line, quadCurve, curve, close

    var count: Int {
      switch self {
      case .move, .line: 2
      case .quadCurve: 4
      case .curve: 6
      case .close: 0
      }
    }
  }

  /// The kinds of value, as fields of a value's object.
  private enum ValueField: String, CodingKey, CaseIterable {
    case number, point, size, rect, transform

    var count: Int {
      switch self {
      case .number: 1
      case .point, .size: 2
      case .rect: 4
      case .transform: 16
      }
    }
  }

  /// Reads the fields of one animation, naming it in the errors it throws.
  private struct Reader {
    let object: KeyedDecodingContainer<Field>
    let layer: Int
    /// Where the animation is in the record: `animations[0]`, `animations[0].animations[2]`.
    let prefix: String

    /// The field as an error names it: `animations[0].duration`.
    func name(of field: Field) -> String { "\(prefix).\(field.stringValue)" }

    func number(_ field: Field) throws -> Double? {
      guard object.contains(field) else { return nil }
      do {
        return try object.decode(ArchivedNumber.self, forKey: field).value
      } catch let error as ArchivedNumber.NotANumber {
        throw LayerArchiveError.notANumber(layer: layer, field: name(of: field), found: error.found)
      }
    }

    /// The numbers listed in `field`, however many, or `nil` when the field is absent.
    func list(_ field: Field) throws -> [Double]? {
      guard object.contains(field) else { return nil }
      return try numbers(
        in: object.nestedUnkeyedContainer(forKey: field), named: name(of: field), count: nil)
    }

    /// The path listed in `field`, or `nil` when the field is absent.
    func path(_ field: Field) throws -> Path2D? {
      guard object.contains(field) else { return nil }
      var list = try object.nestedUnkeyedContainer(forKey: field)
      var path = Path2D()
      while !list.isAtEnd {
        let holder = try list.nestedContainer(keyedBy: PathField.self)
        guard let kind = PathField.allCases.first(where: holder.contains) else {
          throw LayerArchiveError.unknownName(
            layer: layer, field: name(of: field),
            found: holder.allKeys.first?.stringValue ?? "an empty object")
        }
        let n = try numbers(
          in: holder.nestedUnkeyedContainer(forKey: kind), named: name(of: field),
          count: kind.count)
        let points = stride(from: 0, to: n.count, by: 2).map { Point2D(x: n[$0], y: n[$0 + 1]) }
        switch kind {
        case .move: path.move(to: points[0])
        case .line: path.addLine(to: points[0])
        case .quadCurve: path.addQuadCurve(to: points[0], control: points[1])
        case .curve: path.addCurve(to: points[0], control1: points[1], control2: points[2])
        case .close: path.closeSubpath()
        }
      }
      return path
    }

    /// The values listed in `field`, each an object as ``value(_:)`` reads one; none when absent.
    func values(_ field: Field) throws -> [AnimationValue] {
      guard object.contains(field) else { return [] }
      var list = try object.nestedUnkeyedContainer(forKey: field)
      var values: [AnimationValue] = []
      while !list.isAtEnd {
        values.append(try value(in: list.nestedContainer(keyedBy: ValueField.self), field: field))
      }
      return values
    }

    func numbers(_ field: Field, count: Int) throws -> [Double]? {
      guard object.contains(field) else { return nil }
      return try numbers(
        in: object.nestedUnkeyedContainer(forKey: field), named: name(of: field), count: count)
    }

    /// The numbers of `list`, named `name` in errors; exactly `count` of them unless `nil`.
    func numbers(in list: UnkeyedDecodingContainer, named name: String, count: Int?) throws
      -> [Double]
    {
      var list = list
      var values: [Double] = []
      while !list.isAtEnd {
        do {
          values.append(try list.decode(ArchivedNumber.self).value)
        } catch let error as ArchivedNumber.NotANumber {
          throw LayerArchiveError.notANumber(layer: layer, field: name, found: error.found)
        }
      }
      if let count, values.count != count {
        throw LayerArchiveError.wrongCount(
          layer: layer, field: name, expected: count, found: values.count)
      }
      return values
    }

    func named<T: RawRepresentable<String>>(_ field: Field, as type: T.Type) throws -> T? {
      guard let text = try object.decodeIfPresent(String.self, forKey: field) else { return nil }
      guard let value = T(rawValue: text) else {
        throw LayerArchiveError.unknownName(layer: layer, field: name(of: field), found: text)
      }
      return value
    }

    /// The value in `field`: an object with one field naming its kind.
    func value(_ field: Field) throws -> AnimationValue? {
      guard object.contains(field) else { return nil }
      return try value(
        in: object.nestedContainer(keyedBy: ValueField.self, forKey: field), field: field)
    }

    /// The value of the object `holder`, one of `field`'s.
    func value(in holder: KeyedDecodingContainer<ValueField>, field: Field) throws -> AnimationValue
    {
      guard let kind = ValueField.allCases.first(where: holder.contains) else {
        throw LayerArchiveError.unknownName(
          layer: layer, field: name(of: field),
          found: holder.allKeys.first?.stringValue ?? "an empty object")
      }
      let n = try numbers(
        in: holder.nestedUnkeyedContainer(forKey: kind), named: name(of: field), count: kind.count)
      switch kind {
      case .number: return .number(n[0])
      case .point: return .point(Point2D(numbers: n))
      case .size: return .size(Size2D(numbers: n))
      case .rect: return .rect(Rect2D(numbers: n))
      case .transform: return .transform(Transform3D(numbers: n))
      }
    }
  }
}

extension AnimationGroup {
  /// The fields a group shares with a basic animation, as a basic animation with no key path.
  fileprivate var common: BasicAnimation {
    var common = BasicAnimation(keyPath: "")
    (common.timingFunction, common.timing) = (timingFunction, timing)
    common.isRemovedOnCompletion = isRemovedOnCompletion
    return common
  }

  /// A group with the shared fields of `common` and no members yet.
  fileprivate init(common: BasicAnimation) {
    self.init()
    (timingFunction, timing) = (common.timingFunction, common.timing)
    isRemovedOnCompletion = common.isRemovedOnCompletion
  }
}

extension KeyframeAnimation {
  /// The fields a keyframe animation shares with a basic one, as a basic animation of its key
  /// path with no values.
  fileprivate var common: BasicAnimation {
    var common = BasicAnimation(keyPath: keyPath)
    (common.isAdditive, common.isCumulative) = (isAdditive, isCumulative)
    (common.timingFunction, common.valueFunction) = (timingFunction, valueFunction)
    (common.timing, common.isRemovedOnCompletion) = (timing, isRemovedOnCompletion)
    return common
  }

  /// A keyframe animation with the shared fields of `common` and no keyframes yet.
  fileprivate init(common: BasicAnimation) {
    self.init(keyPath: common.keyPath)
    (isAdditive, isCumulative) = (common.isAdditive, common.isCumulative)
    (timingFunction, valueFunction) = (common.timingFunction, common.valueFunction)
    (timing, isRemovedOnCompletion) = (common.timing, common.isRemovedOnCompletion)
  }
}

#endif
