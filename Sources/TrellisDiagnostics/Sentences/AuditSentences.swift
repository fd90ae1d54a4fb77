import Foundation
import TrellisGraph
import TrellisSolver

/// The words of the layout audit's findings: what is wrong and what would fix it, one sentence
/// each, from the finding's kind and numbers.
enum AuditSentences {
    /// What is wrong with `finding`'s culprit.
    static func message(_ finding: LayoutAuditFinding) -> String {
        let view = finding.culprit.name
        switch finding.detail {
        case let .truncated(needed, got, lineCount):
            let lines = lineCount == 1 ? "1 line" : "\(lineCount) lines"
            return "\(view) is truncated: its text needs \(PointFormat.string(needed)) on one line and got \(PointFormat.string(got)) in \(lines)"
        case let .clipped(frame, clip, clipper):
            return "\(view) is clipped: at \(PointFormat.string(frame)) it reaches beyond \(clipper.name), which is clipped to \(PointFormat.string(clip))"
        case let .shortenedByLineLimit(limit):
            return "\(view) is shortened by its line limit: its text needs more than the \(limit == 1 ? "1 line" : "\(limit) lines") .lineLimit(\(limit)) allows"
        case let .brokenWord(word, pieces):
            return "\(view) breaks the word \"\(word)\" in the middle (\(pieces.joined(separator: " / "))): the word is wider than the line"
        case let .overlaps(other, overlap):
            return "\(view) overlaps \(other.name) by \(PointFormat.string(overlap.size)): a tap there may reach either"
        case let .smallHitRegion(size, minimum):
            return "\(view) is \(PointFormat.string(size)), smaller than the \(PointFormat.string(minimum)) pt hit region of Apple's Human Interface Guidelines"
        case let .fixedFontSize(size):
            return "\(view) has a fixed \(PointFormat.string(size)) pt font, which does not grow with Dynamic Type"
        case let .unreachable(frame, bounds, boundary):
            let edge = boundary == .window ? "the window" : "the safe area"
            return "\(view) at \(PointFormat.string(frame)) reaches beyond \(edge) (\(PointFormat.string(bounds))) and no scroll view can bring it into view"
        case .imageWithoutLabel:
            return "\(view) shows only an image and has no accessibility label: VoiceOver has no name to read"
        case let .lowContrast(ratio, required, appearance, foreground, background):
            return "\(view) has a contrast of \(ratioString(ratio)):1 in \(appearance.rawValue) mode (\(foreground) on \(background)), "
                + "below the \(ratioString(required)):1 WCAG 2 AA asks for \(required < 4.5 ? "large" : "normal") text"
        }
    }

    /// What would fix `finding`.
    static func fix(_ finding: LayoutAuditFinding) -> String {
        switch finding.detail {
        case .truncated:
            return "give it more room (.layoutPriority(1) on it), more lines (.lineLimit(nil)) or .fixedSize(horizontal: false, vertical: true) to grow in height"
        case .clipped:
            return "give the clipped view room for its text, or let the text wrap or shrink (.minimumScaleFactor) inside it"
        case .shortenedByLineLimit:
            return "if the limit is intended, mark the text .layoutAudit(ignore: .lineLimit); otherwise raise the limit or give the text more width"
        case .brokenWord:
            return "give the text more width, offer a shorter wording or layout at accessibility sizes (ViewThatFits), or let it shrink with .minimumScaleFactor"
        case .overlaps:
            return "move the controls apart (spacing, padding), or arrange them differently at this size (ViewThatFits, an AnyLayout switching stacks)"
        case .smallHitRegion:
            return "make the hit region at least 44 × 44 pt: .frame(minWidth: 44, minHeight: 44) with .contentShape(Rectangle()), or padding"
        case .fixedFontSize:
            return "use a text style (.font(.body)), or .custom(_:size:relativeTo:) or @ScaledMetric for a size of your own"
        case .unreachable:
            return "put the content in a ScrollView, or let it fit the screen (flexible frames, ViewThatFits)"
        case .imageWithoutLabel:
            return "describe it with .accessibilityLabel(\"…\"), or use a Label with a title (Label(\"Close\", systemImage: \"xmark\"))"
        case .lowContrast:
            return "choose a darker or lighter foreground or background, or semantic colours (.primary on the system background) that adapt to both modes"
        }
    }

    /// A contrast ratio with two decimals at most: `4.5`, `1.51`.
    private static func ratioString(_ ratio: Double) -> String {
        PointFormat.string(CGFloat((ratio * 100).rounded() / 100))
    }
}
