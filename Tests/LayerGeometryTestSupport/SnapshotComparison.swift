// Snapshots compared element by element, to the last bit: what the update, read-in-runs and
// stress tests hold an updated or differently read snapshot to.

import LayerGeometry
import XCTest

/// Whether two numbers have the same bits (so NaN is the same as NaN, and −0 differs from 0).
public func bitwiseSame(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

/// Whether two rectangles have the same bits, field by field.
public func bitwiseSame(_ a: Rect2D, _ b: Rect2D) -> Bool {
  bitwiseSame(a.origin.x, b.origin.x) && bitwiseSame(a.origin.y, b.origin.y)
    && bitwiseSame(a.size.width, b.size.width) && bitwiseSame(a.size.height, b.size.height)
}

/// Whether two lists of points have the same bits, point by point.
public func bitwiseSame(_ a: [Point2D], _ b: [Point2D]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { bitwiseSame($0.x, $1.x) && bitwiseSame($0.y, $1.y) }
}

/// Whether two transforms have the same bits, entry by entry.
public func bitwiseSame(_ a: Transform3D, _ b: Transform3D) -> Bool {
  let (x, y) = (a, b)
  return [
    bitwiseSame(x.m11, y.m11), bitwiseSame(x.m12, y.m12), bitwiseSame(x.m13, y.m13),
    bitwiseSame(x.m14, y.m14),
    bitwiseSame(x.m21, y.m21), bitwiseSame(x.m22, y.m22), bitwiseSame(x.m23, y.m23),
    bitwiseSame(x.m24, y.m24),
    bitwiseSame(x.m31, y.m31), bitwiseSame(x.m32, y.m32), bitwiseSame(x.m33, y.m33),
    bitwiseSame(x.m34, y.m34),
    bitwiseSame(x.m41, y.m41), bitwiseSame(x.m42, y.m42), bitwiseSame(x.m43, y.m43),
    bitwiseSame(x.m44, y.m44),
  ].allSatisfy { $0 }
}

/// Whether two snapshots hold the same elements to the last bit, and find the same index for
/// every layer of `pool`.
public func assertSameElements(
  _ updated: LayerSnapshot, _ fresh: LayerSnapshot, pool: [Layer], edit: Int,
  file: StaticString = #filePath, line: UInt = #line
) -> Bool {
  guard updated.count == fresh.count else {
    XCTFail("edit \(edit): \(updated.count) layers, fresh \(fresh.count)", file: file, line: line)
    return false
  }
  for (a, b) in zip(updated, fresh) {
    let equal =
      a.name == b.name && a.depth == b.depth && a.superlayerIndex == b.superlayerIndex
      && bitwiseSame(a.bounds, b.bounds)
      && bitwiseSame(a.transformToSnapshotSpace, b.transformToSnapshotSpace)
      && (a.quad == nil) == (b.quad == nil)
      && bitwiseSame(a.quad.map(Array.init) ?? [], b.quad.map(Array.init) ?? [])
      && bitwiseSame(a.boundingBox, b.boundingBox) && (a.clip == nil) == (b.clip == nil)
      && bitwiseSame(a.clip.map(Array.init) ?? [], b.clip.map(Array.init) ?? [])
      && a.isHidden == b.isHidden && a.isFacingAway == b.isFacingAway
    guard equal else {
      XCTFail("edit \(edit): an element differs from the fresh snapshot's", file: file, line: line)
      return false
    }
  }
  for layer in pool where updated.index(of: layer) != fresh.index(of: layer) {
    XCTFail("edit \(edit): index(of:) differs from the fresh snapshot's", file: file, line: line)
    return false
  }
  return true
}

/// Whether two snapshots answer hit tests and culling queries alike.
public func assertSameAnswers<G: RandomNumberGenerator>(
  _ updated: LayerSnapshot, _ fresh: LayerSnapshot, edit: Int, using g: inout G
) -> Bool {
  for _ in 0..<8 {
    let element = fresh[Int.random(in: 0..<fresh.count, using: &g)]
    let box = element.boundingBox
    let point =
      box.origin.x.isFinite && box.size.width.isFinite && box.size.width < 1e6
      ? Point2D(
        x: box.minX + Double.random(in: 0...1, using: &g) * box.width,
        y: box.minY + Double.random(in: 0...1, using: &g) * box.height)
      : Point2D(x: Double.random(in: 0...300, using: &g), y: Double.random(in: 0...300, using: &g))
    let rect = Rect2D(origin: point, size: Size2D(width: 30, height: 20))
    guard updated.hitTest(point) == fresh.hitTest(point),
      updated.hitTestAll(point) == fresh.hitTestAll(point),
      updated.layers(intersecting: rect) == fresh.layers(intersecting: rect)
    else {
      XCTFail("edit \(edit): the updated snapshot answers a query differently at \(point)")
      return false
    }
  }
  return true
}

/// The smallest rectangle holding a clip's points (as the snapshot's damage works it out).
private func clipRectangle(_ clip: ArraySlice<Point2D>) -> Rect2D {
  let (xs, ys) = (clip.map(\.x), clip.map(\.y))
  return Rect2D(
    x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
}

/// The box of an element clipped by its masking ancestors; `nil` when nothing of it shows.
private func clippedBox(_ element: LayerSnapshot.Element) -> Rect2D? {
  guard !element.isHidden else { return nil }
  let box = element.boundingBox
  guard
    box.isInfinite
      || (box.origin.x.isFinite && box.origin.y.isFinite
        && box.size.width.isFinite && box.size.height.isFinite)
  else { return nil }
  guard let clip = element.clip else { return box }
  guard !clip.isEmpty else { return nil }
  let clipped = box.intersection(clipRectangle(clip))
  return clipped.isNull ? nil : clipped
}

/// Per element: the layer it stands for (from `pool`), and its rank among its siblings.
private func layers(of snapshot: LayerSnapshot, pool: [Layer]) -> [Layer?] {
  var layers = [Layer?](repeating: nil, count: snapshot.count)
  for layer in pool {
    if let index = snapshot.index(of: layer) { layers[index] = layer }
  }
  return layers
}

/// The run of the drawing order that holds the subtree of the layer at `index`.
private func subtree(at index: Int, in snapshot: LayerSnapshot) -> Range<Int> {
  var end = index + 1
  while end < snapshot.count, snapshot[end].depth > snapshot[index].depth { end += 1 }
  return index..<end
}

/// Whether the damage covers what changed, by brute force over every element of both snapshots.
///
/// Covered: for every layer whose quad, clip, visibility or superlayer changed, its clipped boxes
/// before and after; layers removed (or freed) before; layers added after; and of every two
/// sublayers of one layer, there before and after, drawn in the other order, the subtree of one,
/// before and after (where they overlap, the one drawn in front changed). A sublayer added or
/// removed changes no other's order against the rest.
public func assertDamage(
  _ damage: [Rect2D], covers before: LayerSnapshot, _ after: LayerSnapshot, pool: [Layer],
  edit: Int
) -> Bool {
  let layersBefore = layers(of: before, pool: pool)
  func covered(_ element: LayerSnapshot.Element) -> Bool {
    guard let box = clippedBox(element) else { return true }
    // The far edges of the part of the layer's box inside its clip, worked out as a rectangle
    // (its origin plus its size) or as the nearer of the two boxes' far edges: the two can differ
    // by a unit in the last place, and a damage worked out from other layers' origins may hold
    // either.
    let (elementBox, clipBox) = (element.boundingBox, element.clip.map(clipRectangle))
    let (maxX, maxY) = (
      Swift.min(box.maxX, elementBox.maxX, clipBox?.maxX ?? .infinity),
      Swift.min(box.maxY, elementBox.maxY, clipBox?.maxY ?? .infinity)
    )
    return damage.contains { rect in
      rect.isInfinite
        || (rect.minX <= box.minX && maxX <= rect.maxX && rect.minY <= box.minY
          && maxY <= rect.maxY)
    }
  }
  func superlayer(_ snapshot: LayerSnapshot, _ index: Int, _ layers: [Layer?]) -> Layer? {
    snapshot[index].superlayerIndex.flatMap { layers[$0] }
  }
  var missed: [String] = []
  var matchedAfter = Set<Int>()
  /// The layers there before and after under the same superlayer: old index, new index.
  var keptSublayers: [Int: [(old: Int, new: Int)]] = [:]
  for index in before.indices {
    let old = before[index]
    guard let layer = layersBefore[index], let newIndex = after.index(of: layer) else {
      if !covered(old) { missed.append("removed layer \(index)") }
      continue
    }
    matchedAfter.insert(newIndex)
    let new = after[newIndex]
    let parentBefore = old.superlayerIndex.map { layersBefore[$0] }
    let sameParent: Bool = {
      switch (old.superlayerIndex, new.superlayerIndex) {
      case (nil, nil): return true
      case (let a?, let b?):
        return parentBefore.flatMap { $0 }.map { after.index(of: $0) == b } ?? false
          && before[a].depth == after[b].depth
      default: return false
      }
    }()
    if sameParent, let parent = old.superlayerIndex {
      keptSublayers[parent, default: []].append((index, newIndex))
    }
    let changed =
      !sameParent
      || !bitwiseSame(old.quad.map(Array.init) ?? [], new.quad.map(Array.init) ?? [])
      || !bitwiseSame(old.boundingBox, new.boundingBox)
      || !bitwiseSame(old.clip.map(Array.init) ?? [], new.clip.map(Array.init) ?? [])
      || old.isHidden != new.isHidden
    if changed, !covered(old) || !covered(new) {
      missed.append(
        "changed layer \(index) → \(newIndex) \(String(describing: clippedBox(old))) \(String(describing: clippedBox(new))) parents \(String(describing: old.superlayerIndex)) \(String(describing: new.superlayerIndex)) sizes \(before.count) \(after.count)"
      )
    }
  }
  for index in after.indices where !matchedAfter.contains(index) {
    if !covered(after[index]) { missed.append("added layer \(index)") }
  }
  func subtreeCovered(_ layer: (old: Int, new: Int)) -> Bool {
    subtree(at: layer.old, in: before).allSatisfy { covered(before[$0]) }
      && subtree(at: layer.new, in: after).allSatisfy { covered(after[$0]) }
  }
  for sublayers in keptSublayers.values {  // in their old order
    for (i, first) in sublayers.enumerated() {
      for second in sublayers[(i + 1)...] where second.new < first.new {
        if !subtreeCovered(first) && !subtreeCovered(second) {
          missed.append("layers \(first.old) and \(second.old) drawn in the other order")
        }
      }
    }
  }
  if !missed.isEmpty {
    XCTFail("edit \(edit): the damage \(damage) misses \(missed.prefix(4))")
  }
  return missed.isEmpty
}
