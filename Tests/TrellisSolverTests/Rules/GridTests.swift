import Testing
import Trellis

/// Grid and GridRow. Apple's documentation states the behaviour (columns as wide as their
/// widest cell, rows as tall as their tallest, flexible columns and rows sharing what remains,
/// merged cells and anchors aligned by unit point); how space is shared is Trellis's
/// derivation: the stack rule applied to columns, then rows (least flexible first, each offered
/// an equal share of what remains). The arithmetic is next to each value.
@Suite("Grid")
@MainActor
struct GridTests {
    private let window = CGSize(width: 200, height: 200)

    @Test("columns are as wide as their widest cell, rows as tall as their tallest, cells centred")
    func tracksFitTheirCells() {
        // Columns 40 and 30, rows 30 and 10, default spacing 8: 78×48, at (61, 76) in the window.
        let result = Grid {
            GridRow {
                Color.red.frame(width: 40, height: 20).id("a")
                Color.red.frame(width: 10, height: 30).id("b")
            }
            GridRow {
                Color.blue.frame(width: 20, height: 10).id("c")
                Color.blue.frame(width: 30, height: 10).id("d")
            }
        }
        .id("grid")
        .layout(in: window)
        #expect(result.frame(of: "grid") == CGRect(x: 61, y: 76, width: 78, height: 48))
        // a: 40×20 centred in its 40×30 cell.
        #expect(result.frame(of: "a") == CGRect(x: 61, y: 81, width: 40, height: 20))
        // b: second column starts at 61 + 40 + 8 = 109; 10 wide, centred in 30.
        #expect(result.frame(of: "b") == CGRect(x: 119, y: 76, width: 10, height: 30))
        // c: second row starts at 76 + 30 + 8 = 114.
        #expect(result.frame(of: "c") == CGRect(x: 71, y: 114, width: 20, height: 10))
        #expect(result.frame(of: "d") == CGRect(x: 109, y: 114, width: 30, height: 10))
    }

