// Animations for tests of the frame loop: every kind, on random layers.

import LayerGeometry

/// Random animations of every kind on `count` random layers (containers included), all over by
/// 2.5 s.
public func addRandomAnimations(
  to layers: [Layer], count: Int, using generator: inout SplitMix64
) throws {
  for index in 0..<count {
    guard let layer = layers.randomElement(using: &generator) else { return }
    let begin = Double.random(in: 0...1, using: &generator)
    let duration = Double.random(in: 0.2...1.5, using: &generator)
    switch index % 5 {
    case 0:
      var slide = BasicAnimation(keyPath: "position")
      slide.byValue = .point(Point2D(x: 30, y: -20))
      (slide.beginTime, slide.duration, slide.timingFunction) = (begin, duration, .easeInEaseOut)
      try layer.add(slide, forKey: "a\(index)")
    case 1:
      var turn = BasicAnimation(keyPath: "transform.rotation.z")
      turn.toValue = .number(Double.random(in: -3...3, using: &generator))
      (turn.beginTime, turn.duration, turn.autoreverses) = (begin, duration / 2, true)
      try layer.add(turn, forKey: "a\(index)")
    case 2:
      var grow = SpringAnimation(keyPath: "bounds.size")
      grow.toValue = .size(Size2D(width: 50, height: 30))
      (grow.beginTime, grow.duration) = (begin, duration)
      try layer.add(grow, forKey: "a\(index)")
    case 3:
      var hop = KeyframeAnimation(keyPath: "position.y")
      hop.values = [.number(0), .number(-40), .number(10), .number(0)]
      hop.isAdditive = true
      (hop.calculationMode, hop.beginTime, hop.duration) = (.cubic, begin, duration)
      try layer.add(hop, forKey: "a\(index)")
    default:
      var scroll = BasicAnimation(keyPath: "bounds.origin.y")
      scroll.byValue = .number(25)
      var lift = BasicAnimation(keyPath: "zPosition")
      lift.toValue = .number(2)
      var group = AnimationGroup()
      group.animations = [.basic(scroll), .basic(lift)]
      (group.beginTime, group.duration) = (begin, duration)
      try layer.add(group, forKey: "a\(index)")
    }
  }
}
