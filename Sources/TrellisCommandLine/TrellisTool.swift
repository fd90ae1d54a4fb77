import Foundation
import Trellis

/// The `trellis` command line as a library: the `trellis` executable is a one-line call to it,
/// and so is the program the `trellis` package plugin builds to run the commands over a
/// package's own previews.
public enum TrellisTool {
    /// The commands the tool knows, in the order `--help` lists them.
    @MainActor static let commands: [any Command.Type] = [DemoCommand.self, ExamplesCommand.self, PreviewsCommand.self, ExplainCommand.self, DiffCommand.self, RenderCommand.self, SweepCommand.self, BehaviorsCommand.self, AuditCommand.self]

    /// Runs the command `arguments` name (the program's own name left out), writing its results
    /// to standard output and its errors to standard error, and returns the exit status: 0 on
    /// success, 64 for a wrong command line, 65 for an input that could not be read.
    ///
    /// - Parameters:
    ///   - previewModules: The modules whose `#Preview`s the commands see, or `nil` for every
    ///     preview linked into the program. The package plugin names the modules of the package
    ///     it runs on, so that its previews are listed and Trellis's built-in ones are not.
    ///   - providerPreviews: The previews of the package's `PreviewProvider`s, which do not
    ///     register themselves, listed after the `#Preview`s.
    @MainActor
    public static func run(_ arguments: [String], previewModules: Set<String>? = nil, providerPreviews: [Preview] = []) -> Int32 {
        var output = StandardOutput()
        var errors = StandardError()
        var arguments = arguments
        guard let name = arguments.first, !["--help", "-h", "help"].contains(name) else {
            printHelp(to: &output)
            return arguments.isEmpty ? 64 : 0
        }
        arguments.removeFirst()
        if name == "--version" {
            print("trellis \(trellisVersion) (graph format version \(LayoutGraph.formatVersion))", to: &output)
            return 0
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            print("error: unknown command '\(name)'\n", to: &errors)
            printHelp(to: &errors)
            return 64
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            print("\(command.summary)\n\nusage: \(command.usage)", to: &output)
            return 0
        }
        do {
            try command.init(previews: Preview.linked(in: previewModules) + providerPreviews).run(arguments, output: &output)
            return 0
        } catch {
            print(error, to: &errors)
            return error.exitCode
        }
    }

    @MainActor
    private static func printHelp(to output: inout some TextOutputStream) {
        print("trellis — SwiftUI's layout system, explained.\n\nusage: trellis <command> [options]\n\ncommands:", to: &output)
        for command in commands {
            print("  \(command.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(command.summary)", to: &output)
        }
        print("\nRun 'trellis <command> --help' for a command's options, 'trellis --version' for the version.", to: &output)
    }
}
