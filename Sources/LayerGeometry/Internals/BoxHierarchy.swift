// The index of a LayerSnapshot: a bounding-volume hierarchy over runs of consecutive layers of the
// drawing order. Leaves hold four layers each; each node holds the box of its leaves, in a complete
// binary tree stored level by level (node i has children 2i and 2i + 1, leaves from `base` on).
// Walking it right to left meets the layers back to front of the drawing order, so a hit test
// takes candidates front to back without sorting; walking it left to right gives a culling query's
// answers in drawing order.

/// A box in `minX minY maxX maxY` form, in single precision rounded outwards (so it holds the box
/// it was made from), half the memory of a `Rect2D`; the empty box has `min > max`, so no point is
/// in it.
struct SearchBox: Sendable {
  var minX = Float.infinity
  var minY = Float.infinity
  var maxX = -Float.infinity
  var maxY = -Float.infinity

  init() {}

  /// The box that holds every finite point: the box of a subtree with a layer that every query
  /// checks.
  static let everything = SearchBox(
    minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

  private init(minX: Float, minY: Float, maxX: Float, maxY: Float) {
    (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
  }

  /// The box of a finite `rect` with each edge moved out by `pad`; `nil` when an edge would pass
  /// the largest finite value.
  init?(_ rect: Rect2D, grownBy pad: Double) {
    let r = rect.standardized
    let (minX, minY) = (r.origin.x - pad, r.origin.y - pad)
    let (maxX, maxY) = (r.origin.x + r.size.width + pad, r.origin.y + r.size.height + pad)
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
    // One step outward from the nearest `Float`, never inside the edge whichever way it rounded
    // (testing which way costs a branch that cannot be predicted).
    (self.minX, self.minY) = (Float(minX).nextDown, Float(minY).nextDown)
    (self.maxX, self.maxY) = (Float(maxX).nextUp, Float(maxY).nextUp)
  }

  /// Whether the box holds no point.
  var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }

  /// The box as a rectangle (of infinite edges where the box's are).
  var rect: Rect2D {
    Rect2D(
      x: Double(minX), y: Double(minY), width: Double(maxX) - Double(minX),
      height: Double(maxY) - Double(minY))
  }

  @inline(__always)
  func contains(_ p: Point2D) -> Bool {
    p.x >= Double(minX) && p.x <= Double(maxX) && p.y >= Double(minY) && p.y <= Double(maxY)
  }

  /// Whether the box may hold a point: `true` whenever it holds it, found in single precision.
  @inline(__always)
  func mayHold(_ p: SearchPoint) -> Bool {
    minX <= p.highX && p.lowX <= maxX && minY <= p.highY && p.lowY <= maxY
  }

  @inline(__always)
  func intersects(_ other: SearchBox) -> Bool {
    other.minX <= maxX && minX <= other.maxX && other.minY <= maxY && minY <= other.maxY
  }

  mutating func formUnion(_ other: SearchBox) {
    minX = min(minX, other.minX)
    minY = min(minY, other.minY)
    maxX = max(maxX, other.maxX)
    maxY = max(maxY, other.maxY)
  }
}

/// A point between single-precision values: each coordinate's nearest `Float` below and above
/// it, so that a box of `Float` edges that holds the point holds them too, and is found holding it
/// without a conversion per edge.
struct SearchPoint {
  let lowX: Float
  let highX: Float
  let lowY: Float
  let highY: Float

  init(_ point: Point2D) {
    func below(_ x: Double) -> Float {
      let f = Float(x)
      return Double(f) <= x ? f : f.nextDown
    }
    func above(_ x: Double) -> Float {
      let f = Float(x)
      return Double(f) >= x ? f : f.nextUp
    }
    (lowX, highX, lowY, highY) = (below(point.x), above(point.x), below(point.y), above(point.y))
  }
}

struct BoxHierarchy: Sendable {
  static let leafSize = 4

  /// Each layer's box; empty for a layer no query returns and for the layers in ``always``.
  private(set) var boxes: ChunkedArray<SearchBox>
  /// The nodes; index 0 is unused, 1 is the root.
  private(set) var nodes: ChunkedArray<SearchBox>
  /// The index of the first leaf node.
  let base: Int
  /// The layers every query checks (their box is infinite), ascending.
  private(set) var always: [Int32]

