// The search of a hit test that meets 3D contexts, written once for the live tree
// (Layer+ContextHitTesting.swift) and for a snapshot (LayerSnapshot+ContextHitTesting.swift): each
// says how to read its layers through `ContextHitSearchTree`.
//
// A layer is searched as a plain hit test searches it: its sublayers front to back, then itself.
// At the front-most transform-layer sublayer of a layer R, the whole context rooted at R is
// answered (the other transform-layer sublayers are then passed over): each plane is hit by the
// ray along R's z, its flattened subtree searched from the plane point as any layer's, and the
// planes' hits are decided by `DepthRanking`. A plane whose subtree the tree can tell is out of the
// point's way is passed over without being searched, at a cost that does not grow with it. One loop over an explicit stack, so contexts inside
// planes inside contexts nest to any depth without recursion.
//
// The search gives the front-most hit (a hit test) or every hit, front to back (`hitTestAll`):
// then a layer's hits are those of its sublayers front to back, then itself; a context's are its
// planes' hits, the planes ranked nearest first. Hits go into lists that are read out once at the
// end, so that no hit is copied at each level it passes on the way up.

/// A plane of a 3D context as the search reads it: the layer, its map into the context's root,
/// and whether it is single-sided and turned away (judged on that map).
struct ContextHitPlane<Node> {
  var layer: Node
  var map: ContextMap
  var isFacingAway: Bool
}

/// A layer tree as the search of a hit test through 3D contexts reads it.
protocol ContextHitSearchTree {
  /// What stands for a layer.
  associatedtype Node

  /// The sublayers of a layer in the order a hit test tries them, front-most first.
  func sublayersFrontToBack(of layer: Node) -> [Node]
  /// Whether the layer itself is hidden (its subtree is passed over).
  func isHidden(_ layer: Node) -> Bool
  func isTransformLayer(_ layer: Node) -> Bool
  /// The visible planes of the context rooted at `root`, in drawing order.
  func contextPlanes(of root: Node) -> [ContextHitPlane<Node>]
  /// A layer that is neither hidden nor a transform layer, entered from a point in its
  /// superlayer's space through the inverse of its level: the point in its own space and whether
  /// it can be hit (it does not face away); `nil` when the level cannot be walked down or the
  /// point is not finite.
  func enter(_ layer: Node, from point: Point2D) -> (local: Point2D, canBeHit: Bool)?
  func bounds(of layer: Node) -> Rect2D
  func masksToBounds(_ layer: Node) -> Bool
  /// Whether anything in the subtree of a plane may be hit by the point cast onto it (in the
  /// plane's space), told from what the tree keeps at hand without walking the subtree: `false`
  /// only when nothing in it can be hit, so that its search is passed over.
  func mayHit(subtreeOf plane: Node, at local: Point2D) -> Bool
}

/// The search itself, over any ``ContextHitSearchTree``.
enum ContextHitSearch<Tree: ContextHitSearchTree> {
  typealias Node = Tree.Node

  /// What a search starts from.
  enum Start {
    /// The planes of a context, and the point in its root's space.
    case context(planes: [ContextHitPlane<Node>], point: Point2D)
    /// A layer, entered from a point in its superlayer's space as a sublayer is.
    case layer(Node, from: Point2D)
  }

  /// A layer being searched: its sublayers front to back, then itself.
  private struct Search {
    var layer: Node
    var local: Point2D
    var sublayers: [Node]
    var next = 0
    var isInside: Bool
    var canBeHit: Bool
    /// Whether the context rooted at this layer was answered already (it is answered once, at the
    /// front-most transform-layer sublayer).
    var contextIsTried = false
    /// The list its hits, and those of its sublayers, are added to.
    let list: Int
    /// Whether a sublayer's search found a hit.
    var isFound = false
  }

  /// A context being answered: its planes in drawing order and their hits so far.
  private struct Context {
    var planes: [ContextHitPlane<Node>]
    var point: Point2D
    var next = 0
    /// The planes' lists of hits, ranked (only the nearest unless all hits are asked for).
    var ranking: DepthRanking<Int>
    /// The list the ranked lists are added to.
    let list: Int
    /// The depth and the list of the plane whose search is on the stack above.
    var pending = (depth: Double.nan, list: 0)
  }

  private enum Frame {
    case search(Search)
    case context(Context)
  }

  /// What a list of hits holds, front to back: a layer hit, or the hits of another list.
  private enum Entry {
    case hit(Node)
    case list(Int)
  }

