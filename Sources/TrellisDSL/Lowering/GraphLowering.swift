import Foundation
import TrellisGraph
import TrellisSupport

/// Turns a tree of views into a ``LayoutGraph``, children before parents.
///
/// Lowering is one recursive walk. ``lower(_:)`` asks each view for its nodes: a
/// ``PrimitiveView`` adds them itself, any other view is replaced by its `body`. A view
/// returns the nodes it contributes to its parent (zero, one or several), and the parent
/// adds its own node with them as children.
///
/// A user's ``ViewModifier`` is lowered through `body(content:)`. Its `content` placeholder
/// stands for the modified view, which is lowered afresh wherever the placeholder appears
/// (possibly several times, possibly never); the modified views whose placeholders are in
/// scope are kept on a stack, innermost last.
///
/// The walk starts on the calling thread. Only when the nesting it meets gets deeper than a
/// thread's stack safely holds does it continue that subtree on a thread with a big stack (see
/// `DeepCallStack`), so ordinary views are lowered, and their bodies evaluated, on the caller's
/// thread.
package struct GraphLowering {
    /// The graph built so far.
    package private(set) var graph = LayoutGraph()
    /// Lowers the content of each user modifier whose body is being lowered, innermost last.
    private var pendingContent: [(inout GraphLowering) -> [NodeID]] = []
    /// The environment of the view being lowered.
    package private(set) var environment: EnvironmentValues
    /// The preference values set so far, in view-tree order.
    package var preferences = PreferenceValues()
    /// The identity of the view being lowered, and the storage of the views' state.
    package var identity: ViewIdentityTracker
    /// How many calls of ``lower(_:)`` are running, since the lowering started or moved to a
    /// thread with a big stack.
    private var depth = 0
    /// Whether the lowering has moved to a thread whose stack holds ``maximumLoweringDepth`` levels.
    private var onDeepStack = false
    /// The depth at which the lowering moves to a thread with a big stack, read once.
    private let shallowDepth = DeepCallStack.shallowDepth
    /// The names of the view types met so far, so each type's name is made once.
    private var typeNames: [ObjectIdentifier: ViewTypeName] = [:]
    /// The lowering role of each view and modifier type met so far.
    package var roles = LoweringRoles()
    /// The views with `@State` lowered so far and how to lower each again, when the lowering
    /// keeps them (see ``StatefulViews``).
    package var statefulViews: StatefulViews?
    /// Whether a view read the size of its container from the environment.
    package private(set) var readsContainerSize = false

    /// Creates a lowering with an empty graph, starting from `environment`, that keeps the
    /// views' state in `store`.
    package init(environment: EnvironmentValues = EnvironmentValues(), store: ViewStateStore = ViewStateStore()) {
        self.environment = environment
        identity = ViewIdentityTracker(store: store)
    }

    /// Lowers `view` and returns the nodes it contributes to its parent. A view's `body` is
    /// evaluated with the lowering's environment as the one `@Environment` reads, after its
    /// `@State` properties are bound to their storage.
    package mutating func lower<V: View>(_ view: V) -> [NodeID] {
        if depth == shallowDepth, !onDeepStack {
            return continueOnDeepStack { $0.lower(view) }
        }
        depth += 1
        defer { depth -= 1 }
        identity.enter(V.self)
        defer { identity.leave() }
        if case .primitive(let type) = roles.role(ofView: V.self) {
            return type.lower(view, into: &self)
        }
        if identity.bindState(of: view), statefulViews != nil {
            return lowerRemembering(view)
        }
        return lowerBody(of: view)
    }

    /// Lowers the `body` of `view`, the view being lowered, whose state is bound.
    private mutating func lowerBody<V: View>(of view: V) -> [NodeID] {
        let nodes = lower(CurrentEnvironment.with(environment) { MainActorBody.of(view) })
        recordType(V.self, on: nodes)
        return nodes
    }

    /// Lowers the `body` of `view`, a view with `@State` being lowered, and adds it to
    /// ``statefulViews`` with how to lower it again, unless its subtree set preferences or
    /// observed them: those travel past the view, to views that are not lowered again with it.
    private mutating func lowerRemembering<V: View>(_ view: V) -> [NodeID] {
        let start = graph.count, preferencesBefore = preferences.count, queuedBefore = identity.store.queuedChangeCount
        let resumption = LoweringResumption(environment: environment, identity: identity, pendingContent: pendingContent) { $0.lowerBody(of: view) }
        let nodes = lowerBody(of: view)
        if preferences.count == preferencesBefore, identity.store.queuedChangeCount == queuedBefore {
            statefulViews?.append(StatefulView(identity: identity.current, nodes: start..<graph.count, roots: nodes,
                                               rootAnnotations: nodes.map { NodeAnnotations(of: $0, in: graph) }, resumption: resumption))
        }
        return nodes
    }

    /// A lowering that lowers a view again where `resumption` found it, with an empty graph,
    /// keeping the stateful views it meets.
    init(resuming resumption: LoweringResumption) {
        self.init(environment: resumption.environment)
        identity = resumption.identity
        pendingContent = resumption.pendingContent
        statefulViews = StatefulViews()
    }

    /// The size of the container `containerRelativeFrame` measures against, from the environment.
    package mutating func containerSize() -> CGSize? {
        readsContainerSize = true
        return environment.containerSize
    }

    /// Lowers `view` as ``lower(_:)`` does and appends the nodes it contributes to its parent to
    /// `nodes`, which spares a list per view where a primitive view can append its nodes itself.
    package mutating func lower<V: View>(_ view: V, appendingTo nodes: inout [NodeID]) {
        guard case .primitive(let type) = roles.role(ofView: V.self), depth != shallowDepth || onDeepStack else {
            nodes += lower(view)
            return
        }
        depth += 1
        defer { depth -= 1 }
        identity.enter(V.self)
        defer { identity.leave() }
        type.lower(view, into: &self, appendingTo: &nodes)
    }

    /// Records on each of `nodes` that a view of `type` made it with its `body`, so that tests
    /// find views by their type.
    private mutating func recordType(_ type: Any.Type, on nodes: [NodeID]) {
        guard !nodes.isEmpty else { return }
        let key = ObjectIdentifier(type)
        let name: ViewTypeName
        if let known = typeNames[key] {
            name = known
        } else {
            name = ViewTypeName(type, isLibraryView: Self.isLibraryView(type))
            typeNames[key] = name
        }
        for node in nodes { graph.recordViewType(name, on: node) }
    }

    /// Names `node` after `name`, the modifier the code wrote that made it, in diagnostics (see
    /// `LayoutGraph.writtenName(of:)`): the `ignoresSafeArea` a shape-style background adds is
    /// the `background` the code wrote.
    package mutating func recordWrittenName(_ name: String, on node: NodeID) {
        graph.recordViewType(ViewTypeName(writtenName: name), on: node)
    }

    /// This module's name, which the qualified names of the library's views start with.
    private static let moduleName = String(#fileID.prefix { $0 != "/" })

    /// Whether `type` is one of the library's public SwiftUI views: declared in this module at
    /// its top level, its name not starting with an underscore, and not one of its
    /// ``InternalView``s. The library's internal views have bodies too, but
    /// they sit inside the public view whose body made them.
    private static func isLibraryView(_ type: Any.Type) -> Bool {
        let qualified = String(reflecting: type)
        guard qualified.hasPrefix(moduleName + "."), !(type is any InternalView.Type) else { return false }
        // A nested type (a style configuration's `Label`, `Icon`, `Title`) is a part of a view,
        // not a view the code wrote.
        let local = qualified.dropFirst(moduleName.count + 1).prefix { $0 != "<" }
        return !local.hasPrefix("_") && !local.contains(".")
    }

    /// Runs `body` on a thread whose stack holds ``maximumLoweringDepth`` levels of nesting,
    /// counting the levels from there; the caller waits for it.
    private mutating func continueOnDeepStack(_ body: (inout GraphLowering) -> [NodeID]) -> [NodeID] {
        let outerDepth = depth
        defer {
            depth = outerDepth
            onDeepStack = false
        }
        depth = 0
        onDeepStack = true
        return DeepCallStack.run(depth: maximumLoweringDepth) { body(&self) }
    }

    /// `nodes`, each wrapped in a `layoutDirection` node when `direction` differs from the
    /// `surrounding` one, so that the solver mirrors them.
    package mutating func marking(_ nodes: [NodeID], laidOut direction: LayoutDirection, within surrounding: LayoutDirection) -> [NodeID] {
        guard direction != surrounding else { return nodes }
        return nodes.map { add(.layoutDirection(direction), children: [$0]) }
    }

    /// `nodes`, each given `scale` as its subtree's display scale when it differs from the
    /// `surrounding` one, so that their frames are snapped to that pixel grid.
    package mutating func marking(_ nodes: [NodeID], scaledBy scale: CGFloat, within surrounding: CGFloat) -> [NodeID] {
        guard scale != surrounding else { return nodes }
        for node in nodes {
            if graph.displayScale(setOn: node) != nil { statefulViews?.markNotResumable() }
            graph.setDisplayScale(scale, of: node)
        }
        return nodes
    }

    /// Runs `body` with the environment changed by `transform`, then restores it.
    package mutating func withEnvironment<Result>(_ transform: (inout EnvironmentValues) -> Void, _ body: (inout GraphLowering) -> Result) -> Result {
        let outer = environment
        transform(&environment)
        defer { environment = outer }
        return body(&self)
    }

    /// Makes room in the graph for about `more` nodes beyond those it has, and a few for the
    /// containers around them, when that is more than it has room for: a `ForEach` knows early
    /// how many nodes its elements will make. Room grows at least twofold, as an array's does.
    package mutating func expectNodes(_ more: Int) {
        let needed = graph.count + more + 16
        let room = graph.nodes.capacity
        guard more > 0, needed > room else { return }
        let nodes = max(needed, 2 * room)
        graph.reserveCapacity(nodes: nodes, children: graph.childBuffer.count + nodes - graph.count)
    }

    /// Adds a node whose children are nodes lowered earlier that have no parent yet.
    package mutating func add(_ kind: __owned NodeKind, children: [NodeID] = [], color: ColorName? = nil) -> NodeID {
        graph.add(kind, children: children, color: color)
    }

    /// Adds a node whose one child is `child`, a node lowered earlier that has no parent yet.
    package mutating func add(_ kind: __owned NodeKind, child: NodeID) -> NodeID {
        graph.add(kind, child: child)
    }

    /// Adds an `alignmentGuide` node around `child`.
    package mutating func addAlignmentGuide(_ key: AlignmentKey, value: GuideFunction, child: NodeID) -> NodeID {
        graph.addAlignmentGuide(key, value: value, child: child)
    }

    /// Adds a `GeometryReader` node whose content `content` makes once the reader is placed.
    package mutating func addGeometryReader(content: GeometryContent) -> NodeID {
        graph.addGeometryReader(content: content)
    }

    /// Adds a node laid out by the custom layout `layout`, with `children` as its subviews.
    package mutating func addCustomLayout(_ layout: AnyLayout, children: [NodeID]) -> NodeID {
        graph.addCustomLayout(layout, children: children)
    }

    /// Adds a text node measured by `measurer` (`nil` for the built-in model).
    package mutating func addText(_ spec: TextSpec, measurer: (any TextMeasurer)?) -> NodeID {
        graph.addText(spec, measurer: measurer)
    }

    /// Adds a leaf sized by `function`.
    package mutating func addMeasuredLeaf(_ function: SizeFunction) -> NodeID {
        graph.addMeasuredLeaf(function)
    }

    /// Gives `node` the value `value` for the layout value key `key`.
    package mutating func setLayoutValue(_ value: Any, for key: ObjectIdentifier, on node: NodeID) {
        // A value replacing one set inside a view's body could not be told from it once that
        // view is lowered again on its own.
        if graph.layoutValues[node]?[key] != nil { statefulViews?.markNotResumable() }
        graph.setLayoutValue(value, for: key, on: node)
    }

    /// Adds a copy of the subtree under `node` of `source`, the graph of a lowering started with
    /// ``startingSubgraph()``, and returns the copy of `node`, which has no parent yet.
    package mutating func addCopy(ofSubtree node: NodeID, in source: LayoutGraph) -> NodeID {
        graph.addCopy(ofSubtree: node, in: source)
    }

    /// A lowering with an empty graph that lowers the content placeholders of the user
    /// modifiers in scope as this one does, and continues its views' identities and state: for
    /// content lowered later, such as a `GeometryReader`'s, which may stand inside a modifier's
    /// `body(content:)`.
    package func startingSubgraph() -> GraphLowering {
        var lowering = GraphLowering(environment: environment)
        lowering.pendingContent = pendingContent
        lowering.identity = identity
        lowering.roles = roles
        return lowering
    }

    /// An anchor to `source` of `node`, a node of this lowering's graph.
    package mutating func anchor<Value>(_ source: Anchor<Value>.Source, of node: NodeID) -> Anchor<Value> {
        Anchor(scope: graph.makeAnchorScope(), node: node, source: source)
    }

    /// Gives `node` the name `name`, as `.id(_:)` does, or as `.accessibilityIdentifier(_:)`
    /// does when `isAccessibilityIdentifier`.
    package mutating func addName(_ name: String, to node: NodeID, isAccessibilityIdentifier: Bool = false) {
        graph.addName(name, to: node, isAccessibilityIdentifier: isAccessibilityIdentifier)
    }

    /// Records that shape leaf `node` is drawn as the outline `stroke`.
    package mutating func setStroke(_ stroke: StrokeDrawing, on node: NodeID) {
        graph.setStroke(stroke, on: node)
    }

    /// Records the box shape leaf `node` paints in a frame.
    package mutating func setInk(_ ink: InkExtent, on node: NodeID) {
        graph.setInk(ink, on: node)
    }

    /// Records that `shadow` is drawn behind `node`.
    package mutating func addShadow(_ shadow: ShadowDrawing, to node: NodeID) {
        graph.addShadow(shadow, to: node)
    }

    /// Records that `node` and its subtree are drawn only inside `node`'s frame.
    package mutating func clip(_ node: NodeID) {
        graph.setClipped(node)
    }

    /// Records that `node` and its subtree are drawn through `transform`.
    package mutating func addTransform(_ transform: DrawingTransform, to node: NodeID) {
        graph.addTransform(transform, to: node)
    }

    /// Records that `node` is the whole of a control of `role`.
    package mutating func setRole(_ role: InteractiveRole, of node: NodeID) {
        graph.setRole(role, of: node)
    }

    /// Records that `node` is described to accessibility by a label.
    package mutating func setAccessibilityLabelled(_ node: NodeID) {
        graph.setAccessibilityLabelled(node)
    }

    /// Records that the texts of `node`'s subtree are drawn in `color`.
    package mutating func setForeground(_ color: ColorName, of node: NodeID) {
        graph.setForeground(color, of: node)
    }

    /// Records that the system takes `node`'s frame as the hit region of the controls inside it.
    package mutating func setExtendsHitRegion(_ node: NodeID) {
        graph.setExtendsHitRegion(node)
    }

    /// Records that the audit ignores `kinds` in `node`'s subtree.
    package mutating func ignoreAuditKinds(_ kinds: Set<LayoutAuditKind>, in node: NodeID) {
        graph.ignoreAuditKinds(kinds, in: node)
    }

    /// The single node of `nodes`, or a new `container` node holding all of them: how SwiftUI
    /// groups several views where only one is expected (a root, an overlay).
    package mutating func combine(_ nodes: [NodeID], into container: NodeKind) -> NodeID {
        nodes.count == 1 ? nodes[0] : add(container, children: nodes)
    }

    /// Lowers `modifier.body(content:)`, with its content placeholder standing for `content`,
    /// after binding the modifier's `@State` properties to their storage.
    package mutating func lowerBody<Modifier: ViewModifier, Content: View>(of modifier: Modifier, content: Content) -> [NodeID] {
        pendingContent.append { lowering in lowering.lower(content) }
        defer { pendingContent.removeLast() }
        identity.bindState(of: modifier)
        return lower(MainActorBody.of(modifier, content: _ViewModifier_Content<Modifier>()))
    }

    /// Lowers the content of the innermost modifier whose body is being lowered.
    ///
    /// That content was written outside the modifier's body, so it is lowered with only the
    /// outer modifiers' content in scope.
    package mutating func lowerPendingContent() -> [NodeID] {
        guard let content = pendingContent.popLast() else {
            fatalError("a ViewModifier's content was used outside the modifier's body(content:)")
        }
        defer { pendingContent.append(content) }
        return content(&self)
    }
}
