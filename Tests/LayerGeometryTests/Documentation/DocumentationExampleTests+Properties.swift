import LayerGeometry
import XCTest

// One test per doc-comment example of the list of stored properties, in
// Sources/LayerGeometry/Model/Layer+Properties.swift.
extension DocumentationExampleTests {
  // Example: Layer.Property
  func testLayerPropertyExample() {
    let layer = Layer()
    layer.position = Point2D(x: 10, y: 20)
    let position = Layer.Property(named: "position")!
    // layer.value(of: position) == .point(Point2D(x: 10, y: 20))
    XCTAssertEqual(layer.value(of: position), .point(Point2D(x: 10, y: 20)))
  }

  // Example: Layer.Property.name
  func testLayerPropertyNameExample() {
    // Layer.Property.all.first?.name == "name"
    XCTAssertEqual(Layer.Property.all.first?.name, "name")
  }

  // Example: Layer.Property.all
  func testLayerPropertyAllExample() {
    // Layer.Property.all.map(\.name).contains("anchorPointZ") == true
    XCTAssertTrue(Layer.Property.all.map(\.name).contains("anchorPointZ"))
    // Layer.Property.all.map(\.name).contains("frame") == false   // derived, not stored
    XCTAssertFalse(Layer.Property.all.map(\.name).contains("frame"))
  }

  // Example: Layer.Property.init(named:)
  func testLayerPropertyInitNamedExample() {
    // Layer.Property(named: "bounds")?.name == "bounds"
    XCTAssertEqual(Layer.Property(named: "bounds")?.name, "bounds")
    // Layer.Property(named: "frame") == nil    // derived, not stored
    XCTAssertNil(Layer.Property(named: "frame"))
  }

  // Example: Layer.Property.description
  func testLayerPropertyDescriptionExample() {
    // "\(Layer.Property(named: "zPosition")!)" == "zPosition"
    XCTAssertEqual("\(Layer.Property(named: "zPosition")!)", "zPosition")
  }

  // Example: Layer.PropertyValue
  func testLayerPropertyValueExample() {
    let value = Layer.PropertyValue.number(2)
    // value != .flag(true)
    XCTAssertNotEqual(value, .flag(true))
  }

  // Example: Layer.PropertyTypeMismatch
  func testLayerPropertyTypeMismatchExample() {
    let layer = Layer()
    let hidden = Layer.Property(named: "isHidden")!
    do {
      try layer.setValue(.number(1), of: hidden)
      XCTFail("a number set as a flag")
    } catch {
      // "\(error)" == "'isHidden' cannot take a value of another type"
      XCTAssertEqual("\(error)", "'isHidden' cannot take a value of another type")
    }
  }

  // Example: Layer.PropertyTypeMismatch.property
  func testLayerPropertyTypeMismatchPropertyExample() {
    let layer = Layer()
    do {
      try layer.setValue(.flag(true), of: Layer.Property(named: "bounds")!)
      XCTFail("a flag set as a rectangle")
    } catch {
      // error.property.name == "bounds"
      XCTAssertEqual(error.property.name, "bounds")
    }
  }

  // Example: Layer.PropertyTypeMismatch.description
  func testLayerPropertyTypeMismatchDescriptionExample() {
    let layer = Layer()
    do {
      try layer.setValue(.text("card"), of: Layer.Property(named: "zPosition")!)
      XCTFail("a text set as a number")
    } catch {
      // error.description == "'zPosition' cannot take a value of another type"
      XCTAssertEqual(error.description, "'zPosition' cannot take a value of another type")
    }
  }

  // Example: Layer.value(of:)
  func testLayerValueOfExample() {
    let layer = Layer()
    layer.isHidden = true
    // layer.value(of: Layer.Property(named: "isHidden")!) == .flag(true)
    XCTAssertEqual(layer.value(of: Layer.Property(named: "isHidden")!), .flag(true))
  }

  // Example: Layer.setValue(_:of:)
  func testLayerSetValueOfExample() throws {
    let layer = Layer()
    try layer.setValue(.point(Point2D(x: 5, y: 6)), of: Layer.Property(named: "position")!)
    // layer.position == Point2D(x: 5, y: 6)
    XCTAssertEqual(layer.position, Point2D(x: 5, y: 6))
  }

