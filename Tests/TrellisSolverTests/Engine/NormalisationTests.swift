import Foundation
import Testing
import Trellis
import TrellisTestSupport

@Suite("Invalid parameters are normalised as SwiftUI does, with a warning")
@MainActor
struct NormalisationTests {
    private func layout(_ kind: NodeKind) -> LayoutResult {
        var graph = LayoutGraph()
        let leaf = graph.color(ids: ["leaf"])
        graph.add(kind, children: [leaf], ids: ["frame"])
        return LayoutSolver().layout(graph, in: CGSize(width: 200, height: 100))
    }

    @Test("a negative or non-finite fixed frame dimension is ignored", arguments: [-10, CGFloat.nan, .infinity])
    func invalidFixedDimensionIsIgnored(width: CGFloat) {
        let result = layout(.frame(FrameSpec(width: width, height: 40)))
        #expect(result.frame(of: "frame") == CGRect(x: 0, y: 30, width: 200, height: 40))
        #expect(result.warnings.map(\.kind) == [.invalidValue])
        #expect(result.warnings.first?.message.contains("width") == true)
    }

    @Test("contradictory flexible limits are ordered and reported")
    func contradictoryLimitsAreOrdered() {
        let result = layout(.flexFrame(FlexFrameSpec(width: .init(min: 120, ideal: 80, max: 50))))
        // min 120, ideal raised to 120, max raised to 120: the frame is 120 wide whatever it is offered.
        #expect(result.frame(of: "frame")?.width == 120)
        #expect(result.warnings.map(\.kind) == [.contradictoryFrame])
    }

    @Test("a negative minimum becomes 0 without a warning")
    func negativeMinimumIsZero() {
        let result = layout(.flexFrame(FlexFrameSpec(width: .init(min: -5, max: 60))))
        #expect(result.frame(of: "frame")?.width == 60)
        #expect(result.warnings.isEmpty)
    }

    @Test("NaN flexible limits, padding and offsets are dropped and every frame stays finite")
    func nonFiniteValuesNeverReachFrames() {
        for kind: NodeKind in [
            .flexFrame(FlexFrameSpec(width: .init(min: CGFloat.nan, ideal: CGFloat.infinity, max: CGFloat.nan))),
            .padding(EdgeInsets(top: CGFloat.nan, leading: CGFloat.infinity, bottom: 0, trailing: 0)),
            .offset(CGSize(width: CGFloat.nan, height: 3)),
            .layoutPriority(Double.nan),
        ] {
            let result = layout(kind)
            #expect(!result.warnings.isEmpty, "\(kind)")
            for frame in result.frames.compactMap({ $0 }) {
                #expect(frame.isFiniteFrame, "\(kind): \(frame)")
            }
        }
    }

    @Test("absurdly large finite values are normalised like non-finite ones", arguments: [
        NodeKind.frame(FrameSpec(width: 1e300, height: 40)),
        .padding(EdgeInsets(top: 1e300, leading: 0, bottom: 0, trailing: 0)),
        .offset(CGSize(width: 1e200, height: 0)),
        .position(CGPoint(x: 1e250, y: 10)),
        .flexFrame(FlexFrameSpec(width: .init(min: 1e300))),
    ])
    func hugeValuesAreNormalised(kind: NodeKind) {
        let result = layout(kind)
        // A position at 0 puts its view's centre on the window's edge, which the bounds warning
        // reports on its own; the value itself gives exactly one warning.
        #expect(result.warnings.map(\.kind).filter { $0 != .outOfBounds } == [.invalidValue], "\(kind)")
        #expect(result.warnings.first?.message.contains("beyond the largest length") == true, "\(result.warnings)")
        for frame in result.frames.compactMap({ $0 }) {
            #expect(frame.isFiniteFrame, "\(kind): \(frame)")
        }
    }

    @Test("an alignment guide computing an absurd value is dropped with a warning, so no frame overflows")
    func hugeGuideValueIsDropped() throws {
        // The fuzzer's input: a guide of 6 + 5.6e164 × height pushed the stack's frames to y = ∞.
        let json = #"""
        {"version": 1, "nodes": [
         {"kind": "rectangle"},
         {"kind": "alignmentGuide", "axis": "vertical", "guide": "bottom", "value": {"constant": 6, "width": 0, "height": 5.6e164}, "children": [0]},
         {"kind": "color"},
         {"kind": "hstack", "alignment": "bottom", "children": [1, 2]}
        ]}
        """#
        let result = LayoutSolver().layout(try LayoutGraph.decode(json: Data(json.utf8)), in: CGSize(width: 390, height: 844))
        #expect(result.warnings.map(\.detail) == [.invalidValue(.alignmentGuideValue, value: 6 + 5.6e164 * 844, replacement: .defaultGuide)])
        // Without the guide both views take the default bottom: the stack is 844 tall, each view
        // spans it, so both sit at y = 0.
        #expect(result.frames.compactMap { $0 }.allSatisfy { $0.isFiniteFrame })
        #expect(result.frame(ofNode: NodeID(0))?.minY == 0)
    }
}
