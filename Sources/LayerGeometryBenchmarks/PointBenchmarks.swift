import LayerGeometry

/// The transform the point benchmarks apply: a turn with a translation (a general affine map, which
/// keeps repeated in-place application bounded).
let benchmarkAffine = opaque(
  AffineTransform2D(rotationAngle: 0.3).concatenating(AffineTransform2D(translationX: 5, y: 7)))

/// A perspective map of the plane with `w` between 0.5 and 1.5 over the test points.
let benchmarkPerspective: Transform3D = {
  var t = Transform3D(benchmarkAffine)
  t.m14 = 0.0005
  t.m24 = -0.0004
  return opaque(t)
}()

/// The plain loop a client could write over raw `Double` storage.
@inline(never)
func plainAffineLoop(
  _ t: AffineTransform2D, _ source: UnsafePointer<Double>,
  _ destination: UnsafeMutablePointer<Double>,
  _ count: Int
) {
  let (a, b, c, d, tx, ty) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
  for i in 0..<count {
    let x = source[2 * i]
    let y = source[2 * i + 1]
    destination[2 * i] = a * x + c * y + tx
    destination[2 * i + 1] = b * x + d * y + ty
  }
}

/// The plainest exact projection a client would write over raw `Double`s: three rows and one
/// division per coordinate, no check of `w`.
@inline(never)
func plainPerspectiveLoop(
  _ t: Transform3D, _ source: UnsafePointer<Double>, _ destination: UnsafeMutablePointer<Double>,
  _ count: Int
) {
  let (m11, m12, m14, m21, m22, m24) = (t.m11, t.m12, t.m14, t.m21, t.m22, t.m24)
  let (m41, m42, m44) = (t.m41, t.m42, t.m44)
  for i in 0..<count {
    let x = source[2 * i]
    let y = source[2 * i + 1]
    let w = x * m14 + y * m24 + m44
    destination[2 * i] = (x * m11 + y * m21 + m41) / w
    destination[2 * i + 1] = (x * m12 + y * m22 + m42) / w
  }
}

/// Each point divided by its own `w`: the divisions of a projection and nothing else.
@inline(never)
func plainDivideLoop(
  _ source: UnsafePointer<Point2D>, _ divisors: UnsafePointer<Double>,
  _ destination: UnsafeMutablePointer<Point2D>, _ count: Int
) {
  for i in 0..<count {
    let w = divisors[i]
    destination[i] = Point2D(x: source[i].x / w, y: source[i].y / w)
  }
}

/// A client's per-point abstraction, called through an existential.
protocol PointMapping {
  func map(_ point: Point2D) -> Point2D
}

struct AffineMapping: PointMapping {
  let transform: AffineTransform2D
  func map(_ point: Point2D) -> Point2D { point.applying(transform) }
}

