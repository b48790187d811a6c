import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// `hitTest` on two lists whose rows come and go at both ends, move from one list's end to the
/// other's, move a little before they go, change their `zPosition` and are inserted in the middle,
/// each answer checked against a model of the lists kept by the test.
///
/// The rows are strips 44 points high, 10 points apart, so that a point lies in several of them and
/// the answer depends on which is in front. Every point queried is 5 points past a multiple of 10,
/// never on an edge (a row's edges are at multiples of 10, 4 past them, and 3 further when it moved).
final class ListEndsHitTestTests: XCTestCase {
  /// What the test knows of a row: the top of its frame in its list's space, and its `zPosition`.
  private struct RowModel {
    var top: Double
    var zPosition: Double
  }

  private let window = Layer()
  private let lists = [Layer(), Layer()]
  private var rows: [ObjectIdentifier: RowModel] = [:]
  /// Each list's sublayers as the test put them.
  private var models: [[Layer]] = [[], []]
  private var nextTop = 0.0
  private var nextBackTop = -10.0

  /// A window 400 × 10,000 with two lists side by side, each 200 wide with its space's y running
  /// from −5,000, holding 40 rows.
  override func setUp() {
    window.frame = Rect2D(x: 0, y: 0, width: 400, height: 10_000)
    for (column, list) in lists.enumerated() {
      list.bounds = Rect2D(x: 0, y: -5_000, width: 200, height: 10_000)
      list.position = Point2D(x: 100 + 200 * Double(column), y: 5_000)
      window.addSublayer(list)
      for _ in 0..<40 { add(makeRow(atFront: true), to: column, atFront: true) }
    }
  }

  /// A new row after the last one made at the front (`atFront`), or before the first made at the
  /// back.
  private func makeRow(atFront: Bool) -> Layer {
    let top: Double
    if atFront {
      top = nextTop
      nextTop += 10
    } else {
      top = nextBackTop
      nextBackTop -= 10
    }
    let row = Layer()
    row.bounds = Rect2D(x: 0, y: 0, width: 200, height: 44)
    row.position = Point2D(x: 100, y: top + 22)
    rows[ObjectIdentifier(row)] = RowModel(top: top, zPosition: 0)
    return row
  }

  private func add(_ row: Layer, to column: Int, atFront: Bool) {
    if atFront {
      lists[column].addSublayer(row)
      models[column].append(row)
    } else {
      lists[column].insertSublayer(row, at: 0)
      models[column].insert(row, at: 0)
    }
  }

  /// Moves a row 3 points down, or back up when it was moved.
  private func nudge(_ row: Layer) {
    let step: Double =
      rows[ObjectIdentifier(row)]!.top.truncatingRemainder(dividingBy: 10) == 0 ? 3 : -3
    row.position.y += step
    rows[ObjectIdentifier(row)]!.top += step
  }

  /// Sets a row's `zPosition`, on the layer and in the model.
  private func setZPosition(_ zPosition: Double, of row: Layer) {
    row.zPosition = zPosition
    rows[ObjectIdentifier(row)]!.zPosition = zPosition
  }

  /// The list's rows in drawing order, by the model: sorted by `zPosition`, array order among
  /// equal ones.
  private func drawingOrder(of column: Int) -> [Layer] {
    models[column].enumerated().sorted { lhs, rhs in
      let (a, b) = (
        rows[ObjectIdentifier(lhs.element)]!.zPosition,
        rows[ObjectIdentifier(rhs.element)]!.zPosition
      )
      return a == b ? lhs.offset < rhs.offset : a < b
    }.map(\.element)
  }

  /// The row hit at `y` (in the list's space) of a list, by the model: the last drawn, or in
  /// `sublayerOrder` the last in the array, of those whose frame holds `y`; the list itself when
  /// none does.
  private func expectedHit(at y: Double, in column: Int, order: Layer.HitTestOrder) -> Layer {
    let candidates = order == .drawingOrder ? drawingOrder(of: column) : models[column]
    return candidates.last {
      let top = rows[ObjectIdentifier($0)]!.top
      return top <= y && y < top + 44
    } ?? lists[column]
  }

