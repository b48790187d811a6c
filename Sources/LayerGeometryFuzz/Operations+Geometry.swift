import LayerGeometry

extension Operation {
  /// Setting the derived geometry and reading it back.
  ///
  /// The frame, the affine transform, the anchor point by a move; the stored properties are set
  /// by ``properties``.
  static let geometry: [Operation] = [
    Operation(15, name: "affineTransform =") {
      $0.layer().affineTransform = $0.reader.affineTransform()
    },
    Operation(20, name: "frame =") { program in
      let (layer, frame) = (program.layer(), program.reader.rect())
      layer.frame = frame
      FrameReadBack.check(layer, afterSetting: frame)
    },
    Operation(21, name: "moveAnchorPoint(to:)") {
      $0.layer().moveAnchorPoint(to: $0.reader.point())
    },
    Operation(22, name: "frame, affineTransform, contentsAreFlipped") { program in
      let layer = program.layer()
      _ = (layer.frame, layer.affineTransform, layer.contentsAreFlipped)
    },
  ]
}
