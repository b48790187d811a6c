import LayerGeometry
import LayerGeometryTestSupport
import XCTest

// One test per doc-comment example under Sources/LayerGeometry/Values.
extension DocumentationExampleTests {
  // Example: Point2D
  func testPoint2DExample() {
    let p = Point2D(x: 10, y: 20)
    let moved = p.applying(AffineTransform2D(translationX: 5, y: -5))
    // moved == Point2D(x: 15, y: 15)
    XCTAssertEqual(moved, Point2D(x: 15, y: 15))
  }

  // Example: Point2D.x
  func testPoint2DXExample() {
    var p = Point2D(x: 1, y: 2)
    p.x = 3
    // p == Point2D(x: 3, y: 2)
    XCTAssertEqual(p, Point2D(x: 3, y: 2))
  }

  // Example: Point2D.y
  func testPoint2DYExample() {
    var p = Point2D(x: 1, y: 2)
    p.y = 5
    // p == Point2D(x: 1, y: 5)
    XCTAssertEqual(p, Point2D(x: 1, y: 5))
  }

  // Example: Point2D.init(x:y:)
  func testPoint2DInitXYExample() {
    let p = Point2D(x: 3, y: 4)
    // p.x == 3, p.y == 4
    XCTAssertEqual(p.x, 3)
    XCTAssertEqual(p.y, 4)
  }

  // Example: Point2D.zero
  func testPoint2DZeroExample() {
    let origin = Point2D.zero
    // origin == Point2D(x: 0, y: 0)
    XCTAssertEqual(origin, Point2D(x: 0, y: 0))
  }

  // Example: Point2D.isApproximatelyEqual(to:absoluteTolerance:)
  func testPoint2DIsApproximatelyEqualExample() {
    let p = Point2D(x: 0.1 + 0.2, y: 1)
    // p.isApproximatelyEqual(to: Point2D(x: 0.3, y: 1)) == true
    XCTAssertTrue(p.isApproximatelyEqual(to: Point2D(x: 0.3, y: 1)))
  }

  // Example: Rect2D.==(_:_:)
  func testRect2DEqualOperatorExample() {
    let a = Rect2D(x: 10, y: 10, width: -4, height: -6)
    let b = Rect2D(x: 6, y: 4, width: 4, height: 6)
    // a == b
    XCTAssertEqual(a, b)
    // Rect2D(x: .infinity, y: 3, width: 1, height: 1) == .null
    XCTAssertEqual(Rect2D(x: .infinity, y: 3, width: 1, height: 1), .null)
  }

  // Example: Rect2D.contains(_:) (Point2D)
  func testRect2DContainsPointExample() {
    let r = Rect2D(x: 0, y: 0, width: 100, height: 100)
    // r.contains(Point2D(x: 0, y: 0)) == true
    XCTAssertTrue(r.contains(Point2D(x: 0, y: 0)))
    // r.contains(Point2D(x: 99.9, y: 99.9)) == true
    XCTAssertTrue(r.contains(Point2D(x: 99.9, y: 99.9)))
    // r.contains(Point2D(x: 100, y: 100)) == false
    XCTAssertFalse(r.contains(Point2D(x: 100, y: 100)))
  }

  // Example: Rect2D.contains(_:) (Rect2D)
  func testRect2DContainsRectExample() {
    let outer = Rect2D(x: 0, y: 0, width: 100, height: 100)
    // outer.contains(Rect2D(x: 0, y: 0, width: 100, height: 50)) == true
    XCTAssertTrue(outer.contains(Rect2D(x: 0, y: 0, width: 100, height: 50)))
    // outer.contains(Rect2D(x: 50, y: 50, width: 60, height: 10)) == false
    XCTAssertFalse(outer.contains(Rect2D(x: 50, y: 50, width: 60, height: 10)))
  }

  // Example: Rect2D.intersection(_:)
  func testRect2DIntersectionExample() {
    let top = Rect2D(x: 0, y: 0, width: 10, height: 5)
    let bottom = Rect2D(x: 0, y: 5, width: 10, height: 5)
    // top.intersection(bottom) == Rect2D(x: 0, y: 5, width: 10, height: 0)
    XCTAssertEqual(top.intersection(bottom), Rect2D(x: 0, y: 5, width: 10, height: 0))
    let small = Rect2D(x: 0.1, y: 0.2, width: 0.7, height: 0.3)
    // small.intersection(.infinite) == small, to the last bit
    let overlap = small.intersection(.infinite)
    XCTAssertEqual(
      [overlap.origin.x, overlap.origin.y, overlap.size.width, overlap.size.height].map(
        \.bitPattern),
      [0.1, 0.2, 0.7, 0.3].map(\.bitPattern))
  }

