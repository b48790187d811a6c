import LayerGeometry

/// Timing curves, presentation values and the presentation tree, each against its baseline.
///
/// Timing curves: one `TimingFunction.value(at:)` against a plain cubic evaluated at a known
/// parameter (what a curve costs once its parameter is found). Presentation values: one key path
/// of a layer with one animation, against `affine.single`; a keyframe animation of six points
/// along a paced spline, against the basic one. The presentation tree: a snapshot at a
/// time of the 10⁴-layer tree of `hittest.tree1e4` with 100 animations, against
/// `snapshot.build.1e4`. The animated frame: one `update(from:at:)` of a snapshot of the tree of
/// `snapshot.build.1e5` with 100 running animations, against building that snapshot.
func animationBenchmarks() -> [Benchmark] {
  // 1,024 fractions spread over (0, 1), read in turn, each answer written to memory.
  let fractions = (0..<1024).map { (Double($0) + 0.5) / 1024 }
  var outputs = [Double](repeating: 0, count: 1024)
  let curve = opaque(TimingFunction.easeInEaseOut)
  let (a, b, c) = opaque((-2.0, 3.0, 0.0))
  let (slider, spinner) = (Layer(), Layer())
  var slide = BasicAnimation(keyPath: "position.x")
  slide.fromValue = .number(0)
  slide.toValue = .number(100)
  slide.duration = 1
  slide.timingFunction = .easeInEaseOut
  var spin = BasicAnimation(keyPath: "transform")
  spin.toValue = .transform(
    Transform3D(rotationAngle: 2, x: 0, y: 0, z: 1).concatenating(
      Transform3D(scaleX: 2, y: 2, z: 1)))
  spin.duration = 1
  // Checked by the library's tests: neither throws.
  try? slider.add(slide, forKey: "slide")
  try? spinner.add(spin, forKey: "spin")
  let wanderer = Layer()
  var wander = KeyframeAnimation(keyPath: "position")
  wander.values = (0..<6).map { .point(Point2D(x: Double($0 * 37 % 11) * 20, y: Double($0) * 30)) }
  wander.calculationMode = .cubicPaced
  wander.duration = 1
  try? wanderer.add(wander, forKey: "wander")
  // The tree of snapshot.build.1e5, with 100 animations of position, transform and bounds on
  // random layers, containers among them, each running for a long time.
  let (animatedRoot, animatedLayers) = makeMaskingInterfaceTree(count: 100_000, side: 30_000)
  var picker = SplitMix64(seed: 101)
  for index in 0..<100 {
    let layer = animatedLayers[Int(picker.next() % UInt64(animatedLayers.count))]
    var animation: BasicAnimation
    switch index % 3 {
    case 0:
      animation = BasicAnimation(keyPath: "position")
      animation.byValue = .point(Point2D(x: 40, y: 25))
    case 1:
      animation = BasicAnimation(keyPath: "transform.rotation.z")
      animation.toValue = .number(2 * Double.pi)
    default:
      animation = BasicAnimation(keyPath: "bounds.size")
      animation.toValue = .size(Size2D(width: 60, height: 40))
    }
    animation.duration = 2
    animation.repeatCount = .infinity
    try? layer.add(animation, forKey: "a")
  }
  var frame = LayerSnapshot(of: animatedRoot, at: 0)
  var frameTime = 0.0
  let (tree, layers) = makeHitTestTree()
  var generator = SplitMix64(seed: 100)
  for index in 0..<100 {
    let layer = layers[Int(generator.next() % UInt64(layers.count))]
    var move = BasicAnimation(
      keyPath: index.isMultiple(of: 2) ? "position.x" : "transform.rotation.z")
    move.byValue = .number(index.isMultiple(of: 2) ? 40 : 1)
    move.duration = 2
    try? layer.add(move, forKey: "move")
  }
  return [
    Benchmark(
      name: "presentation.value.basic", operationsPerCall: 1, baseline: "affine.single",
      target: nil
    ) { calls in
      for i in 0..<calls {
        outputs[i & 1023] =
          slider.presentationValue(forKeyPath: "position.x", at: fractions[i & 1023]).map {
            if case .number(let x) = $0 { x } else { 0 }
          } ?? 0
      }
      blackHole(outputs[0])
    },
    Benchmark(
      name: "presentation.value.transform", operationsPerCall: 1, baseline: "affine.single",
      target: nil
    ) { calls in
      var sum = 0.0
      for i in 0..<calls {
        if case .transform(let t) = spinner.presentationValue(
          forKeyPath: "transform", at: fractions[i & 1023])
        {
          sum += t.m11
        }
      }
      blackHole(sum)
    },
    Benchmark(
      name: "presentation.keyframe.cubicPaced", operationsPerCall: 1,
      baseline: "presentation.value.basic", target: .ratioAtMost(5)
    ) { calls in
      var sum = 0.0
      for i in 0..<calls {
        if case .point(let p) = wanderer.presentationValue(
          forKeyPath: "position", at: fractions[i & 1023])
        {
          sum += p.x
        }
      }
      blackHole(sum)
    },
    Benchmark(
      name: "frame.animated.1e5", operationsPerCall: animatedLayers.count,
      baseline: "snapshot.build.1e5", target: .ratioAtMost(0.005),
      body: { calls in
        for _ in 0..<calls {
          frameTime += 1.0 / 60
          blackHole(frame.update(from: animatedRoot, at: frameTime).count)
        }
      }, note: "one frame of 100 running animations, update(from:at:)"),
    Benchmark(
      name: "presentation.tree.1e4", operationsPerCall: layers.count,
      baseline: "snapshot.build.1e4", target: .ratioAtMost(1.5)
    ) { calls in
      for i in 0..<calls { blackHole(LayerSnapshot(of: tree, at: fractions[i & 1023]).count) }
    },
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
