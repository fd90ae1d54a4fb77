import Foundation

// The messages of the compiler's plugin protocol that Trellis's macros use. Each message is a
// JSON object with one key, the message's name, whose value holds its fields; fields not listed
// here are ignored, so newer compilers' additions do no harm.

/// A message from the compiler to the plugin.
struct HostMessage: Decodable {
    /// `{"getCapability": {"capability": {"protocolVersion": 7}}}`: the first message.
    var getCapability: GetCapability?
    /// Expand a freestanding macro (`#Preview`).
    var expandFreestandingMacro: ExpandFreestandingMacro?
    /// Expand an attached macro (`@Previewable`, `@Entry`).
    var expandAttachedMacro: ExpandAttachedMacro?
    /// Load a library of macros into the plugin, which this plugin does not do.
    var loadPluginLibrary: LoadPluginLibrary?

    struct GetCapability: Decodable {
        struct Capability: Decodable {
            var protocolVersion: Int
        }
        var capability: Capability?
    }

    struct ExpandFreestandingMacro: Decodable {
        var macro: MacroReference
        var discriminator: String
        var syntax: Syntax
    }

    struct ExpandAttachedMacro: Decodable {
        var macro: MacroReference
        /// The role to expand (`peer`, `accessor`, …), for a macro that has several.
        var macroRole: String?
        var attributeSyntax: Syntax
        /// The declaration the attribute is attached to.
        var declSyntax: Syntax?
        var lexicalContext: [Syntax]?
    }

    struct LoadPluginLibrary: Decodable {
        var libraryPath: String
    }

    /// Which macro to expand: the type named in the macro's `#externalMacro`.
    struct MacroReference: Decodable {
        var moduleName: String
        var typeName: String
        var name: String
    }

    /// A piece of source: its text and where it starts.
    struct Syntax: Decodable {
        var source: String
        var location: Location
    }

    /// Where a piece of source starts; `offset` is a UTF-8 offset into the file.
    struct Location: Decodable {
        var fileID: String
        var fileName: String
        var offset: Int
        var line: Int
        var column: Int
    }
}

/// A message from the plugin to the compiler.
enum PluginMessage: Encodable {
    /// The answer to `getCapability`: the protocol version the plugin speaks.
    case capability(protocolVersion: Int)
    /// The answer to an expansion request: the expanded source, or nil and errors. Compilers
    /// that speak protocol version 5 or later take `expandMacroResult`; older ones take
    /// `expandFreestandingMacroResult` or `expandAttachedMacroResult`.
    case expansion(source: String?, diagnostics: [Diagnostic], form: ExpansionForm)
    /// The answer to `loadPluginLibrary`: not loaded.
    case libraryNotLoaded(diagnostics: [Diagnostic])

    /// Which name an expansion's answer goes by.
    enum ExpansionForm {
        case unified, freestanding, attached
    }

    /// A compiler diagnostic: an error at a UTF-8 offset of a file.
    struct Diagnostic: Encodable, Equatable {
        struct Position: Encodable, Equatable {
            var fileName: String
            var offset: Int
        }
        var message: String
        var severity = "error"
        var position: Position
        var highlights: [Position] = []
        var notes: [Position] = []
        var fixIts: [Position] = []
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var message = encoder.container(keyedBy: Key.self)
        switch self {
        case .capability(let version):
            var fields = message.nestedContainer(keyedBy: Key.self, forKey: Key("getCapabilityResult"))
            var capability = fields.nestedContainer(keyedBy: Key.self, forKey: Key("capability"))
            try capability.encode(version, forKey: Key("protocolVersion"))
        case .expansion(let source, let diagnostics, let form):
            let name = switch form {
            case .unified: "expandMacroResult"
            case .freestanding: "expandFreestandingMacroResult"
            case .attached: "expandAttachedMacroResult"
            }
            var fields = message.nestedContainer(keyedBy: Key.self, forKey: Key(name))
            if form == .attached {
                try fields.encodeIfPresent(source.map { [$0] }, forKey: Key("expandedSources"))
            } else {
                try fields.encodeIfPresent(source, forKey: Key("expandedSource"))
            }
            try fields.encode(diagnostics, forKey: Key("diagnostics"))
        case .libraryNotLoaded(let diagnostics):
            var fields = message.nestedContainer(keyedBy: Key.self, forKey: Key("loadPluginLibraryResult"))
            try fields.encode(false, forKey: Key("loaded"))
            try fields.encode(diagnostics, forKey: Key("diagnostics"))
        }
    }
}
