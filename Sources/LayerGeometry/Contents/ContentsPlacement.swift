/// What a renderer draws for a layer's image: where it lands in the layer's bounds space, which
/// part of the image shows, which way its rows run, and how a nine-part image is cut.
///
/// Ask a layer for one with ``Layer/contentsPlacement(forImageSize:)``. The rules, with their
/// sources:
///
/// - The part of the image shown is ``Layer/contentsRect``, a rectangle in unit coordinates of the
///   image (CALayer.h, `contentsRect`): ``source`` is that rectangle in pixels.
/// - Its natural size in points is its pixel size divided by ``Layer/contentsScale`` ("the logical
///   size … is defined as `(w / contentsScale, h / contentsScale)`", CALayer.h, `contentsScale`).
/// - ``Layer/contentsGravity`` places or scales that size in the bounds, with bottom at the
///   minimum y and top at the maximum y (CALayer.h, `contentsGravity`): ``destination``.
/// - When ``Layer/contentsCenter`` is not the whole image, the image is cut into a 3 × 3 grid
///   whose corners keep their natural size, whose edges stretch along one axis and whose centre
///   stretches along both (CALayer.h, `contentsCenter`): ``slices``.
/// - ``contentsAreFlipped`` says which edge of the image lies at the destination's minimum y
///   (``Layer/contentsAreFlipped``; CALayer's `contentsGravity` documentation).
///
/// The destination may extend past the bounds (a large image with ``ContentsGravity/center``, or
/// ``ContentsGravity/resizeAspectFill``): Core Animation then clips it only when
/// ``Layer/masksToBounds`` is set, and so should a renderer.
///
/// ```swift
/// let layer = Layer()
/// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
/// layer.contentsGravity = .bottomLeft
/// layer.contentsScale = 2
/// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 80, height: 40))
/// // placement.destination == Rect2D(x: 0, y: 0, width: 40, height: 20)
/// // placement.source == Rect2D(x: 0, y: 0, width: 80, height: 40)
/// // placement.contentsAreFlipped == false, placement.slices.isEmpty == true
/// ```
///
/// Input Core Animation leaves undefined gets one answer, never a trap: an image or a
/// ``Layer/contentsRect`` with no area, or a value that is not finite in the bounds, the image
/// size, ``Layer/contentsRect`` or ``Layer/contentsCenter``, draws nothing (``destination`` and
/// ``source`` are ``Rect2D/null``); a ``Layer/contentsScale`` that is not finite and positive is
/// read as 1.
public struct ContentsPlacement: Hashable, Sendable {
  /// The rectangle of the layer's bounds space that the shown part of the image covers;
  /// ``Rect2D/null`` when nothing is drawn.
  ///
  /// It may extend past the bounds; Core Animation clips it to them only when
  /// ``Layer/masksToBounds`` is set.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .center
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 160, height: 120))
  /// // placement.destination == Rect2D(x: -30, y: -10, width: 160, height: 120)
  /// ```
  public let destination: Rect2D

  /// The part of the image that is shown, in pixels; ``Rect2D/null`` when nothing is drawn.
  ///
  /// Its origin is the corner of the image that lands at the destination's minimum x and minimum y
  /// — the image's bottom-left corner, as in Core Graphics, unless ``contentsAreFlipped``, when it
  /// is the top-left corner — so ``source`` maps onto ``destination`` without a flip. A
  /// ``Layer/contentsRect`` reaching outside the unit square reaches outside the image: "the edge
  /// pixels of the contents image will be extended outwards" (CALayer.h, `contentsRect`).
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsRect = Rect2D(x: 0, y: 0, width: 0.5, height: 0.5)
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 200, height: 100))
  /// // placement.source == Rect2D(x: 0, y: 0, width: 100, height: 50)
  /// ```
  public let source: Rect2D

  /// Whether the image's first row lies along the destination's minimum-y edge, with rows
  /// running toward +y; when `false` it lies along the maximum-y edge and rows run toward −y.
  ///
  /// It is the layer's ``Layer/contentsAreFlipped``. Core Animation draws an image upright in a
  /// space whose y grows upward and flips it with the space ("When this is true, top aligns the
  /// content to the bottom of the layer", CALayer's `contentsGravity` documentation), so the
  /// image never shows upside down because of ``Layer/isGeometryFlipped`` (CALayer.h,
  /// `geometryFlipped`). Core Animation also counts a flip in the container that hosts the root
  /// layer (CALayer.h, `contentsAreFlipped`); on iOS, where `top` shows at the bottom of the
  /// screen and images show upright, that container is flipped (inferred from Apple's note, not
  /// measured). The library counts up to the root only: a renderer that shows the root with y
  /// growing downward, as UIKit does, reads this flag the other way round.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.isGeometryFlipped = true
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 10, height: 10))
  /// // placement.contentsAreFlipped == true
  /// ```
  public let contentsAreFlipped: Bool

  /// The nine pieces of a nine-part image, each a part of ``source`` and where it lands; empty
  /// when ``Layer/contentsCenter`` is the whole image or nothing is drawn.
  ///
  /// They come in rows from the minimum y up, each from the minimum x: bottom-left, bottom,
  /// bottom-right, left, center, right, top-left, top, top-right (bottom is the minimum y, as in
  /// ``ContentsGravity``). A piece may have no width or no height.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
  /// layer.contentsCenter = Rect2D(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30))
  /// // placement.slices.count == 9
  /// // placement.slices[4].destination == Rect2D(x: 10, y: 10, width: 80, height: 40)
  /// ```
  public let slices: [Slice]

  /// The placement of an image of `imageSize` pixels in `bounds`, by the rules above.
  init(
    imageSize: Size2D, bounds: Rect2D, gravity: ContentsGravity, contentsRect: Rect2D,
    contentsCenter: Rect2D, contentsScale: Double, contentsAreFlipped: Bool
  ) {
    self.contentsAreFlipped = contentsAreFlipped
    let image = imageSize
    guard image.width.isFinite, image.height.isFinite, image.width > 0, image.height > 0,
      bounds.isFinite, contentsRect.isFinite, contentsCenter.isFinite
    else {
      (destination, source, slices) = (.null, .null, [])
      return
    }
    let shown = contentsRect.standardized
    guard shown.size.width > 0, shown.size.height > 0 else {
      (destination, source, slices) = (.null, .null, [])
      return
    }
    let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
    source = Rect2D(
      x: shown.origin.x * image.width, y: shown.origin.y * image.height,
      width: shown.size.width * image.width, height: shown.size.height * image.height)
    let natural = Size2D(width: source.size.width / scale, height: source.size.height / scale)
    destination = Self.place(natural, in: bounds.standardized, by: gravity)
    slices = Slice.nineParts(
      of: source, into: destination, center: contentsCenter, contentsScale: scale)
  }

  /// The rectangle that `gravity` gives an image of `natural` size (positive) in `bounds`.
  private static func place(
    _ natural: Size2D, in bounds: Rect2D, by gravity: ContentsGravity
  ) -> Rect2D {
    let (w, h) = (natural.width, natural.height)
    let (width, height) = (bounds.size.width, bounds.size.height)
    let size: Size2D
    switch gravity {
    case .resize:
      return bounds
    case .resizeAspect, .resizeAspectFill:
      // The axis whose ratio decides is set to the bounds exactly; the other follows it.
      let widthDecides = (width * h <= height * w) == (gravity == .resizeAspect)
      size =
        widthDecides
        ? Size2D(width: width, height: h * width / w)
        : Size2D(width: w * height / h, height: height)
    default:
      size = natural
    }
    let x: Double
    switch gravity {
    case .left, .topLeft, .bottomLeft: x = bounds.origin.x
    case .right, .topRight, .bottomRight: x = bounds.origin.x + width - size.width
    default: x = bounds.origin.x + (width - size.width) / 2
    }
    let y: Double
    switch gravity {
    case .bottom, .bottomLeft, .bottomRight: y = bounds.origin.y
    case .top, .topLeft, .topRight: y = bounds.origin.y + height - size.height
    default: y = bounds.origin.y + (height - size.height) / 2
    }
    return Rect2D(origin: Point2D(x: x, y: y), size: size)
  }
}
