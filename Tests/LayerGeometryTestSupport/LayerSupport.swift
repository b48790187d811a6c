// Helpers for the layer tests: named layers, a printable outline of a tree, and an independent 4×4
// row-vector matrix used to work out expected frames without calling the code under test.

import LayerGeometry

// MARK: - Building and describing trees

/// A layer with a name and, when given, a frame (set through the identity transform).
public func makeLayer(_ name: String, frame: Rect2D? = nil) -> Layer {
  let layer = Layer()
  layer.name = name
  if let frame { layer.frame = frame }
  return layer
}

/// A one-line picture of a subtree: `name[child,child[grandchild]]`, with `^parent` after the name of
/// the layer it starts from when that layer has a superlayer.
///
/// Used to compare a whole tree at once, including in a process that is about to stop.
public func outline(_ layer: Layer) -> String {
  var text = layer.name ?? "?"
  if let parent = layer.superlayer { text += "^" + (parent.name ?? "?") }
  return text + subtreeOutline(layer)
}

private func subtreeOutline(_ layer: Layer) -> String {
  let children = layer.sublayers
  if children.isEmpty { return "" }
  return "["
    + children.map { child -> String in
      // Each child must point back at this layer; say so in the picture if it does not.
      let mark = child.superlayer === layer ? "" : "!"
      return mark + (child.name ?? "?") + subtreeOutline(child)
    }.joined(separator: ",") + "]"
}

/// The names of a list of layers, in order.
public func names(_ layers: [Layer]) -> [String] {
  layers.map { $0.name ?? "?" }
}

// MARK: - Expected frames

/// `T(−A, −anchorPointZ) · X · T(position, zPosition)` built by hand from the documented frame
/// formula, for a bounds size `size`.
public func expectedPlacement(
  size: Size2D, anchor: Point2D, anchorZ: Double = 0, transform: Transform3D,
  position: Point2D, zPosition: Double = 0
) -> ReferenceMatrix4 {
  ReferenceMatrix4.translation(-anchor.x * size.width, -anchor.y * size.height, -anchorZ)
    * ReferenceMatrix4(transform) * ReferenceMatrix4.translation(position.x, position.y, zPosition)
}

/// The documented frame rule worked independently: the four corners of `(0, 0, w, h)` through
/// `placement`; none with `w' > 0` → `.null`; some → `.infinite`; all → the box of the divided corners.
public func expectedFrame(size: Size2D, placement: ReferenceMatrix4) -> Rect2D {
  var xs: [Double] = []
  var ys: [Double] = []
  for (x, y) in [(0, 0), (size.width, 0), (0, size.height), (size.width, size.height)] {
    let p = placement.homogeneous(x, y)
    if p.w > 0 {
      xs.append(p.x / p.w)
      ys.append(p.y / p.w)
    }
  }
  if xs.isEmpty { return .null }
  if xs.count < 4 { return .infinite }
  let minX = xs.min() ?? .nan
  let minY = ys.min() ?? .nan
  return Rect2D(
    x: minX, y: minY, width: (xs.max() ?? .nan) - minX, height: (ys.max() ?? .nan) - minY)
}

/// An absolute tolerance of `relative` times the largest magnitude in the rectangle (at least 1).
public func tolerance(for rect: Rect2D, relative: Double = 1e-12) -> Double {
  let scale = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    .map(\.magnitude).reduce(1, Swift.max)
  return relative * scale
}
