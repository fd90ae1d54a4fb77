import Foundation
import Trellis

/// Parsed `--name value` options of a command, with the words that are not options.
struct Options {
    private(set) var positional: [String] = []
    private var values: [String: String] = [:]

    /// Reads `arguments`; every option in `names` takes one value.
    init(_ arguments: [String], names: Set<String>, usage: String) throws(CommandError) {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word.hasPrefix("--") {
                guard names.contains(word) else { throw CommandError.usage("unknown option '\(word)'", usage: usage) }
                guard index + 1 < arguments.count else { throw CommandError.usage("\(word) needs a value", usage: usage) }
                values[word] = arguments[index + 1]
                index += 2
            } else {
                positional.append(word)
                index += 1
            }
        }
    }

    func value(_ name: String) -> String? { values[name] }

    /// The size given as `WIDTHxHEIGHT` for `name`, or `fallback`.
    func size(_ name: String, default fallback: CGSize? = nil, usage: String) throws(CommandError) -> CGSize {
        guard let text = values[name] else {
            if let fallback { return fallback }
            throw CommandError.usage("\(name) WIDTHxHEIGHT is required", usage: usage)
        }
        return try SizeArgument.parse(text, option: name, usage: usage)
    }

    /// The graph in the file named by the single positional argument.
    func graph(usage: String) throws(CommandError) -> LayoutGraph {
        guard positional.count == 1, let path = positional.first else {
            throw CommandError.usage("give one graph file", usage: usage)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandError.input("cannot read \(path): \(error.localizedDescription)")
        }
        do {
            return try LayoutGraph.decode(json: data)
        } catch {
            throw CommandError.input("\(path): \(error)")
        }
    }
}
