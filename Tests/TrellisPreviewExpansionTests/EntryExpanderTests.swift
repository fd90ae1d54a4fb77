import Testing
@testable import TrellisPreviewExpansion

@Suite("@Entry expansion")
struct EntryExpanderTests {
    @Test("a typed property becomes accessors through its key and a key with a computed default")
    func typedProperty() throws {
        let declaration = "@Entry public var accent: Color = .blue"
        #expect(try EntryExpander.accessors(of: declaration) == "get {\n    self[__Key_accent.self]\n}\nset {\n    self[__Key_accent.self] = newValue\n}")
        #expect(try EntryExpander.key(of: declaration, lexicalContext: ["extension EnvironmentValues {}"])
                == "private struct __Key_accent: EnvironmentKey {\n    typealias Value = Color\n    static var defaultValue: Value {\n        .blue\n    }\n}")
    }

    @Test("types and initial values with brackets, generics, strings and '=' inside are read whole")
    func complexTypes() throws {
        let cases: [(String, EntryExpander.Property)] = [
            ("@Entry var counts: [String: Int] = [:]", .init(name: "counts", type: "[String: Int]", initialValue: "[:]")),
            ("@Entry var map: Dictionary<String, Int> = [\"a=b\": 1]", .init(name: "map", type: "Dictionary<String, Int>", initialValue: "[\"a=b\": 1]")),
            ("@Entry var action: () -> Void = { }", .init(name: "action", type: "() -> Void", initialValue: "{ }")),
            ("@Entry var score: Int? // optional, nil by default", .init(name: "score", type: "Int?", initialValue: nil)),
            ("@MainActor @Entry private(set) var `default` = 3", .init(name: "default", type: nil, initialValue: "3")),
        ]
        for (declaration, expected) in cases {
            #expect(try EntryExpander.property(declaration) == expected, "\(declaration)")
        }
        #expect(try EntryExpander.key(of: "@Entry var score: Int?", lexicalContext: nil).contains("static var defaultValue: Value {\n        nil\n    }"))
        #expect(try EntryExpander.key(of: "@Entry var level = 3", lexicalContext: nil).contains("static let defaultValue = 3"))
        #expect(try EntryExpander.key(of: "@Entry var focus: String? = nil", lexicalContext: ["extension FocusedValues {}"])
                .hasPrefix("private struct __Key_focus: FocusedValueKey {"))
        #expect(try EntryExpander.key(of: "@Entry var isPinned = false", lexicalContext: ["extension ContainerValues {}"])
                .hasPrefix("private struct __Key_isPinned: ContainerValueKey {"))
    }

    @Test("a constant, a property without a default, or one with accessors is refused with the reason")
    func refusals() {
        func message(_ declaration: String) -> String? {
            do {
                _ = try EntryExpander.property(declaration)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message("@Entry let accent: Color = .blue") == "@Entry must be attached to a 'var' property, not a 'let'")
        #expect(message("@Entry var accent: Color") == "@Entry's property 'accent' needs an initial value: its key's default")
        #expect(message("@Entry var accent") == "@Entry's property 'accent' needs a type or an initial value")
        #expect(message("@Entry var accent: Color { .blue }") == "@Entry's property must not have accessors")
        #expect(message("@Entry func accent() {}") == "@Entry must be attached to a 'var' property")
    }
}
