import LayerGeometry
import LayerGeometryTestSupport
import XCTest

/// The one list of stored properties (`Layer.Property.all`): each name reads and writes the Swift
/// property it names, through its setter, and a value of another type changes nothing.
final class StoredPropertyListTests: XCTestCase {
  /// Each stored property, a value other than a new layer's, and the property read directly.
  private let expected: [(name: String, value: Layer.PropertyValue, read: (Layer) -> Any)] = [
    ("name", .text("card"), { $0.name as Any }),
    ("bounds", .rect(Rect2D(x: 1, y: 2, width: 30, height: 40)), { $0.bounds }),
    ("position", .point(Point2D(x: 5, y: 6)), { $0.position }),
    ("anchorPoint", .point(Point2D(x: 0.25, y: 1)), { $0.anchorPoint }),
    ("anchorPointZ", .number(-3), { $0.anchorPointZ }),
    ("zPosition", .number(7), { $0.zPosition }),
    ("transform", .transform(Transform3D(scaleX: 2, y: 3, z: 1)), { $0.transform }),
    (
      "sublayerTransform", .transform(Transform3D(translationX: 4, y: 0, z: 0)),
      {
        $0.sublayerTransform
      }
    ),
    ("isGeometryFlipped", .flag(true), { $0.isGeometryFlipped }),
    ("isHidden", .flag(true), { $0.isHidden }),
    ("masksToBounds", .flag(true), { $0.masksToBounds }),
    ("isDoubleSided", .flag(false), { $0.isDoubleSided }),
    ("contentsGravity", .gravity(.topLeft), { $0.contentsGravity }),
    ("contentsRect", .rect(Rect2D(x: 0, y: 0, width: 0.5, height: 0.5)), { $0.contentsRect }),
    (
      "contentsCenter", .rect(Rect2D(x: 0.25, y: 0.25, width: 0.5, height: 0.5)),
      {
        $0.contentsCenter
      }
    ),
    ("contentsScale", .number(2), { $0.contentsScale }),
    ("autoresizingMask", .autoresizingMask(.layerWidthSizable), { $0.autoresizingMask }),
    ("kind", .kind(.scrollLayer), { $0.kind }),
    ("scrollMode", .scrollMode(.vertically), { $0.scrollMode }),
    ("beginTime", .number(2.5), { $0.beginTime }),
    ("speed", .number(0.5), { Double($0.speed) }),  // a Float, widened
    ("timeOffset", .number(-1), { $0.timeOffset }),
  ]

  func testTheListNamesEachStoredPropertyOnceInTheArchivesOrder() {
    XCTAssertEqual(Layer.Property.all.map(\.name), expected.map(\.name))
    for property in Layer.Property.all {
      XCTAssertEqual(Layer.Property(named: property.name), property)
    }
    XCTAssertNil(Layer.Property(named: "frame"))
    XCTAssertNil(Layer.Property(named: "Position"))
  }

  func testEachEntryWritesAndReadsThePropertyItNames() throws {
    for (name, value, read) in expected {
      let layer = Layer()
      let property = try XCTUnwrap(Layer.Property(named: name))
      XCTAssertNotEqual(layer.value(of: property), value, "\(name): not a new layer's value")
      try layer.setValue(value, of: property)
      XCTAssertEqual(layer.value(of: property), value, name)
      // The Swift property holds the value too, as its own type.
      let direct = read(layer)
      switch value {
      case .text(let text): XCTAssertEqual(direct as? String, text, name)
      case .rect(let rect): XCTAssertEqual(direct as? Rect2D, rect, name)
      case .point(let point): XCTAssertEqual(direct as? Point2D, point, name)
      case .number(let number): XCTAssertEqual(direct as? Double, number, name)
      case .transform(let transform): XCTAssertEqual(direct as? Transform3D, transform, name)
      case .flag(let flag): XCTAssertEqual(direct as? Bool, flag, name)
      case .gravity(let gravity): XCTAssertEqual(direct as? ContentsGravity, gravity, name)
      case .autoresizingMask(let mask):
        XCTAssertEqual(direct as? Layer.AutoresizingMask, mask, name)
      case .kind(let kind): XCTAssertEqual(direct as? Layer.Kind, kind, name)
      case .scrollMode(let mode): XCTAssertEqual(direct as? Layer.ScrollMode, mode, name)
      }
    }
  }

  /// `speed` is a `Float`: a number that is not one is rounded to the nearest, as assigning
  /// `Float(number)` would.
  func testANumberSetAsTheSpeedIsRoundedToAFloat() throws {
    let layer = Layer()
    try layer.setValue(.number(0.1), of: XCTUnwrap(Layer.Property(named: "speed")))
    XCTAssertEqual(layer.speed, Float(0.1))
    XCTAssertEqual(
      layer.value(of: try XCTUnwrap(Layer.Property(named: "speed"))), .number(Double(Float(0.1))))
  }

  func testAValueOfAnotherTypeThrowsAndChangesNothing() {
    let values = expected.map(\.value)
    for property in Layer.Property.all {
      let layer = Layer()
      layer.name = "kept"
      layer.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
      let before = Layer.Property.all.map(layer.value(of:))
      let own = layer.value(of: property)
      for value in values where !Self.sameType(value, own) {
        XCTAssertThrowsError(try layer.setValue(value, of: property)) { error in
          XCTAssertEqual(
            "\(error)", "'\(property.name)' cannot take a value of another type")
        }
      }
      let after = Layer.Property.all.map(layer.value(of:))
      XCTAssertTrue(zip(before, after).allSatisfy(bitwiseSame), property.name)
    }
  }

  func testAValueSetThroughTheListIsRecordedAsByItsSetter() throws {
    let (root, child) = (Layer(), Layer())
    root.frame = Rect2D(x: 0, y: 0, width: 200, height: 200)
    child.bounds = Rect2D(x: 0, y: 0, width: 10, height: 10)
    child.position = Point2D(x: 15, y: 15)
    root.addSublayer(child)
    XCTAssertTrue(root.hitTest(Point2D(x: 12, y: 12)) === child)
    XCTAssertEqual(child.frame, Rect2D(x: 10, y: 10, width: 10, height: 10))

    try child.setValue(
      .point(Point2D(x: 105, y: 55)), of: XCTUnwrap(Layer.Property(named: "position")))
    // The frame, the hit-test index and the conversions see the move, as after `position =`.
    XCTAssertEqual(child.frame, Rect2D(x: 100, y: 50, width: 10, height: 10))
    XCTAssertTrue(root.hitTest(Point2D(x: 12, y: 12)) === root)
    XCTAssertTrue(root.hitTest(Point2D(x: 102, y: 52)) === child)
    XCTAssertEqual(child.convert(Point2D.zero, to: root), Point2D(x: 100, y: 50))

    try child.setValue(.flag(true), of: XCTUnwrap(Layer.Property(named: "isHidden")))
    XCTAssertTrue(root.hitTest(Point2D(x: 102, y: 52)) === root)
  }

  /// Whether two values are of the same case.
  private static func sameType(_ a: Layer.PropertyValue, _ b: Layer.PropertyValue) -> Bool {
    switch (a, b) {
    case (.number, .number), (.point, .point), (.rect, .rect), (.transform, .transform),
      (.flag, .flag), (.text, .text), (.gravity, .gravity),
      (.autoresizingMask, .autoresizingMask), (.kind, .kind), (.scrollMode, .scrollMode):
      true
    default: false
    }
  }
}
