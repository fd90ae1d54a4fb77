import Testing
import Trellis

/// LazyVGrid and LazyHGrid, laid out by the rule documented in the LayoutRules article (§9,
/// lazy grids): fixed tracks first, then every other item in order offered what remains divided
/// by the items left (flexible ones clamped, adaptive ones holding ⌊(L + s) / (m + s)⌋ tracks),
/// lines as long as their longest cell, tracks sized again from the grid's own length when
/// placed. Every expected value is worked out by hand next to it; the three objc.io quiz grids
/// give the numbers the article states.
@Suite("Lazy grids")
@MainActor
struct LazyGridTests {
    /// `count` cells 50 tall, named c0, c1, …
    private func cells(_ count: Int, height: CGFloat = 50) -> some View {
        ForEach(0..<count, id: \.self) { Color.red.frame(height: height).id("c\($0)") }
    }

    @Test("a fixed column and an adaptive one: 70, then two adaptive columns of 57 (objc.io quiz 1)")
    func fixedAndAdaptive() {
        // 200 − 70 (fixed) − 8 (spacing after the first column) = 122 for the adaptive column;
        // ⌊(122 + 8) / (40 + 8)⌋ = ⌊2.71⌋ = 2 tracks of (122 − 8) / 2 = 57, at 78 and 143.
        // Rows: c0 c1 c2 / c3, 50 tall and 8 apart: 108. Centred in 400: y = 146.
        let result = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { cells(4) }
            .id("grid")
            .frame(width: 200)
            .layout(in: CGSize(width: 200, height: 400))
        #expect(result.frame(of: "grid") == CGRect(x: 0, y: 146, width: 200, height: 108))
        #expect(result.frame(of: "c0") == CGRect(x: 0, y: 146, width: 70, height: 50))
        #expect(result.frame(of: "c1") == CGRect(x: 78, y: 146, width: 57, height: 50))
        #expect(result.frame(of: "c2") == CGRect(x: 143, y: 146, width: 57, height: 50))
        #expect(result.frame(of: "c3") == CGRect(x: 0, y: 204, width: 70, height: 50))
    }

    @Test("an adaptive column narrower than its minimum holds one track that short (objc.io quiz 2)")
    func adaptiveBelowItsMinimum() {
        // 200 − 8 = 192; the flexible column is offered 192 / 2 = 96, clamped to its minimum 140;
        // 192 − 140 = 52 for the adaptive column: ⌊(52 + 8) / (70 + 8)⌋ = 0, so one track of 52.
        let result = LazyVGrid(columns: [GridItem(.flexible(minimum: 140)), GridItem(.adaptive(minimum: 70))]) { cells(2) }
            .id("grid")
            .frame(width: 200)
            .layout(in: CGSize(width: 200, height: 200))
        #expect(result.frame(of: "c0") == CGRect(x: 0, y: 75, width: 140, height: 50))
        #expect(result.frame(of: "c1") == CGRect(x: 148, y: 75, width: 52, height: 50))
    }

