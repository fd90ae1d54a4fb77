/// The design of an iOS release that a layout follows: the margins, row heights, bars and
/// controls the system draws changed between iOS 18 and iOS 26.
///
/// Set it with `EnvironmentValues.osVersion`, or lay a view out on a device that runs it:
/// `layout(on: .iPhone15.running(.iOS18))`. The metrics of each version, with the
/// measurements they come from, are in the ContainerMetrics and ContentViewMetrics articles.
public enum OSVersion: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// iOS 18's design: 44-pt list rows, 20-pt inset-grouped margins, a 51 × 31 switch.
    case iOS18
    /// iOS 26's design (the current SDK's): 51-pt list rows, 16-pt inset-grouped margins on
    /// iPhone, a 63 × 28 switch, a 54-pt inline navigation bar.
    case iOS26

    /// The version an environment lays out for unless told otherwise: the current SDK's design.
    public static let current = OSVersion.iOS26

    /// The major version number: 18 or 26.
    public var majorVersion: Int {
        switch self {
        case .iOS18: 18
        case .iOS26: 26
        }
    }

    /// The version whose major number is `majorVersion`, or `nil` when Trellis has no design
    /// for it.
    public init?(majorVersion: Int) {
        guard let version = Self.allCases.first(where: { $0.majorVersion == majorVersion }) else { return nil }
        self = version
    }

    public var description: String { "iOS \(majorVersion)" }
}

private struct OSVersionKey: EnvironmentKey {
    static let defaultValue = OSVersion.current
}

extension EnvironmentValues {
    /// The iOS design the views are laid out for (`.iOS26` by default); a `Device` sets it.
    public var osVersion: OSVersion {
        get { self[OSVersionKey.self] }
        set { self[OSVersionKey.self] = newValue }
    }
}
