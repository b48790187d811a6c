// The tree over the boxes of a wide index: it answers, in slot order, the first slot at or after a
// given one whose box holds a point (or the last before one), so that an index whose slots are in
// drawing order gets its hits front to back wherever its boxes lie. It is kept one of two ways,
// whichever suits the boxes:
//
// - **In slot order** (a list, a grid, a stack of rows): a segment tree, a complete binary tree
//   whose leaves are the slots' boxes, every slot of the index, free or not. Neighbours in the
//   order are neighbours on screen, so each node's box, over a run of slots, is as small as any
//   grouping's; a query walks right from the leaf of its first slot, entering each node that holds
//   the point, and the first leaf it reaches is the answer. A changed box refits the O(log n)
//   nodes above its leaf.
// - **By space** (a canvas: boxes anywhere, in the order they were drawn): an R-tree of fan-out
//   `fanOut` whose nodes hold, besides their box, the range of the slots below them, packed
//   sort-tile-recursive (the slots whose boxes hold some point sorted across into slices, each
//   sorted down and cut into leaves; each level above packed the same way), so that a node covers
//   boxes near each other whatever their slots. A query prunes each node whose box misses the
//   point, whose slots all come before the first it may answer, or whose first slot comes after
//   the best found so far, entering the nodes of the least slots first: the front-most hit is
//   found first, and what lies behind it is passed.
//
// The slot order is kept unless runs of `fanOut` consecutive slots would cover far more than the
// boxes do (more than `spreadLimit` times the larger of the union's area and the boxes' own),
// which a list never does and a canvas of shapes placed anywhere always does.
//
// In the R-tree a changed box refits its leaf and the nodes above it, up to the first that comes
// out the same: O(fanOut · height). A box that comes to hold a point (a slot added, a layer shown)
// is inserted into the leaf whose box it grows least, splitting full nodes on the way up, and a
// box that moves away from every other box of its leaf (a dragged card) is taken out and inserted
// anew: O(fanOut · height) each. After as many such restructurings as slots, the tree is packed
// again, so that its nodes stay tight, at O(log n) amortised per change.

/// A tree of the boxes of an index's slots — a segment tree in slot order, or an R-tree packed by
/// space — answering in slot order.
///
/// The boxes are the index's, read where the index keeps them (one per slot, empty where nothing
/// can be hit); the index writes a slot's box, then tells the tree (``boxDidChange(at:)``).
final class BoxTree {
  /// A node: a leaf lists slots, any other node lists nodes.
  struct Node {
    /// Holds every box below the node: exactly their union.
    var box: HitBox
    /// The least and greatest slot below the node (`Int32.max` and `Int32.min` for none).
    var minSlot: Int32
    var maxSlot: Int32
    /// The node above, -1 for the root.
    var parent: Int32
    var count: Int32
    var isLeaf: Bool
  }

  /// An entry of a node: a slot and its box (in a leaf), or a node and its box and slot range, so
  /// that a query reads a node's entries in one place.
  struct Entry {
    var box: HitBox
    var item: Int32
    var minSlot: Int32
    var maxSlot: Int32
  }

  /// The most entries of a node (packed by space): a query of a canvas enters few nodes, each
  /// read in a few fetches from memory.
  static let fanOut = 16
  /// How many times the area of the boxes (or of their union) the slot-order leaves may cover
  /// before the tree is packed by space.
  static let spreadLimit = 4.0

