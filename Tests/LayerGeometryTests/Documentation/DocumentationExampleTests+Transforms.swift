import Foundation
import LayerGeometry
import LayerGeometryTestSupport
import XCTest

// One test per doc-comment example under Sources/LayerGeometry/Transforms.
extension DocumentationExampleTests {
  // Example: Point2D.applying(_:) (AffineTransform2D)
  func testPoint2DApplyingAffineTransform2DExample() {
    let t = AffineTransform2D(scaleX: 2, y: 3).concatenating(
      AffineTransform2D(translationX: 1, y: 1))
    let p = Point2D(x: 10, y: 10).applying(t)
    // p == Point2D(x: 21, y: 31)
    XCTAssertEqual(p, Point2D(x: 21, y: 31))
  }

  // Example: Rect2D.applying(_:) (AffineTransform2D)
  func testRect2DApplyingAffineTransform2DExample() {
    let r = Rect2D(x: 1, y: 2, width: 3, height: 4).applying(
      AffineTransform2D(rotationAngle: .pi / 6))
    // r ≈ Rect2D(x: -2.13397, y: 2.23205, width: 4.59808, height: 4.96410)
    // Printed to 5 decimals, so each component is within half a unit of the 5th decimal.
    assertApproximatelyEqual(
      r, Rect2D(x: -2.13397, y: 2.23205, width: 4.59808, height: 4.96410),
      absoluteTolerance: 0.5e-5)
  }

  // Example: AffineTransform2D.apply(to:) ([Point2D])
  func testAffineTransform2DApplyToPointArrayExample() {
    var points = [Point2D(x: 1, y: 2), Point2D(x: 3, y: 4)]
    AffineTransform2D(scaleX: 10, y: 10).apply(to: &points)
    // points == [Point2D(x: 10, y: 20), Point2D(x: 30, y: 40)]
    XCTAssertEqual(points, [Point2D(x: 10, y: 20), Point2D(x: 30, y: 40)])
  }

  // Example: AffineTransform2D.apply(to:) (Point2D buffer)
  func testAffineTransform2DApplyToPointBufferExample() {
    var points = [Point2D(x: 1, y: 2)]
    points.withUnsafeMutableBufferPointer { buffer in
      AffineTransform2D(translationX: 1, y: 1).apply(to: buffer)
    }
    // points == [Point2D(x: 2, y: 3)]
    XCTAssertEqual(points, [Point2D(x: 2, y: 3)])
  }

  // Example: AffineTransform2D.apply(to:into:) (Point2D buffers)
  func testAffineTransform2DApplyToPointBufferIntoBufferExample() {
    let source = [Point2D(x: 1, y: 1), Point2D(x: 2, y: 2)]
    var result = [Point2D](repeating: .zero, count: source.count)
    source.withUnsafeBufferPointer { input in
      result.withUnsafeMutableBufferPointer { output in
        AffineTransform2D(scaleX: 2, y: 3).apply(to: input, into: output)
      }
    }
    // result == [Point2D(x: 2, y: 3), Point2D(x: 4, y: 6)]
    XCTAssertEqual(result, [Point2D(x: 2, y: 3), Point2D(x: 4, y: 6)])
  }

  // Example: AffineTransform2D.apply(to:) ([Rect2D])
  func testAffineTransform2DApplyToRectArrayExample() {
    var rects = [Rect2D(x: 0, y: 0, width: 10, height: 20)]
    AffineTransform2D(rotationAngle: .pi / 2).apply(to: &rects)
    // rects[0] ≈ Rect2D(x: -20, y: 0, width: 20, height: 10)
    assertApproximatelyEqual(rects[0], Rect2D(x: -20, y: 0, width: 20, height: 10))
  }

  // Example: AffineTransform2D.apply(to:) (Rect2D buffer)
  func testAffineTransform2DApplyToRectBufferExample() {
    var rects = [Rect2D(x: 0, y: 0, width: 10, height: 20)]
    rects.withUnsafeMutableBufferPointer { buffer in
      AffineTransform2D(scaleX: 2, y: 2).apply(to: buffer)
    }
    // rects == [Rect2D(x: 0, y: 0, width: 20, height: 40)]
    XCTAssertEqual(rects, [Rect2D(x: 0, y: 0, width: 20, height: 40)])
  }

