import Foundation
import Views

/// The configurations a screen is audited in: devices (each held portrait or landscape), text sizes, appearances
/// and layout directions.
///
/// ```swift
/// let matrix = AuditMatrix.default          // 8 device orientations × 12 text sizes × 2 appearances × 2 directions
/// print(matrix.configurations.count)        // 384
/// ```
///
/// UIKit parity: none; what a tester would try by hand in the simulator, as data.
public struct AuditMatrix: Hashable, Sendable {
  /// The devices, each in the orientation it is held (`Device.iPhoneSE.landscape`…).
  public var devices: [Device]
  /// The Dynamic Type sizes.
  public var contentSizeCategories: [UIContentSizeCategory]
  /// Light and/or dark. Appearances share one layout per (device, text size, direction): only colours are
  /// resolved again, so extra appearances cost little.
  public var appearances: [UIUserInterfaceStyle]
  /// Left-to-right and/or right-to-left (the window's `traitCollection.layoutDirection`).
  public var layoutDirections: [UIUserInterfaceLayoutDirection]
  /// Whether the largest scroll view is scrolled page by page through its whole content (each page is checked).
  public var scrollsThroughContent: Bool
  /// Whether orthogonally scrolling sections on screen are swiped through, viewport by viewport.
  public var swipesOrthogonalSections: Bool
  /// The most scroll positions checked per configuration (pages of the main scroll view plus orthogonal swipes);
  /// longer content is sampled up to this bound. Default 60.
  public var maximumScrollPositions: Int

  /// Creates a matrix; every parameter has the default of ``AuditMatrix/default``.
  public init(
    devices: [Device] = AuditMatrix.defaultDevices,
    contentSizeCategories: [UIContentSizeCategory] = UIContentSizeCategory.allSizes,
    appearances: [UIUserInterfaceStyle] = [.light, .dark],
    layoutDirections: [UIUserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft],
    scrollsThroughContent: Bool = true, swipesOrthogonalSections: Bool = true, maximumScrollPositions: Int = 60
  ) {
    self.devices = devices
    self.contentSizeCategories = contentSizeCategories
    self.appearances = appearances
    self.layoutDirections = layoutDirections
    self.scrollsThroughContent = scrollsThroughContent
    self.swipesOrthogonalSections = swipesOrthogonalSections
    self.maximumScrollPositions = maximumScrollPositions
  }

  /// iPhone SE, iPhone 15, iPhone 15 Pro Max and iPad (10th generation), each portrait and landscape.
  public static let defaultDevices: [Device] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad].flatMap {
    [$0, $0.landscape]
  }

  /// The full matrix: ``defaultDevices`` (8 device orientations) × the 12 text sizes from extra small to
  /// accessibility XXXL × light and dark × left-to-right and right-to-left = 384 configurations, each scrolled
  /// through its content with orthogonal sections swiped.
  public static let `default` = AuditMatrix()

  /// A small matrix for quick runs: iPhone SE and iPhone 15 in portrait, Large and accessibility XXXL, light and
  /// dark, left to right = 8 configurations.
  public static let quick = AuditMatrix(
    devices: [.iPhoneSE, .iPhone15], contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
    layoutDirections: [.leftToRight])

  /// Every configuration, device-major (device, direction, text size, appearance).
  ///
  /// - Complexity: O(product of the four lists).
  public var configurations: [AuditConfiguration] {
    var result: [AuditConfiguration] = []
    for device in devices {
      for direction in layoutDirections {
        for size in contentSizeCategories {
          for appearance in appearances {
            result.append(
              AuditConfiguration(
                device: device, contentSizeCategory: size, appearance: appearance, layoutDirection: direction))
          }
        }
      }
    }
    return result
  }
}

/// One cell of an ``AuditMatrix``: a device held one way, a text size, an appearance and a layout direction.
///
/// UIKit parity: none.
public struct AuditConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// The device and its orientation.
  public var device: Device
  /// The Dynamic Type size.
  public var contentSizeCategory: UIContentSizeCategory
  /// Light or dark.
  public var appearance: UIUserInterfaceStyle
  /// Left to right or right to left.
  public var layoutDirection: UIUserInterfaceLayoutDirection

  /// Creates a configuration.
  public init(
    device: Device, contentSizeCategory: UIContentSizeCategory, appearance: UIUserInterfaceStyle,
    layoutDirection: UIUserInterfaceLayoutDirection
  ) {
    self.device = device
    self.contentSizeCategory = contentSizeCategory
    self.appearance = appearance
    self.layoutDirection = layoutDirection
  }

  /// A short stable name, e.g. "iPhone 15 portrait, L, light, LTR".
  public var description: String {
    "\(device.name) \(device.orientation.rawValue), \(contentSizeCategory.shortName), "
      + "\(appearance == .dark ? "dark" : "light"), \(layoutDirection == .rightToLeft ? "RTL" : "LTR")"
  }
}

extension UIContentSizeCategory {
  /// "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1" … "AX5".
  public var shortName: String {
    let names = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    guard let index = Self.allSizes.firstIndex(of: self) else { return rawValue }
    return names[index]
  }
}
