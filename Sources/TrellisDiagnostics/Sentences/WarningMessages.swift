import Foundation
import TrellisGraph
import TrellisSolver

extension LayoutWarning {
    /// What is wrong and what the solver did about it, in words.
    public var message: String {
        switch detail {
        case .invalidValue(let parameter, let value, let replacement):
            let problem = value.isNaN || value.isInfinite ? "not finite" : value < 0 ? "negative" : "beyond the largest length Trellis lays out"
            return "\(parameter.phrase) \(PointFormat.string(value)) is \(problem); \(replacement.phrase(for: parameter))"
        case .zeroAspectRatio:
            return "aspect ratio 0 makes the view 0 wide"
        case .contradictoryLimits(let axis, let min, let ideal, let max):
            let names = axis == .horizontal ? ("minWidth", "idealWidth", "maxWidth") : ("minHeight", "idealHeight", "maxHeight")
            return "contradictory frame constraints: \(names.0) \(ProposedViewSize.format(min)), \(names.1) \(ProposedViewSize.format(ideal)), \(names.2) \(ProposedViewSize.format(max)) are not in increasing order; each limit is raised to the one before it"
        case .overflow(let axis, let offered, let needed, let culprits):
            let causes = culprits.map { "\($0.view.label) needs \(PointFormat.string($0.needed)) where \(PointFormat.string($0.offered)) was left" }
            let cause = causes.isEmpty ? "" : ": " + causes.joined(separator: ", ")
            if let culprit = self.cause, let first = culprits.first {
                let child = culprit.path.last?.view ?? culprit.view
                let headline = CauseSentences.headline(culprit, warned: child, excess: first.needed - first.offered,
                                                       room: "the \(PointFormat.string(first.offered)) pt \(view.label) had left for \(culprit.path.isEmpty ? "it" : child.label)")
                return "\(headline); \(view.label) overflows its \(PointFormat.string(offered)) pt \(axis == .horizontal ? "width" : "height") by \(PointFormat.string(needed - offered)) pt\(cause)"
            }
            return "\(view.label) overflows its \(PointFormat.string(offered)) pt \(axis == .horizontal ? "width" : "height") by \(PointFormat.string(needed - offered)) pt\(cause)"
        case .noCandidateFits(let space):
            return "ViewThatFits: no candidate fits in \(space) on the constrained axes, so the last one is shown"
        case .spacerOutsideStack:
            return "Spacer outside any HStack or VStack expands on both axes; put it in a stack to make it grow along one"
        case .priorityNotRead(let value):
            return "layoutPriority(\(PointFormat.string(CGFloat(value)))) has no effect: only a container's direct child reports its priority, and a frame or padding around it hides it"
        case .guideNotRead(let key):
            return "alignmentGuide(.\(key.name)) has no effect: no container around it aligns on that guide"
        case .insetsExceedSpace(let axis, let insets, let space):
            return "safe-area insets of \(PointFormat.string(insets)) \(axis == .horizontal ? "across" : "down") exceed the \(PointFormat.string(space)) there is; the content is offered 0"
        case .textCut(let needed, let got, let lineCount, let truncated, let scale):
            return TextSentences.cut(view, needed: needed, got: got, lineCount: lineCount, truncated: truncated, scale: scale)
        case .sticksOut(let axis, let length, let offered, let container):
            let (dimension, limit) = axis == .horizontal ? ("wide", "maxWidth") : ("tall", "maxHeight")
            if let cause, !cause.path.isEmpty {
                let headline = CauseSentences.headline(cause, warned: view, excess: length - offered, room: "the \(PointFormat.string(offered)) pt \(container.label) was offered")
                return "\(headline). \(view.label) sticks out of \(container.label) by \(PointFormat.string(length - offered)) pt; \(CauseSentences.fix(cause))"
            }
            return "\(view.label) is \(PointFormat.string(length)) pt \(dimension) in \(container.label), which was offered \(PointFormat.string(offered)): "
                + "it sticks out by \(PointFormat.string(length - offered)) pt; let \(view.label) take .frame(\(limit): .infinity) in place of its fixed length"
        case .windowTooSmall(let needed, let window):
            return BoundsSentences.windowTooSmall(view, needed: needed, window: window, cause: cause)
        case .outside(let frame, let bounds, let boundary):
            return BoundsSentences.outside(view, frame: frame, bounds: bounds, boundary: boundary, cause: cause)
        case .duplicateName(let name, let count):
            return "\(count) views are named '\(name)': frame(of:) and explain find only the first; give each its own .id"
        case .imageWithoutSize(let name):
            return "\(name.map { "Image \"\($0)\"" } ?? "an image") has no natural size, so it is 0×0; register its size or make it .resizable() inside a frame"
        case .finding(let finding):
            return finding.base.message(about: view)
        }
    }
}

