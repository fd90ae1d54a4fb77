import Testing
import Trellis

/// A flexible frame's limits on an axis keep each unset limit as a pattern of their own.
@Suite("Flexible frame limits")
struct FlexFrameLimitsTests {
    @Test("limits are empty only when none is set; a NaN or an infinity given is a limit set")
    func emptiness() {
        #expect(FlexFrameSpec.Limits().isEmpty)
        #expect(FlexFrameSpec.Limits(min: nil, ideal: nil, max: nil).isEmpty)
        for limits in [FlexFrameSpec.Limits(min: 0), FlexFrameSpec.Limits(ideal: 10), FlexFrameSpec.Limits(max: .infinity), FlexFrameSpec.Limits(max: .nan)] {
            #expect(!limits.isEmpty, "\(limits)")
        }
        var cleared = FlexFrameSpec.Limits(min: 5)
        cleared.min = nil
        #expect(cleared.isEmpty && cleared == FlexFrameSpec.Limits())
    }
}
