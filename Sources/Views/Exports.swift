// The view layer brings Foundation and text measurement (UIFont) with it, as UIKit does.
@_exported import Foundation
@_exported import TextMeasurement
