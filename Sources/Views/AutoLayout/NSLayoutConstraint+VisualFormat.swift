import Foundation

extension NSLayoutConstraint {
  /// Options of `constraints(withVisualFormat:options:metrics:views:)`: alignment of every view in the format, and the
  /// direction of horizontal formats.
  ///
  /// UIKit parity: `NSLayoutConstraint.FormatOptions`; same members and raw values.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let spacingEdgeToEdge = FormatOptions([])
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
  }

  /// The constraints a visual-format string describes, e.g. `"H:|-[title]-|"` or `"V:|-[a]-8-[b(==44@750)]|"`.
  ///
  /// Grammar and meaning as Apple's Auto Layout Guide gives them: an optional orientation (`H:` default, `V:`), an
  /// optional leading superview edge `|`, views `[name(predicates)]` joined by connections (`-` standard space:
  /// 8 pt between views, 20 pt to the superview's edge, uikit-view-metrics.md §3.4; `-n-` or `-(predicates)-`; nothing
  /// for flush), an optional trailing `|`. Predicates: an optional relation (`==`, `<=`, `>=`), a number, a metric
  /// name or a view name, and an optional `@priority`. Horizontal formats use leading/trailing unless the options
  /// say left-to-right or right-to-left. The constraints are returned inactive.
  ///
  /// - Precondition (trap, as UIKit raises an invalid-argument exception): the format parses, and every view and
  ///   metric it names is in `views` / `metrics`; the message shows the format and where it failed.
  /// - Complexity: O(length of the format).
  ///
  /// UIKit parity: `constraints(withVisualFormat:options:metrics:views:)`.
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
    return parser.parse()
  }
}

/// A recursive-descent reader of Auto Layout's visual format language.
@MainActor
struct VisualFormatParser {
  let characters: [Character]
  let format: String
  let options: NSLayoutConstraint.FormatOptions
  let metrics: [String: Any]
  let views: [String: Any]
  var index = 0
  var vertical = false
  var made: [NSLayoutConstraint] = []

  init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
    self.format = format
    characters = Array(format.filter { !$0.isWhitespace })
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  /// One predicate: `relation object @priority`; the object is a constant or a view.
  struct Predicate {
    var relation: NSLayoutConstraint.Relation = .equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority: UILayoutPriority = .required
  }

  /// What joins two items: standard spacing, or explicit predicates.
  enum Connection {
    case flush
    case standard
    case predicates([Predicate])
  }

  func fail(_ reason: String) -> Never {
    let marker = String(repeating: " ", count: index) + "^"
    usageFailure(
      "Unable to parse constraint format: \(reason)\n\(format)\n\(marker)\nFix: check the format against the visual "
        + "format language, and that every name is in views: or metrics:.")
  }

  var current: Character? { index < characters.count ? characters[index] : nil }

  mutating func consume(_ character: Character) -> Bool {
    guard current == character else { return false }
    index += 1
    return true
  }

  mutating func identifier() -> String {
    var name = ""
    while let character = current, character.isLetter || character.isNumber || character == "_" {
      name.append(character)
      index += 1
    }
    return name
  }

  mutating func number() -> CGFloat? {
    var text = ""
    if current == "-" || current == "+" {
      text.append(characters[index])
      index += 1
    }
    while let character = current, character.isNumber || character == "." {
      text.append(character)
      index += 1
    }
    return Double(text).map { CGFloat($0) }
  }

  /// A number or a metric name.
  mutating func constant() -> CGFloat {
    if let character = current, character.isNumber || character == "-" || character == "+" {
      guard let value = number() else { fail("expected a number") }
      return value
    }
    let name = identifier()
    guard !name.isEmpty else { fail("expected a number or a metric name") }
    guard let value = metrics[name] else { fail("metric '\(name)' is not a key in the metrics dictionary") }
    if let number = value as? NSNumber { return CGFloat(number.doubleValue) }
    if let double = value as? Double { return CGFloat(double) }
    if let float = value as? CGFloat { return float }
    if let integer = value as? Int { return CGFloat(integer) }
    fail("metric '\(name)' is not a number")
  }

  mutating func predicate() -> Predicate {
    var result = Predicate()
    if consume("=") {
      guard consume("=") else { fail("expected '=='") }
    } else if consume("<") {
      guard consume("=") else { fail("expected '<='") }
      result.relation = .lessThanOrEqual
    } else if consume(">") {
      guard consume("=") else { fail("expected '>='") }
      result.relation = .greaterThanOrEqual
    }
    if let character = current, character.isLetter, let view = views[peekIdentifier()] as? UIView {
      _ = identifier()
      result.view = view
    } else {
      result.constant = constant()
    }
    if consume("@") { result.priority = UILayoutPriority(Float(constant())) }
    return result
  }

