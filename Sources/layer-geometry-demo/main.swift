// layer-geometry-demo: replays the seed articles' experiments with LayerGeometry, prints the
// library's numbers beside the articles' claims, and writes one SVG picture per experiment.
//
//   swift run layer-geometry-demo [folder]      (default: ./layer-geometry-demo-output)
//
// The printed transcript is deterministic (no paths, no times), so CI compares it with
// Tests/LayerGeometryTests/Golden/demo-transcript.txt. The exit status is 1 when a number disagrees
// with the expected value (the article's, or its correction from design.md §7).

import Foundation
import LayerGeometry

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count <= 1, arguments.first.map({ !$0.hasPrefix("-") }) ?? true else {
  FileHandle.standardError.write(Data("usage: layer-geometry-demo [output-folder]\n".utf8))
  exit(2)
}
let folder = arguments.first ?? "layer-geometry-demo-output"
do {
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
} catch {
  FileHandle.standardError.write(Data("error: cannot create the folder \(folder): \(error)\n".utf8))
  exit(1)
}

print("LayerGeometry demo: the seed articles' experiments, replayed with the library.")
print("Each line: the quantity, the library's value, what the article claims, and the verdict")
print("against the expected value (the article's, or its correction in design.md §7).")
print("Pictures (SVG) go to the folder given on the command line.")

let demo = Demo(folder: folder)
anchorPointExperiments(demo)
clockExperiment(demo)
transformExperiments(demo)
boundsExperiment(demo)
whiteBlueExperiment(demo)
flippedExperiment(demo)
zPositionExperiment(demo)

print("")
if demo.mismatches == 0 {
  print("All \(demo.checks) checks agree with the expected values.")
} else {
  print("\(demo.mismatches) of \(demo.checks) checks DISAGREE with the expected values.")
  exit(1)
}
