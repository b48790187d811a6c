extension LayerSnapshot {
  /// The four corners of a layer's bounds after a map: a convex quadrilateral (a parallelogram
  /// under an affine map), in the order `(minX, minY)`, `(maxX, minY)`, `(maxX, maxY)`,
  /// `(minX, maxY)` of the bounds — around the quadrilateral, so it draws as a polygon.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.frame = Rect2D(x: 0, y: 0, width: 20, height: 10)
  /// let corners = LayerSnapshot(of: root)[0].quad.map(Array.init)
  /// // corners == [
  /// //   Point2D(x: 0, y: 0), Point2D(x: 20, y: 0), Point2D(x: 20, y: 10), Point2D(x: 0, y: 10),
  /// // ]
  /// ```
  @frozen
  public struct Quad: RandomAccessCollection, Hashable, Sendable {
    @usableFromInline var p0: Point2D
    @usableFromInline var p1: Point2D
    @usableFromInline var p2: Point2D
    @usableFromInline var p3: Point2D

    /// The corners of `rect` mapped along a path; `NaN` where a corner is behind the eye.
    init(of rect: Rect2D, along path: ConversionPath) {
      let corners = Self.corners(of: rect.standardized)
      (p0, p1, p2, p3) = (
        path.map(corners.0), path.map(corners.1), path.map(corners.2), path.map(corners.3)
      )
    }

    /// The corners of `rect` mapped by one homography; `NaN` where a corner is behind the eye.
    @inlinable @inline(__always)
    init(of rect: Rect2D, along map: Homography) {
      self.init(ofStandardized: rect.standardized, along: map, isAffine: map.isAffine)
    }

    /// The corners of a standardized rectangle (a layer's bounds always are: their setter
    /// standardizes them) mapped by one homography, told whether the map is affine, as a snapshot
    /// records of each layer (so that a draw loop does not find out again for each).
    @inlinable @inline(__always)
    init(ofStandardized rect: Rect2D, along map: Homography, isAffine: Bool) {
      let corners = Self.corners(of: rect)
      if isAffine {
        let affine = map.affinePart
        // `applying`, choosing its formula once for the four corners.
        if affine.mapsAxesApart {
          p0 = affine.mapAxisAligned(corners.0)
          p1 = affine.mapAxisAligned(corners.1)
          p2 = affine.mapAxisAligned(corners.2)
          p3 = affine.mapAxisAligned(corners.3)
        } else {
          p0 = affine.mapGeneral(corners.0)
          p1 = affine.mapGeneral(corners.1)
          p2 = affine.mapGeneral(corners.2)
          p3 = affine.mapGeneral(corners.3)
        }
      } else {
        p0 = map.mapProjective(corners.0)
        p1 = map.mapProjective(corners.1)
        p2 = map.mapProjective(corners.2)
        p3 = map.mapProjective(corners.3)
      }
    }

    /// Whether a rectangle is its own standardized form: not null, no side negative.
    static func isStandard(_ rect: Rect2D) -> Bool {
      !rect.isNull && !(rect.size.width < 0) && !(rect.size.height < 0)
    }

    /// The corners of a standardized rectangle, in the quad's order.
    ///
    /// The sides are its `minX`, `maxX`, `minY` and `maxY`, taken from its origin and size
    /// (without standardizing it again for each).
    @inlinable @inline(__always)
    static func corners(of r: Rect2D) -> (Point2D, Point2D, Point2D, Point2D) {
      let (minX, minY) = (r.origin.x, r.origin.y)
      let (maxX, maxY) = (minX + r.size.width, minY + r.size.height)
      return (
        Point2D(x: minX, y: minY), Point2D(x: maxX, y: minY),
        Point2D(x: maxX, y: maxY), Point2D(x: minX, y: maxY)
      )
    }

    /// The first index, 0.
    ///
    /// ```swift
    /// let quad = LayerSnapshot(of: Layer())[0].quad
    /// // quad?.startIndex == 0
    /// ```
    @inlinable
    public var startIndex: Int { 0 }

    /// One past the last index, 4.
    ///
    /// ```swift
    /// let quad = LayerSnapshot(of: Layer())[0].quad
    /// // quad?.endIndex == 4
    /// ```
    @inlinable
    public var endIndex: Int { 4 }

    /// A corner, 0 to 3 around the quadrilateral.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.frame = Rect2D(x: 0, y: 0, width: 20, height: 10)
    /// let quad = LayerSnapshot(of: root)[0].quad
    /// // quad?[2] == Point2D(x: 20, y: 10)
    /// ```
    @inlinable
    public subscript(position: Int) -> Point2D {
      switch position {
      case 0: p0
      case 1: p1
      case 2: p2
      case 3: p3
      default: preconditionFailure("LayerSnapshot.Quad: corner \(position) is out of range 0..<4")
      }
    }

    /// Whether the quadrilateral is a rectangle with edges along the axes (then it is its own box).
    var isAxisAligned: Bool {
      (p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x)
        || (p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y)
    }

    /// The smallest rectangle that holds the four corners.
    ///
    /// ```swift
    /// let root = Layer()
    /// root.frame = Rect2D(x: 5, y: 5, width: 20, height: 10)
    /// let quad = LayerSnapshot(of: root)[0].quad
    /// // quad?.boundingBox == Rect2D(x: 5, y: 5, width: 20, height: 10)
    /// ```
    public var boundingBox: Rect2D {
      let minX = Swift.min(p0.x, p1.x, p2.x, p3.x)
      let minY = Swift.min(p0.y, p1.y, p2.y, p3.y)
      return Rect2D(
        x: minX, y: minY, width: Swift.max(p0.x, p1.x, p2.x, p3.x) - minX,
        height: Swift.max(p0.y, p1.y, p2.y, p3.y) - minY)
    }
  }
}
