extension AffineTransform2D {
  /// The shape of a transform, chosen once per batch so that each loop does only the arithmetic the
  /// transform needs.
  @usableFromInline
  enum Kind {
    case identity
    case translation
    case axisAligned
    case general
  }

  @inlinable
  var kind: Kind {
    if b != 0 || c != 0 { return .general }
    if a != 1 || d != 1 { return .axisAligned }
    return tx == 0 && ty == 0 ? .identity : .translation
  }

  /// Transforms every point of an array in place.
  ///
  /// Equal, element for element, to `points[i] = points[i].applying(self)`, but the transform's kind
  /// (identity, translation, scale, general) is decided once and each kind runs its own loop of
  /// vector instructions.
  ///
  /// ```swift
  /// var points = [Point2D(x: 1, y: 2), Point2D(x: 3, y: 4)]
  /// AffineTransform2D(scaleX: 10, y: 10).apply(to: &points)
  /// // points == [Point2D(x: 10, y: 20), Point2D(x: 30, y: 40)]
  /// ```
  ///
  /// - Parameter points: The points to transform.
  /// - Complexity: O(*n*) for *n* points.
  @inlinable
  public func apply(to points: inout [Point2D]) {
    points.withUnsafeMutableBufferPointer { apply(to: $0) }
  }

  /// Transforms every point of a buffer in place.
  ///
  /// ```swift
  /// var points = [Point2D(x: 1, y: 2)]
  /// points.withUnsafeMutableBufferPointer { buffer in
  ///   AffineTransform2D(translationX: 1, y: 1).apply(to: buffer)
  /// }
  /// // points == [Point2D(x: 2, y: 3)]
  /// ```
  ///
  /// - Parameter points: The points to transform.
  /// - Complexity: O(*n*) for *n* points.
  @inlinable
  public func apply(to points: UnsafeMutableBufferPointer<Point2D>) {
    // Its own loops rather than `apply(to: points, into: points)`: with one pointer the compiler
    // needs no overlap check, which would send a buffer converted in place to the scalar loop.
    // (The general map goes point by point, one vector each, so it is shared.)
    guard let p = points.baseAddress else { return }
    let n = points.count
    switch kind {
    case .identity:
      return
    case .translation:
      for i in 0..<n { p[i] = Point2D(x: p[i].x + tx, y: p[i].y + ty) }
    case .axisAligned:
      for i in 0..<n { p[i] = mapAxisAligned(p[i]) }
    case .general:
      applyGeneral(from: p, into: p, count: n)
    }
  }

  /// Transforms every point of one buffer into another of the same count.
  ///
  /// `destination[i] == source[i].applying(self)` for every `i`. The buffers must not overlap unless they
  /// are the same buffer (use ``apply(to:)-(UnsafeMutableBufferPointer<Point2D>)`` for that).
  ///
  /// ```swift
  /// let source = [Point2D(x: 1, y: 1), Point2D(x: 2, y: 2)]
  /// var result = [Point2D](repeating: .zero, count: source.count)
  /// source.withUnsafeBufferPointer { input in
  ///   result.withUnsafeMutableBufferPointer { output in
  ///     AffineTransform2D(scaleX: 2, y: 3).apply(to: input, into: output)
  ///   }
  /// }
  /// // result == [Point2D(x: 2, y: 3), Point2D(x: 4, y: 6)]
  /// ```
  ///
  /// - Parameters:
  ///   - source: The points to transform.
  ///   - destination: Where the transformed points go; its count must equal `source.count`.
  /// - Precondition: `destination.count == source.count`.
  /// - Complexity: O(*n*) for *n* points.
  @inlinable
  public func apply(
    to source: UnsafeBufferPointer<Point2D>, into destination: UnsafeMutableBufferPointer<Point2D>
  ) {
    precondition(
      destination.count == source.count,
      "apply(to:into:): the destination holds \(destination.count) points, the source \(source.count)"
    )
    guard let s = source.baseAddress, let d = destination.baseAddress else { return }
    let n = source.count
    switch kind {
    case .identity:
      d.update(from: s, count: n)
    case .translation:
      for i in 0..<n { d[i] = Point2D(x: s[i].x + tx, y: s[i].y + ty) }
    case .axisAligned:
      for i in 0..<n { d[i] = mapAxisAligned(s[i]) }
    case .general:
      applyGeneral(from: s, into: d, count: n)
    }
  }

