import Trellis

/// A profile card made of content views: a headline label beside a follow button, aligned on
/// their first baselines, a biography that wraps, a divider and a progress bar with its caption.
public struct ProfileCard: View {
    /// Creates the card.
    public init() {}

    /// The card, padded.
    public var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .firstTextBaseline) {
                Label("Ada Lovelace", systemImage: "person.circle")
                    .font(.headline)
                    .id("name")
                Spacer()
                Button("Follow") {}
                    .id("follow")
            }
            Text("Mathematician and writer, known for her notes on the Analytical Engine, which hold the first published algorithm meant for a machine.")
                .font(.subheadline)
                .id("bio")
            Divider()
                .id("divider")
            HStack {
                Text("Profile complete")
                    .font(.caption)
                    .id("caption")
                ProgressView(value: 0.8)
                    .id("progress")
            }
        }
        .padding()
    }
}

#Preview("Profile card", traits: .fixedLayout(width: 360, height: 260)) {
    ProfileCard()
}

#Preview("Follow toggle", traits: .sizeThatFitsLayout) {
    @Previewable @State var following = true
    Toggle("Following", isOn: $following)
        .padding()
}
