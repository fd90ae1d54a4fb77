import Trellis

extension AuditReport {
    /// The report as JUnit XML, which CI systems show as tests: a test suite per preview and a
    /// test case per column, named after it. A layout with new findings fails, with a failure
    /// whose `type` lists the kinds and whose text gives each finding's kind, culprit, message
    /// and fix; the findings the baseline accepts are listed in the case's standard output.
    public var junitXML: String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        let failures = layouts.filter { !$0.newFindings.isEmpty }.count
        lines.append(#"<testsuites name="trellis audit" tests="\#(layouts.count)" failures="\#(failures)">"#)
        var byPreview: [Int: [AuditedLayout]] = [:]
        for layout in layouts { byPreview[layout.previewIndex, default: []].append(layout) }
        for previewIndex in byPreview.keys.sorted() {
            let cases = byPreview[previewIndex] ?? []
            let name = Self.xml(cases.first?.preview ?? "")
            let failed = cases.filter { !$0.newFindings.isEmpty }.count
            lines.append(#"  <testsuite name="\#(name)" tests="\#(cases.count)" failures="\#(failed)">"#)
            for layout in cases {
                let source = Self.xml(layout.source)
                lines.append(#"    <testcase classname="\#(name)" name="\#(Self.xml(layout.column.description))" file="\#(source)">"#)
                let new = layout.newFindings
                if !new.isEmpty {
                    let kinds = Array(Set(new.map(\.kind.rawValue))).sorted().joined(separator: ", ")
                    let summary = new.map { "\($0.kind.rawValue) \($0.culprit)" }.joined(separator: "; ")
                    lines.append(#"      <failure type="\#(Self.xml(kinds))" message="\#(Self.xml("\(new.count) new finding\(new.count == 1 ? "" : "s"): \(summary)"))">"#
                        + Self.xml(new.map(Self.text).joined(separator: "\n\n")) + "</failure>")
                }
                let accepted = layout.findings.filter { !$0.isNew }
                if !accepted.isEmpty {
                    lines.append("      <system-out>" + Self.xml("accepted by the baseline:\n" + accepted.map(Self.text).joined(separator: "\n\n")) + "</system-out>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A finding in plain text: "KIND — CULPRIT: MESSAGE" and "fix: FIX".
    private static func text(_ finding: AuditedLayout.Finding) -> String {
        "\(finding.kind.rawValue) — \(finding.culprit): \(finding.message)\nfix: \(finding.fix)"
    }

    /// `text` escaped for XML text and attributes, without the control characters XML 1.0 forbids.
    static func xml(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n", "\t": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }
}
