import Foundation
import Views

/// A stable text description of a view tree, one line per view, for diffs and snapshot tests.
///
/// Each line is indented by `"   | "` per level (UIKit's `recursiveDescription` style) and reads
/// `<Class; frame = (x y; w h); key = value; …>`: the frame in the superview's coordinates with two decimals, then
/// the properties that differ from their defaults — `hidden`, `alpha`, `backgroundColor` (a system colour's name
/// such as `systemBackground`, else `#rrggbb` or `#rrggbbaa`), `clipsToBounds`, `cornerRadius`, `transform`, a
/// scroll view's `contentOffset` — and per class: a label's `text`, `font` and `textColor`; an image view's image;
/// a button's title; a switch's `on`; a page control's page; a segmented control's selection and titles; a search
/// bar's text or placeholder; a navigation bar's title and items. Text is quoted with `'` and escaped (`\n`, `\'`).
///
/// The description never reads memory addresses, so equal trees always give equal text.
///
/// UIKit parity: `-[UIView recursiveDescription]` (a private debugging method): the same shape, without addresses
/// and layer descriptions, and with colour names instead of colour-space components.
@MainActor
public func viewTreeDescription(of view: UIView) -> String {
  var lines: [String] = []
  describe(view, depth: 0, into: &lines)
  return lines.joined(separator: "\n") + "\n"
}

@MainActor
private func describe(_ view: UIView, depth: Int, into lines: inout [String]) {
  let indent = String(repeating: "   | ", count: depth)
  var fields = [String(describing: type(of: view)), "frame = " + frameText(view.frame)]
  fields += properties(of: view)
  lines.append(indent + "<" + fields.joined(separator: "; ") + ">")
  for subview in view.subviews {
    describe(subview, depth: depth + 1, into: &lines)
  }
}

@MainActor
private func properties(of view: UIView) -> [String] {
  var result: [String] = []
  if view.isHidden { result.append("hidden") }
  if view.alpha != 1 { result.append("alpha = " + fixed(view.alpha)) }
  if let background = view.backgroundColor { result.append("backgroundColor = " + colorName(background)) }
  if view.clipsToBounds { result.append("clipsToBounds") }
  if view.layer.cornerRadius != 0 { result.append("cornerRadius = " + fixed(view.layer.cornerRadius)) }
  if view.layer.borderWidth != 0 { result.append("borderWidth = " + fixed(view.layer.borderWidth)) }
  if view.layer.shadowOpacity != 0 { result.append("shadowOpacity = " + fixed(CGFloat(view.layer.shadowOpacity))) }
  let t = view.transform
  if !t.isIdentity {
    result.append("transform = [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(fixed).joined(separator: ", ") + "]")
  }
  if view.bounds.origin != .zero {
    result.append("bounds.origin = (" + fixed(view.bounds.minX) + " " + fixed(view.bounds.minY) + ")")
  }
  switch view {
  case let label as UILabel:
    if let text = label.text { result.append("text = " + quoted(text)) }
    result.append("font = " + label.font.fontName + " " + fixed(label.font.pointSize))
    result.append("textColor = " + colorName(label.textColor))
    if label.numberOfLines != 1 { result.append("numberOfLines = \(label.numberOfLines)") }
  case let imageView as UIImageView:
    if let image = imageView.displayedImage { result.append("image = " + imageName(image)) }
  case let button as UIButton:
    if let title = button.currentTitle { result.append("title = " + quoted(title)) }
    if button.isSelected { result.append("selected") }
    if !button.isEnabled { result.append("disabled") }
  case let toggle as UISwitch:
    result.append(toggle.isOn ? "on" : "off")
  case let control as UIPageControl:
    result.append("page = \(control.currentPage) of \(control.numberOfPages)")
  case let control as UISegmentedControl:
    let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0).map(quoted) ?? "image" }
    result.append("segments = [" + titles.joined(separator: ", ") + "]")
    result.append("selectedSegmentIndex = \(control.selectedSegmentIndex)")
  case let indicator as UIActivityIndicatorView:
    result.append(indicator.isAnimating ? "animating" : "stopped")
  case let bar as UISearchBar:
    if let text = bar.text, !text.isEmpty { result.append("text = " + quoted(text)) }
    if let placeholder = bar.placeholder { result.append("placeholder = " + quoted(placeholder)) }
  case let field as UITextField:
    if let text = field.text, !text.isEmpty { result.append("text = " + quoted(text)) }
    if let placeholder = field.placeholder { result.append("placeholder = " + quoted(placeholder)) }
  case let bar as UINavigationBar:
    if let item = bar.topItem {
      if let title = item.title { result.append("title = " + quoted(title)) }
      let left = (item.leftBarButtonItems ?? []).map(barItemName)
      let right = (item.rightBarButtonItems ?? []).map(barItemName)
      if !left.isEmpty { result.append("leftItems = [" + left.joined(separator: ", ") + "]") }
      if !right.isEmpty { result.append("rightItems = [" + right.joined(separator: ", ") + "]") }
    }
  case let progress as UIProgressView:
    result.append("progress = " + fixed(CGFloat(progress.progress)))
  default:
    break
  }
  return result
}

