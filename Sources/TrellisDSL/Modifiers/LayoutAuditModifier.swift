import TrellisGraph

nonisolated extension View {
    /// This view with the layout audit's findings of `kinds` turned off for it and every view
    /// inside it: `.lineLimit(2).layoutAudit(ignore: .lineLimit)` marks a shortened text as
    /// intended. It lays out unchanged; the graph records the kinds and the audit honours them.
    public func layoutAudit(ignore kinds: LayoutAuditKind...) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier(.auditIgnores(Set(kinds))))
    }
}