  // Example: Layer.PropertyValue.number(_:)
  func testLayerPropertyValueNumberExample() {
    let layer = Layer()
    layer.zPosition = 2
    // layer.value(of: Layer.Property(named: "zPosition")!) == .number(2)
    XCTAssertEqual(layer.value(of: Layer.Property(named: "zPosition")!), .number(2))
  }

  // Example: Layer.PropertyValue.point(_:)
  func testLayerPropertyValuePointExample() {
    let layer = Layer()
    layer.anchorPoint = Point2D(x: 0, y: 1)
    // layer.value(of: Layer.Property(named: "anchorPoint")!) == .point(Point2D(x: 0, y: 1))
    XCTAssertEqual(
      layer.value(of: Layer.Property(named: "anchorPoint")!), .point(Point2D(x: 0, y: 1)))
  }

  // Example: Layer.PropertyValue.rect(_:)
  func testLayerPropertyValueRectExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 40, height: 30)
    // layer.value(of: Layer.Property(named: "bounds")!) == .rect(Rect2D(x: 0, y: 0, width: 40, height: 30))
    XCTAssertEqual(
      layer.value(of: Layer.Property(named: "bounds")!),
      .rect(Rect2D(x: 0, y: 0, width: 40, height: 30)))
  }

  // Example: Layer.PropertyValue.transform(_:)
  func testLayerPropertyValueTransformExample() {
    let layer = Layer()
    layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
    // layer.value(of: Layer.Property(named: "transform")!) == .transform(Transform3D(scaleX: 2, y: 2, z: 1))
    XCTAssertEqual(
      layer.value(of: Layer.Property(named: "transform")!),
      .transform(Transform3D(scaleX: 2, y: 2, z: 1)))
  }

  // Example: Layer.PropertyValue.flag(_:)
  func testLayerPropertyValueFlagExample() {
    let layer = Layer()
    layer.masksToBounds = true
    // layer.value(of: Layer.Property(named: "masksToBounds")!) == .flag(true)
    XCTAssertEqual(layer.value(of: Layer.Property(named: "masksToBounds")!), .flag(true))
  }

  // Example: Layer.PropertyValue.text(_:)
  func testLayerPropertyValueTextExample() {
    let layer = Layer()
    layer.name = "card"
    // layer.value(of: Layer.Property(named: "name")!) == .text("card")
    XCTAssertEqual(layer.value(of: Layer.Property(named: "name")!), .text("card"))
  }

  // Example: Layer.PropertyValue.gravity(_:)
  func testLayerPropertyValueGravityExample() {
    let layer = Layer()
    layer.contentsGravity = .center
    // layer.value(of: Layer.Property(named: "contentsGravity")!) == .gravity(.center)
    XCTAssertEqual(layer.value(of: Layer.Property(named: "contentsGravity")!), .gravity(.center))
  }

  // Example: Layer.PropertyValue.autoresizingMask(_:)
  func testLayerPropertyValueAutoresizingMaskExample() {
    let layer = Layer()
    layer.autoresizingMask = .layerWidthSizable
    // layer.value(of: Layer.Property(named: "autoresizingMask")!) == .autoresizingMask(.layerWidthSizable)
    XCTAssertEqual(
      layer.value(of: Layer.Property(named: "autoresizingMask")!),
      .autoresizingMask(.layerWidthSizable))
  }

  // Example: Layer.PropertyValue.kind(_:)
  func testLayerPropertyValueKindExample() {
    let layer = Layer()
    layer.kind = .scrollLayer
    // layer.value(of: Layer.Property(named: "kind")!) == .kind(.scrollLayer)
    XCTAssertEqual(layer.value(of: Layer.Property(named: "kind")!), .kind(.scrollLayer))
  }

  // Example: Layer.PropertyValue.scrollMode(_:)
  func testLayerPropertyValueScrollModeExample() {
    let layer = Layer()
    layer.scrollMode = .vertically
    // layer.value(of: Layer.Property(named: "scrollMode")!) == .scrollMode(.vertically)
    XCTAssertEqual(layer.value(of: Layer.Property(named: "scrollMode")!), .scrollMode(.vertically))
  }
}
