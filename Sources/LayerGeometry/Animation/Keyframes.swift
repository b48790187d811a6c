// The keyframes of a `KeyframeAnimation`, prepared once when it is added: when each keyframe is
// reached, and for the cubic modes the spline's tangents and, paced, its lengths; along a path, the
// path's segments and their lengths. Evaluating one is then a search for the segment and one
// interpolation.

/// A keyframe animation's keyframes, ready to evaluate at any fraction of a pass.
struct Keyframes: Hashable, Sendable {
  let mode: KeyframeAnimation.CalculationMode
  let values: [AnimationValue]
  /// When each keyframe is reached; for the discrete mode one more: the end of the last.
  let times: [Double]
  /// The curve of each segment, or none.
  let curves: [TimingFunction]?
  /// The cubic modes' spline: each keyframe's numbers, and the tangents leaving and reaching it
  /// (empty for transforms, which the cubic modes interpolate straight).
  let points: [[Double]]
  let tangentsOut: [[Double]]
  let tangentsIn: [[Double]]
  /// The length along each segment at its `samples + 1` even steps of `u`, for the paced cubic
  /// mode, and for a path in the paced modes.
  let lengths: [[Double]]
  /// The segments of the animation's path, each from one keyframe to the next; empty without a
  /// path.
  let segments: [Path2D.Segment]

  /// The steps of `u` at which a paced cubic segment's length is measured.
  static let samples = 32

  init(_ animation: KeyframeAnimation) {
    if let path = animation.path {
      self.init(path: path, animation)
    } else {
      self.init(values: animation)
    }
  }

  /// The keyframes of the animation's values.
  private init(values animation: KeyframeAnimation) {
    segments = []
    mode = animation.calculationMode
    values = animation.values
    let count = values.count
    let isCubic = mode == .cubic || mode == .cubicPaced
    let numbers = values.map { $0.components }
    let spline = isCubic && !numbers.contains { $0.isEmpty }
    points = spline ? numbers : []
    var (outgoing, incoming): ([[Double]], [[Double]]) = ([], [])
    if spline {
      for index in 0..<count {
        let previous = numbers[max(index - 1, 0)]
        let next = numbers[min(index + 1, count - 1)]
        let tension = animation.tensionValues?[index] ?? 0
        let continuity = animation.continuityValues?[index] ?? 0
        let bias = animation.biasValues?[index] ?? 0
        let (back, ahead) = (
          zip(numbers[index], previous).map(-), zip(next, numbers[index]).map(-)
        )
        // Kochanek–Bartels: the tangent leaving and the tangent reaching the keyframe.
        let s = (1 - tension) / 2
        let (a, b) = (s * (1 + continuity) * (1 + bias), s * (1 - continuity) * (1 - bias))
        let (c, d) = (s * (1 - continuity) * (1 + bias), s * (1 + continuity) * (1 - bias))
        outgoing.append(zip(back, ahead).map { a * $0 + b * $1 })
        incoming.append(zip(back, ahead).map { c * $0 + d * $1 })
      }
    }
    (tangentsOut, tangentsIn) = (outgoing, incoming)

    var lengths: [[Double]] = []
    switch mode {
    case .discrete:
      times = Self.discreteTimes(animation.keyTimes, count: count)
      curves = nil
    case .linear, .cubic:
      times = animation.keyTimes ?? Self.evenTimes(count)
      curves = animation.timingFunctions
    case .paced:
      times = Self.times(forLengths: zip(values, values.dropFirst()).map { $0.distance(to: $1) })
      curves = nil
    case .cubicPaced:
      if spline {
        lengths = (0..<(count - 1)).map { segment in
          Self.lengthTable {
            Self.hermite(
              numbers[segment], outgoing[segment], numbers[segment + 1], incoming[segment + 1], $0)
          }
        }
        times = Self.times(forLengths: lengths.map { $0.last ?? 0 })
      } else {
        times = Self.times(forLengths: zip(values, values.dropFirst()).map { $0.distance(to: $1) })
      }
      curves = nil
    }
    self.lengths = lengths
  }

  /// The keyframes of a path: where it starts and where each segment ends.
  ///
  /// A cubic mode moves along the path's own curves, as the linear mode does (the paced cubic as
  /// the paced mode).
  private init(path: Path2D, _ animation: KeyframeAnimation) {
    segments = path.segments
    mode = animation.calculationMode
    values = ([segments.first?.start ?? .zero] + segments.map { $0.end }).map { .point($0) }
    (points, tangentsOut, tangentsIn) = ([], [], [])
    let count = values.count
    switch mode {
    case .discrete:
      times = Self.discreteTimes(animation.keyTimes, count: count)
      (curves, lengths) = (nil, [])
    case .linear, .cubic:
      times = animation.keyTimes ?? Self.evenTimes(count)
      (curves, lengths) = (animation.timingFunctions, [])
    case .paced, .cubicPaced:
      lengths = segments.map { segment in
        Self.lengthTable {
          let point = segment.point(at: $0)
          return [point.x, point.y]
        }
      }
      times = Self.times(forLengths: lengths.map { $0.last ?? 0 })
      curves = nil
    }
  }

