import LayerGeometry

extension Operation {
  /// Setting every geometry property, the frame and the anchor point, and reading the derived ones.
  static let geometry: [Operation] = [
    Operation(8, name: "bounds =") { $0.layer().bounds = $0.reader.rect() },
    Operation(9, name: "position =") { $0.layer().position = $0.reader.point() },
    Operation(10, name: "anchorPoint =") { $0.layer().anchorPoint = $0.reader.point() },
    Operation(11, name: "anchorPointZ =") { $0.layer().anchorPointZ = $0.reader.double() },
    Operation(12, name: "zPosition =") { $0.layer().zPosition = $0.reader.double() },
    Operation(13, name: "transform =") { $0.layer().transform = $0.reader.transform() },
    Operation(14, name: "sublayerTransform =") {
      $0.layer().sublayerTransform = $0.reader.transform()
    },
    Operation(15, name: "affineTransform =") {
      $0.layer().affineTransform = $0.reader.affineTransform()
    },
    Operation(16, name: "isGeometryFlipped =") { $0.layer().isGeometryFlipped = $0.reader.flag() },
    Operation(17, name: "isHidden =") { $0.layer().isHidden = $0.reader.flag() },
    Operation(18, name: "masksToBounds =") { $0.layer().masksToBounds = $0.reader.flag() },
    Operation(19, name: "isDoubleSided =") { $0.layer().isDoubleSided = $0.reader.flag() },
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
