import Trellis

struct CalendarMonthScreen: View {
    @State private var selectedDay = 14
    let weekdays = ["M", "T", "W", "T", "F", "S", "S"]
    let firstWeekday = 2 // the month starts on a Wednesday
    let dayCount = 30

    private var weeks: [[Int?]] {
        let cells = Array(repeating: nil, count: firstWeekday) + (1...dayCount).map(Optional.some)
        return stride(from: 0, to: cells.count, by: 7).map { start in
            let week = Array(cells[start ..< min(start + 7, cells.count)])
            return week + Array(repeating: nil, count: 7 - week.count)
        }
    }

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Button { } label: { Image(systemName: "chevron.left") }
                Spacer()
                Text("June 2026").font(.headline)
                Spacer()
                Button { } label: { Image(systemName: "chevron.right") }
            }
            Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                GridRow {
                    ForEach(weekdays.indices, id: \.self) { index in
                        Text(weekdays[index])
                            .font(.caption2.bold())
                            .foregroundStyle(.secondary)
                    }
                }
                ForEach(weeks.indices, id: \.self) { week in
                    GridRow {
                        ForEach(0..<7, id: \.self) { column in
                            if let day = weeks[week][column] {
                                Text("\(day)")
                                    .frame(maxWidth: .infinity, minHeight: 40)
                                    .background(day == selectedDay ? Circle().fill(Color.red) : nil)
                                    .foregroundStyle(day == selectedDay ? .white : .primary)
                                    .onTapGesture { selectedDay = day }
                                    .id("day-\(day)")
                            } else {
                                Color.clear
                                    .gridCellUnsizedAxes([.horizontal, .vertical])
                            }
                        }
                    }
                }
            }
        }
        .padding()
    }
}
