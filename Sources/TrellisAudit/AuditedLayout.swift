import Trellis

/// One preview laid out in one column of the matrix, with what the audit found in it.
public struct AuditedLayout: Sendable, Hashable, Codable {
    /// A finding as a report keeps it: its identity, its culprit and its sentences, and whether
    /// the baseline accepts it.
    public struct Finding: Sendable, Hashable, Codable {
        /// The identity the baseline matches (its `layout` is the preview's name).
        public var id: LayoutAuditFinding.ID
        /// The culprit's name, as the author wrote the view.
        public var culprit: String
        /// What is wrong.
        public var message: String
        /// What would fix it.
        public var fix: String
        /// Whether the baseline does not accept it: a new finding fails the run.
        public var isNew: Bool
        /// The number of the node the layout's pictures draw the culprit as
        /// (`Wireframe.drawnNode(for:in:)`): the explorer page opened with `#select=N` shows
        /// the culprit selected.
        public var node: Int

        /// The finding `finding` of `result` keeps, new until a baseline accepts it.
        public init(_ finding: LayoutAuditFinding, in result: LayoutResult) {
            id = finding.id
            culprit = finding.culprit.name
            message = finding.message
            fix = finding.fix
            isNew = true
            node = (Wireframe.drawnNode(for: finding.culprit.node, in: result.graph) ?? finding.culprit.node).index
        }

        /// The kind of finding.
        public var kind: LayoutAuditKind { id.kind }
    }

    /// The preview's name.
    public var preview: String
    /// Where the preview is written: `file:line`.
    public var source: String
    /// The preview's place among the previews audited, from 0.
    public var previewIndex: Int
    /// The column.
    public var column: AuditColumn
    /// The column's place in the matrix, from 0.
    public var columnIndex: Int
    /// The window the preview was laid out in, in points.
    public var windowSize: CGSize
    /// What the audit found.
    public var findings: [Finding]

    /// The layout's key in a report: `pP-cC`, naming its thumbnail and explorer page.
    public var key: String { "p\(previewIndex)-c\(columnIndex)" }

    /// The findings the baseline does not accept.
    public var newFindings: [Finding] { findings.filter(\.isNew) }
}
