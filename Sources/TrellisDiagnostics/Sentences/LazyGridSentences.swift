import Foundation
import TrellisGraph
import TrellisSolver

extension Decision.LazyGridItem {
    /// The item's tracks and the arithmetic that sized them, as SwiftUI's lazy-grid rules
    /// work it out: "columns 1–2 adaptive(minimum 150) in 358: floor((358 + 8) / (150 + 8)) =
    /// 2 columns, (358 − 8) / 2 = 175 each", "column 2 flexible(minimum 10) in (200 − 8 − 70)
    /// / 2 = 61", "column 1 fixed(70): 70".
    public var sentence: String {
        let tracks = count == 1 ? "\(trackWord) \(firstTrack + 1)" : "\(trackWord)s \(firstTrack + 1)–\(firstTrack + count)"
        switch size {
        case .fixed(let length):
            return "\(tracks) fixed(\(Self.format(length))): \(Self.format(length))"
        case .flexible(let minimum, let maximum):
            let written = "flexible(minimum \(Self.format(minimum))\(maximum.isFinite ? ", maximum \(Self.format(maximum))" : ""))"
            guard offered != nil else { return "\(tracks) \(written) offered nothing: its minimum \(Self.format(length))" }
            let share = remaining / CGFloat(sharers)
            let clamp = length > share ? ", at least \(Self.format(minimum)): \(Self.format(length))"
                : length < share ? ", at most \(Self.format(maximum)): \(Self.format(length))" : ""
            return "\(tracks) \(written) in \(shareArithmetic)\(clamp)"
        case .adaptive(let minimum, let maximum):
            let written = "adaptive(minimum \(Self.format(minimum))\(maximum.isFinite ? ", maximum \(Self.format(maximum))" : ""))"
            guard offered != nil else { return "\(tracks) \(written) offered nothing: 1 \(trackWord) of its minimum \(Self.format(length))" }
            let nothingLeft = remaining / CGFloat(sharers) < 0 ? ", nothing left: 0" : ""
            return "\(tracks) \(written) in \(shareArithmetic)\(nothingLeft): \(adaptiveArithmetic(minimum: minimum, maximum: maximum))"
        }
    }

    /// "column" or "row".
    private var trackWord: String { axis == .horizontal ? "column" : "row" }

    /// How the item's share of the offer was worked out: "358", "200 − 8 − 70 = 122",
    /// "(358 − 8) / 2 = 175".
    private var shareArithmetic: String {
        let offer = offered.map(Self.format) ?? "0"
        let rest = subtracted.isEmpty ? offer : "\(offer) − \(subtracted.map(Self.format).joined(separator: " − "))"
        if sharers > 1 {
            let dividend = subtracted.isEmpty ? rest : "(\(rest))"
            return "\(dividend) / \(sharers) = \(Self.format(remaining / CGFloat(sharers)))"
        }
        return subtracted.isEmpty ? rest : "\(rest) = \(Self.format(remaining))"
    }

    /// How many tracks of the minimum fit in the adaptive item's length and how long each is:
    /// "floor((358 + 8) / (150 + 8)) = 2 columns, (358 − 8) / 2 = 175 each".
    private func adaptiveArithmetic(minimum: CGFloat, maximum: CGFloat) -> String {
        let length = Self.format(self.length)
        guard self.length.isFinite else { return "1 \(trackWord) of \(length)" }
        let gap = Self.format(spacing)
        let fitting = ((self.length + spacing) / (minimum + spacing) + 1e-9).rounded(.down)
        let counted = "floor((\(length) + \(gap)) / (\(Self.format(minimum)) + \(gap))) = \(Self.format(fitting))"
        let tracks = count == 1 ? "1 \(trackWord)" : "\(count) \(trackWord)s"
        let number = fitting < 1 ? "\(counted), so \(tracks)" : "\(counted) \(trackWord)\(count == 1 ? "" : "s")"
        let share = (self.length - CGFloat(count - 1) * spacing) / CGFloat(count)
        let gaps = count == 2 ? gap : "\(count - 1) × \(gap)"
        let each = count == 1 ? length : "(\(length) − \(gaps)) / \(count) = \(Self.format(share))"
        let capped = share > trackLength ? ", at most \(Self.format(maximum)): \(Self.format(trackLength))" : ""
        return "\(number), \(each)\(capped) each"
    }

    private static func format(_ value: CGFloat) -> String { PointFormat.string(value) }
}
