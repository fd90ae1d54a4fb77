import Foundation
import Testing

/// Checks the shape of the committed compile results (`Usage/compile-results.json`, written by
/// `Scripts/compile-harness.py` and described in `Usage/README.md`): every file the results
/// list is a file of the sample, each has one category and an error unless it compiled, and
/// each half's totals are the sum of its files. The compiles themselves need the sample's
/// repositories and are not run here.
@Suite("Compile results over the usage sample")
struct CompileResultsTests {
    struct Results: Decodable {
        struct Half: Decodable {
            var repositoriesInSample: Int
            var filesInSample: Int
            var repositories: Int
            var files: Int
            var compiled: Int
            var filesWithoutOtherModules: Int
            var compiledWithoutOtherModules: Int
            var byCategory: [String: Int]
            var apiMissing: [Blocker]
        }
        struct Blocker: Decodable {
            var name: String
            var files: Int
            var repositories: Int
        }
        struct File: Decodable {
            var path: String
            var compiled: Bool
            var category: String
            var error: String?
            var dependsOn: [String]
            var helpers: Int
        }
        struct Repository: Decodable {
            var repository: String
            var commit: String
            var half: String
            var swiftVersion: String
            var files: [File]
        }
        struct SlowExpression: Decodable {
            var repository: String
            var path: String
            var line: Int
            var ms: Int?
        }
        struct Settings: Decodable {
            var helperLimit: Int
        }
        var settings: Settings
        var halves: [String: Half]
        var slowExpressions: [SlowExpression]
        var repositories: [Repository]
    }

    static let categories: Set<String> = [
        "compiled", "trellis-api-missing", "apple-only-framework", "third-party-module",
        "repository-module", "repository-code", "linux-foundation-gap", "concurrency",
        "type-check-too-slow", "other",
    ]

    static func load() throws -> (Results, UsageCountsTests.Manifest) {
        let directory = UsageCountsTests.directory
        let results = try JSONDecoder().decode(
            Results.self, from: Data(contentsOf: directory.appendingPathComponent("compile-results.json")))
        let manifest = try UsageCountsTests.load("manifest.json", as: UsageCountsTests.Manifest.self)
        return (results, manifest)
    }

    @Test func everyFileIsTheSamplesAndHasOneCategory() throws {
        let (results, manifest) = try Self.load()
        let sample = Dictionary(uniqueKeysWithValues: manifest.repositories.map { ($0.repository, $0) })
        for repository in results.repositories {
            let entry = try #require(sample[repository.repository], "\(repository.repository)")
            #expect(repository.commit == entry.commit)
            #expect(repository.half == entry.half)
            #expect(["5", "6"].contains(repository.swiftVersion))
            #expect(repository.files.map(\.path) == entry.files.map(\.path), "\(repository.repository)")
            for file in repository.files {
                #expect(Self.categories.contains(file.category), "\(file.path): \(file.category)")
                #expect(file.compiled == (file.category == "compiled"), "\(file.path)")
                #expect(file.compiled == (file.error == nil), "\(file.path)")
                #expect((0...results.settings.helperLimit).contains(file.helpers), "\(file.path)")
            }
        }
        #expect(results.slowExpressions.allSatisfy { slow in
            results.repositories.contains { $0.repository == slow.repository } && slow.line > 0 })
    }

    @Test func eachHalfsTotalsAddUp() throws {
        let (results, manifest) = try Self.load()
        for half in ["held-out", "fit"] {
            let totals = try #require(results.halves[half])
            let inSample = manifest.repositories.filter { $0.half == half }
            #expect(totals.repositoriesInSample == inSample.count)
            #expect(totals.filesInSample == inSample.reduce(0) { $0 + $1.files.count })
            let covered = results.repositories.filter { $0.half == half }
            let files = covered.flatMap(\.files)
            #expect(totals.repositories == covered.count)
            #expect(totals.files == files.count)
            #expect(totals.compiled == files.filter(\.compiled).count)
            #expect(totals.byCategory.values.reduce(0, +) == totals.files)
            for (category, count) in totals.byCategory {
                #expect(files.filter { $0.category == category }.count == count, "\(half) \(category)")
            }
            let alone = files.filter { $0.dependsOn.isEmpty && !Self.moduleCategories.contains($0.category) }
            #expect(totals.filesWithoutOtherModules == alone.count)
            #expect(totals.compiledWithoutOtherModules == alone.filter(\.compiled).count)
            #expect(totals.apiMissing.map(\.files) == totals.apiMissing.map(\.files).sorted(by: >))
        }
        #expect(results.halves["held-out"]?.repositories == results.halves["held-out"]?.repositoriesInSample,
                "the whole held-out half is covered")
    }

    static let moduleCategories: Set<String> = ["apple-only-framework", "third-party-module", "repository-module"]
}
