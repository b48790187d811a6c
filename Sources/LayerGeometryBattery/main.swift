// layer-geometry-battery: prints the battery of `Battery.swift`, one answer per line, every
// number as the hex of its bits.

Battery(write: { print($0) }).run()
