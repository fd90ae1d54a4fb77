nonisolated private struct LabelsVisibilityKey: EnvironmentKey {
    static let defaultValue: Visibility = .automatic
}

nonisolated extension EnvironmentValues {
    /// Whether controls show their labels: a toggle, stepper or date picker with hidden labels
    /// is its control alone, sized to it, with no label and no spacer.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The controls in this view without their labels: a toggle, stepper or date picker is its
    /// control alone, sized to it.
    public func labelsHidden() -> some View {
        environment(\.labelsVisibility, .hidden)
    }

    /// The controls in this view showing their labels as `visibility` says; `.hidden` lays out
    /// as `labelsHidden()`.
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        environment(\.labelsVisibility, visibility)
    }
}
