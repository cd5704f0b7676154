// UIKit brings Foundation and the view layer with it; so does this module, so that layout code compiles with only
// the import changed.
@_exported import Foundation
@_exported import Views
