import Trellis

/// One `trellis` subcommand. Commands run on the main actor, where views are laid out.
@MainActor
protocol Command {
    /// The word that selects the command.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The command's synopsis, shown by `--help` and on usage errors.
    static var usage: String { get }
    /// A command that lays out or lists `previews` when it works on `#Preview`s: the previews
    /// of the modules the tool was asked to show.
    init(previews: [Preview])
    init()
    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError)
}

/// Why a command failed, and the exit code that says so.
enum CommandError: Error, CustomStringConvertible {
    /// The command line was wrong (exit code 64, as in `sysexits.h`).
    case usage(String, usage: String)
    /// An input file could not be read or understood (exit code 65).
    case input(String)

    var exitCode: Int32 {
        switch self {
        case .usage: return 64
        case .input: return 65
        }
    }

    var description: String {
        switch self {
        case .usage(let message, let usage): return "error: \(message)\nusage: \(usage)"
        case .input(let message): return "error: \(message)"
        }
    }
}

extension Command {
    /// Commands that show no previews ignore them.
    init(previews: [Preview]) { self.init() }
}
