import Foundation
import Testing

/// The repository's root, from which the tests run the package's tools, as the README does.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Runs the debug build of `tool` from the repository's root with `arguments`, and `environment`
/// added to this process's: its exit status, standard output and standard error. With a
/// `timeout`, a tool still running then is stopped and the test fails rather than waits.
func runTool(_ arguments: [String], tool: String = "trellis", environment: [String: String] = [:],
             timeout: TimeInterval? = nil) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = repositoryRoot.appendingPathComponent(".build/debug/\(tool)")
    process.arguments = arguments
    process.currentDirectoryURL = repositoryRoot
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    if let timeout {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            Issue.record("\(tool) \(arguments.joined(separator: " ")) was still running after \(Int(timeout)) s")
        }
    }
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}
