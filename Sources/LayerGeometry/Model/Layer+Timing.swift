// A layer's time: its own clock, running from its superlayer's through its `beginTime`, `speed` and
// `timeOffset`, as Core Animation's layers conform to `CAMediaTiming`. The global time at the top of
// every tree is whatever the caller passes (seconds, as `CACurrentMediaTime()` gives them); the
// library has no clock of its own.

extension Layer {
  /// When the layer's time starts, in its superlayer's time (the global time for a root); `0` by
  /// default.
  ///
  /// A layer's local time is `(t_super − beginTime) · speed + timeOffset`, where `t_super` is its
  /// superlayer's local time; the animations of the layer and of its sublayers run on it.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.beginTime = 5
  /// // layer.convertTime(12, from: nil) == 7
  /// ```
  public var beginTime: Double {
    get { storage.pointee.beginTime }
    set { storage.pointee.beginTime = newValue }
  }

  /// How fast the layer's time runs against its superlayer's; `1` by default, a `Float` as in
  /// Core Animation.
  ///
  /// `0` stops the layer's time, and so every animation of the layer and its sublayers, at
  /// ``timeOffset`` — Core Animation's way to pause a subtree. A negative speed runs it
  /// backwards. The speeds of a layer's ancestors multiply.
  ///
  /// ```swift
  /// let layer = Layer()
  /// layer.speed = 0.5
  /// layer.timeOffset = 1
  /// // layer.convertTime(0.5, from: nil) == 1.25   (Apple's example)
  /// ```
  public var speed: Float {
    get { storage.pointee.speed }
    set { storage.pointee.speed = newValue }
  }

  /// Where the layer's time stands when its superlayer's reaches ``beginTime``, in the layer's
  /// own time (not scaled by ``speed``); `0` by default.
  ///
  /// To pause a subtree at global time `now`, set ``speed`` to `0` and this to the layer's time
  /// at `now`; to resume it, set ``speed`` back, this to `0`, and ``beginTime`` so that the layer
  /// goes on from where it stopped:
  ///
  /// ```swift
  /// let layer = Layer()
  /// let paused = layer.convertTime(10, from: nil)      // pause at 10 s
  /// layer.speed = 0
  /// layer.timeOffset = paused
  /// // layer.convertTime(15, from: nil) == 10            (still 10 s later)
  /// layer.speed = 1                                     // resume at 15 s
  /// layer.timeOffset = 0
  /// layer.beginTime = 0
  /// layer.beginTime = layer.convertTime(15, from: nil) - paused
  /// // layer.convertTime(16, from: nil) == 11            (1 s after resuming)
  /// ```
  public var timeOffset: Double {
    get { storage.pointee.timeOffset }
    set { storage.pointee.timeOffset = newValue }
  }

  /// Converts a time from the local time of `layer` to the receiver's local time, as
  /// `CALayer.convertTime(_:from:)` does.
  ///
  /// The time goes up from `layer` to the two layers' nearest common ancestor, then down to the
  /// receiver, through each layer's ``beginTime``, ``speed`` and ``timeOffset``; layers of two
  /// trees meet at the global time. Going up through a layer whose ``speed`` is `0` gives `NaN`:
  /// every time of its superlayer shows the same time in it, so none is the answer.
  ///
  /// ```swift
  /// let root = Layer()
  /// let middle = Layer()
  /// middle.beginTime = 2
  /// middle.speed = 3
  /// middle.timeOffset = 0.25
  /// root.addSublayer(middle)
  /// // middle.convertTime(10, from: root) == 24.25   ((10 − 2) · 3 + 0.25)
  /// ```
  ///
  /// - Parameters:
  ///   - time: A time in the local time of `layer`, in seconds.
  ///   - layer: The layer whose time `time` is in; `nil` for the global time.
  /// - Returns: The same instant in the receiver's local time.
  public func convertTime(_ time: Double, from layer: Layer?) -> Double {
    Layer.convertTime(time, from: layer, to: self)
  }

  /// Converts a time from the receiver's local time to the local time of `layer`, as
  /// `CALayer.convertTime(_:to:)` does.
  ///
  /// The inverse of ``convertTime(_:from:)``: `a.convertTime(t, to: b)` is
  /// `b.convertTime(t, from: a)`.
  ///
  /// ```swift
  /// let root = Layer()
  /// let middle = Layer()
  /// middle.beginTime = 2
  /// middle.speed = 3
  /// middle.timeOffset = 0.25
  /// root.addSublayer(middle)
  /// // middle.convertTime(24.25, to: nil) == 10
  /// ```
  ///
  /// - Parameters:
  ///   - time: A time in the receiver's local time, in seconds.
  ///   - layer: The layer whose time to convert to; `nil` for the global time.
  /// - Returns: The same instant in the local time of `layer`.
  public func convertTime(_ time: Double, to layer: Layer?) -> Double {
    Layer.convertTime(time, from: self, to: layer)
  }

  /// The local time of `target` when that of `source` is `time` (`nil`: the global time).
  ///
  /// Up from `source` to the two layers' nearest common ancestor (to the global time when they
  /// have none), then down to `target`, so that a time converted between two layers meets only
  /// the layers between them. The way down is composed on the way up from `target`, each layer's
  /// rule `t ↦ speed·t + (timeOffset − speed·beginTime)` after the ones above it. O(depth), with
  /// nothing allocated.
  static func convertTime(_ time: Double, from source: Layer?, to target: Layer?) -> Double {
    let common = nearestCommonAncestor(source, target)
    var converted = time
    var layer = source
    while let current = layer, current !== common {
      converted = MediaTiming.parentTime(
        fromLocal: converted, beginTime: current.beginTime, speed: current.speed,
        timeOffset: current.timeOffset)
      layer = current.superlayer
    }
    // t_target = scale · t_common + shift, composed from the target up.
    var (scale, shift) = (1.0, 0.0)
    layer = target
    while let current = layer, current !== common {
      let speed = Double(current.speed)
      (scale, shift) = (
        scale * speed, scale * (current.timeOffset - speed * current.beginTime) + shift
      )
      layer = current.superlayer
    }
    return scale * converted + shift
  }

  /// The deepest layer that is `a` or an ancestor of it and `b` or an ancestor of it; `nil` when
  /// either is `nil` or they are in two trees.
  private static func nearestCommonAncestor(_ a: Layer?, _ b: Layer?) -> Layer? {
    func depth(_ layer: Layer?) -> Int {
      var (count, current) = (0, layer)
      while let next = current?.superlayer {
        count += 1
        current = next
      }
      return count
    }
    guard var a, var b else { return nil }
    var (depthA, depthB) = (depth(a), depth(b))
    while depthA > depthB, let up = a.superlayer {
      a = up
      depthA -= 1
    }
    while depthB > depthA, let up = b.superlayer {
      b = up
      depthB -= 1
    }
    while a !== b {
      guard let upA = a.superlayer, let upB = b.superlayer else { return nil }
      (a, b) = (upA, upB)
    }
    return a
  }

  /// The layer's local time when its superlayer's is `time`.
  func localTime(fromSuperlayerTime time: Double) -> Double {
    MediaTiming.localTime(
      fromParent: time, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
  }
}
