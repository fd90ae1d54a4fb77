import Trellis

/// What the audit lays every preview out over: each dimension's values, whose combinations
/// are the ``columns``.
public struct AuditMatrix: Sendable, Hashable {
    /// The devices, by catalogue name, upright.
    public var devices: [Device]
    /// How each device is held.
    public var orientations: [AuditOrientation]
    /// The Dynamic Type sizes.
    public var textSizes: [DynamicTypeSize]
    /// The iOS designs.
    public var designs: [OSVersion]
    /// The layout directions, for the languages that do not impose one.
    public var layoutDirections: [LayoutDirection]
    /// The languages.
    public var languages: [AuditLanguage]

    /// The matrix the audit runs when neither the command line nor `trellis.json` says
    /// otherwise: the iPhone 16 Pro upright, at the default text size (`large`) and at `AX3`,
    /// with iOS 26's design, left to right, in `en_US`.
    public static let standard = AuditMatrix(
        devices: [(try? Device.named("iPhone 16 Pro")) ?? .iPhone15], orientations: [.portrait], textSizes: [.large, .accessibility3],
        designs: [.iOS26], layoutDirections: [.leftToRight], languages: [.locale("en_US")])

    /// A matrix of these values.
    public init(devices: [Device], orientations: [AuditOrientation], textSizes: [DynamicTypeSize], designs: [OSVersion],
                layoutDirections: [LayoutDirection], languages: [AuditLanguage]) {
        self.devices = devices
        self.orientations = orientations
        self.textSizes = textSizes
        self.designs = designs
        self.layoutDirections = layoutDirections
        self.languages = languages
    }

    /// Every combination of the values, in a fixed order: by device, orientation, design, text
    /// size, language, then direction, each in the order given. A design the device does not run
    /// (an iPhone 17 on iOS 17) is left out, and so is a direction a language overrides: a
    /// right-to-left language has one column, right to left.
    public var columns: [AuditColumn] {
        var columns: [AuditColumn] = []
        for device in devices {
            for orientation in orientations {
                for design in designs where device.supportedOSVersions.isEmpty || device.supportedOSVersions.contains(design.majorVersion) {
                    for size in textSizes {
                        for language in languages {
                            for direction in language.layoutDirection.map({ [$0] }) ?? layoutDirections {
                                columns.append(AuditColumn(
                                    device: device.name, orientation: orientation, design: design.release, textSize: AuditTextSize.name(of: size),
                                    layoutDirection: direction == .rightToLeft ? "rightToLeft" : "leftToRight", language: language))
                            }
                        }
                    }
                }
            }
        }
        return columns
    }
}
