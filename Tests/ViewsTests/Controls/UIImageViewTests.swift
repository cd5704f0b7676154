import Foundation
import Testing
import Views

@MainActor
final class AvatarView: UIImageView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .scaleAspectFill
  }
  required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor
@Suite("UIImageView")
struct UIImageViewTests {
  @Test func noImageMeansNoIntrinsicSize() {
    let view = UIImageView()
    #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    #expect(view.isUserInteractionEnabled == false)
  }

  @Test func initWithImageSizesTheFrameToTheImage() throws {
    let image = try #require(UIImage(named: "photo", size: CGSize(width: 40, height: 30)))
    let view = UIImageView(image: image)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
  }

  @Test func highlightedImageWinsWhileHighlighted() throws {
    let image = try #require(UIImage(named: "a", size: CGSize(width: 10, height: 10)))
    let highlighted = try #require(UIImage(named: "b", size: CGSize(width: 20, height: 24)))
    let view = UIImageView(image: image, highlightedImage: highlighted)
    #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10))
    view.isHighlighted = true
    #expect(view.intrinsicContentSize == CGSize(width: 20, height: 24))
    #expect(view.displayedImage === highlighted)
  }

  @Test func symbolConfigurationSizesSymbols() throws {
    let view = UIImageView(image: UIImage(systemName: "star.fill"))
    #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
    // A symbol placeholder is 1.2 × the point size: 25 × 1.2 = 30.
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 25)
    #expect(view.intrinsicContentSize == CGSize(width: 30, height: 30))
    // The sample's `.init(font:scale:)`: body at Large is 17 pt → 20.4.
    view.preferredSymbolConfiguration = .init(font: .preferredFont(forTextStyle: .body), scale: .large)
    #expect(abs(view.intrinsicContentSize.width - 20.4) < 1e-9)
  }

  @Test func imageChangesInvalidateTheIntrinsicSize() {
    let container = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIImageView()
    container.addSubview(view)
    container.layoutIfNeeded()
    let before = container.layoutCount
    view.image = UIImage(systemName: "star")
    container.layoutIfNeeded()
    #expect(container.layoutCount == before + 1)
  }

  @Test func userSubclassCompiles() {
    let view = AvatarView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.contentMode == .scaleAspectFill)
    view.tintColor = .systemRed
    #expect(view.tintColor == UIColor.systemRed)
  }
}
