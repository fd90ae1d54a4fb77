import Foundation
import Testing
import Trellis

/// The MetricsMap article prints the design metrics table that the code lays out with: the
/// article's tables must be the table rendered anew, and every rendering a value names must be
/// a container measurement of that design.
@Suite("Metrics map")
struct MetricsMapArticleTests {
    static let articlePath = "Documentation/Trellis.docc/MetricsMap.md"

    @Test("the article's tables are the code's table, rendered")
    func articleMatchesTable() throws {
        let article = try DocumentationFiles.text(Self.articlePath)
        // The tables go under the article's own title and overview, which are not generated.
        #expect(article.hasPrefix("# Metrics map\n"), "MetricsMap.md lost its title: paste the tables under \"## The table\"")
        let expected = MetricsMapRendering.tables()
        if !article.contains(expected) {
            let written = DocumentationFiles.root.appendingPathComponent(".build/MetricsMap.expected.md")
            try? expected.write(to: written, atomically: true, encoding: .utf8)
            Issue.record("MetricsMap.md does not hold the table the code lays out with; the rendered tables are in .build/MetricsMap.expected.md")
        }
    }

    @Test("every rendering a value names is a container measurement drawn by that design; measured values name two images or more")
    func renderingsExist() throws {
        let rows = try ContainerCalibrationRow.all()
        let byID = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
        for design in OSVersion.allCases {
            for metric in DesignMetric.allCases {
                let value = metric.value(in: design)
                var images: Set<String> = []
                for id in value.source.renderings {
                    let row = try #require(byID[id], "\(metric.name) in \(design) names '\(id)', which is no container measurement")
                    #expect(Self.drawnBy(design, os: row.os), "\(metric.name) in \(design) names '\(id)', drawn by \(row.os)")
                    images.insert("\(row.repo)/\(row.path)")
                }
                switch value.source {
                case .measured(let ids): #expect(images.count >= 2, "\(metric.name) in \(design) is 'measured' on \(ids.count) rows of \(images.count) image(s)")
                case .measuredOnce: #expect(images.count == 1)
                case .published(let text), .chosen(let text): #expect(!text.isEmpty, "\(metric.name) in \(design) gives no source")
                }
            }
        }
    }

    @Test("a design no rendering measured carries a measured value as a choice that names where it comes from")
    func carriedValues() {
        let spacing = DesignMetric.listSectionSpacing
        #expect(spacing.value(in: .iOS17).value == spacing.value(in: .iOS18).value)
        guard case .chosen(let reason) = spacing.value(in: .iOS17).source else {
            Issue.record("iOS 17's section spacing is not a choice: \(spacing.value(in: .iOS17).source)")
            return
        }
        #expect(reason.contains("iOS 18"))
        #expect(DesignMetric.listMinimumRowHeightSmallText.value(in: .iOS26).source.renderings == ["ha-gest-shake-264", "ha-ss-togglerow1-264"])
        #expect(DesignMetric.allCases.map(\.group).filter { $0 == .lists }.count > 10)
    }

    /// Whether a rendering drawn by `os` ("iOS 18.2", "iOS 26.x") shows `design`.
    static func drawnBy(_ design: OSVersion, os: String) -> Bool {
        if os.hasSuffix(".x") { return Int(os.dropFirst(4).dropLast(2)) == design.majorVersion }
        return OSVersion(release: os) == design
    }
}

/// The article's tables, rendered from the code's table.
enum MetricsMapRendering {
    /// The short mark of a source kind in the table's cells.
    static func mark(_ source: DesignMetricSource) -> String {
        switch source {
        case .measured: "M"
        case .measuredOnce: "M1"
        case .published: "P"
        case .chosen: "C"
        }
    }

    /// A length as the tables print it: whole numbers bare, others to two places.
    static func length(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }

    /// The count table and the metrics table, each group under its own heading.
    static func tables() -> String {
        var lines = ["| Design | Measured (M) | Measured once (M1) | Published (P) | Chosen (C) | Chosen share |", "|---|---|---|---|---|---|"]
        for design in OSVersion.allCases {
            let sources = DesignMetric.allCases.map { $0.value(in: design).source }
            let count = { (kind: String) in sources.filter { mark($0) == kind }.count }
            let share = Double(count("C")) / Double(sources.count) * 100
            lines.append("| \(design) | \(count("M")) | \(count("M1")) | \(count("P")) | \(count("C")) | \(String(format: "%.0f", share)) % |")
        }
        for group in DesignMetric.Group.allCases {
            lines += ["", "### \(group.rawValue.prefix(1).uppercased() + group.rawValue.dropFirst())", "",
                      "| Metric | What | iOS 17 | iOS 18 | iOS 26.0 | iOS 26 | Sources |", "|---|---|---|---|---|---|---|"]
            for metric in DesignMetric.allCases where metric.group == group {
                let values = OSVersion.allCases.map { metric.value(in: $0) }
                var sources: [String] = []
                for (index, value) in values.enumerated() where index == 0 || value.source != values[index - 1].source {
                    sources.append("\(OSVersion.allCases[index].release): \(value.source)")
                }
                let cells = values.map { "\(length($0.value)) \(mark($0.source))" }
                lines.append("| `\(metric.name)` | \(metric.summary) | " + cells.joined(separator: " | ") + " | " + sources.joined(separator: "; ") + " |")
            }
        }
        return lines.joined(separator: "\n")
    }
}
