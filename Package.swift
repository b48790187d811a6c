// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "LayerGeometry",
  products: [
    .library(name: "LayerGeometry", targets: ["LayerGeometry"]),
    .library(name: "LayerGeometryFoundation", targets: ["LayerGeometryFoundation"]),
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
    // CGPoint, CGSize, CGRect (and, on Apple platforms, CGAffineTransform and CATransform3D) both
    // ways, and JSON for layer archives: the one module that imports Foundation.
    .target(
      name: "LayerGeometryFoundation",
      dependencies: ["LayerGeometry"]
    ),
    // The demo's experiments, which the demo prints and draws and the battery records.
    .target(
      name: "LayerGeometryExperiments",
      dependencies: ["LayerGeometry"]
    ),
    .executableTarget(
      name: "layer-geometry-demo",
      dependencies: ["LayerGeometryExperiments"]
    ),
    // The battery that an ordinary, an Embedded Swift and a WebAssembly build must answer alike
    // (`.ci/embedded`).
    .executableTarget(
      name: "LayerGeometryBattery",
      dependencies: ["LayerGeometry", "LayerGeometryExperiments"]
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
    // What every test target shares: a seeded generator, tolerant assertions, reference geometry
    // worked without the library's code, and random trees.
    .target(
      name: "LayerGeometryTestSupport",
      dependencies: ["LayerGeometry"],
      path: "Tests/LayerGeometryTestSupport"
    ),
    .testTarget(
      name: "LayerGeometryTests",
      dependencies: ["LayerGeometry", "LayerGeometryFoundation", "LayerGeometryTestSupport"],
      exclude: ["Golden"]  // expected outputs, read by the tests through #filePath
    ),
    // The tests that use several threads: what `.ci/run` runs under ThreadSanitizer.
    .testTarget(
      name: "LayerGeometryConcurrencyTests",
      dependencies: ["LayerGeometry", "LayerGeometryTestSupport"]
    ),
    // Trees of 10^5 layers and long random sequences: run by optimized builds; a debug build
    // skips them (see `skipUnlessOptimized()`).
    .testTarget(
      name: "LayerGeometryStressTests",
      dependencies: ["LayerGeometry", "LayerGeometryFoundation", "LayerGeometryTestSupport"]
    ),
  ]
)
