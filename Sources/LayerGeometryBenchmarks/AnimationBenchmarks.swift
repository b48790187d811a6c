import LayerGeometry

/// Timing curves: one `TimingFunction.value(at:)` against a plain cubic evaluated at a known
/// parameter (what a curve costs once its parameter is found).
func animationBenchmarks() -> [Benchmark] {
  // 1,024 fractions spread over (0, 1), read in turn, each answer written to memory.
  let fractions = (0..<1024).map { (Double($0) + 0.5) / 1024 }
  var outputs = [Double](repeating: 0, count: 1024)
  let curve = opaque(TimingFunction.easeInEaseOut)
  let (a, b, c) = opaque((-2.0, 3.0, 0.0))
  return [
    Benchmark(name: "plain.cubic", operationsPerCall: 1, baseline: nil, target: nil) { calls in
      for i in 0..<calls {
        let t = fractions[i & 1023]
        outputs[i & 1023] = ((a * t + b) * t + c) * t
      }
      blackHole(outputs[0])
    },
    Benchmark(name: "timing.curve", operationsPerCall: 1, baseline: "plain.cubic", target: nil) {
      calls in
      for i in 0..<calls { outputs[i & 1023] = curve.value(at: fractions[i & 1023]) }
      blackHole(outputs[0])
    },
  ]
}
