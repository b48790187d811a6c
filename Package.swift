// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "LayerGeometry",
  products: [
    .library(name: "LayerGeometry", targets: ["LayerGeometry"])
  ],
  targets: [
    .target(
      name: "LayerGeometry",
      linkerSettings: [
        // `sin` and `cos` come from the C math library, which Linux does not link by default.
        .linkedLibrary("m", .when(platforms: [.linux, .android]))
      ]
    ),
    .testTarget(
      name: "LayerGeometryTests",
      dependencies: ["LayerGeometry"]
    ),
  ]
)
