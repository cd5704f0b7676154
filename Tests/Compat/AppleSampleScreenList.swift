// Compiled with Apple's "Modern Collection Views" sample and one of its runners (AppleSampleScreens.swift,
// AppleSampleAudit.swift) by `scripts/compat/check.py`; not part of any SwiftPM target. Every collection-view screen
// of the sample, by name, the one list both runners go through.
import UIKit

@MainActor
let appleSampleScreens: [(name: String, make: () -> UIViewController)] = [
  ("Grid", { GridViewController() }),
  ("InsetItemsGrid", { InsetItemsGridViewController() }),
  ("TwoColumn", { TwoColumnViewController() }),
  ("DistinctSections", { DistinctSectionsViewController() }),
  ("AdaptiveSections", { AdaptiveSectionsViewController() }),
  ("ItemBadges", { ItemBadgeSupplementaryViewController() }),
  ("SectionHeadersFooters", { SectionHeadersFootersViewController() }),
  ("PinnedSectionHeaderFooter", { PinnedSectionHeaderFooterViewController() }),
  ("SectionDecoration", { SectionDecorationViewController() }),
  ("NestedGroups", { NestedGroupsViewController() }),
  ("OrthogonalScrolling", { OrthogonalScrollingViewController() }),
  ("OrthogonalScrollBehavior", { OrthogonalScrollBehaviorViewController() }),
  ("ConferenceVideoSessions", { ConferenceVideoSessionsViewController() }),
  ("ConferenceNewsFeed", { ConferenceNewsFeedViewController() }),
  ("SimpleList", { SimpleListViewController() }),
  ("ReorderableList", { ReorderableListViewController() }),
  ("ListAppearances", { ListAppearancesViewController() }),
  ("CustomCellList", { CustomCellListViewController() }),
  ("Outline", { OutlineViewController() }),
  ("EmojiExplorer", { EmojiExplorerViewController() }),
  ("EmojiExplorerList", { EmojiExplorerListViewController() }),
  ("CustomConfiguration", { CustomConfigurationViewController() }),
  ("InsertionSort", { InsertionSortViewController() }),
  ("Mountains", { MountainsViewController() }),
  ("WiFiSettings", { WiFiSettingsViewController() }),
]
