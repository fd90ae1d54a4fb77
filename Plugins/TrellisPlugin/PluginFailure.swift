/// Why the plugin could not run the `trellis` command, said so that the user can fix it.
enum PluginFailure: Error, CustomStringConvertible {
    /// The package does not depend on a package with the `TrellisCommandLine` product.
    case noTrellisDependency(package: String)
    /// No library product of the package has a target that depends on Trellis; `skipped` says
    /// which targets do but cannot be imported (executables, or libraries in no product), and why.
    case noLibrary(package: String, skipped: [String])
    /// The runner package did not build; `output` is what the compiler said.
    case buildFailed(output: String)
    /// A program the plugin runs could not be started.
    case couldNotStart(String, reason: String)

    var description: String {
        switch self {
        case .noTrellisDependency(let package):
            return "package '\(package)' does not depend on Trellis: add Trellis to its dependencies "
                + "and the 'Trellis' product to the targets that declare the previews (see the README's Install section)"
        case .noLibrary(let package, let skipped):
            let why = skipped.isEmpty ? "no target depends on the 'Trellis' product" : skipped.joined(separator: ", ")
            return "no library product of '\(package)' has a target that depends on Trellis (\(why)). The plugin runs "
                + "the previews of the targets of .library products; a program cannot import an executable target, "
                + "so move its views into a library target and list that in a .library product"
        case .buildFailed(let output):
            return "the package's previews did not build:\n\(output)"
        case .couldNotStart(let program, let reason):
            return "could not start \(program): \(reason)"
        }
    }
}
