import Foundation
import Testing
import XCTest

/// Reports a snapshot's failure (or note) to the test framework that is running: Swift Testing's `Issue.record`
/// inside a `@Test`, XCTest's `XCTFail` otherwise.
enum SnapshotIssueReporter {
  /// Whether a Swift Testing test is running on this task.
  static var isSwiftTesting: Bool { Test.current != nil }

  /// A failure at the assertion.
  static func fail(_ message: String, fileID: String, file: StaticString, line: UInt, column: UInt) {
    if isSwiftTesting {
      let location = SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column))
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
      XCTFail(message, file: file, line: line)
    }
  }

  /// A note that does not fail the test (a snapshot was recorded): a warning issue in Swift Testing, standard error
  /// under XCTest.
  static func note(_ message: String, fileID: String, file: StaticString, line: UInt, column: UInt) {
    if isSwiftTesting {
      let location = SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column))
      Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
    } else {
      FileHandle.standardError.write(Data("\(file):\(line): note: \(message)\n".utf8))
    }
  }
}
