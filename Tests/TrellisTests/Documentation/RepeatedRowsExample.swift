// The example of "Rows that repeat an identifier" in "Testing layouts", verbatim.
import Foundation
import Testing
import Trellis
import TrellisTesting

struct Basket: View {
    let items = [("Hat", "$12.00"), ("Socks", "$4.50"), ("Scarf", "$30.00")]

    var body: some View {
        List {
            ForEach(items, id: \.0) { item in
                HStack {
                    Text(item.0)
                    Spacer()
                    Text(item.1).accessibilityIdentifier("price")
                }
            }
        }
    }
}

@Suite @MainActor
struct BasketTests {
    @Test func pricesLineUpOnTheRight() {
        let layout = Basket().layout(on: .iPhone15)
        expectNoWarnings(in: layout)
        expectAligned(.accessibilityIdentifier("price").nth(1), .accessibilityIdentifier("price").nth(3), on: .right, in: layout)
        expectView(.text("Socks"), isLeftOf: .accessibilityIdentifier("price").inside(.text("Socks")), in: layout)
    }
}
