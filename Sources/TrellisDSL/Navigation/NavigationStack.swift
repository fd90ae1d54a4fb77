import Foundation
import TrellisGraph

/// A view that shows a root view under a navigation bar, and the views pushed onto it.
///
/// The stack takes the space it is offered. Its bar (44 points on iPhone, 50 on iPad, plus 52
/// for a large title and 52 for a `searchable` view's search field) takes its height from the
/// top of the content's safe area, and its background reaches up into the top inset; toolbar
/// items placed in the bottom bar do the same at the bottom. The root is centred in what is left. Only the root is laid out: views pushed
/// by links appear on navigation, which layout does not perform. See the ContainerMetrics
/// article for every number.
nonisolated public struct NavigationStack<Root: View>: View, PrimitiveView {
    private let root: Root

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// A stack showing `root`, with the views on `path` pushed on it; layout shows the root.
    public init<Path>(path: Binding<Path>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// Never called: `NavigationStack` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        NavigationLayout.stackUnlessInColumn(root, into: &lowering)
    }
}

/// The navigation container of code written before `NavigationStack`: on iPhone it lays out
/// as a stack.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    private let content: Content

    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never called: `NavigationView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        NavigationLayout.stackUnlessInColumn(content, into: &lowering)
    }
}

/// How a navigation stack becomes a safe-area inset (its bar) around its content.
enum NavigationLayout {
    /// `root` lowered under its bars, or, when it is the root of a split view's column (which
    /// is a stack already), `root` alone: its titles and items go to the column's bar.
    static func stackUnlessInColumn<Root: View>(_ root: Root, into lowering: inout GraphLowering) -> [NodeID] {
        guard lowering.environment.isSplitColumnRoot else { return [stack(root, into: &lowering)] }
        return lowering.withEnvironment({ $0.isSplitColumnRoot = false }) { $0.lower(root) }
    }

    /// `root` lowered under its bars.
    static func stack<Root: View>(_ root: Root, into lowering: inout GraphLowering) -> NodeID {
        let start = lowering.preferences.count
        // A `searchable` applied to the stack asks through the environment; the stack answers
        // it, so stacks inside its root do not.
        let searchRequest = lowering.environment.searchFieldRequest
        let nodes = lowering.withEnvironment({ $0.searchFieldRequest = nil }) { $0.lower(root) }
        var values = lowering.preferences.combined(NavigationBarKey.self, from: start)
        values.searchField = searchRequest ?? values.searchField
        // The stack's bar shows these values: a stack around this one does not see them, but a
        // tab view around it still sees whether its tab bar shows.
        var passedOn = NavigationBarValues()
        passedOn.tabBarVisibility = values.tabBarVisibility
        passedOn.searchFieldTaken = values.searchField != nil
        passedOn.columnWidth = values.columnWidth
        lowering.preferences.replace(NavigationBarKey.self, from: start, with: passedOn)
        var content = filling(lowering.combine(nodes, into: .stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key))), into: &lowering)
        let environment = lowering.environment
        // A bar's margin follows the window's width at compact width (wider on Plus and Pro Max
        // iPhones); reading it makes the lowering depend on the window's size.
        let margin = { (lowering: inout GraphLowering) in
            NavigationMetrics.barMargin(in: environment, windowWidth: environment.isRegularWidth ? nil : lowering.containerSize()?.width)
        }
        if !values.items(at: .bottom).isEmpty, values.bottomBarVisibility != .hidden {
            let view = BottomToolbarView(items: values.items(at: .bottom), environment: environment, margin: margin(&lowering))
            let bar = lowering.combine(lowering.lower(view), into: .zstack(ZStackSpec()))
            content = inset(content, bar: bar, edge: .bottom, into: &lowering)
        }
        // A hidden bar leaves the content the whole safe area below the status bar.
        if values.navigationBarVisibility == .hidden { return content }
        let view = NavigationBarView(values: values, environment: environment, margin: margin(&lowering))
        let bar = lowering.combine(lowering.lower(view), into: .zstack(ZStackSpec()))
        return inset(content, bar: bar, edge: .top, into: &lowering)
    }

    /// `content` with `bar` along `edge`, no space between: the bar takes its height from the
    /// content's safe area.
    static func inset(_ content: NodeID, bar: NodeID, edge: Edge, into lowering: inout GraphLowering) -> NodeID {
        let spec = SafeAreaSpec(source: .inset(SafeAreaBar(edge: edge, alignment: HorizontalAlignment.center.key, spacing: 0)))
        return lowering.add(.safeArea(spec), children: [content, bar])
    }

    /// `node` in a frame that takes all the space it is offered, `node` centred in it.
    static func filling(_ node: NodeID, into lowering: inout GraphLowering) -> NodeID {
        let limits = FlexFrameSpec(width: FlexFrameSpec.Limits(min: nil, ideal: nil, max: .infinity),
                                   height: FlexFrameSpec.Limits(min: nil, ideal: nil, max: .infinity), alignment: .center)
        return lowering.add(.flexFrame(limits), children: [node])
    }
}