  /// Checks the lists' sublayers and drawing order, and the answers at a few points, against the
  /// model; `raised` is the row brought in front of or behind the others, if any.
  private func check(_ label: String, raised: Layer?, using g: inout SplitMix64) {
    for column in 0..<2 {
      XCTAssert(
        lists[column].sublayers.elementsEqual(models[column], by: ===), "\(label): the sublayers")
      XCTAssert(
        lists[column].sublayersInDrawingOrder.elementsEqual(drawingOrder(of: column), by: ===),
        "\(label): the drawing order")
    }
    // Three points at random, and one in the row put in front of the others, if any (in it, by
    // the model, unless it is behind).
    var queries: [(column: Int, y: Double)] = (0..<3).map { _ in
      let column = Int.random(in: 0..<2, using: &g)
      let tops = models[column].map { rows[ObjectIdentifier($0)]!.top }
      let (low, high) = (Int((tops.min() ?? 0) / 10) - 2, Int((tops.max() ?? 0) / 10) + 5)
      return (column, 10 * Double(Int.random(in: low...high, using: &g)) + 5)
    }
    if let raised, let column = models.firstIndex(where: { $0.contains { $0 === raised } }) {
      let top = rows[ObjectIdentifier(raised)]!.top
      queries.append((column, 10 * (top / 10).rounded(.down) + 15))
    }
    for (column, y) in queries {
      let point = Point2D(x: 50 + 200 * Double(column), y: y + 5_000)
      for order in [Layer.HitTestOrder.drawingOrder, .sublayerOrder] {
        let expected = expectedHit(at: y, in: column, order: order)
        XCTAssert(
          window.hitTest(point, order: order) === expected, "\(label): \(order) at \(point)")
        // From the list itself: the window's space is its superlayer's.
        XCTAssert(
          lists[column].hitTest(point, order: order) === expected,
          "\(label): \(order) from the list at \(point)")
      }
    }
  }

  func testRowsThatComeAndGoAtTheEndsAnswerAsTheModel() {
    var g = SplitMix64(seed: 0xE4D5)
    check("the lists as made", raised: nil, using: &g)
    var spare: [Layer] = []
    var raised: Layer?
    for step in 0..<4_000 {
      let column = Int.random(in: 0..<2, using: &g)
      let atFront = Bool.random(using: &g)
      // Between 20 and 60 rows: across the width from which a list keeps a segment tree.
      let count = models[column].count
      switch Int.random(in: 0..<10, using: &g) {
      case 0...1 where count < 60:
        let row = makeRow(atFront: atFront)
        if raised == nil && Int.random(in: 0..<8, using: &g) == 0 {
          // Added at one end of the array, drawn at the other.
          setZPosition(atFront ? -1 : 1, of: row)
          raised = row
        }
        add(row, to: column, atFront: atFront)
      case 2...3 where count > 20:
        let row = atFront ? models[column].removeLast() : models[column].removeFirst()
        row.removeFromSuperlayer()
        spare.append(row)
      case 4 where count > 20:
        // A row moves a little (or back), then goes, before a query sees the move.
        let row = atFront ? models[column].last! : models[column].first!
        nudge(row)
        if Bool.random(using: &g) {
          models[column].removeAll { $0 === row }
          row.removeFromSuperlayer()
          spare.append(row)
        }
      case 5 where count > 20 && models[1 - column].count < 60:
        // The row at one end of a list goes to one end of the other.
        let row = atFront ? models[column].removeLast() : models[column].removeFirst()
        add(row, to: 1 - column, atFront: Bool.random(using: &g))
      case 6 where !spare.isEmpty && count < 60:
        add(spare.removeLast(), to: column, atFront: atFront)
      case 7:
        // A row brought in front of the others, or the one brought in front or behind back
        // with them (a while later, in a tenth of the steps): the drawing order differs from the
        // array's meanwhile. A row so brought may leave with it, and come back.
        if let row = raised {
          setZPosition(0, of: row)
          raised = nil
        } else if Int.random(in: 0..<4, using: &g) == 0 {
          let row = models[column].randomElement(using: &g)!
          setZPosition(1, of: row)
          raised = row
        }
      case 8 where count < 60:
        let index = Int.random(in: 0...count, using: &g)
        let row = makeRow(atFront: Bool.random(using: &g))
        lists[column].insertSublayer(row, at: index)
        models[column].insert(row, at: index)
      default:
        // A row moves within its list, not to an end.
        let row = models[column].randomElement(using: &g)!
        nudge(row)
      }
      if step % 2 == 1 { check("step \(step)", raised: raised, using: &g) }
    }
  }
}
