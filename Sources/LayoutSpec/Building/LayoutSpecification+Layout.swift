import CompositionalLayout
import Foundation

extension LayoutSpecification {
  /// Builds the compositional layout the spec describes, with its configuration.
  ///
  /// With `repeatSection`, one `NSCollectionLayoutSection` serves every section (as
  /// `UICollectionViewCompositionalLayout(section:configuration:)`); otherwise the provider returns each section's
  /// own description. Give the layout `makeContext()` before querying it.
  ///
  /// - Returns: A new layout. Never traps: a hand-built empty group becomes an empty custom group (the engine then
  ///   reports `groupHoldsNoItems`) and counts below 1 count as 1; decoding rejects both.
  /// - Complexity: O(sections × nodes per group tree).
  ///
  /// UIKit parity: the objects built are the engine's mirrors of the UIKit classes, set as the spec says.
  public func makeLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = self.configuration.scrollDirection
    configuration.interSectionSpacing = self.configuration.interSectionSpacing
    configuration.contentInsetsReference = self.configuration.contentInsetsReference
    configuration.boundarySupplementaryItems = self.configuration.boundarySupplementaryItems.map { $0.make() }
    if repeatsSection, let first = sections.first {
      return UICollectionViewCompositionalLayout(section: first.layout.make(), configuration: configuration)
    }
    let built = sections.map { $0.layout.make() }
    return UICollectionViewCompositionalLayout(
      sectionProvider: { index, _ in built.indices.contains(index) ? built[index] : nil },
      configuration: configuration)
  }

  /// The context the spec's layout is laid out in: the container's size, insets, direction and scale, and the
  /// sections' item counts.
  ///
  /// - Returns: A context with `numberOfItemsInSection` equal to the sections' `numberOfItems`.
  /// - Complexity: O(sections).
  public func makeContext() -> LayoutContext {
    let traits = UITraitCollection(
      horizontalSizeClass: container.width >= 600 ? .regular : .compact,
      layoutDirection: container.layoutDirection, displayScale: container.displayScale)
    var context = LayoutContext(
      size: CGSize(width: container.width, height: container.height),
      numberOfItemsInSection: sections.map(\.numberOfItems), safeAreaInsets: container.safeAreaInsets,
      layoutMargins: container.layoutMargins, readableContentInsets: container.readableContentInsets,
      traitCollection: traits)
    context.pixelRounding = container.pixelRounding
    return context
  }

  /// `makeLayout()` prepared with `makeContext()`, ready to query.
  public func makePreparedLayout() -> UICollectionViewCompositionalLayout {
    let layout = makeLayout()
    layout.prepare(context: makeContext())
    return layout
  }
}

extension LayoutSpecification.SectionLayout {
  func make() -> NSCollectionLayoutSection {
    let section = NSCollectionLayoutSection(group: group.make())
    section.contentInsets = contentInsets
    section.interGroupSpacing = interGroupSpacing
    section.contentInsetsReference = contentInsetsReference
    section.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    section.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    section.orthogonalScrollingProperties.decelerationRate = decelerationRate
    section.orthogonalScrollingProperties.bounce = bounce
    section.boundarySupplementaryItems = boundarySupplementaryItems.map { $0.make() }
    section.decorationItems = decorationItems.map { $0.make() }
    return section
  }
}

extension LayoutSpecification.Dimension {
  func make() -> NSCollectionLayoutDimension {
    switch self {
    case .fractionalWidth(let value): return .fractionalWidth(value)
    case .fractionalHeight(let value): return .fractionalHeight(value)
    case .absolute(let value): return .absolute(value)
    case .estimated(let value): return .estimated(value)
    case .uniformAcrossSiblings(let value): return .uniformAcrossSiblings(estimate: value)
    }
  }
}

extension LayoutSpecification.Size {
  func make() -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: widthDimension.make(), heightDimension: heightDimension.make())
  }
}

