import CompositionalLayout
import Foundation

extension SpecDecoder {
  static let sectionLayoutKeys = [
    "group", "contentInsets", "interGroupSpacing", "contentInsetsReference", "supplementaryContentInsetsReference",
    "supplementariesFollowContentInsets", "orthogonalScrollingBehavior", "orthogonalScrollingProperties",
    "boundarySupplementaryItems", "decorationItems",
  ]
  static let sectionKeys = ["numberOfItems", "itemTexts"] + sectionLayoutKeys
  static let repeatSectionKeys = ["numberOfItemsInSection"] + sectionLayoutKeys
  static let insetsReferences: KeyValuePairs<String, UIContentInsetsReference> = [
    "automatic": .automatic, "none": .none, "safeArea": .safeArea, "layoutMargins": .layoutMargins,
    "readableContent": .readableContent,
  ]
  static let orthogonalBehaviours: KeyValuePairs<String, UICollectionLayoutSectionOrthogonalScrollingBehavior> = [
    "none": .none, "continuous": .continuous, "continuousGroupLeadingBoundary": .continuousGroupLeadingBoundary,
    "paging": .paging, "groupPaging": .groupPaging, "groupPagingCentered": .groupPagingCentered,
  ]

  static let decelerationRates:
    KeyValuePairs<String, UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate> = [
      "automatic": .automatic, "normal": .normal, "fast": .fast,
    ]
  static let bounces: KeyValuePairs<String, UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce> = [
    "automatic": .automatic, "always": .always, "never": .never,
  ]

  /// One entry of `sections`: data (`numberOfItems`, `itemTexts`) plus the section description.
  func section(_ value: JSONValue, at path: JSONPath) -> Spec.Section? {
    guard let members = object(value, at: path, keys: Self.sectionKeys, what: "a section") else { return nil }
    let count = required(members, "numberOfItems", hint: "12").flatMap {
      numberOfItems($0, at: members.path("numberOfItems"))
    }
    let texts = members["itemTexts"].flatMap { itemTexts($0, at: members.path("itemTexts"), numberOfItems: count) }
    let layout = sectionLayout(of: members)
    guard let count, let layout else { return nil }
    return Spec.Section(numberOfItems: count, itemTexts: texts ?? [], layout: layout)
  }

  /// `repeatSection`: one section description for every count in `numberOfItemsInSection`.
  func repeatSection(_ value: JSONValue, at path: JSONPath) -> [Spec.Section]? {
    guard let members = object(value, at: path, keys: Self.repeatSectionKeys, what: "a repeated section") else {
      return nil
    }
    let countsPath = members.path("numberOfItemsInSection")
    let counts = required(members, "numberOfItemsInSection", hint: "[10, 20, 5]").flatMap {
      array($0, at: countsPath, maximumCount: LayoutSpecLimits.maximumSections, what: "sections")
    }.map { $0.enumerated().map { numberOfItems($0.element, at: countsPath.index($0.offset)) } }
    let layout = sectionLayout(of: members)
    guard let counts, let layout else { return nil }
    return counts.compactMap { $0.map { Spec.Section(numberOfItems: $0, layout: layout) } }
  }

  func numberOfItems(_ value: JSONValue, at path: JSONPath) -> Int? {
    integer(value, at: path, in: 0...LayoutSpecLimits.maximumItemsPerSection)
  }

  private func itemTexts(_ value: JSONValue, at path: JSONPath, numberOfItems: Int?) -> [String?]? {
    let limit = numberOfItems ?? LayoutSpecLimits.maximumItemsPerSection
    guard case .array(let elements) = value else {
      report(path, "expected an array of strings (or null for an item without text); got \(value.summary)")
      return nil
    }
    guard elements.count <= limit else {
      report(
        path, "has \(elements.count) texts but the section has \(limit) items; raise numberOfItems or remove texts")
      return nil
    }
    var texts: [String?] = []
    texts.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      switch element {
      case .string(let text): texts.append(text)
      case .null: texts.append(nil)
      default: report(path.index(index), "expected a string or null; got \(element.summary)")
      }
    }
    return texts
  }

  /// The section-description members shared by `sections` entries and `repeatSection`.
  private func sectionLayout(of members: Members) -> Spec.SectionLayout? {
    var budget = TreeBudget()
    let group = required(members, "group", hint: "{\"axis\": \"horizontal\", \"layoutSize\": …, \"subitems\": [ … ]}")
      .flatMap { self.group($0, at: members.path("group"), depth: 1, countProduct: 1, budget: &budget) }
    let insets = contentInsets(of: members)
    let spacing = members["interGroupSpacing"].flatMap { length($0, at: members.path("interGroupSpacing")) }
    let reference = members["contentInsetsReference"].flatMap {
      choice($0, at: members.path("contentInsetsReference"), Self.insetsReferences)
    }
    let supplementaryReference = members["supplementaryContentInsetsReference"].flatMap {
      choice($0, at: members.path("supplementaryContentInsetsReference"), Self.insetsReferences)
    }
    let follows = members["supplementariesFollowContentInsets"].flatMap {
      bool($0, at: members.path("supplementariesFollowContentInsets"))
    }
    let behaviour = members["orthogonalScrollingBehavior"].flatMap {
      choice($0, at: members.path("orthogonalScrollingBehavior"), Self.orthogonalBehaviours)
    }
    let properties = members["orthogonalScrollingProperties"].flatMap {
      scrollingProperties($0, at: members.path("orthogonalScrollingProperties"))
    }
    let boundaryItems = boundaryItems(of: members)
    let decorations = each(
      members["decorationItems"], at: members.path("decorationItems"), maximumCount: 100, what: "decoration items",
      decorationItem)
    guard let group, let insets else { return nil }
    var layout = Spec.SectionLayout(group: group)
    layout.contentInsets = insets
    layout.interGroupSpacing = spacing ?? 0
    layout.contentInsetsReference = reference ?? .automatic
    layout.supplementaryContentInsetsReference = supplementaryReference ?? .automatic
    layout.supplementariesFollowContentInsets = follows ?? true
    layout.orthogonalScrollingBehavior = behaviour ?? .none
    layout.decelerationRate = properties?.0 ?? .automatic
    layout.bounce = properties?.1 ?? .automatic
    layout.boundarySupplementaryItems = boundaryItems
    layout.decorationItems = decorations
    return layout
  }

  private func scrollingProperties(_ value: JSONValue, at path: JSONPath) -> (
    UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate,
    UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce
  )? {
    guard let members = object(value, at: path, keys: ["decelerationRate", "bounce"], what: "scrolling properties")
    else { return nil }
    var rate = UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.automatic
    if let value = members["decelerationRate"] {
      if case .number = value {
        rate =
          number(value, at: members.path("decelerationRate"), in: 0...1, unit: "rate per millisecond")
          .map { .init(rawValue: $0) } ?? rate
      } else {
        rate = choice(value, at: members.path("decelerationRate"), Self.decelerationRates) ?? rate
      }
    }
    let bounce = members["bounce"].flatMap {
      choice($0, at: members.path("bounce"), Self.bounces)
    }
    return (rate, bounce ?? .automatic)
  }
}
