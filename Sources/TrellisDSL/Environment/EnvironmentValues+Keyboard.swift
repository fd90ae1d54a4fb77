import Foundation

private struct KeyboardHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
    /// The height in points of the software keyboard shown over the bottom of the window; 0
    /// when it is hidden. Set in the environment a layout starts from (or on `Device`), it forms
    /// the keyboard's safe area: views are kept above it unless they ignore that region.
    public var keyboardHeight: CGFloat {
        get { self[KeyboardHeightKey.self] }
        set { self[KeyboardHeightKey.self] = newValue }
    }
}
