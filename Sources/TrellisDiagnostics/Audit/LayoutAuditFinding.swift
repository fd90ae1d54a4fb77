import Foundation
import TrellisGraph
import TrellisSolver

/// A problem the layout audit found in one layout: its kind, the view that has it, the numbers,
/// and in words what is wrong (``message``) and what would fix it (``fix``).
public struct LayoutAuditFinding: Sendable, Hashable, Identifiable {
    /// What was found, with the numbers.
    public enum Detail: Sendable, Hashable {
        /// A text cut short with an ellipsis: it needed `needed` (on one line) and got `got`, in
        /// `lineCount` lines.
        case truncated(needed: CGSize, got: CGSize, lineCount: Int)
        /// A text reaching beyond `clip`, the frame of `clipper` (a view drawn clipped), by more
        /// than half a point: the part outside is not drawn.
        case clipped(frame: CGRect, clip: CGRect, clipper: LayoutAuditCulprit)
        /// A text shortened to `limit` lines by its `lineLimit`, where it needed more.
        case shortenedByLineLimit(limit: Int)
        /// `word` broken across lines in the pieces `pieces`, because it is wider than a line.
        case brokenWord(word: String, pieces: [String])
        /// The view's frame overlaps `other`'s, another interactive view's, in `overlap`.
        case overlaps(other: LayoutAuditCulprit, overlap: CGRect)
        /// The hit region is `size`, smaller than `minimum` on at least one axis.
        case smallHitRegion(size: CGSize, minimum: CGSize)
        /// The text's font is `size` points whatever the Dynamic Type size.
        case fixedFontSize(size: CGFloat)
        /// The view, at `frame`, reaches beyond `bounds`, the window or its safe area
        /// (`boundary`), with no scroll view to bring it into view.
        case unreachable(frame: CGRect, bounds: CGRect, boundary: LayoutWarning.Boundary)
        /// The control shows only an image and has no accessibility label.
        case imageWithoutLabel
        /// The text's contrast with the colour behind it in `appearance` is `ratio`:1, below the
        /// `required` ratio for its size; `foreground` and `background` name the colours.
        case lowContrast(ratio: Double, required: Double, appearance: LayoutAudit.Appearance, foreground: String, background: String)
    }

    /// What identifies a finding across runs, for a baseline: its kind, the layout it is in, the
    /// culprit's path and, where one view can have several findings of a kind, what tells them
    /// apart (the appearance of a contrast finding, the other control of an overlap).
    public struct ID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
        /// The kind of finding.
        public var kind: LayoutAuditKind
        /// The name the caller gave the layout (a preview's name, with the matrix column if the
        /// baseline should tell columns apart); empty when none was given.
        public var layout: String
        /// The culprit's path (``LayoutAuditCulprit/path``) joined with " › ", followed by
        /// " #2", " #3", … for the second and later views of one layout with the same path.
        public var culprit: String
        /// What tells several findings of one kind about one view apart, or empty.
        public var qualifier: String

        /// The identity of a finding of `kind` in `layout` about `culprit`.
        public init(kind: LayoutAuditKind, layout: String, culprit: String, qualifier: String = "") {
            self.kind = kind
            self.layout = layout
            self.culprit = culprit
            self.qualifier = qualifier
        }

        /// Orders by layout, culprit, kind and qualifier, the order a baseline file lists them in.
        public static func < (lhs: ID, rhs: ID) -> Bool {
            (lhs.layout, lhs.culprit, lhs.kind.rawValue, lhs.qualifier) < (rhs.layout, rhs.culprit, rhs.kind.rawValue, rhs.qualifier)
        }

        /// `layout: kind culprit (qualifier)`.
        public var description: String {
            (layout.isEmpty ? "" : layout + ": ") + kind.rawValue + " " + culprit + (qualifier.isEmpty ? "" : " (\(qualifier))")
        }
    }

    /// The kind of problem.
    public var kind: LayoutAuditKind
    /// The view that has it.
    public var culprit: LayoutAuditCulprit
    /// What was found, with the numbers.
    public var detail: Detail
    /// The finding's identity across runs.
    public var id: ID

    /// What is wrong, in a sentence naming the culprit and the numbers.
    public var message: String { AuditSentences.message(self) }

    /// What would fix it, in SwiftUI's terms.
    public var fix: String { AuditSentences.fix(self) }
}