  /// The layers hit, front to back: only the front-most (or none) unless `all`.
  ///
  /// Hits are added to lists: a search adds its sublayers' hits and its own to the list it was
  /// given, so nothing is copied on the way up; each plane of a context gets a list of its own,
  /// and the context adds the planes' lists, ranked, to its list as entries. The lists are read
  /// out once at the end.
  ///
  /// - Complexity: Linear in the layers searched and the hits, plus the ranking of each context's
  ///   planes hit (``DepthRanking/ranked``).
  static func hits(in tree: Tree, from start: Start, all: Bool) -> [Node] {
    var lists: [[Entry]] = [[]]
    var stack: [Frame] = []
    switch start {
    case .context(let planes, let point):
      stack.append(
        .context(
          Context(planes: planes, point: point, ranking: DepthRanking(keepsAll: all), list: 0)))
    case .layer(let layer, let point):
      guard !tree.isHidden(layer), let (local, canBeHit) = tree.enter(layer, from: point),
        let search = search(layer, at: local, canBeHit: canBeHit, list: 0, in: tree)
      else { return [] }
      stack.append(.search(search))
    }
    // Whether the frame just popped found a hit, to hand to the frame below.
    var delivered: Bool?
    while let last = stack.indices.last {
      if let isFound = delivered {
        delivered = nil
        guard isFound else { continue }
        switch stack[last] {
        case .search(var search):
          // A search for the front-most hit ends at its first hit.
          guard all else {
            stack.removeLast()
            delivered = true
            continue
          }
          search.isFound = true
          stack[last] = .search(search)
        case .context(var context):
          context.ranking.offer(context.pending.list, depth: context.pending.depth)
          stack[last] = .context(context)
        }
        continue
      }
      switch stack[last] {
      case .search(var search):
        guard search.next < search.sublayers.count else {
          stack.removeLast()
          let isHit = search.isInside && search.canBeHit
          if isHit { lists[search.list].append(.hit(search.layer)) }
          delivered = isHit || search.isFound
          continue
        }
        let sublayer = search.sublayers[search.next]
        search.next += 1
        if tree.isHidden(sublayer) {
          stack[last] = .search(search)
          continue
        }
        if tree.isTransformLayer(sublayer) {
          let isTried = search.contextIsTried
          search.contextIsTried = true
          stack[last] = .search(search)
          if !isTried {
            stack.append(
              .context(
                Context(
                  planes: tree.contextPlanes(of: search.layer), point: search.local,
                  ranking: DepthRanking(keepsAll: all), list: search.list)))
          }
          continue
        }
        stack[last] = .search(search)
        guard let (local, canBeHit) = tree.enter(sublayer, from: search.local),
          let next = Self.search(
            sublayer, at: local, canBeHit: canBeHit, list: search.list, in: tree)
        else { continue }
        stack.append(.search(next))
      case .context(var context):
        guard context.next < context.planes.count else {
          stack.removeLast()
          let ranked =
            all ? context.ranking.ranked : context.ranking.nearest.map { [$0.hit] } ?? []
          lists[context.list] += ranked.map(Entry.list)
          delivered = !ranked.isEmpty
          continue
        }
        let plane = context.planes[context.next]
        context.next += 1
        guard let (q, depth) = plane.map.cast(context.point),
          tree.mayHit(subtreeOf: plane.layer, at: q),
          let next = search(
            plane.layer, at: q, canBeHit: !plane.isFacingAway, list: lists.count, in: tree)
        else {
          stack[last] = .context(context)
          continue
        }
        lists.append([])
        context.pending = (depth, next.list)
        stack[last] = .context(context)
        stack.append(.search(next))
      }
    }
    // The lists read out, front to back.
    var hits: [Node] = []
    var reading = [(list: 0, next: 0)]
    while let (list, next) = reading.popLast() {
      guard next < lists[list].count else { continue }
      reading.append((list, next + 1))
      switch lists[list][next] {
      case .hit(let layer): hits.append(layer)
      case .list(let inner): reading.append((inner, 0))
      }
    }
    return hits
  }

  /// The search of a layer at a point in its space, adding its hits to `list`; `nil` when its
  /// mask cuts the point off.
  private static func search(
    _ layer: Node, at local: Point2D, canBeHit: Bool, list: Int, in tree: Tree
  ) -> Search? {
    let isInside = tree.bounds(of: layer).contains(local)
    if tree.masksToBounds(layer) && !isInside { return nil }
    return Search(
      layer: layer, local: local, sublayers: tree.sublayersFrontToBack(of: layer),
      isInside: isInside, canBeHit: canBeHit, list: list)
  }
}
