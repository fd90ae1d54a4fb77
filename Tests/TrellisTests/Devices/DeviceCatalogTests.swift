import Testing
import Trellis

/// The device catalogue: every iPhone and iPad iOS 17, 18 and 26 run on. Expected figures come
/// from the sources the DeviceCatalog article names for each family.
@Suite("Device catalogue")
struct DeviceCatalogTests {
    private func device(_ name: String) throws -> Device {
        try #require(Device.all.first { $0.name == name }, "no catalogue entry named '\(name)'")
    }

    @Test("every name is unique, ignoring case, among the catalogue, the presets and the windows")
    func uniqueNames() {
        let names = (Device.all + [.iPhoneSE, .iPad, .testWindow, .macWindow]).map { $0.name.lowercased() }
        #expect(Set(names).count == names.count)
    }

    @Test("the catalogue holds 33 iPhones and 30 iPads")
    func counts() {
        // iPhones: Xs, Xs Max, Xʀ; three 11s; two SEs; four each of the 12s to 16s; 16e; 17,
        // 17 Pro, 17 Pro Max and Air. iPads: six iPads, three minis, seven Airs, and fourteen Pros
        // (10.5-inch; 12.9-inch 2nd to 6th; 11-inch 1st to 4th; M4 and M5 in two sizes).
        #expect(Device.all.filter { $0.name.hasPrefix("iPhone") }.count == 33)
        #expect(Device.all.filter { $0.name.hasPrefix("iPad") }.count == 30)
    }

    @Test("every entry is sane: 2× or 3×, turned by swapping its size, with the safe area of its kind",
          arguments: Device.all)
    func sane(device: Device) {
        #expect(device.displayScale == 2 || device.displayScale == 3)
        #expect(device.size.width < device.size.height)
        #expect(device.landscape.size == CGSize(width: device.size.height, height: device.size.width))
        #expect(!device.supportedOSVersions.isEmpty && device.supportedOSVersions.allSatisfy([17, 18, 26].contains))
        #expect(device.supportedOSVersions == device.supportedOSVersions.sorted())
        let insets = device.safeAreaInsets, turned = device.landscape.safeAreaInsets
        if device.name.hasPrefix("iPad") {
            // Regular both ways in both orientations; the status bar at the top, and a home
            // indicator's 20 at the bottom unless there is a home button, the same when turned.
            #expect(device.horizontalSizeClass == .regular && device.verticalSizeClass == .regular)
            #expect(device.landscape.horizontalSizeClass == .regular && device.landscape.verticalSizeClass == .regular)
            #expect(device.displayScale == 2)
            #expect(insets == EdgeInsets(top: 20) || insets == EdgeInsets(top: 24, bottom: 20))
            #expect(turned == insets)
        } else {
            #expect(device.horizontalSizeClass == .compact && device.verticalSizeClass == .regular)
            #expect(device.landscape.verticalSizeClass == .compact)
            if insets.top == 20 {
                // A home button: the status bar in portrait, nothing once turned.
                #expect(insets == EdgeInsets(top: 20) && turned == EdgeInsets())
            } else {
                // A notch or the Dynamic Island: its inset moves to both sides once turned, and
                // the home indicator's 34 becomes 21.
                #expect([44, 47, 48, 50, 59, 62, 68].contains(insets.top))
                #expect(insets == EdgeInsets(top: insets.top, bottom: 34))
                #expect(turned == EdgeInsets(leading: insets.top, bottom: 21, trailing: insets.top))
            }
        }
    }

    @Test("the Plus and Max phones, and the Xʀ and 11, are regular across in landscape; the others compact")
    func landscapeSizeClasses() throws {
        // Apple's HIG size-class table (as tabulated up to the iPhone 12 family) and the
        // Plus/Max rule the later families follow.
        let regular: Set = ["iPhone Xs Max", "iPhone X\u{280}", "iPhone 11", "iPhone 11 Pro Max", "iPhone 12 Pro Max",
                            "iPhone 13 Pro Max", "iPhone 14 Plus", "iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max",
                            "iPhone 16 Plus", "iPhone 16 Pro Max", "iPhone 17 Pro Max", "iPhone Air"]
        for phone in Device.all where phone.name.hasPrefix("iPhone") {
            #expect(phone.landscape.horizontalSizeClass == (regular.contains(phone.name) ? .regular : .compact), "\(phone.name)")
        }
        #expect(try device("iPhone 12 mini").landscape.horizontalSizeClass == .compact)
    }