  // Example: AffineTransform2D.apply(to:into:) (Rect2D buffers)
  func testAffineTransform2DApplyToRectBufferIntoBufferExample() {
    let source = [Rect2D(x: 0, y: 0, width: 10, height: 10)]
    var result = [Rect2D](repeating: .zero, count: 1)
    source.withUnsafeBufferPointer { input in
      result.withUnsafeMutableBufferPointer { output in
        AffineTransform2D(scaleX: 2, y: -1).apply(to: input, into: output)
      }
    }
    // result == [Rect2D(x: 0, y: -10, width: 20, height: 10)]
    XCTAssertEqual(result, [Rect2D(x: 0, y: -10, width: 20, height: 10)])
  }

  // Example: AffineTransform2D
  func testAffineTransform2DExample() {
    let t = AffineTransform2D(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
    // Translate first, then scale: (0, 0) → (10, 0) → (20, 0).
    let translated = Point2D(x: 0, y: 0).applying(AffineTransform2D(translationX: 10, y: 0))
    XCTAssertEqual(translated, Point2D(x: 10, y: 0))
    XCTAssertEqual(translated.applying(AffineTransform2D(scaleX: 2, y: 2)), Point2D(x: 20, y: 0))
    XCTAssertEqual(
      t,
      AffineTransform2D(translationX: 10, y: 0).concatenating(AffineTransform2D(scaleX: 2, y: 2)))
    let p = Point2D(x: 0, y: 0).applying(t)
    // p == Point2D(x: 20, y: 0)
    XCTAssertEqual(p, Point2D(x: 20, y: 0))
  }

  // Example: AffineTransform2D.a
  func testAffineTransform2DAExample() {
    let t = AffineTransform2D(scaleX: 3, y: 1)
    // t.a == 3
    XCTAssertEqual(t.a, 3)
  }

  // Example: AffineTransform2D.b
  func testAffineTransform2DBExample() {
    let t = AffineTransform2D(a: 1, b: 0.5, c: 0, d: 1, tx: 0, ty: 0)
    // Point2D(x: 2, y: 0).applying(t) == Point2D(x: 2, y: 1)
    XCTAssertEqual(Point2D(x: 2, y: 0).applying(t), Point2D(x: 2, y: 1))
  }

  // Example: AffineTransform2D.c
  func testAffineTransform2DCExample() {
    let t = AffineTransform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
    // Point2D(x: 0, y: 2).applying(t) == Point2D(x: 1, y: 2)
    XCTAssertEqual(Point2D(x: 0, y: 2).applying(t), Point2D(x: 1, y: 2))
  }

  // Example: AffineTransform2D.d
  func testAffineTransform2DDExample() {
    let t = AffineTransform2D(scaleX: 1, y: 4)
    // t.d == 4
    XCTAssertEqual(t.d, 4)
  }

  // Example: AffineTransform2D.tx
  func testAffineTransform2DTxExample() {
    let t = AffineTransform2D(translationX: 7, y: 0)
    // t.tx == 7
    XCTAssertEqual(t.tx, 7)
  }

  // Example: AffineTransform2D.ty
  func testAffineTransform2DTyExample() {
    let t = AffineTransform2D(translationX: 0, y: 9)
    // t.ty == 9
    XCTAssertEqual(t.ty, 9)
  }

  // Example: AffineTransform2D.init(a:b:c:d:tx:ty:)
  func testAffineTransform2DInitABCDTxTyExample() {
    let t = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 6)
    // t == AffineTransform2D(translationX: 5, y: 6)
    XCTAssertEqual(t, AffineTransform2D(translationX: 5, y: 6))
  }

  // Example: AffineTransform2D.identity
  func testAffineTransform2DIdentityExample() {
    let t = AffineTransform2D.identity
    // t.isIdentity == true
    XCTAssertTrue(t.isIdentity)
  }

