// Random edits of random trees, for the tests that hold an updated snapshot or index to a fresh
// one.

import LayerGeometry

/// Edits a random tree at random: geometry, flags, zPosition, names, scrolls, insertions,
/// removals, reorders, moves to another superlayer, whole sublayer lists, and layers freed with
/// new ones put in their place.
public struct RandomTreeEditor {
  /// The root of the tree being edited; it is never removed.
  public let root: Layer
  /// Every layer made so far that is still alive, in the tree or not.
  public private(set) var pool: [Layer]
  private let options: RandomTreeOptions

  /// An editor of `tree`, whose layers start the pool.
  public init(tree: RandomLayerTree) {
    root = tree.root
    pool = tree.layers
    options = RandomTreeOptions()
  }

  /// The layers now in the tree.
  public var layersInTree: [Layer] {
    var layers: [Layer] = []
    var stack = [root]
    while let layer = stack.popLast() {
      layers.append(layer)
      stack += layer.sublayers
    }
    return layers
  }

  private func newLayer<G: RandomNumberGenerator>(in parent: Layer, using g: inout G) -> Layer {
    let layer = Layer()
    RandomLayerTree.configure(layer, parent: parent, options: options, using: &g)
    return layer
  }

  /// Makes one random edit of the tree.
  public mutating func edit<G: RandomNumberGenerator>(using g: inout G) {
    let inTree = layersInTree  // never empty: the root is in it
    guard let layer = inTree.randomElement(using: &g), let other = inTree.randomElement(using: &g)
    else { return }
    let kind = Int.random(in: 0..<13, using: &g)
    switch kind {
    case 0:
      layer.position.x += Double.random(in: -20...20, using: &g)
    case 1:
      layer.transform = RandomLayerTree.randomLayerTransform(options: options, using: &g)
    case 2:
      layer.bounds.size.width = Double.random(in: 0...200, using: &g)
    case 3:
      switch Int.random(in: 0..<3, using: &g) {
      case 0: layer.isHidden.toggle()
      case 1: layer.masksToBounds.toggle()
      default: layer.isDoubleSided.toggle()
      }
    case 4:
      layer.zPosition = Double(Int.random(in: -2...2, using: &g))
    case 5:
      // A scroll.
      if Bool.random(using: &g) {
        layer.bounds.origin.y += Double.random(in: -30...30, using: &g)
      } else {
        layer.sublayerTransform = Transform3D(
          translationX: 0, y: Double.random(in: -30...30, using: &g), z: 0)
      }
    case 6:
      let new = newLayer(in: layer, using: &g)
      layer.insertSublayer(new, at: Int.random(in: 0...layer.sublayers.count, using: &g))
      pool.append(new)
    case 7, 8:
      if layer !== root, inTree.count > 8 { layer.removeFromSuperlayer() }
    case 9:
      // A reorder among siblings.
      if let parent = layer.superlayer {
        parent.insertSublayer(layer, at: Int.random(in: 0..<parent.sublayers.count, using: &g))
      }
    case 10:
      // A move to another superlayer.
      if layer !== root, !ReferenceGeometry.ancestry(of: other).contains(where: { $0 === layer }) {
        other.addSublayer(layer)
      }
    case 11:
      // A whole new list of sublayers: some kept, shuffled, and a new one.
      var list = layer.sublayers.filter { _ in Bool.random(using: &g) }
      list.shuffle(using: &g)
      let new = newLayer(in: layer, using: &g)
      list.insert(new, at: Int.random(in: 0...list.count, using: &g))
      pool.append(new)
      layer.sublayers = list
    default:
      // A leaf freed, and a new layer put where it was (perhaps at the same address).
      guard layer !== root, layer.sublayers.isEmpty, let parent = layer.superlayer,
        let index = parent.sublayers.firstIndex(where: { $0 === layer })
      else {
        layer.name = "renamed \(Int.random(in: 0..<5, using: &g))"
        return
      }
      layer.removeFromSuperlayer()
      pool.removeAll { $0 === layer }
      let new = newLayer(in: parent, using: &g)
      parent.insertSublayer(new, at: index)
      pool.append(new)
    }
  }
}
