import Trellis

struct KeypadButtonStyle: ButtonStyle {
    var fill: Color = Color(.systemGray5)

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title.weight(.medium))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(fill.opacity(configuration.isPressed ? 0.6 : 1), in: Circle())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

struct KeypadScreen: View {
    @State private var entered = ""
    let rows = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["*", "0", "#"]]

    var body: some View {
        VStack(spacing: 24) {
            Text(entered.isEmpty ? " " : entered)
                .font(.system(size: 36, weight: .regular, design: .monospaced))
                .lineLimit(1)
                .truncationMode(.head)
                .frame(maxWidth: .infinity)
            Grid(horizontalSpacing: 20, verticalSpacing: 16) {
                ForEach(rows, id: \.self) { row in
                    GridRow {
                        ForEach(row, id: \.self) { key in
                            Button(key) { entered.append(key) }
                                .buttonStyle(KeypadButtonStyle())
                                .frame(width: 76, height: 76)
                                .id("key-\(key)")
                        }
                    }
                }
            }
            Button {
                _ = entered.popLast()
            } label: {
                Image(systemName: "delete.left")
            }
            .opacity(entered.isEmpty ? 0 : 1)
            .accessibilityHidden(entered.isEmpty)
        }
        .padding()
    }
}