  // Example: AffineTransform2D.init(translationX:y:)
  func testAffineTransform2DInitTranslationExample() {
    let t = AffineTransform2D(translationX: 10, y: 20)
    // Point2D(x: 1, y: 1).applying(t) == Point2D(x: 11, y: 21)
    XCTAssertEqual(Point2D(x: 1, y: 1).applying(t), Point2D(x: 11, y: 21))
  }

  // Example: AffineTransform2D.init(scaleX:y:)
  func testAffineTransform2DInitScaleExample() {
    let t = AffineTransform2D(scaleX: 2, y: 3)
    // Point2D(x: 1, y: 1).applying(t) == Point2D(x: 2, y: 3)
    XCTAssertEqual(Point2D(x: 1, y: 1).applying(t), Point2D(x: 2, y: 3))
  }

  // Example: AffineTransform2D.init(rotationAngle:)
  func testAffineTransform2DInitRotationAngleExample() {
    let t = AffineTransform2D(rotationAngle: .pi / 2)
    let p = Point2D(x: 1, y: 0).applying(t)
    // p ≈ Point2D(x: 0, y: 1)
    assertApproximatelyEqual(p, Point2D(x: 0, y: 1))
  }

  // Example: AffineTransform2D.isIdentity
  func testAffineTransform2DIsIdentityExample() {
    let t = AffineTransform2D(translationX: 0, y: 0)
    // t.isIdentity == true
    XCTAssertTrue(t.isIdentity)
  }

  // Example: AffineTransform2D.concatenating(_:)
  func testAffineTransform2DConcatenatingExample() {
    let move = AffineTransform2D(translationX: 10, y: 0)
    let double = AffineTransform2D(scaleX: 2, y: 2)
    // Point2D.zero.applying(move.concatenating(double)) == Point2D(x: 20, y: 0)
    XCTAssertEqual(Point2D.zero.applying(move.concatenating(double)), Point2D(x: 20, y: 0))
    // Point2D.zero.applying(double.concatenating(move)) == Point2D(x: 10, y: 0)
    XCTAssertEqual(Point2D.zero.applying(double.concatenating(move)), Point2D(x: 10, y: 0))
  }

