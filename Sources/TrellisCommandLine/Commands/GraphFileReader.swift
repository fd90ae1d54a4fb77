import Foundation
import Trellis

/// Reads a graph file for a command, turning every failure into a one-line error that names
/// the file: a missing file, a directory, an unreadable file, text that is not JSON (with the
/// line and column), or JSON that is not a graph (with the field's path).
enum GraphFileReader {
    /// The graph in the file at `path`, or, when there is no such file and `path` is a bare
    /// name (no `/`, no `.json`), the graph a view's `writeGraph(named:)` wrote under that name.
    static func read(_ path: String) throws(CommandError) -> LayoutGraph {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            guard !path.contains("/"), !path.hasSuffix(".json"), !path.isEmpty else { throw CommandError.input("cannot read \(path): no such file") }
            let exported = GraphExport.file(named: path)
            guard FileManager.default.fileExists(atPath: exported.path) else {
                throw CommandError.input("cannot read \(path): no such file, and no graph named '\(path)' in \(GraphExport.directory.path) "
                    + "(write one with try YourView().writeGraph(named: \"\(path)\"), or set TRELLIS_GRAPHS to where they are)")
            }
            return try read(exported.path)
        }
        guard !isDirectory.boolValue else { throw CommandError.input("cannot read \(path): it is a directory, not a graph file") }
        guard FileManager.default.isReadableFile(atPath: path), let data = FileManager.default.contents(atPath: path) else {
            throw CommandError.input("cannot read \(path): permission denied")
        }
        do {
            return try LayoutGraph.decode(json: data)
        } catch {
            if let location = syntaxError(in: data) { throw CommandError.input("\(path):\(location)") }
            throw CommandError.input("\(path): \(error)")
        }
    }

    /// Where `data` stops being JSON, as `LINE:COLUMN: not valid JSON (…)`, or `nil` when it is JSON.
    private static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            return "\(position(in: description, of: data)): not valid JSON: \(description)"
        }
    }

    /// "LINE:COLUMN" of the place a parser message names, as "line N, column M" or as
    /// "character N" (a byte offset from 0, turned into a line and column from 1); "1:1" when it
    /// names none.
    private static func position(in message: String, of data: Data) -> String {
        let words = message.replacingOccurrences(of: ",", with: " ").replacingOccurrences(of: ".", with: " ").split(separator: " ")
        func number(after word: String) -> Int? {
            words.firstIndex { $0 == word }.flatMap { $0 + 1 < words.count ? Int(words[$0 + 1]) : nil }
        }
        if let line = number(after: "line"), let column = number(after: "column") { return "\(line):\(column)" }
        guard let offset = number(after: "character") else { return "1:1" }
        let before = data.prefix(max(0, min(offset, data.count)))
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        return "\(line):\(before.distance(from: lineStart, to: before.endIndex) + 1)"
    }
}
