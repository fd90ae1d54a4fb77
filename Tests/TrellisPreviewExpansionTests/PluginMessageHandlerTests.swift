import Foundation
import Testing
import TrellisPreviewExpansion

@Suite("Plugin messages")
struct PluginMessageHandlerTests {
    private func answer(_ json: String, handler: inout PluginMessageHandler) -> String {
        String(decoding: handler.answer(Data(json.utf8)), as: UTF8.self)
    }

    private let location = #"{"fileID": "App/V.swift", "fileName": "/src/V.swift", "offset": 100, "line": 7, "column": 2}"#

    @Test func capabilityIsAnsweredWithTheProtocolVersion() {
        var handler = PluginMessageHandler()
        #expect(answer(#"{"getCapability": {"capability": {"protocolVersion": 7}}}"#, handler: &handler)
                == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    }

    @Test func aPreviewIsExpandedIntoTheUnifiedResult() throws {
        var handler = PluginMessageHandler()
        _ = answer(#"{"getCapability": {"capability": {"protocolVersion": 7}}}"#, handler: &handler)
        let reply = answer("""
            {"expandFreestandingMacro": {"macro": {"moduleName": "TrellisMacros", "typeName": "PreviewMacro", "name": "Preview"},
             "macroRole": "declaration", "discriminator": "$s1d", "lexicalContext": [], "staticBuildConfiguration": "{}",
             "syntax": {"kind": "declaration", "source": "\\n#Preview { Text(\\"a\\") }", "location": \(location)}}}
            """, handler: &handler)
        let object = try #require(JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: [String: Any]])
        let result = try #require(object["expandMacroResult"])
        #expect((result["diagnostics"] as? [Any])?.isEmpty == true)
        let source = try #require(result["expandedSource"] as? String)
        #expect(source.contains("fileID: \"App/V.swift\", filePath: \"/src/V.swift\", line: 8, column: 1,"))
        #expect(source.contains("body: { Text(\"a\") }"))
    }

    @Test func theApplicationDelegateMacroExpandsToTheContextsInitializer() throws {
        var handler = PluginMessageHandler()
        _ = answer(#"{"getCapability": {"capability": {"protocolVersion": 7}}}"#, handler: &handler)
        let reply = answer("""
            {"expandFreestandingMacro": {"macro": {"moduleName": "TrellisMacros", "typeName": "ApplicationDelegateMacro", "name": "_applicationDelegate"},
             "macroRole": "expression", "discriminator": "d", "syntax": {"kind": "expression", "source": "#_applicationDelegate()", "location": \(location)}}}
            """, handler: &handler)
        let object = try #require(JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: [String: Any]])
        let result = try #require(object["expandMacroResult"])
        #expect((result["diagnostics"] as? [Any])?.isEmpty == true)
        #expect(result["expandedSource"] as? String == ".init()")
    }

    @Test func anErrorBecomesADiagnosticAtItsOffsetInTheFile() {
        var handler = PluginMessageHandler()
        _ = answer(#"{"getCapability": {"capability": {"protocolVersion": 6}}}"#, handler: &handler)
        let reply = answer("""
            {"expandFreestandingMacro": {"macro": {"moduleName": "TrellisMacros", "typeName": "PreviewMacro", "name": "Preview"},
             "discriminator": "d", "syntax": {"kind": "declaration", "source": "#Preview(\\"x\\")", "location": \(location)}}}
            """, handler: &handler)
        #expect(reply == ##"{"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":"#Preview needs a body: a closure that returns the view to preview","notes":[],"position":{"fileName":"\/src\/V.swift","offset":100},"severity":"error"}]}}"##)
    }

    @Test func olderCompilersGetTheResultNamedAfterTheMacroKind() {
        var handler = PluginMessageHandler()
        _ = answer(#"{"getCapability": {"capability": {"protocolVersion": 4}}}"#, handler: &handler)
        let reply = answer("""
            {"expandAttachedMacro": {"macro": {"moduleName": "TrellisMacros", "typeName": "PreviewableMacro", "name": "Previewable"},
             "macroRole": "peer", "discriminator": "d",
             "attributeSyntax": {"kind": "attribute", "source": "@Previewable", "location": \(location)},
             "declSyntax": {"kind": "declaration", "source": "@Previewable @State var x = 0", "location": \(location)}}}
            """, handler: &handler)
        #expect(reply == #"{"expandAttachedMacroResult":{"diagnostics":[],"expandedSources":[""]}}"#)
    }

    @Test func anEntryIsExpandedIntoItsAccessorsAndItsKeyByRole() throws {
        var handler = PluginMessageHandler()
        _ = answer(#"{"getCapability": {"capability": {"protocolVersion": 7}}}"#, handler: &handler)
        func expansion(_ role: String) throws -> String {
            let reply = answer("""
                {"expandAttachedMacro": {"macro": {"moduleName": "TrellisMacros", "typeName": "EntryMacro", "name": "Entry"},
                 "macroRole": "\(role)", "discriminator": "d",
                 "attributeSyntax": {"kind": "attribute", "source": "@Entry", "location": \(location)},
                 "declSyntax": {"kind": "declaration", "source": "@Entry var accent: Color = .blue", "location": \(location)},
                 "lexicalContext": [{"kind": "declaration", "source": "extension EnvironmentValues {}", "location": \(location)}]}}
                """, handler: &handler)
            let object = try #require(JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: [String: Any]])
            return try #require(object["expandMacroResult"]?["expandedSource"] as? String)
        }
        #expect(try expansion("accessor").hasPrefix("get {\n    self[__Key_accent.self]"))
        #expect(try expansion("peer").hasPrefix("private struct __Key_accent: EnvironmentKey {"))
    }

    @Test func unreadableAndUnknownMessagesAreAnsweredWithAnError() {
        var handler = PluginMessageHandler()
        #expect(answer("not json", handler: &handler).contains(#""message":"Trellis's macro plugin could not read the compiler's message"#))
        #expect(answer(#"{"somethingNew": {}}"#, handler: &handler).contains("does not know this message"))
        #expect(answer(#"{"loadPluginLibrary": {"libraryPath": "/x.so", "moduleName": "X"}}"#, handler: &handler)
                == #"{"loadPluginLibraryResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":"Trellis's macro plugin loads no libraries","notes":[],"position":{"fileName":"","offset":0},"severity":"error"}],"loaded":false}}"#)
        let wrongMacro = answer("""
            {"expandFreestandingMacro": {"macro": {"moduleName": "TrellisMacros", "typeName": "Other", "name": "Other"},
             "discriminator": "d", "syntax": {"kind": "expression", "source": "#Other", "location": \(location)}}}
            """, handler: &handler)
        #expect(wrongMacro.contains("has no macro 'Other'"))
    }

    @Test func messagesAreFramedByTheirLittleEndianLength() {
        let framed = PluginMessageFraming.frame(Data("{}".utf8))
        #expect(Array(framed) == [2, 0, 0, 0, 0, 0, 0, 0, UInt8(ascii: "{"), UInt8(ascii: "}")])
        var input = framed + PluginMessageFraming.frame(Data("[1]".utf8)) + Data([5, 0, 0])
        let read = { (count: Int) -> Data in
            let chunk = input.prefix(min(count, 3))
            input.removeFirst(chunk.count)
            return Data(chunk)
        }
        #expect(PluginMessageFraming.nextMessage(read) == Data("{}".utf8))
        #expect(PluginMessageFraming.nextMessage(read) == Data("[1]".utf8))
        #expect(PluginMessageFraming.nextMessage(read) == nil)
    }
}
