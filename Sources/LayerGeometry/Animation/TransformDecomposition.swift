// How an animation gets from one matrix to another: not entry by entry, which would shrink a card
// halfway through a turn and leave a full turn as no motion at all, but through the matrices'
// parts, as Core Animation does — the decomposition of CSS Transforms Level 2 ("Interpolation of
// Matrices", after Graphics Gems II's unmatrix), written for row vectors.

/// A transform taken apart: `M = N · P`, where `N` places the layer (scale, then skew, then
/// rotation, then translation) and `P` is the identity with `perspective` as its last column.
///
/// The affine part of `N` is `S · K · U`: `S` the diagonal of `scale`, `K` the lower-triangular
/// shear with `skew` (xy, xz, yz) below the diagonal, `U` the rotation of `quaternion`.
struct DecomposedTransform: Hashable {
  var translation: SIMD3<Double>
  var scale: SIMD3<Double>
  /// The shears xy, xz and yz.
  var skew: SIMD3<Double>
  var perspective: SIMD4<Double>
  /// The rotation, as a unit quaternion (x, y, z, w).
  var quaternion: SIMD4<Double>

  /// Takes `matrix` apart; `nil` when it cannot be: `m44` is `0`, the matrix is not finite, or
  /// its part without perspective is singular (a scale of 0, say).
  ///
  /// The matrix is first divided by `m44`, so that a matrix and its multiples (which map every
  /// point alike) come apart alike.
  init?(_ matrix: Transform3D) {
    guard matrix.m44 != 0, matrix.isFinite else { return nil }
    let w = matrix.m44
    let (row0, row1, row2, row3) = matrix.rows
    let rows = (row0 / w, row1 / w, row2 / w, row3 / w)
    var placing = Transform3D(rows: rows)
    (placing.m14, placing.m24, placing.m34, placing.m44) = (0, 0, 0, 1)
    guard let inverse = placing.inverted() else { return nil }
    let lastColumn = SIMD4(rows.0.w, rows.1.w, rows.2.w, rows.3.w)
    if lastColumn == SIMD4(0, 0, 0, 1) {
      perspective = lastColumn
    } else {
      let inverseRows = inverse.rows
      perspective = SIMD4(
        (inverseRows.0 * lastColumn).sum(), (inverseRows.1 * lastColumn).sum(),
        (inverseRows.2 * lastColumn).sum(), (inverseRows.3 * lastColumn).sum())
    }
    translation = SIMD3(rows.3.x, rows.3.y, rows.3.z)

    // Gram–Schmidt on the rows of the 3×3 part: r0 = sx·u0, r1 = sy·(u1 + kxy·u0),
    // r2 = sz·(u2 + kxz·u0 + kyz·u1).
    var u0 = SIMD3(rows.0.x, rows.0.y, rows.0.z)
    var u1 = SIMD3(rows.1.x, rows.1.y, rows.1.z)
    var u2 = SIMD3(rows.2.x, rows.2.y, rows.2.z)
    var scale = SIMD3<Double>.zero
    var skew = SIMD3<Double>.zero
    scale.x = u0.length
    u0 /= scale.x
    skew.x = (u0 * u1).sum()
    u1 -= skew.x * u0
    scale.y = u1.length
    u1 /= scale.y
    skew.x /= scale.y
    skew.y = (u0 * u2).sum()
    u2 -= skew.y * u0
    skew.z = (u1 * u2).sum()
    u2 -= skew.z * u1
    scale.z = u2.length
    u2 /= scale.z
    skew.y /= scale.z
    skew.z /= scale.z
    // A reflection: turn it into a rotation with all three scales negated.
    if (u0 * u1.cross(u2)).sum() < 0 {
      scale = -scale
      (u0, u1, u2) = (-u0, -u1, -u2)
    }
    self.scale = scale
    self.skew = skew
    quaternion = Self.quaternion(rotating: (u0, u1, u2))
  }

  /// The unit quaternion of the rotation whose rows (images of the axes) are `rows`.
  static func quaternion(
    rotating rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
  ) -> SIMD4<Double> {
    let (r0, r1, r2) = rows
    var q = SIMD4(
      (1 + r0.x - r1.y - r2.z), (1 - r0.x + r1.y - r2.z), (1 - r0.x - r1.y + r2.z),
      (1 + r0.x + r1.y + r2.z))
    q =
      0.5
      * SIMD4(
        q.x.clampedSquareRoot, q.y.clampedSquareRoot, q.z.clampedSquareRoot, q.w.clampedSquareRoot)
    if r2.y > r1.z { q.x = -q.x }
    if r0.z > r2.x { q.y = -q.y }
    if r1.x > r0.y { q.z = -q.z }
    return q
  }

  /// A transform of these parts.
  init(
    translation: SIMD3<Double>, scale: SIMD3<Double>, skew: SIMD3<Double>,
    perspective: SIMD4<Double>, quaternion: SIMD4<Double>
  ) {
    self.translation = translation
    self.scale = scale
    self.skew = skew
    self.perspective = perspective
    self.quaternion = quaternion
  }

  /// The parts of the identity.
  static let identity = DecomposedTransform(
    translation: .zero, scale: SIMD3(repeating: 1), skew: .zero, perspective: SIMD4(0, 0, 0, 1),
    quaternion: SIMD4(0, 0, 0, 1))

