import Foundation
import TrellisGraph
import TrellisSolver

/// The words for views placed out of bounds: where a view lies, how far beyond which edges,
/// and the usual SwiftUI fix.
enum BoundsSentences {
    /// The message of a view named `view`, placed at `frame`, that reaches beyond `bounds`, the
    /// frame of `boundary`.
    static func outside(_ view: LayoutWarning.ViewName, frame: CGRect, bounds: CGRect, boundary: LayoutWarning.Boundary) -> String {
        let what: String
        switch boundary {
        case .window: what = "the \(PointFormat.string(bounds.size)) window"
        case .safeArea: what = "the safe area (\(span(of: bounds)))"
        case .parent(let parent): what = "its parent \(parent.label) (\(PointFormat.string(bounds.size)) at \(span(of: bounds)))"
        }
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

    /// The message of a root that needs `needed` in a window of `window`, centred there.
    static func windowTooSmall(_ view: LayoutWarning.ViewName, needed: CGSize, window: CGSize) -> String {
        let frame = CGRect(x: (window.width - needed.width) / 2, y: (window.height - needed.height) / 2, width: needed.width, height: needed.height)
        return "\(view.label) needs \(PointFormat.string(needed)) but the window is \(PointFormat.string(window)): it sticks out of the window "
            + "by \(beyond(frame, CGRect(origin: .zero, size: window))) (centred, it spans \(span(of: frame))); "
            + "wrap it in a ScrollView or let it shrink (flexible frames, .minimumScaleFactor)"
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
