import Trellis

/// Square thumbnails, three to a row, in a scrolling grid whose cell size a `GeometryReader`
/// computes from the width it is given.
public struct PhotoGrid: View {
    private let rows = 6

    /// Creates the photo grid.
    public init() {}

    /// The reader around the scrolling grid.
    public var body: some View {
        GeometryReader { proxy in
            let side = (proxy.size.width - 2 * 4) / 3
            ScrollView {
                Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                    ForEach(0..<rows) { row in
                        GridRow {
                            ForEach(0..<3) { column in
                                Color.teal.frame(width: side, height: side).id("photo \(row * 3 + column + 1)")
                            }
                        }
                    }
                }
            }
            .id("scroll")
        }
    }
}
