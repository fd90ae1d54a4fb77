import Foundation
import Testing
import Trellis

@Suite("URL's user directories")
struct URLDirectoriesTests {
    @Test("documentsDirectory and its kin are FileManager's user directories, as on Apple's systems")
    func userDirectories() {
        let manager = FileManager.default
        if let documents = manager.urls(for: .documentDirectory, in: .userDomainMask).first {
            #expect(URL.documentsDirectory == documents)
        } else {
            #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        }
        #expect(URL.cachesDirectory.isFileURL && URL.applicationSupportDirectory.isFileURL)
        #expect(URL.documentsDirectory.appendingPathComponent("notes.json").lastPathComponent == "notes.json")
        #expect(URL.libraryDirectory != URL.downloadsDirectory)
    }
}
