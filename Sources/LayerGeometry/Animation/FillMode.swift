/// What an animation shows outside its active time, the counterpart of `CAMediaTimingFillMode`.
///
/// The raw values are Core Animation's strings.
///
/// ```swift
/// var timing = MediaTiming()
/// timing.fillMode = .forwards    // holds its last value after it ends
/// // FillMode(rawValue: "both") == .both
/// ```
public enum FillMode: String, Hashable, Sendable, CaseIterable {
  /// Nothing outside the active time: before it starts and after it ends the layer shows its model
  /// value (the default).
  ///
  /// ```swift
  /// // MediaTiming().fillMode == .removed
  /// ```
  case removed
  /// After it ends, the last value it showed holds, while the animation stays on the layer (an
  /// animation whose `isRemovedOnCompletion` is `true` is gone by then).
  ///
  /// ```swift
  /// // FillMode.forwards.rawValue == "forwards"
  /// ```
  case forwards
  /// Before it starts (a `beginTime` in the future), the first value it will show holds.
  ///
  /// ```swift
  /// // FillMode.backwards.rawValue == "backwards"
  /// ```
  case backwards
  /// Both: the first value before it starts, the last after it ends.
  ///
  /// ```swift
  /// // FillMode.both.rawValue == "both"
  /// ```
  case both

  /// The fill mode of a Core Animation string, such as `kCAFillModeForwards`'s `"forwards"`;
  /// `nil` for any other string.
  ///
  /// ```swift
  /// let mode = FillMode(rawValue: "backwards")
  /// // mode == .backwards, FillMode(rawValue: "frozen") == nil
  /// ```
  ///
  /// - Parameter rawValue: One of Core Animation's four fill-mode names.
  public init?(rawValue: String) {
    guard let mode = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = mode
  }
}
