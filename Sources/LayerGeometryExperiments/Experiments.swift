// The experiments of the demo, in its order: what `layer-geometry-demo` prints and draws, and what
// the battery (`LayerGeometryBattery`) records bit for bit in every build.

/// Runs every experiment of the demo, in order.
package func runExperiments(_ demo: Demo) {
  anchorPointExperiments(demo)
  clockExperiment(demo)
  transformExperiments(demo)
  boundsExperiment(demo)
  whiteBlueExperiment(demo)
  flippedExperiment(demo)
  zPositionExperiment(demo)
  contentsGravityExperiment(demo)
  snapshotExperiment(demo)
  layoutExperiment(demo)
  damageExperiment(demo)
  cubeExperiment(demo)
  animationExperiment(demo)
}
