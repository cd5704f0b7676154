import CollectionView
import Foundation
import Testing

/// A table view controller subclass as apps write them: rows from an array, a selection it records.
@MainActor
private final class FruitTableViewController: UITableViewController {
  let fruits = ["Apple", "Banana", "Cherry"]
  var selected: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    navigationItem.rightBarButtonItem = editButtonItem
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = fruits[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(fruits[indexPath.row])
  }
}

@MainActor
@Suite("UITableViewController")
struct UITableViewControllerTests {
  @Test func aSubclassFeedsItsTableAndHearsTaps() throws {
    let controller = FruitTableViewController(style: .insetGrouped)
    let host = ScreenHost(
      rootViewController: UINavigationController(rootViewController: controller), device: .iPhone15)
    let tableView = try #require(controller.tableView)
    #expect(tableView.style == .insetGrouped)
    #expect(tableView.dataSource === controller && tableView.delegate === controller)
    #expect(tableView.visibleCells.count == 3)
    tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(controller.selected == ["Banana"])
    withExtendedLifetime(host) {}
  }

  @Test func theEditButtonTogglesEditingOfTheControllerAndItsTable() throws {
    let controller = FruitTableViewController(style: .plain)
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    let item = controller.editButtonItem
    #expect(item.title == "Edit" && item.style == .plain)
    item.primaryAction?.perform(sender: item)
    #expect(controller.isEditing && controller.tableView.isEditing)
    #expect(item.title == "Done" && item.style == .done)
    controller.setEditing(false, animated: false)
    #expect(item.title == "Edit" && !controller.tableView.isEditing)
    // The same item every time.
    #expect(controller.editButtonItem === item)
    withExtendedLifetime(host) {}
  }
}