extension LayoutWarning.ViewName {
    /// How sentences name the view: its `.id` in quotes, or its SwiftUI name.
    public var label: String { id.map { "'\($0)'" } ?? typeName }
}

extension LayoutWarning.Parameter {
    /// The parameter as a sentence names it.
    var phrase: String {
        switch self {
        case .frameWidth: return "invalid frame dimension: width"
        case .frameHeight: return "invalid frame dimension: height"
        case .minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight: return "invalid frame dimension: \(rawValue)"
        case .paddingTop: return "top padding"
        case .safeAreaTop: return "top safe-area inset"
        case .safeAreaLeading: return "leading safe-area inset"
        case .safeAreaBottom: return "bottom safe-area inset"
        case .safeAreaTrailing: return "trailing safe-area inset"
        case .safeAreaInsetSpacing: return "safeAreaInset spacing"
        case .paddingLeading: return "leading padding"
        case .paddingBottom: return "bottom padding"
        case .paddingTrailing: return "trailing padding"
        case .offsetX: return "offset x"
        case .offsetY: return "offset y"
        case .positionX: return "position x"
        case .positionY: return "position y"
        case .layoutPriority: return "layoutPriority"
        case .spacerMinLength: return "Spacer minLength"
        case .stackSpacing: return "stack spacing"
        case .aspectRatio: return "aspect ratio"
        case .gridHorizontalSpacing: return "grid horizontal spacing"
        case .gridVerticalSpacing: return "grid vertical spacing"
        case .gridCellColumns: return "gridCellColumns"
        case .fontSize: return "font size"
        case .imageWidth: return "image width"
        case .imageHeight: return "image height"
        case .controlWidth: return "control width"
        case .controlHeight: return "control height"
        case .dividerThickness: return "divider thickness"
        case .alignmentGuideValue: return "alignmentGuide value"
        case .measuredWidth: return "measured width"
        case .measuredHeight: return "measured height"
        case .lazyGridSpacing: return "lazy grid spacing"
        case .gridItemSpacing: return "GridItem spacing"
        case .gridItemFixedLength: return "GridItem fixed length"
        case .gridItemMinimum: return "GridItem minimum"
        case .gridItemMaximum: return "GridItem maximum"
        }
    }
}

extension LayoutWarning.Replacement {
    /// What the solver did, as the end of a sentence about `parameter`.
    func phrase(for parameter: LayoutWarning.Parameter) -> String {
        switch self {
        case .ignored:
            switch parameter {
            case .frameWidth: return "SwiftUI ignores it, so the frame takes its child's width"
            case .frameHeight: return "SwiftUI ignores it, so the frame takes its child's height"
            default: return "ignored"
            }
        case .value(let value): return "treated as \(PointFormat.string(value))"
        case .defaultValue: return parameter == .spacerMinLength ? "treated as the default 8" : "the default spacing is used"
        case .contentRatio: return "the content's own ratio is used, as with nil"
        case .defaultGuide: return "the guide's default value is used"
        }
    }
}

extension LayoutWarning: CustomStringConvertible {
    public var description: String { "\(node): \(message)" }
}
