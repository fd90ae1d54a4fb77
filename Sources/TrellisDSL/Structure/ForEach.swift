import TrellisGraph

/// One view for each element of a collection; the views become children of the parent.
///
/// Trellis tracks no identity between updates, so the `id` key path is accepted for source
/// compatibility and otherwise ignored. To name a view for `LayoutResult.frame(of:)`, give it
/// an `.id(_:)`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the views are made from.
    public var data: Data
    /// Makes the view for one element.
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    /// Never called: `ForEach` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension ForEach: PrimitiveView where Content: View {
    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        var nodes: [NodeID] = []
        for element in data {
            nodes += lowering.lower(content(element))
        }
        return nodes
    }
}

extension ForEach where Content: View {
    /// The views `content` makes for the elements of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// The views `content` makes for the elements of `data`, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// The views `content` makes for each integer in `data`, such as `ForEach(0..<3) { i in … }`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}
