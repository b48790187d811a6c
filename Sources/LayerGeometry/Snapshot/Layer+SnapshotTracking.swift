// How a live tree tells its snapshots what changed, so that `LayerSnapshot.update(from:)` reads
// only that.
//
// Each layer keeps two counters and one bit:
// - `version` counts changes of what a snapshot reads of the layer itself: its geometry, flags and
//   name (not its list of sublayers, below);
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
// superlayer is a change of that superlayer's list of sublayers, which a snapshot answers by
// matching the list against the one it read: a sublayer it did not read there is read whole (and
// its bit set).
//
// Recording a change costs O(1) amortised: each step up clears a bit that only a snapshot's read
// of that layer sets again, so a run of changes between two updates walks each layer at most once
// beyond the changed layers themselves.
//
// Which sublayers: a step of that walk from a sublayer S up to its superlayer A is noted in A's
// change log, with A's new `subtreeVersion` and S's token (S was read by a snapshot, so it has one).
// By the invariant, the first change below S after a snapshot recorded A comes up through S to A,
// so the entries after the `subtreeVersion` a snapshot recorded for A name every sublayer whose
// subtree changed since. A change of A's list of sublayers (a sublayer added, removed, moved, or
// its `zPosition` changed) walks up from A like any change, but leaves A's `version` alone and
// starts A's log again from there. An update that finds A's log reaching back to what it recorded
// looks at the sublayers it names only (A's list is the one it read); otherwise it matches A's
// list against the one it read, keeping every sublayer it finds there in the same order and reading
// the others whole. The log keeps at most about half as many entries as A has sublayers (16 at
// least), dropping the oldest half when full. It is kept with A's token, made by the first
// snapshot that reads A (no snapshot needs the log of a layer none has read), covering the changes
// from then on.
//
// Identity: a snapshot keeps each layer's token, a small object made the first time a snapshot
// reads the layer. A freed layer's address may be reused by a new layer, whose counters start
// equal to the old one's, but its token cannot be: the snapshot still holds the old token, so no
// other object can take its address while the snapshot lives.

/// An identity for a layer that a snapshot can hold without holding the layer, and the log of the
/// layer's sublayers that changed (kept here, with the token a snapshot's read makes, since only a
/// layer some snapshot has read needs one).
///
/// Snapshots, on any thread, only compare tokens by identity; the log is read and written only
/// through the token's layer, on the one thread at a time that uses the layer, and a token outlives
/// its layer only in snapshots, which never read the log: so the token may cross threads though
/// its log changes.
@usableFromInline
final class LayerToken: @unchecked Sendable {
  var sublayerChanges: SublayerChangeLog

  /// A token whose log covers the changes after its layer's `subtreeVersion` is `subtreeVersion`.
  init(loggingAfter subtreeVersion: UInt64 = 0) {
    sublayerChanges = SublayerChangeLog(start: subtreeVersion)
  }
}

/// What snapshots read to bring themselves up to date.
@usableFromInline
struct SnapshotTracking {
  var version: UInt64 = 0
  var subtreeVersion: UInt64 = 0
  var isObserved = false
  var token: LayerToken?

  @usableFromInline init() {}
}

/// The sublayers of a layer whose subtrees changed, each with the layer's `subtreeVersion` after
/// the change: every such change after `start`.
///
/// Each sublayer is noted by its token's identity, not the token: a token holding the tokens of
/// its layer's sublayers would free a deep tree's tokens one inside the other. An identity noted
/// stands for a live token while its sublayer stays in the list a snapshot read; one whose token
/// was freed and whose address a new token took can only make an update look at a sublayer that
/// did not change.
struct SublayerChangeLog {
  private var entries: [(subtreeVersion: UInt64, sublayer: ObjectIdentifier)] = []
  private var start: UInt64

  init(start: UInt64) {
    self.start = start
  }

  /// Notes a change below the sublayer of `token`, one of `sublayerCount`, that brought the
  /// layer's `subtreeVersion` to `subtreeVersion`.
  ///
  /// A sublayer without a token (`nil`) starts the log again there. O(1) amortised.
  mutating func note(_ token: LayerToken?, at subtreeVersion: UInt64, sublayerCount: Int) {
    guard let token else { return restart(at: subtreeVersion) }
    let sublayer = ObjectIdentifier(token)
    if entries.count >= Swift.max(16, sublayerCount / 2) {
      let dropped = entries.count / 2
      start = entries[dropped - 1].subtreeVersion
      entries.removeFirst(dropped)
    }
    entries.append((subtreeVersion, sublayer))
  }

