/// How the number an animation of `transform` or `sublayerTransform` interpolates becomes a
/// matrix, the counterpart of `CAValueFunction`: the animation moves a number — so a turn of 2π
/// is a full turn — and the layer shows the matrix this makes of it.
///
/// The raw values are Core Animation's names (`CAValueFunctionName`). Core Animation's `scale`
/// and `translate`, which take three numbers, have no counterpart: animate `transform.scale` or
/// `transform.translation` instead.
///
/// ```swift
/// var spin = BasicAnimation(keyPath: "transform")
/// spin.valueFunction = .rotateZ
/// spin.fromValue = .number(0)
/// spin.toValue = .number(2 * .pi)   // turns once, where a matrix to 2π would not move
/// // spin.valueFunction?.rawValue == "rotateZ"
/// ```
public enum ValueFunction: String, Hashable, Sendable, CaseIterable {
  /// A turn about the x axis by the number, in radians.
  ///
  /// ```swift
  /// // ValueFunction.rotateX.transform(for: .pi) == Transform3D(rotationAngle: .pi, x: 1, y: 0, z: 0)
  /// ```
  case rotateX
  /// A turn about the y axis by the number, in radians.
  ///
  /// ```swift
  /// // ValueFunction.rotateY.transform(for: 1) == Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0)
  /// ```
  case rotateY
  /// A turn about the z axis by the number, in radians: a turn in the plane.
  ///
  /// ```swift
  /// // ValueFunction.rotateZ.transform(for: 1) == Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)
  /// ```
  case rotateZ
  /// A scale along the x axis by the number.
  ///
  /// ```swift
  /// // ValueFunction.scaleX.transform(for: 2) == Transform3D(scaleX: 2, y: 1, z: 1)
  /// ```
  case scaleX
  /// A scale along the y axis by the number.
  ///
  /// ```swift
  /// // ValueFunction.scaleY.transform(for: 2) == Transform3D(scaleX: 1, y: 2, z: 1)
  /// ```
  case scaleY
  /// A scale along the z axis by the number.
  ///
  /// ```swift
  /// // ValueFunction.scaleZ.transform(for: 2) == Transform3D(scaleX: 1, y: 1, z: 2)
  /// ```
  case scaleZ
  /// A move along the x axis by the number.
  ///
  /// ```swift
  /// // ValueFunction.translateX.transform(for: 5) == Transform3D(translationX: 5, y: 0, z: 0)
  /// ```
  case translateX
  /// A move along the y axis by the number.
  ///
  /// ```swift
  /// // ValueFunction.translateY.transform(for: 5) == Transform3D(translationX: 0, y: 5, z: 0)
  /// ```
  case translateY
  /// A move along the z axis by the number.
  ///
  /// ```swift
  /// // ValueFunction.translateZ.transform(for: 5) == Transform3D(translationX: 0, y: 0, z: 5)
  /// ```
  case translateZ

  /// The value function of a Core Animation name, such as `kCAValueFunctionRotateZ`'s
  /// `"rotateZ"`; `nil` for any other string, Core Animation's `"scale"` and `"translate"`
  /// included.
  ///
  /// ```swift
  /// let function = ValueFunction(rawValue: "scaleX")
  /// // function == .scaleX, ValueFunction(rawValue: "scale") == nil
  /// ```
  ///
  /// - Parameter rawValue: One of the nine names this library has.
  public init?(rawValue: String) {
    guard let function = Self.allCases.first(where: { $0.rawValue == rawValue }) else {
      return nil
    }
    self = function
  }

  /// The matrix this function makes of `value`.
  ///
  /// ```swift
  /// let quarter = ValueFunction.rotateZ.transform(for: .pi / 2)
  /// // quarter == Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
  /// ```
  ///
  /// - Parameter value: The animated number: an angle in radians, a scale or a distance.
  /// - Returns: The transform.
  public func transform(for value: Double) -> Transform3D {
    switch self {
    case .rotateX: Transform3D(rotationAngle: value, x: 1, y: 0, z: 0)
    case .rotateY: Transform3D(rotationAngle: value, x: 0, y: 1, z: 0)
    case .rotateZ: Transform3D(rotationAngle: value, x: 0, y: 0, z: 1)
    case .scaleX: Transform3D(scaleX: value, y: 1, z: 1)
    case .scaleY: Transform3D(scaleX: 1, y: value, z: 1)
    case .scaleZ: Transform3D(scaleX: 1, y: 1, z: value)
    case .translateX: Transform3D(translationX: value, y: 0, z: 0)
    case .translateY: Transform3D(translationX: 0, y: value, z: 0)
    case .translateZ: Transform3D(translationX: 0, y: 0, z: value)
    }
  }

  /// The part of a transform this function's number stands for: the sub-key path of
  /// `transform` that reads it (`rotateZ` → `rotation.z`).
  var field: AnimationKeyPath.Field {
    switch self {
    case .rotateX: .rotation(.x)
    case .rotateY: .rotation(.y)
    case .rotateZ: .rotation(.z)
    case .scaleX: .scale(.x)
    case .scaleY: .scale(.y)
    case .scaleZ: .scale(.z)
    case .translateX: .translation(.x)
    case .translateY: .translation(.y)
    case .translateZ: .translation(.z)
    }
  }
}
