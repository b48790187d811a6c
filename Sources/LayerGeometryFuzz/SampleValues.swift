/// The numbers a program draws its geometry from: the edges of `Double` beside ordinary values.
enum SampleValues {
  static let table: [Double] = [
    0, -0.0, 1, -1, 0.5, 2, 3, 10, 100, -100, 0.1, 1.5, -0.5, 0.25, 250, 1e6,
    1e-300, -1e-300, 1e300, -1e300, .infinity, -.infinity, .nan, -.nan,
    .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-6, 1e15, 1e16,
    .pi / 2, .pi / 4, -.pi / 6, .pi, 1e-9, -0.002, 4096, 0x1p52 + 0.5,
  ]
}
