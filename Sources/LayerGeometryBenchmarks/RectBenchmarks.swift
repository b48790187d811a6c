import LayerGeometry

func rectBenchmarks() -> [Benchmark] {
  let count = 10_000_000
  let source = makeRects(count)
  let destination = makeRects(count)
  let bytes = count * MemoryLayout<Rect2D>.stride
  let raw = UnsafeMutableRawPointer(address(destination))
  let rawSource = UnsafeRawPointer(address(source))
  return [
    Benchmark(name: "copy.rects.1e7", operationsPerCall: count, baseline: nil, target: nil) {
      calls in
      for _ in 0..<calls { copyInChunks(raw, rawSource, bytes) }
      blackHole(destination[0])
    },
    Benchmark(
      name: "copy.rects.1e7.single", operationsPerCall: count, baseline: "copy.rects.1e7",
      target: nil
    ) { calls in
      for _ in 0..<calls { raw.copyMemory(from: rawSource, byteCount: bytes) }
      blackHole(destination[0])
    },
    Benchmark(name: "plain.rect.bbox.1e7", operationsPerCall: count, baseline: nil, target: nil) {
      calls in
      let input = UnsafeRawPointer(address(source)).assumingMemoryBound(to: Double.self)
      let output = UnsafeMutableRawPointer(address(destination)).assumingMemoryBound(
        to: Double.self)
      for _ in 0..<calls { plainRectLoop(benchmarkAffine, input, output, count) }
      blackHole(destination[0])
    },
    Benchmark(
      name: "rect.bbox.1e7", operationsPerCall: count, baseline: "copy.rects.1e7",
      target: .ratioAtMost(1.15)
    ) { calls in
      for _ in 0..<calls {
        benchmarkAffine.apply(to: UnsafeBufferPointer(source), into: destination)
      }
      blackHole(destination[0])
    },
  ]
}

/// The centre/half-extent bounding box as a client would write it over raw `Double`s, without the
/// null, infinite and non-finite rules: the floor for the rect kernel.
@inline(never)
func plainRectLoop(
  _ t: AffineTransform2D, _ source: UnsafePointer<Double>,
  _ destination: UnsafeMutablePointer<Double>,
  _ count: Int
) {
  let (a, b, c, d, tx, ty) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
  let (aa, ab, ac, ad) = (a.magnitude, b.magnitude, c.magnitude, d.magnitude)
  for i in 0..<count {
    let x = source[4 * i]
    let y = source[4 * i + 1]
    let w = source[4 * i + 2]
    let h = source[4 * i + 3]
    let hw = w.magnitude / 2
    let hh = h.magnitude / 2
    let cx = x + (w < 0 ? w : 0) + hw
    let cy = y + (h < 0 ? h : 0) + hh
    let ew = aa * hw + ac * hh
    let eh = ab * hw + ad * hh
    destination[4 * i] = a * cx + c * cy + tx - ew
    destination[4 * i + 1] = b * cx + d * cy + ty - eh
    destination[4 * i + 2] = ew + ew
    destination[4 * i + 3] = eh + eh
  }
}
