import LayerGeometry
import XCTest

/// `SpringAnimation` against the damped oscillator it models (CASpringAnimation's documentation:
/// mass, stiffness, damping, initial velocity towards the end), solved here by numerical
/// integration (fourth-order Runge–Kutta, 10⁴ steps per second) and at hand-worked points.
final class SpringAnimationTests: XCTestCase {
  /// The progress of a spring (1 at rest) at `time`, integrated: y″ = −(c·y′ + k·y)/m from
  /// y(0) = −1, y′(0) = v₀.
  private func integrated(
    mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double, at time: Double
  ) -> Double {
    var (y, v) = (-1.0, v0)
    let steps = Int((time * 10_000).rounded())
    let h = time / Double(steps)
    func acceleration(_ y: Double, _ v: Double) -> Double { -(c * v + k * y) / m }
    for _ in 0..<steps {
      let (k1y, k1v) = (v, acceleration(y, v))
      let (k2y, k2v) = (v + h / 2 * k1v, acceleration(y + h / 2 * k1y, v + h / 2 * k1v))
      let (k3y, k3v) = (v + h / 2 * k2v, acceleration(y + h / 2 * k2y, v + h / 2 * k2v))
      let (k4y, k4v) = (v + h * k3v, acceleration(y + h * k3y, v + h * k3v))
      y += h / 6 * (k1y + 2 * k2y + 2 * k3y + k4y)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return 1 + y
  }

  /// A layer whose `position.x` springs from 0 to 1 over a pass of 10 s (longer than it takes to
  /// settle), so that its presented x is the spring's progress.
  private func progress(_ spring: SpringAnimation, at time: Double) throws -> Double {
    var spring = spring
    spring.fromValue = .number(0)
    spring.toValue = .number(1)
    spring.duration = 10
    let layer = Layer()
    try layer.add(spring, forKey: "spring")
    guard case .number(let x) = layer.presentationValue(forKeyPath: "position.x", at: time) else {
      throw XCTSkip("not a number")
    }
    return x
  }

  func testTheDefaultsAreCoreAnimations() {
    let spring = SpringAnimation(keyPath: "position")
    XCTAssertEqual(spring.mass, 1)
    XCTAssertEqual(spring.stiffness, 100)
    XCTAssertEqual(spring.damping, 10)
    XCTAssertEqual(spring.initialVelocity, 0)
  }

  /// Under-, critically and over-damped springs, with and without an initial velocity, against
  /// the integration; and the default spring at hand-worked points: ζ = 0.5, ω₀ = 10,
  /// ω_d = 10·√0.75, y = e^(−5t)·(−cos ω_d t − (5/ω_d)·sin ω_d t).
  func testUnderCriticallyAndOverDampedSpringsFollowTheOscillator() throws {
    for (damping, velocity) in [(10.0, 0.0), (10, 5), (20, 0), (20, -3), (50, 0), (50, 8)] {
      var spring = SpringAnimation(keyPath: "position.x")
      spring.damping = damping
      spring.initialVelocity = velocity
      for time in [0.05, 0.1, 0.25, 0.5, 1, 2] {
        XCTAssertEqual(
          try progress(spring, at: time),
          integrated(mass: 1, stiffness: 100, damping: damping, velocity: velocity, at: time),
          accuracy: 1e-9, "damping \(damping), velocity \(velocity), at \(time)")
      }
    }
    let spring = SpringAnimation(keyPath: "position.x")
    XCTAssertEqual(try progress(spring, at: 0.1), 0.3403, accuracy: 1e-4)
    XCTAssertEqual(try progress(spring, at: 0.25), 1.02336, accuracy: 1e-5)  // overshoots
    XCTAssertEqual(try progress(spring, at: 0), 0)
    // Critically damped: y = e^(−10t)·(−1 − 10t); at 0.1, 1 − 2/e.
    var critical = SpringAnimation(keyPath: "position.x")
    critical.damping = 20
    XCTAssertEqual(try progress(critical, at: 0.1), 1 - 2 / M_E, accuracy: 1e-12)
  }

  /// A heavier mass with a stiffer spring: only the ratio k/m and the damping ratio matter.
  func testMassAndStiffnessTogether() throws {
    var spring = SpringAnimation(keyPath: "position.x")
    (spring.mass, spring.stiffness, spring.damping) = (2, 300, 15)
    for time in [0.1, 0.3, 0.7] {
      XCTAssertEqual(
        try progress(spring, at: time),
        integrated(mass: 2, stiffness: 300, damping: 15, velocity: 0, at: time), accuracy: 1e-9)
    }
  }

  /// The default spring's envelope 1.1547·e^(−5t) falls below 0.001 at ln(1154.7)/5 ≈ 1.4103 s;
  /// after its settling duration every spring stays within 0.1 % of the end.
  func testTheSettlingDuration() throws {
    XCTAssertEqual(
      SpringAnimation(keyPath: "position").settlingDuration, 1.41031926, accuracy: 1e-6)
    for (damping, velocity) in [(10.0, 0.0), (4, 10), (20, 0), (50, 0), (50, -20)] {
      var spring = SpringAnimation(keyPath: "position.x")
      spring.damping = damping
      spring.initialVelocity = velocity
      let settled = spring.settlingDuration
      XCTAssertTrue(settled.isFinite && settled > 0, "\(damping)")
      for step in 0...200 {
        let time = settled + Double(step) * 0.01
        XCTAssertEqual(try progress(spring, at: time), 1, accuracy: 0.001, "\(damping) at \(time)")
      }
    }
    var undamped = SpringAnimation(keyPath: "position")
    undamped.damping = 0
    XCTAssertEqual(undamped.settlingDuration, .infinity)
    var massless = SpringAnimation(keyPath: "position")
    massless.mass = 0
    XCTAssertEqual(massless.settlingDuration, .infinity)
  }

  /// The pass's duration cuts the spring off: after it, removed on completion, the model shows.
  func testTheDurationCutsTheSpringOff() throws {
    var spring = SpringAnimation(keyPath: "position.x")
    spring.fromValue = .number(0)
    spring.toValue = .number(100)
    spring.duration = 0.2
    let layer = Layer()
    layer.position.x = 7
    try layer.add(spring, forKey: "spring")
    XCTAssertEqual(layer.presentationValue(forKeyPath: "position.x", at: 0.3), .number(7))
  }
}
