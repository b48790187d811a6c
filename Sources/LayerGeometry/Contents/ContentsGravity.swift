/// How a layer's image is positioned or scaled within its bounds: Core Animation's
/// `CALayerContentsGravity`, with the same twelve names.
///
/// Nine gravities keep the image at its natural size — its pixel size divided by
/// ``Layer/contentsScale`` — and place it against an edge, a corner or the centre of the bounds;
/// three scale it. The names follow the layer's own coordinate space, never the screen: **bottom is
/// the minimum y and top the maximum y** (CALayer.h, `contentsGravity`). On iOS, where y grows
/// downward, ``top`` therefore puts the image at the bottom of the screen; in a layer with
/// ``Layer/isGeometryFlipped`` it shows at the top.
///
/// ```swift
/// let layer = Layer()
/// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
/// layer.contentsGravity = .topLeft
/// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
/// // placement.destination == Rect2D(x: 0, y: 80, width: 40, height: 20)
/// ```
///
/// The raw values are Core Animation's strings (`kCAGravityTopLeft` is `"topLeft"`).
public enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
  /// The image at its natural size, centred in the bounds.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .center
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
  /// // placement.destination == Rect2D(x: 30, y: 40, width: 40, height: 20)
  /// ```
  case center

  /// The image at its natural size, centred horizontally against the maximum-y edge.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .top
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
  /// // placement.destination == Rect2D(x: 30, y: 80, width: 40, height: 20)
  /// ```
  case top

  /// The image at its natural size, centred horizontally against the minimum-y edge.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .bottom
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
  /// // placement.destination == Rect2D(x: 30, y: 0, width: 40, height: 20)
  /// ```
  case bottom

  /// The image at its natural size, centred vertically against the minimum-x edge.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .left
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
  /// // placement.destination == Rect2D(x: 0, y: 40, width: 40, height: 20)
  /// ```
  case left

  /// The image at its natural size, centred vertically against the maximum-x edge.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .right
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
  /// // placement.destination == Rect2D(x: 60, y: 40, width: 40, height: 20)
  /// ```
  case right

  /// The image at its natural size, in the corner of minimum x and maximum y.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .topLeft
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
  /// // placement.destination == Rect2D(x: 0, y: 80, width: 40, height: 20)
  /// ```
  case topLeft

  /// The image at its natural size, in the corner of maximum x and maximum y.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .topRight
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
  /// // placement.destination == Rect2D(x: 60, y: 80, width: 40, height: 20)
  /// ```
  case topRight

  /// The image at its natural size, in the corner of minimum x and minimum y.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .bottomLeft
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
  /// // placement.destination == Rect2D(x: 0, y: 0, width: 40, height: 20)
  /// ```
  case bottomLeft

  /// The image at its natural size, in the corner of maximum x and minimum y.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .bottomRight
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
  /// // placement.destination == Rect2D(x: 60, y: 0, width: 40, height: 20)
  /// ```
  case bottomRight

  /// The image stretched to fill the bounds exactly, whatever its aspect ratio; the default.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
  /// // layer.contentsGravity == .resize
  /// // placement.destination == Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// ```
  case resize

  /// The image scaled as large as fits inside the bounds with its aspect ratio kept, and centred.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .resizeAspect
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
  /// // placement.destination == Rect2D(x: 0, y: 25, width: 100, height: 50)
  /// ```
  case resizeAspect

  /// The image scaled as small as covers the bounds with its aspect ratio kept, and centred; it
  /// extends past the bounds on one axis (clipped only when ``Layer/masksToBounds`` is set).
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
  /// layer.contentsGravity = .resizeAspectFill
  /// let placement = layer.contentsPlacement(forImageSize: Size2D(width: 40, height: 20))
  /// // placement.destination == Rect2D(x: -50, y: 0, width: 200, height: 100)
  /// ```
  case resizeAspectFill

  /// The gravity of a Core Animation string, such as `kCAGravityTopLeft`'s `"topLeft"`; `nil`
  /// for any other string.
  ///
  /// ```swift
  /// let gravity = ContentsGravity(rawValue: "resizeAspect")
  /// // gravity == .resizeAspect
  /// // ContentsGravity(rawValue: "middle") == nil
  /// ```
  ///
  /// - Parameter rawValue: One of Core Animation's twelve gravity strings.
  public init?(rawValue: String) {
    guard let gravity = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = gravity
  }
}
