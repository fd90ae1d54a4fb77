import TrellisGraph

/// A group of tabs in a `TabView` (iOS 18) under a header that an adaptable tab view's sidebar
/// shows (iPad). On iPhone the tab bar lists the section's tabs among the others and shows no
/// header, so Trellis lays out its tabs as pages of the tab view, in order, and nothing of the
/// header; outside a tab view it lays out as its content.
nonisolated public struct TabSection<Header: View, Content: View, Footer: View>: View, PrimitiveView {
    private let content: Content

    /// A section of the tabs `content` under `header` and above `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer) {
        self.content = content()
    }

    /// Never called: `TabSection` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        lowering.lower(content)
    }
}

extension TabSection where Footer == EmptyView {
    /// A section of the tabs `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(content: content, header: header) { EmptyView() }
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A section of the tabs `content` titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// A section of the tabs `content` with no header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}
