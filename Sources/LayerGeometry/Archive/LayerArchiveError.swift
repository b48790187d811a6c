// Not in Embedded Swift, which has no Codable: see README, "Embedded Swift and WebAssembly".
#if !hasFeature(Embedded)

/// Why a ``LayerArchive`` could not be decoded or turned back into layers.
///
/// Layers are numbered from 0 (the root) in the order the archive lists them; each case names the
/// layer and the field, and ``description`` says what is wrong in a sentence.
///
/// ```swift
/// let error = LayerArchiveError.wrongCount(layer: 3, field: "transform", expected: 16, found: 15)
/// // error.description == "layer 3: \"transform\" has 15 numbers, expected 16"
/// ```
public enum LayerArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The archive was written in a newer format than this library reads (or names a version below 1).
  ///
  /// ```swift
  /// let error = LayerArchiveError.unsupportedVersion(2)
  /// // error.description == "the archive has version 2; this library reads versions 1...1"
  /// ```
  case unsupportedVersion(Int)

  /// The archive has no `"version"` field.
  ///
  /// ```swift
  /// let error = LayerArchiveError.missingVersion
  /// // error.description == "the archive has no \"version\""
  /// ```
  case missingVersion

  /// The archive lists no layers: there is no root to return.
  ///
  /// ```swift
  /// let error = LayerArchiveError.noLayers
  /// // error.description == "the archive lists no layers"
  /// ```
  case noLayers

  /// A field holds a different count of numbers than it should (2 for a point, 4 for a rectangle,
  /// 16 for a transform).
  ///
  /// ```swift
  /// let error = LayerArchiveError.wrongCount(layer: 3, field: "transform", expected: 16, found: 15)
  /// // error.description == "layer 3: \"transform\" has 15 numbers, expected 16"
  /// ```
  case wrongCount(layer: Int, field: String, expected: Int, found: Int)

  /// Something other than a number stands where a number should: `found` is the string, in quotes,
  /// or `true`, `false`, `null`, or "a list or an object".
  ///
  /// ```swift
  /// let error = LayerArchiveError.notANumber(layer: 1, field: "zPosition", found: "\"high\"")
  /// // error.description == "layer 1: \"zPosition\" holds \"high\", which is not a number"
  /// ```
  case notANumber(layer: Int, field: String, found: String)

  /// The first layer, which is the root, names a superlayer.
  ///
  /// ```swift
  /// let error = LayerArchiveError.rootHasSuperlayer(superlayer: 4)
  /// // error.description == "layer 0 is the root but names superlayer 4"
  /// ```
  case rootHasSuperlayer(superlayer: Int)

  /// A layer other than the first names no superlayer: the archive would hold a second root.
  ///
  /// ```swift
  /// let error = LayerArchiveError.missingSuperlayer(layer: 5)
  /// // error.description == "layer 5 names no superlayer; only layer 0, the root, may"
  /// ```
  case missingSuperlayer(layer: Int)

  /// A layer names a superlayer that is not in the archive.
  ///
  /// ```swift
  /// let error = LayerArchiveError.superlayerOutOfRange(layer: 2, superlayer: 9, count: 3)
  /// // error.description == "layer 2 names superlayer 9, but the layers are numbered 0..<3"
  /// ```
  case superlayerOutOfRange(layer: Int, superlayer: Int, count: Int)

  /// A layer's chain of superlayers loops without reaching the root; `layer` is on the loop.
  ///
  /// ```swift
  /// let error = LayerArchiveError.cycle(layer: 1)
  /// // error.description == "layer 1 is its own ancestor: its superlayers never reach the root"
  /// ```
  case cycle(layer: Int)

  /// A layer's `contentsGravity` is a string that names none of ``ContentsGravity``'s cases.
  ///
  /// ```swift
  /// let error = LayerArchiveError.unknownGravity(layer: 2, found: "middle")
  /// // error.description ==
  /// //   #"layer 2: "contentsGravity" is "middle", which names none of the twelve gravities"#
  /// ```
  case unknownGravity(layer: Int, found: String)

  /// A layer's `kind` or `scrollMode` is a string that names none of the cases this library
  /// knows (an archive from a later version that has more kinds, or a typing mistake).
  ///
  /// ```swift
  /// let error = LayerArchiveError.unknownName(layer: 1, field: "kind", found: "round")
  /// // error.description == #"layer 1: "kind" is "round", which this library does not know"#
  /// ```
  case unknownName(layer: Int, field: String, found: String)

  /// An animation of the layer is not one a layer takes: its key path or its values are wrong
  /// (`problem` says how, as ``AnimationError`` does).
  ///
  /// ```swift
  /// let error = LayerArchiveError.invalidAnimation(
  ///   layer: 2, key: "fade", problem: "'opacity' is not a key path this library animates")
  /// // error.description == "layer 2: the animation \"fade\": 'opacity' is not a key path this library animates"
  /// ```
  case invalidAnimation(layer: Int, key: String, problem: String)

  /// A sentence that says what is wrong with the archive.
  public var description: String {
    switch self {
    case .unsupportedVersion(let version):
      "the archive has version \(version); this library reads versions 1...\(LayerArchive.currentVersion)"
    case .missingVersion:
      "the archive has no \"version\""
    case .noLayers:
      "the archive lists no layers"
    case .wrongCount(let layer, let field, let expected, let found):
      "layer \(layer): \"\(field)\" has \(found) numbers, expected \(expected)"
    case .notANumber(let layer, let field, let found):
      "layer \(layer): \"\(field)\" holds \(found), which is not a number"
    case .rootHasSuperlayer(let superlayer):
      "layer 0 is the root but names superlayer \(superlayer)"
    case .missingSuperlayer(let layer):
      "layer \(layer) names no superlayer; only layer 0, the root, may"
    case .superlayerOutOfRange(let layer, let superlayer, let count):
      "layer \(layer) names superlayer \(superlayer), but the layers are numbered 0..<\(count)"
    case .cycle(let layer):
      "layer \(layer) is its own ancestor: its superlayers never reach the root"
    case .unknownGravity(let layer, let found):
      "layer \(layer): \"contentsGravity\" is \"\(found)\", which names none of the twelve gravities"
    case .unknownName(let layer, let field, let found):
      "layer \(layer): \"\(field)\" is \"\(found)\", which this library does not know"
    case .invalidAnimation(let layer, let key, let problem):
      "layer \(layer): the animation \"\(key)\": \(problem)"
    }
  }
}

#endif
