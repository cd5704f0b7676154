import ComplayoutCommands
import Foundation

// complayout: lays UIKit compositional layouts out headless and draws them. See `complayout --help`.
// Exit status: 0 success, 1 bad spec or I/O failure, 64 bad command line.

let status: Int32
do {
  switch try ComplayoutCommand.parse(Array(CommandLine.arguments.dropFirst())) {
  case .help(let topic):
    status = CommandIO.standard.writeHelp(ComplayoutHelp.text(for: topic))
  case .render(let command):
    status = command.run(io: .standard, engine: LayoutSpecEngine())
  case .validate(let command):
    status = command.run(io: .standard, engine: LayoutSpecEngine())
  case .dump(let command):
    status = command.run(io: .standard, engine: LayoutSpecEngine())
  case .gallery(let command):
    status = command.run()
  case .audit(let command):
    status = MainActor.assumeIsolated { command.run() }
  }
} catch {
  StandardError.write(error.description)
  status = CommandLineError.exitCode
}
exit(status)
