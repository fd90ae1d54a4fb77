/// How a search field's dictation works.
nonisolated public struct TextInputDictationBehavior: Sendable {
    private let kind: Int
    /// The platform's behaviour.
    public static let automatic = TextInputDictationBehavior(kind: 0)
    /// Dictation inline in the field.
    public static let inline = TextInputDictationBehavior(kind: 1)
}

/// Whether presenting search hides the toolbar.
nonisolated public struct SearchPresentationToolbarBehavior: Sendable {
    private let kind: Int
    /// The platform's behaviour.
    public static let automatic = SearchPresentationToolbarBehavior(kind: 0)
    /// The toolbar stays while searching.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(kind: 1)
}

/// When a search field shows its scopes.
nonisolated public struct SearchScopeActivation: Sendable {
    private let kind: Int
    /// The platform's choice.
    public static let automatic = SearchScopeActivation(kind: 0)
    /// When the user types.
    public static let onTextEntry = SearchScopeActivation(kind: 1)
    /// When the search is presented.
    public static let onSearchPresentation = SearchScopeActivation(kind: 2)
}

// The parts of a search a `searchable` field shows: its suggestions, scopes, completions and
// focus. They are drawn in the search field's own interface and never change the view's layout.
nonisolated extension View {
    /// The suggestions `suggestions` builds for this view's search field; it lays out unchanged.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { drawingOnly() }
    /// The scopes `scopes` builds, bound to `scope`, for this view's search field; it lays out
    /// unchanged.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { drawingOnly() }
    /// The scopes `scopes` builds, bound to `scope` and shown as `activation` says; it lays out
    /// unchanged.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View { drawingOnly() }
    /// This suggestion completing the search with `completion`; it lays out unchanged.
    public func searchCompletion(_ completion: String) -> some View { drawingOnly() }
    /// The search field focused while `isFocused` is true; it lays out unchanged.
    public func searchFocused(_ isFocused: FocusState<Bool>.Binding) -> some View { drawingOnly() }
    /// The search field dictating as `behavior` says; it lays out unchanged.
    public func searchDictationBehavior(_ behavior: TextInputDictationBehavior) -> some View { drawingOnly() }
    /// The toolbar kept or hidden while searching as `behavior` says; it lays out unchanged.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { drawingOnly() }
}
