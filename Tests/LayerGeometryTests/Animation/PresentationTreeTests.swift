import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `presentation(at:)` and `LayerSnapshot(of:at:)`: a copy of the tree as it is seen at an instant.
///
/// CALayer.h: the presentation layer's sublayers and superlayer are presentation layers,
/// and "calling -hitTest: on the result of the -presentationLayer will query the presentation
/// values of the layer tree"; the model tree's hit test uses model values (ronnqvi.st,
/// "Hit testing animating layers").
final class PresentationTreeTests: XCTestCase {
  /// A 400 × 400 root with a 100 × 100 card at its top-left corner, sliding 250 points right
  /// over 1 s, and a label inside the card.
  private func scene() throws -> (root: Layer, card: Layer, label: Layer) {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    root.name = "root"
    let card = Layer()
    card.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    card.name = "card"
    let label = Layer()
    label.frame = Rect2D(x: 10, y: 10, width: 80, height: 20)
    label.name = "label"
    root.addSublayer(card)
    card.addSublayer(label)
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(300)
    slide.duration = 1
    try card.add(slide, forKey: "slide")
    return (root, card, label)
  }

  /// Mid-animation the card answers where it is seen; the model tree answers where it is.
  func testThePresentationTreeIsHitTestedWhereTheCardIsSeen() throws {
    let (root, card, label) = try scene()
    let seen = root.presentation(at: 0.5)  // the card at x = 125…225
    XCTAssertTrue(seen.hitTest(Point2D(x: 150, y: 50))?.modelLayer === card)
    XCTAssertTrue(seen.hitTest(Point2D(x: 150, y: 20))?.modelLayer === label)
    XCTAssertTrue(seen.hitTest(Point2D(x: 50, y: 50))?.modelLayer === root)
    XCTAssertTrue(root.hitTest(Point2D(x: 150, y: 50)) === root)
    XCTAssertTrue(root.hitTest(Point2D(x: 50, y: 50)) === card)
    // The sublayer's frame and conversions follow.
    let seenCard = seen.sublayers[0]
    XCTAssertEqual(seenCard.frame, Rect2D(x: 125, y: 0, width: 100, height: 100))
    XCTAssertEqual(
      seen.convert(Point2D(x: 10, y: 10), from: seenCard.sublayers[0]), Point2D(x: 145, y: 20))
    XCTAssertEqual(card.frame, Rect2D(x: 0, y: 0, width: 100, height: 100))
  }

  /// The receiver's counterpart comes back, in a copy of its whole tree; presentation layers lead
  /// back to their model layers, and a copy of a copy to the same model.
  func testTheCounterpartAndTheModelLayers() throws {
    let (root, card, label) = try scene()
    let seenLabel = label.presentation(at: 0.25)
    XCTAssertTrue(seenLabel.modelLayer === label)
    XCTAssertTrue(seenLabel.superlayer?.modelLayer === card)
    XCTAssertTrue(seenLabel.superlayer?.superlayer?.modelLayer === root)
    XCTAssertNil(seenLabel.superlayer?.superlayer?.superlayer)
    XCTAssertEqual(seenLabel.superlayer?.position.x, 112.5)  // 50 + 250 · 0.25
    XCTAssertTrue(seenLabel.presentation(at: 0).modelLayer === label)
    XCTAssertTrue(root.modelLayer === root)
    XCTAssertEqual(seenLabel.animationKeys(), [])
  }

  /// The receiver keeps the copy's tree for the layer it returned until its next call; a
  /// presentation layer whose model has gone answers itself.
  func testHowLongAPresentationTreeLives() throws {
    var seenLabel: Layer?
    do {
      let (root, _, label) = try scene()
      seenLabel = label.presentation(at: 0.25)
      XCTAssertEqual(seenLabel?.superlayer?.superlayer?.name, "root")
      _ = label.presentation(at: 0.5)  // lets the first copy's tree go: the label is a root now
      XCTAssertNil(seenLabel?.superlayer)
      XCTAssertTrue(seenLabel?.modelLayer === label)
      // A copy's root kept by the caller keeps its whole tree.
      let seenRoot = root.presentation(at: 0.75)
      XCTAssertEqual(seenRoot.sublayers.first?.sublayers.first?.name, "label")
    }
    XCTAssertTrue(seenLabel?.modelLayer === seenLabel)
  }

