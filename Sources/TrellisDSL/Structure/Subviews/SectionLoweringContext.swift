import TrellisGraph

/// Finds the sections of a view for `Group(sections:transform:)`: while a view is lowered with
/// a context in its environment, each `Section` it meets is counted, in the order lowering meets
/// them, and the ones the context asks for stand in as one empty marker node.
///
/// When finding, every section met is recorded and stands in as a marker; the marker then
/// shows whether the section is one of the view's own views (its marker is among the nodes the
/// view resolves to) or sits inside one of them (in a `VStack` of the content). When placing
/// one of the view's other views, only the sections found to be the view's own stand in as
/// markers, so that the view resolves to the same views in the same places; the others lay out
/// as sections do, their own views lowered without the context.
///
/// A reference, so that sections deep in the view reach it; `@unchecked Sendable` as the tab
/// view's context is: one lowering, on one thread, uses it.
final class SectionLoweringContext: @unchecked Sendable {
    /// A section met while finding.
    struct Found {
        /// The marker node it stood in as.
        let marker: NodeID
        /// Its header, rows and footer.
        let header: AnyView, content: AnyView, footer: AnyView
    }

    /// What the context is for.
    enum Purpose {
        /// Recording every section met.
        case finding
        /// Placing a view: the sections met at these counts (from 0) stand in as markers.
        case placing(markers: Set<Int>)
    }

    private let purpose: Purpose
    /// How many sections lowering has met.
    private var met = 0
    /// The sections met while finding, in order.
    private(set) var found: [Found] = []

    /// A context for `purpose`.
    init(_ purpose: Purpose) {
        self.purpose = purpose
    }

    /// The marker a section of `header`, `content` and `footer` stands in as, added to
    /// `lowering`; `nil` when it lays out as a section does.
    func marker<H: View, C: View, F: View>(header: H, content: C, footer: F, in lowering: inout GraphLowering) -> NodeID? {
        defer { met += 1 }
        switch purpose {
        case .finding:
            let marker = lowering.add(.zstack(ZStackSpec()))
            found.append(Found(marker: marker, header: AnyView(header), content: AnyView(content), footer: AnyView(footer)))
            return marker
        case .placing(let markers):
            return markers.contains(met) ? lowering.add(.zstack(ZStackSpec())) : nil
        }
    }
}

private struct SectionLoweringContextKey: EnvironmentKey {
    static let defaultValue: SectionLoweringContext? = nil
}

extension EnvironmentValues {
    /// The context finding the sections of a view, if any.
    var sectionLoweringContext: SectionLoweringContext? {
        get { self[SectionLoweringContextKey.self] }
        set { self[SectionLoweringContextKey.self] = newValue }
    }
}
