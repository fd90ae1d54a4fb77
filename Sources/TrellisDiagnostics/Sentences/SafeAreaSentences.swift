import Foundation
import TrellisGraph
import TrellisSolver

extension Decision {
    /// "window 393×852, safe area leaves 393×759 at (0, 59)", or for a safe area inside the
    /// layout "safe area insets 0, 0, 50, 0 leave 393×709 at (0, 0)".
    func safeAreaSentence(size: CGSize, insets: EdgeInsets, remaining: CGSize, origin: CGPoint, isWindow: Bool) -> String {
        let at = "at (\(PointFormat.string(origin.x)), \(PointFormat.string(origin.y)))"
        if isWindow {
            return "window \(PointFormat.string(size)), safe area leaves \(PointFormat.string(remaining)) \(at)"
        }
        let edges = [insets.top, insets.leading, insets.bottom, insets.trailing].map { PointFormat.string($0) }.joined(separator: ", ")
        return "safe area insets \(edges) (top, leading, bottom, trailing) leave \(PointFormat.string(remaining)) \(at)"
    }
}
