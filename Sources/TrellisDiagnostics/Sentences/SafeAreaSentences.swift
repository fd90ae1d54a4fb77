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

/// The words for a window's safe area on its own, outside any why-chain.
package enum SafeAreaSentences {
    /// A window's safe-area insets and what they leave of `window`: "safe area: top 59, bottom
    /// 34; leaves 393×759 at (0, 59)", or "safe area: none; …" when every inset is 0.
    package static func summary(insets: EdgeInsets, window: CGSize) -> String {
        let edges = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
            .filter { $0.1 != 0 }.map { "\($0.0) \(PointFormat.string($0.1))" }
        let left = CGSize(width: window.width - insets.leading - insets.trailing, height: window.height - insets.top - insets.bottom)
        return "safe area: \(edges.isEmpty ? "none" : edges.joined(separator: ", ")); leaves \(PointFormat.string(left)) at (\(PointFormat.string(insets.leading)), \(PointFormat.string(insets.top)))"
    }
}
