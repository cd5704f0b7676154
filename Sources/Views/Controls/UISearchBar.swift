import Foundation

/// A search field in a bar, with optional cancel, bookmark and scope buttons.
///
/// It is 56 pt tall (iOS 11+; uikit-view-metrics.md §2.1, PAPR) and takes its width from its constraints
/// (no intrinsic width). Setting `text` tells no one (as in UIKit); the headless helpers `typeText(_:)`,
/// `deleteBackward()`, `tapSearchButton()` and `tapCancelButton()` do what the keyboard and buttons do, calling the
/// delegate as UIKit does.
///
/// UIKit parity: `UISearchBar` (`text`, `placeholder`, `prompt`, `delegate`, `searchBarStyle`,
/// `showsCancelButton`, `setShowsCancelButton(_:animated:)`, `showsBookmarkButton`, `showsSearchResultsButton`,
/// `showsScopeBar`, `scopeButtonTitles`, `selectedScopeButtonIndex`, `barTintColor`, `searchTextField`,
/// `isTranslucent`). Content hugging 250 horizontally and 750 vertically for a bar made in code (§5.2, SO-HUG).
/// Differences: the scope bar does not add height; `searchTextField` mirrors `text` one way (bar to field).
@MainActor
open class UISearchBar: UIView {
  /// How the bar is drawn.
  ///
  /// UIKit parity: `UISearchBar.Style`; same cases and raw values.
  public enum Style: Int, Sendable {
    case `default` = 0
    case prominent = 1
    case minimal = 2
  }

  /// The bar's height in points: 56 (iOS 11+; uikit-view-metrics.md §2.1, PAPR).
  public static let barHeight: CGFloat = 56

  /// The search text; nil reads as "". Setting it does not call the delegate.
  ///
  /// UIKit parity: `UISearchBar.text`.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue ?? ""
      searchTextField.text = storedText
    }
  }
  /// The text shown while empty. Default nil.
  ///
  /// UIKit parity: `placeholder`.
  open var placeholder: String? {
    didSet { searchTextField.placeholder = placeholder }
  }
  /// A line above the field (kept as data). Default nil.
  ///
  /// UIKit parity: `prompt`.
  open var prompt: String?
  /// The delegate told about editing and button taps. Default nil.
  ///
  /// UIKit parity: `delegate` (weak).
  open weak var delegate: (any UISearchBarDelegate)?
  /// The bar's style. Default `.default`.
  ///
  /// UIKit parity: `searchBarStyle`.
  open var searchBarStyle: Style = .default
  /// Whether the cancel button shows. Default false.
  ///
  /// UIKit parity: `showsCancelButton`.
  open var showsCancelButton = false
  /// Whether the bookmark button shows (kept as data). Default false.
  ///
  /// UIKit parity: `showsBookmarkButton`.
  open var showsBookmarkButton = false
  /// Whether the results-list button shows (kept as data). Default false.
  ///
  /// UIKit parity: `showsSearchResultsButton`.
  open var showsSearchResultsButton = false
  /// Whether the scope bar shows (kept as data). Default false.
  ///
  /// UIKit parity: `showsScopeBar`.
  open var showsScopeBar = false
  /// The scope buttons' titles. Default nil.
  ///
  /// UIKit parity: `scopeButtonTitles`.
  open var scopeButtonTitles: [String]?
  /// The selected scope button. Default 0.
  ///
  /// UIKit parity: `selectedScopeButtonIndex`.
  open var selectedScopeButtonIndex = 0
  /// The bar's background tint. Default nil.
  ///
  /// UIKit parity: `barTintColor`.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent (kept as data). Default true.
  ///
  /// UIKit parity: `isTranslucent`.
  open var isTranslucent = true
  /// The field inside the bar (text and placeholder mirror the bar's).
  ///
  /// UIKit parity: `searchTextField` (a `UISearchTextField` in UIKit; a `UITextField` here).
  public let searchTextField = UITextField()

  private var storedText = ""

  /// Creates a search bar with a frame in points.
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setDefaultContentHugging(horizontal: .defaultLow, vertical: .defaultHigh)
  }

  /// Creates a search bar from an archive (headless: empty, zero frame).
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setDefaultContentHugging(horizontal: .defaultLow, vertical: .defaultHigh)
  }

  /// Shows or hides the cancel button (no animation headless).
  ///
  /// UIKit parity: `setShowsCancelButton(_:animated:)`.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// No intrinsic width by 56 pt (uikit-view-metrics.md §2.1, PAPR).
  ///
  /// UIKit parity: `intrinsicContentSize`.
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

  /// `size.width` by 56 pt.
  ///
  /// UIKit parity: `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

  // MARK: Headless input

  /// Headless: types `string` at the end of the text — asks `searchBar(_:shouldChangeTextIn:replacementText:)`,
  /// then changes the text and calls `searchBar(_:textDidChange:)`.
  ///
  /// UIKit parity: none (keyboard input).
  public func typeText(_ string: String) {
    replace(NSRange(location: (storedText as NSString).length, length: 0), with: string)
  }

  /// Headless: deletes the last character, telling the delegate as `typeText(_:)` does.
  ///
  /// UIKit parity: none (the delete key).
  public func deleteBackward() {
    guard let last = storedText.last else { return }
    let length = String(last).utf16.count
    replace(NSRange(location: (storedText as NSString).length - length, length: length), with: "")
  }

  /// Headless: replaces the whole text (as pasting over a selection), telling the delegate once.
  ///
  /// UIKit parity: none.
  public func replaceText(with string: String) {
    replace(NSRange(location: 0, length: (storedText as NSString).length), with: string)
  }

  /// Headless: taps the keyboard's search button (`searchBarSearchButtonClicked(_:)`).
  ///
  /// UIKit parity: none.
  public func tapSearchButton() { delegate?.searchBarSearchButtonClicked(self) }

  /// Headless: taps the cancel button (`searchBarCancelButtonClicked(_:)`).
  ///
  /// UIKit parity: none.
  public func tapCancelButton() { delegate?.searchBarCancelButtonClicked(self) }

  /// Headless: taps a scope button, selecting it and calling `searchBar(_:selectedScopeButtonIndexDidChange:)`.
  ///
  /// UIKit parity: none.
  public func tapScopeButton(at index: Int) {
    selectedScopeButtonIndex = index
    delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
  }

  private func replace(_ range: NSRange, with string: String) {
    if let delegate, !delegate.searchBar(self, shouldChangeTextIn: range, replacementText: string) { return }
    storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
    searchTextField.text = storedText
    delegate?.searchBar(self, textDidChange: storedText)
  }
}

/// What a search bar tells its delegate; every method has a default.
///
/// UIKit parity: `UISearchBarDelegate` (the methods below; defaults allow every change).
@MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Whether editing may begin. Default true.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether editing may end. Default true.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The text changed by typing.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether the characters in `range` (UTF-16) may be replaced by `text`. Default true.
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The keyboard's search button was tapped.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The bookmark button was tapped.
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  /// The cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The results-list button was tapped.
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  /// A scope button was selected.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
