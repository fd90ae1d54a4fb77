import Testing
import Trellis

/// position(x:y:) (LayoutRules article §6): the modifier takes the proposal (the child's size on an
/// unspecified axis) and puts the child's centre at the point.
@Suite("position")
@MainActor
struct PositionTests {
    @Test("the modifier takes the whole proposal and centres the child on the point")
    func takesProposalAndCentresChild() {
        let result = Color.red.frame(width: 50, height: 20).id("child").position(x: 30, y: 40).id("position")
            .layout(in: CGSize(width: 200, height: 100))
        #expect(result.frame(of: "position") == CGRect(x: 0, y: 0, width: 200, height: 100))
        // Centre (30, 40) minus half of 50×20.
        #expect(result.frame(of: "child") == CGRect(x: 5, y: 30, width: 50, height: 20))
    }

    @Test("an unspecified axis takes the child's size, not 10")
    func unspecifiedAxisTakesChildSize() {
        // Under fixedSize the modifier is proposed nil×nil and takes the child's 50×20; it is
        // centred in the 200×200 window at (75, 90), and the child's centre is 10 pt in from
        // its top-leading corner: (75 + 10 − 25, 90 + 10 − 10).
        let result = Color.red.frame(width: 50, height: 20).id("child").position(x: 10, y: 10).id("position").fixedSize()
            .layout(in: CGSize(width: 200, height: 200))
        #expect(result.frame(of: "position") == CGRect(x: 75, y: 90, width: 50, height: 20))
        #expect(result.frame(of: "child") == CGRect(x: 60, y: 90, width: 50, height: 20))
    }

    @Test("a non-finite coordinate is reported and treated as 0")
    func nonFiniteCoordinate() {
        let result = Color.red.frame(width: 20, height: 20).id("child").position(x: .nan, y: 50).layout(in: CGSize(width: 100, height: 100))
        #expect(result.frame(of: "child") == CGRect(x: -10, y: 40, width: 20, height: 20))
        // Centred on x = 0, the child sticks out of the window by 10 pt on the left.
        #expect(result.warnings.map(\.kind) == [.invalidValue, .outOfBounds])
    }
}
