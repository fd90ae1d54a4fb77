import Trellis
import TrellisExamples

/// `trellis behaviors`: the sizing behaviour of every built-in view and modifier.
struct BehaviorsCommand: Command {
    static let name = "behaviors"
    static let summary = "Print the sizing behaviour of every built-in view and modifier, per axis."
    static let usage = "trellis behaviors [--markdown]"

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        switch arguments {
        case []:
            let width = BehaviorCatalog.entries.map(\.name.count).max() ?? 0
            print("view or modifier".padding(toLength: width, withPad: " ", startingAt: 0) + "  horizontal            vertical", to: &output)
            for entry in BehaviorCatalog.entries {
                let behaviors = entry.behaviors
                let horizontal = behaviors.horizontal.description.padding(toLength: 20, withPad: " ", startingAt: 0)
                print(entry.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(horizontal)  \(behaviors.vertical)", to: &output)
            }
        case ["--markdown"]:
            print(BehaviorCatalog.markdown(), to: &output)
        default:
            throw CommandError.usage("unexpected arguments: \(arguments.joined(separator: " "))", usage: Self.usage)
        }
    }
}
