import Testing
import Trellis

/// A stack sizes its children in an order decided by priority and flexibility alone, so the
/// order they are written in changes nothing when every child differs in those.
@Suite("Stack distribution order")
@MainActor
struct StackOrderTests {
    /// Widths of `count` flexible children, each with its own range and one of three
    /// priorities, laid out in an `HStack` offered `width`, by child id; `reversed` writes the
    /// children in the opposite order.
    private static func widths(count: Int, width: CGFloat, reversed: Bool) -> [Int: CGFloat] {
        let indices = reversed ? Array((0..<count).reversed()) : Array(0..<count)
        let view = HStack(spacing: 0) {
            ForEach(indices, id: \.self) { index in
                Color.orange
                    .frame(minWidth: CGFloat(index * 37 % 11), maxWidth: 12 + CGFloat(index * 7919 % 97) + CGFloat(index) / 1000)
                    .layoutPriority(Double(index % 3))
                    .id(index)
            }
        }
        let result = view.layout(in: CGSize(width: width, height: 50))
        return Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, result.frame(of: $0)!.width) })
    }

    @Test("children written in reverse get the same widths", arguments: [5, 16, 17, 40, 300])
    func orderIgnoresSourceOrder(count: Int) {
        // Offered about half of what the children could take, so the order matters: the
        // shares each child is offered depend on who went before.
        let width = CGFloat(count) * 30
        let forward = Self.widths(count: count, width: width, reversed: false)
        let backward = Self.widths(count: count, width: width, reversed: true)
        #expect(forward == backward)
    }
}
