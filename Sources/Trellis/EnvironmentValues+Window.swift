import TrellisDSL
import TrellisGeometry

extension EnvironmentValues {
    /// This environment as a window of `windowSize` with `safeAreaInsets` sets it for its views:
    /// size classes it leaves unset derived from the window, and the container size.
    func inWindow(of windowSize: CGSize, safeAreaInsets: EdgeInsets?) -> EnvironmentValues {
        var environment = self
        let derived = UserInterfaceSizeClass.forWindow(windowSize)
        if environment.horizontalSizeClass == nil { environment.horizontalSizeClass = derived.horizontal }
        if environment.verticalSizeClass == nil { environment.verticalSizeClass = derived.vertical }
        environment.containerSize = Self.containerSize(windowSize, less: safeAreaInsets ?? EdgeInsets())
        return environment
    }

    /// The safe-area insets of a window given `safeAreaInsets`: those, or none at all when there
    /// are none and no keyboard; a keyboard (this environment's `keyboardHeight`) in a window
    /// with no insets makes a safe area for the keyboard alone.
    func windowInsets(_ safeAreaInsets: EdgeInsets?) -> EdgeInsets? {
        safeAreaInsets ?? (keyboardHeight != 0 ? EdgeInsets() : nil)
    }

    /// What `containerRelativeFrame` measures against: the window less its safe-area insets
    /// (an inset that is negative or not finite counts as 0), never negative.
    private static func containerSize(_ window: CGSize, less insets: EdgeInsets) -> CGSize {
        func usable(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return CGSize(width: max(window.width - usable(insets.leading) - usable(insets.trailing), 0),
                      height: max(window.height - usable(insets.top) - usable(insets.bottom), 0))
    }
}
