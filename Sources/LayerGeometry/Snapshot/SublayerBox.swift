// What a snapshot's hit test tries at a layer: its sublayers, side by side in memory. In the
// drawing order a layer's sublayers lie far apart (each after the whole subtree of the one before),
// so reading their boxes there would cost a cache miss per sublayer, one after the other; a short
// list per layer costs one.

/// A sublayer as a snapshot's hit test tries it: its place in the drawing order after its
/// superlayer's, and the box of its subtree (its entry of `LayerSnapshot.subtreeBoxes`).
struct SublayerBox: Sendable {
  let offset: Int32
  let box: SearchBox

  /// The sublayers of the layer at `index`, in drawing order, with their subtrees' boxes; none for
  /// a layer with ``LayerSnapshot/manySublayers`` or more, whose sublayers a hit test finds with
  /// the index.
  ///
  /// - Complexity: O(the layer's sublayers).
  static func sublayers(
    of index: Int, sizes: ChunkedArray<Int32>, subtreeBoxes: ChunkedArray<SearchBox>,
    records: ChunkedArray<LayerRecord>
  ) -> [SublayerBox] {
    guard sizes[index] > 1, !records[index].flags.contains(.hasManySublayers) else { return [] }
    var sublayers: [SublayerBox] = []
    let end = index + Int(sizes[index])
    var sublayer = index + 1
    while sublayer < end {
      sublayers.append(
        SublayerBox(offset: Int32(sublayer - index), box: subtreeBoxes[sublayer]))
      sublayer += Int(sizes[sublayer])
    }
    return sublayers
  }
}
