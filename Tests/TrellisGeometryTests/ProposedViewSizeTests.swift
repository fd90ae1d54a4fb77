import Foundation
import Testing
import TrellisGeometry

/// `ProposedViewSize` as SwiftUI documents it: its three named proposals, and the 10 × 10 that
/// stands in for an unspecified dimension (the default of `replacingUnspecifiedDimensions(by:)`).
@Suite("Proposed view size")
struct ProposedViewSizeTests {
    @Test("the named proposals are zero, infinity and nil on both axes")
    func namedProposals() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize.unspecified.width == nil)
        #expect(ProposedViewSize.unspecified.height == nil)
    }

    @Test("an unspecified dimension becomes 10 by default, a given one stays")
    func replacingUnspecifiedDimensions() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 40, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 40, height: 10))
        #expect(ProposedViewSize(width: nil, height: 7).replacingUnspecifiedDimensions(by: CGSize(width: 3, height: 4))
            == CGSize(width: 3, height: 7))
    }

    @Test("a proposal made from a size proposes both of its dimensions")
    func fromSize() {
        let proposal = ProposedViewSize(CGSize(width: 12, height: 34))
        #expect(proposal.width == 12 && proposal.height == 34)
    }

    @Test("the axis subscript and the major/minor initialiser agree")
    func alongAxis() {
        let vertical = ProposedViewSize(major: 100, minor: nil, along: .vertical)
        #expect(vertical.height == 100 && vertical.width == nil)
        #expect(vertical[.vertical] == 100 && vertical[.horizontal] == nil)
    }
}
