// The tree's documented preconditions, as Swift Testing exit tests: each edit that would make a
// cycle, list a layer twice or use an index outside `0...count` stops the process, and the message
// names the problem (checked in debug builds; `-O` builds trap without a message).
//
// "Before anything changes" is checked by catching the trap in the child process: a signal handler
// prints an outline of the tree as it is at the moment of the trap and exits with a failure status.

#if os(macOS) || os(Linux)
import LayerGeometry
import LayerGeometryTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Catching the trap

/// What the trap handler prints; set in the child process just before the edit that must trap.
nonisolated(unsafe) private var trapReport: (() -> String)?

/// Makes a trap print `report()` on standard output, then exit with `EXIT_FAILURE`.
///
/// A failed precondition raises `SIGILL` (x86) or `SIGTRAP` (arm64); the handler writes the report and
/// a newline with `write(2)`. Only ever called inside an exit test, in the child process.
private func reportOnTrap(_ report: @escaping () -> String) {
  trapReport = report
  for sig in [SIGILL, SIGTRAP] {
    _ = signal(sig) { _ in
      let bytes = Array(((trapReport?() ?? "no report") + "\n").utf8)
      _ = bytes.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
      _exit(EXIT_FAILURE)
    }
  }
}

/// Checks the child's output: the outline printed at the trap and, in debug builds, the message.
private func check(
  _ result: ExitTest.Result?, outline expected: String, message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let result else { return }  // the exit expectation itself has already failed
  let output = String(decoding: result.standardOutputContent, as: UTF8.self)
  #expect(output == expected + "\n", "tree at the trap", sourceLocation: sourceLocation)
  #if DEBUG
  let errors = String(decoding: result.standardErrorContent, as: UTF8.self)
  #expect(errors.contains(message), "stderr: \(errors)", sourceLocation: sourceLocation)
  #endif
}

// MARK: - Cycles

