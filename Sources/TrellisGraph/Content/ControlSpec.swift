import Foundation
import TrellisSupport

/// A control laid out as a leaf (for example `ProgressView`): on each axis either a fixed
/// length or the length offered.
public struct ControlSpec: Hashable, Sendable {
    /// How a control is sized along one axis.
    public enum Length: Hashable, Sendable {
        /// Always this length, whatever is offered.
        case fixed(CGFloat)
        /// The length offered; `ideal` when nothing is.
        case flexible(ideal: CGFloat)
    }

    /// The SwiftUI name of the control.
    public var name: String {
        get { storedName.string }
        set { storedName = InternedString(newValue) }
    }
    private var storedName: InternedString
    /// How the width is chosen.
    public var width: Length
    /// How the height is chosen.
    public var height: Length

    /// Creates the parameters of a control node.
    public init(name: String, width: Length, height: Length) {
        self.storedName = InternedString(name)
        self.width = width
        self.height = height
    }
}

/// `Divider`: a line across the axis of the stack containing it, `thickness` thick.
public struct DividerSpec: Hashable, Sendable {
    /// The thickness of the line (one pixel, `1 / displayScale`).
    public var thickness: CGFloat

    /// Creates the parameters of a divider node.
    public init(thickness: CGFloat) {
        self.thickness = thickness
    }
}

extension ControlSpec: NodeSpec {
    package var nodeKind: NodeKind { .control(self) }
    var displayName: String { name }
    var matchingKey: String { displayName }
    static var isModifier: Bool { false }
    static var fileNames: [String] { ["control"] }

    /// A `control` node: its `name` (required) and, on each axis, a fixed `width` or a flexible
    /// `idealWidth` (likewise `height` or `idealHeight`).
    static func read(named name: String, from file: FieldReader) throws -> FileNode<ControlSpec> {
        let spec = ControlSpec(
            name: try file.container.decode(String.self, forKey: FieldKey("name")),
            width: try file.controlLength("width"), height: try file.controlLength("height"))
        return FileNode(spec, fields: ["name", "width", "idealWidth", "height", "idealHeight"], childCount: 0)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("control")
        try file.encode(name, "name")
        for (field, length) in [("width", width), ("height", height)] {
            switch length {
            case .fixed(let value): try file.encode(value, field)
            case .flexible(let ideal): try file.encode(ideal, "ideal" + field.prefix(1).uppercased() + field.dropFirst())
            }
        }
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> ControlSpec { self }
}

extension FieldReader {
    /// A control's length on one axis: fixed as `width`, or flexible with `idealWidth`.
    fileprivate func controlLength(_ field: String) throws -> ControlSpec.Length {
        if let fixed = try length(field) { return .fixed(fixed) }
        let idealField = "ideal" + field.prefix(1).uppercased() + field.dropFirst()
        guard let ideal = try length(idealField) else {
            throw corrupted(field, "a control needs '\(field)' (fixed) or '\(idealField)' (flexible)")
        }
        return .flexible(ideal: ideal)
    }
}

extension DividerSpec: NodeSpec {
    package var nodeKind: NodeKind { .divider(self) }
    var displayName: String { "Divider" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { false }
    static var fileNames: [String] { ["divider"] }

    /// A `divider` node: `thickness`, 1 when absent.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<DividerSpec> {
        FileNode(DividerSpec(thickness: try file.length("thickness") ?? 1), fields: ["thickness"], childCount: 0)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("divider")
        try file.encode(thickness, "thickness")
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> DividerSpec { self }
}