  // Example: Rect2D.intersects(_:)
  func testRect2DIntersectsExample() {
    let left = Rect2D(x: 0, y: 0, width: 10, height: 10)
    // left.intersects(Rect2D(x: 10, y: 0, width: 5, height: 5)) == true
    XCTAssertTrue(left.intersects(Rect2D(x: 10, y: 0, width: 5, height: 5)))
    // left.intersects(Rect2D(x: 11, y: 0, width: 5, height: 5)) == false
    XCTAssertFalse(left.intersects(Rect2D(x: 11, y: 0, width: 5, height: 5)))
  }

  // Example: Rect2D.union(_:)
  func testRect2DUnionExample() {
    let a = Rect2D(x: 0, y: 0, width: 10, height: 10)
    let b = Rect2D(x: 20, y: 5, width: 5, height: 10)
    // a.union(b) == Rect2D(x: 0, y: 0, width: 25, height: 15)
    XCTAssertEqual(a.union(b), Rect2D(x: 0, y: 0, width: 25, height: 15))
    // a.union(.null) == a
    XCTAssertEqual(a.union(.null), a)
  }

  // Example: Rect2D.insetBy(dx:dy:)
  func testRect2DInsetByExample() {
    let r = Rect2D(x: 0, y: 0, width: 100, height: 50)
    // r.insetBy(dx: 10, dy: 5) == Rect2D(x: 10, y: 5, width: 80, height: 40)
    XCTAssertEqual(r.insetBy(dx: 10, dy: 5), Rect2D(x: 10, y: 5, width: 80, height: 40))
    // r.insetBy(dx: 60, dy: 0) == .null
    XCTAssertEqual(r.insetBy(dx: 60, dy: 0), .null)
  }

  // Example: Rect2D.offsetBy(dx:dy:)
  func testRect2DOffsetByExample() {
    let r = Rect2D(x: 0, y: 0, width: 10, height: 10)
    // r.offsetBy(dx: 5, dy: -5) == Rect2D(x: 5, y: -5, width: 10, height: 10)
    XCTAssertEqual(r.offsetBy(dx: 5, dy: -5), Rect2D(x: 5, y: -5, width: 10, height: 10))
  }

  // Example: Rect2D
  func testRect2DExample() {
    let r = Rect2D(x: 10, y: 10, width: -4, height: -6)
    // r.standardized == Rect2D(x: 6, y: 4, width: 4, height: 6)
    XCTAssertEqual(r.standardized, Rect2D(x: 6, y: 4, width: 4, height: 6))
    // r == Rect2D(x: 6, y: 4, width: 4, height: 6)
    XCTAssertEqual(r, Rect2D(x: 6, y: 4, width: 4, height: 6))
    // r.minX == 6, r.maxY == 10
    XCTAssertEqual(r.minX, 6)
    XCTAssertEqual(r.maxY, 10)
  }

  // Example: Rect2D.origin
  func testRect2DOriginExample() {
    var r = Rect2D(x: 0, y: 0, width: 10, height: 10)
    r.origin = Point2D(x: 5, y: 5)
    // r == Rect2D(x: 5, y: 5, width: 10, height: 10)
    XCTAssertEqual(r, Rect2D(x: 5, y: 5, width: 10, height: 10))
  }

  // Example: Rect2D.size
  func testRect2DSizeExample() {
    var r = Rect2D(x: 0, y: 0, width: 10, height: 10)
    r.size.width = 20
    // r == Rect2D(x: 0, y: 0, width: 20, height: 10)
    XCTAssertEqual(r, Rect2D(x: 0, y: 0, width: 20, height: 10))
  }

  // Example: Rect2D.init(origin:size:)
  func testRect2DInitOriginSizeExample() {
    let r = Rect2D(origin: Point2D(x: 1, y: 2), size: Size2D(width: 3, height: 4))
    // r == Rect2D(x: 1, y: 2, width: 3, height: 4)
    XCTAssertEqual(r, Rect2D(x: 1, y: 2, width: 3, height: 4))
  }

  // Example: Rect2D.init(x:y:width:height:)
  func testRect2DInitXYWidthHeightExample() {
    let r = Rect2D(x: 1, y: 2, width: 3, height: 4)
    // r.origin == Point2D(x: 1, y: 2), r.size == Size2D(width: 3, height: 4)
    XCTAssertEqual(r.origin, Point2D(x: 1, y: 2))
    XCTAssertEqual(r.size, Size2D(width: 3, height: 4))
  }

