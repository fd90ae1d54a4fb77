import TrellisGraph

private struct ForegroundColorNameKey: EnvironmentKey {
    static let defaultValue: ColorName? = nil
}

extension EnvironmentValues {
    /// The colour `foregroundColor(_:)` or `foregroundStyle(_:)` set for the view's content, when
    /// the style is a colour: what a shape with no fill of its own paints with. Drawing only;
    /// layout never reads it.
    package var foregroundColorName: ColorName? {
        get { self[ForegroundColorNameKey.self] }
        set { self[ForegroundColorNameKey.self] = newValue }
    }
}
