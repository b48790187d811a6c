import LayerGeometry

extension Operation {
  /// Animations added to layers, and where the layers appear at a time.
  static let animation: [Operation] = [
    Operation(67, name: "add(_:forKey:) of a basic or spring animation") { program in
      let layer = program.layer()
      let keyPath = keyPaths[program.reader.choice(below: keyPaths.count)]
      var basic = BasicAnimation(keyPath: keyPath)
      // A value of the key path's kind, or now and then of another: rejected, nothing changed.
      let kind = program.reader.choice(below: 8)
      func value() -> AnimationValue? {
        switch kind {
        case 0: return nil
        case 1: return .number(program.reader.double())
        case 2: return .point(program.reader.point())
        case 3: return .size(program.reader.size())
        case 4: return .rect(program.reader.rect())
        case 5: return .transform(program.reader.transform())
        default: return program.reader.flag() ? nil : Operation.value(of: keyPath, program)
        }
      }
      (basic.fromValue, basic.toValue, basic.byValue) = (value(), value(), value())
      basic.isAdditive = program.reader.flag()
      basic.isCumulative = program.reader.flag()
      basic.timingFunction =
        program.reader.flag()
        ? TimingFunction(
          controlPoints: Float(program.reader.double()), Float(program.reader.double()),
          Float(program.reader.double()), Float(program.reader.double())) : nil
      if keyPath == "transform", program.reader.flag() {
        basic.valueFunction = ValueFunction.allCases[program.reader.choice(below: 9)]
      }
      basic.beginTime = program.reader.double()
      basic.duration = program.reader.double()
      basic.speed = Float(program.reader.double())
      basic.timeOffset = program.reader.double()
      basic.repeatCount = Float(program.reader.double())
      basic.repeatDuration = program.reader.flag() ? program.reader.double() : 0
      basic.autoreverses = program.reader.flag()
      basic.fillMode = FillMode.allCases[program.reader.choice(below: 4)]
      basic.isRemovedOnCompletion = program.reader.flag()
      let keysBefore = layer.animationKeys()
      let key = "k\(program.reader.choice(below: 3))"
      do {
        if program.reader.flag() {
          var spring = SpringAnimation(keyPath: keyPath)
          (spring.fromValue, spring.toValue, spring.byValue) = (
            basic.fromValue, basic.toValue, basic.byValue
          )
          spring.valueFunction = basic.valueFunction
          spring.timing = basic.timing
          (spring.mass, spring.stiffness, spring.damping, spring.initialVelocity) = (
            program.reader.double(), program.reader.double(), program.reader.double(),
            program.reader.double()
          )
          _ = spring.settlingDuration
          try layer.add(spring, forKey: key, at: program.reader.double())
        } else {
          try layer.add(basic, forKey: key, at: program.reader.double())
        }
        require(layer.animationKeys().last == key, "add(_:forKey:): the key is not the last")
      } catch {
        require(layer.animationKeys() == keysBefore, "add(_:forKey:) threw, and changed the keys")
      }
    },
    Operation(68, name: "presentation values, presentation(at:) and LayerSnapshot(of:at:)") {
      program in
      let layer = program.layer()
      let time = program.reader.double()
      for keyPath in keyPaths {
        let value = layer.presentationValue(forKeyPath: keyPath, at: time)
        require(value != nil, "presentationValue(forKeyPath: \(keyPath)) is nil")
      }
      // A held animation of position.x, on a layer whose time is the global time: its start
      // value at its start and its end value once ended, whatever the animations before it.
      if program.reader.flag(), layer.convertTime(0, from: nil) == 0,
        layer.convertTime(2, from: nil) == 2
      {
        var held = BasicAnimation(keyPath: "position.x")
        held.fromValue = .number(1)
        held.toValue = .number(program.reader.double())
        held.duration = 1
        held.fillMode = .forwards
        held.isRemovedOnCompletion = false
        try? layer.add(held, forKey: "held", at: 0)
        let start = layer.presentationValue(forKeyPath: "position.x", at: 0)
        require(
          start.map { bitwiseSame($0, held.fromValue) } ?? false,
          "an animation's start is \(String(describing: start)), not its fromValue")
        let end = layer.presentationValue(forKeyPath: "position.x", at: 2)
        require(
          end.map { bitwiseSame($0, held.toValue) } ?? false,
          "a held animation's end is \(String(describing: end)), not its toValue")
        layer.removeAnimation(forKey: "held")
      }
      let seen = layer.presentation(at: time)
      require(seen.modelLayer === layer, "presentation(at:) of a layer that is not its counterpart")
      require(seen.animationKeys().isEmpty, "a presentation layer holds animations")
      var root = layer
      while let superlayer = root.superlayer { root = superlayer }
      // The presentation tree is the tree, but for what animations change: a layer without
      // animations is copied as it is.
      let seenRoot = seen.presentationRootForChecks
      var (models, copies) = ([root], [seenRoot])
      while let model = models.popLast(), let copy = copies.popLast() {
        require(copy.modelLayer === model, "presentation(at:): a copy shows another layer")
        require(
          copy.sublayers.count == model.sublayers.count, "presentation(at:): sublayers differ")
        models += model.sublayers
        copies += copy.sublayers
        guard model.animationKeys().isEmpty else { continue }
        for property in Layer.Property.all {
          require(
            bitwiseSame(copy.value(of: property), model.value(of: property)),
            "presentation(at:) changed '\(property.name)' of a layer without animations")
        }
      }
      let before = Layer.Property.all.map { layer.value(of: $0) }
      let snapshot = LayerSnapshot(of: root, at: time)
      // The presentation tree's hit test answers as the snapshot at that time does.
      for point in program.reader.points().prefix(8) {
        let copyAnswer = seenRoot.hitTest(point).flatMap { snapshot.index(of: $0.modelLayer) }
        require(
          copyAnswer == snapshot.hitTest(point),
          "the presentation tree and LayerSnapshot(of:at:) answer \(point) differently")
        require(
          root.hitTest(point, at: time) === seenRoot.hitTest(point)?.modelLayer,
          "hitTest(_:at:) and the presentation tree answer \(point) differently")
      }
      require(snapshot.index(of: layer) != nil, "LayerSnapshot(of:at:) lost a layer of the tree")
      require(
        zip(before, Layer.Property.all.map { layer.value(of: $0) }).allSatisfy(bitwiseSame),
        "LayerSnapshot(of:at:) left the model changed")
    },
    Operation(69, name: "add(_:forKey:) of a keyframe animation") { program in
      let layer = program.layer()
      let keyPath = keyPaths[program.reader.choice(below: keyPaths.count)]
      var keyframes = KeyframeAnimation(keyPath: keyPath)
      let count = program.reader.choice(below: 6)
      keyframes.values = (0..<count).map { _ in Operation.value(of: keyPath, program) }
      keyframes.calculationMode =
        KeyframeAnimation.CalculationMode.allCases[program.reader.choice(below: 5)]
      func numbers(_ count: Int) -> [Double]? {
        program.reader.flag() ? (0..<count).map { _ in program.reader.double() } : nil
      }
      // Lists that fit now and then, and lists that do not: rejected, nothing changed.
      let extra = program.reader.choice(below: 3) == 0 ? 1 : 0
      keyframes.keyTimes = numbers(count + extra).map { $0.sorted().map { min(max($0, 0), 1) } }
      if var times = keyframes.keyTimes, times.count >= 2, program.reader.flag() {
        (times[0], times[times.count - 1]) = (0, 1)
        keyframes.keyTimes = times
      }
      keyframes.timingFunctions =
        program.reader.flag() ? Array(repeating: .easeInEaseOut, count: max(count - 1, 0)) : nil
      keyframes.tensionValues = numbers(count).map { $0.map { $0 / 32 } }
      keyframes.continuityValues = numbers(count).map { $0.map { $0 / 32 } }
      keyframes.biasValues = numbers(count).map { $0.map { $0 / 32 } }
      if program.reader.flag() {  // a path, on any key path: rejected unless it takes a point
        var path = Path2D()
        for _ in 0..<program.reader.choice(below: 6) {
          switch program.reader.choice(below: 5) {
          case 0: path.move(to: program.reader.point())
          case 1: path.addLine(to: program.reader.point())
          case 2: path.addQuadCurve(to: program.reader.point(), control: program.reader.point())
          case 3:
            path.addCurve(
              to: program.reader.point(), control1: program.reader.point(),
              control2: program.reader.point())
          default: path.closeSubpath()
          }
        }
        keyframes.path = path
        keyframes.rotationMode =
          KeyframeAnimation.RotationMode.allCases[program.reader.choice(below: 3)]
      }
      keyframes.isAdditive = program.reader.flag()
      keyframes.isCumulative = program.reader.flag()
      keyframes.duration = program.reader.double()
      keyframes.repeatCount = Float(program.reader.double())
      keyframes.autoreverses = program.reader.flag()
      keyframes.fillMode = FillMode.allCases[program.reader.choice(below: 4)]
      keyframes.isRemovedOnCompletion = program.reader.flag()
      let keysBefore = layer.animationKeys()
      do {
        try layer.add(keyframes, forKey: "k\(program.reader.choice(below: 3))", at: 0)
        for step in 0...8 {
          _ = layer.presentationValue(forKeyPath: keyPath, at: Double(step) / 8)
        }
      } catch {
        require(layer.animationKeys() == keysBefore, "add(_:forKey:) threw, and changed the keys")
      }
    },
    Operation(70, name: "add(_:forKey:) of a group, with a group inside") { program in
      let layer = program.layer()
      func member() -> LayerAnimation {
        let keyPath = keyPaths[program.reader.choice(below: keyPaths.count)]
        var basic = BasicAnimation(keyPath: keyPath)
        basic.toValue = program.reader.flag() ? Operation.value(of: keyPath, program) : nil
        basic.byValue = program.reader.flag() ? Operation.value(of: keyPath, program) : nil
        basic.isAdditive = program.reader.flag()
        basic.beginTime = program.reader.double()
        basic.duration = program.reader.double()
        basic.fillMode = FillMode.allCases[program.reader.choice(below: 4)]
        return .basic(basic)
      }
      func timed(_ group: inout AnimationGroup) {
        group.beginTime = program.reader.double()
        group.duration = program.reader.double()
        group.speed = Float(program.reader.double())
        group.timeOffset = program.reader.double()
        group.repeatCount = Float(program.reader.double())
        group.autoreverses = program.reader.flag()
        group.fillMode = FillMode.allCases[program.reader.choice(below: 4)]
        group.isRemovedOnCompletion = program.reader.flag()
        group.timingFunction = program.reader.flag() ? .easeIn : nil
      }
      var inner = AnimationGroup()
      inner.animations = (0..<program.reader.choice(below: 3)).map { _ in member() }
      timed(&inner)
      var group = AnimationGroup()
      group.animations = [member(), .group(inner), member()]
      timed(&group)
      let keysBefore = layer.animationKeys()
      do {
        try layer.add(group, forKey: "g\(program.reader.choice(below: 2))", at: 0)
        for step in 0...8 {
          _ = layer.presentationValue(forKeyPath: "position", at: Double(step) / 4)
        }
      } catch {
        require(layer.animationKeys() == keysBefore, "add(_:forKey:) threw, and changed the keys")
      }
    },
    Operation(71, name: "LayerSnapshot update(from:at:) over frames, against fresh reads") {
      program in
      var root = program.layer()
      while let superlayer = root.superlayer { root = superlayer }
      var time = program.reader.double()
      var snapshot = LayerSnapshot(of: root, at: time)
      for _ in 0...program.reader.choice(below: 4) {
        time += abs(program.reader.double())
        // What is seen at `time` before the frame removes what has ended: removing changes none
        // of it.
        let seen = LayerSnapshot(of: root, at: time)
        snapshot.update(from: root, at: time)
        require(
          snapshot.count == seen.count
            && zip(snapshot, seen).allSatisfy { $0.isBitwiseEqual(to: $1) },
          "update(from:at:) is not the fresh snapshot at \(time)")
        require(
          root.removeFinishedAnimations(at: time) == 0,
          "update(from:at:) left an animation that had ended by \(time), removed on completion")
      }
    },
  ]

