import Foundation
import LayerGeometry
import LayerGeometryFoundation
import XCTest

#if canImport(QuartzCore)
import QuartzCore
import LayerGeometryTestSupport
#endif

// One test per doc-comment example under Sources/LayerGeometryFoundation. The CoreGraphics and
// QuartzCore ones are compiled where those frameworks are, as their examples are.
extension DocumentationExampleTests {
  // Example: Point2D.init(_:)
  func testPoint2DInitCGPointExample() {
    let p = Point2D(CGPoint(x: 10, y: -2.5))
    // p == Point2D(x: 10, y: -2.5)
    XCTAssertEqual(p, Point2D(x: 10, y: -2.5))
  }

  // Example: CGPoint.init(_:)
  func testCGPointInitPoint2DExample() {
    let p = CGPoint(Point2D(x: 10, y: -2.5))
    // p == CGPoint(x: 10, y: -2.5)
    XCTAssertEqual(p, CGPoint(x: 10, y: -2.5))
  }

  // Example: Size2D.init(_:)
  func testSize2DInitCGSizeExample() {
    let size = Size2D(CGSize(width: 320, height: -480))
    // size == Size2D(width: 320, height: -480)
    XCTAssertEqual(size, Size2D(width: 320, height: -480))
  }

  // Example: CGSize.init(_:)
  func testCGSizeInitSize2DExample() {
    let size = CGSize(Size2D(width: 320, height: -480))
    // size == CGSize(width: 320, height: -480)
    XCTAssertEqual(size, CGSize(width: 320, height: -480))
  }

  // Example: Rect2D.init(_:)
  func testRect2DInitCGRectExample() {
    let r = Rect2D(CGRect(x: 10, y: 20, width: -4, height: 6))
    // r.origin == Point2D(x: 10, y: 20), r.size == Size2D(width: -4, height: 6)
    XCTAssertEqual(r.origin, Point2D(x: 10, y: 20))
    XCTAssertEqual(r.size, Size2D(width: -4, height: 6))
    // Rect2D(CGRect.null).isNull == true, Rect2D(CGRect.infinite).isInfinite == true
    XCTAssertTrue(Rect2D(CGRect.null).isNull)
    XCTAssertTrue(Rect2D(CGRect.infinite).isInfinite)
  }

  // Example: CGRect.init(_:)
  func testCGRectInitRect2DExample() {
    let r = CGRect(Rect2D(x: 10, y: 20, width: -4, height: 6))
    // r.origin == CGPoint(x: 10, y: 20), r.size == CGSize(width: -4, height: 6)
    XCTAssertEqual(r.origin, CGPoint(x: 10, y: 20))
    XCTAssertEqual(r.size, CGSize(width: -4, height: 6))
    // CGRect(Rect2D.null).isNull == true, CGRect(Rect2D.infinite).isInfinite == true
    XCTAssertTrue(CGRect(Rect2D.null).isNull)
    XCTAssertTrue(CGRect(Rect2D.infinite).isInfinite)
  }

  // Example: LayerArchive.init(jsonData:)
  func testLayerArchiveInitJSONDataExample() throws {
    let root = Layer()
    root.zPosition = .nan
    let data = try LayerArchive(of: root).jsonData()
    let copy = try LayerArchive(jsonData: data).makeLayers()
    // copy.zPosition.isNaN == true
    XCTAssertTrue(copy.zPosition.isNaN)
  }

  // Example: LayerArchive.jsonData()
  func testLayerArchiveJSONDataExample() throws {
    let root = Layer()
    root.name = "root"
    let json = String(decoding: try LayerArchive(of: root).jsonData(), as: UTF8.self)
    // json == #"{"layers":[{"name":"root"}],"version":1}"#
    XCTAssertEqual(json, #"{"layers":[{"name":"root"}],"version":1}"#)
  }

  #if canImport(CoreGraphics)
  // Example: AffineTransform2D.init(_:)
  func testAffineTransform2DInitCGAffineTransformExample() {
    let t = AffineTransform2D(CGAffineTransform(translationX: 10, y: 20))
    // t == AffineTransform2D(translationX: 10, y: 20)
    XCTAssertEqual(t, AffineTransform2D(translationX: 10, y: 20))
  }

  // Example: CGAffineTransform.init(_:)
  func testCGAffineTransformInitAffineTransform2DExample() {
    let t = CGAffineTransform(AffineTransform2D(translationX: 10, y: 20))
    // t == CGAffineTransform(translationX: 10, y: 20)
    XCTAssertEqual(t, CGAffineTransform(translationX: 10, y: 20))
  }
  #endif

  #if canImport(QuartzCore)
  // Example: Transform3D.init(_:)
  func testTransform3DInitCATransform3DExample() {
    let t = Transform3D(CATransform3DMakeScale(2, 3, 1))
    // t == Transform3D(scaleX: 2, y: 3, z: 1)
    XCTAssertEqual(t, Transform3D(scaleX: 2, y: 3, z: 1))
  }

  // Example: CATransform3D.init(_:)
  func testCATransform3DInitTransform3DExample() {
    let t = CATransform3D(Transform3D(scaleX: 2, y: 3, z: 1))
    // CATransform3DEqualToTransform(t, CATransform3DMakeScale(2, 3, 1)) == true
    XCTAssertTrue(CATransform3DEqualToTransform(t, CATransform3DMakeScale(2, 3, 1)))
  }
  #endif
}
