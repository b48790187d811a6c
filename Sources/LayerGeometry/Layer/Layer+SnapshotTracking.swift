// How a live tree tells its snapshots what changed, so that `LayerSnapshot.update(from:)` reads
// only that.
//
// Each layer keeps two counters and one bit:
// - `version` counts changes of what a snapshot reads of the layer itself: its geometry, flags and
//   name, and its list of sublayers and their drawing order;
// - `subtreeVersion` counts changes anywhere in its subtree (itself included) that snapshots may
//   not have seen;
// - `isObserved` says that some snapshot has recorded `subtreeVersion` since it last moved.
//
// A change bumps `version`, then walks up bumping `subtreeVersion`, clearing each bit it passes,
// and stops after the first layer whose bit was already clear. Reading a layer into a snapshot
// records both counters and sets the bit. Counters only grow, so a snapshot that finds a layer's
// `subtreeVersion` equal to what it recorded knows that the counter has not moved since.
//
// Invariant: a change below a layer A after some snapshot recorded A bumps A. By induction on
// time: take the first change below A after the record that does not bump A. Its walk stopped at
// a layer M below A whose bit was clear, so M moved at some earlier time t without being recorded
// since. Had t come after the record of A, that earlier change would have reached A (it came
// first), so A would have moved; so t came before. But the snapshot's record of A stands for its
// whole subtree at that time: either it read M then (setting M's bit after t, a contradiction) or
// it kept an older record of an ancestor K of M below A whose counter had not moved, to which the
// same argument applies, and the chain ends at a layer the snapshot read. Moving a layer to a new
// superlayer is a change of that superlayer (its list of sublayers), which a snapshot answers by
// reading the superlayer's subtree again, so the moved layer is read (and its bit set) there.
//
// Recording a change costs O(1) amortised: each step up clears a bit that only a snapshot's read
// of that layer sets again, so a run of changes between two updates walks each layer at most once
// beyond the changed layers themselves.
//
// Identity: a snapshot keeps each layer's token, a small object made the first time a snapshot
// reads the layer. A freed layer's address may be reused by a new layer, whose counters start
// equal to the old one's, but its token cannot be: the snapshot still holds the old token, so no
// other object can take its address while the snapshot lives.

/// An identity for a layer that a snapshot can hold without holding the layer.
@usableFromInline
final class LayerToken: Sendable {}

/// What snapshots read to bring themselves up to date.
@usableFromInline
struct SnapshotTracking {
  var version: UInt64 = 0
  var subtreeVersion: UInt64 = 0
  var isObserved = false
  var token: LayerToken?

  @usableFromInline init() {}
}

extension Layer {
  /// Records a change of what a snapshot reads of this layer itself: O(1) amortised.
  func snapshotStateDidChange() {
    storage.pointee.snapshotTracking.version &+= 1
    var layer = Unmanaged.passUnretained(self)
    while true {
      let wasObserved = layer._withUnsafeGuaranteedRef { current in
        current.storage.pointee.snapshotTracking.subtreeVersion &+= 1
        defer { current.storage.pointee.snapshotTracking.isObserved = false }
        return current.storage.pointee.snapshotTracking.isObserved
      }
      guard wasObserved,
        let above = layer._withUnsafeGuaranteedRef({ $0.storage.pointee.superlayer })
      else { return }
      layer = above
    }
  }

  /// Records that a snapshot has read this layer's counters, and returns them with the layer's
  /// token.
  func observeForSnapshot() -> (token: LayerToken, version: UInt64, subtreeVersion: UInt64) {
    let tracking = storage.pointee.snapshotTracking
    let token: LayerToken
    if let existing = tracking.token {
      token = existing
    } else {
      token = LayerToken()
      storage.pointee.snapshotTracking.token = token
    }
    storage.pointee.snapshotTracking.isObserved = true
    return (token, tracking.version, tracking.subtreeVersion)
  }

  /// The counters of this layer and its token, if a snapshot has ever read it.
  var snapshotTrackingState: SnapshotTracking { storage.pointee.snapshotTracking }
}
