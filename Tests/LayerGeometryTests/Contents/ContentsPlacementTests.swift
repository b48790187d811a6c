import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// Where a layer's image lands: `contentsGravity`, `contentsRect`, `contentsCenter` and
/// `contentsScale`, worked by hand from CALayer.h's rules — bottom is the minimum y and top the
/// maximum y, the natural size is pixels / contentsScale, the nine-part corners keep their natural
/// size.
final class ContentsPlacementTests: XCTestCase {
  /// A layer of bounds (10, 20, 100, 60): x runs 10…110, y runs 20…80.
  private func makeLayer(
    _ gravity: ContentsGravity, scale: Double = 1,
    bounds: Rect2D = Rect2D(x: 10, y: 20, width: 100, height: 60)
  ) -> Layer {
    let layer = Layer()
    layer.bounds = bounds
    layer.contentsGravity = gravity
    layer.contentsScale = scale
    return layer
  }

  private func destination(
    _ gravity: ContentsGravity, image: Size2D, scale: Double
  ) -> Rect2D {
    makeLayer(gravity, scale: scale).contentsPlacement(forImageSize: image).destination
  }

  func testDefaults() {
    let layer = Layer()
    XCTAssertEqual(layer.contentsGravity, .resize)
    XCTAssertEqual(layer.contentsRect, Rect2D(x: 0, y: 0, width: 1, height: 1))
    XCTAssertEqual(layer.contentsCenter, Rect2D(x: 0, y: 0, width: 1, height: 1))
    XCTAssertEqual(layer.contentsScale, 1)
  }

  func testGravityNamesAreCoreAnimationsStrings() {
    XCTAssertEqual(
      ContentsGravity.allCases.map(\.rawValue),
      [
        "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
        "bottomRight", "resize", "resizeAspect", "resizeAspectFill",
      ])
    XCTAssertEqual(ContentsGravity(rawValue: "resizeAspectFill"), .resizeAspectFill)
  }

  // MARK: - The twelve gravities

  // Bounds (10, 20, 100, 60). For a natural size (w, h):
  //   x: left 10, right 110 − w, centred 10 + (100 − w)/2
  //   y: bottom 20 (minimum y), top 80 − h (maximum y), centred 20 + (60 − h)/2
  // Four images, all of aspect 2:
  //   small  40 × 20 px, scale 1 → 40 × 20 pt:  x 10 | 70 | 40,      y 20 | 60 | 40
  //   small  40 × 20 px, scale 2 → 20 × 10 pt:  x 10 | 90 | 50,      y 20 | 70 | 45
  //   large 300 × 150 px, scale 1 → 300 × 150:  x 10 | −190 | −90,   y 20 | −70 | −25
  //   large 300 × 150 px, scale 2 → 150 × 75:   x 10 | −40 | −15,    y 20 | 5 | 12.5
  // resize: the bounds. resizeAspect: aspect 2 in 100 × 60 → the width decides, 100 × 50 at
  // (10, 20 + 5). resizeAspectFill: the height decides, 120 × 60 at (10 − 10, 20).
  private let small = Size2D(width: 40, height: 20)
  private let large = Size2D(width: 300, height: 150)

  private func check(
    _ gravity: ContentsGravity, _ expected: [Rect2D], line: UInt = #line
  ) {
    let cases = [(small, 1.0), (small, 2.0), (large, 1.0), (large, 2.0)]
    for ((image, scale), rect) in zip(cases, expected) {
      XCTAssertEqual(
        destination(gravity, image: image, scale: scale), rect,
        "\(gravity), \(image.width) × \(image.height) px at scale \(scale)", line: line)
    }
  }

  func testCenter() {
    check(
      .center,
      [
        Rect2D(x: 40, y: 40, width: 40, height: 20), Rect2D(x: 50, y: 45, width: 20, height: 10),
        Rect2D(x: -90, y: -25, width: 300, height: 150),
        Rect2D(x: -15, y: 12.5, width: 150, height: 75),
      ])
  }

