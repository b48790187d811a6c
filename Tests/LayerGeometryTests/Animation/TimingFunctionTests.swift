import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `TimingFunction` against Apple's documented control points, the values Core Animation gave when
/// measured (Cocoa's log at 0.67, the Apple-checked evaluations of gnustep/libs-quartzcore), a
/// high-precision solve of the same `Float` control points, and Chromium's test vectors where CSS
/// and Core Animation agree.
final class TimingFunctionTests: XCTestCase {
  /// The named curves with the control points of their pages under
  /// developer.apple.com/documentation/quartzcore/camediatimingfunctionname/.
  private static let named: [(String, TimingFunction, [Double])] = [
    ("linear", .linear, [0, 0, 1, 1]),
    ("easeIn", .easeIn, [0.42, 0, 1, 1]),
    ("easeOut", .easeOut, [0, 0, 0.58, 1]),
    ("easeInEaseOut", .easeInEaseOut, [0.42, 0, 0.58, 1]),
    ("default", .default, [0.25, 0.1, 0.25, 1]),
  ]

  func testTheNamedCurvesHaveApplesControlPoints() {
    for (name, curve, points) in Self.named {
      XCTAssertEqual(curve.controlPoint(at: 0), Point2D(x: 0, y: 0), name)
      XCTAssertEqual(curve.controlPoint(at: 1).x, points[0], accuracy: 1e-7, name)
      XCTAssertEqual(curve.controlPoint(at: 1).y, points[1], accuracy: 1e-7, name)
      XCTAssertEqual(curve.controlPoint(at: 2).x, points[2], accuracy: 1e-7, name)
      XCTAssertEqual(curve.controlPoint(at: 2).y, points[3], accuracy: 1e-7, name)
      XCTAssertEqual(curve.controlPoint(at: 3), Point2D(x: 1, y: 1), name)
    }
  }

  func testControlPointsAreKeptAsFloats() {
    // 0.42 is not a Float: the nearest Float is 0.4199999868869781494140625.
    XCTAssertEqual(TimingFunction.easeIn.controlPoint(at: 1).x, 0.4199999868869781494140625)
    XCTAssertEqual(
      TimingFunction(controlPoints: 0.42, 0, 1, 1), TimingFunction(controlPoints: 0.42, 0, 1, 1))
    XCTAssertNotEqual(TimingFunction.easeIn, TimingFunction.easeOut)
    XCTAssertEqual(Set([TimingFunction.linear, .linear, .default]).count, 2)
  }

  /// Logged under Cocoa (gnustep/libs-quartzcore `Tests/CAMediaTimingFunction/`, 2012, linked
  /// against QuartzCore) at x = 0.67, to six decimals: Core Animation's own solver error shows in
  /// `linear`, which gives 0.669997, not 0.67.
  func testValuesAtTwoThirdsAreCocoasToSixDecimals() {
    let logged: [(TimingFunction, Double)] = [
      (.default, 0.926527), (.easeInEaseOut, 0.772850), (.easeIn, 0.515911),
      (.easeOut, 0.846581), (.linear, 0.669997),
      (TimingFunction(controlPoints: 0.1, 1.0, 1.0, 0.2), 0.589449),
    ]
    for (curve, value) in logged {
      XCTAssertEqual(curve.value(at: 0.67), value, accuracy: 5e-7, "\(curve)")
    }
  }

  /// gnustep/libs-quartzcore PR #55, `Tests/quartzcore/CAMediaTimingFunction/evaluation.m`,
  /// "expected values checked against Apple QuartzCore" (to 1e-4); the six digits are those of a
  /// solver with Core Animation's tolerance, which this one is, so they hold to 1.5e-6.
  func testValuesCheckedAgainstQuartzCore() {
    let checked: [(TimingFunction, Double, Double)] = [
      (.easeIn, 0.25, 0.093465), (.easeIn, 0.5, 0.315357), (.easeIn, 0.75, 0.621861),
      (.easeOut, 0.25, 0.378140), (.easeOut, 0.5, 0.684643), (.easeOut, 0.75, 0.906535),
      (.easeInEaseOut, 0.25, 0.129162), (.easeInEaseOut, 0.5, 0.5),
      (.easeInEaseOut, 0.75, 0.870838),
      (TimingFunction(controlPoints: 0.5, 0, 0.5, 1), 0.25, 0.105889),
      (TimingFunction(controlPoints: 0.5, 0, 0.5, 1), 0.75, 0.894111),
    ]
    for (curve, x, y) in checked {
      XCTAssertEqual(curve.value(at: x), y, accuracy: 1.5e-6, "\(curve) at \(x)")
    }
  }

