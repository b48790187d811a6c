// Not in Embedded Swift, which has no Codable: see README, "Embedded Swift and WebAssembly".
#if !hasFeature(Embedded)

/// A layer tree stored as data: every stored property of every layer, and the tree's shape as a
/// list of superlayer indices, ready for any `Encoder` (JSON, property lists) and back.
///
/// Archive a tree to save it — a test fixture, a bug report, a golden snapshot — and make a new
/// tree from the archive later. The new tree is equal to the old one in every property (`NaN` as
/// `NaN`, `-0.0` as `-0.0`, bit for bit), so every conversion and hit test answers the same.
///
/// ```swift
/// let root = Layer()
/// root.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
/// let card = Layer()
/// card.name = "card"
/// card.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
/// root.addSublayer(card)
///
/// let archive = LayerArchive(of: root)
/// let copy = try archive.makeLayers()
/// // copy.sublayers[0].name == "card"
/// // copy.sublayers[0].frame == Rect2D(x: 100, y: 100, width: 100, height: 100)
/// ```
///
/// The archive is flat: layer 0 is the root, and each other layer names the index of its
/// superlayer; the sublayers of a layer are listed in their order. Neither archiving nor making
/// layers recurses, so a tree a hundred thousand levels deep round-trips as easily as a wide one.
///
/// What it holds of each layer: ``Layer/name``, ``Layer/bounds``, ``Layer/position``,
/// ``Layer/anchorPoint``, ``Layer/anchorPointZ``, ``Layer/zPosition``, ``Layer/transform``,
/// ``Layer/sublayerTransform``, ``Layer/isGeometryFlipped``, ``Layer/isHidden``,
/// ``Layer/masksToBounds``, ``Layer/isDoubleSided``, ``Layer/contentsGravity`` (by its name),
/// ``Layer/contentsRect``, ``Layer/contentsCenter``, ``Layer/contentsScale``,
/// ``Layer/autoresizingMask`` (its bits, as a number), ``Layer/kind`` and ``Layer/scrollMode`` (by
/// their names), ``Layer/beginTime``, ``Layer/speed`` and ``Layer/timeOffset``, and its animations,
/// in the order added, each with its key. Whether a layer needs layout, and its ``Layer/layoutManager``, are not kept: the
/// layers made are marked as a tree built by hand is. The root's place in a larger tree is not
/// kept: its own properties (including the ``Layer/position`` and ``Layer/transform`` that place it
/// in its superlayer) are, but its superlayer — and that superlayer's ``Layer/sublayerTransform``
/// and flip — are not, and the root that ``makeLayers()`` returns has no superlayer. Every answer
/// inside the subtree is the same; an answer that reaches above the root (a conversion to `nil`, a
/// hit test given in the superlayer's space, ``Layer/contentsAreFlipped``) is the one the archived
/// root would give as a root.
///
/// ## The encoded form
///
/// ```text
/// {"version": 1,
///  "layers": [{"bounds": [0, 0, 320, 480], "position": [160, 240]},
///             {"superlayer": 0, "name": "card", "bounds": [0, 0, 100, 100],
///              "position": [150, 150], "transform": [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0,
///              0, 0, 0, 1], "zPosition": "-inf"}]}
/// ```
///
/// - `"version"` is ``currentVersion``. Decoding an archive with a higher version throws
///   ``LayerArchiveError/unsupportedVersion(_:)`` before reading anything else.
/// - `"layers"` lists one record per layer, the root first. `"superlayer"` is the index of the
///   superlayer (absent for the root). The other fields are named as the properties are, and a
///   record leaves out every property that has the value of a new ``Layer`` (`-0.0` is not `0`
///   here): an absent field reads as that default, so a hand-written fixture lists only what it
///   sets. Rectangles are `[x, y, width, height]`, points `[x, y]`, transforms their sixteen entries
///   row by row (`m11, m12, …, m44`).
/// - `"animations"` (absent when there are none) lists the layer's animations: each an object with
///   its `"key"`, `"kind"` (`"spring"`, or absent for a basic animation), `"keyPath"`, and the
///   animation's other properties named as they are, again leaving out those of a new animation;
///   a value is an object with one field naming its kind and listing its numbers (`{"point":
///   [10, 20]}`), a timing curve its four control-point numbers. Each is checked as
///   ``Layer/add(_:forKey:)-(BasicAnimation,_)`` checks it.
/// - Numbers keep their bits through any encoder: a finite number other than `-0.0` is a number
///   (encoders write the shortest decimal that reads back exactly), and the values a number cannot
///   carry everywhere are strings — `"-0"`, `"inf"`, `"-inf"`, `"nan"`, and `"nan(0x…)"` with the
///   sixteen hexadecimal digits of any other `NaN`'s bit pattern. So Foundation's `JSONEncoder`
///   needs no special settings.
/// - A field this version does not know is ignored. Properties added to ``Layer`` later become new
///   fields with the same rule (absent means the default): archives written before keep loading,
///   older readers skip the new fields, and the version stays the same. The version changes only
///   if a field changes meaning.
///
/// Decoding checks each record: a list with the wrong count of numbers or a value that is not a
/// number throws a ``LayerArchiveError`` that names the layer and the field.
/// ``makeLayers()`` checks the tree: a superlayer index out of range, a second root or a loop of
/// superlayers throws before any layer is made.
public struct LayerArchive: Sendable {
  /// The format version this library writes, and the highest it reads.
  ///
  /// ```swift
  /// let version = LayerArchive.currentVersion
  /// // version == 1
  /// ```
  public static let currentVersion = 1

