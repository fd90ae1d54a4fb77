import Trellis

enum ShippingSpeed: String, CaseIterable, Identifiable {
    case standard = "Standard", express = "Express", overnight = "Overnight"
    var id: Self { self }
    var price: Decimal {
        switch self {
        case .standard: return 0
        case .express: return 9.99
        case .overnight: return 24.99
        }
    }
}

struct CheckoutScreen: View {
    @State private var quantity = 1
    @State private var speed = ShippingSpeed.standard
    @State private var giftWrap = false
    @State private var promoCode = ""
    @State private var showConfirmation = false
    let unitPrice: Decimal = 49.5

    private var total: Decimal {
        unitPrice * Decimal(quantity) + speed.price + (giftWrap ? 5 : 0)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Order") {
                    Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
                    Toggle("Gift wrap", isOn: $giftWrap)
                }
                Section {
                    Picker("Shipping", selection: $speed) {
                        ForEach(ShippingSpeed.allCases) { speed in
                            Text(speed.rawValue).tag(speed)
                        }
                    }
                    TextField("Promo code", text: $promoCode)
                        .textCase(.uppercase)
                } header: {
                    Text("Delivery")
                } footer: {
                    Text("Orders placed before 2 pm ship the same day.")
                }
                Section {
                    LabeledContent("Total", value: total, format: .currency(code: "EUR"))
                        .font(.headline)
                }
            }
            .navigationTitle("Checkout")
            .safeAreaInset(edge: .bottom) {
                Button {
                    showConfirmation = true
                } label: {
                    Text("Place order")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding()
                .id("placeOrder")
            }
            .alert("Order placed", isPresented: $showConfirmation) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("Thank you for your purchase.")
            }
        }
    }
}