  /// The exact curve through the same `Float` control points, solved to 40 digits (mpmath, by
  /// root finding on x(t) = x), at x = 0.1 … 0.9: the answers lie within Core Animation's solver
  /// error (it stops 1e-5 from x; the curves' slopes are below 1.5).
  func testNamedCurvesAgreeWithAnExactSolveWithinTheSolversError() {
    let exact: [(TimingFunction, [Double])] = [
      (.linear, [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]),
      (
        .easeIn,
        [
          0.0170266104913761, 0.062282002591418, 0.129576764933849, 0.214860944144388,
          0.315356818763848, 0.429119775693504, 0.55481403848248, 0.691633938132421,
          0.839427848665525,
        ]
      ),
      (
        .easeOut,
        [
          0.160572157932336, 0.308366072806461, 0.445185975048922, 0.570880238845558,
          0.684643195307309, 0.785139068109008, 0.870423244358188, 0.937718002987413,
          0.98297339141729,
        ]
      ),
      (
        .easeInEaseOut,
        [
          0.019722454785956, 0.0816598612770738, 0.187395917437, 0.331883886555391,
          0.500000019268743, 0.668116147286464, 0.812604105241405, 0.918340149591514,
          0.980277547964291,
        ]
      ),
      (
        .default,
        [
          0.0947963062040277, 0.295244334929914, 0.513315161550428, 0.682540506401154,
          0.80240338786712, 0.885229310047951, 0.940764614389432, 0.975625355662361,
          0.994316477493799,
        ]
      ),
    ]
    for (curve, values) in exact {
      for (index, value) in values.enumerated() {
        let x = Double(index + 1) / 10
        XCTAssertEqual(curve.value(at: x), value, accuracy: 1.5e-5, "\(curve) at \(x)")
      }
    }
  }

  /// chromium `ui/gfx/geometry/cubic_bezier_unittest.cc`: (0.25, 0, 0.75, 1) within 1.5e-4, and
  /// the exact values of curves whose y leaves the unit square (`UnclampedYValues`).
  func testChromiumsVectorsInsideTheUnitInterval() {
    let curve = TimingFunction(controlPoints: 0.25, 0, 0.75, 1)
    XCTAssertEqual(curve.value(at: 0.05), 0.01136, accuracy: 1.5e-4)
    XCTAssertEqual(curve.value(at: 0.25), 0.18235, accuracy: 1.5e-4)
    XCTAssertEqual(curve.value(at: 0.75), 0.81764, accuracy: 1.5e-4)
    // x(0.5) = 0.5 for these x control points, so the solver stops at once: y(0.5) exactly.
    XCTAssertEqual(TimingFunction(controlPoints: 0.5, 2, 0.5, 2).value(at: 0.5), 1.625)
    XCTAssertEqual(TimingFunction(controlPoints: 0.5, -1, 0.5, -1).value(at: 0.5), -0.625)
  }

  /// Core Animation holds the curve at its ends (PR #55's Apple-checked linear(−0.5) = 0 and
  /// linear(1.5) = 1), where CSS extrapolates.
  func testFractionsOutsideTheUnitIntervalAreHeldAtTheEnds() {
    for (name, curve, _) in Self.named {
      XCTAssertEqual(curve.value(at: 0), 0, name)
      XCTAssertEqual(curve.value(at: 1), 1, name)
      XCTAssertEqual(curve.value(at: -0.5), 0, name)
      XCTAssertEqual(curve.value(at: 1.5), 1, name)
      XCTAssertEqual(curve.value(at: -.infinity), 0, name)
      XCTAssertEqual(curve.value(at: .infinity), 1, name)
      XCTAssertTrue(curve.value(at: .nan).isNaN, name)
    }
    // An overshooting curve too: held, not extrapolated along its end tangents.
    let overshoot = TimingFunction(controlPoints: 0.5, 1, 0.5, 1)
    XCTAssertEqual(overshoot.value(at: -1), 0)
    XCTAssertEqual(overshoot.value(at: 2), 1)
  }

