import Foundation

/// Identifies one alignment guide on one axis: a built-in guide or a custom `AlignmentID`.
///
/// The graph stores alignments as keys; `HorizontalAlignment` and `VerticalAlignment` are the
/// SwiftUI-named wrappers a layout author uses.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    /// The axis along which the guide measures.
    public let axis: Axis
    package let guide: Guide

    package enum Guide: Hashable, Sendable {
        /// Leading (horizontal) or top (vertical): 0.
        case start
        /// Half the length.
        case center
        /// Trailing (horizontal) or bottom (vertical): the full length.
        case end
        case firstTextBaseline
        case lastTextBaseline
        case custom(CustomAlignmentGuide)
    }

    package init(axis: Axis, guide: Guide) {
        self.axis = axis
        self.guide = guide
    }

    /// The guide's value for a view that sets no explicit value for it.
    package func defaultValue(in d: ViewDimensions) -> CGFloat {
        let length = axis == .horizontal ? d.width : d.height
        switch guide {
        case .start: return 0
        case .center: return length / 2
        case .end, .firstTextBaseline, .lastTextBaseline: return length
        case .custom(let custom): return custom.defaultValue(d)
        }
    }

    /// How a container merges its children's explicit values for this guide (SwiftUI's
    /// `AlignmentID._combineExplicit`): custom guides average, text baselines take the minimum,
    /// and the frame guides (leading, center, trailing, top, bottom) do not propagate at all.
    package func combineExplicit(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch guide {
        case .start, .center, .end: return nil
        case .firstTextBaseline, .lastTextBaseline: return values.min()
        case .custom: return values.reduce(0, +) / CGFloat(values.count)
        }
    }

    /// Whether a container can propagate explicit values of this guide from its children.
    package var propagatesThroughContainers: Bool {
        switch guide {
        case .start, .center, .end: return false
        case .firstTextBaseline, .lastTextBaseline, .custom: return true
        }
    }

    /// The guide's SwiftUI name: `leading`, `top`, `firstTextBaseline`, or a custom ID's type name.
    public var name: String {
        switch (guide, axis) {
        case (.start, .horizontal): return "leading"
        case (.start, .vertical): return "top"
        case (.center, _): return "center"
        case (.end, .horizontal): return "trailing"
        case (.end, .vertical): return "bottom"
        case (.firstTextBaseline, _): return "firstTextBaseline"
        case (.lastTextBaseline, _): return "lastTextBaseline"
        case (.custom(let custom), _): return custom.name
        }
    }

    public var description: String { name }

    /// The built-in guide called `name` on `axis`, if there is one.
    package static func builtin(named name: String, axis: Axis) -> AlignmentKey? {
        let guide: Guide?
        switch (name, axis) {
        case ("leading", .horizontal), ("top", .vertical): guide = .start
        case ("center", _): guide = .center
        case ("trailing", .horizontal), ("bottom", .vertical): guide = .end
        case ("firstTextBaseline", .vertical): guide = .firstTextBaseline
        case ("lastTextBaseline", .vertical): guide = .lastTextBaseline
        default: guide = nil
        }
        return guide.map { AlignmentKey(axis: axis, guide: $0) }
    }
}

/// A guide defined by a custom `AlignmentID`: its name and its default value.
///
/// Two custom guides are the same guide when their names and axes match, so a guide decoded
/// from a graph file equals the one the DSL made from the same `AlignmentID` type.
public final class CustomAlignmentGuide: Hashable, Sendable {
    /// The `AlignmentID` type's name.
    public let name: String
    /// The axis the guide measures along.
    public let axis: Axis
    /// The value used when a view sets no explicit value.
    public let defaultValue: GuideFunction

    public init(name: String, axis: Axis, defaultValue: GuideFunction) {
        self.name = name
        self.axis = axis
        self.defaultValue = defaultValue
    }

    public static func == (lhs: CustomAlignmentGuide, rhs: CustomAlignmentGuide) -> Bool {
        lhs.name == rhs.name && lhs.axis == rhs.axis
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(axis)
    }
}
