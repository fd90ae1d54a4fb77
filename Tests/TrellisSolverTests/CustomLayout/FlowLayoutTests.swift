import Testing
import Trellis
import TrellisExamples

/// `FlowLayout` (Sources/TrellisExamples/TagCloud.swift) is written exactly as for SwiftUI: only
/// the import differs.
@Suite("A flow layout written as for SwiftUI")
@MainActor
struct FlowLayoutTests {
    private let widths: [CGFloat] = [60, 80, 40, 100, 50]

    private var tags: some View {
        FlowLayout(spacing: 8) {
            ForEach(0..<5) { index in
                Color.orange.frame(width: widths[index], height: 30).id(index)
            }
        }
    }

    @Test("tags wrap onto a new row when the next one would not fit")
    func tagsWrap() {
        // Rows for 200 pt: 60 + 8 + 80 + 8 + 40 = 196 (adding 8 + 100 would make 304), then
        // 100 + 8 + 50 = 158. The layout is 196 × (30 + 8 + 30) = 196×68, centred in the
        // 200-wide frame, which is centred in the window: x = (390 − 200) / 2 + 2 = 97,
        // y = (844 − 68) / 2 = 388.
        let result = tags.id("flow").frame(width: 200).layout(in: CGSize(width: 390, height: 844))
        #expect(result.frame(of: "flow") == CGRect(x: 97, y: 388, width: 196, height: 68))
        #expect(result.frame(of: 0) == CGRect(x: 97, y: 388, width: 60, height: 30))
        #expect(result.frame(of: 1) == CGRect(x: 165, y: 388, width: 80, height: 30))
        #expect(result.frame(of: 2) == CGRect(x: 253, y: 388, width: 40, height: 30))
        #expect(result.frame(of: 3) == CGRect(x: 97, y: 426, width: 100, height: 30))
        #expect(result.frame(of: 4) == CGRect(x: 205, y: 426, width: 50, height: 30))
    }

    @Test("proposed no width, every tag fits on one row")
    func idealSizeIsOneRow() {
        // 60 + 80 + 40 + 100 + 50 + 4 × 8 = 362.
        #expect(tags.sizeThatFits(.unspecified) == CGSize(width: 362, height: 30))
    }

    @Test("the flow layout behind an AnyLayout lays out the same")
    func erasedFlowLayout() {
        let window = CGSize(width: 200, height: 200)
        let direct = tags.layout(in: window)
        let erased = AnyLayout(FlowLayout(spacing: 8)) {
            ForEach(0..<5) { index in Color.orange.frame(width: widths[index], height: 30).id(index) }
        }
        .layout(in: window)
        #expect(erased.frames == direct.frames)
    }

    @Test("a graph with a custom layout cannot be saved, and the error names the layout")
    func notEncodable() {
        do {
            _ = try tags.layoutGraph().jsonData()
            Issue.record("encoding a custom layout should fail")
        } catch let EncodingError.invalidValue(_, context) {
            #expect(context.debugDescription.contains("FlowLayout"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
