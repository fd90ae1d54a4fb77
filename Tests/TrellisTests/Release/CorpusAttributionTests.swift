import Foundation
import Testing

/// The corpus of public files (Tests/Corpus) keeps the attribution its licences require.
@Suite("Corpus attribution")
struct CorpusAttributionTests {
    static let corpus = DocumentationFiles.root.appendingPathComponent("Tests/Corpus")

    static var fixtures: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.hasSuffix(".swift.txt") }.map { String($0.dropLast(".swift.txt".count)) }.sorted()
    }

    @Test("the corpus holds at least ten files")
    func corpusSize() {
        #expect(Self.fixtures.count >= 10)
    }

    @Test("every file has a source naming its repository, path, commit and permissive licence, with the notice")
    func everyFileIsAttributed() throws {
        for name in Self.fixtures {
            let source = try String(contentsOf: Self.corpus.appendingPathComponent("\(name).source.txt"), encoding: .utf8)
            for field in ["Repository: https://github.com/", "Path: ", "Commit: ", "License: "] {
                #expect(source.contains(field), "\(name).source.txt lacks \(field)")
            }
            #expect(source.range(of: #"Commit: [0-9a-f]{40}\n"#, options: .regularExpression) != nil, "\(name): commit")
            #expect(["MIT", "Apache", "BSD"].contains { source.contains("License: \($0)") }, "\(name): licence")
            #expect(source.contains("Permission is hereby granted") || source.contains("Licensed under the Apache License"),
                    "\(name): the licence's notice")
            let file = try String(contentsOf: Self.corpus.appendingPathComponent("\(name).swift.txt"), encoding: .utf8)
            #expect(file.contains("import SwiftUI"), "\(name) is a SwiftUI file")
        }
    }
}
