// Helpers for the layer tests: named layers, a printable outline of a tree, and an independent 4×4
// row-vector matrix used to work out expected frames without calling the code under test.

import LayerGeometry

// MARK: - Building and describing trees

/// A layer with a name and, when given, a frame (set through the identity transform).
func makeLayer(_ name: String, frame: Rect2D? = nil) -> Layer {
  let layer = Layer()
  layer.name = name
  if let frame { layer.frame = frame }
  return layer
}

/// A one-line picture of a subtree: `name[child,child[grandchild]]`, with `^parent` after the name of
/// the layer it starts from when that layer has a superlayer.
///
/// Used to compare a whole tree at once, including in a process that is about to stop.
func outline(_ layer: Layer) -> String {
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
func names(_ layers: [Layer]) -> [String] {
  layers.map { $0.name ?? "?" }
}

// MARK: - Independent matrix arithmetic

/// A 4×4 matrix in row-vector convention (`p' = p · M`, the left factor applied first), written
/// independently of `Transform3D` so that expected values do not come from the library's own products.
struct Matrix4 {
  /// The sixteen entries, row by row.
  var e: [Double]

  init(_ entries: [Double]) {
    precondition(entries.count == 16)
    e = entries
  }

  /// The matrix with the same sixteen entries as `t` (reads the stored fields only).
  init(_ t: Transform3D) {
    e = [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
  }

  static let identity = Matrix4([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

  static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
    Matrix4([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
  }

  /// `lhs · rhs`: `lhs` first, then `rhs`.
  static func * (lhs: Matrix4, rhs: Matrix4) -> Matrix4 {
    var out = [Double](repeating: 0, count: 16)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += lhs.e[row * 4 + k] * rhs.e[k * 4 + column] }
        out[row * 4 + column] = sum
      }
    }
    return Matrix4(out)
  }

  /// `(x, y, 0, 1) · M` without the divide: `(x', y', w')`.
  func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
    (
      x * e[0] + y * e[4] + e[12],
      x * e[1] + y * e[5] + e[13],
      x * e[3] + y * e[7] + e[15]
    )
  }
}

/// `T(−A, −anchorPointZ) · X · T(position, zPosition)` built by hand from the documented frame
/// formula, for a bounds size `size`.
func expectedPlacement(
  size: Size2D, anchor: Point2D, anchorZ: Double = 0, transform: Transform3D,
  position: Point2D, zPosition: Double = 0
) -> Matrix4 {
  Matrix4.translation(-anchor.x * size.width, -anchor.y * size.height, -anchorZ)
    * Matrix4(transform) * Matrix4.translation(position.x, position.y, zPosition)
}

/// The documented frame rule worked independently: the four corners of `(0, 0, w, h)` through
/// `placement`; none with `w' > 0` → `.null`; some → `.infinite`; all → the box of the divided corners.
func expectedFrame(size: Size2D, placement: Matrix4) -> Rect2D {
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
func tolerance(for rect: Rect2D, relative: Double = 1e-12) -> Double {
  let scale = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    .map(\.magnitude).reduce(1, Swift.max)
  return relative * scale
}
