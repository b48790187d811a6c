import LayerGeometryTestSupport
import XCTest

@testable import LayerGeometry

/// Hit tests in a 3D context whose planes hold sublayers reaching outside them: a plane is passed
/// over only where nothing of its subtree can be hit, so the parts outside a plane, and outside
/// its sublayers' bounds, still answer, live and in a snapshot, fresh and updated.
final class ContextPlanePruningTests: XCTestCase {
  /// The row of planes, worked by hand.
  ///
  /// A 1000-point window holds a transform layer of its size (its level the identity), holding
  /// eight 100-point planes side by side, plane i at x = 110 i and z = i (larger z nearer the
  /// viewer; no perspective, so the ray along z meets each plane at the window point moved by the
  /// plane's place). None masks. Plane i holds S_i at (0, 200) sized 50 (window y 200–250, below
  /// the plane), S_i holds G_i at (10, 100) sized 20 (window x 110 i + 10 … + 30, y 300–320, outside
  /// both); plane 7 also holds, in front of S_7, a strip W at (−770, 220) sized 900 × 10 (window
  /// x 0–900, y 220–230).
  private struct Row {
    let window = Layer()
    let planes: [Layer]
    let outside: [Layer]
    let further: [Layer]
    let strip = Layer()

    init() {
      window.frame = Rect2D(x: 0, y: 0, width: 1000, height: 1000)
      let context = Layer()
      context.kind = .transformLayer
      context.frame = window.bounds
      window.addSublayer(context)
      var (planes, outside, further) = ([Layer](), [Layer](), [Layer]())
      for i in 0..<8 {
        let plane = Layer()
        plane.frame = Rect2D(x: 110 * Double(i), y: 0, width: 100, height: 100)
        plane.zPosition = Double(i)
        let sublayer = Layer()
        sublayer.frame = Rect2D(x: 0, y: 200, width: 50, height: 50)
        let inner = Layer()
        inner.frame = Rect2D(x: 10, y: 100, width: 20, height: 20)
        sublayer.addSublayer(inner)
        plane.addSublayer(sublayer)
        context.addSublayer(plane)
        planes.append(plane)
        outside.append(sublayer)
        further.append(inner)
      }
      strip.frame = Rect2D(x: -770, y: 220, width: 900, height: 10)
      planes[7].addSublayer(strip)
      (self.planes, self.outside, self.further) = (planes, outside, further)
    }

    /// The hand-worked answers: a point, the front-most layer, and every layer hit, front to back.
    var expected: [(point: Point2D, hit: Layer?, all: [Layer])] {
      [
        // S_3 (z = 3) and the strip (z = 7): the strip is nearer.
        (Point2D(x: 355, y: 225), strip, [strip, outside[3], window]),
        // Below the strip, only S_3, outside plane 3.
        (Point2D(x: 355, y: 240), outside[3], [outside[3], window]),
        // G_5, outside plane 5 and S_5.
        (Point2D(x: 570, y: 310), further[5], [further[5], window]),
        // S_7 and the strip, both in plane 7: the strip is in front.
        (Point2D(x: 795, y: 225), strip, [strip, outside[7], window]),
        // The strip alone, over plane 1's gap.
        (Point2D(x: 105, y: 228), strip, [strip, window]),
        (Point2D(x: 355, y: 50), planes[3], [planes[3], window]),
        // Between the planes' parts: the window only; outside it, nothing.
        (Point2D(x: 570, y: 150), window, [window]),
        (Point2D(x: 570, y: 330), window, [window]),
        (Point2D(x: -5, y: 225), nil, []),
      ]
    }
  }

  func testPartsOutsideTheirPlanesAnswerLiveAndInASnapshot() {
    let row = Row()
    let snapshot = LayerSnapshot(of: row.window)
    for (point, hit, all) in row.expected {
      XCTAssertTrue(row.window.hitTest(point) === hit, "live at \(point)")
      XCTAssertEqual(snapshot.hitTest(point), hit.map { snapshot.index(of: $0)! }, "at \(point)")
      XCTAssertEqual(snapshot.hitTestAll(point), all.map { snapshot.index(of: $0)! }, "at \(point)")
    }
  }

  /// After the row is hit tested, G_5 moves 400 points down (window y 700–720) and S_3 is hidden
  /// (G_3 with it): the live tree and an updated snapshot answer the new places, as a fresh
  /// snapshot does.
  func testPartsOutsideTheirPlanesAnswerAfterTheyChange() {
    let row = Row()
    var snapshot = LayerSnapshot(of: row.window)
    XCTAssertTrue(row.window.hitTest(Point2D(x: 570, y: 310)) === row.further[5])
    XCTAssertTrue(row.window.hitTest(Point2D(x: 355, y: 310)) === row.further[3])
    row.further[5].frame.origin.y = 500
    row.outside[3].isHidden = true
    _ = snapshot.update(from: row.window)
    let fresh = LayerSnapshot(of: row.window)
    let cases: [(point: Point2D, hit: Layer)] = [
      (Point2D(x: 570, y: 710), row.further[5]),
      (Point2D(x: 570, y: 310), row.window),
      (Point2D(x: 355, y: 310), row.window),
      (Point2D(x: 355, y: 240), row.window),
      (Point2D(x: 355, y: 225), row.strip),
    ]
    for (point, hit) in cases {
      XCTAssertTrue(row.window.hitTest(point) === hit, "live at \(point)")
      XCTAssertEqual(snapshot.hitTest(point), snapshot.index(of: hit), "updated at \(point)")
      XCTAssertEqual(fresh.hitTest(point), fresh.index(of: hit), "fresh at \(point)")
    }
  }
}
