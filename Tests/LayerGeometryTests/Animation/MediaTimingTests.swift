import XCTest

@testable import LayerGeometry

/// Where an animation is at a time of its layer: the pass and the fraction that `MediaTiming` gives
/// for each of the CAMediaTiming properties, worked by hand from Apple's header
/// (CAMediaTiming.h: `t = (tp − begin)·speed + offset`, a zero duration meaning 0.25 s, repeats,
/// autoreverse, fill modes) and the practitioners' observations the notes cite (a `timeOffset`
/// wraps; fill modes hold only while the animation is not removed on completion).
final class MediaTimingTests: XCTestCase {
  /// The fraction at `time`, or `nil` when the animation does not count.
  private func fraction(
    _ timing: MediaTiming, at time: Double, removedOnCompletion: Bool = true
  ) -> Double? {
    timing.progress(atLayerTime: time, isRemovedOnCompletion: removedOnCompletion)?.fraction
  }

  private func timing(
    begin: Double = 0, duration: Double = 1, speed: Float = 1, offset: Double = 0,
    count: Float = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fill: FillMode = .removed
  ) -> MediaTiming {
    var timing = MediaTiming()
    timing.beginTime = begin
    timing.duration = duration
    timing.speed = speed
    timing.timeOffset = offset
    timing.repeatCount = count
    timing.repeatDuration = repeatDuration
    timing.autoreverses = autoreverses
    timing.fillMode = fill
    return timing
  }

  func testTheDefaultsAreCoreAnimations() {
    let timing = MediaTiming()
    XCTAssertEqual(timing.beginTime, 0)
    XCTAssertEqual(timing.duration, 0)
    XCTAssertEqual(timing.speed, 1)
    XCTAssertEqual(timing.timeOffset, 0)
    XCTAssertEqual(timing.repeatCount, 0)
    XCTAssertEqual(timing.repeatDuration, 0)
    XCTAssertFalse(timing.autoreverses)
    XCTAssertEqual(timing.fillMode, .removed)
    // A zero duration means 0.25 s.
    XCTAssertEqual(timing.activeDuration, 0.25)
    XCTAssertEqual(fraction(timing, at: 0.125), 0.5)
    XCTAssertNil(fraction(timing, at: 0.25))
  }

  func testADurationThatIsNotPositiveMeansAQuarterOfASecond() {
    for duration: Double in [0, -1, -.infinity, .nan] {
      XCTAssertEqual(timing(duration: duration).activeDuration, 0.25, "\(duration)")
      XCTAssertEqual(fraction(timing(duration: duration), at: 0.0625), 0.25, "\(duration)")
    }
    // An infinite duration never leaves its first value, and never ends.
    XCTAssertEqual(fraction(timing(duration: .infinity), at: 1e9), 0)
  }

  func testBeginTimeAndSpeed() {
    let late = timing(begin: 2, duration: 4)
    XCTAssertNil(fraction(late, at: 1.9))
    XCTAssertEqual(fraction(late, at: 2), 0)
    XCTAssertEqual(fraction(late, at: 3), 0.25)
    XCTAssertNil(fraction(late, at: 6))
    // Twice as fast: (3 − 2)·2 = 2 s of 4 at layer time 3, the end at 4.
    let fast = timing(begin: 2, duration: 4, speed: 2)
    XCTAssertEqual(fraction(fast, at: 3), 0.5)
    XCTAssertNil(fraction(fast, at: 4))
  }

  /// A 1 s animation with offset 0.5 still runs for 1 s: its second half, then its first.
  func testATimeOffsetWrapsWithinTheActiveDuration() {
    let shifted = timing(duration: 1, offset: 0.5)
    XCTAssertEqual(fraction(shifted, at: 0), 0.5)
    XCTAssertEqual(fraction(shifted, at: 0.25), 0.75)
    XCTAssertEqual(fraction(shifted, at: 0.5), 0)
    XCTAssertEqual(fraction(shifted, at: 0.75), 0.25)
    XCTAssertNil(fraction(shifted, at: 1))
    // Held after the end, it shows the last instant it played: just before 0.5.
    let held = timing(duration: 1, offset: 0.5, fill: .forwards)
    XCTAssertEqual(fraction(held, at: 2, removedOnCompletion: false), 0.5)
    // A negative offset wraps the other way.
    XCTAssertEqual(fraction(timing(duration: 1, offset: -0.25), at: 0), 0.75)
  }

  /// Speed 0 holds the animation at its offset: scrubbing by hand.
  func testSpeedZeroHoldsTheAnimationAtItsOffset() {
    let scrubbed = timing(duration: 2, speed: 0, offset: 0.5)
    for time in [-10.0, 0, 1, 1e6] {
      XCTAssertEqual(fraction(scrubbed, at: time), 0.25, "\(time)")
    }
  }

  /// A negative speed runs the animation's time backwards: it plays, reversed, in the second
  /// before its begin time, and is over before that.
  func testANegativeSpeedPlaysReversedBeforeTheBeginTime() {
    let reversed = timing(begin: 5, duration: 1, speed: -1, offset: 0)
    XCTAssertEqual(fraction(reversed, at: 5), 0)
    XCTAssertEqual(fraction(reversed, at: 4.75), 0.25)
    XCTAssertNil(fraction(reversed, at: 4))  // its end
    XCTAssertNil(fraction(reversed, at: 5.5))  // before its start
  }

