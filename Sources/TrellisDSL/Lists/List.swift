import TrellisGraph

/// A scrolling column of rows, grouped into sections, laid out in the environment's list style
/// (inset grouped by default).
///
/// Each row is offered the list's width less its card margin and row insets, and is at least
/// `defaultMinListRowHeight` (44) tall, insets included. The list takes the space it is offered,
/// as a `ScrollView` does. See the ContainerMetrics article for every number.
nonisolated public struct List<Content: View>: View, PrimitiveView {
    private let content: Content

    /// A list of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never called: `List` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        [Self.lowerList(content, style: lowering.environment.listStyle, into: &lowering)]
    }

    /// Lowers `content` as the rows and sections of a list in `style`.
    static func lowerList<Rows: View>(_ content: Rows, style: ListStyleKind, into lowering: inout GraphLowering) -> NodeID {
        // Compact-width lists take their margins and row height by the window's width: a
        // resized window lowers the list again.
        if !lowering.environment.isRegularWidth { _ = lowering.containerSize() }
        let context = ListLoweringContext(metrics: ListMetrics(style: style, environment: lowering.environment))
        let nodes = lowering.withEnvironment({ $0.listLoweringContext = context }) { $0.lower(content) }
        return ListLayout.list(nodes, in: context, into: &lowering)
    }
}

extension List {
    /// A list with one row per element of `data`, each made by `rowContent`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with one row per integer of `data`, each made by `rowContent`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with one row per element of `data`, identified by `id`, each made by `rowContent`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with one row per element of the collection `data` binds, each made by
    /// `rowContent` from a binding to the element (`List($items) { $item in … }`).
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with one row per element of the collection `data` binds, identified by `id`,
    /// each made by `rowContent` from a binding to the element.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>, C.Index: Hashable {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

/// A container for controls grouped in sections: on iOS, a list in the grouped style with
/// inset section cards whatever the environment's list style, unless a custom ``FormStyle``
/// makes it.
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    private let content: Content

    /// A form of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never called: `Form` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        if let maker = lowering.environment.formStyleMaker {
            return lowering.lower(maker.view(FormStyleConfiguration(content: AnyView(content)), resetting: \.formStyleMaker))
        }
        return [List<Content>.lowerList(content, style: .insetGrouped, into: &lowering)]
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a style's configuration describes, in the default style (as a custom style's
    /// body writes it).
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
    }
}
