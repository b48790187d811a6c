import LayerGeometry

/// The bytes of a fuzz input, read front to back as the operands of a program.
///
/// Reading past the end gives zeros, so every input is a complete program; ``isAtEnd`` tells the
/// interpreter when to stop issuing operations.
struct ProgramReader {
  private let bytes: [UInt8]
  /// The offset of the next byte to read.
  private(set) var offset = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { offset >= bytes.count }

  mutating func byte() -> Int {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return Int(bytes[offset])
  }

  /// A number in `0..<count`; `count` must be positive.
  mutating func choice(below count: Int) -> Int {
    byte() % count
  }

  /// A value of the type of `example`, as a stored property holds it.
  mutating func value(like example: Layer.PropertyValue) -> Layer.PropertyValue {
    switch example {
    case .number: .number(double())
    case .point: .point(point())
    case .rect: .rect(rect())
    case .transform: .transform(transform())
    case .flag: .flag(flag())
    case .text: .text([nil, "", "a", "b"][choice(below: 4)])
    case .gravity: .gravity(ContentsGravity.allCases[choice(below: ContentsGravity.allCases.count)])
    case .autoresizingMask: .autoresizingMask(Layer.AutoresizingMask(rawValue: UInt32(byte())))
    case .kind: .kind(Layer.Kind.allCases[choice(below: Layer.Kind.allCases.count)])
    case .scrollMode:
      .scrollMode(Layer.ScrollMode.allCases[choice(below: Layer.ScrollMode.allCases.count)])
    }
  }

  mutating func flag() -> Bool {
    byte() & 1 == 1
  }

  /// A value from ``SampleValues/table``, or an ordinary quarter-step number in −32...31.75.
  mutating func double() -> Double {
    let code = byte()
    if code < SampleValues.table.count { return SampleValues.table[code] }
    return Double(code - 128) / 4
  }

  mutating func point() -> Point2D {
    Point2D(x: double(), y: double())
  }

  mutating func size() -> Size2D {
    Size2D(width: double(), height: double())
  }

  mutating func rect() -> Rect2D {
    Rect2D(origin: point(), size: size())
  }

  /// Between 0 and 300 points: enough to reach the vector loops' blocks and their remainders.
  mutating func points() -> [Point2D] {
    let count = [0, 1, 3, 4, 7, 17, 64, 255, 257, 300][choice(below: 10)]
    let pattern = (0..<choice(below: 4) + 1).map { _ in point() }
    return (0..<count).map { pattern[$0 % pattern.count] }
  }

  mutating func rects() -> [Rect2D] {
    let count = [0, 1, 3, 4, 7, 17, 64, 255, 257, 300][choice(below: 10)]
    let pattern = (0..<choice(below: 4) + 1).map { _ in rect() }
    return (0..<count).map { pattern[$0 % pattern.count] }
  }

  mutating func affineTransform() -> AffineTransform2D {
    switch choice(below: 5) {
    case 0: return .identity
    case 1: return AffineTransform2D(rotationAngle: double())
    case 2: return AffineTransform2D(scaleX: double(), y: double())
    case 3: return AffineTransform2D(translationX: double(), y: double())
    default:
      return AffineTransform2D(
        a: double(), b: double(), c: double(), d: double(), tx: double(), ty: double())
    }
  }

  mutating func transform() -> Transform3D {
    switch choice(below: 7) {
    case 0: return .identity
    case 1: return Transform3D(affineTransform())
    case 2: return Transform3D(rotationAngle: double(), x: double(), y: double(), z: double())
    case 3: return Transform3D(scaleX: double(), y: double(), z: double())
    case 4:
      var perspective = Transform3D.identity
      perspective.m34 = double()
      return perspective.concatenating(
        Transform3D(rotationAngle: double(), x: 0, y: 1, z: 0))
    case 5:
      var perspective = Transform3D(affineTransform())
      perspective.m14 = double()
      perspective.m24 = double()
      perspective.m44 = double()
      return perspective
    default:
      return Transform3D(
        m11: double(), m12: double(), m13: double(), m14: double(),
        m21: double(), m22: double(), m23: double(), m24: double(),
        m31: double(), m32: double(), m33: double(), m34: double(),
        m41: double(), m42: double(), m43: double(), m44: double())
    }
  }
}
