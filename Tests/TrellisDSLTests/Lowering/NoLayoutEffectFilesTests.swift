import Foundation
import Testing

/// A source lint: modifiers with no layout effect live in files of their own, apart from the
/// code that lowers views and modifiers into nodes (Architecture, "API with no layout effect
/// apart").
@Suite("No-layout-effect API lives apart from lowering code")
struct NoLayoutEffectFilesTests {
    /// How many public methods in `source` have no layout effect: their body is only `self` or
    /// `drawingOnly()`, or they return the rendering modifier.
    static func noLayoutEffectMethods(in source: String) -> Int {
        source.components(separatedBy: "public func ").dropFirst().filter { declaration in
            guard let open = declaration.firstIndex(of: "{") else { return false }
            let signature = declaration[..<open]
            let body = declaration[declaration.index(after: open)...].drop { $0.isWhitespace }
            return signature.contains("ModifiedContent<Self, _RenderingModifier>")
                || ["self", "drawingOnly()"].contains { body.hasPrefix($0) && body.dropFirst($0.count).drop { $0.isWhitespace }.first == "}" }
        }.count
    }

    /// Whether `source` lowers a view or a modifier into nodes.
    static func lowers(_ source: String) -> Bool {
        source.contains("func lower(into") || source.contains("func lower(content:") || source.contains("lowering.")
    }

    @Test("the scan tells a mixed file from a lowering one and a no-layout-effect one")
    func scan() {
        let drawing = "extension View {\n    public func tint(_ color: Color?) -> some View { drawingOnly() }\n    public func hidden2() -> Self {\n        self\n    }\n}\n"
        let lowering = "struct Pad: PrimitiveView {\n    func lower(into lowering: inout GraphLowering) -> [NodeID] { [] }\n    public func padded() -> Pad { Pad(inner: self) }\n}\n"
        #expect(Self.noLayoutEffectMethods(in: drawing) == 2)
        #expect(Self.noLayoutEffectMethods(in: lowering) == 0)
        #expect(!Self.lowers(drawing) && Self.lowers(lowering))
        let mixed = drawing + lowering
        #expect(Self.noLayoutEffectMethods(in: mixed) == 2 && Self.lowers(mixed))
    }

    @Test("no file of TrellisDSL holds both no-layout-effect modifiers and lowering code")
    func apart() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/TrellisDSL")
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        var methods = 0
        var mixed: [String] = []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let count = Self.noLayoutEffectMethods(in: source)
            methods += count
            if count > 0 && Self.lowers(source) { mixed.append(file.lastPathComponent) }
        }
        // The scan finds the API it is about (340 methods when this test was written).
        #expect(methods > 300)
        #expect(mixed.isEmpty, "no-layout-effect modifiers beside lowering code in \(mixed.sorted())")
    }
}
