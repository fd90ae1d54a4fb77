import Foundation

private struct ContainerSizeKey: EnvironmentKey {
    static let defaultValue: CGSize? = nil
}

private struct InsideScrollViewKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The size of the container `containerRelativeFrame` measures against: what the window's
    /// safe area (and the keyboard) leave, set when a layout starts in a window; `nil` when the
    /// view is lowered with no window.
    package var containerSize: CGSize? {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }

    /// Whether the view is inside a scroll view's content, whose visible size is then the
    /// container `containerRelativeFrame` measures against.
    package var isInsideScrollView: Bool {
        get { self[InsideScrollViewKey.self] }
        set { self[InsideScrollViewKey.self] = newValue }
    }
}
