import Trellis

@Observable
final class CounterModel {
    var count = 0
    var step = 1
}

final class SessionStore: ObservableObject {
    @Published var userName = "Sam"
}

struct CounterApp: App {
    @State private var model = CounterModel()
    @StateObject private var session = SessionStore()

    var body: some Scene {
        WindowGroup {
            CounterView(model: model)
                .environmentObject(session)
        }
    }
}

struct CounterView: View {
    @Bindable var model: CounterModel
    @EnvironmentObject private var session: SessionStore
    @FocusState private var stepFocused: Bool

    var body: some View {
        VStack(spacing: 20) {
            Text("Hello, \(session.userName)")
                .font(.title3)
            Text("\(model.count)")
                .font(.system(size: 72, weight: .bold, design: .rounded))
                .monospacedDigit()
            HStack {
                Button("−") { model.count -= model.step }
                Button("+") { model.count += model.step }
            }
            .buttonStyle(CapsuleButtonStyle())
            TextField("Step", value: $model.step, format: .number)
                .focused($stepFocused)
                .id("stepField")
        }
        .padding()
    }
}

struct CapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title.bold())
            .padding(.horizontal, 24)
            .padding(.vertical, 8)
            .background(Capsule().fill(Color.blue))
    }
}
