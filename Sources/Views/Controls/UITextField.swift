import Foundation

/// An editable one-line text field (minimal, headless).
///
/// Typing is `insertText(_:)` / `deleteBackward()` (UIKit's UIKeyInput methods): each asks the delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, changes `text` and sends `.editingChanged`. Setting
/// `text` directly sends nothing (as in UIKit). Sizes are chosen: 34 pt tall; as wide as the text (or placeholder)
/// in `font` rounded up to the pixel grid, plus 7 pt on each side.
///
/// UIKit parity: `UITextField` (`text`, `placeholder`, `font`, `textColor`, `textAlignment`, `borderStyle`,
/// `clearButtonMode`, `isSecureTextEntry`, `delegate`, `leftView`/`rightView` as data). Content hugging 250 and
/// compression resistance 750 (uikit-view-metrics.md §5.2, SO-HUG). Differences: no editing session, selection or
/// keyboard.
@MainActor
open class UITextField: UIControl {
  /// The border drawn around the field.
  ///
  /// UIKit parity: `UITextField.BorderStyle`; same cases and raw values.
  public enum BorderStyle: Int, Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }

  /// When an overlay view (clear button, left or right view) shows.
  ///
  /// UIKit parity: `UITextField.ViewMode`; same cases and raw values.
  public enum ViewMode: Int, Sendable {
    case never = 0
    case whileEditing = 1
    case unlessEditing = 2
    case always = 3
  }

  /// The field's height in points (chosen).
  public static let fieldHeight: CGFloat = 34
  /// The horizontal text inset on each side in points (chosen).
  static let horizontalInset: CGFloat = 7

  /// The text; reads "" when empty (UIKit's behaviour). Setting it sends no events.
  ///
  /// UIKit parity: `UITextField.text`.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue ?? ""
      invalidateIntrinsicContentSize()
    }
  }
  /// The text shown while `text` is empty. Default nil.
  ///
  /// UIKit parity: `placeholder`.
  open var placeholder: String? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The font; nil restores the default, the system font at 17 pt (chosen, as a label's, §4.2).
  ///
  /// UIKit parity: `font`.
  open var font: UIFont? {
    get { storedFont }
    set {
      storedFont = newValue ?? .systemFont(ofSize: UILabel.defaultFontSize)
      invalidateIntrinsicContentSize()
    }
  }
  override func effectiveTraitCollectionDidChange(_ previous: UITraitCollection?) {
    super.effectiveTraitCollectionDidChange(previous)
    resolveDynamicTypeFont()
  }
  /// The text colour. Default `.label`.
  ///
  /// UIKit parity: `textColor`.
  open var textColor: UIColor? = .label
  /// The text's horizontal alignment. Default `.natural`.
  ///
  /// UIKit parity: `textAlignment`.
  open var textAlignment: NSTextAlignment = .natural
  /// The border. Default `.none`.
  ///
  /// UIKit parity: `borderStyle`.
  open var borderStyle: BorderStyle = .none
  /// Whether a text-style font (`UIFont.preferredFont(forTextStyle:)`) follows the content size category of the
  /// field's traits. Default false.
  ///
  /// UIKit parity: `adjustsFontForContentSizeCategory` (`UIContentSizeCategoryAdjusting`).
  open var adjustsFontForContentSizeCategory = false {
    didSet { resolveDynamicTypeFont() }
  }
  /// The title of the keyboard's return key (kept as data: there is no keyboard headless). Default `.default`.
  ///
  /// UIKit parity: `returnKeyType` (`UITextInputTraits`).
  open var returnKeyType: UIReturnKeyType = .default
  /// When the clear button shows (kept as data). Default `.never`.
  ///
  /// UIKit parity: `clearButtonMode`.
  open var clearButtonMode: ViewMode = .never
  /// Whether the text is hidden as dots (kept as data). Default false.
  ///
  /// UIKit parity: `isSecureTextEntry`.
  open var isSecureTextEntry = false
  /// A view at the leading edge (kept as data). Default nil.
  ///
  /// UIKit parity: `leftView`.
  open var leftView: UIView?
  /// When `leftView` shows (kept as data). Default `.never`.
  ///
  /// UIKit parity: `leftViewMode`.
  open var leftViewMode: ViewMode = .never
  /// A view at the trailing edge (kept as data). Default nil.
  ///
  /// UIKit parity: `rightView`.
  open var rightView: UIView?
  /// When `rightView` shows (kept as data). Default `.never`.
  ///
  /// UIKit parity: `rightViewMode`.
  open var rightViewMode: ViewMode = .never
  /// The delegate asked before text changes. Default nil.
  ///
  /// UIKit parity: `delegate` (weak).
  open weak var delegate: (any UITextFieldDelegate)?

  private var storedText = ""
  private var storedFont = UIFont.systemFont(ofSize: UILabel.defaultFontSize)

  /// Creates a field with a frame in points.
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a field from an archive (headless: empty, zero frame).
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Whether `text` is not empty.
  ///
  /// UIKit parity: `hasText` (UIKeyInput).
  open var hasText: Bool { !storedText.isEmpty }

  /// Types `string` at the end when the delegate allows it, then sends `.editingChanged`.
  ///
  /// UIKit parity: `insertText(_:)` (UIKeyInput); the insertion point is always the end.
  open func insertText(_ string: String) {
    let range = NSRange(location: (storedText as NSString).length, length: 0)
    replace(range, with: string)
  }

  /// Deletes the last character when the delegate allows it, then sends `.editingChanged`.
  ///
  /// UIKit parity: `deleteBackward()` (UIKeyInput).
  open func deleteBackward() {
    guard let last = storedText.last else { return }
    let length = String(last).utf16.count
    let range = NSRange(location: (storedText as NSString).length - length, length: length)
    replace(range, with: "")
  }

  private func replace(_ range: NSRange, with string: String) {
    if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) { return }
    storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
    invalidateIntrinsicContentSize()
    sendActions(for: .editingChanged)
  }

  /// The text (or placeholder) width plus 7 pt on each side, by 34 pt (chosen).
  ///
  /// UIKit parity: `intrinsicContentSize`.
  open override var intrinsicContentSize: CGSize {
    let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
    let width = UILabel.measurer.size(of: shown, font: storedFont, numberOfLines: 1).width
    return CGSize(
      width: width.roundedUpToPixel(scale: traitCollection.displayScale) + 2 * Self.horizontalInset,
      height: Self.fieldHeight)
  }
}

/// What a text field asks and tells its delegate; every method has a default.
///
/// UIKit parity: `UITextFieldDelegate` (the methods below; defaults allow every change).
@MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin. Default true.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end. Default true.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether the characters in `range` (UTF-16) may be replaced by `string`. Default true.
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  /// Whether the clear button may clear the text. Default true.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key is processed. Default true.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
  /// With `adjustsFontForContentSizeCategory`, replaces a text-style font by the same style at the content size
  /// category in effect.
  func resolveDynamicTypeFont() {
    guard adjustsFontForContentSizeCategory, let font, let style = font.dynamicTextStyle else { return }
    let resolved = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    if resolved.pointSize != font.pointSize { self.font = resolved }
  }
}

/// The title of a keyboard's return key.
///
/// UIKit parity: `UIReturnKeyType`; same cases and raw values.
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  case `continue` = 11
}
