import Testing
import Trellis

private struct RowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 20
}

extension EnvironmentValues {
    fileprivate var rowHeight: CGFloat {
        get { self[RowHeightKey.self] }
        set { self[RowHeightKey.self] = newValue }
    }
}

/// A view that is tall when enabled and short when not, so its frame shows what it read.
private struct EnabledProbe: View {
    let name: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Color.red.frame(width: 10, height: isEnabled ? 40 : 10).id(name)
    }
}

private struct Row: View {
    let name: String
    @Environment(\.rowHeight) private var height

    var body: some View {
        Color.red.frame(width: 10, height: height).id(name)
    }
}

@Suite("Environment")
@MainActor
struct EnvironmentTests {
    @Test("a view reads the nearest ancestor's value, or the key's default")
    func valuesFlowDown() {
        let result = VStack(spacing: 0) {
            Row(name: "default")
            Row(name: "outer")
                .environment(\.rowHeight, 40)
            VStack(spacing: 0) {
                Row(name: "inner").environment(\.rowHeight, 5)
                Row(name: "inherited")
            }
            .environment(\.rowHeight, 30)
        }
        .layout(in: CGSize(width: 100, height: 200))
        #expect(result.frame(of: "default")?.height == 20)
        #expect(result.frame(of: "outer")?.height == 40)
        #expect(result.frame(of: "inner")?.height == 5)
        #expect(result.frame(of: "inherited")?.height == 30)
    }

    @Test("lowering starts from the environment it is given")
    func rootEnvironment() {
        var environment = EnvironmentValues()
        environment.rowHeight = 12
        let graph = Row(name: "row").layoutGraph(environment: environment)
        let result = LayoutSolver().layout(graph, in: CGSize(width: 100, height: 100))
        #expect(result.frame(of: "row")?.height == 12)
    }

    @Test("disabled(true) clears isEnabled below it; disabled(false) never re-enables")
    func disabledClearsIsEnabled() {
        let result = VStack(spacing: 0) {
            EnabledProbe(name: "plain")
            EnabledProbe(name: "kept").disabled(false)
            EnabledProbe(name: "off").disabled(true)
            VStack(spacing: 0) {
                EnabledProbe(name: "inherited")
                EnabledProbe(name: "not re-enabled").disabled(false)
            }
            .disabled(true)
        }
        .layout(in: CGSize(width: 100, height: 400))
        #expect(result.frame(of: "plain")?.height == 40)
        #expect(result.frame(of: "kept")?.height == 40)
        #expect(result.frame(of: "off")?.height == 10)
        #expect(result.frame(of: "inherited")?.height == 10)
        #expect(result.frame(of: "not re-enabled")?.height == 10)
    }
}
