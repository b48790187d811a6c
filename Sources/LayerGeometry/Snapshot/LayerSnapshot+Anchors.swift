// Wide layers keep their subtrees in their own space. A layer with many sublayers (a list's
// content, a canvas, a panel of cards) other than the root, whose path into the snapshot's space is
// one affine run, outside 3D contexts, whose sublayer transform is the identity and which is below
// no other layer with many sublayers (an anchor or not), is an *anchor*: the layers of its subtree below it record their maps, boxes,
// clips and `hidden` flags relative to the anchor's own space (the space its sublayers' levels map
// into), as if the anchor were a root. Their levels do not depend on the anchor's place, its
// bounds or its anchor point (with the identity as its sublayer transform), so scrolling the anchor,
// moving it, turning it or hiding it changes its own record only; a layer below it is placed by
// composing its map with the anchor's (`placement(at:)`), one product, in the same order wherever
// it is read. A change that makes a layer an anchor or not (its sublayers reaching 32 or fewer, a
// sublayer transform, a perspective above it) reads its subtree again whole.
//
// Anchors do not nest, and no wide layer holds one below it: a wide layer below an anchor is read in
// the anchor's space, and one below a wide layer that is not an anchor in that layer's. So the
// layers under an anchor X are exactly X + 1 ..< X + size(X), their boxes in X's space, and every
// index range a query searches below a wide layer holds boxes of one space.

extension LayerSnapshot {
  /// The anchor whose subtree holds the layer at `index` below it, or `nil` for a layer in the
  /// snapshot's space.
  ///
  /// O(log *a*) for *a* anchors.
  func anchor(of index: Int) -> Int? {
    // The last anchor before the index; anchors do not nest, so no other can hold it.
    let position = firstAnchorPosition(after: index - 1)
    guard position > 0 else { return nil }
    let anchor = Int(anchors[position - 1])
    return index < anchor + Int(columns.sizes[anchor]) ? anchor : nil
  }

  /// Whether an anchor lies in the subtree of the layer at `index`, below it.
  ///
  /// O(log *a*) for *a* anchors.
  func holdsAnchor(inSubtreeOf index: Int) -> Bool {
    let position = firstAnchorPosition(after: index)
    return position < anchors.count
      && Int(anchors[position]) < index + Int(columns.sizes[index])
  }

  /// The position in ``anchors`` of the first anchor after the layer at `index`, or the number
  /// of anchors when there is none.
  ///
  /// O(log *a*) for *a* anchors.
  func firstAnchorPosition(after index: Int) -> Int {
    var (low, high) = (0, anchors.count)
    while low < high {
      let middle = (low + high) / 2
      if Int(anchors[middle]) <= index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The inverse of an anchor's map (affine, as an anchor's path is one affine run), where it is
  /// conditioned well enough for the margin the boxes are grown by (see ``RoundingPadding``):
  /// what takes a query of the snapshot's space into the anchor's; `nil` otherwise.
  func inverseMap(ofAnchorAt anchor: Int) -> Homography? {
    let map = columns.maps[anchor]
    guard let inverse = map.inverted(), map.isAffine,
      map.linearConditioning(inverse) <= RoundingPadding.maximumConditioning
    else { return nil }
    return inverse
  }

  /// The map of a layer below an anchor: its map into the anchor's space (`map`, affine or not as
  /// `isAffine` says) followed by the anchor's `anchorMap` (affine: an anchor's path is one
  /// affine run).
  @inlinable
  static func composed(_ map: Homography, isAffine: Bool, under anchorMap: Homography)
    -> Homography
  {
    isAffine
      ? Homography(map.affinePart.concatenating(anchorMap.affinePart))
      : map.concatenating(anchorMap)
  }

  /// The map from the space of the layer at `index` into the snapshot's space.
  func worldMap(at index: Int) -> Homography {
    placement(at: index).map
  }

  /// The placement of the layer at `index`, in the snapshot's space.
  func placement(at index: Int) -> Placement {
    placement(at: index, below: anchors.isEmpty ? nil : anchor(of: index))
  }

  /// The placement of the layer at `index`, whose anchor is `anchor` (from ``anchor(of:)``).
  func placement(at index: Int, below anchor: Int?) -> Placement {
    let record = columns.records[index]
    guard let anchor else {
      return Placement(index: index, map: columns.maps[index], record: record)
    }
    let map = Self.composed(
      columns.maps[index], isAffine: record.flags.contains(.affineMap),
      under: columns.maps[anchor])
    let isAnchorHidden = columns.records[anchor].flags.contains(.hidden)
    return Placement(
      index: index, map: map, bounds: record.bounds,
      flags: isAnchorHidden ? record.flags.union(.hidden) : record.flags)
  }

  /// The clip of the layer at `index` in the snapshot's space — the polygon its masking ancestors
  /// leave visible — or `nil` when none masks it.
  ///
  /// Below an anchor: the clip recorded in its space, mapped by its map, within the clip of the
  /// anchor's sublayers (its quad within its own clip when it masks).
  func clipPolygon(at index: Int) -> ArraySlice<Point2D>? {
    var reader = ClipReader()
    return reader.clip(at: index, below: anchors.isEmpty ? nil : anchor(of: index), of: self)
  }

  /// The clip of an anchor's sublayers in the snapshot's space: its quad within its own clip when
  /// it masks to its bounds, otherwise its own clip; `nil` for none.
  func sublayerClip(ofAnchorAt anchor: Int) -> [Point2D]? {
    let clip = columns.clipIndices[anchor]
    let outer = clip < 0 ? nil : Array(clipVertices[clips[Int(clip)]])
    let record = columns.records[anchor]
    guard record.flags.contains(.masksToBounds), !record.flags.contains(.hidden) else {
      return outer
    }
    // As the builder clips a masking layer's sublayers outside anchors.
    guard let quad = quad(at: anchor) else {
      return boundingBox(of: nil, at: anchor).isNull ? [] : outer
    }
    let polygon = Array(quad)
    return outer.map { ConvexPolygon.intersection(polygon, $0) } ?? polygon
  }
}

/// Reads the clips of layers in the snapshot's space one after another: below an anchor, a clip is
/// composed once for the layers side by side that share it.
struct ClipReader {
  /// The anchor last read below and the clip of its sublayers.
  private var anchorClip: (anchor: Int, polygon: [Point2D]?)?
  /// The clip last composed below it: its index among the snapshot's clips, and the polygon.
  private var composed: (clip: Int32, polygon: [Point2D]?)?

  /// The clip of the layer at `index`, whose anchor is `anchor` (from
  /// ``LayerSnapshot/anchor(of:)``), in `snapshot`'s space; `nil` when none masks it.
  mutating func clip(at index: Int, below anchor: Int?, of snapshot: LayerSnapshot)
    -> ArraySlice<Point2D>?
  {
    let clip = snapshot.columns.clipIndices[index]
    let own = clip < 0 ? nil : snapshot.clipVertices[snapshot.clips[Int(clip)]]
    guard let anchor else { return own }
    if anchorClip?.anchor != anchor {
      anchorClip = (anchor, snapshot.sublayerClip(ofAnchorAt: anchor))
      composed = nil
    }
    let outer = anchorClip?.polygon
    guard let own else { return outer?[...] }
    if composed?.clip != clip {
      let mapped = own.map(snapshot.columns.maps[anchor].map)
      composed = (clip, outer.map { ConvexPolygon.intersection(mapped, $0) } ?? mapped)
    }
    return composed?.polygon?[...]
  }
}
