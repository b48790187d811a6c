// Times what users of LayerGeometry pay for, from a separate module as a client sees it.
//
//   swift run -c release LayerGeometryBenchmarks              every benchmark
//   swift run -c release LayerGeometryBenchmarks convert      those whose name starts with "convert"
//   swift run -c release LayerGeometryBenchmarks --calls N hittest.tree1e4
//                                                              run one benchmark N times, untimed
//                                                              (for counting allocations under valgrind)

let groups: [() -> [Benchmark]] = [
  pointBenchmarks, rectBenchmarks, convertBenchmarks, hitTestBenchmarks, frameBenchmarks,
]

var arguments = Array(CommandLine.arguments.dropFirst())
var untimedCalls: Int?
if let flag = arguments.firstIndex(of: "--calls"), flag + 1 < arguments.count {
  untimedCalls = Int(arguments[flag + 1])
  arguments.removeSubrange(flag...(flag + 1))
}
let filters = arguments

func wanted(_ name: String) -> Bool {
  filters.isEmpty || filters.contains { name.hasPrefix($0) }
}

// Every group is built (a few seconds), so that a chosen benchmark always has its baseline.
let all = groups.flatMap { $0() }
let chosen = Set(
  all.filter { wanted($0.name) }.flatMap { [$0.name] + ($0.baseline.map { [$0] } ?? []) })
let benchmarks = all.filter { chosen.contains($0.name) }

if let calls = untimedCalls {
  for benchmark in benchmarks where wanted(benchmark.name) { benchmark.body(calls) }
} else if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
  report(Harness(rounds: 7).run(benchmarks))
}
