import Foundation

/// The findings an app has accepted, so that an audit fails only on new ones: a list of
/// ``LayoutAuditFinding/ID``s, written as JSON (the file `trellis-baseline.json`).
///
/// ```json
/// {"format": "trellis-audit-baseline", "version": 1,
///  "findings": [{"kind": "smallHitRegion", "layout": "Profile", "culprit": "ProfileCard › Button 'follow'", "qualifier": ""}]}
/// ```
public struct LayoutAuditBaseline: Sendable, Hashable, Codable {
    /// The file format's version.
    public static let version = 1

    /// The accepted findings' identities, sorted.
    public private(set) var findings: [LayoutAuditFinding.ID]

    /// A baseline accepting `findings`.
    public init(accepting findings: [LayoutAuditFinding]) {
        self.init(ids: findings.map(\.id))
    }

    /// A baseline accepting the findings with identities `ids`.
    public init(ids: [LayoutAuditFinding.ID]) {
        findings = Array(Set(ids)).sorted()
    }

    /// Whether `finding` is accepted.
    public func contains(_ finding: LayoutAuditFinding) -> Bool {
        accepted.contains(finding.id)
    }

    /// The findings of `findings` that this baseline does not accept, in their order.
    public func newFindings(in findings: [LayoutAuditFinding]) -> [LayoutAuditFinding] {
        let accepted = accepted
        return findings.filter { !accepted.contains($0.id) }
    }

    /// The accepted identities in a set.
    private var accepted: Set<LayoutAuditFinding.ID> { Set(findings) }

    private enum Key: String, CodingKey {
        case format, version, findings
    }

    /// Reads a baseline file, checking its format and version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let format = try container.decode(String.self, forKey: .format)
        let version = try container.decode(Int.self, forKey: .version)
        guard format == "trellis-audit-baseline", version <= Self.version else {
            throw DecodingError.dataCorruptedError(forKey: .format, in: container,
                                                   debugDescription: "not a trellis-audit-baseline of version \(Self.version) or earlier")
        }
        self.init(ids: try container.decode([LayoutAuditFinding.ID].self, forKey: .findings))
    }

    /// Writes the baseline file's fields.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode("trellis-audit-baseline", forKey: .format)
        try container.encode(Self.version, forKey: .version)
        try container.encode(findings, forKey: .findings)
    }

    /// The baseline as JSON, sorted and indented, so that changes to it read well in a diff.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The baseline in `data`, a baseline file's contents.
    public init(jsonData data: Data) throws {
        self = try JSONDecoder().decode(LayoutAuditBaseline.self, from: data)
    }
}

extension Array where Element == LayoutAuditFinding {
    /// These findings without those `baseline` accepts.
    public func excluding(_ baseline: LayoutAuditBaseline) -> [LayoutAuditFinding] {
        baseline.newFindings(in: self)
    }
}
