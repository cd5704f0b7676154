import Foundation

/// An archive of views made in Interface Builder. Headless there are no nib files to load: a nib can be created and
/// registered (so code that registers one compiles and runs), but instantiating it traps.
///
/// UIKit parity: `UINib` (`init(nibName:bundle:)`, `init(data:bundle:)`, `instantiate(withOwner:options:)`).
/// `instantiate` traps with a message naming the nib, since nib loading needs the archives and the Objective-C
/// runtime.
@MainActor
open class UINib: NSObject {
  /// The nib's name, or nil for one made from data.
  public let name: String?

  /// A nib named `name` in `bundle` (not loaded until instantiated).
  ///
  /// UIKit parity: `UINib.init(nibName:bundle:)`.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    super.init()
  }

  /// A nib from archived `data` (not loaded until instantiated).
  ///
  /// UIKit parity: `UINib.init(data:bundle:)`.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    name = nil
    super.init()
  }

  /// Traps: nibs cannot be loaded headless.
  ///
  /// UIKit parity: `instantiate(withOwner:options:)`.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] {
    preconditionFailure(
      "UINib: cannot instantiate the nib \(name.map { "\"\($0)\"" } ?? "made from data") headless (nib files need "
        + "Interface Builder archives). Fix: create the views in code and register their classes.")
  }
}
