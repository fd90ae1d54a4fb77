import Foundation

/// Where a wireframe writes each box's label so that no label lies on another: a label goes on
/// the first line inside its box (from the top, one 11-pt line after another) where it overlaps
/// no label placed before it, and is left out when no line of its box is free.
///
/// A label's extent is estimated from its length (10-pt Helvetica averages under 6 pt a
/// character), which is enough to keep labels apart without measuring text.
struct LabelPlacement {
    /// The height of one line of labels.
    static let lineHeight: CGFloat = 11
    /// The estimated advance of one character of a label.
    static let characterWidth: CGFloat = 5.6
    /// The rectangles of the labels placed so far.
    private(set) var placed: [CGRect] = []

    /// The baseline origin of `label` in the box `frame`, or `nil` when every line of the box
    /// (at least its first) would overlap an earlier label; the label's rectangle is then kept.
    mutating func place(_ label: String, in frame: CGRect) -> CGPoint? {
        let width = CGFloat(label.count) * Self.characterWidth
        let lines = max(1, Int(((frame.height - 2) / Self.lineHeight).rounded(.down)))
        for line in 0..<lines {
            let top = frame.minY + CGFloat(line) * Self.lineHeight
            let rect = CGRect(x: frame.minX + 2, y: top, width: width, height: Self.lineHeight)
            guard !placed.contains(where: { Self.overlap($0, rect) }) else { continue }
            placed.append(rect)
            return CGPoint(x: rect.minX, y: top + Self.lineHeight)
        }
        return nil
    }

    /// Whether `a` and `b` share some area; labels on lines one above the other only touch.
    private static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        let shared = a.intersection(b)
        return !shared.isNull && shared.width > 0.001 && shared.height > 0.001
    }
}
