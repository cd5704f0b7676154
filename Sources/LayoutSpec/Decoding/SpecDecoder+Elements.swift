import CompositionalLayout
import Foundation

typealias Spec = LayoutSpecification

extension SpecDecoder {
  static let dimensionKinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]
  static let sizeHint = "{\"widthDimension\": {\"fractionalWidth\": 1}, \"heightDimension\": {\"absolute\": 44}}"

  /// `{"fractionalWidth": 0.5}`, `{"absolute": 44}`, … — exactly one member.
  func dimension(_ value: JSONValue, at path: JSONPath) -> Spec.Dimension? {
    let expectation = "expected one of " + Self.dimensionKinds.joined(separator: ", ")
    guard case .object(let members) = value else {
      report(path, "\(expectation) as an object such as {\"fractionalWidth\": 1}; got \(value.summary)")
      return nil
    }
    guard members.count == 1, let member = members.first else {
      report(path, "\(expectation) (exactly one); got \(members.count) members")
      return nil
    }
    let valuePath = path.key(member.key)
    let fraction = -Double(LayoutSpecLimits.maximumFraction)...Double(LayoutSpecLimits.maximumFraction)
    switch member.key {
    case "fractionalWidth":
      return number(member.value, at: valuePath, in: 0...fraction.upperBound, unit: "fraction").map {
        .fractionalWidth($0)
      }
    case "fractionalHeight":
      return number(member.value, at: valuePath, in: 0...fraction.upperBound, unit: "fraction").map {
        .fractionalHeight($0)
      }
    case "absolute": return length(member.value, at: valuePath).map { .absolute($0) }
    case "estimated": return length(member.value, at: valuePath).map { .estimated($0) }
    case "uniformAcrossSiblings":
      return length(member.value, at: valuePath).map { .uniformAcrossSiblings(estimate: $0) }
    default:
      var message = "\(expectation); got \(quoted(member.key))"
      if let suggestion = closestMatch(to: member.key, in: Self.dimensionKinds) {
        message += " (did you mean \(quoted(suggestion))?)"
      }
      report(path, message)
      return nil
    }
  }

  /// `{"widthDimension": …, "heightDimension": …}`.
  func size(_ value: JSONValue, at path: JSONPath) -> Spec.Size? {
    guard let members = object(value, at: path, keys: ["widthDimension", "heightDimension"], what: "a layout size")
    else { return nil }
    let width = required(members, "widthDimension", hint: "{\"fractionalWidth\": 1}").flatMap {
      dimension($0, at: members.path("widthDimension"))
    }
    let height = required(members, "heightDimension", hint: "{\"absolute\": 44}").flatMap {
      dimension($0, at: members.path("heightDimension"))
    }
    guard let width, let height else { return nil }
    return Spec.Size(widthDimension: width, heightDimension: height)
  }

  /// The layout size of `members` (required).
  func layoutSize(of members: Members) -> Spec.Size? {
    required(members, "layoutSize", hint: Self.sizeHint).flatMap { size($0, at: members.path("layoutSize")) }
  }

  /// `{"top": 8, "leading": 16, …}`; missing edges are 0; negative values are allowed.
  func directionalInsets(_ value: JSONValue, at path: JSONPath) -> NSDirectionalEdgeInsets? {
    let edges = ["top", "leading", "bottom", "trailing"]
    guard let members = object(value, at: path, keys: edges, what: "directional edge insets") else { return nil }
    let limit = Double(LayoutSpecLimits.maximumLength)
    var values: [CGFloat] = []
    for edge in edges {
      guard let member = members[edge] else {
        values.append(0)
        continue
      }
      if let value = number(member, at: members.path(edge), in: -limit...limit) { values.append(value) }
    }
    guard values.count == 4 else { return nil }
    return NSDirectionalEdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
  }

  /// `contentInsets` of `members`, zero when absent.
  func contentInsets(of members: Members) -> NSDirectionalEdgeInsets? {
    guard let value = members["contentInsets"] else { return .zero }
    return directionalInsets(value, at: members.path("contentInsets"))
  }

  /// `{"fixed": 8}` or `{"flexible": 8}`.
  func spacing(_ value: JSONValue, at path: JSONPath) -> Spec.Spacing? {
    guard case .object(let members) = value, members.count == 1, let member = members.first,
      ["fixed", "flexible"].contains(member.key)
    else {
      report(path, "expected {\"fixed\": points} or {\"flexible\": points}; got \(value.summary)")
      return nil
    }
    let limit = Double(LayoutSpecLimits.maximumLength)
    guard let points = number(member.value, at: path.key(member.key), in: -limit...limit) else { return nil }
    return member.key == "fixed" ? .fixed(points) : .flexible(points)
  }

  /// `{"leading": {"fixed": 0}, "top": {"flexible": 0}, …}`.
  func edgeSpacing(_ value: JSONValue, at path: JSONPath) -> Spec.EdgeSpacing? {
    let edges = ["leading", "top", "trailing", "bottom"]
    guard let members = object(value, at: path, keys: edges, what: "edge spacing") else { return nil }
    var result = Spec.EdgeSpacing()
    var valid = true
    for edge in edges {
      guard let member = members[edge] else { continue }
      guard let spacing = spacing(member, at: members.path(edge)) else {
        valid = false
        continue
      }
      switch edge {
      case "leading": result.leading = spacing
      case "top": result.top = spacing
      case "trailing": result.trailing = spacing
      default: result.bottom = spacing
      }
    }
    return valid ? result : nil
  }

  /// `{"x": 0, "y": 0}` with magnitudes up to `limit`; missing coordinates are 0.
  func point(_ value: JSONValue, at path: JSONPath, limit: CGFloat, unit: String) -> CGPoint? {
    guard let members = object(value, at: path, keys: ["x", "y"], what: "a point") else { return nil }
    let range = -Double(limit)...Double(limit)
    let x = members["x"].map { number($0, at: members.path("x"), in: range, unit: unit) } ?? 0
    let y = members["y"].map { number($0, at: members.path("y"), in: range, unit: unit) } ?? 0
    guard let x, let y else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// `{"edges": ["top", "trailing"], "absoluteOffset" | "fractionalOffset": {"x": …, "y": …}}`.
  func anchor(_ value: JSONValue, at path: JSONPath) -> Spec.Anchor? {
    let keys = ["edges", "absoluteOffset", "fractionalOffset"]
    guard let members = object(value, at: path, keys: keys, what: "an anchor") else { return nil }
    let names: KeyValuePairs<String, NSDirectionalRectEdge> = [
      "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
    ]
    var edges: NSDirectionalRectEdge = []
    var valid = true
    for edge in each(
      required(members, "edges", hint: "[\"top\", \"trailing\"]"), at: members.path("edges"), maximumCount: 4,
      what: "edges", { choice($0, at: $1, names) })
    {
      edges.insert(edge)
    }
    if members["edges"] == nil { valid = false }
    var offset = Spec.Anchor.Offset.absolute(.zero)
    if members["absoluteOffset"] != nil, members["fractionalOffset"] != nil {
      report(members.path("fractionalOffset"), "give either absoluteOffset or fractionalOffset, not both")
      valid = false
    } else if let absolute = members["absoluteOffset"] {
      let point = point(
        absolute, at: members.path("absoluteOffset"), limit: LayoutSpecLimits.maximumLength, unit: "points")
      if let point { offset = .absolute(point) } else { valid = false }
    } else if let fractional = members["fractionalOffset"] {
      let point = point(
        fractional, at: members.path("fractionalOffset"), limit: LayoutSpecLimits.maximumFraction, unit: "fraction")
      if let point { offset = .fractional(point) } else { valid = false }
    }
    return valid ? Spec.Anchor(edges: edges, offset: offset) : nil
  }

  /// `elementKind` of `members` (required, 1…256 characters).
  func elementKind(of members: Members, hint: String) -> String? {
    required(members, "elementKind", hint: hint).flatMap {
      string($0, at: members.path("elementKind"), maximumLength: LayoutSpecLimits.maximumElementKindLength)
    }
  }

  /// `zIndex` of `members`, or `defaultValue`.
  func zIndex(of members: Members, default defaultValue: Int) -> Int? {
    guard let value = members["zIndex"] else { return defaultValue }
    let limit = LayoutSpecLimits.maximumZIndex
    return integer(value, at: members.path("zIndex"), in: -limit...limit)
  }
}
