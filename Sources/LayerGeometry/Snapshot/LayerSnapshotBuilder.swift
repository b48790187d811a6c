// The one pass that reads a layer tree into a LayerSnapshot: depth first in drawing order with an
// explicit stack, each layer's path into the snapshot's space made from its superlayer's with the
// layer's own level H(L→U) in front (the same level conversions and hit tests use).

/// The arrays of a ``LayerSnapshot`` as they are filled.
struct LayerSnapshotBuilder {
  var names: [String?] = []
  var depths: [Int32] = []
  var parents: [Int32] = []
  var bounds: [Rect2D] = []
  var maps: [Homography] = []
  var inverses: [Homography] = []
  var unusualBoxes: [Int32: Rect2D] = [:]
  var flags: [LayerSnapshot.Flags] = []
  var clipIndices: [Int32] = []
  var clips: [Range<Int>] = []
  var clipVertices: [Point2D] = []
  /// The boxes the index searches: each box grown so that rounding cannot put a hit outside it,
  /// `.null` for a layer that no query can return, and `.infinite` for one every query checks.
  var searchBoxes: [Rect2D] = []
  var identities: [ObjectIdentifier] = []
  var maximumDepth = 0

  /// What a layer passes on to its sublayers.
  private struct Inherited {
    let parent: Int32
    let path: ConversionPath
    let isHidden: Bool
    let clip: Int32
    /// The largest coordinate seen on the way down, in the snapshot's space: the scale of the
    /// rounding that mapping a point down through these levels can make.
    let magnitude: Double
    /// An upper bound of the product of the levels' condition numbers on the way down; infinite
    /// when unknown.
    let condition: Double

    static let root = Inherited(
      parent: -1, path: ConversionPath(), isHidden: false, clip: -1, magnitude: 0, condition: 1)
  }

  mutating func read(_ root: Layer) {
    // Depth first with a stack of layers to visit. What a layer passes on is kept once, at its
    // depth, where all its sublayers find it: the whole subtree of a layer is read before its
    // next sibling. The tree does not change while it is read, so its layers are not retained.
    reserveCapacity(Self.count(root))
    var stack: [(layer: Unmanaged<Layer>, depth: Int)] = [(Unmanaged.passUnretained(root), 0)]
    var passedOn: [Inherited] = []
    while let (reference, depth) = stack.popLast() {
      let layer = reference.takeUnretainedValue()
      passedOn.removeSubrange(depth...)
      passedOn.append(add(layer, depth: depth, depth == 0 ? .root : passedOn[depth - 1]))
      for sublayer in layer.sublayersInDrawingOrder.reversed() {
        stack.append((Unmanaged.passUnretained(sublayer), depth + 1))
      }
    }
  }

  /// The number of layers in a subtree.
  private static func count(_ root: Layer) -> Int {
    var count = 0
    var stack = [Unmanaged.passUnretained(root)]
    while let layer = stack.popLast() {
      count += 1
      for sublayer in layer.takeUnretainedValue().storage.pointee.sublayers {
        stack.append(Unmanaged.passUnretained(sublayer))
      }
    }
    return count
  }

  /// Makes room for `count` layers in every per-layer array.
  private mutating func reserveCapacity(_ count: Int) {
    names.reserveCapacity(count)
    depths.reserveCapacity(count)
    parents.reserveCapacity(count)
    bounds.reserveCapacity(count)
    maps.reserveCapacity(count)
    inverses.reserveCapacity(count)
    flags.reserveCapacity(count)
    clipIndices.reserveCapacity(count)
    searchBoxes.reserveCapacity(count)
    identities.reserveCapacity(count)
  }

