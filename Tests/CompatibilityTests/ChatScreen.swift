import Trellis

struct Message: Identifiable, Hashable {
    let id = UUID()
    var text: String
    var isMine: Bool
}

struct MessageBubble: View {
    let message: Message

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 48) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .background(message.isMine ? Color.blue : Color(.systemGray5), in: RoundedRectangle(cornerRadius: 18))
                .foregroundStyle(message.isMine ? .white : .primary)
            if !message.isMine { Spacer(minLength: 48) }
        }
    }
}

struct ChatScreen: View {
    @State private var draft = ""
    @State private var messages = [
        Message(text: "Are we still on for lunch?", isMine: false),
        Message(text: "Yes! 12:30 at the usual place.", isMine: true),
        Message(text: "Perfect, see you there", isMine: false),
    ]
    @FocusState private var composing: Bool

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { message in
                        MessageBubble(message: message)
                            .id(message.id)
                    }
                }
                .padding(.horizontal)
            }
            .safeAreaInset(edge: .bottom) {
                HStack(spacing: 8) {
                    TextField("Message", text: $draft)
                        .textFieldStyle(.roundedBorder)
                        .focused($composing)
                        .onSubmit(send)
                    Button(action: send) {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.title)
                    }
                    .disabled(draft.isEmpty)
                }
                .padding(8)
                .frame(height: 52)
                .background(.bar)
                .id("composer")
            }
            .onChange(of: messages.count) {
                if let last = messages.last { proxy.scrollTo(last.id, anchor: .bottom) }
            }
        }
    }

    private func send() {
        guard !draft.isEmpty else { return }
        messages.append(Message(text: draft, isMine: true))
        draft = ""
    }
}