  /// The index's boxes, one per slot.
  private let boxes: UnsafePointer<HitBox>
  /// The number of slots.
  let slotCount: Int
  /// Whether the tree is a segment tree in slot order, rather than an R-tree packed by space.
  var isInSlotOrder: Bool { segments != nil }
  /// In slot order: a complete binary tree of `2 · leafCount` boxes, node `i` the union of
  /// nodes `2i` and `2i + 1`, the leaves `leafCount ..< 2 · leafCount` the slots' boxes (empty
  /// past the last slot); `nil` when packed by space.
  private var segments: UnsafeMutablePointer<HitBox>?
  private var leafCount = 0
  // Packed by space: the nodes, their entries and each slot's leaf (a place each, unused, in slot
  // order).
  private var nodes: UnsafeMutablePointer<Node>
  /// `fanOut + 1` places per node (the last only while a node is being split).
  private var entries: UnsafeMutablePointer<Entry>
  private var nodeCapacity: Int
  private var nodeCount = 0
  private var root: Int32 = 0
  /// The number of levels, leaves included.
  private var height = 1
  /// For each slot, its leaf, -1 where it is in none (packed by space: a slot whose box was empty).
  private let leafOfSlot: UnsafeMutablePointer<Int32>
  /// Insertions and reinsertions since the tree was packed.
  private var restructurings = 0

  /// A tree over the `slotCount` boxes at `boxes`, packed as they suit.
  ///
  /// O(*n* log *n*) for *n* slots when packed by space, O(*n*) in slot order.
  init(boxes: UnsafePointer<HitBox>, slotCount: Int) {
    self.boxes = boxes
    self.slotCount = slotCount
    guard Self.isSpread(boxes, slotCount: slotCount) else {
      var leaves = 1
      while leaves < slotCount { leaves *= 2 }
      leafCount = leaves
      let segments = UnsafeMutablePointer<HitBox>.allocate(capacity: 2 * leaves)
      for slot in 0..<leaves { segments[leaves + slot] = slot < slotCount ? boxes[slot] : .empty }
      for node in (1..<leaves).reversed() {
        segments[node] = segments[2 * node].union(segments[2 * node + 1])
      }
      segments[0] = .empty
      self.segments = segments
      (nodeCapacity, nodes, entries, leafOfSlot) = (
        1, .allocate(capacity: 1), .allocate(capacity: 1), .allocate(capacity: 1)
      )
      return
    }
    nodeCapacity = 16
    nodes = .allocate(capacity: nodeCapacity)
    entries = .allocate(capacity: nodeCapacity * (Self.fanOut + 1))
    leafOfSlot = .allocate(capacity: max(slotCount, 1))
    pack()
  }

  /// A tree that answers as `other` does, over `boxes`: a copy of `other`'s boxes.
  ///
  /// O(*n*): the nodes are copied as they are.
  init(copying other: BoxTree, over boxes: UnsafePointer<HitBox>) {
    self.boxes = boxes
    slotCount = other.slotCount
    leafCount = other.leafCount
    if let otherSegments = other.segments {
      let segments = UnsafeMutablePointer<HitBox>.allocate(capacity: 2 * leafCount)
      segments.initialize(from: otherSegments, count: 2 * leafCount)
      self.segments = segments
    }
    nodeCapacity = other.nodeCapacity
    nodes = .allocate(capacity: nodeCapacity)
    nodes.initialize(from: other.nodes, count: other.nodeCount)
    entries = .allocate(capacity: nodeCapacity * (Self.fanOut + 1))
    // Only the places of the entries a node counts are ever read.
    UnsafeMutableRawPointer(entries).copyMemory(
      from: other.entries,
      byteCount: other.nodeCount * (Self.fanOut + 1) * MemoryLayout<Entry>.stride)
    leafOfSlot = .allocate(capacity: max(slotCount, 1))
    if other.segments == nil { leafOfSlot.initialize(from: other.leafOfSlot, count: slotCount) }
    (nodeCount, root, height, restructurings) = (
      other.nodeCount, other.root, other.height, other.restructurings
    )
  }

  deinit {
    segments?.deallocate()
    nodes.deallocate()
    entries.deallocate()
    leafOfSlot.deallocate()
  }

  /// What every box below the root holds: the union of the slots' boxes.
  var union: HitBox { segments?[1] ?? nodes[Int(root)].box }

