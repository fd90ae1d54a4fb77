/// A button that switches the environment's edit mode, labelled "Edit" (or "Done" while
/// editing). It lays out as a button with that text; Trellis shows it in its first state.
nonisolated public struct EditButton: View {
    /// An edit button.
    public init() {}

    /// A button labelled "Edit".
    public var body: some View {
        Button("Edit") {}
    }
}
