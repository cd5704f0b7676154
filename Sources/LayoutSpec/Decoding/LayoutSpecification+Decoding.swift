import CompositionalLayout
import Foundation

extension LayoutSpecification {
  static let topLevelKeys = ["$schema", "version", "container", "configuration", "sections", "repeatSection"]

  /// Decodes a layout spec from JSON bytes, reporting every problem at once.
  ///
  /// The bytes must be at most `LayoutSpecLimits.maximumInputBytes` long, valid UTF-8, and one JSON object
  /// nested at most `LayoutSpecLimits.maximumJSONDepth` deep; the members are then checked against the format
  /// (see the "Layout spec format" article) and the limits in `LayoutSpecLimits`.
  ///
  /// - Parameter data: The document.
  /// - Returns: The specification; building its layout never traps.
  /// - Throws: `LayoutSpecError` listing each problem with its JSON path, in document order.
  /// - Complexity: O(bytes) time and memory; recursion at most `maximumJSONDepth` deep.
  public static func decode(from data: Data) throws(LayoutSpecError) -> LayoutSpecification {
    guard data.count <= LayoutSpecLimits.maximumInputBytes else {
      throw LayoutSpecError(problems: [
        LayoutSpecProblem(
          path: "$",
          message: "the document is \(data.count) bytes, more than the limit of "
            + "\(LayoutSpecLimits.maximumInputBytes) bytes (8 MiB); a layout spec is far smaller")
      ])
    }
    let bytes = [UInt8](data)
    if let offset = firstInvalidUTF8Offset(in: bytes) {
      let (line, column) = lineAndColumn(of: offset, in: bytes)
      let byte = String(bytes[offset], radix: 16, uppercase: true)
      throw LayoutSpecError(problems: [
        LayoutSpecProblem(
          path: "$",
          message: "the document is not valid UTF-8: byte 0x\(byte) at offset \(offset) (line \(line), column "
            + "\(column)) does not start a well-formed sequence; save the file as UTF-8")
      ])
    }
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes, maximumDepth: LayoutSpecLimits.maximumJSONDepth)
    } catch {
      throw LayoutSpecError(problems: [LayoutSpecProblem(path: error.path.description, message: error.message)])
    }
    let decoder = SpecDecoder()
    let specification = decoder.specification(root)
    guard decoder.problems.isEmpty, let specification else {
      throw LayoutSpecError(
        problems: DocumentOrder(root: root).sorted(decoder.problems), omittedProblemCount: decoder.omittedProblemCount)
    }
    return specification
  }
}

extension SpecDecoder {
  /// The whole document.
  func specification(_ root: JSONValue) -> Spec? {
    guard let members = object(root, at: .root, keys: Spec.topLevelKeys, what: "a layout spec") else { return nil }
    if let schema = members["$schema"], case .string = schema {
    } else if let schema = members["$schema"] {
      report(members.path("$schema"), "expected a string (the schema's URL or path); got \(schema.summary)")
    }
    if let version = members["version"] { _ = integer(version, at: members.path("version"), in: 1...1) }
    let container = members["container"].map { readContainer($0, at: members.path("container")) } ?? Spec.Container()
    let configuration =
      members["configuration"].map { readConfiguration($0, at: members.path("configuration")) } ?? Spec.Configuration()
    var sections: [Spec.Section]?
    switch (members["sections"], members["repeatSection"]) {
    case (let list?, nil):
      sections = each(
        list, at: members.path("sections"), maximumCount: LayoutSpecLimits.maximumSections, what: "sections", section)
    case (nil, let repeated?):
      sections = repeatSection(repeated, at: members.path("repeatSection"))
    case (_?, _?):
      report(members.path("repeatSection"), "give either \"sections\" or \"repeatSection\", not both")
    case (nil, nil):
      report(
        members.path("sections"),
        "required member is missing; add \"sections\": [ … ] or \"repeatSection\": { … }")
    }
    guard let container, let configuration, let sections else { return nil }
    let specification = Spec(
      container: container, configuration: configuration, sections: sections,
      repeatsSection: members["repeatSection"] != nil)
    if let index = specification.firstSectionOverSlotBudget() {
      let path =
        specification.repeatsSection
        ? members.path("repeatSection").key("numberOfItemsInSection").index(index)
        : members.path("sections").index(index).key("group")
      report(
        path,
        "with this section the groups of all sections hold more than \(LayoutSpecLimits.maximumTotalGroupSlots) "
          + "item slots together (each section's group is laid out once); use fewer sections, smaller counts or "
          + "larger items")
      return nil
    }
    return specification
  }

