import TrellisGraph
import TrellisSolver

/// One line of a why-chain before it is folded, marked and indented.
struct WhyChainHop {
    enum Role: Equatable {
        /// A view on the way and what it was offered, with the decision that made the offer.
        case view
        /// A container's arithmetic before the next view's offer: spacing, a sibling sized
        /// first, a rejected `ViewThatFits` candidate.
        case note
        /// The rule that sized the view explained, with its size: the last line.
        case size
    }

    var role: Role
    /// For a view, its name in the chain; otherwise the whole line.
    var subject: String
    /// For a view, what it was offered ("offered 300×100") and why, in parentheses.
    var offer = ""
    /// The position in the path of the view the hop is about (for a note, of the view whose
    /// offer it leads to).
    var level: Int

    /// The hop as a line of its own.
    var text: String { offer.isEmpty ? subject : "\(subject) \(offer)" }
}

/// How a view on the way handed its offer to the next one.
enum OfferHandover: Equatable {
    /// The next view was offered the same size.
    case unchanged
    /// Padding took its insets off the offer: a constant, whatever the offer.
    case padded
    /// A container or modifier worked the offer out (a share, a fixed frame, a safe area, …).
    case decided
}
