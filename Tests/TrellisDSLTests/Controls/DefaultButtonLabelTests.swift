import Testing
import Trellis

/// iOS 26's `Button(role:action:)` shows the role's own label, a symbol (Apple's documentation
/// of the initializer: a cancel button with an `x` symbol): it lays out as a button around that
/// symbol, and a checkmark for `.confirm`.
@Suite("Buttons with a role's default label")
@MainActor
struct DefaultButtonLabelTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("close and cancel show the x symbol, confirm the checkmark, each as a button around it")
    func defaultLabels() {
        for (role, symbol) in [(ButtonRole.close, "xmark"), (.cancel, "xmark"), (.confirm, "checkmark"), (.destructive, "trash")] {
            let byRole = Button(role: role) {}.id("button").layout(in: window).frame(of: "button")
            let bySymbol = Button {} label: { Image(systemName: symbol) }.id("button").layout(in: window).frame(of: "button")
            #expect(byRole != nil && byRole == bySymbol, "\(symbol)")
        }
        // The symbol is the role's: the graph holds an image of that name.
        for (role, symbol) in [(ButtonRole.close, "xmark"), (.confirm, "checkmark"), (.destructive, "trash")] {
            let graph = Button(role: role) {}.layoutGraph()
            let names = graph.nodeIDs.compactMap { id -> String? in
                if case .image(let image) = graph[id].kind { image.name } else { nil }
            }
            #expect(names == [symbol])
        }
    }
}
