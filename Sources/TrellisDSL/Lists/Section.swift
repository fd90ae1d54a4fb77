import TrellisGraph

/// A group of rows with an optional header and footer.
///
/// In a `List` or `Form` the header, the rows in their card and the footer are stacked (see
/// the ContainerMetrics article). Elsewhere a section adds nothing: its header, content and
/// footer become its parent's children, as in SwiftUI.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    private let header: Parent
    private let content: Content
    private let footer: Footer

    /// A section of the rows `content` builds, below `header` and above `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// Never called: `Section` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        if let sections = lowering.environment.sectionLoweringContext {
            if let marker = sections.marker(header: header, content: content, footer: footer, in: &lowering) { return [marker] }
            // A section inside one of the views of a view whose sections are found lays out as
            // any section; the sections inside it are not that view's.
            return lowering.withEnvironment({ $0.sectionLoweringContext = nil }) { lower(into: &$0) }
        }
        guard let context = lowering.environment.listLoweringContext else {
            return lowering.lower(header) + lowering.lower(content) + lowering.lower(footer)
        }
        // The header and footer are not rows: lowered without the list, their row modifiers do nothing.
        // Header text takes the design's header font and letter case unless it sets its own; a
        // prominent header, the larger header style's.
        let prominent = lowering.environment.headerProminence == .increased
        let headerNodes = lowering.withEnvironment({
            $0.listLoweringContext = nil
            $0.font = prominent ? ListMetrics.prominentHeaderFont : context.metrics.headerFont
            $0.textCase = prominent ? nil : context.metrics.headerTextCase
        }) { $0.lower(header) }
        let rows = ListLayout.rows(lowering.lower(content), in: context, into: &lowering)
        let footerNodes = lowering.withEnvironment({
            $0.listLoweringContext = nil
            $0.font = .footnote
        }) { $0.lower(footer) }
        return [ListLayout.section(header: headerNodes, rows: rows, footer: footerNodes, in: context, into: &lowering)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of the rows `content` builds, with no header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section of the rows `content` builds, below `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section of the rows `content` builds, above `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of the rows `content` builds, below the text header `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
