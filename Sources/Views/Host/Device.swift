import Foundation

/// A device a screen is shown on: its screen size in points, scale, safe areas, bar positions and traits, in
/// portrait or landscape.
///
/// Values: uikit-view-metrics.md §1 (sizes, scales, size classes, safe areas; DIMM, PLAYBOOK, HIG-LAYOUT) and §2.2
/// (where a navigation bar's top edge sits: 20 on iPhone SE, 53.667 on Dynamic-Island phones, 24 on iPad; at the top
/// in landscape on iPhones, whose status bar hides).
///
/// UIKit parity: none (a simulator's device choice).
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// How the device is held.
  public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape
  }

  /// The device's name, e.g. "iPhone 15".
  public var name: String
  /// The screen in portrait, points.
  public var portraitSize: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// The idiom.
  public var idiom: UIUserInterfaceIdiom
  /// Safe-area insets in portrait (top, bottom).
  public var portraitSafeArea: UIEdgeInsets
  /// Safe-area insets in landscape (landscape left).
  public var landscapeSafeArea: UIEdgeInsets
  /// The navigation bar's top edge in portrait (the status bar's visible height).
  public var portraitBarTop: CGFloat
  /// The navigation bar's top edge in landscape.
  public var landscapeBarTop: CGFloat
  /// Size classes in portrait and landscape (horizontal, vertical).
  public var portraitSizeClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
  public var landscapeSizeClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
  /// How the device is held.
  public var orientation: Orientation = .portrait

  public var description: String { "\(name) (\(orientation.rawValue))" }

  /// The screen size as held, in points.
  public var screenSize: CGSize {
    orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
  }

  /// The safe area as held.
  public var safeAreaInsets: UIEdgeInsets { orientation == .portrait ? portraitSafeArea : landscapeSafeArea }

  /// The navigation bar's top edge as held.
  public var navigationBarTop: CGFloat { orientation == .portrait ? portraitBarTop : landscapeBarTop }

  /// The same device held the other way.
  public func held(_ orientation: Orientation) -> Device {
    var copy = self
    copy.orientation = orientation
    return copy
  }

  /// The device in landscape.
  public var landscape: Device { held(.landscape) }

  /// The traits of a full-screen window, with the given appearance, text size and direction.
  public func traitCollection(
    userInterfaceStyle: UIUserInterfaceStyle = .light, preferredContentSizeCategory: UIContentSizeCategory = .large,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  ) -> UITraitCollection {
    let classes = orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
    return UITraitCollection(
      horizontalSizeClass: classes.0, verticalSizeClass: classes.1, layoutDirection: layoutDirection,
      displayScale: scale, userInterfaceIdiom: idiom, userInterfaceStyle: userInterfaceStyle,
      preferredContentSizeCategory: preferredContentSizeCategory)
  }

  public static func == (lhs: Device, rhs: Device) -> Bool {
    lhs.name == rhs.name && lhs.orientation == rhs.orientation
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(orientation)
  }

  private static func phone(
    _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat,
    landscapeSide: CGFloat, landscapeBottom: CGFloat, barTop: CGFloat, regularWidthLandscape: Bool = false
  ) -> Device {
    Device(
      name: name, portraitSize: CGSize(width: width, height: height), scale: scale, idiom: .phone,
      portraitSafeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide),
      portraitBarTop: barTop, landscapeBarTop: 0, portraitSizeClasses: (.compact, .regular),
      landscapeSizeClasses: (regularWidthLandscape ? .regular : .compact, .compact))
  }

  private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> Device {
    Device(
      name: name, portraitSize: CGSize(width: width, height: height), scale: 2, idiom: .pad,
      portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), portraitBarTop: 24,
      landscapeBarTop: 24, portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular))
  }

  /// iPhone SE (3rd generation): 375 × 667 @2x, status bar 20.
  public static let iPhoneSE = phone(
    "iPhone SE", 375, 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, barTop: 20)
  /// iPhone 13 mini: 375 × 812 @3x, safe area 50 / 34.
  public static let iPhone13Mini = phone(
    "iPhone 13 mini", 375, 812, scale: 3, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21, barTop: 50)
  /// iPhone 15: 393 × 852 @3x, safe area 59 / 34, navigation bar at 53.667.
  public static let iPhone15 = phone(
    "iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21,
    barTop: 161.0 / 3)
  /// iPhone 15 Pro: as iPhone 15.
  public static let iPhone15Pro = phone(
    "iPhone 15 Pro", 393, 852, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21,
    barTop: 161.0 / 3)
  /// iPhone 15 Pro Max: 430 × 932 @3x, safe area 59 / 34, regular width in landscape.
  public static let iPhone15ProMax = phone(
    "iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21,
    barTop: 161.0 / 3, regularWidthLandscape: true)
  /// iPad (10th generation): 820 × 1180 @2x.
  public static let iPad = pad("iPad", 820, 1180)
  /// iPad Pro 11-inch: 834 × 1194 @2x.
  public static let iPadPro11 = pad("iPad Pro 11-inch", 834, 1194)
  /// iPad Pro 12.9-inch: 1024 × 1366 @2x.
  public static let iPadPro12_9 = pad("iPad Pro 12.9-inch", 1024, 1366)

  /// Every built-in device, in portrait.
  public static let all: [Device] = [
    .iPhoneSE, .iPhone13Mini, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPad, .iPadPro11, .iPadPro12_9,
  ]
}
