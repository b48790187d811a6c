/// A value an animation goes from, to or by: a number, a point, a size, a rectangle or a
/// transform, as the key path it animates takes (`position` a point, `position.x` a number, …).
///
/// ```swift
/// var slide = BasicAnimation(keyPath: "position.x")
/// slide.toValue = .number(200)
/// // slide.toValue == .number(200)
/// ```
public enum AnimationValue: Hashable, Sendable {
  /// A number: `position.x`, `bounds.size.width`, `zPosition`, `transform.rotation.z`, ….
  ///
  /// ```swift
  /// let turn = AnimationValue.number(.pi)
  /// // turn == .number(.pi)
  /// ```
  case number(Double)
  /// A point: `position`, `anchorPoint`, `bounds.origin`.
  ///
  /// ```swift
  /// let place = AnimationValue.point(Point2D(x: 10, y: 20))
  /// // place == .point(Point2D(x: 10, y: 20))
  /// ```
  case point(Point2D)
  /// A size: `bounds.size`, `transform.translation` (its x and y).
  ///
  /// ```swift
  /// let size = AnimationValue.size(Size2D(width: 100, height: 50))
  /// // size == .size(Size2D(width: 100, height: 50))
  /// ```
  case size(Size2D)
  /// A rectangle: `bounds`, `contentsRect`.
  ///
  /// ```swift
  /// let bounds = AnimationValue.rect(Rect2D(x: 0, y: 0, width: 100, height: 50))
  /// // bounds == .rect(Rect2D(x: 0, y: 0, width: 100, height: 50))
  /// ```
  case rect(Rect2D)
  /// A transform: `transform`, `sublayerTransform`.
  ///
  /// ```swift
  /// let spin = AnimationValue.transform(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
  /// // spin == .transform(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
  /// ```
  case transform(Transform3D)
}

extension AnimationValue {
  /// The kinds of value, for matching a value against a key path.
  enum Kind: String, Sendable {
    case number, point, size, rect, transform
  }

  var kind: Kind {
    switch self {
    case .number: .number
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .transform: .transform
    }
  }

  /// Each number combined with the other value's by `combine`: a point's x with x and y with y,
  /// and so on; `self` when the kinds differ (which the key path's check at `add` rules out) or
  /// for transforms.
  private func zipped(
    with other: AnimationValue, _ combine: (Double, Double) -> Double
  ) -> AnimationValue {
    switch (self, other) {
    case (.number(let a), .number(let b)):
      return .number(combine(a, b))
    case (.point(let a), .point(let b)):
      return .point(Point2D(x: combine(a.x, b.x), y: combine(a.y, b.y)))
    case (.size(let a), .size(let b)):
      return .size(Size2D(width: combine(a.width, b.width), height: combine(a.height, b.height)))
    case (.rect(let a), .rect(let b)):
      return .rect(
        Rect2D(
          x: combine(a.origin.x, b.origin.x), y: combine(a.origin.y, b.origin.y),
          width: combine(a.size.width, b.size.width),
          height: combine(a.size.height, b.size.height)))
    default:
      return self
    }
  }

  /// The value `fraction` of the way to `other`.
  ///
  /// Numbers, points, sizes and rectangles number by number, `a + (b − a)·fraction`; transforms
  /// by decomposition (see `Transform3D.interpolated(to:fraction:)`). At `0` and `1`, the ends
  /// themselves.
  func interpolated(to other: AnimationValue, fraction: Double) -> AnimationValue {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    if case .transform(let a) = self, case .transform(let b) = other {
      return .transform(a.interpolated(to: b, fraction: fraction))
    }
    return zipped(with: other) { a, b in a + (b - a) * fraction }
  }

  /// The value with `delta` added: numbers by number, transforms concatenated — `delta` applied
  /// first, in the layer's own space, then the receiver.
  func adding(_ delta: AnimationValue) -> AnimationValue {
    if case .transform(let base) = self, case .transform(let d) = delta {
      return .transform(d.concatenating(base))
    }
    return zipped(with: delta, +)
  }

  /// The value that `adding(delta)` turns into the receiver: `self − delta` by number; for
  /// transforms, the inverse of `delta` concatenated before the receiver (all `NaN` when `delta`
  /// is singular).
  func removing(_ delta: AnimationValue) -> AnimationValue {
    if case .transform(let total) = self, case .transform(let d) = delta {
      return .transform((d.inverted() ?? .notANumber).concatenating(total))
    }
    return zipped(with: delta, -)
  }

  /// What `base.adding(_:)` must add to make the receiver: `self − base` by number; for
  /// transforms, the receiver with the inverse of `base` concatenated after it (all `NaN` when
  /// `base` is singular).
  func difference(from base: AnimationValue) -> AnimationValue {
    if case .transform(let total) = self, case .transform(let b) = base {
      return .transform(total.concatenating(b.inverted() ?? .notANumber))
    }
    return zipped(with: base, -)
  }

  /// `delta` added `count` times: numbers multiplied; a transform concatenated with itself
  /// (`count` a whole number, as a repeat index is).
  static func repeated(_ delta: AnimationValue, times count: Double) -> AnimationValue? {
    guard count > 0 else { return nil }
    guard case .transform(let d) = delta else {
      return delta.zipped(with: delta) { value, _ in value * count }
    }
    guard count < 0x1p31 else { return .transform(.notANumber) }
    var (result, power, remaining) = (Transform3D.identity, d, Int(count))
    while remaining > 0 {
      if remaining & 1 == 1 { result = result.concatenating(power) }
      power = power.concatenating(power)
      remaining >>= 1
    }
    return .transform(result)
  }

  /// The value's numbers, in a fixed order: a point's x and y, a size's width and height, a
  /// rectangle's x, y, width and height; none for a transform.
  var components: [Double] {
    switch self {
    case .number(let n): [n]
    case .point(let p): [p.x, p.y]
    case .size(let s): [s.width, s.height]
    case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
    case .transform: []
    }
  }

  /// A value of the receiver's kind with these numbers (see ``components``); the receiver itself
  /// for a transform.
  func replacingComponents(with c: [Double]) -> AnimationValue {
    switch self {
    case .number: .number(c[0])
    case .point: .point(Point2D(x: c[0], y: c[1]))
    case .size: .size(Size2D(width: c[0], height: c[1]))
    case .rect: .rect(Rect2D(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .transform: self
    }
  }

  /// How far apart two values are, for pacing: the Euclidean distance between their numbers; for
  /// transforms, between their sixteen entries.
  func distance(to other: AnimationValue) -> Double {
    var (a, b) = (components, other.components)
    if case .transform(let s) = self, case .transform(let t) = other {
      let (x, y) = (s.rows, t.rows)
      a = [x.0, x.1, x.2, x.3].flatMap { [$0.x, $0.y, $0.z, $0.w] }
      b = [y.0, y.1, y.2, y.3].flatMap { [$0.x, $0.y, $0.z, $0.w] }
    }
    return zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
  }
}