  /// Forgets every entry: the log covers the changes after `subtreeVersion` only.
  mutating func restart(at subtreeVersion: UInt64) {
    (entries, start) = ([], subtreeVersion)
  }

  /// The identities of the tokens of the sublayers whose subtrees changed after the layer's
  /// `subtreeVersion` was `version` (some more than once), or `nil` when the log does not reach
  /// back that far.
  ///
  /// O(*k*) for the *k* changes after `version`.
  func sublayers(after version: UInt64) -> [ObjectIdentifier]? {
    guard version >= start else { return nil }
    var sublayers: [ObjectIdentifier] = []
    for entry in entries.reversed() {
      guard entry.subtreeVersion > version else { break }
      sublayers.append(entry.sublayer)
    }
    return sublayers
  }
}

extension Layer {
  /// Records a change of what a snapshot reads of this layer itself: O(1) amortised.
  func snapshotStateDidChange() {
    storage.pointee.snapshotTracking.version &+= 1
    subtreeDidChange()
  }

  /// Records a change of this layer's list of sublayers or of their drawing order: O(1)
  /// amortised.
  func snapshotSublayersDidChange() {
    subtreeDidChange()
    storage.pointee.snapshotTracking.token?.sublayerChanges.restart(
      at: storage.pointee.snapshotTracking.subtreeVersion)
  }

  /// Counts a change in this layer's subtree, here and up to the first layer no snapshot has read
  /// since its last change, noting each step in the log of the layer it reaches.
  private func subtreeDidChange() {
    storage.pointee.snapshotTracking.subtreeVersion &+= 1
    var state = storage
    while true {
      let wasObserved = state.pointee.snapshotTracking.isObserved
      state.pointee.snapshotTracking.isObserved = false
      guard wasObserved, let above = state.pointee.superlayerState else { return }
      above.pointee.snapshotTracking.subtreeVersion &+= 1
      // A superlayer no snapshot has read has no token, and no snapshot needs its log.
      above.pointee.snapshotTracking.token?.sublayerChanges.note(
        state.pointee.snapshotTracking.token, at: above.pointee.snapshotTracking.subtreeVersion,
        sublayerCount: above.pointee.sublayers.count)
      state = above
    }
  }

  /// The identities of the tokens of the sublayers whose subtrees changed after this layer's
  /// `subtreeVersion` was `version`, or `nil` when that is not known (see ``SublayerChangeLog``).
  func sublayersChanged(after version: UInt64) -> [ObjectIdentifier]? {
    storage.pointee.snapshotTracking.token?.sublayerChanges.sublayers(after: version)
  }

  /// Records that a snapshot has read this layer's counters, and returns them with the layer's
  /// token.
  func observeForSnapshot() -> (token: LayerToken, version: UInt64, subtreeVersion: UInt64) {
    let tracking = storage.pointee.snapshotTracking
    let token: LayerToken
    if let existing = tracking.token {
      token = existing
    } else {
      token = LayerToken(loggingAfter: tracking.subtreeVersion)
      storage.pointee.snapshotTracking.token = token
    }
    storage.pointee.snapshotTracking.isObserved = true
    return (token, tracking.version, tracking.subtreeVersion)
  }

  /// The counters of this layer and its token, if a snapshot has ever read it.
  var snapshotTrackingState: SnapshotTracking { storage.pointee.snapshotTracking }

  /// The identity of a layer's token, if a snapshot has ever read it, and its counters.
  struct SnapshotCounts {
    var identity: ObjectIdentifier?
    var version: UInt64
    var subtreeVersion: UInt64
  }

  /// The identity of this layer's token and its counters (an update reads those of every
  /// sublayer of a layer whose list changed).
  var snapshotCounts: SnapshotCounts {
    let tracking = storage.pointee.snapshotTracking
    return SnapshotCounts(
      identity: tracking.token.map(ObjectIdentifier.init), version: tracking.version,
      subtreeVersion: tracking.subtreeVersion)
  }
}
