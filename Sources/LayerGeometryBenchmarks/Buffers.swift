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

/// Copies `byteCount` bytes with `memcpy`, one MiB at a time: the copy the batch kernels are held
/// against.
///
/// One call for the whole array would not be the same kind of copy at every size: above a threshold
/// (`glibc.cpu.x86_non_temporal_threshold`, three quarters of the last-level cache it sees — 192 MiB on
/// a machine that reports 256 MiB) glibc's `memcpy` switches to non-temporal stores, which skip
/// reading the destination into the cache first. Compiled Swift loops cannot emit those stores, so a
/// 320 MB array of rectangles would be held against a copy that moves a third less memory than any
/// loop can. In chunks, every size is copied the same way; `copy.rects.1e7.single` reports the single
/// call beside it.
func copyInChunks(
  _ destination: UnsafeMutableRawPointer, _ source: UnsafeRawPointer, _ byteCount: Int
) {
  let chunk = 1 << 20
  var offset = 0
  while offset < byteCount {
    let n = min(chunk, byteCount - offset)
    (destination + offset).copyMemory(from: source + offset, byteCount: n)
    offset += n
  }
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
