import Foundation
import Testing

/// Checks the shape of the committed API usage counts (`Usage/manifest.json`, `api-usage.json`
/// and `api-ranking.json`, described in `Usage/README.md`): the sample is as large and as spread
/// as the issue asks, the counts add up per half and overall, and the ranking is the counts'
/// head. The numbers themselves come from `Scripts/api-usage.py`, which needs the sample's
/// repositories and is not run here.
@Suite("API usage counts")
struct UsageCountsTests {
    struct Manifest: Decodable {
        struct File: Decodable {
            var path: String
            var changed: String
        }
        struct Repository: Decodable {
            var repository: String
            var commit: String
            var half: String
            var files: [File]
        }
        struct Half: Decodable {
            var repositories: Int
            var files: Int
        }
        struct Counts: Decodable {
            var repositories: Int
            var files: Int
            var byHalf: [String: Half]
        }
        var counts: Counts
        var repositories: [Repository]
    }

    struct Usage: Decodable {
        struct Sample: Decodable {
            var files: Int
            var repositories: Int
        }
        struct Totals: Decodable {
            var calls: Int
            var fit: Int
            var heldOut: Int
            var apis: Int
        }
        struct API: Decodable {
            var api: String
            var kind: String
            var calls: Int
            var fit: Int
            var heldOut: Int
            var files: Int
            var repositories: Int
        }
        var sample: Sample
        var totals: Totals
        var apis: [API]
    }

    struct Ranking: Decodable {
        struct Entry: Decodable {
            var rank: Int
            var api: String
            var kind: String
            var calls: Int
            var offered: Bool
        }
        struct Below: Decodable {
            var rank: Int
            var api: String
            var kind: String
            var calls: Int
            var heldOut: Int
        }
        struct Name: Decodable, Hashable {
            var api: String
            var kind: String
        }
        struct Calls: Decodable {
            var calls: Int
            var heldOut: Int
        }
        var top: Int
        var offered: Int
        var notOffered: [Name]
        var notOfferedCalls: Calls
        var apis: [Entry]
        var notOfferedBelowTop: [Below]
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Usage")

    static func load<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// Repositories the compatibility work was checked on before (issue 44): the sample must be
    /// new code.
    static let usedBefore: Set<String> = [
        "home-assistant/iOS", "StanfordSpezi/SpeziViews", "martinomamic/RSSReader",
        "leboncoin/spark-ios-common", "skiptools/skip-ui", "davdroman/TextBuilder",
        "autoreleasefool/approach", "tevelee/SwiftUI-Flow", "marian-stanciulica/Foodybite",
        "doordash-oss/swiftui-preview-snapshots", "criticalmaps/criticalmaps-ios",
        "vjr2005/Challenge", "pointfreeco/swift-snapshot-testing", "stadiamaps/ferrostar",
        "rational-kunal/NeoBrutalism", "GoodRequest/GoodSwiftUI", "OpenSwiftUIProject/OpenSwiftUI",
    ]

    @Test func theSampleIsLargeSpreadRecentAndNew() throws {
        let manifest = try Self.load("manifest.json", as: Manifest.self)
        let repositories = manifest.repositories
        #expect(repositories.count >= 300)
        #expect(repositories.count == manifest.counts.repositories)
        #expect(Set(repositories.map(\.repository)).count == repositories.count)
        #expect(Set(repositories.map(\.repository)).isDisjoint(with: Self.usedBefore))
        let files = repositories.flatMap(\.files)
        #expect(files.count >= 1000)
        #expect(files.count == manifest.counts.files)
        for repository in repositories {
            #expect((1...10).contains(repository.files.count), "\(repository.repository)")
            #expect(repository.commit.count == 40, "\(repository.repository)")
            #expect(Set(repository.files.map(\.path)).count == repository.files.count)
            for file in repository.files {
                #expect(("2023"..."2026").contains(String(file.changed.prefix(4))), "\(file.path)")
            }
        }
        for half in ["fit", "held-out"] {
            let members = repositories.filter { $0.half == half }
            #expect(members.count == manifest.counts.byHalf[half]?.repositories)
            #expect(members.reduce(0) { $0 + $1.files.count } == manifest.counts.byHalf[half]?.files)
            #expect(members.count > repositories.count / 3, "both halves hold a fair share")
        }
        #expect(repositories.allSatisfy { ["fit", "held-out"].contains($0.half) })
    }

