import LayerGeometry

/// The frame setter's promise for a plain layer: reading `frame` back gives the rectangle set.
///
/// It applies when the transform is the identity and the rectangle and the layer's own geometry are
/// finite, with every term of the getter's and setter's arithmetic (the rectangle's edges and
/// middle, `anchorPoint · size`, the position) at most 1e300 in magnitude, so that nothing
/// overflows. The setter computes the position from the rectangle's middle and the getter subtracts
/// `anchorPoint · size` again, so each edge may differ from the one set by a few roundings of the
/// largest term: the check allows 1e-14 of the sum of their magnitudes (about 45 units in the last
/// place), and at least the smallest normal number, for subnormal rectangles whose roundings are
/// absolute.
enum FrameReadBack {
  static func check(_ layer: Layer, afterSetting frame: Rect2D) {
    let expected = frame.standardized
    let anchor = layer.anchorPoint
    let own = [
      layer.bounds.origin.x, layer.bounds.origin.y, anchor.x, anchor.y, layer.anchorPointZ,
      layer.zPosition,
    ]
    guard layer.transform == .identity, own.allSatisfy(\.isFinite) else { return }
    let xScale = magnitudeSum(
      expected.origin.x, expected.width, anchor.x * expected.width, layer.position.x)
    let yScale = magnitudeSum(
      expected.origin.y, expected.height, anchor.y * expected.height, layer.position.y)
    guard xScale <= 1e300, yScale <= 1e300 else { return }
    let actual = layer.frame
    require(
      isClose(actual.origin.x, expected.origin.x, scale: xScale)
        && isClose(actual.size.width, expected.width, scale: xScale)
        && isClose(actual.origin.y, expected.origin.y, scale: yScale)
        && isClose(actual.size.height, expected.height, scale: yScale),
      "frame read back as \(actual) after setting \(frame) (anchor point \(anchor))")
  }

  /// The sum of the magnitudes; infinity or NaN when a term is not finite.
  private static func magnitudeSum(_ terms: Double...) -> Double {
    terms.reduce(0) { $0 + $1.magnitude }
  }

  private static func isClose(_ actual: Double, _ expected: Double, scale: Double) -> Bool {
    (actual - expected).magnitude <= max(1e-14 * scale, .leastNormalMagnitude)
  }
}