  /// Records one layer; returns what its sublayers inherit.
  private mutating func add(_ layer: Layer, depth: Int, _ inherited: Inherited) -> Inherited {
    let index = names.count
    // The cached level when there is one; otherwise made here and not kept, so that reading a tree
    // whose caches a change dropped allocates no cache objects.
    let level = layer.geometryCache?.level ?? layer.makeLevelMap()
    let state = layer.storage
    let path = inherited.path.prepending(level)
    let isHidden = inherited.isHidden || state.pointee.isHidden
    let rect = state.pointee.bounds
    let map = path.composedMap
    // The quad the snapshot gives later is the bounds mapped by `map`; where that is not the quad
    // of the level-by-level path (a corner behind the eye at some level, or a product that could
    // not be formed), the layer has no quad and its box is the path's, kept aside.
    let quad = LayerSnapshot.Quad(of: rect, along: map)
    var isUsual = quad.allSatisfy(\.isFinite)
    if isUsual && !path.isOneAffineMap {
      isUsual = LayerSnapshot.Quad(of: rect, along: path).allSatisfy(\.isFinite)
    }
    let box = isUsual ? quad.boundingBox : path.boundingBox(of: rect)
    if !isUsual { unusualBoxes[Int32(index)] = box }

    var layerFlags: LayerSnapshot.Flags = []
    if isHidden { layerFlags.insert(.hidden) }
    if state.pointee.masksToBounds { layerFlags.insert(.masksToBounds) }
    if layer.isFacingAway(level) { layerFlags.insert(.facingAway) }
    if !state.pointee.isHidden, level.inverse != nil { layerFlags.insert(.walkable) }
    if !isUsual { layerFlags.insert(.unusualBox) }

    let magnitude = max(
      inherited.magnitude, box.isFinite && !box.isInfinite ? box.magnitude : 0,
      map.translationMagnitude)
    let condition = inherited.condition * level.conditionNumber

    names.append(state.pointee.name)
    depths.append(Int32(depth))
    parents.append(inherited.parent)
    bounds.append(rect)
    maps.append(map)
    inverses.append(level.inverse ?? .notANumber)
    flags.append(layerFlags)
    clipIndices.append(inherited.clip)
    searchBoxes.append(
      isHidden ? .null : Self.searchBox(box, magnitude: magnitude, condition: condition))
    identities.append(ObjectIdentifier(layer))
    maximumDepth = max(maximumDepth, depth)

    var clip = inherited.clip
    if state.pointee.masksToBounds, !state.pointee.sublayers.isEmpty, !isHidden {
      if isUsual {
        clip = addClip(Array(quad), within: inherited.clip)
      } else if box.isNull {
        clip = addClip([], within: inherited.clip)  // wholly behind the eye: nothing shows
      }
    }
    return Inherited(
      parent: Int32(index), path: path, isHidden: isHidden, clip: clip, magnitude: magnitude,
      condition: condition)
  }

  /// The box a query searches for a layer: its box grown by a millionth of the magnitudes on its
  /// way down, far more than the rounding of mapping a point down through levels whose condition
  /// numbers multiply to at most 10⁶; infinite (checked by every query) where that is not known
  /// or the box is not finite.
  private static func searchBox(_ box: Rect2D, magnitude: Double, condition: Double) -> Rect2D {
    guard box.isFinite, !box.isNull, !box.isInfinite, condition <= 1e6 else { return .infinite }
    return box.grown(by: 1e-6 * (1 + magnitude)) ?? .infinite
  }

  /// Records the clip of a masking layer's sublayers: its quad (empty when it is wholly behind the
  /// eye) within the clip it is under.
  private mutating func addClip(_ quad: [Point2D], within outer: Int32) -> Int32 {
    let within = outer < 0 ? nil : Array(clipVertices[clips[Int(outer)]])
    let polygon = within.map { ConvexPolygon.intersection(quad, $0) } ?? quad
    let start = clipVertices.count
    clipVertices += polygon
    clips.append(start..<clipVertices.count)
    return Int32(clips.count - 1)
  }
}

extension ConversionPath {
  /// The whole path as one homography (without the checks of intermediate perspective levels).
  var composedMap: Homography {
    if isNotANumber { return .notANumber }
    guard !segments.isEmpty else { return Homography(head) }
    return segments.dropFirst().reduce(segments[0].map) { $0.concatenating($1.map) }
  }
}

extension Homography {
  /// The largest translation entry.
  var translationMagnitude: Double {
    max(m31.magnitude, m32.magnitude)
  }
}

extension LevelMap {
  /// The condition number of the level's linear part in the maximum-row-sum norm, `‖L‖ · ‖L⁻¹‖`
  /// (at least 1, and 1 for a turn or a translation): a bound of how much mapping a point down
  /// through the level can multiply a relative rounding error, the translation's share being
  /// covered by the magnitudes the search box is grown by; infinite when the level cannot be
  /// walked down.
  var conditionNumber: Double {
    guard let inverse else { return .infinity }
    func norm(_ h: Homography) -> Double {
      max(h.m11.magnitude + h.m12.magnitude, h.m21.magnitude + h.m22.magnitude)
    }
    return Swift.max(1, norm(forward) * norm(inverse))
  }
}
