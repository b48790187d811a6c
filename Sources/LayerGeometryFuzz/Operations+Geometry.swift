import LayerGeometry

extension Operation {
  /// Setting every geometry property, the frame and the anchor point, and reading the derived ones.
  static let geometry: [Operation] = [
    Operation(name: "bounds =") { $0.layer().bounds = $0.reader.rect() },
    Operation(name: "position =") { $0.layer().position = $0.reader.point() },
    Operation(name: "anchorPoint =") { $0.layer().anchorPoint = $0.reader.point() },
    Operation(name: "anchorPointZ =") { $0.layer().anchorPointZ = $0.reader.double() },
    Operation(name: "zPosition =") { $0.layer().zPosition = $0.reader.double() },
    Operation(name: "transform =") { $0.layer().transform = $0.reader.transform() },
    Operation(name: "sublayerTransform =") { $0.layer().sublayerTransform = $0.reader.transform() },
    Operation(name: "affineTransform =") {
      $0.layer().affineTransform = $0.reader.affineTransform()
    },
    Operation(name: "isGeometryFlipped =") { $0.layer().isGeometryFlipped = $0.reader.flag() },
    Operation(name: "isHidden =") { $0.layer().isHidden = $0.reader.flag() },
    Operation(name: "masksToBounds =") { $0.layer().masksToBounds = $0.reader.flag() },
    Operation(name: "isDoubleSided =") { $0.layer().isDoubleSided = $0.reader.flag() },
    Operation(name: "frame =") { program in
      let (layer, frame) = (program.layer(), program.reader.rect())
      layer.frame = frame
      FrameReadBack.check(layer, afterSetting: frame)
    },
    Operation(name: "moveAnchorPoint(to:)") { $0.layer().moveAnchorPoint(to: $0.reader.point()) },
    Operation(name: "frame, affineTransform, contentsAreFlipped") { program in
      let layer = program.layer()
      _ = (layer.frame, layer.affineTransform, layer.contentsAreFlipped)
    },
  ]
}
