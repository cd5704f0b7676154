import CompositionalLayout
import Foundation

/// The three list screens of the gallery: a settings screen, a sidebar outline and a contact list.
///
/// UIKit parity: the layouts are `UICollectionViewCompositionalLayout.list(using:)` with UIKit's configuration
/// values; the rows stand in for list cells with `UIListContentConfiguration` and `UICellAccessory` values.
public enum ListGalleryScreens {
  /// A settings screen: insetGrouped, supplementary headers and footers, subtitle and value rows, disclosure
  /// indicators and switch-like custom views.
  public static var settings: ListScreenContent {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    return ListScreenContent(
      configuration: configuration,
      sections: [
        ListSectionContent(
          header: "CONNECTIONS", footer: "Airplane Mode turns off every radio.",
          rows: [
            ListRowContent("Airplane Mode", symbol: "airplane", accessory: .toggle(isOn: false)),
            ListRowContent("Wi-Fi", value: "Home", symbol: "wifi", accessory: .disclosureIndicator),
            ListRowContent("Bluetooth", value: "On", symbol: "bluetooth", accessory: .disclosureIndicator),
          ]),
        ListSectionContent(
          header: "ACCOUNT", footer: "Signed in since 2021.",
          rows: [
            ListRowContent(
              "Jane Appleseed", subtitle: "Apple ID, iCloud, Media & Purchases", accessory: .disclosureIndicator),
            ListRowContent("Family Sharing", accessory: .disclosureIndicator),
          ]),
        ListSectionContent(
          header: "GENERAL", footer: "Updates install overnight while charging.",
          rows: [
            ListRowContent("Software Update", value: "18.2", accessory: .disclosureIndicator),
            ListRowContent("Automatic Downloads", accessory: .toggle(isOn: true)),
            ListRowContent("Language", value: "English", accessory: .checkmark),
          ]),
      ])
  }

  /// A sidebar outline with two levels, children expanded under two of three parents.
  public static var sidebar: ListScreenContent {
    let parent = { (text: String, expanded: Bool) in
      ListRowContent(text, symbol: "folder", accessory: .outlineDisclosure(isExpanded: expanded))
    }
    let child = { (text: String) in ListRowContent(text, symbol: "doc", indentationLevel: 1) }
    return ListScreenContent(
      configuration: UICollectionLayoutListConfiguration(appearance: .sidebar),
      sections: [
        ListSectionContent(rows: [
          parent("Library", true), child("Recently Added"), child("Artists"), child("Albums"), child("Songs"),
          parent("Playlists", true), child("Road Trip"), child("Focus"),
          parent("Archive", false),
        ])
      ])
  }

  /// A plain contact list with sticky letter headers.
  public static var contacts: ListScreenContent {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let names: [(String, [String])] = [
      ("A", ["Aaron Adams", "Alice Archer", "Amir Aziz"]),
      ("B", ["Beatriz Barros", "Ben Brooks"]),
      ("C", ["Carla Costa", "Chen Cheng", "Chloe Clarke", "Colin Cruz"]),
      ("D", ["Dana Diaz", "Daniel Dupont"]),
      ("E", ["Elif Ersoy", "Emma Evans", "Ethan Ellis"]),
      ("F", ["Fatima Farah", "Felix Fischer"]),
      ("G", ["Gabriel Garcia", "Grace Gordon", "Greta Gruber"]),
    ]
    return ListScreenContent(
      configuration: configuration,
      sections: names.map { letter, people in
        ListSectionContent(header: letter, rows: people.map { ListRowContent($0) })
      })
  }

  /// The settings screen as a gallery screen.
  public static func settingsScreen() -> GalleryScreen {
    settings.screen(
      name: "list-settings", title: "Settings list",
      summary: "insetGrouped list: headers, footers, value and subtitle rows, disclosure indicators, switches.")
  }

  /// The sidebar outline as a gallery screen.
  public static func sidebarScreen() -> GalleryScreen {
    sidebar.screen(
      name: "list-sidebar-outline", title: "Sidebar outline",
      summary: "sidebar list: two outline levels indented 10 pt, outline disclosures, symbols.")
  }

  /// The contact list as a gallery screen.
  public static func contactsScreen() -> GalleryScreen {
    contacts.screen(
      name: "list-contacts", title: "Contacts",
      summary: "plain list of names with sticky letter headers pinned to the visible bounds.")
  }
}
