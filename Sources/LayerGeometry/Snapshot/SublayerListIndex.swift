// The index of a canvas in a snapshot: a layer with many sublayers placed anywhere (see
// `BoxTree.swift`), whose list of sublayers (`SublayerBox.swift`) a hit test would otherwise try
// box by box. The same tree as the live index keeps, over the boxes of the list: a hit test asks it
// for the sublayers whose subtree's box holds the point one at a time, front to back, and searches
// each before asking for the next. A layer whose sublayers lie in their drawing order (a list) has
// none: the snapshot's box hierarchy already finds its candidates.
//
// Whether a layer keeps an index is decided when its list is written (read, or made again because
// its sublayers changed places): sublayers that come to lie anywhere by moves alone keep the
// hierarchy until then, and a canvas whose cards are moved into a row keeps its index. Either way
// the answers are the same; only their cost differs.
//
// A snapshot and its copies share an index; an update that changes a box makes the index its own
// first, when a copy holds it too.

/// The sublayers of a canvas by space: which of them may hold a point, front to back.
final class SublayerListIndex: @unchecked Sendable {
  // Sendable: an index is changed only through `boxDidChange(in:at:to:)`, after it is made the
  // snapshot's own; a shared one is only read, and a query allocates what it writes.

  /// Each sublayer's subtree box, in the list's order, where the tree reads them.
  private let boxes: UnsafeMutablePointer<HitBox>
  private let count: Int
  private let tree: BoxTree

  /// The index of the list of `count` sublayers from `first` on in `lists`, or `nil` when their
  /// boxes lie in their order, as a list's do, or are not bounded.
  ///
  /// O(*k*) for *k* sublayers, and O(*k* log *k*) more to pack the tree when there is one.
  init?(of lists: ChunkedArray<SublayerBox>, from first: Int, count: Int) {
    let boxes = UnsafeMutablePointer<HitBox>.allocate(capacity: max(count, 1))
    for position in 0..<count {
      boxes.advanced(by: position).initialize(to: HitBox(lists[first + position].box))
    }
    guard BoxTree.isSpread(boxes, slotCount: count) else {
      boxes.deallocate()
      return nil
    }
    self.boxes = boxes
    self.count = count
    tree = BoxTree(boxes: boxes, slotCount: count)
  }

  /// A copy of `other`, to change.
  private init(copying other: SublayerListIndex) {
    count = other.count
    boxes = .allocate(capacity: max(count, 1))
    boxes.initialize(from: other.boxes, count: count)
    tree = BoxTree(copying: other.tree, over: boxes)
  }

  deinit {
    boxes.deallocate()
  }

  /// The position in the list of the last sublayer before position `end` whose subtree's box
  /// holds `point`: the front-most candidate of a hit test, then the one behind it, and so on.
  ///
  /// O(log *k*) for a point in a few boxes: a search from the back that passes every node whose
  /// sublayers all come after `end` or before the best found so far, so that a hit test that
  /// stops at the front-most hit never looks for the candidates behind it.
  @inline(__always)
  func lastPosition(before end: Int, holding point: Point2D) -> Int? {
    tree.lastSlot(before: end, holding: point)
  }

  /// The positions in the list of the sublayers whose subtree's box meets `box` (edges
  /// included), in drawing order.
  func positions(meeting box: SearchBox) -> [Int] {
    tree.slots(meeting: HitBox(box))
  }

  /// Gives `index` the box of the sublayer at `position` after its subtree changed, making the
  /// index its own first when a copy of the snapshot shares it.
  ///
  /// O(log *k*), amortised; O(*k*) when the index is shared.
  static func boxDidChange(in index: inout SublayerListIndex?, at position: Int, to box: SearchBox)
  {
    guard var list = index else { return }
    index = nil
    if !isKnownUniquelyReferenced(&list) { list = SublayerListIndex(copying: list) }
    list.boxes[position] = HitBox(box)
    list.tree.boxDidChange(at: position)
    index = list
  }

  /// The first way in which this index does not index the list of `count` sublayers from
  /// `first` on in `lists`, described: a box that is not the list's to the bit, or a rule of its
  /// tree broken; `nil` where none.
  ///
  /// O(*k*). For the internal checks.
  func difference(from lists: ChunkedArray<SublayerBox>, from first: Int, count: Int) -> String? {
    guard self.count == count else { return "it indexes \(self.count) sublayers, not \(count)" }
    for position in 0..<count
    where !boxes[position].isBitwiseEqual(to: HitBox(lists[first + position].box)) {
      return "the box of its sublayer \(position) is not the list's"
    }
    return tree.violation()
  }
}

extension HitBox {
  /// The box with the edges of a search box.
  init(_ box: SearchBox) {
    self.init(
      minX: Double(box.minX), minY: Double(box.minY), maxX: Double(box.maxX),
      maxY: Double(box.maxY))
  }
}
