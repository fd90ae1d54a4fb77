import Foundation
import TrellisGraph

/// Replaces invalid parameters the way SwiftUI treats them, and reports each replacement.
///
/// SwiftUI logs "Invalid frame dimension (negative or non-finite)" and ignores such a fixed
/// frame dimension, and logs "Contradictory frame constraints specified" for flexible frames
/// whose limits are out of order, then orders them (`min ≥ 0`, `ideal ≥ min`, `max ≥ ideal`).
/// Where SwiftUI would carry a NaN or an infinite minimum into the layout, Trellis drops the
/// value instead, so that every frame it reports is finite: a negative or non-finite aspect
/// ratio becomes `nil` (the content's own ratio), a non-finite position coordinate 0.
struct GraphNormalizer {
    private(set) var warnings: [LayoutWarning] = []
    /// The nodes whose kinds were corrected so far, with their corrected kinds.
    private var replacements: [(NodeID, NodeKind)] = []

    /// `kind`, the kind of `node`, with every invalid parameter replaced; the replacement is
    /// remembered for ``apply(to:)``. ``GraphContext`` calls it in its pass over the nodes, so
    /// that checking the graph costs no pass of its own.
    @inline(__always)
    mutating func check(_ kind: NodeKind, of node: NodeID) -> NodeKind {
        guard let corrected = normalized(kind, node: node) else { return kind }
        replacements.append((node, corrected))
        return corrected
    }

    /// `graph` with the corrections found by ``check(_:of:)``. Untouched graphs are not copied.
    func apply(to graph: LayoutGraph) -> LayoutGraph {
        guard !replacements.isEmpty else { return graph }
        var result = graph
        for (id, kind) in replacements { result.setKind(kind, of: id) }
        return result
    }

    mutating func warn(_ kind: LayoutWarning.Kind, _ node: NodeID, _ message: String) {
        warnings.append(LayoutWarning(kind: kind, node: node, message: message))
    }

