// The one list of a layer's stored properties: what an archive writes and reads, what a tool that
// goes through every property (an inspector, a diff, a test that compares two layers) reads, and
// what the fuzzer sets. A new stored property is one entry here; everything that goes through
// `Layer.Property.all` takes it up.

extension Layer {
  /// A stored property of a layer, named as the Swift property is: one entry of the list that
  /// archives, inspectors and comparisons go through.
  ///
  /// Every property that ``LayerArchive`` keeps is listed in ``all``, in the order an archive
  /// sets them; read and write one with ``Layer/value(of:)`` and ``Layer/setValue(_:of:)``.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.position = Point2D(x: 10, y: 20)
  /// let position = Layer.Property(named: "position")!
  /// // layer.value(of: position) == .point(Point2D(x: 10, y: 20))
  /// ```
  public struct Property: Hashable, Sendable, CustomStringConvertible {
    /// The property's name, as the Swift property is spelled and as an archive names its field.
    ///
    /// ```swift
    /// // Layer.Property.all.first?.name == "name"
    /// ```
    public let name: String
    /// The property's place in ``all`` and in its list of accessors.
    private let place: Int

    private init(name: String, place: Int) {
      self.name = name
      self.place = place
    }

    /// How one property is read and written: its getter and its setter, typed.
    private struct Accessor: Sendable {
      let name: String
      let read: @Sendable (Layer) -> PropertyValue
      /// Sets the value through the property's setter; `false`, with nothing changed, when it is
      /// of another type.
      let write: @Sendable (Layer, PropertyValue) -> Bool

      // Closures rather than a key path, which Embedded Swift does not have.
      init<Value: PropertyValueConvertible>(
        _ name: String, _ get: @escaping @Sendable (Layer) -> Value,
        _ set: @escaping @Sendable (Layer, Value) -> Void
      ) {
        self.name = name
        read = { get($0).propertyValue }
        write = { layer, value in
          guard let typed = Value(value) else { return false }
          set(layer, typed)
          return true
        }
      }
    }

    /// Every stored property of a layer, in the order an archive sets them: `name`, the
    /// geometry, the flags, the contents, `autoresizingMask`, `kind`, `scrollMode` and the
    /// timing (`beginTime`, `speed`, `timeOffset`).
    ///
    /// ```swift
    /// // Layer.Property.all.map(\.name).contains("anchorPointZ") == true
    /// // Layer.Property.all.map(\.name).contains("frame") == false   // derived, not stored
    /// ```
    public static let all = accessors.indices.map { Property(name: accessors[$0].name, place: $0) }

    /// The accessors of the properties, in the order of ``all``.
    private static let accessors = [
      Accessor("name", { $0.name }, { $0.name = $1 }),
      Accessor("bounds", { $0.bounds }, { $0.bounds = $1 }),
      Accessor("position", { $0.position }, { $0.position = $1 }),
      Accessor("anchorPoint", { $0.anchorPoint }, { $0.anchorPoint = $1 }),
      Accessor("anchorPointZ", { $0.anchorPointZ }, { $0.anchorPointZ = $1 }),
      Accessor("zPosition", { $0.zPosition }, { $0.zPosition = $1 }),
      Accessor("transform", { $0.transform }, { $0.transform = $1 }),
      Accessor("sublayerTransform", { $0.sublayerTransform }, { $0.sublayerTransform = $1 }),
      Accessor("isGeometryFlipped", { $0.isGeometryFlipped }, { $0.isGeometryFlipped = $1 }),
      Accessor("isHidden", { $0.isHidden }, { $0.isHidden = $1 }),
      Accessor("masksToBounds", { $0.masksToBounds }, { $0.masksToBounds = $1 }),
      Accessor("isDoubleSided", { $0.isDoubleSided }, { $0.isDoubleSided = $1 }),
      Accessor("contentsGravity", { $0.contentsGravity }, { $0.contentsGravity = $1 }),
      Accessor("contentsRect", { $0.contentsRect }, { $0.contentsRect = $1 }),
      Accessor("contentsCenter", { $0.contentsCenter }, { $0.contentsCenter = $1 }),
      Accessor("contentsScale", { $0.contentsScale }, { $0.contentsScale = $1 }),
      Accessor("autoresizingMask", { $0.autoresizingMask }, { $0.autoresizingMask = $1 }),
      Accessor("kind", { $0.kind }, { $0.kind = $1 }),
      Accessor("scrollMode", { $0.scrollMode }, { $0.scrollMode = $1 }),
      Accessor("beginTime", { $0.beginTime }, { $0.beginTime = $1 }),
      Accessor("speed", { $0.speed }, { $0.speed = $1 }),
      Accessor("timeOffset", { $0.timeOffset }, { $0.timeOffset = $1 }),
    ]

    /// The stored property called `name`, or `nil` when a layer has none by that name.
    ///
    /// ```swift
    /// // Layer.Property(named: "bounds")?.name == "bounds"
    /// // Layer.Property(named: "frame") == nil    // derived, not stored
    /// ```
    public init?(named name: String) {
      guard let property = Self.all.first(where: { $0.name == name }) else { return nil }
      self = property
    }

