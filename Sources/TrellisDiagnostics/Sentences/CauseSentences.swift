import Foundation
import TrellisGraph
import TrellisSolver

/// The words for the view whose own size makes another too long (``LayoutWarning/Cause``): a
/// warning leads with it, then says how its length reached the view that sticks out.
enum CauseSentences {
    /// "'banner' is 500 pt wide (frame(width: 500)), 110 pt wider than the 390-pt window:
    /// VStack takes its width from 'banner'"; when the views on the way add to the culprit's
    /// length, what they make of it: "… (frame(width: 500)) and makes VStack 532 pt wide, 142
    /// pt wider than …".
    static func headline(_ cause: LayoutWarning.Cause, warned: LayoutWarning.ViewName, excess: CGFloat, room: String) -> String {
        let (dimension, comparative) = cause.axis == .horizontal ? ("wide", "wider") : ("tall", "taller")
        var sentence = "\(name(of: cause)) is \(PointFormat.string(cause.length)) pt \(dimension) (\(source(of: cause)))"
        if let top = cause.path.last, abs(top.length - cause.length) > 0.01 {
            sentence += " and makes \(warned.label) \(PointFormat.string(top.length)) pt \(dimension)"
        }
        sentence += ", \(PointFormat.string(excess)) pt \(comparative) than \(room)"
        guard !cause.path.isEmpty else { return sentence }
        return sentence + ": " + path(of: cause)
    }

    /// How to let the culprit shrink: "let 'banner' shrink (.frame(maxWidth: 500) in place of
    /// .frame(width: 500))".
    static func fix(_ cause: LayoutWarning.Cause) -> String {
        let name = name(of: cause)
        let (max, min) = cause.axis == .horizontal ? ("maxWidth", "minWidth") : ("maxHeight", "minHeight")
        let fixed = cause.axis == .horizontal ? "width" : "height"
        switch cause.source {
        case .fixedFrame(let length):
            return "let \(name) shrink (.frame(\(max): \(PointFormat.string(length))) in place of .frame(\(fixed): \(PointFormat.string(length))))"
        case .minimumLength(let length):
            return "lower \(name)'s minimum (.frame(\(min): \(PointFormat.string(length))))"
        case .fixedSize:
            return "let \(name) wrap (take off .fixedSize(), or fix only the other axis)"
        case .text:
            return "let \(name) wrap or shrink (.lineLimit, .minimumScaleFactor)"
        case .ownSize(let rule):
            return rule == .imageNaturalSize ? "make \(name) smaller (.resizable() inside a flexible frame)" : "make \(name) smaller"
        }
    }

    /// The culprit's name: its own, or a modifier's type with the named view inside it
    /// ("fixedSize on Text \"Hello\"").
    private static func name(of cause: LayoutWarning.Cause) -> String {
        guard let content = cause.content else { return cause.view.label }
        return "\(cause.view.typeName) on \(content.label)"
    }

    /// Why the culprit has its length: "frame(width: 500)", "fixedSize: its ideal width".
    private static func source(of cause: LayoutWarning.Cause) -> String {
        let horizontal = cause.axis == .horizontal
        switch cause.source {
        case .fixedFrame(let length): return "frame(\(horizontal ? "width" : "height"): \(PointFormat.string(length)))"
        case .minimumLength(let length): return "frame(\(horizontal ? "minWidth" : "minHeight"): \(PointFormat.string(length)))"
        case .fixedSize: return "fixedSize: its ideal \(horizontal ? "width" : "height")"
        case .text: return "its text unwrapped"
        case .ownSize(let rule): return "it \(rule.sentence)"
        }
    }

    /// Each view on the way, nearest the culprit first, and how it took its length from the
    /// one below: "padding adds 32 pt to 'banner': 532 pt; VStack takes its width from padding",
    /// "'row' adds up its children ('left' 200 + 'right' 200) and the spacing: 408 pt".
    private static func path(of cause: LayoutWarning.Cause) -> String {
        let (length, longest) = cause.axis == .horizontal ? ("width", "widest") : ("height", "tallest")
        var below = name(of: cause)
        return cause.path.map { step in
            defer { below = step.view.label }
            switch step.passing {
            case .same:
                return "\(step.view.label) takes its \(length) from \(below)"
            case .longest(let count):
                return "\(step.view.label) takes its \(length) from \(below), the \(longest) of its \(count) children"
            case .sum(let children, let lengths):
                let shown = zip(children, lengths).prefix(4).map { "\($0.label) \(PointFormat.string($1))" }
                let more = children.count > 4 ? " and \(children.count - 4) more" : ""
                return "\(step.view.label) adds up its children (\(shown.joined(separator: " + "))\(more)) and the spacing: \(PointFormat.string(step.length)) pt"
            case .adds(let extra):
                return "\(step.view.label) adds \(PointFormat.string(extra)) pt to \(below): \(PointFormat.string(step.length)) pt"
            }
        }.joined(separator: "; ")
    }
}