  /// Whether runs of ``fanOut`` consecutive slots would cover more than ``spreadLimit`` times
  /// the area of the boxes.
  ///
  /// O(*n*). Boxes that are not bounded keep the slot order.
  static func isSpread(_ boxes: UnsafePointer<HitBox>, slotCount: Int) -> Bool {
    var (leaves, own, union) = (0.0, 0.0, HitBox.empty)
    var leaf = HitBox.empty
    for slot in 0..<slotCount {
      let box = boxes[slot]
      if box.minX <= box.maxX && box.minY <= box.maxY {
        guard box.isBounded else { return false }
        own += box.area
        leaf = leaf.union(box)
        union = union.union(box)
      }
      if slot % Self.fanOut == Self.fanOut - 1 || slot == slotCount - 1 {
        if leaf.isBounded { leaves += leaf.area }
        leaf = .empty
      }
    }
    return union.isBounded && leaves > spreadLimit * max(union.area, own)
  }

  // MARK: Packing

  /// Packs every slot anew, by space.
  private func pack() {
    nodeCount = 0
    restructurings = 0
    leafOfSlot.initialize(repeating: -1, count: slotCount)
    var slots: [Int32] = []
    for slot in 0..<slotCount where !boxes[slot].isEmpty { slots.append(Int32(slot)) }
    var level = packLevel(slots, isLeaf: true) { self.boxes[Int($0)] }
    height = 1
    while level.count > 1 {
      level = packLevel(level, isLeaf: false) { self.nodes[Int($0)].box }
      height += 1
    }
    root = level[0]
    nodes[Int(root)].parent = -1
  }

  /// Nodes over `items` (slots for leaves, nodes otherwise), sort-tile-recursive.
  ///
  /// The items sorted by the centres of their boxes across, cut into vertical slices, each sorted
  /// down and cut into nodes of `fanOut`; each node's entries in slot order. At least one node,
  /// empty for no items.
  private func packLevel(
    _ items: [Int32], isLeaf: Bool, box: (Int32) -> HitBox
  ) -> [Int32] {
    guard !items.isEmpty else {
      let node = newNode(isLeaf: isLeaf)
      computeNode(node)
      return [node]
    }
    let keyed = items.map { item -> (item: Int32, x: Double, y: Double) in
      let b = box(item)
      return (item, Self.centre(b.minX, b.maxX), Self.centre(b.minY, b.maxY))
    }
    let nodeTotal = (keyed.count + Self.fanOut - 1) / Self.fanOut
    var sliceCount = 1
    while sliceCount * sliceCount < nodeTotal { sliceCount += 1 }
    let sliceSize = sliceCount * Self.fanOut
    let across = keyed.sorted { ($0.x, $0.item) < ($1.x, $1.item) }
    var packed: [Int32] = []
    packed.reserveCapacity(nodeTotal)
    for sliceStart in stride(from: 0, to: across.count, by: sliceSize) {
      let slice = across[sliceStart..<min(sliceStart + sliceSize, across.count)]
        .sorted { ($0.y, $0.item) < ($1.y, $1.item) }
      for start in stride(from: 0, to: slice.count, by: Self.fanOut) {
        let node = newNode(isLeaf: isLeaf)
        let group = slice[
          (slice.startIndex + start)..<min(slice.startIndex + start + Self.fanOut, slice.endIndex)]
        let ordered =
          isLeaf
          ? group.map { $0.item }.sorted()
          : group.map { $0.item }.sorted {
            nodes[Int($0)].minSlot < nodes[Int($1)].minSlot
          }
        for item in ordered { append(item, to: node) }
        computeNode(node)
        packed.append(node)
      }
    }
    return packed
  }

  /// The centre of an edge pair, ordered for sorting: 0 where it is not a number.
  private static func centre(_ low: Double, _ high: Double) -> Double {
    let centre = low / 2 + high / 2
    return centre.isNaN ? 0 : centre
  }