    @Test func theCountsAddUp() throws {
        let manifest = try Self.load("manifest.json", as: Manifest.self)
        let usage = try Self.load("api-usage.json", as: Usage.self)
        #expect(usage.sample.files == manifest.counts.files)
        #expect(usage.sample.repositories == manifest.counts.repositories)
        #expect(usage.apis.count == usage.totals.apis)
        // An API is its name and kind (`.blur(radius:)` the modifier and the static member).
        #expect(Set(usage.apis.map { "\($0.api) \($0.kind)" }).count == usage.apis.count)
        #expect(usage.apis.reduce(0) { $0 + $1.calls } == usage.totals.calls)
        #expect(usage.apis.reduce(0) { $0 + $1.fit } == usage.totals.fit)
        #expect(usage.apis.reduce(0) { $0 + $1.heldOut } == usage.totals.heldOut)
        #expect(usage.totals.fit + usage.totals.heldOut == usage.totals.calls)
        for api in usage.apis {
            #expect(api.fit + api.heldOut == api.calls, "\(api.api)")
            #expect(api.repositories >= 1 && api.repositories <= api.files, "\(api.api)")
            #expect(api.files <= api.calls && api.files <= manifest.counts.files, "\(api.api)")
            #expect(api.repositories <= manifest.counts.repositories, "\(api.api)")
        }
        #expect(zip(usage.apis, usage.apis.dropFirst()).allSatisfy { $0.calls >= $1.calls })
    }

    @Test func theRankingIsTheCountsHead() throws {
        let usage = try Self.load("api-usage.json", as: Usage.self)
        let ranking = try Self.load("api-ranking.json", as: Ranking.self)
        #expect(ranking.top == min(500, usage.apis.count))
        #expect(ranking.apis.count == ranking.top)
        for (index, (entry, api)) in zip(ranking.apis, usage.apis).enumerated() {
            #expect(entry.rank == index + 1)
            #expect(entry.api == api.api && entry.kind == api.kind)
            #expect(entry.calls == api.calls)
        }
        #expect(ranking.apis.filter(\.offered).count == ranking.offered)
        #expect(ranking.apis.filter { !$0.offered }.map { Ranking.Name(api: $0.api, kind: $0.kind) }
            == ranking.notOffered)
    }

    /// The calls of APIs Trellis does not offer, overall and in the held-out half, are those of
    /// the top's APIs not offered and of those listed below the top.
    @Test func theCallsNotOfferedAddUp() throws {
        let usage = try Self.load("api-usage.json", as: Usage.self)
        let ranking = try Self.load("api-ranking.json", as: Ranking.self)
        let byName = Dictionary(uniqueKeysWithValues: usage.apis.map {
            (Ranking.Name(api: $0.api, kind: $0.kind), $0)
        })
        let top = ranking.notOffered.compactMap { byName[$0] }
        #expect(top.count == ranking.notOffered.count)
        for below in ranking.notOfferedBelowTop {
            let api = byName[Ranking.Name(api: below.api, kind: below.kind)]
            #expect(below.rank > ranking.top)
            #expect(api?.calls == below.calls, "\(below.api)")
            #expect(api?.heldOut == below.heldOut, "\(below.api)")
            #expect(usage.apis[below.rank - 1].api == below.api, "\(below.api)")
        }
        #expect(top.reduce(0) { $0 + $1.calls } + ranking.notOfferedBelowTop.reduce(0) { $0 + $1.calls }
            == ranking.notOfferedCalls.calls)
        #expect(top.reduce(0) { $0 + $1.heldOut } + ranking.notOfferedBelowTop.reduce(0) { $0 + $1.heldOut }
            == ranking.notOfferedCalls.heldOut)
    }
}
