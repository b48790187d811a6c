import LayerGeometry

/// The twelve contents gravities of CALayer.h, where "bottom" always means minimum y and "top"
/// maximum y.
///
/// One 40 × 20 image in twelve 80 × 50 layers, one per gravity, first with y growing downward (as
/// on iOS), then in layers with `isGeometryFlipped`, whose y grows upward on the screen.
package func contentsGravityExperiment(_ demo: Demo) {
  demo.begin(
    "the twelve contents gravities, y-down and flipped",
    sources: "Apple's CALayer.h (contentsGravity, contentsScale) and contentsGravity documentation")
  let root = Layer()
  root.name = "view"
  root.frame = Rect2D(x: 0, y: 0, width: 460, height: 560)
  let image = Size2D(width: 40, height: 20)
  demo.code(
    "cell.bounds = (0, 0, 80, 50); cell.contentsGravity = g   // one cell per gravity, 4 × 3",
    "cell.contentsPlacement(forImageSize: (40, 20))   // pixels; contentsScale 1",
    "the second panel: the same cells with cell.isGeometryFlipped = true")
  var panels: [Layer] = []
  for (index, flipped) in [false, true].enumerated() {
    let panel = Layer()
    panel.name = flipped ? "flipped cells (y up)" : "cells (y down)"
    panel.frame = Rect2D(x: 0, y: Double(index) * 290, width: 460, height: 270)
    for (number, gravity) in ContentsGravity.allCases.enumerated() {
      let cell = Layer()
      cell.name = gravity.rawValue
      cell.frame = Rect2D(
        x: 20 + Double(number % 4) * 110, y: 30 + Double(number / 4) * 80, width: 80, height: 50)
      cell.contentsGravity = gravity
      cell.isGeometryFlipped = flipped
      panel.addSublayer(cell)
    }
    root.addSublayer(panel)
    panels.append(panel)
  }
  // In the cell's own space: x left 0, right 40, centred 20; y bottom 0, top 30, centred 15.
  // resizeAspect: 80/40 < 50/20, so 80 × 40 at y 5; resizeAspectFill: 100 × 50 at x −10.
  let expected: [(ContentsGravity, Rect2D, String)] = [
    (.center, Rect2D(x: 20, y: 15, width: 40, height: 20), "centred"),
    (.top, Rect2D(x: 20, y: 30, width: 40, height: 20), "at maximum y"),
    (.bottom, Rect2D(x: 20, y: 0, width: 40, height: 20), "at minimum y"),
    (.left, Rect2D(x: 0, y: 15, width: 40, height: 20), "at minimum x"),
    (.right, Rect2D(x: 40, y: 15, width: 40, height: 20), "at maximum x"),
    (.topLeft, Rect2D(x: 0, y: 30, width: 40, height: 20), "min x, max y"),
    (.topRight, Rect2D(x: 40, y: 30, width: 40, height: 20), "max x, max y"),
    (.bottomLeft, Rect2D(x: 0, y: 0, width: 40, height: 20), "min x, min y"),
    (.bottomRight, Rect2D(x: 40, y: 0, width: 40, height: 20), "max x, min y"),
    (.resize, Rect2D(x: 0, y: 0, width: 80, height: 50), "fills the bounds"),
    (.resizeAspect, Rect2D(x: 0, y: 5, width: 80, height: 40), "fits, aspect kept"),
    (.resizeAspectFill, Rect2D(x: -10, y: 0, width: 100, height: 50), "fills, aspect kept"),
  ]
  let downCells = panels[0].sublayers
  let upCells = panels[1].sublayers
  for ((gravity, rect, claim), cell) in zip(expected, downCells) {
    demo.check(
      "\(gravity.rawValue): destination", cell.contentsPlacement(forImageSize: image).destination,
      expected: rect, article: claim, inPicture: false)
  }
  let sameRectangles = zip(downCells, upCells).allSatisfy {
    $0.contentsPlacement(forImageSize: image).destination
      == $1.contentsPlacement(forImageSize: image).destination
  }
  demo.check(
    "flipped: the same destinations", sameRectangles, expected: true,
    article: "in the layer's own space", inPicture: false)
  demo.note("a flip changes no rectangle in the cell's own space, only where that space shows:")
  // top: the cell at (130, 30) of its panel; y 30…50 of 0…50 is its bottom on a y-down screen.
  // Flipped, y → 50 − y puts it at 0…20, the cell's top: (130 + 20, 290 + 30 + 0) in the view.
  // bottom: the cell at (240, 30); y 0…20 is its top on a y-down screen, 30…50 when flipped.
  let seen: [(String, Layer, Rect2D, String)] = [
    (
      "top seen in view, y down", downCells[1], Rect2D(x: 150, y: 60, width: 40, height: 20),
      "bottom of the screen on iOS"
    ),
    (
      "top seen in view, flipped", upCells[1], Rect2D(x: 150, y: 320, width: 40, height: 20),
      "top of the screen"
    ),
    (
      "bottom seen in view, y down", downCells[2], Rect2D(x: 260, y: 30, width: 40, height: 20),
      "top of the screen on iOS"
    ),
    (
      "bottom seen in view, flipped", upCells[2], Rect2D(x: 260, y: 350, width: 40, height: 20),
      "bottom of the screen"
    ),
  ]
  for (quantity, cell, rect, claim) in seen {
    let destination = cell.contentsPlacement(forImageSize: image).destination
    demo.check(quantity, root.convert(destination, from: cell), expected: rect, article: claim)
  }
  for (quantity, cell, flipped) in [
    ("contentsAreFlipped, y down", downCells[1], false),
    ("contentsAreFlipped, flipped", upCells[1], true),
  ] {
    demo.check(
      quantity, cell.contentsPlacement(forImageSize: image).contentsAreFlipped, expected: flipped,
      article: nil, inPicture: false)
  }
  demo.note(
    "the solid line in the picture is the image's first row: at maximum y unless the contents "
      + "are flipped, so the image is the same way up in both panels: upside down on this y-down "
      + "page, upright on a y-up screen (on iOS the flip of the root's container rights it)")
  demo.picture(
    "11-contents-gravity.svg", of: root, in: Rect2D(x: 0, y: 0, width: 460, height: 560),
    scale: 1.2, overlays: [.names],
    colors: ["view": "#ffffff", "cells (y down)": "#eeeeee", "flipped cells (y up)": "#eeeeee"],
    imageSizes: Dictionary(
      uniqueKeysWithValues: ContentsGravity.allCases.map { ($0.rawValue, image) }))
}