  func testTopIsTheMaximumY() {
    check(
      .top,
      [
        Rect2D(x: 40, y: 60, width: 40, height: 20), Rect2D(x: 50, y: 70, width: 20, height: 10),
        Rect2D(x: -90, y: -70, width: 300, height: 150),
        Rect2D(x: -15, y: 5, width: 150, height: 75),
      ])
  }

  func testBottomIsTheMinimumY() {
    check(
      .bottom,
      [
        Rect2D(x: 40, y: 20, width: 40, height: 20), Rect2D(x: 50, y: 20, width: 20, height: 10),
        Rect2D(x: -90, y: 20, width: 300, height: 150),
        Rect2D(x: -15, y: 20, width: 150, height: 75),
      ])
  }

  func testLeft() {
    check(
      .left,
      [
        Rect2D(x: 10, y: 40, width: 40, height: 20), Rect2D(x: 10, y: 45, width: 20, height: 10),
        Rect2D(x: 10, y: -25, width: 300, height: 150),
        Rect2D(x: 10, y: 12.5, width: 150, height: 75),
      ])
  }

  func testRight() {
    check(
      .right,
      [
        Rect2D(x: 70, y: 40, width: 40, height: 20), Rect2D(x: 90, y: 45, width: 20, height: 10),
        Rect2D(x: -190, y: -25, width: 300, height: 150),
        Rect2D(x: -40, y: 12.5, width: 150, height: 75),
      ])
  }

  func testTopLeft() {
    check(
      .topLeft,
      [
        Rect2D(x: 10, y: 60, width: 40, height: 20), Rect2D(x: 10, y: 70, width: 20, height: 10),
        Rect2D(x: 10, y: -70, width: 300, height: 150),
        Rect2D(x: 10, y: 5, width: 150, height: 75),
      ])
  }

  func testTopRight() {
    check(
      .topRight,
      [
        Rect2D(x: 70, y: 60, width: 40, height: 20), Rect2D(x: 90, y: 70, width: 20, height: 10),
        Rect2D(x: -190, y: -70, width: 300, height: 150),
        Rect2D(x: -40, y: 5, width: 150, height: 75),
      ])
  }

  func testBottomLeft() {
    check(
      .bottomLeft,
      [
        Rect2D(x: 10, y: 20, width: 40, height: 20), Rect2D(x: 10, y: 20, width: 20, height: 10),
        Rect2D(x: 10, y: 20, width: 300, height: 150),
        Rect2D(x: 10, y: 20, width: 150, height: 75),
      ])
  }

  func testBottomRight() {
    check(
      .bottomRight,
      [
        Rect2D(x: 70, y: 20, width: 40, height: 20), Rect2D(x: 90, y: 20, width: 20, height: 10),
        Rect2D(x: -190, y: 20, width: 300, height: 150),
        Rect2D(x: -40, y: 20, width: 150, height: 75),
      ])
  }

  func testResizeFillsTheBounds() {
    let bounds = Rect2D(x: 10, y: 20, width: 100, height: 60)
    check(.resize, [bounds, bounds, bounds, bounds])
  }

  func testResizeAspectFitsInside() {
    let fit = Rect2D(x: 10, y: 25, width: 100, height: 50)
    check(.resizeAspect, [fit, fit, fit, fit])
  }

  func testResizeAspectFillCovers() {
    let fill = Rect2D(x: 0, y: 20, width: 120, height: 60)
    check(.resizeAspectFill, [fill, fill, fill, fill])
  }

  func testResizeAspectWhenTheHeightDecides() {
    // A tall image, 50 × 200 px, in (10, 20, 100, 60): 60/200 < 100/50, so the height decides.
    // Fit: 15 × 60 at (10 + 42.5, 20). Fill: 100 × 400 at (10, 20 + (60 − 400)/2 = −150).
    let image = Size2D(width: 50, height: 200)
    XCTAssertEqual(
      destination(.resizeAspect, image: image, scale: 1),
      Rect2D(x: 52.5, y: 20, width: 15, height: 60))
    XCTAssertEqual(
      destination(.resizeAspectFill, image: image, scale: 1),
      Rect2D(x: 10, y: -150, width: 100, height: 400))
  }

