import Foundation

/// Runs Debian's `chromium` headless on a page and reads back what the page's self-test wrote.
struct HeadlessChromium {
  /// Why a page could not be measured.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// What `#selftest` writes into `<pre id="result">`.
  struct Result: Decodable {
    /// One element's box relative to the content, in CSS pixels (points).
    struct Element: Decodable {
      var category: String
      var kind: String
      var section: Int
      var item: Int
      var x: Double
      var y: Double
      var width: Double
      var height: Double
    }

    /// The main viewport's scroll position after scrolling.
    var contentOffset: [Double]
    /// Each orthogonal section's offset (engine coordinates), by section index as a string.
    var orthogonal: [String: Double]
    /// Every element on the page.
    var elements: [Element]
  }

  /// The browser executable.
  let executable: URL

  /// Finds `chromium` (or `$CHROMIUM`); fails with instructions when it is missing.
  static func locate() throws -> HeadlessChromium {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let explicit = environment["CHROMIUM"], !explicit.isEmpty { candidates.append(explicit) }
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      for name in ["chromium", "chromium-browser"] { candidates.append("\(directory)/\(name)") }
    }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      throw Failure(
        description: "Chromium is missing: the HTML page is tested in a real browser. Run scripts/test.sh, which "
          + "installs Debian's chromium (apt-get install -y chromium), or set CHROMIUM to a Chromium executable.")
    }
    return HeadlessChromium(executable: URL(fileURLWithPath: found))
  }

  /// Writes `html` to a temporary file, opens it with `fragment` (for example "selftest&main=0,100"), and decodes
  /// the self-test's result from the DOM Chromium dumps after its scripts ran.
  func measure(html: String, fragment: String) throws -> Result {
    let text = try resultText(html: html, fragment: fragment)
    do {
      return try JSONDecoder().decode(Result.self, from: Data(text.utf8))
    } catch {
      throw Failure(description: "unreadable self-test result (\(error)): \(text.prefix(500))")
    }
  }

  /// Writes `html` to a temporary file, opens it with `fragment`, and returns what the page's script wrote into
  /// `<pre id="result">`, as serialised in the DOM dump.
  func resultText(html: String, fragment: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("html-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html")
    try html.write(to: page, atomically: true, encoding: .utf8)
    let dom = try dumpDOM(url: page.absoluteString + "#" + fragment, profile: directory.appendingPathComponent("p"))
    guard let start = dom.range(of: "<pre id=\"result\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else { throw Failure(description: "no <pre id=\"result\"> in Chromium's DOM dump:\n\(dom.prefix(2_000))") }
    let text = String(dom[start.upperBound..<end.lowerBound])
    guard !text.isEmpty else {
      throw Failure(description: "the page's self-test wrote nothing (script error or too little virtual time)")
    }
    return text
  }

  /// The DOM of `url` after its scripts ran with 2 s of virtual time.
  private func dumpDOM(url: String, profile: URL) throws -> String {
    let process = Process()
    // coreutils' timeout: a browser that hangs must not hang the test run.
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = [
      "60", executable.path,
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
      "--user-data-dir=\(profile.path)", "--window-size=900,1000", "--virtual-time-budget=2000", "--dump-dom", url,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "chromium exited with status \(process.terminationStatus) for \(url)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
