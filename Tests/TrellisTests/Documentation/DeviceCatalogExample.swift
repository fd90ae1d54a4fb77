import Testing
import Trellis

/// The DeviceCatalog article's example, compiled and checked.
@Suite("DeviceCatalog article example")
struct DeviceCatalogExample {
    @Test("a device by its Xcode name, and the iPhones iOS 18 runs on")
    func byName() throws {
        let phone = try Device.named("iPhone 16 Pro")
        print(phone.size.width, phone.safeAreaInsets.top)   // 402.0 62.0
        let everyPhoneOn18 = Device.all(runningMajorVersion: 18).filter { $0.name.hasPrefix("iPhone") }
        print(everyPhoneOn18.count)   // 29
        // iOS 18 runs on every catalogue iPhone but the 17, 17 Pro, 17 Pro Max and Air.
        #expect(phone.size.width == 402 && phone.safeAreaInsets.top == 62)
        #expect(everyPhoneOn18.count == 29)
    }
}
