// UIKit brings Foundation with it; so does this module, so that layout code compiles with only the import changed.
@_exported import Foundation
