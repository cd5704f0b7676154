/// Splits one command's arguments into option values, flags and positional arguments, collecting every problem
/// instead of stopping at the first.
///
/// Options take a value as `--name value`, `--name=value` or `-n value`; a value may start with "-" only when it is
/// "-" itself or a negative number (`--offset -10,20`). `--` ends the options: everything after it is positional.
///
/// UIKit parity: none; part of the complayout tool.
struct ArgumentScanner {
  /// An option that takes a value: its long name ("--out") and optional short alias ("-o").
  struct Option: Hashable {
    var name: String
    var alias: String?
  }

  /// The value of each option given, by long name.
  private(set) var values: [String: String] = [:]
  /// The positional arguments, in order.
  private(set) var positionals: [String] = []
  /// Problems found, in the order of the arguments.
  private(set) var problems: [String] = []

  /// Scans `arguments` for `options`, accepting at most `positionalLimit` positional arguments (further ones are
  /// problems: "unexpected argument").
  ///
  /// - Complexity: O(arguments × options).
  init(_ arguments: [String], options: [Option], positionalLimit: Int) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !Self.looksLikeOption(argument) {
        if positionals.count < positionalLimit {
          positionals.append(argument)
        } else {
          problems.append("unexpected argument '\(argument)'")
        }
      } else if argument == "--" {
        optionsEnded = true
      } else if let option = options.first(where: { argument.hasPrefix($0.name + "=") }) {
        record(String(argument.dropFirst(option.name.count + 1)), for: option)
      } else if let option = options.first(where: { $0.name == argument || $0.alias == argument }) {
        if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
          record(arguments[index], for: option)
          index += 1
        } else {
          problems.append("missing value for option '\(argument)'")
        }
      } else {
        problems.append("unknown option '\(argument)'")
      }
    }
  }

  private mutating func record(_ value: String, for option: Option) {
    if values[option.name] != nil {
      problems.append("option '\(option.name)' given more than once")
    } else {
      values[option.name] = value
    }
  }

  /// Whether `arguments` asks for help: "-h" or "--help" before any "--".
  static func asksForHelp(_ arguments: [String]) -> Bool {
    arguments.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
  }

  /// Whether `argument` is spelled like an option ("-x", "--xyz"); "-" alone and negative numbers ("-12", "-.5",
  /// "-3,4") are values.
  static func looksLikeOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument != "-" else { return false }
    let next = argument.dropFirst().first
    return !(next == "." || next?.isASCII == true && next?.isNumber == true)
  }

  /// Parses a decimal number ("12", "-3.5", "1e3"); nil for anything else, including "nan", "inf" and hexadecimal.
  static func number(_ text: String) -> Double? {
    let allowed = Set("0123456789+-.eE")
    guard !text.isEmpty, text.allSatisfy(allowed.contains), let value = Double(text), value.isFinite else {
      return nil
    }
    return value
  }
}