  /// The discrete mode's times: the keyTimes, with the end (1) added to one per value; without
  /// them, `count` steps of `1/count`.
  private static func discreteTimes(_ keyTimes: [Double]?, count: Int) -> [Double] {
    var times = keyTimes ?? (0...count).map { Double($0) / Double(count) }
    if times.count == count { times.append(1) }
    return times
  }

  /// The length along a curve from its start, at `samples + 1` even steps of its parameter,
  /// measured by the chords between the points `point` gives.
  private static func lengthTable(_ point: (Double) -> [Double]) -> [Double] {
    var (table, last) = ([0.0], point(0))
    for step in 1...samples {
      let next = point(Double(step) / Double(samples))
      table.append(
        table[step - 1] + zip(next, last).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot())
      last = next
    }
    return table
  }

  /// `count` keyframes evenly spaced from 0 to 1.
  private static func evenTimes(_ count: Int) -> [Double] {
    count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
  }

  /// The times that give each segment the share of the duration that its length has of the
  /// whole; evenly spaced when there is no length (or it is not finite).
  private static func times(forLengths lengths: [Double]) -> [Double] {
    let total = lengths.reduce(0, +)
    guard total > 0, total.isFinite else { return evenTimes(lengths.count + 1) }
    var (times, sum) = ([0.0], 0.0)
    for length in lengths.dropLast() {
      sum += length
      times.append(sum / total)
    }
    return times + [1]
  }

  /// The cubic Hermite curve from `p0` (leaving along `m0`) to `p1` (arriving along `m1`) at `u`.
  private static func hermite(
    _ p0: [Double], _ m0: [Double], _ p1: [Double], _ m1: [Double], _ u: Double
  ) -> [Double] {
    let (u2, u3) = (u * u, u * u * u)
    let (h00, h10, h01, h11) = (2 * u3 - 3 * u2 + 1, u3 - 2 * u2 + u, -2 * u3 + 3 * u2, u3 - u2)
    return (0..<p0.count).map { h00 * p0[$0] + h10 * m0[$0] + h01 * p1[$0] + h11 * m1[$0] }
  }

  /// The value at `fraction` of a pass (after the animation's own timing curve).
  func value(at fraction: Double) -> AnimationValue {
    let count = values.count
    guard count > 1 else { return values[0] }
    if mode == .discrete {
      let index = (0..<count).last { times[$0] <= fraction } ?? 0
      return values[fraction >= 1 ? count - 1 : index]
    }
    guard let (segment, u) = locate(fraction) else {
      return values[fraction > times[0] ? count - 1 : 0]
    }
    if !segments.isEmpty { return .point(segments[segment].point(at: u)) }
    guard !points.isEmpty else {
      return values[segment].interpolated(to: values[segment + 1], fraction: u)
    }
    let numbers = Self.hermite(
      points[segment], tangentsOut[segment], points[segment + 1], tangentsIn[segment + 1], u)
    return values[segment].replacingComponents(with: numbers)
  }

  /// The angle, in radians, of the direction of travel along the path at `fraction` of a pass:
  /// the tangent of the segment there (at the ends, of the first or last segment); `nil` without
  /// a path, and in the discrete mode, which jumps.
  func tangentAngle(at fraction: Double) -> Double? {
    guard !segments.isEmpty, mode != .discrete else { return nil }
    let (segment, u) =
      locate(fraction) ?? (fraction > times[0] ? (segments.count - 1, 1) : (0, 0))
    let tangent = segments[segment].tangent(at: u)
    return angle(y: tangent.y, x: tangent.x)
  }

  /// The segment holding `fraction` (the last whose start is at or before it) and how far along
  /// it, after its curve and, paced, by length; `nil` before the first keyframe or at or after
  /// the last.
  private func locate(_ fraction: Double) -> (segment: Int, u: Double)? {
    let count = values.count
    guard count > 1, fraction > times[0], fraction < times[count - 1] else { return nil }
    let segment = (0..<(count - 1)).last { times[$0] <= fraction && times[$0 + 1] > fraction } ?? 0
    var u = (fraction - times[segment]) / (times[segment + 1] - times[segment])
    if let curves, segment < curves.count { u = curves[segment].value(at: u) }
    if !lengths.isEmpty { u = Self.parameter(atShare: u, of: lengths[segment]) }
    return (segment, u)
  }

  /// The `u` at which a segment whose lengths at even steps are `table` has covered `share` of
  /// its length.
  private static func parameter(atShare share: Double, of table: [Double]) -> Double {
    let total = table[table.count - 1]
    guard total > 0 else { return share }
    let target = share * total
    let step = (1..<table.count).first { table[$0] >= target } ?? table.count - 1
    let (low, high) = (table[step - 1], table[step])
    let within = high > low ? (target - low) / (high - low) : 0
    return (Double(step - 1) + within) / Double(table.count - 1)
  }
}
