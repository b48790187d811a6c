// Two layers compared property by property, through the one list of stored properties
// (`Layer.Property.all`): a property added to it is compared with no change here.

import LayerGeometry
import XCTest

/// Whether two values of stored properties are the same, numbers bit for bit.
public func bitwiseSame(_ a: Layer.PropertyValue, _ b: Layer.PropertyValue) -> Bool {
  switch (a, b) {
  case (.number(let x), .number(let y)): bitwiseSame(x, y)
  case (.point(let p), .point(let q)): bitwiseSame([p], [q])
  case (.rect(let r), .rect(let s)): bitwiseSame(r, s)
  case (.transform(let t), .transform(let u)): bitwiseSame(t, u)
  default: a == b
  }
}

/// Asserts that every stored property of two layers is the same, numbers bit for bit.
public func assertSameStoredProperties(
  _ a: Layer, _ b: Layer, _ context: String, file: StaticString = #filePath, line: UInt = #line
) {
  for property in Layer.Property.all {
    let (x, y) = (a.value(of: property), b.value(of: property))
    XCTAssertTrue(bitwiseSame(x, y), "\(context): \(property), \(x) ≠ \(y)", file: file, line: line)
  }
}