  // Example: Rect2D.zero
  func testRect2DZeroExample() {
    let r = Rect2D.zero
    // r.isEmpty == true, r.isNull == false
    XCTAssertTrue(r.isEmpty)
    XCTAssertFalse(r.isNull)
  }

  // Example: Rect2D.null
  func testRect2DNullExample() {
    let none = Rect2D(x: 0, y: 0, width: 1, height: 1)
      .intersection(Rect2D(x: 5, y: 5, width: 1, height: 1))
    // none == .null, none.isNull == true
    XCTAssertEqual(none, .null)
    XCTAssertTrue(none.isNull)
  }

  // Example: Rect2D.infinite
  func testRect2DInfiniteExample() {
    let everything = Rect2D.infinite
    // everything.isInfinite == true
    XCTAssertTrue(everything.isInfinite)
    // everything.contains(Point2D(x: 1e300, y: -1e300)) == true
    XCTAssertTrue(everything.contains(Point2D(x: 1e300, y: -1e300)))
  }

  // Example: Rect2D.standardized
  func testRect2DStandardizedExample() {
    let r = Rect2D(x: 10, y: 10, width: -4, height: -6).standardized
    // r == Rect2D(x: 6, y: 4, width: 4, height: 6)
    XCTAssertEqual(r, Rect2D(x: 6, y: 4, width: 4, height: 6))
  }

  // Example: Rect2D.isNull
  func testRect2DIsNullExample() {
    let r = Rect2D.null
    // r.isNull == true, Rect2D.zero.isNull == false
    XCTAssertTrue(r.isNull)
    XCTAssertFalse(Rect2D.zero.isNull)
  }

  // Example: Rect2D.isEmpty
  func testRect2DIsEmptyExample() {
    let line = Rect2D(x: 0, y: 5, width: 10, height: 0)
    // line.isEmpty == true
    XCTAssertTrue(line.isEmpty)
    // Rect2D(x: 0, y: 0, width: -1, height: -1).isEmpty == false
    XCTAssertFalse(Rect2D(x: 0, y: 0, width: -1, height: -1).isEmpty)
  }

  // Example: Rect2D.isInfinite
  func testRect2DIsInfiniteExample() {
    let r = Rect2D.infinite
    // r.isInfinite == true, Rect2D.zero.isInfinite == false
    XCTAssertTrue(r.isInfinite)
    XCTAssertFalse(Rect2D.zero.isInfinite)
  }

  // Example: Rect2D.width
  func testRect2DWidthExample() {
    let r = Rect2D(x: 0, y: 0, width: -4, height: 6)
    // r.width == 4
    XCTAssertEqual(r.width, 4)
  }

  // Example: Rect2D.height
  func testRect2DHeightExample() {
    let r = Rect2D(x: 0, y: 0, width: 4, height: -6)
    // r.height == 6
    XCTAssertEqual(r.height, 6)
  }

  // Example: Rect2D.minX
  func testRect2DMinXExample() {
    let r = Rect2D(x: 10, y: 0, width: -4, height: 1)
    // r.minX == 6
    XCTAssertEqual(r.minX, 6)
  }

  // Example: Rect2D.midX
  func testRect2DMidXExample() {
    let r = Rect2D(x: 10, y: 0, width: 4, height: 1)
    // r.midX == 12
    XCTAssertEqual(r.midX, 12)
  }

  // Example: Rect2D.maxX
  func testRect2DMaxXExample() {
    let r = Rect2D(x: 10, y: 0, width: 4, height: 1)
    // r.maxX == 14
    XCTAssertEqual(r.maxX, 14)
    let flipped = Rect2D(x: 0.1, y: 0, width: -1e300, height: 1)
    // flipped.maxX == 0.1
    XCTAssertEqual(flipped.maxX, 0.1)
  }

  // Example: Rect2D.minY
  func testRect2DMinYExample() {
    let r = Rect2D(x: 0, y: 10, width: 1, height: -6)
    // r.minY == 4
    XCTAssertEqual(r.minY, 4)
  }

  // Example: Rect2D.midY
  func testRect2DMidYExample() {
    let r = Rect2D(x: 0, y: 10, width: 1, height: 6)
    // r.midY == 13
    XCTAssertEqual(r.midY, 13)
  }

