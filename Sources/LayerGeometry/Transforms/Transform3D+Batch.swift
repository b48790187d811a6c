extension Transform3D {
  /// Transforms every point of an array in place, each taken at `z = 0` and divided by `w`.
  ///
  /// Equal, element for element, to `points[i] = points[i].applying(self)`: an affine plane map runs
  /// the ``AffineTransform2D`` loops, a perspective one the projective loop, where a point behind the
  /// eye becomes `(NaN, NaN)`.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m14 = 0.01
  /// var points = [Point2D(x: 100, y: 50), Point2D(x: 0, y: 10)]
  /// t.apply(to: &points)
  /// // points == [Point2D(x: 50, y: 25), Point2D(x: 0, y: 10)]
  /// ```
  ///
  /// - Parameter points: The points to transform.
  /// - Complexity: O(*n*) for *n* points.
  @inlinable
  public func apply(to points: inout [Point2D]) {
    points.withUnsafeMutableBufferPointer { apply(to: $0) }
  }

  /// Transforms every point of a buffer in place, each taken at `z = 0` and divided by `w`.
  ///
  /// ```swift
  /// var points = [Point2D(x: 1, y: 2)]
  /// points.withUnsafeMutableBufferPointer { buffer in
  ///   Transform3D(translationX: 1, y: 1, z: 5).apply(to: buffer)
  /// }
  /// // points == [Point2D(x: 2, y: 3)]
  /// ```
  ///
  /// - Parameter points: The points to transform.
  /// - Complexity: O(*n*) for *n* points.
  @inlinable
  public func apply(to points: UnsafeMutableBufferPointer<Point2D>) {
    Homography(self).apply(to: points)
  }

  /// Transforms every point of one buffer into another of the same count, each taken at `z = 0` and
  /// divided by `w`.
  ///
  /// `destination[i] == source[i].applying(self)` for every `i` (`NaN == NaN` counted as equal). The
  /// buffers must not overlap unless they are the same buffer.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m24 = 0.01
  /// let source = [Point2D(x: 10, y: 100)]
  /// var result = [Point2D](repeating: .zero, count: 1)
  /// source.withUnsafeBufferPointer { input in
  ///   result.withUnsafeMutableBufferPointer { output in t.apply(to: input, into: output) }
  /// }
  /// // result == [Point2D(x: 5, y: 50)]
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
    let h = Homography(self)
    if h.isAffine { return h.affinePart.apply(to: source, into: destination) }
    precondition(
      destination.count == source.count,
      "apply(to:into:): the destination holds \(destination.count) points, the source \(source.count)"
    )
    guard let s = source.baseAddress, let d = destination.baseAddress else { return }
    for i in 0..<source.count { d[i] = h.mapProjective(s[i]) }
  }

  /// Replaces every rectangle of an array with the bounding box of its projected corners.
  ///
  /// Equal, element for element, to `rects[i] = rects[i].applying(self)`, clipping included.
  ///
  /// ```swift
  /// var t = Transform3D.identity
  /// t.m14 = 0.01
  /// var rects = [Rect2D(x: 0, y: 0, width: 100, height: 100)]
  /// t.apply(to: &rects)
  /// // rects == [Rect2D(x: 0, y: 0, width: 50, height: 100)]
  /// ```
  ///
  /// - Parameter rects: The rectangles to transform.
  /// - Complexity: O(*n*) for *n* rectangles.
  @inlinable
  public func apply(to rects: inout [Rect2D]) {
    rects.withUnsafeMutableBufferPointer { apply(to: $0) }
  }

  /// Replaces every rectangle of a buffer with the bounding box of its projected corners.
  ///
  /// ```swift
  /// var rects = [Rect2D(x: 0, y: 0, width: 10, height: 20)]
  /// rects.withUnsafeMutableBufferPointer { buffer in
  ///   Transform3D(scaleX: 2, y: 2, z: 1).apply(to: buffer)
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

  /// Writes the bounding box of each projected rectangle of one buffer into another of the same count.
  ///
  /// `destination[i] == source[i].applying(self)` for every `i`. The buffers must not overlap unless
  /// they are the same buffer.
  ///
  /// ```swift
  /// let source = [Rect2D(x: 0, y: 0, width: 10, height: 10)]
  /// var result = [Rect2D](repeating: .zero, count: 1)
  /// source.withUnsafeBufferPointer { input in
  ///   result.withUnsafeMutableBufferPointer { output in
  ///     Transform3D(scaleX: 3, y: 3, z: 1).apply(to: input, into: output)
  ///   }
  /// }
  /// // result == [Rect2D(x: 0, y: 0, width: 30, height: 30)]
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
    let h = Homography(self)
    if h.isAffine { return h.affinePart.apply(to: source, into: destination) }
    precondition(
      destination.count == source.count,
      "apply(to:into:): the destination holds \(destination.count) rects, the source \(source.count)"
    )
    guard let s = source.baseAddress, let d = destination.baseAddress else { return }
    for i in 0..<source.count { d[i] = h.boundingBoxProjective(of: s[i]) }
  }
}
