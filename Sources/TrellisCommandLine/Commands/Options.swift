import Foundation
import Trellis

/// Parsed `--name value` (or `--name=value`) options of a command, its `--flag`s, with the
/// words that are not options. An option given several times keeps every value, in order.
struct Options {
    private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var setFlags: Set<String> = []

    /// Reads `arguments`; every option in `names` takes one value, every one in `flags` none.
    init(_ arguments: [String], names: Set<String>, flags: Set<String> = [], usage: String) throws(CommandError) {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            guard word.hasPrefix("--") else {
                positional.append(word)
                index += 1
                continue
            }
            if flags.contains(word) {
                setFlags.insert(word)
                index += 1
                continue
            }
            if let equals = word.firstIndex(of: "=") {
                let name = String(word[..<equals])
                guard names.contains(name) else { throw CommandError.usage("unknown option '\(name)'", usage: usage) }
                values[name, default: []].append(String(word[word.index(after: equals)...]))
                index += 1
            } else {
                guard names.contains(word) else { throw CommandError.usage("unknown option '\(word)'", usage: usage) }
                guard index + 1 < arguments.count else { throw CommandError.usage("\(word) needs a value", usage: usage) }
                values[word, default: []].append(arguments[index + 1])
                index += 2
            }
        }
    }

    /// The last value given for `name`.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Whether the flag `name` was given.
    func isSet(_ name: String) -> Bool { setFlags.contains(name) }

    /// Every value given for `name`, in order.
    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// The size given as `WIDTHxHEIGHT` for `name`, or `fallback`.
    func size(_ name: String, default fallback: CGSize? = nil, usage: String) throws(CommandError) -> CGSize {
        guard let text = value(name) else {
            if let fallback { return fallback }
            throw CommandError.usage("\(name) WIDTHxHEIGHT is required", usage: usage)
        }
        return try SizeArgument.parse(text, option: name, usage: usage)
    }

    /// The window `--device NAME` or `--size WxH` gives (one of them is required).
    func window(usage: String) throws(CommandError) -> Window {
        guard let window = try optionalWindow(usage: usage) else {
            throw CommandError.usage("--size WIDTHxHEIGHT or --device NAME is required", usage: usage)
        }
        return window
    }

    /// The window `--device NAME` or `--size WxH` gives, `nil` when neither is given.
    func optionalWindow(usage: String) throws(CommandError) -> Window? {
        if let name = value("--device") {
            guard value("--size") == nil else { throw CommandError.usage("give --size or --device, not both", usage: usage) }
            return Window(device: try DeviceArgument.parse(name, usage: usage))
        }
        guard value("--size") != nil else { return nil }
        return Window(size: try size("--size", usage: usage))
    }

    /// The graph in the file named by the single positional argument.
    func graph(usage: String) throws(CommandError) -> LayoutGraph {
        guard positional.count == 1, let path = positional.first else {
            throw CommandError.usage("give one graph file", usage: usage)
        }
        return try GraphFileReader.read(path)
    }
}
