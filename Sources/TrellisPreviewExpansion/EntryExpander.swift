import Foundation

/// Expands SwiftUI's `@Entry` macro on a property of `EnvironmentValues` (or `FocusedValues`,
/// or `ContainerValues`):
/// `@Entry var accent: Color = .blue` becomes a computed property that reads and writes the
/// values under a key, and a private key type, named `__Key_accent`, whose default value is the
/// property's initial value (`nil` for an optional property without one).
public enum EntryExpander {
    /// The property an `@Entry` attribute is attached to.
    struct Property: Equatable {
        /// The property's name.
        var name: String
        /// Its type as written, if it has one.
        var type: String?
        /// Its initial value as written, if it has one.
        var initialValue: String?
    }

    /// What the `accessor` role adds to the property `declaration`: the getter and the setter
    /// through its key.
    public static func accessors(of declaration: String) throws(ExpansionError) -> String {
        let key = keyName(try property(declaration).name)
        return "get {\n    self[\(key).self]\n}\nset {\n    self[\(key).self] = newValue\n}"
    }

    /// What the `peer` role adds beside the property `declaration`: its key type, an
    /// `EnvironmentKey` unless the property's lexical context is an extension of
    /// `FocusedValues`, whose keys are `FocusedValueKey`s, or of `ContainerValues`, whose keys
    /// are `ContainerValueKey`s.
    public static func key(of declaration: String, lexicalContext: [String]?) throws(ExpansionError) -> String {
        let property = try property(declaration)
        let protocolName: String
        if lexicalContext?.contains(where: { $0.contains("FocusedValues") }) ?? false {
            protocolName = "FocusedValueKey"
        } else if lexicalContext?.contains(where: { $0.contains("ContainerValues") }) ?? false {
            protocolName = "ContainerValueKey"
        } else {
            protocolName = "EnvironmentKey"
        }
        var body: [String] = []
        if let type = property.type {
            body.append("typealias Value = \(type)")
            // A computed default, as SwiftUI's own expansion does, so the value's type need not
            // be Sendable.
            body.append("static var defaultValue: Value {\n        \(property.initialValue ?? "nil")\n    }")
        } else {
            body.append("static let defaultValue = \(property.initialValue ?? "nil")")
        }
        return "private struct \(keyName(property.name)): \(protocolName) {\n" + body.map { "    " + $0 }.joined(separator: "\n") + "\n}"
    }

    /// The key type's name for the property `name`.
    static func keyName(_ name: String) -> String { "__Key_" + name }

    /// The property `declaration` declares: its attributes and modifiers are skipped; it must
    /// be a `var` with a type or an initial value, and with an initial value unless its type is
    /// optional.
    static func property(_ declaration: String) throws(ExpansionError) -> Property {
        var scanner = SourceScanner(declaration)
        while true {
            try scanner.skipTrivia()
            if scanner.peek() == .at {
                scanner.position += 1
                _ = scanner.scanIdentifier()
                if scanner.peek() == .openParen { try scanner.skipGroup() }
                continue
            }
            let start = scanner.position
            guard let word = scanner.scanIdentifier() else { throw ExpansionError("@Entry must be attached to a 'var' property", at: start) }
            if word == "var" { break }
            if word == "let" { throw ExpansionError("@Entry must be attached to a 'var' property, not a 'let'", at: start) }
            if scanner.peek() == .openParen { try scanner.skipGroup() }
        }
        try scanner.skipTrivia()
        let nameStart = scanner.position
        guard let name = scanner.scanIdentifier() else { throw ExpansionError("@Entry's property has no name", at: nameStart) }
        try scanner.skipTrivia()
        var property = Property(name: name)
        if scanner.peek() == .colon {
            scanner.position += 1
            property.type = try text(of: &scanner, stoppingAtEquals: true)
        }
        if scanner.peek() == .equals {
            scanner.position += 1
            property.initialValue = try text(of: &scanner, stoppingAtEquals: false)
        }
        if property.type == nil && property.initialValue == nil {
            throw ExpansionError("@Entry's property '\(name)' needs a type or an initial value", at: nameStart)
        }
        if property.initialValue == nil && !(property.type?.hasSuffix("?") ?? false) {
            throw ExpansionError("@Entry's property '\(name)' needs an initial value: its key's default", at: nameStart)
        }
        return property
    }

    /// The text from the position to the end, or to the first `=` outside brackets, strings and
    /// generic arguments, trimmed; an accessor block is refused.
    private static func text(of scanner: inout SourceScanner, stoppingAtEquals: Bool) throws(ExpansionError) -> String {
        let start = scanner.position
        var end = start
        var angles = 0
        while let byte = scanner.peek() {
            if stoppingAtEquals && byte == .openBrace {
                throw ExpansionError("@Entry's property must not have accessors", at: scanner.position)
            }
            if byte == .openParen || byte == .openBracket || byte == .openBrace {
                try scanner.skipGroup()
            } else if scanner.isAtStringLiteral {
                try scanner.skipStringLiteral()
            } else if byte == .space || byte == .tab || byte == .newline || byte == .carriageReturn
                        || (byte == .slash && (scanner.peek(1) == .slash || scanner.peek(1) == .star)) {
                try scanner.skipTrivia()
                continue
            } else {
                if byte == .lessThan { angles += 1 }
                if byte == .greaterThan && angles > 0 && scanner.peek(-1) != .minus { angles -= 1 }
                if stoppingAtEquals && byte == .equals && angles == 0 { break }
                scanner.position += 1
            }
            end = scanner.position
        }
        return scanner.text(start..<end).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension UInt8 {
    static let equals = UInt8(ascii: "=")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let minus = UInt8(ascii: "-")
}
