import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexFrameSpec: Hashable, Sendable {
    /// The constraints on one axis.
    public struct Limits: Hashable, Sendable {
        // Each limit is kept as the bit pattern of its value, with one NaN pattern that no
        // arithmetic produces standing for "unset": 24 bytes an axis instead of 48 for three
        // optionals. Node kinds are copied on every measurement, and this is their largest
        // payload.
        private var minBits: UInt64
        private var idealBits: UInt64
        private var maxBits: UInt64

        /// The least length, or `nil` for no minimum.
        public var min: CGFloat? {
            get { Self.value(minBits) }
            set { minBits = Self.bits(newValue) }
        }
        /// The length the frame takes when its parent proposes none, or `nil` to ask the child.
        public var ideal: CGFloat? {
            get { Self.value(idealBits) }
            set { idealBits = Self.bits(newValue) }
        }
        /// The greatest length, or `nil` for no maximum; `.infinity` takes all that is offered.
        public var max: CGFloat? {
            get { Self.value(maxBits) }
            set { maxBits = Self.bits(newValue) }
        }

        /// Creates the limits on one axis; each is unset by default.
        public init(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) {
            minBits = Self.bits(min)
            idealBits = Self.bits(ideal)
            maxBits = Self.bits(max)
        }

        /// Whether no limit is set: a frame with none on an axis leaves that axis to its child.
        public var isEmpty: Bool { minBits == Self.unset && idealBits == Self.unset && maxBits == Self.unset }

        /// The pattern that marks an unset limit: a quiet NaN with a payload of its own.
        private static let unset: UInt64 = 0x7FF8_7E11_1500_0001

        @inline(__always)
        private static func bits(_ value: CGFloat?) -> UInt64 { value.map { Double($0).bitPattern } ?? unset }

        @inline(__always)
        private static func value(_ bits: UInt64) -> CGFloat? { bits == unset ? nil : CGFloat(Double(bitPattern: bits)) }

        public static func == (a: Limits, b: Limits) -> Bool {
            a.min == b.min && a.ideal == b.ideal && a.max == b.max
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(min)
            hasher.combine(ideal)
            hasher.combine(max)
        }
    }

    /// The limits on the horizontal axis.
    public var width: Limits
    /// The limits on the vertical axis.
    public var height: Limits
    /// Where the child is placed in the frame when their sizes differ.
    public var alignment: Alignment

    /// Creates a flexible frame's parameters.
    public init(width: Limits = Limits(), height: Limits = Limits(), alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The constraints along `axis`.
    @inlinable
    package subscript(axis: Axis) -> Limits {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension FlexFrameSpec: NodeSpec {
    package var nodeKind: NodeKind { .flexFrame(self) }
    var displayName: String { "frame" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["flexFrame"] }

    /// A `flexFrame` node: the minimum, ideal and maximum on each axis (a maximum may be
    /// `"infinity"`) and `alignment`.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<FlexFrameSpec> {
        let spec = FlexFrameSpec(
            width: .init(min: try file.length("minWidth"), ideal: try file.length("idealWidth"), max: try file.length("maxWidth", .unbounded)),
            height: .init(min: try file.length("minHeight"), ideal: try file.length("idealHeight"), max: try file.length("maxHeight", .unbounded)),
            alignment: try file.alignment("alignment"))
        return FileNode(spec, fields: ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"], childCount: 1)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("flexFrame")
        try file.put("minWidth", width.min)
        try file.put("idealWidth", width.ideal)
        try file.put("maxWidth", width.max)
        try file.put("minHeight", height.min)
        try file.put("idealHeight", height.ideal)
        try file.put("maxHeight", height.max)
        try file.put("alignment", alignment)
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> FlexFrameSpec { self }
}