  /// Every key path an animation may name.
  private static let keyPaths = [
    "position", "position.x", "position.y", "bounds", "bounds.origin", "bounds.size",
    "bounds.origin.x", "bounds.origin.y", "bounds.size.width", "bounds.size.height",
    "anchorPoint", "anchorPoint.x", "anchorPoint.y", "anchorPointZ", "zPosition", "contentsRect",
    "transform", "transform.rotation", "transform.rotation.x", "transform.rotation.y",
    "transform.rotation.z", "transform.scale", "transform.scale.x", "transform.scale.y",
    "transform.scale.z", "transform.translation", "transform.translation.x",
    "transform.translation.y", "transform.translation.z", "sublayerTransform",
    "sublayerTransform.rotation.z", "sublayerTransform.scale", "sublayerTransform.translation",
  ]

  /// A value of the kind `keyPath` takes.
  private static func value(of keyPath: String, _ program: Interpreter) -> AnimationValue {
    switch keyPath {
    case "position", "anchorPoint", "bounds.origin": .point(program.reader.point())
    case "bounds", "contentsRect": .rect(program.reader.rect())
    case "bounds.size", "transform.translation", "sublayerTransform.translation":
      .size(program.reader.size())
    case "transform", "sublayerTransform": .transform(program.reader.transform())
    default: .number(program.reader.double())
    }
  }
}

