import Foundation
import Testing
import Trellis

/// A diff between two layouts of an adaptive grid says how many columns it had before and
/// after. SwiftUI fits as many adaptive columns as their minimum (plus spacing) allows:
/// ⌊(length + spacing) / (minimum + spacing)⌋.
@Suite("Grid diffs count columns") @MainActor
struct GridDiffTests {
    /// Six cards in an adaptive grid (minimum 160, spacing 8), padded by 16.
    private struct Cards: View {
        var body: some View {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
                ForEach(0..<6) { index in Color.gray.frame(height: 80).id("card \(index)") }
            }
            .id("grid")
            .padding(16)
        }
    }

    @Test("iPhone 15 to iPad: 2 → 4 columns")
    func iPhoneToIPad() {
        // iPhone 15: 393 − 32 = 361 wide, ⌊369 / 168⌋ = 2 columns; iPad: 820 − 32 = 788,
        // ⌊796 / 168⌋ = 4 columns.
        let diff = LayoutDiff(from: Cards().layout(on: .iPhone15), to: Cards().layout(on: .iPad))
        // Six cards: 3 rows of 2, then 2 rows of 4.
        #expect(diff.headline?.hasSuffix("; 2 → 4 columns, 3 → 2 rows") == true, "\(diff.headline ?? "")")
        let line = diff.text.split(separator: "\n").first { $0.hasPrefix("  'grid' ") }
        #expect(line?.hasSuffix("; 2 → 4 columns, 3 → 2 rows") == true, "\(diff.text)")
        // A card is not a grid: its line has no counts of its own.
        #expect(diff.text.split(separator: "\n").first { $0.hasPrefix("  'card 0' ") }?.contains("; 2 → 4 columns") == false)
        // Why a card is wider: its column, worked out again for 788. iPhone 15: (361 − 8) / 2 = 176.5;
        // iPad: (788 − 3 × 8) / 4 = 191.
        let explained = LayoutDiff(from: Cards().layout(on: .iPhone15, explain: true), to: Cards().layout(on: .iPad, explain: true)).text
        #expect(explained.contains("the columns of 'grid' went from 176.5 to 191, 2 → 4 columns "
            + "(columns 1–4 adaptive(minimum 160) in 788: floor((788 + 8) / (160 + 8)) = 4 columns, (788 − 3 × 8) / 4 = 191 each)"), "\(explained)")
    }
}

/// A diff names what the code wrote: `.background(Color.gray)` grows into the safe area, as
/// SwiftUI's `background(_:ignoresSafeAreaEdges:)` does by default, and the diff says the
/// background offered its colour the whole window, not an `ignoresSafeArea` nobody wrote.
@Suite("Diffs blame what the code wrote") @MainActor
struct WrittenDiffTests {
    private struct Screen: View {
        var body: some View {
            VStack { Text("Products").id("title") }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.gray)
        }
    }

    @Test("iPhone 15 to iPad: the background offered the gray colour the whole window")
    func backgroundNotIgnoresSafeArea() {
        let diff = LayoutDiff(from: Screen().layout(on: .iPhone15), to: Screen().layout(on: .iPad))
        #expect(!diff.text.contains("ignoresSafeArea offered"), "\(diff.text)")
        // iPad: the whole 820×1180 window, insets included.
        #expect(diff.text.contains("because the background offered it 820×1180"), "\(diff.text)")
    }
}
