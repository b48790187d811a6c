import LayerGeometry
import LayerGeometryTestSupport
import XCTest

// One test per doc-comment example of autoresizing and the layout cycle, under
// Sources/LayerGeometry/Layer.
extension DocumentationExampleTests {
  // Example: Layer.AutoresizingMask
  func testLayerAutoresizingMaskTypeExample() {
    let mask: Layer.AutoresizingMask = [.layerMinXMargin, .layerWidthSizable]
    // mask.rawValue == 3
    XCTAssertEqual(mask.rawValue, 3)
  }

  // Example: Layer.AutoresizingMask.rawValue
  func testLayerAutoresizingMaskRawValueExample() {
    let mask = Layer.AutoresizingMask(rawValue: 255)
    // mask.rawValue == 255, mask.contains(.layerMaxYMargin)
    XCTAssertEqual(mask.rawValue, 255)
    XCTAssertTrue(mask.contains(.layerMaxYMargin))
  }

  // Example: Layer.AutoresizingMask.init(rawValue:)
  func testLayerAutoresizingMaskInitRawValueExample() {
    let mask = Layer.AutoresizingMask(rawValue: 18)
    // mask == [.layerWidthSizable, .layerHeightSizable]
    XCTAssertEqual(mask, [.layerWidthSizable, .layerHeightSizable])
  }

  // Example: Layer.AutoresizingMask.layerMinXMargin
  func testLayerAutoresizingMaskLayerMinXMarginExample() {
    let mask = Layer.AutoresizingMask.layerMinXMargin
    // mask.rawValue == 1
    XCTAssertEqual(mask.rawValue, 1)
  }

  // Example: Layer.AutoresizingMask.layerWidthSizable
  func testLayerAutoresizingMaskLayerWidthSizableExample() {
    let mask = Layer.AutoresizingMask.layerWidthSizable
    // mask.rawValue == 2
    XCTAssertEqual(mask.rawValue, 2)
  }

  // Example: Layer.AutoresizingMask.layerMaxXMargin
  func testLayerAutoresizingMaskLayerMaxXMarginExample() {
    let mask = Layer.AutoresizingMask.layerMaxXMargin
    // mask.rawValue == 4
    XCTAssertEqual(mask.rawValue, 4)
  }

  // Example: Layer.AutoresizingMask.layerMinYMargin
  func testLayerAutoresizingMaskLayerMinYMarginExample() {
    let mask = Layer.AutoresizingMask.layerMinYMargin
    // mask.rawValue == 8
    XCTAssertEqual(mask.rawValue, 8)
  }

  // Example: Layer.AutoresizingMask.layerHeightSizable
  func testLayerAutoresizingMaskLayerHeightSizableExample() {
    let mask = Layer.AutoresizingMask.layerHeightSizable
    // mask.rawValue == 16
    XCTAssertEqual(mask.rawValue, 16)
  }

  // Example: Layer.AutoresizingMask.layerMaxYMargin
  func testLayerAutoresizingMaskLayerMaxYMarginExample() {
    let mask = Layer.AutoresizingMask.layerMaxYMargin
    // mask.rawValue == 32
    XCTAssertEqual(mask.rawValue, 32)
  }

  // Example: Layer.autoresizingMask
  func testLayerAutoresizingMaskExample() {
    let window = Layer()
    window.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let badge = Layer()
    badge.frame = Rect2D(x: 10, y: 20, width: 50, height: 40)
    badge.autoresizingMask = [.layerMinXMargin, .layerWidthSizable]
    window.addSublayer(badge)
    window.bounds = Rect2D(x: 0, y: 0, width: 200, height: 300)
    // badge.frame == Rect2D(x: 76, y: 20, width: 84, height: 40)
    XCTAssertEqual(badge.frame, Rect2D(x: 76, y: 20, width: 84, height: 40))
  }

