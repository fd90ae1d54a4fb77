import Foundation
import Testing
import Trellis
import TrellisSupport

/// The pictures of a layout a failed expectation was about: its SVG wireframe and its HTML
/// explorer (the wireframe; clicking a view shows its why-chain), written to
/// `.build/trellis-failures/<test file>/<test>.line<N>.svg` and `.html` in the package that holds
/// the test (the system's temporary directory when there is none), and attached to the
/// Swift Testing test where the toolchain has attachments.
enum FailurePictures {
    /// How many pictures each call site has written in this run, so a site that fails again
    /// (in a loop or a sweep) does not write over its earlier pictures.
    private static let counts = LockedValue<[String: Int]>([:])

    /// Writes and attaches the pictures of `layout` for a failure at `site`; returns the line
    /// that tells where they are, or a line saying why they could not be written.
    static func record(_ layout: LayoutResult, at site: CallSite) -> String {
        let testFile = URL(fileURLWithPath: "\(site.filePath)")
        let folder = (packageRoot(above: testFile)?.appendingPathComponent(".build")
                      ?? FileManager.default.temporaryDirectory)
            .appendingPathComponent("trellis-failures")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        var name = (Test.current.map { SnapshotFiles.sanitized($0.name) + "." } ?? "") + "line\(site.line)"
        let count = counts.withLock { counts in
            counts[folder.path + "/" + name, default: 0] += 1
            return counts[folder.path + "/" + name]!
        }
        if count > 1 { name += "-\(count)" }
        let svg = Wireframe.svg(layout), html = Wireframe.html(layout)
        let svgFile = folder.appendingPathComponent(name + ".svg"), htmlFile = folder.appendingPathComponent(name + ".html")
        attach(svg, named: svgFile.lastPathComponent, at: site)
        attach(html, named: htmlFile.lastPathComponent, at: site)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try svg.write(to: svgFile, atomically: true, encoding: .utf8)
            try html.write(to: htmlFile, atomically: true, encoding: .utf8)
        } catch {
            return "  pictures: not written to \(displayPath(of: folder)): \(error.localizedDescription)"
        }
        return "  pictures: \(displayPath(of: svgFile)), \(displayPath(of: htmlFile))"
    }

    /// Attaches `text` to the running Swift Testing test, on toolchains whose Swift Testing
    /// has attachments (Swift 6.2 and later).
    private static func attach(_ text: String, named name: String, at site: CallSite) {
        #if compiler(>=6.2)
        guard Test.current != nil else { return }
        Attachment.record(text, named: name, sourceLocation: site.sourceLocation)
        #endif
    }

    /// The nearest folder holding a `Package.swift`, from the folder of `file` upwards.
    private static func packageRoot(above file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// `url`'s path from the current directory when it lies inside it (as it does when
    /// `swift test` runs in the package), its full path otherwise.
    static func displayPath(of url: URL) -> String {
        let current = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
