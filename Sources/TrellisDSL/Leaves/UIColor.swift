import Foundation

/// Stands in for UIKit's `UIColor`, which Linux lacks, so that SwiftUI code naming the system's
/// semantic colours (`Color(.systemGray5)`, `Color(uiColor: .secondarySystemBackground)`)
/// compiles. A class, as in UIKit, so that app code can extend it with convenience
/// initialisers. A colour changes only drawing.
public final class UIColor: Hashable, Sendable {
    /// The colour's name, such as `systemGray5`.
    public let name: String

    /// The colour named `name`.
    init(_ name: String) { self.name = name }

    /// The colour `provider` gives for the traits of the environment; Trellis draws nothing, so
    /// it keeps the light appearance's.
    public init(dynamicProvider provider: (UITraitCollection) -> UIColor) {
        name = provider(UITraitCollection(userInterfaceStyle: .light)).name
    }

    /// The colour of these components, named as `Color(red:green:blue:opacity:)` names it.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)).name)
    }

    /// The grey of `white`, named as `Color(white:opacity:)` names it.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)).name)
    }

    /// The colour named `name` in the app's asset catalog, as `Color(name)` names it. Failable,
    /// as UIKit's, but Trellis reads no catalog, so it always makes the colour.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour named `name` in the asset catalog of `bundle` for `traitCollection`, as
    /// `Color(name, bundle:)` names it; it always makes the colour.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(Color(name, bundle: bundle).name)
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The background of a screen.
    public static let systemBackground = UIColor("systemBackground")
    /// The background of content on a screen's background.
    public static let secondarySystemBackground = UIColor("secondarySystemBackground")
    /// The background of content on a secondary background.
    public static let tertiarySystemBackground = UIColor("tertiarySystemBackground")
    /// The background of a grouped screen.
    public static let systemGroupedBackground = UIColor("systemGroupedBackground")
    /// The background of content on a grouped background.
    public static let secondarySystemGroupedBackground = UIColor("secondarySystemGroupedBackground")
    /// The background of content on a secondary grouped background.
    public static let tertiarySystemGroupedBackground = UIColor("tertiarySystemGroupedBackground")
    /// Primary text.
    public static let label = UIColor("label")
    /// Secondary text.
    public static let secondaryLabel = UIColor("secondaryLabel")
    /// Tertiary text.
    public static let tertiaryLabel = UIColor("tertiaryLabel")
    /// Quaternary text.
    public static let quaternaryLabel = UIColor("quaternaryLabel")
    /// Placeholder text.
    public static let placeholderText = UIColor("placeholderText")
    /// Links.
    public static let link = UIColor("link")
    /// Thin separators that let content show through.
    public static let separator = UIColor("separator")
    /// Thin opaque separators.
    public static let opaqueSeparator = UIColor("opaqueSeparator")
    /// Fills of thin and small shapes.
    public static let systemFill = UIColor("systemFill")
    /// Fills of medium shapes.
    public static let secondarySystemFill = UIColor("secondarySystemFill")
    /// Fills of large shapes.
    public static let tertiarySystemFill = UIColor("tertiarySystemFill")
    /// Fills of large areas.
    public static let quaternarySystemFill = UIColor("quaternarySystemFill")
    /// The system's grey.
    public static let systemGray = UIColor("systemGray")
    /// A lighter grey.
    public static let systemGray2 = UIColor("systemGray2")
    /// A lighter grey still.
    public static let systemGray3 = UIColor("systemGray3")
    /// A light grey.
    public static let systemGray4 = UIColor("systemGray4")
    /// A lighter grey.
    public static let systemGray5 = UIColor("systemGray5")
    /// The lightest grey.
    public static let systemGray6 = UIColor("systemGray6")
    /// The system's red.
    public static let systemRed = UIColor("systemRed")
    /// The system's orange.
    public static let systemOrange = UIColor("systemOrange")
    /// The system's yellow.
    public static let systemYellow = UIColor("systemYellow")
    /// The system's green.
    public static let systemGreen = UIColor("systemGreen")
    /// The system's mint.
    public static let systemMint = UIColor("systemMint")
    /// The system's teal.
    public static let systemTeal = UIColor("systemTeal")
    /// The system's cyan.
    public static let systemCyan = UIColor("systemCyan")
    /// The system's blue.
    public static let systemBlue = UIColor("systemBlue")
    /// The system's indigo.
    public static let systemIndigo = UIColor("systemIndigo")
    /// The system's purple.
    public static let systemPurple = UIColor("systemPurple")
    /// The system's pink.
    public static let systemPink = UIColor("systemPink")
    /// The system's brown.
    public static let systemBrown = UIColor("systemBrown")
    /// White.
    public static let white = UIColor("white")
    /// Black.
    public static let black = UIColor("black")
    /// No colour at all.
    public static let clear = UIColor("clear")
    /// Pure red.
    public static let red = UIColor("red")
    /// Pure green.
    public static let green = UIColor("green")
    /// Pure blue.
    public static let blue = UIColor("blue")
    /// Mid grey.
    public static let gray = UIColor("gray")
    /// Light grey.
    public static let lightGray = UIColor("lightGray")
    /// Dark grey.
    public static let darkGray = UIColor("darkGray")
    /// Orange.
    public static let orange = UIColor("orange")
    /// Yellow.
    public static let yellow = UIColor("yellow")
    /// Purple.
    public static let purple = UIColor("purple")
    /// Brown.
    public static let brown = UIColor("brown")
    /// Cyan.
    public static let cyan = UIColor("cyan")
    /// Magenta.
    public static let magenta = UIColor("magenta")
}

extension Color {
    /// The colour `color`; it changes only drawing.
    public init(_ color: UIColor) {
        self.init(color.name, bundle: nil)
    }

    /// The colour `color`; it changes only drawing.
    public init(uiColor color: UIColor) {
        self.init(color)
    }
}

/// Stands in for UIKit's trait collection, as a dynamic colour's provider receives it.
public struct UITraitCollection: Sendable {
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle

    /// A trait collection of `userInterfaceStyle`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }
}

/// Whether an interface is drawn light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not said.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
}