  func peekIdentifier() -> String {
    var name = ""
    var position = index
    while position < characters.count,
      characters[position].isLetter || characters[position].isNumber
        || characters[position] == "_"
    {
      name.append(characters[position])
      position += 1
    }
    return name
  }

  mutating func predicateList() -> [Predicate] {
    if consume("(") {
      var list = [predicate()]
      while consume(",") { list.append(predicate()) }
      guard consume(")") else { fail("expected ')'") }
      return list
    }
    return [predicate()]
  }

  mutating func connection() -> Connection {
    guard consume("-") else { return .flush }
    if current == "[" || current == "|" { return .standard }
    let list = predicateList()
    guard consume("-") else { fail("expected '-' after a spacing") }
    return .predicates(list)
  }

  mutating func view() -> UIView {
    guard consume("[") else { fail("expected a view: '[name]'") }
    let name = identifier()
    guard let view = views[name] as? UIView else { fail("'\(name)' is not a key in the views dictionary") }
    if consume("(") {
      index -= 1
      for predicate in predicateList() {
        let constraint = NSLayoutConstraint(
          item: view, attribute: vertical ? .height : .width, relatedBy: predicate.relation, toItem: predicate.view,
          attribute: predicate.view == nil ? .notAnAttribute : (vertical ? .height : .width), multiplier: 1,
          constant: predicate.constant)
        constraint.priority = predicate.priority
        made.append(constraint)
      }
    }
    guard consume("]") else { fail("expected ']'") }
    return view
  }

  var leadingAttribute: NSLayoutConstraint.Attribute {
    if vertical { return .top }
    if options.contains(.directionLeftToRight) { return .left }
    if options.contains(.directionRightToLeft) { return .right }
    return .leading
  }

  var trailingAttribute: NSLayoutConstraint.Attribute {
    if vertical { return .bottom }
    if options.contains(.directionLeftToRight) { return .right }
    if options.contains(.directionRightToLeft) { return .left }
    return .trailing
  }

  /// `later.leading = earlier.trailing + spacing` for each predicate of `connection`; `standard` is the default gap.
  mutating func connect(
    _ earlier: UIView, _ later: UIView, with connection: Connection, standard: CGFloat,
    earlierAttribute: NSLayoutConstraint.Attribute, laterAttribute: NSLayoutConstraint.Attribute
  ) {
    let predicates: [Predicate]
    switch connection {
    case .flush: predicates = [Predicate()]
    case .standard: predicates = [Predicate(constant: standard)]
    case .predicates(let list): predicates = list
    }
    for predicate in predicates {
      let constraint = NSLayoutConstraint(
        item: later, attribute: laterAttribute, relatedBy: predicate.relation, toItem: earlier,
        attribute: earlierAttribute, multiplier: 1, constant: predicate.constant)
      constraint.priority = predicate.priority
      made.append(constraint)
    }
  }

  mutating func parse() -> [NSLayoutConstraint] {
    if characters.count >= 2, characters[1] == ":" {
      if characters[0] == "V" {
        vertical = true
      } else if characters[0] != "H" {
        fail("orientation must be H or V")
      }
      index = 2
    }
    let leadingSuperview = consume("|")
    let leadingConnection: Connection = leadingSuperview ? connection() : .flush
    var laid: [UIView] = []
    var first = view()
    laid.append(first)
    if leadingSuperview {
      guard let superview = first.superview else { fail("a view beside '|' has no superview") }
      connect(
        superview, first, with: leadingConnection, standard: 20, earlierAttribute: leadingAttribute,
        laterAttribute: leadingAttribute)
    }
    while current != nil {
      let between = connection()
      if consume("|") {
        guard let superview = first.superview else { fail("a view beside '|' has no superview") }
        connect(
          first, superview, with: between, standard: 20, earlierAttribute: trailingAttribute,
          laterAttribute: trailingAttribute)
        break
      }
      let next = view()
      connect(
        first, next, with: between, standard: 8, earlierAttribute: trailingAttribute,
        laterAttribute: leadingAttribute)
      laid.append(next)
      first = next
    }
    if current != nil { fail("unexpected characters after the format") }
    addAlignment(laid)
    return made
  }

  mutating func addAlignment(_ laid: [UIView]) {
    let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
      (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
      (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
    guard let anchor = laid.first else { return }
    for (option, attribute) in alignments where options.contains(option) {
      for view in laid.dropFirst() {
        made.append(
          NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: .equal, toItem: anchor, attribute: attribute, multiplier: 1,
            constant: 0))
      }
    }
  }
}
