import Foundation

/// Where views' graphs are handed to the `trellis` command line: the one-line hook that lets
/// the tool explain, draw and sweep a view of your own.
///
/// In a test (or any code that can import your module and Trellis), one line writes the view's
/// graph:
///
/// ```swift
/// @Test func exportProfileCard() throws {
///     try ProfileCard().writeGraph(named: "ProfileCard", on: .iPhone15)
/// }
/// ```
///
/// and the tool finds it by that name:
///
/// ```sh
/// swift test --filter exportProfileCard
/// trellis explain ProfileCard --device "iPhone 15" --view avatar
/// ```
public enum GraphExport {
    /// The directory graphs are written to and the tool reads names from: the
    /// `TRELLIS_GRAPHS` environment variable when it is set, otherwise `trellis-graphs` in the
    /// temporary directory.
    public static var directory: URL {
        if let path = ProcessInfo.processInfo.environment["TRELLIS_GRAPHS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("trellis-graphs", isDirectory: true)
    }

    /// The file the graph named `name` is written to in `directory`: `NAME.json`.
    public static func file(named name: String, in directory: URL = directory) -> URL {
        directory.appendingPathComponent(name + ".json")
    }
}

@MainActor
extension View {
    /// Writes the view's graph as a graph file named `name` for the `trellis` command line,
    /// and returns the file (see ``GraphExport``).
    ///
    /// On `device`, the view is lowered with the environment it has there (the device's size
    /// classes, display scale and container size), so that `trellis explain NAME --device …`
    /// lays it out as ``layout(on:environment:explain:)`` does. Views whose `@State` an
    /// `onPreferenceChange` action changes are written as they are in the first round.
    /// Throws when the directory cannot be written or the view holds something a graph file
    /// cannot (a custom `Layout`, a `GeometryReader`'s content, a custom text measurer): the
    /// error says what stood in the way.
    @discardableResult @MainActor @preconcurrency
    public func writeGraph(named name: String, on device: Device? = nil, environment: EnvironmentValues = EnvironmentValues(),
                           to directory: URL = GraphExport.directory) throws -> URL {
        let lowered = device.map {
            $0.environment(environment).inWindow(of: $0.size, safeAreaInsets: $0.safeAreaInsets)
        } ?? environment
        let data = try layoutGraph(environment: lowered).jsonData()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = GraphExport.file(named: name, in: directory)
        try data.write(to: file)
        return file
    }
}
