import Foundation
import TrellisGraph

/// One page of a `TabView` (iOS 18): its content, the label its tab shows and the value that
/// selects it. Outside a tab view it lays out as its content.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    private let value: Value?
    private let content: Content
    private let label: Label

    /// A tab selected by `value`, showing `content`, labelled by `label`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    /// Never called: `Tab` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        if let context = lowering.environment.tabLoweringContext {
            context.pages.append(TabPage(content: AnyView(content), label: AnyView(label), value: value.map { AnyHashable($0) }))
            return []
        }
        return lowering.lower(content)
    }
}

extension Tab where Label == TabLabel {
    /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { TabLabel(title: String(title), systemImage: systemImage) }
    }
}

extension Tab where Value == Never, Label == TabLabel {
    /// A tab titled `title` with the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = TabLabel(title: String(title), systemImage: systemImage)
    }
}

/// The part a tab plays in a tab view (iOS 18): a search tab is labelled by the system. Trellis
/// keeps the tab where it is written among the others.
nonisolated public struct TabRole: Hashable, Sendable {
    private let kind: UInt8
    /// The tab that searches the app.
    public static let search = TabRole(kind: 0)
}

extension Tab where Label == TabLabel {
    /// A tab playing `role`, selected by `value`, showing `content`, with the role's label (a
    /// search tab: the magnifying glass titled "Search"; no role: an empty label).
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        let search = role == .search
        self.init(value: value, content: content) {
            TabLabel(title: search ? "Search" : "", systemImage: search ? "magnifyingglass" : "")
        }
    }
}

/// The label of a tab in a tab bar: its symbol above its title in the caption font.
nonisolated public struct TabLabel: View {
    let title: String
    let systemImage: String

    /// The symbol above the title.
    public var body: some View {
        VStack(spacing: 0) {
            Image(systemName: systemImage)
            Text(title).font(.caption2)
        }
    }
}

/// A page found while lowering a tab view's content.
struct TabPage {
    /// The page's view.
    var content: AnyView
    /// The label its tab shows.
    var label: AnyView
    /// The value that selects it, if any.
    var value: AnyHashable?
}

/// The tab view whose pages are being found: each `Tab` and `tabItem` adds its page. A
/// reference, so that views deep in the content reach it.
final class TabLoweringContext: @unchecked Sendable {
    /// The pages, in order.
    var pages: [TabPage] = []
}

private struct TabLoweringContextKey: EnvironmentKey {
    static let defaultValue: TabLoweringContext? = nil
}

extension EnvironmentValues {
    /// The tab view whose pages are being found, if any.
    var tabLoweringContext: TabLoweringContext? {
        get { self[TabLoweringContextKey.self] }
        set { self[TabLoweringContextKey.self] = newValue }
    }
}

/// `tabItem(_:)`: the view as a page of its tab view, `label` on its tab. Outside a tab view
/// it lays out as the view.
nonisolated public struct _TabItemView<Content: View, Label: View>: View, PrimitiveView {
    let content: Content
    let label: Label

    /// Never called: `_TabItemView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        if let context = lowering.environment.tabLoweringContext {
            context.pages.append(TabPage(content: AnyView(content), label: AnyView(label), value: nil))
            return []
        }
        return lowering.lower(content)
    }
}

nonisolated extension View {
    /// This view as a page of its tab view, with `label` on its tab.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> _TabItemView<Self, V> {
        _TabItemView(content: self, label: label())
    }
}
