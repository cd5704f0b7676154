import Foundation
import Testing
import Views

@MainActor
final class BrandSwitch: UISwitch {
  override init(frame: CGRect) {
    super.init(frame: frame)
    onTintColor = .systemPurple
  }
  required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor
@Suite("Switch, activity indicator, page control, progress view")
struct StandardControlsTests {
  @Test func switchIs51By31() {
    // §6 RADAR-SW: 51 × 31, whatever frame is asked for.
    let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 200))
    #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(UISwitch().sizeThatFits(.zero) == CGSize(width: 51, height: 31))
    // §5.2: switches hug at 750.
    #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
  }

  @Test func switchTapTogglesAndSendsValueChanged() {
    let toggle = BrandSwitch(frame: .zero)
    var values: [Bool] = []
    toggle.addAction(
      UIAction { action in values.append((action.sender as? UISwitch)?.isOn ?? false) }, for: .valueChanged)
    toggle.performPrimaryAction()
    toggle.setOn(false, animated: true)  // programmatic: no action
    #expect(values == [true])
    #expect(toggle.onTintColor == UIColor.systemPurple)
  }

  @Test func activityIndicatorSizesAndHiding() {
    // §6 MERETZKY: 20 × 20 medium, 37 × 37 large.
    let medium = UIActivityIndicatorView(style: .medium)
    #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(medium.frame.size == CGSize(width: 20, height: 20))
    #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(medium.isHidden)
    medium.startAnimating()
    #expect(medium.isAnimating && !medium.isHidden)
    medium.stopAnimating()
    #expect(medium.isHidden)
    medium.hidesWhenStopped = false
    #expect(!medium.isHidden)
    #expect(medium.contentHuggingPriority(for: .vertical) == .defaultHigh)  // §5.2
  }

  @Test func pageControlSizeAndClamping() {
    let pages = UIPageControl()
    #expect(pages.intrinsicContentSize == CGSize(width: 0, height: 26))
    pages.numberOfPages = 3
    // 3 × 16 + 2 × 12 = 72 (chosen) by 26.
    #expect(pages.intrinsicContentSize == CGSize(width: 72, height: 26))
    #expect(pages.size(forNumberOfPages: 5) == CGSize(width: 104, height: 26))
    pages.currentPage = 7
    #expect(pages.currentPage == 2)
    pages.numberOfPages = 2
    #expect(pages.currentPage == 1)
    pages.numberOfPages = 1
    pages.hidesForSinglePage = true
    #expect(!pages.showsIndicators)
  }

  @Test func pageControlTapAdvances() {
    let pages = UIPageControl()
    pages.numberOfPages = 2
    var changes = 0
    pages.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    pages.performPrimaryAction()
    pages.performPrimaryAction()  // already on the last page
    #expect(pages.currentPage == 1)
    #expect(changes == 1)
  }

  @Test func progressViewClampsAndFollowsProgress() {
    let bar = UIProgressView(progressViewStyle: .bar)
    bar.setProgress(1.5, animated: true)
    #expect(bar.progress == 1)
    bar.progress = -1
    #expect(bar.progress == 0)
    let work = Progress(totalUnitCount: 4)
    work.completedUnitCount = 1
    bar.observedProgress = work
    #expect(bar.progress == 0.25)
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
    #expect(bar.contentHuggingPriority(for: .vertical) == .defaultHigh)  // §5.2
  }
}
