import Foundation
import Trellis

/// The commands `trellis` knows, in the order `--help` lists them.
let commands: [any Command.Type] = [DemoCommand.self, ExamplesCommand.self, PreviewsCommand.self, ExplainCommand.self, DiffCommand.self, RenderCommand.self, SweepCommand.self, BehaviorsCommand.self, AuditCommand.self]

struct StandardOutput: TextOutputStream {
    mutating func write(_ string: String) { FileHandle.standardOutput.write(Data(string.utf8)) }
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) { FileHandle.standardError.write(Data(string.utf8)) }
}

@MainActor
func printHelp(to output: inout some TextOutputStream) {
    print("trellis — SwiftUI's layout system, explained.\n\nusage: trellis <command> [options]\n\ncommands:", to: &output)
    for command in commands {
        print("  \(command.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(command.summary)", to: &output)
    }
    print("\nRun 'trellis <command> --help' for a command's options, 'trellis --version' for the version.", to: &output)
}

var output = StandardOutput()
var errors = StandardError()
var arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, !["--help", "-h", "help"].contains(name) else {
    printHelp(to: &output)
    exit(arguments.isEmpty ? 64 : 0)
}
arguments.removeFirst()
if name == "--version" {
    print("trellis \(trellisVersion) (graph format version \(LayoutGraph.formatVersion))", to: &output)
    exit(0)
}
guard let command = commands.first(where: { $0.name == name }) else {
    print("error: unknown command '\(name)'\n", to: &errors)
    printHelp(to: &errors)
    exit(64)
}
if arguments.contains("--help") || arguments.contains("-h") {
    print("\(command.summary)\n\nusage: \(command.usage)", to: &output)
    exit(0)
}
do {
    try command.init().run(arguments, output: &output)
} catch {
    print(error, to: &errors)
    exit(error.exitCode)
}
