import Foundation
import LayerGeometry
import LayerGeometryFoundation
import LayerGeometryTestSupport
import XCTest

/// `LayerArchive`: exact round trips of random trees (through JSON), a 100,000-level chain, the
/// encoded form, and one error for each kind of malformed input.
final class LayerArchiveTests: XCTestCase {
  // MARK: - Round trips

  /// Seeded random trees, with `NaN`s (signed, signalling, with payloads), infinities, `-0.0`,
  /// subnormals and names mixed in, through `JSONEncoder` and `JSONDecoder` with default settings:
  /// every property comes back with the same bits, and conversions and hit tests answer the same.
  func testRandomTreesRoundTripThroughJSONExactly() throws {
    var generator = SplitMix64(seed: 0xA4C1_17E5)
    for iteration in 0..<60 {
      let context = "iteration \(iteration)"
      var options = RandomTreeOptions()
      options.maxLayers = Int.random(in: 1...40, using: &generator)
      options.maxDepth = min(6, options.maxLayers - 1)
      let tree = RandomLayerTree(options: options, using: &generator)
      for layer in tree.layers {
        Self.sprinkleEdgeCases(on: layer, using: &generator)
      }

      let data = try JSONEncoder().encode(LayerArchive(of: tree.root))
      let copy = try JSONDecoder().decode(LayerArchive.self, from: data).makeLayers()
      let copies = Self.layersInTreeOrder(copy)
      XCTAssertEqual(copies.count, tree.layers.count, context)
      guard copies.count == tree.layers.count else { continue }
      XCTAssertNil(copy.superlayer, context)
      for (original, loaded) in zip(tree.layers, copies) {
        assertSameStoredProperties(original, loaded, context)
        XCTAssertEqual(
          loaded.sublayers.count, original.sublayers.count, "\(context): sublayer count")
        XCTAssertEqual(
          place(of: loaded.superlayer, in: copies), place(of: original.superlayer, in: tree.layers),
          "\(context): superlayer")
      }
      assertSameAnswers(tree.layers, copies, using: &generator, context)
    }
  }

