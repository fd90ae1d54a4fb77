import Testing
import Trellis

// A shape with no fill of its own is drawn in the foreground style (SwiftUI's `Shape` views fill
// with `.foreground`), so the graph records the colour a `foregroundColor(_:)` or
// `foregroundStyle(_:)` around it sets. Drawing only: the frames do not change.

@Suite("Shapes drawn in the foreground colour")
@MainActor
struct ForegroundPaintTests {
    private let window = CGSize(width: 200, height: 200)

    /// The colours of the painted leaves under the view named `name`.
    private func colours(_ name: String, in result: LayoutResult) throws -> [String] {
        let node = try #require(result.graph.nodes(named: name).first)
        return result.graph.subtree(of: node).compactMap { result.graph.colorName(of: $0)?.string }
    }

    @Test("a bare shape and a stroke in the foreground style take the colour set around them")
    func foreground() throws {
        let result = VStack {
            Circle().strokeBorder(lineWidth: 1).foregroundColor(.red).frame(width: 20, height: 20).id("ring")
            Rectangle().frame(width: 40, height: 10).foregroundStyle(.blue).id("bar")
            Capsule().frame(width: 40, height: 10).id("plain")
        }
        .layout(in: window)
        #expect(try colours("ring", in: result) == ["red"])
        #expect(try colours("bar", in: result) == ["blue"])
        // With no foreground colour set, nothing names the colour (the primary style).
        #expect(try colours("plain", in: result).isEmpty)
    }

    @Test("a shape's own fill wins over the foreground; the innermost foreground wins over outer ones")
    func precedence() throws {
        let result = VStack {
            Circle().fill(.green).frame(width: 20, height: 20).id("filled")
            Circle().frame(width: 20, height: 20).foregroundStyle(.red).id("inner")
        }
        .foregroundStyle(.blue)
        .layout(in: window)
        #expect(try colours("filled", in: result) == ["green"])
        #expect(try colours("inner", in: result) == ["red"])
        #expect(result.frame(of: "inner")?.size == CGSize(width: 20, height: 20))
    }
}
