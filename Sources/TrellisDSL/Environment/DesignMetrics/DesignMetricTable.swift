import Foundation

/// The metrics map: every ``DesignMetric``'s value in every design, with its source. The rows
/// are written in three files by group (lists, bars, controls); the ContainerMetrics article
/// prints the whole table, and a test checks the two agree and that every rendering named
/// exists in the container measurements for that design.
enum DesignMetricTable {
    /// `values[design.tableIndex][metric.rawValue]`: the table, laid out once for lookups.
    static let values: [[DesignMetricValue]] = {
        let rows = DesignMetric.allCases.map(row)
        return OSVersion.allCases.map { design in rows.map { $0[design] } }
    }()

    /// The row of `metric`.
    private static func row(_ metric: DesignMetric) -> Row {
        switch metric.group {
        case .lists: listRow(metric)
        case .bars: barRow(metric)
        case .controls: controlRow(metric)
        }
    }

    /// A metric's values in the four designs.
    struct Row {
        let iOS17, iOS18, iOS26_0, iOS26: DesignMetricValue

        /// The values of iOS 18 and iOS 26.0 (and 26.0's for the latest release, iOS 18's for
        /// iOS 17) unless a design is given its own. A measured value is carried over to a design
        /// that was not measured as a choice that says so.
        init(iOS18: DesignMetricValue, iOS26: DesignMetricValue, iOS17: DesignMetricValue? = nil, latest: DesignMetricValue? = nil) {
            self.iOS18 = iOS18
            iOS26_0 = iOS26
            self.iOS17 = iOS17 ?? Self.carried(iOS18, from: "iOS 18", to: "iOS 17")
            self.iOS26 = latest ?? Self.carried(iOS26, from: "iOS 26.0", to: "a later iOS 26 release")
        }

        /// The same value in every design.
        static func all(_ value: DesignMetricValue) -> Row {
            Row(iOS18: value, iOS26: value)
        }

        /// `value` used for a design no rendering measured: a choice when it was measured on
        /// another design, the same source otherwise.
        private static func carried(_ value: DesignMetricValue, from measured: String, to design: String) -> DesignMetricValue {
            guard !value.source.renderings.isEmpty else { return value }
            return DesignMetricValue(value.value, .chosen("\(measured)'s value; no rendering of \(design) measured it"))
        }

        subscript(design: OSVersion) -> DesignMetricValue {
            switch design {
            case .iOS17: iOS17
            case .iOS18: iOS18
            case .iOS26_0: iOS26_0
            case .iOS26: iOS26
            }
        }
    }
}

extension DesignMetricValue {
    /// `value`, read from the renderings `ids` (measured once when there is one).
    static func measured(_ value: CGFloat, _ ids: String...) -> DesignMetricValue {
        DesignMetricValue(value, ids.count == 1 ? .measuredOnce(ids[0]) : .measured(ids))
    }

    /// `value`, a figure published by `source`.
    static func published(_ value: CGFloat, _ source: String) -> DesignMetricValue {
        DesignMetricValue(value, .published(source))
    }

    /// `value`, chosen for `reason`.
    static func chosen(_ value: CGFloat, _ reason: String) -> DesignMetricValue {
        DesignMetricValue(value, .chosen(reason))
    }
}

extension OSVersion {
    /// The value of `metric` in this design, in points.
    func metric(_ metric: DesignMetric) -> CGFloat {
        DesignMetricTable.values[tableIndex][metric.rawValue].value
    }
}

extension EnvironmentValues {
    /// The value of `metric` in the design in force (`osVersion`), in points.
    func metric(_ metric: DesignMetric) -> CGFloat {
        osVersion.metric(metric)
    }
}