@Suite("Layer tree preconditions")
struct LayerPreconditionTests {
  @Test func addSublayerOfItselfStops() async {
    await #expect(processExitsWith: .failure) {
      let layer = Layer()
      layer.addSublayer(layer)
    }
  }

  @Test func addSublayerOfItselfNamesTheProblemBeforeChangingAnything() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let root = makeLayer("R")
      let layer = makeLayer("L")
      root.addSublayer(layer)
      reportOnTrap { outline(root) }
      layer.addSublayer(layer)
    }
    check(
      result, outline: "R[L]", message: "addSublayer(_:): a layer cannot be a sublayer of itself")
  }

  @Test func addingAnAncestorToItsDescendantStops() async {
    // R → c → g: adding R (or c) under g would make a cycle; R is moved nowhere.
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let root = makeLayer("R")
      let child = makeLayer("c")
      let grandchild = makeLayer("g")
      root.addSublayer(child)
      child.addSublayer(grandchild)
      reportOnTrap { outline(root) }
      grandchild.addSublayer(root)
    }
    check(
      result, outline: "R[c[g]]",
      message:
        "addSublayer(_:): the layer is an ancestor of this layer; adding it would make a cycle")
  }

  @Test func addingTheSuperlayerToItsChildStopsBeforeDetachingIt() async {
    // The superlayer has a superlayer of its own (T); nothing may be removed from T before the trap.
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let top = makeLayer("T")
      let parent = makeLayer("P")
      let child = makeLayer("c")
      top.addSublayer(parent)
      parent.addSublayer(child)
      reportOnTrap { outline(top) }
      child.addSublayer(parent)
    }
    check(result, outline: "T[P[c]]", message: "would make a cycle")
  }

  @Test func insertAtOfAnAncestorStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let root = makeLayer("R")
      let child = makeLayer("c")
      root.addSublayer(child)
      reportOnTrap { outline(root) }
      child.insertSublayer(root, at: 0)
    }
    check(result, outline: "R[c]", message: "insertSublayer(_:at:): the layer is an ancestor")
  }

  @Test func insertAtOfItselfStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let layer = makeLayer("L")
      reportOnTrap { outline(layer) }
      layer.insertSublayer(layer, at: 0)
    }
    check(
      result, outline: "L",
      message: "insertSublayer(_:at:): a layer cannot be a sublayer of itself")
  }

  @Test func insertBelowOfAnAncestorStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let root = makeLayer("R")
      let child = makeLayer("c")
      let grandchild = makeLayer("g")
      root.addSublayer(child)
      child.addSublayer(grandchild)
      reportOnTrap { outline(root) }
      child.insertSublayer(root, below: grandchild)
    }
    check(result, outline: "R[c[g]]", message: "insertSublayer(_:below:): the layer is an ancestor")
  }

  @Test func insertAboveOfItselfStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let layer = makeLayer("L")
      let child = makeLayer("c")
      layer.addSublayer(child)
      reportOnTrap { outline(layer) }
      layer.insertSublayer(layer, above: nil)
    }
    check(
      result, outline: "L[c]",
      message: "insertSublayer(_:above:): a layer cannot be a sublayer of itself")
  }

  @Test func replaceSublayerWithAnAncestorStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let root = makeLayer("R")
      let child = makeLayer("c")
      let grandchild = makeLayer("g")
      root.addSublayer(child)
      child.addSublayer(grandchild)
      reportOnTrap { outline(root) }
      child.replaceSublayer(grandchild, with: root)
    }
    check(
      result, outline: "R[c[g]]", message: "replaceSublayer(_:with:): the layer is an ancestor")
  }

  @Test func replaceSublayerWithItsOwnSuperlayerStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let parent = makeLayer("P")
      let child = makeLayer("c")
      parent.addSublayer(child)
      reportOnTrap { outline(parent) }
      parent.replaceSublayer(child, with: parent)
    }
    check(
      result, outline: "P[c]",
      message: "replaceSublayer(_:with:): a layer cannot be a sublayer of itself")
  }

  @Test func settingSublayersToAListWithTheReceiverStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let parent = makeLayer("P")
      let (a, b) = (makeLayer("a"), makeLayer("b"))
      parent.sublayers = [a]
      reportOnTrap { outline(parent) + " " + outline(b) }
      parent.sublayers = [b, parent]
    }
    check(
      result, outline: "P[a] b", message: "sublayers: a layer cannot be a sublayer of itself")
  }

  @Test func settingSublayersToAListWithAnAncestorStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let root = makeLayer("R")
      let child = makeLayer("c")
      let (a, other) = (makeLayer("a"), makeLayer("o"))
      root.addSublayer(child)
      child.addSublayer(a)
      let elsewhere = makeLayer("E")
      elsewhere.addSublayer(other)
      reportOnTrap { outline(root) + " " + outline(elsewhere) }
      // `other` comes first and would be moved; the ancestor later in the list must stop it all.
      child.sublayers = [other, root]
    }
    check(
      result, outline: "R[c[a]] E[o]",
      message: "sublayers: the layer is an ancestor of this layer; adding it would make a cycle")
  }

  @Test func settingSublayersToAListWithALayerTwiceStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let parent = makeLayer("P")
      let (a, b) = (makeLayer("a"), makeLayer("b"))
      parent.sublayers = [a]
      reportOnTrap { outline(parent) + " " + outline(b) }
      parent.sublayers = [b, a, b]
    }
    check(
      result, outline: "P[a] b", message: "sublayers: the list holds the same layer twice")
  }

  // MARK: - Indices

  @Test(arguments: [-1, 3, Int.min, Int.max])
  func insertAtOutsideZeroThroughCountStops(index: Int) async {
    // An exit test body captures only what its capture list names (Codable values, Swift 6.3);
    // Swift Testing sends `index` to the child process.
    await #expect(processExitsWith: .failure) { [index] in
      let parent = makeLayer("P")
      parent.sublayers = [makeLayer("a"), makeLayer("b")]
      parent.insertSublayer(makeLayer("n"), at: index)
    }
  }

  @Test func insertAtCountIsAllowed() async {
    await #expect(processExitsWith: .success) {
      let parent = makeLayer("P")
      parent.sublayers = [makeLayer("a"), makeLayer("b")]
      parent.insertSublayer(makeLayer("n"), at: 2)
      parent.insertSublayer(makeLayer("m"), at: 0)
      exit(outline(parent) == "P[m,a,b,n]" ? EXIT_SUCCESS : EXIT_FAILURE)
    }
  }

  @Test func insertAtOnePastTheEndNamesTheRangeBeforeChangingAnything() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let parent = makeLayer("P")
      parent.sublayers = [makeLayer("a"), makeLayer("b")]
      let old = makeLayer("O")
      let moved = makeLayer("m")
      old.addSublayer(moved)
      reportOnTrap { outline(parent) + " " + outline(old) }
      parent.insertSublayer(moved, at: 3)
    }
    // The layer in another tree is not taken out of it before the index is checked.
    check(
      result, outline: "P[a,b] O[m]",
      message: "insertSublayer(_:at:): index 3 is out of range 0...2")
  }

  @Test func insertAtCountsWithoutTheMovedLayer() async {
    // [a, b] and moving a: the others are [b], so the range is 0...1 and 2 is out of it.
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let parent = makeLayer("P")
      let a = makeLayer("a")
      parent.sublayers = [a, makeLayer("b")]
      reportOnTrap { outline(parent) }
      parent.insertSublayer(a, at: 2)
    }
    check(
      result, outline: "P[a,b]", message: "insertSublayer(_:at:): index 2 is out of range 0...1")
  }

  @Test func insertAtMinusOneNamesTheRange() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let parent = makeLayer("P")
      reportOnTrap { outline(parent) }
      parent.insertSublayer(makeLayer("n"), at: -1)
    }
    check(
      result, outline: "P", message: "insertSublayer(_:at:): index -1 is out of range 0...0")
  }

  @Test func replaceSublayerWithAnEarlierSiblingInTheLastSlot() async {
    // Not a precondition: [c, b, a], replace a with c → [b, c]. Run in a child process because a
    // trap here would end the whole test process.
    await #expect(processExitsWith: .success) {
      let parent = makeLayer("P")
      let (a, b, c) = (makeLayer("a"), makeLayer("b"), makeLayer("c"))
      parent.sublayers = [c, b, a]
      parent.replaceSublayer(a, with: c)
      exit(outline(parent) == "P[b,c]" && a.superlayer == nil ? EXIT_SUCCESS : EXIT_FAILURE)
    }
  }

  // MARK: - Siblings that are not sublayers

  @Test func insertBelowASiblingOfAnotherLayerStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let parent = makeLayer("P")
      let other = makeLayer("O")
      let stranger = makeLayer("s")
      let moved = makeLayer("m")
      other.addSublayer(stranger)
      let home = makeLayer("H")
      home.addSublayer(moved)
      reportOnTrap { outline(parent) + " " + outline(other) + " " + outline(home) }
      parent.insertSublayer(moved, below: stranger)
    }
    check(
      result, outline: "P O[s] H[m]",
      message: "insertSublayer(_:below:): the sibling is not a sublayer of this layer")
  }

  @Test func replacingALayerThatIsNotASublayerStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let parent = makeLayer("P")
      let stranger = makeLayer("s")
      let new = makeLayer("n")
      parent.addSublayer(makeLayer("a"))
      reportOnTrap { outline(parent) + " " + outline(stranger) + " " + outline(new) }
      parent.replaceSublayer(stranger, with: new)
    }
    check(
      result, outline: "P[a] s n",
      message: "replaceSublayer(_:with:): the layer to replace is not a sublayer of this layer")
  }
}
#endif