  /// The layers, the root first; each other layer names its superlayer's index.
  var layers: [ArchivedLayer]

  /// The number of layers in the archive, the root included.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.addSublayer(Layer())
  /// root.addSublayer(Layer())
  /// // LayerArchive(of: root).count == 3
  /// ```
  public var count: Int { layers.count }

  /// Archives a layer and everything below it.
  ///
  /// The layers are listed depth first, each before its sublayers, sublayers in their order; a
  /// work list replaces recursion, so any depth works.
  ///
  /// ```swift
  /// let root = Layer()
  /// root.name = "root"
  /// let archive = LayerArchive(of: root)
  /// // archive.count == 1
  /// ```
  ///
  /// - Parameter root: The layer to archive, with its subtree. If it has a superlayer, that is not
  ///   archived, and the layers made from the archive have `root`'s copy as their root.
  /// - Complexity: O(*n*) for *n* layers in the subtree.
  public init(of root: Layer) {
    layers = []
    var pending: [(layer: Layer, superlayer: Int?)] = [(root, nil)]
    while let (layer, superlayer) = pending.popLast() {
      let index = layers.count
      layers.append(ArchivedLayer(of: layer, superlayer: superlayer))
      // Back to front onto the list, so that the sublayers come off it in their order.
      for sublayer in layer.sublayers.reversed() {
        pending.append((sublayer, index))
      }
    }
  }

  /// Makes a new tree of layers from the archive and returns its root.
  ///
  /// The whole archive is checked first: when it does not describe one tree, the method throws
  /// and makes no layer at all.
  ///
  /// ```swift
  /// let root = Layer()
  /// let child = Layer()
  /// child.position = Point2D(x: 10, y: 20)
  /// root.addSublayer(child)
  /// let copy = try LayerArchive(of: root).makeLayers()
  /// // copy !== root, copy.sublayers[0].position == Point2D(x: 10, y: 20)
  /// ```
  ///
  /// - Returns: The root of the new tree, a layer without a superlayer.
  /// - Throws: ``LayerArchiveError/noLayers``, ``LayerArchiveError/rootHasSuperlayer(superlayer:)``,
  ///   ``LayerArchiveError/missingSuperlayer(layer:)``,
  ///   ``LayerArchiveError/superlayerOutOfRange(layer:superlayer:count:)`` or
  ///   ``LayerArchiveError/cycle(layer:)`` when the superlayer indices of a decoded archive do not
  ///   form one tree rooted at layer 0.
  /// - Complexity: O(*n*) for *n* layers.
  public func makeLayers() throws -> Layer {
    let tree = try ArchivedTree(layers)
    let made = layers.map { record in
      let layer = Layer()
      record.apply(to: layer)
      return layer
    }
    // Each layer is added to its superlayer before it has sublayers of its own, which makes every
    // addition O(1): a layer without sublayers cannot be an ancestor of its new superlayer.
    var pending = [0]
    while let index = pending.popLast() {
      for sublayer in tree.sublayers(of: index) {
        made[index].addSublayer(made[sublayer])
        pending.append(sublayer)
      }
    }
    return made[0]
  }
}

#endif
