import Foundation
import Views

/// A settings-like screen with one of each drawn control, laid out with frames so that positions can be checked by
/// hand: everything hangs off the safe area's top (97.67 under a navigation bar on an iPhone 15) and 16-pt margins.
@MainActor
final class ProfileViewController: UIViewController {
  let card = UIView()
  let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
  let nameLabel = UILabel()
  let detailLabel = UILabel()
  let searchBar = UISearchBar()
  let notificationsLabel = UILabel()
  let notificationsSwitch = UISwitch()
  let soundsLabel = UILabel()
  let soundsSwitch = UISwitch()
  let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
  let progress = UIProgressView(progressViewStyle: .default)
  let spinner = UIActivityIndicatorView(style: .medium)
  let pageControl = UIPageControl()
  let button = UIButton(configuration: .filled())
  let hiddenLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    view.backgroundColor = .systemGroupedBackground
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 12
    card.layer.shadowOpacity = 0.12
    card.layer.shadowRadius = 8
    card.layer.shadowOffset = CGSize(width: 0, height: 2)
    nameLabel.text = "Ada Lovelace"
    nameLabel.font = .boldSystemFont(ofSize: 20)
    detailLabel.text = "Wrote the first program for the <Analytical Engine> & its notes."
    detailLabel.font = .systemFont(ofSize: 15)
    detailLabel.textColor = .secondaryLabel
    detailLabel.numberOfLines = 2
    searchBar.placeholder = "Search settings"
    notificationsLabel.text = "Notifications"
    notificationsSwitch.isOn = true
    soundsLabel.text = "Sounds"
    segmented.selectedSegmentIndex = 1
    progress.progress = 0.6
    spinner.startAnimating()
    pageControl.numberOfPages = 4
    pageControl.currentPage = 1
    button.configuration?.title = "Continue"
    button.configuration?.cornerStyle = .large
    hiddenLabel.text = "never drawn"
    hiddenLabel.isHidden = true
    for subview in [
      searchBar, card, notificationsLabel, notificationsSwitch, soundsLabel, soundsSwitch, segmented, progress, spinner,
      pageControl, button, hiddenLabel,
    ] as [UIView] {
      view.addSubview(subview)
    }
    for subview in [avatar, nameLabel, detailLabel] as [UIView] { card.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top
    let width = view.bounds.width
    searchBar.frame = CGRect(x: 0, y: top, width: width, height: 56)
    card.frame = CGRect(x: 16, y: top + 64, width: width - 32, height: 96)
    avatar.frame = CGRect(x: 16, y: 20, width: 56, height: 56)
    nameLabel.frame = CGRect(x: 88, y: 16, width: card.bounds.width - 104, height: 24)
    detailLabel.frame = CGRect(x: 88, y: 42, width: card.bounds.width - 104, height: 40)
    notificationsLabel.frame = CGRect(x: 16, y: top + 180, width: 200, height: 31)
    notificationsSwitch.frame = CGRect(x: width - 16 - 51, y: top + 180, width: 51, height: 31)
    soundsLabel.frame = CGRect(x: 16, y: top + 227, width: 200, height: 31)
    soundsSwitch.frame = CGRect(x: width - 16 - 51, y: top + 227, width: 51, height: 31)
    segmented.frame = CGRect(x: 16, y: top + 280, width: width - 32, height: 32)
    progress.frame = CGRect(x: 16, y: top + 332, width: width - 32, height: 4)
    spinner.frame = CGRect(x: width / 2 - 10, y: top + 356, width: 20, height: 20)
    pageControl.frame = CGRect(x: 0, y: top + 392, width: width, height: 26)
    button.frame = CGRect(x: 16, y: top + 440, width: width - 32, height: 50)
    hiddenLabel.frame = CGRect(x: 16, y: top + 500, width: 200, height: 20)
  }
}

/// The screen a navigation controller shows below a "Settings" root, so the bar has a back button.
@MainActor
func profileNavigationController() -> UINavigationController {
  let root = UIViewController()
  root.title = "Settings"
  let navigation = UINavigationController(rootViewController: root)
  navigation.pushViewController(ProfileViewController(), animated: false)
  return navigation
}
