// The one unsafe reference to a layer's state: the walks over the tree (a change climbing to the
// root, a refresh of the hit-test indices, a conversion's path) pass `_LayerState` handles instead
// of layer objects, so that they neither retain nor release anything.

/// The address of a layer's ``LayerStorage``, read and written in place through ``pointee``.
///
/// The contract:
/// - **Who owns it.** The ``Layer``: its initializer allocates the storage (on a 64-byte line of
///   its own) with ``allocate()``, and its `deinit` deinitializes and frees it with ``free()``.
///   Nothing else allocates or frees one.
/// - **How long it is valid.** Exactly as long as its layer is alive. A handle does not keep the
///   layer alive, so whoever holds one holds the layer by other means: the layer itself (its
///   `storage`), the tree (a superlayer owns its sublayers, so the handles of a layer's ancestors
///   and of its sublayers stay valid while it is in the tree, and a layer that leaves the tree
///   clears the handles others keep of it: ``LayerStorage/superlayerState`` and the marks of the
///   hit-test index), or a call under way from a layer that is held (a walk down from it).
/// - **Who may use it.** The thread that uses the layer; nothing is synchronized, as with the
///   layer's own properties.
@usableFromInline
struct _LayerState: Equatable {
  /// The storage's address.
  @usableFromInline let address: UnsafeMutablePointer<LayerStorage>

  /// The layer's state, read and written in place.
  @inlinable
  var pointee: LayerStorage {
    unsafeAddress { UnsafePointer(address) }
    nonmutating unsafeMutableAddress { address }
  }

  init(_ address: UnsafeMutablePointer<LayerStorage>) {
    self.address = address
  }

  /// New storage for a layer, on a 64-byte line of its own (so that the fields kept together
  /// for hit testing share one), holding a new layer's state.
  static func allocate() -> _LayerState {
    let address = UnsafeMutableRawPointer.allocate(
      byteCount: MemoryLayout<LayerStorage>.stride, alignment: 64
    ).bindMemory(to: LayerStorage.self, capacity: 1)
    address.initialize(to: LayerStorage())
    return _LayerState(address)
  }

  /// Deinitializes and frees the storage; no handle of it may be used after.
  func free() {
    address.deinitialize(count: 1)
    address.deallocate()
  }
}
