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
        if let log {
            guard FileManager.default.createFile(atPath: log.path, contents: nil),
                  let handle = try? FileHandle(forWritingTo: log) else {
                throw .couldNotStart(program, reason: "its log \(log.path) cannot be written")
            }
            process.standardOutput = handle
            process.standardError = handle
        }
        do {
            try process.run()
        } catch {
            throw .couldNotStart(([program] + arguments).joined(separator: " "), reason: "\(error)")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