  // Example: AffineTransform2D.translatedBy(x:y:)
  func testAffineTransform2DTranslatedByExample() {
    let t = AffineTransform2D(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
    // Point2D.zero.applying(t) == Point2D(x: 10, y: 0)
    XCTAssertEqual(Point2D.zero.applying(t), Point2D(x: 10, y: 0))
  }

  // Example: AffineTransform2D.scaledBy(x:y:)
  func testAffineTransform2DScaledByExample() {
    let t = AffineTransform2D(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
    // Point2D(x: 1, y: 1).applying(t) == Point2D(x: 7, y: 2)
    XCTAssertEqual(Point2D(x: 1, y: 1).applying(t), Point2D(x: 7, y: 2))
  }

  // Example: AffineTransform2D.rotated(by:)
  func testAffineTransform2DRotatedByExample() {
    let t = AffineTransform2D(translationX: 10, y: 0).rotated(by: .pi)
    let p = Point2D(x: 1, y: 0).applying(t)
    // p ≈ Point2D(x: 9, y: 0)
    assertApproximatelyEqual(p, Point2D(x: 9, y: 0))
  }

  // Example: AffineTransform2D.determinant
  func testAffineTransform2DDeterminantExample() {
    let t = AffineTransform2D(scaleX: 2, y: 3)
    // t.determinant == 6
    XCTAssertEqual(t.determinant, 6)
  }

  // Example: AffineTransform2D.inverted()
  func testAffineTransform2DInvertedExample() {
    let t = AffineTransform2D(scaleX: 2, y: 4).translatedBy(x: 1, y: 1)
    let back = t.inverted()
    // Point2D(x: 1, y: 1).applying(t).applying(back!) == Point2D(x: 1, y: 1)
    XCTAssertEqual(Point2D(x: 1, y: 1).applying(t).applying(back!), Point2D(x: 1, y: 1))
    // AffineTransform2D(scaleX: 0, y: 1).inverted() == nil
    XCTAssertNil(AffineTransform2D(scaleX: 0, y: 1).inverted())
  }

  // Example: AffineTransform2D.isApproximatelyEqual(to:absoluteTolerance:)
  func testAffineTransform2DIsApproximatelyEqualExample() {
    let t = AffineTransform2D(rotationAngle: .pi / 3)
    let product = t.concatenating(t.inverted()!)
    // product.isApproximatelyEqual(to: .identity) == true
    XCTAssertTrue(product.isApproximatelyEqual(to: .identity))
  }

  // Example: Point2D.applying(_:) (Transform3D)
  func testPoint2DApplyingTransform3DExample() {
    var t = Transform3D.identity
    t.m14 = 0.01  // w = 0.01·x + 1
    let p = Point2D(x: 100, y: 50).applying(t)
    // p == Point2D(x: 50, y: 25)
    XCTAssertEqual(p, Point2D(x: 50, y: 25))
    // Point2D(x: -100, y: 0).applying(t) is (NaN, NaN): w = 0.
    let behindTheEye = Point2D(x: -100, y: 0).applying(t)
    XCTAssertTrue(behindTheEye.x.isNaN, "x is \(behindTheEye.x)")
    XCTAssertTrue(behindTheEye.y.isNaN, "y is \(behindTheEye.y)")
  }

  // Example: Rect2D.applying(_:) (Transform3D)
  func testRect2DApplyingTransform3DExample() {
    var t = Transform3D.identity
    t.m14 = 0.01  // w = 0.01·x + 1
    let r = Rect2D(x: 0, y: 0, width: 100, height: 100).applying(t)
    // r == Rect2D(x: 0, y: 0, width: 50, height: 100)
    XCTAssertEqual(r, Rect2D(x: 0, y: 0, width: 50, height: 100))
    // Rect2D(x: -200, y: 0, width: 300, height: 10).applying(t) == .infinite
    XCTAssertEqual(Rect2D(x: -200, y: 0, width: 300, height: 10).applying(t), .infinite)
  }

  // Example: Transform3D.apply(to:) ([Point2D])
  func testTransform3DApplyToPointArrayExample() {
    var t = Transform3D.identity
    t.m14 = 0.01
    var points = [Point2D(x: 100, y: 50), Point2D(x: 0, y: 10)]
    t.apply(to: &points)
    // points == [Point2D(x: 50, y: 25), Point2D(x: 0, y: 10)]
    XCTAssertEqual(points, [Point2D(x: 50, y: 25), Point2D(x: 0, y: 10)])
  }

  // Example: Transform3D.apply(to:) (Point2D buffer)
  func testTransform3DApplyToPointBufferExample() {
    var points = [Point2D(x: 1, y: 2)]
    points.withUnsafeMutableBufferPointer { buffer in
      Transform3D(translationX: 1, y: 1, z: 5).apply(to: buffer)
    }
    // points == [Point2D(x: 2, y: 3)]
    XCTAssertEqual(points, [Point2D(x: 2, y: 3)])
  }

  // Example: Transform3D.apply(to:into:) (Point2D buffers)
  func testTransform3DApplyToPointBufferIntoBufferExample() {
    var t = Transform3D.identity
    t.m24 = 0.01
    let source = [Point2D(x: 10, y: 100)]
    var result = [Point2D](repeating: .zero, count: 1)
    source.withUnsafeBufferPointer { input in
      result.withUnsafeMutableBufferPointer { output in t.apply(to: input, into: output) }
    }
    // result == [Point2D(x: 5, y: 50)]
    XCTAssertEqual(result, [Point2D(x: 5, y: 50)])
  }

  // Example: Transform3D.apply(to:) ([Rect2D])
  func testTransform3DApplyToRectArrayExample() {
    var t = Transform3D.identity
    t.m14 = 0.01
    var rects = [Rect2D(x: 0, y: 0, width: 100, height: 100)]
    t.apply(to: &rects)
    // rects == [Rect2D(x: 0, y: 0, width: 50, height: 100)]
    XCTAssertEqual(rects, [Rect2D(x: 0, y: 0, width: 50, height: 100)])
  }

  // Example: Transform3D.apply(to:) (Rect2D buffer)
  func testTransform3DApplyToRectBufferExample() {
    var rects = [Rect2D(x: 0, y: 0, width: 10, height: 20)]
    rects.withUnsafeMutableBufferPointer { buffer in
      Transform3D(scaleX: 2, y: 2, z: 1).apply(to: buffer)
    }
    // rects == [Rect2D(x: 0, y: 0, width: 20, height: 40)]
    XCTAssertEqual(rects, [Rect2D(x: 0, y: 0, width: 20, height: 40)])
  }

  // Example: Transform3D.apply(to:into:) (Rect2D buffers)
  func testTransform3DApplyToRectBufferIntoBufferExample() {
    let source = [Rect2D(x: 0, y: 0, width: 10, height: 10)]
    var result = [Rect2D](repeating: .zero, count: 1)
    source.withUnsafeBufferPointer { input in
      result.withUnsafeMutableBufferPointer { output in
        Transform3D(scaleX: 3, y: 3, z: 1).apply(to: input, into: output)
      }
    }
    // result == [Rect2D(x: 0, y: 0, width: 30, height: 30)]
    XCTAssertEqual(result, [Rect2D(x: 0, y: 0, width: 30, height: 30)])
  }

  // Example: Transform3D.determinant
  func testTransform3DDeterminantExample() {
    let t = Transform3D(scaleX: 2, y: 3, z: 4)
    // t.determinant == 24
    XCTAssertEqual(t.determinant, 24)
  }

  // Example: Transform3D.inverted()
  func testTransform3DInvertedExample() {
    let t = Transform3D(scaleX: 2, y: 4, z: 1).translatedBy(x: 1, y: 1, z: 0)
    let product = t.concatenating(t.inverted()!)
    // product.isApproximatelyEqual(to: .identity) == true
    XCTAssertTrue(product.isApproximatelyEqual(to: .identity))
    // Transform3D(scaleX: 1, y: 1, z: 0).inverted() == nil
    XCTAssertNil(Transform3D(scaleX: 1, y: 1, z: 0).inverted())
  }

  // Example: Transform3D.identity
  func testTransform3DIdentityExample() {
    let t = Transform3D.identity
    // t.isIdentity == true, t.isAffine == true
    XCTAssertTrue(t.isIdentity)
    XCTAssertTrue(t.isAffine)
  }

  // Example: Transform3D.init(translationX:y:z:)
  func testTransform3DInitTranslationExample() {
    let t = Transform3D(translationX: 2, y: 3, z: 4)
    // t.m41 == 2, t.m42 == 3, t.m43 == 4
    XCTAssertEqual(t.m41, 2)
    XCTAssertEqual(t.m42, 3)
    XCTAssertEqual(t.m43, 4)
  }

  // Example: Transform3D.init(scaleX:y:z:)
  func testTransform3DInitScaleExample() {
    let t = Transform3D(scaleX: 2, y: 3, z: 1)
    // Point2D(x: 1, y: 1).applying(t) == Point2D(x: 2, y: 3)
    XCTAssertEqual(Point2D(x: 1, y: 1).applying(t), Point2D(x: 2, y: 3))
  }

  // Example: Transform3D.init(rotationAngle:x:y:z:)
  func testTransform3DInitRotationAngleExample() {
    let t = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
    // t.m12 == sin(π/6) ≈ 0.5, t.m21 ≈ -0.5
    XCTAssertEqual(t.m12, sin(.pi / 6))
    assertApproximatelyEqual(t.m12, 0.5)
    assertApproximatelyEqual(t.m21, -0.5)
    // Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity
    XCTAssertEqual(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0), .identity)
  }

  // Example: Transform3D.init(_:) (AffineTransform2D)
  func testTransform3DInitAffineTransform2DExample() {
    let t = Transform3D(AffineTransform2D(translationX: 5, y: 6))
    // t == Transform3D(translationX: 5, y: 6, z: 0)
    XCTAssertEqual(t, Transform3D(translationX: 5, y: 6, z: 0))
  }

  // Example: Transform3D.isIdentity
  func testTransform3DIsIdentityExample() {
    let t = Transform3D(scaleX: 1, y: 1, z: 1)
    // t.isIdentity == true
    XCTAssertTrue(t.isIdentity)
  }

  // Example: Transform3D.isAffine
  func testTransform3DIsAffineExample() {
    let flat = Transform3D(AffineTransform2D(rotationAngle: 1))
    // flat.isAffine == true
    XCTAssertTrue(flat.isAffine)
    // Transform3D(scaleX: 1, y: 1, z: 2).isAffine == false
    XCTAssertFalse(Transform3D(scaleX: 1, y: 1, z: 2).isAffine)
  }

  // Example: Transform3D.affineTransform
  func testTransform3DAffineTransformExample() {
    let t = Transform3D(translationX: 5, y: 6, z: 7)
    // t.affineTransform == AffineTransform2D(translationX: 5, y: 6)
    XCTAssertEqual(t.affineTransform, AffineTransform2D(translationX: 5, y: 6))
  }

  // Example: Transform3D.concatenating(_:)
  func testTransform3DConcatenatingExample() {
    let move = Transform3D(translationX: 10, y: 0, z: 0)
    let double = Transform3D(scaleX: 2, y: 2, z: 2)
    // move.concatenating(double).m41 == 20
    XCTAssertEqual(move.concatenating(double).m41, 20)
    // double.concatenating(move).m41 == 10
    XCTAssertEqual(double.concatenating(move).m41, 10)
  }

  // Example: Transform3D.translatedBy(x:y:z:)
  func testTransform3DTranslatedByExample() {
    let t = Transform3D(scaleX: 2, y: 2, z: 2).translatedBy(x: 10, y: 0, z: 0)
    // t.m41 == 20
    XCTAssertEqual(t.m41, 20)
  }

  // Example: Transform3D.scaledBy(x:y:z:)
  func testTransform3DScaledByExample() {
    let t = Transform3D(translationX: 10, y: 0, z: 0).scaledBy(x: 2, y: 2, z: 1)
    // t.m11 == 2, t.m41 == 10
    XCTAssertEqual(t.m11, 2)
    XCTAssertEqual(t.m41, 10)
  }

  // Example: Transform3D.rotated(by:x:y:z:)
  func testTransform3DRotatedByExample() {
    let t = Transform3D(translationX: 10, y: 0, z: 0).rotated(by: .pi / 2, x: 0, y: 0, z: 1)
    let p = Point2D(x: 1, y: 0).applying(t)
    // p ≈ Point2D(x: 10, y: 1)
    assertApproximatelyEqual(p, Point2D(x: 10, y: 1))
  }

  // Example: Transform3D.isApproximatelyEqual(to:absoluteTolerance:)
  func testTransform3DIsApproximatelyEqualExample() {
    let t = Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 3)
    let product = t.concatenating(t.inverted()!)
    // product.isApproximatelyEqual(to: .identity) == true
    XCTAssertTrue(product.isApproximatelyEqual(to: .identity))
  }

