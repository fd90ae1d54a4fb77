import Foundation

/// A type declared at the top level of a source file as conforming to `PreviewProvider`, which
/// the runner names so that its previews are listed: `#Preview`s register themselves, providers
/// do not.
struct PreviewProviderDeclaration: Equatable {
    /// The module that declares it.
    var module: String
    /// The type's name.
    var name: String
    /// The file, as `#fileID` writes it: "Module/File.swift".
    var fileID: String
    /// The file's path.
    var filePath: String
    /// The declaration's line, from 1.
    var line: Int

    /// The providers declared at the top level of `source`, the text of the file at `filePath`
    /// in `module`. Nested and `private` or `fileprivate` providers are left out, since the
    /// runner cannot name them; comments and string literals are skipped.
    static func scan(_ source: String, module: String, filePath: String) -> [PreviewProviderDeclaration] {
        let fileID = "\(module)/\(URL(fileURLWithPath: filePath).lastPathComponent)"
        var found: [PreviewProviderDeclaration] = []
        var depth = 0
        var inBlockComment = false
        var inMultilineString = false
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = Self.code(of: line, inBlockComment: &inBlockComment, inMultilineString: &inMultilineString)
            if depth == 0, let name = providerName(declaredBy: code) {
                found.append(PreviewProviderDeclaration(module: module, name: name, fileID: fileID, filePath: filePath, line: index + 1))
            }
            for character in code {
                if character == "{" { depth += 1 } else if character == "}" { depth = max(0, depth - 1) }
            }
        }
        return found
    }

    /// The name of the type `code` declares as a `PreviewProvider` (`struct Card_Previews:
    /// PreviewProvider {`), unless it is private to its file.
    private static func providerName(declaredBy code: String) -> String? {
        let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let keyword = words.firstIndex(where: { ["struct", "enum", "class"].contains($0) }), keyword + 1 < words.count,
              !words[..<keyword].contains(where: { $0 == "private" || $0 == "fileprivate" }),
              let colon = code.firstIndex(of: ":") else { return nil }
        let name = String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        let conformances = code[code.index(after: colon)...].prefix { $0 != "{" }.split(separator: ",")
        let conforms = conformances.contains { $0.trimmingCharacters(in: .whitespaces) == "PreviewProvider" }
        return conforms && !name.isEmpty ? name : nil
    }

    /// `line` without its comments and the contents of its string literals, carrying whether a
    /// block comment or a multi-line string is still open into the next line.
    private static func code(of line: Substring, inBlockComment: inout Bool, inMultilineString: inout Bool) -> String {
        var result = ""
        var rest = line[...]
        while !rest.isEmpty {
            if inBlockComment {
                guard let end = rest.range(of: "*/") else { return result }
                inBlockComment = false
                rest = rest[end.upperBound...]
            } else if inMultilineString {
                guard let end = rest.range(of: "\"\"\"") else { return result }
                inMultilineString = false
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("//") {
                return result
            } else if rest.hasPrefix("/*") {
                inBlockComment = true
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix("\"\"\"") {
                inMultilineString = true
                rest = rest.dropFirst(3)
            } else if rest.hasPrefix("\"") {
                var index = rest.index(after: rest.startIndex)
                while index < rest.endIndex, rest[index] != "\"" {
                    if rest[index] == "\\" { index = rest.index(after: index) }
                    if index < rest.endIndex { index = rest.index(after: index) }
                }
                rest = index < rest.endIndex ? rest[rest.index(after: index)...] : rest[rest.endIndex...]
                result += "\"\""
            } else {
                result.append(rest.removeFirst())
            }
        }
        return result
    }
}
