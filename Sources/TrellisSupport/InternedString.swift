/// A string kept once per process and referred to by a small number, so that the node kinds
/// holding it stay plain values: the solver copies node kinds on every measurement, and a
/// `String` inside one would make each copy count references.
///
/// Interned strings are never released; they are the texts, control names and image names of
/// the layouts a process lays out.
package struct InternedString: Hashable, Sendable {
    private let index: Int32

    private struct Table {
        var strings: [String] = []
        var indices: [String: Int32] = [:]
    }

    private static let table = LockedValue(Table())

    package init(_ string: String) {
        index = Self.table.withLock { table in
            if let index = table.indices[string] { return index }
            let index = Int32(table.strings.count)
            table.strings.append(string)
            table.indices[string] = index
            return index
        }
    }

    /// The string.
    package var string: String {
        Self.table.withLock { $0.strings[Int(index)] }
    }
}
