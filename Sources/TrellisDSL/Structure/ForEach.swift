import TrellisGraph

/// One view for each element of a collection; the views become children of the parent.
///
/// Each element's view is identified by the element's ID, as in SwiftUI: its `@State` follows
/// the element when elements are inserted, removed or reordered between rounds of layout. The
/// ID does not name the view for `LayoutResult.frame(of:)`; give it an `.id(_:)` for that.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the views are made from.
    public var data: Data
    /// Makes the view for one element.
    public var content: (Data.Element) -> Content
    /// The ID of an element.
    private let elementID: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    /// Never called: `ForEach` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension ForEach: PrimitiveView where Content: View {
    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        var nodes: [NodeID] = []
        lower(into: &lowering, appendingTo: &nodes)
        return nodes
    }

    package func lower(into lowering: inout GraphLowering, appendingTo nodes: inout [NodeID]) {
        let count = data.count
        if nodes.isEmpty { nodes.reserveCapacity(count) }
        var first = true
        // Read once: the element function below then needs no metadata of this generic type.
        let content = content, elementID = elementID
        func lowerElement(_ element: Data.Element) {
            let start = first ? lowering.graph.count : 0
            lowering.identity.enterElement(elementID(element))
            lowering.lower(content(element), appendingTo: &nodes)
            lowering.identity.leave()
            // The elements usually make as many nodes each as the first: room for them all is
            // made at once, rather than by growing the graph's arrays step by step.
            if first {
                first = false
                lowering.expectNodes((lowering.graph.count - start) * (count - 1))
            }
        }
        // A range of integers, the commonest data, is walked as such rather than through the
        // generic collection's index witnesses.
        if Data.self == Range<Int>.self {
            for index in unsafeBitCast(data, to: Range<Int>.self) { lowerElement(unsafeBitCast(index, to: Data.Element.self)) }
        } else {
            for element in data { lowerElement(element) }
        }
    }
}

extension ForEach where Content: View {
    /// The views `content` makes for the elements of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        elementID = { $0[keyPath: id] }
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// The views `content` makes for the elements of `data`, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        elementID = { $0.id }
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// The views `content` makes for each integer in `data`, such as `ForEach(0..<3) { i in … }`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        elementID = { $0 }
    }
}

extension ForEach where Content: View {
    /// The views `content` makes for bindings to the elements of the collection `data` binds
    /// (`ForEach($items) { $item in … }`), identified by the elements' `id`.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, C.Element.ID == ID, C.Index: Hashable {
        let collection = data.wrappedValue
        self.data = collection.indices.lazy.map { ($0, collection[$0].id) }
        self.content = { element in
            content(Binding(get: { data.wrappedValue[element.0] }, set: { data.wrappedValue[element.0] = $0 }))
        }
        elementID = { $0.1 }
    }

    /// The views `content` makes for bindings to the elements of the collection `data` binds,
    /// identified by the key path `id`.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        self.data = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.content = { element in
            content(Binding(get: { data.wrappedValue[element.0] }, set: { data.wrappedValue[element.0] = $0 }))
        }
        elementID = { $0.1 }
    }
}
