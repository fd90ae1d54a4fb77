/// The design of an iOS release that a layout follows: the margins, row heights, bars and
/// controls the system draws changed between iOS 17, 18 and 26, and between releases of iOS 26.
///
/// Set it with `EnvironmentValues.osVersion`, or lay a view out on a device that runs it:
/// `layout(on: .iPhone15.running(.iOS18))`. A plain major version names its latest release:
/// `.iOS26` is the newest iOS 26 design Trellis knows (26.2 and later), `.iOS26_0` the first
/// one. The metrics of each design, with the measurements they come from, are in the
/// ContainerMetrics and ContentViewMetrics articles.
public enum OSVersion: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// iOS 17's design: as iOS 18's for lists, bars and switches, except that a
    /// `LabeledContent` row at an accessibility size keeps label and value side by side at
    /// regular width.
    case iOS17
    /// iOS 18's design: 44-pt list rows, 20-pt inset-grouped margins, a 51 × 31 switch (laid out 49 wide).
    case iOS18
    /// iOS 26.0 and 26.1: 52-pt list rows (51 at Dynamic Type medium and smaller), 16-pt
    /// inset-grouped margins on iPhone, a 63 × 28 switch, a 54-pt inline navigation bar and 62
    /// pt of large title under it.
    case iOS26_0
    /// The latest iOS 26 release (26.2 and later), the current SDK's design.
    case iOS26

    /// The version an environment lays out for unless told otherwise: the current SDK's design.
    public static let current = OSVersion.iOS26

    /// The major version number: 17, 18 or 26.
    public var majorVersion: Int {
        switch self {
        case .iOS17: 17
        case .iOS18: 18
        case .iOS26_0, .iOS26: 26
        }
    }

    /// The releases the design stands for, as the command line and headings spell them:
    /// `"17"`, `"18"`, `"26.0"` (26.0 and 26.1) and `"26"` (26.2 and later).
    public var release: String {
        switch self {
        case .iOS17: "17"
        case .iOS18: "18"
        case .iOS26_0: "26.0"
        case .iOS26: "26"
        }
    }

    /// The latest design of major version `majorVersion`, or `nil` when Trellis has none.
    public init?(majorVersion: Int) {
        guard let version = Self.allCases.last(where: { $0.majorVersion == majorVersion }) else { return nil }
        self = version
    }

    /// The design of the release `release` spells: a major version (`"26"`, its latest
    /// design), or a major and a minor version (`"26.0"`, `"18.4"`, `"26.5"`), with or
    /// without a leading `"iOS"`; `nil` when Trellis has no design for it.
    public init?(release: String) {
        var text = Substring(release.trimmingCharacters(in: .whitespaces))
        if text.lowercased().hasPrefix("ios") { text = text.dropFirst(3).drop { $0 == " " } }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), let latest = OSVersion(majorVersion: major) else { return nil }
        guard parts.count > 1 else {
            self = latest
            return
        }
        guard let minor = Int(parts[1]), minor >= 0, parts.count == 2 || Int(parts[2]) != nil else { return nil }
        self = major == 26 && minor < 2 ? .iOS26_0 : latest
    }

    public var description: String { "iOS \(release)" }
}

private struct OSVersionKey: EnvironmentKey {
    static let defaultValue = OSVersion.current
}

extension EnvironmentValues {
    /// The iOS design the views are laid out for (`.iOS26`, the latest, by default); a `Device`
    /// sets it.
    public var osVersion: OSVersion {
        get { self[OSVersionKey.self] }
        set { self[OSVersionKey.self] = newValue }
    }
}
