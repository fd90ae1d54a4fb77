import Trellis

/// Tags of different widths that wrap onto new rows, laid out by ``FlowLayout``.
public struct TagCloud: View {
    private let widths: [CGFloat] = [64, 88, 40, 120, 56, 72, 96, 48]

    /// Creates the tag cloud.
    public init() {}

    /// The tags in a flow layout, padded.
    public var body: some View {
        FlowLayout(spacing: 8) {
            ForEach(0..<widths.count) { index in
                Color.orange.frame(width: widths[index], height: 28).id("tag \(index + 1)")
            }
        }
        .padding()
    }
}

/// A layout that puts its subviews, at their ideal sizes, in rows from the leading edge,
/// starting a new row when the next subview would not fit: a custom `Layout` written as for
/// SwiftUI.
public struct FlowLayout: Layout {
    /// The distance between subviews and between rows.
    public var spacing: CGFloat

    /// Creates a flow layout with `spacing` between subviews and rows.
    public init(spacing: CGFloat = 8) {
        self.spacing = spacing
    }

    /// As wide as the widest row and as tall as the rows and the spacing between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(fitting: proposal.width ?? .infinity, subviews: subviews)
        let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: rows.map(\.width).max() ?? 0, height: height)
    }

    /// Places each row below the previous one, its subviews from the leading edge.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(fitting: bounds.width, subviews: subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    /// One row: its subviews' indices and the row's size.
    private struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    /// The subviews in rows no wider than `maxWidth` (a wider subview gets a row of its own).
    private func rows(fitting maxWidth: CGFloat, subviews: Subviews) -> [Row] {
        var rows: [Row] = []
        var row = Row()
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            if width > maxWidth, !row.indices.isEmpty {
                rows.append(row)
                row = Row(indices: [index], width: size.width, height: size.height)
            } else {
                row.indices.append(index)
                row.width = width
                row.height = max(row.height, size.height)
            }
        }
        if !row.indices.isEmpty { rows.append(row) }
        return rows
    }
}
