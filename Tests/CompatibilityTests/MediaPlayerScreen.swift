import Trellis

struct Track {
    var title: String
    var artist: String
    var duration: TimeInterval
}

struct MediaPlayerScreen: View {
    @State private var track = Track(title: "Midnight City", artist: "M83", duration: 243)
    @State private var position: Double = 61
    @State private var isPlaying = false
    @State private var volume = 0.6

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(LinearGradient(colors: [.purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing))
                .aspectRatio(1, contentMode: .fit)
                .shadow(radius: 12, y: 6)
                .scaleEffect(isPlaying ? 1 : 0.85)
                .animation(.snappy, value: isPlaying)
                .id("artwork")
            VStack(alignment: .leading, spacing: 4) {
                Text(track.title)
                    .font(.title2.bold())
                Text(track.artist)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            VStack(spacing: 4) {
                Slider(value: $position, in: 0...track.duration)
                HStack {
                    Text(Duration.seconds(position).formatted(.time(pattern: .minuteSecond)))
                    Spacer()
                    Text("-" + Duration.seconds(track.duration - position).formatted(.time(pattern: .minuteSecond)))
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }
            HStack(spacing: 40) {
                Button { position = 0 } label: { Image(systemName: "backward.fill") }
                Button { isPlaying.toggle() } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.system(size: 44))
                        .contentTransition(.interpolate)
                }
                .id("play")
                Button { position = track.duration } label: { Image(systemName: "forward.fill") }
            }
            .font(.title)
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume)
                Image(systemName: "speaker.wave.3.fill")
            }
            .foregroundStyle(.secondary)
        }
        .padding(24)
    }
}
