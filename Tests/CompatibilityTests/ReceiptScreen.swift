import Trellis

struct ReceiptScreen: View {
    struct Item: Identifiable {
        let id = UUID()
        let name: String
        let price: Double
    }

    let items = [Item(name: "Coffee", price: 3.5), Item(name: "Croissant", price: 2.75), Item(name: "Orange juice", price: 4.2)]

    var total: Double { items.reduce(0) { $0 + $1.price } }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Receipt")
                .font(.custom("Georgia", size: 28, relativeTo: .title))
                .kerning(1.5)
            Divider()
                .id("rule")
            ForEach(items) { item in
                HStack {
                    Text(item.name)
                        .lineLimit(1)
                        .truncationMode(.middle)
                    Spacer()
                    Text("$\(item.price, specifier: "%.2f")")
                        .monospaced()
                }
            }
            Divider()
            HStack {
                Text("Total").bold()
                Spacer()
                Text("$\(total, specifier: "%.2f")")
                    .font(.headline)
                    .tracking(0.5)
            }
        }
        .lineSpacing(2)
        .padding()
    }
}
