import Foundation
import TrellisGraph

/// The search field a `searchable` modifier around a navigation stack asks it for.
struct SearchFieldRequestKey: EnvironmentKey {
    static let defaultValue: SearchFieldPlacement? = nil
}

extension EnvironmentValues {
    /// The search field the navigation stack met next while lowering shows, placed as this
    /// says: set by `searchable` applied around the stack.
    var searchFieldRequest: SearchFieldPlacement? {
        get { self[SearchFieldRequestKey.self] }
        set { self[SearchFieldRequestKey.self] = newValue }
    }
}

// `searchable` adds a search field to the navigation stack it is in or applied to: the stack's
// bar grows by the search band, so its content starts lower. Outside a navigation stack the view
// lays out unchanged. The field's text, prompt and tokens are drawn in the field and change no
// size; a presented search (`isPresented` true) is laid out as one not presented.
nonisolated extension View {
    /// A search field for `text` in the navigation bar of the stack around this view (or of the
    /// stack this view is), showing `prompt` while empty.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchField(placement)
    }

    /// A search field for `text`, showing the localised `prompt` while empty.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchField(placement)
    }

    /// A search field for `text`, showing `prompt` while empty.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchField(placement)
    }

    /// A search field for `text`, showing `prompt` while empty, offering the views
    /// `suggestions` makes while searching (deprecated in iOS 16, still accepted); suggestions
    /// are shown over the content, so it lays out as the field alone.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View {
        searchField(placement)
    }

    /// A search field for `text`, presented while `isPresented` is true; laid out as not
    /// presented.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchField(placement)
    }

    /// A search field for `text`, presented while `isPresented` is true, showing the localised
    /// `prompt` while empty.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchField(placement)
    }

    /// A search field for `text`, presented while `isPresented` is true, showing `prompt` while
    /// empty.
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchField(placement)
    }

    /// A search field for `text` and the `tokens` before it, each drawn by `token`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field for `text` and the `tokens` before it, showing the localised `prompt`
    /// while empty.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchField(placement)
    }

    /// This view asking for a search field: from the stack around it through its navigation bar
    /// values, and from a stack it is (or holds) through the environment.
    private func searchField(_ placement: SearchFieldPlacement) -> ModifiedContent<ModifiedContent<Self, _NavigationBarModifier>, _EnvironmentKeyWritingModifier<SearchFieldPlacement?>> {
        modifier(_NavigationBarModifier { values in
            if !values.searchFieldTaken { values.searchField = placement }
        })
        .environment(\.searchFieldRequest, placement)
    }
}
