// SVGPicture: the golden file, well-formed XML for every picture (also the demo's), polygons equal
// to the conversion API's corners, hidden and masked layers, drawing order, bad geometry, escaping,
// the fixed number format, and the demo's transcript.

import Foundation
import LayerGeometry
import XCTest

#if canImport(FoundationXML)
import FoundationXML
import LayerGeometryTestSupport
#endif

final class SVGPictureTests: XCTestCase {
  // MARK: - The golden file

  func testSmallTreeMatchesGoldenFile() throws {
    let (root, marks) = Self.makeSmallTree()
    let svg = SVGPicture(
      of: root, in: Self.smallTreeViewport, options: Self.smallTreeOptions, marks: marks
    ).svg
    let url = Self.goldenFolder.appendingPathComponent("small-tree.svg")
    if ProcessInfo.processInfo.environment["LAYER_GEOMETRY_UPDATE_GOLDEN"] == "1" {
      try svg.write(to: url, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    if svg != golden {
      let (got, want) = (svg.split(separator: "\n"), golden.split(separator: "\n"))
      let line =
        zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(got.count, want.count)
      XCTFail(
        "the SVG differs from Golden/small-tree.svg at line \(line + 1):\n"
          + "got:  \(line < got.count ? got[line] : "(end)")\n"
          + "want: \(line < want.count ? want[line] : "(end)")\n"
          + "(set LAYER_GEOMETRY_UPDATE_GOLDEN=1 to rewrite it, then look at the picture)")
    }
  }

  // MARK: - Well-formed XML

  func testEveryPictureParsesAsXML() throws {
    var pictures: [(String, String)] = []
    let (root, marks) = Self.makeSmallTree()
    pictures.append(
      (
        "small tree",
        SVGPicture(
          of: root, in: Self.smallTreeViewport, options: Self.smallTreeOptions, marks: marks
        ).svg
      ))
    pictures.append(("small tree, defaults", SVGPicture(of: root, in: Self.smallTreeViewport).svg))
    pictures.append(
      (
        "small tree, no overlays, no grid",
        SVGPicture(
          of: root, in: Self.smallTreeViewport, options: .init(overlays: [], gridSpacing: 0)
        ).svg
      ))
    let (perspective, _) = Self.makeLayerPartlyBehindTheEye()
    pictures.append(
      (
        "behind the eye",
        SVGPicture(
          of: perspective, in: Rect2D(x: -300, y: -300, width: 600, height: 600),
          options: .init(overlays: .all)
        ).svg
      ))
    let odd = Layer()
    odd.name = "a<b & \"c\" 'd'\u{1}\u{FFFE}\n"
    odd.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    var oddOptions = SVGPicture.Options(overlays: .all, title: "</svg> & <!-- -->", notes: ["]]>"])
    oddOptions.colorsByName = [odd.name ?? "": "\"><script/>"]
    pictures.append(
      (
        "odd text",
        SVGPicture(
          of: odd, in: Rect2D(x: -5, y: -5, width: 20, height: 20), options: oddOptions,
          marks: [SVGPicture.Mark(at: .zero, label: "<&>")]
        ).svg
      ))
    let empty = Layer()
    pictures.append(("empty viewport", SVGPicture(of: empty, in: .zero).svg))
    pictures.append(("null viewport", SVGPicture(of: empty, in: .null).svg))
    pictures.append(
      ("NaN viewport", SVGPicture(of: empty, in: Rect2D(x: .nan, y: 0, width: 1, height: 1)).svg))
    let huge = Layer()
    huge.frame = Rect2D(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
    huge.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
    pictures.append(
      ("huge layer", SVGPicture(of: huge, in: Rect2D(x: 0, y: 0, width: 100, height: 100)).svg))
    let broken = Layer()
    broken.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    broken.position = Point2D(x: .nan, y: 0)
    broken.addSublayer(Layer())
    broken.masksToBounds = true
    pictures.append(
      ("NaN position", SVGPicture(of: broken, in: Rect2D(x: 0, y: 0, width: 10, height: 10)).svg))
    let hidden = Layer()
    hidden.isHidden = true
    pictures.append(
      ("hidden root", SVGPicture(of: hidden, in: Rect2D(x: 0, y: 0, width: 10, height: 10)).svg))
    var random = SplitMix64(seed: 0x5347_5650)
    for iteration in 0..<20 {
      let tree = Self.makeRandomTree(depth: 3, using: &random)
      let probes = (0..<5).map { _ in
        SVGPicture.Mark.hitTestProbe(
          at: Point2D(
            x: Double.random(in: -50...350, using: &random),
            y: Double.random(in: -50...350, using: &random)))
      }
      pictures.append(
        (
          "random tree \(iteration)",
          SVGPicture(
            of: tree, in: Rect2D(x: -50, y: -50, width: 400, height: 400),
            options: .init(overlays: .all), marks: probes
          ).svg
        ))
    }
    for (label, svg) in pictures {
      let document = try XCTUnwrap(PictureXMLNode.parse(svg), "\(label): not well-formed XML")
      XCTAssertEqual(document.name, "svg", label)
      XCTAssertEqual(document.attributes["xmlns"], "http://www.w3.org/2000/svg", label)
      XCTAssertEqual(document.attributes["version"], "1.1", label)
      XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"), label)
      for bad in ["nan", "inf", "e+", "e-"] {
        XCTAssertFalse(
          Self.numericText(of: document).contains(bad), "\(label): a number reads \(bad)")
      }
      let ids = document.all.compactMap { $0.attributes["id"] }
      XCTAssertEqual(Set(ids).count, ids.count, "\(label): ids are not unique")
      for reference in document.all.compactMap({ $0.attributes["clip-path"] }) {
        let id = String(reference.dropFirst("url(#".count).dropLast())
        XCTAssertTrue(ids.contains(id), "\(label): \(reference) refers to nothing")
      }
    }
  }

  func testDemoPicturesParseAndTranscriptMatches() throws {
    let demo = try XCTUnwrap(
      Self.demoExecutable(), "layer-geometry-demo was not built next to the tests")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "layer-geometry-demo-test-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = demo
    process.arguments = [folder.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "the demo reports a disagreement")
    let transcript = String(decoding: data, as: UTF8.self)
    let expected = try String(
      contentsOf: Self.goldenFolder.appendingPathComponent("demo-transcript.txt"), encoding: .utf8)
    XCTAssertEqual(
      transcript, expected, "the demo's output differs from Golden/demo-transcript.txt")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".svg")
    }
    // One picture per experiment, each named in the transcript.
    XCTAssertEqual(files.count, transcript.components(separatedBy: "\n== ").count - 1)
    for file in files.sorted() {
      XCTAssertTrue(transcript.contains("picture: \(file)"), file)
      let svg = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      XCTAssertNotNil(PictureXMLNode.parse(svg), "\(file) is not well-formed XML")
    }
  }

  // MARK: - Contents placement

  /// A root of 200 × 200 holding `tile` (frame (20, 40, 100, 60)) whose 30 × 30 image is cut into
  /// thirds; the picture knows the image's size.
  private static func makeNinePartPicture(
    masks: Bool, flipped: Bool = false
  ) throws -> (root: Layer, tile: Layer, document: PictureXMLNode) {
    let root = Layer()
    root.name = "root"
    root.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
    let tile = Layer()
    tile.name = "tile"
    tile.frame = Rect2D(x: 20, y: 40, width: 100, height: 60)
    tile.contentsCenter = Rect2D(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    tile.masksToBounds = masks
    tile.isGeometryFlipped = flipped
    root.addSublayer(tile)
    let options = SVGPicture.Options(
      overlays: [], imageSizesByName: ["tile": Size2D(width: 30, height: 30)])
    let svg = SVGPicture(
      of: root, in: Rect2D(x: 0, y: 0, width: 200, height: 200), options: options)
    return (root, tile, try XCTUnwrap(PictureXMLNode.parse(svg.svg)))
  }

  func testNinePartContentsAreDrawnAsADashedRectanglePerPiece() throws {
    let (root, tile, document) = try Self.makeNinePartPicture(masks: false)
    let mapping = try Self.pixelMapping(
      document, viewport: Rect2D(x: 0, y: 0, width: 200, height: 200))
    let group = try XCTUnwrap(document.all.first { $0.attributes["id"] == "contents-1" })
    XCTAssertNil(group.attributes["clip-path"])
    let pieces = group.children.filter { $0.name == "polygon" }
    XCTAssertEqual(pieces.count, 9)
    XCTAssertTrue(pieces.allSatisfy { $0.attributes["stroke-dasharray"] != nil })
    // The pieces are the slices' destinations, converted to the root: the tile is at (20, 40), so
    // the centre piece (10, 10, 80, 40) shows at (30, 50)…(110, 90).
    let slices = tile.contentsPlacement(forImageSize: Size2D(width: 30, height: 30)).slices
    for (piece, slice) in zip(pieces, slices) {
      let r = root.convert(slice.destination, from: tile)
      let corners = [
        Point2D(x: r.minX, y: r.minY), Point2D(x: r.maxX, y: r.minY),
        Point2D(x: r.maxX, y: r.maxY), Point2D(x: r.minX, y: r.maxY),
      ].map(mapping)
      for (p, q) in zip(try Self.points(of: piece), corners) {
        assertApproximatelyEqual(p, q, absoluteTolerance: 0.005 + 1e-9)
      }
    }
    XCTAssertEqual(
      root.convert(slices[4].destination, from: tile), Rect2D(x: 30, y: 50, width: 80, height: 40))
    // The first row lies at the tile's maximum y (contents not flipped): y = 100 in the root.
    let row = try XCTUnwrap(group.children.first { $0.name == "line" })
    let start = mapping(Point2D(x: 20, y: 100))
    XCTAssertEqual(Double(row.attributes["y1"] ?? ""), start.y)
    XCTAssertEqual(Double(row.attributes["x1"] ?? ""), start.x)
  }

  func testFlippedContentsHaveTheirFirstRowAtTheMinimumY() throws {
    // Flipped, the tile's minimum y (its first row) shows at its bottom edge: y = 100 in the root
    // again, as the image keeps its orientation on screen.
    let (_, _, document) = try Self.makeNinePartPicture(masks: false, flipped: true)
    let mapping = try Self.pixelMapping(
      document, viewport: Rect2D(x: 0, y: 0, width: 200, height: 200))
    let group = try XCTUnwrap(document.all.first { $0.attributes["id"] == "contents-1" })
    let row = try XCTUnwrap(group.children.first { $0.name == "line" })
    XCTAssertEqual(Double(row.attributes["y1"] ?? ""), mapping(Point2D(x: 20, y: 100)).y)
  }

  func testMaskingLayerClipsItsContents() throws {
    let (_, _, document) = try Self.makeNinePartPicture(masks: true)
    let group = try XCTUnwrap(document.all.first { $0.attributes["id"] == "contents-1" })
    XCTAssertEqual(group.attributes["clip-path"], "url(#clip-1)")
    let clipPath = try XCTUnwrap(document.all.first { $0.attributes["id"] == "clip-1" })
    let tile = try XCTUnwrap(Self.polygon(titled: "tile", in: document))
    XCTAssertEqual(clipPath.children.first?.attributes["points"], tile.attributes["points"])
  }

  func testLayersWithoutAnImageSizeDrawNoContents() throws {
    let (root, _, _) = try Self.makeNinePartPicture(masks: false)
    let svg = SVGPicture(of: root, in: Rect2D(x: 0, y: 0, width: 200, height: 200)).svg
    XCTAssertFalse(svg.contains("contents-"))
    // An image that draws nothing (no pixels) draws no group either.
    let options = SVGPicture.Options(imageSizesByName: ["tile": .zero])
    let empty = SVGPicture(
      of: root, in: Rect2D(x: 0, y: 0, width: 200, height: 200), options: options)
    XCTAssertFalse(empty.svg.contains("contents-"))
  }

  // MARK: - Geometry comes from the conversion API

  func testRotatedLayerPolygonHasTheCornersTheConversionAPIGives() throws {
    let (root, marks) = Self.makeSmallTree()
    let svg = SVGPicture(
      of: root, in: Self.smallTreeViewport, options: Self.smallTreeOptions, marks: marks
    ).svg
    let document = try XCTUnwrap(PictureXMLNode.parse(svg))
    let mapping = try Self.pixelMapping(document, viewport: Self.smallTreeViewport)
    for name in ["card", "tilted", "root"] {
      let layer = try XCTUnwrap(Self.layer(named: name, in: root))
      let b = layer.bounds
      let corners = [
        Point2D(x: b.minX, y: b.minY), Point2D(x: b.maxX, y: b.minY),
        Point2D(x: b.maxX, y: b.maxY), Point2D(x: b.minX, y: b.maxY),
      ].map { mapping(layer.convert($0, to: nil)) }
      let polygon = try XCTUnwrap(Self.polygon(titled: name, in: document), name)
      let drawn = try Self.points(of: polygon)
      XCTAssertEqual(drawn.count, 4, name)
      for (p, q) in zip(drawn, corners) {
        assertApproximatelyEqual(p, q, absoluteTolerance: 0.005 + 1e-9, name)
      }
    }
    // The card really is turned: its top edge is not horizontal.
    let card = try XCTUnwrap(Self.polygon(titled: "card", in: document))
    let cardPoints = try Self.points(of: card)
    XCTAssertGreaterThan(abs(cardPoints[1].y - cardPoints[0].y), 10)
  }

  func testPictureOfANonRootLayerIsInItsSuperlayersSpace() throws {
    let root = Layer()
    root.frame = Rect2D(x: 100, y: 100, width: 300, height: 300)
    let white = Layer()
    white.name = "white"
    white.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    white.transform = Transform3D(rotationAngle: 0.25, x: 0, y: 0, z: 1)
    root.addSublayer(white)
    let viewport = Rect2D(x: 0, y: 0, width: 300, height: 300)
    let svg = SVGPicture(
      of: white, in: viewport, marks: [.hitTestProbe(at: Point2D(x: 150, y: 150))]
    ).svg
    let document = try XCTUnwrap(PictureXMLNode.parse(svg))
    let mapping = try Self.pixelMapping(document, viewport: viewport)
    let polygon = try Self.points(of: try XCTUnwrap(Self.polygon(titled: "white", in: document)))
    let b = white.bounds
    let corners = [
      Point2D(x: b.minX, y: b.minY), Point2D(x: b.maxX, y: b.minY),
      Point2D(x: b.maxX, y: b.maxY), Point2D(x: b.minX, y: b.maxY),
    ].map { mapping(white.convert($0, to: root)) }
    for (p, q) in zip(polygon, corners) { assertApproximatelyEqual(p, q, absoluteTolerance: 0.006) }
    XCTAssertFalse(document.all.contains { $0.children.first?.text == "root" })
    XCTAssertTrue(svg.contains("(150, 150) → white"))
  }

  // MARK: - What is drawn, and in which order

  func testHiddenLayersAreAbsent() throws {
    let (root, marks) = Self.makeSmallTree()
    let hidden = try XCTUnwrap(Self.layer(named: "hidden", in: root))
    XCTAssertTrue(hidden.isHidden)
    let hiddenChild = try XCTUnwrap(Self.layer(named: "inside hidden", in: root))
    let svg = SVGPicture(
      of: root, in: Self.smallTreeViewport, options: Self.smallTreeOptions, marks: marks
    ).svg
    XCTAssertFalse(svg.contains("hidden"), "a hidden layer or its subtree shows up")
    let document = try XCTUnwrap(PictureXMLNode.parse(svg))
    let drawn = document.all.filter {
      $0.name == "polygon" && $0.attributes["id"]?.hasPrefix("layer-") == true
    }
    XCTAssertEqual(drawn.count, 6)  // root, card, badge, panel, tilted, front
    hidden.isHidden = false
    let shown = SVGPicture(of: root, in: Self.smallTreeViewport, options: Self.smallTreeOptions).svg
    XCTAssertTrue(shown.contains("<title>hidden</title>"))
    XCTAssertTrue(shown.contains("<title>\(hiddenChild.name ?? "")</title>"))
  }

  func testMaskedSublayerIsClippedToItsSuperlayersPolygon() throws {
    let (root, marks) = Self.makeSmallTree()
    let svg = SVGPicture(
      of: root, in: Self.smallTreeViewport, options: Self.smallTreeOptions, marks: marks
    ).svg
    let document = try XCTUnwrap(PictureXMLNode.parse(svg))
    let badge = try XCTUnwrap(Self.polygon(titled: "badge", in: document))
    let group = try XCTUnwrap(badge.parent)
    XCTAssertEqual(group.name, "g")
    let reference = try XCTUnwrap(
      group.attributes["clip-path"], "the masked sublayer is not clipped")
    let id = String(reference.dropFirst("url(#".count).dropLast())
    let clipPath = try XCTUnwrap(document.all.first { $0.attributes["id"] == id })
    XCTAssertEqual(clipPath.name, "clipPath")
    let clipPolygon = try XCTUnwrap(clipPath.children.first)
    let card = try XCTUnwrap(Self.polygon(titled: "card", in: document))
    XCTAssertEqual(clipPolygon.attributes["points"], card.attributes["points"])
    // The badge sticks out of the card, so the clip matters.
    let badgeLayer = try XCTUnwrap(Self.layer(named: "badge", in: root))
    let cardLayer = try XCTUnwrap(badgeLayer.superlayer)
    XCTAssertFalse(cardLayer.bounds.contains(badgeLayer.frame))
    // Without masksToBounds there is no clip group.
    cardLayer.masksToBounds = false
    let unmasked = try XCTUnwrap(
      PictureXMLNode.parse(
        SVGPicture(of: root, in: Self.smallTreeViewport, options: Self.smallTreeOptions).svg))
    let free = try XCTUnwrap(Self.polygon(titled: "badge", in: unmasked))
    XCTAssertNil(free.parent?.attributes["clip-path"].flatMap { $0.contains("clip-") ? $0 : nil })
  }

  func testLayersAreDrawnInDrawingOrder() throws {
    let (root, marks) = Self.makeSmallTree()
    let svg = SVGPicture(
      of: root, in: Self.smallTreeViewport, options: Self.smallTreeOptions, marks: marks
    ).svg
    let document = try XCTUnwrap(PictureXMLNode.parse(svg))
    let order = document.all
      .filter { $0.name == "polygon" && $0.attributes["id"]?.hasPrefix("layer-") == true }
      .compactMap { $0.children.first?.text }
    // `front` is the first sublayer, but its zPosition 1 draws it last.
    XCTAssertEqual(order, ["root", "card", "badge", "panel", "tilted", "front"])
    XCTAssertEqual(root.sublayers.first?.name, "front")
  }

  func testLayerPartlyBehindTheEyeIsLeftOutWithoutNaN() throws {
    let (root, layer) = Self.makeLayerPartlyBehindTheEye()
    let b = layer.bounds
    let corners = [
      Point2D(x: b.minX, y: b.minY), Point2D(x: b.maxX, y: b.minY),
      Point2D(x: b.maxX, y: b.maxY), Point2D(x: b.minX, y: b.maxY),
    ].map { layer.convert($0, to: nil) }
    XCTAssertTrue(corners.contains { $0.x.isNaN }, "the fixture should put a corner behind the eye")
    XCTAssertTrue(corners.contains { $0.x.isFinite }, "the fixture should keep a corner in front")
    let svg = SVGPicture(
      of: root, in: Rect2D(x: -300, y: -300, width: 600, height: 600),
      options: .init(overlays: .all)
    ).svg
    XCTAssertNotNil(PictureXMLNode.parse(svg))
    XCTAssertFalse(svg.contains("nan"))
    XCTAssertFalse(svg.contains("<title>behind</title>"))
    XCTAssertTrue(svg.contains("<title>in front</title>"), "its finite sublayer is still drawn")
    XCTAssertTrue(svg.contains("<title>stage</title>"))
  }

  func testHugeLayerIsClippedToSmallCoordinates() throws {
    let huge = Layer()
    huge.name = "huge"
    huge.frame = Rect2D(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
    huge.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
    let svg = SVGPicture(of: huge, in: Rect2D(x: 0, y: 0, width: 100, height: 100)).svg
    let document = try XCTUnwrap(PictureXMLNode.parse(svg))
    let polygon = try XCTUnwrap(Self.polygon(titled: "huge", in: document))
    for p in try Self.points(of: polygon) {
      XCTAssertLessThan(max(abs(p.x), abs(p.y)), 1000)
    }
  }

  // MARK: - Overlays and marks

  func testProbesAreColouredByTheLayerTheyHit() throws {
    let white = Layer()
    white.name = "white"
    white.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    let blue = Layer()
    blue.name = "blue"
    blue.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    white.addSublayer(blue)
    let options = SVGPicture.Options(colorsByName: ["white": "#ffffff", "blue": "#1f5fd6"])
    let svg = SVGPicture(
      of: white, in: Rect2D(x: 0, y: 0, width: 300, height: 300), options: options,
      marks: [
        .hitTestProbe(at: Point2D(x: 120, y: 120)), .hitTestProbe(at: Point2D(x: 60, y: 60)),
        .hitTestProbe(at: Point2D(x: 10, y: 10), label: "outside"),
        SVGPicture.Mark(at: Point2D(x: 200, y: 20)),
      ]
    ).svg
    XCTAssertTrue(svg.contains("(120, 120) → blue"))
    XCTAssertTrue(svg.contains("(60, 60) → white"))
    XCTAssertTrue(svg.contains("outside → nil"))
    XCTAssertTrue(svg.contains(">(200, 20)</text>"))
    let document = try XCTUnwrap(PictureXMLNode.parse(svg))
    let marks = try XCTUnwrap(document.all.first { $0.attributes["id"] == "marks" })
    let dots = marks.children.filter { $0.name == "circle" }.compactMap { $0.attributes["fill"] }
    XCTAssertEqual(dots, ["#1f5fd6", "#ffffff", "#ffffff"])
  }

  func testPinsMarkPositionsAndRingsMarkDisplacedAnchors() throws {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let b = Layer()
    b.name = "B"
    b.frame = Rect2D(x: 100, y: 100, width: 200, height: 200)
    b.affineTransform = AffineTransform2D(translationX: 50, y: 50)
    let c = Layer()
    c.name = "C"
    c.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    c.anchorPoint = Point2D(x: 0.5, y: 0.9)
    c.affineTransform = AffineTransform2D(rotationAngle: 1)
    root.addSublayer(b)
    b.addSublayer(c)
    let viewport = Rect2D(x: 0, y: 0, width: 400, height: 400)
    let svg = SVGPicture(of: root, in: viewport, options: .init(overlays: .anchors)).svg
    let document = try XCTUnwrap(PictureXMLNode.parse(svg))
    let mapping = try Self.pixelMapping(document, viewport: viewport)
    func pin(_ number: Int) throws -> Point2D {
      let group = try XCTUnwrap(document.all.first { $0.attributes["id"] == "position-\(number)" })
      let dot = try XCTUnwrap(group.children.last)
      return Point2D(
        x: try XCTUnwrap(Double(dot.attributes["cx"] ?? "")),
        y: try XCTUnwrap(Double(dot.attributes["cy"] ?? "")))
    }
    // Root #0, B #1, C #2. B's pin is its position; the translation moves B's anchor off it.
    assertApproximatelyEqual(try pin(1), mapping(Point2D(x: 200, y: 200)), absoluteTolerance: 0.006)
    let ring = try XCTUnwrap(document.all.first { $0.attributes["id"] == "anchor-1" })
    let circle = try XCTUnwrap(ring.children.last)
    assertApproximatelyEqual(
      Point2D(
        x: Double(circle.attributes["cx"] ?? "") ?? .nan,
        y: Double(circle.attributes["cy"] ?? "") ?? .nan),
      mapping(b.convert(Point2D(x: 100, y: 100), to: nil)), absoluteTolerance: 0.006)
    // C turns about its anchor, which stays on its position: a pin and no ring.
    assertApproximatelyEqual(
      try pin(2), mapping(b.convert(c.position, to: nil)), absoluteTolerance: 0.006)
    assertApproximatelyEqual(
      try pin(2), mapping(c.convert(Point2D(x: 50, y: 90), to: nil)), absoluteTolerance: 0.006)
    XCTAssertNil(document.all.first { $0.attributes["id"] == "anchor-2" })
    XCTAssertNil(document.all.first { $0.attributes["id"] == "frames" })
  }

  func testFlippedLayersBoundsOriginIsItsBottomLeftCorner() throws {
    let root = Layer()
    root.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
    root.isGeometryFlipped = true
    root.name = "root"
    let viewport = Rect2D(x: 0, y: 0, width: 200, height: 200)
    let svg = SVGPicture(of: root, in: viewport, options: .init(overlays: .boundsOrigins)).svg
    let document = try XCTUnwrap(PictureXMLNode.parse(svg))
    let mapping = try Self.pixelMapping(document, viewport: viewport)
    let group = try XCTUnwrap(document.all.first { $0.attributes["id"] == "bounds-origins" })
    let lines = group.children.filter { $0.name == "line" }
    XCTAssertEqual(lines.count, 2)
    let corner = mapping(Point2D(x: 0, y: 200))
    for line in lines {
      XCTAssertEqual(Double(line.attributes["x1"] ?? ""), corner.x)
      XCTAssertEqual(Double(line.attributes["y1"] ?? ""), corner.y)
    }
    // The y-axis arrow points up the page.
    let yArrow = try XCTUnwrap(lines.last)
    XCTAssertLessThan(Double(yArrow.attributes["y2"] ?? "") ?? .nan, corner.y - 10)
  }

  func testPictureIsASnapshotAndDeterministic() {
    let (root, marks) = Self.makeSmallTree()
    let first = SVGPicture(
      of: root, in: Self.smallTreeViewport, options: Self.smallTreeOptions, marks: marks)
    let second = SVGPicture(
      of: root, in: Self.smallTreeViewport, options: Self.smallTreeOptions, marks: marks)
    XCTAssertEqual(first, second)
    XCTAssertEqual(first.description, first.svg)
    root.sublayers[1].position.x += 10
    XCTAssertEqual(first.svg, second.svg)
    XCTAssertNotEqual(
      first,
      SVGPicture(of: root, in: Self.smallTreeViewport, options: Self.smallTreeOptions, marks: marks)
    )
  }

  func testScaleAndGridOptions() throws {
    let layer = Layer()
    layer.frame = Rect2D(x: 0, y: 0, width: 100, height: 50)
    let viewport = Rect2D(x: 0, y: 0, width: 100, height: 50)
    let scaled = try XCTUnwrap(
      PictureXMLNode.parse(SVGPicture(of: layer, in: viewport, options: .init(scale: 2)).svg))
    let canvas = try XCTUnwrap(scaled.all.first { $0.attributes["id"] == "canvas" })
    XCTAssertEqual(canvas.attributes["width"], "200")
    XCTAssertEqual(canvas.attributes["height"], "100")
    let grid = try XCTUnwrap(scaled.all.first { $0.attributes["id"] == "grid" })
    XCTAssertEqual(grid.children.filter { $0.name == "line" }.count, 3 + 2)  // x 0 50 100, y 0 50
    for spacing in [0, -1, .nan, .infinity, 0.01] {
      let svg = SVGPicture(of: layer, in: viewport, options: .init(gridSpacing: spacing)).svg
      XCTAssertFalse(svg.contains("id=\"grid\""), "spacing \(spacing)")
    }
    for scale in [0, -2, .nan] {
      let svg = SVGPicture(of: layer, in: viewport, options: .init(scale: scale)).svg
      XCTAssertTrue(svg.contains("width=\"100\" height=\"50\" fill=\"#f3f3f0\""), "scale \(scale)")
    }
  }

  /// Near the largest `Double`, a multiple of the grid spacing can round up to infinity: such a grid
  /// line is left out, never written as `inf`.
  func testGridNearTheLargestDoubleHasNoInfiniteLines() {
    let layer = Layer()
    for spacing in [3, 1.5, 7] {
      let viewport = Rect2D(x: 0, y: .greatestFiniteMagnitude, width: 100, height: 100)
      let svg = SVGPicture(of: layer, in: viewport, options: .init(gridSpacing: spacing)).svg
      XCTAssertFalse(svg.contains("inf"), "spacing \(spacing)")
    }
  }

  func testEmptyViewportDrawsNoLayers() throws {
    let layer = Layer()
    layer.name = "layer"
    layer.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    for viewport in [Rect2D.zero, .null, .infinite, Rect2D(x: 0, y: 0, width: 10, height: 0)] {
      let svg = SVGPicture(of: layer, in: viewport, options: .init(title: "t", notes: ["n"])).svg
      XCTAssertNotNil(PictureXMLNode.parse(svg))
      XCTAssertFalse(svg.contains("<title>layer</title>"), "\(viewport)")
      XCTAssertTrue(svg.contains(">n</text>"))
    }
  }

  func testTextIsEscaped() throws {
    let layer = Layer()
    layer.name = "<a & b>"
    layer.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    let svg = SVGPicture(
      of: layer, in: Rect2D(x: 0, y: 0, width: 10, height: 10),
      options: .init(title: "\"quoted\" 'text'\u{7}")
    ).svg
    XCTAssertTrue(svg.contains("<title>&lt;a &amp; b&gt;</title>"))
    XCTAssertTrue(svg.contains("&quot;quoted&quot; &apos;text&apos;\u{FFFD}"))
    let document = try XCTUnwrap(PictureXMLNode.parse(svg))
    XCTAssertNotNil(document.all.first { $0.name == "title" && $0.text == "<a & b>" })
  }

  // MARK: - Documentation examples

  func testSVGPictureExample() {
    let root = Layer()
    root.name = "root"
    root.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
    let child = Layer()
    child.name = "child"
    child.frame = Rect2D(x: 50, y: 50, width: 100, height: 60)
    child.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
    root.addSublayer(child)
    let picture = SVGPicture(
      of: root, in: Rect2D(x: -20, y: -20, width: 240, height: 240),
      marks: [.hitTestProbe(at: Point2D(x: 100, y: 80))])
    XCTAssertTrue(picture.svg.hasPrefix("<?xml"))
    XCTAssertTrue(picture.svg.contains("<title>child</title>"))
  }

  func testSVGPictureSVGAndDescriptionExamples() {
    let layer = Layer()
    layer.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    let svg = SVGPicture(of: layer, in: Rect2D(x: 0, y: 0, width: 10, height: 10)).svg
    XCTAssertTrue(svg.hasSuffix("</svg>\n"))
    let picture = SVGPicture(of: Layer(), in: Rect2D(x: 0, y: 0, width: 10, height: 10))
    XCTAssertEqual(picture.description, picture.svg)
  }

  func testSVGPictureInitExample() {
    let white = Layer()
    white.name = "white"
    white.frame = Rect2D(x: 50, y: 50, width: 200, height: 200)
    let blue = Layer()
    blue.name = "blue"
    blue.frame = Rect2D(x: 50, y: 50, width: 100, height: 100)
    white.addSublayer(blue)
    var options = SVGPicture.Options(overlays: .all, scale: 2)
    options.colorsByName = ["white": "#ffffff", "blue": "#1f5fd6"]
    let picture = SVGPicture(
      of: white, in: Rect2D(x: 0, y: 0, width: 300, height: 300), options: options,
      marks: [.hitTestProbe(at: Point2D(x: 120, y: 120))])
    XCTAssertTrue(picture.svg.contains("(120, 120) → blue"))
  }

  func testOptionsAndOverlaysExamples() {
    var options = SVGPicture.Options()
    XCTAssertEqual(options.overlays, .standard)
    XCTAssertEqual(options.scale, 1)
    XCTAssertEqual(options.gridSpacing, 50)
    XCTAssertNil(options.title)
    XCTAssertEqual(options.notes, [])
    XCTAssertEqual(options.palette, SVGPicture.Options.defaultPalette)
    XCTAssertEqual(options.colorsByName, [:])
    XCTAssertEqual(options.imageSizesByName, [:])
    options.imageSizesByName = ["photo": Size2D(width: 640, height: 480)]
    XCTAssertEqual(options.imageSizesByName["photo"], Size2D(width: 640, height: 480))
    options.overlays.insert(.numbers)
    XCTAssertEqual(options.overlays, .all)
    XCTAssertEqual(SVGPicture.Overlays.standard, [.frames, .anchors, .boundsOrigins, .names])
    XCTAssertEqual(SVGPicture.Overlays.all, [.standard, .numbers])
    XCTAssertEqual(SVGPicture.Overlays(rawValue: SVGPicture.Overlays.frames.rawValue), .frames)
    XCTAssertTrue(SVGPicture.Overlays(rawValue: 0).isEmpty)
    XCTAssertEqual(SVGPicture.Options.defaultPalette[0], "#4e79a7")
    XCTAssertEqual(SVGPicture.Options.defaultPalette.count, 10)
    let titled = SVGPicture.Options(overlays: .all, scale: 2, title: "Anchor point (1, 1)")
    XCTAssertEqual(titled.gridSpacing, 50)
  }

  func testMarkExamples() {
    let plain = SVGPicture.Mark(at: Point2D(x: 150, y: 150), label: "position")
    XCTAssertEqual(plain.point, Point2D(x: 150, y: 150))
    XCTAssertEqual(plain.label, "position")
    XCTAssertNil(plain.probeOrder)
    let probe = SVGPicture.Mark.hitTestProbe(at: Point2D(x: 60, y: 60), label: "touch")
    XCTAssertEqual(probe.label, "touch")
    XCTAssertEqual(probe.probeOrder, .drawingOrder)
    XCTAssertEqual(
      SVGPicture.Mark.hitTestProbe(at: .zero, order: .sublayerOrder).probeOrder, .sublayerOrder)
  }

  // MARK: - Fixed decimals

  func testFixedDecimalFormat() {
    XCTAssertEqual(fixedDecimal(12.5), "12.5")
    XCTAssertEqual(fixedDecimal(100), "100")
    XCTAssertEqual(fixedDecimal(-0.001), "0")
    XCTAssertEqual(fixedDecimal(-0.0), "0")
    XCTAssertEqual(fixedDecimal(-12.345), "-12.35")  // -12.345 is stored as -12.3450000000000006
    XCTAssertEqual(fixedDecimal(0.125), "0.13")
    XCTAssertEqual(fixedDecimal(1.005), "1")  // stored as 1.00499999999999989
    XCTAssertEqual(fixedDecimal(0.05), "0.05")
    XCTAssertEqual(fixedDecimal(-7.1), "-7.1")
    XCTAssertEqual(fixedDecimal(2.0 / 3, maximumFractionDigits: 3), "0.667")
    XCTAssertEqual(fixedDecimal(2.5, maximumFractionDigits: 0), "3")
    XCTAssertEqual(fixedDecimal(1234567.891), "1234567.89")
    XCTAssertEqual(fixedDecimal(.nan), "nan")
    XCTAssertEqual(fixedDecimal(.infinity), "inf")
    XCTAssertEqual(fixedDecimal(-.infinity), "-inf")
    XCTAssertEqual(fixedDecimal(1e300), "\(1e300)")
    XCTAssertEqual(fixedDecimal(0.1, maximumFractionDigits: 40), "0.1")
  }
}

// MARK: - Fixtures

extension SVGPictureTests {
  static let smallTreeViewport = Rect2D(x: -10, y: -10, width: 340, height: 260)

  static let smallTreeOptions = SVGPicture.Options(
    overlays: .all, scale: 1.5, title: "A small fixed tree",
    notes: ["card: rotated 30°, masks badge", "tilted: projected by panel's perspective"])

  /// root ⊃ front (zPosition 1), card (rotated, masks) ⊃ badge + hidden ⊃ inside hidden,
  /// panel (perspective sublayerTransform) ⊃ tilted (turned about y), with three marks.
  static func makeSmallTree() -> (Layer, [SVGPicture.Mark]) {
    let root = Layer()
    root.name = "root"
    root.frame = Rect2D(x: 0, y: 0, width: 320, height: 240)
    let front = Layer()
    front.name = "front"
    front.frame = Rect2D(x: 20, y: 160, width: 150, height: 60)
    front.zPosition = 1
    let card = Layer()
    card.name = "card"
    card.frame = Rect2D(x: 40, y: 30, width: 120, height: 80)
    card.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
    card.masksToBounds = true
    let badge = Layer()
    badge.name = "badge"
    badge.frame = Rect2D(x: 80, y: 50, width: 60, height: 40)
    let hidden = Layer()
    hidden.name = "hidden"
    hidden.frame = Rect2D(x: 10, y: 10, width: 30, height: 20)
    hidden.isHidden = true
    let insideHidden = Layer()
    insideHidden.name = "inside hidden"
    insideHidden.frame = Rect2D(x: 0, y: 0, width: 10, height: 10)
    hidden.addSublayer(insideHidden)
    card.sublayers = [badge, hidden]
    let panel = Layer()
    panel.name = "panel"
    panel.frame = Rect2D(x: 190, y: 30, width: 110, height: 150)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 300
    panel.sublayerTransform = perspective
    let tilted = Layer()
    tilted.name = "tilted"
    tilted.frame = Rect2D(x: 15, y: 25, width: 80, height: 100)
    tilted.transform = Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0)
    panel.addSublayer(tilted)
    root.sublayers = [front, card, panel]
    let marks = [
      SVGPicture.Mark.hitTestProbe(at: Point2D(x: 100, y: 75)),
      SVGPicture.Mark.hitTestProbe(at: Point2D(x: 300, y: 225), label: "corner"),
      SVGPicture.Mark.hitTestProbe(at: Point2D(x: 325, y: 235)),
      SVGPicture.Mark(at: Point2D(x: 160, y: 120), label: "centre"),
    ]
    return (root, marks)
  }

  /// stage (perspective sublayerTransform, eye 100 pt away) ⊃ behind (400 wide, turned 60° about y,
  /// so one side goes behind the eye) ⊃ in front (near the side that stays in front).
  static func makeLayerPartlyBehindTheEye() -> (root: Layer, behind: Layer) {
    let stage = Layer()
    stage.name = "stage"
    stage.frame = Rect2D(x: -200, y: -200, width: 400, height: 400)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 100
    stage.sublayerTransform = perspective
    let behind = Layer()
    behind.name = "behind"
    behind.bounds = Rect2D(x: 0, y: 0, width: 400, height: 100)
    behind.position = Point2D(x: 200, y: 200)
    behind.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
    stage.addSublayer(behind)
    let inFront = Layer()
    inFront.name = "in front"
    let probe = behind.convert(Point2D(x: 0, y: 0), to: nil).x.isFinite ? 10.0 : 350.0
    inFront.frame = Rect2D(x: probe, y: 30, width: 40, height: 40)
    behind.addSublayer(inFront)
    return (stage, behind)
  }

  static func makeRandomTree<G: RandomNumberGenerator>(depth: Int, using random: inout G) -> Layer {
    let layer = Layer()
    layer.name = "layer \(random.next() % 1000)"
    layer.bounds = Rect2D(
      x: Double.random(in: -20...20, using: &random),
      y: Double.random(in: -20...20, using: &random),
      width: Double.random(in: 0...200, using: &random),
      height: Double.random(in: 0...200, using: &random))
    layer.position = Point2D(
      x: Double.random(in: 0...300, using: &random), y: Double.random(in: 0...300, using: &random))
    layer.anchorPoint = Point2D(
      x: Double.random(in: -0.5...1.5, using: &random),
      y: Double.random(in: -0.5...1.5, using: &random))
    layer.zPosition = Double(Int.random(in: -2...2, using: &random))
    switch random.next() % 5 {
    case 0:
      layer.transform = Transform3D(
        rotationAngle: Double.random(in: -3...3, using: &random), x: 0, y: 0, z: 1)
    case 1:
      layer.transform = Transform3D(scaleX: Double.random(in: -2...2, using: &random), y: 0.5, z: 1)
    case 2:
      var t = Transform3D(
        rotationAngle: Double.random(in: -1.5...1.5, using: &random), x: 1, y: 0, z: 0)
      t.m34 = -1.0 / Double.random(in: 50...500, using: &random)
      layer.transform = t
    default: break
    }
    layer.isGeometryFlipped = random.next() % 4 == 0
    layer.isHidden = random.next() % 8 == 0
    layer.masksToBounds = random.next() % 3 == 0
    if depth > 0 {
      for _ in 0..<Int(random.next() % 3) {
        layer.addSublayer(makeRandomTree(depth: depth - 1, using: &random))
      }
    }
    return layer
  }

  static var goldenFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Golden")
  }

  /// The demo executable, built next to the test bundle by `swift build` / `swift test`.
  static func demoExecutable() -> URL? {
    var folders = [Bundle(for: SVGPictureTests.self).bundleURL.deletingLastPathComponent()]
    if let first = CommandLine.arguments.first {
      folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    for folder in folders {
      let candidate = folder.appendingPathComponent("layer-geometry-demo")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  static func layer(named name: String, in root: Layer) -> Layer? {
    if root.name == name { return root }
    for sublayer in root.sublayers {
      if let found = layer(named: name, in: sublayer) { return found }
    }
    return nil
  }

  /// The layer polygon whose `<title>` is `name`.
  static func polygon(titled name: String, in document: PictureXMLNode) -> PictureXMLNode? {
    document.all.first {
      $0.name == "polygon" && $0.attributes["id"]?.hasPrefix("layer-") == true
        && $0.children.first?.text == name
    }
  }

  static func points(of polygon: PictureXMLNode) throws -> [Point2D] {
    let text = try XCTUnwrap(polygon.attributes["points"])
    return try text.split(separator: " ").map { pair in
      let xy = pair.split(separator: ",").compactMap { Double($0) }
      XCTAssertEqual(xy.count, 2)
      return Point2D(x: try XCTUnwrap(xy.first), y: try XCTUnwrap(xy.last))
    }
  }

  /// The map from the picture's space to pixels, read from the canvas rectangle.
  static func pixelMapping(
    _ document: PictureXMLNode, viewport: Rect2D
  ) throws -> (Point2D) -> Point2D {
    let canvas = try XCTUnwrap(document.all.first { $0.attributes["id"] == "canvas" })
    let x = try XCTUnwrap(Double(canvas.attributes["x"] ?? ""))
    let y = try XCTUnwrap(Double(canvas.attributes["y"] ?? ""))
    let width = try XCTUnwrap(Double(canvas.attributes["width"] ?? ""))
    let scale = width / viewport.width
    return { p in
      Point2D(x: (p.x - viewport.minX) * scale + x, y: (p.y - viewport.minY) * scale + y)
    }
  }

  /// Every attribute value of the document that holds numbers (coordinates and sizes).
  static func numericText(of document: PictureXMLNode) -> String {
    let keys: Set = [
      "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "width", "height", "points", "d",
      "viewBox",
    ]
    return document.all.flatMap { node in
      node.attributes.filter { keys.contains($0.key) }.map(\.value)
    }.joined(separator: " ").lowercased()
  }
}

// MARK: - A small XML tree, from XMLParser's events

/// An element of a parsed document, with its attributes, children and text.
final class PictureXMLNode {
  let name: String
  let attributes: [String: String]
  private(set) var children: [PictureXMLNode] = []
  private(set) weak var parent: PictureXMLNode?
  fileprivate(set) var text = ""

  init(name: String, attributes: [String: String], parent: PictureXMLNode?) {
    self.name = name
    self.attributes = attributes
    self.parent = parent
    parent?.children.append(self)
  }

  /// This element and all its descendants, in document order.
  var all: [PictureXMLNode] { [self] + children.flatMap(\.all) }

  /// The root element of a well-formed document, or `nil` (with the parser's complaint printed).
  static func parse(_ text: String) -> PictureXMLNode? {
    let builder = PictureXMLTreeBuilder()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = builder
    let ok = parser.parse()
    guard ok, parser.parserError == nil, builder.failure == nil, builder.open.isEmpty else {
      print("XML error: \(parser.parserError.map { "\($0)" } ?? builder.failure ?? "unclosed")")
      return nil
    }
    return builder.root
  }
}

/// Builds ``PictureXMLNode``s from XMLParser's events, keeping the root alive.
private final class PictureXMLTreeBuilder: NSObject, XMLParserDelegate {
  var root: PictureXMLNode?
  var open: [PictureXMLNode] = []
  var failure: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if root != nil && open.isEmpty { failure = "a second root element" }
    let node = PictureXMLNode(name: elementName, attributes: attributeDict, parent: open.last)
    if root == nil { root = node }
    open.append(node)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard open.last?.name == elementName else {
      failure = "</\(elementName)> closes <\(open.last?.name ?? "nothing")>"
      return
    }
    open.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    open.last?.text += string
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    failure = "\(parseError)"
  }
}
