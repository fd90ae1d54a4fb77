import Foundation
import PackagePlugin

/// `swift package trellis <command> [options]`: runs a `trellis` command (`previews`, or any
/// other) over the package's own previews.
///
/// The plugin writes a small package in its work directory whose one executable imports the
/// package's library products that depend on Trellis, so that their `#Preview`s are linked in,
/// names the `PreviewProvider`s their files declare, and calls `TrellisTool` with the arguments. It builds that package with `swift build` and runs
/// the executable in the package's directory, where reports are written.
@main
struct TrellisPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let survey = try PackageSurvey(context.package)
        for target in survey.skipped {
            Diagnostics.warning("\(target): its previews are not run, since only the targets of library products can be imported")
        }
        let runner = RunnerPackage(
            trellis: .init(path: survey.trellis.directoryURL.path, products: ["Trellis", "TrellisCommandLine"]),
            package: .init(path: context.package.directoryURL.path, products: survey.products),
            modules: survey.modules, providers: survey.providers)
        let directory = context.pluginWorkDirectoryURL.appending(path: "runner")
        let sources = directory.appending(path: "Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try write(runner.manifest, to: directory.appending(path: "Package.swift"))
        try write(runner.mainSource, to: sources.appending(path: "main.swift"))

        let scratch = directory.appending(path: ".build")
        let log = directory.appending(path: "build.log")
        let build = try ChildProcess.run(
            "swift", ["build", "--package-path", directory.path, "--scratch-path", scratch.path, "--disable-sandbox",
                      "--product", RunnerPackage.executableName],
            in: directory, outputTo: log)
        guard build == 0 else {
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw PluginFailure.buildFailed(output: compilerMessages(in: output))
        }
        let executable = scratch.appending(path: "debug").appending(path: RunnerPackage.executableName)
        let status = try ChildProcess.run(executable.path, arguments, in: context.package.directoryURL)
        if status != 0 { exit(status) }
    }

    /// `log` without the build's progress lines (`[12/80] Compiling …`), leaving what the
    /// compiler and SwiftPM said.
    private func compilerMessages(in log: String) -> String {
        log.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            !line.hasPrefix("Building for ") && !(line.hasPrefix("[") && line.contains("] ") && line.dropFirst().prefix { $0 != "]" }.allSatisfy { $0.isNumber || $0 == "/" })
        }.joined(separator: "\n")
    }

    /// Writes `text` to `file`, unless the file already holds it, so that an unchanged runner is
    /// not rebuilt.
    private func write(_ text: String, to file: URL) throws {
        if (try? String(contentsOf: file, encoding: .utf8)) == text { return }
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}