    @Test("tracks that overflow are sized again from the grid's own width when placed (objc.io quiz 3)")
    func overflowingTracksAreSizedTwice() {
        // Sizing, offered 200: 192 / 2 = 96 (above 50) and 96 clamped to 120: 96 + 8 + 120 = 224,
        // centred in the 200 frame at x = −12.
        // Placing, from 224: 216 / 2 = 108 and 108 clamped to 120: 108 at −12, 120 at −12 + 116 = 104.
        let result = LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]) { cells(2) }
            .id("grid")
            .frame(width: 200)
            .layout(in: CGSize(width: 200, height: 200))
        #expect(result.frame(of: "grid") == CGRect(x: -12, y: 75, width: 224, height: 50))
        #expect(result.frame(of: "c0") == CGRect(x: -12, y: 75, width: 108, height: 50))
        #expect(result.frame(of: "c1") == CGRect(x: 104, y: 75, width: 120, height: 50))
    }

    @Test("one adaptive item holds as many columns as fit at each width", arguments: [
        // (width, tracks, track width): k = max(1, ⌊(W + 8) / 88⌋), each (W − 8(k − 1)) / k.
        (CGFloat(393), 4, CGFloat(92.25)), // ⌊401 / 88⌋ = 4; (393 − 24) / 4
        (375, 4, 87.75), // ⌊383 / 88⌋ = 4; (375 − 24) / 4
        (820, 9, 84), // ⌊828 / 88⌋ = 9; (820 − 64) / 9
        (168, 2, 80), // ⌊176 / 88⌋ = 2 exactly; (168 − 8) / 2
        (100, 1, 100), // ⌊108 / 88⌋ = 1
        (60, 1, 60), // ⌊68 / 88⌋ = 0, so one track, narrower than the minimum
    ])
    func adaptiveColumnsAtWidths(width: CGFloat, tracks: Int, trackWidth: CGFloat) throws {
        let result = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 10) { cells(10, height: 40) }
            .id("grid")
            .frame(width: width)
            .layout(in: CGSize(width: width, height: 1000))
        let grid = try #require(result.frame(of: "grid"))
        #expect(grid.width == width)
        // Row r starts 50·r below the grid (40 tall, 10 apart); column j at (trackWidth + 8)·j.
        for index in 0..<10 {
            let frame = try #require(result.frame(of: "c\(index)"))
            let (row, column) = (index / tracks, index % tracks)
            #expect(abs(frame.minX - grid.minX - CGFloat(column) * (trackWidth + 8)) < 1e-9, "cell \(index)")
            #expect(frame.minY - grid.minY == CGFloat(row) * 50, "cell \(index)")
            #expect(abs(frame.width - trackWidth) < 1e-9, "cell \(index)")
        }
        // ⌈10 / k⌉ rows: 40 each and 10 apart.
        let rows = (10 + tracks - 1) / tracks
        #expect(grid.height == CGFloat(rows) * 40 + CGFloat(rows - 1) * 10)
    }

    @Test("an adaptive item's tracks stop at its maximum, so the grid is narrower than offered")
    func adaptiveMaximum() {
        // ⌊(300 + 8) / 58⌋ = 5 tracks; (300 − 32) / 5 = 53.6, capped at 52: 5·52 + 4·8 = 292,
        // centred in the 300 frame at x = 4. Placed from 292: ⌊300 / 58⌋ = 5, (292 − 32) / 5 = 52.
        let result = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 52))]) { cells(5) }
            .id("grid")
            .frame(width: 300)
            .layout(in: CGSize(width: 300, height: 50))
        #expect(result.frame(of: "grid") == CGRect(x: 4, y: 0, width: 292, height: 50))
        #expect(result.frame(of: "c4") == CGRect(x: 4 + 4 * 60, y: 0, width: 52, height: 50))
    }

    @Test("fixed, flexible and adaptive items that need more than offered widen the grid")
    func mixedItemsOverflow() {
        // Offered 300: 300 − 3·8 − 100 − 100 = 76; flexible 76 / 2 = 38, clamped to 100; −24
        // left, so the adaptive item takes 0 (one track). 100 + 8 + 100 + 8 + 0 + 8 + 100 = 324,
        // centred in the 300 frame at −12. Placed from 324: 100; 100 − 100 = 0 for the adaptive.
        let result = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)), GridItem(.adaptive(minimum: 100)), GridItem(.fixed(100))]) {
            cells(4)
        }
        .id("grid")
        .frame(width: 300)
        .layout(in: CGSize(width: 300, height: 50))
        #expect(result.frame(of: "grid") == CGRect(x: -12, y: 0, width: 324, height: 50))
        #expect(result.frame(of: "c1") == CGRect(x: 96, y: 0, width: 100, height: 50))
        #expect(result.frame(of: "c2") == CGRect(x: 204, y: 0, width: 0, height: 50))
        #expect(result.frame(of: "c3") == CGRect(x: 212, y: 0, width: 100, height: 50))
    }

    @Test("a grid of fixed columns is as wide as they are, and a scroll view centres it")
    func fixedColumnsInScrollView() {
        // 100 + 20 (the first item's spacing) + 50 = 170, centred in 400: x = 115. Rows 30 tall,
        // 8 apart; the scroll view puts its content at the top.
        let result = ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(100), spacing: 20), GridItem(.fixed(50))]) { cells(3, height: 30) }.id("grid")
        }
        .layout(in: CGSize(width: 400, height: 300))
        #expect(result.frame(of: "grid") == CGRect(x: 115, y: 0, width: 170, height: 68))
        #expect(result.frame(of: "c0") == CGRect(x: 115, y: 0, width: 100, height: 30))
        #expect(result.frame(of: "c1") == CGRect(x: 235, y: 0, width: 50, height: 30))
        #expect(result.frame(of: "c2") == CGRect(x: 115, y: 38, width: 100, height: 30))
    }

    @Test("rows are as tall as their tallest cell; cells are aligned by their item, else by the grid")
    func rowsAndAlignment() {
        // Columns 100 and 100, 8 apart. Row 0: 60 tall (b), row 1: 20 tall (c), 8 below.
        // a: top-leading in 100×60. b: leading (the grid's), centred vertically, 60 tall.
        // c: top-leading in 100×20 at y = 68. d: 10 tall, centred in 20: y = 68 + 5.
        let result = LazyVGrid(columns: [GridItem(.fixed(100), alignment: .topLeading), GridItem(.fixed(100))], alignment: .leading) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.red.frame(width: 40, height: 60).id("b")
            Color.red.frame(width: 40, height: 20).id("c")
            Color.red.frame(width: 40, height: 10).id("d")
        }
        .id("grid")
        .layout(in: CGSize(width: 208, height: 88))
        #expect(result.frame(of: "grid") == CGRect(x: 0, y: 0, width: 208, height: 88))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 108, y: 0, width: 40, height: 60))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 68, width: 40, height: 20))
        #expect(result.frame(of: "d") == CGRect(x: 108, y: 73, width: 40, height: 10))
    }

    @Test("a LazyHGrid sizes its rows from the height and each column by its widest cell")
    func horizontalGrid() {
        // Offered 200 high: 200 − 50 − 8 = 142 for the flexible row. Cells are offered their
        // row's height and no width: 30 wide. Columns 8 apart: 30 + 8 + 30 = 68.
        let result = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.flexible())]) {
                ForEach(0..<3, id: \.self) { Color.red.frame(width: 30).id("c\($0)") }
            }
            .id("grid")
        }
        .layout(in: CGSize(width: 300, height: 200))
        #expect(result.frame(of: "grid") == CGRect(x: 0, y: 0, width: 68, height: 200))
        #expect(result.frame(of: "c0") == CGRect(x: 0, y: 0, width: 30, height: 50))
        #expect(result.frame(of: "c1") == CGRect(x: 0, y: 58, width: 30, height: 142))
        #expect(result.frame(of: "c2") == CGRect(x: 38, y: 0, width: 30, height: 50))
    }

    @Test("with no width offered, flexible and adaptive columns take their minimums")
    func unspecifiedWidth() {
        // fixedSize proposes no width: 30 + 8 + 20 = 58 wide, one row 10 tall.
        let result = LazyVGrid(columns: [GridItem(.flexible(minimum: 30)), GridItem(.adaptive(minimum: 20))]) { cells(2, height: 10) }
            .id("grid")
            .fixedSize()
            .layout(in: CGSize(width: 58, height: 10))
        #expect(result.frame(of: "c0") == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(result.frame(of: "c1") == CGRect(x: 38, y: 0, width: 20, height: 10))
    }

    @Test("bad grid items are replaced with a warning naming the value, never a non-finite frame")
    func badItems() throws {
        // The adaptive minimum 0 (with spacing 0, infinitely many tracks) becomes 10; the
        // flexible minimum −5 becomes 0; the NaN fixed length becomes 0.
        let result = LazyVGrid(columns: [
            GridItem(.adaptive(minimum: 0), spacing: 0),
            GridItem(.flexible(minimum: -5, maximum: 3)),
            GridItem(.fixed(.nan)),
        ]) { cells(12, height: 10) }
        .id("grid")
        .frame(width: 100)
        .layout(in: CGSize(width: 100, height: 100))
        let messages = result.warnings.map(\.message)
        #expect(messages.contains { $0.contains("GridItem minimum") && $0.contains("0") && $0.contains("treated as 10") })
        #expect(messages.contains { $0.contains("GridItem minimum") && $0.contains("-5") && $0.contains("treated as 0") })
        #expect(messages.contains { $0.contains("GridItem fixed length") && $0.contains("NaN") })
        for case let frame? in result.frames {
            #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
        }
        // Gaps: 0 after the adaptive item, 8 after the flexible one. Sizing from 100: 100 − 8 − 0
        // = 92; the adaptive item takes 92 / 2 = 46, the flexible one 46 clamped to 3. The grid is
        // 46 + 0 + 3 + 8 + 0 = 57 wide; its adaptive item holds ⌊46 / 10⌋ = 4 tracks, so the 12
        // cells make 2 rows of 6: 10 + 8 + 10 = 28 tall. Centred in 100×100 at (21.5, 36).
        // Placing from 57: 57 − 8 = 49; the adaptive item takes 24.5: ⌊24.5 / 10⌋ = 2 tracks of
        // 12.25 at 21.5 and 33.75; the flexible one 3, at 21.5 + 24.5 = 46.
        #expect(result.frame(of: "grid") == CGRect(x: 21.5, y: 36, width: 57, height: 28))
        #expect(result.frame(of: "c0") == CGRect(x: 21.5, y: 36, width: 12.25, height: 10))
        #expect(result.frame(of: "c1") == CGRect(x: 33.75, y: 36, width: 12.25, height: 10))
        #expect(result.frame(of: "c2") == CGRect(x: 46, y: 36, width: 3, height: 10))
    }

    @Test("a maximum below its minimum becomes the minimum")
    func maximumBelowMinimum() throws {
        // flexible(40…20) becomes 40…40: the column is 40 whatever the offer.
        let result = LazyVGrid(columns: [GridItem(.flexible(minimum: 40, maximum: 20))]) { cells(1) }
            .id("grid")
            .layout(in: CGSize(width: 300, height: 50))
        #expect(result.frame(of: "c0")?.width == 40)
        #expect(result.warnings.contains { $0.message.contains("GridItem maximum") && $0.message.contains("20") })
    }

    @Test("a grid without items shows none of its cells and takes no space")
    func noItems() {
        let result = VStack(spacing: 0) {
            LazyVGrid(columns: []) { cells(3) }.id("grid")
            Color.blue.frame(height: 10).id("after")
        }
        .layout(in: CGSize(width: 100, height: 10))
        #expect(result.frame(of: "grid")?.size == .zero)
        #expect(result.frame(of: "c0") == nil)
        #expect(result.frame(of: "after") == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    /// Cells of many sizes, so that lines differ in length and alignment moves them in their areas.
    private func mixedCells(_ count: Int) -> some View {
        ForEach(0..<count, id: \.self) { index in
            Color.red.frame(width: CGFloat(10 + index % 7 * 5), height: CGFloat(8 + index % 5 * 6)).id("c\(index)")
        }
    }

    @Test("a grid of 16 cells or more, placed at the length it was offered, places the cells it measured: the frames of measuring again",
          arguments: [CGFloat(300), 393, 820])
    func keptCellsKeepTheirFrames(width: CGFloat) {
        let vertical = LazyVGrid(columns: [GridItem(.fixed(60), alignment: .topLeading), GridItem(.flexible()),
                                           GridItem(.adaptive(minimum: 40), alignment: .bottomTrailing)], alignment: .leading) { mixedCells(40) }
            .frame(width: width)
        let horizontal = LazyHGrid(rows: [GridItem(.flexible(), alignment: .bottom), GridItem(.adaptive(minimum: 30))], spacing: 4) { mixedCells(24) }
            .frame(height: width / 2)
        for graph in [vertical.layoutGraph(), horizontal.layoutGraph()] {
            let window = CGSize(width: width, height: 1000)
            let kept = LayoutSolver().layout(graph, in: window)
            // Neither a layout that remembers nothing nor one in explain mode keeps cells: both
            // size the tracks again and measure every line when they place the grid.
            #expect(kept.frames == LayoutSolver(memoize: false).layout(graph, in: window).frames)
            #expect(kept.frames == LayoutSolver(explain: true).layout(graph, in: window).frames)
        }
    }

    @Test("a grid of 16 cells places them from its measurement: it asks fewer size questions than a grid of 15")
    func largeGridMeasuresOnce() {
        func questions(_ count: Int) -> Int {
            let statistics = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { cells(count) }
                .layout(in: CGSize(width: 300, height: 1000)).statistics
            return statistics.measurements + statistics.cacheHits
        }
        // Sizing the tracks and measuring the lines again to place the cells would cost the
        // sixteenth cell's grid more: three questions a cell instead of two.
        #expect(questions(16) < questions(15), "15 cells: \(questions(15)) questions, 16: \(questions(16))")
    }
}
