/// A context a preview is shown in, such as a widget's family; Xcode's canvas reads it.
public protocol PreviewContext {}

nonisolated extension View {
    /// This preview shown in `context` in Xcode's canvas; it lays out unchanged.
    public func previewContext<C: PreviewContext>(_ context: C) -> some View { drawingOnly() }
}
