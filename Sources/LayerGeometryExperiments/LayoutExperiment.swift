import LayerGeometry

/// A window of autoresizing layers resized from 320 × 240 to 480 × 360, then a row of its list
/// scrolled into view; one picture shows the window before and after, side by side.
///
/// Not from the articles: the rule is the one measured on macOS (see the "Layout and Scrolling"
/// article). The window holds a toolbar stretched across the top with a title kept in its middle,
/// a badge kept at the right end, a sidebar stretched down the left, and a list (a scroll layer
/// that scrolls vertically and masks to its bounds) that takes the rest, holding ten rows 40
/// points high, 50 apart, that stretch across it.
package func layoutExperiment(_ demo: Demo) {
  demo.begin(
    "a window of autoresizing layers resized, then a list scrolled",
    sources: "not from the articles (autoresizingMask, scroll layers)")
  demo.code(
    "window.frame = (0, 0, 320, 240)",
    "toolbar (0, 0, 320, 40) [width, max-y margin]; title in it (110, 10, 100, 20) [both x margins]",
    "badge (280, 5, 30, 30) [min-x margin, max-y margin]",
    "sidebar (0, 40, 80, 200) [height, max-x margin]; list (80, 40, 240, 200) [width, height],",
    "  a scroll layer (vertically); row i: (0, 50·i, 240, 40) [width]")
  // Two such windows side by side: the left one stays as it was built, for the picture.
  let desk = Layer()
  desk.name = "desk"
  desk.frame = Rect2D(x: 0, y: 0, width: 820, height: 360)
  let before = LayoutWindow(name: "window before")
  let after = LayoutWindow(name: "window after")
  desk.sublayers = [before.window, after.window]
  after.window.position.x += 340
  let (window, toolbar, title, badge) = (after.window, after.toolbar, after.title, after.badge)
  let (sidebar, list, rows) = (after.sidebar, after.list, after.rows)

  demo.code("window.frame = (0, 0, 480, 360)  // the change is (160, 120)")
  window.frame = Rect2D(x: 340, y: 0, width: 480, height: 360)
  let rule = "the measured rule, by hand"
  demo.check(
    "toolbar.frame", toolbar.frame, expected: Rect2D(x: 0, y: 0, width: 480, height: 40),
    article: nil, expectedFrom: "the width takes all 160: \(rule)")
  demo.check(
    "title.frame", title.frame, expected: Rect2D(x: 190, y: 10, width: 100, height: 20),
    article: nil, expectedFrom: "two margins take 80 each: \(rule)")
  demo.check(
    "badge.frame", badge.frame, expected: Rect2D(x: 440, y: 5, width: 30, height: 30),
    article: nil, expectedFrom: "the left margin takes 160: \(rule)")
  demo.check(
    "sidebar.frame", sidebar.frame, expected: Rect2D(x: 0, y: 40, width: 80, height: 320),
    article: nil, expectedFrom: "the height takes 120: \(rule)")
  demo.check(
    "list.frame", list.frame, expected: Rect2D(x: 80, y: 40, width: 400, height: 320),
    article: nil, expectedFrom: rule)
  demo.check(
    "row 7.frame", rows[7].frame, expected: Rect2D(x: 0, y: 350, width: 400, height: 40),
    article: nil, expectedFrom: "the list's width grew by 160: \(rule)")
  demo.check(
    "list.needsLayout()", list.needsLayout(), expected: true, article: nil,
    expectedFrom: "a resized layer needs layout, as on macOS")

  demo.code("rows[7].scrollRectToVisible(rows[7].bounds)")
  rows[7].scrollRectToVisible(rows[7].bounds)
  demo.check(
    "list.bounds.origin", list.bounds.origin, expected: Point2D(x: 0, y: 70), article: nil,
    expectedFrom: "row 7 ends at 390, the list is 320 high: 390 − 320, by hand")
  demo.check(
    "row 7.visibleRect", rows[7].visibleRect, expected: Rect2D(x: 0, y: 0, width: 400, height: 40),
    article: nil)
  demo.check(
    "row 1.visibleRect", rows[1].visibleRect, expected: Rect2D(x: 0, y: 20, width: 400, height: 20),
    article: nil, expectedFrom: "row 1 spans 50 … 90, the list shows 70 … 390: by hand")
  demo.check(
    "row 0.visibleRect is null", rows[0].visibleRect.isNull, expected: true, article: nil)
  demo.note("the scroll is one change of the list's bounds origin: no row moves in the list")
  demo.note("the picture shows the window as built (left) and resized and scrolled (right)")
  let colors = [
    "desk": "#ffffff", "window before": "#ffffff", "window after": "#ffffff",
    "toolbar": "#d9e4f2", "title": "#4e79a7", "badge": "#e15759", "sidebar": "#eeeeee",
    "list": "#fafafa",
  ]
  demo.picture(
    "13-layout-before-and-after.svg", of: desk, in: desk.bounds, scale: 1,
    overlays: [.names, .frames], colors: colors)
}

/// The window of the experiment, as built: 320 × 240 at the origin.
private struct LayoutWindow {
  let window = Layer()
  let toolbar: Layer
  let title: Layer
  let badge: Layer
  let sidebar: Layer
  let list: Layer
  let rows: [Layer]

  init(name: String) {
    window.name = name
    window.frame = Rect2D(x: 0, y: 0, width: 320, height: 240)
    func add(
      _ name: String, _ frame: Rect2D, _ mask: Layer.AutoresizingMask, to parent: Layer
    ) -> Layer {
      let layer = Layer()
      layer.name = name
      layer.frame = frame
      layer.autoresizingMask = mask
      parent.addSublayer(layer)
      return layer
    }
    toolbar = add(
      "toolbar", Rect2D(x: 0, y: 0, width: 320, height: 40),
      [.layerWidthSizable, .layerMaxYMargin], to: window)
    title = add(
      "title", Rect2D(x: 110, y: 10, width: 100, height: 20),
      [.layerMinXMargin, .layerMaxXMargin], to: toolbar)
    badge = add(
      "badge", Rect2D(x: 280, y: 5, width: 30, height: 30),
      [.layerMinXMargin, .layerMaxYMargin], to: window)
    sidebar = add(
      "sidebar", Rect2D(x: 0, y: 40, width: 80, height: 200),
      [.layerHeightSizable, .layerMaxXMargin], to: window)
    list = add(
      "list", Rect2D(x: 80, y: 40, width: 240, height: 200),
      [.layerWidthSizable, .layerHeightSizable], to: window)
    list.kind = .scrollLayer
    list.scrollMode = .vertically
    list.masksToBounds = true
    let list = list
    rows = (0..<10).map { i in
      add(
        "row \(i)", Rect2D(x: 0, y: Double(i) * 50, width: 240, height: 40),
        [.layerWidthSizable], to: list)
    }
  }
}
