import TrellisGraph

/// A view whose content can scroll the scroll views inside it to a view, through a
/// ``ScrollViewProxy``. Trellis shows scroll views scrolled to their beginning, so the reader
/// lays out exactly as its content does.
public struct ScrollViewReader<Content: View>: View {
    private let content: Content

    /// A reader whose content `content` builds from a scroll proxy.
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy())
    }

    /// The content.
    public var body: some View { content }
}

/// Scrolls the scroll views inside a ``ScrollViewReader``. Trellis lays out scroll views
/// scrolled to their beginning, so scrolling changes no frame.
public struct ScrollViewProxy: Sendable {
    /// A proxy for a reader's content.
    init() {}

    /// Scrolls to the view with `id`, putting its `anchor` on the same point of the scroll
    /// view (as little as needed when `nil`). Has no effect on layout.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
