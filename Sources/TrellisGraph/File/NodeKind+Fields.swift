import Foundation

/// Reads the fields of one node in a graph file.
struct FieldReader {
    let container: KeyedDecodingContainer<FieldKey>

    /// The node kind called `name`, the fields it accepts and its exact number of children
    /// (`nil` when it takes any number). An `alignmentGuide` node's function is read by
    /// ``guideValue()``; its kind here refers to no function yet.
    func kind(named name: String) throws -> (NodeKind, [String], Int?) {
        if let shape = ShapeSpec.Shape(rawValue: name) {
            let radius = shape == .roundedRectangle ? try length("cornerRadius") : nil
            return (.shape(ShapeSpec(shape: shape, cornerRadius: radius)), shape == .roundedRectangle ? ["color", "cornerRadius"] : ["color"], 0)
        }
        switch name {
        case "spacer":
            return (.spacer(SpacerSpec(minLength: try length("minLength"))), ["minLength"], 0)
        case "hstack", "vstack":
            let axis: Axis = name == "hstack" ? .horizontal : .vertical
            let alignment = try guide("alignment", axis: axis.perpendicular) ?? AlignmentKey(axis: axis.perpendicular, guide: .center)
            return (.stack(StackSpec(axis: axis, alignment: alignment, spacing: try length("spacing"))), ["alignment", "spacing"], nil)
        case "zstack":
            return (.zstack(ZStackSpec(alignment: try alignment("alignment"))), ["alignment"], nil)
        case "frame":
            let spec = FrameSpec(width: try length("width"), height: try length("height"), alignment: try alignment("alignment"))
            return (.frame(spec), ["width", "height", "alignment"], 1)
        case "flexFrame":
            let spec = FlexFrameSpec(
                width: .init(min: try length("minWidth"), ideal: try length("idealWidth"), max: try length("maxWidth")),
                height: .init(min: try length("minHeight"), ideal: try length("idealHeight"), max: try length("maxHeight")),
                alignment: try alignment("alignment"))
            return (.flexFrame(spec), ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"], 1)
        case "padding":
            let insets = EdgeInsets(
                top: try length("top") ?? 0, leading: try length("leading") ?? 0,
                bottom: try length("bottom") ?? 0, trailing: try length("trailing") ?? 0)
            return (.padding(insets), ["top", "leading", "bottom", "trailing"], 1)
        case "fixedSize":
            let spec = FixedSizeSpec(horizontal: try bool("horizontal") ?? true, vertical: try bool("vertical") ?? true)
            return (.fixedSize(spec), ["horizontal", "vertical"], 1)
        case "layoutPriority":
            return (.layoutPriority(try length("value") ?? 0), ["value"], 1)
        case "offset":
            return (.offset(CGSize(width: try length("x") ?? 0, height: try length("y") ?? 0)), ["x", "y"], 1)
        case "overlay", "background":
            let placement = OverlayBackgroundSpec.Placement(rawValue: name) ?? .overlay
            return (.overlayOrBackground(OverlayBackgroundSpec(placement: placement, alignment: try alignment("alignment"))), ["alignment"], 2)
        case "alignmentGuide":
            let axisName = try container.decode(String.self, forKey: FieldKey("axis"))
            guard let axis = Axis(name: axisName) else {
                throw corrupted("axis", "expected \"horizontal\" or \"vertical\", found \"\(axisName)\"")
            }
            guard let key = try guide("guide", axis: axis) else { throw corrupted("guide", "required field 'guide' is missing") }
            return (.alignmentGuide(AlignmentGuideSpec(key: key, function: GuideFunctionID(-1))), ["axis", "guide", "value"], 1)
        case "aspectRatio":
            let spec = AspectRatioSpec(ratio: try length("ratio"), contentMode: try contentMode("contentMode"))
            return (.aspectRatio(spec), ["ratio", "contentMode"], 1)
        case "position":
            return (.position(CGPoint(x: try length("x") ?? 0, y: try length("y") ?? 0)), ["x", "y"], 1)
        case "viewThatFits":
            return (.viewThatFits(ViewThatFitsSpec(axes: try axes("axes") ?? [.horizontal, .vertical])), ["axes"], nil)
        case "scrollView":
            let spec = ScrollViewSpec(axes: try axes("axes") ?? .vertical, showsIndicators: try bool("showsIndicators") ?? true)
            return (.scrollView(spec), ["axes", "showsIndicators"], 1)
        case "geometryReader":
            return (.geometryReader(GeometryReaderSpec()), [], nil)
        case "grid":
            let spec = GridSpec(alignment: try alignment("alignment"), horizontalSpacing: try length("horizontalSpacing"), verticalSpacing: try length("verticalSpacing"))
            return (.grid(spec), ["alignment", "horizontalSpacing", "verticalSpacing"], nil)
        case "gridRow":
            return (.gridRow(GridRowSpec(alignment: try guide("alignment", axis: .vertical))), ["alignment"], nil)
        case "layoutDirection":
            let name = try container.decode(String.self, forKey: FieldKey("direction"))
            guard let direction = LayoutDirection(fileName: name) else {
                throw corrupted("direction", "expected \"leftToRight\" or \"rightToLeft\", found \"\(name)\"")
            }
            return (.layoutDirection(direction), ["direction"], 1)
        case "gridCell":
            let spec = GridCellSpec(
                columns: try container.decodeIfPresent(Int.self, forKey: FieldKey("columns")),
                columnAlignment: try guide("columnAlignment", axis: .horizontal),
                anchor: try container.decodeIfPresent(UnitPointRecord.self, forKey: FieldKey("anchor")).map { UnitPoint(x: $0.x, y: $0.y) },
                unsizedAxes: try axes("unsizedAxes"))
            return (.gridCell(spec), ["columns", "columnAlignment", "anchor", "unsizedAxes"], 1)
        case "text", "image", "control", "divider":
            return try contentKind(named: name)
        case "safeArea", "ignoresSafeArea":
            return try safeAreaKind(named: name)
        case "lazyVGrid", "lazyHGrid":
            return try lazyGridKind(named: name)
        case "containerRelativeFrame":
            return try containerRelativeFrameKind()
        default:
            throw corrupted("kind", "unknown node kind '\(name)'; expected one of \(Self.kindNames.joined(separator: ", "))")
        }
    }

    static let kindNames = ShapeSpec.Shape.allCases.map(\.rawValue) + [
        "spacer", "hstack", "vstack", "zstack", "frame", "flexFrame", "padding", "fixedSize",
        "layoutPriority", "offset", "overlay", "background", "alignmentGuide", "layoutDirection", "aspectRatio", "position",
        "viewThatFits", "scrollView", "geometryReader", "grid", "gridRow", "gridCell",
        "text", "image", "control", "divider", "safeArea", "ignoresSafeArea", "lazyVGrid", "lazyHGrid",
        "containerRelativeFrame",
    ]

    func corrupted(_ field: String, _ message: String) -> DecodingError {
        DecodingError.dataCorruptedError(forKey: FieldKey(field), in: container, debugDescription: message)
    }

    /// A shape's colour.
    func color() throws -> String? {
        try container.decodeIfPresent(String.self, forKey: FieldKey("color"))
    }

    /// An `alignmentGuide` node's function.
    func guideValue() throws -> GuideFunction {
        GuideFunction(try container.decode(GuideFunction.Linear.self, forKey: FieldKey("value")))
    }

    /// `"fit"` or `"fill"`.
    private func contentMode(_ field: String) throws -> ContentMode {
        let name = try container.decode(String.self, forKey: FieldKey(field))
        guard let mode = ContentMode(rawValue: name) else {
            throw corrupted(field, "expected \"fit\" or \"fill\", found \"\(name)\"")
        }
        return mode
    }

    /// A set of axes: an array of `"horizontal"` and `"vertical"`.
    func axes(_ field: String) throws -> Axis.Set? {
        guard let names = try container.decodeIfPresent([String].self, forKey: FieldKey(field)) else { return nil }
        var axes: Axis.Set = []
        for name in names {
            guard let axis = Axis(name: name) else {
                throw corrupted(field, "expected \"horizontal\" or \"vertical\", found \"\(name)\"")
            }
            axes.insert(axis == .horizontal ? .horizontal : .vertical)
        }
        return axes
    }

    func bool(_ field: String) throws -> Bool? {
        try container.decodeIfPresent(Bool.self, forKey: FieldKey(field))
    }

    /// Fields that may be unbounded: the string `"infinity"`.
    private static let unboundedFields: Set<String> = ["maxWidth", "maxHeight"]
    /// Fields that may be negative: spacings, insets, offsets, positions and priorities.
    private static let signedFields: Set<String> = [
        "spacing", "horizontalSpacing", "verticalSpacing", "top", "leading", "bottom", "trailing", "x", "y", "value",
        "tracking", "baselineOffset", "lineSpacing",
    ]

    /// A length: a finite number, non-negative unless the field may be negative, or the string
    /// `"infinity"` where the field may be unbounded. Anything else is an error at the field's
    /// path, so a graph file never brings a NaN, an infinity or a negative size into a layout.
    func length(_ field: String) throws -> CGFloat? {
        let key = FieldKey(field)
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        if let text = try? container.decode(String.self, forKey: key) {
            guard text == "infinity", Self.unboundedFields.contains(field) else {
                let allowed = Self.unboundedFields.contains(field) ? "a number or \"infinity\"" : "a finite number"
                throw corrupted(field, "expected \(allowed), found \"\(text)\"")
            }
            return .infinity
        }
        let value = try container.decode(CGFloat.self, forKey: key)
        guard value.isFinite else { throw corrupted(field, "expected a finite number, found \(value)") }
        if value < 0, !Self.signedFields.contains(field) {
            throw corrupted(field, "expected a non-negative number, found \(PointFormat.string(value))")
        }
        if field == "ratio", value == 0 {
            throw corrupted(field, "an aspect ratio must be greater than 0")
        }
        return value
    }

    func guide(_ field: String, axis: Axis) throws -> AlignmentKey? {
        let key = FieldKey(field)
        guard container.contains(key) else { return nil }
        return try container.decode(AlignmentKeyRecord.self, forKey: key).key(axis: axis, path: container.codingPath + [key])
    }

    func alignment(_ field: String) throws -> Alignment {
        let key = FieldKey(field)
        guard container.contains(key) else { return .center }
        if let name = try? container.decode(String.self, forKey: key) {
            guard let alignment = Alignment.standard[name] else {
                throw corrupted(field, "unknown alignment '\(name)'; expected one of \(Alignment.standard.keys.sorted().joined(separator: ", "))")
            }
            return alignment
        }
        let pair = try container.nestedContainer(keyedBy: FieldKey.self, forKey: key)
        let path = container.codingPath + [key]
        let h = try pair.decode(AlignmentKeyRecord.self, forKey: FieldKey("horizontal")).key(axis: .horizontal, path: path + [FieldKey("horizontal")])
        let v = try pair.decode(AlignmentKeyRecord.self, forKey: FieldKey("vertical")).key(axis: .vertical, path: path + [FieldKey("vertical")])
        return Alignment(horizontal: HorizontalAlignment(key: h), vertical: VerticalAlignment(key: v))
    }
}

/// Writes the fields of one node into a graph file.
struct FieldWriter {
    /// Writes `alignment` as `field`: one of SwiftUI's names, or a pair of guides.
    static func put(_ field: String, _ alignment: Alignment, into c: inout KeyedEncodingContainer<FieldKey>) throws {
        if let name = Alignment.standard.first(where: { $0.value == alignment })?.key {
            try c.encode(name, forKey: FieldKey(field))
        } else {
            var pair = c.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey(field))
            try pair.encode(AlignmentKeyRecord(alignment.horizontal.key), forKey: FieldKey("horizontal"))
            try pair.encode(AlignmentKeyRecord(alignment.vertical.key), forKey: FieldKey("vertical"))
        }
    }

