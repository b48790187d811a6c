// The table behind LayerSnapshot.index(of:): each layer's identity beside its index, in an
// open-addressing hash table of 32-bit slots. Half the memory of a Dictionary of the same pairs and
// a cheaper hash; built once, read from any thread.

/// Indices of a snapshot by the identity of the layer they stand for.
struct IdentityTable: Sendable {
  /// The identity of the layer at each index.
  private let identities: [ObjectIdentifier]
  /// For each slot, an index into `identities` plus one; 0 for an empty slot.
  private let slots: [UInt32]
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
