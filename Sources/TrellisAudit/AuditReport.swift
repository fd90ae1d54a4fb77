import Foundation
import Trellis

/// What an audit run found over its matrix, as `report.json` keeps it: the columns, the shard
/// run (if any) and every layout with its findings.
public struct AuditReport: Sendable, Hashable, Codable {
    /// The file format's version.
    public static let version = 1

    /// The report's format name, `trellis-audit-report`.
    public var format = "trellis-audit-report"
    /// The format's version.
    public var version = AuditReport.version
    /// The matrix's columns, in order.
    public var columns: [AuditColumn]
    /// The names of the previews audited, in order.
    public var previews: [String]
    /// The shards this report covers: one for a shard's own report, several once merged, none
    /// for an unsharded run.
    public var shards: [AuditShard]
    /// The layouts, by preview and then by column.
    public var layouts: [AuditedLayout]

    /// A report of `layouts` over `columns` and `previews`, run as `shards`.
    public init(columns: [AuditColumn], previews: [String], shards: [AuditShard] = [], layouts: [AuditedLayout]) {
        self.columns = columns
        self.previews = previews
        self.shards = shards
        self.layouts = layouts.sorted { ($0.previewIndex, $0.columnIndex) < ($1.previewIndex, $1.columnIndex) }
    }

    /// How many findings the report has.
    public var findingCount: Int { layouts.reduce(0) { $0 + $1.findings.count } }

    /// How many findings the baseline does not accept.
    public var newFindingCount: Int { layouts.reduce(0) { $0 + $1.newFindings.count } }

    /// This report with each finding marked new unless `baseline` accepts it.
    public func judged(by baseline: LayoutAuditBaseline) -> AuditReport {
        let accepted = Set(baseline.findings)
        var report = self
        for index in report.layouts.indices {
            for finding in report.layouts[index].findings.indices {
                report.layouts[index].findings[finding].isNew = !accepted.contains(report.layouts[index].findings[finding].id)
            }
        }
        return report
    }

    /// A baseline accepting every finding of the report.
    public var baseline: LayoutAuditBaseline {
        LayoutAuditBaseline(ids: layouts.flatMap { $0.findings.map(\.id) })
    }

    /// The reports of the shards of one run joined into one: their layouts together, by preview
    /// and column. Throws ``AuditMergeError`` when they are of different matrices or previews,
    /// or cover a layout twice.
    public static func merging(_ reports: [AuditReport]) throws(AuditMergeError) -> AuditReport {
        guard let first = reports.first else { throw AuditMergeError(problem: "no reports to merge") }
        for (index, report) in reports.enumerated().dropFirst() {
            guard report.columns == first.columns else { throw AuditMergeError(problem: "report \(index + 1) has another matrix than report 1") }
            guard report.previews == first.previews else { throw AuditMergeError(problem: "report \(index + 1) audited other previews than report 1") }
        }
        let layouts = reports.flatMap(\.layouts)
        var seen = Set<String>()
        for layout in layouts where !seen.insert(layout.key).inserted {
            throw AuditMergeError(problem: "two reports hold \(layout.preview) on \(layout.column); were they made with the same shard?")
        }
        let shards = reports.flatMap(\.shards).sorted { ($0.count, $0.index) < ($1.count, $1.index) }
        return AuditReport(columns: first.columns, previews: first.previews, shards: shards, layouts: layouts)
    }

    /// The report as JSON, sorted and indented.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The report in `data`, a `report.json`'s contents, checking its format and version.
    public init(jsonData data: Data) throws {
        self = try JSONDecoder().decode(AuditReport.self, from: data)
        guard format == "trellis-audit-report", version <= Self.version else {
            throw AuditMergeError(problem: "not a trellis-audit-report of version \(Self.version) or earlier")
        }
    }
}

/// Why shard reports could not be merged.
public struct AuditMergeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var problem: String

    /// "cannot merge the reports: PROBLEM".
    public var description: String { "cannot merge the reports: \(problem)" }
}
