// The app's previews laid out by Trellis on Linux. On Apple platforms the view files are
// SwiftUI views and Xcode shows these previews itself, so the tests are compiled only where
// SwiftUI is not.
#if !canImport(SwiftUI)
import Testing
import Trellis
import TrellisTesting
@testable import SampleAppViews

/// The devices the app supports, upright.
private let devices: [Device] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad]

/// Expects `preview` to lay out on every supported device, in iOS 18's design and iOS 26's,
/// with no warnings and no text cut short.
@MainActor
private func expectLaysOutCleanly(_ preview: some View) {
    sweepLayout(of: preview, devices: devices, osVersions: OSVersion.allCases) { _, layout in
        expectNoWarnings(in: layout)
        expectNotTruncated(in: layout)
    }
}

@Suite("Previews on every device")
@MainActor
struct PreviewTests {
    @Test func signIn() {
        expectLaysOutCleanly(SignInView_Previews.previews)
    }

    @Test func profileHeader() {
        expectLaysOutCleanly(ProfileHeader_Previews.previews)
    }

    @Test func profileHeaderWithALongName() {
        expectLaysOutCleanly(ProfileHeaderLongName_Previews.previews)
    }

    @Test("every #Preview of the app, found without listing them, as its traits say")
    func registeredPreviews() {
        let previews = Preview.all.filter { $0.fileID.hasPrefix("SampleAppViews/") }
        #expect(previews.map(\.displayName) == ["Profile header", "Profile header, long name", "Sign in", "Sign in, landscape"])
        expectPreviewsLayOutCleanly(on: devices, previews: previews)
    }
}

@Suite("What the design says")
@MainActor
struct DesignTests {
    @Test("the sign-in fields are stacked 16 apart, and the button is as wide as they are")
    func signIn() {
        sweepLayout(of: SignInView(), devices: devices, osVersions: OSVersion.allCases) { _, layout in
            expectAligned(.accessibilityIdentifier("title"), .accessibilityIdentifier("email"), on: .left, in: layout)
            expectView(.accessibilityIdentifier("email"), isAbove: .accessibilityIdentifier("password"), spacing: 16, in: layout)
            expectView(.accessibilityIdentifier("password"), isAbove: .accessibilityIdentifier("signIn"), spacing: 16, in: layout)
            expectAligned(.accessibilityIdentifier("email"), .accessibilityIdentifier("signIn"), on: .left, in: layout)
            expectAligned(.accessibilityIdentifier("email"), .accessibilityIdentifier("signIn"), on: .right, in: layout)
            expectView(.text("Sign in"), isInside: .safeArea, in: layout)
        }
    }

    @Test("the header's avatar sits 12 before the name, the handle under the name, the button clear of both")
    func profileHeader() {
        sweepLayout(of: ProfileHeaderLongName_Previews.previews, devices: devices, osVersions: OSVersion.allCases) { _, layout in
            expectView(.accessibilityIdentifier("avatar"), isLeftOf: .accessibilityIdentifier("name"), spacing: 12, in: layout)
            expectView(.accessibilityIdentifier("name"), isAbove: .accessibilityIdentifier("handle"), spacing: 2, in: layout)
            expectAligned(.accessibilityIdentifier("name"), .accessibilityIdentifier("handle"), on: .left, in: layout)
            expectNoOverlap([.accessibilityIdentifier("name"), .accessibilityIdentifier("follow")], in: layout)
            expectView(.accessibilityIdentifier("follow"), isInside: .safeArea, in: layout)
        }
    }
}
#endif
