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
      for _ in 0..<calls { raw.copyMemory(from: rawSource, byteCount: bytes) }
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
