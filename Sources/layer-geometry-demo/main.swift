// layer-geometry-demo: replays the experiments of five published articles on CALayer geometry, one
// from Apple's header on contents gravity, and four of what the library adds for whole trees, with
// LayerGeometry; prints the library's numbers beside the articles' claims, and writes one SVG
// picture per experiment.
//
//   swift run layer-geometry-demo [folder]      (default: ./layer-geometry-demo-output)
//
// The printed transcript is deterministic (no paths, no times), so CI compares it with
// Tests/LayerGeometryTests/Golden/demo-transcript.txt. The exit status is 1 when a number disagrees
// with the expected value (the article's, or the corrected value where the article has a typo).

import Foundation
import LayerGeometryExperiments

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

print("LayerGeometry demo: experiments from five articles on CALayer geometry, replayed with the")
print("library. Each line: the quantity, the library's value, what the article claims, and the")
print("verdict against the expected value (the article's, or the corrected value where the article")
print("has a typo). Pictures (SVG) go to the folder given on the command line.")
print("")
print("The articles (Chinese blog posts), by the names used below, with their own headings:")
print("  the position-and-anchorPoint article: 彻底理解position与anchorPoint")
print("    (understanding position and anchorPoint)")
print("  the CALayer notes: 5. CALayer的属性AnchorPoint (5.1.1 to 5.1.5) and")
print("    7. AnchorPoint与动画的结合使用 (anchorPoint in animation: a clock)")
print("  the coordinate-systems article: iOS坐标系 (iOS coordinate systems), sections")
print("    Transform & bounds & frame (Case 1 to 3) and AnchorPoint & position (case 1 to 5)")
print("  the layout notes: 布局, 锚点, 坐标系, Z坐标轴, Hit Testing:点击测试")
print("    (layout, anchor point, coordinate conversion, Z axis, hit testing)")
print("  the Core Animation notes: notes on chapter 3 of iOS Core Animation: Advanced Techniques")
print("    (Lockwood, 2013): 布局, 锚点, 坐标系, 翻转的几何结构, Z坐标轴, Hit Testing")
print("The contents-gravity experiment follows Apple's header, CALayer.h; the last four show what")
print("the library adds for whole trees (snapshots, layout, damage, transform layers).")

let demo = Demo(
  transcript: { print($0) },
  save: { file, text in
    do {
      let path = folder.hasSuffix("/") ? folder + file : folder + "/" + file
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      return true
    } catch {
      FileHandle.standardError.write(Data("error: cannot write \(file): \(error)\n".utf8))
      return false
    }
  })
runExperiments(demo)
print("")
if demo.mismatches == 0 {
  print("All \(demo.checks) checks agree with the expected values.")
} else {
  print("\(demo.mismatches) of \(demo.checks) checks DISAGREE with the expected values.")
  exit(1)
}
