import Foundation

extension NSCollectionLayoutGroup {
  /// A text picture of one instance of the group: each item slot drawn as a box labelled with its position.
  ///
  /// UIKit has no container at this point either; the group is solved in a container of `containerSize` points
  /// (default 390 × 844, as `LayoutContext`), and drawn `columns` characters wide (each character two points of
  /// height per point of width, so boxes keep their proportions in a terminal).
  ///
  /// UIKit parity: `NSCollectionLayoutGroup.visualDescription()`; UIKit's format is undocumented, so this one is
  /// this engine's own.
  public func visualDescription(containerSize: CGSize = CGSize(width: 390, height: 844), columns: Int = 60) -> String {
    var log = DiagnosticLog()
    let frozen = FrozenItem(self)
    let size = frozen.size.resolve(in: containerSize, &log, "group")
    var solver = GroupSolver(traitCollection: UITraitCollection(), log: log)
    let template = solver.solve(group: frozen, size: size)
    let title =
      "\(formDescription) group \(layoutSize) = \(size.width.layoutDescription) × \(size.height.layoutDescription) pt "
      + "in \(containerSize.width.layoutDescription) × \(containerSize.height.layoutDescription), "
      + "\(template.leaves.count) item(s)"
    return title + "\n" + TextCanvas.draw(template, columns: columns)
  }
}

extension NSCollectionLayoutSection {
  /// A text picture of the section's group plus its insets, spacing, scrolling behaviour and boundary items.
  ///
  /// UIKit parity: none (UIKit offers `visualDescription()` on groups only); same picture as the group's.
  public func visualDescription(containerSize: CGSize = CGSize(width: 390, height: 844), columns: Int = 60) -> String {
    var lines = ["section: contentInsets \(contentInsets), interGroupSpacing \(interGroupSpacing.layoutDescription)"]
    if orthogonalScrollingBehavior != .none {
      lines.append("orthogonal scrolling: \(orthogonalScrollingBehavior)")
    }
    for item in boundarySupplementaryItems {
      lines.append(
        "boundary \(item.elementKind): \(item.alignment), \(item.layoutSize)"
          + (item.pinToVisibleBounds ? ", pinned" : "") + (item.extendsBoundary ? "" : ", overlapping"))
    }
    for decoration in decorationItems {
      lines.append("decoration \(decoration.elementKind): insets \(decoration.contentInsets)")
    }
    lines.append(group.visualDescription(containerSize: containerSize, columns: columns))
    return lines.joined(separator: "\n")
  }
}

/// Draws solved slots as boxes of characters.
enum TextCanvas {
  static func draw(_ template: GroupTemplate, columns: Int) -> String {
    let width = max(template.bounds.maxX, 1)
    let height = max(template.bounds.maxY, 0)
    let columnCount = max(columns, 8)
    let scale = CGFloat(columnCount - 1) / width
    let rowCount = max(2, clampedInt((height * scale / 2).rounded(), 0, 100_000) + 1)
    guard rowCount <= 400 else { return "(too tall to draw: \(rowCount) rows)" }
    var grid = Array(repeating: Array(repeating: Character(" "), count: columnCount), count: rowCount)
    func column(_ x: CGFloat) -> Int { clampedInt((x * scale).rounded(), 0, columnCount - 1) }
    func row(_ y: CGFloat) -> Int { clampedInt((y * scale / 2).rounded(), 0, rowCount - 1) }
    for (index, leaf) in template.leaves.enumerated() {
      let (left, right) = (column(leaf.frame.minX), column(leaf.frame.maxX))
      let (top, bottom) = (row(leaf.frame.minY), row(leaf.frame.maxY))
      for x in left...max(left, right) {
        grid[top][x] = "-"
        grid[bottom][x] = "-"
      }
      for y in top...max(top, bottom) {
        grid[y][left] = "|"
        grid[y][right] = "|"
      }
      for (x, y) in [(left, top), (right, top), (left, bottom), (right, bottom)] { grid[y][x] = "+" }
      let label = Array(String(index))
      if bottom - top >= 2, right - left > label.count {
        for (offset, character) in label.enumerated() { grid[top + 1][left + 1 + offset] = character }
      }
    }
    return grid.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      .joined(separator: "\n")
  }
}