    /// Writes `kind` with the node's `color` and, for an `alignmentGuide`, its `function`;
    /// `layoutName` names the type of a custom layout node's layout, or a measured leaf's size
    /// function.
    func write(_ kind: NodeKind, color: String?, function: GuideFunction?, layoutName: String?, into c: inout KeyedEncodingContainer<FieldKey>) throws {
        func put(_ field: String, _ value: CGFloat?) throws {
            guard let value else { return }
            if value.isInfinite {
                try c.encode(value > 0 ? "infinity" : "-infinity", forKey: FieldKey(field))
            } else {
                try c.encode(value, forKey: FieldKey(field))
            }
        }
        func put(_ field: String, _ alignment: Alignment) throws {
            guard alignment != .center else { return }
            try FieldWriter.put(field, alignment, into: &c)
        }
        func kindName(_ name: String) throws { try c.encode(name, forKey: FieldKey("kind")) }
        func put(_ field: String, _ axes: Axis.Set) throws {
            try c.encode(Axis.allCases.filter(axes.contains).map { $0 == .horizontal ? "horizontal" : "vertical" }, forKey: FieldKey(field))
        }

        switch kind {
        case .shape(let spec):
            try kindName(spec.shape.rawValue)
            try c.encodeIfPresent(color, forKey: FieldKey("color"))
            try put("cornerRadius", spec.cornerRadius)
        case .spacer(let spec):
            try kindName("spacer")
            try put("minLength", spec.minLength)
        case .stack(let spec):
            try kindName(spec.axis == .horizontal ? "hstack" : "vstack")
            if spec.alignment.guide != .center { try c.encode(AlignmentKeyRecord(spec.alignment), forKey: FieldKey("alignment")) }
            try put("spacing", spec.spacing)
        case .zstack(let spec):
            try kindName("zstack")
            try put("alignment", spec.alignment)
        case .frame(let spec):
            try kindName("frame")
            try put("width", spec.width)
            try put("height", spec.height)
            try put("alignment", spec.alignment)
        case .flexFrame(let spec):
            try kindName("flexFrame")
            try put("minWidth", spec.width.min)
            try put("idealWidth", spec.width.ideal)
            try put("maxWidth", spec.width.max)
            try put("minHeight", spec.height.min)
            try put("idealHeight", spec.height.ideal)
            try put("maxHeight", spec.height.max)
            try put("alignment", spec.alignment)
        case .padding(let insets):
            try kindName("padding")
            for (field, value) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)] where value != 0 {
                try put(field, value)
            }
        case .fixedSize(let spec):
            try kindName("fixedSize")
            if !spec.horizontal { try c.encode(false, forKey: FieldKey("horizontal")) }
            if !spec.vertical { try c.encode(false, forKey: FieldKey("vertical")) }
        case .layoutPriority(let value):
            try kindName("layoutPriority")
            try put("value", value)
        case .offset(let offset):
            try kindName("offset")
            try put("x", offset.width)
            try put("y", offset.height)
        case .overlayOrBackground(let spec):
            try kindName(spec.placement.rawValue)
            try put("alignment", spec.alignment)
        case .alignmentGuide(let spec):
            try kindName("alignmentGuide")
            try c.encode(spec.key.axis == .horizontal ? "horizontal" : "vertical", forKey: FieldKey("axis"))
            try c.encode(AlignmentKeyRecord(spec.key), forKey: FieldKey("guide"))
            guard let function, let linear = function.linear else {
                throw EncodingError.invalidValue(spec.key.name, .init(codingPath: c.codingPath + [FieldKey("value")], debugDescription: "this alignmentGuide closure is not linear in the view's width and height, so a graph file cannot store it"))
            }
            try c.encode(linear, forKey: FieldKey("value"))
        case .aspectRatio(let spec):
            try kindName("aspectRatio")
            try put("ratio", spec.ratio)
            try c.encode(spec.contentMode.rawValue, forKey: FieldKey("contentMode"))
        case .position(let point):
            try kindName("position")
            try put("x", point.x)
            try put("y", point.y)
        case .viewThatFits(let spec):
            try kindName("viewThatFits")
            if spec.axes != [.horizontal, .vertical] { try put("axes", spec.axes) }
        case .scrollView(let spec):
            try kindName("scrollView")
            if spec.axes != .vertical { try put("axes", spec.axes) }
            if !spec.showsIndicators { try c.encode(false, forKey: FieldKey("showsIndicators")) }
        case .geometryReader(let spec):
            try kindName("geometryReader")
            guard spec.content == nil else {
                throw EncodingError.invalidValue("GeometryReader", .init(codingPath: c.codingPath, debugDescription: "this GeometryReader's content is a Swift closure of its GeometryProxy, so a graph file cannot store it"))
            }
        case .grid(let spec):
            try kindName("grid")
            try put("alignment", spec.alignment)
            try put("horizontalSpacing", spec.horizontalSpacing)
            try put("verticalSpacing", spec.verticalSpacing)
        case .gridRow(let spec):
            try kindName("gridRow")
            try c.encodeIfPresent(spec.alignment.map(AlignmentKeyRecord.init), forKey: FieldKey("alignment"))
        case .layoutDirection(let direction):
            try kindName("layoutDirection")
            try c.encode(direction == .leftToRight ? "leftToRight" : "rightToLeft", forKey: FieldKey("direction"))
        case .gridCell(let spec):
            try kindName("gridCell")
            try c.encodeIfPresent(spec.columns, forKey: FieldKey("columns"))
            try c.encodeIfPresent(spec.columnAlignment.map(AlignmentKeyRecord.init), forKey: FieldKey("columnAlignment"))
            try c.encodeIfPresent(spec.anchor.map { UnitPointRecord(x: $0.x, y: $0.y) }, forKey: FieldKey("anchor"))
            if let unsized = spec.unsizedAxes { try put("unsizedAxes", unsized) }
        case .text, .image, .control, .divider, .measuredLeaf:
            try writeContent(kind, name: layoutName, into: &c)
        case .safeArea, .ignoresSafeArea:
            try writeSafeArea(kind, into: &c)
        case .lazyGrid(let spec):
            try writeLazyGrid(spec, into: &c)
        case .containerRelativeFrame(let spec):
            try writeContainerRelativeFrame(spec, into: &c)
        case .customLayout:
            let name = layoutName ?? "Layout"
            throw EncodingError.invalidValue(name, .init(codingPath: c.codingPath, debugDescription: "this view is laid out by the custom Layout \(name), which is Swift code, so a graph file cannot store it"))
        }
    }
}

