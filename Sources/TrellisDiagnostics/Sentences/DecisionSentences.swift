import Foundation
import TrellisGraph
import TrellisSolver

extension Decision {
    /// The decision in words, with its arithmetic: "spacing 8 leaves 292",
    /// "flexibility 0…50: offered 292 / 2 = 146".
    public var sentence: String {
        switch self {
        case .stackSpacing(let total, let remaining):
            return "spacing \(PointFormat.string(total)) leaves \(PointFormat.string(remaining))"
        case .stackIdealSizing(let axis):
            return "every child is asked for its ideal \(axis == .horizontal ? "width" : "height")"
        case .share(let share):
            return share.sentence
        case .candidate(let candidate):
            return candidate.fits
                ? "candidate \(candidate.position) fits in \(candidate.space)"
                : candidate.chosen ? "no candidate fits in \(candidate.space); the last is shown"
                : "candidate \(candidate.position) needs \(PointFormat.string(candidate.idealSize)), more than \(candidate.space)"
        case .gridTracks(let columns, let rows):
            return "columns \(columns.map { PointFormat.string($0) }.joined(separator: ", ")); rows \(rows.map { PointFormat.string($0) }.joined(separator: ", "))"
        case .aligned(let guide, let line, let value):
            return "\(guide.name) guide \(PointFormat.string(value)) put on the line at \(PointFormat.string(line)): \(guide.axis == .horizontal ? "x" : "y") = \(PointFormat.string(line - value))"
        case .mirrored(let x):
            return "mirrored about x = \(PointFormat.string(x))"
        case .readerContent(let size, let origin):
            return "content made for a \(PointFormat.string(size)) reader at (\(PointFormat.string(origin.x)), \(PointFormat.string(origin.y)))"
        case .safeArea(let size, let insets, let remaining, let origin, let isWindow):
            return safeAreaSentence(size: size, insets: insets, remaining: remaining, origin: origin, isWindow: isWindow)
        case .grewIntoSafeArea(let frame, let grown):
            return "ignores the safe area: grows from \(PointFormat.string(frame.size)) at \("(\(PointFormat.string(frame.minX)), \(PointFormat.string(frame.minY)))") to \(PointFormat.string(grown.size)) at \("(\(PointFormat.string(grown.minX)), \(PointFormat.string(grown.minY)))")"
        case .textLines(let lines, let truncated, let scale):
            let count = lines.count == 1 ? "1 line" : "\(lines.count) lines"
            let breaks = lines.map { "\"\($0.text)\"" }.joined(separator: " / ")
            let scaled = scale < 1 ? ", scaled to \(Int((scale * 100).rounded())) %" : ""
            return "\(count)\(truncated ? ", truncated" : "")\(scaled): \(breaks)"
        case .gridTrack(let axis, let index, let share, let length):
            let track = "\(axis == .horizontal ? "column" : "row") \(index + 1)"
            let widest = axis == .horizontal ? "its widest cell" : "its tallest cell"
            guard let share else { return "\(track) is \(PointFormat.string(length)), \(widest) at its ideal size" }
            return "\(track) (\(share.flexibility)) offered \(share.arithmetic) is \(PointFormat.string(length)), \(widest)"
        case .offer(let reason, let received, let offered):
            return reason.sentence(received: received, offered: offered)
        case .lazyGridItem(let item):
            return item.sentence
        }
    }
}

extension Decision.Share {
    /// "priority 1, flexibility 0…50: offered 292 / 2 = 146", and what lower priorities held
    /// back: "flexibility 0…∞: offered 350 / 2 = 175, 8 held back for lower priorities".
    public var sentence: String {
        "\(flexibility): offered \(arithmetic)"
    }

    /// "priority 1, flexibility 0…50".
    var flexibility: String {
        let range = "\(PointFormat.string(minimum))…\(PointFormat.string(maximum))"
        let group = priority.map { "priority \(PointFormat.string(CGFloat($0))), " } ?? ""
        return "\(group)flexibility \(range)"
    }

    /// How the offer was worked out: "292 / 2 = 146", "242", "350 / 2 = 175, 8 held back for
    /// lower priorities".
    var arithmetic: String {
        let offer = sharers > 1 ? "\(PointFormat.string(remaining)) / \(sharers) = \(PointFormat.string(offered))" : PointFormat.string(offered)
        guard heldBack > 0 else { return offer }
        return "\(offer), \(PointFormat.string(heldBack)) held back for lower priorities"
    }
}

extension TraceEvent {
    /// The decision of a `decide` event in words (see ``Decision/sentence``); `nil` for other
    /// events.
    public var note: String? { decision?.sentence }
}
