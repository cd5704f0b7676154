import Foundation

extension NSCollectionLayoutSection {
  /// A list section: rows, headers and footers as `configuration` describes, built from ordinary compositional
  /// parts so its properties stay live (e.g. set `interGroupSpacing` afterwards to space rows).
  ///
  /// Construction (spec §3, all numbers from `ListMetrics`), in section coordinates, points:
  /// - each row is a full-width item of estimated height 44 in a one-item vertical group; `interGroupSpacing` 0;
  /// - `.insetGrouped`: `contentInsetsReference = .layoutMargins`, so rows span the layout margins (16 pt at widths
  ///   up to 375, 20 pt above); other appearances span the container (`.automatic`, the safe area);
  /// - grouped styles: 17.5 pt above the first row when there is no supplementary header and below the last row
  ///   when there is no supplementary footer, each rounded to the environment's device pixel (halves up, so
  ///   17.667 at 3×);
  /// - `headerMode == .supplementary`: a top boundary item of kind `UICollectionView.elementKindSectionHeader`,
  ///   section width (or estimated width when `contentHuggingElements` has `.supplementaryHeader`), estimated
  ///   height 44, pinned to the visible bounds in plain appearances; `footerMode == .supplementary`: a bottom
  ///   boundary item of kind `elementKindSectionFooter`. Both follow the section's content insets.
  ///
  /// No decoration item is added: the insetGrouped rounded background is drawn by the rows (spec L-8).
  ///
  /// - Parameters:
  ///   - configuration: the list's configuration.
  ///   - layoutEnvironment: the environment the section provider received; its `displayScale` rounds the spacing.
  /// - Returns: a new section.
  ///
  /// UIKit parity: `NSCollectionLayoutSection.list(using:layoutEnvironment:)` (iOS 14). `headerTopPadding` is not
  /// applied at section level (the engine has no space above boundary items; see `UICollectionViewCompositionalLayout
  /// .list(using:)`). Pinned by ListSectionTests (spec §4 W1–W5).
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.estimatedRowHeight))
    let item = NSCollectionLayoutItem(layoutSize: rowSize)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let appearance = configuration.appearance
    if ListMetrics.insetsByLayoutMargins(appearance) {
      section.contentInsetsReference = .layoutMargins
    }
    let hasHeader = configuration.headerMode == .supplementary
    let hasFooter = configuration.footerMode == .supplementary
    if ListMetrics.usesGroupedSpacing(appearance) {
      let spacing = ListMetrics.roundedToPixel(
        ListMetrics.groupedSectionSpacing, scale: layoutEnvironment.traitCollection.displayScale)
      section.contentInsets.top = hasHeader ? 0 : spacing
      section.contentInsets.bottom = hasFooter ? 0 : spacing
    }
    var boundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    if hasHeader {
      let hugs = configuration.contentHuggingElements.contains(.supplementaryHeader)
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: hugs ? .estimated(ListMetrics.estimatedHeaderFooterHeight) : .fractionalWidth(1),
          heightDimension: .estimated(ListMetrics.estimatedHeaderFooterHeight)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: hugs ? .topLeading : .top)
      header.pinToVisibleBounds = ListMetrics.pinsHeaders(appearance)
      boundaryItems.append(header)
    }
    if hasFooter {
      boundaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(ListMetrics.estimatedHeaderFooterHeight)),
          elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundaryItems
    section.listConfiguration = configuration
    return section
  }
}
