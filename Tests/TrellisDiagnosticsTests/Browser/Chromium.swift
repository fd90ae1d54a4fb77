import Foundation

/// Finds and runs a headless Chromium (CI installs Debian's `chromium`).
enum Chromium {
    /// The browser's executable, `nil` when none is installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The DOM of the page at `url` once its scripts ran.
    static func dumpDOM(of url: String) throws -> String {
        String(decoding: try run(["--dump-dom", url]), as: UTF8.self)
    }

    /// A PNG screenshot of the page at `url` in a window of `width`×`height` CSS pixels at one
    /// device pixel per CSS pixel. The shot waits for the page's scripts and layout to settle on
    /// a virtual clock, so a busy machine cannot catch the page half drawn.
    static func screenshot(of url: String, width: Int, height: Int) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-shot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try run(["--screenshot=\(file.path)", "--window-size=\(width),\(height)", "--force-device-scale-factor=1",
                     "--virtual-time-budget=5000", url])
        return try Data(contentsOf: file)
    }

    /// Runs the browser headless with its own fresh profile, so that runs in parallel do not
    /// share one; gives up after 30 seconds.
    private static func run(_ arguments: [String]) throws -> Data {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "chromium")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                             "--font-render-hinting=none", "--user-data-dir=\(profile.path)"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let timeout = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: timeout)
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timeout.cancel()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "chromium \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
        return output
    }
}