  private func newNode(isLeaf: Bool) -> Int32 {
    if nodeCount == nodeCapacity {
      let capacity = 2 * nodeCapacity
      let (grownNodes, grownEntries) = (
        UnsafeMutablePointer<Node>.allocate(capacity: capacity),
        UnsafeMutablePointer<Entry>.allocate(capacity: capacity * (Self.fanOut + 1))
      )
      grownNodes.moveInitialize(from: nodes, count: nodeCount)
      grownEntries.moveInitialize(from: entries, count: nodeCount * (Self.fanOut + 1))
      nodes.deallocate()
      entries.deallocate()
      (nodes, entries, nodeCapacity) = (grownNodes, grownEntries, capacity)
    }
    (nodes + nodeCount).initialize(
      to: Node(
        box: .empty, minSlot: .max, maxSlot: .min, parent: -1, count: 0, isLeaf: isLeaf))
    nodeCount += 1
    return Int32(nodeCount - 1)
  }

  /// Lists `item` (a slot for a leaf, a node otherwise) last in `node`, which has room for it.
  private func append(_ item: Int32, to node: Int32) {
    let count = Int(nodes[Int(node)].count)
    let entry: Entry
    if nodes[Int(node)].isLeaf {
      leafOfSlot[Int(item)] = node
      entry = Entry(box: boxes[Int(item)], item: item, minSlot: item, maxSlot: item)
    } else {
      let child = nodes[Int(item)]
      nodes[Int(item)].parent = node
      entry = Entry(box: child.box, item: item, minSlot: child.minSlot, maxSlot: child.maxSlot)
    }
    entries[Int(node) * (Self.fanOut + 1) + count] = entry
    nodes[Int(node)].count += 1
  }

  /// The place of `item` among the entries of `node`.
  private func place(of item: Int32, in node: Int32) -> UnsafeMutablePointer<Entry> {
    let list = entries + Int(node) * (Self.fanOut + 1)
    var i = 0
    while list[i].item != item { i += 1 }
    return list + i
  }

  /// Recomputes a node's box and slot range from its entries, and its entry in the node above;
  /// returns whether they changed.
  @discardableResult
  private func computeNode(_ node: Int32) -> Bool {
    let n = nodes + Int(node)
    let list = entries + Int(node) * (Self.fanOut + 1)
    var (box, low, high) = (HitBox.empty, Int32.max, Int32.min)
    for i in 0..<Int(n.pointee.count) {
      box = box.union(list[i].box)
      (low, high) = (min(low, list[i].minSlot), max(high, list[i].maxSlot))
    }
    let old = n.pointee
    guard
      !old.box.isBitwiseEqual(to: box) || old.minSlot != low || old.maxSlot != high
    else { return false }
    (n.pointee.box, n.pointee.minSlot, n.pointee.maxSlot) = (box, low, high)
    if old.parent >= 0 {
      place(of: node, in: old.parent).pointee = Entry(
        box: box, item: node, minSlot: low, maxSlot: high)
    }
    return true
  }

  /// Recomputes `node` and the nodes above it, up to the first that comes out the same.
  private func refit(from node: Int32) {
    var node = node
    while node >= 0 && computeNode(node) { node = nodes[Int(node)].parent }
  }

  // MARK: Changes

  /// Brings the tree up to date with the box now at `slot`.
  ///
  /// O(`fanOut` · height); packed by space, a box inserted or moved to another leaf counts
  /// towards packing the tree anew, O(*n* log *n*) once per *n* of them.
  func boxDidChange(at slot: Int) {
    if let segments {
      var node = leafCount + slot
      segments[node] = boxes[slot]
      while node > 1 {
        node /= 2
        segments[node] = segments[2 * node].union(segments[2 * node + 1])
      }
      return
    }
    let leaf = leafOfSlot[slot]
    let box = boxes[slot]
    if leaf >= 0 { place(of: Int32(slot), in: leaf).pointee.box = box }
    if leaf < 0 {
      guard !box.isEmpty else { return }
      insert(Int32(slot))
    } else if !box.isEmpty, !box.meets(othersBox(of: Int32(slot), in: leaf)) {
      remove(Int32(slot), from: leaf)
      insert(Int32(slot))
    } else {
      refit(from: leaf)
      return
    }
    restructurings += 1
    if restructurings > max(64, slotCount) { pack() }
  }