  /// A frame loop asks whether anything below a layer still runs: pending and active animations
  /// do, in the layers' own times; ended ones (held or not) and paused subtrees' ended ones do not.
  func testWhetherAnythingStillRuns() throws {
    let (root, card, label) = try scene()
    XCTAssertTrue(root.hasRunningAnimations(at: 0.5))
    XCTAssertFalse(root.hasRunningAnimations(at: 1))
    XCTAssertFalse(label.hasRunningAnimations(at: 0.5))  // the card's animation is not below it
    var later = BasicAnimation(keyPath: "zPosition")
    later.beginTime = 5
    try label.add(later, forKey: "later")
    XCTAssertTrue(root.hasRunningAnimations(at: 2))  // pending
    XCTAssertFalse(root.hasRunningAnimations(at: 5.25))
    // The card's time runs at half speed: its label's animation ends at 10.5 global.
    card.speed = 0.5
    XCTAssertTrue(root.hasRunningAnimations(at: 10.4))
    XCTAssertFalse(root.hasRunningAnimations(at: 10.6))
    XCTAssertFalse(root.hasRunningAnimations(at: .nan))
  }

  /// Changing the presentation tree changes nothing in the model tree.
  func testThePresentationTreeIsACopy() throws {
    let (root, card, _) = try scene()
    let seen = root.presentation(at: 0.5)
    seen.sublayers[0].position = Point2D(x: -500, y: -500)
    seen.sublayers[0].removeFromSuperlayer()
    XCTAssertEqual(card.position, Point2D(x: 50, y: 50))
    XCTAssertEqual(root.sublayers.count, 1)
    XCTAssertEqual(card.animationKeys(), ["slide"])
  }

  /// Without animations the presentation tree is the tree: every stored property, every layer.
  func testATreeWithoutAnimationsPresentsItself() {
    var generator = SplitMix64(seed: 0x9E5E)
    for _ in 0..<20 {
      var options = RandomTreeOptions()
      options.maxLayers = 60
      let tree = RandomLayerTree(options: options, using: &generator)
      let seen = tree.root.presentation(at: 12.5)
      var copies: [Layer] = []
      var stack = [seen]
      while let layer = stack.popLast() {
        copies.append(layer)
        stack += layer.sublayers.reversed()
      }
      var originals: [Layer] = []
      stack = [tree.root]
      while let layer = stack.popLast() {
        originals.append(layer)
        stack += layer.sublayers.reversed()
      }
      XCTAssertEqual(copies.count, originals.count)
      for (copy, original) in zip(copies, originals) {
        assertSameStoredProperties(copy, original, "presentation")
        XCTAssertTrue(copy.modelLayer === original)
      }
    }
  }