  func testTheSourceIsTheWholeImageByDefault() {
    for gravity in ContentsGravity.allCases {
      let placement = makeLayer(gravity, scale: 2).contentsPlacement(forImageSize: large)
      XCTAssertEqual(placement.source, Rect2D(x: 0, y: 0, width: 300, height: 150), "\(gravity)")
      XCTAssertEqual(placement.slices, [], "\(gravity)")
      XCTAssertFalse(placement.contentsAreFlipped, "\(gravity)")
    }
  }

  // MARK: - contentsRect

  func testAContentsRectShowingAQuarterOfTheImage() {
    // Image 200 × 100 px; contentsRect (0.5, 0, 0.5, 0.5): pixels x 100…200, y 0…50, so the source
    // is (100, 0, 100, 50), of natural size 100 × 50 at scale 1 and 50 × 25 at scale 2.
    let image = Size2D(width: 200, height: 100)
    let quarter = Rect2D(x: 0.5, y: 0, width: 0.5, height: 0.5)
    let bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)

    let centred = makeLayer(.center, bounds: bounds)
    centred.contentsRect = quarter
    var placement = centred.contentsPlacement(forImageSize: image)
    XCTAssertEqual(placement.source, Rect2D(x: 100, y: 0, width: 100, height: 50))
    // 100 × 50 centred in 100 × 100: (0, 25).
    XCTAssertEqual(placement.destination, Rect2D(x: 0, y: 25, width: 100, height: 50))

    centred.contentsScale = 2
    placement = centred.contentsPlacement(forImageSize: image)
    XCTAssertEqual(placement.source, Rect2D(x: 100, y: 0, width: 100, height: 50))
    // 50 × 25 centred: (25, 37.5).
    XCTAssertEqual(placement.destination, Rect2D(x: 25, y: 37.5, width: 50, height: 25))

