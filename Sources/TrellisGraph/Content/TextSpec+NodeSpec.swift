import Foundation

// `Text`: the spec is declared beside the text measurers, which read it.
extension TextSpec: NodeSpec {
    package var nodeKind: NodeKind { .text(self) }

    // A long string is shortened with its length, never with "…", which reads as truncation.
    var displayName: String {
        string.count > 24 ? "Text \"\(string.prefix(20))\" (\(string.count) characters)" : "Text \"\(string)\""
    }
    var matchingKey: String { "Text" }

    static var isModifier: Bool { false }
    static var fileNames: [String] { ["text"] }

    /// The fields a `text` node accepts.
    private static let fields = [
        "string", "fontSize", "fontWeight", "fontDesign", "fontWidth", "italic", "monospacedDigits", "textStyle",
        "lineLimit", "reservedLines", "minimumScaleFactor", "truncationMode", "alignment",
        "tracking", "baselineOffset", "lineSpacing", "allowsTightening", "displayScale", "language",
    ]

    /// A `text` node: its `string` (required), font and text modifiers.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<TextSpec> {
        FileNode(try file.textSpec(), fields: fields, childCount: 0)
    }

    /// Writes the text, or throws when a custom measurer, which is Swift code, measures it.
    func write(to file: inout FieldWriter) throws {
        guard measurer == nil else {
            throw file.cannotStore(string, "this Text is measured by a custom TextMeasurer, which is Swift code, so a graph file cannot store it")
        }
        try file.kindName("text")
        try file.encode(string, "string")
        try file.encode(font.size, "fontSize")
        if font.weight != .regular { try file.encode(font.weight.name, "fontWeight") }
        try file.encodeIfPresent(lineLimit, "lineLimit")
        if reservedLines != 0 { try file.encode(reservedLines, "reservedLines") }
        if minimumScaleFactor != 1 { try file.encode(minimumScaleFactor, "minimumScaleFactor") }
        if truncationMode != .tail { try file.encode(truncationMode.rawValue, "truncationMode") }
        if alignment != .leading { try file.encode(alignment.rawValue, "alignment") }
        try writeStyling(to: &file)
    }

    /// Writes the font's design, width, italics, digits and text style and the text modifiers
    /// that change size, each only when it differs from its default.
    fileprivate func writeStyling(to file: inout FieldWriter) throws {
        let font = self.font
        if font.design != .default { try file.encode(font.design.rawValue, "fontDesign") }
        if font.width != .standard { try file.encode(font.width.rawValue, "fontWidth") }
        if font.isItalic { try file.encode(true, "italic") }
        if font.hasMonospacedDigits { try file.encode(true, "monospacedDigits") }
        try file.encodeIfPresent(font.textStyle?.rawValue, "textStyle")
        if tracking != 0 { try file.encode(tracking, "tracking") }
        if baselineOffset != 0 { try file.encode(baselineOffset, "baselineOffset") }
        if lineSpacing != 0 { try file.encode(lineSpacing, "lineSpacing") }
        if allowsTightening { try file.encode(true, "allowsTightening") }
        if displayScale != 1 { try file.encode(displayScale, "displayScale") }
        if language != .other { try file.encode(language.name, "language") }
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> TextSpec {
        var spec = self
        spec.measurer = measurer.map { map.textMeasurer($0) }
        return spec
    }
}

extension FieldReader {
    /// A `text` node's string, font and text modifiers.
    fileprivate func textSpec() throws -> TextSpec {
        let weightName = try container.decodeIfPresent(String.self, forKey: FieldKey("fontWeight")) ?? "regular"
        guard let weight = Font.Weight(name: weightName) else {
            throw corrupted("fontWeight", "unknown font weight '\(weightName)'; expected one of \(Font.Weight.all.map(\.name).joined(separator: ", "))")
        }
        var font = Font(size: try length("fontSize") ?? Font.body.size, weight: weight)
        font.design = try named("fontDesign", default: .default)
        font.width = try named("fontWidth", default: .standard)
        font.isItalic = try bool("italic") ?? false
        font.hasMonospacedDigits = try bool("monospacedDigits") ?? false
        font.textStyle = try optionalNamed("textStyle")
        var spec = TextSpec(
            try container.decode(String.self, forKey: FieldKey("string")),
            font: font,
            lineLimit: try container.decodeIfPresent(Int.self, forKey: FieldKey("lineLimit")),
            reservedLines: try container.decodeIfPresent(Int.self, forKey: FieldKey("reservedLines")) ?? 0,
            minimumScaleFactor: try length("minimumScaleFactor") ?? 1,
            truncationMode: try named("truncationMode", default: .tail),
            alignment: try named("alignment", default: .leading))
        spec.tracking = try length("tracking", .signed) ?? 0
        spec.baselineOffset = try length("baselineOffset", .signed) ?? 0
        spec.lineSpacing = try length("lineSpacing", .signed) ?? 0
        spec.allowsTightening = try bool("allowsTightening") ?? false
        spec.displayScale = try length("displayScale") ?? 1
        if let name = try container.decodeIfPresent(String.self, forKey: FieldKey("language")) {
            guard let language = TextLanguage(name: name) else {
                throw corrupted("language", "unknown value '\(name)'; expected one of \(TextLanguage.allCases.map(\.name).joined(separator: ", "))")
            }
            spec.language = language
        }
        return spec
    }

    /// A value of a string enumeration, `nil` when absent.
    private func optionalNamed<Value: RawRepresentable & CaseIterable>(_ field: String) throws -> Value? where Value.RawValue == String {
        guard let name = try container.decodeIfPresent(String.self, forKey: FieldKey(field)) else { return nil }
        guard let value = Value(rawValue: name) else {
            throw corrupted(field, "unknown value '\(name)'; expected one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// A value of a string enumeration, `fallback` when absent.
    private func named<Value: RawRepresentable & CaseIterable>(_ field: String, default fallback: Value) throws -> Value where Value.RawValue == String {
        try optionalNamed(field) ?? fallback
    }
}
