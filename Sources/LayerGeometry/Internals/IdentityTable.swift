// The table behind LayerSnapshot.index(of:): each layer's identity beside its index, in an
// open-addressing hash table of 32-bit slots. Half the memory of a Dictionary of the same pairs and
// a cheaper hash; built once and spliced in place when an update moves indices, read from any
// thread.

/// Indices of a snapshot by the identity of the layer they stand for.
struct IdentityTable: Sendable {
  /// The identity of the layer at each index.
  private var identities: [ObjectIdentifier]
  /// For each slot, an index into `identities` plus one; 0 for an empty slot.
  private var slots: [UInt32]
  private let mask: Int

  init(_ identities: [ObjectIdentifier]) {
    var capacity = 16
    while capacity < 2 * identities.count { capacity *= 2 }
    var slots = [UInt32](repeating: 0, count: capacity)
    for (index, identity) in identities.enumerated() {
      var slot = Self.hash(identity) & (capacity - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
      slots[slot] = UInt32(index + 1)
    }
    self.identities = identities
    self.slots = slots
    self.mask = capacity - 1
  }

  /// Brings the table to `newIdentities` after runs of layers were replaced.
  ///
  /// The identities of the `removed` runs (old indices) leave, every other index moves by the
  /// shift of the last of `shifts` that starts at or before it (`from` ascending; none before the
  /// first), and the identities of the `added` runs (new indices, one run for each removed run,
  /// in the same places) come in: `addedIdentities`, one array for each.
  ///
  /// - Complexity: O(*s*) for a table of *s* slots (a pass that adds to each index that moves),
  ///   plus O(1) expected per layer removed or added, plus one copy of the identities (8 bytes
  ///   each); a table that would be more than half full is made again.
  mutating func splice(
    removing removed: [Range<Int>], shifts: [(from: Int, by: Int)], adding added: [Range<Int>],
    identities addedIdentities: [[ObjectIdentifier]]
  ) {
    // The identities after the splice, in one pass however many runs there are.
    var newIdentities: [ObjectIdentifier] = []
    newIdentities.reserveCapacity(
      zip(removed, addedIdentities).reduce(identities.count) { $0 + $1.1.count - $1.0.count })
    var kept = 0
    for (run, new) in zip(removed, addedIdentities) {
      newIdentities += identities[kept..<run.lowerBound]
      newIdentities += new
      kept = run.upperBound
    }
    newIdentities += identities[kept...]
    guard 2 * newIdentities.count <= mask + 1 else {
      self = IdentityTable(newIdentities)
      return
    }
    for run in removed {
      for index in run { remove(identities[index]) }
    }
    // Slots hold an index plus one: index `from` is slot value `from + 1`.
    let starts = shifts.map { UInt32($0.from + 1) }
    slots.withUnsafeMutableBufferPointer { slots in
      if shifts.count == 1 {
        // Without a branch, so that the loop runs in vectors and never guesses wrong.
        let (first, shift) = (starts[0], UInt32(bitPattern: Int32(shifts[0].by)))
        for slot in slots.indices { slots[slot] &+= slots[slot] >= first ? shift : 0 }
        return
      }
      for slot in slots.indices where slots[slot] >= starts[0] {
        var (low, high) = (0, starts.count)  // the first start after the value
        while low < high {
          let middle = (low + high) / 2
          if starts[middle] <= slots[slot] { low = middle + 1 } else { high = middle }
        }
        slots[slot] = UInt32(Int(slots[slot]) + shifts[low - 1].by)
      }
    }
    identities = newIdentities
    for run in added {
      for index in run {
        var slot = Self.hash(identities[index]) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = UInt32(index + 1)
      }
    }
  }

  /// Takes an identity out, moving back the entries after it in its probe sequence that may
  /// move (linear probing's deletion, which leaves no marks behind).
  private mutating func remove(_ identity: ObjectIdentifier) {
    var hole = Self.hash(identity) & mask
    while slots[hole] != 0 && identities[Int(slots[hole]) - 1] != identity {
      hole = (hole + 1) & mask
    }
    assert(slots[hole] != 0, "a layer taken out of the table was not in it")
    guard slots[hole] != 0 else { return }
    slots[hole] = 0
    var slot = hole
    while true {
      slot = (slot + 1) & mask
      guard slots[slot] != 0 else { return }
      let home = Self.hash(identities[Int(slots[slot]) - 1]) & mask
      // The entry stays where its home lies cyclically after the hole, up to its slot.
      let stays = hole <= slot ? (hole < home && home <= slot) : (hole < home || home <= slot)
      if !stays {
        slots[hole] = slots[slot]
        slots[slot] = 0
        hole = slot
      }
    }
  }

  /// The index of `identity`, or `nil` when it is not in the table.
  func index(of identity: ObjectIdentifier) -> Int? {
    var slot = Self.hash(identity) & mask
    while slots[slot] != 0 {
      let index = Int(slots[slot]) - 1
      if identities[index] == identity { return index }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// A multiplicative hash of an object's address (whose low bits are always zero).
  private static func hash(_ identity: ObjectIdentifier) -> Int {
    let address = UInt64(UInt(bitPattern: identity))
    return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 32)
  }
}
