#if !canImport(Darwin)
import Foundation

// Stands in for the user directories Foundation gives `URL` on Apple's systems (iOS 16), which
// Linux's Foundation lacks, so that SwiftUI code saving its data beside its views compiles. Each
// is the directory `FileManager` finds in the user's domain, else a folder of that name in the
// home directory.
extension URL {
    /// The user's documents directory.
    public static var documentsDirectory: URL { userDirectory(.documentDirectory, named: "Documents") }
    /// The user's caches directory.
    public static var cachesDirectory: URL { userDirectory(.cachesDirectory, named: "Library/Caches") }
    /// The user's application support directory.
    public static var applicationSupportDirectory: URL { userDirectory(.applicationSupportDirectory, named: "Library/Application Support") }
    /// The user's library directory.
    public static var libraryDirectory: URL { userDirectory(.libraryDirectory, named: "Library") }
    /// The user's downloads directory.
    public static var downloadsDirectory: URL { userDirectory(.downloadsDirectory, named: "Downloads") }

    private static func userDirectory(_ directory: FileManager.SearchPathDirectory, named name: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(name, isDirectory: true)
    }
}
#endif
