import TrellisGraph

/// A control that opens the share sheet for an item. Like a `Link`, it hugs its label; the
/// default label is the title "Share" (or the title given) with the `square.and.arrow.up`
/// symbol, laid out as a `Label`.
nonisolated public struct ShareLink<Label: View>: View {
    private let label: Label

    /// A share link for `item`, shown as `label`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The share link's layout: its label.
    public var body: some View { label }
}

extension ShareLink where Label == TrellisDSL.Label<Text, Image> {
    /// A share link for `item` with the default label, "Share" and its symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { TrellisDSL.Label("Share", systemImage: "square.and.arrow.up") }
    }

    /// A share link for `item` labelled `title` with the share symbol.
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { TrellisDSL.Label(title, systemImage: "square.and.arrow.up") }
    }
}