  // Example: Transform3D
  func testTransform3DExample() {
    let t = Transform3D(translationX: 10, y: 0, z: 0).concatenating(
      Transform3D(scaleX: 2, y: 2, z: 2))
    // t.m41 == 20: translated first, then scaled.
    XCTAssertEqual(t.m41, 20)
    let u = Transform3D(scaleX: 2, y: 2, z: 2).concatenating(
      Transform3D(translationX: 10, y: 0, z: 0))
    // u.m41 == 10
    XCTAssertEqual(u.m41, 10)
  }

  // Example: Transform3D.m11
  func testTransform3DM11Example() {
    var t = Transform3D.identity
    t.m11 = 0.5
    // t.m11 == 0.5
    XCTAssertEqual(t.m11, 0.5)
  }

  // Example: Transform3D.m12
  func testTransform3DM12Example() {
    var t = Transform3D.identity
    t.m12 = 0.5
    // t.m12 == 0.5
    XCTAssertEqual(t.m12, 0.5)
  }

  // Example: Transform3D.m13
  func testTransform3DM13Example() {
    var t = Transform3D.identity
    t.m13 = 0.5
    // t.m13 == 0.5
    XCTAssertEqual(t.m13, 0.5)
  }

  // Example: Transform3D.m14
  func testTransform3DM14Example() {
    var t = Transform3D.identity
    t.m14 = 0.5
    // t.m14 == 0.5
    XCTAssertEqual(t.m14, 0.5)
  }

