import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// The count of animated layers each layer keeps for its subtree, which walks for the animated
/// layers follow: held against a count made by walking the whole tree, through random edits of
/// the tree and of the animations.
final class AnimatedLayerCountTests: XCTestCase {
  /// The layers of `root`'s subtree with animations, counted by walking it all.
  private func counted(_ root: Layer) -> Int {
    var (count, stack) = (0, [root])
    while let layer = stack.popLast() {
      if !layer.animationKeys().isEmpty { count += 1 }
      stack += layer.sublayers
    }
    return count
  }

  func testTheCountsFollowEveryEdit() throws {
    var generator = SplitMix64(seed: 0xC0_417)
    let layers = (0..<40).map { _ in Layer() }
    for edit in 0..<4_000 {
      let a = layers.randomElement(using: &generator)!
      let b = layers.randomElement(using: &generator)!
      switch Int.random(in: 0..<9, using: &generator) {
      case 0 where !a.isAncestorOrSelf(of: b):
        b.addSublayer(a)
      case 1 where !a.isAncestorOrSelf(of: b):
        b.insertSublayer(
          a, at: Int.random(in: 0...b.sublayers.filter { $0 !== a }.count, using: &generator))
      case 2:
        a.removeFromSuperlayer()
      case 3:
        if let parent = a.superlayer, a !== b, !b.isAncestorOrSelf(of: parent) {
          parent.replaceSublayer(a, with: b)
        }
      case 4:
        try a.add(
          BasicAnimation(keyPath: "position"),
          forKey: "k\(Int.random(in: 0..<2, using: &generator))")
      case 5:
        a.removeAnimation(forKey: "k\(Int.random(in: 0..<2, using: &generator))")
      case 6:
        a.removeAllAnimations()
      case 7:
        a.sublayers = a.sublayers.filter { _ in Bool.random(using: &generator) }.reversed()
      default:
        break
      }
      if edit % 50 == 0 || edit > 3_900 {
        for layer in layers {
          XCTAssertEqual(
            layer.storage.pointee.animatedLayersInSubtree, counted(layer), "edit \(edit)")
        }
      }
    }
  }

  /// A tree made from an archive counts its animations too.
  func testAnArchivedTreeCountsItsAnimations() throws {
    let root = Layer()
    let child = Layer()
    root.addSublayer(child)
    try child.add(BasicAnimation(keyPath: "position"), forKey: "a")
    let copy = try LayerArchive(of: root).makeLayers()
    XCTAssertEqual(copy.storage.pointee.animatedLayersInSubtree, 1)
    XCTAssertEqual(copy.sublayers[0].storage.pointee.animatedLayersInSubtree, 1)
  }
}
