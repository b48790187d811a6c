// A small benchmark harness: calibrated samples of 10–20 ms, several rounds run round-robin so that
// a benchmark and its baseline see the same machine, the median of the rounds, and a black hole
// against dead-code removal.

/// Memory the optimizer must assume anybody can read: what is written there cannot be removed.
nonisolated(unsafe) private let sink = UnsafeMutableRawPointer.allocate(
  byteCount: 64, alignment: 16)

/// Writes a value where the optimizer cannot see it is unused, so the work that produced it stays.
@inline(never)
func blackHole<T>(_ value: T) {
  withUnsafeBytes(of: value) { bytes in
    if let base = bytes.baseAddress { sink.copyMemory(from: base, byteCount: min(bytes.count, 64)) }
  }
}

/// Returns its argument after writing it to memory the optimizer cannot reason about, so constants
/// stay unknown and loads from the argument cannot be moved out of a loop.
@inline(never)
func opaque<T>(_ value: T) -> T {
  blackHole(value)
  return value
}

/// One timed operation.
struct Benchmark {
  /// The name scripts look for, such as `affine.batch.1e7`.
  let name: String
  /// How many operations one call of `body` performs (points, rects, queries).
  let operationsPerCall: Int
  /// The benchmark this one is compared with, by name, or `nil` for a baseline.
  let baseline: String?
  /// What the figure must reach, or `nil` when it is reported only.
  let target: Target?
  /// Runs the operation `calls` times.
  let body: (_ calls: Int) -> Void
  /// Extra facts printed beside the figure, such as the layers a hit test visits.
  var note: String = ""
  /// Extra fields of the JSON line, as `"name":value` texts.
  var fields: [String] = []
}

/// A figure a benchmark must reach.
enum Target {
  /// The same-run ratio to the baseline is at most this.
  case ratioAtMost(Double)
  /// The same-run ratio to the baseline is at least this (the baseline is the faster path).
  case ratioAtLeast(Double)
  /// The median is at most this many nanoseconds per operation.
  case nanosecondsAtMost(Double)

  func isMet(median: Double, ratio: Double?) -> Bool? {
    switch self {
    case .ratioAtMost(let limit): return ratio.map { $0 <= limit }
    case .ratioAtLeast(let limit): return ratio.map { $0 >= limit }
    case .nanosecondsAtMost(let limit): return median <= limit
    }
  }

  var text: String {
    switch self {
    case .ratioAtMost(let limit): return "ratio<=" + format(limit, limit < 0.01 ? 3 : 2)
    case .ratioAtLeast(let limit): return "ratio>=" + format(limit, 2)
    case .nanosecondsAtMost(let limit): return "ns<=" + format(limit, 1)
    }
  }
}

/// What one benchmark measured.
struct Result {
  let benchmark: Benchmark
  let median: Double  // ns per operation
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct Harness {
  let rounds: Int
  let clock = ContinuousClock()

  /// Nanoseconds that `calls` calls of `body` take.
  func time(_ benchmark: Benchmark, calls: Int) -> Double {
    let start = clock.now
    benchmark.body(calls)
    let elapsed = clock.now - start
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  /// The number of calls whose sample lasts at least 10 ms (and, being doubled, at most about 20 ms).
  func calibrate(_ benchmark: Benchmark) -> Int {
    var calls = 1
    while time(benchmark, calls: calls) < 10_000_000 && calls < 1 << 40 { calls *= 2 }
    return calls
  }

  func run(_ benchmarks: [Benchmark]) -> [Result] {
    let calls = benchmarks.map { benchmark in
      _ = time(benchmark, calls: 1)  // warm-up: caches, page faults, lazy state
      return calibrate(benchmark)
    }
    var samples = [[Double]](repeating: [], count: benchmarks.count)
    for _ in 0..<rounds {
      for (index, benchmark) in benchmarks.enumerated() {
        let nanoseconds = time(benchmark, calls: calls[index])
        samples[index].append(nanoseconds / Double(calls[index] * benchmark.operationsPerCall))
      }
    }
    return zip(benchmarks, samples).map { benchmark, values in
      let sorted = values.sorted()
      return Result(benchmark: benchmark, median: sorted[sorted.count / 2])
    }
  }
}

/// Prints the table and one JSON line per benchmark.
func report(_ results: [Result]) {
  let medians = Dictionary(uniqueKeysWithValues: results.map { ($0.benchmark.name, $0.median) })
  print(
    pad("benchmark", 36) + pad("ns/op", 10, left: true) + "  " + pad("baseline", 30)
      + pad("ratio", 8, left: true) + "  " + pad("target", 20) + "note")
  var json: [String] = []
  for result in results {
    let b = result.benchmark
    let baselineMedian = b.baseline.flatMap { medians[$0] }
    let ratio = baselineMedian.map { result.median / $0 }
    let met = b.target.flatMap { $0.isMet(median: result.median, ratio: ratio) }
    let verdict =
      b.target.map { target in
        target.text + (met == nil ? " no baseline" : met == true ? " ok" : " MISSED")
      } ?? "-"
    print(
      pad(b.name, 36) + pad(format(result.median, 3), 10, left: true) + "  "
        + pad(b.baseline ?? "-", 30) + pad(ratio.map { format($0, 3) } ?? "-", 8, left: true)
        + "  " + pad(verdict, 20) + b.note)
    var fields = [
      "\"name\":\"\(b.name)\"", "\"unit\":\"ns/op\"", "\"median\":\(format(result.median, 4))",
    ]
    fields.append("\"baseline\":" + (b.baseline.map { "\"\($0)\"" } ?? "null"))
    fields.append("\"baselineMedian\":" + (baselineMedian.map { format($0, 4) } ?? "null"))
    fields.append("\"ratio\":" + (ratio.map { format($0, 4) } ?? "null"))
    fields.append("\"target\":" + (b.target.map { "\"\($0.text)\"" } ?? "null"))
    if let met { fields.append("\"met\":\(met)") }
    fields += b.fields
    json.append("{" + fields.joined(separator: ",") + "}")
  }
  print("")
  for line in json { print(line) }
}

/// A number with a fixed count of decimals, without Foundation.
func format(_ value: Double, _ decimals: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (value.magnitude * scale).rounded()
  let whole = Int(scaled / scale)
  var fraction = String(Int(scaled - Double(whole) * scale))
  while fraction.count < decimals { fraction = "0" + fraction }
  return (value < 0 ? "-" : "") + String(whole) + (decimals > 0 ? "." + fraction : "")
}

func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
  let padding = String(repeating: " ", count: max(0, width - text.count))
  return left ? padding + text : text + padding
}
