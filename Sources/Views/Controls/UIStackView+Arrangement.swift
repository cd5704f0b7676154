import Foundation

/// How a stack turns its arrangement into constraints (uikit-view-metrics.md §5.4), installed on the stack itself.
///
/// Along the axis: the first visible view is pinned to the leading (top) edge and the last to the trailing
/// (bottom) edge — the layout-margin edges with `isLayoutMarginsRelativeArrangement`; neighbours are `spacing` (or
/// their custom spacing; `spacingUseSystem` is 8 pt) apart: exactly for the fill distributions, at least for
/// `.equalSpacing` and `.equalCentering`, whose gaps (or centre distances) are also kept equal at priority 999.
/// `.fillEqually` makes every size equal to the first's; `.fillProportionally` keeps sizes in the ratio of the
/// intrinsic sizes (priority 999). `.fill` breaks hugging ties by arrangement order: the last view stretches first
/// (a nudge of 0.001 per position on top of each view's hugging priority; UIKit documents "by order" without the
/// direction — chosen). Across the axis: `.fill` pins both edges; `.leading`/`.top`, `.trailing`/`.bottom` and
/// `.center` pin one edge (or the centre) and keep the other inside; `.firstBaseline`/`.lastBaseline` align
/// baselines with the first view's and keep every view inside. The stack hugs its tallest (widest) view at
/// priority 49. Hidden arranged views take no space and no spacing (width or height 0 at priority 999).
extension UIStackView {
  func rebuildArrangementConstraints() {
    NSLayoutConstraint.deactivate(arrangementConstraints)
    for guide in layoutGuides where guide.identifier == "UISV-distributing" { removeLayoutGuide(guide) }
    var made: [NSLayoutConstraint] = []
    for view in arrangedSubviews { view.translatesAutoresizingMaskIntoConstraints = false }
    let visible = arrangedSubviews.filter { !$0.isHidden }
    let horizontal = axis == .horizontal
    let margins = isLayoutMarginsRelativeArrangement
    func along(_ view: UIView, leading: Bool) -> NSLayoutConstraint.Attribute {
      horizontal ? (leading ? .leading : .trailing) : (leading ? .top : .bottom)
    }
    func edge(leading: Bool) -> NSLayoutConstraint.Attribute {
      switch (horizontal, leading, margins) {
      case (true, true, false): .leading
      case (true, false, false): .trailing
      case (false, true, false): .top
      case (false, false, false): .bottom
      case (true, true, true): .leadingMargin
      case (true, false, true): .trailingMargin
      case (false, true, true): .topMargin
      case (false, false, true): .bottomMargin
      }
    }
    func crossEdge(leading: Bool) -> NSLayoutConstraint.Attribute {
      switch (horizontal, leading, margins) {
      case (true, true, false): .top
      case (true, false, false): .bottom
      case (false, true, false): .leading
      case (false, false, false): .trailing
      case (true, true, true): .topMargin
      case (true, false, true): .bottomMargin
      case (false, true, true): .leadingMargin
      case (false, false, true): .trailingMargin
      }
    }
    let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
    let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
    func constraint(
      _ a: AnyObject, _ aAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
      _ b: AnyObject?, _ bAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
      priority: UILayoutPriority = .required, name: String
    ) {
      let made1 = NSLayoutConstraint(
        item: a, attribute: aAttribute, relatedBy: relation, toItem: b, attribute: bAttribute, multiplier: multiplier,
        constant: constant)
      made1.priority = priority
      made1.identifier = name
      made.append(made1)
    }
    for view in arrangedSubviews where view.isHidden {
      constraint(view, length, .equal, nil, .notAnAttribute, priority: UILayoutPriority(999), name: "UISV-hiding")
    }
    if let first = visible.first, let last = visible.last {
      constraint(first, along(first, leading: true), .equal, self, edge(leading: true), name: "UISV-canvas-connection")
      constraint(last, along(last, leading: false), .equal, self, edge(leading: false), name: "UISV-canvas-connection")
    }
    let fills = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
    for (previous, next) in zip(visible, visible.dropFirst()) {
      var gap = customSpacing(after: previous)
      if gap == UIStackView.spacingUseDefault { gap = spacing }
      if gap == UIStackView.spacingUseSystem || gap == UIStackView.spacingUseDefault { gap = 8 }
      if distribution == .equalCentering {
        constraint(
          next, along(next, leading: true), .greaterThanOrEqual, previous, along(previous, leading: false),
          constant: gap, name: "UISV-spacing")
      } else {
        constraint(
          next, along(next, leading: true), fills ? .equal : .greaterThanOrEqual, previous,
          along(previous, leading: false), constant: gap, name: "UISV-spacing")
      }
    }
    addDistributionConstraints(visible, length: length, horizontal: horizontal, add: constraint)
    for view in visible {
      switch alignment {
      case .fill:
        constraint(view, horizontal ? .top : .leading, .equal, self, crossEdge(leading: true), name: "UISV-alignment")
        constraint(
          view, horizontal ? .bottom : .trailing, .equal, self, crossEdge(leading: false),
          name: "UISV-alignment")
      case .leading:
        constraint(view, horizontal ? .top : .leading, .equal, self, crossEdge(leading: true), name: "UISV-alignment")
        constraint(
          view, horizontal ? .bottom : .trailing, .lessThanOrEqual, self, crossEdge(leading: false),
          name: "UISV-spanning-boundary")
      case .trailing:
        constraint(
          view, horizontal ? .bottom : .trailing, .equal, self, crossEdge(leading: false),
          name: "UISV-alignment")
        constraint(
          view, horizontal ? .top : .leading, .greaterThanOrEqual, self, crossEdge(leading: true),
          name: "UISV-spanning-boundary")
      case .center:
        constraint(
          view, horizontal ? .centerY : .centerX, .equal, self, horizontal ? .centerY : .centerX,
          name: "UISV-alignment")
        constraint(
          view, horizontal ? .top : .leading, .greaterThanOrEqual, self, crossEdge(leading: true),
          name: "UISV-spanning-boundary")
      case .firstBaseline, .lastBaseline:
        let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if let first = visible.first, view !== first {
          constraint(view, baseline, .equal, first, baseline, name: "UISV-alignment")
        }
        constraint(
          view, horizontal ? .top : .leading, .greaterThanOrEqual, self, crossEdge(leading: true),
          name: "UISV-spanning-boundary")
        constraint(
          view, horizontal ? .bottom : .trailing, .lessThanOrEqual, self, crossEdge(leading: false),
          name: "UISV-spanning-boundary")
      }
    }
    if alignment != .fill, !visible.isEmpty {
      constraint(
        self, crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49),
        name: "UISV-canvas-fit")
    }
    arrangementConstraints = made
    builtArrangement = arrangementInputs
    NSLayoutConstraint.activate(made)
  }

  private func addDistributionConstraints(
    _ visible: [UIView], length: NSLayoutConstraint.Attribute, horizontal: Bool,
    add constraint: (
      AnyObject, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, AnyObject?, NSLayoutConstraint.Attribute,
      CGFloat, CGFloat, UILayoutPriority, String
    ) -> Void
  ) {
    guard let first = visible.first else { return }
    switch distribution {
    case .fill:
      let count = visible.count
      for (index, view) in visible.enumerated() {
        let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        guard intrinsic != UIView.noIntrinsicMetric else { continue }
        let hugging = view.contentHuggingPriority(for: horizontal ? .horizontal : .vertical).rawValue
        let nudge = UILayoutPriority(min(999, hugging + 0.001 * Float(count - index)))
        constraint(view, length, .lessThanOrEqual, nil, .notAnAttribute, 1, intrinsic, nudge, "UISV-fill-order")
      }
    case .fillEqually:
      for view in visible.dropFirst() {
        constraint(view, length, .equal, first, length, 1, 0, .required, "UISV-fill-equally")
      }
    case .fillProportionally:
      let firstIntrinsic = horizontal ? first.intrinsicContentSize.width : first.intrinsicContentSize.height
      guard firstIntrinsic > 0 else { return }
      for view in visible.dropFirst() {
        let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        guard intrinsic > 0 else { continue }
        constraint(
          view, length, .equal, first, length, intrinsic / firstIntrinsic, 0, UILayoutPriority(999),
          "UISV-fill-proportionally")
      }
    case .equalSpacing:
      // Equal gaps: each gap (next.leading − previous.trailing) equals the first gap, at 999.
      let gaps = zip(visible, visible.dropFirst()).map { previous, next -> UILayoutGuide in
        let guide = UILayoutGuide()
        guide.identifier = "UISV-distributing"
        addLayoutGuide(guide)
        let leading: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trailing: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        constraint(guide, leading, .equal, previous, trailing, 1, 0, .required, "UISV-distributing-edge")
        constraint(guide, trailing, .equal, next, leading, 1, 0, .required, "UISV-distributing-edge")
        return guide
      }
      for guide in gaps.dropFirst() {
        constraint(guide, length, .equal, gaps[0], length, 1, 0, UILayoutPriority(999), "UISV-fill-equally")
      }
    case .equalCentering:
      let centre: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
      let spans = zip(visible, visible.dropFirst()).map { previous, next -> UILayoutGuide in
        let guide = UILayoutGuide()
        guide.identifier = "UISV-distributing"
        addLayoutGuide(guide)
        let leading: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trailing: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        constraint(guide, leading, .equal, previous, centre, 1, 0, .required, "UISV-distributing-edge")
        constraint(guide, trailing, .equal, next, centre, 1, 0, .required, "UISV-distributing-edge")
        return guide
      }
      for guide in spans.dropFirst() {
        constraint(guide, length, .equal, spans[0], length, 1, 0, UILayoutPriority(999), "UISV-fill-equally")
      }
    }
  }
}