    /// The property's value on `layer`.
    func value(on layer: Layer) -> PropertyValue { Self.accessors[place].read(layer) }

    /// Sets the property on `layer`, through its setter; `false`, with nothing changed, when the
    /// value is of another type.
    func setValue(_ value: PropertyValue, on layer: Layer) -> Bool {
      Self.accessors[place].write(layer, value)
    }

    /// The name.
    ///
    /// ```swift
    /// // "\(Layer.Property(named: "zPosition")!)" == "zPosition"
    /// ```
    public var description: String { name }
  }

  /// The value of one stored property, as its type holds it (see ``Layer/Property``).
  ///
  /// Equal values compare as their types do: `0.0 == -0.0`, and a `NaN` is not equal to itself.
  ///
  /// ```swift
  /// let value = Layer.PropertyValue.number(2)
  /// // value != .flag(true)
  /// ```
  public enum PropertyValue: Hashable, Sendable {
    /// `anchorPointZ`, `zPosition`, `contentsScale`, `beginTime`, `speed` (a `Float`, widened;
    /// set, the number is rounded to the nearest `Float`), `timeOffset`.
    ///
    /// ```swift
    /// let layer = Layer()
    /// layer.zPosition = 2
    /// // layer.value(of: Layer.Property(named: "zPosition")!) == .number(2)
    /// ```
    case number(Double)
    /// `position`, `anchorPoint`.
    ///
    /// ```swift
    /// let layer = Layer()
    /// layer.anchorPoint = Point2D(x: 0, y: 1)
    /// // layer.value(of: Layer.Property(named: "anchorPoint")!) == .point(Point2D(x: 0, y: 1))
    /// ```
    case point(Point2D)
    /// `bounds`, `contentsRect`, `contentsCenter`.
    ///
    /// ```swift
    /// let layer = Layer()
    /// layer.bounds = Rect2D(x: 0, y: 0, width: 40, height: 30)
    /// // layer.value(of: Layer.Property(named: "bounds")!) == .rect(Rect2D(x: 0, y: 0, width: 40, height: 30))
    /// ```
    case rect(Rect2D)
    /// `transform`, `sublayerTransform`.
    ///
    /// ```swift
    /// let layer = Layer()
    /// layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
    /// // layer.value(of: Layer.Property(named: "transform")!) == .transform(Transform3D(scaleX: 2, y: 2, z: 1))
    /// ```
    case transform(Transform3D)
    /// `isGeometryFlipped`, `isHidden`, `masksToBounds`, `isDoubleSided`.
    ///
    /// ```swift
    /// let layer = Layer()
    /// layer.masksToBounds = true
    /// // layer.value(of: Layer.Property(named: "masksToBounds")!) == .flag(true)
    /// ```
    case flag(Bool)
    /// `name`.
    ///
    /// ```swift
    /// let layer = Layer()
    /// layer.name = "card"
    /// // layer.value(of: Layer.Property(named: "name")!) == .text("card")
    /// ```
    case text(String?)
    /// `contentsGravity`.
    ///
    /// ```swift
    /// let layer = Layer()
    /// layer.contentsGravity = .center
    /// // layer.value(of: Layer.Property(named: "contentsGravity")!) == .gravity(.center)
    /// ```
    case gravity(ContentsGravity)
    /// `autoresizingMask`.
    ///
    /// ```swift
    /// let layer = Layer()
    /// layer.autoresizingMask = .layerWidthSizable
    /// // layer.value(of: Layer.Property(named: "autoresizingMask")!) == .autoresizingMask(.layerWidthSizable)
    /// ```
    case autoresizingMask(AutoresizingMask)
    /// `kind`.
    ///
    /// ```swift
    /// let layer = Layer()
    /// layer.kind = .scrollLayer
    /// // layer.value(of: Layer.Property(named: "kind")!) == .kind(.scrollLayer)
    /// ```
    case kind(Kind)
    /// `scrollMode`.
    ///
    /// ```swift
    /// let layer = Layer()
    /// layer.scrollMode = .vertically
    /// // layer.value(of: Layer.Property(named: "scrollMode")!) == .scrollMode(.vertically)
    /// ```
    case scrollMode(ScrollMode)
  }

  /// The error of setting a stored property to a value of another type.
  ///
  /// ```swift
  /// let layer = Layer()
  /// let hidden = Layer.Property(named: "isHidden")!
  /// do {
  ///   try layer.setValue(.number(1), of: hidden)
  /// } catch {
  ///   // "\(error)" == "'isHidden' cannot take a value of another type"
  /// }
  /// ```
  public struct PropertyTypeMismatch: Error, Hashable, CustomStringConvertible {
    /// The property that was to be set.
    ///
    /// ```swift
    /// let layer = Layer()
    /// do {
    ///   try layer.setValue(.flag(true), of: Layer.Property(named: "bounds")!)
    /// } catch {
    ///   // error.property.name == "bounds"
    /// }
    /// ```
    public var property: Property