  func testRepeatCountIncludingFractionsAndForEver() {
    let twice = timing(duration: 1, count: 2)
    XCTAssertEqual(twice.activeDuration, 2)
    XCTAssertEqual(twice.progress(atLayerTime: 0.5, isRemovedOnCompletion: true)?.repeatIndex, 0)
    XCTAssertEqual(
      twice.progress(atLayerTime: 1.25, isRemovedOnCompletion: true),
      MediaTiming.Progress(repeatIndex: 1, fraction: 0.25))
    XCTAssertNil(fraction(twice, at: 2))
    // Held at the end: the end of the second repeat, not the start of a third.
    let heldTwice = timing(duration: 1, count: 2, fill: .forwards)
    XCTAssertEqual(
      heldTwice.progress(atLayerTime: 3, isRemovedOnCompletion: false),
      MediaTiming.Progress(repeatIndex: 1, fraction: 1))

    let twoAndAHalf = timing(duration: 2, count: 2.5, fill: .forwards)
    XCTAssertEqual(twoAndAHalf.activeDuration, 5)
    XCTAssertEqual(
      twoAndAHalf.progress(atLayerTime: 9, isRemovedOnCompletion: false),
      MediaTiming.Progress(repeatIndex: 2, fraction: 0.5))

    for forEver: Float in [.infinity, .greatestFiniteMagnitude] {
      let endless = timing(duration: 1, count: forEver)
      XCTAssertEqual(
        endless.progress(atLayerTime: 1_000_000.25, isRemovedOnCompletion: true),
        MediaTiming.Progress(repeatIndex: 1_000_000, fraction: 0.25))
    }
    // A negative or NaN count is ignored, as 0 is: one pass.
    for ignored: Float in [-2, .nan] {
      XCTAssertEqual(timing(duration: 1, count: ignored).activeDuration, 1, "\(ignored)")
    }
  }

  func testRepeatDurationAndTheFirstOfTheTwo() {
    XCTAssertEqual(timing(duration: 1, repeatDuration: 2.5).activeDuration, 2.5)
    XCTAssertEqual(fraction(timing(duration: 1, repeatDuration: 2.5), at: 2.25), 0.25)
    // Both set (undefined in Core Animation): whichever ends first.
    XCTAssertEqual(timing(duration: 1, count: 3, repeatDuration: 2.5).activeDuration, 2.5)
    XCTAssertEqual(timing(duration: 1, count: 2, repeatDuration: 2.5).activeDuration, 2)
    for ignored in [-1.0, .nan] {
      XCTAssertEqual(timing(duration: 1, repeatDuration: ignored).activeDuration, 1)
    }
  }

  /// Each repeat goes there and back: a 1 s pass makes a 2 s repeat.
  func testAutoreversesGoesBackInEachRepeat() {
    let swing = timing(duration: 1, count: 2, autoreverses: true)
    XCTAssertEqual(swing.activeDuration, 4)
    XCTAssertEqual(fraction(swing, at: 0.25), 0.25)
    XCTAssertEqual(fraction(swing, at: 1), 1)
    XCTAssertEqual(fraction(swing, at: 1.25), 0.75)
    XCTAssertEqual(fraction(swing, at: 2.5), 0.5)
    XCTAssertEqual(swing.progress(atLayerTime: 2.5, isRemovedOnCompletion: true)?.repeatIndex, 1)
    // Held at the end: back at the start.
    let held = timing(duration: 1, autoreverses: true, fill: .both)
    XCTAssertEqual(fraction(held, at: 5, removedOnCompletion: false), 0)
    // Half a repeat: the end is at the far value.
    let half = timing(duration: 1, count: 0.5, autoreverses: true, fill: .forwards)
    XCTAssertEqual(half.activeDuration, 1)
    XCTAssertEqual(fraction(half, at: 5, removedOnCompletion: false), 1)
  }

  /// Before the start only `.backwards` and `.both` hold (the first value); after the end only
  /// `.forwards` and `.both` (the last), and only while the animation is not removed on
  /// completion — the pair of settings Core Animation users need together.
  func testEachFillModeBeforeDuringAndAfter() {
    let expected: [(FillMode, before: Double?, after: Double?)] = [
      (.removed, nil, nil), (.forwards, nil, 1), (.backwards, 0, nil), (.both, 0, 1),
    ]
    for (mode, before, after) in expected {
      let timing = timing(begin: 1, duration: 2, fill: mode)
      XCTAssertEqual(fraction(timing, at: 0, removedOnCompletion: false), before, "\(mode)")
      XCTAssertEqual(fraction(timing, at: 2, removedOnCompletion: false), 0.5, "\(mode)")
      XCTAssertEqual(fraction(timing, at: 3, removedOnCompletion: false), after, "\(mode)")
      XCTAssertEqual(fraction(timing, at: 100, removedOnCompletion: false), after, "\(mode)")
      // Removed on completion, nothing holds after the end, whatever the fill mode.
      XCTAssertNil(fraction(timing, at: 3, removedOnCompletion: true), "\(mode)")
      XCTAssertEqual(fraction(timing, at: 0, removedOnCompletion: true), before, "\(mode)")
    }
  }

  func testTimesThatAreNotNumbers() {
    let held = timing(duration: 1, fill: .both)
    XCTAssertNil(fraction(held, at: .nan, removedOnCompletion: false))
    XCTAssertEqual(fraction(held, at: .infinity, removedOnCompletion: false), 1)
    XCTAssertEqual(fraction(held, at: -.infinity, removedOnCompletion: false), 0)
    XCTAssertNil(fraction(timing(duration: 1, speed: .nan, fill: .both), at: 0.5))
    // ∞ · 0: not a number either.
    XCTAssertNil(fraction(timing(duration: 1, speed: 0, fill: .both), at: .infinity))
  }
}
