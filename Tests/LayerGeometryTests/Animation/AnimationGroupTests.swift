import LayerGeometry
import XCTest

/// `AnimationGroup` (CAAnimationGroup): members run on the group's time and are cut off by the
/// group's duration; their `isRemovedOnCompletion` is ignored ("The delegate and
/// removedOnCompletion properties of animations in the animations property are currently
/// ignored", CAAnimation.h); groups nest.
final class AnimationGroupTests: XCTestCase {
  private func slide(to x: Double, duration: Double = 1, begin: Double = 0) -> BasicAnimation {
    var slide = BasicAnimation(keyPath: "position.x")
    slide.fromValue = .number(0)
    slide.toValue = .number(x)
    slide.duration = duration
    slide.beginTime = begin
    return slide
  }

  private func x(_ layer: Layer, at time: Double) -> Double? {
    guard case .number(let x) = layer.presentationValue(forKeyPath: "position.x", at: time) else {
      return nil
    }
    return x
  }

  /// A member begins at its beginTime in the group's time, and stops where the group ends.
  func testMembersRunOnTheGroupsTimeAndAreCutOff() throws {
    let layer = Layer()
    layer.position.x = -1
    var group = AnimationGroup()
    group.animations = [.basic(slide(to: 100, duration: 2, begin: 0.5))]
    group.beginTime = 10
    group.duration = 1.5
    try layer.add(group, forKey: "g")
    XCTAssertEqual(x(layer, at: 10.25), -1)  // the member has not begun
    XCTAssertEqual(x(layer, at: 10.5), 0)
    XCTAssertEqual(x(layer, at: 11), 25)
    XCTAssertEqual(try XCTUnwrap(x(layer, at: 11.49)), 49.5, accuracy: 1e-9)
    XCTAssertEqual(x(layer, at: 11.5), -1)  // the group is over: cut at 50
  }

  /// The group's speed, repeats and autoreverse apply to all its members; its fill mode holds
  /// it at its end, where a member whose fill mode holds it shows its end.
  func testTheGroupsTimingAppliesToItsMembers() throws {
    let layer = Layer()
    var held = slide(to: 100)
    held.fillMode = .forwards  // its own isRemovedOnCompletion (true) is ignored in a group
    var group = AnimationGroup()
    group.animations = [.basic(held)]
    group.duration = 1
    group.speed = 2
    group.repeatCount = 2
    group.autoreverses = true
    group.fillMode = .forwards
    group.isRemovedOnCompletion = false
    try layer.add(group, forKey: "g")
    XCTAssertEqual(x(layer, at: 0.25), 50)  // group time 0.5
    XCTAssertEqual(x(layer, at: 0.75), 50)  // on the way back
    XCTAssertEqual(x(layer, at: 1.25), 50)  // second repeat
    XCTAssertEqual(x(layer, at: 5), 0)  // held at the end: back at the start
  }

  /// The group's curve paces the group's time, and so every member.
  func testTheGroupsCurvePacesItsTime() throws {
    let layer = Layer()
    var group = AnimationGroup()
    group.animations = [.basic(slide(to: 1))]
    group.duration = 1
    group.timingFunction = .easeInEaseOut
    try layer.add(group, forKey: "g")
    XCTAssertEqual(try XCTUnwrap(x(layer, at: 0.25)), 0.129162, accuracy: 1e-6)
  }

  /// Groups in groups: each level's beginTime is in the time of the level above.
  func testNestedGroupsTime() throws {
    let layer = Layer()
    var inner = AnimationGroup()
    inner.animations = [.basic(slide(to: 100, duration: 1, begin: 0.5))]
    inner.beginTime = 1
    inner.duration = 3
    var outer = AnimationGroup()
    outer.animations = [.group(inner)]
    outer.beginTime = 2
    outer.duration = 4
    try layer.add(outer, forKey: "g")
    // Layer time 4: outer time 2, inner time 1, the member 0.5 into its second.
    XCTAssertEqual(x(layer, at: 4), 50)
  }

  /// Members apply in order, each over what those before made; a group adds its members in
  /// place, after the layer's animations added before it.
  func testMembersApplyInOrder() throws {
    let layer = Layer()
    var nudge = BasicAnimation(keyPath: "position.x")
    nudge.byValue = .number(10)
    nudge.isAdditive = true
    nudge.fromValue = .number(10)
    nudge.duration = 1
    var group = AnimationGroup()
    group.animations = [.basic(slide(to: 100)), .basic(nudge)]
    group.duration = 1
    try layer.add(group, forKey: "g")
    XCTAssertEqual(x(layer, at: 0.5), 65)  // 50, then + 15
  }

  func testMembersAreCheckedAndNestingIsBounded() {
    var group = AnimationGroup()
    group.animations = [.basic(BasicAnimation(keyPath: "opacity"))]
    XCTAssertThrowsError(try Layer().add(group, forKey: "g")) { error in
      XCTAssertEqual(error as? AnimationError, .unknownKeyPath("opacity"))
    }
    var deep = AnimationGroup()
    for _ in 0..<32 {
      var outer = AnimationGroup()
      outer.animations = [.group(deep)]
      deep = outer
    }
    XCTAssertThrowsError(try Layer().add(deep, forKey: "g")) { error in
      XCTAssertEqual(error as? AnimationError, .groupsNestedTooDeeply(levels: 32))
    }
    let shallower = deep.animations[0]
    guard case .group(let fits) = shallower else { return XCTFail("not a group") }
    XCTAssertNoThrow(try Layer().add(fits, forKey: "g"))
  }
}
