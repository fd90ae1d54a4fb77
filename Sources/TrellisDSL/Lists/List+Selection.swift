// A list that binds the selection of its rows. On iPhone a selection is drawn (a highlighted
// row) and a list that is not editing lays out as without one; the selection circles an
// editing list shows are not laid out (see the DifferencesFromSwiftUI article).

extension List {
    /// A list of the rows `content` builds, with the one chosen in `selection`.
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A list of the rows `content` builds, with the ones chosen in `selection`.
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A list with one row per element of `data`, each made by `rowContent`, with the one chosen
    /// in `selection`.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with one row per element of `data`, each made by `rowContent`, with the ones
    /// chosen in `selection`.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with one row per element of `data`, identified by `id`, each made by
    /// `rowContent`, with the one chosen in `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with one row per element of `data`, identified by `id`, each made by
    /// `rowContent`, with the ones chosen in `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}