  /// The union of the boxes of a leaf but `slot`'s; the box everywhere when there are none
  /// (so that a lone box stays where it is).
  private func othersBox(of slot: Int32, in leaf: Int32) -> HitBox {
    let list = entries + Int(leaf) * (Self.fanOut + 1)
    var box = HitBox.empty
    var others = 0
    for i in 0..<Int(nodes[Int(leaf)].count) where list[i].item != slot {
      let other = list[i].box
      if !other.isEmpty { others += 1 }
      box = box.union(other)
    }
    return others == 0 ? .everywhere : box
  }

  /// Takes `slot` out of its leaf, refitting the nodes above.
  private func remove(_ slot: Int32, from leaf: Int32) {
    let list = entries + Int(leaf) * (Self.fanOut + 1)
    let count = Int(nodes[Int(leaf)].count)
    for i in 0..<count where list[i].item == slot {
      list[i] = list[count - 1]
      break
    }
    nodes[Int(leaf)].count -= 1
    leafOfSlot[Int(slot)] = -1
    refit(from: leaf)
  }

  /// Puts `slot` in the leaf whose box its box grows least, splitting full nodes on the way up.
  private func insert(_ slot: Int32) {
    let box = boxes[Int(slot)]
    var node = root
    while !nodes[Int(node)].isLeaf {
      let list = entries + Int(node) * (Self.fanOut + 1)
      var (best, bestGrowth, bestArea) = (list[0].item, Double.infinity, Double.infinity)
      for i in 0..<Int(nodes[Int(node)].count) {
        let childBox = list[i].box
        let area = childBox.isEmpty ? 0 : childBox.area
        var growth = childBox.union(box).area - area
        if growth.isNaN { growth = .infinity }
        if growth < bestGrowth || (growth == bestGrowth && area < bestArea) || i == 0 {
          (best, bestGrowth, bestArea) = (list[i].item, growth, area)
        }
      }
      node = best
    }
    append(slot, to: node)
    while Int(nodes[Int(node)].count) > Self.fanOut { node = split(node) }
    refit(from: node)
  }

  /// Splits an overfull node in two halves along the axis its entries' centres spread most, the
  /// second half a new node beside it; returns the node above the two (a new root when `node`
  /// was the root).
  private func split(_ node: Int32) -> Int32 {
    let isLeaf = nodes[Int(node)].isLeaf
    let list = entries + Int(node) * (Self.fanOut + 1)
    let count = Int(nodes[Int(node)].count)
    var items = (0..<count).map { i -> (entry: Entry, x: Double, y: Double) in
      let b = list[i].box
      return (list[i], Self.centre(b.minX, b.maxX), Self.centre(b.minY, b.maxY))
    }
    let spreadX = (items.map { $0.x }.max() ?? 0) - (items.map { $0.x }.min() ?? 0)
    let spreadY = (items.map { $0.y }.max() ?? 0) - (items.map { $0.y }.min() ?? 0)
    items.sort {
      spreadX >= spreadY
        ? ($0.x, $0.entry.item) < ($1.x, $1.entry.item)
        : ($0.y, $0.entry.item) < ($1.y, $1.entry.item)
    }
    let sibling = newNode(isLeaf: isLeaf)
    let list2 = entries + Int(node) * (Self.fanOut + 1)  // `newNode` may have moved the entries
    nodes[Int(node)].count = 0
    for (i, entry) in items.enumerated() {
      if i < count / 2 {
        list2[Int(nodes[Int(node)].count)] = entry.entry
        nodes[Int(node)].count += 1
      } else {
        append(entry.entry.item, to: sibling)
      }
    }
    computeNode(node)
    computeNode(sibling)
    var parent = nodes[Int(node)].parent
    if parent < 0 {
      parent = newNode(isLeaf: false)
      append(node, to: parent)
      root = parent
      height += 1
    }
    append(sibling, to: parent)
    return parent
  }

