import Foundation
import Testing

/// Checks the shape of the differential harness's committed results
/// (`DifferentialHarness/results.json` and the suite manifests beside it, described in its
/// README): every suite names its repository, commit and half, every case has a status, and
/// the counts add up. The numbers themselves come from `Scripts/differential-harness.py`, which
/// needs the suites' repositories and is not run here.
@Suite("Differential harness results")
struct DifferentialHarnessResultsTests {
    struct Results: Decodable {
        struct Totals: Decodable {
            var suites: Int
            var compared: Int
            var agreed: Int
        }
        struct Miss: Decodable {
            var node: String
            var trellis: [Double]?
            var expected: [Double]?
        }
        struct Case: Decodable {
            var status: String
            var image: String
            var compared: Int?
            var agreed: Int?
            var misses: [Miss]?
            var error: String?
        }
        struct SuiteResult: Decodable {
            var repository: String
            var commit: String
            var half: String
            var compared: Int
            var agreed: Int
            var cases: [String: Case]
        }
        var schema: Int
        var suites: [String: SuiteResult]
        var totals: [String: Totals]
    }

    struct Manifest: Decodable {
        struct Layout: Decodable {
            var kind: String
            var size: [Double]?
            var safeArea: [Double]?
            var scale: Double
        }
        struct Case: Decodable {
            var name: String
            var testFile: String
            var image: String
            var view: String
            var layout: Layout
            var colorScheme: String
            /// The size the test sets, when it sets one (the harness's rule T1 gives the rest).
            var textSize: String?
        }
        struct OS: Decodable {
            var version: String
            var trellis: String
            var evidence: String
        }
        var name: String
        var repository: String
        var commit: String
        var half: String
        var os: OS
        var swiftLanguageMode: Int?
        var testSwiftLanguageMode: Int?
        var sources: [String]
        var cases: [Case]
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("DifferentialHarness")

    @Test("The results name each suite's repository, commit and half, and their counts add up")
    func resultsAreConsistent() throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent("results.json"))
        let results = try JSONDecoder().decode(Results.self, from: data)
        #expect(results.schema == 1)
        let statuses: Set = ["compared", "did not compile", "measured", "not run", "image unreadable"]
        for (name, suite) in results.suites {
            #expect(["fit", "held-out"].contains(suite.half), "\(name)")
            #expect(suite.commit.count == 40, "\(name)")
            #expect(suite.repository.contains("/"), "\(name)")
            #expect(suite.agreed <= suite.compared, "\(name)")
            #expect(suite.cases.values.compactMap(\.compared).reduce(0, +) == suite.compared, "\(name)")
            #expect(suite.cases.values.compactMap(\.agreed).reduce(0, +) == suite.agreed, "\(name)")
            for (caseName, result) in suite.cases {
                #expect(statuses.contains(result.status), "\(name) \(caseName)")
                #expect(result.image.hasSuffix(".png"), "\(name) \(caseName)")
                if result.status == "did not compile" { #expect(result.error != nil, "\(name) \(caseName)") }
                for miss in result.misses ?? [] { #expect(miss.trellis?.count ?? 4 == 4, "\(name) \(caseName) \(miss.node)") }
            }
        }
        for (half, totals) in results.totals {
            let suites = results.suites.values.filter { $0.half == half }
            #expect(totals.suites == suites.count, "\(half)")
            #expect(totals.compared == suites.map(\.compared).reduce(0, +), "\(half)")
            #expect(totals.agreed == suites.map(\.agreed).reduce(0, +), "\(half)")
        }
    }

    @Test("Every manifest names its repository, commit, OS evidence and cases, and has results")
    func manifestsAreComplete() throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent("results.json"))
        let results = try JSONDecoder().decode(Results.self, from: data)
        let folder = Self.directory.appendingPathComponent("suites")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 10)
        for file in files {
            let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: folder.appendingPathComponent(file)))
            #expect(file == manifest.name + ".json")
            #expect(manifest.commit.count == 40, "\(file)")
            #expect(!manifest.os.evidence.isEmpty, "\(file)")
            #expect(!manifest.cases.isEmpty, "\(file)")
            for mode in [manifest.swiftLanguageMode, manifest.testSwiftLanguageMode].compactMap(\.self) {
                #expect([5, 6].contains(mode), "\(file): a Swift language mode is 5 or 6")
            }
            #expect(results.suites[manifest.name]?.half == manifest.half, "\(file)")
            for item in manifest.cases {
                #expect(["device", "fixed", "sizeThatFits"].contains(item.layout.kind), "\(file) \(item.name)")
                #expect(item.image.hasSuffix(".png"), "\(file) \(item.name)")
            }
        }
    }
}
