import Foundation
import Testing
import Trellis
import TrellisAudit

@Suite("Audit reports are the same every run")
@MainActor
struct AuditReportDeterminismTests {
    /// Two iPhones at three text sizes in two languages: 12 columns, so that many layouts are
    /// laid out at once and finish in whatever order the tasks happen to run.
    private var columns: [AuditColumn] {
        get throws {
            let devices = try ["iPhone SE (3rd generation)", "iPhone 16 Pro"].map { try Device.named($0) }
            return AuditMatrix(devices: devices, orientations: [.portrait], textSizes: [.xSmall, .large, .accessibility3], designs: [.iOS26],
                               layoutDirections: [.leftToRight], languages: [.locale("en_US"), .pseudo(.doubleLength)]).columns
        }
    }

    /// Every file of a report run into a new directory, by its path inside it.
    private func reportFiles(columns: [AuditColumn]) async throws -> [String: Data] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-audit-determinism-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let pages = directory.appendingPathComponent(AuditReport.pagesDirectory)
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        let previews = AuditFixtures.previews
        let layouts = try await AuditRunner(columns: columns, pages: pages, concurrency: 8).run(previews)
        try AuditReportWriter.write(AuditReport(columns: columns, previews: previews.map(\.displayName), layouts: layouts), to: directory)
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name != AuditReport.pagesDirectory {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: pages.path) {
            files["\(AuditReport.pagesDirectory)/\(name)"] = try Data(contentsOf: pages.appendingPathComponent(name))
        }
        return files
    }

    @Test("two runs write the same files, byte for byte: index.html, report.json, junit.xml and every page")
    func twoRunsWriteIdenticalReports() async throws {
        let columns = try columns
        let first = try await reportFiles(columns: columns)
        let second = try await reportFiles(columns: columns)
        // 2 previews × 12 columns, a thumbnail and an explorer page each, and the three report files.
        let expectedCount: Int = 2 * 12 * 2 + 3
        #expect(first.count == expectedCount)
        #expect(Set(first.keys) == Set(second.keys))
        for (name, data) in first.sorted(by: { $0.key < $1.key }) {
            #expect(second[name] == data, "\(name) differs between the two runs")
        }
        let index = try #require(first["index.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(index.contains("layouts/p1-c11.html"))
    }
}
