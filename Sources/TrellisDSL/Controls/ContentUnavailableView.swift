import TrellisGraph

/// A view shown when there is no content: a large symbol above a title, a description and
/// actions, centred in a view that takes all the space it is offered.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    private let label: Label
    private let description: Description
    private let actions: Actions

    /// An unavailable-content view made of `label`, `description` and `actions`.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label (symbol above title), description and actions in a column, centred in all the
    /// space offered. The actions are small controls, as iOS draws them.
    public var body: some View {
        VStack {
            label.labelStyle(UnavailableLabelStyle())
            description
            actions.controlSize(.small)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == TrellisDSL.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An unavailable-content view titled `title` with the system symbol `systemImage` and an
    /// optional `description`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.init(label: { TrellisDSL.Label(title, systemImage: systemImage) }, description: { description })
    }

    /// The view for a search without results.
    public static var search: ContentUnavailableView<TrellisDSL.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The view for a search for `text` without results.
    public static func search(text: String) -> ContentUnavailableView<TrellisDSL.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
}

/// The label style of `ContentUnavailableView`: the symbol, 48 pt, above the title in the
/// `title2` font.
nonisolated private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        let environment = CurrentEnvironment.values
        VStack(spacing: environment.metric(.unavailableSymbolSpacing)) {
            configuration.icon.font(.system(size: environment.metric(.unavailableSymbolSize)))
            configuration.title.font(.title2)
        }
    }
}