  // Example: Layer.resizeSublayers(withOldSize:)
  func testLayerResizeSublayersWithOldSizeExample() {
    let window = Layer()
    window.bounds = Rect2D(x: 0, y: 0, width: 200, height: 300)
    let content = Layer()
    content.frame = Rect2D(x: 10, y: 20, width: 50, height: 40)
    content.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
    window.addSublayer(content)
    window.resizeSublayers(withOldSize: Size2D(width: 100, height: 100))
    // content.frame == Rect2D(x: 10, y: 20, width: 150, height: 240)
    XCTAssertEqual(content.frame, Rect2D(x: 10, y: 20, width: 150, height: 240))
  }

  // Example: Layer.resize(withOldSuperlayerSize:)
  func testLayerResizeWithOldSuperlayerSizeExample() {
    let window = Layer()
    window.bounds = Rect2D(x: 0, y: 0, width: 110, height: 100)
    let field = Layer()
    field.frame = Rect2D(x: 10, y: 20, width: 50, height: 40)
    field.autoresizingMask = [.layerMinXMargin, .layerWidthSizable]
    window.addSublayer(field)
    field.resize(withOldSuperlayerSize: Size2D(width: 100, height: 100))
    // field.frame == Rect2D(x: 16, y: 20, width: 54, height: 40)
    XCTAssertEqual(field.frame, Rect2D(x: 16, y: 20, width: 54, height: 40))
  }

  // Example: Layer.LayoutManager
  func testLayerLayoutManagerTypeExample() {
    struct Column: Layer.LayoutManager {
      func layoutSublayers(of layer: Layer) {
        var y = 0.0
        for row in layer.sublayers {
          row.frame = Rect2D(x: 0, y: y, width: layer.bounds.width, height: 20)
          y += 20
        }
      }
    }
    let list = Layer()
    list.bounds = Rect2D(x: 0, y: 0, width: 100, height: 200)
    list.sublayers = [Layer(), Layer()]
    list.layoutManager = Column()
    list.layoutIfNeeded()
    // list.sublayers[1].frame == Rect2D(x: 0, y: 20, width: 100, height: 20)
    XCTAssertEqual(list.sublayers[1].frame, Rect2D(x: 0, y: 20, width: 100, height: 20))
  }

  // Example: Layer.LayoutManager.layoutSublayers(of:)
  func testLayerLayoutManagerLayoutSublayersExample() {
    struct Fill: Layer.LayoutManager {
      func layoutSublayers(of layer: Layer) {
        for sublayer in layer.sublayers { sublayer.frame = layer.bounds }
      }
    }
    let window = Layer()
    window.bounds = Rect2D(x: 0, y: 0, width: 80, height: 60)
    window.addSublayer(Layer())
    Fill().layoutSublayers(of: window)
    // window.sublayers[0].frame == Rect2D(x: 0, y: 0, width: 80, height: 60)
    XCTAssertEqual(window.sublayers[0].frame, Rect2D(x: 0, y: 0, width: 80, height: 60))
  }

  // Example: Layer.LayoutManager.preferredSize(of:)
  func testLayerLayoutManagerPreferredSizeExample() {
    struct Fixed: Layer.LayoutManager {
      func preferredSize(of layer: Layer) -> Size2D { Size2D(width: 44, height: 44) }
    }
    let button = Layer()
    button.layoutManager = Fixed()
    // button.preferredFrameSize() == Size2D(width: 44, height: 44)
    XCTAssertEqual(button.preferredFrameSize(), Size2D(width: 44, height: 44))
  }

  // Example: Layer.LayoutManager.invalidateLayout(of:)
  func testLayerLayoutManagerInvalidateLayoutExample() {
    final class Counting: Layer.LayoutManager {
      var invalidations = 0
      func invalidateLayout(of layer: Layer) { invalidations += 1 }
    }
    let manager = Counting()
    let layer = Layer()
    layer.layoutManager = manager
    layer.setNeedsLayout()
    // manager.invalidations == 1
    XCTAssertEqual(manager.invalidations, 1)
  }

