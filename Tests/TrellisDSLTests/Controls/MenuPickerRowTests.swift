import Testing
import Trellis

// A menu picker in a form row shows its label at the leading edge and the selection with its
// chevrons at the trailing edge, as iOS draws it; outside a list, or with its labels hidden,
// only the menu button (ContentViewMetrics, "Pickers").

@Suite("Menu pickers in form rows")
@MainActor
struct MenuPickerRowTests {
    private func picker() -> some View {
        Picker(selection: .constant(0)) {
            Text("Vanilla").tag(0)
            Text("Chocolate").tag(1)
        } label: {
            Text("Flavour").id("label")
        }
    }

    @Test("in a form row the label leads and the menu button ends at the row's trailing inset")
    func formRow() throws {
        let result = Form { picker() }.layout(on: .iPhone15)
        let label = try #require(result.frame(of: "label"))
        let value = try #require(result.frame(ofText: "Chocolate"))
        // iOS 26 on a 393-pt iPhone: a 16-pt card margin and a 16-pt row inset on each side.
        #expect(label.minX == 32)
        #expect(value.minX > label.maxX + 100)
        let chevron = try #require(symbolFrames("chevron.up.chevron.down", in: result).first)
        #expect(abs(chevron.maxX - (393 - 32)) < 0.01)
    }

    /// The frames of the images of the symbol `name`, in graph order.
    private func symbolFrames(_ name: String, in result: LayoutResult) -> [CGRect] {
        (0..<result.graph.count).compactMap { index in
            let node = NodeID(Int32(index))
            guard case let .image(spec) = result.graph.kind(of: node), spec.name == name else { return nil }
            return result.frame(ofNode: node)
        }
    }

    @Test("outside a list, or with its labels hidden, the picker is its menu button alone")
    func menuAlone() throws {
        let alone = picker().layout(on: .iPhone15)
        #expect(alone.frame(of: "label") == nil)
        let hidden = Form { picker().labelsHidden() }.layout(on: .iPhone15)
        #expect(hidden.frame(of: "label") == nil)
        let value = try #require(hidden.frame(ofText: "Chocolate"))
        #expect(value.minX == 32)
    }
}