  // Example: Transform3D.m21
  func testTransform3DM21Example() {
    var t = Transform3D.identity
    t.m21 = 0.5
    // t.m21 == 0.5
    XCTAssertEqual(t.m21, 0.5)
  }

  // Example: Transform3D.m22
  func testTransform3DM22Example() {
    var t = Transform3D.identity
    t.m22 = 0.5
    // t.m22 == 0.5
    XCTAssertEqual(t.m22, 0.5)
  }

  // Example: Transform3D.m23
  func testTransform3DM23Example() {
    var t = Transform3D.identity
    t.m23 = 0.5
    // t.m23 == 0.5
    XCTAssertEqual(t.m23, 0.5)
  }

  // Example: Transform3D.m24
  func testTransform3DM24Example() {
    var t = Transform3D.identity
    t.m24 = 0.5
    // t.m24 == 0.5
    XCTAssertEqual(t.m24, 0.5)
  }

  // Example: Transform3D.m31
  func testTransform3DM31Example() {
    var t = Transform3D.identity
    t.m31 = 0.5
    // t.m31 == 0.5
    XCTAssertEqual(t.m31, 0.5)
  }

  // Example: Transform3D.m32
  func testTransform3DM32Example() {
    var t = Transform3D.identity
    t.m32 = 0.5
    // t.m32 == 0.5
    XCTAssertEqual(t.m32, 0.5)
  }

