import Trellis

struct DayForecast: Identifiable {
    let id = UUID()
    let day: String
    let symbol: String
    let high: Int
    let low: Int
}

struct WeatherCardScreen: View {
    let forecast = [
        DayForecast(day: "Mon", symbol: "sun.max.fill", high: 24, low: 15),
        DayForecast(day: "Tue", symbol: "cloud.sun.fill", high: 22, low: 14),
        DayForecast(day: "Wed", symbol: "cloud.rain.fill", high: 18, low: 12),
        DayForecast(day: "Thu", symbol: "cloud.bolt.fill", high: 17, low: 11),
        DayForecast(day: "Fri", symbol: "sun.max.fill", high: 23, low: 13),
    ]
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .firstTextBaseline) {
                Text("21°")
                    .font(.system(size: 64, weight: .thin))
                VStack(alignment: .leading) {
                    Text("Lisbon").font(.title3.bold())
                    Text("Partly cloudy").font(.subheadline)
                }
            }
            Divider()
                .overlay(.white.opacity(0.5))
            HStack {
                ForEach(forecast) { day in
                    VStack(spacing: 6) {
                        Text(day.day).font(.caption.bold())
                        Image(systemName: day.symbol)
                            .symbolRenderingMode(.multicolor)
                            .frame(height: 24)
                        Text("\(day.high)°").font(.callout)
                        Text("\(day.low)°").font(.caption).opacity(0.7)
                    }
                    .frame(maxWidth: .infinity)
                    .id(day.day)
                }
            }
        }
        .foregroundStyle(.white)
        .padding(20)
        .background(
            LinearGradient(colors: colorScheme == .dark ? [.black, .indigo] : [.blue, .cyan],
                           startPoint: .top, endPoint: .bottom),
            in: RoundedRectangle(cornerRadius: 24, style: .continuous)
        )
        .padding(.horizontal)
        .id("card")
    }
}
