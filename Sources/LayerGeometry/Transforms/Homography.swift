/// The projective map of the plane `z = 0` that a ``Transform3D`` performs once z is dropped: rows and
/// columns 1, 2 and 4 of the 4×4 matrix, applied as `(x', y', w') = (x, y, 1) · H`, result
/// `(x'/w', y'/w')`.
///
/// Every layer flattens its sublayers into its own plane, so this is the map of one level of a layer
/// tree, and the one place where points, rectangles and batches are projected:
/// - an affine homography (third column `(0, 0, 1)`) maps as its ``AffineTransform2D``;
/// - otherwise a point with `w' ≤ 0` lies behind the eye and maps to `(NaN, NaN)`, and a rectangle is
///   clipped against `w' > 0`: ``Rect2D/null`` when no corner is in front, ``Rect2D/infinite`` when
///   only some are (the projection reaches the horizon), else the box of the projected corners.
@frozen
@usableFromInline
internal struct Homography: Sendable {
  @usableFromInline var m11: Double
  @usableFromInline var m12: Double
  @usableFromInline var m13: Double
  @usableFromInline var m21: Double
  @usableFromInline var m22: Double
  @usableFromInline var m23: Double
  @usableFromInline var m31: Double
  @usableFromInline var m32: Double
  @usableFromInline var m33: Double

  @inlinable
  init(
    m11: Double, m12: Double, m13: Double,
    m21: Double, m22: Double, m23: Double,
    m31: Double, m32: Double, m33: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
  }

  /// The restriction of a 4×4 transform to the plane `z = 0`, with z dropped from the result.
  @inlinable
  init(_ t: Transform3D) {
    self.init(
      m11: t.m11, m12: t.m12, m13: t.m14,
      m21: t.m21, m22: t.m22, m23: t.m24,
      m31: t.m41, m32: t.m42, m33: t.m44)
  }

  /// An affine map as a homography (third column `(0, 0, 1)`).
  @inlinable
  init(_ t: AffineTransform2D) {
    self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
  }

  /// `self` followed by `other`: the product `self · other` of row-vector maps.
  @inlinable
  func concatenating(_ other: Homography) -> Homography {
    Homography(
      m11: m11 * other.m11 + m12 * other.m21 + m13 * other.m31,
      m12: m11 * other.m12 + m12 * other.m22 + m13 * other.m32,
      m13: m11 * other.m13 + m12 * other.m23 + m13 * other.m33,
      m21: m21 * other.m11 + m22 * other.m21 + m23 * other.m31,
      m22: m21 * other.m12 + m22 * other.m22 + m23 * other.m32,
      m23: m21 * other.m13 + m22 * other.m23 + m23 * other.m33,
      m31: m31 * other.m11 + m32 * other.m21 + m33 * other.m31,
      m32: m31 * other.m12 + m32 * other.m22 + m33 * other.m32,
      m33: m31 * other.m13 + m32 * other.m23 + m33 * other.m33)
  }

  /// `w'` of a point, before the division: positive exactly when the point is in front of the eye.
  @inlinable
  func w(of point: Point2D) -> Double {
    point.x * m13 + point.y * m23 + m33
  }

  /// `(x', y', w') = (x, y, 1) · H`: a point before the division.
  @inlinable
  func homogeneous(_ point: Point2D) -> (x: Double, y: Double, w: Double) {
    (point.x * m11 + point.y * m21 + m31, point.x * m12 + point.y * m22 + m32, w(of: point))
  }

  /// The map that sends every point to `(NaN, NaN)`: a level with non-finite geometry.
  @inlinable static var notANumber: Homography {
    Homography(
      m11: .nan, m12: .nan, m13: .nan, m21: .nan, m22: .nan, m23: .nan, m31: .nan, m32: .nan,
      m33: .nan)
  }

  /// Whether the third column is exactly `(0, 0, 1)`.
  @inlinable
  var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// The affine part, `m11 m12 m21 m22 m31 m32`.
  @inlinable
  var affinePart: AffineTransform2D {
    AffineTransform2D(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
  }

  /// Whether every entry is finite.
  @inlinable
  var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
      && m31.isFinite && m32.isFinite && m33.isFinite
  }

  @inlinable
  var determinant: Double {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
  }

