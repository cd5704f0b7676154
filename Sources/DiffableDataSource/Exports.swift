// UIKit brings Foundation with it; so does this module.
@_exported import Foundation
