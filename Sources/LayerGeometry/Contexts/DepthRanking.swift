// The rule that decides between the hits of a 3D context's planes: the hit nearest the viewer
// (the largest depth in the context root's space) wins, and depths within rounding
// (`ContextMap.isTie`) go to the plane later in drawing order. Hit tests (live and snapshot) keep
// the winner as the planes are tried in drawing order; `hitTestAll` ranks every hit by applying
// the same rule again to the hits left.

/// The hits of a context's planes, offered in the planes' drawing order, each at its depth.
struct DepthRanking<Hit> {
  /// The hits offered so far, in drawing order, when every one is kept (`keepsAll`).
  private var offered: [(hit: Hit, depth: Double)] = []
  /// The winner so far.
  private(set) var nearest: (hit: Hit, depth: Double)?
  /// Whether every hit is kept for ``ranked``, or only the winner.
  let keepsAll: Bool

  init(keepsAll: Bool) {
    self.keepsAll = keepsAll
  }

  /// Whether a hit at `depth`, offered after one at `nearest` (earlier in drawing order), wins
  /// over it: it is nearer the viewer, or the two tie within rounding.
  static func wins(_ depth: Double, over nearest: Double) -> Bool {
    depth > nearest || ContextMap.isTie(depth, nearest)
  }

  /// Offers the hit of the next plane in drawing order, at its depth in the root's space.
  mutating func offer(_ hit: Hit, depth: Double) {
    if nearest.map({ Self.wins(depth, over: $0.depth) }) ?? true { nearest = (hit, depth) }
    if keepsAll { offered.append((hit, depth)) }
  }

  /// Every hit kept, nearest first: the winner of the rule, then the winner among the rest, and so
  /// on (so the first is ``nearest``, and hits that tie come later plane first).
  ///
  /// - Complexity: O(*k*²) for *k* hits; a point hits few planes of a context.
  var ranked: [Hit] {
    var left = offered
    var result: [Hit] = []
    result.reserveCapacity(left.count)
    while !left.isEmpty {
      var best = 0
      for index in left.indices.dropFirst()
      where Self.wins(left[index].depth, over: left[best].depth) {
        best = index
      }
      result.append(left.remove(at: best).hit)
    }
    return result
  }
}
