import LayerGeometry

/// A value a batch API and its scalar counterpart both produce.
protocol BatchResult {
  /// Whether the two are the same result: every field equal, or NaN in both.
  func isSameResult(as other: Self) -> Bool
}

extension Point2D: BatchResult {
  func isSameResult(as other: Point2D) -> Bool {
    LayerGeometryFuzz.isSameResult(x, other.x) && LayerGeometryFuzz.isSameResult(y, other.y)
  }
}

extension Rect2D: BatchResult {
  func isSameResult(as other: Rect2D) -> Bool {
    origin.isSameResult(as: other.origin)
      && LayerGeometryFuzz.isSameResult(size.width, other.size.width)
      && LayerGeometryFuzz.isSameResult(size.height, other.size.height)
  }
}

/// Whether two numbers are the same result: equal, or both NaN.
func isSameResult(_ lhs: Double, _ rhs: Double) -> Bool {
  lhs == rhs || (lhs.isNaN && rhs.isNaN)
}

/// Stops unless `batch` maps `inputs` to what `scalar` gives for each element.
func requireBatchAgrees<Value: BatchResult>(
  _ inputs: [Value], _ what: String, batch: (inout [Value]) -> Void, scalar: (Value) -> Value
) {
  var results = inputs
  batch(&results)
  require(results.count == inputs.count, "\(what): \(results.count) results for \(inputs.count)")
  for (input, result) in zip(inputs, results) {
    let expected = scalar(input)
    require(
      result.isSameResult(as: expected), "\(what) of \(input): batch \(result), scalar \(expected)")
  }
}

/// What an `apply(to:into:)` API writes into a new buffer for `values`.
func applied<Value: BitwiseCopyable>(
  _ values: [Value],
  into apply: (UnsafeBufferPointer<Value>, UnsafeMutableBufferPointer<Value>) -> Void
) -> [Value] {
  [Value](unsafeUninitializedCapacity: values.count) { buffer, count in
    values.withUnsafeBufferPointer { apply($0, buffer) }
    count = values.count
  }
}