/// An alignment guide as a graph file stores it: a built-in name, or
/// `{"custom": "Module.MyID", "default": {"constant": 0, "width": 0.5, "height": 0}}`.
struct AlignmentKeyRecord: Codable {
    var name: String
    var defaultValue: GuideFunction.Linear?

    init(_ key: AlignmentKey) {
        name = key.name
        if case .custom(let index) = key.guide {
            defaultValue = CustomAlignmentGuide.registered(index).defaultValue.linear ?? GuideFunction.Linear()
        }
    }

    private enum CustomKey: String, CodingKey { case custom, `default` }

    init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self.name = name
            return
        }
        let c = try decoder.container(keyedBy: CustomKey.self)
        name = try c.decode(String.self, forKey: .custom)
        defaultValue = try c.decodeIfPresent(GuideFunction.Linear.self, forKey: .default) ?? GuideFunction.Linear()
    }

    func encode(to encoder: any Encoder) throws {
        if let defaultValue {
            var c = encoder.container(keyedBy: CustomKey.self)
            try c.encode(name, forKey: .custom)
            try c.encode(defaultValue, forKey: .default)
        } else {
            var c = encoder.singleValueContainer()
            try c.encode(name)
        }
    }

    func key(axis: Axis, path: [any CodingKey]) throws -> AlignmentKey {
        if let defaultValue {
            return CustomAlignmentGuide.key(fileName: name, axis: axis, defaultValue: defaultValue)
        }
        guard let key = AlignmentKey.builtin(named: name, axis: axis) else {
            let expected = axis == .horizontal ? "leading, center, trailing" : "top, center, bottom, firstTextBaseline, lastTextBaseline"
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "unknown \(axis == .horizontal ? "horizontal" : "vertical") alignment '\(name)'; expected one of \(expected), or {\"custom\": name, \"default\": {...}}"))
        }
        return key
    }
}

/// A unit point as a graph file stores it: `{"x": 0.25, "y": 0.75}`.
struct UnitPointRecord: Codable {
    var x: CGFloat
    var y: CGFloat
}

extension Axis {
    init?(name: String) {
        switch name {
        case "horizontal": self = .horizontal
        case "vertical": self = .vertical
        default: return nil
        }
    }
}

extension Alignment {
    /// The standard alignments by their SwiftUI names.
    static let standard: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        "centerFirstTextBaseline": .centerFirstTextBaseline, "centerLastTextBaseline": .centerLastTextBaseline,
        "leadingFirstTextBaseline": .leadingFirstTextBaseline, "leadingLastTextBaseline": .leadingLastTextBaseline,
        "trailingFirstTextBaseline": .trailingFirstTextBaseline, "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]
}

extension LayoutDirection {
    init?(fileName: String) {
        switch fileName {
        case "leftToRight": self = .leftToRight
        case "rightToLeft": self = .rightToLeft
        default: return nil
        }
    }
}
