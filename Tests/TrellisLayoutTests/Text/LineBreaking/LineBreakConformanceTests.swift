import Foundation
import Testing
@testable import TrellisLayout

/// The Unicode Line Breaking Algorithm against Unicode's own conformance data: the cases of
/// LineBreakTest.txt for the Unicode version of the generated table, kept in
/// `LineBreakTest.txt` beside this file by `Scripts/generate-line-break-table.py`.
@Suite("Line breaking: UAX #14 conformance")
struct LineBreakConformanceTests {
    /// One case: the scalars, and whether a line may break before each one after the first.
    struct Case {
        let line: Int
        let scalars: [Unicode.Scalar]
        let breaks: [Bool]
    }

    static func cases() throws -> [Case] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LineBreakTest.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        var cases: [Case] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var scalars: [Unicode.Scalar] = []
            var breaks: [Bool] = []
            var digits = ""
            func finish() throws {
                guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
                    throw ConformanceError(description: "LineBreakTest.txt line \(number + 1): \(digits) is not a scalar")
                }
                scalars.append(scalar)
                digits = ""
            }
            for character in line {
                switch character {
                case "/", ".":
                    try finish()
                    breaks.append(character == "/")
                default: digits.append(character)
                }
            }
            try finish()
            cases.append(Case(line: number + 1, scalars: scalars, breaks: breaks))
        }
        return cases
    }

    struct ConformanceError: Error, CustomStringConvertible {
        let description: String
    }

    @Test("the table is the Unicode version the conformance data are")
    func version() throws {
        #expect(LineBreakProperties.unicodeVersion == "16.0.0")
        #expect(try Self.cases().count == 16_672)
    }

    @Test("every conformance case breaks where UAX #14 says")
    func conformance() throws {
        let cases = try Self.cases()
        var failures: [String] = []
        for testCase in cases {
            let opportunities = LineBreaker.opportunities(testCase.scalars, tailoring: .none)
            let ours = opportunities.dropFirst().map { $0 != .prohibited }
            if ours != testCase.breaks {
                let codes = testCase.scalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
                failures.append("line \(testCase.line): \(codes): expected \(testCase.breaks), got \(ours)")
            }
        }
        let passed = cases.count - failures.count
        // The pass rate over the whole file, reported in Documentation/Trellis.docc/ContentViewMetrics.md.
        #expect(failures.isEmpty, "\(passed) of \(cases.count) cases pass; first failures:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
