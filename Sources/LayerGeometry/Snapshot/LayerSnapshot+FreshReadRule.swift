// The rule that `update(from:)` keeps: the snapshot it leaves is the one a fresh read of the tree
// gives, to the last bit, in every column that a query or a renderer reads — the elements, the
// records and maps the hit test walks, the boxes of the subtrees and the lists of sublayers it
// prunes with, and the index of every layer; and a canvas's index by space, where the snapshot
// keeps one, holds its list's boxes to the bit (whether a layer keeps one is decided when its list
// is written, see `SublayerListIndex.swift`, so a fresh read may decide otherwise). Checked after
// every update where internal checks are built in (see `InternalChecks.swift`).

extension LayerSnapshot {
  /// The first place where this snapshot differs from a fresh read of the tree under `root`,
  /// described; `nil` where they agree to the last bit.
  ///
  /// O(*n*) for *n* layers: it reads the tree again.
  func differenceFromAFreshRead(of root: Layer) -> String? {
    let fresh = LayerSnapshot(of: root)
    guard count == fresh.count else {
      return "\(count) layers, where a fresh read has \(fresh.count)"
    }
    guard anchors == fresh.anchors else {
      return "the anchors (\(anchors.count)) are not a fresh read's (\(fresh.anchors.count))"
    }
    var firstSlot = 0  // the lists of the layers before it, one after another
    for index in 0..<count {
      if let column = firstColumnDiffering(from: fresh, at: index) {
        return
          "the \(column) of layer \(index) (\(self[index].name ?? "unnamed")) is not a fresh read's"
      }
      let sublayerCount = Int(columns.records[index].sublayerCount)
      if let list = columns.sublayerIndices[index],
        let difference = list.difference(from: sublayerBoxes, from: firstSlot, count: sublayerCount)
      {
        return "the index of the sublayers of layer \(index) is wrong: \(difference)"
      }
      firstSlot += sublayerCount
    }
    guard sublayerBoxes.count == fresh.sublayerBoxes.count else {
      return
        "\(sublayerBoxes.count) sublayer boxes, where a fresh read has \(fresh.sublayerBoxes.count)"
    }
    for slot in 0..<sublayerBoxes.count
    where sublayerBoxes[slot].offset != fresh.sublayerBoxes[slot].offset
      || !sublayerBoxes[slot].box.isBitwiseEqual(to: fresh.sublayerBoxes[slot].box)
    {
      return "the sublayer box in slot \(slot) is not a fresh read's"
    }
    var stack = [root]
    while let layer = stack.popLast() {
      guard index(of: layer) == fresh.index(of: layer) else {
        return "the index of \(layer.name ?? "a layer") is not a fresh read's"
      }
      stack += layer.storedSublayers
    }
    return nil
  }

  /// The name of the first column whose value at `index` differs from `fresh`'s, or `nil`.
  private func firstColumnDiffering(from fresh: LayerSnapshot, at index: Int) -> String? {
    let (element, freshElement) = (self[index], fresh[index])
    let record = columns.records[index]
    let freshRecord = fresh.columns.records[index]
    if element.name != freshElement.name { return "name" }
    if element.depth != freshElement.depth { return "depth" }
    if element.superlayerIndex != freshElement.superlayerIndex { return "superlayer index" }
    if record.flags != freshRecord.flags { return "flags" }
    if record.sublayerCount != freshRecord.sublayerCount { return "sublayer count" }
    if !record.inverse.isBitwiseEqual(to: freshRecord.inverse) { return "inverse level" }
    if !element.bounds.isBitwiseEqual(to: freshElement.bounds) { return "bounds" }
    if !columns.maps[index].isBitwiseEqual(to: fresh.columns.maps[index]) { return "map" }
    if !element.transformToSnapshotSpace.isBitwiseEqual(to: freshElement.transformToSnapshotSpace) {
      return "transform to snapshot space"
    }
    if !Point2D.areBitwiseEqual(element.quad.map(Array.init), freshElement.quad.map(Array.init)) {
      return "quad"
    }
    if !element.boundingBox.isBitwiseEqual(to: freshElement.boundingBox) { return "bounding box" }
    if !Point2D.areBitwiseEqual(element.clip.map(Array.init), freshElement.clip.map(Array.init)) {
      return "clip"
    }
    if !columns.subtreeBoxes[index].isBitwiseEqual(to: fresh.columns.subtreeBoxes[index]) {
      return "subtree box"
    }
    return nil
  }
}
