import LayerGeometry
import LayerGeometryTestSupport
import XCTest

// One test per doc-comment example under Sources/LayerGeometry/Archive.
extension DocumentationExampleTests {
  // Example: LayerArchive
  func testLayerArchiveExample() throws {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
    let card = Layer()
    card.name = "card"
    card.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    root.addSublayer(card)

    let archive = LayerArchive(of: root)
    let copy = try archive.makeLayers()
    // copy.sublayers[0].name == "card"
    XCTAssertEqual(copy.sublayers[0].name, "card")
    // copy.sublayers[0].frame == Rect2D(x: 100, y: 100, width: 100, height: 100)
    XCTAssertEqual(copy.sublayers[0].frame, Rect2D(x: 100, y: 100, width: 100, height: 100))
  }

  // Example: LayerArchive.currentVersion
  func testLayerArchiveCurrentVersionExample() {
    let version = LayerArchive.currentVersion
    // version == 1
    XCTAssertEqual(version, 1)
  }

  // Example: LayerArchive.count
  func testLayerArchiveCountExample() {
    let root = Layer()
    root.addSublayer(Layer())
    root.addSublayer(Layer())
    // LayerArchive(of: root).count == 3
    XCTAssertEqual(LayerArchive(of: root).count, 3)
  }

  // Example: LayerArchive.init(of:)
  func testLayerArchiveInitOfExample() {
    let root = Layer()
    root.name = "root"
    let archive = LayerArchive(of: root)
    // archive.count == 1
    XCTAssertEqual(archive.count, 1)
  }

  // Example: LayerArchive.makeLayers()
  func testLayerArchiveMakeLayersExample() throws {
    let root = Layer()
    let child = Layer()
    child.position = Point2D(x: 10, y: 20)
    root.addSublayer(child)
    let copy = try LayerArchive(of: root).makeLayers()
    // copy !== root, copy.sublayers[0].position == Point2D(x: 10, y: 20)
    XCTAssertTrue(copy !== root)
    XCTAssertEqual(copy.sublayers[0].position, Point2D(x: 10, y: 20))
  }

  // Example: LayerArchiveError
  func testLayerArchiveErrorExample() {
    let error = LayerArchiveError.wrongCount(layer: 3, field: "transform", expected: 16, found: 15)
    // error.description == "layer 3: \"transform\" has 15 numbers, expected 16"
    XCTAssertEqual(error.description, "layer 3: \"transform\" has 15 numbers, expected 16")
  }

  // Example: LayerArchiveError.unsupportedVersion(_:)
  func testLayerArchiveErrorUnsupportedVersionExample() {
    let error = LayerArchiveError.unsupportedVersion(2)
    // error.description == "the archive has version 2; this library reads versions 1...1"
    XCTAssertEqual(
      error.description, "the archive has version 2; this library reads versions 1...1")
  }

  // Example: LayerArchiveError.missingVersion
  func testLayerArchiveErrorMissingVersionExample() {
    let error = LayerArchiveError.missingVersion
    // error.description == "the archive has no \"version\""
    XCTAssertEqual(error.description, "the archive has no \"version\"")
  }

  // Example: LayerArchiveError.noLayers
  func testLayerArchiveErrorNoLayersExample() {
    let error = LayerArchiveError.noLayers
    // error.description == "the archive lists no layers"
    XCTAssertEqual(error.description, "the archive lists no layers")
  }

  // Example: LayerArchiveError.wrongCount(layer:field:expected:found:)
  func testLayerArchiveErrorWrongCountExample() {
    let error = LayerArchiveError.wrongCount(layer: 3, field: "transform", expected: 16, found: 15)
    // error.description == "layer 3: \"transform\" has 15 numbers, expected 16"
    XCTAssertEqual(error.description, "layer 3: \"transform\" has 15 numbers, expected 16")
  }

  // Example: LayerArchiveError.notANumber(layer:field:found:)
  func testLayerArchiveErrorNotANumberExample() {
    let error = LayerArchiveError.notANumber(layer: 1, field: "zPosition", found: "\"high\"")
    // error.description == "layer 1: \"zPosition\" holds \"high\", which is not a number"
    XCTAssertEqual(
      error.description, "layer 1: \"zPosition\" holds \"high\", which is not a number")
  }

  // Example: LayerArchiveError.rootHasSuperlayer(superlayer:)
  func testLayerArchiveErrorRootHasSuperlayerExample() {
    let error = LayerArchiveError.rootHasSuperlayer(superlayer: 4)
    // error.description == "layer 0 is the root but names superlayer 4"
    XCTAssertEqual(error.description, "layer 0 is the root but names superlayer 4")
  }

  // Example: LayerArchiveError.missingSuperlayer(layer:)
  func testLayerArchiveErrorMissingSuperlayerExample() {
    let error = LayerArchiveError.missingSuperlayer(layer: 5)
    // error.description == "layer 5 names no superlayer; only layer 0, the root, may"
    XCTAssertEqual(error.description, "layer 5 names no superlayer; only layer 0, the root, may")
  }

  // Example: LayerArchiveError.superlayerOutOfRange(layer:superlayer:count:)
  func testLayerArchiveErrorSuperlayerOutOfRangeExample() {
    let error = LayerArchiveError.superlayerOutOfRange(layer: 2, superlayer: 9, count: 3)
    // error.description == "layer 2 names superlayer 9, but the layers are numbered 0..<3"
    XCTAssertEqual(
      error.description, "layer 2 names superlayer 9, but the layers are numbered 0..<3")
  }

  // Example: LayerArchiveError.cycle(layer:)
  func testLayerArchiveErrorCycleExample() {
    let error = LayerArchiveError.cycle(layer: 1)
    // error.description == "layer 1 is its own ancestor: its superlayers never reach the root"
    XCTAssertEqual(
      error.description, "layer 1 is its own ancestor: its superlayers never reach the root")
  }

  // Example: LayerArchiveError.unknownGravity(layer:found:)
  func testLayerArchiveErrorUnknownGravityExample() {
    let error = LayerArchiveError.unknownGravity(layer: 2, found: "middle")
    // error.description ==
    //   #"layer 2: "contentsGravity" is "middle", which names none of the twelve gravities"#
    XCTAssertEqual(
      error.description,
      #"layer 2: "contentsGravity" is "middle", which names none of the twelve gravities"#)
  }

  // Example: LayerArchiveError.unknownName(layer:field:found:)
  func testLayerArchiveErrorUnknownNameExample() {
    let error = LayerArchiveError.unknownName(layer: 1, field: "kind", found: "round")
    // error.description == #"layer 1: "kind" is "round", which this library does not know"#
    XCTAssertEqual(
      error.description, #"layer 1: "kind" is "round", which this library does not know"#)
  }

  // Example: LayerArchiveError.invalidAnimation(layer:key:problem:)
  func testLayerArchiveErrorInvalidAnimationLayerKeyProblemExample() {
    let error = LayerArchiveError.invalidAnimation(
      layer: 2, key: "fade", problem: "'opacity' is not a key path this library animates")
    // error.description == "layer 2: the animation \"fade\": 'opacity' is not a key path this library animates"
    XCTAssertEqual(
      error.description,
      "layer 2: the animation \"fade\": 'opacity' is not a key path this library animates")
  }
}
