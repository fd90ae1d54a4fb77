import Trellis

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 16

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.orange.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.orange, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.linear(duration: 1), value: progress)
        }
    }
}

struct CountdownTimerScreen: View {
    @State private var remaining = 5 * 60
    @State private var isRunning = false
    let total = 5 * 60

    var body: some View {
        VStack(spacing: 32) {
            ZStack {
                ProgressRing(progress: Double(remaining) / Double(total))
                Text(String(format: "%02d:%02d", remaining / 60, remaining % 60))
                    .font(.system(size: 56, weight: .light, design: .rounded))
                    .monospacedDigit()
                    .contentTransition(.numericText())
            }
            .frame(width: 260, height: 260)
            .id("ring")
            HStack(spacing: 16) {
                Button("Reset", role: .destructive) {
                    remaining = total
                }
                .buttonStyle(.bordered)
                .id("reset")
                Button(isRunning ? "Pause" : "Start") {
                    isRunning.toggle()
                }
                .buttonStyle(.borderedProminent)
                .tint(isRunning ? .orange : .green)
                .id("start")
            }
            .controlSize(.large)
        }
        .task(id: isRunning) {
            while isRunning, remaining > 0 {
                try? await Task.sleep(for: .seconds(1))
                remaining -= 1
            }
        }
    }
}
