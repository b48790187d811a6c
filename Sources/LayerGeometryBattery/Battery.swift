// A fixed battery of the library's answers, each printed bit for bit (the hex of every `Double`),
// so that the output of one build can be compared with another's line by line: an ordinary build,
// an Embedded Swift build for the host and one for WebAssembly (see README, "Embedded Swift and
// WebAssembly"). Only what Embedded Swift has is used: no Foundation, no formatting of numbers
// but integers.

import LayerGeometry
import LayerGeometryExperiments

/// Writes the lines of the battery, in order.
struct Battery {
  /// Where each line goes.
  let write: (String) -> Void

  /// Runs every part of the battery.
  func run() {
    experiments()
    frames()
    perspectiveConversions()
    treeHitTests()
    snapshot()
    layout()
    scrolling()
    cube()
  }

  // MARK: - Output

  /// The bits of a transform's sixteen entries, row by row.
  private func bits(_ t: Transform3D) -> String {
    [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34,
      t.m41, t.m42, t.m43, t.m44,
    ].map { hex($0) }.joined(separator: " ")
  }

  // MARK: - Parts

  /// Every experiment of the demo: each checked value exactly, and a checksum of each picture.
  private func experiments() {
    let demo = Demo(transcript: { _ in }, save: { _, _ in true }, record: { write("demo " + $0) })
    runExperiments(demo)
    write("demo.checks \(demo.checks), mismatches \(demo.mismatches)")
  }