    /// Names the property.
    ///
    /// ```swift
    /// let layer = Layer()
    /// do {
    ///   try layer.setValue(.text("card"), of: Layer.Property(named: "zPosition")!)
    /// } catch {
    ///   // error.description == "'zPosition' cannot take a value of another type"
    /// }
    /// ```
    public var description: String { "'\(property.name)' cannot take a value of another type" }
  }

  /// The value of one of this layer's stored properties.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.isHidden = true
  /// // layer.value(of: Layer.Property(named: "isHidden")!) == .flag(true)
  /// ```
  ///
  /// - Complexity: That of the property's getter.
  public func value(of property: Property) -> PropertyValue { property.value(on: self) }

  /// Sets one of this layer's stored properties, through its setter: what the setter records and
  /// derives, this does.
  ///
  /// ```swift
  /// let layer = Layer()
  /// try layer.setValue(.point(Point2D(x: 5, y: 6)), of: Layer.Property(named: "position")!)
  /// // layer.position == Point2D(x: 5, y: 6)
  /// ```
  ///
  /// - Throws: ``Layer/PropertyTypeMismatch`` when `value` is not of the property's type; the
  ///   layer is left as it was.
  /// - Complexity: That of the property's setter.
  public func setValue(_ value: PropertyValue, of property: Property) throws(PropertyTypeMismatch) {
    guard property.setValue(value, on: self) else { throw PropertyTypeMismatch(property: property) }
  }
}

/// A type of stored property, and the case of ``Layer/PropertyValue`` that holds it.
protocol PropertyValueConvertible: Sendable {
  /// The value held by `value`, or `nil` when it holds another type.
  init?(_ value: Layer.PropertyValue)
  /// The value, as a ``Layer/PropertyValue``.
  var propertyValue: Layer.PropertyValue { get }
}

extension Double: PropertyValueConvertible {
  init?(_ value: Layer.PropertyValue) {
    guard case .number(let number) = value else { return nil }
    self = number
  }
  var propertyValue: Layer.PropertyValue { .number(self) }
}

/// ``Layer/speed``, a `Float` as in Core Animation, held as a ``Layer/PropertyValue/number(_:)``:
/// any number sets it, rounded to the nearest `Float`.
extension Float: PropertyValueConvertible {
  init?(_ value: Layer.PropertyValue) {
    guard case .number(let number) = value else { return nil }
    self = Float(number)
  }
  var propertyValue: Layer.PropertyValue { .number(Double(self)) }
}

extension Point2D: PropertyValueConvertible {
  init?(_ value: Layer.PropertyValue) {
    guard case .point(let point) = value else { return nil }
    self = point
  }
  var propertyValue: Layer.PropertyValue { .point(self) }
}

extension Rect2D: PropertyValueConvertible {
  init?(_ value: Layer.PropertyValue) {
    guard case .rect(let rect) = value else { return nil }
    self = rect
  }
  var propertyValue: Layer.PropertyValue { .rect(self) }
}

extension Transform3D: PropertyValueConvertible {
  init?(_ value: Layer.PropertyValue) {
    guard case .transform(let transform) = value else { return nil }
    self = transform
  }
  var propertyValue: Layer.PropertyValue { .transform(self) }
}

extension Bool: PropertyValueConvertible {
  init?(_ value: Layer.PropertyValue) {
    guard case .flag(let flag) = value else { return nil }
    self = flag
  }
  var propertyValue: Layer.PropertyValue { .flag(self) }
}

extension Optional: PropertyValueConvertible where Wrapped == String {
  init?(_ value: Layer.PropertyValue) {
    guard case .text(let text) = value else { return nil }
    self = text
  }
  var propertyValue: Layer.PropertyValue { .text(self) }
}

extension ContentsGravity: PropertyValueConvertible {
  init?(_ value: Layer.PropertyValue) {
    guard case .gravity(let gravity) = value else { return nil }
    self = gravity
  }
  var propertyValue: Layer.PropertyValue { .gravity(self) }
}

extension Layer.AutoresizingMask: PropertyValueConvertible {
  init?(_ value: Layer.PropertyValue) {
    guard case .autoresizingMask(let mask) = value else { return nil }
    self = mask
  }
  var propertyValue: Layer.PropertyValue { .autoresizingMask(self) }
}

extension Layer.Kind: PropertyValueConvertible {
  init?(_ value: Layer.PropertyValue) {
    guard case .kind(let kind) = value else { return nil }
    self = kind
  }
  var propertyValue: Layer.PropertyValue { .kind(self) }
}

extension Layer.ScrollMode: PropertyValueConvertible {
  init?(_ value: Layer.PropertyValue) {
    guard case .scrollMode(let mode) = value else { return nil }
    self = mode
  }
  var propertyValue: Layer.PropertyValue { .scrollMode(self) }
}
