import Foundation

/// Programs the plugin runs, waited for.
enum ChildProcess {
    /// Runs `program` (a path, or a name looked up in `PATH`) with `arguments` in `directory`,
    /// its output and errors going to `log` if one is given and to the plugin's own otherwise,
    /// and returns its exit status.
    static func run(_ program: String, _ arguments: [String], in directory: URL, outputTo log: URL? = nil) throws(PluginFailure) -> Int32 {
        let process = Process()
        if program.contains("/") {
            process.executableURL = URL(filePath: program)
            process.arguments = arguments
        } else {
            process.executableURL = URL(filePath: "/usr/bin/env")
            process.arguments = [program] + arguments
        }
        process.currentDirectoryURL = directory
        do {
            if let log {
                FileManager.default.createFile(atPath: log.path, contents: nil)
                let handle = try FileHandle(forWritingTo: log)
                process.standardOutput = handle
                process.standardError = handle
            }
            try process.run()
        } catch {
            throw .couldNotStart(([program] + arguments).joined(separator: " "), reason: "\(error)")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
