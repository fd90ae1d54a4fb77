import Foundation
import Testing
import Trellis

/// Layout diffs say why a view moved or resized: for each kind of change (code, state,
/// environment, window), the headline names the view and the first decision on its why-chain
/// whose value differs, with both values.
///
/// The numbers follow SwiftUI's stack distribution (see the LayoutRules article): a stack takes
/// its spacing off its length, then offers its children, least flexible first, an equal part
/// of what remains; a fixed `frame(width:)` takes its width whatever it is offered, a colour
/// takes what it is offered.
@Suite("Layout diffs") @MainActor
struct LayoutDiffTests {
    private let window = CGSize(width: 390, height: 844)

    /// A row of a price that takes what the title leaves, in a 300×50 frame, no spacing.
    private func priceRow(titleWidth: CGFloat) -> LayoutResult {
        HStack(spacing: 0) {
            Color.blue.id("price")
            Color.red.frame(width: titleWidth).id("title")
        }
        .frame(width: 300, height: 50)
        .layout(in: window)
    }

    @Test("code: a modifier's parameter changed, and the view beside it gets a smaller share")
    func codeChange() throws {
        // The title (100…100) is sized first: offered 300 / 2 = 150, it takes 100; the price is
        // offered the 200 left. At 120 wide the title leaves 180.
        let diff = LayoutDiff(from: priceRow(titleWidth: 100), to: priceRow(titleWidth: 120))
        #expect(diff.headline == "'price' got 20 pt narrower because the HStack's share for it fell from 200 to 180 "
            + "when 'title' grew from 100 to 120 (its width changed from 100 to 120)")
        #expect(diff.changes.map(\.view.label) == ["'price'", "'title'", "Color.red"])
        let title = try #require(diff.changes.first { $0.view.id == "title" })
        // The row is centred in the window: it starts at (390 − 300) / 2 = 45, the title after
        // the price at 45 + 200 = 245, then at 45 + 180 = 225.
        #expect(title.frameBefore == CGRect(x: 245, y: 397, width: 100, height: 50))
        #expect(title.frameAfter == CGRect(x: 225, y: 397, width: 120, height: 50))
        #expect(title.sentence == "'title' moved 20 pt left and got 20 pt wider because its width changed from 100 to 120")
        #expect(diff.inserted.isEmpty && diff.removed.isEmpty)
    }

    @Test("code: a view inserted beside the others leaves them matched, and is named as the origin")
    func insertedView() throws {
        let before = priceRow(titleWidth: 100)
        let after = HStack(spacing: 0) {
            Color.blue.id("price")
            Color.green.frame(width: 40).id("badge")
            Color.red.frame(width: 100).id("title")
        }
        .frame(width: 300, height: 50)
        .layout(in: window)
        let diff = LayoutDiff(from: before, to: after)
        #expect(diff.inserted.map { after.graph[$0].ids } == [["badge"]])
        #expect(diff.removed.isEmpty)
        // The badge and the title (both fixed) are sized first, so the price is offered
        // 300 − 40 − 100 = 160.
        #expect(diff.headline == "'price' got 40 pt narrower because the HStack's share for it fell from 200 to 160 when the HStack had 1 view inserted")
    }

    @Test("code: a modifier added around a view leaves it matched, and is named as the origin")
    func modifierAdded() throws {
        let after = HStack(spacing: 0) {
            Color.blue.id("price").padding(8)
            Color.red.frame(width: 100).id("title")
        }
        .frame(width: 300, height: 50)
        .layout(in: window)
        let diff = LayoutDiff(from: priceRow(titleWidth: 100), to: after)
        // The padding is offered the price's 200 × 50 and takes 8 off each edge: 184 × 34 at
        // (45 + 8, 397 + 8).
        #expect(diff.headline == "'price' moved 8 pt right and 8 pt down and got 16 pt narrower and 16 pt shorter because the padding offered it "
            + "184×34 instead of 200×50 (padding takes 8 + 8 off the width and 8 + 8 off the height) when padding was added around 'price'")
        #expect(diff.inserted.isEmpty && diff.removed.isEmpty)
        let removed = LayoutDiff(from: after, to: priceRow(titleWidth: 100))
        #expect(removed.headline == "'price' moved 8 pt left and 8 pt up and got 16 pt wider and 16 pt taller because the HStack offered it "
            + "200×50 (flexibility 0…∞: offered 200) instead of 184×34 when padding was removed from around 'price'")
    }

    @Test("state: a @State value changed, and the view beside it gets a smaller share")
    func stateChange() throws {
        let tap = Tap()
        let host = LayoutHost(rootView: Inspector(tap: tap), explain: true)
        let before = host.layout(in: window).result
        tap.action()
        let after = host.layout(in: window).result
        // The window offers the stack 390: the inspector (80…80) takes 80 of 390 / 2, the
        // detail the 310 left; expanded to 240, it leaves 150.
        let diff = LayoutDiff(from: before, to: after)
        #expect(diff.headline == "'detail' got 160 pt narrower because the HStack's share for it fell from 310 to 150 "
            + "when 'inspector' grew from 80 to 240 (its width changed from 80 to 240)")
    }

    @Test("environment: a larger Dynamic Type size makes a text wider, and the view beside it gets a smaller share")
    func environmentChange() throws {
        func row(_ size: DynamicTypeSize) -> LayoutResult {
            HStack(spacing: 0) {
                Color.blue.id("bar")
                Text("Title").id("title").fixedSize()
            }
            .frame(width: 300, height: 60)
            .dynamicTypeSize(size)
            .layout(in: window)
        }
        let before = row(.large), after = row(.xxxLarge)
        let titleBefore = try #require(before.frame(of: "title")), titleAfter = try #require(after.frame(of: "title"))
        // The fixed-size title is sized first and the bar takes the rest of 300. The body style
        // is 17 pt at the large size and 23 pt at xxxLarge (Apple's Dynamic Type sizes).
        let diff = LayoutDiff(from: before, to: after)
        let headline = try #require(diff.headline)
        #expect(headline.hasPrefix("'bar' got \(PointFormat.string(titleAfter.width - titleBefore.width)) pt narrower "
            + "because the HStack's share for it fell from \(PointFormat.string(300 - titleBefore.width)) to \(PointFormat.string(300 - titleAfter.width)) "
            + "when 'title' grew from \(PointFormat.string(titleBefore.size)) to \(PointFormat.string(titleAfter.size))"), "\(headline)")
        #expect(headline.hasSuffix("(its fontSize changed from 17 to 23)"), "\(headline)")
    }

    @Test("window: a narrower window gives the flexible view a smaller share")
    func windowChange() throws {
        func row(in size: CGSize) -> LayoutResult {
            HStack {
                Color.blue.frame(width: 100).id("icon")
                Color.red.id("fill")
            }
            .frame(height: 50)
            .layout(in: size)
        }
        // Spacing 8 leaves 382 of 390: the icon takes 100, the fill 282; of 320, 312 and 212.
        // The 50-pt row is centred: at y = (844 − 50) / 2 = 397, then (568 − 50) / 2 = 259.
        let diff = LayoutDiff(from: row(in: window), to: row(in: CGSize(width: 320, height: 568)))
        #expect(diff.headline == "'fill' moved 138 pt up and got 70 pt narrower because the HStack's share for it fell from 282 to 212 "
            + "when the window changed from 390×844 to 320×568")
        let icon = try #require(diff.changes.first { $0.view.id == "icon" })
        #expect(icon.frameBefore.origin == CGPoint(x: 0, y: 397) && icon.frameAfter.origin == CGPoint(x: 0, y: 259))
    }

    @Test("a ViewThatFits that shows another candidate: one candidate goes, the other comes")
    func candidateSwitch() throws {
        func fitting(in size: CGSize) -> LayoutResult {
            ViewThatFits {
                Color.blue.frame(width: 300, height: 50).id("wide")
                Color.red.frame(width: 100, height: 50).id("narrow")
            }
            .layout(in: size)
        }
        // The 300-pt candidate fits a 390-pt window and not a 200-pt one, where the 100-pt one
        // is shown.
        let diff = LayoutDiff(from: fitting(in: window), to: fitting(in: CGSize(width: 200, height: 844)))
        #expect(diff.removed.map { diff.before.graph[$0].ids } == [["wide"]])
        #expect(diff.inserted.map { diff.after.graph[$0].ids } == [["narrow"]])
        // The window centres the container: at (390 − 300) / 2 = 45, then (200 − 100) / 2 = 50.
        #expect(diff.headline == "ViewThatFits moved 5 pt right and got 200 pt narrower because the window offered it 200×844 instead of 390×844")
    }

    @Test("the same layout twice has no changes")
    func noChange() {
        let diff = LayoutDiff(from: priceRow(titleWidth: 100), to: priceRow(titleWidth: 100))
        #expect(diff.isEmpty)
        #expect(diff.headline == nil)
        #expect(diff.text == "no view moved or resized")
    }
}

/// Runs the action a view's body handed it, as a tap on a button would.
@MainActor
private final class Tap {
    private(set) var action: () -> Void = {}

    /// Keeps `action` to run later.
    func remember(_ action: @escaping () -> Void) {
        self.action = action
    }
}

/// A detail pane beside an inspector that a tap widens from 80 to 240.
private struct Inspector: View {
    let tap: Tap
    @State private var expanded = false

    var body: some View {
        let _ = tap.remember { expanded.toggle() }
        HStack(spacing: 0) {
            Color.white.id("detail")
            Color.gray.frame(width: expanded ? 240 : 80).id("inspector")
        }
    }
}