    private func labelledRows(labelAlignment: HorizontalAlignment? = nil, rowAlignment: VerticalAlignment? = nil) -> some View {
        // Labels stand in for Text: fixed 60×20 and 40×20 views.
        Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow(alignment: rowAlignment) {
                if let labelAlignment {
                    Color.gray.frame(width: 60, height: 20).id("label0").gridColumnAlignment(labelAlignment)
                } else {
                    Color.gray.frame(width: 60, height: 20).id("label0")
                }
                Color.red.id("r0a")
                Color.red.id("r0b")
            }
            GridRow {
                Color.gray.frame(width: 40, height: 20).id("label1")
                Color.blue.id("r1a")
                Color.blue.id("r1b")
            }
        }
        .frame(width: 300, height: 210)
    }

    @Test("flexible columns and rows share the space the fixed ones leave, equally")
    func flexibleTracksShare() {
        // Width: 300 − 2 × 10 = 280. The label column is fixed at 60 (flexibility 0), so it goes
        // first: offered 280 / 3, it takes 60; the Color columns then get 220 / 2 = 110 each.
        // Height: 210 − 10 = 200; both rows are 20…∞, so each gets 100.
        let result = labelledRows().layout(in: CGSize(width: 300, height: 210))
        #expect(result.frame(of: "r0a") == CGRect(x: 70, y: 0, width: 110, height: 100))
        #expect(result.frame(of: "r0b") == CGRect(x: 190, y: 0, width: 110, height: 100))
        #expect(result.frame(of: "r1b") == CGRect(x: 190, y: 110, width: 110, height: 100))
        // Labels centred in their 60×100 cells: (0, 40) and (10, 150).
        #expect(result.frame(of: "label0") == CGRect(x: 0, y: 40, width: 60, height: 20))
        #expect(result.frame(of: "label1") == CGRect(x: 10, y: 150, width: 40, height: 20))
    }

    @Test("gridColumnAlignment on one cell aligns its whole column; a row's alignment its cells")
    func columnAndRowAlignment() {
        let trailing = labelledRows(labelAlignment: .trailing).layout(in: CGSize(width: 300, height: 210))
        // The 40-wide label ends at the column's trailing edge, 60.
        #expect(trailing.frame(of: "label1") == CGRect(x: 20, y: 150, width: 40, height: 20))
        #expect(trailing.frame(of: "label0") == CGRect(x: 0, y: 40, width: 60, height: 20))
        let top = labelledRows(rowAlignment: .top).layout(in: CGSize(width: 300, height: 210))
        #expect(top.frame(of: "label0") == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(top.frame(of: "label1") == CGRect(x: 10, y: 150, width: 40, height: 20))
    }

    @Test("gridCellAnchor puts the view's unit point on the cell's (Apple's gridCellAnchor example)")
    func cellAnchor() {
        // 60-pt cells 1 pt apart: the grid is 121×121, at (39.5, 39.5). The last cell starts at
        // 39.5 + 61 = 100.5; the marker's (0.25, 0.75) point meets the cell's:
        // 100.5 + 0.25 × (60 − 10) = 113, 100.5 + 0.75 × 50 = 138.
        let result = Grid(horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.red.frame(width: 60, height: 60)
            }
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.blue.frame(width: 10, height: 10).id("marker").gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
            }
        }
        .layout(in: window)
        #expect(result.frame(of: "marker") == CGRect(x: 113, y: 138, width: 10, height: 10))
    }

    @Test("a cell spanning columns is centred in the merged cell (Apple's gridCellAnchor example)")
    func mergedCell() {
        // Three 60-pt columns 1 pt apart: 182×121 at (9, 39.5). The merged cell covers columns
        // 2 and 3: x 70, 121 wide; row 2: y 100.5, 60 tall. Centred: (70 + 55.5, 100.5 + 25).
        let result = Grid(alignment: .center, horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.red.frame(width: 60, height: 60)
                Color.red.frame(width: 60, height: 60)
            }
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.blue.frame(width: 10, height: 10).id("marker").gridCellColumns(2)
            }
        }
        .layout(in: window)
        #expect(result.frame(of: "marker") == CGRect(x: 125.5, y: 125.5, width: 10, height: 10))
    }

    @Test("a view outside any row spans the grid; a flexible one widens the grid to the offered width")
    func fullWidthRow() {
        // Columns start at 40 and 40. The divider stand-in is offered their 88 plus the 212 they
        // leave of 300 − 8, takes 300, and the 212 extra widens each column by 106 to 146. Rows
        // are 20, 1 and 20 tall with 8 between: 57, at y = (200 − 57) / 2 = 71.5.
        let result = Grid {
            GridRow {
                Color.red.frame(width: 40, height: 20).id("topLeft")
                Color.red.frame(width: 40, height: 20)
            }
            Color.gray.frame(height: 1).id("divider")
            GridRow {
                Color.blue.frame(width: 40, height: 20)
                Color.blue.frame(width: 40, height: 20).id("bottomRight")
            }
        }
        .id("grid")
        .layout(in: CGSize(width: 300, height: 200))
        #expect(result.frame(of: "grid") == CGRect(x: 0, y: 71.5, width: 300, height: 57))
        #expect(result.frame(of: "divider") == CGRect(x: 0, y: 99.5, width: 300, height: 1))
        // 40 wide, centred in the 146-wide first column: x = 53.
        #expect(result.frame(of: "topLeft") == CGRect(x: 53, y: 71.5, width: 40, height: 20))
        // Second column starts at 146 + 8 = 154: x = 154 + 53; third row at 99.5 + 1 + 8.
        #expect(result.frame(of: "bottomRight") == CGRect(x: 207, y: 108.5, width: 40, height: 20))
    }

    @Test("a shorter row leaves its trailing cells empty, and a GridRow spans the grid's width")
    func shortRowsAndRowFrames() {
        // Three columns of 20 (8 apart): 76 wide. The second row's only cell is in column 1.
        let result = Grid {
            GridRow {
                Color.red.frame(width: 20, height: 20)
                Color.red.frame(width: 20, height: 20)
                Color.red.frame(width: 20, height: 20).id("third")
            }
            GridRow {
                Color.blue.frame(width: 20, height: 20).id("alone")
            }
            .id("row")
        }
        .layout(in: window)
        // The grid is 76×48 at (62, 76).
        #expect(result.frame(of: "third") == CGRect(x: 118, y: 76, width: 20, height: 20))
        #expect(result.frame(of: "alone") == CGRect(x: 62, y: 104, width: 20, height: 20))
        #expect(result.frame(of: "row") == CGRect(x: 62, y: 104, width: 76, height: 20))
    }

    @Test("proposed nothing, a grid takes each column's and row's ideal length")
    func idealSize() {
        // Colors are ideally 10×10: two columns of 10 and two rows of 10, 8 apart.
        let size = Grid {
            GridRow { Color.red; Color.red }
            GridRow { Color.blue; Color.blue }
        }
        .sizeThatFits(.unspecified)
        #expect(size == CGSize(width: 28, height: 28))
    }

    @Test("a GridRow outside a grid is a grid of one row")
    func loneRow() {
        // Like an HStack of 8-pt spacing: 50 + 8 + 30 = 88 wide, centred at x = 56.
        let result = GridRow {
            Color.red.frame(width: 50, height: 20).id("first")
            Color.blue.frame(width: 30, height: 20).id("second")
        }
        .layout(in: window)
        #expect(result.frame(of: "first") == CGRect(x: 56, y: 90, width: 50, height: 20))
        #expect(result.frame(of: "second") == CGRect(x: 114, y: 90, width: 30, height: 20))
    }

    @Test("grids and their cell modifiers survive a round trip through a graph file")
    func roundTrip() throws {
        let graph = Grid(alignment: .topLeading, horizontalSpacing: 2, verticalSpacing: 3) {
            GridRow(alignment: .bottom) {
                Color.red.frame(width: 30, height: 10).gridColumnAlignment(.trailing)
                Color.green.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)
            }
            Color.blue.frame(width: 50, height: 5).gridCellColumns(2)
        }
        .layoutGraph()
        let decoded = try LayoutGraph.decode(json: graph.jsonData())
        #expect(try decoded.jsonData() == graph.jsonData())
        #expect(LayoutSolver().layout(decoded, in: window).frames == LayoutSolver().layout(graph, in: window).frames)
    }

    @Test("a cell spanning fewer than one column is reported and spans one")
    func invalidColumnCount() {
        let result = Grid {
            GridRow {
                Color.red.frame(width: 20, height: 20).gridCellColumns(0).id("cell")
            }
        }
        .layout(in: window)
        #expect(result.frame(of: "cell") == CGRect(x: 90, y: 90, width: 20, height: 20))
        #expect(result.warnings.map(\.kind) == [.invalidValue])
    }
}
