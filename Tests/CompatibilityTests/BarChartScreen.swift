import Trellis

struct DailySteps: Identifiable {
    let id: String
    let steps: Int
}

struct BarChartScreen: View {
    let data = [
        DailySteps(id: "Mon", steps: 6_200), DailySteps(id: "Tue", steps: 9_800),
        DailySteps(id: "Wed", steps: 4_100), DailySteps(id: "Thu", steps: 12_000),
        DailySteps(id: "Fri", steps: 7_300), DailySteps(id: "Sat", steps: 3_000),
        DailySteps(id: "Sun", steps: 8_400),
    ]
    let chartHeight: CGFloat = 200
    @State private var highlighted: String?

    private var maximum: Int { data.map(\.steps).max() ?? 1 }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Steps this week")
                .font(.headline)
            HStack(alignment: .bottom, spacing: 8) {
                ForEach(data) { day in
                    VStack(spacing: 4) {
                        RoundedRectangle(cornerRadius: 4)
                            .fill(day.id == highlighted ? Color.orange : Color.accentColor)
                            .frame(height: chartHeight * CGFloat(day.steps) / CGFloat(maximum))
                            .id("bar-\(day.id)")
                        Text(day.id)
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                    .onTapGesture { highlighted = day.id }
                }
            }
            .frame(height: chartHeight + 24, alignment: .bottom)
            .overlay(alignment: .topLeading) {
                Rectangle()
                    .fill(.secondary.opacity(0.4))
                    .frame(height: 1)
                    .alignmentGuide(.top) { _ in -chartHeight * (1 - 10_000 / CGFloat(maximum)) }
            }
        }
        .padding()
    }
}
