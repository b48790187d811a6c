import LayerGeometry
import XCTest

/// `removeFinishedAnimations(at:)` and the frame's removal.
///
/// CAAnimation.h, `removedOnCompletion` — "When true, the animation is removed from the render tree
/// once its active duration has passed. Defaults to YES."; a group's members' own flags are
/// ignored. Where time runs backwards or stands still, the end is where the animation's own time
/// says it is.
final class AnimationRemovalTests: XCTestCase {
  /// A 1 s slide of `position.x` to 100, starting at `beginTime`.
  private func slide(beginTime: Double = 0, duration: Double = 1) -> BasicAnimation {
    var slide = BasicAnimation(keyPath: "position.x")
    slide.toValue = .number(100)
    slide.duration = duration
    slide.beginTime = beginTime
    return slide
  }

  func testAnAnimationIsRemovedOnceItsActiveDurationHasPassed() throws {
    let root = Layer()
    let layer = Layer()
    root.addSublayer(layer)
    try layer.add(slide(), forKey: "a")  // ends at 1
    var held = slide()
    held.isRemovedOnCompletion = false
    held.fillMode = .forwards
    try layer.add(held, forKey: "held")  // ends at 1, held there
    try layer.add(slide(duration: 3), forKey: "long")  // ends at 3

    XCTAssertEqual(root.removeFinishedAnimations(at: 0.5), 0)
    XCTAssertEqual(layer.animationKeys(), ["a", "held", "long"])
    XCTAssertEqual(root.removeFinishedAnimations(at: 0.999), 0)
    XCTAssertEqual(root.removeFinishedAnimations(at: 1), 1)  // its last instant has passed
    XCTAssertEqual(layer.animationKeys(), ["held", "long"])
    XCTAssertEqual(root.removeFinishedAnimations(at: 3), 1)
    XCTAssertEqual(layer.animationKeys(), ["held"])
    // The one kept still holds its end: the layer shows x = 100, not its model's 0.
    XCTAssertEqual(layer.presentationValue(forKeyPath: "position.x", at: 10), .number(100))
    XCTAssertEqual(root.removeFinishedAnimations(at: 10), 0)
    XCTAssertFalse(root.hasRunningAnimations(at: 10))
  }

  func testRemovingNeverChangesWhatIsSeen() throws {
    let layer = Layer()
    layer.position = Point2D(x: 7, y: 0)
    try layer.add(slide(), forKey: "slide")
    XCTAssertEqual(layer.presentationValue(forKeyPath: "position.x", at: 1), .number(7))
    layer.removeFinishedAnimations(at: 1)
    XCTAssertEqual(layer.animationKeys(), [])
    XCTAssertEqual(layer.presentationValue(forKeyPath: "position.x", at: 1), .number(7))
  }

  /// A group goes by its own timing and flag; its members, which are not removed on completion
  /// and fill forwards, go with it.
  func testAGroupIsRemovedByItsOwnTiming() throws {
    let layer = Layer()
    var member = slide(duration: 5)
    member.isRemovedOnCompletion = false
    member.fillMode = .forwards
    var group = AnimationGroup()
    group.animations = [.basic(member)]
    group.duration = 2
    try layer.add(group, forKey: "group")
    var kept = group
    kept.isRemovedOnCompletion = false
    try layer.add(kept, forKey: "kept")
    XCTAssertEqual(layer.removeFinishedAnimations(at: 1.5), 0)
    XCTAssertEqual(layer.removeFinishedAnimations(at: 2), 1)
    XCTAssertEqual(layer.animationKeys(), ["kept"])
  }

  /// A speed of −1 plays a 1 s animation beginning at 2 over the second before it.
  ///
  /// From global time 1 to 2: its end at 1 and its start at 2. Before 1 it is pending; after 2 it
  /// has ended.
  func testWhereTimeRunsBackwardsTheEndIsTheStart() throws {
    let layer = Layer()
    var reversed = slide(beginTime: 2)
    reversed.speed = -1
    try layer.add(reversed, forKey: "reversed")
    var held = reversed
    held.fillMode = .backwards  // holds the start, seen after global time 2
    try layer.add(held, forKey: "held")

    XCTAssertTrue(layer.hasRunningAnimations(at: 0.5))  // pending
    XCTAssertEqual(layer.removeFinishedAnimations(at: 0.5), 0)
    XCTAssertTrue(layer.hasRunningAnimations(at: 1.5))
    XCTAssertEqual(layer.presentationValue(forKeyPath: "position.x", at: 1.5), .number(50))
    XCTAssertEqual(layer.removeFinishedAnimations(at: 1.5), 0)
    // Its last instant, global 2, shows its start: still running, not removed.
    XCTAssertTrue(layer.hasRunningAnimations(at: 2))
    XCTAssertEqual(layer.removeFinishedAnimations(at: 2), 0)
    XCTAssertFalse(layer.hasRunningAnimations(at: 2.5))
    XCTAssertEqual(layer.removeFinishedAnimations(at: 2.5), 1)
    XCTAssertEqual(layer.animationKeys(), ["held"])
    XCTAssertEqual(layer.presentationValue(forKeyPath: "position.x", at: 2.5), .number(0))

    // The same with the layer's time reversed instead: its time at global t is −t + 2, so the
    // forward animation from 0 to 1 of its time plays from global 2 back to 1.
    let backwards = Layer()
    backwards.speed = -1
    backwards.timeOffset = 2
    try backwards.add(slide(), forKey: "slide")
    XCTAssertTrue(backwards.hasRunningAnimations(at: 0.5))  // its time 1.5: ended going forward
    XCTAssertEqual(backwards.removeFinishedAnimations(at: 0.5), 0)
    XCTAssertEqual(backwards.removeFinishedAnimations(at: 2.5), 1)
  }

