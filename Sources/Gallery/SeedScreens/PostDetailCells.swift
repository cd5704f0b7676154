import CollectionView
import Foundation
import Views

/// A photo of the marketplace post's pager: an image view filling the cell.
///
/// The post's `PostImageCVC` with its SnapKit `edges.equalToSuperview()` written with anchors. Headless there are no
/// photos: the image view shows a coloured ground, one colour per page, with the page's caption centred on it
/// (`captionLabel`, bold 22 pt, white), so the pages can be told apart.
///
/// UIKit parity: an ordinary `UICollectionViewCell` subclass.
@MainActor
public final class PostImageCVC: UICollectionViewCell {
  /// The reuse identifier and supplementary kind the post derives from the class name.
  public static let className = "PostImageCVC"
  /// The photo.
  public let postImageView = UIImageView()
  /// The stand-in photo's caption ("Photo 1 of 5"), centred.
  public let captionLabel = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    postImageView.contentMode = .scaleAspectFill
    postImageView.clipsToBounds = true
    postImageView.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(postImageView)
    captionLabel.font = UIFont.boldSystemFont(ofSize: 22)
    captionLabel.textColor = .white
    captionLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(captionLabel)
    NSLayoutConstraint.activate([
      captionLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      captionLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      postImageView.topAnchor.constraint(equalTo: contentView.topAnchor),
      postImageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      postImageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      postImageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  /// Registers the cell with `target` under ``className``.
  public static func register(target: UICollectionView) {
    target.register(PostImageCVC.self, forCellWithReuseIdentifier: className)
  }

  /// Shows photo `page` (0-based) of `pageCount`: that page's colour and caption.
  public func setData(page: Int, of pageCount: Int) {
    let grounds: [UIColor] = [.systemOrange, .systemTeal, .systemIndigo, .systemBrown, .systemGreen]
    postImageView.backgroundColor = grounds[((page % grounds.count) + grounds.count) % grounds.count]
    captionLabel.text = "Photo \(page + 1) of \(pageCount)"
  }
}

/// The post body of the marketplace post: title, category, price, body text and statistics, one under another.
///
/// The post's `PostContentCVC`: labels pinned 16 pt inside the content view and 8 pt apart, the body wrapping to any
/// number of lines, the content view's bottom 16 pt under the statistics — so the cell's height follows its text
/// (the layout estimates 315).
///
/// UIKit parity: an ordinary `UICollectionViewCell` subclass measured with Auto Layout.
@MainActor
public final class PostContentCVC: UICollectionViewCell {
  /// The reuse identifier the post derives from the class name.
  public static let className = "PostContentCVC"
  /// The post's title, bold 17 pt.
  public let titleLabel = UILabel()
  /// Category and age, 13 pt secondary.
  public let categoryLabel = UILabel()
  /// The price, bold 17 pt.
  public let priceLabel = UILabel()
  /// The post's text, 17 pt, wrapping.
  public let bodyLabel = UILabel()
  /// Chats, favourites and views, 13 pt secondary.
  public let statisticsLabel = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemBackground
    let labels = [titleLabel, categoryLabel, priceLabel, bodyLabel, statisticsLabel]
    for (label, bold) in zip(labels, [true, false, true, false, false]) {
      label.font = bold ? UIFont.boldSystemFont(ofSize: 17) : UIFont.systemFont(ofSize: 17)
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    for label in [categoryLabel, statisticsLabel] {
      label.font = UIFont.systemFont(ofSize: 13)
      label.textColor = .secondaryLabel
    }
    var constraints = [
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
      contentView.bottomAnchor.constraint(equalTo: statisticsLabel.bottomAnchor, constant: 16),
    ]
    for (upper, lower) in zip(labels, labels.dropFirst()) {
      constraints.append(lower.topAnchor.constraint(equalTo: upper.bottomAnchor, constant: 8))
    }
    for label in labels {
      constraints.append(label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16))
      constraints.append(label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16))
    }
    NSLayoutConstraint.activate(constraints)
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  /// Registers the cell with `target` under ``className``.
  public static func register(target: UICollectionView) {
    target.register(PostContentCVC.self, forCellWithReuseIdentifier: className)
  }

  /// Shows `MarketplacePostContent`'s post.
  public func setData() {
    titleLabel.text = MarketplacePostContent.title
    categoryLabel.text = MarketplacePostContent.category
    priceLabel.text = MarketplacePostContent.price
    bodyLabel.text = MarketplacePostContent.body
    statisticsLabel.text = MarketplacePostContent.statistics
  }
}

/// The seller's profile above the post body: a 44 × 44 round picture, the name and the neighbourhood line.
///
/// The post's `PostDetailUserHeader`, written with anchors: the picture 16 pt from the leading edge, 14 pt from the
/// top; the name (bold 17 pt) 12 pt after it and top-aligned; the details (13 pt, secondary, wrapping) 2 pt under the
/// name; a one-pixel separator along the bottom, 16 pt in from each side; the bottom at least 14 pt under the picture
/// and the details. The layout estimates 85 pt; Auto Layout measures the rest.
///
/// UIKit parity: an ordinary `UICollectionReusableView` subclass measured with Auto Layout.
@MainActor
public final class PostDetailUserHeader: UICollectionReusableView {
  /// The element kind and reuse identifier the post derives from the class name.
  public static let className = "PostDetailUserHeader"
  /// The seller's picture.
  public let profileImageView = UIImageView()
  /// The seller's name.
  public let nameLabel = UILabel()
  /// The neighbourhood and manner-temperature line.
  public let detailsLabel = UILabel()
  /// The separator under the profile.
  public let separator = UIView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    profileImageView.image = UIImage(systemName: "person.crop.circle.fill")
    profileImageView.backgroundColor = .systemGray5
    profileImageView.tintColor = .systemGray
    profileImageView.layer.cornerRadius = 22
    profileImageView.clipsToBounds = true
    nameLabel.font = UIFont.boldSystemFont(ofSize: 17)
    detailsLabel.font = UIFont.systemFont(ofSize: 13)
    detailsLabel.textColor = .secondaryLabel
    detailsLabel.numberOfLines = 0
    separator.backgroundColor = .separator
    for view in [profileImageView, nameLabel, detailsLabel, separator] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      profileImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      profileImageView.topAnchor.constraint(equalTo: topAnchor, constant: 14),
      profileImageView.widthAnchor.constraint(equalToConstant: 44),
      profileImageView.heightAnchor.constraint(equalToConstant: 44),
      nameLabel.leadingAnchor.constraint(equalTo: profileImageView.trailingAnchor, constant: 12),
      nameLabel.topAnchor.constraint(equalTo: profileImageView.topAnchor),
      nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
      detailsLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      detailsLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
      detailsLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      bottomAnchor.constraint(greaterThanOrEqualTo: profileImageView.bottomAnchor, constant: 14),
      bottomAnchor.constraint(greaterThanOrEqualTo: detailsLabel.bottomAnchor, constant: 14),
      separator.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      separator.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      separator.bottomAnchor.constraint(equalTo: bottomAnchor),
      separator.heightAnchor.constraint(equalToConstant: 1),
    ])
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  /// Shows `MarketplacePostContent`'s seller.
  public func setData() {
    nameLabel.text = MarketplacePostContent.sellerName
    detailsLabel.text = MarketplacePostContent.sellerDetails
  }
}