extension LayoutSpecification.Spacing {
  func make() -> NSCollectionLayoutSpacing {
    switch self {
    case .fixed(let value): return .fixed(value)
    case .flexible(let value): return .flexible(value)
    }
  }
}

extension LayoutSpecification.EdgeSpacing {
  func make() -> NSCollectionLayoutEdgeSpacing {
    NSCollectionLayoutEdgeSpacing(
      leading: leading?.make(), top: top?.make(), trailing: trailing?.make(), bottom: bottom?.make())
  }
}

extension LayoutSpecification.Anchor {
  func make() -> NSCollectionLayoutAnchor {
    switch offset {
    case .absolute(let point): return NSCollectionLayoutAnchor(edges: edges, absoluteOffset: point)
    case .fractional(let point): return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: point)
    }
  }
}

extension LayoutSpecification.SupplementaryItem {
  func make() -> NSCollectionLayoutSupplementaryItem {
    let item = NSCollectionLayoutSupplementaryItem(
      layoutSize: layoutSize.make(), elementKind: elementKind, containerAnchor: containerAnchor.make(),
      itemAnchor: itemAnchor?.make())
    item.zIndex = zIndex
    item.contentInsets = contentInsets
    return item
  }
}

extension LayoutSpecification.BoundarySupplementaryItem {
  func make() -> NSCollectionLayoutBoundarySupplementaryItem {
    let item = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize.make(), elementKind: elementKind, alignment: alignment, absoluteOffset: absoluteOffset)
    item.extendsBoundary = extendsBoundary
    item.pinToVisibleBounds = pinToVisibleBounds
    item.zIndex = zIndex
    item.contentInsets = contentInsets
    return item
  }
}

extension LayoutSpecification.DecorationItem {
  func make() -> NSCollectionLayoutDecorationItem {
    let item = NSCollectionLayoutDecorationItem.background(elementKind: elementKind)
    item.zIndex = zIndex
    item.contentInsets = contentInsets
    return item
  }
}

extension LayoutSpecification.Node {
  func make() -> NSCollectionLayoutItem {
    switch self {
    case .group(let group): return group.make()
    case .item(let item):
      let built = NSCollectionLayoutItem(
        layoutSize: item.layoutSize.make(), supplementaryItems: item.supplementaryItems.map { $0.make() })
      built.contentInsets = item.contentInsets
      built.edgeSpacing = item.edgeSpacing?.make()
      return built
    }
  }
}

extension LayoutSpecification.Group {
  func make() -> NSCollectionLayoutGroup {
    let size = layoutSize.make()
    let horizontal = axis == .horizontal
    let group: NSCollectionLayoutGroup
    switch subitems {
    case .list(let nodes) where nodes.isEmpty:
      // Only a hand-built value can get here (decoding rejects empty groups); an empty custom group holds nothing
      // and the engine reports groupHoldsNoItems instead of trapping.
      group = .custom(layoutSize: size) { _ in [] }
    case .list(let nodes):
      let built = nodes.map { $0.make() }
      group =
        horizontal
        ? .horizontal(layoutSize: size, subitems: built) : .vertical(layoutSize: size, subitems: built)
    case .count(let node, let rawCount):
      let built = node.make()
      let count = max(1, rawCount)
      group =
        horizontal
        ? .horizontal(layoutSize: size, subitem: built, count: count)
        : .vertical(layoutSize: size, subitem: built, count: count)
    case .repeating(let node, let rawCount):
      let built = node.make()
      let count = max(1, rawCount)
      group =
        horizontal
        ? .horizontal(layoutSize: size, repeatingSubitem: built, count: count)
        : .vertical(layoutSize: size, repeatingSubitem: built, count: count)
    }
    group.interItemSpacing = interItemSpacing?.make()
    group.contentInsets = contentInsets
    group.edgeSpacing = edgeSpacing?.make()
    group.supplementaryItems = supplementaryItems.map { $0.make() }
    return group
  }
}
