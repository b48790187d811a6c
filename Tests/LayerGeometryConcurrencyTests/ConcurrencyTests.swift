import Foundation
import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// The library from several threads at once.
///
/// The threads share the `Sendable` values and call the batch APIs on them; each builds a tree of
/// its own. `.ci/run` runs these tests under ThreadSanitizer, with a filter that takes this class
/// and `SnapshotConcurrencyTests`.
final class ConcurrencyTests: XCTestCase {
  /// What one thread computes: bit patterns of converted and mapped points, which layers the points
  /// hit, and a picture.
  private struct Answers: Equatable, Sendable {
    var bits: [UInt64] = []
    var hits: [Int?] = []
    var svg = ""
  }

  private static let threadCount = 8

  /// The threads' answers, appended under a lock.
  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Answers] = []

    var answers: [Answers] { lock.withLock { stored } }

    func append(_ answers: Answers) {
      lock.withLock { stored.append(answers) }
    }
  }

  /// Seeded points around the trees, and transforms, that the threads share.
  private static func sharedInputs() -> (points: [Point2D], transforms: [Transform3D]) {
    var generator = SplitMix64(seed: 0xC0C0_7A5C)
    let points = (0..<2_000).map { _ in
      Point2D(
        x: Double.random(in: -300...600, using: &generator),
        y: Double.random(in: -300...600, using: &generator))
    }
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 500
    let transforms = [
      Transform3D(AffineTransform2D(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5)),
      perspective.concatenating(Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0)),
    ]
    return (points, transforms)
  }

  /// Builds the seeded tree (each thread its own: `Layer` is not `Sendable`) and answers for the
  /// shared inputs with the batch APIs.
  private static func answers(points: [Point2D], transforms: [Transform3D]) -> Answers {
    var generator = SplitMix64(seed: 0x7EE5)
    let tree = RandomLayerTree(using: &generator)
    var answers = Answers()
    for transform in transforms {
      var mapped = points
      transform.apply(to: &mapped)
      answers.bits += mapped.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
      var boxes = points.map { Rect2D(origin: $0, size: Size2D(width: 10, height: -5)) }
      transform.apply(to: &boxes)
      answers.bits += boxes.flatMap { [$0.origin.x.bitPattern, $0.size.height.bitPattern] }
    }
    for layer in tree.layers.suffix(4) {
      var converted = points
      layer.convert(&converted, from: nil)
      answers.bits += converted.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
    }
    for order in [Layer.HitTestOrder.drawingOrder, .sublayerOrder] {
      answers.hits += tree.root.hitTest(points, order: order).map { hit in
        tree.layers.firstIndex { $0 === hit }
      }
    }
    answers.svg =
      SVGPicture(of: tree.root, in: Rect2D(x: -300, y: -300, width: 900, height: 900))
      .svg
    return answers
  }

  func testThreadsSharingValuesAndBatchAPIsAgreeWithOneThread() {
    let (points, transforms) = Self.sharedInputs()
    let expected = Self.answers(points: points, transforms: transforms)
    let collected = Collected()
    DispatchQueue.concurrentPerform(iterations: Self.threadCount) { _ in
      collected.append(Self.answers(points: points, transforms: transforms))
    }
    XCTAssertEqual(collected.answers.count, Self.threadCount)
    for result in collected.answers {
      XCTAssertEqual(result, expected)
    }
  }
}
