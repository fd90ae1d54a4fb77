import Foundation
import Testing
import Trellis
import TrellisAudit

@Suite("Audit runs and their reports")
@MainActor
struct AuditReportTests {
    /// The fixtures' previews audited over the standard matrix (large and AX3).
    private func report(shard: AuditShard? = nil) async throws -> AuditReport {
        let runner = AuditRunner(columns: AuditFixtures.columns, shard: shard)
        let layouts = try await runner.run(AuditFixtures.previews)
        return AuditReport(columns: AuditFixtures.columns, previews: AuditFixtures.previews.map(\.displayName), shards: shard.map { [$0] } ?? [],
                           layouts: layouts)
    }

    @Test("the 30 × 30 button is too small in every column; the fixed-width label is truncated at AX3 only")
    func findings() async throws {
        let report = try await report()
        #expect(report.layouts.map(\.key) == ["p0-c0", "p0-c1", "p1-c0", "p1-c1"])
        let card = report.layouts.filter { $0.preview == "Close button card" }
        let kinds = card.map { Set($0.findings.map(\.kind)) }
        #expect(kinds.allSatisfy { $0.contains(.smallHitRegion) })
        #expect(!kinds[0].contains(.truncation) && kinds[1].contains(.truncation))
        #expect(card[1].column.textSize == "AX3")
        #expect(report.layouts.filter { $0.preview == "Plain" }.allSatisfy { $0.findings.isEmpty })
    }

    @Test("a preview whose trait turns the device is reported under the orientation it was laid out in")
    func landscapeTrait() async throws {
        let turned = Preview("Turned", traits: .landscapeLeft) { PlainScreen() }
        let layouts = try await AuditRunner(columns: AuditFixtures.columns).run([turned])
        // The iPhone 16 Pro is 402 × 874 upright; the trait lays the preview out 874 wide.
        #expect(layouts.map(\.windowSize.width) == [874, 874])
        #expect(layouts.map(\.column.orientation) == [.landscape, .landscape])
    }

    @Test("junit.xml has a case per preview and column, failing with the kind, the culprit and the fix")
    func junit() async throws {
        let xml = try await report().junitXML
        #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(xml.contains(#"<testsuites name="trellis audit" tests="4" failures="2">"#))
        #expect(xml.contains(#"<testsuite name="Close button card" tests="2" failures="2">"#))
        #expect(xml.contains(#"<testsuite name="Plain" tests="2" failures="0">"#))
        #expect(xml.contains(#"<testcase classname="Close button card" name="iPhone 16 Pro · portrait · AX3 · iOS 26 · LTR · en_US""#))
        #expect(xml.contains(#"<failure type="smallHitRegion, truncation" message="2 new findings: "#))
        #expect(xml.contains("smallHitRegion — Button &apos;close&apos;: "))
        #expect(xml.contains("truncation — Text &quot;Delivery&quot;: "))
        #expect(xml.components(separatedBy: "\nfix: ").count - 1 == 3)
    }

    @Test("report.json reads back; a baseline of it accepts every finding; a new finding fails again")
    func jsonAndBaseline() async throws {
        let report = try await report()
        #expect(report.newFindingCount == report.findingCount && report.findingCount == 3)
        let read = try AuditReport(jsonData: try report.jsonData())
        #expect(read == report)
        let json = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        #expect(json["format"] as? String == "trellis-audit-report")
        let layouts = try #require(json["layouts"] as? [[String: Any]])
        let findings = try #require(layouts[1]["findings"] as? [[String: Any]])
        #expect(findings.contains { ($0["id"] as? [String: Any])?["kind"] as? String == "truncation" && $0["isNew"] as? Bool == true })
        let judged = report.judged(by: report.baseline)
        #expect(judged.newFindingCount == 0 && judged.findingCount == 3)
        #expect(!judged.junitXML.contains("<failure") && judged.junitXML.contains("<system-out>accepted by the baseline:"))
        // A baseline taken at the default size only accepts the hit region, not the AX3 truncation.
        let partial = LayoutAuditBaseline(ids: report.layouts[0].findings.map(\.id))
        #expect(report.judged(by: partial).layouts.flatMap(\.newFindings).map(\.kind) == [.truncation])
    }

    @Test("shard reports merge into the whole run's; overlapping shards do not")
    func merging() async throws {
        let whole = try await report()
        let first = try await report(shard: AuditShard(index: 1, count: 2)), second = try await report(shard: AuditShard(index: 2, count: 2))
        #expect(first.layouts.count == 2 && second.layouts.count == 2)
        let merged = try AuditReport.merging([second, first])
        #expect(merged.layouts == whole.layouts)
        #expect(merged.shards.map(\.description) == ["1/2", "2/2"])
        #expect(throws: AuditMergeError.self) { try AuditReport.merging([first, first]) }
    }
}
