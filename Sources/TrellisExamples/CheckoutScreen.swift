import Trellis

/// A checkout screen built the way apps are: a `NavigationStack` titled "Checkout" holding a
/// `List` of order rows and a link to the shipping address, with a pay button kept above the
/// bottom of the screen by `safeAreaInset(edge: .bottom)`.
public struct CheckoutScreen: View {
    /// Creates the checkout screen.
    public init() {}

    /// The navigation stack around the list and its pay button.
    public var body: some View {
        NavigationStack {
            List {
                Section("Order") {
                    item("Coffee beans", "$18.00").id("item 1")
                    item("Filter papers", "$6.00").id("item 2")
                    item("Mug", "$18.00").id("item 3")
                }
                Section {
                    NavigationLink("Shipping address") { Text("Address") }.id("shipping")
                }
            }
            .id("list")
            .safeAreaInset(edge: .bottom) {
                Color.blue.frame(height: 50).padding(.horizontal, 16).id("pay")
            }
            .navigationTitle("Checkout")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
            }
        }
    }

    private func item(_ name: String, _ price: String) -> some View {
        HStack {
            Text(name)
            Spacer()
            Text(price)
        }
    }
}