  // MARK: Queries

  /// The first slot at or after `start` whose box holds `point`, `nil` when there is none.
  ///
  /// O(`fanOut` · height) for a point in a few boxes: each node is entered only where its box
  /// holds the point and its slots may come before the best found so far.
  @inline(__always)
  func firstSlot(from start: Int, holding point: Point2D) -> Int? {
    if let segments {
      // Left to right from the leaf of `start` (from the root for slot 0): a node that holds the
      // point is entered (its left half first); one that does not is passed, to the next node to
      // its right, up as far as it is a right child.
      var node = start == 0 ? 1 : leafCount + start
      while true {
        if segments[node].contains(point) {
          if node >= leafCount { return node - leafCount }
          node *= 2
          continue
        }
        while node & 1 == 1 { node /= 2 }
        if node == 0 { return nil }
        node += 1
      }
    }
    let start = Int32(start)
    var best = Int32.max
    let stride = Self.fanOut + 1
    let rootNode = nodes[Int(root)]
    guard rootNode.maxSlot >= start, rootNode.box.contains(point) else { return nil }
    withUnsafeTemporaryAllocation(
      of: (node: Int32, minSlot: Int32).self, capacity: height * Self.fanOut + 1
    ) { stack in
      var top = 1
      stack[0] = (root, rootNode.minSlot)
      while top > 0 {
        top -= 1
        let (node, minSlot) = stack[top]
        guard minSlot < best else { continue }
        let list = entries + Int(node) * stride
        let count = Int(nodes[Int(node)].count)
        if nodes[Int(node)].isLeaf {
          for i in 0..<count {
            let slot = list[i].item
            if slot >= start && slot < best && list[i].box.contains(point) { best = slot }
          }
        } else {
          // Pushed last to first, so that the entry of the least slots is entered first.
          var i = count
          while i > 0 {
            i -= 1
            let entry = list + i
            if entry.pointee.maxSlot >= start && entry.pointee.minSlot < best
              && entry.pointee.box.contains(point)
            {
              stack[top] = (entry.pointee.item, entry.pointee.minSlot)
              top += 1
            }
          }
        }
      }
    }
    return best == .max ? nil : Int(best)
  }

  /// The last slot before `end` whose box holds `point`, `nil` when there is none: the search of
  /// ``firstSlot(from:holding:)`` run the other way, for an index whose slots are in drawing
  /// order searched from the front.
  ///
  /// O(`fanOut` · height) for a point in a few boxes, as ``firstSlot(from:holding:)``.
  @inline(__always)
  func lastSlot(before end: Int, holding point: Point2D) -> Int? {
    guard end > 0 else { return nil }
    if let segments {
      // Right to left from the leaf before `end` (from the root past the last slot): a node that
      // holds the point is entered (its right half first); one that does not is passed, to the
      // next node to its left, up as far as it is a left child.
      var node = end >= slotCount ? 1 : leafCount + end - 1
      while true {
        if segments[node].contains(point) {
          if node >= leafCount { return node - leafCount }
          node = 2 * node + 1
          continue
        }
        while node & 1 == 0 { node /= 2 }
        if node == 1 { return nil }
        node -= 1
      }
    }
    let end = Int32(clamping: end)
    var best = Int32.min
    let stride = Self.fanOut + 1
    let rootNode = nodes[Int(root)]
    guard rootNode.minSlot < end, rootNode.box.contains(point) else { return nil }
    withUnsafeTemporaryAllocation(
      of: (node: Int32, maxSlot: Int32).self, capacity: height * Self.fanOut + 1
    ) { stack in
      var top = 1
      stack[0] = (root, rootNode.maxSlot)
      while top > 0 {
        top -= 1
        let (node, maxSlot) = stack[top]
        guard maxSlot > best else { continue }
        let list = entries + Int(node) * stride
        let count = Int(nodes[Int(node)].count)
        if nodes[Int(node)].isLeaf {
          for i in 0..<count {
            let slot = list[i].item
            if slot < end && slot > best && list[i].box.contains(point) { best = slot }
          }
        } else {
          // Pushed first to last, so that the last entry is entered first: after packing, which
          // orders a node's entries by their least slot, the one of the greatest slots.
          for i in 0..<count {
            let entry = list + i
            if entry.pointee.minSlot < end && entry.pointee.maxSlot > best
              && entry.pointee.box.contains(point)
            {
              stack[top] = (entry.pointee.item, entry.pointee.maxSlot)
              top += 1
            }
          }
        }
      }
    }
    return best == .min ? nil : Int(best)
  }

