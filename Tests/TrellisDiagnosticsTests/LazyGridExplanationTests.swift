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

    @Test("a card's why-chain works out its adaptive column: how many fit and how wide each is")
    func adaptiveCardChain() {
        // SwiftUI's adaptive item (LayoutRules, lazy grids): k = max(1, ⌊(L + s) / (m + s)⌋)
        // tracks of (L − (k − 1)·s) / k. In 358: ⌊366 / 158⌋ = 2 columns of 350 / 2 = 175.
        let result = LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
            ForEach(0..<3, id: \.self) { Color.gray.frame(height: 80).id("card \($0)") }
        }
        .id("grid")
        .layout(in: CGSize(width: 358, height: 600), explain: true)
        let arithmetic = "columns 1–2 adaptive(minimum 150) in 358: floor((358 + 8) / (150 + 8)) = 2 columns, (358 − 8) / 2 = 175 each"
        let card = result.explain("card 1")
        let offer = card.split(separator: "\n").first { $0.contains("'card 1' offered") }
        #expect(offer?.contains("offered 175×nil (\(arithmetic))") == true, "\(card)")
        #expect(offer?.contains("◀ width decided here") == true, "\(card)")
        #expect(card.split(separator: "\n").last?.contains(": 175×80") == true, "\(card)")
        let grid = result.explain("grid")
        #expect(grid.contains("(\(arithmetic); columns 175, 175; rows 80, 80): 358×168"), "\(grid)")
    }

    @Test("a grid of many cards explains each card's column as a grid of three does: explain mode takes the plain layout's path")
    func manyCardsChain() {
        // The same adaptive column as above, for 20 cards: enough for the engine to keep the
        // cells it placed while sizing the grid, which its placement then takes. 10 rows of 80
        // and 9 gaps of 8: 872.
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
            ForEach(0..<20, id: \.self) { Color.gray.frame(height: 80).id("card \($0)") }
        }
        .id("grid")
        let result = view.layout(in: CGSize(width: 358, height: 600), explain: true)
        let arithmetic = "columns 1–2 adaptive(minimum 150) in 358: floor((358 + 8) / (150 + 8)) = 2 columns, (358 − 8) / 2 = 175 each"
        let card = result.explain("card 17")
        let offer = card.split(separator: "\n").first { $0.contains("'card 17' offered") }
        #expect(offer?.contains("offered 175×nil (\(arithmetic))") == true, "\(card)")
        #expect(card.split(separator: "\n").last?.contains(": 175×80") == true, "\(card)")
        // Card 17 is the second of row 9: 175 + 8 across, 8 · (80 + 8) down.
        let grid = result.frame(of: "grid") ?? .zero
        let placed = result.frame(of: "card 17") ?? .zero
        #expect(CGPoint(x: placed.minX - grid.minX, y: placed.minY - grid.minY) == CGPoint(x: 183, y: 704))
        #expect(grid.size == CGSize(width: 358, height: 872))
        #expect(view.layout(in: CGSize(width: 358, height: 600)).frame(of: "card 17") == result.frame(of: "card 17"))
    }

    @Test("fixed and adaptive items: the spacing and the fixed column come off the offer first")
    func fixedThenAdaptive() {
        // objc.io's "SwiftUI's Grid Views": fixed 70 + adaptive 40 in 200 → 70, 57, 57.
        let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<3, id: \.self) { Color.red.frame(height: 50).id("c\($0)") }
        }
        .id("grid")
        .frame(width: 200)
        .layout(in: CGSize(width: 200, height: 200), explain: true)
        .explain("grid")
        #expect(grid.contains("column 1 fixed(70): 70; columns 2–3 adaptive(minimum 40) in 200 − 8 − 70 = 122: "
            + "floor((122 + 8) / (40 + 8)) = 2 columns, (122 − 8) / 2 = 57 each; columns 70, 57, 57"), "\(grid)")
    }

    @Test("flexible items share what remains in turn, clamped; placed, the grid sizes them again from its width")
    func flexibleShares() {
        // objc.io (and LayoutRules): flexible(minimum 50) + flexible(minimum 120) offered 200
        // report 96 + 8 + 120 = 224, then are sized again from 224: 216 / 2 = 108, and the
        // second takes 224 − 8 − 108 = 108, at least 120.
        let result = LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]) {
            Color.red.frame(height: 20).id("a")
            Color.blue.frame(height: 20).id("b")
        }
        .id("grid")
        .frame(width: 200)
        .layout(in: CGSize(width: 200, height: 100), explain: true)
        // The grid's own size comes from the first sizing, from the offer of 200.
        let grid = result.explain("grid")
        #expect(grid.contains("(column 1 flexible(minimum 50) in (200 − 8) / 2 = 96; "
            + "column 2 flexible(minimum 120) in 200 − 8 − 96 = 96, at least 120: 120; columns 96, 120; rows 20): 224×20"), "\(grid)")
        // Its cells' offers come from the second, from the 224 it was given.
        let first = result.explain("a")
        #expect(first.contains("'a' offered 108×nil (column 1 flexible(minimum 50) in (224 − 8) / 2 = 108)"), "\(first)")
        let second = result.explain("b")
        #expect(second.contains("'b' offered 120×nil (column 2 flexible(minimum 120) in 224 − 8 − 108 = 108, at least 120: 120)"), "\(second)")
    }

    @Test("a LazyHGrid's adaptive rows: the arithmetic is in rows")
    func adaptiveRows() {
        // 200 high: ⌊(200 + 8) / (60 + 8)⌋ = 3 rows of (200 − 2 × 8) / 3 = 61.333.
        let chain = LazyHGrid(rows: [GridItem(.adaptive(minimum: 60))]) {
            ForEach(0..<4, id: \.self) { Color.red.frame(width: 30).id("r\($0)") }
        }
        .frame(height: 200)
        .layout(in: CGSize(width: 300, height: 200), explain: true)
        .explain("r2")
        #expect(chain.contains("rows 1–3 adaptive(minimum 60) in 200: floor((200 + 8) / (60 + 8)) = 3 rows, (200 − 2 × 8) / 3 = 61.333 each"), "\(chain)")
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
