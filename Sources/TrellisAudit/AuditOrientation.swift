import Trellis

/// How a device of the audit's matrix is held.
public enum AuditOrientation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Upright, as the catalogue describes each device.
    case portrait
    /// Turned on its side (`Device.landscape`).
    case landscape
}