  /// Builds the hierarchy over each layer's box (empty for a layer no query returns and for the
  /// layers in `always`) and the layers every query checks, ascending.
  init(boxes: ChunkedArray<SearchBox>, always: [Int32]) {
    let leaves = (boxes.count + Self.leafSize - 1) / Self.leafSize
    var base = 1
    while base < leaves { base *= 2 }
    var nodes = [SearchBox](repeating: SearchBox(), count: 2 * base)
    for (index, box) in boxes.enumerated() {
      nodes[base + index / Self.leafSize].formUnion(box)
    }
    for node in stride(from: base - 1, through: 1, by: -1) {
      nodes[node] = nodes[2 * node]
      nodes[node].formUnion(nodes[2 * node + 1])
    }
    self.boxes = boxes
    self.nodes = ChunkedArray(nodes)
    self.base = base
    self.always = always
  }

  /// Gives up the boxes (leaving none), so that they can be changed without a copy and the
  /// hierarchy built again.
  mutating func takeBoxes() -> ChunkedArray<SearchBox> {
    defer { boxes = ChunkedArray() }
    return boxes
  }

  /// Takes new boxes for every layer from `firstChanged` on (a splice moved them; there were
  /// `oldCount` before), and the layers every query checks: the nodes above them are refitted in
  /// place, unless the number of leaves crossed a power of two, when the hierarchy is made again.
  ///
  /// - Complexity: O(*n* − `firstChanged`) for *n* layers, plus O(``always``).
  mutating func replaceBoxes(
    _ newBoxes: ChunkedArray<SearchBox>, from firstChanged: Int, oldCount: Int,
    always newAlways: [Int32]
  ) {
    let leaves = (newBoxes.count + Self.leafSize - 1) / Self.leafSize
    var newBase = 1
    while newBase < leaves { newBase *= 2 }
    guard newBase == base, oldCount > 0 else {
      self = BoxHierarchy(boxes: newBoxes, always: newAlways)
      return
    }
    boxes = newBoxes
    always = newAlways
    let last = (max(oldCount, boxes.count) - 1) / Self.leafSize
    // Every box after the first change moved: no node is compared before it is written.
    refit(leaves: min(firstChanged / Self.leafSize, last)...last, writingAll: true)
  }

  /// Recomputes a run of leaves from the boxes (a leaf past the last layer is empty) and the
  /// nodes above them, writing only the nodes whose boxes change (a write makes the node's chunk
  /// this hierarchy's own when a copy of the snapshot shares it), or every node when `writingAll`.
  private mutating func refit(leaves: ClosedRange<Int>, writingAll: Bool = false) {
    for leaf in leaves {
      var box = SearchBox()
      let start = leaf * Self.leafSize
      for index in start..<max(start, min(start + Self.leafSize, boxes.count)) {
        box.formUnion(boxes[index])
      }
      if writingAll || !nodes[base + leaf].isBitwiseEqual(to: box) { nodes[base + leaf] = box }
    }
    var (low, high) = ((base + leaves.lowerBound) / 2, (base + leaves.upperBound) / 2)
    while low >= 1 {
      for node in low...high {
        var box = nodes[2 * node]
        box.formUnion(nodes[2 * node + 1])
        if writingAll || !nodes[node].isBitwiseEqual(to: box) { nodes[node] = box }
      }
      (low, high) = (low / 2, high / 2)
    }
  }

  /// Replaces the boxes of a run of layers with as many new ones, and the run's layers in
  /// ``always`` with `newAlways` (ascending, within the run): the nodes above the run are refitted.
  ///
  /// - Complexity: O(*k* + log *n*) for a run of *k* of *n* layers, plus O(``always``).
  mutating func replace(
    _ run: Range<Int>, with newBoxes: Slice<ChunkedArray<SearchBox>>, always newAlways: [Int32]
  ) {
    boxes.overwrite(run, with: newBoxes)
    refit(leaves: (run.lowerBound / Self.leafSize)...((run.upperBound - 1) / Self.leafSize))
    let start = always.firstIndex { $0 >= run.lowerBound } ?? always.count
    let end = always[start...].firstIndex { $0 >= run.upperBound } ?? always.count
    always.replaceSubrange(start..<end, with: newAlways)
  }

  /// Whether every query checks the layer at `index`.
  func isAlways(_ index: Int) -> Bool {
    firstAlways(from: index).map { always[$0] == index } ?? false
  }