  /// A paused layer (speed 0) holds its animations where they are: they never end, and ask
  /// for no frames.
  func testAPausedSubtreeKeepsItsAnimations() throws {
    let root = Layer()
    root.speed = 0
    root.timeOffset = 0.5
    let layer = Layer()
    root.addSublayer(layer)
    try layer.add(slide(), forKey: "slide")
    XCTAssertFalse(root.hasRunningAnimations(at: 10))
    XCTAssertEqual(root.removeFinishedAnimations(at: 10), 0)
    XCTAssertEqual(layer.presentationValue(forKeyPath: "position.x", at: 10), .number(50))
  }

  /// A reversed animation that starts from a value of its own shows it at its last instant, and
  /// asks for the frame after it, which shows the model again.
  func testAReversedAnimationsLastInstantIsItsStart() throws {
    let layer = Layer()
    var reversed = slide(beginTime: 2)
    reversed.fromValue = .number(30)
    reversed.speed = -1
    try layer.add(reversed, forKey: "reversed")
    XCTAssertEqual(layer.presentationValue(forKeyPath: "position.x", at: 2), .number(30))
    XCTAssertTrue(layer.hasRunningAnimations(at: 2))
    XCTAssertEqual(layer.removeFinishedAnimations(at: 2), 0)
    XCTAssertFalse(layer.hasRunningAnimations(at: 2.001))
    XCTAssertEqual(layer.removeFinishedAnimations(at: 2.001), 1)
    XCTAssertEqual(layer.presentationValue(forKeyPath: "position.x", at: 2.001), .number(0))
  }

  /// Time slowed down the tree is not time stopped: 35 levels of speed 10⁻¹⁰ multiply to 10⁻³⁵⁰,
  /// below the smallest `Double`, yet the animation at the bottom runs (and never reaches its end
  /// in any time a test could wait).
  func testSlowTimeIsNotStoppedTime() throws {
    let root = Layer()
    var bottom = root
    for _ in 0..<35 {
      let slow = Layer()
      slow.speed = 1e-10
      bottom.addSublayer(slow)
      bottom = slow
    }
    try bottom.add(slide(), forKey: "slide")
    XCTAssertTrue(root.hasRunningAnimations(at: 10))
    XCTAssertEqual(root.removeFinishedAnimations(at: 10), 0)
  }

  /// The layer's time runs at twice the global time under an ancestor of speed 2: a 1 s
  /// animation ends at global 0.5.
  func testTheEndIsInTheLayersOwnTime() throws {
    let root = Layer()
    let middle = Layer()
    middle.speed = 2
    let layer = Layer()
    root.addSublayer(middle)
    middle.addSublayer(layer)
    try layer.add(slide(), forKey: "slide")
    XCTAssertEqual(root.removeFinishedAnimations(at: 0.49), 0)
    XCTAssertEqual(root.removeFinishedAnimations(at: 0.5), 1)
    XCTAssertFalse(root.hasRunningAnimations(at: 0.5))
  }

  /// The frame removes what has ended, so that its snapshot and its tree agree with a fresh read.
  func testTheFrameRemovesWhatHasEnded() throws {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let card = Layer()
    card.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    root.addSublayer(card)
    try card.add(slide(), forKey: "slide")
    var frame = LayerSnapshot(of: root, at: 0)
    frame.update(from: root, at: 0.5)
    XCTAssertEqual(card.animationKeys(), ["slide"])
    // Its position.x from the model's 50 to 100, halfway.
    XCTAssertEqual(frame[1].boundingBox, Rect2D(x: 25, y: 0, width: 100, height: 100))
    let damage = frame.update(from: root, at: 1.25)
    XCTAssertEqual(card.animationKeys(), [])
    XCTAssertEqual(frame[1].boundingBox, Rect2D(x: 0, y: 0, width: 100, height: 100))
    XCTAssertEqual(
      damage,
      [
        Rect2D(x: 25, y: 0, width: 100, height: 100),
        Rect2D(x: 0, y: 0, width: 100, height: 100),
      ])
  }
}
