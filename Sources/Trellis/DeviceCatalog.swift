extension Device {
    /// Every iPhone and iPad that iOS (and iPadOS) 17, 18 and 26 run on, oldest first within
    /// each line, named as Xcode names its simulators ("iPhone 16 Pro", "iPhone SE (3rd
    /// generation)", "iPad Pro 13-inch (M4)"), each in portrait.
    ///
    /// Each entry has its screen's size, display scale, size classes and safe-area insets in
    /// both orientations (``landscape``), the major versions it runs (``supportedOSVersions``)
    /// and lays out with the newest of their designs that Trellis draws (``osVersion``). The
    /// table with a source for every figure is in the DeviceCatalog article.
    public static let all: [Device] = iPhones + iPads

    /// The catalogue's devices that run the major iOS version `majorVersion` (17, 18 or 26), in
    /// catalogue order, each running that version's design (its latest release's). Empty for a
    /// version the catalogue does not cover.
    public static func all(runningMajorVersion majorVersion: Int) -> [Device] {
        let design = OSVersion(majorVersion: majorVersion)
        return all.filter { $0.supportedOSVersions.contains(majorVersion) }
            .map { device in design.map(device.running) ?? device }
    }

    /// The catalogue's iPhones. Sources: the DeviceCatalog article.
    static let iPhones: [Device] = [
        DeviceScreen.notch44.device("iPhone Xs", runs: [17, 18]),
        DeviceScreen.notch44Max.device("iPhone Xs Max", runs: [17, 18]),
        DeviceScreen.notch48.device("iPhone X\u{280}", runs: [17, 18]),
        DeviceScreen.notch48.device("iPhone 11", runs: [17, 18, 26]),
        DeviceScreen.notch44.device("iPhone 11 Pro", runs: [17, 18, 26]),
        DeviceScreen.notch44Max.device("iPhone 11 Pro Max", runs: [17, 18, 26]),
        DeviceScreen.homeButtonPhone.device("iPhone SE (2nd generation)", runs: [17, 18, 26]),
        DeviceScreen.notch50Mini.device("iPhone 12 mini", runs: [17, 18, 26]),
        DeviceScreen.notch47.device("iPhone 12", runs: [17, 18, 26]),
        DeviceScreen.notch47.device("iPhone 12 Pro", runs: [17, 18, 26]),
        DeviceScreen.notch47Max.device("iPhone 12 Pro Max", runs: [17, 18, 26]),
        DeviceScreen.notch50Mini.device("iPhone 13 mini", runs: [17, 18, 26]),
        DeviceScreen.notch47.device("iPhone 13", runs: [17, 18, 26]),
        DeviceScreen.notch47.device("iPhone 13 Pro", runs: [17, 18, 26]),
        DeviceScreen.notch47Max.device("iPhone 13 Pro Max", runs: [17, 18, 26]),
        DeviceScreen.homeButtonPhone.device("iPhone SE (3rd generation)", runs: [17, 18, 26]),
        DeviceScreen.notch47.device("iPhone 14", runs: [17, 18, 26]),
        DeviceScreen.notch47Max.device("iPhone 14 Plus", runs: [17, 18, 26]),
        DeviceScreen.island59.device("iPhone 14 Pro", runs: [17, 18, 26]),
        DeviceScreen.island59Max.device("iPhone 14 Pro Max", runs: [17, 18, 26]),
        iPhone15,
        DeviceScreen.island59Max.device("iPhone 15 Plus", runs: [17, 18, 26]),
        DeviceScreen.island59.device("iPhone 15 Pro", runs: [17, 18, 26]),
        iPhone15ProMax,
        DeviceScreen.island59.device("iPhone 16", runs: [18, 26]),
        DeviceScreen.island59Max.device("iPhone 16 Plus", runs: [18, 26]),
        DeviceScreen.island62.device("iPhone 16 Pro", runs: [18, 26]),
        DeviceScreen.island62Max.device("iPhone 16 Pro Max", runs: [18, 26]),
        DeviceScreen.notch47.device("iPhone 16e", runs: [18, 26]),
        DeviceScreen.island62.device("iPhone 17", runs: [26]),
        DeviceScreen.island62.device("iPhone 17 Pro", runs: [26]),
        DeviceScreen.island62Max.device("iPhone 17 Pro Max", runs: [26]),
        DeviceScreen.island68Air.device("iPhone Air", runs: [26]),
    ]

    /// The catalogue's iPads. Sources: the DeviceCatalog article.
    static let iPads: [Device] = [
        DeviceScreen.pad768.device("iPad (6th generation)", runs: [17]),
        DeviceScreen.pad810.device("iPad (7th generation)", runs: [17, 18]),
        DeviceScreen.pad810.device("iPad (8th generation)", runs: [17, 18, 26]),
        DeviceScreen.pad810.device("iPad (9th generation)", runs: [17, 18, 26]),
        DeviceScreen.pad820.device("iPad (10th generation)", runs: [17, 18, 26]),
        DeviceScreen.pad820.device("iPad (A16)", runs: [18, 26]),
        DeviceScreen.pad768.device("iPad mini (5th generation)", runs: [17, 18, 26]),
        DeviceScreen.pad744.device("iPad mini (6th generation)", runs: [17, 18, 26]),
        DeviceScreen.pad744.device("iPad mini (A17 Pro)", runs: [18, 26]),
        DeviceScreen.pad834HomeButton.device("iPad Air (3rd generation)", runs: [17, 18, 26]),
        DeviceScreen.pad820.device("iPad Air (4th generation)", runs: [17, 18, 26]),
        DeviceScreen.pad820.device("iPad Air (5th generation)", runs: [17, 18, 26]),
        DeviceScreen.pad820.device("iPad Air 11-inch (M2)", runs: [17, 18, 26]),
        DeviceScreen.pad1024.device("iPad Air 13-inch (M2)", runs: [17, 18, 26]),
        DeviceScreen.pad820.device("iPad Air 11-inch (M3)", runs: [18, 26]),
        DeviceScreen.pad1024.device("iPad Air 13-inch (M3)", runs: [18, 26]),
        DeviceScreen.pad834HomeButton.device("iPad Pro (10.5-inch)", runs: [17]),
        DeviceScreen.pad1024HomeButton.device("iPad Pro (12.9-inch) (2nd generation)", runs: [17]),
        DeviceScreen.pad834.device("iPad Pro (11-inch) (1st generation)", runs: [17, 18, 26]),
        DeviceScreen.pad1024.device("iPad Pro (12.9-inch) (3rd generation)", runs: [17, 18, 26]),
        DeviceScreen.pad834.device("iPad Pro (11-inch) (2nd generation)", runs: [17, 18, 26]),
        DeviceScreen.pad1024.device("iPad Pro (12.9-inch) (4th generation)", runs: [17, 18, 26]),
        DeviceScreen.pad834.device("iPad Pro (11-inch) (3rd generation)", runs: [17, 18, 26]),
        DeviceScreen.pad1024.device("iPad Pro (12.9-inch) (5th generation)", runs: [17, 18, 26]),
        DeviceScreen.pad834.device("iPad Pro (11-inch) (4th generation)", runs: [17, 18, 26]),
        DeviceScreen.pad1024.device("iPad Pro (12.9-inch) (6th generation)", runs: [17, 18, 26]),
        DeviceScreen.pad834Tall.device("iPad Pro 11-inch (M4)", runs: [17, 18, 26]),
        DeviceScreen.pad1032.device("iPad Pro 13-inch (M4)", runs: [17, 18, 26]),
        DeviceScreen.pad834Tall.device("iPad Pro 11-inch (M5)", runs: [26]),
        DeviceScreen.pad1032.device("iPad Pro 13-inch (M5)", runs: [26]),
    ]
}
