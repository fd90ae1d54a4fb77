extension Device {
    /// The device named `name`: a catalogue entry (``all``), a preset (``iPhoneSE``,
    /// ``iPhone15``, ``iPhone15ProMax``, ``iPad``) or a window (``testWindow``, ``macWindow``),
    /// ignoring case, and turned to landscape when the name ends in " (landscape)". A small
    /// capital ʀ, as in Xcode's "iPhone Xʀ", may be written as an R.
    ///
    /// Throws ``UnknownDeviceError``, which names the closest names, for any other name.
    public static func named(_ name: String) throws(UnknownDeviceError) -> Device {
        let suffix = " (landscape)"
        let key = lookupKey(name)
        if let device = known.first(where: { lookupKey($0.name) == key }) { return device }
        if key.hasSuffix(suffix), let device = known.first(where: { lookupKey($0.name) + suffix == key }) {
            return device.landscape
        }
        throw UnknownDeviceError(name: name, knownNames: known.map(\.name))
    }

    /// Every device ``named(_:)`` finds: the catalogue, then the presets and windows it lacks.
    private static let known: [Device] = {
        let catalogueNames = Set(all.map { lookupKey($0.name) })
        let others = [iPhoneSE, iPhone15, iPhone15ProMax, iPad, testWindow, macWindow]
        return all + others.filter { !catalogueNames.contains(lookupKey($0.name)) }
    }()

    /// `name` as ``named(_:)`` compares it: lower case, with Xcode's small capital ʀ as an r.
    static func lookupKey(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "\u{280}", with: "r")
    }
}
