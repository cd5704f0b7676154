import Foundation
import Testing
import Views

@MainActor
final class SearchRecorder: UISearchBarDelegate {
  var texts: [String] = []
  var searches = 0
  var blocksDigits = false
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { texts.append(searchText) }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searches += 1 }
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    !(blocksDigits && text.contains(where: \.isNumber))
  }
}

@MainActor
final class CountingStack: UIStackView {
  var layoutCount = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
  }
}

@MainActor
@Suite("Segmented control, search bar, text field, stack view")
struct SegmentsSearchAndStackTests {
  @Test func segmentsFromItemsAndInsertion() {
    let control = UISegmentedControl(items: ["One", "Two", UIImage(systemName: "star") as Any])
    #expect(control.numberOfSegments == 3)
    #expect(control.titleForSegment(at: 1) == "Two")
    #expect(control.imageForSegment(at: 2) != nil)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Zero", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2)  // the selection follows its segment
    #expect(control.titleForSegment(at: 0) == "Zero")
    control.selectedSegmentIndex = 9
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func segmentedIntrinsicSize() {
    let control = UISegmentedControl(items: ["A", "Longer"])
    // Equal widths: the widest title at 13 pt (rounded to thirds) + 2 × 12 (chosen); height 32 (chosen).
    let widest = (TextMeasurer().size(of: "Longer", font: .systemFont(ofSize: 13)).width * 3).rounded(.up) / 3
    #expect(control.intrinsicContentSize == CGSize(width: 2 * (widest + 24), height: 32))
    control.setWidth(50, forSegmentAt: 0)
    #expect(control.intrinsicContentSize.width == 50 + widest + 24)
    // §5.2: 250 horizontally, 750 vertically in code.
    #expect(control.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(control.contentHuggingPriority(for: .vertical) == .defaultHigh)
  }

  @Test func segmentActionsRunOnTap() {
    var log: [String] = []
    let control = UISegmentedControl(
      frame: .zero,
      actions: [
        UIAction(title: "List") { _ in log.append("list") }, UIAction(title: "Grid") { _ in log.append("grid") },
      ])
    control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
    control.tapSegment(at: 1)
    #expect(control.selectedSegmentIndex == 1)
    #expect(log == ["grid", "changed"])
    #expect(control.titleForSegment(at: 0) == "List")
  }

  @Test func searchBarTypingTellsTheDelegate() {
    let bar = UISearchBar(frame: .zero)
    let recorder = SearchRecorder()
    bar.delegate = recorder
    bar.text = "set"  // programmatic: no delegate call
    #expect(recorder.texts.isEmpty)
    bar.replaceText(with: "")
    bar.typeText("Ev")
    bar.typeText("e")
    bar.deleteBackward()
    recorder.blocksDigits = true
    bar.typeText("1")
    bar.tapSearchButton()
    #expect(recorder.texts == ["", "Ev", "Eve", "Ev"])
    #expect(bar.text == "Ev")
    #expect(bar.searchTextField.text == "Ev")
    #expect(recorder.searches == 1)
  }

  @Test func searchBarIs56Tall() {
    let bar = UISearchBar()
    // §2.1 PAPR.
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
    #expect(bar.text == "")
  }

  @Test func textFieldTypingSendsEditingChanged() {
    let field = UITextField()
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    #expect(field.text == "")
    field.insertText("Hi")
    field.deleteBackward()
    #expect(field.text == "H")
    #expect(changes == 2)
    #expect(field.intrinsicContentSize.height == 34)  // chosen
  }

  @Test func stackViewArrangement() {
    let a = UIView()
    let b = UILabel()
    let c = UIImageView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    #expect(stack.arrangedSubviews == [a, b])
    #expect(stack.subviews == [a, b])
    stack.insertArrangedSubview(c, at: 1)
    #expect(stack.arrangedSubviews == [a, c, b])
    stack.setCustomSpacing(12, after: a)
    #expect(stack.customSpacing(after: a) == 12)
    #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews == [c, b])
    #expect(stack.subviews.contains(a))  // still a subview, as in UIKit
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    b.removeFromSuperview()
    #expect(stack.arrangedSubviews == [c])
  }

  @Test func stackViewChangesScheduleLayout() {
    let stack = CountingStack(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    stack.layoutIfNeeded()
    let passes = stack.layoutCount
    stack.axis = .vertical
    stack.layoutIfNeeded()
    stack.alignment = .top
    #expect(stack.alignment == .leading)
    stack.layoutIfNeeded()
    stack.layoutIfNeeded()  // nothing changed: no pass
    #expect(stack.layoutCount == passes + 2)
    #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    #expect(UIStackView.Alignment.bottom.rawValue == 4)
  }
}
