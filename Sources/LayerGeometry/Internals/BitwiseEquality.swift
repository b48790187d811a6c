// What "the same to the last bit" means for the values that a snapshot update compares with what
// it stored, and that the internal checks compare with a fresh read or a fresh hit-test index: every field's bit pattern, so
// that a NaN equals the same NaN and −0 differs from 0.

extension Homography {
  /// Whether two maps are the same to the last bit.
  func isBitwiseEqual(to other: Homography) -> Bool {
    m11.bitPattern == other.m11.bitPattern && m12.bitPattern == other.m12.bitPattern
      && m13.bitPattern == other.m13.bitPattern && m21.bitPattern == other.m21.bitPattern
      && m22.bitPattern == other.m22.bitPattern && m23.bitPattern == other.m23.bitPattern
      && m31.bitPattern == other.m31.bitPattern && m32.bitPattern == other.m32.bitPattern
      && m33.bitPattern == other.m33.bitPattern
  }
}

extension Rect2D {
  /// Whether two rectangles are the same to the last bit, field by field.
  func isBitwiseEqual(to other: Rect2D) -> Bool {
    origin.x.bitPattern == other.origin.x.bitPattern
      && origin.y.bitPattern == other.origin.y.bitPattern
      && size.width.bitPattern == other.size.width.bitPattern
      && size.height.bitPattern == other.size.height.bitPattern
  }
}

extension Point2D {
  /// Whether two lists of points, or their absence, are the same to the last bit.
  static func areBitwiseEqual(_ a: [Point2D]?, _ b: [Point2D]?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a.count == b.count
      && zip(a, b).allSatisfy {
        $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern
      }
  }
}

extension Transform3D {
  /// Whether two transforms are the same to the last bit, entry by entry.
  func isBitwiseEqual(to other: Transform3D) -> Bool {
    func entries(_ t: Transform3D) -> [UInt64] {
      [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
      ].map { $0.bitPattern }
    }
    return entries(self) == entries(other)
  }
}

extension SearchBox {
  /// Whether two boxes are the same to the last bit.
  ///
  /// Without allocating: an update's refit and box refresh ask it of every node they pass.
  func isBitwiseEqual(to other: SearchBox) -> Bool {
    minX.bitPattern == other.minX.bitPattern && minY.bitPattern == other.minY.bitPattern
      && maxX.bitPattern == other.maxX.bitPattern && maxY.bitPattern == other.maxY.bitPattern
  }
}

extension HitBox {
  /// Whether two boxes are the same to the last bit.
  func isBitwiseEqual(to other: HitBox) -> Bool {
    minX.bitPattern == other.minX.bitPattern && minY.bitPattern == other.minY.bitPattern
      && maxX.bitPattern == other.maxX.bitPattern && maxY.bitPattern == other.maxY.bitPattern
  }
}

extension Layer.PropertyValue {
  /// Whether two property values are the same to the last bit: numbers, points, rectangles and
  /// transforms bit by bit, the rest as they compare.
  func isBitwiseEqual(to other: Layer.PropertyValue) -> Bool {
    switch (self, other) {
    case (.number(let a), .number(let b)): a.bitPattern == b.bitPattern
    case (.point(let a), .point(let b)):
      a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
    case (.rect(let a), .rect(let b)): a.isBitwiseEqual(to: b)
    case (.transform(let a), .transform(let b)): a.isBitwiseEqual(to: b)
    default: self == other
    }
  }
}
