// The examples of "Auditing a layout", verbatim: a screen audited in a test, a card whose line
// limit is marked intended, and a baseline written and read back.
import Foundation
import Testing
import Trellis

struct CloseButtonScreen: View {
    var body: some View {
        VStack {
            Button {} label: { Image(systemName: "xmark").frame(width: 30, height: 30) }
                .id("close")
            Text("Terms apply").font(.system(size: 11))
        }
    }
}

@Suite @MainActor struct CloseButtonScreenAudit {
    @Test func hasNoNewFindings() {
        let findings = CloseButtonScreen().layout(on: .iPhone15).audit(layout: "Close button screen")
        #expect(findings.allSatisfy { !$0.message.isEmpty && !$0.fix.isEmpty })
        #expect(Set(findings.map(\.kind)) == [.smallHitRegion, .unlabeledImage, .fixedTextSize])
    }
}

struct ProductCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Hand-thrown stoneware mug with a speckled glaze, made to order")
                .lineLimit(2)
                .layoutAudit(ignore: .lineLimit)
            Text("$49.00")
        }
        .frame(width: 160)
    }
}

@Suite @MainActor struct CloseButtonScreenBaseline {
    @Test func acceptsTheKnownFindings() throws {
        let layout = CloseButtonScreen().layout(on: .iPhone15)
        let baseline = LayoutAuditBaseline(accepting: layout.audit(layout: "Close button screen"))
        let saved = try LayoutAuditBaseline(jsonData: try baseline.jsonData())
        #expect(layout.audit(layout: "Close button screen").excluding(saved).isEmpty)
    }
}

/// The card's two-line title is shortened by its limit, which the card marks intended: the audit
/// reports it without the mark and not with it.
@Suite @MainActor struct ProductCardAudit {
    @Test func lineLimitMarkedIntended() {
        let card = ProductCard().layout(on: .iPhone15).audit(LayoutAudit(kinds: [.lineLimit, .truncation]))
        #expect(card.isEmpty)
        let unmarked = VStack(alignment: .leading) {
            Text("Hand-thrown stoneware mug with a speckled glaze, made to order").lineLimit(2)
        }
        .frame(width: 160)
        #expect(unmarked.layout(on: .iPhone15).audit(LayoutAudit(kinds: [.lineLimit, .truncation])).map(\.kind) == [.lineLimit])
    }
}