  // Example: Transform3D.m33
  func testTransform3DM33Example() {
    var t = Transform3D.identity
    t.m33 = 0.5
    // t.m33 == 0.5
    XCTAssertEqual(t.m33, 0.5)
  }

  // Example: Transform3D.m34
  func testTransform3DM34Example() {
    var t = Transform3D.identity
    t.m34 = 0.5
    // t.m34 == 0.5
    XCTAssertEqual(t.m34, 0.5)
  }

  // Example: Transform3D.m41
  func testTransform3DM41Example() {
    var t = Transform3D.identity
    t.m41 = 0.5
    // t.m41 == 0.5
    XCTAssertEqual(t.m41, 0.5)
  }

  // Example: Transform3D.m42
  func testTransform3DM42Example() {
    var t = Transform3D.identity
    t.m42 = 0.5
    // t.m42 == 0.5
    XCTAssertEqual(t.m42, 0.5)
  }

  // Example: Transform3D.m43
  func testTransform3DM43Example() {
    var t = Transform3D.identity
    t.m43 = 0.5
    // t.m43 == 0.5
    XCTAssertEqual(t.m43, 0.5)
  }

  // Example: Transform3D.m44
  func testTransform3DM44Example() {
    var t = Transform3D.identity
    t.m44 = 0.5
    // t.m44 == 0.5
    XCTAssertEqual(t.m44, 0.5)
  }

  // Example: Transform3D.init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)
  func testTransform3DInitEntriesExample() {
    let t = Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 0,
      m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: -1.0 / 500,
      m41: 0, m42: 0, m43: 0, m44: 1)
    // t.isAffine == false
    XCTAssertFalse(t.isAffine)
  }

  // Example: AffineTransform2D.description
  func testAffineTransform2DDescriptionExample() {
    let text = AffineTransform2D(translationX: 5, y: 6).description
    // text == "AffineTransform2D(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 5.0, ty: 6.0)"
    XCTAssertEqual(text, "AffineTransform2D(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 5.0, ty: 6.0)")
  }

  // Example: Transform3D.description
  func testTransform3DDescriptionExample() {
    let text = Transform3D(translationX: 1, y: 2, z: 3).description
    // text == "Transform3D([1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0],
    //   [1.0, 2.0, 3.0, 1.0])"   (one line in the doc comment)
    XCTAssertEqual(
      text,
      "Transform3D([1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0],"
        + " [1.0, 2.0, 3.0, 1.0])")
  }
}
