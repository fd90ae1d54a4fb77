import Trellis

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var isDone: Bool
}

struct SegmentedFilterScreen: View {
    enum Filter: String, CaseIterable, Identifiable {
        case all = "All", open = "Open", done = "Done"
        var id: Self { self }
    }

    @State private var filter = Filter.all
    @State private var tasks = [
        TodoItem(id: 1, title: "Write release notes", isDone: false),
        TodoItem(id: 2, title: "Review pull request", isDone: true),
        TodoItem(id: 3, title: "Update screenshots", isDone: false),
    ]

    private var visible: [TodoItem] {
        switch filter {
        case .all: return tasks
        case .open: return tasks.filter { !$0.isDone }
        case .done: return tasks.filter(\.isDone)
        }
    }

    var body: some View {
        VStack(spacing: 0) {
            Picker("Filter", selection: $filter) {
                ForEach(Filter.allCases) { filter in
                    Text(filter.rawValue).tag(filter)
                }
            }
            .pickerStyle(.segmented)
            .padding()
            .id("picker")
            List(visible) { task in
                HStack {
                    Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                        .foregroundStyle(task.isDone ? .green : .secondary)
                    Text(task.title)
                        .strikethrough(task.isDone)
                }
            }
            .listStyle(.insetGrouped)
            .id("list")
        }
    }
}