@MainActor
private func barItemName(_ item: UIBarButtonItem) -> String {
  let (title, symbol) = SVGScene.content(of: item)
  if let image = item.image { return imageName(image) }
  return title.map(quoted) ?? symbol.map { "symbol " + $0 } ?? "space"
}

private func imageName(_ image: UIImage) -> String {
  let size = fixed(image.size.width) + "x" + fixed(image.size.height)
  if let name = image.systemName { return "symbol " + quoted(name) + " " + size }
  if let name = image.name { return "named " + quoted(name) + " " + size }
  if let path = image.path { return "file " + quoted(URL(fileURLWithPath: path).lastPathComponent) + " " + size }
  return "image " + size
}

/// `(x y; w h)` with two decimals.
func frameText(_ frame: CGRect) -> String {
  "(" + fixed(frame.minX) + " " + fixed(frame.minY) + "; " + fixed(frame.width) + " " + fixed(frame.height) + ")"
}

/// `value` with exactly two decimals ("-0.00" prints as "0.00").
func fixed(_ value: CGFloat) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  let hundredths = Int((value * 100).rounded())
  let magnitude = hundredths.magnitude
  let fraction = magnitude % 100
  return (hundredths < 0 ? "-" : "") + String(magnitude / 100) + (fraction < 10 ? ".0" : ".") + String(fraction)
}

/// `'text'` with `\`, `'` and line breaks escaped.
func quoted(_ text: String) -> String {
  var result = "'"
  for character in text {
    switch character {
    case "\\": result += "\\\\"
    case "'": result += "\\'"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default: result.append(character)
    }
  }
  return result + "'"
}

/// A colour's name for descriptions: a system colour's name (`systemBlue`, `label`), `#rrggbb` / `#rrggbbaa` for a
/// fixed colour, and `dynamic(light #…, dark #…)` for a colour made with a provider.
///
/// UIKit parity: none.
public func colorName(_ color: UIColor) -> String {
  let description = color.description
  let prefix = "<UIDynamicSystemColor: "
  if description.hasPrefix(prefix), description.hasSuffix(">") {
    return String(description.dropFirst(prefix.count).dropLast())
  }
  let light = color.components(for: UITraitCollection(userInterfaceStyle: .light))
  let dark = color.components(for: UITraitCollection(userInterfaceStyle: .dark))
  if description.hasPrefix("<UIDynamicProviderColor"), light != dark {
    return "dynamic(light " + hexWithAlpha(light) + ", dark " + hexWithAlpha(dark) + ")"
  }
  return hexWithAlpha(light)
}

private func hexWithAlpha(_ color: UIColor.Components) -> String {
  let base = SVGWriter.hex(color)
  guard color.alpha < 0.9995 else { return base }
  return base + byteHex(UInt8((color.alpha * 255).rounded()))
}
