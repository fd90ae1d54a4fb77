import Foundation

/// The graph-file names of the edges, in `Edge`'s order.
private let edgeNames: [(Edge, String)] = [(.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]

extension FieldReader {
    /// A `safeArea` node (`source` `"window"`, `"padding"` or `"inset"`, `region`
    /// `"container"` or `"keyboard"`, insets `top`, `leading`, `bottom`, `trailing`; an inset
    /// also `edge`, `alignment` and `spacing`) or an `ignoresSafeArea` node (`regions` and
    /// `edges`, arrays of names; all when absent).
    func safeAreaKind(named name: String) throws -> (NodeKind, [String], Int?) {
        if name == "ignoresSafeArea" {
            let regions = try names("regions", [("container", SafeAreaRegions.container), ("keyboard", .keyboard)], all: .all)
            let edges = try names("edges", edgeNames.map { ($0.1, Edge.Set($0.0)) }, all: .all)
            return (.ignoresSafeArea(IgnoresSafeAreaSpec(regions: regions, edges: edges)), ["regions", "edges"], 1)
        }
        let insets = EdgeInsets(
            top: try length("top") ?? 0, leading: try length("leading") ?? 0,
            bottom: try length("bottom") ?? 0, trailing: try length("trailing") ?? 0)
        let regionName = try container.decodeIfPresent(String.self, forKey: FieldKey("region")) ?? "container"
        guard let region = ["container": SafeAreaRegions.container, "keyboard": .keyboard][regionName] else {
            throw corrupted("region", "expected \"container\" or \"keyboard\", found \"\(regionName)\"")
        }
        let sourceName = try container.decodeIfPresent(String.self, forKey: FieldKey("source")) ?? "window"
        let source: SafeAreaSpec.Source
        switch sourceName {
        case "window": source = .window
        case "padding": source = .padding
        case "inset":
            let edgeName = try container.decodeIfPresent(String.self, forKey: FieldKey("edge")) ?? "bottom"
            guard let edge = edgeNames.first(where: { $0.1 == edgeName })?.0 else {
                throw corrupted("edge", "expected one of top, leading, bottom, trailing, found \"\(edgeName)\"")
            }
            let across: Axis = edge == .top || edge == .bottom ? .horizontal : .vertical
            let alignment = try guide("alignment", axis: across) ?? AlignmentKey(axis: across, guide: .center)
            source = .inset(SafeAreaBar(edge: edge, alignment: alignment, spacing: try length("spacing") ?? 0))
        default:
            throw corrupted("source", "expected \"window\", \"padding\" or \"inset\", found \"\(sourceName)\"")
        }
        let spec = SafeAreaSpec(insets: insets, region: region, source: source)
        return (.safeArea(spec), ["source", "region", "top", "leading", "bottom", "trailing", "edge", "alignment", "spacing"], spec.childCount)
    }

    /// The option set named by the array `field`, each element one of `choices`; `all` when
    /// the field is absent.
    private func names<Options: OptionSet>(_ field: String, _ choices: [(String, Options)], all: Options) throws -> Options where Options.Element == Options {
        guard let names = try container.decodeIfPresent([String].self, forKey: FieldKey(field)) else { return all }
        var options: Options = []
        for name in names {
            guard let option = choices.first(where: { $0.0 == name })?.1 else {
                throw corrupted(field, "expected one of \(choices.map(\.0).joined(separator: ", ")), found \"\(name)\"")
            }
            options.insert(option)
        }
        return options
    }
}

extension FieldWriter {
    /// Writes a `safeArea` or `ignoresSafeArea` node's fields (see
    /// ``FieldReader/safeAreaKind(named:)``).
    func writeSafeArea(_ kind: NodeKind, into c: inout KeyedEncodingContainer<FieldKey>) throws {
        switch kind {
        case .ignoresSafeArea(let spec):
            try c.encode("ignoresSafeArea", forKey: FieldKey("kind"))
            if spec.regions != .all {
                try c.encode([("container", SafeAreaRegions.container), ("keyboard", .keyboard)].filter { spec.regions.contains($0.1) }.map(\.0), forKey: FieldKey("regions"))
            }
            if spec.edges != .all {
                try c.encode(edgeNames.filter { spec.edges.contains(Edge.Set($0.0)) }.map(\.1), forKey: FieldKey("edges"))
            }
        case .safeArea(let spec):
            try c.encode("safeArea", forKey: FieldKey("kind"))
            if spec.region == .keyboard { try c.encode("keyboard", forKey: FieldKey("region")) }
            for (field, value) in [("top", spec.insets.top), ("leading", spec.insets.leading), ("bottom", spec.insets.bottom), ("trailing", spec.insets.trailing)] where value != 0 {
                try c.encode(value, forKey: FieldKey(field))
            }
            switch spec.source {
            case .window: break
            case .padding: try c.encode("padding", forKey: FieldKey("source"))
            case .inset(let bar):
                try c.encode("inset", forKey: FieldKey("source"))
                try c.encode(edgeNames.first { $0.0 == bar.edge }?.1 ?? "bottom", forKey: FieldKey("edge"))
                if bar.alignment.guide != .center { try c.encode(AlignmentKeyRecord(bar.alignment), forKey: FieldKey("alignment")) }
                if bar.spacing != 0 { try c.encode(bar.spacing, forKey: FieldKey("spacing")) }
            }
        default:
            break
        }
    }
}
