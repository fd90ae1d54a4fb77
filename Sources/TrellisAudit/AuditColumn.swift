import Trellis
import TrellisDSL

/// One column of the audit's matrix: a device held one way, running one iOS design, at one
/// Dynamic Type size, in one layout direction and language. Every preview is laid out once per
/// column.
public struct AuditColumn: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The device's name in the catalogue, upright.
    public var device: String
    /// How the device is held.
    public var orientation: AuditOrientation
    /// The iOS design, as its release is spelled (`17`, `18`, `26`).
    public var design: String
    /// The Dynamic Type size, named as ``AuditTextSize/name(of:)`` names it.
    public var textSize: String
    /// The layout direction: `leftToRight` or `rightToLeft`.
    public var layoutDirection: String
    /// The language.
    public var language: AuditLanguage

    /// The column of `device` (a catalogue name) held in `orientation`, running the design
    /// `design` (`17`, `18`, `26`), at the text size `textSize` (`large`, `AX3`), laid out
    /// `layoutDirection` (`leftToRight` or `rightToLeft`), in `language`.
    public init(device: String, orientation: AuditOrientation, design: String, textSize: String, layoutDirection: String, language: AuditLanguage) {
        self.device = device
        self.orientation = orientation
        self.design = design
        self.textSize = textSize
        self.layoutDirection = layoutDirection
        self.language = language
    }

    /// The column's name in reports: its values joined with " · ", the direction as `LTR` or `RTL`.
    public var description: String {
        [device, orientation.rawValue, textSize, "iOS \(design)", layoutDirection == "rightToLeft" ? "RTL" : "LTR", language.description]
            .joined(separator: " · ")
    }

    /// The device as this column holds and runs it; `nil` when the catalogue has no device
    /// of that name or no design of that release.
    public var resolvedDevice: Device? {
        guard let device = try? Device.named(device), let design = OSVersion(release: design) else { return nil }
        let held = orientation == .landscape ? device.landscape : device
        return held.running(design)
    }

    /// The environment the column's previews start from: its text size, direction, locale and
    /// pseudo-language (the device adds its own values when a preview is laid out on it).
    public var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = AuditTextSize.size(named: textSize) ?? .large
        environment.layoutDirection = layoutDirection == "rightToLeft" ? .rightToLeft : .leftToRight
        environment.locale = language.locale
        if let transform = language.textTransform { environment.textTransform = TextTransform(transform) }
        return environment
    }
}
