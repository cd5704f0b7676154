import CollectionView
import Foundation
import Views

/// The header, footer and leading rail of the header/footer tour post: a gray band with a white label centred in it.
///
/// The post's `MyHeaderFooterView` as written (its label pinned to the centre with anchors, `prepare(text:)` setting
/// it and `prepareForReuse()` clearing it).
///
/// UIKit parity: an ordinary `UICollectionReusableView` subclass.
@MainActor
public final class MyHeaderFooterView: UICollectionReusableView {
  /// The centred label, white.
  public private(set) lazy var label: UILabel = {
    let label = UILabel()
    label.textColor = .white
    label.translatesAutoresizingMaskIntoConstraints = false
    self.addSubview(label)
    return label
  }()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    self.backgroundColor = .gray
    NSLayoutConstraint.activate([
      self.label.centerYAnchor.constraint(equalTo: self.centerYAnchor),
      self.label.centerXAnchor.constraint(equalTo: self.centerXAnchor),
    ])
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  public override func prepareForReuse() {
    super.prepareForReuse()
    self.prepare(text: nil)
  }

  /// Shows `text` (nil for none).
  public func prepare(text: String?) {
    self.label.text = text
  }
}

/// A cell of the header/footer tour post: a rounded tinted tile with its number centred.
///
/// The post registers a `MyCell` without showing it; this one is a filled tile (the item insets of 2.5 pt show as
/// gaps between tiles) with a bold 15-pt label pinned to the centre.
///
/// UIKit parity: an ordinary `UICollectionViewCell` subclass.
@MainActor
public final class MyCell: UICollectionViewCell {
  /// The tile's number.
  public let label = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemBlue
    contentView.layer.cornerRadius = 6
    contentView.clipsToBounds = true
    label.font = UIFont.boldSystemFont(ofSize: 15)
    label.textColor = .white
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  /// A selected tile shows a 3-pt ring in `.label` (ours; the post shows no selection).
  public override var isSelected: Bool {
    didSet {
      contentView.layer.borderWidth = isSelected ? 3 : 0
      contentView.layer.borderColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
    }
  }
}
