import Testing
import Trellis

/// Why-chains reach lazy grids and container-relative frames: the grid's tracks and its rule,
/// and a frame's share of its scroll view, are named in the explanation of the views inside.
@Suite("Explanations: lazy grids and container-relative frames")
@MainActor
struct LazyGridExplanationTests {
    @Test("a cell's why-chain names the grid's rule and its tracks")
    func gridCell() {
        // 200 − 70 − 8 = 122 for the adaptive item: two tracks of 57; one 50-high row.
        let result = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<3, id: \.self) { Color.red.frame(height: 50).id("c\($0)") }
        }
        .id("grid")
        .frame(width: 200)
        .layout(in: CGSize(width: 200, height: 200), explain: true)
        let grid = result.explain("grid")
        #expect(grid.contains("sizes its tracks from its grid items and each line by its longest cell"))
        #expect(grid.contains("columns 70, 57, 57; rows 50"))
        #expect(result.explain("c1").contains("'c1'"))
    }

    @Test("a container-relative frame in a scroll view says it takes a share of the scroll view")
    func relativeFrame() {
        let chain = ScrollView(.horizontal) {
            Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).id("card")
        }
        .layout(in: CGSize(width: 300, height: 100), explain: true)
        .explain("card")
        #expect(chain.contains("takes its share of the visible size of its scroll view"))
        #expect(chain.split(separator: "\n").last?.contains(": 150×100") == true, "\(chain)")
    }
}
