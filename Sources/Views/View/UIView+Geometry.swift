import Foundation

extension UIView {
  /// Reacts to a change of centre, size or transform: keeps the layer's frame, marks layout on a size change and
  /// resizes subviews by their autoresizing masks.
  func geometryDidChange(oldSize: CGSize) {
    guard !suppressGeometryCallbacks else { return }
    layer.frame = geometryFrame
    layer.bounds = bounds
    if bounds.size != oldSize {
      setNeedsLayout()
      if autoresizesSubviews { resizeSubviews(from: oldSize) }
      safeAreaDidChangeInSubtree()
    }
  }

  /// The bounds origin moved (a scroll): subviews' safe areas may change; subclasses react in their own setters.
  func boundsOriginDidChange() {
    layer.bounds = bounds
  }

  /// Applies each subview's autoresizing mask for a change of this view's size from `oldSize`.
  ///
  /// UIKit's rule: the change on each axis is shared equally among the flexible parts (margins and size) named
  /// in the mask; with none flexible the subview keeps its frame.
  func resizeSubviews(from oldSize: CGSize) {
    let delta = CGSize(width: bounds.width - oldSize.width, height: bounds.height - oldSize.height)
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      subview.frame = subview.autoresized(frame: subview.frame, by: delta)
    }
  }

  /// `frame` moved and resized by `delta` of the superview's size according to `autoresizingMask`.
  func autoresized(frame: CGRect, by delta: CGSize) -> CGRect {
    let mask = autoresizingMask
    func share(
      _ change: CGFloat, lowMargin: Bool, size: Bool, highMargin: Bool, origin: CGFloat, length: CGFloat
    ) -> (CGFloat, CGFloat) {
      let parts = [lowMargin, size, highMargin].filter { $0 }.count
      guard parts > 0, change != 0 else { return (origin, length) }
      let each = change / CGFloat(parts)
      return (origin + (lowMargin ? each : 0), max(0, length + (size ? each : 0)))
    }
    let (x, width) = share(
      delta.width, lowMargin: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
      highMargin: mask.contains(.flexibleRightMargin), origin: frame.minX, length: frame.width)
    let (y, height) = share(
      delta.height, lowMargin: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
      highMargin: mask.contains(.flexibleBottomMargin), origin: frame.minY, length: frame.height)
    return CGRect(x: x, y: y, width: width, height: height)
  }

  // MARK: Coordinate conversion

  /// The transform from this view's coordinates to its superview's.
  private func pointToSuperview(_ point: CGPoint) -> CGPoint {
    let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY)
    let transformed = transform.isIdentity ? local : local.applying(transform)
    return CGPoint(x: transformed.x + center.x, y: transformed.y + center.y)
  }

  private func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    let shifted = CGPoint(x: point.x - center.x, y: point.y - center.y)
    let local = transform.isIdentity ? shifted : shifted.applying(transform.inverted())
    return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
  }

  private var ancestorsIncludingSelf: [UIView] {
    var chain: [UIView] = []
    var current: UIView? = self
    while let view = current {
      chain.append(view)
      current = view.superview
    }
    return chain
  }

  /// `point` in this view's coordinates expressed in `view`'s (the window's when nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    var result = point
    for ancestor in ancestorsIncludingSelf {
      if let view, ancestor === view { return result }
      guard ancestor.superview != nil else { break }
      result = ancestor.pointToSuperview(result)
    }
    guard let view else { return result }
    // `result` is now in the root's coordinates; come down to `view`.
    for ancestor in view.ancestorsIncludingSelf.reversed().dropFirst() {
      result = ancestor.pointFromSuperview(result)
    }
    return result
  }

  /// `point` in `view`'s coordinates (the window's when nil) expressed in this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else { return convert(point, from: window ?? rootView) }
    return view.convert(point, to: self)
  }

  /// `rect` in this view's coordinates expressed in `view`'s: the bounding box of its converted corners.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { convert($0, to: view) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  /// `rect` in `view`'s coordinates expressed in this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    guard let view else { return convert(rect, from: window ?? rootView) }
    return view.convert(rect, to: self)
  }

  /// The topmost ancestor (self when there is no superview).
  var rootView: UIView { ancestorsIncludingSelf.last ?? self }

  /// Hit-testing as UIKit does it: hidden, non-interactive or nearly transparent views are skipped; subviews are
  /// tried front to back.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else {
      return nil
    }
    for subview in subviews.reversed() {
      let local = subview.convert(point, from: self)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }
}