  /// The snapshot at a time is the snapshot of the presentation tree.
  func testASnapshotAtATimeIsThePresentationTreesSnapshot() throws {
    let (root, _, _) = try scene()
    let snapshot = LayerSnapshot(of: root, at: 0.5)
    XCTAssertEqual(snapshot.count, 3)
    XCTAssertEqual(snapshot[1].name, "card")
    XCTAssertEqual(snapshot[1].boundingBox, Rect2D(x: 125, y: 0, width: 100, height: 100))
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 150, y: 50)), 1)
    XCTAssertEqual(snapshot.hitTest(Point2D(x: 150, y: 20)), 2)
    XCTAssertEqual(LayerSnapshot(of: root).hitTest(Point2D(x: 150, y: 50)), 0)
    XCTAssertEqual(LayerSnapshot(of: root, at: 2).hitTest(Point2D(x: 50, y: 50)), 1)  // over
  }

  /// A chain of 10⁵ layers, each turning: copied without recursion.
  func testADeepChainIsPresentedWithoutRecursion() throws {
    let root = Layer()
    var last = root
    for _ in 0..<100_000 {
      let layer = Layer()
      layer.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
      last.addSublayer(layer)
      last = layer
    }
    var nudge = BasicAnimation(keyPath: "position.x")
    nudge.toValue = .number(4)
    nudge.duration = 1
    try last.add(nudge, forKey: "nudge")
    let seen = last.presentation(at: 0.5)
    XCTAssertEqual(seen.position.x, 2)
    XCTAssertTrue(seen.modelLayer === last)
  }

  /// Random trees with random animations of every key path kind: the snapshot at a time equals
  /// the presentation tree's snapshot to the last bit, finds the model's layers, and leaves the
  /// model as it was, to the bit; a bounds animation resizes no sublayer of the model.
  func testASnapshotAtATimeEqualsThePresentationTreesAndLeavesTheModel() throws {
    var generator = SplitMix64(seed: 0xA11_7E)
    let keyPaths = [
      "position", "position.y", "bounds.size", "bounds.origin.x", "anchorPoint", "zPosition",
      "transform.rotation.z", "transform.scale", "sublayerTransform.translation.x", "transform",
    ]
    for round in 0..<30 {
      var options = RandomTreeOptions()
      options.maxLayers = 50
      let tree = RandomLayerTree(options: options, using: &generator)
      for layer in tree.layers {
        layer.autoresizingMask = [.layerWidthSizable, .layerMaxYMargin]
        guard Bool.random(using: &generator) else { continue }
        let keyPath = keyPaths.randomElement(using: &generator)!
        var animation = BasicAnimation(keyPath: keyPath)
        let number = Double.random(in: -40...40, using: &generator)
        switch keyPath {
        case "position", "anchorPoint":
          animation.byValue = .point(Point2D(x: number, y: -number / 2))
        case "bounds.size": animation.toValue = .size(Size2D(width: 80 + number, height: 30))
        case "transform":
          animation.toValue = .transform(Transform3D(rotationAngle: number / 20, x: 0, y: 0, z: 1))
        default: animation.byValue = .number(number / 10)
        }
        animation.duration = Double.random(in: 0.5...2, using: &generator)
        animation.beginTime = Double.random(in: 0...1, using: &generator)
        animation.fillMode = .both
        try layer.add(animation, forKey: "a")
      }
      let before = tree.layers.map { layer in
        Layer.Property.all.map { layer.value(of: $0) }
      }
      let time = Double.random(in: 0...3, using: &generator)
      let seen = LayerSnapshot(of: tree.root, at: time)
      let presented = tree.root.presentation(at: time)
      let copied = LayerSnapshot(of: presented)
      // The presentation tree's hit test answers as the snapshot at that time does.
      for _ in 0..<20 {
        let point = randomPoint(in: -50...350, using: &generator)
        XCTAssertEqual(
          presented.hitTest(point).flatMap { seen.index(of: $0.modelLayer) }, seen.hitTest(point),
          "round \(round) at \(point)")
        XCTAssertTrue(
          tree.root.hitTest(point, at: time) === presented.hitTest(point)?.modelLayer,
          "round \(round) at \(point)")
      }
      XCTAssertTrue(
        assertSameElements(seen, copied, pool: [], edit: round), "round \(round) at \(time)")
      for (index, layer) in tree.layers.enumerated() {
        XCTAssertNotNil(seen.index(of: layer))
        let after = Layer.Property.all.map { layer.value(of: $0) }
        XCTAssertTrue(
          zip(before[index], after).allSatisfy(bitwiseSame), "round \(round): layer \(index)")
      }
    }
  }
}
