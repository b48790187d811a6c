extension Layer {
  /// How the layer's image is positioned or scaled within its bounds; ``ContentsGravity/resize``
  /// by default.
  ///
  /// Bottom is the minimum y and top the maximum y of the layer's own space (CALayer.h,
  /// `contentsGravity`), so on a screen whose y grows downward ``ContentsGravity/top`` shows the
  /// image at the bottom. Changing it moves no layer and changes no hit test.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .top
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
  /// // placement.destination == Rect2D(x: 30, y: 80, width: 40, height: 20)
  /// ```
  public var contentsGravity: ContentsGravity {
    get { storage.pointee.contentsGravity }
    set { storage.pointee.contentsGravity = newValue }
  }

  /// The part of the image that is shown, in unit coordinates of the image; `(0, 0, 1, 1)`, the
  /// whole image, by default.
  ///
  /// Unit y runs as the layer's y does: `y = 0` is the edge of the image drawn at the minimum y
  /// (see ``ContentsPlacement/source``). The gravity places the natural size of this part, not of
  /// the whole image. Outside the unit square the image's edge pixels extend outwards (CALayer.h,
  /// `contentsRect`); a rectangle with no area draws nothing. It is stored as given.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .center
  /// layer.contentsRect = Rect2D(x: 0.5, y: 0.5, width: 0.5, height: 0.5)
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 80, height: 40))
  /// // placement.source == Rect2D(x: 40, y: 20, width: 40, height: 20)
  /// // placement.destination == Rect2D(x: 30, y: 40, width: 40, height: 20)
  /// ```
  public var contentsRect: Rect2D {
    get { storage.pointee.contentsRect }
    set { storage.pointee.contentsRect = newValue }
  }

  /// The stretching part of a nine-part image, in unit coordinates of the part ``contentsRect``
  /// shows; `(0, 0, 1, 1)` by default, which stretches the whole image.
  ///
  /// When it is smaller, the image is cut into a 3 × 3 grid: the corners keep their natural size,
  /// the top and bottom edges stretch only horizontally, the left and right edges only vertically,
  /// and the centre both ways (CALayer.h, `contentsCenter`). A width or height of zero means one
  /// source pixel centred there, as in Core Animation; a rectangle reaching outside the unit square
  /// is clamped to it. It is stored as given. See ``ContentsPlacement/slices``.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 60)
  /// layer.contentsCenter = Rect2D(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
  /// let slices = layer.contentsPlacement(forImageSize: Size2D(width: 30, height: 30)).slices
  /// // slices[8].destination == Rect2D(x: 90, y: 50, width: 10, height: 10)
  /// ```
  public var contentsCenter: Rect2D {
    get { storage.pointee.contentsCenter }
    set { storage.pointee.contentsCenter = newValue }
  }

  /// Image pixels per point; 1 by default.
  ///
  /// An image of `(w, h)` pixels has the natural size `(w / contentsScale, h / contentsScale)`
  /// points, which the gravity places and the nine-part corners keep (CALayer.h,
  /// `contentsScale`). A value that is not finite and positive is stored as given and read as 1.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .center
  /// layer.contentsScale = 2
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 80, height: 40))
  /// // placement.destination == Rect2D(x: 30, y: 40, width: 40, height: 20)
  /// ```
  public var contentsScale: Double {
    get { storage.pointee.contentsScale }
    set { storage.pointee.contentsScale = newValue }
  }

  /// Where an image of `imageSize` pixels is drawn in this layer, by ``contentsGravity``,
  /// ``contentsRect``, ``contentsCenter``, ``contentsScale`` and ``contentsAreFlipped``.
  ///
  /// The answer is in the layer's bounds space; the destination may extend past the bounds, and
  /// only ``masksToBounds`` clips it, as in Core Animation. See ``ContentsPlacement`` for the
  /// rules and for the answers to bad input: nothing is drawn for an image or a ``contentsRect``
  /// with no area or for a value that is not finite.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .resizeAspect
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 50, height: 100))
  /// // placement.destination == Rect2D(x: 25, y: 0, width: 50, height: 100)
  /// // placement.source == Rect2D(x: 0, y: 0, width: 50, height: 100)
  /// ```
  ///
  /// - Parameter imageSize: The image's size in pixels.
  /// - Returns: The destination, the part of the image shown, the direction of its rows and the
  ///   nine-part pieces.
  /// - Complexity: O(*d*), where *d* is the layer's depth (for ``contentsAreFlipped``).
  public func contentsPlacement(forImageSize imageSize: Size2D) -> ContentsPlacement {
    let stored = storage.pointee
    return ContentsPlacement(
      imageSize: imageSize, bounds: stored.bounds, gravity: stored.contentsGravity,
      contentsRect: stored.contentsRect, contentsCenter: stored.contentsCenter,
      contentsScale: stored.contentsScale, contentsAreFlipped: contentsAreFlipped)
  }
}