  func testNonFiniteControlPointsGiveNaNInsideAndTheEndsAtTheEnds() {
    for curve in [
      TimingFunction(controlPoints: .nan, 0, 1, 1), TimingFunction(controlPoints: 0, .nan, 1, 1),
      TimingFunction(controlPoints: 0, 0, .infinity, 1),
      TimingFunction(controlPoints: 0, 0, 1, -.infinity),
    ] {
      XCTAssertTrue(curve.value(at: 0.5).isNaN, "\(curve)")
      XCTAssertEqual(curve.value(at: 0), 0, "\(curve)")
      XCTAssertEqual(curve.value(at: 1), 1, "\(curve)")
    }
  }

  /// A curve whose x control points leave `0...1` turns back on itself; the answer is still
  /// finite, and the ends are still held.
  func testCurvesThatTurnBackInXGiveFiniteValues() {
    for curve in [
      TimingFunction(controlPoints: -0.5, 0.2, 1.5, 0.8),
      TimingFunction(controlPoints: 1.5, 0, -0.5, 1), TimingFunction(controlPoints: 3, 3, -2, -2),
    ] {
      for step in 0...100 {
        XCTAssertTrue(curve.value(at: Double(step) / 100).isFinite, "\(curve) at \(step)%")
      }
      XCTAssertEqual(curve.controlPoint(at: 1).x, Double(curve.controlPoint(at: 1).x))
    }
    XCTAssertEqual(
      TimingFunction(controlPoints: 3, 3, -2, -2).controlPoint(at: 2), Point2D(x: -2, y: -2))
  }

  /// For random curves with x control points in `0...1` (x rises with t), the answer at a random
  /// fraction f is the y of a point whose x lies within 1e-5 of f: between y(t(f − 1e-5)) and
  /// y(t(f + 1e-5)), with t solved here by bisection to the last bit.
  func testRandomCurvesAnswerWithinTheSolversToleranceOfTheCurve() {
    var generator = SplitMix64(seed: 0x7131)
    for _ in 0..<2_000 {
      let points = (0..<4).map { index in
        index.isMultiple(of: 2)
          ? Float.random(in: 0...1, using: &generator) : Float.random(in: -1...2, using: &generator)
      }
      let curve = TimingFunction(controlPoints: points[0], points[1], points[2], points[3])
      let fraction = Double.random(in: 0.001...0.999, using: &generator)
      let value = curve.value(at: fraction)

      let (x1, y1, x2, y2) = (
        Double(points[0]), Double(points[1]), Double(points[2]), Double(points[3])
      )
      func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let s = 1 - t
        return 3 * a * s * s * t + 3 * b * s * t * t + t * t * t
      }
      func parameter(whereXIs x: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<80 {
          let middle = (low + high) / 2
          if bezier(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return low
      }
      let (from, to) = (parameter(whereXIs: fraction - 1e-5), parameter(whereXIs: fraction + 1e-5))
      // y over [from, to], sampled finely: the interval is short and y is a cubic.
      let ys = (0...64).map { bezier(y1, y2, from + (to - from) * Double($0) / 64) }
      let slack = 1e-9 + 1e-3 * (ys.max()! - ys.min()!)
      XCTAssertGreaterThanOrEqual(value, ys.min()! - slack, "\(curve) at \(fraction)")
      XCTAssertLessThanOrEqual(value, ys.max()! + slack, "\(curve) at \(fraction)")
    }
  }

  func testDescriptionIsTheInitializer() {
    XCTAssertEqual(
      TimingFunction.default.description, "TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1.0)")
  }
}
