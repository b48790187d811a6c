import LayerGeometry

/// Hit tests in 3D contexts (transform layers), each against the same tree with its transform
/// layers made plain (every plane then flattened into its superlayer), so the ratio is what
/// casting the ray onto each plane and ranking the hits by depth costs over a plain search.
///
/// - `cube`: the transform-layer article's cube, six 200-point faces in a transform layer under a
///   400-point window with `m34 = −1/500`, turned 30° about x and 40° about y.
/// - `carousel100`: 100 cards of 120 × 160 points in a transform layer, each turned to its place
///   on a ring of radius 300 about the y axis, each card holding 8 labels.
func contextBenchmarks() -> [Benchmark] {
  var generator = SplitMix64(seed: 3)
  let degree = Double.pi / 180

  func cube(kind: Layer.Kind) -> Layer {
    let window = makeWindow(side: 400)
    let cube = Layer()
    cube.kind = kind
    cube.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
    cube.transform = Transform3D(rotationAngle: 30 * degree, x: 1, y: 0, z: 0)
      .concatenating(Transform3D(rotationAngle: 40 * degree, x: 0, y: 1, z: 0))
    window.addSublayer(cube)
    let quarter = Double.pi / 2
    let faces: [(turn: Transform3D, x: Double, y: Double, z: Double)] = [
      (.identity, 0, 0, 100), (Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0), 0, 0, -100),
      (Transform3D(rotationAngle: quarter, x: 0, y: 1, z: 0), 100, 0, 0),
      (Transform3D(rotationAngle: -quarter, x: 0, y: 1, z: 0), -100, 0, 0),
      (Transform3D(rotationAngle: -quarter, x: 1, y: 0, z: 0), 0, 100, 0),
      (Transform3D(rotationAngle: quarter, x: 1, y: 0, z: 0), 0, -100, 0),
    ]
    for face in faces {
      let layer = Layer()
      layer.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
      layer.transform = face.turn.concatenating(
        Transform3D(translationX: face.x, y: face.y, z: face.z))
      cube.addSublayer(layer)
    }
    return window
  }

  func carousel(kind: Layer.Kind) -> Layer {
    let window = makeWindow(side: 1600)
    let ring = Layer()
    ring.kind = kind
    ring.frame = Rect2D(x: 700, y: 700, width: 200, height: 200)
    ring.transform = Transform3D(rotationAngle: 10 * degree, x: 1, y: 0, z: 0)
    window.addSublayer(ring)
    for card in 0..<100 {
      let layer = Layer()
      layer.bounds = Rect2D(x: 0, y: 0, width: 120, height: 160)
      layer.position = Point2D(x: 100, y: 100)
      let angle = Double(card) * 2 * .pi / 100
      layer.transform = Transform3D(translationX: 0, y: 0, z: 300)
        .concatenating(Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
      for label in 0..<8 {
        let sublayer = Layer()
        sublayer.frame = Rect2D(x: 10, y: 10 + 18 * Double(label), width: 100, height: 14)
        layer.addSublayer(sublayer)
      }
      ring.addSublayer(layer)
    }
    return window
  }

  func queries(side: Double) -> [Point2D] {
    (0..<1024).map { _ in
      Point2D(x: generator.nextDouble(in: 0...side), y: generator.nextDouble(in: 0...side))
    }
  }

  func hitTests(_ name: String, _ root: Layer, _ points: [Point2D], baseline: String?)
    -> Benchmark
  {
    let hits = points.filter { root.hitTest($0) != nil }.count
    return Benchmark(
      name: name, operationsPerCall: 1, baseline: baseline, target: nil,
      body: { calls in
        var hits = 0
        for i in 0..<calls where root.hitTest(points[i & 1023]) != nil { hits += 1 }
        blackHole(hits)
      }, note: "\(hits) of \(points.count) points hit a layer")
  }

  let cubePoints = queries(side: 400)
  let carouselPoints = queries(side: 1600)
  let spatialCube = cube(kind: .transformLayer)
  let cubeSnapshot = LayerSnapshot(of: spatialCube)
  let spatialCarousel = carousel(kind: .transformLayer)
  let carouselSnapshot = LayerSnapshot(of: spatialCarousel)
  return [
    hitTests("context.flat.hittest.cube", cube(kind: .plain), cubePoints, baseline: nil),
    hitTests(
      "context.hittest.cube", spatialCube, cubePoints, baseline: "context.flat.hittest.cube"),
    Benchmark(
      name: "context.snapshot.hittest.cube", operationsPerCall: 1,
      baseline: "context.hittest.cube", target: nil,
      body: { calls in
        var hits = 0
        for i in 0..<calls where cubeSnapshot.hitTest(cubePoints[i & 1023]) != nil { hits += 1 }
        blackHole(hits)
      }, note: "the snapshot of the cube"),
    hitTests(
      "context.flat.hittest.carousel100", carousel(kind: .plain), carouselPoints, baseline: nil),
    hitTests(
      "context.hittest.carousel100", spatialCarousel, carouselPoints,
      baseline: "context.flat.hittest.carousel100"),
    Benchmark(
      name: "context.snapshot.hittest.carousel100", operationsPerCall: 1,
      baseline: "context.hittest.carousel100", target: nil,
      body: { calls in
        var hits = 0
        for i in 0..<calls where carouselSnapshot.hitTest(carouselPoints[i & 1023]) != nil {
          hits += 1
        }
        blackHole(hits)
      }, note: "the snapshot of the carousel"),
  ]
}

/// A window `side` points square whose sublayers are seen in perspective, the eye 500 points in
/// front of its centre.
private func makeWindow(side: Double) -> Layer {
  let window = Layer()
  window.frame = Rect2D(x: 0, y: 0, width: side, height: side)
  window.sublayerTransform.m34 = -1 / 500
  return window
}
