import Testing
import Trellis

/// `Device.named(_:)`: every catalogue name, preset and window, ignoring case, and an error
/// naming the closest names otherwise.
@Suite("Devices by name")
struct DeviceNamedTests {
    @Test("names are found ignoring case, and presets, windows and landscape by their names")
    func found() throws {
        #expect(try Device.named("iphone 16 pro").size == CGSize(width: 402, height: 874))
        #expect(try Device.named("IPAD PRO 13-INCH (M4)").name == "iPad Pro 13-inch (M4)")
        #expect(try Device.named("iPhone 15") == .iPhone15)
        #expect(try Device.named("iPhone SE") == .iPhoneSE)
        #expect(try Device.named("ipad (landscape)") == Device.iPad.landscape)
        #expect(try Device.named("iPhone 16 Pro (landscape)").size == CGSize(width: 874, height: 402))
        #expect(try Device.named("test window") == .testWindow)
        // Xcode spells the Xʀ with a small capital R; a plain R finds it too.
        #expect(try Device.named("iPhone XR").name == "iPhone X\u{280}")
        for device in Device.all { #expect(try Device.named(device.name) == device) }
    }

    @Test("an unknown name is refused with the closest names, closest first")
    func unknown() {
        // "iPhone 16 Pr" is one edit from "iPhone 16 Pro" and two from the other "iPhone 1x Pro"s,
        // which share its first eight characters and come newest first.
        let error = #expect(throws: UnknownDeviceError.self) { try Device.named("iPhone 16 Pr") }
        #expect(error?.suggestions == ["iPhone 16 Pro", "iPhone 17 Pro", "iPhone 15 Pro", "iPhone 14 Pro", "iPhone 13 Pro"])
        #expect(error?.description == "unknown device 'iPhone 16 Pr'; did you mean 'iPhone 16 Pro', 'iPhone 17 Pro', "
            + "'iPhone 15 Pro', 'iPhone 14 Pro', 'iPhone 13 Pro'?")
        // A lower-case near miss of an iPad: "ipad air 11-inch (m2" lacks one character.
        let pad = #expect(throws: UnknownDeviceError.self) { try Device.named("ipad air 11-inch (m2") }
        #expect(pad?.suggestions.first == "iPad Air 11-inch (M2)")
        let nokia = #expect(throws: UnknownDeviceError.self) { try Device.named("Nokia 3310") }
        #expect(nokia?.name == "Nokia 3310" && nokia?.suggestions.count == UnknownDeviceError.suggestionLimit)
    }
}