    // resize stretches the quarter over the bounds; topRight puts 100 × 50 at (0, 50).
    let stretched = makeLayer(.resize, bounds: bounds)
    stretched.contentsRect = quarter
    placement = stretched.contentsPlacement(forImageSize: image)
    XCTAssertEqual(placement.source, Rect2D(x: 100, y: 0, width: 100, height: 50))
    XCTAssertEqual(placement.destination, bounds)
    stretched.contentsGravity = .topRight
    XCTAssertEqual(
      stretched.contentsPlacement(forImageSize: image).destination,
      Rect2D(x: 0, y: 50, width: 100, height: 50))
  }

  func testAContentsRectOutsideTheUnitSquareReachesPastTheImage() {
    // (−0.5, 0, 2, 1) of a 100 × 50 image: pixels −50…150 (Core Animation extends the edge
    // pixels outward), natural 200 × 50, centred in (0, 0, 100, 100) at (−50, 25).
    let layer = makeLayer(.center, bounds: Rect2D(x: 0, y: 0, width: 100, height: 100))
    layer.contentsRect = Rect2D(x: -0.5, y: 0, width: 2, height: 1)
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 100, height: 50))
    XCTAssertEqual(placement.source, Rect2D(x: -50, y: 0, width: 200, height: 50))
    XCTAssertEqual(placement.destination, Rect2D(x: -50, y: 25, width: 200, height: 50))
  }

  func testANegativeContentsRectIsStandardized() {
    // (1, 1, −0.5, −0.5) is (0.5, 0.5, 0.5, 0.5): pixels (50, 25, 50, 25) of a 100 × 50 image.
    let layer = makeLayer(.resize)
    layer.contentsRect = Rect2D(x: 1, y: 1, width: -0.5, height: -0.5)
    XCTAssertEqual(layer.contentsRect, Rect2D(x: 1, y: 1, width: -0.5, height: -0.5))  // as given
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 100, height: 50))
    XCTAssertEqual(placement.source, Rect2D(x: 50, y: 25, width: 50, height: 25))
  }

  // MARK: - Flipped geometry

  func testTopInAFlippedLayerShowsAtTheTopOfAYDownScreen() {
    // A root whose y grows downward, as on iOS, holds a 100 × 100 layer at (0, 0). An image of
    // 40 × 20 with gravity top lands at (30, 80) in the layer's space either way (top = maximum y).
    // Unflipped, that is the bottom of the screen: (30, 80) in the root. Flipped, y → 100 − y:
    // (30, 100 − 100 = 0) in the root, the top of the screen.
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
    let layer = Layer()
    layer.frame = Rect2D(x: 0, y: 0, width: 100, height: 100)
    layer.contentsGravity = .top
    root.addSublayer(layer)
    let image = Size2D(width: 40, height: 20)

    var placement = layer.contentsPlacement(forImageSize: image)
    XCTAssertEqual(placement.destination, Rect2D(x: 30, y: 80, width: 40, height: 20))
    XCTAssertFalse(placement.contentsAreFlipped)
    XCTAssertEqual(
      root.convert(placement.destination, from: layer), Rect2D(x: 30, y: 80, width: 40, height: 20))

    layer.isGeometryFlipped = true
    placement = layer.contentsPlacement(forImageSize: image)
    XCTAssertEqual(placement.destination, Rect2D(x: 30, y: 80, width: 40, height: 20))
    XCTAssertTrue(placement.contentsAreFlipped)
    XCTAssertEqual(
      root.convert(placement.destination, from: layer), Rect2D(x: 30, y: 0, width: 40, height: 20))
  }

  func testEveryGravityUnderAFlipKeepsItsPlaceInTheLayersSpace() {
    // The flag changes only which way the rows run, never the rectangles.
    for gravity in ContentsGravity.allCases {
      let layer = makeLayer(gravity, scale: 2)
      layer.contentsRect = Rect2D(x: 0, y: 0.5, width: 0.5, height: 0.5)
      layer.contentsCenter = Rect2D(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
      let plain = layer.contentsPlacement(forImageSize: large)
      layer.isGeometryFlipped = true
      let flipped = layer.contentsPlacement(forImageSize: large)
      XCTAssertEqual(flipped.destination, plain.destination, "\(gravity)")
      XCTAssertEqual(flipped.source, plain.source, "\(gravity)")
      XCTAssertEqual(flipped.slices, plain.slices, "\(gravity)")
      XCTAssertTrue(flipped.contentsAreFlipped && !plain.contentsAreFlipped, "\(gravity)")
    }
  }

  func testRowsFollowTheParityOfFlipsUpToTheRoot() {
    // flipped parent → child's contents flipped; a flipped grandchild flips them back.
    let parent = Layer()
    parent.isGeometryFlipped = true
    let child = Layer()
    let grandchild = Layer()
    grandchild.isGeometryFlipped = true
    parent.addSublayer(child)
    child.addSublayer(grandchild)
    let image = Size2D(width: 10, height: 10)
    XCTAssertTrue(child.contentsPlacement(forImageSize: image).contentsAreFlipped)
    XCTAssertFalse(grandchild.contentsPlacement(forImageSize: image).contentsAreFlipped)
  }

  // MARK: - Nine-part images

  /// The layer for the nine-part cases: a 30 × 30 image cut into thirds.
  private func ninePartLayer(width: Double, height: Double, scale: Double = 1) -> Layer {
    let layer = makeLayer(
      .resize, scale: scale, bounds: Rect2D(x: 0, y: 0, width: width, height: height))
    layer.contentsCenter = Rect2D(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    return layer
  }

  /// The nine rectangles of a grid given by its x and y cuts, in the slices' order.
  private func grid(_ xs: [Double], _ ys: [Double]) -> [Rect2D] {
    var rects: [Rect2D] = []
    for row in 0..<3 {
      for column in 0..<3 {
        rects.append(
          Rect2D(
            x: xs[column], y: ys[row], width: xs[column + 1] - xs[column],
            height: ys[row + 1] - ys[row]))
      }
    }
    return rects
  }

  func testNinePartStretchedTo100By60() {
    // Source cuts at 0, 10, 20, 30 px both ways. Destination: corners 10 × 10, so x cuts at
    // 0, 10, 90, 100 and y cuts at 0, 10, 50, 60.
    let placement = ninePartLayer(width: 100, height: 60)
      .contentsPlacement(forImageSize: Size2D(width: 30, height: 30))
    XCTAssertEqual(placement.destination, Rect2D(x: 0, y: 0, width: 100, height: 60))
    XCTAssertEqual(placement.slices.map(\.source), grid([0, 10, 20, 30], [0, 10, 20, 30]))
    XCTAssertEqual(placement.slices.map(\.destination), grid([0, 10, 90, 100], [0, 10, 50, 60]))
    // By name: bottom-left (0, 0, 10, 10), centre (10, 10, 80, 40), top-right (90, 50, 10, 10).
    XCTAssertEqual(placement.slices[0].destination, Rect2D(x: 0, y: 0, width: 10, height: 10))
    XCTAssertEqual(placement.slices[4].destination, Rect2D(x: 10, y: 10, width: 80, height: 40))
    XCTAssertEqual(placement.slices[8].destination, Rect2D(x: 90, y: 50, width: 10, height: 10))
  }

  func testNinePartSqueezedTo20By10() {
    // Across: the fixed edges, 10 + 10, fill the 20 exactly: cuts 0, 10, 10, 20 (no centre).
    // Down: 10 + 10 = 20 > 10, so both shrink by 10/20: 5 each, cuts 0, 5, 5, 10.
    let placement = ninePartLayer(width: 20, height: 10)
      .contentsPlacement(forImageSize: Size2D(width: 30, height: 30))
    XCTAssertEqual(placement.slices.map(\.source), grid([0, 10, 20, 30], [0, 10, 20, 30]))
    XCTAssertEqual(placement.slices.map(\.destination), grid([0, 10, 10, 20], [0, 5, 5, 10]))
  }

  func testNinePartAtScale2KeepsCornersAtTheirNaturalSize() {
    // 10 px corners at 2 px per point are 5 pt: x cuts 0, 5, 95, 100; y cuts 0, 5, 55, 60.
    let placement = ninePartLayer(width: 100, height: 60, scale: 2)
      .contentsPlacement(forImageSize: Size2D(width: 30, height: 30))
    XCTAssertEqual(placement.slices.map(\.destination), grid([0, 5, 95, 100], [0, 5, 55, 60]))
  }

  func testNinePartFillsTheAspectFitDestination() {
    // resizeAspect puts the square image in (0, 0, 100, 60) as (20, 0, 60, 60); the grid fills
    // that: x cuts 20, 30, 70, 80; y cuts 0, 10, 50, 60.
    let layer = ninePartLayer(width: 100, height: 60)
    layer.contentsGravity = .resizeAspect
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30))
    XCTAssertEqual(placement.destination, Rect2D(x: 20, y: 0, width: 60, height: 60))
    XCTAssertEqual(placement.slices.map(\.destination), grid([20, 30, 70, 80], [0, 10, 50, 60]))
  }

  func testNinePartCutsThePartTheContentsRectShows() {
    // contentsRect (0.5, 0, 0.5, 1) of a 60 × 30 image is pixels 30…60 × 0…30; its thirds are
    // cut at 30, 40, 50, 60 across and 0, 10, 20, 30 down.
    let layer = ninePartLayer(width: 100, height: 60)
    layer.contentsRect = Rect2D(x: 0.5, y: 0, width: 0.5, height: 1)
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 60, height: 30))
    XCTAssertEqual(placement.slices.map(\.source), grid([30, 40, 50, 60], [0, 10, 20, 30]))
    XCTAssertEqual(placement.slices.map(\.destination), grid([0, 10, 90, 100], [0, 10, 50, 60]))
  }

  func testAContentsCenterWithNoWidthIsOneSourcePixel() {
    // (0.5, 0.5, 0, 0) of a 30 × 30 image: one pixel centred at 15, i.e. 14.5…15.5 both ways.
    // In 100 × 60 the corners keep 14.5 pt: x cuts 0, 14.5, 85.5, 100; y 0, 14.5, 45.5, 60.
    let layer = ninePartLayer(width: 100, height: 60)
    layer.contentsCenter = Rect2D(x: 0.5, y: 0.5, width: 0, height: 0)
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30))
    XCTAssertEqual(placement.slices.count, 9)
    let sources = grid([0, 14.5, 15.5, 30], [0, 14.5, 15.5, 30])
    let destinations = grid([0, 14.5, 85.5, 100], [0, 14.5, 45.5, 60])
    for (slice, (source, destination)) in zip(placement.slices, zip(sources, destinations)) {
      XCTAssertTrue(slice.source.isApproximatelyEqual(to: source), "\(slice.source)")
      XCTAssertTrue(slice.destination.isApproximatelyEqual(to: destination), "\(slice.destination)")
    }
  }

  func testAContentsCenterOutsideTheUnitSquareIsClamped() {
    // (−1, −1, 3, 3) clamps to the whole image: no pieces.
    let layer = ninePartLayer(width: 100, height: 60)
    layer.contentsCenter = Rect2D(x: -1, y: -1, width: 3, height: 3)
    XCTAssertEqual(layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30)).slices, [])
    // (0.5, 0, 1, 1) clamps to (0.5, 0, 0.5, 1): x cuts at 0, 15, 30, 30 px; the left 15 px keep
    // 15 pt, the right edge has none: x 0, 15, 100, 100. Down the whole height stretches.
    layer.contentsCenter = Rect2D(x: 0.5, y: 0, width: 1, height: 1)
    let placement = layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30))
    XCTAssertEqual(placement.slices.map(\.source), grid([0, 15, 30, 30], [0, 0, 30, 30]))
    XCTAssertEqual(placement.slices.map(\.destination), grid([0, 15, 100, 100], [0, 0, 60, 60]))
  }

  // MARK: - Bad input: one documented answer each, never a trap

  private func assertNothingDrawn(
    _ placement: ContentsPlacement, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertTrue(placement.destination.isNull, "\(placement.destination)", file: file, line: line)
    XCTAssertTrue(placement.source.isNull, "\(placement.source)", file: file, line: line)
    XCTAssertEqual(placement.slices, [], file: file, line: line)
  }

  func testANaNImageSizeDrawsNothing() {
    assertNothingDrawn(
      makeLayer(.center).contentsPlacement(forImageSize: Size2D(width: .nan, height: 20)))
  }

  func testAnInfiniteImageSizeDrawsNothing() {
    assertNothingDrawn(
      makeLayer(.resize).contentsPlacement(forImageSize: Size2D(width: 40, height: .infinity)))
  }

  func testANegativeImageSizeDrawsNothing() {
    assertNothingDrawn(
      makeLayer(.center).contentsPlacement(forImageSize: Size2D(width: -40, height: 20)))
  }

  func testAZeroImageSizeDrawsNothing() {
    assertNothingDrawn(makeLayer(.resize).contentsPlacement(forImageSize: .zero))
    assertNothingDrawn(
      makeLayer(.center).contentsPlacement(forImageSize: Size2D(width: 40, height: 0)))
  }

  func testAZeroContentsScaleIsReadAsOne() {
    // As scale 1: 40 × 20 centred in (10, 20, 100, 60) is (40, 40, 40, 20).
    let layer = makeLayer(.center, scale: 0)
    XCTAssertEqual(layer.contentsScale, 0)  // stored as given
    XCTAssertEqual(
      layer.contentsPlacement(forImageSize: small).destination,
      Rect2D(x: 40, y: 40, width: 40, height: 20))
  }

  func testANegativeContentsScaleIsReadAsOne() {
    XCTAssertEqual(
      makeLayer(.center, scale: -2).contentsPlacement(forImageSize: small).destination,
      Rect2D(x: 40, y: 40, width: 40, height: 20))
  }

  func testANaNContentsScaleIsReadAsOne() {
    XCTAssertEqual(
      makeLayer(.center, scale: .nan).contentsPlacement(forImageSize: small).destination,
      Rect2D(x: 40, y: 40, width: 40, height: 20))
  }

  func testAnInfiniteContentsScaleIsReadAsOne() {
    XCTAssertEqual(
      makeLayer(.center, scale: .infinity).contentsPlacement(forImageSize: small).destination,
      Rect2D(x: 40, y: 40, width: 40, height: 20))
  }

  func testNonFiniteBoundsDrawNothing() {
    let layer = makeLayer(.center, bounds: Rect2D(x: .nan, y: 0, width: 100, height: 60))
    assertNothingDrawn(layer.contentsPlacement(forImageSize: small))
    layer.bounds = Rect2D(x: 0, y: 0, width: .infinity, height: 60)
    assertNothingDrawn(layer.contentsPlacement(forImageSize: small))
  }

  func testANonFiniteContentsRectDrawsNothing() {
    let layer = makeLayer(.center)
    layer.contentsRect = Rect2D(x: 0, y: 0, width: .infinity, height: 1)
    assertNothingDrawn(layer.contentsPlacement(forImageSize: small))
    layer.contentsRect = Rect2D(x: .nan, y: 0, width: 1, height: 1)
    assertNothingDrawn(layer.contentsPlacement(forImageSize: small))
  }

  func testANonFiniteContentsCenterDrawsNothing() {
    let layer = makeLayer(.resize)
    layer.contentsCenter = Rect2D(x: 0.25, y: .nan, width: 0.5, height: 0.5)
    assertNothingDrawn(layer.contentsPlacement(forImageSize: small))
  }

  func testAContentsRectWithNoAreaDrawsNothing() {
    let layer = makeLayer(.resize)
    layer.contentsRect = Rect2D(x: 0.25, y: 0.25, width: 0.5, height: 0)
    assertNothingDrawn(layer.contentsPlacement(forImageSize: small))
  }

  func testZeroBoundsGiveAnEmptyDestinationAtTheirOrigin() {
    // resizeAspect of 40 × 20 into 0 × 0 at (5, 5): scale 0, the empty rectangle (5, 5, 0, 0).
    let layer = makeLayer(.resizeAspect, bounds: Rect2D(x: 5, y: 5, width: 0, height: 0))
    XCTAssertEqual(
      layer.contentsPlacement(forImageSize: small).destination,
      Rect2D(x: 5, y: 5, width: 0, height: 0))
    // center keeps the natural size: (5 − 20, 5 − 10, 40, 20).
    layer.contentsGravity = .center
    XCTAssertEqual(
      layer.contentsPlacement(forImageSize: small).destination,
      Rect2D(x: -15, y: -5, width: 40, height: 20))
  }

  func testContentsPropertiesMoveNothing() {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
    let layer = Layer()
    layer.frame = Rect2D(x: 10, y: 10, width: 50, height: 50)
    root.addSublayer(layer)
    XCTAssertTrue(root.hitTest(Point2D(x: 20, y: 20)) === layer)
    layer.contentsGravity = .resizeAspectFill
    layer.contentsRect = Rect2D(x: 0.5, y: 0.5, width: 2, height: 2)
    layer.contentsCenter = Rect2D(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
    layer.contentsScale = 3
    XCTAssertEqual(layer.frame, Rect2D(x: 10, y: 10, width: 50, height: 50))
    XCTAssertTrue(root.hitTest(Point2D(x: 20, y: 20)) === layer)
    XCTAssertTrue(root.hitTest(Point2D(x: 70, y: 70)) === root)
  }
}
