/// The small package the plugin writes and builds: one executable that imports the modules
/// whose previews it shows, so that their `#Preview`s are linked in, names their
/// `PreviewProvider`s, and hands the command line to `TrellisTool`.
struct RunnerPackage {
    /// A package the runner depends on by path.
    struct Dependency {
        /// The package's directory.
        var path: String
        /// The products the runner's executable uses from it.
        var products: [String]

        /// The name SwiftPM gives a package depended on by path: its folder's name, whatever
        /// the manifest calls it.
        var identity: String {
            String(path.split(separator: "/").last ?? Substring(path))
        }
    }

    /// The executable's name, and its target's.
    static let executableName = "trellis-runner"

    /// The Trellis checkout, for the `TrellisCommandLine` product.
    var trellis: Dependency
    /// The package the plugin runs on, for its library products.
    var package: Dependency
    /// The modules whose previews the commands see, imported by the executable.
    var modules: [String]
    /// The `PreviewProvider`s of those modules, named by the executable (through a `@testable`
    /// import of their module, since they are usually internal).
    var providers: [PreviewProviderDeclaration]

    /// The package's `Package.swift`.
    var manifest: String {
        let products = [trellis, package].flatMap { dependency in
            dependency.products.map { ".product(name: \(literal($0)), package: \(literal(dependency.identity)))" }
        }
        return """
            // swift-tools-version:6.1
            // Written by the trellis package plugin on each run; edits here are lost.
            import PackageDescription

            let package = Package(
                name: "TrellisRunner",
                platforms: [.macOS(.v14), .iOS(.v17)],
                dependencies: [
                    .package(path: \(literal(trellis.path))),
                    .package(path: \(literal(package.path))),
                ],
                targets: [
                    .executableTarget(
                        name: \(literal(Self.executableName)),
                        dependencies: [
                            \(products.joined(separator: ",\n                ")),
                        ],
                        path: "Sources"),
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    /// The executable's `main.swift`.
    var mainSource: String {
        let testable = Set(providers.map(\.module))
        let imports = modules.map { testable.contains($0) ? "@testable import \($0)" : "import \($0)" }.joined(separator: "\n")
        let names = modules.map(literal).joined(separator: ", ")
        let previews = providers.map { provider in
            "\n    Preview(provider: \(provider.module).\(provider.name).self, fileID: \(literal(provider.fileID)), "
                + "filePath: \(literal(provider.filePath)), line: \(provider.line)),"
        }.joined()
        return """
            // Written by the trellis package plugin on each run; edits here are lost. Importing the
            // modules links their previews into this program, where `TrellisTool` finds them.
            import Foundation
            import Trellis
            import TrellisCommandLine
            \(imports)

            let providerPreviews: [Preview] = [\(previews)
            ]
            exit(TrellisTool.run(Array(CommandLine.arguments.dropFirst()), previewModules: [\(names)], providerPreviews: providerPreviews))

            """
    }

    /// `text` as a Swift string literal.
    private func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
