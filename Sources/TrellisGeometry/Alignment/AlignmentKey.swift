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
        /// A custom guide, by its index in ``CustomAlignmentGuide/registry``. Keeping the key a
        /// plain value lets the solver copy node kinds without reference counting.
        case custom(Int32)
    }

    @inlinable
    package init(axis: Axis, guide: Guide) {
        self.axis = axis
        self.guide = guide
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

/// A guide defined by a custom `AlignmentID`: its name and its default value.
///
/// Custom guides are registered once per process under their name (and axis), so an
/// ``AlignmentKey`` refers to one by a small index. A guide decoded from a graph file and the one
/// the DSL makes from the same `AlignmentID` type are the same guide; whichever is registered
/// first supplies the default value.
public final class CustomAlignmentGuide: Sendable {
    /// The `AlignmentID` type's name.
    public let name: String
    /// The axis the guide measures along.
    public let axis: Axis
    /// The value used when a view sets no explicit value.
    public let defaultValue: GuideFunction

    private init(name: String, axis: Axis, defaultValue: GuideFunction) {
        self.name = name
        self.axis = axis
        self.defaultValue = defaultValue
    }

    private struct Registry {
        var guides: [CustomAlignmentGuide] = []
        var indices: [String: Int32] = [:]
    }

    private static let registry = LockedValue(Registry())

    /// The key of the custom guide called `name` on `axis`, registering it with `defaultValue`
    /// if no guide of that name and axis exists yet.
    package static func key(name: String, axis: Axis, defaultValue: @autoclosure () -> GuideFunction) -> AlignmentKey {
        let index = registry.withLock { registry -> Int32 in
            let lookup = "\(axis.rawValue):\(name)"
            if let index = registry.indices[lookup] { return index }
            let index = Int32(registry.guides.count)
            registry.guides.append(CustomAlignmentGuide(name: name, axis: axis, defaultValue: defaultValue()))
            registry.indices[lookup] = index
            return index
        }
        return AlignmentKey(axis: axis, guide: .custom(index))
    }

    /// The keys of every guide registered so far.
    package static func registeredKeys() -> [AlignmentKey] {
        registry.withLock { registry in
            registry.guides.indices.map { AlignmentKey(axis: registry.guides[$0].axis, guide: .custom(Int32($0))) }
        }
    }

    /// The guide registered at `index`.
    package static func registered(_ index: Int32) -> CustomAlignmentGuide {
        registry.withLock { $0.guides[Int(index)] }
    }
}
