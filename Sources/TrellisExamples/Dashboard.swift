import Trellis

/// The README's demo: a header clamped between 200 and 400 pt that holds three 50-pt rows
/// kept at least 20 pt apart, and a content area below that fills the rest of the screen.
public struct Dashboard: View {
    /// Creates the dashboard.
    public init() {}

    /// The header above the content area.
    public var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 0) {
                row("row 1", .orange)
                Spacer(minLength: 20)
                row("row 2", .green)
                Spacer(minLength: 20)
                row("row 3", .purple)
            }
            .padding(.horizontal)
            .frame(minHeight: 200, maxHeight: 400)
            .background(Color.blue)
            .id("header")

            Color.gray.id("content")
        }
    }

    private func row(_ name: String, _ color: Color) -> some View {
        color.frame(height: 50).id(name)
    }
}

#Preview("Dashboard") {
    Dashboard()
}
