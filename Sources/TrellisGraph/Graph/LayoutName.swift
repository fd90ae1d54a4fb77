/// The name a `.id(_:)` value is stored under in the graph: its textual description.
///
/// `LayoutResult.frame(of:)` looks views up by the same name, so a graph decoded from a file
/// answers the same queries as one lowered from Swift. Values whose descriptions coincide
/// (`1` and `"1"`) name the same view.
package func layoutName(for id: some Hashable) -> String {
    if let string = id as? String { return string }
    return String(describing: id)
}