  /// Sets some properties of `layer` to values that break naive encodings.
  private static func sprinkleEdgeCases<G: RandomNumberGenerator>(
    on layer: Layer, using generator: inout G
  ) {
    func odd() -> Double {
      switch Int.random(in: 0..<8, using: &generator) {
      case 0: return -Double.nan
      case 1: return Double.signalingNaN
      case 2: return Double(nan: 0x5_1234, signaling: false)
      case 3: return -0.0
      default: return randomEdgeCaseDouble(using: &generator)
      }
    }
    func chance() -> Bool { Int.random(in: 0..<6, using: &generator) == 0 }
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: layer.name = nil
    case 1: layer.name = ""
    case 2: layer.name = "layer \"\(Int.random(in: 0..<100, using: &generator))\" \\ ✓ 🎈\n"
    default: layer.name = "plain"
    }
    if chance() { layer.bounds = Rect2D(x: odd(), y: odd(), width: odd(), height: odd()) }
    if chance() { layer.position = Point2D(x: odd(), y: odd()) }
    if chance() { layer.anchorPoint = Point2D(x: odd(), y: odd()) }
    if chance() { layer.anchorPointZ = odd() }
    if chance() { layer.zPosition = odd() }
    if chance() { layer.transform.m34 = odd() }
    if chance() { layer.transform.m41 = odd() }
    if chance() { layer.sublayerTransform.m11 = odd() }
    if chance() { layer.sublayerTransform.m43 = odd() }
    if chance() {
      layer.contentsGravity =
        ContentsGravity.allCases[Int.random(in: 0..<12, using: &generator)]
    }
    if chance() { layer.contentsRect = Rect2D(x: odd(), y: odd(), width: odd(), height: odd()) }
    if chance() { layer.contentsCenter.origin.y = odd() }
    if chance() { layer.contentsScale = odd() }
    if chance() {
      layer.autoresizingMask = Layer.AutoresizingMask(
        rawValue: UInt32.random(in: 0...UInt32.max, using: &generator))
    }
    if chance() { layer.kind = .scrollLayer }
    if chance() {
      layer.scrollMode = Layer.ScrollMode.allCases[Int.random(in: 0..<4, using: &generator)]
    }
    if chance() { layer.beginTime = odd() }
    if chance() { layer.speed = Float(odd()) }
    if chance() { layer.timeOffset = odd() }
  }

  /// Asserts that the conversions, hit tests and derived properties of two trees answer the same,
  /// with the same bits (layers are compared by their place in tree order).
  private func assertSameAnswers<G: RandomNumberGenerator>(
    _ originals: [Layer], _ copies: [Layer], using generator: inout G, _ context: String
  ) {
    for (original, copy) in zip(originals, copies) {
      XCTAssertEqual(bits(original.frame), bits(copy.frame), "\(context): frame")
      XCTAssertEqual(original.contentsAreFlipped, copy.contentsAreFlipped, context)
      XCTAssertEqual(
        original.sublayersInDrawingOrder.map { place(of: $0, in: originals) },
        copy.sublayersInDrawingOrder.map { place(of: $0, in: copies) }, "\(context): drawing order")
    }
    for _ in 0..<20 {
      let i = Int.random(in: 0..<originals.count, using: &generator)
      let j = Int.random(in: 0..<originals.count, using: &generator)
      let point = randomPoint(in: -300...600, using: &generator)
      let rect = Rect2D(origin: point, size: randomSize(in: 0...100, using: &generator))
      XCTAssertEqual(
        bits(originals[i].convert(point, from: originals[j])),
        bits(copies[i].convert(point, from: copies[j])), "\(context): convert point")
      XCTAssertEqual(
        bits(originals[i].convert(rect, to: originals[j])),
        bits(copies[i].convert(rect, to: copies[j])), "\(context): convert rect")
      XCTAssertEqual(
        bits(originals[i].convert(point, to: nil)), bits(copies[i].convert(point, to: nil)),
        "\(context): convert to nil")
      XCTAssertEqual(
        place(of: originals[0].hitTest(point), in: originals),
        place(of: copies[0].hitTest(point), in: copies),
        "\(context): hit test at \(point)")
      XCTAssertEqual(
        originals[i].contains(point), copies[i].contains(point), "\(context): contains")
    }
  }

  /// A subtree whose root has a superlayer: the root's own properties are kept, the superlayer is
  /// not, and the new root is a root.
  func testArchivingASubtreeKeepsTheRootsPropertiesButNotItsSuperlayer() throws {
    let parent = Layer()
    parent.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    parent.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    let child = Layer()
    child.frame = Rect2D(x: 10, y: 20, width: 30, height: 40)
    parent.addSublayer(child)

    let copy = try LayerArchive(of: child).makeLayers()
    XCTAssertNil(copy.superlayer)
    XCTAssertEqual(copy.frame, Rect2D(x: 10, y: 20, width: 30, height: 40))
    XCTAssertEqual(copy.sublayerTransform, .identity)
    // In its old tree the parent's sublayerTransform doubled the child about (50, 50): the
    // child's corner (0, 0) sat at (10, 20), now at (2·10 − 50, 2·20 − 50) = (−30, −10).
    XCTAssertEqual(parent.convert(Point2D(x: 0, y: 0), from: child), Point2D(x: -30, y: -10))
    XCTAssertEqual(copy.convert(Point2D(x: 0, y: 0), to: nil), Point2D(x: 10, y: 20))
  }

  // MARK: - The encoded form

  /// A record lists what differs from a new layer, keys sorted; a new layer's record is empty.
  func testTheJSONOfASmallTree() throws {
    let root = Layer()
    let card = Layer()
    card.name = "card"
    card.frame = Rect2D(x: 100, y: 100, width: 100, height: 100)
    card.isDoubleSided = false
    root.addSublayer(card)
    let json = String(decoding: try LayerArchive(of: root).jsonData(), as: UTF8.self)
    XCTAssertEqual(
      json,
      #"{"layers":[{},{"bounds":[0,0,100,100],"isDoubleSided":false,"name":"card","#
        + #""position":[150,150],"superlayer":0}],"version":1}"#)
  }

  /// The values a JSON number cannot carry are strings, and come back with their bits.
  func testNumbersThatJSONCannotCarryAreWrittenAsStrings() throws {
    let layer = Layer()
    layer.name = "sub"
    let child = Layer()
    layer.addSublayer(child)
    child.bounds = Rect2D(x: -0.0, y: -.infinity, width: .infinity, height: .nan)
    child.position = Point2D(x: -Double.nan, y: Double(nan: 0x5_1234, signaling: true))
    child.anchorPointZ = .leastNonzeroMagnitude
    child.zPosition = .greatestFiniteMagnitude
    let json = String(decoding: try LayerArchive(of: layer).jsonData(), as: UTF8.self)
    XCTAssertTrue(json.contains(#""bounds":["-0","-inf","inf","nan"]"#), json)
    XCTAssertTrue(
      json.contains(#""position":["nan(0xfff8000000000000)","nan(0x7ff4000000051234)"]"#), json)
    XCTAssertTrue(json.contains(#""anchorPointZ":5e-324"#), json)
    XCTAssertTrue(json.contains(#""zPosition":1.7976931348623157e+308"#), json)
    XCTAssertTrue(json.contains(#""superlayer":0"#), json)
    XCTAssertTrue(json.contains(#""name":"sub""#), json)

    let copy = try LayerArchive(jsonData: Data(json.utf8)).makeLayers().sublayers[0]
    XCTAssertEqual(
      bits(copy.bounds),
      [0x8000_0000_0000_0000, 0xFFF0_0000_0000_0000, 0x7FF0_0000_0000_0000, 0x7FF8_0000_0000_0000])
    XCTAssertEqual(bits(copy.position), [0xFFF8_0000_0000_0000, 0x7FF4_0000_0005_1234])
    XCTAssertEqual(copy.anchorPointZ.bitPattern, 1)
    XCTAssertEqual(copy.zPosition, .greatestFiniteMagnitude)
  }

  /// Fields from a later format are skipped, and the layers load.
  func testUnknownFieldsAreIgnored() throws {
    let json = """
      {"version": 1, "writer": "a later library", "layers": [
        \(record(name: "root", extra: #", "cornerRadius": 2, "borderColor": "red""#)),
        \(record(superlayer: 0, extra: #", "futureList": [1, {"a": null}]"#))]}
      """
    let root = try LayerArchive(jsonData: Data(json.utf8)).makeLayers()
    XCTAssertEqual(root.name, "root")
    XCTAssertEqual(root.sublayers.count, 1)
    XCTAssertEqual(root.sublayers[0].bounds, Rect2D(x: 1, y: 2, width: 30, height: 40))
  }

  /// Sibling order is archive order, whatever order the layers are listed in.
  func testSublayersFollowArchiveOrderEvenWhenListedAfterTheirOwnSublayers() throws {
    let json = """
      {"version": 1, "layers": [\(record(name: "root")), \(record(superlayer: 2, name: "grandchild")),
        \(record(superlayer: 0, name: "first")), \(record(superlayer: 0, name: "second"))]}
      """
    let root = try LayerArchive(jsonData: Data(json.utf8)).makeLayers()
    XCTAssertEqual(root.sublayers.map(\.name), ["first", "second"])
    XCTAssertEqual(root.sublayers[0].sublayers.map(\.name), ["grandchild"])
  }

  // MARK: - Malformed input: one error each

  func testANewerVersionIsAClearError() {
    let json = #"{"version": 2, "layers": "a format this library cannot know"}"#
    assertDecodingFails(json, with: .unsupportedVersion(2))
    XCTAssertEqual(
      LayerArchiveError.unsupportedVersion(2).description,
      "the archive has version 2; this library reads versions 1...1")
    assertDecodingFails(#"{"version": 0, "layers": []}"#, with: .unsupportedVersion(0))
  }

  func testAMissingVersion() {
    assertDecodingFails(#"{"layers": []}"#, with: .missingVersion)
  }

  func testNoLayers() throws {
    let archive = try LayerArchive(jsonData: Data(#"{"version": 1, "layers": []}"#.utf8))
    XCTAssertThrowsError(try archive.makeLayers()) { error in
      XCTAssertEqual(error as? LayerArchiveError, .noLayers)
      XCTAssertEqual("\(error)", "the archive lists no layers")
    }
  }

  func testASuperlayerIndexOutOfRange() throws {
    try assertMakingLayersFails(
      [record(), record(superlayer: 0), record(superlayer: 3)],
      with: .superlayerOutOfRange(layer: 2, superlayer: 3, count: 3),
      "layer 2 names superlayer 3, but the layers are numbered 0..<3")
    try assertMakingLayersFails(
      [record(), record(superlayer: -1)],
      with: .superlayerOutOfRange(layer: 1, superlayer: -1, count: 2),
      "layer 1 names superlayer -1, but the layers are numbered 0..<2")
  }

  func testALoopOfSuperlayers() throws {
    try assertMakingLayersFails(
      [
        record(), record(superlayer: 0), record(superlayer: 3), record(superlayer: 4),
        record(superlayer: 2),
      ],
      with: .cycle(layer: 2),
      "layer 2 is its own ancestor: its superlayers never reach the root")
    // A layer that leads into a loop without being on it: the loop's layer is named.
    try assertMakingLayersFails(
      [record(), record(superlayer: 2), record(superlayer: 3), record(superlayer: 2)],
      with: .cycle(layer: 2), "layer 2 is its own ancestor: its superlayers never reach the root")
  }

  func testALayerThatIsItsOwnSuperlayer() throws {
    try assertMakingLayersFails(
      [record(), record(superlayer: 1)], with: .cycle(layer: 1),
      "layer 1 is its own ancestor: its superlayers never reach the root")
  }

  func testASecondRoot() throws {
    try assertMakingLayersFails(
      [record(), record(superlayer: 0), record()], with: .missingSuperlayer(layer: 2),
      "layer 2 names no superlayer; only layer 0, the root, may")
  }

  func testARootWithASuperlayer() throws {
    try assertMakingLayersFails(
      [record(superlayer: 1), record(superlayer: 0)], with: .rootHasSuperlayer(superlayer: 1),
      "layer 0 is the root but names superlayer 1")
  }

  func testAWrongCountOfNumbers() {
    let short = record(superlayer: 0).replacingOccurrences(
      of: #""transform": [1, 0, 0, 0, "#, with: #""transform": [1, 0, 0, "#)
    assertDecodingFails(
      layers: [record(), short],
      with: .wrongCount(layer: 1, field: "transform", expected: 16, found: 15),
      #"layer 1: "transform" has 15 numbers, expected 16"#)
    let long = record().replacingOccurrences(
      of: #""position": [5, 6]"#, with: #""position": [5, 6, 7]"#)
    assertDecodingFails(
      layers: [long], with: .wrongCount(layer: 0, field: "position", expected: 2, found: 3),
      #"layer 0: "position" has 3 numbers, expected 2"#)
  }

  /// Strings that spell no number, and values of other kinds, where a number should be.
  func testValuesThatAreNotNumbers() {
    struct Case {
      var field: String
      var written: String  // the field's text in `record()`
      var replacement: String
      var found: String
      var message: String
    }
    let cases = [
      Case(
        field: "zPosition", written: "0", replacement: #""high""#, found: #""high""#,
        message: #"layer 0: "zPosition" holds "high", which is not a number"#),
      Case(
        field: "anchorPointZ", written: "0", replacement: #""nan(0x7ff)""#,
        found: #""nan(0x7ff)""#,
        message: #"layer 0: "anchorPointZ" holds "nan(0x7ff)", which is not a number"#),
      // Sixteen hexadecimal digits, but not the bits of a NaN.
      Case(
        field: "anchorPointZ", written: "0", replacement: #""nan(0x3ff0000000000000)""#,
        found: #""nan(0x3ff0000000000000)""#,
        message: #"layer 0: "anchorPointZ" holds "nan(0x3ff0000000000000)", which is not a number"#
      ),
      Case(
        field: "bounds", written: "[1, 2, 30, 40]", replacement: "[1, true, 30, 40]", found: "true",
        message: #"layer 0: "bounds" holds true, which is not a number"#),
      Case(
        field: "position", written: "[5, 6]", replacement: "[null, 6]", found: "null",
        message: #"layer 0: "position" holds null, which is not a number"#),
      Case(
        field: "position", written: "[5, 6]", replacement: "[[5], 6]", found: "a list or an object",
        message: #"layer 0: "position" holds a list or an object, which is not a number"#),
    ]
    for c in cases {
      let bad = record().replacingOccurrences(
        of: #""\#(c.field)": \#(c.written)"#, with: #""\#(c.field)": \#(c.replacement)"#)
      assertDecodingFails(
        layers: [bad], with: .notANumber(layer: 0, field: c.field, found: c.found), c.message)
    }
  }

  /// A gravity from no version of the format.
  func testAnUnknownGravity() {
    let bad = record(extra: #", "contentsGravity": "middle""#)
    assertDecodingFails(
      layers: [bad], with: .unknownGravity(layer: 0, found: "middle"),
      #"layer 0: "contentsGravity" is "middle", which names none of the twelve gravities"#)
  }

  // MARK: - Animations

  /// A layer's animations come back in the order added, each with every value it was given; a
  /// record lists only what differs from a new animation.
  func testAnimationsRoundTrip() throws {
    let root = Layer()
    root.speed = 0.5
    let card = Layer()
    root.addSublayer(card)
    var slide = BasicAnimation(keyPath: "position")
    slide.fromValue = .point(Point2D(x: 1, y: -0.0))
    slide.byValue = .point(Point2D(x: 30, y: 0))
    slide.isAdditive = true
    slide.isCumulative = true
    slide.timingFunction = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    slide.beginTime = 3
    slide.duration = 0.4
    slide.speed = 0.3
    slide.timeOffset = -0.1
    slide.repeatCount = .infinity
    slide.repeatDuration = 9
    slide.autoreverses = true
    slide.fillMode = .both
    slide.isRemovedOnCompletion = false
    var spin = SpringAnimation(keyPath: "transform")
    spin.valueFunction = .rotateZ
    spin.toValue = .number(2 * .pi)
    (spin.mass, spin.stiffness, spin.damping, spin.initialVelocity) = (2, 300, 12, -1)
    var turn = BasicAnimation(keyPath: "sublayerTransform")
    turn.toValue = .transform(Transform3D(rotationAngle: 1, x: 1, y: 2, z: 3))
    var grow = BasicAnimation(keyPath: "bounds")
    grow.fromValue = .rect(Rect2D(x: 0, y: 0, width: 10, height: 20))
    var size = BasicAnimation(keyPath: "bounds.size")
    size.toValue = .size(Size2D(width: 5, height: 6))
    var hop = KeyframeAnimation(keyPath: "position")
    hop.values = [.point(.zero), .point(Point2D(x: 10, y: -0.0)), .point(Point2D(x: 20, y: 0))]
    hop.keyTimes = [0, 0.25, 1]
    hop.timingFunctions = [.easeIn, TimingFunction(controlPoints: 0.1, 2, 0.3, -1)]
    hop.calculationMode = .cubic
    (hop.tensionValues, hop.continuityValues, hop.biasValues) = (
      [0, 1, 0], [-1, 0, 1], [0.5, 0, 0]
    )
    hop.isCumulative = true
    hop.duration = 3
    try card.add(slide, forKey: "slide")
    try card.add(spin, forKey: "spin")
    try card.add(turn, forKey: "turn")
    try card.add(hop, forKey: "hop")
    var orbit = KeyframeAnimation(keyPath: "position")
    var path = Path2D()
    path.move(to: Point2D(x: 1, y: 2))
    path.addLine(to: Point2D(x: 3, y: 4))
    path.addQuadCurve(to: Point2D(x: 5, y: 6), control: Point2D(x: 7, y: 8))
    path.addCurve(to: .zero, control1: Point2D(x: -1, y: -2), control2: Point2D(x: -3, y: -0.0))
    path.closeSubpath()
    orbit.path = path
    orbit.rotationMode = .autoReverse
    orbit.calculationMode = .paced
    try card.add(orbit, forKey: "orbit")
    var inner = AnimationGroup()
    inner.animations = [.basic(size), .spring(SpringAnimation(keyPath: "position.y"))]
    inner.beginTime = 0.25
    var group = AnimationGroup()
    group.animations = [.keyframe(hop), .group(inner)]
    group.timingFunction = .easeOut
    group.duration = 2
    group.repeatCount = 3
    group.isRemovedOnCompletion = false
    try card.add(group, forKey: "group")
    try root.add(grow, forKey: "grow")
    try root.add(size, forKey: "size")

    let data = try JSONEncoder().encode(LayerArchive(of: root))
    let copy = try JSONDecoder().decode(LayerArchive.self, from: data).makeLayers()
    XCTAssertEqual(copy.speed, 0.5)
    XCTAssertEqual(copy.animationKeys(), ["grow", "size"])
    XCTAssertEqual(copy.animation(forKey: "grow"), .basic(grow))
    XCTAssertEqual(copy.animation(forKey: "size"), .basic(size))
    let copiedCard = copy.sublayers[0]
    XCTAssertEqual(copiedCard.animationKeys(), ["slide", "spin", "turn", "hop", "orbit", "group"])
    XCTAssertEqual(copiedCard.animation(forKey: "orbit"), .keyframe(orbit))
    XCTAssertEqual(copiedCard.animation(forKey: "group"), .group(group))
    XCTAssertEqual(copiedCard.animation(forKey: "hop"), .keyframe(hop))
    XCTAssertEqual(copiedCard.animation(forKey: "slide"), .basic(slide))
    XCTAssertEqual(copiedCard.animation(forKey: "spin"), .spring(spin))
    XCTAssertEqual(copiedCard.animation(forKey: "turn"), .basic(turn))
    // −0.0 keeps its sign.
    guard case .basic(let copied) = copiedCard.animation(forKey: "slide"),
      case .point(let from) = copied.fromValue
    else { return XCTFail("no slide") }
    XCTAssertEqual(from.y.sign, .minus)
    // The presented values agree.
    for time in [0.0, 3.1, 3.5, 7] {
      XCTAssertEqual(
        copiedCard.presentationValue(forKeyPath: "position", at: time),
        card.presentationValue(forKeyPath: "position", at: time))
    }
    // What the JSON of an animation holds.
    let plain = Layer()
    var fade = BasicAnimation(keyPath: "zPosition")
    fade.toValue = .number(4)
    try plain.add(fade, forKey: "lift")
    XCTAssertEqual(
      String(decoding: try LayerArchive(of: plain).jsonData(), as: UTF8.self),
      #"{"layers":[{"animations":[{"key":"lift","keyPath":"zPosition","toValue":{"number":[4]}}]}],"#
        + #""version":1}"#)
  }

  /// An animation a layer would not take, and fields this version does not know, are errors that
  /// name the layer, the animation and the field.
  func testAnimationsThatALayerWouldNotTake() {
    assertDecodingFails(
      layers: [record(extra: #", "animations": [{"key": "fade", "keyPath": "opacity"}]"#)],
      with: .invalidAnimation(
        layer: 0, key: "fade", problem: "'opacity' is not a key path this library animates"),
      #"layer 0: the animation "fade": 'opacity' is not a key path this library animates"#)
    assertDecodingFails(
      layers: [
        record(
          extra:
            #", "animations": [{"key": "a", "keyPath": "position", "toValue": {"number": [1]}}]"#)
      ],
      with: .invalidAnimation(
        layer: 0, key: "a", problem: "the toValue of 'position' must be a point"),
      #"layer 0: the animation "a": the toValue of 'position' must be a point"#)
    assertDecodingFails(
      layers: [
        record(
          extra: #", "animations": [{"key": "a", "keyPath": "position", "fillMode": "frozen"}]"#)
      ],
      with: .unknownName(layer: 0, field: "animations[0].fillMode", found: "frozen"),
      #"layer 0: "animations[0].fillMode" is "frozen", which this library does not know"#)
    assertDecodingFails(
      layers: [
        record(
          extra: #", "animations": [{"key": "a", "keyPath": "position", "duration": "long"}]"#)
      ],
      with: .notANumber(layer: 0, field: "animations[0].duration", found: #""long""#),
      #"layer 0: "animations[0].duration" holds "long", which is not a number"#)
    assertDecodingFails(
      layers: [
        record(
          extra:
            #", "animations": [{"key": "a", "keyPath": "position", "toValue": {"point": [1]}}]"#)
      ],
      with: .wrongCount(layer: 0, field: "animations[0].toValue", expected: 2, found: 1),
      #"layer 0: "animations[0].toValue" has 1 numbers, expected 2"#)
    assertDecodingFails(
      layers: [
        record(extra: #", "animations": [{"key": "a", "keyPath": "x", "kind": "transition"}]"#)
      ],
      with: .unknownName(layer: 0, field: "animations[0].kind", found: "transition"),
      #"layer 0: "animations[0].kind" is "transition", which this library does not know"#)
  }

  /// A kind or a scroll mode from no version of the format.
  func testAnUnknownKindOrScrollMode() {
    assertDecodingFails(
      layers: [record(extra: #", "kind": "replicatorLayer""#)],
      with: .unknownName(layer: 0, field: "kind", found: "replicatorLayer"),
      #"layer 0: "kind" is "replicatorLayer", which this library does not know"#)
    assertDecodingFails(
      layers: [record(extra: #", "scrollMode": "diagonally""#)],
      with: .unknownName(layer: 0, field: "scrollMode", found: "diagonally"),
      #"layer 0: "scrollMode" is "diagonally", which this library does not know"#)
  }

  /// The autoresizing mask is kept as its bits (a mask nobody set is left out, as macOS leaves it
  /// out of its archives — autoresizing.m), the kind and the scroll mode by their names.
  func testMaskKindAndScrollModeAreKept() throws {
    let root = Layer()
    root.kind = .scrollLayer
    root.scrollMode = .vertically
    let child = Layer()
    child.autoresizingMask = Layer.AutoresizingMask(rawValue: 255)
    root.addSublayer(child)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(LayerArchive(of: root)), as: UTF8.self)
    XCTAssertEqual(
      json,
      #"{"layers":[{"kind":"scrollLayer","scrollMode":"vertically"},"#
        + #"{"autoresizingMask":255,"superlayer":0}],"version":1}"#)
    let copy = try LayerArchive(jsonData: Data(json.utf8)).makeLayers()
    XCTAssertEqual(copy.kind, .scrollLayer)
    XCTAssertEqual(copy.scrollMode, .vertically)
    XCTAssertEqual(copy.sublayers[0].autoresizingMask.rawValue, 255)
    XCTAssertEqual(copy.sublayers[0].kind, .plain)
    XCTAssertEqual(copy.sublayers[0].scrollMode, .both)
  }

  /// A transform layer is kept by its case name, and a tree of them reads back as it was written.
  func testATransformLayerIsKeptByName() throws {
    let root = Layer()
    let context = Layer()
    context.kind = .transformLayer
    let face = Layer()
    root.addSublayer(context)
    context.addSublayer(face)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(LayerArchive(of: root)), as: UTF8.self)
    XCTAssertEqual(
      json,
      #"{"layers":[{},{"kind":"transformLayer","superlayer":0},{"superlayer":1}],"version":1}"#)
    let copy = try LayerArchive(jsonData: Data(json.utf8)).makeLayers()
    XCTAssertEqual(copy.kind, .plain)
    XCTAssertEqual(copy.sublayers[0].kind, .transformLayer)
    XCTAssertEqual(copy.sublayers[0].sublayers[0].kind, .plain)
  }

  /// A value of the wrong kind where no number is expected is the decoder's own error, which
  /// names the field's path.
  func testAFlagThatIsNotABoolean() {
    let json = #"{"version": 1, "layers": [{}, {"superlayer": 0, "isHidden": "yes"}]}"#
    XCTAssertThrowsError(try LayerArchive(jsonData: Data(json.utf8))) { error in
      guard case DecodingError.typeMismatch(_, let context) = error else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["layers", "Index 1", "isHidden"])
    }
  }

  /// A record lists only what differs from a new layer's properties: the rest is the default.
  func testAbsentFieldsHaveTheirDefaultValues() throws {
    let json = #"{"version": 1, "layers": [{"bounds": [0, 0, 100, 50]}, {"superlayer": 0}]}"#
    let root = try LayerArchive(jsonData: Data(json.utf8)).makeLayers()
    XCTAssertEqual(root.bounds, Rect2D(x: 0, y: 0, width: 100, height: 50))
    XCTAssertEqual(root.anchorPoint, Point2D(x: 0.5, y: 0.5))
    XCTAssertEqual(root.transform, .identity)
    XCTAssertTrue(root.isDoubleSided)
    let child = root.sublayers[0]
    XCTAssertEqual(child.bounds, .zero)
    XCTAssertEqual(child.position, .zero)
    XCTAssertNil(child.name)
    XCTAssertEqual(child.autoresizingMask, [])
    XCTAssertEqual(child.kind, .plain)
    XCTAssertEqual(child.scrollMode, .both)
    XCTAssertEqual(child.animationKeys(), [])
    // An archive written before layers had a time loads them with the default timing.
    XCTAssertEqual(child.beginTime, 0)
    XCTAssertEqual(child.speed, 1)
    XCTAssertEqual(child.timeOffset, 0)
  }

  // MARK: - Helpers

  /// The JSON record of a layer with bounds (1, 2, 30, 40) and position (5, 6).
  private func record(superlayer: Int? = nil, name: String? = nil, extra: String = "") -> String {
    let identity = "[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]"
    return "{"
      + (superlayer.map { #""superlayer": \#($0), "# } ?? "")
      + (name.map { #""name": "\#($0)", "# } ?? "")
      + #""bounds": [1, 2, 30, 40], "position": [5, 6], "anchorPoint": [0.5, 0.5], "#
      + #""anchorPointZ": 0, "zPosition": 0, "transform": \#(identity), "#
      + #""sublayerTransform": \#(identity), "isGeometryFlipped": false, "isHidden": false, "#
      + #""masksToBounds": false, "isDoubleSided": true\#(extra)}"#
  }

  private func assertDecodingFails(
    _ json: String, with expected: LayerArchiveError, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertThrowsError(try LayerArchive(jsonData: Data(json.utf8)), file: file, line: line) {
      XCTAssertEqual($0 as? LayerArchiveError, expected, "\($0)", file: file, line: line)
    }
  }

  private func assertDecodingFails(
    layers: [String], with expected: LayerArchiveError, _ message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let json = #"{"version": 1, "layers": [\#(layers.joined(separator: ", "))]}"#
    assertDecodingFails(json, with: expected, file: file, line: line)
    XCTAssertEqual(expected.description, message, file: file, line: line)
  }

  private func assertMakingLayersFails(
    _ layers: [String], with expected: LayerArchiveError, _ message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let json = #"{"version": 1, "layers": [\#(layers.joined(separator: ", "))]}"#
    let archive = try LayerArchive(jsonData: Data(json.utf8))
    XCTAssertThrowsError(try archive.makeLayers(), file: file, line: line) { error in
      XCTAssertEqual(error as? LayerArchiveError, expected, file: file, line: line)
      XCTAssertEqual("\(error)", message, file: file, line: line)
    }
  }

  /// Every layer under `root`, each before its sublayers, sublayers in order.
  private static func layersInTreeOrder(_ root: Layer) -> [Layer] {
    var result: [Layer] = []
    var pending = [root]
    while let layer = pending.popLast() {
      result.append(layer)
      pending.append(contentsOf: layer.sublayers.reversed())
    }
    return result
  }
}

// MARK: - Bitwise comparison

/// The index of `layer` in `layers`, by identity.
private func place(of layer: Layer?, in layers: [Layer]) -> Int? {
  layer.flatMap { layer in layers.firstIndex { $0 === layer } }
}

private func bits(_ point: Point2D) -> [UInt64] { [point.x.bitPattern, point.y.bitPattern] }

private func bits(_ rect: Rect2D) -> [UInt64] {
  bits(rect.origin) + [rect.size.width.bitPattern, rect.size.height.bitPattern]
}

private func bits(_ t: Transform3D) -> [UInt64] { entries(of: t).map(\.bitPattern) }
