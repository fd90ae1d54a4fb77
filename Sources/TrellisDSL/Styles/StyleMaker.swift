/// How the controls of one kind in a view make their view: the `makeBody(configuration:)` of the
/// style a style modifier set (`toggleStyle(_:)`, `groupBoxStyle(_:)`, …), erased. With none in
/// the environment a control lays itself out as its platform's default style does.
///
/// A style is not `Sendable` (SwiftUI's are not), but the environment holds `Sendable` values,
/// so the style is wrapped in a plain closure that the maker captures `nonisolated(unsafe)`, as
/// `buttonStyle(_:)` does: the maker is only called while lowering, on the
/// thread that lowers, never by two threads at once.
struct StyleMaker<Configuration>: Sendable {
    /// The view the style makes from a control's configuration.
    let make: @Sendable (Configuration) -> AnyView
}

nonisolated extension View {
    /// This view with the controls that read `keyPath` made by `make` (a style's
    /// `makeBody(configuration:)`).
    func styled<Configuration>(_ keyPath: WritableKeyPath<EnvironmentValues, StyleMaker<Configuration>?>,
                               by make: @escaping (Configuration) -> AnyView) -> some View {
        nonisolated(unsafe) let erased = make
        return environment(keyPath, StyleMaker { erased($0) })
    }
}

extension StyleMaker {
    /// The view the style makes from `configuration`, in which the controls of the same kind
    /// are laid out in their default style again (so a style whose body holds such a control,
    /// as `Toggle(configuration)` does, does not style it again).
    func view(_ configuration: Configuration, resetting keyPath: WritableKeyPath<EnvironmentValues, StyleMaker<Configuration>?>) -> some View {
        make(configuration).environment(keyPath, nil)
    }
}
