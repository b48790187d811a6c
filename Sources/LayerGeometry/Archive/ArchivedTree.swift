// Not in Embedded Swift, which has no Codable: see README, "Embedded Swift and WebAssembly".
#if !hasFeature(Embedded)

/// The shape of a ``LayerArchive``'s tree, checked: layer 0 is the root, every other layer names a
/// superlayer in the archive, and every chain of superlayers reaches the root.
struct ArchivedTree {
  /// `sublayerStart[i]..<sublayerStart[i + 1]` is the range of `sublayerIndices` that holds the
  /// sublayers of layer `i`, in their order.
  private var sublayerStart: [Int]
  private var sublayerIndices: [Int]

  /// Checks the superlayer indices of `layers`, without recursion.
  ///
  /// - Throws: The ``LayerArchiveError`` that names the first problem found.
  init(_ layers: [ArchivedLayer]) throws {
    let count = layers.count
    guard let root = layers.first else { throw LayerArchiveError.noLayers }
    if let superlayer = root.superlayer {
      throw LayerArchiveError.rootHasSuperlayer(superlayer: superlayer)
    }
    // Count each layer's sublayers, then place them, in archive order, into one flat list.
    var sublayerCounts = [Int](repeating: 0, count: count)
    var superlayers = [0]  // the root's entry is never read
    superlayers.reserveCapacity(count)
    for (index, layer) in layers.enumerated().dropFirst() {
      guard let superlayer = layer.superlayer else {
        throw LayerArchiveError.missingSuperlayer(layer: index)
      }
      guard (0..<count).contains(superlayer) else {
        throw LayerArchiveError.superlayerOutOfRange(
          layer: index, superlayer: superlayer, count: count)
      }
      sublayerCounts[superlayer] += 1
      superlayers.append(superlayer)
    }
    sublayerStart = [0]
    sublayerStart.reserveCapacity(count + 1)
    for sublayerCount in sublayerCounts {
      sublayerStart.append(sublayerStart[sublayerStart.count - 1] + sublayerCount)
    }
    var next = Array(sublayerStart.dropLast())
    sublayerIndices = [Int](repeating: 0, count: count - 1)
    for index in 1..<count {
      let superlayer = superlayers[index]
      sublayerIndices[next[superlayer]] = index
      next[superlayer] += 1
    }

    // Every layer that the walk from the root does not reach is on, or leads into, a loop.
    var reached = [Bool](repeating: false, count: count)
    reached[0] = true
    var pending = [0]
    while let index = pending.popLast() {
      for sublayer in sublayers(of: index) {
        reached[sublayer] = true
        pending.append(sublayer)
      }
    }
    if let stray = reached.firstIndex(of: false) {
      throw LayerArchiveError.cycle(layer: Self.loop(from: stray, superlayers: superlayers))
    }
  }

  /// The sublayers of layer `index`, in their order.
  func sublayers(of index: Int) -> ArraySlice<Int> {
    sublayerIndices[sublayerStart[index]..<sublayerStart[index + 1]]
  }

  /// The first layer met twice when following superlayers up from `start`, which is on a loop.
  private static func loop(from start: Int, superlayers: [Int]) -> Int {
    var seen = Set<Int>()
    var index = start
    while seen.insert(index).inserted {
      index = superlayers[index]
    }
    return index
  }
}

#endif
