import Trellis

struct MailItem: Identifiable, Hashable {
    let id: Int
    var sender: String
    var subject: String
    var isUnread: Bool
}

struct InboxListScreen: View {
    @State private var items = [
        MailItem(id: 1, sender: "Ana", subject: "Quarterly report draft", isUnread: true),
        MailItem(id: 2, sender: "Build bot", subject: "Nightly build succeeded", isUnread: false),
        MailItem(id: 3, sender: "Marco", subject: "Dinner on Friday?", isUnread: true),
    ]
    @State private var path: [MailItem] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(items) { item in
                    NavigationLink(value: item) {
                        HStack(alignment: .top, spacing: 12) {
                            Circle()
                                .fill(item.isUnread ? Color.blue : .clear)
                                .frame(width: 10, height: 10)
                                .padding(.top, 6)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(item.sender).font(.headline)
                                Text(item.subject)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                                    .lineLimit(1)
                            }
                        }
                    }
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            items.removeAll { $0.id == item.id }
                        }
                    }
                    .id("row-\(item.id)")
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .navigationDestination(for: MailItem.self) { item in
                Text(item.subject)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Compose", systemImage: "square.and.pencil") {}
                }
            }
        }
    }
}