  // Example: Layer.layoutManager
  func testLayerLayoutManagerExample() {
    struct Nothing: Layer.LayoutManager {}
    let layer = Layer()
    layer.layoutManager = Nothing()
    // layer.layoutManager != nil
    XCTAssertNotNil(layer.layoutManager)
  }

  // Example: Layer.setNeedsLayout()
  func testLayerSetNeedsLayoutExample() {
    let layer = Layer()
    // layer.needsLayout() == false
    XCTAssertFalse(layer.needsLayout())
    layer.setNeedsLayout()
    // layer.needsLayout() == true
    XCTAssertTrue(layer.needsLayout())
  }

  // Example: Layer.needsLayout()
  func testLayerNeedsLayoutExample() {
    let parent = Layer()
    parent.addSublayer(Layer())
    // parent.needsLayout() == true
    XCTAssertTrue(parent.needsLayout())
    parent.layoutIfNeeded()
    // parent.needsLayout() == false
    XCTAssertFalse(parent.needsLayout())
  }

  // Example: Layer.layoutIfNeeded()
  func testLayerLayoutIfNeededExample() {
    struct Fill: Layer.LayoutManager {
      func layoutSublayers(of layer: Layer) {
        for sublayer in layer.sublayers { sublayer.frame = layer.bounds }
      }
    }
    let window = Layer()
    let panel = Layer()
    let label = Layer()
    window.layoutManager = Fill()
    panel.layoutManager = Fill()
    window.addSublayer(panel)
    panel.addSublayer(label)
    window.bounds = Rect2D(x: 0, y: 0, width: 300, height: 200)
    label.layoutIfNeeded()  // starts at the window, the top-most layer that needs layout
    // panel.frame == Rect2D(x: 0, y: 0, width: 300, height: 200)
    // label.frame == Rect2D(x: 0, y: 0, width: 300, height: 200)
    XCTAssertEqual(panel.frame, Rect2D(x: 0, y: 0, width: 300, height: 200))
    XCTAssertEqual(label.frame, Rect2D(x: 0, y: 0, width: 300, height: 200))
  }

  // Example: Layer.preferredFrameSize()
  func testLayerPreferredFrameSizeExample() {
    let layer = Layer()
    layer.bounds = Rect2D(x: 0, y: 0, width: 30, height: 20)
    layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
    // layer.preferredFrameSize() == Size2D(width: 60, height: 40)
    XCTAssertEqual(layer.preferredFrameSize(), Size2D(width: 60, height: 40))
  }

  // Example: Layer.LayoutManager.layoutSublayers(of:) (default)
  func testLayerLayoutManagerDefaultLayoutSublayersExample() {
    struct Nothing: Layer.LayoutManager {}
    let layer = Layer()
    layer.addSublayer(Layer())
    Nothing().layoutSublayers(of: layer)
    // layer.sublayers[0].frame == .zero
    XCTAssertEqual(layer.sublayers[0].frame, .zero)
  }

  // Example: Layer.LayoutManager.preferredSize(of:) (default)
  func testLayerLayoutManagerDefaultPreferredSizeExample() {
    struct Nothing: Layer.LayoutManager {}
    let layer = Layer()
    layer.frame = Rect2D(x: 5, y: 5, width: 30, height: 20)
    // Nothing().preferredSize(of: layer) == Size2D(width: 30, height: 20)
    XCTAssertEqual(Nothing().preferredSize(of: layer), Size2D(width: 30, height: 20))
  }

  // Example: Layer.LayoutManager.invalidateLayout(of:) (default)
  func testLayerLayoutManagerDefaultInvalidateLayoutExample() {
    struct Nothing: Layer.LayoutManager {}
    let layer = Layer()
    Nothing().invalidateLayout(of: layer)
    // layer.needsLayout() == false
    XCTAssertFalse(layer.needsLayout())
  }
}
