import Foundation
import Testing
import Trellis

/// visionOS's immersive-space actions and the Accessibility framework's notifications compile
/// as SwiftUI code writes them and do nothing in Trellis; `UserDefaults`'s key-value coding
/// sets and reads defaults as on Apple's systems.
@Suite("System actions") @MainActor
struct SystemActionsTests {
    @Test("opening an immersive space reports that none opened")
    func immersiveSpace() async {
        let environment = EnvironmentValues()
        let opened = await environment.openImmersiveSpace(id: "space")
        #expect(opened == .error)
        #expect(await environment.openImmersiveSpace(id: "space", value: 3) == .error)
        await environment.dismissImmersiveSpace()
    }

    @Test("an announcement keeps what it announces")
    func announcement() {
        let announcement = AccessibilityNotification.Announcement("3 suggestions shown.")
        announcement.post()
        #expect(String(announcement.announcement.characters) == "3 suggestions shown.")
        AccessibilityNotification.LayoutChanged().post()
        AccessibilityNotification.ScreenChanged().post()
    }

    @Test("setValue(_:forKey:) sets a default that value(forKey:) and object(forKey:) read")
    func userDefaultsKeyValueCoding() throws {
        let defaults = try #require(UserDefaults(suiteName: "TrellisSystemActionsTests"))
        defaults.setValue(42, forKey: "answer")
        #expect(defaults.integer(forKey: "answer") == 42)
        #expect(defaults.value(forKey: "answer") as? Int == 42)
        defaults.setValue(nil, forKey: "answer")
        #expect(defaults.object(forKey: "answer") == nil)
    }
}
