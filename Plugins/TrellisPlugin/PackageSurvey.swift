import Foundation
import PackagePlugin

/// What the plugin needs to know about the package it runs on: where Trellis is, and which of
/// the package's modules can be imported to bring their previews in.
struct PackageSurvey {
    /// The Trellis package among the package's dependencies (direct or not).
    let trellis: Package
    /// The library products that hold a module depending on Trellis.
    let products: [String]
    /// The modules of those products that depend on Trellis, whose previews the runner shows.
    let modules: [String]
    /// The `PreviewProvider`s those modules declare at the top level of their files.
    let providers: [PreviewProviderDeclaration]
    /// Targets that depend on Trellis but cannot be imported (executables, and library targets
    /// in no library product), each with the reason.
    let skipped: [String]

    /// Surveys `package`, or says why it cannot be run.
    init(_ package: Package) throws(PluginFailure) {
        guard let trellis = Self.trellisPackage(among: package.dependencies.map(\.package)) else {
            throw .noTrellisDependency(package: package.displayName)
        }
        let trellisProducts = Set(trellis.products.map(\.id))
        func dependsOnTrellis(_ target: any Target) -> Bool {
            ([target] + target.recursiveTargetDependencies).contains { target in
                target.dependencies.contains { dependency in
                    if case .product(let product) = dependency { return trellisProducts.contains(product.id) }
                    return false
                }
            }
        }
        var products: [String] = []
        var modules: [String] = []
        var providers: [PreviewProviderDeclaration] = []
        for product in package.products where product is LibraryProduct {
            let importable = product.targets.compactMap { $0 as? SourceModuleTarget }
                .filter { $0.kind == .generic && dependsOnTrellis($0) }
            guard !importable.isEmpty else { continue }
            products.append(product.name)
            for target in importable where !modules.contains(target.moduleName) {
                modules.append(target.moduleName)
                for file in target.sourceFiles(withSuffix: "swift") {
                    guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { continue }
                    providers += PreviewProviderDeclaration.scan(text, module: target.moduleName, filePath: file.url.path)
                }
            }
        }
        let skipped = package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { ($0.kind == .generic || $0.kind == .executable) && !modules.contains($0.moduleName) && dependsOnTrellis($0) }
            .map { "\($0.name) is \($0.kind == .executable ? "an executable target" : "in no library product")" }
        guard !products.isEmpty else { throw .noLibrary(package: package.displayName, skipped: skipped) }
        self.trellis = trellis
        self.products = products
        self.modules = modules
        self.providers = providers
        self.skipped = skipped
    }

    /// The first package, breadth first through `packages` and their dependencies, that has the
    /// `TrellisCommandLine` product.
    private static func trellisPackage(among packages: [Package]) -> Package? {
        var queue = packages
        var seen: Set<Package.ID> = []
        while !queue.isEmpty {
            let package = queue.removeFirst()
            guard seen.insert(package.id).inserted else { continue }
            if package.products.contains(where: { $0.name == "TrellisCommandLine" }) { return package }
            queue += package.dependencies.map(\.package)
        }
        return nil
    }
}