  /// The rows of the rotation of `quaternion`: the axes' images, as row vectors.
  static func rows(rotatingBy q: SIMD4<Double>) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    return (
      SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
      SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
      SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
    )
  }

  /// The rotation as three turns, about x, then y, then z, in radians.
  ///
  /// `U = Rx · Ry · Rz` for row vectors. A turn about one axis reads as that angle, in `−π...π`.
  var eulerAngles: SIMD3<Double> {
    get {
      let (r0, r1, r2) = Self.rows(rotatingBy: quaternion)
      return SIMD3(
        angle(y: r1.z, x: r2.z), -arcSine(Swift.min(Swift.max(r0.z, -1), 1)),
        angle(y: r0.y, x: r0.x))
    }
    set {
      let rotation = Transform3D(rotationAngle: newValue.x, x: 1, y: 0, z: 0)
        .concatenating(Transform3D(rotationAngle: newValue.y, x: 0, y: 1, z: 0))
        .concatenating(Transform3D(rotationAngle: newValue.z, x: 0, y: 0, z: 1))
      let (row0, row1, row2, _) = rotation.rows
      quaternion = Self.quaternion(
        rotating: (
          SIMD3(row0.x, row0.y, row0.z), SIMD3(row1.x, row1.y, row1.z),
          SIMD3(row2.x, row2.y, row2.z)
        ))
    }
  }

  /// The transform put back together: `S · K · U`, then the translation, then the perspective.
  var transform: Transform3D {
    let (u0, u1, u2) = Self.rows(rotatingBy: quaternion)
    let a0 = scale.x * u0
    let a1 = scale.y * (u1 + skew.x * u0)
    let a2 = scale.z * (u2 + skew.y * u0 + skew.z * u1)
    let p = SIMD3(perspective.x, perspective.y, perspective.z)
    return Transform3D(
      rows: (
        SIMD4(a0.x, a0.y, a0.z, (a0 * p).sum()),
        SIMD4(a1.x, a1.y, a1.z, (a1 * p).sum()),
        SIMD4(a2.x, a2.y, a2.z, (a2 * p).sum()),
        SIMD4(translation.x, translation.y, translation.z, (translation * p).sum() + perspective.w)
      ))
  }

  /// The parts `fraction` of the way to `other`'s.
  ///
  /// Each part linearly, the rotation along the shorter arc between the two (spherical
  /// interpolation of the quaternions). A fraction outside `0...1` goes on past the ends.
  func interpolated(to other: DecomposedTransform, fraction t: Double) -> DecomposedTransform {
    var result = self
    result.translation += (other.translation - translation) * t
    result.scale += (other.scale - scale) * t
    result.skew += (other.skew - skew) * t
    result.perspective += (other.perspective - perspective) * t
    var target = other.quaternion
    var dot = (quaternion * target).sum()
    if dot < 0 {  // q and −q are the same rotation: take the shorter way
      target = -target
      dot = -dot
    }
    if dot < 1 {
      let angle = arcCosine(dot)
      let weight = sine(t * angle) / (1 - dot * dot).squareRoot()
      result.quaternion = quaternion * (cosine(t * angle) - dot * weight) + target * weight
    }
    return result
  }
}

extension Transform3D {
  /// The transform `fraction` of the way from the receiver to `other`, as Core Animation
  /// animates a `transform`.
  ///
  /// Each is taken apart into translation, scale, skew, perspective and rotation, the parts are
  /// interpolated (the rotation along the shorter arc) and put back together. So a turn of a full circle, whose matrix is the identity, animates nothing, and a
  /// quarter turn passes an eighth of a turn halfway.
  ///
  /// At `0` and `1` the ends themselves. Where either end cannot be taken apart (singular, `m44`
  /// of `0`, not finite), the matrices are interpolated entry by entry instead.
  func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
    if fraction == 0 || self == other { return self }
    if fraction == 1 { return other }
    guard let from = DecomposedTransform(self), let to = DecomposedTransform(other) else {
      let (a, b) = (rows, other.rows)
      return Transform3D(
        rows: (
          a.0 + (b.0 - a.0) * fraction, a.1 + (b.1 - a.1) * fraction,
          a.2 + (b.2 - a.2) * fraction, a.3 + (b.3 - a.3) * fraction
        ))
    }
    return from.interpolated(to: to, fraction: fraction).transform
  }

  /// The four rows.
  var rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
    (
      SIMD4(m11, m12, m13, m14), SIMD4(m21, m22, m23, m24), SIMD4(m31, m32, m33, m34),
      SIMD4(m41, m42, m43, m44)
    )
  }

  /// The transform with these four rows.
  init(rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)) {
    self.init(
      m11: rows.0.x, m12: rows.0.y, m13: rows.0.z, m14: rows.0.w,
      m21: rows.1.x, m22: rows.1.y, m23: rows.1.z, m24: rows.1.w,
      m31: rows.2.x, m32: rows.2.y, m33: rows.2.z, m34: rows.2.w,
      m41: rows.3.x, m42: rows.3.y, m43: rows.3.z, m44: rows.3.w)
  }
}

extension SIMD3 where Scalar == Double {
  var length: Double { (self * self).sum().squareRoot() }

  func cross(_ other: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(y * other.z - z * other.y, z * other.x - x * other.z, x * other.y - y * other.x)
  }
}

extension Double {
  /// The square root of the value, or of `0` where rounding made it negative.
  fileprivate var clampedSquareRoot: Double { Swift.max(self, 0).squareRoot() }
}
