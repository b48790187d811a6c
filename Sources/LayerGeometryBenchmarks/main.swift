// Times what users of LayerGeometry pay for, from a separate module as a client sees it.
//
//   swift run -c release LayerGeometryBenchmarks              every benchmark
//   swift run -c release LayerGeometryBenchmarks convert      names starting with "convert", and their baselines
//   swift run -c release LayerGeometryBenchmarks --calls N hittest.tree1e4
//                                                              run one benchmark N times, untimed
//                                                              (for counting allocations under valgrind)

/// The benchmark groups, with the name prefixes of what each one builds (building the large
/// buffers takes seconds, so a run builds only the groups it needs).
let groups: [(prefixes: [String], make: () -> [Benchmark])] = [
  (
    [
      "copy.points", "affine.batch", "affine.client", "scale", "plain.affine", "plain.divide",
      "plain.perspective", "perspective",
    ],
    pointBenchmarks
  ),
  (["copy.rects", "plain.rect", "rect"], rectBenchmarks),
  (["affine.single", "convert"], convertBenchmarks),
  (["plain.cubic", "timing", "presentation", "frame.animated"], animationBenchmarks),
  (["hittest", "plain.scan"], hitTestBenchmarks),
  (["frame", "plain.frame"], frameBenchmarks),
  (["context"], contextBenchmarks),
  (["deep"], deepTreeBenchmarks),
  (["hittest.tree1e5", "hittest.list", "motion"], motionBenchmarks),
  (["convert.each", "snapshot.build.1e4", "snapshot.hittest.1e4"], smallSnapshotBenchmarks),
  (
    [
      "snapshot.build.1e5", "motion.snapshot.update.1e5", "motion.snapshot.insert",
      "motion.snapshot.update.shared.1e5", "plain.draw", "frame.draw", "frame.elements",
    ],
    { snapshotUpdateBenchmarks(count: 100_000) }
  ),
  (["motion.snapshot.update.shared.1e6"], { snapshotUpdateBenchmarks(count: 1_000_000) }),
  (
    [
      "snapshot.build.list", "motion.snapshot.update.list", "motion.snapshot.insert.list",
      "frame.scroll.list", "frame.row.list",
    ],
    listSnapshotBenchmarks
  ),
  (["snapshot.build.panel", "frame.panel"], panelSnapshotBenchmarks),
  (
    [
      "hittest.canvas", "motion.drag.canvas", "motion.insert.canvas", "snapshot.hittest.canvas",
      "snapshot.hittestall.canvas",
      "plain.boxscan.canvas", "snapshot.rects.canvas", "snapshot.build.canvas",
      "motion.snapshot.drag.canvas",
    ],
    canvasBenchmarks
  ),
  (
    [
      "snapshot.build.1e6", "snapshot.hittest.1e6", "snapshot.hittest.threads",
      "snapshot.rects.1e6", "plain.boxscan.1e6", "hittest.tree1e6",
    ],
    largeSnapshotBenchmarks
  ),
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

/// Whether a group may hold a benchmark whose name starts with `name` (or is `name`).
func group(_ prefixes: [String], holds name: String) -> Bool {
  prefixes.contains { name.hasPrefix($0) || $0.hasPrefix(name) }
}

// Build the groups the filters ask for, then any group that holds a chosen benchmark's baseline, and
// so on: a baseline's own baseline is reported too, so that its ratio is there to read.
var built = Set<Int>()
var all: [Benchmark] = []
var needed = filters.isEmpty ? [""] : filters
var chosen = Set<String>()
while true {
  let missing = groups.indices.filter { index in
    !built.contains(index) && needed.contains { group(groups[index].prefixes, holds: $0) }
  }
  for index in missing {
    built.insert(index)
    all += groups[index].make()
  }
  let baselines = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.baseline) })
  chosen = Set(all.filter { wanted($0.name) }.map(\.name))
  var unresolved = Array(chosen)
  while let name = unresolved.popLast() {
    if let baseline = baselines[name] ?? nil, chosen.insert(baseline).inserted {
      unresolved.append(baseline)
    }
  }
  needed = chosen.filter { baselines[$0] == nil }
  if needed.isEmpty || missing.isEmpty { break }
}
let benchmarks = all.filter { chosen.contains($0.name) }

if let calls = untimedCalls {
  for benchmark in benchmarks where wanted(benchmark.name) { benchmark.body(calls) }
} else if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
  report(Harness(rounds: 7).run(benchmarks))
}
