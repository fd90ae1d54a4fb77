import Foundation
import TrellisGraph
import TrellisSolver

/// The words for views placed out of bounds: where a view lies, how far beyond which edges,
/// and the usual SwiftUI fix.
enum BoundsSentences {
    /// The message of a view named `view`, placed at `frame`, that reaches beyond `bounds`, the
    /// frame of `boundary`.
    ///
    /// With a `cause` found inside the view (not the view itself), the message leads with it:
    /// the culprit, its length and how it reached the view, then where the view lies, and the
    /// fix lets the culprit shrink.
    static func outside(_ view: LayoutWarning.ViewName, frame: CGRect, bounds: CGRect, boundary: LayoutWarning.Boundary, cause: LayoutWarning.Cause?) -> String {
        if let cause, !cause.path.isEmpty {
            let axis = cause.axis
            let room: String
            let other: String
            switch boundary {
            case .window:
                room = "the \(PointFormat.string(bounds.size[axis]))-pt window"
                other = "or wrap \(view.label) in a ScrollView"
            case .safeArea:
                room = "the \(PointFormat.string(bounds.size[axis]))-pt safe area"
                other = "or wrap \(view.label) in a ScrollView, or, if it is a background meant to fill the screen, give \(view.label) .ignoresSafeArea()"
            case .parent(let parent):
                room = "\(view.label)'s parent \(parent.label) (\(PointFormat.string(bounds.size[axis])) pt)"
                other = "or give \(parent.label) more room"
            }
            let headline = CauseSentences.headline(cause, warned: view, excess: frame.size[axis] - bounds.size[axis], room: room)
            return "\(headline). \(view.label) (\(PointFormat.string(frame.size)) at \(span(of: frame))) sticks out of \(place(boundary, bounds: bounds)) "
                + "by \(beyond(frame, bounds)); \(CauseSentences.fix(cause)) \(other)"
        }
        let what = place(boundary, bounds: bounds)
        let larger = frame.width > bounds.width + 0.01 || frame.height > bounds.height + 0.01
        let fix: String
        switch (boundary, larger) {
        case (.window, true):
            fix = "wrap it in a ScrollView or let it shrink (flexible frames such as .frame(maxWidth: .infinity), .minimumScaleFactor on text)"
        case (.window, false):
            fix = "move it in: check the .offset, .position or alignment that puts it there"
        case (.safeArea, true):
            fix = "it is larger than the safe area: wrap it in a ScrollView or let it shrink, or, if it is a background meant to fill the screen, give it .ignoresSafeArea()"
        case (.safeArea, false):
            fix = "move it in (check its .offset or .position, or pad it), or, if it should reach the screen's edge, give it .ignoresSafeArea()"
        case (.parent(let parent), true):
            fix = "let \(view.label) shrink to what \(parent.label) offers (.frame(maxWidth: .infinity) in place of a fixed length, .minimumScaleFactor on text) or give \(parent.label) more room"
        case (.parent, false):
            fix = "check the alignment or .alignmentGuide that moves it"
        }
        return "\(view.label) (\(PointFormat.string(frame.size)) at \(span(of: frame))) sticks out of \(what) by \(beyond(frame, bounds)); \(fix)"
    }

    /// The message of a root that needs `needed` in a window of `window`, centred there; with a
    /// `cause` found inside the root, led by it as ``outside(_:frame:bounds:boundary:cause:)``
    /// is.
    static func windowTooSmall(_ view: LayoutWarning.ViewName, needed: CGSize, window: CGSize, cause: LayoutWarning.Cause?) -> String {
        let frame = CGRect(x: (window.width - needed.width) / 2, y: (window.height - needed.height) / 2, width: needed.width, height: needed.height)
        if let cause, !cause.path.isEmpty {
            let axis = cause.axis
            let headline = CauseSentences.headline(cause, warned: view, excess: needed[axis] - window[axis], room: "the \(PointFormat.string(window[axis]))-pt window")
            return "\(headline). \(view.label) needs \(PointFormat.string(needed)) in the \(PointFormat.string(window)) window and sticks out of it "
                + "by \(beyond(frame, CGRect(origin: .zero, size: window))) (centred, it spans \(span(of: frame))); "
                + "\(CauseSentences.fix(cause)) or wrap \(view.label) in a ScrollView"
        }
        return "\(view.label) needs \(PointFormat.string(needed)) but the window is \(PointFormat.string(window)): it sticks out of the window "
            + "by \(beyond(frame, CGRect(origin: .zero, size: window))) (centred, it spans \(span(of: frame))); "
            + "wrap it in a ScrollView or let it shrink (flexible frames, .minimumScaleFactor)"
    }

    /// What a view reaches beyond, in words: "the 390×844 window", "its parent frame (92×100
    /// at x 149…241, y 372…472)".
    private static func place(_ boundary: LayoutWarning.Boundary, bounds: CGRect) -> String {
        switch boundary {
        case .window: return "the \(PointFormat.string(bounds.size)) window"
        case .safeArea: return "the safe area (\(span(of: bounds)))"
        case .parent(let parent): return "its parent \(parent.label) (\(PointFormat.string(bounds.size)) at \(span(of: bounds)))"
        }
    }

    /// "x −55…445, y 10…30".
    private static func span(of rect: CGRect) -> String {
        "x \(PointFormat.string(rect.minX))…\(PointFormat.string(rect.maxX)), y \(PointFormat.string(rect.minY))…\(PointFormat.string(rect.maxY))"
    }

    /// "55 pt on the left and 55 pt on the right".
    private static func beyond(_ frame: CGRect, _ bounds: CGRect) -> String {
        let reaches = [
            ("at the top", bounds.minY - frame.minY), ("on the left", bounds.minX - frame.minX),
            ("at the bottom", frame.maxY - bounds.maxY), ("on the right", frame.maxX - bounds.maxX),
        ].filter { $0.1 > 0.01 }.map { "\(PointFormat.string($0.1)) pt \($0.0)" }
        guard let last = reaches.last else { return "0 pt" }
        return reaches.count == 1 ? last : reaches.dropLast().joined(separator: ", ") + " and " + last
    }
}
