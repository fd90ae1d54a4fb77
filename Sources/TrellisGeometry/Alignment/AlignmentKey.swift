import Foundation
import TrellisSupport

/// Identifies one alignment guide on one axis: a built-in guide or a custom `AlignmentID`.
///
/// The graph stores alignments as keys; `HorizontalAlignment` and `VerticalAlignment` are the
/// SwiftUI-named wrappers a layout author uses.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    /// The axis along which the guide measures.
    public let axis: Axis
    @usableFromInline
    package let guide: Guide

    @usableFromInline
    package enum Guide: Hashable, Sendable {
        /// Leading (horizontal) or top (vertical): 0.
        case start
        /// Half the length.
        case center
        /// Trailing (horizontal) or bottom (vertical): the full length.
        case end
        case firstTextBaseline
        case lastTextBaseline
        /// A custom guide, by its index among the registered ones (see `CustomAlignmentGuide`).
        /// Keeping the key a plain value lets the solver copy node kinds without reference counting.
        case custom(Int32)
    }

    @inlinable
    package init(axis: Axis, guide: Guide) {
        self.axis = axis
        self.guide = guide
    }

    /// Whether the guide is a custom one, whose default value may read both of a view's lengths
    /// (a built-in guide's default reads the length along its axis only).
    package var isCustom: Bool {
        if case .custom = guide { return true }
        return false
    }

    /// The guide's value for a view that sets no explicit value for it.
    package func defaultValue(in d: ViewDimensions) -> CGFloat {
        if case .custom(let index) = guide { return CustomAlignmentGuide.registered(index).defaultValue(d) }
        return builtinDefault(width: d.width, height: d.height)
    }

    /// The default value of a built-in guide for a view of `size`, or `nil` for a custom guide,
    /// whose default needs the view's full dimensions.
    @inlinable
    package func builtinDefaultValue(for size: CGSize) -> CGFloat? {
        if case .custom = guide { return nil }
        return builtinDefault(width: size.width, height: size.height)
    }

    @inlinable
    func builtinDefault(width: CGFloat, height: CGFloat) -> CGFloat {
        let length = axis == .horizontal ? width : height
        switch guide {
        case .start, .custom: return 0
        case .center: return length / 2
        case .end, .firstTextBaseline, .lastTextBaseline: return length
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
        case (.custom(let index), _): return CustomAlignmentGuide.registered(index).name
        }
    }

    public var description: String { name }

    /// Every built-in guide on both axes, then every custom guide registered so far.
    package static var builtInAndRegistered: [AlignmentKey] {
        let builtIn: [Guide] = [.start, .center, .end]
        return builtIn.map { AlignmentKey(axis: .horizontal, guide: $0) }
            + (builtIn + [.firstTextBaseline, .lastTextBaseline]).map { AlignmentKey(axis: .vertical, guide: $0) }
            + CustomAlignmentGuide.registeredKeys()
    }

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

/// A custom alignment guide: its name, its axis and its default value.
///
/// Each guide is registered once per process, and an ``AlignmentKey`` refers to it by its index,
/// which keeps keys plain values. A guide is identified by what defines it, never by its name
/// alone: a guide made from an `AlignmentID` type by that type (two types with the same name are
/// two guides, each with its own default value), and a guide read from a graph file by its name
/// and default value together. The name is for messages and for the graph file.
///
/// Registering takes a lock; reading a registered guide does not (see `GrowOnlyTable`).
package final class CustomAlignmentGuide: Sendable {
    /// The `AlignmentID` type's name, or the name a graph file gives the guide.
    package let name: String
    /// The axis the guide measures along.
    package let axis: Axis
    /// The value used when a view sets no explicit value.
    package let defaultValue: GuideFunction

    private init(name: String, axis: Axis, defaultValue: GuideFunction) {
        self.name = name
        self.axis = axis
        self.defaultValue = defaultValue
    }

    /// What defines a guide.
    private enum Identity: Hashable {
        /// A guide made from an `AlignmentID` type.
        case type(ObjectIdentifier, Axis)
        /// A guide read from a graph file, which stores its name and its linear default value.
        case file(String, Axis, GuideFunction.Linear)
    }

    /// The guides registered so far, by index.
    private static let guides = GrowOnlyTable<CustomAlignmentGuide>()
    /// The index of each guide registered so far. Used only while `guides` is locked.
    nonisolated(unsafe) private static var indices: [Identity: Int32] = [:]

    /// The key of the guide `identity`, registering the guide `make` makes the first time.
    private static func key(_ identity: Identity, axis: Axis, make: () -> CustomAlignmentGuide) -> AlignmentKey {
        let index = guides.withAppendLock { append in
            if let index = indices[identity] { return index }
            let index = append(make())
            indices[identity] = index
            return index
        }
        return AlignmentKey(axis: axis, guide: .custom(index))
    }

    /// The key of the guide the `AlignmentID` type `id` defines along `axis`.
    package static func key(for id: any AlignmentID.Type, axis: Axis) -> AlignmentKey {
        key(.type(ObjectIdentifier(id), axis), axis: axis) {
            CustomAlignmentGuide(name: String(reflecting: id), axis: axis, defaultValue: GuideFunction { id.defaultValue(in: $0) })
        }
    }

    /// The key of the guide a graph file calls `name` along `axis`, whose default value is
    /// `defaultValue`.
    package static func key(fileName name: String, axis: Axis, defaultValue: GuideFunction.Linear) -> AlignmentKey {
        key(.file(name, axis, defaultValue), axis: axis) {
            CustomAlignmentGuide(name: name, axis: axis, defaultValue: GuideFunction(defaultValue))
        }
    }

    /// The keys of every guide registered so far.
    package static func registeredKeys() -> [AlignmentKey] {
        (0..<Int32(guides.count)).map { AlignmentKey(axis: guides[$0].axis, guide: .custom($0)) }
    }

    /// The guide registered at `index`.
    package static func registered(_ index: Int32) -> CustomAlignmentGuide {
        guides[index]
    }
}
