// The places on a picture already taken by labels and dots, so that a new label can move out of
// their way. Kept in a grid of square cells, each box listed in every cell it covers, so that testing
// a box costs the boxes near it rather than every box taken before: a picture of 100,000 layers is
// labelled in linear time.

/// The boxes, in pixels, that labels and dots have taken on a picture.
struct TakenBoxes {
  /// The side of a cell, in pixels: a few labels' height.
  private static let cellSide = 32.0
  /// How many boxes a cell lists before it counts as taken all over: a crowd that no label can be
  /// read in, and a bound on the cost of every test.
  private static let cellCapacity = 32

  private struct Cell: Hashable {
    let column: Int
    let row: Int
  }

  private var cells: [Cell: [Rect2D]] = [:]
  private var fullCells: Set<Cell> = []
  /// Boxes too large or too far out for the grid (not finite, or beyond ±10¹² pixels).
  private var outliers: [Rect2D] = []

  /// Whether `box` meets a taken box over more than half a pixel of width (edges that only touch do
  /// not count), or lies in a cell crowded full.
  func overlap(_ box: Rect2D) -> Bool {
    func meets(_ taken: Rect2D) -> Bool { taken.intersection(box).width > 0.5 }
    if outliers.contains(where: meets) { return true }
    guard let covered = Self.cells(covering: box) else {
      return cells.values.contains { $0.contains(where: meets) }
    }
    for cell in covered {
      if fullCells.contains(cell) { return true }
      if let boxes = cells[cell], boxes.contains(where: meets) { return true }
    }
    return false
  }

  /// Takes `box`.
  mutating func take(_ box: Rect2D) {
    guard let covered = Self.cells(covering: box) else { return outliers.append(box) }
    for cell in covered where !fullCells.contains(cell) {
      let boxes = cells[cell, default: []] + [box]
      if boxes.count < Self.cellCapacity {
        cells[cell] = boxes
      } else {
        cells[cell] = nil
        fullCells.insert(cell)
      }
    }
  }

  /// The cells a box covers, or `nil` when it is not finite, lies far out, or covers more than a
  /// few hundred cells.
  private static func cells(covering box: Rect2D) -> [Cell]? {
    let limit = 1e12
    guard box.isFinite, !box.isNull, box.minX > -limit, box.maxX < limit, box.minY > -limit,
      box.maxY < limit
    else { return nil }
    func cell(_ value: Double) -> Int { Int((value / cellSide).rounded(.down)) }
    let (columns, rows) = (cell(box.minX)...cell(box.maxX), cell(box.minY)...cell(box.maxY))
    guard columns.count <= 256, rows.count <= 256, columns.count * rows.count <= 256 else {
      return nil
    }
    return rows.flatMap { row in columns.map { Cell(column: $0, row: row) } }
  }
}
