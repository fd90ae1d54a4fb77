import Trellis

/// An arc from the top, clockwise, that can be inset for strokeBorder-like drawing.
struct RingArc: InsettableShape {
    var progress: Double
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 2 - insetAmount
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return path
    }

    func inset(by amount: CGFloat) -> RingArc {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}

struct ActivityRingsScreen: View {
    @State private var move = 0.8
    @State private var exercise = 0.55
    @State private var stand = 0.9
    let ringWidth: CGFloat = 22

    var body: some View {
        VStack(spacing: 28) {
            ZStack {
                ring(move, color: .red)
                ring(exercise, color: .green)
                    .padding(ringWidth + 2)
                ring(stand, color: .cyan)
                    .padding((ringWidth + 2) * 2)
            }
            .frame(width: 220, height: 220)
            .id("rings")
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                row("Move", value: "\(Int(move * 600))/600 KCAL", color: .red)
                row("Exercise", value: "\(Int(exercise * 30))/30 MIN", color: .green)
                row("Stand", value: "\(Int(stand * 12))/12 HRS", color: .cyan)
            }
            .font(.subheadline)
        }
    }

    private func ring(_ progress: Double, color: Color) -> some View {
        ZStack {
            Circle().strokeBorder(color.opacity(0.2), lineWidth: ringWidth)
            RingArc(progress: progress)
                .inset(by: ringWidth / 2)
                .stroke(color, style: StrokeStyle(lineWidth: ringWidth, lineCap: .round))
        }
    }

    private func row(_ title: String, value: String, color: Color) -> some View {
        GridRow {
            Text(title).foregroundStyle(color)
            Text(value).bold().monospacedDigit()
        }
    }
}