    @Test("spot checks against the documented screens and safe areas")
    func spotChecks() throws {
        let pro16 = try device("iPhone 16 Pro")
        #expect(pro16.size == CGSize(width: 402, height: 874) && pro16.displayScale == 3)
        #expect(pro16.safeAreaInsets == EdgeInsets(top: 62, bottom: 34))
        #expect(pro16.landscape.safeAreaInsets == EdgeInsets(leading: 62, bottom: 21, trailing: 62))
        let se3 = try device("iPhone SE (3rd generation)")
        #expect(se3.size == CGSize(width: 375, height: 667) && se3.displayScale == 2)
        #expect(se3.safeAreaInsets == EdgeInsets(top: 20))
        let pad13 = try device("iPad Pro 13-inch (M4)")
        #expect(pad13.size == CGSize(width: 1032, height: 1376) && pad13.displayScale == 2)
        #expect(pad13.safeAreaInsets == EdgeInsets(top: 24, bottom: 20))
        let iPhone14 = try device("iPhone 14")
        #expect(iPhone14.size == CGSize(width: 390, height: 844) && iPhone14.safeAreaInsets.top == 47)
        let mini = try device("iPhone 12 mini")
        #expect(mini.size == CGSize(width: 375, height: 812) && mini.displayScale == 3 && mini.safeAreaInsets.top == 50)
        let iPhone11 = try device("iPhone 11")
        #expect(iPhone11.size == CGSize(width: 414, height: 896) && iPhone11.displayScale == 2 && iPhone11.safeAreaInsets.top == 48)
        let xsMax = try device("iPhone Xs Max")
        #expect(xsMax.size == CGSize(width: 414, height: 896) && xsMax.displayScale == 3 && xsMax.safeAreaInsets.top == 44)
        let pad7 = try device("iPad (7th generation)")
        #expect(pad7.size == CGSize(width: 810, height: 1080) && pad7.safeAreaInsets == EdgeInsets(top: 20))
        #expect(try device("iPad Pro (11-inch) (4th generation)").size == CGSize(width: 834, height: 1194))
        #expect(try device("iPad Pro (12.9-inch) (6th generation)").size == CGSize(width: 1024, height: 1366))
    }

    @Test("the presets keep their values, and the catalogue's iPhone 15s are the presets")
    func presets() throws {
        #expect(try device("iPhone 15") == .iPhone15)
        #expect(try device("iPhone 15 Pro Max") == .iPhone15ProMax)
        #expect(Device.iPhone15.size == CGSize(width: 393, height: 852) && Device.iPhone15.osVersion == .iOS26)
        #expect(Device.iPhoneSE.name == "iPhone SE" && Device.iPad.name == "iPad")
        #expect(Device.iPad.size == CGSize(width: 820, height: 1180))
        #expect(Device.iPhoneSE.supportedOSVersions == [17, 18, 26])
    }

    @Test("which versions each device runs: the A12 iPhones stop at 18, the 7th-generation iPad at 18, the A10X iPads at 17")
    func versions() throws {
        #expect(try device("iPhone X\u{280}").supportedOSVersions == [17, 18])
        #expect(try device("iPhone 11").supportedOSVersions == [17, 18, 26])
        #expect(try device("iPhone 16e").supportedOSVersions == [18, 26])
        #expect(try device("iPhone Air").supportedOSVersions == [26])
        #expect(try device("iPad (7th generation)").supportedOSVersions == [17, 18])
        #expect(try device("iPad Pro (10.5-inch)").supportedOSVersions == [17])
        #expect(try device("iPad Pro 11-inch (M4)").supportedOSVersions == [17, 18, 26])
        #expect(try device("iPad mini (A17 Pro)").supportedOSVersions == [18, 26])
        // A device lays out with the newest design it runs that Trellis draws.
        #expect(try device("iPhone Xs").osVersion == .iOS18)
        #expect(try device("iPhone 17").osVersion == .iOS26)
        #expect(try device("iPad (6th generation)").osVersion == .iOS17)
    }

    @Test("the devices running a version: Apple's iOS 26 and iPadOS 26 lists, each on that design")
    func devicesRunningAVersion() {
        // iOS 26: the iPhone 11 family, SE (2nd and 3rd generation), the 12 to 16 families, 16e,
        // the 17 family and Air. iPadOS 26: every iPad with an A12 or newer.
        let on26 = Device.all(runningMajorVersion: 26)
        #expect(on26.filter { $0.name.hasPrefix("iPhone") }.count == 30)
        #expect(on26.filter { $0.name.hasPrefix("iPad") }.count == 26)
        #expect(on26.allSatisfy { $0.osVersion == .iOS26 })
        #expect(!on26.contains { $0.name == "iPad (7th generation)" || $0.name == "iPhone Xs" })
        let on18 = Device.all(runningMajorVersion: 18)
        #expect(on18.allSatisfy { $0.osVersion == .iOS18 })
        #expect(on18.contains { $0.name == "iPhone Xs Max" } && !on18.contains { $0.name == "iPhone 17" })
        let on17 = Device.all(runningMajorVersion: 17)
        #expect(on17.contains { $0.name == "iPad (6th generation)" } && !on17.contains { $0.name == "iPhone 16" })
        #expect(on17.allSatisfy { $0.osVersion == .iOS17 })
        #expect(Device.all(runningMajorVersion: 16).isEmpty)
    }

    @Test("the test and Mac windows are no devices: no safe area, not in the catalogue")
    func windows() {
        #expect(Device.testWindow.size == CGSize(width: 450, height: 900) && Device.testWindow.displayScale == 2)
        #expect(Device.testWindow.safeAreaInsets == EdgeInsets() && Device.testWindow.horizontalSizeClass == .compact)
        #expect(Device.macWindow.displayScale == 2 && Device.macWindow.horizontalSizeClass == .regular)
        #expect(Device.macWindow.safeAreaInsets == EdgeInsets() && Device.macWindow.supportedOSVersions.isEmpty)
        #expect(!Device.all.contains(.testWindow) && !Device.all.contains(.macWindow))
    }
}
