import TrellisGraph

/// A view that takes all the space it is offered and builds its content from its own size and
/// position.
///
/// ```swift
/// GeometryReader { proxy in
///     Color.blue.frame(width: proxy.size.width / 2)
/// }
/// ```
///
/// The reader is proposed a size and takes it (10 pt on an unspecified axis, as a `Color`
/// does); its content does not change its size. Each view of the content is proposed the
/// reader's size and placed at its top-leading corner.
///
/// The content is made during layout, so the preference values it sets reach the
/// `onPreferenceChange` actions around the reader (which run after layout), but not the
/// `overlayPreferenceValue`, `backgroundPreferenceValue` and `transformPreference` around it,
/// which read their values while the views are lowered.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Makes the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content `content` builds from the reader's geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Never called: `GeometryReader` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let content = self.content
        let start = lowering.startingSubgraph()
        let preferences = ReaderContentPreferences()
        let spaces = lowering.environment.coordinateSpaces
        lowering.preferences.appendReaderContent(preferences)
        return [lowering.addGeometryReader(content: GeometryContent { proxy in
            var contentLowering = start
            let views = contentLowering.lower(content(proxy.naming(spaces)))
            _ = contentLowering.add(.geometryReader(GeometryReaderSpec()), children: views)
            preferences.values = contentLowering.preferences
            return contentLowering.graph
        })]
    }
}