func pointBenchmarks() -> [Benchmark] {
  var benchmarks: [Benchmark] = []
  let big = 10_000_000
  let source = makePoints(big)
  let destination = makePoints(big)
  let bytes = big * MemoryLayout<Point2D>.stride
  let raw = UnsafeMutableRawPointer(address(destination))
  let rawSource = UnsafeRawPointer(address(source))
  benchmarks.append(
    Benchmark(name: "copy.points.1e7", operationsPerCall: big, baseline: nil, target: nil) {
      calls in
      for _ in 0..<calls { copyInChunks(raw, rawSource, bytes) }
      blackHole(destination[0])
    })
  benchmarks.append(
    Benchmark(
      name: "affine.batch.1e7", operationsPerCall: big, baseline: "copy.points.1e7",
      target: .ratioAtMost(1.1)
    ) { calls in
      for _ in 0..<calls {
        benchmarkAffine.apply(to: UnsafeBufferPointer(source), into: destination)
      }
      blackHole(destination[0])
    })
  let scale = opaque(-1.0)
  let doubles = raw.assumingMemoryBound(to: Double.self)
  benchmarks.append(
    Benchmark(name: "scale.inplace.1e7", operationsPerCall: big, baseline: nil, target: nil) {
      calls in
      for _ in 0..<calls {
        for i in 0..<(2 * big) { doubles[i] *= scale }
      }
      blackHole(doubles[0])
    })
  benchmarks.append(
    Benchmark(
      name: "affine.batch.inplace.1e7", operationsPerCall: big, baseline: "scale.inplace.1e7",
      target: .ratioAtMost(1.15)
    ) { calls in
      for _ in 0..<calls { benchmarkAffine.apply(to: destination) }
      blackHole(destination[0])
    })

  for (count, label) in [(1_000, "1e3"), (10_000, "1e4"), (100_000, "1e5")] {
    let input = makePoints(count)
    let output = makePoints(count)
    let rawInput = UnsafeRawPointer(address(input)).assumingMemoryBound(to: Double.self)
    let rawOutput = UnsafeMutableRawPointer(address(output)).assumingMemoryBound(to: Double.self)
    benchmarks.append(
      Benchmark(name: "plain.affine.\(label)", operationsPerCall: count, baseline: nil, target: nil)
      {
        calls in
        for _ in 0..<calls { plainAffineLoop(benchmarkAffine, rawInput, rawOutput, count) }
        blackHole(output[0])
      })
    benchmarks.append(
      Benchmark(
        name: "affine.batch.\(label)", operationsPerCall: count, baseline: "plain.affine.\(label)",
        target: .ratioAtMost(1.2)
      ) { calls in
        for _ in 0..<calls { benchmarkAffine.apply(to: UnsafeBufferPointer(input), into: output) }
        blackHole(output[0])
      })
    if label == "1e4" {
      var array = Array(input)
      benchmarks.append(
        Benchmark(
          name: "affine.batch.array.1e4", operationsPerCall: count, baseline: nil, target: nil
        ) { calls in
          for _ in 0..<calls { benchmarkAffine.apply(to: &array) }
          blackHole(array[0])
        })
    }
    if label == "1e3" {
      let mapping: any PointMapping = opaque(AffineMapping(transform: benchmarkAffine))
      benchmarks.append(
        Benchmark(
          name: "affine.client.existential.1e3", operationsPerCall: count,
          baseline: "affine.batch.1e3", target: .ratioAtLeast(2)
        ) { calls in
          for _ in 0..<calls {
            for i in 0..<count { output[i] = mapping.map(input[i]) }
          }
          blackHole(output[0])
        })
      let array = Array(input)
      benchmarks.append(
        Benchmark(
          name: "affine.client.map.1e3", operationsPerCall: count, baseline: "affine.batch.1e3",
          target: .ratioAtLeast(2)
        ) { calls in
          for _ in 0..<calls { blackHole(array.map { $0.applying(benchmarkAffine) }) }
        })
    }
    if label == "1e5" {
      benchmarks.append(
        Benchmark(
          name: "perspective.batch.1e5", operationsPerCall: count,
          baseline: "plain.perspective.1e5", target: .ratioAtMost(1.25)
        ) { calls in
          for _ in 0..<calls {
            benchmarkPerspective.apply(to: UnsafeBufferPointer(input), into: output)
          }
          blackHole(output[0])
        })
      benchmarks.append(
        Benchmark(
          name: "plain.perspective.1e5", operationsPerCall: count, baseline: "affine.batch.1e5",
          target: nil
        ) { calls in
          for _ in 0..<calls {
            plainPerspectiveLoop(benchmarkPerspective, rawInput, rawOutput, count)
          }
          blackHole(output[0])
        })
      // The divisions of an exactly rounded projection alone: each point divided by its own w
      // (loaded, where a projection computes it), and nothing else.
      let ws = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
      for i in 0..<count { ws[i] = 0.5 + Double(i % 1000) / 1000 }
      let divisors = UnsafePointer(address(ws))
      let (from, to) = (UnsafePointer(address(input)), address(output))
      benchmarks.append(
        Benchmark(
          name: "plain.divide.1e5", operationsPerCall: count, baseline: "affine.batch.1e5",
          target: nil
        ) { calls in
          for _ in 0..<calls { plainDivideLoop(from, divisors, to, count) }
          blackHole(output[0])
        })
    }
  }
  return benchmarks
}
