import Foundation

extension ScreenAuditReport {
  /// A readable report: a summary line, then each finding with its rule, path, message, note and the
  /// configurations it occurs in (the first five named, the rest counted).
  ///
  /// - Complexity: O(findings × configurations).
  public func textReport() -> String {
    var lines: [String] = []
    let counts = AuditRule.allCases.compactMap { rule in countsByRule[rule].map { "\($0) \(rule.rawValue)" } }
    lines.append(
      "Screen audit of \(screen): \(configurationCount) configurations, \(statesChecked) states checked, "
        + "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
        + (counts.isEmpty ? "" : " (" + counts.joined(separator: ", ") + ")"))
    if !ignoredRules.isEmpty { lines.append("Ignored rules: " + ignoredRules.map(\.rawValue).joined(separator: ", ")) }
    for (number, finding) in findings.enumerated() {
      lines.append("")
      lines.append("\(number + 1). [\(finding.rule.rawValue)] \(finding.path)")
      lines.append("   \(finding.message)")
      if let note = finding.note { lines.append("   note: \(note)") }
      lines.append(
        "   example: \(finding.examplePath) at \(finding.frame)"
          + (finding.scrollOffset.map { ", scrolled to \($0)" } ?? ""))
      if finding.instances.count > 1 {
        lines.append("   \(finding.instances.count)\(finding.instances.count == 20 ? "+" : "") views of this path")
      }
      let shown = finding.configurations.prefix(5).joined(separator: "; ")
      let more = finding.configurations.count > 5 ? "; … \(finding.configurations.count - 5) more" : ""
      lines.append(
        "   in \(finding.configurations.count) of \(configurationCount) configurations "
          + "(\(finding.occurrences) occurrences): \(shown)\(more)")
      if let file = finding.pictureFile { lines.append("   picture: \(file)") }
    }
    if findings.isEmpty { lines.append("No findings.") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// An HTML page: the summary and one section per finding with its picture (the cropped SVG inlined as an
  /// image), message and configurations. Self-contained: no scripts, no external files.
  public func htmlReport() -> String {
    func escape(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    var html = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Screen audit: \(escape(screen))</title>
      <style>
      body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:24px;max-width:1100px}
      .finding{display:flex;gap:16px;border-top:1px solid #ddd;padding:12px 0}
      .finding img{max-width:320px;max-height:320px;border:1px solid #ccc;background:#eee}
      .rule{font-weight:600;color:#b00020} code{font-size:12px;word-break:break-all}
      details{color:#555}
      </style></head><body>
      <h1>Screen audit: \(escape(screen))</h1>
      <p>\(configurationCount) configurations, \(statesChecked) states checked, \(findings.count) findings.</p>

      """
    for (number, finding) in findings.enumerated() {
      html += "<div class=\"finding\" id=\"f\(number + 1)\">"
      if let svg = finding.pictureSVG {
        let data = Data(svg.utf8).base64EncodedString()
        html += "<img alt=\"\(escape(finding.path))\" src=\"data:image/svg+xml;base64,\(data)\">"
      } else if let file = finding.pictureFile {
        html += "<img alt=\"\(escape(finding.path))\" src=\"\(escape(file))\">"
      }
      html += "<div><div><span class=\"rule\">\(number + 1). \(finding.rule.rawValue)</span> "
      html += "<code>\(escape(finding.path))</code></div>"
      html += "<p>\(escape(finding.message))</p>"
      if let note = finding.note { html += "<p><em>\(escape(note))</em></p>" }
      html += "<p>Example: <code>\(escape(finding.examplePath))</code> at \(escape(finding.frame.description))</p>"
      html += "<details><summary>\(finding.configurations.count) of \(configurationCount) configurations, "
      html += "\(finding.occurrences) occurrences</summary><ul>"
      html += finding.configurations.map { "<li>\(escape($0))</li>" }.joined()
      html += "</ul></details></div></div>\n"
    }
    html += "<h2>Limitations</h2><ul>" + limitations.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
    html += "</body></html>\n"
    return html
  }
}