  /// The slots whose box meets `box` (shares a point with it, edges included), ascending.
  ///
  /// O(`fanOut` · the nodes whose box meets it + *k* log *k*) for *k* slots found.
  func slots(meeting box: HitBox) -> [Int] {
    var found: [Int] = []
    if let segments {
      // Depth first, the left half first: the leaves come in slot order.
      var stack = [1]
      while let node = stack.popLast() {
        guard segments[node].meets(box) else { continue }
        if node >= leafCount {
          if node - leafCount < slotCount { found.append(node - leafCount) }
        } else {
          stack += [2 * node + 1, 2 * node]
        }
      }
      return found
    }
    let stride = Self.fanOut + 1
    var stack = [root]
    while let node = stack.popLast() {
      let list = entries + Int(node) * stride
      for i in 0..<Int(nodes[Int(node)].count) where list[i].box.meets(box) {
        if nodes[Int(node)].isLeaf {
          found.append(Int(list[i].item))
        } else {
          stack.append(list[i].item)
        }
      }
    }
    return found.sorted()
  }

  // MARK: Checks

  /// The first rule of the tree a node breaks, described: a box that holds something and is in
  /// no leaf, a leaf or a node whose box or slot range does not hold its entries', an entry whose
  /// way back up is wrong; `nil` where none.
  ///
  /// O(*n*). For the internal checks.
  func violation() -> String? {
    if let segments {
      for slot in 0..<leafCount {
        let leaf = segments[leafCount + slot]
        if slot < slotCount ? !leaf.isBitwiseEqual(to: boxes[slot]) : !leaf.isEmpty {
          return "the leaf of slot \(slot) of its tree is not that slot's box"
        }
      }
      for node in 1..<leafCount
      where !segments[node].holds(segments[2 * node])
        || !segments[node].holds(segments[2 * node + 1])
      {
        return "node \(node) of its tree does not hold its children"
      }
      return nil
    }
    for slot in 0..<slotCount where !boxes[slot].isEmpty && leafOfSlot[slot] < 0 {
      return "slot \(slot) holds a box and is in no leaf of its tree"
    }
    var stack: [Int32] = [root]
    while let node = stack.popLast() {
      let n = nodes[Int(node)]
      let list = entries + Int(node) * (Self.fanOut + 1)
      for i in 0..<Int(n.count) {
        let item = list[i].item
        let (box, low, high) =
          n.isLeaf
          ? (boxes[Int(item)], item, item)
          : (nodes[Int(item)].box, nodes[Int(item)].minSlot, nodes[Int(item)].maxSlot)
        if !list[i].box.isBitwiseEqual(to: box) || list[i].minSlot != low
          || list[i].maxSlot != high
        {
          return "entry \(i) of node \(node) of its tree is not what it lists"
        }
        if n.isLeaf && leafOfSlot[Int(item)] != node {
          return "slot \(item) is in a leaf of its tree that it does not name"
        }
        if !n.isLeaf && nodes[Int(item)].parent != node {
          return "node \(item) of its tree does not name the node above it"
        }
        if !n.box.holds(box) || (low <= high && (low < n.minSlot || high > n.maxSlot)) {
          return "node \(node) of its tree does not hold its entry \(i)"
        }
        if !n.isLeaf { stack.append(item) }
      }
    }
    return nil
  }
}
