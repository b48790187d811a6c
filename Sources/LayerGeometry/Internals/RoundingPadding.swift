// The one rule by which the boxes that prune a hit test are grown, in the live tree's hit-test
// indices (`HitTesting/HitBox.swift`) and in snapshots (`Snapshot/LayerSnapshotBuilder.swift`): a
// query maps its point down through the levels before it reads a layer's box, and that map rounds;
// a box grown by this padding still holds every point that the exact map would put inside it, as
// long as the maps are conditioned within the limit below.

/// How far a box is grown so that rounding cannot put a point that should be inside it outside.
enum RoundingPadding {
  /// The largest conditioning of the maps a point is taken down by for which the padding covers
  /// the rounding.
  ///
  /// The conditioning is the product of the largest entry of a linear part and its inverse's, or
  /// of the condition numbers of the levels on the way down. Beyond it, no box is kept and the
  /// layer is always tried.
  static let maximumConditioning = 1e6

  /// The padding for a box whose map works with numbers up to `magnitude` (its edges, the
  /// translations and the extent of what it maps): a millionth of them, plus a millionth of a
  /// point.
  ///
  /// Rounding a map conditioned within ``maximumConditioning`` moves a point by at most a few units
  /// of 2⁻⁵³ times the conditioning and the magnitudes, about 10⁻¹⁰ of them: the padding is
  /// thousands of times more.
  @inline(__always)
  static func forMagnitude(_ magnitude: Double) -> Double { 1e-6 * (1 + magnitude) }
}
