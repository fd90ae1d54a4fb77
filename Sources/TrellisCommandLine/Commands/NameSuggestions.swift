import Trellis

/// The names close to a mistyped one, for "did you mean" in error messages.
enum NameSuggestions {
    /// The names among `names` nearest to `typed`: those that contain it or are contained in
    /// it, else those whose edit distance from it, ignoring case, is the smallest and at most a
    /// third of the longer name's length (at least 2, so that two swapped letters count). At
    /// most three, in the order given.
    static func nearest(to typed: String, among names: [String]) -> [String] {
        let lowered = typed.lowercased()
        let scored = names.compactMap { name -> (String, Int)? in
            let candidate = name.lowercased()
            if candidate.contains(lowered) || lowered.contains(candidate) { return (name, 0) }
            let distance = EditDistance.between(lowered, candidate)
            return distance <= max(2, max(lowered.count, candidate.count) / 3) ? (name, distance) : nil
        }
        guard let best = scored.map(\.1).min() else { return [] }
        return Array(scored.filter { $0.1 == best }.map(\.0).prefix(3))
    }
}
