import Foundation
import Testing
@testable import TrellisLayout

/// The Unicode Bidirectional Algorithm against Unicode's own conformance data: cases of
/// BidiCharacterTest.txt, kept in `BidiCharacterTest.txt` beside this file by
/// `Scripts/generate-bidi-table.py`.
@Suite("Bidi: UAX #9 conformance")
struct BidiConformanceTests {
    /// One case: the scalars, the paragraph direction, and the expected paragraph level, levels
    /// (nil for characters rule X9 removes) and visual order.
    struct Case {
        let line: Int
        let scalars: [Unicode.Scalar]
        let direction: BidiParagraph.Direction
        let paragraphLevel: UInt8
        let levels: [UInt8?]
        let order: [Int]
    }

    struct ConformanceError: Error, CustomStringConvertible {
        let description: String
    }

    static func cases() throws -> [Case] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BidiCharacterTest.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        var cases: [Case] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            func fail(_ problem: String) -> ConformanceError {
                ConformanceError(description: "BidiCharacterTest.txt line \(number + 1): \(problem)")
            }
            guard fields.count == 5 else { throw fail("\(fields.count) fields, not 5") }
            let scalars = try fields[0].split(separator: " ").map { digits in
                guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
                    throw fail("\(digits) is not a scalar")
                }
                return scalar
            }
            let direction: BidiParagraph.Direction
            switch fields[1] {
            case "0": direction = .leftToRight
            case "1": direction = .rightToLeft
            case "2": direction = .firstStrong
            default: throw fail("the direction \(fields[1]) is not 0, 1 or 2")
            }
            guard let paragraphLevel = UInt8(fields[2]) else { throw fail("the paragraph level \(fields[2]) is not a number") }
            let levels: [UInt8?] = try fields[3].split(separator: " ").map { level in
                if level == "x" { return nil }
                guard let value = UInt8(level) else { throw fail("the level \(level) is not a number") }
                return value
            }
            let order = try fields[4].split(separator: " ").map { position in
                guard let value = Int(position) else { throw fail("the position \(position) is not a number") }
                return value
            }
            guard levels.count == scalars.count else { throw fail("\(levels.count) levels for \(scalars.count) scalars") }
            cases.append(Case(line: number + 1, scalars: scalars, direction: direction, paragraphLevel: paragraphLevel,
                              levels: levels, order: order))
        }
        return cases
    }

    /// Whether `paragraph` gives `testCase`'s levels and order.
    static func passes(_ testCase: Case, _ paragraph: BidiParagraph) -> Bool {
        let line = 0..<testCase.scalars.count
        let levels = paragraph.lineLevels(line)
        let resolved: [UInt8?] = line.map { paragraph.isRemoved($0) ? nil : levels[$0] }
        return paragraph.paragraphLevel == testCase.paragraphLevel && resolved == testCase.levels
            && paragraph.visualOrder(line) == testCase.order
    }

    @Test("the fixture holds the cases it should")
    func fixture() throws {
        #expect(BidiClass.unicodeVersion == "16.0.0")
        #expect(try Self.cases().count == 102)
    }

    @Test("every conformance case resolves the levels and order UAX #9 gives")
    func conformance() throws {
        var failures: [String] = []
        for testCase in try Self.cases() {
            let paragraph = BidiParagraph(testCase.scalars, direction: testCase.direction)
            if !Self.passes(testCase, paragraph) {
                let line = 0..<testCase.scalars.count
                let levels = paragraph.lineLevels(line).enumerated().map { paragraph.isRemoved($0.offset) ? "x" : String($0.element) }
                failures.append("line \(testCase.line): levels \(levels.joined(separator: " ")), order \(paragraph.visualOrder(line))")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) cases fail:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