  /// The general map over `count` points from `source` into `destination`, which is either `source`
  /// itself or does not overlap it.
  ///
  /// Each point is one two-lane vector: `(x, y)·(a, d) + (y, x)·(c, b) + (tx, ty)`, the products
  /// and sums of ``mapGeneral(_:)`` grouped the same way (in the y lane the two products are added
  /// in the other order; a sum or product of two doubles does not depend on the order of its
  /// operands), so the results are equal, `NaN` payloads aside. Measured faster than the loop
  /// the compiler vectorises across points, in place and out of place, in cache and out of it, at
  /// the default x86-64 target and for AVX2 alike. A `Point2D` is aligned to 8 bytes, not 16, so
  /// the vectors are loaded and stored unaligned. Always inlined, so that where it works in place
  /// the compiler sees one pointer and may load the next point before storing the last; out of line,
  /// the in-place batch measured a third slower.
  @inlinable @inline(__always)
  func applyGeneral(
    from source: UnsafePointer<Point2D>, into destination: UnsafeMutablePointer<Point2D>,
    count: Int
  ) {
    let (ad, cb, t) = (SIMD2(a, d), SIMD2(c, b), SIMD2(tx, ty))
    let (input, output) = (UnsafeRawPointer(source), UnsafeMutableRawPointer(destination))
    for i in 0..<count {
      let offset = MemoryLayout<Point2D>.stride &* i
      let v = input.loadUnaligned(fromByteOffset: offset, as: SIMD2<Double>.self)
      let r = v * ad + SIMD2(v.y, v.x) * cb + t
      output.storeBytes(of: r, toByteOffset: offset, as: SIMD2<Double>.self)
    }
  }

  /// Replaces every rectangle of an array with the bounding box of its transformed corners.
  ///
  /// Equal, element for element, to `rects[i] = rects[i].applying(self)`.
  ///
  /// ```swift
  /// var rects = [Rect2D(x: 0, y: 0, width: 10, height: 20)]
  /// AffineTransform2D(rotationAngle: .pi / 2).apply(to: &rects)
  /// // rects[0] ≈ Rect2D(x: -20, y: 0, width: 20, height: 10)
  /// ```
  ///
  /// - Parameter rects: The rectangles to transform.
  /// - Complexity: O(*n*) for *n* rectangles.
  @inlinable
  public func apply(to rects: inout [Rect2D]) {
    rects.withUnsafeMutableBufferPointer { apply(to: $0) }
  }

  /// Replaces every rectangle of a buffer with the bounding box of its transformed corners.
  ///
  /// ```swift
  /// var rects = [Rect2D(x: 0, y: 0, width: 10, height: 20)]
  /// rects.withUnsafeMutableBufferPointer { buffer in
  ///   AffineTransform2D(scaleX: 2, y: 2).apply(to: buffer)
  /// }
  /// // rects == [Rect2D(x: 0, y: 0, width: 20, height: 40)]
  /// ```
  ///
  /// - Parameter rects: The rectangles to transform.
  /// - Complexity: O(*n*) for *n* rectangles.
  @inlinable
  public func apply(to rects: UnsafeMutableBufferPointer<Rect2D>) {
    apply(to: UnsafeBufferPointer(rects), into: rects)
  }

  /// Writes the bounding box of each transformed rectangle of one buffer into another of the same
  /// count.
  ///
  /// `destination[i] == source[i].applying(self)` for every `i`. The buffers must not overlap unless
  /// they are the same buffer.
  ///
  /// ```swift
  /// let source = [Rect2D(x: 0, y: 0, width: 10, height: 10)]
  /// var result = [Rect2D](repeating: .zero, count: 1)
  /// source.withUnsafeBufferPointer { input in
  ///   result.withUnsafeMutableBufferPointer { output in
  ///     AffineTransform2D(scaleX: 2, y: -1).apply(to: input, into: output)
  ///   }
  /// }
  /// // result == [Rect2D(x: 0, y: -10, width: 20, height: 10)]
  /// ```
  ///
  /// - Parameters:
  ///   - source: The rectangles to transform.
  ///   - destination: Where the bounding boxes go; its count must equal `source.count`.
  /// - Precondition: `destination.count == source.count`.
  /// - Complexity: O(*n*) for *n* rectangles.
  @inlinable
  public func apply(
    to source: UnsafeBufferPointer<Rect2D>, into destination: UnsafeMutableBufferPointer<Rect2D>
  ) {
    precondition(
      destination.count == source.count,
      "apply(to:into:): the destination holds \(destination.count) rects, the source \(source.count)"
    )
    guard let s = source.baseAddress, let d = destination.baseAddress else { return }
    // Block by block: the formula for every rectangle of the block, in a loop without branches that
    // the compiler vectorises, marking the rectangles that need the edge rules; when one does, the
    // block is done again one by one from the source. Working in place, the formula's boxes go to
    // scratch space first, so that the source is still there for that.
    let inPlace = UnsafeMutablePointer(mutating: s) == d
    let blockSize = 256
    withUnsafeTemporaryAllocation(of: Rect2D.self, capacity: blockSize) { scratch in
      guard let block = scratch.baseAddress else { return }
      var start = 0
      while start < source.count {
        let count = Swift.min(blockSize, source.count - start)
        let (input, output) = (s + start, d + start)
        let boxes = inPlace ? block : output
        var marks = 0
        for i in 0..<count {
          let box = input[i].boxByFormula(self)
          boxes[i] = box
          marks |= input[i].edgeRuleMark(box)
        }
        if marks != 0 {
          for i in 0..<count { output[i] = input[i].applying(self) }
        } else if inPlace {
          output.update(from: block, count: count)
        }
        start += count
      }
    }
  }
}