  /// The true inverse `adj(H) / det(H)`, or `nil` when the determinant is zero or not finite.
  ///
  /// Dividing by the determinant (not just taking the adjugate) keeps the sign of `w'`: a point mapped
  /// back through the inverse has `w' > 0` exactly when it came from in front of the eye.
  @inlinable
  func inverted() -> Homography? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    return Homography(
      m11: (m22 * m33 - m23 * m32) / det,
      m12: (m13 * m32 - m12 * m33) / det,
      m13: (m12 * m23 - m13 * m22) / det,
      m21: (m23 * m31 - m21 * m33) / det,
      m22: (m11 * m33 - m13 * m31) / det,
      m23: (m13 * m21 - m11 * m23) / det,
      m31: (m21 * m32 - m22 * m31) / det,
      m32: (m12 * m31 - m11 * m32) / det,
      m33: (m11 * m22 - m12 * m21) / det)
  }

  /// Maps a point; `(NaN, NaN)` when a projective map sends it behind the eye (`w' ≤ 0`).
  @inlinable @inline(__always)
  func map(_ point: Point2D) -> Point2D {
    isAffine ? point.applying(affinePart) : mapProjective(point)
  }

  /// The projective formula, for maps that are not affine.
  @inlinable
  func mapProjective(_ point: Point2D) -> Point2D {
    let (x, y, w) = homogeneous(point)
    // Choosing the divisor rather than the result: dividing by NaN gives (NaN, NaN), and the choice
    // is one select per point instead of two.
    let divisor = w > 0 ? w : .nan
    return Point2D(x: x / divisor, y: y / divisor)
  }

  /// The bounding box of a rectangle's image, with the clipping rule described on the type.
  @inlinable
  func boundingBox(of rect: Rect2D) -> Rect2D {
    isAffine ? rect.applying(affinePart) : boundingBoxProjective(of: rect)
  }

  /// The clipped bounding box, for maps that are not affine.
  @inlinable
  func boundingBoxProjective(of rect: Rect2D) -> Rect2D {
    if rect.isNull { return .null }
    if rect.isInfinite { return .infinite }
    return boundingBoxProjective(of: Corners(of: rect.standardized))
  }

  /// The clipped bounding box of four points that stand for a rectangle's corners, for maps that are
  /// not affine: ``Rect2D/null`` when none is in front of the eye, ``Rect2D/infinite`` when only some
  /// are, all `NaN` when one maps to a non-finite value.
  @inlinable
  func boundingBoxProjective(of corners: Corners) -> Rect2D {
    var inFront = 0
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    var isFinite = true
    func add(_ corner: Point2D) {
      let (x, y, w) = homogeneous(corner)
      guard x.isFinite, y.isFinite, w.isFinite else {
        isFinite = false
        return
      }
      guard w > 0 else { return }
      inFront += 1
      let px = x / w
      let py = y / w
      guard px.isFinite, py.isFinite else {
        isFinite = false
        return
      }
      minX = Swift.min(minX, px)
      maxX = Swift.max(maxX, px)
      minY = Swift.min(minY, py)
      maxY = Swift.max(maxY, py)
    }
    add(corners.p0)
    add(corners.p1)
    add(corners.p2)
    add(corners.p3)
    guard isFinite else { return .notANumber }
    switch inFront {
    case 0: return .null
    case 4: return Rect2D(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    default: return .infinite
    }
  }
}

extension Homography {
  /// Maps every point of a buffer in place; `buffer[i]` becomes `map(buffer[i])`.
  @inlinable
  func apply(to points: UnsafeMutableBufferPointer<Point2D>) {
    if isAffine { return affinePart.apply(to: points) }
    guard let p = points.baseAddress else { return }
    for i in 0..<points.count { p[i] = mapProjective(p[i]) }
  }
}

extension Transform3D {
  /// The 4×4 transform that maps the plane `z = 0` as a homography does: the homography's entries
  /// in rows and columns 1, 2 and 4, `m33` 1 and the rest 0 (``Homography/init(_:)-(Transform3D)``
  /// gives it back).
  @inlinable
  init(_ h: Homography) {
    self = .identity
    (m11, m12, m14) = (h.m11, h.m12, h.m13)
    (m21, m22, m24) = (h.m21, h.m22, h.m23)
    (m41, m42, m44) = (h.m31, h.m32, h.m33)
  }
}
