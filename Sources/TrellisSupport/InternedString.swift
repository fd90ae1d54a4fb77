/// A string kept once per process and referred to by a small number, so that the node kinds
/// holding it stay plain values: the solver copies node kinds on every measurement, and a
/// `String` inside one would make each copy count references.
///
/// Interning a string takes a lock; reading one back does not (see ``GrowOnlyTable``), so
/// parallel layouts measuring text never wait for each other. Interned strings are never
/// released; they are the texts, control names and image names of the layouts a process lays out.
package struct InternedString: Hashable, Sendable {
    private let index: Int32

    /// The strings interned so far, by index.
    private static let strings = GrowOnlyTable<String>()
    /// The index of each string interned so far. Used only while `strings` is locked.
    nonisolated(unsafe) private static var indices: [String: Int32] = [:]

    package init(_ string: String) {
        index = Self.strings.withAppendLock { append in
            if let index = Self.indices[string] { return index }
            let index = append(string)
            Self.indices[string] = index
            return index
        }
    }

    /// The string's number: interned strings are numbered from 0 in the order they were first
    /// interned, and two are equal exactly when their numbers are.
    package var number: Int32 { index }

    /// The string.
    package var string: String {
        Self.strings[index]
    }
}
