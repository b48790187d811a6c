import LayerGeometry

/// When converting a point between two layers and back must return it: the point is at most 1e6 in
/// magnitude and the path is finite, affine and well-conditioned.
///
/// The path is every level from each layer up to their nearest common ancestor (the roots included
/// when there is none), and on up to the root of a 3D context when that ancestor is a transform
/// layer. A level is *well-conditioned* when
/// - every input of the level is finite: the layer's bounds, position, anchor point,
///   `anchorPointZ`, `zPosition` and transform, and the superlayer's bounds, anchor point and
///   sublayer transform;
/// - both transforms are affine (``Transform3D/isAffine``), so the level is affine too;
/// - the anchor points are at most 10 and every other input at most 1e6 in magnitude.
///
/// and the whole path is when, over all its levels, the product of the transforms' largest singular
/// values and the product of the inverses of their smallest are both at most 100: a point is then
/// never scaled by more than 100 either way, and the rounding of each level, carried back through
/// the others, stays below 1e-12 of the scale of the numbers involved. The check allows 1e-6 of
/// that scale: the largest of the point, its image, and the sum of the magnitudes of the levels'
/// offsets (bounds, anchor terms, positions and translations); and at least the smallest normal
/// number, since subnormal numbers round by absolute steps (scaling 5e-324 by 0.5 gives 0).
enum ConversionConditioning {
  struct Tolerance {
    let relativeError: Double
    /// The sum of the magnitudes of the offsets along the path.
    let scale: Double
  }

  /// The tolerance of a round trip between the spaces of `layer` and `other` (`nil`: the world),
  /// or `nil` when the path is not well-conditioned.
  static func tolerance(between layer: Layer, and other: Layer?) -> Tolerance? {
    var path = PathMeasure()
    var seen = Set<ObjectIdentifier>()  // a context's transform layers come from both sides
    for level in levels(from: layer, below: other) + levels(from: other, below: layer)
    where seen.insert(ObjectIdentifier(level)).inserted {
      guard path.add(level) else { return nil }
    }
    guard path.largestScale <= 100, path.largestShrink <= 100 else { return nil }
    return Tolerance(relativeError: 1e-6, scale: path.offsetSum)
  }

  /// The layers from `layer` up to, not including, the nearest ancestor it shares with `other`;
  /// and when that ancestor is a transform layer, the transform layers above it up to their 3D
  /// context's root: a conversion inside a context goes up to the root's plane and down again, so
  /// their levels (a perspective among them) are on its path too.
  private static func levels(from layer: Layer?, below other: Layer?) -> [Layer] {
    var levels: [Layer] = []
    var current = layer
    while let candidate = current, !(other.map(candidate.isAncestorOrSelf(of:)) ?? false) {
      levels.append(candidate)
      current = candidate.superlayer
    }
    while let transformLayer = current, transformLayer.kind == .transformLayer {
      levels.append(transformLayer)
      current = transformLayer.superlayer
    }
    return levels
  }

  private struct PathMeasure {
    var largestScale = 1.0
    var largestShrink = 1.0
    var offsetSum = 0.0

    /// Adds a level's measures; `false` when the level is not well-conditioned.
    mutating func add(_ layer: Layer) -> Bool {
      var transforms = [layer.transform]
      var anchors = [layer.anchorPoint]
      var offsets = [
        layer.bounds.origin.x, layer.bounds.origin.y, layer.bounds.size.width,
        layer.bounds.size.height, layer.position.x, layer.position.y, layer.anchorPointZ,
        layer.zPosition,
      ]
      if let superlayer = layer.superlayer {
        transforms.append(superlayer.sublayerTransform)
        anchors.append(superlayer.anchorPoint)
        offsets += [
          superlayer.bounds.origin.x, superlayer.bounds.origin.y, superlayer.bounds.size.width,
          superlayer.bounds.size.height,
        ]
      }
      guard transforms.allSatisfy(\.isAffine),
        anchors.allSatisfy({ $0.x.magnitude <= 10 && $0.y.magnitude <= 10 }),
        offsets.allSatisfy({ $0.magnitude <= 1e6 })
      else { return false }
      for transform in transforms {
        let t = transform.affineTransform
        let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        guard entries.allSatisfy({ $0.magnitude <= 1e6 }) else { return false }
        let (largest, smallest) = singularValues(t)
        guard smallest > 0 else { return false }
        largestScale *= largest
        largestShrink /= smallest
        offsetSum += t.tx.magnitude + t.ty.magnitude
      }
      offsetSum += offsets.reduce(0) { $0 + $1.magnitude } * 11  // anchor terms: up to 10 × size
      return true
    }

    /// The largest and smallest singular values of the transform's linear part.
    private func singularValues(_ t: AffineTransform2D) -> (largest: Double, smallest: Double) {
      let squares = t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d
      let determinant = t.a * t.d - t.b * t.c
      let spread = (max(0, squares * squares - 4 * determinant * determinant)).squareRoot()
      let largest = ((squares + spread) / 2).squareRoot()
      return largest > 0 ? (largest, determinant.magnitude / largest) : (0, 0)
    }
  }
}
