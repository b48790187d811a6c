// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "LayerGeometry",
  products: [
    .library(name: "LayerGeometry", targets: ["LayerGeometry"]),
    .executable(name: "layer-geometry-demo", targets: ["layer-geometry-demo"]),
  ],
  targets: [
    .target(
      name: "LayerGeometry",
      linkerSettings: [
        // `sin` and `cos` come from the C math library, which Linux does not link by default.
        .linkedLibrary("m", .when(platforms: [.linux, .android]))
      ]
    ),
    .executableTarget(
      name: "layer-geometry-demo",
      dependencies: ["LayerGeometry"]
    ),
    .executableTarget(
      name: "LayerGeometryBenchmarks",
      dependencies: ["LayerGeometry"]
    ),
    // Built for libFuzzer by `.ci/fuzz`; a plain build replays the program files it is given.
    .executableTarget(
      name: "LayerGeometryFuzz",
      dependencies: ["LayerGeometry"]
    ),
    .testTarget(
      name: "LayerGeometryTests",
      dependencies: ["LayerGeometry"],
      exclude: ["Golden"]  // expected outputs, read by the tests through #filePath
    ),
  ]
)
