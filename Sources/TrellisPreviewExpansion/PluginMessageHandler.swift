import Foundation

/// Answers the compiler's plugin messages for Trellis's macros: `getCapability`, and the
/// expansion of `#Preview` (type `PreviewMacro`), `@Previewable` (type `PreviewableMacro`),
/// `@Entry` (type `EntryMacro`) and the application delegate adaptors' default delegate (type
/// `ApplicationDelegateMacro`, which expands to `.init()`).
/// Messages are JSON; see ``PluginMessageFraming`` for how they travel.
public struct PluginMessageHandler {
    /// The protocol version this plugin speaks: 7, the version whose hosts send the lexical
    /// context of attached macros.
    public static let protocolVersion = 7

    /// The protocol version the compiler said it speaks; 1 until it says.
    private var hostProtocolVersion = 1

    /// A handler that has not yet heard from the compiler.
    public init() {}

    /// The answer to the JSON message `message`. A message that cannot be read gets an
    /// expansion answer with an error saying so, never a crash.
    public mutating func answer(_ message: Data) -> Data {
        let reply: PluginMessage
        do {
            reply = try answer(JSONDecoder().decode(HostMessage.self, from: message))
        } catch {
            reply = .expansion(source: nil, diagnostics: [Self.diagnostic("Trellis's macro plugin could not read the compiler's message: \(error)", file: "", offset: 0)],
                               form: expansionForm(attached: false))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Encoding these plain values cannot fail.
        return (try? encoder.encode(reply)) ?? Data()
    }

    private mutating func answer(_ message: HostMessage) -> PluginMessage {
        if let capability = message.getCapability {
            hostProtocolVersion = capability.capability?.protocolVersion ?? 1
            return .capability(protocolVersion: Self.protocolVersion)
        }
        if let expansion = message.expandFreestandingMacro {
            if expansion.macro.typeName == "ApplicationDelegateMacro" {
                // Expanded where the adaptor is declared, so `.init()` names the app's own
                // delegate class, whose inherited `init()` a generic context cannot call.
                return expand(expansion.macro, expansion.syntax, attached: false) { _, _ throws(ExpansionError) in ".init()" }
            }
            return expand(expansion.macro, expansion.syntax, attached: false) { source, location throws(ExpansionError) in
                try PreviewExpander.expandPreview(source, at: location, discriminator: expansion.discriminator)
            }
        }
        if let expansion = message.expandAttachedMacro {
            if expansion.macro.typeName == "EntryMacro" {
                guard let declaration = expansion.declSyntax else {
                    return expand(expansion.macro, expansion.attributeSyntax, attached: true) { _, _ throws(ExpansionError) in
                        throw ExpansionError("@Entry must be attached to a property", at: 0)
                    }
                }
                let context = expansion.lexicalContext?.map(\.source)
                return expand(expansion.macro, declaration, attached: true) { source, _ throws(ExpansionError) in
                    expansion.macroRole == "peer" ? try EntryExpander.key(of: source, lexicalContext: context) : try EntryExpander.accessors(of: source)
                }
            }
            return expand(expansion.macro, expansion.attributeSyntax, attached: true) { _, _ throws(ExpansionError) in
                try PreviewExpander.checkPreviewable(lexicalContext: expansion.lexicalContext?.map(\.source))
                return ""
            }
        }
        if message.loadPluginLibrary != nil {
            return .libraryNotLoaded(diagnostics: [Self.diagnostic("Trellis's macro plugin loads no libraries", file: "", offset: 0)])
        }
        return .expansion(source: nil, diagnostics: [Self.diagnostic("Trellis's macro plugin does not know this message", file: "", offset: 0)],
                          form: expansionForm(attached: false))
    }

    /// Runs `expand` for the macro `macro` on `syntax`, turning an error into a diagnostic at
    /// its place in the file.
    private func expand(_ macro: HostMessage.MacroReference, _ syntax: HostMessage.Syntax, attached: Bool,
                        _ expand: (String, MacroSourceLocation) throws(ExpansionError) -> String) -> PluginMessage {
        let form = expansionForm(attached: attached)
        let expected = attached ? ["PreviewableMacro", "EntryMacro"] : ["PreviewMacro", "ApplicationDelegateMacro"]
        guard expected.contains(macro.typeName) else {
            let message = "Trellis's macro plugin has no macro '\(macro.typeName)'"
            return .expansion(source: nil, diagnostics: [Self.diagnostic(message, file: syntax.location.fileName, offset: syntax.location.offset)], form: form)
        }
        let location = MacroSourceLocation(fileID: syntax.location.fileID, filePath: syntax.location.fileName,
                                           line: syntax.location.line, column: syntax.location.column)
        do {
            return .expansion(source: try expand(syntax.source, location), diagnostics: [], form: form)
        } catch {
            let diagnostic = Self.diagnostic(error.message, file: syntax.location.fileName, offset: syntax.location.offset + error.offset)
            return .expansion(source: nil, diagnostics: [diagnostic], form: form)
        }
    }

    /// The form of an expansion answer the compiler expects, from its protocol version.
    private func expansionForm(attached: Bool) -> PluginMessage.ExpansionForm {
        hostProtocolVersion >= 5 ? .unified : attached ? .attached : .freestanding
    }

    private static func diagnostic(_ message: String, file: String, offset: Int) -> PluginMessage.Diagnostic {
        PluginMessage.Diagnostic(message: message, position: .init(fileName: file, offset: offset))
    }
}