  /// The frame of the articles' worked examples: anchor points, a turn, a flip.
  private func frames() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.position = Point2D(x: 100, y: 100)
    write("frame.centred " + layer.frame.bits)
    layer.anchorPoint = Point2D(x: 0, y: 0)
    write("frame.anchor00 " + layer.frame.bits)
    layer.anchorPoint = Point2D(x: 0.5, y: 1)
    layer.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
    write("frame.turned " + layer.frame.bits)
    layer.moveAnchorPoint(to: Point2D(x: 0.25, y: 0.75))
    write("frame.moved-anchor " + layer.frame.bits + " " + layer.position.bits)
    layer.frame = Rect2D(x: 10, y: 20, width: 30, height: 40)
    write("frame.set " + layer.frame.bits + " " + layer.bounds.bits)
    let child = Layer()
    child.frame = Rect2D(x: 5, y: 5, width: 10, height: 10)
    layer.isGeometryFlipped = true
    layer.addSublayer(child)
    write("frame.flipped " + child.convert(Point2D(x: 1, y: 2), to: nil).bits)
  }

  /// Points and rectangles through a chain with a perspective.
  private func perspectiveConversions() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let card = Layer()
    card.frame = Rect2D(x: 100, y: 100, width: 200, height: 150)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    card.transform = perspective.concatenating(
      Transform3D(rotationAngle: .pi / 5, x: 0, y: 1, z: 0))
    root.addSublayer(card)
    let label = Layer()
    label.frame = Rect2D(x: 20, y: 30, width: 80, height: 20)
    label.transform = Transform3D(scaleX: 1.5, y: 0.75, z: 1)
    card.addSublayer(label)
    for point in [Point2D(x: 0, y: 0), Point2D(x: 10, y: 5), Point2D(x: 80, y: 20)] {
      write("convert.up " + label.convert(point, to: root).bits)
      write("convert.down " + label.convert(point, from: root).bits)
    }
    write("convert.rect " + label.convert(Rect2D(x: 0, y: 0, width: 80, height: 20), to: root).bits)
    write("convert.behind " + card.convert(Point2D(x: -2000, y: 0), to: root).bits)
  }

  /// A random tree of 10³ layers, and 256 hit tests.
  private func treeHitTests() {
    let (root, layers) = Self.randomTree(count: 1_000, seed: 42)
    var random = SplitMix64(seed: 7)
    var line = "hittest.tree"
    for _ in 0..<256 {
      let point = Point2D(x: random.unit() * 400 - 50, y: random.unit() * 400 - 50)
      line += " " + String(Self.place(of: root.hitTest(point), in: layers))
    }
    write(line)
    write("hittest.contains " + String(layers[500].contains(Point2D(x: 1, y: 1))))
  }

  /// A snapshot of the tree: every 50th element's map and box, and its hit tests.
  private func snapshot() {
    let (root, layers) = Self.randomTree(count: 1_000, seed: 42)
    let snapshot = LayerSnapshot(of: root)
    write("snapshot.count " + String(snapshot.count))
    for index in stride(from: 0, to: snapshot.count, by: 50) {
      let element = snapshot[index]
      write(
        "snapshot.element \(index) " + bits(element.transformToSnapshotSpace) + " "
          + element.boundingBox.bits)
    }
    var random = SplitMix64(seed: 7)
    var line = "snapshot.hittest"
    for _ in 0..<256 {
      let point = Point2D(x: random.unit() * 400 - 50, y: random.unit() * 400 - 50)
      let hit = snapshot.hitTest(point)
      line +=
        " "
        + String(hit.map { Self.place(of: snapshot.layer(at: $0, in: layers), in: layers) } ?? -1)
    }
    write(line)
    write(
      "snapshot.culling "
        + snapshot.layers(intersecting: Rect2D(x: 100, y: 100, width: 50, height: 30)).map {
          String($0)
        }.joined(separator: " "))
  }

  /// Autoresizing: a superlayer resized, its sublayers following their masks.
  private func layout() {
    let parent = Layer()
    parent.frame = Rect2D(x: 0, y: 0, width: 300, height: 200)
    let masks: [Layer.AutoresizingMask] = [
      [.layerWidthSizable], [.layerMinXMargin], [.layerMaxXMargin, .layerHeightSizable],
      [.layerMinXMargin, .layerWidthSizable, .layerMaxXMargin],
    ]
    for (index, mask) in masks.enumerated() {
      let child = Layer()
      child.frame = Rect2D(x: 10 + 20 * Double(index), y: 15, width: 77, height: 33)
      child.autoresizingMask = mask
      parent.addSublayer(child)
    }
    let old = parent.bounds.size
    parent.bounds.size = Size2D(width: 451, height: 123)
    parent.resizeSublayers(withOldSize: old)
    for child in parent.sublayers { write("layout.frame " + child.frame.bits) }
  }

  /// A scroll layer scrolled to a point and to a rectangle.
  private func scrolling() {
    let list = Layer()
    list.kind = .scrollLayer
    list.frame = Rect2D(x: 0, y: 0, width: 320, height: 480)
    list.scroll(to: Point2D(x: 0, y: 1_234.5))
    write("scroll.point " + list.bounds.bits + " " + list.visibleRect.bits)
    list.scroll(to: Rect2D(x: 10, y: 3_000, width: 100, height: 44))
    write("scroll.rect " + list.bounds.bits)
  }

  /// A cube of six transform-layer faces under a perspective, hit by depth.
  private func cube() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let cube = Layer()
    cube.kind = .transformLayer
    cube.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 800
    cube.transform = perspective.concatenating(
      Transform3D(rotationAngle: 0.5, x: 1, y: 1, z: 0))
    root.addSublayer(cube)
    let turns: [(angle: Double, x: Double, y: Double)] = [
      (0, 0, 1), (.pi / 2, 0, 1), (.pi, 0, 1), (-.pi / 2, 0, 1), (.pi / 2, 1, 0), (-.pi / 2, 1, 0),
    ]
    var faces: [Layer] = []
    for turn in turns {
      let face = Layer()
      face.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
      face.transform = Transform3D(rotationAngle: turn.angle, x: turn.x, y: turn.y, z: 0)
        .concatenating(Transform3D(translationX: 0, y: 0, z: 100))
      face.anchorPointZ = 0
      cube.addSublayer(face)
      faces.append(face)
    }
    var line = "cube.hittest"
    for y in stride(from: 60.0, through: 340, by: 40) {
      for x in stride(from: 60.0, through: 340, by: 40) {
        line += " " + String(Self.place(of: root.hitTest(Point2D(x: x, y: y)), in: [root] + faces))
      }
    }
    write(line)
  }

  // MARK: - Trees

  /// A tree of `count` layers: each a random child of an earlier one, with a random frame, a turn
  /// now and then, and a mask now and then.
  static func randomTree(count: Int, seed: UInt64) -> (root: Layer, layers: [Layer]) {
    var random = SplitMix64(seed: seed)
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 300, height: 300)
    var layers = [root]
    for _ in 1..<count {
      let parent = layers[Int(random.next() % UInt64(layers.count))]
      let layer = Layer()
      layer.frame = Rect2D(
        x: random.unit() * 200, y: random.unit() * 200, width: 10 + random.unit() * 90,
        height: 10 + random.unit() * 90)
      if random.next() % 10 < 3 {
        layer.transform = Transform3D(rotationAngle: random.unit() * 2 - 1, x: 0, y: 0, z: 1)
      }
      layer.masksToBounds = random.next() % 20 == 0
      parent.addSublayer(layer)
      layers.append(layer)
    }
    return (root, layers)
  }

  /// The place of `layer` in `layers`, by identity; −1 for `nil` or a layer not in it.
  static func place(of layer: Layer?, in layers: [Layer]) -> Int {
    guard let layer else { return -1 }
    return layers.firstIndex { $0 === layer } ?? -1
  }
}

extension LayerSnapshot {
  /// The layer of `layers` whose snapshot index is `index`.
  fileprivate func layer(at index: Int, in layers: [Layer]) -> Layer? {
    layers.first { self.index(of: $0) == index }
  }
}

/// Sebastiano Vigna's SplitMix64: a fixed sequence for a seed, the same on every platform.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in [0, 1) with 53 random bits.
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
