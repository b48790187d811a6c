// What a snapshot's hit test tries at a layer: its sublayers, side by side in memory. In the
// drawing order a layer's sublayers lie far apart (each after the whole subtree of the one before),
// so reading their boxes there would cost a cache miss per sublayer, one after the other.
//
// The lists of all layers lie in one array, in the drawing order of the layers they belong to: the
// list of a layer L with k sublayers starts at its *first slot* F(L), and is followed by the lists
// of the layers of L's subtree, which hold one entry for each of them but L. So the lists of a
// subtree form one run, as its layers do, and the first slot of L's j-th sublayer (from 0), at
// offset o after L in the drawing order, is F(L) + k + (o − 1) − j: the lists of L and of the o − 1
// layers of the subtrees of the sublayers before it, less the j of those that are not in them.
// F(root) = 0; a hit test finds every other first slot on its way down, from the entry it came
// through, and starts reading a layer's list while it reads the layer.

/// A sublayer as a snapshot's hit test tries it: its place in the drawing order after its
/// superlayer's, and the box of its subtree (its entry of `LayerSnapshot.subtreeBoxes`).
struct SublayerBox: Sendable {
  var offset: Int32
  var box: SearchBox

  /// The first slot of the `position`-th sublayer (from 0), `offset` layers after its superlayer
  /// in the drawing order, of a layer with `count` sublayers whose first slot is `first`.
  @inline(__always)
  static func firstSlot(ofSublayerAt position: Int, offset: Int, count: Int, after first: Int)
    -> Int
  {
    first + count + offset - 1 - position
  }

  /// Writes the list of the layer at `index`, from `first` on: each sublayer, in drawing order,
  /// with its subtree's box; and the list's index by space when the layer has many sublayers
  /// placed anywhere (see ``SublayerListIndex``).
  ///
  /// - Complexity: O(the layer's sublayers), and O(*k* log *k*) for the index of a canvas of *k*.
  static func writeList(
    of index: Int, at first: Int, into lists: inout ChunkedArray<SublayerBox>,
    indices: inout ChunkedArray<SublayerListIndex?>, sizes: ChunkedArray<Int32>,
    subtreeBoxes: ChunkedArray<SearchBox>
  ) {
    let end = index + Int(sizes[index])
    var (sublayer, slot) = (index + 1, first)
    while sublayer < end {
      lists[slot] = SublayerBox(offset: Int32(sublayer - index), box: subtreeBoxes[sublayer])
      sublayer += Int(sizes[sublayer])
      slot += 1
    }
    let count = slot - first
    indices[index] =
      count >= LayerSnapshot.manySublayers
      ? SublayerListIndex(of: lists, from: first, count: count) : nil
  }
}
