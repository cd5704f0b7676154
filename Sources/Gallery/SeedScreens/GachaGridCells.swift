import CollectionView
import Foundation
import Views

/// An item of the gacha grid post: a rounded square with a placeholder picture and the item's name under it.
///
/// Written with anchors: the picture centred horizontally, 12 pt from the top, 60 % of the cell's width square; the
/// name (13 pt, centred, one line) 8 pt from the sides and the bottom. The grid gives the size; nothing is measured.
///
/// UIKit parity: an ordinary `UICollectionViewCell` subclass.
@MainActor
public final class GachaItemCell: UICollectionViewCell {
  /// The item's picture.
  public let itemImageView = UIImageView()
  /// The item's name.
  public let nameLabel = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemBackground
    contentView.layer.cornerRadius = 12
    contentView.clipsToBounds = true
    itemImageView.image = UIImage(systemName: "gift.fill")
    itemImageView.tintColor = .systemOrange
    itemImageView.contentMode = .scaleAspectFit
    nameLabel.font = UIFont.systemFont(ofSize: 13)
    nameLabel.textAlignment = .center
    nameLabel.textColor = .label
    for view in [itemImageView, nameLabel] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    NSLayoutConstraint.activate([
      itemImageView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      itemImageView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      itemImageView.widthAnchor.constraint(equalTo: contentView.widthAnchor, multiplier: 0.6),
      itemImageView.heightAnchor.constraint(equalTo: itemImageView.widthAnchor),
      nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
      nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
      nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  /// A selected item shows a 3-pt orange ring inside its rounded square (the post shows no selection; ours, so a
  /// tap is visible).
  public override var isSelected: Bool {
    didSet {
      contentView.layer.borderWidth = isSelected ? 3 : 0
      contentView.layer.borderColor = UIColor.systemOrange.cgColor
    }
  }
}

/// The grid section's footer: the page control, centred.
///
/// UIKit parity: an ordinary `UICollectionReusableView` subclass.
@MainActor
public final class GachaPageControlFooter: UICollectionReusableView {
  /// The page control.
  public let pageControl = UIPageControl()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    pageControl.pageIndicatorTintColor = .systemGray4
    pageControl.currentPageIndicatorTintColor = .systemOrange
    pageControl.translatesAutoresizingMaskIntoConstraints = false
    addSubview(pageControl)
    NSLayoutConstraint.activate([
      pageControl.centerXAnchor.constraint(equalTo: centerXAnchor),
      pageControl.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// An action button under the grid: a rounded filled band with a centred bold title.
///
/// UIKit parity: an ordinary `UICollectionViewCell` subclass.
@MainActor
public final class GachaActionCell: UICollectionViewCell {
  /// The action's title.
  public let titleLabel = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemOrange
    contentView.layer.cornerRadius = 10
    contentView.clipsToBounds = true
    titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
    titleLabel.textColor = .white
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
