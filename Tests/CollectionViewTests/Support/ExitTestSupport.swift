import Testing

/// Checks that an exit test's standard error contains every fragment (the trap message names the
/// offending identifiers and the fix).
@MainActor
func expectStandardError(
  _ result: ExitTest.Result?, contains fragments: String..., sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let result else { return }
  let text = String(decoding: result.standardErrorContent, as: UTF8.self)
  for fragment in fragments {
    #expect(text.contains(fragment), "stderr lacks \(fragment): \(text)", sourceLocation: sourceLocation)
  }
}