  private func readContainer(_ value: JSONValue, at path: JSONPath) -> Spec.Container? {
    let keys = [
      "width", "height", "safeAreaInsets", "layoutMargins", "readableContentInsets", "layoutDirection",
      "displayScale", "pixelRounding",
    ]
    guard let members = object(value, at: path, keys: keys, what: "a container") else { return nil }
    var container = Spec.Container()
    if let value = members["width"] {
      container.width = positiveLength(value, at: members.path("width")) ?? container.width
    }
    if let value = members["height"] {
      container.height = positiveLength(value, at: members.path("height")) ?? container.height
    }
    if let value = members["safeAreaInsets"] {
      container.safeAreaInsets = safeAreaInsets(value, at: members.path("safeAreaInsets")) ?? .zero
    }
    container.layoutMargins = members["layoutMargins"].flatMap {
      directionalInsets($0, at: members.path("layoutMargins"))
    }
    container.readableContentInsets = members["readableContentInsets"].flatMap {
      directionalInsets($0, at: members.path("readableContentInsets"))
    }
    if let value = members["layoutDirection"] {
      container.layoutDirection =
        choice(value, at: members.path("layoutDirection"), ["leftToRight": .leftToRight, "rightToLeft": .rightToLeft])
        ?? .leftToRight
    }
    if let value = members["displayScale"] {
      container.displayScale =
        number(value, at: members.path("displayScale"), in: 1...10, unit: "pixels per point") ?? 3
    }
    if let value = members["pixelRounding"] {
      container.pixelRounding =
        choice(value, at: members.path("pixelRounding"), ["floor": .floor, "nearest": .nearest, "none": .none])
        ?? .floor
    }
    return container
  }

  private func safeAreaInsets(_ value: JSONValue, at path: JSONPath) -> UIEdgeInsets? {
    let edges = ["top", "left", "bottom", "right"]
    guard let members = object(value, at: path, keys: edges, what: "safe-area insets") else { return nil }
    let values = edges.map { edge in
      members[edge].map { length($0, at: members.path(edge)) } ?? 0
    }
    return UIEdgeInsets(top: values[0] ?? 0, left: values[1] ?? 0, bottom: values[2] ?? 0, right: values[3] ?? 0)
  }

  private func readConfiguration(_ value: JSONValue, at path: JSONPath) -> Spec.Configuration? {
    let keys = ["scrollDirection", "interSectionSpacing", "contentInsetsReference", "boundarySupplementaryItems"]
    guard let members = object(value, at: path, keys: keys, what: "a configuration") else { return nil }
    var configuration = Spec.Configuration()
    if let value = members["scrollDirection"] {
      configuration.scrollDirection =
        choice(value, at: members.path("scrollDirection"), ["vertical": .vertical, "horizontal": .horizontal])
        ?? .vertical
    }
    if let value = members["interSectionSpacing"] {
      configuration.interSectionSpacing = length(value, at: members.path("interSectionSpacing")) ?? 0
    }
    if let value = members["contentInsetsReference"] {
      configuration.contentInsetsReference =
        choice(value, at: members.path("contentInsetsReference"), Self.insetsReferences) ?? .safeArea
    }
    configuration.boundarySupplementaryItems = boundaryItems(of: members)
    return configuration
  }
}
