import LayerGeometry

/// A buffer of points filled with a fixed pattern, allocated once for the whole run.
func makePoints(_ count: Int) -> UnsafeMutableBufferPointer<Point2D> {
  let buffer = UnsafeMutableBufferPointer<Point2D>.allocate(capacity: count)
  var generator = SplitMix64(seed: UInt64(count))
  for i in 0..<count {
    buffer[i] = Point2D(
      x: generator.nextDouble(in: -500...500), y: generator.nextDouble(in: -500...500))
  }
  return buffer
}

/// A buffer of rectangles filled with a fixed pattern, allocated once for the whole run.
func makeRects(_ count: Int) -> UnsafeMutableBufferPointer<Rect2D> {
  let buffer = UnsafeMutableBufferPointer<Rect2D>.allocate(capacity: count)
  var generator = SplitMix64(seed: UInt64(count) ^ 0xbeef)
  for i in 0..<count {
    buffer[i] = Rect2D(
      x: generator.nextDouble(in: -500...500), y: generator.nextDouble(in: -500...500),
      width: generator.nextDouble(in: 0...100), height: generator.nextDouble(in: 0...100))
  }
  return buffer
}

/// The first element's address of a buffer that is never empty.
func address<T>(_ buffer: UnsafeMutableBufferPointer<T>) -> UnsafeMutablePointer<T> {
  guard let base = buffer.baseAddress else { preconditionFailure("empty benchmark buffer") }
  return base
}

/// A seeded generator, so every run builds the same inputs.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }
}
