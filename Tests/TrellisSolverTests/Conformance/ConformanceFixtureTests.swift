import Foundation
import Testing

/// Keeps Fixtures/ConformanceCases.md and the conformance suites in step: every case of the
/// fixture is tested by a test named `case N: …` or marked "Not written" with a reason, and no
/// test names a case the fixture does not have.
@Suite("Conformance fixture")
@MainActor
struct ConformanceFixtureTests {
    /// One `### Case N: title` block of the fixture.
    struct FixtureCase {
        let number: Int
        let block: String
        var isWritten: Bool { !block.contains("\n- Not written: ") }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func fixtureCases() throws -> [FixtureCase] {
        let text = try String(contentsOf: folder.appendingPathComponent("Fixtures/ConformanceCases.md"), encoding: .utf8)
        return text.components(separatedBy: "\n### Case ").dropFirst().compactMap { block in
            let digits = block.prefix { $0.isNumber }
            return Int(digits).map { FixtureCase(number: $0, block: block) }
        }
    }

    /// The case numbers the suites' test names start with, by file.
    static func testedCases() throws -> [String: Set<Int>] {
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "ConformanceFixtureTests.swift" }
        let name = try Regex(#"@Test\(\s*"case (\d+):"#)
        var cases: [String: Set<Int>] = [:]
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            cases[file.lastPathComponent] = Set(source.matches(of: name).compactMap { match in
                match.output[1].substring.flatMap { Int($0) }
            })
        }
        return cases
    }

    @Test("the fixture numbers its cases 1, 2, 3, … and gives each a source, a tree and frames")
    func fixtureIsWellFormed() throws {
        let cases = try Self.fixtureCases()
        #expect(cases.map(\.number) == Array(1...cases.count))
        #expect(cases.count >= 73)
        for fixtureCase in cases {
            for field in ["\n- Source: ", "\n- Tree: ", "\n- Frames: "] {
                #expect(fixtureCase.block.contains(field), "case \(fixtureCase.number) has no \(field.dropFirst(3))")
            }
        }
    }

    @Test("every case is tested or marked not written, and no test names a missing case")
    func fixtureAndTestsAgree() throws {
        let cases = try Self.fixtureCases()
        let tested = try Self.testedCases()
        let testedNumbers = tested.values.reduce(into: Set<Int>()) { $0.formUnion($1) }
        #expect(tested.count >= 5, "the conformance sources were not found next to this file")
        for fixtureCase in cases {
            if fixtureCase.isWritten {
                #expect(testedNumbers.contains(fixtureCase.number),
                        "case \(fixtureCase.number) has no test named \"case \(fixtureCase.number): …\"; write one or mark it \"Not written\" with the reason")
            } else {
                #expect(!testedNumbers.contains(fixtureCase.number), "case \(fixtureCase.number) is marked not written but has a test")
            }
        }
        let known = Set(cases.map(\.number))
        for (file, numbers) in tested.sorted(by: { $0.key < $1.key }) {
            #expect(numbers.isSubset(of: known), "\(file) tests cases the fixture does not list: \(numbers.subtracting(known).sorted())")
        }
    }
}