    /// The node's kind with its parameters corrected, or `nil` when nothing needed correcting.
    private mutating func normalized(_ kind: NodeKind, node: NodeID) -> NodeKind? {
        switch kind {
        case .frame(var spec):
            func isInvalid(_ value: CGFloat?) -> Bool { value.map { $0 < 0 || !$0.isFinite } ?? false }
            guard isInvalid(spec.width) || isInvalid(spec.height) else { return nil }
            for axis in Axis.both where isInvalid(spec[axis]) {
                let name = axis == .horizontal ? "width" : "height"
                warn(.invalidValue, node, "invalid frame dimension: \(name) \(ProposedViewSize.format(spec[axis])) is negative or non-finite; SwiftUI ignores it, so the frame takes its child's \(name)")
                if axis == .horizontal { spec.width = nil } else { spec.height = nil }
            }
            return .frame(spec)
        case .flexFrame(var spec):
            var changed = false
            for axis in Axis.both {
                let (limits, axisChanged) = normalizedLimits(spec[axis], axis: axis, node: node)
                if axisChanged {
                    spec[axis] = limits
                    changed = true
                }
            }
            return changed ? .flexFrame(spec) : nil
        case .padding(var insets):
            var changed = false
            for path in [\EdgeInsets.top, \.leading, \.bottom, \.trailing] where !insets[keyPath: path].isFinite {
                warn(.invalidValue, node, "padding of \(PointFormat.string(insets[keyPath: path])) is not finite; treated as 0")
                insets[keyPath: path] = 0
                changed = true
            }
            return changed ? .padding(insets) : nil
        case .offset(let offset):
            guard !offset.width.isFinite || !offset.height.isFinite else { return nil }
            warn(.invalidValue, node, "offset \(PointFormat.string(offset)) is not finite; non-finite components are treated as 0")
            return .offset(CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0))
        case .layoutPriority(let value):
            guard value.isNaN else { return nil }
            warn(.invalidValue, node, "layoutPriority is NaN; treated as 0")
            return .layoutPriority(0)
        case .spacer(let spec):
            guard let length = spec.minLength, length < 0 || !length.isFinite else { return nil }
            let replacement: CGFloat? = length.isNaN || length == .infinity ? nil : 0
            warn(.invalidValue, node, "Spacer minLength \(PointFormat.string(length)) is \(length < 0 ? "negative" : "not finite"); treated as \(replacement == nil ? "the default 8" : "0")")
            return .spacer(SpacerSpec(minLength: replacement))
        case .stack(var spec):
            guard let spacing = spec.spacing, !spacing.isFinite else { return nil }
            warn(.invalidValue, node, "stack spacing \(PointFormat.string(spacing)) is not finite; the default spacing is used")
            spec.spacing = nil
            return .stack(spec)
        case .aspectRatio(var spec):
            guard let ratio = spec.ratio, ratio <= 0 || !ratio.isFinite else { return nil }
            if ratio == 0 {
                warn(.invalidValue, node, "aspect ratio 0 makes the view 0 wide")
                return nil
            }
            warn(.invalidValue, node, "aspect ratio \(PointFormat.string(ratio)) is \(ratio < 0 ? "negative" : "not finite"); the content's own ratio is used, as with nil")
            spec.ratio = nil
            return .aspectRatio(spec)
        case .position(let point):
            guard !point.x.isFinite || !point.y.isFinite else { return nil }
            warn(.invalidValue, node, "position (\(PointFormat.string(point.x)), \(PointFormat.string(point.y))) is not finite; non-finite coordinates are treated as 0")
            return .position(CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0))
        case .grid(var spec):
            var changed = false
            for (path, name) in [(\GridSpec.horizontalSpacing, "horizontal"), (\.verticalSpacing, "vertical")] {
                guard let spacing = spec[keyPath: path], !spacing.isFinite else { continue }
                warn(.invalidValue, node, "grid \(name) spacing \(PointFormat.string(spacing)) is not finite; the default spacing is used")
                spec[keyPath: path] = nil
                changed = true
            }
            return changed ? .grid(spec) : nil
        case .gridCell(var spec):
            guard let columns = spec.columns, columns < 1 else { return nil }
            warn(.invalidValue, node, "gridCellColumns(\(columns)) spans no column; the cell spans 1")
            spec.columns = 1
            return .gridCell(spec)
        case .text, .image, .control, .divider:
            return normalizedContent(kind, node: node)
        case .shape, .zstack, .fixedSize, .secondary, .alignmentGuide, .viewThatFits, .scrollView, .geometryReader, .customLayout, .gridRow, .layoutDirection,
             .measuredLeaf:
            return nil
        }
    }

    /// One axis of a flexible frame, with NaN and infinite minimums or ideals dropped and the
    /// limits put in order.
    private mutating func normalizedLimits(_ limits: FlexFrameSpec.Limits, axis: Axis, node: NodeID) -> (FlexFrameSpec.Limits, Bool) {
        if Self.isValid(limits) { return (limits, false) }
        let names = axis == .horizontal ? ("minWidth", "idealWidth", "maxWidth") : ("minHeight", "idealHeight", "maxHeight")
        var result = limits
        func dropInvalid(_ value: CGFloat?, _ name: String, allowInfinity: Bool) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN || (value.isInfinite && !(allowInfinity && value > 0)) {
                warn(.invalidValue, node, "invalid frame dimension: \(name) \(PointFormat.string(value)) is not a usable length; ignored")
                return nil
            }
            return value
        }
        result.min = dropInvalid(result.min, names.0, allowInfinity: false)
        result.ideal = dropInvalid(result.ideal, names.1, allowInfinity: false)
        result.max = dropInvalid(result.max, names.2, allowInfinity: true)

        // SwiftUI's check: min ≤ ideal ≤ max, where a missing ideal stands for min and a
        // missing max for ideal.
        let low = result.min ?? -.infinity
        let ideal = result.ideal ?? low
        let high = result.max ?? ideal
        if !(low <= ideal && ideal <= high) {
            warn(.contradictoryFrame, node, "contradictory frame constraints: \(names.0) \(ProposedViewSize.format(result.min)), \(names.1) \(ProposedViewSize.format(result.ideal)), \(names.2) \(ProposedViewSize.format(result.max)) are not in increasing order; each limit is raised to the one before it")
        }
        if let min = result.min { result.min = max(min, 0) }
        if let idealValue = result.ideal { result.ideal = max(idealValue, result.min ?? 0) }
        if let maxValue = result.max { result.max = max(maxValue, result.ideal ?? result.min ?? 0) }
        return (result, result != limits)
    }

    /// Whether `limits` need no correction: finite (a maximum may be ∞), a minimum not below 0,
    /// and in increasing order. Most frames are; they skip the checks that build messages.
    private static func isValid(_ limits: FlexFrameSpec.Limits) -> Bool {
        let low = limits.min ?? 0, ideal = limits.ideal ?? low, high = limits.max ?? ideal
        return low >= 0 && low.isFinite && ideal.isFinite && !high.isNaN && low <= ideal && ideal <= high
    }
}
