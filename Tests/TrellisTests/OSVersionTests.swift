import Testing
import Trellis

/// The designs Trellis knows and how releases name them: a major version is its latest design,
/// iOS 26.0 and 26.1 are the first iOS 26 design, 26.2 and later the latest.
@Suite("OS versions")
struct OSVersionTests {
    @Test("a major version names its latest design; iOS 17 has its own")
    func majorVersions() {
        #expect(OSVersion(majorVersion: 17) == .iOS17)
        #expect(OSVersion(majorVersion: 18) == .iOS18)
        #expect(OSVersion(majorVersion: 26) == .iOS26)
        #expect(OSVersion(majorVersion: 16) == nil && OSVersion(majorVersion: 19) == nil)
        #expect(OSVersion.current == .iOS26)
        #expect(OSVersion.allCases.map(\.majorVersion) == [17, 18, 26, 26])
    }

    @Test("releases map to the design that draws them")
    func releases() {
        let cases: [(String, OSVersion?)] = [
            ("17", .iOS17), ("17.5", .iOS17), ("iOS 18.4", .iOS18), ("18", .iOS18),
            ("26.0", .iOS26_0), ("26.1", .iOS26_0), ("26.1.1", .iOS26_0), ("26.2", .iOS26), ("iOS26.5", .iOS26), ("26", .iOS26),
            ("16.4", nil), ("26.", nil), ("26.x", nil), ("", nil), ("iOS", nil), ("26.0.0.1", nil),
        ]
        for (text, expected) in cases {
            #expect(OSVersion(release: text) == expected, "\(text)")
        }
    }

    @Test("each design is named by its release, and a release's name reads back as its design")
    func names() {
        #expect(OSVersion.allCases.map(\.description) == ["iOS 17", "iOS 18", "iOS 26.0", "iOS 26"])
        for version in OSVersion.allCases {
            #expect(OSVersion(release: version.release) == version)
        }
    }
}
