import CollectionView
import Foundation
import Views

/// The comment cell of the comment-thread post: a 40 × 40 profile image, the nickname and the comment.
///
/// The post builds it with SnapKit; here the same constraints are written with anchors: the image 40 × 40 at the
/// top-leading corner inset 12 pt (leading 16), the nickname beside it (leading 10 after the image, top aligned with
/// the image), the comment under the nickname (4 pt) wrapping to any number of lines, and the content view's bottom
/// at least 12 pt below both the image and the comment — so the cell sizes itself from its text.
///
/// UIKit parity: an ordinary `UICollectionViewCell` subclass; it measures with Auto Layout
/// (`systemLayoutSizeFitting`) as on iOS.
@MainActor
public final class CommentCollectionViewCell: UICollectionViewCell {
  /// The 40 × 40 profile picture (a placeholder image).
  public let profileImage = UIImageView()
  /// The author's nickname, bold 13 pt.
  public let nickName = UILabel()
  /// The comment text, 15 pt, wrapping.
  public let comment = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    CommentLayout.install(profileImage: profileImage, nickName: nickName, comment: comment, in: contentView)
    // A tapped comment shows a grey background, as list rows do (ours; the post shows no selection).
    let selected = UIView()
    selected.backgroundColor = .systemGray5
    selectedBackgroundView = selected
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// The section header of the comment-thread post: the parent comment, laid out like a comment cell.
@MainActor
public final class CommentSupplementaryHeaderView: UICollectionReusableView {
  /// The 40 × 40 profile picture.
  public let profileImage = UIImageView()
  /// The author's nickname.
  public let nickName = UILabel()
  /// The parent comment.
  public let comment = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    CommentLayout.install(profileImage: profileImage, nickName: nickName, comment: comment, in: self)
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// The section footer of the comment-thread post: a one-pixel separator 8 pt above the footer's bottom.
@MainActor
public final class CommentSupplementaryFooterView: UICollectionReusableView {
  /// The separator line.
  public let separator = UIView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    separator.backgroundColor = .separator
    separator.translatesAutoresizingMaskIntoConstraints = false
    addSubview(separator)
    NSLayoutConstraint.activate([
      separator.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      separator.trailingAnchor.constraint(equalTo: trailingAnchor),
      separator.topAnchor.constraint(equalTo: topAnchor, constant: 4),
      separator.heightAnchor.constraint(equalToConstant: 1),
      separator.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
    ])
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// The constraints shared by the comment cell and header.
@MainActor
enum CommentLayout {
  static func install(profileImage: UIImageView, nickName: UILabel, comment: UILabel, in container: UIView) {
    profileImage.image = UIImage(systemName: "person.crop.circle.fill")
    profileImage.backgroundColor = .systemGray5
    profileImage.tintColor = .systemGray
    profileImage.layer.cornerRadius = 20
    profileImage.clipsToBounds = true
    nickName.font = UIFont.boldSystemFont(ofSize: 13)
    nickName.textColor = .secondaryLabel
    comment.font = UIFont.systemFont(ofSize: 15)
    comment.numberOfLines = 0
    for view in [profileImage, nickName, comment] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    NSLayoutConstraint.activate([
      profileImage.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      profileImage.topAnchor.constraint(equalTo: container.topAnchor, constant: 12),
      profileImage.widthAnchor.constraint(equalToConstant: 40),
      profileImage.heightAnchor.constraint(equalToConstant: 40),
      nickName.leadingAnchor.constraint(equalTo: profileImage.trailingAnchor, constant: 10),
      nickName.topAnchor.constraint(equalTo: profileImage.topAnchor),
      nickName.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -16),
      comment.leadingAnchor.constraint(equalTo: nickName.leadingAnchor),
      comment.topAnchor.constraint(equalTo: nickName.bottomAnchor, constant: 4),
      comment.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      container.bottomAnchor.constraint(greaterThanOrEqualTo: profileImage.bottomAnchor, constant: 12),
      container.bottomAnchor.constraint(greaterThanOrEqualTo: comment.bottomAnchor, constant: 12),
    ])
  }
}
