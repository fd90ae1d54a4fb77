import Trellis

@Observable
final class DashboardModel {
    var revenue = 12_480.5
    var orders = 318
    var goal = 0.72
}

struct MetricCard: View {
    let title: String
    let value: String
    let systemImage: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: systemImage)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.title2.weight(.semibold))
                .monospacedDigit()
                .lineLimit(1)
                .minimumScaleFactor(0.5)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

struct DashboardScreen: View {
    @State private var model = DashboardModel()

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                HStack(spacing: 12) {
                    MetricCard(title: "Revenue", value: model.revenue.formatted(.currency(code: "USD")), systemImage: "dollarsign.circle")
                        .id("revenue")
                    MetricCard(title: "Orders", value: "\(model.orders)", systemImage: "shippingbox")
                        .id("orders")
                }
                VStack(alignment: .leading) {
                    Text("Monthly goal")
                        .font(.headline)
                    ProgressView(value: model.goal)
                        .tint(.green)
                    Text("\(model.goal * 100, specifier: "%.0f")% reached")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .padding()
                .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
                .id("goal")
            }
            .padding()
        }
        .refreshable { model.orders += 1 }
    }
}
