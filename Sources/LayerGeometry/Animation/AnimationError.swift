/// Why a layer did not take an animation: thrown by ``Layer/add(_:forKey:at:)-(BasicAnimation,_,_)``
/// and its siblings before anything changes.
///
/// ```swift
/// let layer = Layer()
/// var fade = BasicAnimation(keyPath: "opacity")
/// fade.toValue = .number(0)
/// // try layer.add(fade, forKey: "fade") throws AnimationError.unknownKeyPath("opacity")
/// ```
public enum AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The key path names no geometry this library animates.
  ///
  /// ```swift
  /// let error = AnimationError.unknownKeyPath("opacity")
  /// // error.description == "'opacity' is not a key path this library animates"
  /// ```
  case unknownKeyPath(String)
  /// A value (`fromValue`, `toValue` or `byValue`, named by `value`) is not of the kind the key
  /// path takes (`expected`: "a number", "a point", …).
  ///
  /// ```swift
  /// let error = AnimationError.wrongKindOfValue(keyPath: "position", value: "toValue", expected: "a point")
  /// // error.description == "the toValue of 'position' must be a point"
  /// ```
  case wrongKindOfValue(keyPath: String, value: String, expected: String)
  /// A value function is set on a key path other than `transform` and `sublayerTransform`.
  ///
  /// ```swift
  /// let error = AnimationError.valueFunctionNeedsATransform(keyPath: "position")
  /// // error.description == "a value function animates 'transform' or 'sublayerTransform', not 'position'"
  /// ```
  case valueFunctionNeedsATransform(keyPath: String)

  /// A keyframe animation's lists do not fit together: no values, keyTimes that do not rise
  /// from 0 to 1 or whose count is not the values', timingFunctions that are not one per
  /// segment, tension, continuity or bias values that are not one per value in `-1...1`.
  ///
  /// ```swift
  /// let error = AnimationError.invalidKeyframes(keyPath: "position", problem: "there are no values")
  /// // error.description == "the keyframes of 'position': there are no values"
  /// ```
  case invalidKeyframes(keyPath: String, problem: String)

  /// Groups hold groups more than `levels` deep.
  ///
  /// ```swift
  /// let error = AnimationError.groupsNestedTooDeeply(levels: 32)
  /// // error.description == "groups are nested more than 32 levels deep"
  /// ```
  case groupsNestedTooDeeply(levels: Int)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .unknownKeyPath(let keyPath):
      return "'\(keyPath)' is not a key path this library animates"
    case .wrongKindOfValue(let keyPath, let value, let expected):
      return "the \(value) of '\(keyPath)' must be \(expected)"
    case .valueFunctionNeedsATransform(let keyPath):
      return "a value function animates 'transform' or 'sublayerTransform', not '\(keyPath)'"
    case .invalidKeyframes(let keyPath, let problem):
      return "the keyframes of '\(keyPath)': \(problem)"
    case .groupsNestedTooDeeply(let levels):
      return "groups are nested more than \(levels) levels deep"
    }
  }
}