/// Whether two animation values are the same to the last bit.
private func bitwiseSame(_ a: AnimationValue, _ b: AnimationValue?) -> Bool {
  switch (a, b) {
  case (.number(let x), .number(let y)?): x.bitPattern == y.bitPattern
  default: a == b
  }
}

/// Whether two property values are the same to the last bit.
private func bitwiseSame(_ a: Layer.PropertyValue, _ b: Layer.PropertyValue) -> Bool {
  switch (a, b) {
  case (.number(let x), .number(let y)): x.bitPattern == y.bitPattern
  case (.point(let p), .point(let q)):
    p.x.bitPattern == q.x.bitPattern && p.y.bitPattern == q.y.bitPattern
  case (.rect(let r), .rect(let s)): sameBytes(r, s)
  case (.transform(let t), .transform(let u)): sameBytes(t, u)
  default: a == b
  }
}

/// Whether two values of plain numbers hold the same bytes.
private func sameBytes<Value: BitwiseCopyable>(_ a: Value, _ b: Value) -> Bool {
  withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { b in a.elementsEqual(b) } }
}

extension Layer {
  /// The root of the tree the layer is in.
  fileprivate var presentationRootForChecks: Layer {
    var root = self
    while let superlayer = root.superlayer { root = superlayer }
    return root
  }
}
