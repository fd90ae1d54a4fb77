import Trellis

/// The names of Dynamic Type sizes on the audit's command line and in `trellis.json`.
public enum AuditTextSize {
    /// The name of `size`: SwiftUI's case name for a standard size (`xSmall` … `xxxLarge`), and
    /// `AX1` … `AX5` for the accessibility sizes, as iOS's settings count them.
    public static func name(of size: DynamicTypeSize) -> String {
        size.isAccessibilitySize ? "AX\(size.rawValue - DynamicTypeSize.accessibility1.rawValue + 1)" : caseNames[size.rawValue]
    }

    /// The size `name` spells, ignoring case: a name ``name(of:)`` gives, or SwiftUI's case name
    /// of an accessibility size (`accessibility3`); `nil` for anything else.
    public static func size(named name: String) -> DynamicTypeSize? {
        let key = name.lowercased()
        return DynamicTypeSize.allCases.first { size in
            self.name(of: size).lowercased() == key || caseNames[size.rawValue].lowercased() == key
        }
    }

    /// SwiftUI's case names, in order.
    private static let caseNames = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                    "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
}
