import Foundation

extension FieldReader {
    /// A content view node (`text`, `image`, `control`, `divider`), the fields it accepts and
    /// its number of children (none).
    func contentKind(named name: String) throws -> (NodeKind, [String], Int?) {
        switch name {
        case "text":
            return (.text(try textSpec()), Self.textFields, 0)
        case "image":
            let spec = ImageSpec(
                name: try container.decodeIfPresent(String.self, forKey: FieldKey("name")),
                naturalSize: CGSize(width: try length("width") ?? 0, height: try length("height") ?? 0),
                isResizable: try bool("resizable") ?? false)
            return (.image(spec), ["name", "width", "height", "resizable"], 0)
        case "control":
            let spec = ControlSpec(
                name: try container.decode(String.self, forKey: FieldKey("name")),
                width: try controlLength("width"), height: try controlLength("height"))
            return (.control(spec), ["name", "width", "idealWidth", "height", "idealHeight"], 0)
        default:
            return (.divider(DividerSpec(thickness: try length("thickness") ?? 1)), ["thickness"], 0)
        }
    }

    /// The fields a `text` node accepts.
    static let textFields = [
        "string", "fontSize", "fontWeight", "fontDesign", "fontWidth", "italic", "monospacedDigits", "textStyle",
        "lineLimit", "reservedLines", "minimumScaleFactor", "truncationMode", "alignment",
        "tracking", "baselineOffset", "lineSpacing", "allowsTightening", "displayScale",
    ]

    /// A `text` node's string, font and text modifiers.
    private func textSpec() throws -> TextSpec {
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
        spec.tracking = try length("tracking") ?? 0
        spec.baselineOffset = try length("baselineOffset") ?? 0
        spec.lineSpacing = try length("lineSpacing") ?? 0
        spec.allowsTightening = try bool("allowsTightening") ?? false
        spec.displayScale = try length("displayScale") ?? 1
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

    /// A control's length on one axis: fixed as `width`, or flexible with `idealWidth`.
    private func controlLength(_ field: String) throws -> ControlSpec.Length {
        if let fixed = try length(field) { return .fixed(fixed) }
        let idealField = "ideal" + field.prefix(1).uppercased() + field.dropFirst()
        guard let ideal = try length(idealField) else {
            throw corrupted(field, "a control needs '\(field)' (fixed) or '\(idealField)' (flexible)")
        }
        return .flexible(ideal: ideal)
    }
}

extension FieldWriter {
    /// Writes a content view node; a text with a custom measurer and a measured leaf (`name`
    /// is its size function's) throw, since their measurement is Swift code.
    func writeContent(_ kind: NodeKind, name: String?, into c: inout KeyedEncodingContainer<FieldKey>) throws {
        func kindName(_ name: String) throws { try c.encode(name, forKey: FieldKey("kind")) }
        switch kind {
        case .text(let spec):
            guard spec.measurer == nil else {
                throw EncodingError.invalidValue(spec.string, .init(codingPath: c.codingPath, debugDescription: "this Text is measured by a custom TextMeasurer, which is Swift code, so a graph file cannot store it"))
            }
            try kindName("text")
            try c.encode(spec.string, forKey: FieldKey("string"))
            try c.encode(spec.font.size, forKey: FieldKey("fontSize"))
            if spec.font.weight != .regular { try c.encode(spec.font.weight.name, forKey: FieldKey("fontWeight")) }
            try c.encodeIfPresent(spec.lineLimit, forKey: FieldKey("lineLimit"))
            if spec.reservedLines != 0 { try c.encode(spec.reservedLines, forKey: FieldKey("reservedLines")) }
            if spec.minimumScaleFactor != 1 { try c.encode(spec.minimumScaleFactor, forKey: FieldKey("minimumScaleFactor")) }
            if spec.truncationMode != .tail { try c.encode(spec.truncationMode.rawValue, forKey: FieldKey("truncationMode")) }
            if spec.alignment != .leading { try c.encode(spec.alignment.rawValue, forKey: FieldKey("alignment")) }
            try writeTextStyling(spec, into: &c)
        case .image(let spec):
            try kindName("image")
            try c.encodeIfPresent(spec.name, forKey: FieldKey("name"))
            try c.encode(spec.naturalSize.width, forKey: FieldKey("width"))
            try c.encode(spec.naturalSize.height, forKey: FieldKey("height"))
            if spec.isResizable { try c.encode(true, forKey: FieldKey("resizable")) }
        case .control(let spec):
            try kindName("control")
            try c.encode(spec.name, forKey: FieldKey("name"))
            for (field, length) in [("width", spec.width), ("height", spec.height)] {
                switch length {
                case .fixed(let value): try c.encode(value, forKey: FieldKey(field))
                case .flexible(let ideal): try c.encode(ideal, forKey: FieldKey("ideal" + field.prefix(1).uppercased() + field.dropFirst()))
                }
            }
        case .divider(let spec):
            try kindName("divider")
            try c.encode(spec.thickness, forKey: FieldKey("thickness"))
        default:
            let name = name ?? "MeasuredLeaf"
            throw EncodingError.invalidValue(name, .init(codingPath: c.codingPath, debugDescription: "this view is sized by the function \(name), which is Swift code, so a graph file cannot store it"))
        }
    }

    /// Writes the font's design, width, italics, digits and text style and the text modifiers
    /// that change size, each only when it differs from its default.
    private func writeTextStyling(_ spec: TextSpec, into c: inout KeyedEncodingContainer<FieldKey>) throws {
        let font = spec.font
        if font.design != .default { try c.encode(font.design.rawValue, forKey: FieldKey("fontDesign")) }
        if font.width != .standard { try c.encode(font.width.rawValue, forKey: FieldKey("fontWidth")) }
        if font.isItalic { try c.encode(true, forKey: FieldKey("italic")) }
        if font.hasMonospacedDigits { try c.encode(true, forKey: FieldKey("monospacedDigits")) }
        try c.encodeIfPresent(font.textStyle?.rawValue, forKey: FieldKey("textStyle"))
        if spec.tracking != 0 { try c.encode(spec.tracking, forKey: FieldKey("tracking")) }
        if spec.baselineOffset != 0 { try c.encode(spec.baselineOffset, forKey: FieldKey("baselineOffset")) }
        if spec.lineSpacing != 0 { try c.encode(spec.lineSpacing, forKey: FieldKey("lineSpacing")) }
        if spec.allowsTightening { try c.encode(true, forKey: FieldKey("allowsTightening")) }
        if spec.displayScale != 1 { try c.encode(spec.displayScale, forKey: FieldKey("displayScale")) }
    }
}