  // Example: Rect2D.maxY
  func testRect2DMaxYExample() {
    let r = Rect2D(x: 0, y: 10, width: 1, height: 6)
    // r.maxY == 16
    XCTAssertEqual(r.maxY, 16)
    let flipped = Rect2D(x: 0, y: 0.1, width: 1, height: -1e300)
    // flipped.maxY == 0.1
    XCTAssertEqual(flipped.maxY, 0.1)
  }

  // Example: Rect2D.isApproximatelyEqual(to:absoluteTolerance:)
  func testRect2DIsApproximatelyEqualExample() {
    let r = Rect2D(x: 0.1 + 0.2, y: 0, width: 1, height: 1)
    // r.isApproximatelyEqual(to: Rect2D(x: 0.3, y: 0, width: 1, height: 1)) == true
    XCTAssertTrue(r.isApproximatelyEqual(to: Rect2D(x: 0.3, y: 0, width: 1, height: 1)))
  }

  // Example: Size2D
  func testSize2DExample() {
    let size = Size2D(width: 100, height: 50)
    // size.width == 100, size.height == 50
    XCTAssertEqual(size.width, 100)
    XCTAssertEqual(size.height, 50)
  }

  // Example: Size2D.width
  func testSize2DWidthExample() {
    var size = Size2D(width: 100, height: 50)
    size.width = 80
    // size == Size2D(width: 80, height: 50)
    XCTAssertEqual(size, Size2D(width: 80, height: 50))
  }

  // Example: Size2D.height
  func testSize2DHeightExample() {
    var size = Size2D(width: 100, height: 50)
    size.height = 20
    // size == Size2D(width: 100, height: 20)
    XCTAssertEqual(size, Size2D(width: 100, height: 20))
  }

  // Example: Size2D.init(width:height:)
  func testSize2DInitWidthHeightExample() {
    let size = Size2D(width: 30, height: 40)
    // size.width == 30, size.height == 40
    XCTAssertEqual(size.width, 30)
    XCTAssertEqual(size.height, 40)
  }

  // Example: Size2D.zero
  func testSize2DZeroExample() {
    let empty = Size2D.zero
    // empty == Size2D(width: 0, height: 0)
    XCTAssertEqual(empty, Size2D(width: 0, height: 0))
  }

  // Example: Size2D.isApproximatelyEqual(to:absoluteTolerance:)
  func testSize2DIsApproximatelyEqualExample() {
    let size = Size2D(width: 0.1 + 0.2, height: 2)
    // size.isApproximatelyEqual(to: Size2D(width: 0.3, height: 2)) == true
    XCTAssertTrue(size.isApproximatelyEqual(to: Size2D(width: 0.3, height: 2)))
  }

  // Example: Point2D.description
  func testPoint2DDescriptionExample() {
    let text = Point2D(x: 1, y: 2).description
    // text == "(1.0, 2.0)"
    XCTAssertEqual(text, "(1.0, 2.0)")
  }

  // Example: Point2D.debugDescription
  func testPoint2DDebugDescriptionExample() {
    let text = Point2D(x: 1, y: 2).debugDescription
    // text == "Point2D(x: 1.0, y: 2.0)"
    XCTAssertEqual(text, "Point2D(x: 1.0, y: 2.0)")
  }

  // Example: Size2D.description
  func testSize2DDescriptionExample() {
    let text = Size2D(width: 3, height: 4).description
    // text == "(3.0, 4.0)"
    XCTAssertEqual(text, "(3.0, 4.0)")
  }

  // Example: Size2D.debugDescription
  func testSize2DDebugDescriptionExample() {
    let text = Size2D(width: 3, height: 4).debugDescription
    // text == "Size2D(width: 3.0, height: 4.0)"
    XCTAssertEqual(text, "Size2D(width: 3.0, height: 4.0)")
  }

  // Example: Rect2D.description
  func testRect2DDescriptionExample() {
    let text = Rect2D(x: 0, y: 0, width: 100, height: 50).description
    // text == "(0.0, 0.0, 100.0, 50.0)"
    XCTAssertEqual(text, "(0.0, 0.0, 100.0, 50.0)")
  }

  // Example: Rect2D.debugDescription
  func testRect2DDebugDescriptionExample() {
    let text = Rect2D(x: 0, y: 0, width: 100, height: 50).debugDescription
    // text == "Rect2D(x: 0.0, y: 0.0, width: 100.0, height: 50.0)"
    XCTAssertEqual(text, "Rect2D(x: 0.0, y: 0.0, width: 100.0, height: 50.0)")
  }
}
