/// What a person can do with a view, as the views that make it interactive record it: the
/// audit looks for overlapping controls and small hit regions among these.
public enum InteractiveRole: String, Codable, Hashable, Sendable, CustomStringConvertible {
    /// `Button`.
    case button = "Button"
    /// `Toggle`.
    case toggle = "Toggle"
    /// `Link`.
    case link = "Link"
    /// `Picker`.
    case picker = "Picker"
    /// `TextField`, `SecureField` or `TextEditor`.
    case textField = "TextField"
    /// A view with `onTapGesture`.
    case tapGesture = "onTapGesture"

    /// Whether Apple's minimum hit region (44 × 44 pt) applies: buttons, toggles, links and
    /// tap-gesture views.
    public var needsMinimumHitRegion: Bool {
        switch self {
        case .button, .toggle, .link, .tapGesture: return true
        case .picker, .textField: return false
        }
    }

    /// The role's SwiftUI name: `Button`, `Toggle`, …
    public var description: String { rawValue }
}