  /// The union of the boxes of a run of layers, or ``SearchBox/everything`` when one of them is
  /// in ``always``.
  ///
  /// Equal to the last bit to the boxes' union taken one by one (a union of boxes is exact), from
  /// the nodes that lie wholly within the run.
  ///
  /// - Complexity: O(log *n*) for *n* layers, whatever the run's length.
  func union(of run: Range<Int>) -> SearchBox {
    var union = SearchBox()
    guard !run.isEmpty else { return union }
    if let first = firstAlways(from: run.lowerBound), always[first] < run.upperBound {
      return .everything
    }
    // The leaves wholly within the run, and the layers of the run in the leaves at its ends.
    let firstLeaf = (run.lowerBound + Self.leafSize - 1) / Self.leafSize
    let endLeaf = run.upperBound / Self.leafSize
    guard firstLeaf < endLeaf else {
      for index in run { union.formUnion(boxes[index]) }
      return union
    }
    for index in run.lowerBound..<(firstLeaf * Self.leafSize) { union.formUnion(boxes[index]) }
    for index in (endLeaf * Self.leafSize)..<run.upperBound { union.formUnion(boxes[index]) }
    // The fewest nodes that cover the leaves `firstLeaf..<endLeaf`, from both ends up.
    var (left, right) = (base + firstLeaf, base + endLeaf)
    while left < right {
      if left & 1 == 1 {
        union.formUnion(nodes[left])
        left += 1
      }
      if right & 1 == 1 {
        right -= 1
        union.formUnion(nodes[right])
      }
      (left, right) = (left / 2, right / 2)
    }
    return union
  }

  /// The position in ``always`` of its first layer at or after `index`, or `nil`.
  private func firstAlways(from index: Int) -> Int? {
    var (low, high) = (0, always.count)
    while low < high {
      let middle = (low + high) / 2
      if always[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low < always.count ? low : nil
  }

  /// Calls `visit` with each layer of a run whose box passes `test`, and each layer of the run in
  /// ``always``: front to back (the drawing order from its end) when `frontToBack` is true, in
  /// drawing order otherwise; stops when `visit` returns `false`.
  ///
  /// Allocates nothing: the walk's stack is on the call stack. Nodes whose layers all lie outside
  /// the run are not entered, so a run costs what its own candidates cost.
  func forEachCandidate(
    in run: Range<Int>, frontToBack: Bool, where test: (SearchBox) -> Bool,
    _ visit: (Int) -> Bool
  ) {
    let run = run.clamped(to: 0..<boxes.count)
    guard !run.isEmpty else { return }
    // The layers of `always` in the run, and the next one to visit.
    let alwaysStart = firstAlways(from: run.lowerBound) ?? always.count
    let alwaysEnd = firstAlways(from: run.upperBound) ?? always.count
    var next = frontToBack ? alwaysEnd - 1 : alwaysStart
    let levels = base.trailingZeroBitCount  // the levels of nodes above the leaves
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 64) { stack in
      var top = 0
      stack[0] = 1
      // Visits the layers of `always` that come before `index` in the walk's order.
      func visitAlways(before index: Int) -> Bool {
        while (alwaysStart..<alwaysEnd).contains(next) {
          let candidate = Int(always[next])
          guard frontToBack ? candidate > index : candidate < index else { break }
          next += frontToBack ? -1 : 1
          if !visit(candidate) { return false }
        }
        return true
      }
      while top >= 0 {
        let node = stack[top]
        top -= 1
        // The layers under the node: its leaves' (node n at height h covers leaves
        // n·2ʰ − base ..< (n + 1)·2ʰ − base).
        let height = levels - (Int.bitWidth - 1 - node.leadingZeroBitCount)
        let layers =
          ((node << height) - base) * Self.leafSize..<(((node + 1) << height) - base)
          * Self.leafSize
        guard layers.overlaps(run), test(nodes[node]) else { continue }
        if node < base {
          // The child visited first goes on top.
          stack[top + 1] = frontToBack ? 2 * node : 2 * node + 1
          stack[top + 2] = frontToBack ? 2 * node + 1 : 2 * node
          top += 2
          continue
        }
        let inRun = layers.clamped(to: run)
        var index = frontToBack ? inRun.upperBound - 1 : inRun.lowerBound
        while inRun.contains(index) {
          if !boxes[index].isEmpty && test(boxes[index]) {
            guard visitAlways(before: index), visit(index) else { return }
          }
          index += frontToBack ? -1 : 1
        }
      }
      _ = visitAlways(before: frontToBack ? -1 : Int.max)
    }
  }
}
