import Foundation

/// The running app: its delegate, scenes and windows.
///
/// Headless: `UIApplicationMain` (and `main()` of a `@main` app delegate) creates the shared application and its
/// delegate and runs `application(_:didFinishLaunchingWithOptions:)`; there is no event loop, so it then returns
/// (a process that wants to show screens uses `ScreenHost`).
///
/// UIKit parity: `UIApplication` (`shared`, `delegate`, `connectedScenes`, `windows` as data,
/// `applicationState`), `UIApplicationDelegate`, `UIApplicationMain`, `UISceneConfiguration`, `UISceneSession`,
/// `UIScene`, `UIWindowScene`, `UIWindowSceneDelegate` as far as an app's files name them.
@MainActor
open class UIApplication: UIResponder {
  /// The app's state.
  public enum State: Int, Sendable {
    case active = 0
    case inactive = 1
    case background = 2
  }

  /// Launch option keys.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The shared application.
  public static let shared = UIApplication()
  /// The delegate (strong here: nothing else keeps it alive headless).
  open var delegate: (any UIApplicationDelegate)?
  /// The connected scenes.
  open internal(set) var connectedScenes: Set<UIScene> = []
  /// The app's state. Default `.active`.
  open internal(set) var applicationState: State = .active
  /// The app delegate's type, recorded by a `@main` delegate's `main()`.
  public internal(set) var delegateType: (any UIApplicationDelegate.Type)?
  /// The windows of every connected scene.
  open var windows: [UIWindow] { connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows) }

  override init() { super.init() }
}

/// The app delegate's callbacks.
///
/// UIKit parity: `UIApplicationDelegate` (`window`, launch and scene-configuration callbacks); every member has a
/// default. `main()` runs `UIApplicationMain` for `@main` delegates.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window (apps without scenes).
  var window: UIWindow? { get set }
  /// Launch is about to finish.
  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Launch finished.
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The configuration for a new scene session.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// Scene sessions were discarded.
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  public func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplicationDelegate {
  /// The entry point of a `@main` app delegate: records the delegate's type on the shared application and returns
  /// (there is no event loop headless). An app's own `static func main()` in an extension of its delegate takes
  /// precedence, which is how a headless runner shows an app's screens.
  ///
  /// UIKit parity: UIKit's `main()` for `@main` delegates, which calls `UIApplicationMain`. Difference: Swift without
  /// the Objective-C runtime cannot create a class from its metatype unless the initialiser is `required`, so the
  /// delegate is not instantiated; call `launchHeadless(delegate:)` with an instance to run its launch callbacks.
  public static func main() {
    UIApplication.shared.delegateType = Self.self
  }
}

/// Launches the app headless: the shared application gets `delegate`, launch callbacks run, and the call returns.
///
/// UIKit parity: `UIApplicationMain` (there is no run loop to enter).
@MainActor
public func launchHeadless(delegate: any UIApplicationDelegate) {
  let application = UIApplication.shared
  application.delegate = delegate
  _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
  _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
}

/// The scene types an app's files name (kept as data).
///
/// UIKit parity: `UIScene` (`session`, `delegate`, `ConnectionOptions`).
@MainActor
open class UIScene: UIResponder {
  /// Options a scene connects with (empty headless).
  @MainActor
  open class ConnectionOptions: NSObject {}
  /// The session.
  public let session: UISceneSession
  /// The delegate.
  open var delegate: (any UISceneDelegate)?

  /// Creates a scene for a session.
  public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
  }
}

/// A scene with windows.
///
/// UIKit parity: `UIWindowScene` (`windows`, `screen`, `traitCollection`).
@MainActor
open class UIWindowScene: UIScene {
  /// The scene's windows.
  open internal(set) var windows: [UIWindow] = []
  /// The screen.
  open var screen: UIScreen { UIScreen.main }
}

/// A scene's delegate.
///
/// UIKit parity: `UISceneDelegate` / `UIWindowSceneDelegate` (`window`, `scene(_:willConnectTo:options:)`).
@MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene connects.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
}

/// A window scene's delegate.
///
/// UIKit parity: `UIWindowSceneDelegate`.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window.
  var window: UIWindow? { get set }
}

/// A scene session.
///
/// UIKit parity: `UISceneSession` (`role`, `persistentIdentifier`, `configuration`).
@MainActor
open class UISceneSession: NSObject {
  /// A session's role.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
  /// The role.
  public let role: Role
  /// A unique identifier.
  public let persistentIdentifier = UUID().uuidString
  /// Creates a session.
  public init(role: Role) {
    self.role = role
    super.init()
  }
}

/// A scene configuration.
///
/// UIKit parity: `UISceneConfiguration` (`init(name:sessionRole:)`, `delegateClass`, `sceneClass`).
@MainActor
open class UISceneConfiguration: NSObject {
  /// The name.
  public let name: String?
  /// The role.
  public let role: UISceneSession.Role
  /// The delegate class (kept as data).
  open var delegateClass: AnyClass?
  /// The scene class (kept as data).
  open var sceneClass: AnyClass?
  /// Creates a configuration.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
  }
}
